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


def piles(events: Tuple[Event, ...], objects: dict, first_turn: str) -> List[Dict[str, Tuple[str, ...]]]:
    """Each player's library, top first, at each point (index 0: as the scenario begins, then
    after each event).  A draw takes the top card (121.1); a card cast (601.2a: from the top
    of its owner's library, where an effect allows it, 601.3), moved or leaving is in it no
    more (400.7), as is the card a search finds (701.23a); a card put into a library goes on top of its
    owner's.  (The order after a search shuffles it, 701.24a, is not known: `verifier.load.cycling`
    refuses a draw that would read it.)"""
    libraries: Dict[str, List[str]] = {}
    for o in objects.values():
        if o.zone == LIBRARY:
            libraries.setdefault(o.owner, []).append(o.id)
    out = [{k: tuple(v) for k, v in libraries.items()}]
    active = first_turn
    for e in events:
        active = e.what if e.kind == "turn" else active
        player = draws(e, active)
        if player is not None:
            pile = libraries.setdefault(player, [])
            if pile:
                pile.pop(0)
        elif e.kind == "searches" and e.finds is not None:  # (the card a search found, into its hand: 701.23a)
            for pile in libraries.values():
                if e.finds in pile:
                    pile.remove(e.finds)
        elif e.kind in ("leaves", "moves", "cast", "enters"):
            for pile in libraries.values():  # (leaving it, for another zone, the stack or the battlefield: 400.7;
                # a card a trigger's search puts onto the battlefield, 701.23)
                if e.what in pile:
                    pile.remove(e.what)
            if e.into == LIBRARY and not objects[e.what].token:  # (a token ceases to exist there, 111.7)
                libraries.setdefault(objects[e.what].owner, []).insert(0, e.what)
        out.append({k: tuple(v) for k, v in libraries.items()})
    return out


def top(piles_at: Dict[str, Tuple[str, ...]], player: str) -> Optional[str]:
    """The top card of a player's library at a point (None: empty, or none said)."""
    pile = piles_at.get(player, ())
    return pile[0] if pile else None


def drawn(events: Tuple[Event, ...], objects: dict, first_turn: str) -> Dict[int, Optional[str]]:
    """Each point where a player draws -> the card drawn (None: the library is empty, 121.4)."""
    before = piles(events, objects, first_turn)
    out: Dict[int, Optional[str]] = {}
    active = first_turn
    for p, e in enumerate(events, 1):
        active = e.what if e.kind == "turn" else active
        player = draws(e, active)
        if player is not None:
            out[p] = top(before[p - 1], player)
    return out


def tracks_libraries(objects: dict, events: Tuple[Event, ...]) -> bool:
    """Whether a scenario says what is in the libraries: a card in one, put into one, or
    drawn (a draw with none said in them: an empty library)."""
    return any(o.zone == LIBRARY for o in objects.values()) or any(e.into == LIBRARY or e.kind in ("draws", "searches")
                                                                   for e in events)
