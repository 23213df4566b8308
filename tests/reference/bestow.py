"""Bestow past the stack, written from the Comprehensive Rules apart from `verifier.rules`: one
card cast bestowed (702.103a-b) targeting your creature, what happens to that creature before
the spell resolves and after, and whether your turn comes round in between.

- As it resolves (608.3b-c, 702.103e): its target still legal (a creature on the battlefield; the
  enchant creature of 702.103b, control aside), it enters attached to it, a bestowed Aura: an
  enchantment Aura, no creature; else it ceases to be bestowed and enters as the enchantment
  creature its card is, under its caster's control either way (608.3a).
- On the battlefield (303.4e, 702.103f): another player gaining control of the enchanted creature
  moves nothing; the creature leaving unattaches the Aura, which ceases to be bestowed and stays,
  the same permanent under the same control (an exception to 704.5m); so does the creature ceasing to
  be one, an illegal object for enchant creature (303.4d's sense of "legal", 702.103f).
- 302.6: it can attack on your turn while a creature, untapped, under your control since your
  turn began; it entered this turn unless a turn of yours began since.

`run` answers, after all of it, questions in the model language (the card is "x", the creature
"c", the Aura's bonus +P/+T on a creature of base P/T)."""
from __future__ import annotations

from typing import Dict

BEFORE = ("kept", "gone", "stolen")  # what happens to the target before the spell resolves
# ... to the creature after it resolves (nothing if it never enchanted it); "land": it stops being a creature
AFTER = ("kept", "gone", "stolen", "land")


def run(before: str, after: str, turn_passes: bool, base: tuple, bonus: tuple) -> Dict[str, bool]:
    """The answers once the history is over; `base`: the creature's P/T, `bonus`: the Aura's."""
    c_here, c_mine = before != "gone", before != "stolen"
    attached = c_here                  # 608.3c / 702.103e: attached only to a legal target
    bestowed = attached
    if attached and after in ("gone", "land"):  # 702.103f: unattached, no longer bestowed, stays
        c_here, attached, bestowed = after != "gone", False, False
    if attached and after == "stolen":  # 303.4e: the Aura's control and attachment unchanged
        c_mine = False
    creature = not bestowed
    c_power = base[0] + (bonus[0] if attached else 0)
    return {"on_battlefield(x)": True,
            "has_type(x, 'creature')": creature,
            "has_subtype(x, 'Aura')": bestowed,
            "has_type(x, 'enchantment')": True,
            "attached(x, c)": attached,
            "controller(x) == 'you'": True,
            "on_battlefield(c) and controller(c) == 'you'": c_here and c_mine,
            f"on_battlefield(c) and has_type(c, 'creature') and power(c) == {c_power}": c_here and after != "land",
            "can_attack(x)": creature and turn_passes}
