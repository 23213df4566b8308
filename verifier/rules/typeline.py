"""The words of the type line (205) and what the rules tie to them.

Card types (205.2a), supertypes (205.4a), and the subtype sets of 205.3g-205.3q,
which ship as data (`data/subtypes.toml`); each set is correlated with one or
more card types (205.3c, 205.3k, 205.3m).  Also the basic land types' mana
abilities (305.6).
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources
from typing import Dict, FrozenSet, Iterable, Optional, Tuple

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

# 205.3f, 108.1: the Oracle reference says what a card's subtypes are, and cards newer than this edition of the
# CR print subtypes its lists predate.  The kinds such a word is read as: creature and land types, which carry
# no rules of their own but the basic land types' (205.3i, 205.3m, 305.6); a new artifact, enchantment or
# planeswalker type may (Equipment, Aura, Saga...), so none is read.
LATER_KINDS = ("creature", "land")
# a later subtype -> its kind, as the loader reads the cards that print one (one kind per word)
_LATER: Dict[str, str] = {}


def later_word(word: str) -> bool:
    """Whether a word the lists lack may be a later subtype: one word (205.3b; a hyphen may join its parts,
    Assembly-Worker, Power-Plant), no card type or supertype (205.2a, 205.4a)."""
    return word not in ALL_SUBTYPES and re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)*", word) is not None and \
        word.lower() not in CARD_TYPES + SUPERTYPES


def later_kind(types: Iterable[str]) -> Optional[str]:
    """205.3c: the one set of subtypes a type line's card types give, if that set is one a later subtype
    may be read in (None where there is none, or more than one: an artifact creature's later word may be
    an artifact or a creature type)."""
    kinds = {name for name, correlated in SET_TYPES.items() for t in types if t in correlated}
    return next(iter(kinds)) if len(kinds) == 1 and kinds <= set(LATER_KINDS) else None


def read_later(word: str, kind: str) -> Optional[str]:
    """Records a later subtype of that kind; the kind it was read as before, if another."""
    was = _LATER.setdefault(word, kind)
    return was if was != kind else None


def sets_of(subtype: str) -> Tuple[str, ...]:
    """The sets a subtype is in: its 205.3 lists', or a later subtype's kind."""
    return SETS_OF[subtype] if subtype in SETS_OF else (_LATER[subtype],)


def every_of_kind(words: Tuple[str, ...], universe: Iterable[str]) -> Tuple[str, ...]:
    """"Every creature type" (a changeling, 702.73a; "is every creature type", 205.3m) is written as this
    edition's list; it means the later creature types too, those of `universe` (a scenario's subtypes)."""
    if not SUBTYPE_SETS["creature"] <= set(words):
        return words
    return words + tuple(sorted(t for t in universe if t not in words and _LATER.get(t) == "creature"))


@lru_cache(maxsize=None)
def correlated_types(subtype: str) -> Tuple[str, ...]:
    """The card types an object must have one of to have this subtype (205.3c-d)."""
    return tuple(t for name in sets_of(subtype) for t in SET_TYPES[name])


# 305.6: the five basic land types and the mana each one's intrinsic ability adds.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
assert set(BASIC_LAND_MANA) == set(BASIC_LAND_TYPES)


def intrinsic_mana_ability(land_type: str) -> str:
    """305.6: the ability a land has for each basic land type it has."""
    return "{T}: Add {%s}" % BASIC_LAND_MANA[land_type]


# 614.12: what an "as [this] enters, choose a ..." ability may name, by the kind it asks for
CHOICE_KINDS = {"creature type": tuple(sorted(SUBTYPE_SETS["creature"])),  # 205.3m: an existing creature type
                "basic land type": tuple(BASIC_LAND_TYPES),                  # 305.6
                "player": ("you", "opponent"), "opponent": ("opponent",)}    # 102.1, 102.2: the scenario's players


def may_choose(kind: str, word: str, universe: Iterable[str] = ()) -> bool:
    """Whether `word` is one a choice of that kind may name (205.3m: not a card type, a
    supertype or another kind's subtype: Artifact, Legend and Vehicle are no creature types; 205.3e:
    an existing one, so also a later creature type of `universe`, a scenario's subtypes, 205.3f)."""
    return word in CHOICE_KINDS[kind] or kind == "creature type" and word in universe and _LATER.get(word) == "creature"
