"""Convoke (702.51), written once over an `Ops`: a spell with convoke cast with `convoke =
["a", "b"]` is paid in part by tapping those creatures as its total cost is paid (601.2h):
each pays one generic mana of the total cost or one coloured mana of one of its colours,
its controller's choice (702.51a).  It is neither an alternative nor an additional cost and
comes after the total cost is locked in (702.51b, 601.2f), so cost changes apply first and
the spell's mana cost and mana value do not change (202.3).  Never {C} nor {S}: a tapped
creature is no colourless mana and no mana from a snow source (107.4c, 107.4h)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Tuple

from verifier.model import COLORS

Value = Any
CONVOKE = re.compile(r"^convoke\b\s*(\([^)]*\))?\.?\s*$", re.I)  # 702.51a: the keyword (its reminder text aside)
PAYS = ("1", "W", "U", "B", "R", "G")  # what a creature tapped for convoke pays: generic, or one colour's symbol
_COLOR_OF = dict(zip(PAYS[1:], COLORS))  # (105.1, 106.1a)


def has_convoke(abilities: Iterable[str]) -> bool:
    """702.51a, 702.51d: whether the abilities list convoke (any number of instances: one)."""
    return any(CONVOKE.match(a) for a in abilities)


@dataclass
class Convoked:
    """What the creatures tapped for convoke pay as a spell's cost is paid: for each kind of
    symbol (PAYS), how many of the total cost's such symbols they pay; the conditions under
    which that tapping is allowed; each creature tapped, and the choices told."""

    pays: Dict[str, Value] = field(default_factory=dict)
    conditions: List[Tuple[Value, str]] = field(default_factory=list)
    tapped: Dict[str, Value] = field(default_factory=dict)


def convoke(ops: Any, creatures: Tuple[str, ...], state: Dict[str, Any], you: Value,
            tapped_before: Dict[str, Value], tapped_for_mana: Dict[str, Value],
            choose: Any, prefix: str, sacrificed: Tuple[str, ...] = ()) -> Convoked:
    """702.51a: the creatures `creatures` tapped for convoke by `you` as the cost is paid, the
    game as `state` has it then (right before the payment): each an untapped creature on the
    battlefield `you` control (302.6 does not apply: no {T} cost of its own), not tapped
    for mana in this payment already (601.2g comes before 601.2h), nor sacrificed for mana then
    (`sacrificed`: gone by 601.2h); for each, the symbol it pays is its controller's choice,
    generic or a colour it has."""
    out = Convoked(pays={k: 0 for k in PAYS})
    for c in creatures:
        s = state[c]
        if c in sacrificed:
            out.conditions.append((False, f"{c!r} is tapped for convoke, but it was sacrificed for mana as the cost "
                                          "was paid, before creatures are tapped for convoke (601.2g-h, 702.51a)"))
        out.conditions.append((ops.and_(s.on_battlefield, s.types["creature"], ops.eq(s.controller, you),
                                        ops.not_(tapped_before[c]), ops.not_(tapped_for_mana.get(c, False))),
                               f"{c!r} is tapped for convoke, but it is not an untapped creature its caster controls "
                               "on the battlefield then, or it was tapped for mana to pay this cost already "
                               "(702.51a, 601.2g-h)"))
        choice = choose(f"{prefix}convoke: what {c} pays (generic, W, U, B, R, G)", len(PAYS))
        for i, k in enumerate(PAYS):
            chosen = ops.eq(choice, i)
            if k != "1":  # (a colour of the creature's: 702.51a)
                out.conditions.append((ops.or_(ops.not_(chosen), s.colors.get(_COLOR_OF[k], False)),
                                       f"{c!r}, tapped for convoke, pays a {_COLOR_OF[k]} mana, but it is not "
                                       f"{_COLOR_OF[k]} (702.51a)"))
            out.pays[k] = ops.add(out.pays[k], ops.ite(chosen, 1, 0))
        out.tapped[c] = True
    return out
