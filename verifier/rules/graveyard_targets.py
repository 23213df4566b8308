"""An ability of a card in its owner's graveyard exiling target cards from an opponent's graveyard
and returning its card to its owner's hand (113.6; `verifier.load.graveyard_ability`), written once
over an `Ops`, for a `verifier.rules.time.History` `h`: what its activation needs of its targets
(115.1, 601.2c), what its resolution moves (608.2b, 400.7), and whether it could be activated
(`can_activate`, 602.5a)."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.model import zone_code

Value = Any
GRAVEYARD = zone_code("graveyard")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_TEXT = re.compile(r"(?P<cost>(?:\{[0-9WUBRGC]\})+): Exile (?P<n>one|two|three|four|five|six|seven|\d+) target cards? "
                   r"from an opponent's graveyard\. Return (?P<it>.+?) from your graveyard to your hand\. "
                   r"Activate only as a sorcery\.")


def read(text: str, name: str) -> Optional[int]:
    """N, for an ability of the form read here whose "Return ..." names the card itself (201.5); else None."""
    m = _TEXT.fullmatch(text)
    if m is None or m["it"] not in (name, "this card", "~"):
        return None
    return _NUMBERS.get(m["n"]) or int(m["n"])


def _in_graveyard(h: Any, card: str, p: int) -> Value:
    s = h.state(p)[card]
    return h.ops.and_(h.ops.not_(s.on_battlefield), h.ops.eq(s.zone, GRAVEYARD))


def _opponents(h: Any, card: str, activator: str) -> bool:
    """Whether the card's owner is an opponent of the activator (102.2: two players here)."""
    return h.sc.objects[card].owner != activator


def targets_there(h: Any, aid: str, p: int) -> List[Tuple[Value, str]]:
    """601.2c, 115.1: as it is activated at point p, each target a card in the graveyard of one
    opponent of its activator (the card's owner, 113.6) right before."""
    a, e = h._activated[aid], h.events[p - 1]
    activator = h.sc.objects[a.source].owner
    return [(h.ops.and_(_in_graveyard(h, t, p - 1), _opponents(h, t, activator)),
             f"{t!r} is not a card in an opponent's graveyard then: not a legal target of {aid!r} (115.1, 601.2c)")
            for t in e.targets]


def moved(h: Any, r: int) -> Dict[str, Tuple[Value, str]]:
    """The cards the resolution at r moves -> (whether it does, the zone): each target still legal,
    in that graveyard since the activation (608.2b, 400.7), exiled; with none legal the ability does
    not resolve (608.2b); else its card, if in its graveyard since, put into its owner's hand."""
    if r not in h._resolutions or h.events[r - 1].kind != "resolves":
        return {}
    a, q = h._resolutions[r]
    if not getattr(a, "exiles_targets", 0) or q is None:
        return {}
    ops, resolved = h.ops, h.resolving(r)
    if resolved is None:
        return {}

    def stayed(card: str) -> Value:
        return ops.and_(*[_in_graveyard(h, card, j) for j in range(q, r)])
    legal = {t: stayed(t) for t in h.events[q - 1].targets}
    does = ops.and_(resolved[1], ops.or_(*legal.values()))
    out = {t: (ops.and_(does, still), "exile") for t, still in legal.items()}
    out[a.source] = (ops.and_(does, stayed(a.source)), "hand")
    return out


def can_activate(h: Any, x: str, n: int, p: int) -> Value:
    """602.5a: whether x's ability could be activated right after point p but for its mana: as a
    sorcery by its owner from that player's graveyard, with N cards of an opponent's graveyard to
    target (601.2c; 102.2: two players, so one opponent)."""
    ops, owner = h.ops, h.sc.objects[x].owner
    there = ops.sum(*[ops.ite(_in_graveyard(h, t, p), 1, 0) for t in sorted(h.sc.objects)
                      if t != x and _opponents(h, t, owner) and not h.sc.objects[t].token])
    return ops.not_(ops.lt(there, n))
