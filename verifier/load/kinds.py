"""The words of a kind of object as a filter of the model ("artifact creature", "Elves", "a white or black
permanent", "nontoken creature"): card types, subtypes, colours, supertypes and token (205.2a, 205.3, 105.1,
111.1), read the same wherever a text names a kind: a static's condition, a trigger's condition."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional

from verifier.model.effects import COLORS
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES


def kind(words: str) -> Optional[Dict[str, Any]]:
    """"Warrior", "artifact creature": card types and a subtype as a filter, or None."""
    return kind_of(words, plural=False)


def plural_kind(words: str) -> Optional[Dict[str, Any]]:
    """"Equipment", "Auras", "artifact creatures": as `kind`, of a plural noun."""
    return kind_of(words, plural=True)


# 105.1, 105.4, 205.4a, 111.1: words before the noun that say what an object is
_ADJECTIVES: Dict[str, Dict[str, Any]] = {**{c: {"colors": [c]} for c in COLORS},
                                          "multicolored": {"colors_at_least": 2}, "colorless": {"colors_at_most": 0},
                                          "legendary": {"supertypes": ["legendary"]}, "snow": {"supertypes": ["snow"]},
                                          "nontoken": {"token": False}, "nonbasic": {"non_supertypes": ["basic"]},
                                          **{f"non{t}": {"non_types": [t]} for t in ("land", "creature", "artifact")}}


def kind_of(words: str, plural: bool) -> Optional[Dict[str, Any]]:
    """"artifact", "Forest", "artifact creature", "Elves", "multicolored permanent", "white creature": card
    types and a subtype, after a colour, a supertype or "nontoken"; "a white or black permanent" (either colour,
    105.2), "a Goblin or Orc" (either subtype), "an artifact or enchantment" (either)."""
    colours = re.fullmatch(r"(?P<c1>\w+) or (?P<c2>\w+) (?P<rest>.+)", words)
    if colours and {colours["c1"], colours["c2"]} <= set(COLORS):
        rest = {} if colours["rest"] in ("permanent", "permanents") else kind_of(colours["rest"], plural)
        return None if rest is None or "colors" in rest else {"colors": [colours["c1"], colours["c2"]], **rest}
    if " or " in words:
        either = [kind_of(re.sub(r"^an? ", "", w), plural) for w in words.split(" or ", 1)]
        if None in either:
            return None
        if all(set(k) == {"subtypes"} for k in either):
            return {"subtypes": either[0]["subtypes"] + either[1]["subtypes"]}
        return {"any_of": either}
    out: Dict[str, Any] = {}
    parts = words.split()
    while len(parts) > 1 and parts[0] in _ADJECTIVES and not set(_ADJECTIVES[parts[0]]) & set(out):
        out.update(_ADJECTIVES[parts.pop(0)])
    if parts in (["permanent"], ["permanents"]) and out:  # (any permanent: what is on the battlefield, 110.1)
        return out
    if parts and parts[-1] in ("token", "tokens"):  # 111.1: "a token", "creature tokens"
        rest = kind_of(" ".join(parts[:-1]), plural=False) if parts[:-1] else {}
        return None if rest is None or "token" in out else {**out, **rest, "token": True}
    for i, word in enumerate(parts):
        last = i == len(parts) - 1
        single = _singular(word) if plural and last else word
        if single in CARD_TYPES:
            out.setdefault("types", []).append(single)
        elif single in ALL_SUBTYPES and "subtypes" not in out:
            out["subtypes"] = [single]
        else:
            return None
    return out


def _singular(word: str) -> str:
    """A plural noun of a type line as its singular ("Elves" -> "Elf", "Forests" -> "Forest")."""
    irregular = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Mice": "Mouse", "Sorceries": "Sorcery"}
    if word in irregular:
        return irregular[word]
    for suffix, stem in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(suffix) and (word[: -len(suffix)] + stem) in set(CARD_TYPES) | ALL_SUBTYPES:
            return word[: -len(suffix)] + stem
    return word
