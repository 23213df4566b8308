"""Brute force: every permitted ordering, through the concrete interpreter.

The oracle the SMT answers are tested against on small scenarios.
"""
from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Dict, Iterator, List, Optional

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


def all_values(sc: Scenario, expr: Expr, at: Optional[str] = None) -> Dict[object, Ordering]:
    """Each distinct value of `expr` (at the point labelled `at`) over every ordering
    and every valid choice of the players (`verifier.rules.mana`), with the first ordering giving it.  A value per
    type of mana (sets of types, mana) is a tuple in `MANA_TYPES` order.  None at all where in some ordering the
    expression has no value (`Expr.defined`: the power of a noncreature, 208.3), as `query.outcomes` refuses it."""
    return all_values_each(sc, [expr], at)[0]


def all_values_each(sc: Scenario, exprs: List[Expr], at: Optional[str] = None) -> List[Dict[object, Ordering]]:
    """`all_values` of each expression, over one walk of the orderings and choices: the choices any of them asks
    are tried, and a choice one does not ask leaves its value as it is."""
    vocab = Vocabulary.of(sc)
    found: List[Dict[object, Ordering]] = [{} for _ in exprs]
    undefined = [False] * len(exprs)
    worlds: dict = {}  # (the game as each effect began, shared by the orderings that agree on what came before)
    for ordering in orderings(sc):
        replay = Replay(sc, vocab, ordering, traced=False, at=at, worlds=worlds)
        for choices, values in _every_choice(replay, exprs, at):
            for i, (value, defined) in enumerate(values):
                if not defined:  # (208.3: the power of a noncreature, which the encoding refuses: no values then)
                    undefined[i] = True
                    continue
                if isinstance(value, dict):
                    value = tuple(value.values())
                found[i].setdefault(value, replace(ordering, choices=choices))
    return [{} if gone else each for each, gone in zip(found, undefined)]


def _every_choice(replay: Replay, exprs: List[Expr], at: Optional[str],
                  fixed: Optional[Dict[str, int]] = None) -> Iterator[tuple]:
    """(choices, [(value, defined) of each expression]) for every valid assignment of the choices the
    expressions ask for.  Which choices are asked depends on earlier ones (an ability not chosen asks
    nothing), so the first choice asked and not yet fixed is tried with each value."""
    fixed = fixed or {}
    run = replay.rechoose(fixed)
    values = [(run.value(expr, at).value, run.game.defined(expr, at)) for expr in exprs]
    possible = run.possible  # every event of the history can happen (`verifier.rules.legality`): a cast's payment
    # asks its own choices
    open_ = [name for name in run.asked if name not in fixed]
    if not open_:
        if run.choices_valid and possible:
            yield fixed, values
        return
    for v in range(run.asked[open_[0]]):
        yield from _every_choice(replay, exprs, at, {**fixed, open_[0]: v})
