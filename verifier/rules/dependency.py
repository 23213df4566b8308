"""613.8: dependency between effects of one layer, and the order it gives them, written
once over an `Ops`.  A part of `verifier.rules.layers.Evaluation`."""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, Dict, Iterable, List

from verifier.model import LAYERS, MANA_VALUE, OWNER, Effect
from verifier.rules.began import fresh_constants
from verifier.rules.runs import Run, State
from verifier.state import ObjState

Value = Any


@dataclass(frozen=True)
class DependencyEdge:
    """In `layer`, the effect `effect` depends on the effect `on` (613.8a): it waits for it."""

    layer: str
    effect: str
    on: str


def dependency_edges(evaluations: Iterable["Dependency"], holds: Callable[[Value], bool]) -> List[DependencyEdge]:
    """The dependencies `final` met in these evaluations (one per point of the game) for which
    `holds` says that, at some step, one held: concretely, those that did; over Z3 terms (kept by
    `RecordingZ3Ops` only), a caller's solver decides which can.  In layer order, then by effect."""
    found = {DependencyEdge(*key) for ev in evaluations for key, when in (ev.dependencies or {}).items()
             if holds(ev.ops.or_(*when))}
    return sorted(found, key=lambda d: (LAYERS.index(d.layer), d.effect, d.on))


class Dependency:
    """613.8a-c for `Evaluation`: which effect waits for which, and which applies next."""

    def _choose(self, layer: str, group: List[Effect], applied: Dict[str, Value], state: State,
                run: Run) -> Dict[str, Value]:
        """Which unapplied effect goes next (613.8b): among those that depend on no
        unapplied effect except inside a dependency loop, the earliest timestamp."""
        ops = self.ops
        waiting = {e.id: ops.not_(applied[e.id]) for e in group}
        dep = {}
        starts, afters = {}, {}  # each effect's start now, and the game were it applied now
        for a in group:
            for b in group:
                if a is not b:
                    both = ops.and_(waiting[a.id], waiting[b.id])
                    dep[a.id, b.id] = both if ops.is_false(both) else \
                        ops.and_(both, ops.rule("613.8a"), self._depends(layer, a, b, state, run, starts, afters))
                    if run.dependencies is not None and not ops.is_false(dep[a.id, b.id]):  # (told: `dependency_edges`)
                        run.dependencies.setdefault((layer, a.id, b.id), []).append(dep[a.id, b.id])
        reach = _closure(ops, [e.id for e in group], dep)
        ready = {}
        for a in group:
            blockers = [ops.and_(dep[a.id, b.id], ops.not_(reach[b.id, a.id])) for b in group if b is not a]
            ready[a.id] = ops.and_(waiting[a.id], ops.not_(ops.or_(*blockers)))
        return self._earliest(group, ready, run)

    def _earliest(self, group: List[Effect], ready: Dict[str, Value], run: Run) -> Dict[str, Value]:
        """Of the effects that are ready, the one with the earliest timestamp (613.7)."""
        ops = self.ops
        return {a.id: ops.and_(ready[a.id], ops.not_(ops.or_(*[ops.and_(ready[b.id], self.precedes(b, a, run))
                                                                for b in group if b is not a])))
                for a in group}

    def _may_depend(self, layer: str, group: List[Effect], run: Run) -> List[tuple]:
        """The pairs (a, b) where a reads something b writes (613.8a needs one)."""
        return [(a, b) for a in group for b in group
                if a is not b and self._reads(layer, a, run) & b.part(layer).writes()]

    def _no_dependency(self, layer: str, group: List[Effect], state: State, run: Run) -> bool:
        """No effect of the group can depend on another in any game state (613.8a):
        none reads what another writes, or the dependency check itself comes out
        false on a state whose every characteristic is an unknown."""
        pairs = self._may_depend(layer, group, run)
        if not pairs:
            return True
        if {e.granted_by for e in group} & {e.id for e in group}:
            return False  # a granted ability exists once its granting effect has applied
        unknown = {o: ObjState(**fresh_constants(self.ops, f"unknown[{o}]", {f.name: getattr(s, f.name) for f in fields(s)}))
                   for o, s in state.items()}
        starts: Dict[str, tuple] = {}
        afters: Dict[str, State] = {}
        return all(self._depends(layer, a, b, unknown, run, starts, afters) is False for a, b in pairs)

    def _depends(self, layer: str, a: Effect, b: Effect, state: State, run: Run, starts: Dict[str, tuple],
                 afters: Dict[str, State]) -> Value:
        """a depends on b: applying b would change a's existence, what it applies
        to, or what it does (613.8a).  `starts` and `afters` keep, for this state,
        each effect's start and the game were it applied, as they are found."""
        if not (self._reads(layer, a, run) & b.part(layer).writes()):
            return False
        ops = self.ops
        for x in (a, b):
            if x.id not in starts:
                starts[x.id] = self._start(layer, x, state, run)
        if b.id not in afters:
            afters[b.id] = self._apply(layer, b, starts[b.id][1], state, run)
        after = afters[b.id]
        changed = []
        if layer == a.first_layer:
            e0, m0 = starts[a.id]
            e1 = self._existence(a, after, run)
            changed.append(ops.not_(ops.eq(e0, e1)))
            # what it applies to can change only if b writes what its affected set reads; else the
            # set is the same whether it exists or not, and a change shows in its existence already
            if self._reach_reads(a) & b.part(layer).writes():
                _, m1 = self._start_here(layer, a, after, run)
                changed += [ops.not_(ops.eq(m0[o], m1[o])) for o in state]
        if self._instruction_reads(layer, a) & b.part(layer).writes():  # (else b leaves them as they are)
            for oid in state:
                changed += [ops.not_(ops.eq(x, y)) for x, y in zip(self._instruction(layer, a, oid, state, run),
                                                                   self._instruction(layer, a, oid, after, run))]
        return ops.or_(*changed)

    def _reads(self, layer: str, e: Effect, run: Run) -> set:
        """What a's existence, affected set and instructions look at here."""
        reads = self._instruction_reads(layer, e)
        if layer == e.first_layer and e.static:
            reads |= {"abilities", "text_of"}
            reads |= e.affects.reads()
            reads |= e.condition.reads() if e.condition is not None else set()
        return reads

    def _instruction_reads(self, layer: str, e: Effect) -> set:
        """What e's instructions in this layer look at (`_instruction`)."""
        part = e.part(layer)
        reads = {"mana_value"} if MANA_VALUE in (part.power, part.toughness) else set()
        for amount in part.amounts() if e.static else ():  # a resolved one counted as it resolved
            reads |= amount.reads()
        if e.static and part.controller is not None:
            reads.add("controller")  # "you" is its object's controller (109.5)
        if e.static and self._text_changes:
            reads.add("text")  # its words, as text-changing effects left them (612)
        return reads

    def _reach_reads(self, e: Effect) -> set:
        """What e's affected set looks at: its filter's characteristics, and those of "you" (the
        controller, 109.5) and of its words as text-changing effects left them (612)."""
        return e.affects.reads() | {"controller", "text"}

    def _instruction(self, layer: str, e: Effect, oid: str, state: State, run: Run) -> tuple:
        """The values that decide what e's part does to oid (a copy's are fixed, 707.2b)."""
        part = e.part(layer)
        out = (state[oid].mana_value,) if MANA_VALUE in (part.power, part.toughness) else ()
        out += tuple(self._amount(amount, layer, e, state[oid], state, run) for amount in part.amounts() if e.static)
        if part.controller is not None:
            out += (state[oid].owner if part.controller == OWNER else self._player(part.controller, e, state),)
        text = self._text(e, state)
        if part.change_word is not None and text is not None:
            out += tuple(text[w] for w in part.change_word)
        return out


def _closure(ops: Any, ids: List[str], dep: Dict) -> Dict:
    """Transitive closure of the dependency relation (Floyd-Warshall)."""
    reach = dict(dep)
    for k in ids:
        for i in ids:
            if i == k or ops.is_false(reach[i, k]):
                continue
            for j in ids:
                if j != i and j != k:
                    reach[i, j] = ops.or_(reach[i, j], ops.and_(reach[i, k], reach[k, j]))
    for i in ids:
        reach[i, i] = True
    return reach
