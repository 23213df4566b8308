"""The pair's board on phase.rs's engine (the cards extra): one game for every order asked,
each order played from the same start (`verifier.cards.phaseboard` for one order with a
history's views)."""
from __future__ import annotations

from typing import List, Optional

from verifier.cards.phaseboard import Seen, new_state, put, view


def on_phase_orders(orders: List[List[str]]) -> List[List[Optional[Seen]]]:
    """For each order, the cards put onto the battlefield in it (613.7d), then state-based
    actions as priority passes (704.3): what phase.rs shows of each card, or None for one
    they took off the battlefield."""
    names = sorted({n for order in orders for n in order})
    engine, start = new_state(names, copies=max(order.count(n) for order in orders for n in order))
    out = []
    for order in orders:
        played = engine.load_game(start)
        taken: List[int] = []
        for name in order:
            taken.append(put(played, name, 0, taken))
        played.apply(played.priority_player(), {"type": "PassPriority"})
        out.append([view(played, oid, set(), None) for oid in taken])
    return out
