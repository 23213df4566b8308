"""Power and toughness read off the statuses of permanents, from the Comprehensive Rules alone,
written apart from `verifier.rules` and the Oracle translator.

Maraxus of Keld: its power and toughness are the number of untapped artifacts, creatures and lands
its controller controls (604.3, 613.4a); a permanent is tapped or untapped (110.5), and one of
several of these types is one permanent, counted once.  Runadi, Behemoth Caller: a creature you
control with three or more +1/+1 counters on it has haste (122.1, 613.1f).  Arcades Sabboth:
each untapped creature you control that is not attacking gets +0/+2 (506.4, 613.4c)."""
from __future__ import annotations

from typing import Iterable, Tuple

# (types, controlled by you, tapped)
Permanent = Tuple[frozenset, bool, bool]


def maraxus(others: Iterable[Permanent], maraxus_tapped: bool = False) -> int:
    """Maraxus's power (= toughness): itself an untapped creature you control unless tapped."""
    counted = {"artifact", "creature", "land"}
    return int(not maraxus_tapped) + sum(1 for types, yours, tapped in others
                                         if yours and not tapped and types & counted)


def runadi_haste(counters: int, yours: bool) -> bool:
    """Whether a creature with that many +1/+1 counters has haste from Runadi."""
    return yours and counters >= 3


def arcades_toughness(printed: int, yours: bool, tapped: bool, attacking: bool) -> int:
    """A creature's toughness beside Arcades Sabboth."""
    return printed + (2 if yours and not tapped and not attacking else 0)
