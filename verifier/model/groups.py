"""The orders a `group` of events leaves open, up to events that cannot affect each other.

Two events of a group are *independent* when neither changes anything the other reads
or changes: then doing them in either order leads to the same game, but for the order
of the timestamps they give (613.7), which the encoding leaves open instead
(`Scenario.concurrent`).  The orders of a group fall into classes, two orders being in
one class when one is the other with independent neighbours swapped (Mazurkiewicz
traces); each class is decided once, by its lexicographically first order.

What an event reads and changes is read off the scenario conservatively: a set of
aspects of objects and effects, or everything (`ALL`).  An object has four aspects: the
effects on its power and toughness (`x#pt`), its counters (`x#cnt`), who controls it
(`x#ctl`), and everything else (`x`: being there, types, abilities, status, attachments).  A control change (613.1b)
changes only who controls the object, and its P/T where an effect asks who controls it.

Besides what it changes, an event may only *add* to power and toughness (`adds`): a P/T
modification by fixed amounts (613.4c), or +1/+1 and -1/-1 counters (122.1a), where it
can kill nothing: amounts no less than +0/+0, or a creature that can never have
toughness 0 or less (`sturdy`: its printed toughness, less every negative modification
that may reach it and every -1/-1 counter it has or the history may give it, is at least
1).  Two additions commute (the sum is the same in either order, and neither makes a
creature die, 704.5f; counters cancel out by their numbers alone, 704.5q), but not with
what reads or changes the same power and toughness.  A sturdy creature entering, or
losing counters, cannot die of it either: those read and change no more than they name.

Whatever looks at the whole game at each point is taken to read and change everything: a
turn or step beginning (500), an ability put on the stack or resolving (405, 603, 606), a
trigger's check (603.2-603.4), counters put where replacement effects may change how many
(614.1a), an effect lasting as long as a condition holds (611.2b, checked at every point),
an amount or a condition read off the board (608.2h, 611.3a), and a point a claim looks at.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import replace
from typing import Dict, FrozenSet, Iterator, List, Optional, Sequence, Set, Tuple, Union

from verifier.model.effects import reads_tapped
from verifier.model.history import BECOMES_UNTAPPED, LEAVING, Event, stamps

ALL = "*"  # everything: the whole game
Footprint = Union[FrozenSet[str], str]  # aspects of objects ("x", "x#pt", "x#cnt", "x#ctl"), effects ("effect:e"), or ALL
MAX_CLASSES = 720  # classes of orders of one history the game allows, decided at most; past it, refused
MAX_DRAWN = 8 * MAX_CLASSES  # classes drawn at most, those the file alone shows impossible included
# a group leaving more classes than this open has its order left to the solver, where it can (`slotted`)
SLOT_PAST = 120
MAX_SLOTTED = 16  # events of one group whose order the solver is given, at most; past it, refused
# the events whose place a group may leave to the solver: what each does at a point depends on that point alone
SLOTTED_KINDS = ("enters", "leaves", "starts", "ends", "tap", "untap", "put_counters", "remove_counters", "attach",
                 "unattach")

GLOBAL_KINDS = ("turn", "step", "activate", "resolves", "transform", "moves", "it_becomes")  # the turn, the stack (500, 405); a new face; a zone (400.1); day or night (731.1)
CHECKED_KINDS = ("enters", "turn_face_up")  # where a trigger may be checked (603.2)
PUTTING_KINDS = ("enters", "turn_face_up", "put_counters")  # what may put counters (122.6, 702.37b)


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
                                  f.modified is not None or f.enchanted is not None or f.equipped is not None or
                                  f.enchanted_by_another or
                                  bool(f.counters) or bool(f.non_counters) or bool(f.counters_at_least)
                                  for f in e.affects.each()) for e in effects) or \
            any("ascend" in f.abilities for o in sc.objects.values() for f in o.faces) or \
            any("ascend" in p.add_abilities for e in effects for p in e.parts)  # (702.131: looked at every point)
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
        # a leaves-the-battlefield trigger is checked at every event (603.6c, 603.10a)
        self.leaving = any(t.when in LEAVING for t in sc.triggers)
        # a trigger on becoming untapped is checked at each untap (603.2, 701.26b): a tap or an untap reads it
        self.untapping = any(t.when == BECOMES_UNTAPPED for t in sc.triggers)
        # counters put are replaced by what the board has then (614.1a): such events read it all
        self.replaced = bool(sc.counter_replacements)
        # whether any effect may change an object's card types or subtypes (205, 613.1d): else a
        # filter by type reaches only the objects printed with it
        # (a double-faced card's types change as it transforms, 712.8)
        self.retyping = any(o.back is not None for o in sc.objects.values()) or any(
            p.add_types or p.set_types is not None or p.remove_types or p.copy_of is not None or
            p.face_down is not None or p.add_subtypes or p.set_subtypes is not None or
            p.remove_subtypes or p.land_types is not None or p.remove_subtype_sets
            for e in effects for p in e.parts)
        # whether anything looks at power and toughness where they may be between two events (a filter
        # or an enchant ability asking for them, a count): then adding to them is a change like any other
        self.adds_commute = not self.board_wide and not any(
            {"power", "toughness"} & o.enchant.reads() for o in sc.objects.values())
        # the objects whose power and toughness may depend on who controls them: those an effect
        # reaches only if "you" (or another player) control them (a filter reading the controller)
        self.by_controller: Footprint = frozenset()
        self.by_controller_beyond_pt: Footprint = frozenset()  # (by an effect on more than P/T)
        for e in effects:
            if _asks_controller(e.affects):
                self.by_controller = _union(self.by_controller, self._reach(e))
                if not _modifies_pt(e):
                    self.by_controller_beyond_pt = _union(self.by_controller_beyond_pt, self._reach(e))
        self.sturdy = self._sturdy(effects)
        self.reads_tapped = any(e.as_long_as is not None for e in effects) or reads_tapped(effects, sc.as_though_haste)

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

    def _sturdy(self, effects) -> Set[str]:
        """The objects that can never have toughness 0 or less (704.5f): printed toughness
        (not face down, 708.2; no copy, CDA, setting or switching effect may reach them,
        613.4a-b, 613.4d), less every negative toughness modification that may reach them
        (613.4c) and every -1/-1 counter they have, enter with, or the history or a
        trigger may put on them (122.1a), at least 1.  None where anything reads P/T."""
        if not self.adds_commute:
            return set()
        out = set()
        for o in self.sc.objects.values():
            if o.face_down or o.face_down_by is not None or o.back is not None:
                continue
            low = o.printed.toughness - _minus_counters(o.counters) - _minus_counters(o.enters_with)
            low -= sum(_minus_counters(e.counters) for e in (*self.sc.events, *self.sc.search_events)
                       if e.kind == "put_counters" and e.what == o.id)
            low -= sum(_minus_counters(t.counters) for t in self.sc.triggers if t.counters_on == o.id)
            for e in effects:
                reach = self._reach(e)
                if reach != ALL and o.id not in reach:
                    continue
                for part in e.parts:
                    if part.layer in ("1a", "1b", "7a", "7b", "7d") or part.copy_of is not None or \
                            part.face_down is not None:
                        low = None
                    elif part.layer == "7c" and part.toughness is not None:
                        low = None if low is None or not isinstance(part.toughness, int) else \
                            low + min(part.toughness, 0)
                if low is None:
                    break
            if low is not None and low >= 1:
                out.add(o.id)
        return out

    def adds(self, effect, reach: Footprint) -> bool:
        """Whether all an effect does is add to power and toughness where it can kill
        nothing: a modification of power, toughness or both by fixed amounts (613.4c), none
        negative, or reaching only sturdy creatures."""
        return self.adds_commute and reach != ALL and _modifies_pt(effect) and (
            set(reach) <= self.sturdy or all(v is None or v >= 0 for p in effect.parts for v in (p.power, p.toughness)))

    def _closure(self, changed: Set[str], adding: FrozenSet[str] = frozenset()) -> Tuple[Footprint, Footprint]:
        """(changes, adds): every aspect that may change at the point when the objects
        `changed` do: what their static abilities affect (613.1), what is attached to them
        and whatever they are attached to (704.5m-n, 301.5), a legendary permanent's
        namesakes (704.5j); and the power and toughness only added to there: those the
        static abilities of `adding` (objects that only gain their abilities, entering)
        reach, when all those abilities do is add to them (`adds`)."""
        if not changed:
            return frozenset(), frozenset()
        if self.board_wide:
            return ALL, frozenset()
        out, added, todo = set(), set(), list(changed)
        while todo:
            x = todo.pop()
            if x in out:
                continue
            out.add(x)
            o = self.sc.objects.get(x)
            if o is not None and any("legendary" in f.supertypes for f in o.faces):
                return ALL, frozenset()
            # (an object only joining its host changes it by its abilities alone)
            more: Set[str] = set() if x in adding else set(self.hosts.get(x, ()))
            more |= {y for y, hosts in self.hosts.items() if x in hosts}
            for e in self.by_source.get(x, ()):
                reach = self._reach(e)
                if reach == ALL:
                    return ALL, frozenset()
                if x in adding and self.adds(e, reach):
                    added |= reach
                    continue
                more |= reach | {f"effect:{e.id}"}
            todo += sorted(more - out)
        return _whole(out), frozenset(_pt(added - out))

    def of(self, e: Event) -> Tuple[Footprint, Footprint, Footprint]:
        """(reads, changes, adds) of one event."""
        if e.kind in GLOBAL_KINDS or e.label in self.observed or self.leaving or \
                self.triggered and e.kind in CHECKED_KINDS or self.replaced and e.kind in PUTTING_KINDS or \
                self.untapping and e.kind in ("tap", "untap"):
            return ALL, ALL, frozenset()
        x = e.what
        if e.kind in ("starts", "ends"):
            effect = self.effects.get(x)
            if effect is None or effect.forbids:  # (101.2: what it forbids decides whether other events may happen)
                return ALL, ALL, frozenset()
            reach = self._reach(effect)
            token = f"effect:{x}"
            if e.kind == "starts" and reach != ALL and _only_gives_control(effect):
                # 613.1b: who controls them; all of one only where an effect asks who controls it (its
                # P/T may change, and it may die); what their own abilities reach and what is attached
                # (its P/T moves, but one that cannot die, 704.5f, only as additions do: the sum at the end
                # is the same in either order)
                changes, adds = self._closure(set(reach))[0], set()
                if changes != ALL:
                    asked = set(reach) if self.by_controller == ALL else set(reach) & self.by_controller
                    steady = set() if self.by_controller_beyond_pt == ALL else \
                        asked & self.sturdy - self.by_controller_beyond_pt
                    alone = set(reach) - asked | steady
                    changes = (changes - alone - _pt(alone) - _cnt(alone)) | _ctl(set(reach))
                    adds = _pt(steady)
                return frozenset(set(reach) | {token}), _union(changes, {token}), frozenset(adds)
            if e.kind == "starts" and self.adds(effect, reach):
                # 611.2c, 608.2b: as it begins, it reads which of what it names are there, and what they are
                looked = set(effect.affects.objects) | set(reach)
                return frozenset(looked | {token} | (_ctl(looked) if _asks_controller(effect.affects) else set())), \
                    frozenset({token}), frozenset(_pt(reach))
            changes = ALL if reach == ALL else _union(self._closure(set(reach))[0], {token})
            if e.kind == "ends":
                return frozenset({token}), changes, frozenset()
            # 611.2c, 608.2h, 707.2b: as it begins, it reads what it names, or the whole board
            named = set(effect.affects.objects) | {p.copy_of for p in effect.parts if p.copy_of is not None}
            counts = any(p.amounts() for p in effect.parts)
            reads = ALL if reach == ALL or counts else frozenset(_whole(named | set(reach)) | {token})
            return reads, changes, frozenset()
        if e.kind in ("tap", "untap"):  # a status, no characteristic (110.5): unless a condition reads it
            return frozenset({x}), ALL if self.reads_tapped else frozenset({x}), frozenset()
        plain = all(k in ("+1/+1", "-1/-1") for k, _ in e.counters)  # (P/T counters, 122.1a)
        if e.kind == "put_counters" and self.adds_commute and plain and \
                (x in self.sturdy or all(k == "+1/+1" for k, _ in e.counters)):
            return frozenset({x}), frozenset(), frozenset(_cnt({x}))  # 400.7: it is there; 122.1a, 613.4c
        if e.kind == "remove_counters" and plain and x in self.sturdy:  # (it cannot die of it: 704.5f)
            return frozenset({x} | _cnt({x})), frozenset(_cnt({x})), frozenset()
        if e.kind == "attach":
            # 701.3a-b, 301.5, 303.4: what the object is and where it was, and what it joins (not its P/T)
            changes, adds = self._closure({x} | (self.hosts.get(x, set()) - {e.to}), adding=frozenset({x}))
            # (who controls the host: for equip, 702.6a, or an enchant ability that asks, 303.4a)
            ctl = e.equip or any(_asks_controller(o.enchant) for o in self.sc.objects.values()
                                 if "Aura" in o.printed.subtypes)
            return frozenset(_whole({x}) | {e.to} | (_ctl({e.to}) if ctl else set())), changes, adds
        reads = _whole({x} | ({e.to} if e.to else set()))
        changed = {x} | ({e.to} if e.to else set())
        if e.kind == "unattach":
            changed |= self.hosts.get(x, set())  # the object it leaves (301.5)
        if e.kind == "enters":
            o = self.sc.objects[x]
            if o.enters_with or o.loyalty is not None or "Aura" in o.printed.subtypes or e.copy is not None or \
                    e.together or o.enters_tapped_unless is not None:
                # 614.12: as it would exist there; 303.4i; 707.5: what it copies, as it is then; 614.1c: what
                # its controller controls as it enters (enters tapped unless ...)
                return ALL, self._closure(changed)[0], frozenset()
            changes, adds = self._closure(changed, adding=frozenset({x}))
            if x in self.sturdy and changes != ALL:  # (no P/T it enters with can kill it, 704.5f)
                reads, changes = reads - _pt({x}) - _cnt({x}), changes - _pt({x}) - _cnt({x})
            return frozenset(reads | _whole(self.hosts.get(x, ()))), changes, adds
        return frozenset(reads), self._closure(changed)[0], frozenset()

    def independent(self, a: Event, b: Event) -> bool:
        """Whether a and b commute: neither changes what the other reads, changes or
        adds to, nor adds to what the other reads (two additions commute).  Where a claim
        reads a graveyard's order, none does: which card goes there first is on the bottom
        (404.1)."""
        if self.sc.reads_graveyard_order:
            return False
        ra, wa, ua = self.of(a)
        rb, wb, ub = self.of(b)
        return not (_meets(wa, _union(rb, wb, ub)) or _meets(wb, _union(ra, ua)) or
                    _meets(ua, rb) or _meets(ub, ra))


def _only_gives_control(effect) -> bool:
    """Whether all a resolved effect does is give control of what it names (613.1b)."""
    return bool(effect.affects.objects) and not effect.affects.conditional and len(effect.parts) == 1 and \
        effect.gives_control_to is not None


def _modifies_pt(effect) -> bool:
    """Whether all an effect does is modify power, toughness or both by fixed amounts (613.4c)."""
    return bool(effect.parts) and all(
        p.layer == "7c" and all(v is None or isinstance(v, int) for v in (p.power, p.toughness)) and
        replace(p, power=None, toughness=None) == type(p)("7c") for p in effect.parts)


def _minus_counters(counters) -> int:
    """The -1/-1 counters among (kind, n) pairs; an X counts as more than any toughness."""
    return sum(n if isinstance(n, int) else 10 ** 6 for k, n in counters if k == "-1/-1")


def _asks_controller(f) -> bool:
    return "controller" in f.reads()


def _whole(ids) -> Set[str]:
    """Every aspect of each object (effects, "effect:e", are one)."""
    return set(ids) | _pt(ids) | _cnt(ids) | _ctl(ids)


def _pt(ids) -> Set[str]:
    return {f"{x}#pt" for x in ids if not x.startswith("effect:")}


def _cnt(ids) -> Set[str]:
    return {f"{x}#cnt" for x in ids if not x.startswith("effect:")}


def _ctl(ids) -> Set[str]:
    return {f"{x}#ctl" for x in ids if not x.startswith("effect:")}


def _union(*parts) -> Footprint:
    if any(p == ALL for p in parts):
        return ALL
    return frozenset().union(*parts)


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


def linear(points: Sequence[int], concurrent: FrozenSet[Tuple[int, int]], rank: Dict[int, int]) -> List[int]:
    """A linear order of these points of a history (ascending) whose pairs in
    `concurrent` may come in either order, putting the points in `rank` (a timestamp
    each) in that order: the order of events a model of the encoding stands for."""
    preds = {q: {p for p in points if p < q and (p, q) not in concurrent} for q in points}
    placed: List[int] = []
    while len(placed) < len(points):
        ready = [q for q in points if q not in placed and preds[q] <= set(placed)]
        free = [q for q in ready if q not in rank]
        placed.append(free[0] if free else min(ready, key=lambda q: rank[q]))
    return placed


def concrete(sc, ts: Dict[str, int], slots: Optional[Dict[Tuple[str, int], int]] = None) -> Tuple[object, Dict[str, int]]:
    """The scenario in the order of events that timestamps `ts` of a scenario whose
    events may partly come in either order stand for (`Scenario.concurrent`), and the
    positions `slots` of the events of groups left to the solver (`slotted`); and those
    timestamps under its names (a timestamp `x@p` is named by its event's point); itself
    if none may."""
    if not sc.concurrent:
        return sc, ts
    marks = stamps(sc.events, sc.objects)
    rank: Dict[int, int] = {}
    for p, _, stamp in marks:
        if stamp in ts:
            rank[p] = min(rank.get(p, ts[stamp]), ts[stamp])
    # of a group left to the solver, the event at each position, one position after another
    kept = [i + 1 for i in unslotted(sc.events, slots or {})]
    ordered = frozenset((p, q) for p, q in sc.concurrent if sc.events[p - 1].slot is not None and
                        sc.events[q - 1].slot is not None and sc.events[p - 1].slot[0] == sc.events[q - 1].slot[0])
    order = linear(kept, sc.concurrent - ordered, rank)
    chosen = {q: replace(sc.events[q - 1], slot=None) for q in order}
    out = replace(sc, concurrent=frozenset()).with_events(tuple(chosen[q] for q in order if not chosen[q].implied))
    place = {id(e): p for p, e in enumerate(out.events, 1)}
    named = {(p, what): stamp for p, what, stamp in stamps(out.events, out.objects)}
    renamed = {x: t for x, t in ts.items() if x not in {stamp for _, _, stamp in marks}}
    for p, what, stamp in marks:
        if stamp in ts and p in chosen:
            renamed[named[place[id(chosen[p])], what]] = ts[stamp]
    return out, renamed


def unslottable(sc, run: Sequence[Event], observed: Sequence[str] = ()) -> str:
    """Why the order of a group's events can't be left to the solver ("" if it can): an
    event whose effect reads more than the point it happens at, or a scenario whose
    triggered abilities, replacement effects or zones read the events one by one."""
    odd = next((e for e in run if e.kind not in SLOTTED_KINDS or e.copy is not None), None)
    if odd is not None:
        return f"its event '{odd.said()}' (line {odd.line}) is of a kind whose order is decided one by one"
    seen = next((e for e in run if e.label is not None and e.label in observed), None)
    if seen is not None:
        return f"a claim looks at the point after its event '{seen.label}'"
    if sc.triggers or sc.loyalty:
        return "the scenario has triggered or loyalty abilities, checked event by event"
    if sc.counter_replacements or sc.token_replacements:
        return "the scenario has replacement effects on counters or tokens, applied event by event"
    if sc.tracks_zones:
        return "the scenario tracks the zones cards are in"
    if any(e.forbids for e in sc.effects.values()):
        return "an effect forbids casting or activating (101.2), which decides event by event what may happen"
    return ""


def components(run: Sequence[Event], fp: Footprints) -> List[List[Event]]:
    """A group's events in parts that can't affect each other: each event is in the part
    of every event it is not independent of.  Any order of the group is, up to swapping
    independent neighbours, one order of each part (Mazurkiewicz traces)."""
    parts: List[List[int]] = []
    for i in range(len(run)):
        joined = [part for part in parts if any(not fp.independent(run[i], run[j]) for j in part)]
        parts = [part for part in parts if part not in joined] + [sorted([i, *(j for part in joined for j in part)])]
    return [[run[i] for i in part] for part in sorted(parts)]


def slotted_classes(run: Sequence[Event], fp: Footprints, name: str) -> Tuple[List[Tuple[Tuple[Event, ...], FrozenSet]], str]:
    """The classes of orders of a group whose order is left to the solver where its
    classes are many: its parts (`components`) one after another, every two events of
    different parts left in either order; the parts with the most classes left to the
    solver (`slotted`) until at most `SLOT_PAST` classes remain to decide one by one.
    (classes, "") or ([], why not: a part past `MAX_SLOTTED` events)."""
    parts = components(run, fp)
    drawn = [list(itertools.islice(classes(part, fp), SLOT_PAST + 1)) for part in parts]
    for k in sorted(range(len(parts)), key=lambda k: -len(drawn[k])):
        if math.prod(len(d) for d in drawn) <= SLOT_PAST:
            break
        if len(parts[k]) > MAX_SLOTTED:
            return [], f"{len(parts[k])} of its events may each affect another, more than {MAX_SLOTTED}"
        n = len(parts[k]) ** 2
        drawn[k] = [(slotted(parts[k], f"{name}.{k}"), frozenset((i, j) for i in range(n) for j in range(i + 1, n)))]
    out = []
    for choice in itertools.product(*drawn):
        events: List[Event] = []
        pairs: Set[Tuple[int, int]] = set()
        for order, local in choice:  # (events of two parts in either order: every pair across them)
            pairs |= {(i, len(events) + j) for i in range(len(events)) for j in range(len(order))}
            pairs |= {(i + len(events), j + len(events)) for i, j in local}
            events += order
        out.append((tuple(events), frozenset(pairs)))
    return out, ""


def slotted(run: Sequence[Event], name: str) -> Tuple[Event, ...]:
    """A group's n events, their order left to the solver: n positions, each with every
    event of the group in it, the event j at position k happening only if the order puts
    it there (`Event.slot`: `name`, j, k).  What does not happen changes nothing
    (`verifier.rules.time`)."""
    return tuple(replace(run[j], slot=(name, j, k)) for k in range(len(run)) for j in range(len(run)))


def slots_of(events: Sequence[Event]) -> Dict[str, int]:
    """Each group a history leaves to the solver -> how many events it has."""
    out: Dict[str, int] = {}
    for e in events:
        if e.slot is not None:
            out[e.slot[0]] = max(out.get(e.slot[0], 0), e.slot[1] + 1)
    return out


def unslotted(events: Sequence[Event], slots: Dict[Tuple[str, int], int]) -> List[int]:
    """The places of the events that happen when each group left to the solver puts
    its event j at position `slots[group, j]`: every other event, and of each
    position's candidates the one put there."""
    return [i for i, e in enumerate(events) if e.slot is None or slots[e.slot[0], e.slot[1]] == e.slot[2]]
