"""Several [[trigger]] tables of one triggered ability: which instance each stands for (603.2).

603.2: an event triggers an ability once for each occurrence of what it waits for (one object
entering gives "whenever a creature enters" one instance), and each instance of an ability an
object has triggers apart (113.2c).  A [[trigger]] table stands for every instance of its ability;
several tables with the same source, ability text and `when` are one ability, each describing an
instance of its own (its own mode, target or effect).  So each of them but one says `instance`: the
label of the event that put its instance on the stack; it triggers there only.  The one without
`instance` stands for every other instance: it does not trigger at an event whose every instance
another table stands for.  An event puts on the stack at most (`occurrences`) one instance per
object it may be about (what enters, or leaves by a `leaves` event and the state-based actions after
it, matching `of` as far as the file tells; one spell cast; one step beginning), times the instances
of the ability its source may have (printed, and one per effect that may grant or copy it): more
tables bound to it are refused, as is a group of tables with no way to tell its instances apart."""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Dict, List, Sequence, Tuple

from verifier.load.files import At
from verifier.model import CASTING, COPY_ABILITY, LEAVING, Event, Scenario, Trigger
from verifier.rules.triggers import creating, happens

_ONE_PER_STEP = ("your upkeep", "each upkeep", "your combat", "each combat", "next end step", "your end step",
                 "each end step", "end of combat")


def occurrences(t: Trigger, e: Event, sc: Scenario, makers: frozenset) -> int:
    """How many instances of t event e may put on the stack at most (603.2): one for each object it
    may be about (what enters or leaves and may match `of`; one spell cast; one step) times the
    instances of the ability its source may have (113.2c: printed, and one for each effect that may
    grant or copy it); every object of the scenario where the event's kind does not bound them."""
    if not happens(t, e, makers):
        return 0
    if e.kind == COPY_ABILITY:
        return 1
    copies = _copies(t, sc)
    if t.when in _ONE_PER_STEP or t.when in CASTING:  # (one step begins; one spell becomes cast, 601.2i)
        return copies
    if t.when == "enters" and e.kind == "enters":
        return copies * sum(1 for x in e.entering if _may_match(t, x, sc))
    if t.when == "enters":  # (a resolution creating tokens, 111.1; each may be doubled, 614.1a)
        made = sum(1 for o in sc.objects.values() if o.created_by == e.what and _may_match(t, o.id, sc))
        return copies * made * math.prod(r.times for r in sc.token_replacements)
    if t.when in LEAVING:
        return copies * sum(1 for x in _may_leave(e, sc) if _may_match(t, x, sc))
    return copies * len(sc.objects)


def _may_leave(e: Event, sc: Scenario) -> list:
    """What may leave the battlefield by event e or the state-based actions after it (704.3): a `leaves`
    event's object and what is attached to it (704.5m-n), where nothing else may change then (no effect
    has it as its source, so no other object's toughness or state follows it); else every object."""
    if e.kind == "leaves" and not any(f.source == e.what for f in sc.all_effects.values()):
        return [e.what, *(o.id for o in sc.objects.values() if o.attached_to == e.what)]
    return list(sc.objects)


def _copies(t: Trigger, sc: Scenario) -> int:
    """113.2c: how many instances of t's ability its source may have: printed (on some face), and one
    for each effect that may grant it or make its source a copy of something."""
    o = sc.objects[t.source]
    printed = int(any(t.ability in f.abilities for f in o.faces))
    given = sum(1 for e in sc.all_effects.values() for p in e.parts
                if t.ability in p.add_abilities or p.copy_of is not None or
                p.copy_except is not None and t.ability in p.copy_except.add_abilities)
    return max(1, printed + given)


def _may_match(t: Trigger, x: str, sc: Scenario) -> bool:
    """Whether object x may be what t's `of` waits for: the objects it names, not its source where it
    says another, and of the card types it says where no effect of the scenario changes types,
    copies or turns an object face down (205.1a, 707.2, 708.2)."""
    of = t.of
    if of.objects and x not in of.objects or of.other and x == t.source:
        return False
    if not of.types or any(p.add_types or p.remove_types or p.set_types is not None or p.copy_of is not None or
                           p.face_down is not None for e in sc.all_effects.values() for p in e.parts):
        return True
    o = sc.objects[x]
    return o.face_down or any(set(of.types) <= set(f.types) for f in o.faces)


def _groups(tables: Sequence[dict], sc: Scenario) -> List[List[int]]:
    """The indices of the tables of each ability with more than one table (delayed ones aside, 603.7)."""
    groups: Dict[Tuple[str, str, str], List[int]] = {}
    for i, t in enumerate(sc.triggers):
        if not t.delayed:
            groups.setdefault((t.source, t.ability, t.when), []).append(i)
    return [g for g in groups.values() if len(g) > 1 or "instance" in tables[g[0]]]


def bind(root: At, tables: Sequence[dict], sc: Scenario) -> Scenario:
    """The scenario with each table of a group bound to its instances (603.2), checked."""
    events = {e.label: e for e in sc.given_events if e.label is not None}
    makers = creating(sc.triggers + sc.loyalty + sc.abilities, sc.spell_tokens)
    triggers = list(sc.triggers)
    for group in _groups(tables, sc):
        free = [i for i in group if "instance" not in tables[i]]
        first = sc.triggers[group[0]]
        if len(free) != 1:
            names = ", ".join(repr(sc.triggers[i].id) for i in group)
            at = root / (free[1] if len(free) > 1 else group[0]) / ("instance" if not free else "id")
            raise at.error(f"the tables {names} are one ability ({first.ability!r} of {first.source!r}): an event "
                           "triggers it once for each occurrence of what it waits for (603.2), so each table but one "
                           "says instance = \"LABEL\", the label of the event that put its instance on the stack; the "
                           "one without it stands for every other instance")
        bound: Dict[str, int] = {}
        for i in group:
            label = tables[i].get("instance")
            if label is None:
                continue
            e = events.get(label)
            if e is None or e.slot is not None:
                raise (root / i / "instance").error(
                    f"instance names {label!r}: give the label of an event of the history whose order is given (not "
                    "one of a group left to the solver)")
            bound[label] = bound.get(label, 0) + 1
            if occurrences(first, e, sc, makers) == 0:
                raise (root / i / "instance").error(
                    f"event {label!r} does not trigger {first.ability!r} (603.2): instance names the event that "
                    "put its instance on the stack (the cast, the entering, the cycling, ...)")
            if bound[label] > occurrences(first, e, sc, makers):
                raise (root / i / "instance").error(
                    f"event {label!r} puts fewer instances of {first.ability!r} on the stack than the tables bound to "
                    "it: one for each occurrence of what it waits for (603.2)")
            triggers[i] = replace(triggers[i], instance=label)
        full = frozenset(label for label, n in bound.items() if n >= occurrences(first, events[label], sc, makers))
        triggers[free[0]] = replace(triggers[free[0]], others_at=full)
    return replace(sc, triggers=tuple(triggers))
