"""An Aura put onto the battlefield by an `enters` event, not cast: `to = "x"` says what its
controller chooses for it to enchant as it enters (303.4f), or what the effect putting it
there names (one it can't legally enchant keeps it where it is, 303.4i), checked.  No spell
became it, so it has no X to enter with (107.3m): `x` there is refused."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load.files import At
from verifier.model import GameObject


def entering_hosts(root: At, tables: List[dict], objects: Dict[str, GameObject]) -> None:
    """Each Aura an `enters` event with `to` puts onto the battlefield is attached to that
    object or player as it enters (its `attached_to`, checked with the others); only an
    Aura (303.4h: anything else enters unattached), and one the scenario does not attach
    already."""
    for i, table in enumerate(tables):
        if "enters" not in table or table["enters"] not in objects:
            continue
        if "Aura" in objects[table["enters"]].printed.subtypes:
            for key in ("x", "x_at_most"):
                if key in table:
                    raise (root / i / key).error(
                        f"an Aura's enters event puts it onto the battlefield, not cast: no spell became it, so "
                        f"there is no X (107.3m); cast it (cast, then resolves) to give {key!r}")
        if "to" not in table:
            continue
        at, what = root / i / "to", table["enters"]
        if "Aura" not in objects[what].printed.subtypes:
            raise at.error(f"'to' on an enters event says what an Aura enters attached to (303.4f); {what!r} is no "
                           "Aura (an Equipment or Fortification entering attached is not modelled; anything else "
                           "enters unattached, 303.4h)")
        if objects[what].attached_to is not None:
            raise at.error(f"{what!r} is attached to {objects[what].attached_to!r} already (attached_to): one of the "
                           "two")
        objects[what] = replace(objects[what], attached_to=table["to"])
