"""Sacrificing permanents for mana while casting (601.2g, 605.3a, 701.21a): `[[event]] cast = "s"`
with `sacrificed_for_mana = ["a", "b"]` names the permanents its caster sacrifices to activate
their own mana abilities ("Sacrifice this creature: Add {C}", "{T}, Sacrifice this artifact: Add one
mana of any color") as the cost of s is paid.  Checked here, and read as the cast, paid on the game
before it (the mana abilities are activated with those permanents still there, 601.2g), then each
one leaving for its owner's graveyard; the last of those carries the cast's label and is where the
spell becomes cast (601.2i), so they are gone before creatures are tapped for convoke (601.2h).
Whether each is a permanent its caster controls with such an ability it can activate then is the
history's legality (`verifier.rules.spell_payments`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load import emerge
from verifier.load.files import At
from verifier.model import Event, GameObject


def check(at: At, table: dict, objects: Dict[str, GameObject], repeat: bool) -> None:
    """Each permanent named is another object of the scenario (named once: the schema's); not
    with a free cast, nor a cast for its emerge cost or with assist (whose sacrifice, or whose other payer, the order of 601.2g-h
    would have to interleave: not modelled), nor among a search's events."""
    named = table.get("sacrificed_for_mana")
    if named is None:
        return
    s = table["cast"]
    for c in named:
        if c not in objects or c == s:
            raise (at / "sacrificed_for_mana").error(f"a permanent sacrificed for mana is another object of the "
                                                     f"scenario, not {c!r}")
    if table.get("free"):  # (601.2g: mana abilities are activated only where the total cost asks mana)
        raise (at / "sacrificed_for_mana").error("sacrificing for mana with a spell cast without paying its mana cost "
                                                 "(118.9) is not modelled")
    for key in ("emerge", "assisted_by"):
        if key in table:
            raise (at / "sacrificed_for_mana").error(f"sacrificing for mana beside {key!r} in one cast is not modelled")
    if repeat:
        raise (at / "sacrificed_for_mana").error("a cast sacrificing permanents for mana is not modelled among a "
                                                 "search's events")


def cast_events(at: At, cast: Event, seen: Dict[tuple, int], i: int) -> List[Event]:
    """The cast, then each permanent sacrificed for mana leaving (601.2g), the last carrying the
    cast's label: the point after it is the one where the spell has become cast (601.2i).  A cast
    sacrificing none is read as `emerge.cast_events` reads it."""
    if not cast.sacrificed_for_mana:
        return emerge.cast_events(at, cast, seen, i)
    out = [replace(cast, label=None)]
    for k, c in enumerate(cast.sacrificed_for_mana):
        if ("leaves", c) in seen:
            raise (at / "sacrificed_for_mana").error(f"{c!r} leaves twice (first at event {seen['leaves', c] + 1})")
        seen["leaves", c] = i
        last = k == len(cast.sacrificed_for_mana) - 1
        out.append(Event("leaves", c, cast.label if last else None, into="graveyard", for_mana=cast.what,
                         cost_of=cast.what if last else None, second=True, line=cast.line))
    return out
