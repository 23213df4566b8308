"""A search spell resolving (701.23, 608.2c; `verifier.load.spell_search`): the card it finds,
if any, is a card of the searching player's library of the kind searched for (701.23a:
`cycling.found`, the same check as typecycling's), and a search the text makes only "if an
opponent controls more lands than you" finds a card only where that holds as the spell resolves
(608.2c: otherwise the spell does nothing)."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.rules import cycling

Value = Any
Condition = Tuple[Value, str]


def _lands(h: Any, p: int, player: Value) -> Value:
    """How many lands `player` controls at point p."""
    ops = h.ops
    return ops.sum(*[ops.ite(ops.and_(s.on_battlefield, s.types.get("land", False), ops.eq(s.controller, player)), 1, 0)
                     for s in h.state(p).values()])


def resolving(h: Any, p: int) -> List[Condition]:
    """701.23a, 608.2c: the search at point p (a spell's) finds what it may."""
    e, ops = h.events[p - 1], h.ops
    if e.finds is None or not e.fewer_lands:
        return cycling.found(h, p)
    you = h.vocab.player(e.what)
    more = ops.or_(*[ops.lt(_lands(h, p - 1, you), _lands(h, p - 1, h.vocab.player(other)))
                     for other in h.sc.players if other != e.what])
    return cycling.found(h, p) + [(more, f"{e.what!r} finds {e.finds!r}, but no opponent controls more lands than "
                                         f"{e.what!r} as the spell resolves: it does nothing then (608.2c)")]
