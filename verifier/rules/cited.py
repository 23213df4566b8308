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
    "305.6": ("a land with a basic land type has that type's mana ability", "land types give no ability"),
    "302.6": ("a creature can't attack or pay {T} or {Q} unless under its controller's control since their "
              "most recent turn began", "no summoning sickness"),
    "702.10": ("haste, or acting as though with it, lifts summoning sickness", "haste does nothing"),
    "603.4": ('a triggered ability with an intervening "if" triggers only if it holds then, and does '
              "nothing unless it holds as it resolves", 'the "if" is not asked'),
    "611.2c": ("a resolved effect changing characteristics or control affects only the objects it found as it "
               "began", "it affects whatever matches at each moment"),
    "106.7": ('what a permanent "could produce" is what its mana abilities would produce if they resolved now '
              '(nothing on a promise)', "what another permanent could produce is left open"),
    "704.5f": ("a creature with toughness 0 or less is put into its owner's graveyard", "it stays"),
    "704.5g": ("a creature with lethal damage (or any deathtouch damage, 704.5h) is destroyed", "it stays"),
    "704.5m": ("an Aura attached illegally or to nothing is put into its owner's graveyard", "it stays"),
    "704.5s": ("a Saga with a chapter ability, lore counters at least its final chapter number and no chapter "
               "ability of it waiting on the stack is sacrificed (714.4)", "it stays"),
    "704.5j": ("of legendary permanents with the same name under one player's control, that player keeps one and "
               "the rest are put into their owners' graveyards", "they all stay"),
    # the layers (613.1, 613.2, 613.4): each applies its kind of effect
    "613.2a": ("layer 1a: copy effects and other changes of copiable values apply", "they do not apply"),
    "613.2b": ("layer 1b: a face-down object's characteristics are those 708.2 gives", "face-down changes nothing"),
    "613.1b": ("layer 2: control-changing effects apply", "they do not apply"),
    "613.1c": ("layer 3: text-changing effects apply", "they do not apply"),
    "613.1d": ("layer 4: type-changing effects apply", "they do not apply"),
    "613.1e": ("layer 5: colour-changing effects apply", "they do not apply"),
    "613.1f": ("layer 6: ability-adding and ability-removing effects apply", "they do not apply"),
    "613.4a": ("layer 7a: characteristic-defining abilities set power and toughness", "they do not apply"),
    "613.4b": ("layer 7b: effects setting power and toughness apply", "they do not apply"),
    "613.4c": ("layer 7c: effects and counters modifying power and toughness apply", "they do not apply"),
    "613.4d": ("layer 7d: effects switching power and toughness apply", "they do not apply"),
}

# each layer of the model (`verifier.model.effects.LAYERS`) and the rule that applies its effects
LAYER_RULE: Dict[str, str] = {"1a": "613.2a", "1b": "613.2b", "2": "613.1b", "3": "613.1c", "4": "613.1d",
                              "5": "613.1e", "6": "613.1f", "7a": "613.4a", "7b": "613.4b", "7c": "613.4c",
                              "7d": "613.4d"}


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
