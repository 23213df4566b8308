"""Mana abilities (605.1a) from Oracle lines: the plain forms `verifier.load.manatext`
reads, the same followed by riders on how the mana may be spent (106.6), which the
model keeps but does not follow, and "one mana of any color (or type) that a land
... could produce" (106.7) as a `[[card.mana]]` table.  Anything else is None: the
translator refuses it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional

from verifier.load import manatext

# Sentences after the ability that restrict or reward how its mana is spent (106.6), not what it adds.
_SPENDING = re.compile(r"^(Spend this mana only|If that mana is spent|When you next cast)")
_COULD_PRODUCE = re.compile(r"^\{T\}: Add one mana of any (color|type) that (?:a land|lands) "
                            r"(an opponent controls|you control) could produce\.?$")


@dataclass
class ManaLine:
    ability: Optional[str] = None         # a plain form, kept in `abilities` and read from its text
    table: Optional[dict] = None          # or a [[card.mana]] table
    notes: List[str] = field(default_factory=list)  # riders kept but not followed


def read(line: str) -> Optional[ManaLine]:
    """The mana ability a line states, or None if it is in none of these forms."""
    could = _COULD_PRODUCE.match(line)
    if could:
        unit = {"could_produce": {"types": ["land"],
                                  "controller": "opponent" if could[2].startswith("an") else "you"}}
        if could[1] == "color":  # 106.7: "any color" leaves out colourless
            unit["colors_only"] = True
        return ManaLine(table={"ability": line, "cost": {"tap": True}, "add": [unit]})
    head, *riders = re.split(r"(?<=\.) ", line)
    if any(not _SPENDING.match(r) for r in riders) or manatext.parse(head.rstrip(".")) is None:
        return None
    return ManaLine(ability=head.rstrip("."),
                    notes=[f"not followed: a rider on how its mana is spent (106.6): {r[:40]!r}" for r in riders])
