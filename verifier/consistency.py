"""Whether a scenario's rulings can all hold at once, and which follow from others.

The rulings are the claims that say something holds: always (expect `proved`) or
possibly (`witness`); the naive readings a file refutes are left out.  A world is one
permitted ordering in one order of the history's events (`Scenario.linearized`: the
orders a `group` leaves open).  The rulings can all hold at once if some world
satisfies every ruling that says "always", and each "possibly" ruling holds in some
world, in any order, that satisfies those too.  Z3 is asked, order by order, with each
ruling tracked: it gives either such a world (replayed through the concrete
interpreter) or, when every order refuses, an unsat core naming rulings that conflict
in every order (the union of each order's core).  Each "always" ruling is then a
theorem of the scenario (no world violates it), implied by the others (some world
violates it, none where the others hold), or independent of them: each decided over
every order, never over the one where the consistent ordering was found.  Any answer
left unknown by the solver is unknown, never a result.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional

import z3

from verifier.errors import InternalError
from verifier.model import Claim, Scenario
from verifier.query import Encoding, Replay, events_text, fresh_context, make_solver, possible_histories
from verifier.why import Why, conflict_rules, rules_used

RULINGS = ("proved", "witness")


@dataclass
class Consistency:
    consistent: Optional[bool]       # None: the solver gave up
    rulings: List[str]               # the claims taken as rulings
    order: List[str] = field(default_factory=list)    # an ordering in which every "always" ruling holds
    core: List[str] = field(default_factory=list)     # rulings that conflict in every order (not consistent)
    standing: Dict[str, str] = field(default_factory=dict)  # theorem / implied by the others / independent / possible
    history: str = ""                # the order of the history's events `order` belongs to, when there are several
    rules: Dict[str, Why] = field(default_factory=dict)  # asked (`why`): the rules each theorem rests on
    core_rules: Optional[Why] = None  # asked (`why`): the rules the conflict of `core` rests on


@dataclass
class _Order:
    """One order of the history's events, its encoding, and what each ruling says of
    its orderings."""

    history: Scenario
    enc: Encoding
    terms: Dict[str, z3.BoolRef]


@dataclass
class _Found:
    """What asking every order found: a world, replayed (`sat`); rulings that conflict
    in every order (`unsat`); or nothing known (`unknown`)."""

    result: z3.CheckSatResult
    replay: Optional[Replay] = None
    history: Optional[Scenario] = None
    core: List[str] = field(default_factory=list)


def _holds(enc: Encoding, c: Claim, checked: bool = True) -> z3.BoolRef:
    """What the ruling says of an ordering: under its assumption, always (proved) or,
    with it, possibly (witness)."""
    goal, premise = enc.claim_terms(c, checked=checked)
    if premise is None:
        return goal
    return z3.Implies(premise, goal) if c.expect == "proved" else z3.And(premise, goal)


def _orders(sc: Scenario, rulings: List[Claim]) -> List[_Order]:
    """One encoding per order the history leaves open, in one fresh context (so that
    the answers do not depend on what the process asked before), with each ruling's
    terms made before the constraints are read (a term may add a player's choice)."""
    fresh_context()
    out = []
    for enc in possible_histories(sc).encodings:  # the orders in which every event can happen
        out.append(_Order(enc.sc, enc, {c.id: _holds(enc, c) for c in rulings}))
    return out


def _replay_holds(replay: Replay, c: Claim) -> bool:
    """Whether the ruling holds in the replayed ordering, read as `_holds` reads it."""
    premise = c.premise is None or replay.value(c.premise, c.at).value is True
    goal = replay.value(c.goal, c.at).value is True
    return (not premise or goal) if c.expect == "proved" else (premise and goal)


def _replayed(o: _Order, model: z3.ModelRef, holding: List[Claim], violated: Optional[Claim]) -> Replay:
    """The solver's world run through the concrete interpreter; it must satisfy
    `holding`, violate `violated` and make only choices the rules allow, or the
    encoding has a bug."""
    replay = Replay(o.history, o.enc.vocab, o.enc.ordering_from(model), traced=False)
    wrong = [c.id for c in holding if not _replay_holds(replay, c)]
    wrong += [violated.id] if violated is not None and _replay_holds(replay, violated) else []
    if wrong or not replay.choices_valid:
        raise InternalError(f"{o.history.path}: the solver's ordering {replay.order()} gets {wrong} wrong when "
                            f"replayed (choices valid: {replay.choices_valid})")
    return replay


def _in_some_order(orders: List[_Order], holding: List[Claim], timeout: Optional[float],
                   violated: Optional[Claim] = None) -> _Found:
    """A world of some order where every ruling of `holding` holds (and `violated`
    does not), from the first order that has one; else, if every order refuses, the
    rulings of `holding` that conflict in every order (the union of each order's core:
    a superset of a conflicting set conflicts too); else unknown."""
    core: set = set()
    unknown = False
    for o in orders:
        s = make_solver(timeout)
        s.add(*o.enc.constraints)
        if violated is not None:
            s.add(z3.Not(o.terms[violated.id]))
        for c in holding:
            s.assert_and_track(o.terms[c.id], z3.Bool(f"ruling[{c.id}]"))
        r = s.check()
        if r == z3.sat:
            return _Found(r, _replayed(o, s.model(), holding, violated), o.history)
        if r == z3.unknown:
            unknown = True
            continue
        o.enc.check_not_empty(o.enc.constraints, timeout)  # an empty encoding is a bug, never a conflict
        core |= {str(b)[len("ruling["):-1] for b in s.unsat_core()}
    return _Found(z3.unknown) if unknown else _Found(z3.unsat, core=sorted(core))


def _possibilities(orders: List[_Order], always: List[Claim], possibly: List[Claim],
                   timeout: Optional[float]) -> _Found:
    """Whether each "possibly" ruling holds in some world, of any order, where every
    "always" one does: sat if all do, unsat (with the core) as soon as one holds in
    none, else unknown."""
    unknown = False
    for c in possibly:
        found = _in_some_order(orders, always + [c], timeout)
        if found.result == z3.unsat:
            return found
        unknown |= found.result == z3.unknown
    return _Found(z3.unknown if unknown else z3.sat)


def check_consistency(sc: Scenario, timeout: Optional[float] = None, why: bool = False) -> Consistency:
    """Whether the scenario's rulings can all hold at once over every order of its
    history's events, with each ruling's standing (module docstring); with `why`, the
    tracked rules each theorem and the conflict rest on (`verifier.why`)."""
    out = _consistency(sc, timeout)
    if why and out.consistent is False:
        conflicting = [c for c in sc.claims if c.id in out.core]
        out.core_rules = conflict_rules(possible_histories(sc), lambda enc: [_holds(enc, c, checked=False) for c in conflicting],
                                        timeout)
    if why:
        histories = None
        for c in (c for c in sc.claims if out.standing.get(c.id) == "theorem"):
            histories = histories or possible_histories(sc)
            out.rules[c.id] = rules_used(histories, c, timeout)
    return out


def _consistency(sc: Scenario, timeout: Optional[float]) -> Consistency:
    rulings = [c for c in sc.claims if c.expect in RULINGS]
    always = [c for c in rulings if c.expect == "proved"]
    out = Consistency(consistent=None, rulings=[c.id for c in rulings])
    orders = _orders(sc, rulings)
    found = _in_some_order(orders, always, timeout)
    if found.result == z3.sat:
        possible = _possibilities(orders, always, [c for c in rulings if c.expect == "witness"], timeout)
        if possible.result != z3.sat:
            found = possible
    if found.result != z3.sat:
        out.consistent = None if found.result == z3.unknown else False
        out.core = found.core
        return out
    out.consistent, out.order = True, found.replay.order()
    out.history = events_text(found.history) if len(orders) > 1 else ""
    out.standing = {c.id: _standing(orders, always, c, timeout) if c.expect == "proved" else "possible"
                    for c in rulings}
    return out


def _standing(orders: List[_Order], always: List[Claim], c: Claim, timeout: Optional[float]) -> str:
    """A theorem if no world of any order violates it; implied by the others if some
    does but none where the others hold; independent if one where they do violates it."""
    alone = _in_some_order(orders, [], timeout, violated=c).result
    if alone != z3.sat:
        return "theorem" if alone == z3.unsat else "unknown"
    with_others = _in_some_order(orders, [other for other in always if other is not c], timeout, violated=c).result
    return "unknown" if with_others == z3.unknown else "independent" if with_others == z3.sat else \
        "implied by the others"
