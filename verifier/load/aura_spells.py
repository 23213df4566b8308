"""Aura spells in a history (303.4a, 601.2c, 608.3b-c): `[[event]] cast = "aura"` with
`targets = ["x"]` casts an Aura card targeting the object it will enchant, as its enchant
ability allows.  Checked here; the Aura's `attached_to` becomes that target, so that its
resolution (`resolves`, an `enters` from the stack) puts it onto the battlefield attached
to it (608.3c), or, with the target illegal then, into its owner's graveyard (608.3b,
`verifier.rules.stack`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load.files import At
from verifier.model import GameObject


def is_aura_spell(obj: GameObject) -> bool:
    """303.4a: whether casting obj (the face cast) casts an Aura spell."""
    return "Aura" in obj.printed.subtypes


def check(at: At, table: dict, obj: GameObject, objects: Dict[str, GameObject], repeat: bool) -> None:
    """303.4a, 601.2c: an Aura spell has one target, what its enchant ability allows: an object
    of the scenario other than itself (whether it is a legal target then is the history's
    legality).  Enchant player, and an Aura cast among a search's events, are refused."""
    s, targets = table["cast"], table.get("targets", [])
    if obj.enchant_player is not None:
        raise (at / "cast").error(f"{s!r} enchants a player (702.5a): an Aura spell targeting a player is not modelled")
    if len(targets) != 1:
        raise (at / ("targets" if targets else "cast")).error(
            f"{s!r} is an Aura spell: it targets what it will enchant (303.4a, 601.2c): give targets = [\"x\"], one "
            "object")
    t = targets[0]
    if t not in objects or t == s:
        raise (at / "targets").error(f"an Aura spell targets another object of the scenario (303.4a, 303.4d), not "
                                     f"{t!r}")
    if repeat:
        raise (at / "cast").error(f"casting the Aura spell {s!r} among a search's events is not modelled")


def hosts(root: At, tables: List[dict], objects: Dict[str, GameObject]) -> None:
    """608.3c: each Aura a cast event casts (and names one target for) is attached, once it
    resolves, to that target: its `attached_to`."""
    for i, table in enumerate(tables):
        s, targets = table.get("cast"), table.get("targets", [])
        if s not in objects or not is_aura_spell(objects[s]) or len(targets) != 1:
            continue
        if objects[s].attached_to is not None:
            raise (root / i / "cast").error(f"{s!r} is attached to {objects[s].attached_to!r} already: a card cast "
                                            "from a hand is attached to nothing")
        objects[s] = replace(objects[s], attached_to=targets[0])
