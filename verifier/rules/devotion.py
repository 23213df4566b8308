"""Devotion (700.5), written once over an `Ops`: a player's devotion to a colour, or to
two colours, is the number of mana symbols of that colour (of either or both) among the
mana costs of the permanents that player controls.

- 107.4e: a hybrid symbol is each of its colours ({W/U} white and blue; {2/B} black);
  107.4f: a Phyrexian symbol is its colour.  A symbol counts once, whatever colours of
  the devotion it has.  Generic, {X}, {C} and {S} symbols have no colour and count nothing.
- 202.1, 202.1b: only the mana cost counts (not mana symbols in rules text); a land, a
  token (unless it copies something, 707.2, 111.3) and a face-down permanent (708.2a)
  have none.
- 700.5a: read after copy, control and text-changing effects; no other effect changes a
  mana cost or a controller, so the layers' state at any later point gives the same count.
  (Effects that modify devotion itself are not modelled: refused where they are stated.)
"""
from __future__ import annotations

import re
from typing import Any, Dict, FrozenSet, Iterable

from verifier.model import COLORS

Value = Any

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_LETTER = dict(zip("WUBRG", COLORS))


def symbol_colors(symbol: str) -> FrozenSet[str]:
    """The colours of one mana symbol (107.4e-f), written without braces: "W/U" is white
    and blue, "2/B" black, "G/P" green, "3" and "X" none."""
    return frozenset(_LETTER[p] for p in symbol.upper().split("/") if p in _LETTER)


def symbols_toward(cost: str, colors: Iterable[str]) -> int:
    """How many symbols of a mana cost are of at least one of these colours (700.5)."""
    wanted = set(colors)
    return sum(1 for s in _SYMBOL.findall(cost) if symbol_colors(s) & wanted)


def devotion(ops: Any, colors: Iterable[str], player: Value, state: Dict[str, Any], there: Dict[str, Value],
             costs: tuple) -> Value:
    """`player`'s devotion to `colors` (one colour or two, 700.5) among the objects of
    `state` for which `there` holds (the permanents: those on the battlefield); `costs`
    are the mana costs by code (`Vocabulary.mana_costs`)."""
    each = {code: symbols_toward(cost, colors) for code, cost in enumerate(costs)}
    each = {code: n for code, n in each.items() if n}

    def of(s: Any) -> Value:
        return ops.sum(*[ops.ite(ops.eq(s.mana_cost, code), n, 0) for code, n in each.items()])
    return ops.sum(*[ops.ite(ops.and_(m, ops.eq(state[o].controller, player)), of(state[o]), 0)
                     for o, m in there.items()])
