"""The words of the type line (205) and what the rules tie to them.

Card types (205.2a), supertypes (205.4a), and the subtype sets of 205.3g-205.3q,
which ship as data (`data/subtypes.toml`); each set is correlated with one or
more card types (205.3c, 205.3k, 205.3m).  Also the basic land types' mana
abilities (305.6).
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Dict, FrozenSet, Tuple

CARD_TYPES = ("artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant",
              "kindred", "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "vanguard")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")


def _load_subtype_sets() -> Tuple[Dict[str, FrozenSet[str]], Dict[str, Tuple[str, ...]], Tuple[str, ...]]:
    data = tomllib.loads(resources.files("verifier").joinpath("data/subtypes.toml").read_text("utf-8"))
    words = {name: frozenset(s["subtypes"]) for name, s in data.items()}
    types = {name: tuple(s["types"]) for name, s in data.items()}
    return words, types, tuple(data["land"]["basic"])


# set name ("creature", "land", ...) -> its subtypes; -> the card types that share it
SUBTYPE_SETS, SET_TYPES, BASIC_LAND_TYPES = _load_subtype_sets()
# subtype -> the sets it is in (one, but Spacecraft is both an artifact and a planar type)
SETS_OF: Dict[str, Tuple[str, ...]] = {}
for _name, _words in SUBTYPE_SETS.items():
    for _w in _words:
        SETS_OF[_w] = SETS_OF.get(_w, ()) + (_name,)
ALL_SUBTYPES = frozenset(SETS_OF)


@lru_cache(maxsize=None)
def correlated_types(subtype: str) -> Tuple[str, ...]:
    """The card types an object must have one of to have this subtype (205.3c-d)."""
    return tuple(t for name in SETS_OF[subtype] for t in SET_TYPES[name])


# 305.6: the five basic land types and the mana each one's intrinsic ability adds.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
assert set(BASIC_LAND_MANA) == set(BASIC_LAND_TYPES)


def intrinsic_mana_ability(land_type: str) -> str:
    """305.6: the ability a land has for each basic land type it has."""
    return "{T}: Add {%s}" % BASIC_LAND_MANA[land_type]


# 614.12: what an "as [this] enters, choose a ..." ability may name, by the kind it asks for
CHOICE_KINDS = {"creature type": tuple(sorted(SUBTYPE_SETS["creature"])),  # 205.3m: an existing creature type
                "basic land type": tuple(BASIC_LAND_TYPES)}                  # 305.6


def may_choose(kind: str, word: str) -> bool:
    """Whether `word` is one a choice of that kind may name (205.3m: not a card type, a
    supertype or another kind's subtype: Artifact, Legend and Vehicle are no creature types)."""
    return word in CHOICE_KINDS[kind]
