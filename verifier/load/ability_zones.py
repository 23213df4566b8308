"""The zone of the object whose activated ability an [[effect]] is (`ability_of`), checked
against where that ability functions (113.6; `verifier.rules.ability_zones`): an ordinary ability
of a permanent only on the battlefield; one that works from a hand or a graveyard (113.6j, 113.6m:
"Discard this card", "Exile this card from your graveyard", bloodrush, unearth, ...) only of a card
there.  Where its cost moves the card (discarding it, 701.9a; exiling it), the history says so: a
`moves` event putting that card there before the effect `starts` (602.2, 601.2h: the cost is paid
as it is activated, before it resolves); an effect already begun names a card already moved."""
from __future__ import annotations

from typing import Dict, List, Optional

from verifier.load.effects import resolves_of
from verifier.load.files import At, CardLibrary
from verifier.load.zones import IN
from verifier.model import GameObject
from verifier.rules.ability_zones import activated, cost_moves, zone_of


def check(root: At, effects: List[dict], events: List[dict], lib: CardLibrary,
          objects: Dict[str, GameObject]) -> None:
    """Each [[effect]] of an object's activated ability, its object in the zone the ability
    functions from (above); refused with its file, line and the rule otherwise."""
    for i, table in enumerate(effects):
        obj = objects.get(table.get("ability_of"))
        if obj is None or "card" not in table or table.get("spell"):
            continue
        at = root / "effect" / i
        text = resolves_of(at, table, lib)[1].get("ability", "")
        if not activated(text):
            continue
        zone, moved = zone_of(text, table["card"]), cost_moves(text, table["card"])
        where = _zone(obj)
        if zone is None and where is not None:
            raise (at / "ability_of").error(
                f"{text!r} is an ability of a permanent, which functions only on the battlefield (113.6), and "
                f"{obj.id!r} is a card {IN[where]}: give ability_of a permanent")
        if zone is None:
            continue
        starts = next((j for j, e in enumerate(events) if e.get("starts") == table["id"]), None)
        before = [e for e in events[:starts if starts is not None else 0] if obj.id in (e.get("moves"), e.get("cast"))]
        if starts is None:  # (begun before the scenario: its cost already paid)
            ok, said = where == (moved or zone), f"{IN[moved or zone]} as the scenario begins"
        else:
            ok = where == zone and [(e.get("moves"), e.get("into")) for e in before] == \
                ([(obj.id, moved)] if moved else [])
            said = f"{IN[zone]} as the scenario begins" + (
                f", and a moves = {obj.id!r} event putting it into its owner's {moved} as the cost is paid "
                f"(602.2, 701.9a), the one event moving it before the effect starts" if moved else
                ", and no event moving it before the effect starts")
        if not ok:
            raise (at / "ability_of").error(
                f"{text!r} functions only from its card's {zone} (113.6j, 113.6m): {obj.id!r} must be a card {said}"
                " (an ability of a permanent on the battlefield, or of a card elsewhere, does not function there)")


def _zone(obj: GameObject) -> Optional[str]:
    """The zone the object is in as the scenario begins; None: the battlefield."""
    return obj.zone or ("library" if obj.in_library else None)
