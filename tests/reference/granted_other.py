"""Creatures' power and toughness under an Equipment whose equipped creature gets +2/+2 and has
"Other commanders you control get +2/+2" (Dancer's Chakrams), read from the Comprehensive Rules
alone, written apart from `verifier.rules` and the Oracle translator: the granted ability is the
equipped creature's (613.1f), so "other" is every commander you control but that creature, the
equipped creature gets its own +2/+2 whether or not it is a commander, and both apply in
layer 7c (613.4c)."""
from __future__ import annotations

from typing import Dict, Tuple


def powers(printed: Dict[str, int], commanders: set, equipped: str) -> Dict[str, Tuple[int, int]]:
    """Each creature's power and toughness (printed n/n), all controlled by you."""
    out = {}
    for oid, n in printed.items():
        bonus = 2 if oid == equipped else 0
        bonus += 2 if oid in commanders and oid != equipped else 0
        out[oid] = (n + bonus, n + bonus)
    return out
