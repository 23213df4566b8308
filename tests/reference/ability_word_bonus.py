"""Power and toughness of a creature enchanted or equipped by one permanent, from the permanent's
Oracle words alone (apart from the translator and verifier/rules): each line "[Ability word — ]
Enchanted creature gets [an additional] +A/+B[ as long as C]." adds +A/+B where C holds (an ability
word has no rules meaning, 207.2c; layer 7c's changes add up, 613.4c).  Any other line that says
"gets" is outside this reference."""
from __future__ import annotations

import re
from typing import Dict, Tuple

_BONUS = re.compile(r"(?:[A-Z][\w' ]+ — )?(?:Enchanted|Equipped) creature gets (?:an additional )?"
                    r"([+-]\d+)/([+-]\d+)(?: as long as ([^.]+))?\.")


class Unsupported(Exception):
    """A line this reference does not read."""


def power_toughness(text: str, base: Tuple[int, int], holds: Dict[str, bool]) -> Tuple[int, int]:
    """The creature's power and toughness, given whether each condition holds."""
    power, toughness = base
    for line in text.splitlines():
        found = _BONUS.fullmatch(line.strip())
        if found is None:
            if " gets " in line:
                raise Unsupported(line)
            continue
        if found[3] is None or holds[found[3]]:
            power, toughness = power + int(found[1]), toughness + int(found[2])
    return power, toughness
