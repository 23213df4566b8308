"""Cycling in the reference's histories (702.29), written from the Comprehensive Rules apart
from `verifier.rules`: "Cycling [cost]" means "[cost], Discard this card: Draw a card" and
"[Type]cycling [cost]" "[cost], Discard this card: Search your library for a [type] card,
reveal it, and put it into your hand.  Then shuffle your library" (702.29a, 702.29e), an
activated ability that works only while its card is in a hand.  The cost: the card's owner
pays the mana by tapping permanents for mana (602.2b, 601.2g-h) and discards the card (701.9a).
The search may find any card of that library with the type (701.23a), or none (701.23b)."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

from verifier.model import Event
from verifier.model.effects import ACTIVATE_NONMANA

from .forbidding import forbidden
from .layers import Impossible, Unsupported

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game

ABILITY = re.compile(r"(?:(?P<type>[a-z]+)cycling|cycling) (?P<cost>(?:\{[0-9A-Z]+\})+)", re.I)


def _read(card, text: str):
    m = ABILITY.fullmatch(text)
    if m is None or text not in card.printed.abilities:
        raise Unsupported(f"the cycling ability {text!r}")
    return m


def may_cycle(g: "Game", oid: str, text: str) -> bool:
    """Whether oid's owner could activate it now: the card in that hand with it, nothing
    forbidding abilities that aren't mana abilities (101.2), its mana payable (601.2g-h)."""
    from .casting import can_pay, parse_cost
    card = g.sc.objects[oid]
    m = _read(card, text)
    return g.zones.get(oid) == "hand" and not forbidden(g, card.owner, ACTIVATE_NONMANA) and \
        can_pay(g, card.owner, parse_cost(m["cost"]), 0, None)


def cycle(g: "Game", e: Event) -> None:
    """The cost: paid, the card discarded into its owner's graveyard (404.1)."""
    from .casting import parse_cost, pay
    card = g.sc.objects[e.what]
    _read(card, e.activated)
    if g.zones.get(e.what) != "hand" or forbidden(g, card.owner, ACTIVATE_NONMANA):
        raise Impossible(f"{e.what}'s cycling can't be activated now")
    pay(g, card.owner, parse_cost(_read(card, e.activated)["cost"]), 0, None)
    g.put(e.what, "graveyard")
    g.check_activated(e.what, card.owner)


def search(g: "Game", e: Event) -> None:
    """The typecycling ability resolving: the card found (if any) is in the player's library and
    has the type its ability names (a card type or a subtype, as printed: 205.2, 205.3) as the
    cycling event right before it says; it goes to that player's hand."""
    before = _cost_before(g, e)
    word = _read(g.sc.objects[before.what], before.activated)["type"]
    if word is None:
        raise Unsupported("a search after plain cycling")
    if e.finds is None:
        return
    card = g.sc.objects[e.finds]
    kinds = {t.lower() for t in card.printed.types | card.printed.subtypes}
    if "changeling" in card.printed.abilities:
        raise Unsupported("a changeling card searched for")
    if card.owner != e.what or g.zones.get(e.finds) != "library" or word.lower() not in kinds:
        raise Impossible(f"{e.finds} is no {word} card of {e.what}'s library")
    g.put(e.finds, "hand")


def _cost_before(g: "Game", e: Event) -> Event:
    i = next(i for i, x in enumerate(g.sc.events) if x is e)
    before: Optional[Event] = g.sc.events[i - 1] if i else None
    if before is None or before.kind != "moves" or not before.activated:
        raise Unsupported("a search not right after a cycling cost")
    return before
