"""The conditions of an event's legality, and the timing of sorcery-speed actions (307.1, 606.3,
602.5d), shared by `verifier.rules.legality` and the rules families it asks (`lands`)."""
from __future__ import annotations

from typing import Any, List, Tuple

Value = Any
Condition = Tuple[Value, str]  # holds where the event is possible; otherwise, why not


def sorcery_speed(h: Any, p: int, what: str) -> List[Condition]:
    """307.1, 606.3, 602.5d: only in a main phase of its controller's turn, with the stack
    empty: not while an ability waits on the stack, nor in a step a `step` event began and no
    later one ended (upkeep, draw, combat, end: 501.1, 505.1).  A turn with no step event yet
    is read as in its main phase."""
    out = [(h.ops.not_(there), f"{t!r} is on the stack: {what} only with the stack empty (606.3, 602.5d)")
           for t, _, there in h.waiting(p + 1)]
    step = h.last_step(p)
    if step not in (None, "main"):
        out.append((False, f"{what} only in a main phase, and this turn's {step} step is under way (505.1, "
                           "606.3, 602.5d)"))
    return out
