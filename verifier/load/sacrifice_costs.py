"""`sacrificed = ["c"]` on an `activate` event: the permanent sacrificed to pay an [[ability]]'s
cost that sacrifices a permanent of a kind ("Sacrifice a creature: ...", 602.2b, 701.21a); on a
`cast`: the one sacrificed for its card's mandatory additional cost ("As an additional cost to cast
this spell, sacrifice a creature.", 601.2b, 601.2f-h, 118.8).  Checked here, and read as two events:
the activation or cast, paid on the game before it (c still on the battlefield while mana abilities
are activated, 601.2g), then c leaving for its owner's graveyard as the cost is paid (601.2h; a
token ceases to exist), carrying the event's label (for a cast, where it becomes cast, 601.2i:
`emerge.cast_events`).  Whether c is a permanent of that kind its controller controls then is the
history's legality (`verifier.rules.sacrifice_costs`)."""
from __future__ import annotations

from typing import Any, Dict, List, Optional

from verifier.load.files import At
from verifier.model import ActivatedAbility, Event, GameObject
from verifier.rules import costs, sacrifice_costs

MISPLACED = "'sacrificed' names the permanent an activation's or a cast's cost sacrifices (\"Sacrifice a creature\", " \
            "\"As an additional cost to cast this spell, sacrifice a creature.\", 602.2b, 601.2h, 701.21a): it goes " \
            "with the activation of an [[ability]] or the cast of a card whose cost sacrifices a permanent of a kind"


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
    if repeat or "group" in table:
        raise (at / "sacrificed").error("an activation sacrificing a permanent is not put in a group, nor modelled "
                                        "among a search's events")
    if ("leaves", c) in seen:
        raise (at / "sacrificed").error(f"{c!r} leaves twice (first at event {seen['leaves', c] + 1})")
    seen["leaves", c] = i
    return [Event("activate", ability.id, line=at.line, hybrid=tuple(table.get("hybrid", ())), sacrificed=(c,)),
            Event("leaves", c, table.get("label"), into="graveyard", second=True, line=at.line)]


def check_cast(at: At, table: dict, obj: GameObject, objects: dict, repeat: bool) -> None:
    """601.2b, 601.2f-h: a cast of a card with a mandatory additional cost sacrificing a permanent
    of a kind names the one permanent it sacrifices, whether or not it pays its mana cost (118.9d),
    another object of the scenario than the spell (on the stack then, 601.2a); a cast of any other
    card names none.  Not beside another sacrifice, convoke, improvise or assist paid in the same
    step (601.2g-h, their order not modelled), nor among a search's events."""
    s, named = table["cast"], table.get("sacrificed")
    cost = sacrifice_costs.additional(obj.printed.abilities)
    if cost is None:
        if named is not None:
            raise (at / "sacrificed").error(MISPLACED)
        return
    if named is None or len(named) != 1:
        raise (at / "cast").error(f"{s!r} has the additional cost {cost.text!r}: name the one permanent its caster "
                                  "sacrifices as it is cast with sacrificed = [\"c\"] (601.2b, 601.2h, 118.8)")
    if named[0] not in objects or named[0] == s:
        raise (at / "sacrificed").error(f"the permanent sacrificed for {s!r}'s additional cost is another object of "
                                        f"the scenario (601.2a: the spell is on the stack), not {named[0]!r}")
    for key in ("emerge", "sacrificed_for_mana", "convoke", "improvise", "assisted_by"):
        if key in table:
            raise (at / key).error(f"{key!r} beside an additional cost sacrificing a permanent is not modelled "
                                   "(601.2g-h)")
    if repeat:  # (a cast is never in a group, 405.2: refused where groups are read)
        raise (at / "sacrificed").error("a cast sacrificing a permanent for its additional cost is not modelled among "
                                        "a search's events")
