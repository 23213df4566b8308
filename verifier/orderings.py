"""Brute force: every permitted ordering, through the concrete interpreter.

The oracle the SMT answers are tested against on small scenarios.
"""
from __future__ import annotations

import itertools
from typing import Dict, Iterator, List

from verifier.expr import Expr
from verifier.model import Scenario
from verifier.query import Ordering, Replay
from verifier.state import Vocabulary


def linear_extensions(ids: List[str], pairs: List[tuple]) -> Iterator[List[str]]:
    """Every total order of `ids` that keeps each (earlier, later) pair."""
    preds: Dict[str, set] = {i: set() for i in ids}
    for a, b in pairs:
        preds[b].add(a)

    def extend(prefix: List[str], left: set) -> Iterator[List[str]]:
        if not left:
            yield list(prefix)
            return
        for i in sorted(left):
            if not (preds[i] & left):
                prefix.append(i)
                yield from extend(prefix, left - {i})
                prefix.pop()

    yield from extend([], set(ids))


def orderings(sc: Scenario) -> Iterator[Ordering]:
    """Every permitted ordering: timestamps that keep the fixed order, times every
    order within each group of effects sharing a timestamp (613.7a)."""
    groups = sc.ties()
    for order in linear_extensions(sc.timestamped(), sc.fixed_order()):
        for ranks in itertools.product(*[itertools.permutations(g) for g in groups]):
            yield Ordering({x: i for i, x in enumerate(order)},
                           {e: i for ranked in ranks for i, e in enumerate(ranked)})


def all_values(sc: Scenario, expr: Expr) -> Dict[object, Ordering]:
    """Each distinct value of `expr` over every ordering, with the first ordering giving it."""
    vocab = Vocabulary.of(sc)
    found: Dict[object, Ordering] = {}
    for ordering in orderings(sc):
        found.setdefault(Replay(sc, vocab, ordering, traced=False).value(expr).value, ordering)
    return found
