"""The tokens an instant's or sorcery's resolution creates, in the reference, written from the
Comprehensive Rules apart from `verifier.rules` and `verifier.load.spell_tokens`.

111.1: a spell that says "create" a token puts it onto the battlefield as it resolves; its text says how
many: a number word, or one "for each" permanent of a kind its controller controls, counted as the spell
resolves (608.2h).  111.2: the token is created under the control of the spell's controller (a copy's
controller for a copy's, 707.10).  608.2b: a spell whose targets are all illegal does nothing, and
creates nothing.  The tokens are the objects the scenario declares `created_by` the spell, the first N of
them in the file's order; each enters then with a new timestamp (613.7d), so an ability triggering on
entering sees them (603.6a)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, List, Optional

from verifier.model import Event

from . import casting
from .layers import Impossible, Unsupported

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game

_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_SAYS = re.compile(r"\bcreate (a|an|one|two|three|four|five) [^.]*?\btokens?\b(?: for each (\w+) you control)?",
                   re.I)


def declared(g: "Game", s: str) -> List[str]:
    """The tokens the scenario declares the spell s creates, in its order."""
    return [o for o, obj in g.sc.objects.items() if obj.created_by == s]


def how_many(g: "Game", s: str, controller: str) -> int:
    """111.1, 608.2h: how many its text creates, read now: a number, or one for each permanent of
    the named card type or subtype its controller controls now."""
    m = _SAYS.search(" ".join(g.sc.objects[s].printed.abilities))
    if m is None:
        raise Unsupported(f"the tokens of {s}")
    if m[2] is None:
        return _WORDS[m[1].lower()]
    if g.sc.effects:  # (subtypes are read as printed: no effect here changes them, 613.1d)
        raise Unsupported(f"a count of {m[2]} beside effects")
    word, views = m[2], g.views()
    return sum(1 for o, v in views.items() if v.controller == controller and
               (word.lower() in v.types or word in g.sc.objects[o].printed.subtypes))


def before_resolving(g: "Game", e: Event) -> Optional[str]:
    """608.2b: as the spell of `e` begins to resolve, its controller if it will do anything (some
    target still legal, or none); None if it creates nothing."""
    if not declared(g, e.what):
        return None
    spell = casting.top(g, e.what)
    return None if casting.all_targets_illegal(g, spell) else spell.controller


def create(g: "Game", e: Event, controller: Optional[str], point: int) -> List[str]:
    """111.1-111.2: once its other instructions are done, the spell creates its tokens under its
    controller's control (the first N declared; more than declared can't be shown).  The tokens it
    created."""
    if controller is None:
        return []
    n, tokens = how_many(g, e.what, controller), declared(g, e.what)
    if n > len(tokens):
        raise Unsupported(f"{e.what} creates {n} tokens, more than declared")
    made = tokens[:n]
    for o in made:
        if g.sc.objects[o].controller != controller:
            raise Impossible(f"{o} is created under {controller}'s control (111.2)")
        g.enter(Event("enters", o), point)
    return made
