"""The number of differently named permanents, read from the Comprehensive Rules alone, written
apart from `verifier.rules` and the Oracle translator: each name is counted once however many
permanents have it (201.2b: a group has different names only if no two of them share one; the
Awakened Amalgam ruling: four Plains, two Islands and one other land are three), and a permanent
with no name (a face-down one, 708.2) is in no such group (201.2a-b)."""
from __future__ import annotations

from typing import Iterable, Optional


def differently_named(names: Iterable[Optional[str]]) -> int:
    """How many different names the permanents have; None: a permanent with no name."""
    return len({n for n in names if n is not None})
