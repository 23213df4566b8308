"""`together = [...]` on an `enters` event: other objects put onto the battlefield by the
same event, at the same time (603.6a, 614.12, 613.7m), checked."""
from __future__ import annotations

from typing import Dict

from verifier.load.files import At


def together_of(at: At, table: dict, kind: str, objects: dict, seen: Dict[tuple, int], i: int,
                repeat: bool) -> tuple:
    """The objects entering at the same time as the event's own: each one the scenario
    has, named once, that can enter by an event (not a token a trigger creates, a card a
    search finds or one a trigger returns), and not entering elsewhere in the history.
    They take none of the event's options (those are its own object's)."""
    if "together" not in table:
        return ()
    where = at / "together"
    if kind != "enters":
        raise where.error("'together' names the objects entering at the same time as an enters = \"...\" event's "
                          "own; it goes with enters")
    for key in ("x", "x_at_most"):  # (608.3: a resolving permanent spell enters alone)
        if key in table:
            raise (at / key).error(f"{key!r} is the X of the spell that became the entering object (107.3); "
                                   "objects entering at once are put there by an effect, not cast (X is 0, 107.3m)")
    if repeat or "group" in table:
        raise where.error("several objects entering at once, as one event of a group left open or of a search's "
                          "events, is not modelled")
    names = list(table["together"])
    for name in names:
        if name not in objects:
            raise where.error(f"event names unknown object {name!r}")
        if name == table[kind] or names.count(name) > 1:
            raise where.error(f"{name!r} is named twice: each object enters once (400.7)")
        if objects[name].in_library or objects[name].made_by:
            raise where.error(f"{name!r} can't enter by an event: a search, or the trigger that makes it, puts it "
                              "onto the battlefield")
        if "Aura" in objects[name].printed.subtypes or "Aura" in objects[table[kind]].printed.subtypes:
            raise where.error("an Aura entering at the same time as other objects (what it may enchant then, "
                              "303.4f) is not modelled")
        if ("enters", name) in seen:
            raise where.error(f"{name!r} enters twice (first at event {seen['enters', name] + 1}); an object that "
                              "leaves and returns is a new object (400.7)")
        seen["enters", name] = i
    return tuple(names)
