"""Convoke (702.51) and improvise (702.126) in a history: `[[event]] cast = "s"` with
`convoke = ["a", "b"]` (or `improvise = [...]`) names the permanents its caster taps for that
keyword as the cost of s is paid (601.2h, 702.51a, 702.126a).  Checked here: s has the keyword,
each named (once: the schema's) another object of the scenario; whether each is an untapped
creature (artifact) its caster controls then, and what it pays, is the history's legality
(`verifier.rules.convoke`)."""
from __future__ import annotations

from typing import Dict

from verifier.load.files import At
from verifier.model import GameObject
from verifier.rules.convoke import TAPPINGS, has


def check(at: At, table: dict, obj: GameObject, objects: Dict[str, GameObject], repeat: bool) -> None:
    """702.51a, 702.126a: a cast naming permanents tapped for convoke (improvise) casts a spell with
    that keyword, paying a cost (not cast without paying its mana cost: a total cost of {0} has
    nothing for them to pay, and what else such a cast pays is not modelled with it), with no {S}
    (107.4h: mana from a snow source, which a tapped permanent is not: not modelled), not among a
    search's events; one cast taps for one of the two only (both pay generic mana: the order of
    the two in 601.2h is not modelled)."""
    named = [how for how in TAPPINGS if table.get(how.name) is not None]
    if len(named) > 1:
        raise (at / named[1].name).error("convoke and improvise in one cast is not modelled")
    for how in named:
        key, s = at / how.name, table["cast"]
        if not has(how, obj.printed.abilities):
            raise key.error(f"{s!r} has no {how.name} (\"{how.name.capitalize()}\" among its abilities, {how.rule}): "
                            f"no {how.kind} is tapped for it")
        for c in table[how.name]:
            if c not in objects or c == s:
                raise key.error(f"a {how.kind} tapped for {how.name} is another object of the scenario, not {c!r}")
        if table.get("emerge"):  # (the sacrifice and the tapping are both paid in 601.2h, in an order not modelled)
            raise key.error(f"{how.name} with a spell cast for its emerge cost is not modelled")
        if "assisted_by" in table:  # (both pay the generic part, 702.51a, 702.132a: their order is not modelled)
            raise key.error(f"{how.name} with assist in one cast is not modelled")
        if table.get("free"):
            raise key.error(f"{how.name} with a spell cast without paying its mana cost (118.9) is not modelled")
        if "{S}" in (obj.printed.mana_cost or "") or any("{S}" in a for a in obj.printed.abilities):
            raise key.error(f"the cost of {s!r} has {{S}} (107.4h): whether {how.name} pays it is not modelled")
        if repeat:
            raise key.error(f"a cast tapping permanents for {how.name} is not modelled among a search's events")
