"""Emerge (702.119a) in a history: `[[event]] cast = "s"` with `emerge = "c"` casts s for its
emerge cost, an alternative cost (118.9), sacrificing the creature c.  Checked here, and read
as two events: the cast, paid on the game before it (601.2f-h: c still on the battlefield while
mana abilities are activated, its mana value reducing the cost), then c's sacrifice as the cost
is paid (601.2h, 702.119c), a `leaves` into its owner's graveyard (701.21a) at which the spell
becomes cast and what triggers on casting it triggers (601.2i)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional

from verifier.load.files import At
from verifier.model import Event, GameObject
from verifier.load.alternative_costs import alternative_cost
from verifier.rules.payment import need


def check(at: At, table: dict, obj: GameObject, objects: Dict[str, GameObject], repeat: bool) -> None:
    """702.119a, 118.9a: a cast for its emerge cost names another object of the scenario to
    sacrifice (whether it is a creature its caster controls then is the history's legality,
    `Spells.casting`), its card has an emerge ability read here (mana symbols, no X) and no X in
    its mana cost, no other alternative cost applies, and nothing of the card asks whether its
    emerge cost was paid."""
    c = table.get("emerge")
    if c is None:
        return
    s = table["cast"]
    alternative_cost(at, "emerge", "702.119a", obj)
    if (need(obj.printed.mana_cost or "") or need("")).xs:
        raise (at / "emerge").error(f"{s!r} has X in its mana cost: what X is when it is cast for its emerge cost "
                                    "(107.3, 601.2b) is not modelled")
    if c not in objects or c == s:
        raise (at / "emerge").error(f"emerge sacrifices a creature (702.119a): another object of the scenario, not "
                                    f"{c!r}")
    if repeat:
        raise (at / "emerge").error("a cast for its emerge cost sacrifices a creature as it is cast: not modelled among "
                                    "a search's events")
    if any(re.search(r"\bemerge cost was paid\b", a, re.I) for a in obj.printed.abilities):
        raise (at / "emerge").error(f"what {s!r} does if its emerge cost was paid (607) is not modelled")


def cast_events(at: At, cast: Event, seen: Dict[tuple, int], i: int) -> List[Event]:
    """The cast, then the sacrifice that pays its emerge or additional cost (601.2h), which carries the cast's label:
    the point after it is the one where the spell has become cast (601.2i)."""
    key = "emerge" if cast.emerge is not None else "sacrificed"  # (or an additional cost's, `sacrifice_costs`)
    c: Optional[str] = cast.emerge if cast.emerge is not None else cast.sacrificed[0] if cast.sacrificed else None
    if c is None:
        return [cast]
    if ("leaves", c) in seen:
        raise (at / key).error(f"{c!r} leaves twice (first at event {seen['leaves', c] + 1})")
    seen["leaves", c] = i
    return [replace(cast, label=None), Event("leaves", c, cast.label, into="graveyard", cost_of=cast.what,
                                             second=True, line=cast.line)]
