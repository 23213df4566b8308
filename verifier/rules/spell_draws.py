"""A spell resolving that draws a card for each permanent of a kind its controller controls
(121.1, `verifier.load.spell_draws`): counted as it resolves, once the rest of its text is done
(608.2c, 608.2h: the counters it distributes put first), on the board right after its
resolution; the history says how many, possible only where the count is that."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.state import matches

Value = Any
Condition = Tuple[Value, str]


def counted(h: Any, p: int) -> List[Condition]:
    """The count a spell resolving at point p draws by is the number its history says."""
    e, ops = h.events[p - 1], h.ops
    if e.draws_for is None:
        return []
    you = h.vocab.player(h.sc.objects[e.what].controller)
    board = h.state(p)
    n = ops.sum(*[ops.ite(ops.and_(s.on_battlefield, matches(ops, e.draws_for, s, you=you, other=True, vocab=h.vocab)),
                          1, 0) for s in board.values()])
    return [(ops.eq(n, e.draws_n), f"{e.what!r} draws one card for each permanent it counts as it resolves (121.1, "
                                   f"608.2h), and that count is not {e.draws_n} there")]
