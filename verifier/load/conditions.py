"""Conditions checked at points of a history (611.2b, 603.4): an effect's `as_long_as`, a
trigger's intervening "if"; a bool on the board, is_tapped and the turn's history (207.2c)."""
from __future__ import annotations

import ast
from dataclasses import replace
from typing import List

from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load.claims import parse_expr
from verifier.load.files import At
from verifier.model import Scenario


NOT_IN_CONDITIONS = ("controlled_since_turn_began", "can_attack", "can_activate", "could_produce", "tapped_for_mana",
                      "can_tap_for_mana", "can_turn_face_up", "can_copy", "at", "can_cast", "can_cast_by", "can_play_land", "x_of", "assisted", "snow_spent", "resolved",
                      "tapped_to_cast", "cant_be_countered", "attacking", "blocking", "blocked", "damage", "can_block",
                      "lost")


def condition_of(at: At, text: str, sc: Scenario) -> Expr:
    """A condition checked at points of a history (611.2b, 603.4): a bool on the board,
    is_tapped and the turn's history (207.2c)."""
    if not sc.events:
        raise at.error(f"{at.path[-1]!r} is checked at points of a history: give the scenario its [[event]]s")
    e = parse_expr(text, sc, lambda m, line=at.line: ModelError(sc.path, line, f"{at.path[-1]}: {m}"))
    if e.kind != "bool":
        raise at.error(f"{at.path[-1]} is a condition: {text!r} gives a value of kind {e.kind}, not a bool")
    asked = {n.func.id for n in ast.walk(e.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    bad = sorted(asked & set(NOT_IN_CONDITIONS))
    if bad:
        raise at.error(f"a condition asks about the board and is_tapped, not {bad[0]}" + (
            " (the turn's history: permanent_left_this_turn('you'), 207.2c)" if bad[0] == "at" else ""))
    late = sorted(asked & {"permanent_left_this_turn", "blessed"})
    if at.path[-1] == "as_long_as" and late:
        # (207.2c, 702.131b read the point's own board, which the duration decides: 611.2b)
        raise at.error(f"as_long_as can't ask {late[0]}: the model reads it in a trigger's or a "
                       "resolving spell's if and in claims, not in a duration")
    return e


def with_conditions(root: At, tables: List[dict], sc: Scenario) -> Scenario:
    """The scenario with each effect's `as_long_as` condition parsed (611.2b)."""
    conditions = {table["id"]: condition_of(root / "effect" / i / "as_long_as", table["as_long_as"], sc)
                  for i, table in enumerate(tables) if "as_long_as" in table}
    if not conditions:
        return sc
    def conditioned(effects: dict) -> dict:
        return {k: replace(e, as_long_as=conditions[k]) if k in conditions else e for k, e in effects.items()}
    return replace(sc, effects=conditioned(sc.effects), all_effects=conditioned(sc.all_effects))
