"""A counterspell whose countering its target's controller may stop by paying (701.6a,
118.12), keys of its `[[card]]`, each reading a sentence its `abilities` must list:

- `unless_pays = "X"` (or a number): "Counter target spell unless its controller pays {X}";
  with `counters_spell`, which says what it may target.  X is the counterspell's own X,
  announced as it is cast (107.3a).
- `taps_lands_unpaid = true`: Power Sink's "If that player doesn't, they tap all lands with
  mana abilities they control and lose all unspent mana" (the lands tapped, not for mana).

The resolution of such a spell says whether the target's controller pays: `paid = true` (that
player taps for mana then what it chooses to pay, 605.3a; the target is not countered) or
`paid = false` (always allowed: the target is countered as by `counters_spell`, and Power
Sink's lands are tapped).  Refused with the line: a resolution that does not say, `paid` on any
other event, such a resolution among a search's events, a copy of such a spell, and, after Power
Sink's tapping, the player's pool read again in that step (a cast, an activation or mana added:
the mana it loses, 106.4, is not followed)."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Set

from verifier.load.files import At, table_of
from verifier.model import SPELL_RESOLVES, Characteristics, Scenario

# 701.6a, 118.12: a counter that the target's controller may stop by paying
UNLESS = re.compile(r"^Counter target (?:\w+ )?spell unless its controller pays \{(\d+|X)\}", re.I)
# Power Sink: what its target's controller does if that player doesn't pay
TAPS = re.compile(r"\bIf that player doesn't, they tap all lands with mana abilities they control and lose all "
                  r"unspent mana\b", re.I)
_READS_THE_POOL = ("cast", "activate", "add_mana")


def read(at: At, card: dict, printed: Characteristics) -> Dict[str, Any]:
    """The `GameObject` fields `unless_pays` and `taps_lands_unpaid` give (none without them);
    an error at the key if its sentence is not among the card's abilities."""
    out: Dict[str, Any] = {}
    if "unless_pays" in card:
        said = [UNLESS.match(a) for a in printed.abilities if UNLESS.match(a)]
        if len(said) != 1 or "counters_spell" not in card:
            raise (at / "unless_pays").error("unless_pays reads the card's \"Counter target spell unless its "
                                             "controller pays {X}\" (118.12): list that sentence, once, among its "
                                             "abilities, and say what it counters with counters_spell")
        if card["unless_pays"] != said[0].group(1).upper():
            raise (at / "unless_pays").error(f"unless_pays says what {said[0].string!r} says: "
                                             f"{said[0].group(1).upper()!r}")
        out["unless_pays"] = int(card["unless_pays"]) if card["unless_pays"].isdigit() else "X"
    if "taps_lands_unpaid" in card:
        if "unless_pays" not in card or not any(TAPS.search(a) for a in printed.abilities):
            raise (at / "taps_lands_unpaid").error("taps_lands_unpaid reads the card's \"If that player doesn't, "
                                                   "they tap all lands with mana abilities they control and lose all "
                                                   "unspent mana\" beside unless_pays: list that sentence among its "
                                                   "abilities")
        out["taps_lands_unpaid"] = True
    return out


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Each resolution of such a spell says `paid`, and `paid` is said of no other
    event (118.12); after Power Sink's lands are tapped, the player's pool is not read again in
    that step (106.4: the mana lost is not followed)."""
    searched = next((e for e in sc.search_events if e.paid is not None or e.kind == SPELL_RESOLVES and
                     sc.objects[e.what].unless_pays is not None), None)
    if searched is not None:
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"{searched.said()}: whether a spell's target's controller pays (118.12) is not among the events a "
            "search chooses from")
    for i, e in enumerate(sc.events):
        offered = e.kind == SPELL_RESOLVES and sc.objects[e.what].unless_pays is not None
        if e.paid is None and not offered:
            continue
        at = root / table_of(tables, i, sc.events)
        if e.paid is not None and not offered and e.kind != "resolves":  # (a trigger's: `trigger_payments`)
            raise (at / "paid").error("'paid' says whether the controller of the target of a spell that counters "
                                      "unless paid pays (118.12): it goes on that spell's resolution")
        if offered and e.paid is None:
            raise at.error(f"{e.what!r} counters its target unless that spell's controller pays (118.12): say "
                           "whether that player pays, paid = true or false")
        if offered and e.paid is False and sc.objects[e.what].taps_lands_unpaid:
            _check_pool_unread(root, tables, sc, i)


def _check_pool_unread(root: At, tables: List[dict], sc: Scenario, i: int) -> None:
    """Power Sink's player loses all unspent mana (106.4): refused if anything may spend or add
    to a pool after event i in its step."""
    for j in range(i + 1, len(sc.events)):
        e = sc.events[j]
        if e.kind in ("turn", "step"):  # (500.4: the pools empty as a step ends)
            return
        if e.kind in _READS_THE_POOL:
            raise (root / table_of(tables, j, sc.events)).error(
                f"{e.said()} after {sc.events[i].what!r} resolved unpaid in the same step: the unspent mana its "
                "player loses (106.4) is not followed; begin a step or a turn first")


def modelled(sc: Scenario) -> Set[str]:
    """The sentences of the scenario's cards that these keys read, each whole: one that also
    taps lands only with `taps_lands_unpaid`."""
    return {a for o in sc.objects.values() if o.unless_pays is not None for a in o.printed.abilities
            if UNLESS.match(a) and (o.taps_lands_unpaid or not TAPS.search(a))}
