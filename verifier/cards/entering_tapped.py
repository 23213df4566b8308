"""A permanent's own ability deciding whether it enters tapped (614.1c, 614.12), as the card's
`enters_tapped_unless` (`verifier.model.entering`), which the loader follows: a condition on
what its controller controls as it would enter ("This land enters tapped unless you control two
or fewer other lands", "unless you control a Plains or an Island", "If you control two or more
other lands, this land enters tapped"), on a player's life total ("unless a player has 13 or less
life", 119), on how it entered ("if it was played from your hand", 305.1), or life its controller may pay ("As this land enters,
you may pay 2 life. If you don't, it enters tapped", 119.4).  Another condition is not read:
the line is refused, since an enters event stating the permanent untapped (or tapped) could be one
the rules make impossible.  Another choice as it enters ("you may reveal a Dragon card from your
hand") stays the history's to state, as a choice is."""
from __future__ import annotations

import re
from typing import Optional

from verifier.cards.words import NUMBER_WORDS
from verifier.rules.plurals import singular
from verifier.rules.typeline import ALL_SUBTYPES

_NUMBER = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
# "~ enters tapped unless you control two or more [other] basic lands" (at least), "... two or fewer ..." (at most)
_UNLESS = re.compile(rf"^~ enters (?:the battlefield )?tapped unless you control {_NUMBER}(?: or (more|fewer))? "
                     r"(?:other )?(.+?)\.?$")
# 102.2: "~ enters tapped unless your opponents control eight or more lands"
_OPPONENTS = re.compile(rf"^~ enters (?:the battlefield )?tapped unless your opponents control {_NUMBER} or more "
                        r"(.+?)\.?$")
# "If you control two or more other lands, ~ enters tapped": untapped while it controls at most one
_IF_MORE = re.compile(rf"^If you control {_NUMBER} or more (?:other )?(.+?), ~ enters (?:the battlefield )?tapped\.?$")
# 119.4: "As ~ enters, you may pay 2 life. If you don't, it enters tapped."
_PAY_LIFE = re.compile(r"^As ~ enters(?: the battlefield)?, you may pay (\d+) life\. If you don't, (?:it|~) enters "
                       r"(?:the battlefield )?tapped\.?$")
# a choice made as it enters (not a condition): the history states it; one paying life, where it is not the form read
# (a payment of more than life, or of life beside another), is refused
CHOICE = re.compile(r"\bIf you don't, (?:it|~|this [a-z]+) enters (?:the battlefield )?tapped\b", re.I)
PAYS_LIFE = re.compile(r"\byou may pay \d+ life\b", re.I)


# 305.1: "~ enters tapped if it was played from your hand" (untapped put onto the battlefield otherwise)
_PLAYED = re.compile(r"^~ enters (?:the battlefield )?tapped if it was played from your hand\.?$")
# 119: "~ enters tapped unless a player has 13 or less life"
_LIFE = re.compile(r"^~ enters (?:the battlefield )?tapped unless a player has (\d+) or less life\.?$")


def read(normed: str, ability: str) -> Optional[dict]:
    """The `enters_tapped_unless` table of a line (its card's name as "~"), `ability` its text as
    the card's abilities list it; None where the line is no form read."""
    if _PLAYED.match(normed):
        return {"ability": ability, "if_played": True}
    if (life := _LIFE.match(normed)) is not None:
        return {"ability": ability, "life_at_most": int(life[1])}
    if (pay := _PAY_LIFE.match(normed)) is not None:
        return {"ability": ability, "pay_life": int(pay[1])}
    if (unless := _UNLESS.match(normed)) is not None:
        kinds = _kinds(unless[3])
        if kinds is None:
            return None
        n = _number(unless[1])
        if n is None:
            return None
        bound = {"at_most": n} if unless[2] == "fewer" else {"at_least": n}
        return {"ability": ability, "you_control": kinds, **bound}
    if (theirs := _OPPONENTS.match(normed)) is not None:
        kinds = _kinds(theirs[2])
        n = _number(theirs[1])
        return None if kinds is None or n is None else {"ability": ability, "opponents_control": kinds, "at_least": n}
    if (more := _IF_MORE.match(normed)) is not None:
        kinds = _kinds(more[2])
        n = _number(more[1])
        if kinds is None or n is None:
            return None
        return {"ability": ability, "you_control": kinds, "at_most": n - 1}
    return None


def _number(word: str) -> Optional[int]:
    """A number as the line writes it ("two", "a", "13")."""
    return NUMBER_WORDS.get(word) or (int(word) if word.isdigit() else None)


def _kinds(words: str) -> Optional[dict]:
    """The filter of what it counts: lands, basic lands, a subtype (plural or "a Plains"), "a Plains or
    an Island" (either), a legendary creature; None for any other words."""
    words = re.sub(r"^(?:an?|one) ", "", words)
    either = re.fullmatch(r"(\w+) or (?:an? )?(\w+)", words)
    if either is not None:
        parts = [_subtype(w) for w in either.groups()]
        return {"any_of": [{"subtypes": [p]} for p in parts]} if all(parts) else None
    fixed = {"land": {"types": ["land"]}, "lands": {"types": ["land"]},
             "basic land": {"types": ["land"], "supertypes": ["basic"]},
             "basic lands": {"types": ["land"], "supertypes": ["basic"]},
             "legendary creature": {"types": ["creature"], "supertypes": ["legendary"]}}
    if words in fixed:
        return fixed[words]
    sub = _subtype(words)
    return {"subtypes": [sub]} if sub else None


def _subtype(word: str) -> Optional[str]:
    return word if word in ALL_SUBTYPES else singular(word)
