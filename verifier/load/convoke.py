"""Convoke (702.51) in a history: `[[event]] cast = "s"` with `convoke = ["a", "b"]` names the
creatures its caster taps for convoke as the cost of s is paid (601.2h, 702.51a).  Checked
here: s has convoke, each named (once: the schema's) another object of the scenario; whether each is an
untapped creature its caster controls then, and what it pays, is the history's legality
(`verifier.rules.convoke`)."""
from __future__ import annotations

from typing import Dict

from verifier.load.files import At
from verifier.model import GameObject
from verifier.rules.convoke import has_convoke


def check(at: At, table: dict, obj: GameObject, objects: Dict[str, GameObject], repeat: bool) -> None:
    """702.51a: a cast naming creatures tapped for convoke casts a spell with convoke, paying a
    cost (not cast without paying its mana cost: a total cost of {0} has nothing for them to
    pay, and what else such a cast pays is not modelled with it), with no {S} (107.4h: mana
    from a snow source, which a tapped creature is not: not modelled), not among a search's
    events."""
    creatures = table.get("convoke")
    if creatures is None:
        return
    s = table["cast"]
    if not has_convoke(obj.printed.abilities):
        raise (at / "convoke").error(f"{s!r} has no convoke (\"Convoke\" among its abilities, 702.51a): no creature "
                                     "is tapped for it")
    for c in creatures:
        if c not in objects or c == s:
            raise (at / "convoke").error(f"a creature tapped for convoke is another object of the scenario, not {c!r}")
    if table.get("emerge"):  # (the sacrifice and the tapping are both paid in 601.2h, in an order not modelled)
        raise (at / "convoke").error("convoke with a spell cast for its emerge cost is not modelled")
    if "assisted_by" in table:  # (both pay the generic part, 702.51a, 702.132a: their order is not modelled)
        raise (at / "convoke").error("convoke with assist in one cast is not modelled")
    if table.get("free"):
        raise (at / "convoke").error("convoke with a spell cast without paying its mana cost (118.9) is not modelled")
    if "{S}" in (obj.printed.mana_cost or "") or any("{S}" in a for a in obj.printed.abilities):
        raise (at / "convoke").error(f"the cost of {s!r} has {{S}} (107.4h): whether convoke pays it is not modelled")
    if repeat:
        raise (at / "convoke").error("a cast tapping creatures for convoke is not modelled among a search's events")
