"""Whether a scenario's rulings can all hold at once, and which follow from others.

The rulings are the claims that say something holds: always (expect `proved`) or
possibly (`witness`); the naive readings a file refutes are left out.  They can all
hold at once if one permitted ordering, in one order of the history's events,
satisfies every ruling that says "always", and each "possibly" ruling holds in some
ordering that satisfies those too.  Z3 is asked with each ruling tracked, and gives
either that ordering (replayed through the concrete interpreter) or an unsat core
naming rulings that conflict.  Each "always" ruling is then a theorem of the
scenario (no permitted ordering violates it), implied by the others (some ordering
violates it, none where the others hold), or independent of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, Optional

import z3

from verifier.errors import InternalError
from verifier.model import Claim, Scenario
from verifier.query import Encoding, Replay, fresh_context, make_solver

RULINGS = ("proved", "witness")


@dataclass
class Consistency:
    consistent: Optional[bool]       # None: the solver gave up
    rulings: List[str]               # the claims taken as rulings
    order: List[str] = field(default_factory=list)    # an ordering in which every "always" ruling holds
    core: List[str] = field(default_factory=list)     # rulings that conflict (not consistent)
    standing: Dict[str, str] = field(default_factory=dict)  # theorem / implied by the others / independent / possible


def _holds(enc: Encoding, c: Claim) -> z3.BoolRef:
    """What the ruling says of an ordering: under its assumption, always (proved) or,
    with it, possibly (witness)."""
    goal = enc.term(c.goal, c.at)
    if c.premise is None:
        return goal
    premise = enc.term(c.premise, c.at)
    return z3.Implies(premise, goal) if c.expect == "proved" else z3.And(premise, goal)


def check_consistency(sc: Scenario, timeout: Optional[float] = None) -> Consistency:
    rulings = [c for c in sc.claims if c.expect in RULINGS]
    always = [c for c in rulings if c.expect == "proved"]
    out = Consistency(consistent=False, rulings=[c.id for c in rulings])
    for history in sc.linearized():
        fresh_context()
        enc = Encoding(history)
        terms = {c.id: _holds(enc, c) for c in rulings}
        s = make_solver(timeout)
        s.add(*enc.constraints)
        for c in always:
            s.assert_and_track(terms[c.id], z3.Bool(f"ruling[{c.id}]"))
        r = s.check()
        if r == z3.sat:
            model = s.model()
            for c in rulings:  # each "possibly" ruling alongside every "always" one
                if c.expect == "witness":
                    s.push()
                    s.assert_and_track(terms[c.id], z3.Bool(f"ruling[{c.id}]"))
                    r = s.check()
                    if r != z3.sat:
                        break
                    s.pop()
        if r == z3.unknown:
            return Consistency(consistent=None, rulings=out.rulings)
        if r == z3.unsat:
            out.core = out.core or sorted(str(b)[len("ruling["):-1] for b in s.unsat_core())
            continue
        replay = Replay(history, enc.vocab, enc.ordering_from(model), traced=False)
        wrong = [c.id for c in always if replay.value(c.goal, c.at).value is not True and
                 (c.premise is None or replay.value(c.premise, c.at).value)]
        if wrong:
            raise InternalError(f"{sc.path}: the solver's ordering {replay.order()} breaks {wrong} when replayed")
        out.consistent, out.order, out.core = True, replay.order(), []
        universal = {c.id: terms[c.id] for c in always}
        out.standing = {c.id: _standing(enc, universal, c.id, timeout) if c.expect == "proved" else "possible"
                        for c in rulings}
        return out
    return out


def _standing(enc: Encoding, terms: Dict[str, z3.BoolRef], cid: str, timeout: Optional[float]) -> str:
    def violable(*others: z3.BoolRef) -> Optional[bool]:
        s = make_solver(timeout)
        s.add(*enc.constraints, *others, z3.Not(terms[cid]))
        r = s.check()
        return None if r == z3.unknown else r == z3.sat
    alone = violable()
    if alone is None:
        return "unknown"
    if not alone:
        return "theorem"
    with_others = violable(*[t for k, t in terms.items() if k != cid])
    return "unknown" if with_others is None else "independent" if with_others else "implied by the others"
