"""Oracle words as the model writes them: colours, keywords, subtypes, and a line as
phase.rs describes it."""
from __future__ import annotations

import re

from verifier.cards.refusal import Refusal
from verifier.rules.typeline import ALL_SUBTYPES

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
            "White": "white", "Blue": "blue", "Black": "black", "Red": "red", "Green": "green"}


def norm(line: str, name: str) -> str:
    """A line as phase.rs describes it: the card's own name, or "this creature" and the
    like, as "~"."""
    line = line.replace(name, "~").replace(name.split(",")[0], "~")
    line = re.sub(r"^Other ", "", line)  # phase keeps "other" as a property, not in the description
    return re.sub(r"\b[Tt]his (creature|enchantment|artifact|land|permanent|planeswalker|card|Aura|Equipment)\b",
                  "~", line)


def keyword(word: str) -> str:
    """A keyword as the models write it: "DoubleStrike" and "Double strike" are "double strike",
    "ForMirrodin" and "For Mirrodin!" are "for mirrodin"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).lower().rstrip("!")


def subtype(word: str) -> str:
    """A subtype of 205.3 as written, or refused."""
    if word not in ALL_SUBTYPES:  # "Eldrazi Spawn" is two subtypes at once
        raise Refusal(f"subtype {word!r} is not one of the subtypes of 205.3")
    return word


# What makes a line matter to the layers (613) or to mana (106): then it must be translated or refused.
_RELEVANT = re.compile(r"\bgets? [+-]|\b(has|have|had)\b(?! (an Adventure|exactly|total power|one or more|no cards|it|them)\b)|"
                       r"\benters tapped\b|\bdoubles?\b|\bgains?\b(?! (\d+|X|that much) life\b| life\b)|"
                       r"\blos(e|es)\b(?! (\d+|X|that much|life|the game)\b)|"
                       r"\b(is|are|(?:'|\u2019)re) (a|an|the|all|every|each)\b(?<!X is the)(?<!that is the)|"
                       r"\b(is|are|(?:'|\u2019)re) (\w+s|\d+/\d+)\b|"
                       r"\bbecomes?\b(?! (blocked|tapped|untapped|the target|attached|the monarch))|base power|"
                       r"\bswitch|\bcould produce|\badd\b|\bmana\b(?! value| cost)|\benters? with\b|\bin addition to its other",
                       re.IGNORECASE)


def relevant(line: str) -> bool:
    """Whether a line not otherwise accounted for may change characteristics, control
    or mana (an ability's cost before its colon does not count)."""
    effect = line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) and "{" in line.split(":", 1)[0] else line
    if re.search(r"\bcreate\b[^.]*\btokens?\b", effect):  # the abilities of the tokens it creates are theirs
        effect = re.sub(r'\b(?:It has|They have|with) "[^"]*"\.?', "", effect)
    return _RELEVANT.search(effect) is not None
