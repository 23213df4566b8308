"""What a [[trigger]]'s text targets, where its table names the object (603.3d, 115.1, 601.2c).

A triggered ability's targets are chosen as it is put on the stack (603.3d) and checked again as
it resolves (608.2b).  Where the text of what it does (of a modal one, the mode chosen: 700.2b)
has one target read by `verifier.rules.targets` ("destroy target artifact", "fights target
creature you don't control") and the table names one object for it (`destroy`, `fights`,
`taps`, `untaps`, `counters_on`, `to` of its damage, what its `moves` returns, exiles or sacrifices, or the
`targets` of the [[effect]]s its `effects` begin, 115.1, 611.2c), that object must be a legal target as
the text says, on the battlefield, without shroud, and without hexproof unless the trigger's
controller controls it (702.18a, 702.11b): `verifier.rules.triggered` asks it at both moments.
A target the text restricts in words not read here needs the table's `target_if` (asked besides
the text where the text is read); the trigger is refused without it (new-user trial audit, 2026-12-06: an artifact was destroyed by "destroy target
land", a hexproof creature fought; trial 8: a land was returned by "return target nonland permanent")."""
from __future__ import annotations

import re
from typing import Dict, Optional, Tuple

from verifier.load.files import At
from verifier.model import Filter, Scenario
from verifier.rules import targets

# the keys naming what a trigger does something to, which its text may target
AIMED_KEYS = ("destroy", "fights", "taps", "untaps", "counters_on", "to")
# 115.4: "any target" is a creature, a player, a planeswalker or a battle
_ANY = Filter(any_of=tuple(Filter(types=(t,)) for t in ("creature", "planeswalker", "battle")))
_CONDITION = re.compile(r"^(?:when|whenever|at)\b[^,]*,\s*", re.I)  # (603.1: its trigger condition, then the effect)


def aim(at: At, table: dict, said: str, sc: Scenario) -> Tuple[Optional[str], Optional[Filter], bool]:
    """The object the trigger's one read target is, the filter it must match and whether it is
    "another" (not the source): (None, None, False) where the text targets nothing the table names,
    or only `target_if` states the restriction (a text read here is asked besides target_if)."""
    effect = _CONDITION.sub("", said, count=1)
    named = _named(table, sc)
    if not named or not re.search(r"\btargets?\b", effect, re.I):
        return None, None, False
    read, unread = targets.read_text(effect)
    permanents = [t for t in read if t.kind == "permanent"]
    if len(read) == 1 and not permanents and re.search(r"\bany target\b", effect, re.I):  # 115.4: an object
        permanents = [targets.Target("permanent", _ANY)]  # (a player is no object of the scenario's)
    if unread or len(permanents) != 1 or len(named) != 1 or permanents[0].count != 1:
        if "target_if" in table:  # (its restriction as the table states it)
            return None, None, False
        raise (at / next(iter(named.values()))).error(
            f"trigger {table['id']!r}: what its text targets ({effect!r}) is not read here for "
            f"{', '.join(repr(x) for x in sorted(named))} (115.1, 603.3d): give target_if = the restriction its text puts on the target")
    return next(iter(named)), permanents[0].of, permanents[0].another


def _named(table: dict, sc: Scenario) -> Dict[str, str]:
    """The objects the table names for what its text may target -> the key naming it: the value of an
    `AIMED_KEYS` key, one `moves` names, or a target of an [[effect]] it begins (`effects`, 611.2c; not the
    trigger's own source where that effect is its own, "this creature gets ...": `ability_of` it, nor a token it creates
    or the card it returns as `as`, "it gains haste": no target, 115.1)."""
    out = {table[k]: k for k in AIMED_KEYS if k in table and table[k] in sc.objects}
    for x in table.get("moves", ()):  # (what it returns, exiles or sacrifices)
        out.setdefault(x, "moves")
    for eid in table.get("effects", ()):
        e = sc.effects.get(eid)
        for x in e.affects.objects if e is not None else ():
            made = x in sc.objects and sc.objects[x].created_by == table["id"] or x == table.get("as")
            if not (x == table.get("source") == e.ability_of or made):
                out.setdefault(x, "effects")
    return out
