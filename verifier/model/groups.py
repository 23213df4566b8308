"""The orders a `group` of events leaves open, up to events that cannot affect each other.

Two events of a group are *independent* when neither changes anything the other reads
or changes: then doing them in either order leads to the same game, but for the order
of the timestamps they give (613.7), which the encoding leaves open instead
(`Scenario.concurrent`).  The orders of a group fall into classes, two orders being in
one class when one is the other with independent neighbours swapped (Mazurkiewicz
traces); each class is decided once, by its lexicographically first order.

What an event reads and changes is read off the scenario conservatively: a set of
objects and effects, or everything (`ALL`).  Whatever looks at the whole game at each
point is taken to read and change everything: a turn or step beginning (500), an ability
put on the stack or resolving (405, 603, 606), a trigger's check (603.2-603.4), an
effect lasting as long as a condition holds (611.2b, checked at every point), an amount
or a condition read off the board (608.2h, 611.3a), and a point a claim looks at.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, FrozenSet, Iterator, List, Sequence, Set, Tuple, Union

from verifier.model.history import Event, stamps

ALL = "*"  # everything: the whole game
Footprint = Union[FrozenSet[str], str]  # ids of objects and effects ("effect:e"), or ALL
MAX_CLASSES = 720  # classes of orders of one history the game allows, decided at most; past it, refused
MAX_DRAWN = 8 * MAX_CLASSES  # classes drawn at most, those the file alone shows impossible included

GLOBAL_KINDS = ("turn", "step", "activate", "resolves")  # the turn, the stack (500, 405)
CHECKED_KINDS = ("enters", "turn_face_up")  # where a trigger may be checked (603.2)


class Footprints:
    """What each event of a scenario's history reads and changes (conservatively)."""

    def __init__(self, sc, observed: Sequence[str] = ()):
        self.sc = sc
        self.observed = set(observed)  # labels of points a claim looks at
        effects = (sc.all_effects or sc.effects).values()
        # an effect whose reach depends on the whole board at each point: everything it may affect moves
        # whenever anything does (counts 608.2h, conditions 611.3a, 611.2b)
        self.board_wide = any(e.as_long_as is not None or e.condition is not None or
                              any(p.amounts() or p.copy_of is not None for p in e.parts) or
                              any(isinstance(f.power_at_least, int) or isinstance(f.power_at_most, int) or
                                  f.toughness_at_least is not None or f.toughness_at_most is not None or
                                  f.modified is not None or f.enchanted is not None
                                  for f in e.affects.each()) for e in effects)
        self.by_source: Dict[str, List] = {}
        for e in effects:
            if e.source is not None:
                self.by_source.setdefault(e.source, []).append(e)
        self.effects = {e.id: e for e in effects}
        # where each object may be attached: as the history begins, and each `attach` of it (301.5, 303.4)
        self.hosts: Dict[str, Set[str]] = {}
        for o in sc.objects.values():
            if o.attached_to:
                self.hosts.setdefault(o.id, set()).add(o.attached_to)
        for e in sc.events:
            if e.kind == "attach" and e.to:
                self.hosts.setdefault(e.what, set()).add(e.to)
        self.triggered = bool(sc.triggers or sc.loyalty)
        # whether any effect may change an object's card types or subtypes (205, 613.1d): else a
        # filter by type reaches only the objects printed with it
        self.retyping = any(p.add_types or p.set_types is not None or p.remove_types or p.copy_of is not None or
                            p.face_down is not None or p.add_subtypes or p.set_subtypes is not None or
                            p.remove_subtypes or p.land_types is not None or p.remove_subtype_sets
                            for e in effects for p in e.parts)
        self.reads_tapped = any(e.as_long_as is not None for e in effects) or \
            any(c is not None and c.tapped is not None for c in
                [e.condition for e in effects] + [h.condition for h in sc.as_though_haste])

    def _reach(self, effect) -> Footprint:
        """The objects an effect may affect: those it names, what its source may be
        attached to, or everything."""
        f = effect.affects
        if f.attached and effect.source is not None and not f.any_of:
            return frozenset(self.hosts.get(effect.source, ()))
        if f.objects:  # (only those named, whatever else it asks)
            return frozenset(f.objects)
        if f.any_of or self.retyping or not (f.types or f.subtypes):
            return ALL
        # 205.2-205.3: an object that is not, and cannot become, of the types asked for (one face
        # down may be a creature, 708.2)
        return frozenset(o.id for o in self.sc.objects.values() if o.face_down or
                         set(f.types) <= set(o.printed.types) and
                         (not f.subtypes or set(f.subtypes) & set(o.printed.subtypes)))

    def _closure(self, changed: Set[str]) -> Footprint:
        """Everything that may change at the point when `changed` do: what their static
        abilities affect (613.1), what is attached to them and whatever they are attached
        to (704.5m-n, 301.5), a legendary permanent's namesakes (704.5j)."""
        if not changed:
            return frozenset()
        if self.board_wide:
            return ALL
        out, todo = set(), list(changed)
        while todo:
            x = todo.pop()
            if x in out:
                continue
            out.add(x)
            o = self.sc.objects.get(x)
            if o is not None and "legendary" in o.printed.supertypes:
                return ALL
            more: Set[str] = set(self.hosts.get(x, ()))
            more |= {y for y, hosts in self.hosts.items() if x in hosts}
            for e in self.by_source.get(x, ()):
                reach = self._reach(e)
                if reach == ALL:
                    return ALL
                more |= reach | {f"effect:{e.id}"}
            todo += sorted(more - out)
        return frozenset(out)

    def of(self, e: Event) -> Tuple[Footprint, Footprint]:
        """(reads, changes) of one event."""
        if e.kind in GLOBAL_KINDS or e.label in self.observed or \
                self.triggered and e.kind in CHECKED_KINDS:
            return ALL, ALL
        x = e.what
        if e.kind in ("starts", "ends"):
            effect = self.effects.get(x)
            if effect is None:
                return ALL, ALL
            reach = self._reach(effect)
            changes = ALL if reach == ALL else self._closure(set(reach) | {f"effect:{x}"})
            if e.kind == "ends":
                return frozenset({f"effect:{x}"}), changes
            # 611.2c, 608.2h, 707.2b: as it begins, it reads what it names, or the whole board
            named = set(effect.affects.objects) | {p.copy_of for p in effect.parts if p.copy_of is not None}
            counts = any(p.amounts() for p in effect.parts)
            reads = ALL if reach == ALL or counts else frozenset(named | set(reach) | {f"effect:{x}"})
            return reads, changes
        if e.kind in ("tap", "untap"):  # a status, no characteristic (110.5): unless a condition reads it
            return frozenset({x}), ALL if self.reads_tapped else frozenset({x})
        reads = {x} | ({e.to} if e.to else set())
        changed = set(reads)
        if e.kind in ("attach", "unattach"):
            changed |= self.hosts.get(x, set())  # the object it leaves (301.5)
        if e.kind == "enters":
            o = self.sc.objects[x]
            if o.enters_with or o.loyalty is not None or "Aura" in o.printed.subtypes:
                return ALL, self._closure(changed)  # 614.12: as it would exist there; 303.4i
            reads |= set(self.hosts.get(x, ()))
        return frozenset(reads), self._closure(changed)

    def independent(self, a: Event, b: Event) -> bool:
        """Whether a and b commute: neither changes what the other reads or changes."""
        ra, wa = self.of(a)
        rb, wb = self.of(b)
        return not (_meets(wa, rb) or _meets(wa, wb) or _meets(wb, ra))


def _meets(a: Footprint, b: Footprint) -> bool:
    if a == ALL:
        return bool(b)
    if b == ALL:
        return bool(a)
    return bool(a & b)


def classes(run: Sequence[Event], fp: Footprints) -> Iterator[Tuple[Tuple[Event, ...], FrozenSet[Tuple[int, int]]]]:
    """Each class of orders of one group's events: its lexicographically first order
    (by the events' places in the file), and the pairs of places (i, j), i < j, in it
    whose events may come in either order (neither must come first: their timestamps are
    left open).  An order is first in its class when no event could move before an
    earlier-placed one it is independent of, past events it is independent of.  Events
    alike in everything but their place are interchangeable: they keep the file's order."""
    n = len(run)
    indep = [[i != j and fp.independent(run[i], run[j]) for j in range(n)] for i in range(n)]
    alike = [[j for j in range(i) if replace(run[j], label=None) == replace(run[i], label=None)
              and run[i].label not in fp.observed and run[j].label not in fp.observed] for i in range(n)]

    def extend(order: List[int], left: Set[int]) -> Iterator[List[int]]:
        if not left:
            yield list(order)
            return
        for k in sorted(left):
            if any(j in left for j in alike[k]):
                continue
            # k may not follow a later-placed event it could move before (then another order is first)
            ok = True
            for prev in reversed(order):
                if not indep[prev][k]:
                    break
                if prev > k:
                    ok = False
                    break
            if ok:
                order.append(k)
                left.discard(k)
                yield from extend(order, left)
                left.add(k)
                order.pop()

    for order in extend([], set(range(n))):
        before = _happens_before(order, indep)
        concurrent = frozenset((i, j) for i in range(n) for j in range(i + 1, n) if (i, j) not in before)
        yield tuple(run[k] for k in order), concurrent


def _happens_before(order: List[int], indep) -> Set[Tuple[int, int]]:
    """Pairs of places (i, j) in the order such that the event at i must come before
    the one at j: a chain of dependent events leads from one to the other."""
    n = len(order)
    before: Set[Tuple[int, int]] = set()
    for j in range(n):
        for i in range(j - 1, -1, -1):
            if not indep[order[i]][order[j]] or any((i, k) in before and (k, j) in before for k in range(i + 1, j)):
                before.add((i, j))
    return before


def linear(events: Sequence[Event], concurrent: FrozenSet[Tuple[int, int]],
           rank: Dict[int, int]) -> List[int]:
    """A linear order of the points 1..n of a history whose pairs in `concurrent` may
    come in either order, putting the points in `rank` (a timestamp each) in that
    order: the order of events a model of the encoding stands for."""
    n = len(events)
    preds = {q: {p for p in range(1, q) if (p, q) not in concurrent} for q in range(1, n + 1)}
    placed: List[int] = []
    while len(placed) < n:
        ready = [q for q in range(1, n + 1) if q not in placed and preds[q] <= set(placed)]
        free = [q for q in ready if q not in rank]
        placed.append(free[0] if free else min(ready, key=lambda q: rank[q]))
    return placed


def concrete(sc, ts: Dict[str, int]) -> Tuple[object, Dict[str, int]]:
    """The scenario in the order of events that timestamps `ts` of a scenario whose
    events may partly come in either order stand for (`Scenario.concurrent`), and those
    timestamps under its names (a timestamp `x@p` is named by its event's point); itself
    if none may."""
    if not sc.concurrent:
        return sc, ts
    marks = stamps(sc.events, sc.objects)
    rank: Dict[int, int] = {}
    for p, _, stamp in marks:
        if stamp in ts:
            rank[p] = min(rank.get(p, ts[stamp]), ts[stamp])
    order = linear(sc.events, sc.concurrent, rank)
    events = tuple(sc.events[q - 1] for q in order)
    out = replace(sc, concurrent=frozenset()).with_events(tuple(e for e in events if not e.implied))
    place = {id(e): p for p, e in enumerate(out.events, 1)}
    named = {(p, what): stamp for p, what, stamp in stamps(out.events, out.objects)}
    renamed = {x: t for x, t in ts.items() if x not in {stamp for _, _, stamp in marks}}
    for p, what, stamp in marks:
        if stamp in ts:
            renamed[named[place[id(sc.events[p - 1])], what]] = ts[stamp]
    return out, renamed
