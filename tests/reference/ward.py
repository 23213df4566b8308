"""Ward in the reference's histories (702.21a), written from the Comprehensive Rules apart
from `verifier.rules`: "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]."

The permanent becomes the target as the spell is cast or the ability activated (601.2c,
602.2b), so whether it has ward, and who controls it, is read on the game as it was before
the cost was paid.  The instance on the stack (the simulator's tuple: its controller, nothing
to move, the spell or activation it aims at) resolves by the history's `paid`: paid, that
spell's or ability's controller pays the cost now, tapping for mana (118.12); unpaid, a spell
still on the stack is countered, into its owner's graveyard (701.6a), unless it can't be
(101.2); an ability is countered too (701.6b), which the history tells by its next event: the
ability marked so here must be resolved as countered."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Dict, Iterable, Optional

from . import casting
from .layers import Impossible, View

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game

WHEN = "becomes the target"


def cost_of(ability: str) -> Optional[str]:
    """The mana cost of "Ward {2}" (None for any other ability)."""
    m = re.fullmatch(r"ward ((?:\{\w+\})+)", ability, re.I)
    return m.group(1) if m else None


def check(g: "Game", aimed_by: object, targets: Iterable[str], controller: str, before: Dict[str, View]) -> None:
    """702.21a: a ward of a permanent among `targets`, there with the ability in `before` and
    controlled by another player than `controller`, triggers: an instance on the stack, its
    controller the permanent's (603.3a)."""
    for t in g.sc.triggers:
        if t.when != WHEN:
            continue
        v = before.get(t.source)
        g.triggered = t.source in targets and v is not None and t.ability in v.abilities and v.controller != controller
        if g.triggered:
            g.stack.append((v.controller, None, aimed_by))


def resolve(g: "Game", instance: tuple, paid: Optional[bool]) -> None:
    """702.21a, 118.12: the instance resolves: paid, by the controller of what it aims at; else
    that spell, if still on the stack and counterable, is countered; an ability is marked."""
    t = g.sc.triggers[0]
    aimed = instance[2]
    if paid:
        casting.pay(g, aimed.controller, casting.parse_cost(cost_of(t.ability)), 0, None)
        return
    if not any(x is aimed for x in g.stack):
        return
    if isinstance(aimed, casting.Spell):
        if aimed.id not in g.casts.uncounterable:
            casting.leave_stack(g, aimed)
        return
    g.__dict__.setdefault("warded", []).append(aimed)


def check_resolved(g: "Game", activation: object, countered: bool) -> None:
    """701.6b: an ability ward countered resolves no more: the history says it countered."""
    if not countered and any(x is activation for x in g.__dict__.get("warded", ())):
        raise Impossible("the ability was countered by ward (702.21a)")
