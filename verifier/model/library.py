"""The libraries' order over a history (401): which card each draw takes.

A library is a face-down pile whose order no one may change or look at (401.2): as the
scenario begins, each player's library holds that player's cards with `zone = "library"`,
in the file's order, the first on top.  Drawing puts the top card into its owner's hand
(121.1): by a `draws` event, and as each draw step begins, by the active player (504.1).
A card put into a library goes on top of its owner's; one that leaves it (moved,
returned, drawn) is in it no more.  Every event of a history happens where the history
puts it (a history whose event can't happen is not permitted), so the card each draw
takes is known from the file alone."""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from verifier.model.history import Event

LIBRARY = "library"


def draws(e: Event, active: str) -> Optional[str]:
    """The player event e makes draw a card, if it does: a `draws` event's, or the active
    player's as the draw step begins (504.1)."""
    if e.kind == "draws":
        return e.what
    return active if e.kind == "step" and e.what == "draw" else None


def drawn(events: Tuple[Event, ...], objects: dict, first_turn: str) -> Dict[int, Optional[str]]:
    """Each point where a player draws -> the card drawn (None: the library is empty, 121.4)."""
    libraries: Dict[str, List[str]] = {}
    for o in objects.values():
        if o.zone == LIBRARY:
            libraries.setdefault(o.owner, []).append(o.id)
    out: Dict[int, Optional[str]] = {}
    active = first_turn
    for p, e in enumerate(events, 1):
        active = e.what if e.kind == "turn" else active
        player = draws(e, active)
        if player is not None:
            pile = libraries.setdefault(player, [])
            out[p] = pile.pop(0) if pile else None
            continue
        if e.kind not in ("leaves", "moves"):
            continue
        for pile in libraries.values():  # (leaving it, for another zone or the battlefield: 400.7)
            if e.what in pile:
                pile.remove(e.what)
        if e.into == LIBRARY and not objects[e.what].token:  # (a token ceases to exist there, 111.7)
            libraries.setdefault(objects[e.what].owner, []).insert(0, e.what)
    return out


def tracks_libraries(objects: dict, events: Tuple[Event, ...]) -> bool:
    """Whether a scenario says what is in the libraries: a card in one, put into one, or
    drawn (a draw with none said in them: an empty library)."""
    return any(o.zone == LIBRARY for o in objects.values()) or any(e.into == LIBRARY or e.kind == "draws"
                                                                   for e in events)
