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
from verifier.model.effects import ACTIVATE_NONMANA, CYCLE_CARDS

from .activating import Activation
from .forbidding import forbidden, source_forbidden
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
    return g.zones.get(oid) == "hand" and not _forbidden(g, card.owner, oid) and \
        can_pay(g, card.owner, parse_cost(m["cost"]), 0, None)


def cycle(g: "Game", e: Event) -> None:
    """The cost: paid, the card discarded into its owner's graveyard (404.1)."""
    from .casting import parse_cost, pay
    card = g.sc.objects[e.what]
    _read(card, e.activated)
    if g.zones.get(e.what) != "hand" or _forbidden(g, card.owner, e.what):
        raise Impossible(f"{e.what}'s cycling can't be activated now")
    pay(g, card.owner, parse_cost(_read(card, e.activated)["cost"]), 0, None)
    g.put(e.what, "graveyard")
    g.stack.append(Activation(e.activated, card.owner))  # 405.1: the ability on the stack
    g.check_activated(e.what, card.owner)
    for t in g.sc.triggers:  # 702.29c-d: "whenever you cycle a card", of a permanent its owner controls
        views = g.views()
        if t.when == "you cycle" and t.source in views and t.ability in views[t.source].abilities and \
                views[t.source].controller == card.owner:
            if t.condition is not None:
                raise Unsupported("an intervening if on a cycling trigger")
            g.triggered = True
            g.stack.append((card.owner, None))


def _forbidden(g: "Game", player: str, oid: str) -> bool:
    """101.2: abilities that aren't mana abilities, or cycling (702.29f), forbidden to the player, or
    those of sources with oid's name (Pithing Needle: from a hand too); 702.61a: or a spell with
    split second on the stack."""
    from .casting import split_second
    return forbidden(g, player, ACTIVATE_NONMANA) or forbidden(g, player, CYCLE_CARDS) or \
        source_forbidden(g, oid) or split_second(g)


def resolve(g: "Game", e: Event) -> None:
    """608.2: the cycling ability resolves from the top of the stack (405.5): a draw (121.1) or
    the search."""
    if not g.stack or not isinstance(g.stack[-1], Activation) or g.stack[-1].aid != e.activated:
        raise Impossible("the cycling ability is not on top of the stack (405.5)")
    g.stack.pop()
    if e.kind == "draws":
        g.draw(e.what)
    else:
        search(g, e)


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
    """The cycling cost event the search resolves (the latest before it)."""
    i = next(i for i, x in enumerate(g.sc.events) if x is e)
    before: Optional[Event] = next((x for x in reversed(g.sc.events[:i]) if x.kind == "moves" and x.activated), None)
    if before is None:
        raise Unsupported("a search with no cycling cost before it")
    return before
