"""A spell whose one target is a card in a graveyard, written from the Comprehensive Rules apart
from `verifier.rules`: the target is chosen as the spell is cast among the cards of the kind in
the graveyard it names (601.2c, 115.1); a card that leaves its zone becomes a new object (400.7),
so the target is legal as the spell resolves only if it never left the graveyard since; a spell
whose targets are all illegal does nothing (608.2b).  `moves` are the zones the card is put into,
in order, between the cast and the resolution; the answer: where the card is after the resolution
(None: the cast was not possible)."""
from __future__ import annotations

from typing import List, Optional


def resolve(start: str, kind_fits: bool, owner_ok: bool, moves: List[str], into: str) -> Optional[str]:
    """The card's zone once the spell (which puts its target `into` a zone) has resolved."""
    if start != "graveyard" or not kind_fits or not owner_ok:
        return None
    where = start
    for zone in moves:
        where = zone
    return into if not moves else where
