"""Hypergenesis's process in the reference, written from the card's text, CR 101.4 and its rulings apart from
`verifier.rules` and `verifier.load`: starting with the spell's controller, each player in turn may put an
artifact, creature, enchantment or land card from their hand onto the battlefield; the process repeats until a
whole round, starting with the controller again, puts none (rulings 3, 5).

`legal` plays the process out, choice by choice, trying every way to read the listed choices: a listed card is
put by the player whose turn it is (it must be theirs, in their hand, of a kind put), a listed "pass" is that
player's pass, and any player may also pass where the list says nothing.  The list is legal if some play of it
uses every listed choice and then ends with a round of passes."""
from __future__ import annotations

from functools import lru_cache
from typing import Dict, Sequence, Tuple

PUT_KINDS = {"artifact", "creature", "enchantment", "land"}


def legal(first: str, second: str, hands: Dict[str, Tuple[str, Sequence[str]]], choices: Sequence[str]) -> bool:
    """Whether `choices` (card ids and "pass") can be the process's choices. `hands`: card -> (owner, its types);
    `first` the spell's controller, `second` the other player."""
    order = (first, second)

    @lru_cache(maxsize=None)
    def play(i: int, seat: int, put: bool, on_battlefield: frozenset) -> bool:
        if seat == len(order):  # the round is over: with no put, the process ends (ruling 5)
            return i == len(choices) if not put else play(i, 0, False, on_battlefield)
        player = order[seat]
        ways = [play(i, seat + 1, put, on_battlefield)]  # a pass the list leaves out
        if i < len(choices) and choices[i] == "pass":
            ways.append(play(i + 1, seat + 1, put, on_battlefield))
        elif i < len(choices) and choices[i] in hands:
            owner, types = hands[choices[i]]
            if owner == player and choices[i] not in on_battlefield and PUT_KINDS & set(types):
                ways.append(play(i + 1, seat + 1, True, on_battlefield | {choices[i]}))
        return any(ways)

    if len(choices) > 4 * (len(hands) + 1) + 2:  # (passes beyond any round's: never legal, and the search is bounded)
        return False
    return play(0, 0, False, frozenset())
