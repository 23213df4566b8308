"""What a resolved effect fixed as it began (611.2c locked sets, 608.2h counts, 707.2b
copiable values), written once over an `Ops`: read from the game as it began.  A part of
`verifier.rules.layers.Evaluation`."""
from __future__ import annotations

from typing import Any, Callable, Dict, List

from verifier.model import LAYERS, Effect
from verifier.rules.runs import Run
from verifier.state import COPIABLE, from_characteristics

Value = Any


class AsItBegan:
    """611.2c, 608.2h, 707.2b for `Evaluation`."""

    def _locked_set(self, e: Effect) -> Dict[str, Value]:
        """611.2c: a resolved effect affects what matched as it resolved."""
        def locked(world: Run) -> Dict[str, Value]:
            return {o: self.ops.and_(world.present[o], self._matches(e, e.affects, o, world.final))
                    for o in self.sc.objects}
        return self._as_it_began(e, "affected", last_layer(e.affects.reads()), locked,
                                 {o: False for o in self.sc.objects})

    def _copiable_as_it_began(self, e: Effect, original: str) -> Dict[str, Value]:
        """707.2b: a copy takes the original's copiable values as the copy effect began;
        a card in a zone other than the battlefield has what is printed on it (400.7)."""
        def copiable(world: Run) -> Dict[str, Value]:
            return {f: getattr(world.copiable[original], f) for f in COPIABLE}
        printed = from_characteristics(self.sc.objects[original].printed, 0, self.vocab)
        if e.parts[0].copies_card:
            return {f: getattr(printed, f) for f in COPIABLE}
        return self._as_it_began(e, "copy", "1b", copiable, {f: getattr(printed, f) for f in COPIABLE})

    def _as_it_began(self, e: Effect, what: Any, upto: str, compute: Callable[[Run], Any], shape: Any) -> Any:
        """Something a resolved effect fixed as it began, computed in the game as it
        began.  For an effect a history began, that is the history's point right before
        it (`began`); for one that began before the history, the game as the history
        began (`origin`).  Else (a board, or the history's first point) it is rebuilt
        from the objects and effects older than it: a symbolic run gives fresh
        constants of the same `shape`, defined (`definitions`) as that computation, in
        which other resolved effects' fixed values are their own constants: timestamps
        are a strict total order, so the equations have exactly one solution, and each
        effect's world is built once (polynomial, not one world per chain of effects)."""
        if e.id in self._began:
            return compute(self._began[e.id]())
        if self._origin is not None:
            return self._origin._as_it_began(e, what, upto, compute, shape)
        if not self.ops.symbolic:
            return compute(self._world_before(e, upto))
        key = (e.id, what)
        if key not in self._fixed:
            self._fixed[key] = fresh_constants(self.ops, f"began[{e.id}]{self._tag}#{len(self._fixed)}", shape)
            self._pending.append((e, key, upto, compute))
        return self._fixed[key]

    def definitions(self) -> List[Value]:
        """The equations defining every fresh constant a symbolic run has used so far."""
        while self._pending:
            e, key, upto, compute = self._pending.pop()
            self._definitions += _equations(self.ops, self._fixed[key], compute(self._world_before(e, upto)))
        return self._definitions

    def _world_before(self, e: Effect, upto: str) -> Run:
        """The game as the resolved effect e began, through layer `upto`: only the
        objects and effects older than it (symbolically: with smaller timestamps)
        among those here."""
        if (e.id, upto) not in self._worlds and self._shared_worlds is not None:
            key = self._before_key(e, upto)
            if key not in self._shared_worlds:
                self._shared_worlds[key] = self._built_before(e, upto)
            self._worlds[e.id, upto] = self._shared_worlds[key]
        if (e.id, upto) not in self._worlds:
            self._worlds[e.id, upto] = self._built_before(e, upto)
        return self._worlds[e.id, upto]

    def _before_key(self, e: Effect, upto: str) -> tuple:
        """What the game as e began depends on, concretely: the order of the ids older
        than it, and the order within a shared timestamp (613.7a)."""
        older = sorted((x for x in self.ts if x != e.id and self.ts[x] < self.ts[e.id]), key=self.ts.get)
        return e.id, upto, tuple(older), tuple(sorted(self.tb.items()))

    def _built_before(self, e: Effect, upto: str) -> Run:
        def older(x: str):
            return x != e.id and self.ts_before(x, e.id)

        present = {o: self.ops.and_(self._present[o], older(o) if o in self.ts else True) for o in self.sc.objects}
        active = {f.id: present[f.source] if f.static else self.ops.and_(self._active[f.id], older(f.id))
                  for f in self.sc.effects.values()}
        run = Run(active=active, present=present, attached=dict(self._attached), trace=None)
        run.final = self._layers(run, upto)
        return run


def fresh_constants(ops: Any, name: str, shape: Any) -> Any:
    """Fresh symbolic constants in the shape of `shape` (bools, ints, dicts of them)."""
    if isinstance(shape, dict):
        return {k: fresh_constants(ops, f"{name}.{k}", v) for k, v in shape.items()}
    return ops.fresh(name, shape)


def _equations(ops: Any, fresh: Any, value: Any) -> List[Value]:
    if isinstance(fresh, dict):
        return [q for k in fresh for q in _equations(ops, fresh[k], value[k])]
    q = ops.eq(fresh, value)
    return [] if q is True else [q]


# What each layer can change (`Part.writes`, plus 305.6's abilities in 4 and counters in 7c).
_LAYER_WRITES = {"1a": set(COPIABLE), "1b": set(COPIABLE), "2": {"controller"}, "3": {"text", "subtypes", "name"},
                 "4": {"types", "subtypes", "supertypes", "abilities"}, "5": {"colors"}, "6": {"abilities"},
                 **{sub: {"power", "toughness"} for sub in ("7a", "7b", "7c", "7d")}}


def last_layer(reads: set) -> str:
    """The last layer that can change any of `reads` (the first, if none can)."""
    return next((layer for layer in reversed(LAYERS) if _LAYER_WRITES[layer] & reads), LAYERS[0])
