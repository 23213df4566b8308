"""Riot in a model file (702.136a): "you may have this permanent enter with an additional +1/+1
counter on it; if you don't, it gains haste", a replacement effect (614.1c) whose choice its
controller makes as it enters.  An event putting a permanent with riot onto the battlefield (an
`enters`, `returns` or `play_land`, or a permanent spell's `resolves`) says that choice, `riot =
"counter"` or `"haste"`: the counter is put as it enters (`verifier.rules.counting`, 122.6: through
the replacement effects on counters), and haste is a layer-6 effect on it alone begun as it enters,
with no duration (611.2a: it lasts while it is that object, 400.7), which this module adds.
The counter chosen where an effect may stop +1/+1 counters being put on it (101.2, 122.5:
`[[card.no_counters]]`), the same haste effect goes with the event: it begins only if the
counter can't be put then ("if you don't, it gains haste": Gnarled Scarhide's and Ravager
Wurm's rulings; `verifier.rules.counting.riot_haste_begun`).  A card listing riot N times has N
instances, each chosen apart (702.136b): its event says `riots = [...]`, one choice each, the
counters chosen all put at once as it enters, haste if any instance gives it (Domri, Chaos
Bringer's ruling).

Refused: a riot choice where the permanent has no riot, or where it enters as a copy or face down,
or beside an effect that may remove abilities or make an object a copy (614.12: whether it has riot
as it would exist on the battlefield); an effect that may grant riot (702.136b: a second instance,
or riot on what has none printed); a riot choice in a group or among a search's events; a
permanent with riot a trigger's resolution puts onto the battlefield."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List, Tuple

from verifier.load.abilities import effect
from verifier.load.claims import claim_id
from verifier.load.files import At, table_of
from verifier.model import Characteristics, CounterReplacement, Event, Filter, GameObject, Scenario
from verifier.model.entering import riot_ability
from verifier.model.unfollowed import unfollowed_keyword

RIOT = ("riot",)
KEYS = ("riot", "riots")  # an event's riot choice: of its one instance, or of each (702.136b)


def haste_id(x: str) -> str:
    return f"riot haste of {x}"


def choices(root: At, tables: List[dict], events: List[Event], objects: dict, effects: dict,
            where: Dict[str, At], numbers: Dict[str, int], counter_effects: List[CounterReplacement]) -> List[Event]:
    """702.136a: each entering event whose table says `riot` carries the choice; haste chosen,
    the effect that gives it begins with that event (613.7d: as the permanent's own timestamp)."""
    out, used = list(events), set()
    granting = next((f.id for f in effects.values() for p in f.parts
                     if any(unfollowed_keyword(a, RIOT) for a in p.add_abilities)), None)
    for i, e in enumerate(out):
        k = table_of(tables, i, out)
        if e.kind == "enters" and granting is not None:
            raise (root / k).error(f"{granting!r} may grant riot to what enters: another instance, each choosing "
                                   "apart (702.136b), or riot on what has none printed, is not modelled")
        key = next((key for key in KEYS if key in tables[k]), None)
        if e.kind != "enters" or key is None:
            continue
        at, choice = root / k / key, _choices(root / k, tables[k], objects[e.what].face(e.back))
        used.add(k)
        _check(at, tables[k], e, objects[e.what], effects)
        eid, hasty = haste_id(e.what), "haste" in choice or _may_forbid(counter_effects, e.what)
        if hasty:
            claim_id(eid, root / k, where)
            effects[eid] = effect(at, {"layer6": {"add_abilities": ["haste"]}}, eid, static=False, source=None,
                                  affects=Filter(objects=(e.what,)), numbers=numbers,
                                  controller=objects[e.what].controller)
        out[i] = replace(e, riot=choice, effects=(*e.effects, eid) if hasty else e.effects)
    unused = next((k for k, t in enumerate(tables) if set(KEYS) & set(t) and k not in used), None)
    if unused is not None:
        raise (root / unused / next(key for key in KEYS if key in tables[unused])).error(
            "riot is chosen as a permanent with riot enters (702.136a): it goes with an event putting it onto the "
            "battlefield (enters, returns, play_land, or a permanent spell's resolves)")
    return out


def _choices(at: At, table: dict, face: Characteristics) -> Tuple[str, ...]:
    """The choice of each instance of riot the permanent has printed (702.136b: each apart)."""
    if set(KEYS) <= set(table):
        raise (at / "riots").error("riot's choice is said once: riot (one instance) or riots (each of several)")
    said = (table["riot"],) if "riot" in table else tuple(table["riots"])
    if len(said) != max(face.riots, 1):
        raise (at / ("riot" if "riot" in table else "riots")).error(
            f"{face.riots} instance(s) of riot, each chosen apart (702.136b): say one choice for each, "
            f"riots = [...] with {face.riots}" if face.riots > 1 else
            "one instance of riot (702.136a): say its choice, riot = \"counter\" or \"haste\"")
    return said


def _may_forbid(counter_effects: List[CounterReplacement], x: str) -> bool:
    """Whether an effect may stop a +1/+1 counter being put on x (101.2, 122.5)."""
    return any(r.forbids and (not r.kinds or "+1/+1" in r.kinds) and (not r.affects.objects or x in r.affects.objects)
               for r in counter_effects)


def _check(at: At, table: dict, e: Event, obj: GameObject, effects: dict) -> None:
    """What riot's choice needs to be read (614.12: the permanent as it would exist on the battlefield)."""
    if e.copy is not None or obj.face_down:
        raise at.error(f"{e.what!r} enters as a copy or face down: whether it has riot then (614.12, 707.5, 708.2) is "
                       "not modelled")
    if not riot_ability(obj, e.back):
        raise at.error(f"{e.what!r} has no riot (702.136a) as it enters: there is no choice to make")
    if "group" in table:
        raise at.error("riot's choice in a group of events is not modelled")
    for f in effects.values():
        for p in f.parts:
            if p.removes_some or p.copy_of is not None or p.face_down is not None:
                raise at.error(f"{f.id!r} may change the abilities {e.what!r} would enter with, and so whether riot "
                               "applies (614.12): not modelled")


def refuse_searched(root: At, tables: List[dict]) -> None:
    """A riot choice among a search's events (the events a search picks from) is not modelled."""
    k = next((k for k, t in enumerate(tables) if set(KEYS) & set(t)), None)
    if k is not None:
        key = next(key for key in KEYS if key in tables[k])
        raise (root / k / key).error("riot's choice (702.136a) among a search's events is not modelled")


def refuse_by_triggers(root: At, sc: Scenario) -> None:
    """A permanent with riot that a trigger's resolution puts onto the battlefield (a card it
    returns or finds, a token it creates) would choose as it enters (702.136a), which no key of a
    [[trigger]] says: refused."""
    for i, t in enumerate(sc.triggers):
        made = [o.id for o in sc.objects.values() if o.created_by == t.id]
        entering = [x for x in (t.returns_as, t.finds, *made) if x is not None and x in sc.objects]
        rioter = next((x for x in entering if riot_ability(sc.objects[x], False)), None)
        if rioter is not None:
            raise (root / i).error(f"{rioter!r} enters with riot as {t.id!r} resolves: riot's choice (702.136a) there "
                                   "is not modelled")
