"""Replacement effects on counters being put on a permanent (614.1a), written once over
an `Ops`: also on the counters an object enters with (614.1c; 122.6: those are put on it
too).

- 614.5: each applies once to an event; 616.1: when several apply, the affected
  object's controller chooses the order (a choice the verifier quantifies); "that many
  plus one" and "twice that many" give different totals in different orders.
- An effect exists while its source is on the battlefield with the ability (its
  object as the event happens: one entering at the same time does not apply to it,
  Winding Constrictor's and Metallic Mimic's rulings), and "you" is its controller.
- 614.12: the permanent entering is seen as it would exist on the battlefield (`look`).
- "One or more would be put": none put is no event to replace; but "enters with an
  additional counter" (614.1c, Metallic Mimic) changes how the permanent enters, and
  applies to one that would enter with none, only as it enters.  So each effect asks
  for one or more counters at its own step of the order: Metallic Mimic then Hardened
  Scales give two counters, the other order one.
"""
from __future__ import annotations

import itertools
from typing import Any, Callable, Dict, List

from verifier.model import Scenario
from verifier.state import ObjState, Vocabulary, matches

Value = Any


def put(ops: Any, sc: Scenario, vocab: Vocabulary, before: Dict[str, ObjState], target: str, look: ObjState,
        kind: str, n: Value, choose: Callable[[str, List[str]], Value], name: str, entering: bool = False) -> Value:
    """How many counters of `kind` are put on `target` (as `look`) when `n` would be, on the
    board `before` the event (`entering`: as it enters); `choose(name, options)`: the order
    its controller picks, each option told as the order of the effects' sources."""
    applying = [(r, a) for r, a in _applying(ops, sc, vocab, before, target, look, kind, entering) if not r.forbids]
    replaced = _replaced(ops, applying, n, choose, name)
    banned = forbidden(ops, sc, vocab, before, target, look, kind, entering)
    return replaced if ops.is_false(banned) else ops.ite(banned, 0, replaced)  # 101.2: can't beats the rest


def forbidden(ops: Any, sc: Scenario, vocab: Vocabulary, before: Dict[str, ObjState], target: str, look: ObjState,
              kind: str, entering: bool = False) -> Value:
    """101.2, 122.5: whether counters of `kind` can't be put on `target` (as `look`) then."""
    return ops.or_(False, *[a for r, a in _applying(ops, sc, vocab, before, target, look, kind, entering)
                            if r.forbids])


def _applying(ops: Any, sc: Scenario, vocab: Vocabulary, before: Dict[str, ObjState], target: str, look: ObjState,
              kind: str, entering: bool) -> list:
    """The effects on counters that may apply to this put, each with whether it does."""
    out = []
    for r in sc.counter_replacements:
        source = before[r.source]
        if (r.kinds and kind not in r.kinds) or (r.affects.objects and target not in r.affects.objects) or \
                (r.entering and not entering):
            continue
        applies = ops.and_(source.on_battlefield, source.abilities.get(r.ability, False),
                           matches(ops, r.affects, look, you=source.controller, other=target != r.source, vocab=vocab))
        if not ops.is_false(applies):
            out.append((r, applies))
    return out


def _replaced(ops: Any, applying: list, n: Value, choose: Callable[[str, List[str]], Value], name: str) -> Value:
    """616.1: n as the replacement effects `applying` change it, in the order chosen."""
    if not applying:
        return n
    orders = list(itertools.permutations(applying))
    if len({(r.plus > 0, r.times > 1) for r, _ in applying}) == 1 and not any(r.entering for r, _ in applying):
        orders = orders[:1]  # all add, or all multiply: every order gives the same number
    results = [_in_order(ops, order, n) for order in orders]
    told = [", then ".join(r.source for r, _ in order) for order in orders]
    return results[0] if len(results) == 1 else _chosen(ops, choose(name, told), results)


def _in_order(ops: Any, order, n: Value) -> Value:
    for r, applies in order:
        changed = ops.add(ops.sum(*[n] * r.times), r.plus)
        n = ops.ite(applies if r.entering else ops.and_(applies, ops.lt(0, n)), changed, n)
    return n


def _chosen(ops: Any, choice: Value, results) -> Value:
    out = results[-1]
    for i in range(len(results) - 2, -1, -1):
        out = ops.ite(ops.eq(choice, i), results[i], out)
    return out
