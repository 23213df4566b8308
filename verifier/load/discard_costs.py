"""`discarded = ["h"]` on a `cast`: the card its caster discards for its card's mandatory additional
cost "As an additional cost to cast this spell, discard a card." (118.8, 601.2b, 701.9a).  Checked
here, and read as two events: the cast, paid on the game before it, then h moving from its owner's
hand to their graveyard as the cost is paid (601.2h), carrying the cast's label: the point where the
spell becomes cast and what triggers on casting it triggers (601.2i).  Whether h is a card of the
kind asked in its caster's hand then is the history's legality (`verifier.rules.discard_costs`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load import mana_sacrifice
from verifier.load.files import At
from verifier.model import Event, GameObject
from verifier.rules import discard_costs

MISPLACED = "'discarded' names the card a cast discards for its additional cost (\"As an additional cost to cast " \
            "this spell, discard a card.\", 118.8, 601.2h): it goes with the cast of a card with that cost"


def check_cast(at: At, table: dict, obj: GameObject, objects: dict, repeat: bool) -> None:
    """118.8, 601.2b: a cast of a card with the additional discard names the one card discarded,
    another object of the scenario than the spell (601.2a), free or not (118.9d); a cast of any other
    card names none.  Not beside a sacrifice paid in the same step (601.2h, their order not
    modelled), nor among a search's events."""
    s, named = table["cast"], table.get("discarded")
    if discard_costs.additional(obj.printed.abilities) is None:
        if named is not None:
            raise (at / "discarded").error(MISPLACED)
        return
    if named is None or len(named) != 1:
        raise (at / "cast").error(f"{s!r} has an additional cost discarding a card: name the one card its caster "
                                  "discards as it is cast with discarded = [\"h\"] (601.2b, 601.2h, 118.8)")
    if named[0] not in objects or named[0] == s:
        raise (at / "discarded").error(f"the card discarded for {s!r}'s additional cost is another object of the "
                                       f"scenario (601.2a: the spell is on the stack), not {named[0]!r}")
    for key in ("emerge", "sacrificed", "sacrificed_for_mana", "assisted_by"):
        if key in table:
            raise (at / key).error(f"{key!r} beside an additional cost discarding a card is not modelled (601.2h)")
    if repeat:  # (a cast is never in a group, 405.2: refused where groups are read)
        raise (at / "discarded").error("a cast discarding a card for its additional cost is not modelled among a "
                                       "search's events")


def cast_events(at: At, cast: Event, seen: Dict[tuple, int], i: int) -> List[Event]:
    """The cast, then the discard paying its cost, carrying the cast's label (601.2h-i); a cast
    discarding none is read as `mana_sacrifice.cast_events` reads it."""
    if not cast.discarded:
        return mana_sacrifice.cast_events(at, cast, seen, i)
    h = cast.discarded[0]
    if ("moves", h) in seen:
        raise (at / "discarded").error(f"{h!r} is discarded twice (first at event {seen['moves', h] + 1})")
    seen["moves", h] = i
    return [replace(cast, label=None), Event("moves", h, cast.label, into="graveyard", cost_of=cast.what,
                                             second=True, line=cast.line)]
