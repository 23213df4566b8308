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
    """A keyword as the models write it: "DoubleStrike" and "Double strike" are "double strike"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).lower()


def subtype(word: str) -> str:
    """A subtype of 205.3 as written, or refused."""
    if word not in ALL_SUBTYPES:  # "Eldrazi Spawn" is two subtypes at once
        raise Refusal(f"subtype {word!r} is not one of the subtypes of 205.3")
    return word
