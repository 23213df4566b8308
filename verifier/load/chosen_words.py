"""614.12, 607.2d: the words of an ability a static ability grants (layer 6, `add_abilities`) that
name what its object chose as it entered ("protection from the chosen color", 702.16a) are read
with the object's `chosen`, so claims, filters and the rules see the ability it grants ("protection
from red").  With no `chosen` the object is refused: it chose something as it entered (614.12),
and the words kept as they are would grant an ability of no quality (a `has_ability` or a block
answered as if it had none)."""
from __future__ import annotations

import re
from typing import Any, Optional

from verifier.load.files import At
from verifier.model import COLORS
from verifier.rules.protection import quality

# "the chosen color" (105.1: one of the five), "the chosen type" / "the chosen creature type" (205.3m),
# "the chosen name" (201.4)
_CHOSEN = re.compile(r"\bthe chosen (color|(?:creature |land |card )?type|name)\b", re.I)
_CHOSEN_COLOR = re.compile(r"protection from the chosen color", re.I)


def read_protection(ability: str) -> bool:
    """Whether an ability's words are a protection whose quality the rules follow (702.16a), as written or
    once the colour chosen is read into them ("protection from the chosen color")."""
    return quality(ability) is not None or bool(_CHOSEN_COLOR.fullmatch(ability.strip().rstrip(".")))


def said(ability: Any) -> bool:
    """Whether a static ability's table grants an ability whose words name what was chosen."""
    return isinstance(ability, dict) and any(_CHOSEN.search(a) for a in _granted(ability))


def read(at: At, ability: dict, chosen: Optional[str]) -> dict:
    """The static ability with `chosen` read into the words of each ability it grants (614.12); a
    colour's words with a `chosen` that is no colour are refused."""
    if not said(ability):
        return ability
    if chosen is None:
        raise (at / "card").error(f"the static ability {ability['ability']!r} grants an ability naming what was chosen "
                                  "as its object entered (614.12, 607.2d): give chosen = \"...\"")

    def word(said: re.Match) -> str:
        if said[1].lower() == "color" and chosen not in COLORS:
            raise (at / "chosen").error(f"{ability['ability']!r} grants an ability of the chosen color: give chosen "
                                        f"= one of {', '.join(COLORS)} (105.1, 614.12)")
        return chosen
    six = ability["layer6"]
    return {**ability, "layer6": {**six, "add_abilities": [_CHOSEN.sub(word, a) for a in six["add_abilities"]]}}


def _granted(ability: dict) -> list:
    six = ability.get("layer6")
    return list(six.get("add_abilities", ())) if isinstance(six, dict) else []
