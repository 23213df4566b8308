"""Bounded search for the shortest history that refutes a claim.

The scenario's `[scenario] search` lists events a history may add after its own
(`events`) and how many at most (`max_events`).  For each length, shortest first,
every sequence of that many events the game allows (each object enters or leaves
and each effect starts or ends at most once, not before it began, 613.7b) is
encoded into one Z3 query, with an integer that selects the history: Z3 chooses
the history and the ordering of effects in it that refute the claim.  The chosen
history is then checked again on its own and its ordering replayed through the
concrete interpreter.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, replace
from typing import Iterator, List, Optional, Tuple

import z3

from verifier.errors import InternalError
from verifier.model import SPELL_RESOLVES, Claim, Event, Scenario, acyclic
from verifier.model.history import damage_step_passed
from verifier.query import ClaimResult, Verdict, board_checked, check_claim, fresh_context, make_solver

Candidate = Tuple[Tuple[Event, ...], Scenario]  # the events added, and the scenario with them


@dataclass
class Found:
    events: Tuple[Event, ...]      # the events added to the scenario's own history
    result: ClaimResult            # the claim refuted there, with its replayed counterexample


def histories(sc: Scenario, n: int) -> Iterator[Candidate]:
    """Every sequence of `n` events of the search's vocabulary that the game allows
    after the scenario's own, with the scenario it makes."""
    # (each [[ability]] stands for one activation: docs/casting.md; each creature attacks once a combat, 508.1a)
    once = ("enters", "leaves", "starts", "ends", "turn_face_up", "cast", SPELL_RESOLVES, "activate", "attacks")
    for seq in itertools.product(sc.search_events, repeat=n):
        used = [(e.kind, x) for e in sc.events + seq if e.kind in once for x in e.entering or (e.what,)] + \
            [("starts", x) for e in sc.events + seq if e.kind == "resolves" for x in e.effects]  # (an [[ability]]'s)
        if len(used) != len(set(used)) or not _cast_first(sc.events + seq):
            continue
        candidate = sc.with_events(sc.events + seq)
        # some ordering must keep the history's order and what the game implies (613.7b)
        if acyclic(candidate.fixed_order()) and candidate.first_disallowed(candidate.events) is None and \
                candidate.loyalty_violation(tuple(e for e in candidate.events if not e.implied)) is None and \
                damage_step_passed(tuple(e for e in candidate.events if not e.implied), candidate.effects) is None:
            yield seq, candidate


def _cast_first(events: Tuple[Event, ...]) -> bool:
    """Each spell a history resolves was cast before (601.2a, 608)."""
    cast: set = set()
    for e in events:
        cast |= {e.what} if e.kind == "cast" else set()
        if (e.kind == SPELL_RESOLVES or e.from_stack) and e.what not in cast:
            return False
    return True


def shortest_refutation(sc: Scenario, claim: Claim, depth: Optional[int] = None,
                        timeout: Optional[float] = None) -> Tuple[Optional[Found], int]:
    """The shortest history (the scenario's, then up to `depth` more events) in which the
    claim fails in some ordering; None if it holds in all of them.  Also how many
    histories were decided.  An unknown answer stops the search with a TimeoutError."""
    tried = 0
    refuting = replace(claim, expect="proved")  # its `at` is a label of the scenario's own events
    for n in range(0, (sc.search_depth if depth is None else depth) + 1):
        candidates = list(histories(sc, n))
        tried += len(candidates)
        k = _refuting_choice(candidates, refuting, timeout)
        if k is None:
            continue
        seq, chosen = candidates[k]
        fresh_context()
        result = check_claim(board_checked(chosen, timeout=timeout), refuting, timeout)
        if result.verdict == Verdict.UNKNOWN:
            raise TimeoutError(result.reason or "the solver gave up")
        if result.verdict != Verdict.REFUTED:
            raise InternalError(f"{sc.path}: claim {claim.id}: the search chose a history its own check finds "
                                f"{result.verdict.value}: {describe(seq)}")
        return Found(seq, result), tried
    return None, tried


def _refuting_choice(candidates: List[Candidate], claim: Claim, timeout: Optional[float]) -> Optional[int]:
    """Which candidate history Z3 chooses to refute the claim in (one query: an
    integer selects the history, and under it that history's permitted orderings,
    choices and the negated claim), asked again below each answer so that it is the
    first in the order `histories` gives (if the solver does not give up on that);
    None if the claim holds in all of them."""
    if not candidates:
        return None
    fresh_context()
    pick = z3.Int("history")
    s = make_solver(timeout)
    s.add(0 <= pick, pick < len(candidates))
    encodings = []
    for k, (_, candidate) in enumerate(candidates):
        enc = board_checked(candidate, timeout=timeout)
        if enc.impossible(timeout) is not None:  # an event of it could happen in no ordering: no history
            s.add(pick != k)
            continue
        goal, premise = enc.claim_terms(claim, timeout)
        failing = [z3.Not(goal)] + ([premise] if premise is not None else [])
        s.add(z3.Implies(pick == k, z3.And(*enc.constraints, *failing)))
        encodings.append(enc)
    chosen = None
    while (r := s.check()) == z3.sat:  # the first such history, so that the answer is one
        chosen = s.model().eval(pick, model_completion=True).as_long()
        s.add(pick < chosen)
    if r == z3.unknown and chosen is None:
        raise TimeoutError(s.reason_unknown())
    if chosen is None:
        for enc in encodings:  # an unsat answer holds only if each history permits something
            enc.check_not_empty(enc.constraints, timeout)
    return chosen


def describe(events: Tuple[Event, ...]) -> List[str]:
    """Each event in a few words, with how it was done: entering tapped; a spell cast without
    paying its mana cost, kicked (702.33a) or for its surge cost (702.117a)."""
    return [f"{e.kind} {e.what}" + "".join(f" ({word})" for word, said in (
        ("tapped", e.tapped), ("free", e.free), ("kicked", e.kicked), ("surge", e.surge)) if said) for e in events]
