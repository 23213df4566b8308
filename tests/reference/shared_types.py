"""Whether two creatures share a creature type, in the reference (written from the Comprehensive
Rules apart from `verifier.rules`): 205.3m lists the creature types, and two objects share one when
some type is in both lists; a changeling has every creature type (702.73a); an object with no
creature type shares none.  Alpha Status (its ruling 2004-10-04) counts each other creature
sharing one once, +2/+2 each."""
from __future__ import annotations

from typing import FrozenSet, Iterable, Union

CHANGELING = "changeling"
# A creature is its set of creature types, or CHANGELING
Creature = Union[FrozenSet[str], str]


def _types(c: Creature, every: FrozenSet[str]) -> FrozenSet[str]:
    return every if c == CHANGELING else c


def share(a: Creature, b: Creature, every: FrozenSet[str]) -> bool:
    """Some creature type is both's (`every`: all the types in play, as a changeling's stand-in)."""
    return bool(_types(a, every) & _types(b, every))


def alpha_bonus(host: Creature, others: Iterable[Creature], every: FrozenSet[str]) -> int:
    """+2 for each other creature sharing a creature type with the enchanted one, each once."""
    return 2 * sum(1 for o in others if share(host, o, every))
