"""Mana abilities read from their text, for the plain forms: "{T}: Add {G}",
"{T}: Add {C}{C}", "{T}, Pay 1 life: Add {B} or {G}", "{T}: Add one mana of any
color", "{T}: Add two mana of any one color", "{T}, Sacrifice this artifact: Add ...".
Anything else is defined as data (`[[card.mana]]`); `parse` gives None for it, never a
guess.
"""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.model import MANA_TYPES, ManaAbility, ManaUnit
from verifier.rules.costs import NUMBERS as _NUMBERS, SYMBOL as _SYMBOL, parse as parse_cost



def parse(text: str) -> Optional[ManaAbility]:
    """The mana ability (605.1a) this text states, if it is one of the plain forms."""
    cost_text, colon, effect = text.partition(":")
    if not colon:
        return None
    cost = parse_cost(cost_text.strip())
    units = _units(effect.strip().rstrip("."))
    if cost is None or units is None:
        return None
    return ManaAbility(name=text, cost=cost, units=tuple(units))


def _units(text: str) -> Optional[List[ManaUnit]]:
    if not text.startswith("Add "):
        return None
    what = text[len("Add "):]
    fixed = _SYMBOL.findall(what)
    if fixed and "".join("{%s}" % s for s in fixed) == what and set(fixed) <= set(MANA_TYPES):
        counts = {t: fixed.count(t) for t in dict.fromkeys(fixed)}  # 106.10: {C} is colourless
        return [ManaUnit(amount=n, options=(t,)) for t, n in counts.items()]
    choice = re.fullmatch(r"((?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\})", what)
    if choice:
        return [ManaUnit(options=tuple(dict.fromkeys(_SYMBOL.findall(what))))]
    if what == "one mana of any color":
        return [ManaUnit(options=MANA_TYPES[:5])]
    many = re.fullmatch(r"(one|two|three|four|five) mana of any one color", what)
    if many:
        return [ManaUnit(amount=_NUMBERS[many.group(1)], options=MANA_TYPES[:5])]
    return None
