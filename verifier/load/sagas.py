"""Sagas (714) in a history: what the model follows (`verifier.rules.sagas`: the lore counter a Saga
enters with, 714.3a, and the one put as its controller's precombat main phase begins, 714.3c; its
chapter abilities, [[trigger]]s with `when = "chapter"`, 714.2b-c; the sacrifice, 714.4, 704.5s), and,
refused with the line, what it does not: read ahead (714.3b); a chapter ability no [[trigger]] says, or
one whose text a [[trigger]]'s keys can't follow whole; lore counters a replacement effect may change
(614.1a, 614.1c) or that a resolution puts (no chapter would be checked there); a Saga entering other
than by an `enters` event, or an object that may copy one; a precombat main phase the history does not
tell (a main phase begun unsaid, one not known to be the first of its turn, turns and steps in a group
or a search); and a Saga beginning with lore counters at least its final chapter number (a chapter
ability may be waiting on the stack then, which a scenario can't say).  A Saga card in a hand or
another zone, never on the battlefield, is a card there: 714 asks nothing of it."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.files import At, table_of
from verifier.load.trigger_text import unfollowed_sentence
from verifier.model import CHAPTER, Event, GameObject, Scenario
from verifier.model.effects import copy_sources
from verifier.rules.sagas import LORE, chapter_effect, chapters, precombat_mains


def _on_battlefield(o: GameObject, sc: Scenario, entering: set) -> bool:
    return o.id not in sc.absent and (o.zone is None or o.id in entering)


def check_sagas(root: At, history: List[dict], where: Dict[str, At], sc: Scenario) -> None:
    """714: a Saga in a history is followed only as far as the model follows it (the module's docstring)."""
    sagas = [o for o in sorted(sc.objects.values(), key=lambda o: o.id) if "Saga" in o.printed.subtypes]
    _check_chapter_triggers(where, sc)
    if not sc.given_events:
        return
    entering = {x for e in (*sc.given_events, *sc.search_events) for x in e.entering}
    there = [o for o in sagas if _on_battlefield(o, sc, entering)]
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        copied = sorted(x for x in copy_sources(sc.objects, sc.effects, o.id) if "Saga" in sc.objects[x].printed.subtypes)
        if copied and o.id not in {s.id for s in sagas}:
            raise where[o.id].error(f"{o.id!r} may become a copy of the Saga {copied[0]!r} (707.2): its chapter "
                                    "abilities and lore counters as a copy are not modelled yet")
    if not there:
        return
    _check_saga_objects(where, sc, there)
    _check_main_phases(root, history, where, sc, there[0])


def _check_saga_objects(where: Dict[str, At], sc: Scenario, there: list) -> None:
    """Each Saga that may be on the battlefield: no read ahead, each chapter ability a [[trigger]], entered
    by an `enters` event if at all, its lore counters put by nothing the model does not check."""
    chapter_triggers = {(t.source, t.ability) for t in sc.triggers if t.when == CHAPTER}
    # 702.155: read ahead printed, or granted by an effect (draw 9's audit: Barbara Wright's "Sagas you control have
    # read ahead", 613.1f)
    granted = any(str(a).lower().startswith("read ahead") for e in sc.effects.values() for p in e.parts
                  for a in p.add_abilities)
    for o in there:
        at = where[o.id]
        if granted or any(a.lower().startswith("read ahead") for a in o.printed.abilities):
            raise at.error(f"{o.id!r} has read ahead: the number of lore counters it enters with, chosen as it enters "
                           "(714.3b, 702.155), is not modelled yet")
        if o.made_by or o.in_library or any(t.returns_as == o.id for t in (*sc.triggers, *sc.abilities)):
            raise at.error(f"{o.id!r} is a Saga put onto the battlefield by a resolution: its lore counter and first "
                           "chapter ability as it enters (714.3a, 714.2b) are followed only for an `enters` event")
        lasting = next((e.id for e in sc.effects.values() if e.as_long_as is not None), None)
        if lasting is not None:
            raise at.error(f"{o.id!r} is a Saga beside the effect {lasting!r}, which lasts 'for as long as' (611.2b): "
                           "its end looked ahead at each point does not see the chapter abilities triggering there, "
                           "which may keep the Saga from being sacrificed (704.5s): not modelled yet")
        if sc.counter_replacements:
            raise at.error(f"{o.id!r} is a Saga beside a replacement effect that may change how many counters are put "
                           "(614.1a, 614.1c): its lore counters with it are not modelled yet")
        missing = sorted((a for a in o.printed.abilities if chapters(a) and (o.id, a) not in chapter_triggers), key=chapters)
        if missing:
            raise at.error(f"{o.id!r} is a Saga whose chapter ability {missing[0]!r} triggers as lore counters reach its "
                           "number (714.2b): say it, a [[trigger]] with source = "
                           f"{o.id!r}, that ability and when = \"chapter\", and what it does")
    ids = {o.id for o in there}
    for t in sc.triggers:
        if t.counters_on in ids and any(kind == LORE for kind, _ in t.counters):
            raise where[t.id].error(f"trigger {t.id!r} puts lore counters on the Saga {t.counters_on!r}: its chapter "
                                    "abilities triggering then (714.2b) are not modelled yet; a `put_counters` event is")
    for e in sc.effects.values():
        granted = next((a for p in e.parts for a in p.add_abilities if chapters(a)), None)
        if granted is not None:
            raise where[e.id].error(f"effect {e.id!r} grants the chapter ability {granted!r}: a chapter ability an "
                                    "effect grants (714.2b, 714.2d) is not modelled yet")
        if any(kind == LORE for kind, _ in e.puts_counters):
            raise where[e.id].error(f"effect {e.id!r} puts lore counters: chapter abilities triggering then (714.2b) "
                                    "are not modelled yet; a `put_counters` event is")


def _check_chapter_triggers(where: Dict[str, At], sc: Scenario) -> None:
    """A [[trigger]] with `when = "chapter"` is a Saga's chapter ability, its text followed whole by its keys."""
    for t in sc.triggers:
        if t.when != CHAPTER:
            continue
        if not chapters(t.ability) or "Saga" not in sc.objects[t.source].printed.subtypes:
            raise where[t.id].error(f"trigger {t.id!r}: when = \"chapter\" goes with a Saga's chapter ability "
                                    f"(\"I \u2014 ...\", 714.2), not {t.ability!r} of {t.source!r}")
        if t.condition is not None:
            raise where[t.id].error(f"trigger {t.id!r}: a chapter ability has no intervening 'if' (714.2b): its "
                                    "condition is the lore counters reaching its number")
        left = unfollowed_sentence(chapter_effect(t.ability))
        if left is not None:
            raise where[t.id].error(f"trigger {t.id!r}: its chapter ability {t.ability!r} says {left!r}, which no key of "
                                    "a [[trigger]] follows: not modelled yet")


def _touches(e: Event, sagas: set) -> bool:
    """Whether event e may put lore counters on a Saga: a turn or a step (714.3c), or an event entering one or
    changing its counters (714.3a, 122.1)."""
    return e.kind in ("turn", "step") or bool(sagas & set(e.entering)) or \
        e.kind in ("put_counters", "remove_counters") and e.what in sagas


def _check_main_phases(root: At, history: List[dict], where: Dict[str, At], sc: Scenario, saga: GameObject) -> None:
    """714.3c: each precombat main phase that begins in the history begins by a `step = "main"` event known to
    be its turn's first main phase, so that its lore counters are put there."""
    at, events = where[saga.id], sc.given_events
    sagas = {o.id for o in sc.objects.values() if "Saga" in o.printed.subtypes}
    if any(_touches(e, sagas) for e in sc.search_events) or any(_touches(e, sagas) and e.group is not None for e in events):
        raise at.error(f"{saga.id!r} is a Saga: turns, steps and events putting a Saga onto the battlefield or "
                       "counters on it in a group or a search, where lore counters are put (714.3c) and chapter "
                       "abilities checked (714.2b), are not modelled with it")
    for p, first in precombat_mains(events).items():
        if first is None:
            raise (root / table_of(history, p - 1, events)).error(
                f"{saga.id!r} is a Saga, and the history does not say whether this main phase is "
                           "its turn's first (505.1a), where lore counters are put (714.3c): begin it with the turn, "
                           "or its upkeep or draw step")
    stage = None  # (after a `turn`: "turn"; in its upkeep or draw step: "step"; once its main phase began: None)
    for p, e in enumerate(events, 1):
        if e.kind == "turn":
            stage = "turn"
        elif e.kind == "step" and e.what in ("upkeep", "draw"):
            stage = "step"
        elif e.kind == "step" and e.what == "main":
            stage = None
        elif stage is not None and (e.kind == "step" or stage == "turn"):
            raise (root / table_of(history, p - 1, events)).error(
                f"{saga.id!r} is a Saga, and this event comes in a precombat main phase (or after it) that no "
                           "`step = \"main\"` event began, where lore counters are put (714.3c): give that step")
