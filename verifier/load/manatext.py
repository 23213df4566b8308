"""Mana abilities read from their text, for the plain forms: "{T}: Add {G}",
"{T}: Add {C}{C}", "{T}, Pay 1 life: Add {B} or {G}", "{T}: Add one mana of any
color", "{T}: Add two mana of any one color", "{T}, Sacrifice this artifact: Add ...".
Anything else is defined as data (`[[card.mana]]`); `parse` gives None for it, never a
guess.
"""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.model import MANA_TYPES, ManaAbility, ManaCost, ManaUnit

_SYMBOL = re.compile(r"\{([^{}]+)\}")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# counters removed from the permanent itself: "from ~", "from it", "from this artifact", or its name
_SACRIFICE = re.compile(r"Sacrifice (~|it|this [a-z]+)")  # the permanent itself (701.21a)
_COUNTER = re.compile(r"Remove (a|an|one|two|three|\d+) ([a-z][a-z -]*?) counters? from (~|it|this [a-z]+|[A-Z].*)\Z")


def parse(text: str) -> Optional[ManaAbility]:
    """The mana ability (605.1a) this text states, if it is one of the plain forms."""
    cost_text, colon, effect = text.partition(":")
    if not colon:
        return None
    cost = _cost(cost_text.strip())
    units = _units(effect.strip().rstrip("."))
    if cost is None or units is None:
        return None
    return ManaAbility(name=text, cost=cost, units=tuple(units))


def _cost(text: str) -> Optional[ManaCost]:
    tap = untap = sacrifice = False
    mana, life, counters = "", 0, []
    for part in (p.strip() for p in text.split(",")):
        symbols = _SYMBOL.findall(part)
        if part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif symbols and "".join("{%s}" % s for s in symbols) == part:
            mana += part
        elif re.fullmatch(r"Pay (\d+) life", part):
            life += int(part.split()[1])
        elif _SACRIFICE.fullmatch(part):
            sacrifice = True
        elif _COUNTER.match(part):
            n, kind, _ = _COUNTER.match(part).groups()
            counters.append((kind, _NUMBERS.get(n, 1) if not n.isdigit() else int(n)))
        else:
            return None
    return ManaCost(tap=tap, untap=untap, mana=mana, life=life, counters=tuple(counters), sacrifice=sacrifice)


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
