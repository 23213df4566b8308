"""Emblems (114): a marker in the command zone with abilities and nothing else.  A `[[card]]`
with `emblem = true` defines one: its static abilities only (114.3: no types, mana cost,
colour, power or toughness; and no name here), and an `[[object]]` of it is in the command
zone (`zone = "command"`), owned and controlled by the player who got it (114.2).  Its static
abilities work from there (114.4), for as long as the scenario lasts: an emblem never leaves
the command zone, so an event naming one is refused.  An emblem is neither a card nor a
permanent (114.5): counts of cards in a zone and of permanents leave it out.  Its static
abilities are read only as layer effects on what they affect: what an emblem forbids, costs or
permits, and conditions on it, are refused."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, get, table_of
from verifier.model import Scenario

# what an emblem's card may say (114.3): its name, the flag, its abilities and their text
_CARD_KEYS = {"name", "emblem", "static", "abilities"}
_LAYERS = {"layer1a", "layer1b", "layer2", "layer3", "layer4", "layer5", "layer6", "layer7a", "layer7b", "layer7c",
           "layer7d"}


def check_card(card: At) -> None:
    """114.3: an emblem has no characteristics but its abilities, read here as layer effects."""
    table = get(card)
    for key in sorted(set(table) - _CARD_KEYS):
        raise (card / key).error(f"an emblem has no characteristics other than its abilities (114.3): {key!r} is "
                                 "not one an emblem's card may give")
    for i, ability in enumerate(table.get("static", [])):
        for key in sorted(set(ability) - _LAYERS - {"ability", "affects"}):
            raise (card / "static" / i / key).error(f"an emblem's static ability is read as a layer effect on what it "
                                                    f"affects (114.4): {key!r} on one is not modelled")


def check_object(at: At, table: dict) -> None:
    """114.2: an emblem is put into the command zone: its object says so."""
    if table.get("zone") != "command":
        raise (at / "card").error(f"{table['id']!r} is an emblem: it is in the command zone (114.2): give "
                                  "zone = \"command\"")
    for key in ("tapped", "counters", "attached_to", "face_down", "token", "damage", "attacking", "unblocked",
                "commander"):
        if key in table:
            raise (at / key).error(f"{table['id']!r} is an emblem, neither a card nor a permanent (114.5): "
                                   f"{key!r} is not something it can have")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """An emblem never leaves the command zone (114.4): no event of the history names one."""
    emblems = {o.id for o in sc.objects.values() if o.emblem}
    for k, e in enumerate(sc.given_events if emblems else ()):
        named = {e.what, *e.entering} & emblems
        if named:
            raise (root / "event" / table_of(tables, k, sc.given_events)).error(
                f"{sorted(named)[0]!r} is an emblem: it stays in the command zone for the rest of the game (114.4), "
                f"and this {e.kind} event naming it can't happen")
    for e in sc.search_events if emblems else ():
        if {e.what, *e.entering} & emblems:
            raise (root / "scenario" / "search" / "events").error(
                f"{sorted({e.what, *e.entering} & emblems)[0]!r} is an emblem: it stays in the command zone (114.4), "
                f"and a {e.kind} event naming it can't happen")
