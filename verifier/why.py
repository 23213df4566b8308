"""The rules a proof rests on (issue 27): for a claim proved (or found to hold in no ordering),
the tracked rules (`verifier.rules.cited.RULES`) without which it would not follow; for a claim
refuted, the tracked rules every counterexample needs (`at_work`: switched off, the claim holds).

The claim is encoded again with each tracked rule a Boolean of its own (`Tracking`), every
one assumed; Z3's unsat core over those assumptions names rules enough for the proof, and it is
minimised one rule at a time: each rule left in is needed among them, since without it assumed (the
rules not named free, so it may be off: the game as if it were not there) the solver finds an
ordering where the claim fails.  Where either of two sets suffices, one is named.
A history whose order is left open is asked in each of its orders, and the rules are those any
of them needs.  The answer says what the solver showed and nothing more: a rule not tracked is
never named, and an unknown answer is said as such."""
from __future__ import annotations

from dataclasses import dataclass, field
import weakref
from typing import Callable, List, Optional, Tuple

import z3

from verifier.model import Claim
from verifier.query import Encoding, Histories, make_solver
from verifier.rules.cited import RULES, Tracking


@dataclass
class Why:
    rules: List[str] = field(default_factory=list)  # the tags, in CR order
    unknown: str = ""                                # why the solver could not say, if it could not

    def listed(self) -> List[dict]:
        """The rules as JSON: each one's number and title."""
        return [{"rule": tag, "title": RULES[tag][0]} for tag in self.rules]

    def text(self, refuted: bool = False, conflict: bool = False) -> str:
        """What the rules say of a proof, of a refutation (`refuted`) or of a conflict of rulings."""
        if self.unknown:
            return f"the rules it used: unknown ({self.unknown})"
        if not self.rules:
            return ("with any one of the tracked rules switched off it still fails" if refuted else
                    f"{'rests on' if conflict else 'using'} none of the {len(RULES)} tracked rules "
                    "(verifier/rules/cited.py)")
        return ("every counterexample needs: " if refuted else "rests on: " if conflict else "using: ") + \
            "; ".join(f"{tag} ({RULES[tag][0]})" for tag in self.rules)


def rules_used(histories: Histories, claim: Claim, timeout: Optional[float] = None) -> Why:
    """The tracked rules a proved claim (or one that holds in no ordering, `find`) needs."""
    needed: set = set()
    for enc in histories.encodings:
        found = _needed(enc, claim, timeout)
        if isinstance(found, str):
            return Why(unknown=found)
        needed |= found
    return Why(sorted(needed, key=_cr_order))


def at_work(histories: Histories, claim: Claim, timeout: Optional[float] = None) -> Why:
    """The tracked rules every counterexample of a refuted claim needs: each one that, switched off
    (the others on), leaves no ordering where the claim fails, in any order of the history."""
    at: Optional[set] = None
    for enc in histories.encodings:
        s, flags = _solver(enc, claim, timeout)
        here = set()
        for tag in sorted(flags, key=_cr_order):
            answer = s.check(*[f for t, f in flags.items() if t != tag], z3.Not(flags[tag]))
            if answer == z3.unknown:
                return Why(unknown=s.reason_unknown())
            if answer == z3.unsat:
                here.add(tag)
        at = here if at is None else at & here
    return Why(sorted(at or (), key=_cr_order))


# each ordinary encoding -> its scenario encoded with the tracked rules, built once for all its claims
_TRACKED: "weakref.WeakKeyDictionary[Encoding, Tuple[Tracking, Encoding]]" = weakref.WeakKeyDictionary()


def conflict_rules(histories: Histories, holding: Callable[[Encoding], List[z3.BoolRef]],
                   timeout: Optional[float] = None) -> Why:
    """The tracked rules a conflict rests on: rulings that hold in no ordering together
    (`holding`: their terms in an encoding), in each order of the history; a minimal core over
    the rules, as for a proof (`verifier.consistency`: without one of them, they could all hold)."""
    needed: set = set()
    for ordinary in histories.encodings:
        tracking, enc = _tracked(ordinary)
        terms = holding(enc)  # (made before the constraints are read: a term may add a player's choice)
        s = make_solver(timeout)
        s.add(*enc.constraints, *tracking.constraints(), *terms)
        found = _minimal(s, tracking.flags)
        if isinstance(found, str):
            return Why(unknown=found)
        needed |= found
    return Why(sorted(needed, key=_cr_order))


def _tracked(ordinary: Encoding) -> Tuple[Tracking, Encoding]:
    """The scenario of an ordinary encoding encoded with the tracked rules, built once."""
    if ordinary not in _TRACKED:
        tracking = Tracking()
        _TRACKED[ordinary] = tracking, Encoding(ordinary.sc, ops=tracking.ops)
    return _TRACKED[ordinary]


def _solver(ordinary: Encoding, claim: Claim, timeout: Optional[float]):
    """A solver holding the claim's negation (or, for `find`, the claim) over one order of the
    history, with each tracked rule a Boolean (`Tracking`): (it, the rules' Booleans)."""
    tracking, enc = _tracked(ordinary)
    goal = enc.term(claim.goal, claim.at)
    s = make_solver(timeout)
    s.add(*enc.constraints, *tracking.constraints())
    if claim.premise is not None:
        s.add(enc.term(claim.premise, claim.at))
    s.add(z3.Not(goal) if claim.query == "prove" else goal)
    return s, tracking.flags


def _needed(enc: Encoding, claim: Claim, timeout: Optional[float]):
    """The tracked rules one order of the history needs, or why the solver could not say."""
    return _minimal(*_solver(enc, claim, timeout))


def _minimal(s: z3.Solver, flags: dict):
    """A minimal set of the rules whose Booleans, assumed, make `s` unsat; or why not said."""
    assumed = set(flags)
    answer = s.check(*[flags[t] for t in assumed])
    if answer != z3.unsat:  # (the claim was proved without the flags: sat would be a bug, unknown is said)
        return s.reason_unknown() if answer == z3.unknown else "the proof did not repeat with the rules tracked"
    core = {str(b).removeprefix("rule[").removesuffix("]") for b in s.unsat_core()}
    for tag in sorted(core, key=_cr_order):  # minimised: a rule the others suffice without is dropped
        rest = core - {tag}
        answer = s.check(*[flags[t] for t in rest])
        if answer == z3.unsat:
            core = rest
        elif answer == z3.unknown:
            return s.reason_unknown()
    return core


def _cr_order(tag: str) -> tuple:
    """A CR number's place: 305.7 < 613.6 < 613.7 < 613.8a."""
    main, _, rest = tag.partition(".")
    digits = "".join(c for c in rest if c.isdigit())
    return int(main), int(digits or 0), rest[len(digits):]
