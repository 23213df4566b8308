"""Paying a mana cost (601.2f-h, 118.3), written once over an `Ops`.

A cost is what its symbols ask (107.4): generic mana, payable with any mana; a coloured
symbol, mana of that colour; {C}, colourless mana; {S}, mana of any type from a snow
source (107.4h: snow is neither a colour nor a type); {X}, generic mana as much as the X
announced (107.3a).  The mana is what the permanents tapped for it add (106.12,
`verifier.rules.mana`).  Which mana pays which symbol is the player's choice, so a pool
pays a cost when some assignment of its mana to the symbols exists: by Hall's theorem,
when every set of the cost's kinds of symbols asks no more than the mana that could pay
one of them, and the whole cost no more than the whole pool (supply and demand in a
bipartite graph).  Mana a player may spend "as though it were mana of any colour" (or
type) may pay any coloured symbol (and {C}); it stays the mana it is (609.4b)."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from verifier.model import MANA_TYPES

Value = Any
KINDS = ("W", "U", "B", "R", "G", "C", "S")  # the symbols that ask for mana of one kind (107.4b-c, 107.4h)
_SYMBOL = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class Need:
    """What a mana cost asks: generic mana (a number), how many X (107.3), and how many
    of each symbol of KINDS."""

    generic: int = 0
    xs: int = 0
    kinds: Tuple[Tuple[str, int], ...] = ()

    def count(self, kind: str) -> int:
        return dict(self.kinds).get(kind, 0)

    def plus(self, other: "Need") -> "Need":
        """This cost and another paid with it (an additional cost, 601.2f, 118.8)."""
        kinds = {k: self.count(k) + other.count(k) for k in {k for k, _ in self.kinds + other.kinds}}
        return Need(self.generic + other.generic, self.xs + other.xs, tuple(sorted(kinds.items())))


def need(cost: str) -> Optional[Need]:
    """The mana cost as a `Need`; None where it has a symbol not read here (hybrid,
    Phyrexian: 107.4e-f)."""
    generic, xs, kinds = 0, 0, {}
    if _SYMBOL.sub("", cost).strip():
        return None
    for symbol in _SYMBOL.findall(cost):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X":
            xs += 1
        elif symbol in KINDS:
            kinds[symbol] = kinds.get(symbol, 0) + 1
        else:
            return None
    return Need(generic, xs, tuple(sorted(kinds.items())))


@dataclass
class Source:
    """Mana one permanent adds to the pool: an amount per type (106.1b), whether it is
    used at all, whether it comes from a snow source (107.4h), and whether it may be
    spent on this cost (106.6: "spend this mana only to cast ...")."""

    mana: Dict[str, Value]
    used: Value
    snow: Value
    spendable: Value = True


def total(ops: Any, cost: Need, x: Value, change: Value = 0) -> Value:
    """How much mana the cost asks for, X as given, its generic part changed by `change`
    and never below nothing (601.2f, 118.7a)."""
    generic = ops.sum(cost.generic, *[x] * cost.xs, change)
    return ops.sum(ops.ite(ops.lt(generic, 0), 0, generic), *[n for _, n in cost.kinds])


def pays(ops: Any, sources: List[Source], cost: Need, x: Value, any_color: Value = False,
         any_type: Value = False, change: Value = 0) -> Value:
    """Whether the mana of the used sources can pay the cost with X as given (601.2h):
    Hall's condition for every set of the cost's one-kind symbols, and the total. `change`
    is the generic mana cost increases add, less what reductions take (601.2f): only the
    generic part changes, never below nothing (118.7, 118.7a)."""
    def amount(s: Source, t: str) -> Value:
        return ops.ite(ops.and_(s.used, s.spendable), s.mana[t], 0)

    demand_total = total(ops, cost, x, change)
    supply_total = ops.sum(*[amount(s, t) for s in sources for t in MANA_TYPES])
    conds = [ops.not_(ops.lt(supply_total, demand_total))]
    kinds = [k for k, n in cost.kinds if n > 0]
    for size in range(1, len(kinds) + 1):
        for group in itertools.combinations(kinds, size):
            demand = sum(cost.count(k) for k in group)
            supply = ops.sum(*[ops.ite(_serves(ops, t, s.snow, group, any_color, any_type), amount(s, t), 0)
                               for s in sources for t in MANA_TYPES])
            conds.append(ops.not_(ops.lt(supply, demand)))
    return ops.and_(*conds)


def _serves(ops: Any, t: str, snow: Value, group: Tuple[str, ...], any_color: Value, any_type: Value) -> Value:
    """Whether mana of type t (from a snow source or not) can pay one of these symbols:
    its own type's (107.4b-c), {S} if it is snow (107.4h), any coloured one if it may be
    spent as though of any colour, {C} too if as though of any type (609.4b)."""
    out = []
    for k in group:
        if k == "S":
            out.append(snow)
        elif k == "C":
            out.append(ops.or_(t == "C", any_type))
        else:
            out.append(ops.or_(t == k, any_color, any_type))
    return ops.or_(*out)
