"""A stated number or condition (`[scenario] numbers`, `conditions`) whose words name the object whose ability asks
it ("cards exiled with it", 607.2a; "times this creature attacked this game"; "its intensity"; "~ is monstrous",
701.37b) is that object's: each object has its own (109.1), a copy of it too (707.2: the copy has the ability, not
what happened to the original; 400.7).  The scenario states it once, by its words, so where two objects may have an
ability naming it (two of the card, or one and a copy of it) one stated value would be given to both: refused with
the line of the stated fact.  Numbers and conditions of a player or of the game ("cards in your graveyard", "you
control a Forest") are one for all that name them (the scenario's "you"'s: `verifier.load.stated_yours`)."""
from __future__ import annotations

import re
from typing import Dict, List, Tuple

from verifier.load.files import At, CardLibrary, get
from verifier.load.stated_yours import named
from verifier.model import Scenario
from verifier.model.effects import copy_sources

# an object's own words for itself (201.5: "~", "it", "this creature", ...), not "this turn" or "this game"
_ITSELF = re.compile(r"(?:^|\W)(?:it|its|itself|~|this (?!turn\b|game\b|way\b|phase\b|step\b|combat\b)[a-z]+)\b", re.I)
# 607.2a, 614.12: what the object chose as it entered ("cards in the chosen player's graveyard") is its own choice
_CHOSEN = re.compile(r"\bthe chosen\b", re.I)
_KEYS = {"numbers": ("number", "plus_number"), "conditions": ("condition",)}


def _own(phrase: str, names: List[str]) -> bool:
    """Whether a stated fact's words name the object that asks it (its card's name among them)."""
    return _ITSELF.search(phrase) is not None or _CHOSEN.search(phrase) is not None or any(n and re.search(rf"\b{re.escape(n)}\b", phrase) for n in names)


def check(root: At, data: dict, sc: Scenario, lib: CardLibrary, grants: Dict[str, List[Tuple[At, dict]]]) -> None:
    """No stated number or condition of an object is asked by two objects that may have it (module docstring):
    two objects whose cards name it, that an effect may grant an ability naming it (`grants`: effect id -> the
    abilities it grants, defined) or the source of a resolved [[effect]] naming it (`ability_of`; the effect itself
    if it names none), or one of them and one that may become a copy of it (707.2, along a chain of copies,
    707.3)."""
    effects = sc.all_effects or sc.effects
    for section, keys in _KEYS.items():
        for phrase in sorted(data.get("scenario", {}).get(section, {})):
            granting = {g for g, defs in grants.items() if any(phrase in named(t, keys) for _, t in defs)}
            holders = sorted({x for x, o in sc.objects.items() if (at := lib.cards.get(o.printed.name)) is not None
                              and phrase in named(get(at), keys) and _own(phrase, [o.printed.name])} |
                             {e.source for e in effects.values() if e.granted_by in granting and _own(phrase, [])} |
                             {t.get("ability_of", f"[[effect]] {t['id']}") for t in data.get("effect", [])
                              if phrase in named(t, keys) and _own(phrase, [])})
            copies = sorted(x for x in sc.objects if x not in holders and
                            copy_sources(sc.objects, effects, x) & set(holders))
            both = (holders + copies)[:2]
            if len(both) > 1:
                how = "one a copy of the other, 707.2" if len(holders) < 2 else "its card's or granted"
                rule = "607.2a" if "exiled with" in phrase else "109.1"
                raise (root / "scenario" / section / phrase).error(
                    f"{phrase!r} is a fact of the object whose ability names it ({rule}), and both {both[0]!r} and "
                    f"{both[1]!r} may have that ability ({how}): each has its own, which one stated value can't say: "
                    "not modelled")
