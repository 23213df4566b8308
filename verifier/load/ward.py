"""Ward in a model file (702.21a; the rules: `verifier.rules.ward`).

A `[[trigger]]` with `when = "becomes the target"` says a permanent's "Ward {N}" (its `source`
and `ability`, nothing else: what it does is 702.21a's).  Each `resolves` of it says `paid`:
whether the controller of the spell or ability that triggered it pays the ward cost then
(118.12).  Unpaid, a spell is countered by the resolution itself; an [[ability]] is countered by
the event that follows, `resolves = "ability"` with `countered = true` (701.6b), which the
history must say.

Refused with the line (not modelled): ward whose cost is not mana symbols ("Ward—Pay 2 life",
"Ward—Discard a card") or has X (702.21b); another `when` for a ward ability, or this one for
another ability; two tables for one ward of one permanent (an object's abilities are kept by
text: two instances of one ward text are one, 113.2c is not followed); a second spell or
ability targeting the permanent before ward's instance for the first has resolved (which
instance a resolution takes is then not fixed); beside ward, a loyalty ability or an equip
targeting it, a trigger whose text targets, a copy of a spell or ability (707.10c: new
targets), a cast whose cost sacrifices a permanent (601.2h: its targets chosen before), a
group or a search's events with casts, activations or ward's resolutions.  (A spell its
controller casts, no control changing, triggers no ward: it is no second spell targeting it.)"""
from __future__ import annotations

import re
from typing import List, Optional, Set

from verifier.load.files import At, table_of
from verifier.model import COPY_ABILITY, WARD, Event, Scenario
from verifier.rules.payment import need

_WARD = re.compile(r"^ward\b", re.I)
_MANA_WARD = re.compile(r"^ward ((?:\{[^{}]+\})+)$", re.I)  # 702.21a: "Ward {2}"
_KEYS = {"id", "source", "ability", "when", "instance"}  # (instance: 603.2, trigger_instances)


def cost(at: At, table: dict, ability: str) -> Optional[str]:
    """The ward cost of a [[trigger]] saying ward (702.21a), None for any other; an error at the
    table where the two do not go together or the cost is not modelled."""
    is_ward = bool(_WARD.match(ability))
    if table["when"] != WARD:
        if is_ward:
            raise (at / "when").error(f"{ability!r} is ward (702.21a): it triggers as its permanent becomes the "
                                      f"target of a spell or ability an opponent controls: when = \"{WARD}\"")
        return None
    if not is_ward:
        raise (at / "when").error(f"when = \"{WARD}\" is ward's trigger (702.21a); {ability!r} is no ward ability: "
                                  "not modelled")
    m = _MANA_WARD.match(ability)
    if m is None or need(m.group(1)) is None or "X" in m.group(1).upper():
        raise (at / "ability").error(f"{ability!r}: ward whose cost is not mana symbols (paying life, discarding, "
                                     "sacrificing) or has X (702.21b) is not modelled")
    extra = sorted(set(table) - _KEYS)
    if extra:
        raise (at / extra[0]).error(f"ward's trigger does what 702.21a says (counters unless its cost is paid): "
                                    f"{extra[0]!r} says something else of it")
    return m.group(1)


def modelled(sc: Scenario) -> Set[str]:
    """The ward abilities a [[trigger]] says (a cast or an activation beside them is followed)."""
    return {t.ability for t in sc.triggers if t.when == WARD}


def _targets(sc: Scenario, e: Event) -> tuple:
    """What the cast or [[ability]] activation e targets (as `verifier.rules.ward.targeted`)."""
    if e.kind == "cast":  # (what it counters or enchants, what its resolution's effects affect: 601.2c)
        return tuple(e.targets) + tuple(x for f in sc.effects.values() if f.spell == e.what
                                        for x in f.affects.objects) + \
            tuple(x for x, _ in e.deals_to if x in sc.objects)  # (its damage's, 601.2d)
    ability = next((a for a in sc.abilities if a.id == e.what), None) if e.kind == "activate" else None
    dealt = tuple(to for to, _ in ability.deals if to in sc.objects) if ability is not None else ()  # (601.2d)
    if ability is None or ability.target is None:
        return (tuple(e.targets) if e.kind == "activate" else ()) + dealt
    return tuple(x for eid in ability.effects for x in sc.effects[eid].affects.objects) + \
        tuple(ability.untaps + ability.moves) + dealt


def _own(sc: Scenario, x: str, e: Event) -> bool:
    """Whether e is a cast by x's controller, whatever the history: its spell's owner (601.2a), no
    effect of the scenario changing control (613.1b): its ward can't trigger (702.21a)."""
    return e.kind == "cast" and sc.objects[e.what].owner == sc.objects[x].controller and \
        not any(p.controller is not None for f in sc.effects.values() for p in f.parts)


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """What the model does not follow beside ward is refused with its line (module docstring);
    an unpaid ward on an [[ability]] is followed by that ability countered."""
    wards = [(i, t) for i, t in enumerate(sc.triggers) if t.when == WARD]
    if not wards:
        return
    trig = At(root.file) / "trigger"
    seen = {}
    for i, t in wards:
        if (t.source, t.ability) in seen:
            raise (trig / i).error(f"a second table for {t.ability!r} of {t.source!r}: an object's abilities are "
                                   "kept by text, so two instances of one ward are one here: not modelled")
        seen[t.source, t.ability] = i
    warded = {t.source for _, t in wards}
    other = next((j for j, t in enumerate(sc.triggers) if t.when != WARD and re.search(r"\btarget", t.ability, re.I)),
                 None)
    if other is not None:
        raise (trig / other).error(f"{sc.triggers[other].ability!r} targets: a triggered ability targeting a "
                                   "permanent with ward triggers it (702.21a), which is not followed: not modelled")
    if any(e.kind in ("cast", "activate", "resolves") for e in sc.search_events):
        raise (At(root.file) / "scenario" / "search" / "events").error(
            "casts, activations and resolutions among a search's events beside ward (702.21a): not modelled")
    pending = {t.id: None for _, t in wards}
    for k, e in enumerate(sc.events):
        at = root / table_of(tables, k, sc.events)
        aimed = set(_targets(sc, e)) & warded
        if e.kind in ("copy_spell", COPY_ABILITY):
            raise at.error(f"{e.said()}: a copy's targets beside ward (707.10c, 702.21a): not modelled")
        if e.group is not None and (aimed or e.kind == "resolves"):
            raise at.error(f"{e.said()} in a group beside ward: which spell or ability its instance counters is "
                           "not fixed (702.21a): not modelled")
        if e.kind == "attach" and e.equip and (e.to in warded):
            raise at.error(f"equip targets {e.to!r}, which has ward (702.6a, 702.21a): not modelled")
        loyal = e.kind == "activate" and any(a.id == e.what for a in sc.loyalty)
        if aimed and (loyal or e.sacrificed_for_mana or e.sacrificed or e.discarded or e.emerge is not None):
            raise at.error(f"{e.said()} targets {sorted(aimed)[0]!r}, which has ward: ward on a loyalty ability "
                           "(countering one, 701.6b) or on a cast or activation whose cost sacrifices a permanent (601.2h) "
                           "is not modelled")
        for _, t in wards:
            if t.source in aimed and not _own(sc, t.source, e):
                if pending[t.id] is not None:
                    raise at.error(f"{e.said()} targets {t.source!r} while ward's instance for an earlier spell or "
                                   f"ability may still wait: resolve {t.id!r} first (which instance a resolution "
                                   "takes is not fixed otherwise): not modelled")
                pending[t.id] = k
            if e.kind == "resolves" and e.what == t.id:
                _countered_next(at, sc, k, pending[t.id])
                pending[t.id] = None


def _countered_next(at: At, sc: Scenario, k: int, q: Optional[int]) -> None:
    """701.6b, 702.21a: an unpaid ward's resolution whose instance an [[ability]]'s activation
    triggered is followed by that ability's instance countered."""
    e = sc.events[k]
    if q is None or e.paid is not False or sc.events[q].kind != "activate":
        return
    aid = sc.events[q].what
    after = sc.events[k + 1] if k + 1 < len(sc.events) else None
    if after is None or after.kind != "resolves" or after.what != aid or not after.countered:
        raise at.error(f"{e.what!r} resolves unpaid: it counters {aid!r} (702.21a, 701.6b); say it with the next "
                       f"event, resolves = \"{aid}\" with countered = true")
