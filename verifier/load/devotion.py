"""What devotion (700.5) needs of a scenario: the mana cost of every object that may be a
permanent counted, since devotion counts its symbols (a mana value alone does not say
which colours they are); and no effect that changes devotion itself (700.5a), which is
not modelled."""
from __future__ import annotations

import re
from typing import Dict, Optional

from verifier.load.files import At
from verifier.model import DEVOTION, Devotion, Scenario
from verifier.rules.devotion import symbols_toward

_MODIFIES = re.compile(r"\bdevotion\b[^.]*\b(increased|decreased|counts? as|equal to \w+ more)\b", re.I)


def why_not(sc: Scenario) -> Optional[str]:
    """Why devotion can't be read in sc, or None if it can."""
    for o in sc.objects.values():
        for face in o.faces:
            if face.mana_cost is None and face.mana_value > 0:
                return (f"{o.id!r} has mana value {face.mana_value} but no mana_cost, and devotion counts the "
                        "coloured symbols of mana costs (700.5): give its mana_cost")
            text = next((a for a in face.abilities if _MODIFIES.search(a)), None)
            if text is not None:
                return f"{o.id!r} has {text!r}, an effect on devotion itself (700.5a): not modelled"
    return None


_STATED = re.compile(r"\bdevotion\b", re.I)


def check_stated(at: At, head: dict) -> None:
    """A devotion is computed (700.5), never a fact the scenario states: a stated one could
    disagree with the mana costs on the board."""
    for section in ("numbers", "conditions"):
        for name in head.get(section, {}):
            if _STATED.search(name):
                raise (at / section / name).error(
                    f"{name!r}: a devotion is counted from the mana costs of the permanents you control (700.5), not "
                    "stated: give the objects their mana_cost and say the condition as condition = { devotion_to = "
                    "[\"green\", \"white\"], at_most = 6 } (an amount: { devotion_to = [\"blue\"] }; a claim: "
                    "devotion(\"you\", \"blue\"))")


def check_reads(where: Dict[str, At], sc: Scenario) -> None:
    """Each static ability whose condition or P/T amount reads devotion, and each mana ability
    whose amount does, in a scenario where it can be read."""
    why = why_not(sc)
    if why is None:
        return
    for e in (sc.all_effects or sc.effects).values():
        if e.condition is not None and e.condition.devotion_to:
            raise where[e.source].error(f"the condition of {e.ability!r} reads a devotion: {why}")
        if any(a.how == "devotion" for p in e.parts for a in p.amounts()):
            raise where[e.source].error(f"the power or toughness {e.ability!r} gives is a devotion: {why}")
    for name, ab in sc.mana_abilities.items():
        holder = next((o for o in sc.objects.values() if any(name in f.abilities for f in o.faces)), None)
        if holder is not None and any(u.amount == DEVOTION for u in ab.units):
            raise where[holder.id].error(f"the mana ability {name!r} adds an amount equal to a devotion: {why}")


def how_many(at: At, table: dict, sc: Scenario, made: int, doubled: int) -> Devotion:
    """A trigger's "create a number of tokens equal to your devotion to blue" (700.5, read
    as it resolves, 608.2h): `how_many = { devotion_to = ["blue"] }`.  The scenario declares
    as many tokens as it may create: the symbols of those colours among the costs of every
    object that may be counted (any cost of the scenario, where a copy may take one), times
    what replacement effects on creating tokens make of them (614.1a)."""
    colors = tuple(table["devotion_to"])
    if len(table) > 1 or len(colors) > 2:
        raise at.error("how_many = { devotion_to = [...] }: a devotion to one colour or two (700.5), and nothing else")
    why = why_not(sc)
    if why is not None:
        raise at.error(f"how_many reads a devotion: {why}")
    counted = [o for o in sc.objects.values() if not o.created_by]
    costs = [f.mana_cost for o in sc.objects.values() for f in o.faces if f.mana_cost]
    if copies_costs(sc):
        most = len(counted) * max((symbols_toward(c, colors) for c in costs), default=0)
    else:
        most = sum(max((symbols_toward(f.mana_cost or "", colors) for f in o.faces), default=0) for o in counted)
    if made < most * doubled:
        raise at.error(f"as many as {most * doubled} tokens may be created (your devotion to {' and '.join(colors)} "
                       f"may be {most}): declare that many [[object]]s with created_by, not {made}")
    return Devotion(colors)


def copies_costs(sc: Scenario) -> bool:
    """Whether an object may take another's mana cost (707.2: a copy effect)."""
    return any(p.layer == "1a" for e in sc.effects.values() for p in e.parts) or \
        any(o.copies_as_it_enters is not None for o in sc.objects.values())
