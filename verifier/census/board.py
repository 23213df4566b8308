"""The board a pair of cards is checked on (issue 26): the two cards and, for each filter
of their static abilities, a vanilla card it applies to (one with no rules text but
keywords), so that what each effect does to other objects shows.  Everything is under
one player; the cards enter the battlefield in the order given (613.7d)."""
from __future__ import annotations

import functools
import re
from typing import Dict, List, NamedTuple, Optional, Tuple

from verifier.cards import oracle
from verifier.cards.phaseboard import KEYWORDS
from verifier.model import Filter
from verifier.tomlwrite import string

MOST = 4  # vanilla cards on a board, at most
# the vanilla cards tried first, well known; then every other one by name
FIRST = ("Grizzly Bears", "Ornithopter", "Memnite", "Forest", "Plains", "Island", "Swamp", "Mountain", "Wastes",
         "Gray Ogre", "Savannah Lions", "Merfolk of the Pearl Trident", "Scathe Zombies", "Goblin Piker",
         "Serra Angel", "Wind Drake", "Hill Giant", "Craw Wurm", "Earth Elemental", "Walking Corpse")


class Vanilla(NamedTuple):
    name: str
    types: frozenset
    subtypes: frozenset
    supertypes: frozenset
    colors: frozenset
    keywords: frozenset
    power: int
    toughness: int


LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


@functools.lru_cache(maxsize=1)
def vanillas() -> Tuple[Vanilla, ...]:
    """The one-faced cards of the Oracle corpus whose text is nothing but keywords the
    board reads (or reminder text, as a basic land's): `FIRST`, then by name."""
    out = []
    every = oracle.records()
    for name in [n for n in FIRST if n in every] + sorted(set(every) - set(FIRST)):
        rec = every[name]
        if rec.get("layout") not in (None, "normal"):
            continue
        text = re.sub(r"\([^)]*\)", "", rec.get("text") or "").strip().lower()
        words = [w.strip() for w in re.split(r"[,\n]", text) if w.strip()]
        if any(w not in KEYWORDS for w in words):
            continue
        cost = rec.get("manaCost") or ""
        out.append(Vanilla(name, frozenset(t.lower() for t in rec.get("types") or []),
                           frozenset(rec.get("subtypes") or []),
                           frozenset(t.lower() for t in rec.get("supertypes") or []),
                           frozenset(LETTERS[c] for c in oracle.colors(cost)), frozenset(words),
                           _number(rec.get("power")), _number(rec.get("toughness"))))
    return tuple(out)


def _number(text) -> int:
    return int(text) if isinstance(text, str) and text.lstrip("-").isdigit() else 0


def matches(v: Vanilla, f: Filter) -> bool:
    """Whether the vanilla card, as printed and under the filter's controller, meets the
    filter's requirements on characteristics (a filter on a status, a name, a player other
    than its controller, an attachment or a creature type shared with one is met by no vanilla
    card)."""
    if f.objects or f.names or f.controller == "opponent" or f.owner == "opponent" or f.attached or f.paired or \
            f.shares_creature_type or f.enchanted_player or f.enchanted_by_another or f.counters or f.non_counters or \
            f.counters_at_least or f.shares_color or \
            any(x for x in (f.face_down, f.attacking, f.attacking_player, f.token, f.commander, f.enchanted, f.equipped,
                            f.modified, f.tapped, f.mana_ability, f.transformed,
                            f.unblocked)):
        return False
    return (set(f.types) <= v.types and not set(f.non_types) & v.types
            and (not f.subtypes or bool(set(f.subtypes) & v.subtypes)) and not set(f.non_subtypes) & v.subtypes
            and set(f.supertypes) <= v.supertypes and not set(f.non_supertypes) & v.supertypes
            and (not f.colors or bool(set(f.colors) & v.colors)) and not set(f.non_colors) & v.colors
            and (f.colors_at_least is None or len(v.colors) >= f.colors_at_least)
            and (f.colors_at_most is None or len(v.colors) <= f.colors_at_most)
            and set(f.abilities) <= v.keywords and not set(f.non_abilities) & v.keywords
            and not (f.no_abilities and v.keywords)
            and (f.power_at_least is None or v.power >= f.power_at_least)
            and (f.power_at_most is None or v.power <= f.power_at_most)
            and (f.toughness_at_least is None or v.toughness >= f.toughness_at_least)
            and (f.toughness_at_most is None or v.toughness <= f.toughness_at_most)
            and (not f.any_of or any(matches(v, g) for g in f.any_of)))


def fodder(filters: List[Filter]) -> List[str]:
    """For each filter in turn, the first vanilla card by name it applies to, unless one
    already on the board does; at most `MOST`."""
    chosen: List[Vanilla] = []
    for f in filters:
        if len(chosen) >= MOST or any(matches(v, f) for v in chosen):
            continue
        found = next((v for v in vanillas() if matches(v, f)), None)
        if found is not None:
            chosen.append(found)
    return [v.name for v in chosen]


def ids(extra: List[str]) -> List[str]:
    """The ids of a board's vanilla cards: f0, f1, ..."""
    return [f"f{i}" for i in range(len(extra))]


def pair_text(a: str, b: str, extra: List[str], claims: Optional[Dict[str, str]] = None) -> str:
    """The pair's board with the order of `a` and `b` left open (the vanilla cards came
    first), and the given claims (id -> expression) expected refuted."""
    first = ids(extra)
    chains = ", ".join("[" + ", ".join(string(x) for x in first + [last]) + "]" for last in ("a", "b"))
    lines = ["[scenario]", f"order = [{chains}]", ""]
    for oid, name in zip(first + ["a", "b"], extra + [a, b]):
        lines += ["[[object]]", f"id = {string(oid)}", f"card = {string(name)}", ""]
    for cid, expr in (claims or {}).items():
        lines += ["[[claim]]", f"id = {string(cid)}", f"expr = {string(expr)}", 'expect = "refuted"', ""]
    return "\n".join(lines)
