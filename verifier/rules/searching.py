"""A search resolving (701.23, 608.2c): the card a spell's search finds (`verifier.load.spell_search`),
if any, is a card of the searching player's library of the kind searched for (701.23a:
`cycling.found`, the same check as typecycling's), and a search the text makes only "if an
opponent controls more lands than you" finds a card only where that holds as the spell resolves
(608.2c: otherwise the spell does nothing); the card a trigger's search puts onto the battlefield
(`verifier.load.trigger_search`) is a card of its owner's library of the kind searched for."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.model import zone_code
from verifier.rules import cycling
from verifier.state import matches

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


def entering(h: Any, p: int) -> List[Condition]:
    """701.23a: the card a trigger's search puts onto the battlefield at point p is a card of its
    owner's library right before, of the kind searched for (as it is there, 604.3)."""
    e, ops = h.events[p - 1], h.ops
    if e.searched is None:
        return []
    st = h.state(p - 1)[e.what]
    owner = h.vocab.player(h.sc.objects[e.what].owner)
    return [(ops.and_(ops.not_(st.on_battlefield), ops.eq(st.zone, zone_code("library")),
                      matches(ops, e.searched, st, you=owner, other=True, vocab=h.vocab)),
             f"{e.what!r} is not a card of its owner's library then of the kind searched for: a search finds only such "
             "a card (701.23a)")]
