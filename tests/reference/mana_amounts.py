"""Amounts of mana read from the Comprehensive Rules and rulings alone, written apart from
`verifier.rules`: "one mana ... for each different power among creatures you control" (the
Contortionist Troupe rulings on coven: two creatures have different powers if their powers are
different numbers, each number counted once), and what "an amount of {B} equal to the
sacrificed artifact's mana value" could produce (106.7: whatever its costs, so whichever it
could sacrifice; 107.1b: an amount below one adds no mana)."""
from __future__ import annotations

from typing import Iterable, Set


def different_powers(powers: Iterable[int]) -> int:
    """How many different numbers are among these powers."""
    seen: list = []
    for p in powers:
        if p not in seen:
            seen.append(p)
    return len(seen)


def sacrificed_could_produce(mana: str, values: Iterable[int]) -> Set[str]:
    """The types it could produce, the values being those of the permanents it could sacrifice."""
    return {mana} if any(v >= 1 for v in values) else set()
