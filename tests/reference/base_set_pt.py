"""A creature's power and toughness when an effect sets its base power and toughness to its
controller's life total ("Equipped creature has base power and toughness X/X, where X is your
life total"), read from the Comprehensive Rules alone, written apart from `verifier.rules` and
the Oracle translator: the printed values are replaced in layer 7b (613.4b), the amount read as
the effect applies (the life total now, 119.1), then +1/+1 and -1/-1 counters and "+N/+N until
end of turn" effects modify it in layer 7c whatever their timestamps (613.4c, 122.1a)."""
from __future__ import annotations

from typing import Tuple


def set_to_life(life: int, plus_counters: int, pump: Tuple[int, int]) -> Tuple[int, int]:
    """Power and toughness: the life total as both (7b), then the counters' and the pump's (7c)."""
    return life + plus_counters + pump[0], life + plus_counters + pump[1]
