"""Whether a permanent can be tapped for mana beside static abilities forbidding activated abilities, read from the
Comprehensive Rules alone, written apart from `verifier.rules` and the Oracle translator: a mana ability is an
activated ability (605.1a), so where an effect says the permanent's activated abilities can't be activated, it can't
be activated (602.5, 101.2: "can't" beats "can"); otherwise an untapped permanent with "{T}: Add ..." can be tapped
for it (107.5), a creature only where its controller has controlled it since the turn began (302.6)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple


@dataclass(frozen=True)
class Permanent:
    types: Tuple[str, ...]  # its card types ("artifact", "creature", "land")
    mine: bool  # controlled by the ability's controller ("you")
    tapped: bool = False


@dataclass(frozen=True)
class Ban:
    """What a static ability forbids: the activated abilities of the permanent its Aura enchants (`enchanted`, an
    index), or of every permanent of a card type (`of_type`), of a controller's too (`theirs`: only the opponent's)."""
    enchanted: Optional[int] = None
    of_type: Optional[str] = None
    theirs: bool = False


def banned(i: int, p: Permanent, ban: Ban) -> bool:
    """602.5: whether the ban names permanent i."""
    if ban.enchanted is not None:
        return ban.enchanted == i
    return ban.of_type in p.types and (not ban.theirs or not p.mine)


def can_tap_for_mana(i: int, p: Permanent, ban: Ban) -> bool:
    """605.1a, 602.5, 107.5: its "{T}: Add ..." can be activated (every permanent here has one and has been under its
    controller's control since the turn began, 302.6)."""
    return not p.tapped and not banned(i, p, ban)
