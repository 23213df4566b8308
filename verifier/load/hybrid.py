"""Hybrid mana symbols (107.4e) in the cost of an ability a history activates: `[[event]]
activate = "a"` with `hybrid = ["U"]` names the half paying each hybrid symbol of its cost, in
order ({U/B}: "U" or "B"; {2/G}: "2" or "G"), a choice made as the activation is proposed
(601.2b via 602.2b), so that the mana then paid is that of an ordinary cost (601.2g-h).
`can_activate` weighs every choice (`verifier.rules.costs.payments`); a history says its own."""
from __future__ import annotations

from typing import Any, Dict

from verifier.load.files import At
from verifier.model import ActivatedAbility
from verifier.rules import costs


def check(at: At, table: dict, ability: Any, objects: Dict[str, Any]) -> None:
    """An activation of an [[ability]] whose cost has hybrid symbols gives `hybrid`, one half of
    each symbol, in order (107.4e); any other activation gives none."""
    halves = table.get("hybrid")
    mana = costs.of_ability(ability.ability, objects[ability.source].printed.name)[0].mana \
        if isinstance(ability, ActivatedAbility) else ""
    symbols = costs.hybrids(mana or "")
    if not symbols:
        if halves is not None:
            raise (at / "hybrid").error(f"{table['activate']!r} has no hybrid symbol in its cost (107.4e): leave "
                                        "hybrid out")
        return
    if halves is None or len(halves) != len(symbols):
        raise (at / ("hybrid" if halves is not None else "activate")).error(
            f"the cost {mana} of {table['activate']!r} has {len(symbols)} hybrid symbol(s): give hybrid = [...], the "
            "half paying each, in order (107.4e; chosen as it is activated, 601.2b, 602.2b)")
    for j, (half, pair) in enumerate(zip(halves, symbols)):
        if half not in pair:
            raise (at / "hybrid" / j).error(f"{half!r} is no half of {{{pair[0]}/{pair[1]}}} (107.4e): give "
                                            f"{pair[0]!r} or {pair[1]!r}")
