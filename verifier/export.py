"""A claim's queries as SMT-LIB 2 (`verifier export`), so that a second solver can
decide them: the scenario's permitted orderings and choices, the claim's assumption,
and the claim's goal negated (a claim to prove: unsat means proved) or as it is (a
claim to find: sat means a witness).  One query per order of the history's events
the history leaves open (`Scenario.linearized`), each between push and pop."""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

import z3

from verifier.model import Claim, Scenario
from verifier.query import Encoding, fresh_context, possible_histories


@dataclass
class Query:
    """One query: its SMT-LIB 2 text (declarations, assertions, check-sat) and the
    solver it was built for, which can decide it too."""

    smtlib: str
    solver: z3.Solver


def claim_queries(sc: Scenario, claim: Claim, encodings: Optional[List[Encoding]] = None) -> List[Query]:
    """The queries a claim's verdict rests on, as `verifier check` asks them of Z3.
    `encodings`: the scenario's, to export several of its claims from one encoding
    (otherwise made here, in a fresh context)."""
    if encodings is None:
        fresh_context()
        encodings = possible_histories(sc).encodings
    out = []
    for enc in encodings:
        goal, premise = enc.claim_terms(claim)
        premises = list(enc.constraints)  # after the goal: asking it may add the players' choices
        if premise is not None:
            premises.append(premise)
        s = z3.Solver()
        s.add(*premises)
        s.add(z3.Not(goal) if claim.query == "prove" else goal)
        out.append(Query(s.to_smt2(), s))
    return out


def smtlib_text(sc: Scenario, claim: Claim, queries: List[Query]) -> str:
    """The queries as one SMT-LIB 2 script."""
    meaning = "unsat: proved; sat: refuted" if claim.query == "prove" else "sat: witnessed; unsat: none"
    head = [f"; {sc.path}: claim {claim.id} ({meaning}); {len(queries)} "
            f"quer{'y' if len(queries) == 1 else 'ies'}, one per order of the history's open events",
            "(set-logic ALL)"]
    body = [f"(push 1)\n{q.smtlib.rstrip()}\n(pop 1)" for q in queries]
    return "\n".join(head + body) + "\n"
