"""Protection (702.16), written once over an `Ops`: an ability "protection from <quality>" whose
quality is a colour (105.1), a card type said in the plural ("protection from artifacts",
"from creatures": 702.16a, a permanent of that type or a card of it elsewhere) or everything
(702.16j).  What it does that the model follows: damage from a source with the quality is
prevented (702.16e, a prevention of 615; `Damage.dealt`), and an attacking creature with it can't
be blocked by a creature with the quality (702.16f; `Combat.could_block`).  Any other quality
("from Wizards", "from the chosen color", "from red and from blue", a player) is `unfollowed`:
the loader refuses a history it would change (`verifier.load.protection`)."""
from __future__ import annotations

import re
from typing import Any, Iterable, Optional

from verifier.model import COLORS

Value = Any
EVERYTHING = "everything"  # 702.16j
# 702.16a: a card type as a quality, said in the plural
TYPE_QUALITIES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                  "instants": "instant", "sorceries": "sorcery", "planeswalkers": "planeswalker", "lands": "land",
                  "battles": "battle"}
_SAID = re.compile(r"protection from (\w+)", re.I)
_ANY = re.compile(r"\bprotection from\b", re.I)


def quality(ability: str) -> Optional[str]:
    """The quality of a protection ability the model follows (702.16a, 702.16j), or None."""
    m = _SAID.fullmatch(ability.strip().rstrip("."))
    q = m.group(1).lower() if m else None
    return q if q in COLORS or q in TYPE_QUALITIES or q == EVERYTHING else None


def unfollowed(ability: str) -> bool:
    """Whether the ability speaks of protection (702.16) in a form `quality` does not read."""
    return bool(_ANY.search(ability)) and quality(ability) is None


def has_quality(ops: Any, q: str, source: Any) -> Value:
    """702.16a, 702.16j: whether the object in state `source` has the quality q."""
    if q == EVERYTHING:
        return True
    if q in COLORS:
        return source.colors.get(q, False)
    return source.types.get(TYPE_QUALITIES[q], False)


def protected(ops: Any, abilities: Iterable[str], holder: Any, source: Any) -> Value:
    """702.16: whether the object in state `holder` has, among `abilities` (the scenario's), a
    protection ability whose quality the object in state `source` has."""
    return ops.or_(*[ops.and_(holder.abilities.get(a, False), has_quality(ops, q, source))
                     for a in sorted(abilities) for q in [quality(a)] if q is not None])
