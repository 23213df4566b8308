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
from verifier.model import ManaAbility
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES

# Sentences after the ability that the model keeps but does not follow: how its mana may be spent
# (106.6), and what happens to the permanent at its controller's next untap step (502.3).
_NOT_FOLLOWED = {r"^(Spend this mana only|If that mana is spent|When you next cast)": "how its mana is spent (106.6)",
                 r"^(This [a-z]+ doesn't untap during your next untap step|During your next untap step)":
                     "its next untap step (502.3), which the model's histories do not check",
                 r"^Activate only once each turn\.$": "how often it is activated (602.5b), which the model does not count"}
# A filter land's "{U}{U}, {U}{B}, or {B}{B}": two mana, each of either type (106.1).
_PAIRS = re.compile(r"^(?P<cost>[^:]+): Add \{(?P<a>[WUBRG])\}\{(?P=a)\}, \{(?P=a)\}\{(?P<b>[WUBRG])\}, "
                    r"or \{(?P=b)\}\{(?P=b)\}\.?$")
# "Activate only if you control seven or more lands" (602.5b): a count the loader checks.
_ONLY_IF = re.compile(r"^Activate only if you control (\w+) or more ([a-z]+)s\.$")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
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
    pairs = _PAIRS.match(line)
    cost = manatext.parse(f"{pairs['cost']}: Add {{C}}") if pairs else None
    if cost is not None:
        either = {"mana": [pairs["a"], pairs["b"]]}
        return ManaLine(table={**_table(line, cost), "add": [either, dict(either)]})
    head, *riders = re.split(r"(?<=\.) ", line)
    parsed = manatext.parse(head.rstrip("."))
    only_if = [_ONLY_IF.match(r) for r in riders if _ONLY_IF.match(r)]
    notes = [f"not followed: {what}: {r[:40]!r}" for r in riders for pattern, what in _NOT_FOLLOWED.items()
             if re.match(pattern, r)]
    if parsed is None or len(notes) + len(only_if) != len(riders) or len(only_if) > 1:
        return None
    if not only_if:
        return ManaLine(ability=head.rstrip("."), notes=notes)
    n, kind = only_if[0].groups()
    if kind not in CARD_TYPES and kind.capitalize() not in ALL_SUBTYPES or not (n.isdigit() or n in _NUMBERS):
        return None
    what = {"types": [kind]} if kind in CARD_TYPES else {"subtypes": [kind.capitalize()]}
    return ManaLine(table={**_table(line, parsed), "only_if": {"count": {**what, "controller": "you"},
                                                               "at_least": int(n) if n.isdigit() else _NUMBERS[n]}},
                    notes=notes)


def _table(line: str, parsed: ManaAbility) -> dict:
    """A plain form as a [[card.mana]] table (to carry what the text alone does not)."""
    c = parsed.cost
    cost = {k: v for k, v in (("tap", c.tap), ("untap", c.untap), ("sacrifice", c.sacrifice), ("mana", c.mana),
                               ("life", c.life), ("remove_counters", dict(c.counters))) if v}
    add = [u.options[0] if u.amount == 1 and len(u.options) == 1 else {"mana": list(u.options), "amount": u.amount}
           for u in parsed.units]
    return {"ability": line, "cost": cost, "add": add}
