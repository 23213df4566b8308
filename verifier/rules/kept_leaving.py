"""A replacement of a permanent's dying, its destruction or its being put into a graveyard (614.1a,
700.4, 701.8a), kept by an ability's text and not followed (`unfollowed.LEAVING_INSTEAD`): on a
board, a state-based action is what would put a permanent into a graveyard (704.5f-m, 704.3), so
where one may, in some ordering the model permits, the scenario is refused rather than shown with
the permanent in its graveyard.  (A history beside one is refused as it loads, `verifier.load.kept_leaving`.)"""
from __future__ import annotations

from typing import Any, Callable, Dict, Iterator, List, Optional, Set, Tuple

from verifier.errors import ModelError
from verifier.model import Scenario
from verifier.model.history import day_or_night_bound
from verifier.model.unfollowed import LEAVING_INSTEAD

Value = Any


def kept_rule(sc: Scenario) -> Optional[str]:
    """The first ability an object of sc may have that is such a replacement, printed or granted;
    None if none is."""
    return next((a for a in sorted(set(_abilities(sc))) if LEAVING_INSTEAD.search(a)), None)


def _abilities(sc: Scenario) -> Iterator[str]:
    """The abilities objects of sc may have: each one's face up as it begins, its other face where
    it may turn over (712.8d-e: a `transform` event of it, 701.27a; a turn or a change to day or
    night where it is daybound or nightbound, 726.2, 613.7g), and every ability an effect grants
    or a copy's exceptions give (613.1f, 707.9b)."""
    kinds = {(e.kind, e.what) for e in (*sc.events, *sc.search_events)}
    for o in sc.objects.values():
        turns = o.back is not None and (("transform", o.id) in kinds or day_or_night_bound(o) and
                                        any(k in ("turn", "it_becomes") for k, _ in kinds))
        for face in o.faces if turns else (o.face(o.back_up),):
            yield from face.abilities
    for e in sc.effects.values():
        for p in e.parts:
            yield from p.add_abilities
            yield from p.copy_except.add_abilities if p.copy_except is not None else ()


def _put(sc: Scenario) -> List[Tuple[str, Any]]:
    """The (kind, number) pairs of counters a resolution, a trigger or an event of sc may put (122.1)."""
    return [*(p for o in sc.objects.values() for p in o.distributes), *(p for t in sc.triggers for p in t.counters),
            *(p for e in (*sc.events, *sc.search_events) for p in e.counters),
            *(p for x in sc.effects.values() for p in x.puts_counters)]


def counter_kinds(sc: Scenario) -> Set[str]:
    """Every kind of counter an object of sc may have: on it as the scenario begins, as it enters or
    returns (614.1c, 122.6), or put by a resolution, a trigger or an event (122.1)."""
    return {kind for o in sc.objects.values() for kind, _ in (*o.counters, *o.enters_with)} | \
        {kind for kind, _ in _put(sc)}


def _finality(sc: Scenario) -> Set[str]:
    """The objects of sc that may have a finality counter (122.1h): those it is on as the scenario
    begins or as they enter, and every object where a resolution, a trigger or an event may put one."""
    if any(k == "finality" for k, _ in _put(sc)):
        return set(sc.objects)
    return {i for i, o in sc.objects.items() if any(k == "finality" for k, _ in (*o.counters, *o.enters_with))}


def refuse(sc: Scenario, left: Dict[str, Value], possible: Callable[[List[Value]], bool]) -> None:
    """Raise where a state-based action may put an object of sc into a graveyard (`left`, 704.3)
    beside a kept replacement of that event, which could change where it goes or whether it goes:
    an ability kept by its text, or a finality counter on that object (122.1h: exiled instead)."""
    found = kept_rule(sc)
    if found is not None and possible(list(left.values())):
        gone = [o for o in sorted(left) if possible([left[o]])]
        raise ModelError(sc.path, 0, f"the ability {found!r} replaces a permanent's dying, destruction or going to a "
                                     f"graveyard (614.1a), which is not modelled, where a state-based action may put "
                                     f"{' or '.join(gone)} into a graveyard (704.3)")
    final = [o for o in sorted(_finality(sc) & set(left)) if possible([left[o]])]
    if final:
        raise ModelError(sc.path, 0, f"a finality counter replaces a permanent's going to a graveyard with exile "
                                     f"(122.1h), which is not modelled, where a state-based action may put "
                                     f"{' or '.join(final)} into a graveyard (704.3)")
