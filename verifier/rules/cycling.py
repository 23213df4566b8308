"""Cycling and typecycling (702.29), written once over an `Ops`.

"Cycling [cost]" is an activated ability that works only while its card is in a player's hand
(702.29a): "[cost], Discard this card: Draw a card."  "[Type]cycling [cost]" (702.29e) is one
too, a cycling ability (702.29f): "[cost], Discard this card: Search your library for a [type]
card, reveal it, and put it into your hand.  Then shuffle your library."  A history's `cycle`
event is two points: the card discarded from its owner's hand as the cost is paid (602.2,
701.9a: into that player's graveyard; its mana paid as a spell's is, 601.2g-h via 602.2b), then
the ability resolving: a draw (121.1), or the card the search found (701.23a: any card of that
player's library with the type, wherever it is in it; 701.23b: or none, even if one is there)
put into that hand.  The ability is activated, not cast: no spell (113.2)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, List, Optional

from verifier.model import Filter, zone_code
from verifier.model.effects import ACTIVATE_NONMANA, CYCLE_CARDS
from verifier.rules import costs, split_second
from verifier.rules.typeline import CARD_TYPES, SUBTYPE_SETS, SUPERTYPES
from verifier.state import matches

Value = Any
Condition = Any
HAND, LIBRARY = zone_code("hand"), zone_code("library")
# 702.29a, 702.29e: "Cycling {2}", "Plainscycling {2}", "Basic landcycling {1}" (its cost of mana symbols)
CYCLING = re.compile(r"^(?:(?P<kind>[a-z]+(?: [a-z]+)?)cycling|cycling) (?P<cost>(?:\{[0-9WUBRGCSX]+\})+)$", re.I)
_SUBTYPES = frozenset(t.lower() for words in SUBTYPE_SETS.values() for t in words)


@dataclass(frozen=True)
class Cycling:
    """A card's cycling ability: its text, its mana cost, and for typecycling what its search
    finds (None: cycling, which draws)."""

    text: str
    mana: str
    search: Optional[Filter] = None


def kind_filter(words: str) -> Optional[Filter]:
    """The cards "[type]cycling" (702.29e) or a search spell (701.23) searches for: each word a card type, a supertype or
    a subtype (a card with all of them: "basic land", "Plains"); None where a word is none."""
    types, supertypes, subtypes = [], [], []
    for w in words.lower().split():
        if w in CARD_TYPES:
            types.append(w)
        elif w in SUPERTYPES:
            supertypes.append(w)
        elif w in _SUBTYPES and not subtypes:
            subtypes.append(next(t for ws in SUBTYPE_SETS.values() for t in ws if t.lower() == w))
        else:
            return None
    return Filter(types=tuple(types), supertypes=tuple(supertypes), subtypes=tuple(subtypes))


def cycling_of(abilities: Any) -> Optional[Cycling]:
    """The card's cycling ability read (its only one: a card with two is not read), if it has
    one; a typecycling one whose type is not read raises ValueError with its text."""
    found = [m for m in (CYCLING.match(a.strip()) for a in sorted(abilities)) if m is not None]
    if len(found) != 1:
        if found:
            raise ValueError(f"two cycling abilities ({', '.join(m.string for m in found)}): not read")
        return None
    m = found[0]
    if m["kind"] is None:
        return Cycling(m.string, m["cost"])
    search = kind_filter(m["kind"])
    if search is None:
        raise ValueError(f"{m.string!r}: the type it searches for is not read (702.29e)")
    return Cycling(m.string, m["cost"], search)


def forbidden(h: Any, x: str, p: int) -> Value:
    """101.2: whether an effect in force at point p forbids x's owner cycling it: activating
    abilities that aren't mana abilities (605.1a), or cycling cards (702.29f: typecycling too), or activating those of
    sources with x's name (Pithing Needle's rulings: from a hand too); or whether a spell with split
    second is on the stack then (702.61a)."""
    owner = h.vocab.player(h.sc.objects[x].owner)
    return h.ops.or_(h.forbidden_to(owner, ACTIVATE_NONMANA, p), h.forbidden_to(owner, CYCLE_CARDS, p),
                     h.forbidden_source(x, p), split_second.held(h, p))


def _in_hand(h: Any, x: str, p: int) -> Value:
    """702.29a: card x is in a hand at point p (its owner's: a card is in no other, 400.3)."""
    st = h.state(p)[x]
    return h.ops.and_(h.ops.not_(st.on_battlefield), h.ops.eq(st.zone, HAND))


def can_cycle(h: Any, x: str, ability: str, p: int, forbidden: Value) -> Value:
    """`can_activate(x, "[type]cycling {cost}")` right after point p: x's card has the ability,
    x is in its owner's hand, nothing forbids the activation (`forbidden`, 101.2), and its mana
    could be paid by some choice of the permanents its owner can tap for mana (602.2b, 601.2g-h;
    hybrid by either half, 118.13a)."""
    if ability not in h.sc.objects[x].printed.abilities:
        return False
    ops, owner = h.ops, h.vocab.player(h.sc.objects[x].owner)
    ways = costs.payments(CYCLING.match(ability)["cost"]) or ()
    return ops.and_(_in_hand(h, x, p), ops.not_(forbidden),
                    ops.or_(*[h.some_payment(needed, owner, p, h._spending(owner, p), f"could activate {x} {ability!r}")
                              for needed in ways]))


def discarded(h: Any, p: int, ability: str, forbidden: Value) -> List[Condition]:
    """702.29a, 602.2, 701.9a: the cost event at point p is possible: the card in its owner's
    hand right before (its ability works only there), with the ability, no effect forbidding its
    owner to activate abilities that aren't mana abilities (101.2, 605.1a: `forbidden`), its mana
    paid by the permanents that player taps (602.2b, 601.2g-h).  No timing restriction: an
    activated ability is activated whenever its controller has priority (602.2, 117.1b)."""
    e, ops = h.events[p - 1], h.ops
    pay = h.payment(p)
    return [(_in_hand(h, e.what, p - 1),
             f"{e.what!r} is not a card in its owner's hand then: {ability!r} is activated only from there (702.29a)"),
            (ops.not_(forbidden), f"an effect forbids {e.what!r}'s owner activating abilities that aren't mana "
                                  "abilities, or cycling cards (101.2, 702.29f), or a spell with split second is on "
                                  "the stack (702.61a)"),
            (ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay the cost of {ability!r} "
                                                  "in any way the history allows (602.2b, 601.2g-h, 118.3)")]


def on_top(h: Any, p: int) -> List[Condition]:
    """405.5, 603.3: the cycling ability resolving at point p is on top of the stack: what was
    put there since its cost was paid (a trigger on cycling, 702.29c-d) resolved before it."""
    cost = max(q for q in range(1, p) if h.events[q - 1].cycles)
    return [(h.ops.not_(there), f"{t!r} is still on the stack above the cycling ability as it would resolve (405.5, "
                                "603.3): resolve it first (responses = [...] on the cycle event)")
            for t, q, there in h.waiting(p) if q >= cost]


def found(h: Any, p: int) -> List[Condition]:
    """701.23a-b: the search resolving at point p found its card, if it found one: a card of
    the searching player's library right before, of the type searched for (as it is there, 604.3)."""
    e, ops = h.events[p - 1], h.ops
    if e.kind != "searches" or e.finds is None:
        return []
    st = h.state(p - 1)[e.finds]
    mine = h.sc.objects[e.finds].owner == e.what
    return [(ops.and_(mine, ops.not_(st.on_battlefield), ops.eq(st.zone, LIBRARY),
                      matches(ops, e.searched, st, you=h.vocab.player(e.what), other=True, vocab=h.vocab)),
             f"{e.finds!r} is not a card of {'your' if e.what == 'you' else 'the opponent' + chr(39) + 's'} library "
             "then of the kind searched for: a search finds only "
             "such a card (701.23a)")]
