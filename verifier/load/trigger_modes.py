"""Modal triggered abilities and a trigger's fight in a model file (the rules:
`verifier.rules.triggered`).

700.2b, 603.3c: a triggered ability whose text says "choose one —" or "choose up to one —" before
its bulleted modes has its mode chosen as it is put on the stack: its [[trigger]] says which, `mode =
N` (counted from 1), and what the table does is that mode's (the other modes' instructions are not
asked for); `mode = 0`, "up to one" only (700.2d), chooses none: the ability is removed from the
stack as it is put there and does nothing (its table does nothing and no event resolves it).  Other
ways of choosing modes ("choose two", "one or more") are refused.

701.14a: `fights = "x"`: as it resolves its source fights x, the creature its text targets ("this
creature fights target creature you don't control"; the restriction on it is the table's
`target_if`): each deals damage equal to its power to the other, neither if either is no longer on
the battlefield or no creature, or the target is illegal (701.14b, 608.2b).  Refused: a fight
between two other creatures, beside another instruction of the table, or beside a planeswalker."""
from __future__ import annotations

import re
from typing import List

from verifier.load.damage import planeswalker_beside
from verifier.load.files import At, table_of
from verifier.load.trigger_text import FIGHTS
from verifier.model import Scenario

_MODAL = re.compile(r"\bchoose (one|up to one)\s*[\u2014-]\s*", re.I)
_OTHER_MODAL = re.compile(r"\bchoose (?:two|three|one or more|one or both|any number|up to (?:two|three))\b", re.I)
# what a [[trigger]] does as it resolves: none of it where no mode was chosen (603.3c)
_DOES = ("destroy", "destroy_attached_to", "counters_on", "gain_life", "lose_life", "taps", "untaps", "effects",
         "deals", "fights", "moves", "returns", "sacrifice", "draws", "finds", "copy_of")


def chosen_text(at: At, table: dict, ability: str) -> str:
    """The text of what the trigger does: its whole ability, or, of a modal one (700.2b), its
    words before the modes and the mode `mode` chooses (none for 0)."""
    if _OTHER_MODAL.search(ability):
        raise (at / "ability").error(f"trigger {table['id']!r}: {ability!r} chooses more than one mode (700.2d), "
                                     "which is not modelled")
    found = _MODAL.search(ability)
    if found is None:
        if "mode" in table:
            raise (at / "mode").error(f"trigger {table['id']!r}: {ability!r} is not modal (no \"choose one —\" or "
                                      "\"choose up to one —\", 700.2): drop mode")
        return ability
    modes = [m.strip() for m in ability[found.end():].split("\u2022") if m.strip()]
    up_to = found.group(1).lower() == "up to one"
    if "mode" not in table:
        raise (at / "ability").error(f"trigger {table['id']!r}: {ability!r} is modal (700.2b): give mode = the mode "
                                     f"chosen as it is put on the stack, 1 to {len(modes)}" +
                                     (", or 0 for none (603.3c)" if up_to else ""))
    mode = table["mode"]
    if mode > len(modes) or mode == 0 and not up_to:
        raise (at / "mode").error(f"trigger {table['id']!r}: mode = {mode}, but its ability has modes 1 to "
                                  f"{len(modes)}" + (" or none, 0" if up_to else " and one must be chosen (700.2)"))
    if mode == 0:
        done = next((k for k in _DOES if k in table), None)
        if done is not None:
            raise (at / done).error(f"trigger {table['id']!r}: no mode is chosen (mode = 0), so it is removed from "
                                    "the stack and does nothing (603.3c): drop " + done)
    return ability[:found.start()] + (modes[mode - 1] if mode else "")


def check_fight(at: At, table: dict, said: str, sc: Scenario) -> None:
    """701.14a: `fights` where the text (of the mode chosen) has its source fight one target
    creature, and the table does nothing else; nothing the model reads wrong beside it."""
    fights = FIGHTS.search(said) is not None
    if not fights or "fights" not in table:
        if "fights" in table:
            raise (at / "fights").error(f"trigger {table['id']!r}: its text {said!r} has nothing fight (701.14a): "
                                        "drop fights")
        return
    source = sc.objects[table["source"]]
    names = "|".join(re.escape(n) for n in ("~", "it", "this creature", source.printed.name) if n)
    if not re.search(rf"(?:^|[,—\u2014.]\s*|\bthen\s+)(?:{names}) fights (?:up to one )?(?:other |another )?target "
                     r"creature\b", said, re.I):
        raise (at / "fights").error(f"trigger {table['id']!r}: only its source fighting one target creature "
                                    f"(701.14a) is modelled, not {said!r}")
    target = table["fights"]
    if target not in sc.objects:
        raise (at / "fights").error(f"trigger names unknown object {target!r}")
    other = next((k for k in _DOES if k in table and k != "fights"), None)
    if other is not None:
        raise (at / other).error(f"trigger {table['id']!r}: {other} beside a fight is not modelled (the fight's "
                                 "powers are read as it resolves, 608.2c)")
    walker = planeswalker_beside(sc)
    if walker is not None:
        raise (at / "fights").error(f"trigger {table['id']!r} fights beside {walker!r}, which is or may make a "
                                    "planeswalker: damage a fight deals to a planeswalker creature (120.3c) is not "
                                    "modelled yet")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """603.3c: a modal trigger with no mode chosen never resolves: no event resolves or copies it."""
    unchosen = {t.id for t in sc.triggers if t.no_mode}
    for i, e in enumerate(sc.given_events):
        if e.kind in ("resolves", "copy_ability") and e.what in unchosen:
            raise (root / table_of(tables, i, sc.given_events) / e.kind).error(
                f"no mode is chosen for {e.what!r} (mode = 0), so it is removed from the stack as it is put there "
                "(700.2b, 603.3c): nothing resolves or copies it")
