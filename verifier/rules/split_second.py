"""Split second (702.61): while a spell with it is on the stack, no player may cast a spell or
activate an ability that isn't a mana ability (702.61a, 605.1a; a loyalty ability is none,
606).  Mana abilities, special actions (turning a face-down permanent face up, 702.61b, 116.2b)
and triggered abilities (which trigger, go on the stack and resolve as usual) are not stopped.
It stops nothing once the spell has left the stack: resolved, countered or moved (702.61a).
A copy of a spell with it has it too (707.10, 707.2).

One semantics over `ops`: `held` is the value, `casting` and `activating` the legality
conditions (`verifier.rules.legality`) that a cast or an activation needs, concrete and
symbolic alike; `can_cast` and `can_activate` read the same value.
"""
from __future__ import annotations

import re
from typing import Any, List, Tuple

Value = Any
Condition = Tuple[Value, str]

SPLIT_SECOND = re.compile(r"split second\b", re.I)  # 702.61a: the keyword (its reminder text aside)


def is_keyword(ability: str) -> bool:
    """702.61a: whether the ability is split second."""
    return SPLIT_SECOND.match(ability) is not None


def modelled(sc: Any) -> frozenset:
    """The split second abilities of sc's objects: followed here (the loader lets them through)."""
    return frozenset(a for o in sc.objects.values() for a in o.printed.abilities if is_keyword(a))


def has_it(h: Any, s: str) -> bool:
    """702.61a, 707.10: whether spell s has split second: by the face it was cast with (712.11c); a
    copy by the face of the spell it copies (707.2)."""
    original = h.sc.objects[s].copy_of_spell or s
    return any(is_keyword(a) for a in h.spell_face(original).abilities)


def held(h: Any, p: int) -> Value:
    """702.61a: whether a spell with split second is on the stack at point p."""
    return h.ops.or_(*[h.on_the_stack(s, p) for s in h.casts() if has_it(h, s)])


def casting(h: Any, s: str, p: int) -> List[Condition]:
    """702.61a: s can be cast right after point p only if no spell with split second is on the
    stack then (a cast as a trigger resolves too: suspend's, 702.62a)."""
    there = held(h, p)
    return [] if h.ops.is_false(there) else \
        [(h.ops.not_(there), f"{s!r} is cast while a spell with split second is on the stack: no spell can be cast "
                             "until it leaves the stack (702.61a)")]


def activating(h: Any, what: str, p: int) -> List[Condition]:
    """702.61a, 605.1a: an ability that isn't a mana ability (`what` names it) can be activated
    right after point p only if no spell with split second is on the stack then."""
    there = held(h, p)
    return [] if h.ops.is_false(there) else \
        [(h.ops.not_(there), f"{what} is activated while a spell with split second is on the stack: only mana "
                             "abilities can be activated until it leaves the stack (702.61a, 605.1a)")]
