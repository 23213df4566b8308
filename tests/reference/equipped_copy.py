"""Whether "create a token that's a copy of equipped creature" (Helm of the Host) has a creature to
copy as it resolves, in the reference (written from the Comprehensive Rules apart from
`verifier.rules`): 608.2h, the equipped creature is read as the ability resolves; if the Equipment
has left the battlefield, the creature it equipped as it last existed there (113.7a); an Equipment
whose creature left is unattached (704.5n, 301.5c); one that is unattached equips nothing."""
from __future__ import annotations

from typing import Iterable, Optional

HERO_LEAVES, HELM_LEAVES, UNATTACH, ATTACH = "hero leaves", "helm leaves", "unattach helm", "attach helm to hero"
EVENTS = (HERO_LEAVES, HELM_LEAVES, UNATTACH, ATTACH)


def copies_hero(events: Iterable[str]) -> Optional[bool]:
    """Whether the trigger, resolving after `events` (the Helm starting on the battlefield attached
    to the Hero), creates a token copying the Hero; None if the events can't happen in that order
    (each object leaves once; an unattach needs an attached Equipment, an attach both objects there
    and the Equipment unattached)."""
    hero_there, helm_there, equipping, last_equipped = True, True, True, True
    for e in events:
        if e == HERO_LEAVES and hero_there:
            hero_there, equipping = False, False  # (704.5n: the Equipment stays, unattached)
        elif e == HELM_LEAVES and helm_there:
            helm_there, last_equipped, equipping = False, equipping, False
        elif e == UNATTACH and helm_there and equipping:
            equipping = False
        elif e == ATTACH and helm_there and hero_there and not equipping:
            equipping = True
        else:
            return None
    return equipping if helm_there else last_equipped
