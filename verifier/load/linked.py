"""Linked abilities that exile and return (607.2a, 406.6; the rule: `verifier.rules.linked`).

The first is an `[[ability]]` "{cost}: Exile target <kind> [you control]." with `moves = ["x"]`,
`into = "exile"`: its one target, exiled as it resolves if still legal (406.2, 608.2b).  The
second is a `[[trigger]]` of the same object whose text returns "each card exiled with" it, or
"the exiled card(s)", with `returns_exiled = { x = "new id", ... }`: each card it may find -> the
new object that card returns as (400.7), all at once.  Every card an ability of that object exiles
is named there (what returns is what the rule finds, never left unsaid); a card some other
object's ability exiled may be named too, to ask that it stays (607.2a: that object's only).
Refused with the line: `into = "hand"` (a return to hand by an ability), another text for either,
`moves` on an [[ability]] beside other effects, an exile "until" something (a duration, 610.3: another
rule), naming a card no ability of the scenario exiles, or an id already taken."""
from __future__ import annotations

import re
from typing import Dict, List, Sequence, Tuple

from verifier.load.files import At
from verifier.load.returns import new_object
from verifier.model import ActivatedAbility, GameObject

_EXILE_TARGET = re.compile(r"^\s*exile (?:another )?target [\w ]+?\.?\s*$", re.I)  # 406.2: the whole effect
_EXILED_WITH = re.compile(r"\b(?:cards? exiled with|the exiled cards?)\b", re.I)  # 406.6


def says_exiled_with(ability: str) -> bool:
    """Whether the text refers to cards exiled with its object, or to "the exiled cards" (406.6)."""
    return _EXILED_WITH.search(ability) is not None


def exiling(at: At, table: dict, text: str, aimed: Sequence, objects: Dict[str, GameObject]) -> ActivatedAbility:
    """An [[ability]] whose whole effect exiles its one target (406.2), named by `moves`."""
    effect = text.partition(":")[2]
    if table.get("into") == "hand":  # 400.7: a zone change the model makes by a delayed trigger only (603.7c)
        raise (at / "into").error(f"{text!r}: returning a permanent to its owner's hand by an activated ability is "
                                  "not modelled; an [[ability]]'s moves is its one target exiled, \"Exile target "
                                  "<kind>.\" with into = \"exile\" (406.2), and into = \"hand\" is a delayed "
                                  "[[trigger]]'s (603.7c)")
    if not _EXILE_TARGET.match(effect) or len(aimed) != 1 or aimed[0].count != 1 or aimed[0].optional:
        raise (at / "moves").error(f"{text!r}: an ability's moves is its one target exiled, its whole effect \"Exile "
                                   "target <kind> [you control].\" (406.2); other texts (an exile until something "
                                   "happens, 610.3) are not modelled")
    if table.get("into") != "exile" or len(table.get("moves", ())) != 1:
        raise (at / ("into" if "into" in table and len(table.get("moves", ())) == 1 else "moves")).error(
            "an ability exiling its one target says moves = [\"the target\"] with into = \"exile\" (406.2)")
    other = next((k for k in ("effects", "untaps", "deals", "as") if k in table), None)
    if other is not None:
        raise (at / other).error(f"{other} beside moves: its effect is the exile only (406.2)")
    if table["moves"][0] not in objects:
        raise (at / "moves").error(f"ability names unknown object {table['moves'][0]!r}")
    return ActivatedAbility(id=table["id"], source=table["source"], ability=text, target=aimed[0].of,
                            another=aimed[0].another, moves=tuple(table["moves"]), into="exile")


def returns_exiled(at: At, table: dict, ability: str,
                   exiled: Dict[str, Tuple[str, ...]]) -> Tuple[Tuple[str, str], ...]:
    """A trigger's `returns_exiled`, checked (above): `exiled` is each object -> the cards its
    abilities exile (607.2a)."""
    if "returns_exiled" not in table:
        return ()
    given = table["returns_exiled"]
    if not says_exiled_with(ability):
        raise (at / "returns_exiled").error(f"{ability!r} returns no card \"exiled with\" its object (406.6, 607.2a): "
                                            "returns_exiled is not its")
    unsaid = next((x for x in exiled.get(table["source"], ()) if x not in given), None)
    if unsaid is not None:
        raise (at / "returns_exiled").error(f"{unsaid!r} may be exiled with {table['source']!r} (607.2a): name the "
                                            f"new object it returns as, {unsaid} = \"...\"")
    stray = next((x for x in given if not any(x in cards for cards in exiled.values())), None)
    if stray is not None:
        raise (at / "returns_exiled" / stray).error(f"{stray!r} is exiled by no ability of the scenario: a linked "
                                                    "ability returns only what one exiled (607.2a)")
    return tuple(sorted(given.items()))


def exiled_by(abilities: Sequence[ActivatedAbility], triggers: List[dict]) -> Dict[str, Tuple[str, ...]]:
    """Each object -> the cards its [[ability]]s and (not delayed, 603.7) [[trigger]] tables exile
    (`moves`, `into = "exile"`)."""
    out: Dict[str, Tuple[str, ...]] = {}
    for source, moves in [(a.source, a.moves) for a in abilities if a.into == "exile"] + \
            [(t.get("source"), t.get("moves", ())) for t in triggers
             if t.get("into") == "exile" and "created_by" not in t]:
        out[source] = out.get(source, ()) + tuple(moves)
    return out


def linked_objects(triggers: At, trigger_tables: List[dict], objects: At,
                   object_tables: List[dict]) -> List[Tuple[At, dict]]:
    """The [[object]] table of each new object a trigger's `returns_exiled` names, returned by it
    (`returned_by`; a token's never arrives, 111.7)."""
    by_id = {t.get("id"): i for i, t in enumerate(object_tables)}
    out = []
    for i, table in enumerate(trigger_tables):
        for card, new in table.get("returns_exiled", {}).items():
            if new in by_id or card not in by_id:
                raise (triggers / i / "returns_exiled" / card).error(
                    f"{new!r} is already the id of an object: the new object needs its own (400.7)" if new in by_id
                    else f"trigger names unknown object {card!r}")
            made = new_object(triggers / i, objects / by_id[card], object_tables[by_id[card]], new, {},
                              by_trigger=True)
            out.append((made[0], {**made[1], "returned_by": table.get("id")}))
    return out
