"""Bounded search for the shortest history that refutes a claim.

The scenario's `[scenario] search` lists events a history may add after its own
(`events`) and how many at most (`max_events`).  Sequences of them are tried
shortest first (each object enters or leaves and each effect starts or ends at most
once, not before it began, and the game must allow the order, 613.7b); Z3
decides each over every ordering the history leaves open, and the first one in
which the claim fails is the answer, replayed through the concrete interpreter.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import Iterator, List, Optional, Tuple

from verifier.model import Claim, Event, Scenario, acyclic
from verifier.query import ClaimResult, Encoding, Verdict, check_claim, fresh_context


@dataclass
class Found:
    events: Tuple[Event, ...]      # the events added to the scenario's own history
    result: ClaimResult            # the claim refuted there, with its replayed counterexample


def histories(sc: Scenario, depth: int) -> Iterator[Tuple[Event, ...]]:
    """Every sequence of up to `depth` events of the search's vocabulary, shortest first."""
    once = ("enters", "leaves", "starts", "ends", "turn_face_up")
    for n in range(depth + 1):
        for seq in itertools.product(sc.search_events, repeat=n):
            used = [(e.kind, e.what) for e in sc.events + seq if e.kind in once]
            if len(used) == len(set(used)):  # the order is checked as a candidate (`first_disallowed`)
                yield seq


def shortest_refutation(sc: Scenario, claim: Claim, depth: Optional[int] = None,
                        timeout: Optional[float] = None) -> Tuple[Optional[Found], int]:
    """The shortest history (the scenario's, then up to `depth` more events) in which the
    claim fails in some ordering; None if it holds in all of them.  Also how many
    histories were decided.  An unknown answer stops the search with a TimeoutError."""
    tried = 0
    for seq in histories(sc, sc.search_depth if depth is None else depth):
        candidate = sc.with_events(sc.events + seq)
        # some ordering must keep the history's order and what the game implies (613.7b)
        if not acyclic(candidate.fixed_order()) or candidate.first_disallowed(candidate.events) is not None:
            continue
        fresh_context()
        tried += 1
        refuting = replace(claim, expect="proved")  # its `at` is a label of the scenario's own events
        result = check_claim(Encoding(candidate), refuting, timeout)
        if result.verdict == Verdict.UNKNOWN:
            raise TimeoutError(result.reason or "the solver gave up")
        if result.verdict == Verdict.REFUTED:
            return Found(seq, result), tried
    return None, tried


def describe(events: Tuple[Event, ...]) -> List[str]:
    return [f"{e.kind} {e.what}" + (" (tapped)" if e.tapped else "") for e in events]
