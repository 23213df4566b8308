"""Convoke (702.51) and improvise (702.126), written once over an `Ops`: a spell with one of
them cast with `convoke = ["a", "b"]` (or `improvise = [...]`) is paid in part by tapping
those permanents as its total cost is paid (601.2h): for convoke, creatures, each paying one
generic mana of the total cost or one coloured mana of one of its colours, its controller's
choice (702.51a); for improvise, artifacts, each paying one generic mana (702.126a).
Neither is an alternative nor an additional cost, and both come after the total cost is
locked in (702.51b, 702.126b, 601.2f), so cost changes apply first and the spell's mana cost
and mana value do not change (202.3).  Never {C} nor {S}: a tapped permanent is no colourless
mana and no mana from a snow source (107.4c, 107.4h); nor a mana ability (605.1a): it adds no
mana."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, Iterable, List, Pattern, Tuple

from verifier.model import COLORS

Value = Any
CONVOKE = re.compile(r"^convoke\b\s*(\([^)]*\))?\.?\s*$", re.I)  # 702.51a: the keyword (its reminder text aside)
IMPROVISE = re.compile(r"^improvise\b\s*(\([^)]*\))?\.?\s*$", re.I)  # 702.126a: likewise
PAYS = ("1", "W", "U", "B", "R", "G")  # what a creature tapped for convoke pays: generic, or one colour's symbol
_COLOR_OF = dict(zip(PAYS[1:], COLORS))  # (105.1, 106.1a)


@dataclass(frozen=True)
class Tapping:
    """A keyword that pays a part of a spell's total cost by tapping permanents: its name (the
    cast's key too), the card type of what is tapped, what each pays (PAYS' kinds), its rule."""

    name: str
    kind: str
    pays: Tuple[str, ...]
    rule: str
    keyword: Pattern[str]


CONVOKING = Tapping("convoke", "creature", PAYS, "702.51a", CONVOKE)
IMPROVISING = Tapping("improvise", "artifact", ("1",), "702.126a", IMPROVISE)
TAPPINGS = (CONVOKING, IMPROVISING)


def has(how: Tapping, abilities: Iterable[str]) -> bool:
    """Whether the abilities list that keyword (702.51d, 702.126c: several instances are one)."""
    return any(how.keyword.match(a) for a in abilities)


@dataclass
class Convoked:
    """What the permanents tapped for convoke or improvise pay as a spell's cost is paid: for
    each kind of symbol (PAYS), how many of the total cost's such symbols they pay; the
    conditions under which that tapping is allowed; each permanent tapped, and how (`Tapping`)."""

    pays: Dict[str, Value] = field(default_factory=dict)
    conditions: List[Tuple[Value, str]] = field(default_factory=list)
    tapped: Dict[str, Value] = field(default_factory=dict)
    how: Tapping = CONVOKING


def convoke(ops: Any, how: Tapping, tapping: Tuple[str, ...], state: Dict[str, Any], you: Value,
            tapped_before: Dict[str, Value], tapped_for_mana: Dict[str, Value],
            choose: Any, prefix: str, sacrificed: Tuple[str, ...] = ()) -> Convoked:
    """702.51a, 702.126a: the permanents `tapping` tapped for `how` by `you` as the cost is paid,
    the game as `state` has it then (right before the payment): each an untapped permanent of
    its card type on the battlefield `you` control (302.6 does not apply: no {T} cost of its
    own), not tapped for mana in this payment already (601.2g comes before 601.2h), nor
    sacrificed for mana then (`sacrificed`: gone by 601.2h); for each, the symbol it pays is
    its controller's choice among what `how` lets it pay (convoke: generic or a colour it has)."""
    out = Convoked(pays={k: 0 for k in how.pays}, how=how)
    rule = how.rule
    for c in tapping:
        s = state[c]
        if c in sacrificed:
            out.conditions.append((False, f"{c!r} is tapped for {how.name}, but it was sacrificed for mana as the "
                                          f"cost was paid, before permanents are tapped for {how.name} (601.2g-h, "
                                          f"{rule})"))
        out.conditions.append((ops.and_(s.on_battlefield, s.types[how.kind], ops.eq(s.controller, you),
                                        ops.not_(tapped_before[c]), ops.not_(tapped_for_mana.get(c, False))),
                               f"{c!r} is tapped for {how.name}, but it is not an untapped {how.kind} its caster "
                               "controls on the battlefield then, or it was tapped for mana to pay this cost already "
                               f"({rule}, 601.2g-h)"))
        kinds = ", ".join("generic" if k == "1" else k for k in how.pays)
        choice = choose(f"{prefix}{how.name}: what {c} pays ({kinds})", len(how.pays)) if len(how.pays) > 1 else 0
        for i, k in enumerate(how.pays):
            chosen = ops.eq(choice, i)
            if k != "1":  # (a colour of the creature's: 702.51a)
                out.conditions.append((ops.or_(ops.not_(chosen), s.colors.get(_COLOR_OF[k], False)),
                                       f"{c!r}, tapped for {how.name}, pays a {_COLOR_OF[k]} mana, but it is not "
                                       f"{_COLOR_OF[k]} ({rule})"))
            out.pays[k] = ops.add(out.pays[k], ops.ite(chosen, 1, 0))
        out.tapped[c] = True
    return out
