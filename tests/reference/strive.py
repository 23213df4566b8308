"""Strive's total cost, written from the Comprehensive Rules apart from `verifier.rules`: the
spell's mana cost, or nothing cast without paying it (118.9), plus its strive cost once for
each target beyond the first (601.2f; 118.9d: with an alternative cost too), the number of
targets any from zero up (107.1c, 601.2c); and whether basic lands pay it (each land one mana
of its colour, 305.6; a coloured symbol takes mana of its colour, a generic one any, 107.4)."""
from __future__ import annotations

from collections import Counter
from typing import Dict


def symbols(cost: str) -> Counter:
    """A cost like "{2}{R}" as symbol counts, its generic part under "generic"."""
    out: Counter = Counter()
    for part in cost.strip("{}").split("}{") if cost else []:
        if part.isdigit():
            out["generic"] += int(part)
        else:
            out[part] += 1
    return out


def total_cost(mana_cost: str, strive: str, targets: int, free: bool) -> Counter:
    """601.2f: the total cost of casting the spell with that many targets."""
    out = Counter() if free else symbols(mana_cost)
    for _ in range(targets - 1):
        out.update(symbols(strive))
    return out


def pays(lands: Dict[str, int], cost: Counter) -> bool:
    """Whether lands (a colour letter to how many) pay the cost: each coloured symbol with a land
    of its colour, the generic part with what is left."""
    left = dict(lands)
    for colour, n in cost.items():
        if colour == "generic":
            continue
        if left.get(colour, 0) < n:
            return False
        left[colour] -= n
    return sum(left.values()) >= cost["generic"]
