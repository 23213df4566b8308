"""Strive in a history's casts (207.2c, 601.2c, 601.2f; the rules: `verifier.rules.strive`): a
spell whose card says "Strive — This spell costs {2}{R} more to cast for each target beyond the
first." is cast with the targets its `[[effect]]`s name (`spell = "s"`, `targets`), each a part
whose text says "any number of target ..." (107.1c: none is a number too), each object once
(601.2c); the cost, mana symbols `need` reads without X."""
from __future__ import annotations

from typing import Set

from verifier.load.files import At
from verifier.model import GameObject, Scenario
from verifier.rules import strive
from verifier.rules.payment import need


def check_cast(at: At, obj: GameObject, effects: dict) -> None:
    """A cast of obj, if it has strive: its cost read, its parts' targets "any number of target
    ...", no object chosen twice (601.2c)."""
    cost = strive.per_target(obj.printed.abilities)
    if cost is None:
        return
    if not _read(cost):
        raise (at / "cast").error(f"the strive cost {cost} of {obj.id!r} has a symbol not modelled (X, hybrid or "
                                  "Phyrexian, 107.3, 107.4e-f)")
    parts = [e for e in effects.values() if e.spell == obj.id]
    fixed = next((e for e in parts if not e.any_number), None)
    if fixed is not None:
        raise (at / "cast").error(f"{obj.id!r} has strive, whose targets are \"any number of target ...\" (601.2c), but "
                                  f"its effect {fixed.id!r} is a part whose ability does not say it: name the "
                                  "card's [[card.resolves]] that does")
    chosen = [t for e in parts for t in e.affects.objects]
    twice = next((t for t in chosen if chosen.count(t) > 1), None)
    if twice is not None:
        raise (at / "cast").error(f"{obj.id!r} targets {twice!r} twice: one instance of \"target\" chooses an "
                                  "object once (601.2c)")


def _read(cost: str) -> bool:
    """Whether a strive cost is one of mana symbols `need` reads, without X."""
    return need(cost) is not None and not need(cost).xs


def modelled(sc: Scenario) -> Set[str]:
    """The strive sentences of the scenario's cards whose cost is read (601.2f)."""
    return {a for o in sc.objects.values() for a in o.printed.abilities
            if strive.per_target([a]) is not None and _read(strive.per_target([a]))}
