"""`sacrificed = ["c"]` on an `activate` event: the permanent sacrificed to pay an [[ability]]'s
cost that sacrifices a permanent of a kind ("Sacrifice a creature: ...", 602.2b, 701.21a).
Checked here, and read as two events: the activation, paid on the game before it (c still on the
battlefield while mana abilities are activated, 601.2g), then c leaving for its owner's graveyard
as the cost is paid (601.2h; a token ceases to exist), carrying the activation's label.  Whether c
is a permanent of that kind its activator controls then is the history's legality
(`verifier.rules.sacrifice_costs`)."""
from __future__ import annotations

from typing import Any, Dict, List, Optional

from verifier.load.files import At
from verifier.model import ActivatedAbility, Event
from verifier.rules import costs, sacrifice_costs

MISPLACED = "'sacrificed' names the permanent an activation's cost sacrifices (\"Sacrifice a creature\", 602.2b, " \
            "701.21a): it goes with the activation of an [[ability]] whose cost sacrifices a permanent of a kind"


def cost_of(ability: ActivatedAbility, objects: dict) -> Optional[sacrifice_costs.Sacrifice]:
    """The sacrifice of a permanent of a kind the ability's cost says (602.1a), if any."""
    return sacrifice_costs.split(costs.of_ability(ability.ability, objects[ability.source].printed.name)[1])[0]


def events(at: At, table: dict, ability: Any, objects: dict, seen: Dict[tuple, int], i: int,
           repeat: bool) -> Optional[List[Event]]:
    """The activation and the sacrifice paying its cost, if its [[ability]]'s cost sacrifices a
    permanent of a kind (None otherwise, `sacrificed` refused there): one object of the scenario
    named, as the cost asks one (701.21a); a missing one refused (601.2h: the cost is paid in
    full); not among a search's events."""
    cost = cost_of(ability, objects) if isinstance(ability, ActivatedAbility) else None
    named = table.get("sacrificed")
    if cost is None:
        if named is not None:
            raise (at / "sacrificed").error(MISPLACED)
        return None
    if named is None or len(named) != 1:
        raise (at / "activate").error(f"{ability.id!r} costs {cost.text!r}: name the one permanent sacrificed as it "
                                      "is activated with sacrificed = [\"c\"] (602.2b, 601.2h, 701.21a)")
    c = named[0]
    if c not in objects:
        raise (at / "sacrificed").error(f"event names unknown object {c!r}")
    if repeat:
        raise (at / "sacrificed").error("an activation sacrificing a permanent is not modelled among a search's "
                                        "events")
    if ("leaves", c) in seen:
        raise (at / "sacrificed").error(f"{c!r} leaves twice (first at event {seen['leaves', c] + 1})")
    seen["leaves", c] = i
    return [Event("activate", ability.id, line=at.line, hybrid=tuple(table.get("hybrid", ())), sacrificed=(c,)),
            Event("leaves", c, table.get("label"), into="graveyard", second=True, line=at.line)]
