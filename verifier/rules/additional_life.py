"""A spell's mandatory additional cost of life (118.8, 601.2b): "As an additional cost to cast
this spell, pay N life."  It is added to what the total cost asks (601.2f), paid with it
(601.2h), also when the spell is cast without paying its mana cost (118.9d); a player can pay
life only up to their life total, 0 always (119.4, 118.3)."""
from __future__ import annotations

import re
from typing import Iterable

_PAY_LIFE = re.compile(r"As an additional cost to cast this spell, pay (\d+) life\.")


def said(ability: str) -> bool:
    """Whether the ability is such an additional cost."""
    return _PAY_LIFE.fullmatch(ability) is not None


def life(abilities: Iterable[str]) -> int:
    """The life a card's additional costs ask its spell's caster to pay (0 without one)."""
    return sum(int(m.group(1)) for a in abilities for m in [_PAY_LIFE.fullmatch(a)] if m is not None)
