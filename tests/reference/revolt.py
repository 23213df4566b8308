"""Revolt's condition read from the Comprehensive Rules alone (207.2c, 500.1, 704.5f, 400.7):
whether a permanent each player controlled left the battlefield in the turn in progress,
after each step of a small history.  Written apart from `verifier.rules`.

A history here is a list of steps: ("turn", player) begins that player's turn; ("leaves", x)
moves the permanent x off the battlefield; ("enters", x) puts the card x onto it, where one
with toughness 0 dies at once of a state-based action (704.5f).  Cards start on the battlefield
or in a hand, each with its controller and toughness."""
from __future__ import annotations

from typing import Dict, List, Tuple

Card = Tuple[str, int, bool]  # (controller, toughness, on the battlefield as the history begins)


def left_this_turn(cards: Dict[str, Card], steps: List[tuple]) -> List[Dict[str, bool]]:
    """For each step, after it: each player -> a permanent they controlled left this turn."""
    there = {x: c[2] for x, c in cards.items()}
    gone: set = set()  # the players a permanent of whom left in this turn
    out = []
    for kind, what in steps:
        if kind == "turn":
            gone = set()  # 500.1: a new turn
        elif kind == "leaves":
            assert there[what]
            there[what] = False
            gone.add(cards[what][0])
        elif kind == "enters":
            assert not there[what]
            if cards[what][1] <= 0:  # 704.5f: it enters and dies at once; it left all the same
                gone.add(cards[what][0])
            else:
                there[what] = True
        out.append({p: p in gone for p in ("you", "opponent")})
    return out
