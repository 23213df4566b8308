"""Oracle words as the model writes them: colours, keywords, subtypes, and a line as
phase.rs describes it."""
from __future__ import annotations

import re
from typing import Dict, List

from verifier.cards.refusal import Refusal
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES, later_kind, later_word

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
            "White": "white", "Blue": "blue", "Black": "black", "Red": "red", "Green": "green"}
# a number as the Oracle text spells it ("three or more", "has two or fewer")
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


def norm(line: str, name: str) -> str:
    """A line as phase.rs describes it: the card's own name, or "this creature" and the
    like, as "~"."""
    for called in _names(name):
        line = re.sub(rf"\b{re.escape(called)}(?![\w-])", "~", line)
    line = re.sub(r"^Other ", "", line)  # phase keeps "other" as a property, not in the description
    line = re.sub(r"\b[Tt]his (creature|enchantment|artifact|land|permanent|planeswalker|card|Aura|Equipment)\b",
                  "~", line)
    # 201.5c: "this Vehicle", "this Spacecraft": the object by a subtype of its own (phase.rs writes "~" too)
    line = re.sub(r"\b[Tt]his ([A-Z][a-z]+)\b", lambda m: "~" if m[1] in ALL_SUBTYPES else m[0], line)
    return re.sub(r"\s+\.$", ".", line)  # (phase.rs may leave a space where a parenthesis was)


def _names(name: str) -> List[str]:
    """What a card's text calls it: its name; an Alchemy rebalanced card ("A-Name") by the name it
    rebalances; the part before a comma; its first word where the text shortens it (201.5c:
    "Purraj" for Purraj of Urborg) or its words before a regnal number, unless that word is a type or subtype ("Goblin" of Goblin King)."""
    out = [name] if name.startswith("A-") else []  # (its text may name it either way)
    name = name[2:] if name.startswith("A-") else name
    out += [name, name.split(",")[0]]
    regnal = re.fullmatch(r"(.+) [IVXLC]+", name)  # "King Darien" for King Darien XLVIII: its regnal number left off
    if regnal:
        out.append(regnal[1])
    first = re.match(r"[A-Z][a-z]{3,}\b", name)
    if first and " " in name and first[0] not in ALL_SUBTYPES and first[0].lower() not in CARD_TYPES:
        out.append(first[0])
    return out


# 702: keywords without a parameter that the readings of "with K" / "has K" take as one word each
PLAIN_KEYWORDS = frozenset({"flying", "defender", "reach", "trample", "haste", "vigilance", "menace", "first strike",
                            "double strike", "deathtouch", "lifelink", "hexproof", "indestructible", "shroud"})


def keyword(word: str) -> str:
    """A keyword as the models write it: "DoubleStrike" and "Double strike" are "double strike",
    "ForMirrodin" and "For Mirrodin!" are "for mirrodin"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).lower().rstrip("!")


# a keyword's parameter (702): a number or X ("bushido 2"), a cost ("ward {2}", "ward—Pay 2 life"), a quality
# ("protection from red")
_PARAMETER = re.compile(r" (?:\d+|x)\b| \{| from |—", re.I)


# after a keyword's name in a line: no parameter follows ("with toxic", "lose toxic", not "toxic 1": 702)
NO_PARAMETER = r"\b(?! ?(?:\d|x\b|\{|from\b|—))"


def written(ability: str) -> str:
    """A keyword ability as the models write it (docs/model-language.md): without a parameter in
    lower case, as the rules read it ("flying", "undying"; 702); with one, its first letter
    capital, as the hand-written models write it and the rules that read such an ability by its
    text match it ("Ward {2}", "Cycling {2}", "Unearth {B}": 702.21a, 702.29a, 702.84a)."""
    return ability[:1].upper() + ability[1:] if _PARAMETER.search(ability) else ability


def subtype(word: str, line: str = "") -> str:
    """A subtype of 205.3 as written, or refused (naming the line it was read from, if any)."""
    if word not in ALL_SUBTYPES:  # "Eldrazi Spawn" is two subtypes at once
        raise Refusal(f"subtype {word!r} is not one of the subtypes of 205.3" + (f": {line!r}" if line else ""))
    return word


def type_line_subtypes(printed: List[str], types: List[str]) -> Dict[str, List[str]]:
    """The subtypes of a type line as the card table gives them: those of 205.3 in `subtypes`; a word the
    lists predate in `later_subtypes` (205.3f, 108.1: the Oracle reference says what a card's subtypes are)
    where the card types give one set of subtypes it can be of, creature or land types (205.3c;
    `typeline.later_kind`), and the word is no card type or supertype; any other refused."""
    later = [w for w in printed if w not in ALL_SUBTYPES]
    for word in later:
        if not later_word(word):
            subtype(word)
        if later_kind(types) is None:  # (an artifact creature's may be an artifact type or a creature type)
            raise Refusal(f"subtype {word!r} is not one of the subtypes of 205.3, and its card types give no one set "
                          "of creature or land types to read it in as a later one (205.3c, 205.3f)")
    out = {"subtypes": [w for w in printed if w in ALL_SUBTYPES], "later_subtypes": later}
    return {k: v for k, v in out.items() if v}


# What makes a line matter to the layers (613) or to mana (106): then it must be translated or refused.
# ("had" only as "as though ... had" a keyword, 702: in any other sense it tells of the past, and a casting
# permission "as though it had flash" is a casting rule the loader refuses where it applies, 702.8d; older
# wordings "enters the battlefield tapped/with" are today's "enters tapped/with", 614.1c)
_RELEVANT = re.compile(r"\bgets? (?:an additional )?[+-]|\b(has|have)\b(?! (an Adventure|exactly|total power|one or more|no cards|it|them|been|"
                       r"the city's blessing)\b)|"
                       r"\bas though\b[^.]*\bhad\b(?! flash\b)|\bamass\b|"  # (701.47a: a type change)
                       # keyword actions whose rules change characteristics or what a creature may do (701.40a,
                       # 701.58a, 701.60a, 701.66a, 701.15a, 701.35a, 701.12a)
                       r"\b(?:earthbend|manifest|cloak|suspect|goad|detain|exchange control)\w*\b|"
                       r"\benters? (the battlefield )?tapped\b|\bdoubles?\b|\bgains?\b(?! (\d+|X|that much) life\b| life\b)|"
                       r"\blos(e|es)\b(?! (\d+|X|that much|life|the game)\b)|"
                       r"\b(is|are|(?:'|\u2019)re) (a|an|the|all|every|each)\b(?<!X is the)(?<!that is the)|"
                       r"\b(is|are|(?:'|\u2019)re) (\w+s|\d+/\d+)\b|"
                       r"(?<!the permanent it )"  # (608.3: what a permanent spell becomes as it resolves)
                       r"\bbecomes?\b(?! (blocked|tapped|untapped|the target|attached|the monarch))|base power|"
                       r"\bswitch|\b(?:reversed|swapped)\b|"  # (613.4d: "Powers and toughnesses are reversed")
                       r"\bcould produce|\badds?\b|\bmana\b(?! value| cost)|\benters? (the battlefield )?with\b|\bin addition to its other|"
                       r"\benters? (the battlefield )?as\b|"  # (614.1c, 707.5: what an object enters as, a copy)
                       # (700.5: devotion changed; 702.19e: trample over planeswalkers, no trample the model knows;
                       # 711.2: a level up card's striations, its P/T by level; a point-bought ability or P/T)
                       r"\bdevotion\b[^.]*\bincreased\b|\btrample over\b|^LEVEL \d|^\d+/\d+$|\u2192",
                       re.IGNORECASE)


def relevant_part(line: str) -> str:
    """The words that make a line relevant (`relevant`), to name in a refusal."""
    effect = line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) and "{" in line.split(":", 1)[0] else line
    found = _RELEVANT.search(effect)
    return found[0].strip() if found else ""


def relevant(line: str) -> bool:
    """Whether a line not otherwise accounted for may change characteristics, control
    or mana (an ability's cost before its colon does not count)."""
    effect = line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) and "{" in line.split(":", 1)[0] else line
    if re.search(r"\bcreate\b[^.]*\btokens?\b", effect, re.I):  # the abilities of the tokens it creates are theirs
        effect = re.sub(r'\b(?:It has|They have|with) "[^"]*"\.?', "", effect)
    return _RELEVANT.search(effect) is not None
