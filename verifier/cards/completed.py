"""Parts of a continuous effect's sentence that phase.rs's parse left out, read by their words
and added to the parse's modifications (then read, and checked word by word by `coverage`, as
phase.rs's own are): each a whole clause of a fixed shape; anything else stays unread, and the
line is refused for the words left over."""
from __future__ import annotations

import re
from typing import Any

from verifier.cards.words import PLAIN_KEYWORDS, keyword
from verifier.rules.typeline import ALL_SUBTYPES

# "Enchanted land is a 2/2 blue Elemental creature with flying", "... becomes a 3/3 black Beholder creature with
# menace and "Whenever ...": the keywords an object becoming a creature has (702), before any quoted ability
_CREATURE_WITH = re.compile(r"\b(?:is|are|becomes?) (?:an? |all )?[^.\"]*?\bcreatures? with "
                            r"(?P<words>[a-z ]+?(?:(?:, and |, | and )[a-z ]+?)*)(?=\.|$| until\b|,? and \")")
# 702.14a, c: "has artifact landwalk" (blocked not while the defending player controls an artifact land), "nonbasic
# landwalk" (... a land without that supertype): a card type or supertype before "landwalk", granted by "has"/"gains"
_LANDWALK = re.compile(r"\b(?:has|have|gains?) (?:[a-z, ]*?(?:,| and) )?(?P<quality>artifact|nonbasic|legendary) "
                       r"landwalk(?=\.|$|,| and\b| until\b)")
# 205.1b, 205.3: "Enchanted creature ... It's a Dragon in addition to its other types.": one subtype added to the
# one object the sentence before names, its other types kept
_ALSO_SUBTYPE = re.compile(r'\."? It\'s an? (?P<subtype>[A-Z][a-z]+) in addition to its other types\.?$')
# 205.3m, 111.1: "Creatures you control that are Zombies and/or tokens get ...": the creatures you control that
# have the creature type, or are tokens, or both (the parse kept only "Creatures you control")
_TYPE_OR_TOKEN = re.compile(r"^Creatures you control that are (?P<subtype>[A-Z][a-z]+)s and/or tokens (?:get|have)\b")
_YOURS = {"type": "Typed", "type_filters": ["Creature"], "controller": "You", "properties": []}


def completed(line: str, s: dict) -> dict:
    """The static ability's parse `s` with what its line says and the parse left out, where the
    line says it in one of the shapes above."""
    mods = list(s.get("modifications") or [])
    if not mods:  # (nothing read: not a parse with a part left out)
        return s
    return {**s, "affected": _type_or_token(line, s.get("affected")),
            "modifications": mods + _creature_keywords(line, mods) + _landwalk(line, mods) + _also_subtype(line, mods)}


def _type_or_token(line: str, affected: Any) -> Any:
    """The affected set of "Creatures you control that are [subtype]s and/or tokens" where the parse
    kept only "Creatures you control": a union of the two (each a creature you control); any other
    set as it is."""
    said = _TYPE_OR_TOKEN.search(line)
    if said is None or affected != _YOURS or said["subtype"] not in ALL_SUBTYPES:
        return affected
    return {"type": "Or", "filters": [{**_YOURS, "type_filters": ["Creature", {"Subtype": said["subtype"]}]},
                                      {**_YOURS, "properties": [{"type": "Token"}]}]}


def _creature_keywords(line: str, mods: list) -> list:
    """The keywords of "... is a ... creature with K" left out, where the parse makes the object a
    creature (613.1d) and each word is a keyword without parameters (702)."""
    said = _CREATURE_WITH.search(line)
    animates = any(m.get("type") in ("SetCardTypes", "AddCardType", "AddType") and
                   "Creature" in (m.get("core_types") or [m.get("core_type")]) for m in mods)
    words = re.split(r", and |, | and ", said["words"]) if said and animates else []
    if not words or not set(words) <= PLAIN_KEYWORDS:
        return []
    have = {keyword(m["keyword"]) for m in mods if m.get("type") == "AddKeyword" and isinstance(m.get("keyword"), str)}
    return [{"type": "AddKeyword", "keyword": w} for w in words if w not in have]


def _landwalk(line: str, mods: list) -> list:
    """702.14a, c: a landwalk of a card type or supertype the line grants and the parse left out."""
    said = _LANDWALK.search(re.sub(r'"[^"]*"', '""', line))  # (a quoted ability's words are its own)
    if said is None or any(isinstance(m.get("keyword"), dict) and "Landwalk" in m["keyword"] for m in mods):
        return []
    return [{"type": "AddKeyword", "keyword": {"Landwalk": said["quality"].capitalize()}}]


def _also_subtype(line: str, mods: list) -> list:
    """205.1b: the subtype of "It's a [subtype] in addition to its other types." the parse left out."""
    said = _ALSO_SUBTYPE.search(line)
    if said is None or said["subtype"] not in ALL_SUBTYPES or line.count(" in addition to ") != 1 or \
            any(m.get("type") in ("AddSubtype", "SetCardTypes", "RemoveAllSubtypes") for m in mods):
        return []
    return [{"type": "AddSubtype", "subtype": said["subtype"]}]
