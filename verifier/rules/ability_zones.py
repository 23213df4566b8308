"""Where an object's activated ability functions (113.6), read from its text.

An ability of a permanent functions on the battlefield (113.6).  One whose cost can't be paid
there functions where it can be (113.6j): discarding "this card" (701.9a: from a hand), revealing
it from a hand, exiling it from a hand or a graveyard; one whose cost or effect moves the object
out of a zone functions only in that zone (113.6m: "Return this card from your graveyard to ...",
"Put this card from your hand onto the battlefield").  Keywords whose abilities say so in their
reminder text, which a model's text may leave out, are read by name: the cycling family
(702.29a, 702.29e), ninjutsu (702.49a), forecast (702.57a), reinforce (702.77a), transmute
(702.52a) and bloodrush (702.116a) from a hand; unearth (702.84a), embalm (702.128a), eternalize
(702.129a), scavenge (702.97a) and encore (702.141a) from a graveyard."""
from __future__ import annotations

import re
from typing import Optional

from verifier.rules.costs import ABILITY_WORD  # (207.2c: "Channel — ", no rules meaning)

HAND, GRAVEYARD = "hand", "graveyard"
# each keyword: where its ability functions, and where its cost puts the card (discarding it, 701.9a; exiling it)
_KEYWORDS = {"cycling": (HAND, GRAVEYARD), "transmute": (HAND, GRAVEYARD), "reinforce": (HAND, GRAVEYARD),
             "bloodrush": (HAND, GRAVEYARD), "ninjutsu": (HAND, None), "forecast": (HAND, None),
             "unearth": (GRAVEYARD, None), "embalm": (GRAVEYARD, "exile"), "eternalize": (GRAVEYARD, "exile"),
             "scavenge": (GRAVEYARD, "exile"), "encore": (GRAVEYARD, "exile")}
_KEYWORD = re.compile(r"^(?:commander |[a-z]+(?: [a-z]+)?(?=cycling))?(%s)\b" % "|".join(_KEYWORDS), re.I)


def _own(name: str) -> str:
    """The object itself in its text: "this card", "~" or its name (201.5)."""
    return rf"(?:this card|~|{re.escape(name)})" if name else r"(?:this card|~)"


def activated(ability: str) -> bool:
    """Whether the text is an activated ability, "[Cost]: [Effect.]" (602.1), or one of the keywords
    above; not a triggered ability (603.1), whose zone may follow its trigger (113.6k, 603.10)."""
    if _KEYWORD.match(ability):
        return True
    cost = ABILITY_WORD.sub("", ability.partition(":")[0]) if ":" in ability else ""
    return bool(cost) and not re.match(r"(?:when|whenever|at)\b", cost, re.I)


def zone_of(ability: str, name: str = "") -> Optional[str]:
    """"hand" or "graveyard" for an activated ability that functions from that zone (above); None for
    one that functions on the battlefield, as an ordinary ability of a permanent does (113.6)."""
    keyword = _KEYWORD.match(ability)
    if keyword:
        return _KEYWORDS[keyword[1].lower()][0]
    own = _own(name)
    cost = ability.partition(":")[0] if ":" in ability else ""
    if re.search(rf"\bdiscard {own}", cost, re.I):  # (113.6j, 701.9a: a card is discarded from a hand)
        return HAND
    said = re.search(rf"\b(?:reveal|exile|return|put|shuffle) {own} from your (hand|graveyard)\b", ability, re.I)
    return said[1].lower() if said else None  # (113.6j, 113.6m)


def cost_moves(ability: str, name: str = "") -> Optional[str]:
    """The zone the ability's cost (602.1a) puts its own card into as it is paid: "graveyard" for
    discarding it (701.9a), "exile" for exiling it; None where the cost leaves it where it is."""
    keyword = _KEYWORD.match(ability)
    if keyword and ":" not in ability:  # (the keyword and its cost alone: its cost is the rule's)
        return _KEYWORDS[keyword[1].lower()][1]
    own = _own(name)
    cost = ability.partition(":")[0] if ":" in ability else ""
    if re.search(rf"\bdiscard {own}", cost, re.I):
        return GRAVEYARD
    if re.search(rf"\bexile {own}\b", cost, re.I):
        return "exile"
    return None
