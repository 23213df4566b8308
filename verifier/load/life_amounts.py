"""A power or toughness read off a life total (`{ life = "you" | "opponent" }`, 119.1: "equal to
half the highest life total among your opponents"), or a static ability's condition on one
("as long as you have 25 or more life"): the layer system reads the life totals the
scenario gives, which only a board keeps as given.  A history's events (damage, 120.3a; life
paid, 119.4; a resolution that gains or loses life, 119.3) may change them, so a scenario with
such an amount or condition and a history, or a search for one, is refused at its first event."""
from __future__ import annotations

from typing import List, Optional

from verifier.load.files import At, table_of
from verifier.model import Condition, Scenario


def _reads_life(c: Optional[Condition]) -> bool:
    """Whether a static ability's condition reads its controller's life total ("as long as you have 25 or more life")."""
    return c is not None and (c.life_at_least is not None or c.life_at_most is not None)


def _reader(sc: Scenario) -> Optional[str]:
    """The id of the first effect of sc with an amount or a condition read off a life total, if any (or the object
    of a permission with such a condition)."""
    return next((e.id for e in sc.effects.values() if _reads_life(e.condition) or
                 any(a.how == "life" for p in e.parts for a in p.amounts())), None) or \
        next((h.source for h in sc.as_though_haste if _reads_life(h.condition)), None)


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """Refuse a history, given or searched for, beside an amount read off a life total."""
    reader = _reader(sc)
    if reader is None:
        return
    why = (f"effect {reader!r} reads a life total (119.1) as the scenario gives it, which an event may change "
           "(120.3a, 119.3, 119.4): not modelled beside a history (state the board instead)")
    if sc.given_events:
        raise (root / "event" / table_of(tables, 0, sc.given_events) / sc.given_events[0].kind).error(why)
    if sc.search_events:
        raise (root / "scenario" / "search" / "events").error(why)
