"""Casting a card from another zone than a hand (601.3) by an ability's permission: not modelled.

The model casts a card only from its owner's hand (601.2a), or from where a permission stated
on the card allows (`permitted`: `verifier.load.playing`), so it answers "no" for any other card in
a graveyard, exile or a library.  Where an ability of the scenario lets a card be cast (or
played) from such a zone (601.3: "you may cast this card from your graveyard", flashback and
escape, "you may cast spells from the top of your library", one granted to other cards), that
"no" may be wrong: a claim asking whether such a card could be cast, and a history's cast of
it, are refused with the ability.  So are a claim asking whether a land card could be played
(`can_play_land`) and a history's land play of it: "play" is to cast or to play a land (305.1,
601.3).  A card in a hand as the scenario begins, which no event of the history names (so it is
still there), is cast or played from there whatever the permission."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.expr import Expr
from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import CAST_KEYWORDS, CAST_PERMISSIONS
from verifier.rules.library_top import top_cast
from verifier.rules.suspending import suspend_of
from verifier.state import Vocabulary

_ONLY_THERE = re.compile(r"\bnot from anywhere else\b", re.I)  # (a prohibition too, 601.3)
# one that lets only its own card be cast so: the keyword on the card, or "cast this card"
_OWN = re.compile(r"^\W*(?:" + CAST_KEYWORDS.pattern + r")|\b(?:cast|play) this card\b", re.I)


def _printed(x: str, sc: Scenario) -> set:
    """The abilities x's card prints, on any face."""
    return {a for face in sc.objects[x].faces for a in face.abilities}


def permission(x: str, sc: Scenario) -> Optional[str]:
    """An ability of sc that could let x be cast from another zone than a hand (601.3), if
    one could: one of x's own (printed, or granted by an effect), or one for other cards."""
    printed = _printed(x, sc)
    granted = {a for e in sc.effects.values() for p in e.parts for a in p.add_abilities}
    own = suspend_of(sc.objects[x].printed.abilities)[0]  # (702.62a: its own suspend, modelled: `rules.suspending`)
    for a in Vocabulary.of(sc).abilities:
        if top_cast(a) is not None:  # (followed: `verifier.rules.library_top`, 601.3)
            continue
        if CAST_PERMISSIONS.search(a) and (a in printed | granted or not _OWN.search(a)) and \
                not (own is not None and a == own.text and a not in granted):
            return a
    return None


def _perhaps_not_in_hand(x: str, sc: Scenario, before: int) -> bool:
    """Whether x may be out of its owner's hand before event `before`: not there as the
    scenario begins, or an earlier event names it (a cast, a move, a target), or a trigger may
    discard it (701.9a)."""
    return sc.objects[x].zone != "hand" or any(e.what == x or x in e.targets for e in sc.events[:before]) or \
        any(x in t.discards for t in sc.triggers)


def _refusal(x: str, sc: Scenario, before: int, land: bool = False) -> Optional[str]:
    """Why whether x can be cast (before event `before`; played as a land where `land`, 305.1) is
    not modelled, if it is not: also from a hand, where its own permission forbids every other zone
    (601.3: Haakon's "but not from anywhere else")."""
    if x not in sc.objects:
        return None
    only = next((a for a in sorted(_printed(x, sc)) if _ONLY_THERE.search(a)), None)
    if only is not None:
        return f"the ability {only!r} of {x!r} forbids casting it from a hand (601.3): not modelled"
    if not _perhaps_not_in_hand(x, sc, before):
        return None
    rule = permission(x, sc)
    if rule is None:
        return None
    if land:
        return f"{x!r} may be out of its owner's hand, and the ability {rule!r} could let it be played from another " \
               "zone (305.1, 601.3): only a land play from a hand is modelled"
    return f"{x!r} may be out of its owner's hand, and the ability {rule!r} could let it be cast from another zone " \
           "(601.3): only a cast from a hand is modelled (601.2a)"


def _point(label: Optional[str], sc: Scenario) -> int:
    """How many events of the history may come before the point labelled `label` (None: the
    end): up to the labelled one, and the rest of its group, whose order is left open."""
    ends = [i + 1 for i, e in enumerate(sc.events) if label is not None and label in (e.label, e.group_end)]
    n = max(ends, default=len(sc.events))
    while 0 < n < len(sc.events) and sc.events[n].group is not None and sc.events[n].group == sc.events[n - 1].group:
        n += 1
    return n


def check_claim(at: At, expr: Expr, sc: Scenario, label: Optional[str] = None) -> None:
    """A claim asking whether a card could be cast (`can_cast`, `can_cast_kicked`) or played as a land
    (`can_play_land`, 305.1) at the point labelled `label` (None: the end) only where no ability could
    let it be cast or played from the zone it may be in then."""
    for fn, args in expr.calls():
        if fn in ("can_cast", "can_cast_by", "can_cast_kicked", "can_cast_awakened", "can_play_land") and args and \
                isinstance(args[0], str):
            why = _refusal(args[0], sc, _point(label, sc), land=fn == "can_play_land")
            if why is not None:
                raise at.error(f"{fn}: {why}")


def check_casts(root: At, tables: List[dict], sc: Scenario) -> None:
    """A history's cast (or land play, 305.1) of a card that may be out of a hand then only where no
    ability could let it be cast or played from there."""
    for i, e in enumerate(sc.events):
        played = e.kind == "enters" and e.played  # (a land play is an `enters` of its owner's play, 305.1)
        why = _refusal(e.what, sc, i, land=played) if e.kind == "cast" or played else None
        if why is not None:
            raise (root / table_of(tables, i, sc.events) / ("play_land" if played else "cast")).error(why)
