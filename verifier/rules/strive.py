"""Strive (an ability word, 207.2c: no rules meaning of its own): "Strive — This spell costs
{2}{R} more to cast for each target beyond the first." is a cost increase (601.2f) by the
number of targets its caster chose for it as it was cast (601.2c: announced before the total
cost is determined).  The spell's mana cost and mana value stay what they are (202.3: the
increase changes only the total cost); cast without paying its mana cost, the increase is
still paid (118.9d).  Its targets are "any number of target ...", which may be none (107.1c,
601.2c), and the same object is chosen at most once (601.2c: one instance of "target")."""
from __future__ import annotations

import re
from typing import Optional, Sequence

from verifier.rules.payment import Need, need

# 207.2c, 601.2f: the ability word, then the increase per target beyond the first
STRIVE = re.compile(r"^Strive\s+[—-]\s+This spell costs (?P<cost>(?:\{[^}]+\})+) more to cast for each target "
                    r"beyond the first\.?$", re.I)
# 107.1c, 601.2c: a variable number of targets, zero allowed
ANY_NUMBER = re.compile(r"\bany number of target\b", re.I)


def per_target(abilities: Sequence[str]) -> Optional[str]:
    """The mana symbols a card's strive ability adds for each target beyond the first, or
    None for a card without one."""
    said = [STRIVE.match(a) for a in abilities]
    return next((m["cost"] for m in said if m), None)


def increase(abilities: Sequence[str], targets: int) -> Need:
    """601.2f: what a spell with these abilities and this many targets adds to its total cost:
    its strive cost once for each target beyond the first (none for none or one target)."""
    cost = per_target(abilities)
    out = Need()
    for _ in range(max(targets - 1, 0) if cost is not None else 0):
        out = out.plus(need(cost) or Need())  # (the loader refuses a strive cost `need` does not read)
    return out
