"""Casting the top card of a library (601.3, 401.2), written once over an `Ops`.

A library is a face-down pile (401.2): a card in it is cast only where an effect allows it
(601.3).  The one kind followed is a static ability of a permanent on the battlefield saying
"You may cast <kind> spells [of the chosen type] from the top of your library" (Vizier of the
Menagerie; Realmwalker with "the chosen type", what its object chose as it entered, 614.12):
it lets that permanent's controller cast the card on top of their own library (the piles of
`verifier.model.library`) if the card, as the spell it would be (601.3e, 405.4: its face cast,
its characteristic-defining abilities applying, 604.3), is of that kind.  Nothing else changes:
the spell's timing (117.1a, 307.1; flash, 702.8a), its costs (601.2f-h, additional and
alternative ones as from a hand) and its targets are checked as for a cast from a hand.  With no
type chosen, no spell is of the chosen type (Realmwalker's ruling: not even one with no creature
type).  The card is not in a hand (400.1): an ability that works from a hand (cycling,
702.29a) or a discard (701.9a) does not reach it."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, List, Optional

from verifier.model import Filter, library, zone_code
from verifier.model.effects import CHOSEN
from verifier.state import matches

Value = Any
LIBRARY = zone_code(library.LIBRARY)

# 601.3: the one wording read; the kind of spell a card type ("creature"), "of the chosen type" a subtype
TOP_CAST = re.compile(r"^You may cast (?P<kind>artifact|creature|enchantment|instant|sorcery|planeswalker) spells"
                      r"(?P<chosen> of the chosen type)? from the top of your library\.?$", re.I)


@dataclass(frozen=True)
class TopCast:
    """A permission to cast spells of a kind from the top of one's library (601.3)."""

    ability: str   # its text, as the permanent has it (an ability it may lose, 613.1f)
    spells: Filter  # the spells it allows; CHOSEN among subtypes: the type its object chose (614.12)


def top_cast(ability: str) -> Optional[TopCast]:
    """The permission an ability's text states, if it is one the model follows."""
    m = TOP_CAST.match(ability.strip())
    if m is None:
        return None
    return TopCast(ability, Filter(types=(m["kind"].lower(),), subtypes=(CHOSEN,) if m["chosen"] else ()))


def permissions(abilities: Any) -> List[TopCast]:
    """The followed permissions among a scenario's ability texts."""
    return [t for t in (top_cast(a) for a in sorted(abilities)) if t is not None]


def on_top(h: Any, s: str, p: int) -> bool:
    """Whether card s is the top card of its owner's library at point p (401.2: the piles
    follow from the history's events alone)."""
    return library.top(h.library_piles[p], h.sc.objects[s].owner) == s if h.library_piles else False


def may_cast_from_top(h: Any, s: str, p: int, back: bool) -> Value:
    """601.3: whether right after point p an effect lets s's owner cast s, on top of that
    player's library, by that face: a permanent on the battlefield controlled by that player,
    with a followed permission whose kind of spell s is as that spell (601.3e)."""
    if not on_top(h, s, p):
        return False
    ops, state, owner = h.ops, h.state(p), h.vocab.player(h.sc.objects[s].owner)
    spell = h._as_spell(s, state, back)
    out = []
    for perm in permissions(h.vocab.abilities):
        for o, src in state.items():
            f = _chosen(perm.spells, h.sc.objects[o].chosen if o in h.sc.objects else None)
            if o == s or f is None:
                continue
            out.append(ops.and_(src.on_battlefield, src.abilities.get(perm.ability, False), ops.eq(src.controller, owner),
                                matches(ops, f, spell, you=owner, other=True, vocab=h.vocab)))
    return ops.and_(ops.eq(state[s].zone, LIBRARY), ops.or_(*out))


def _chosen(f: Filter, chosen: Optional[str]) -> Optional[Filter]:
    """The filter with "the chosen type" as what was chosen; None (nothing allowed) where
    nothing was (Realmwalker's ruling: not even a spell with no creature type)."""
    if CHOSEN not in f.subtypes:
        return f
    return None if chosen is None else replace(f, subtypes=tuple(chosen if t == CHOSEN else t for t in f.subtypes))
