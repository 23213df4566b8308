"""A creature's power and toughness under an Equipment giving "+A/+B for each counter on it",
read from the Comprehensive Rules alone, written apart from `verifier.rules` and the Oracle
translator: every counter counts whatever its kind (122.1: a counter is a marker, the ability
names no kind), counted as the effect applies (613.4c, layer 7c); +1/+1 and -1/-1 counters
also give their own +1/+1 or -1/-1 (122.1a, 613.4c)."""
from __future__ import annotations

from typing import Dict, Tuple

_OWN = {"+1/+1": 1, "-1/-1": -1}


def equipped_pt(base: Tuple[int, int], counters: Dict[str, int], each: Tuple[int, int]) -> Tuple[int, int]:
    """The equipped creature's power and toughness: its base, its counters' own bonus, and
    `each` for every counter on it."""
    n = sum(counters.values())
    own = sum(_OWN.get(kind, 0) * k for kind, k in counters.items())
    return base[0] + own + each[0] * n, base[1] + own + each[1] * n
