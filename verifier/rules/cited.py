"""The rules a proof may rest on (issue 27): each is a switch in the one semantics
(`Ops.rule(tag)`), always on, except in an encoding that asks which of them a proof needs
(`verifier.why`), where each is a Boolean the solver may turn off.  Off, the rule is as if it
were not in the game; the semantics then says what happens instead (in each one's place).

Tracked here: what a rule switched off reads as."""
from __future__ import annotations

from typing import Dict, Tuple, Type

import z3

from verifier.ops import Z3Ops

# tag -> title, and what the game is without it
RULES: Dict[str, Tuple[str, str]] = {
    "613.6": ("an effect that began to apply in one layer goes on applying to the same objects in later "
              "layers", "each layer asks anew whether the effect exists and what it applies to"),
    "613.7": ("within a layer, effects apply in timestamp order",
              "they apply in an order the game leaves open"),
    "613.8a": ("an effect that depends on another applies after it",
               "no dependency: timestamp order alone"),
    "305.7": ("a land whose subtype an effect sets to a basic land type loses its other abilities",
              "it keeps them"),
}


class Tracking:
    """Z3 operations in which each rule the semantics asks about is a Boolean of its own
    (`flags`), and 613.7 switched off orders effects by free integers (`free`)."""

    def __init__(self) -> None:
        self.flags: Dict[str, z3.BoolRef] = {}
        self.free: Dict[str, z3.ArithRef] = {}
        flags = self.flags

        def rule(tag: str) -> z3.BoolRef:
            if tag not in RULES:
                raise KeyError(f"no rule {tag!r} is tracked (verifier.rules.cited.RULES)")
            return flags.setdefault(tag, z3.Bool(f"rule[{tag}]"))

        def free_order(eid: str) -> z3.ArithRef:  # (where 613.7 is off: a place in an order left open)
            return self.free.setdefault(eid, z3.Int(f"free[{eid}]"))

        self.ops: Type[Z3Ops] = type("TrackingOps", (Z3Ops,), {"rule": staticmethod(rule),
                                                                "free_order": staticmethod(free_order)})

    def constraints(self) -> list:
        """The free places are an order: all distinct."""
        return [z3.Distinct(*self.free.values())] if len(self.free) > 1 else []
