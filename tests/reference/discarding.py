"""Discarding cards a player chooses from what another reveals (701.9a-b, 701.20a), written from
the Comprehensive Rules and the official rulings apart from `verifier.rules`: a hand is a list of
(card type, mana value) pairs; `chosen` the places in it of the cards named.  "You choose from it
<one kind> and <another>": each card chosen is of one kind, a kind at most once, and a kind left
unchosen only where the hand has no card of it (Distended Mindbender's ruling: you choose what you
can).  "A number of cards equal to your devotion ... You choose one of them": with none revealed,
nothing is chosen; with some, one card of the hand (the revealing player may reveal any).  "Discards
N cards": the player's own choice, N of them, or all where the hand holds fewer (701.9a)."""
from __future__ import annotations

from typing import List, Optional, Sequence, Tuple


def _fits(card: Tuple[str, int], kind) -> bool:
    """A kind: (a card type it is not, or None; a mana value; whether at most it, else at least)."""
    non, value, at_most = kind
    kind_type, mana_value = card
    return kind_type != non and (mana_value <= value if at_most else mana_value >= value)


def discarded(hand: List[Tuple[str, int]], chosen: List[int], kinds: Optional[Sequence], revealed: Optional[int],
              count: int = 1) -> bool:
    """Whether the cards at `chosen` may be those discarded (None for kinds: "one of them"; None for
    revealed too: "discards `count` cards", the discarding player's choice, all where fewer)."""
    if len(set(chosen)) != len(chosen) or any(not 0 <= i < len(hand) for i in chosen):
        return False
    if kinds is None and revealed is None:
        return len(chosen) == min(count, len(hand))
    if kinds is None:
        if not revealed or not hand:
            return not chosen
        return len(chosen) == 1
    rest = [c for i, c in enumerate(hand) if i not in chosen]

    def fill(cards: List[int], open_kinds: list) -> bool:
        if not cards:
            return not any(_fits(c, k) for k in open_kinds for c in rest)
        return any(_fits(hand[cards[0]], k) and fill(cards[1:], open_kinds[:j] + open_kinds[j + 1:])
                   for j, k in enumerate(open_kinds))
    return fill(list(chosen), list(kinds))
