"""The layer system (613), written once over an `Ops`.

`Evaluation(scenario, vocab, ops, ts).final()` gives every object's
characteristics after all continuous effects, for the timestamps `ts` (one
value per timestamped id; concrete ints or Z3 Ints).  With `ConcreteOps` it is
the rules interpreter, with `Z3Ops` it is the SMT encoding.  Dependency (613.8) is
`dependency.py`'s part of it; what a resolved effect fixed as it began, `began.py`'s; what
each layer part does, `parts.py`'s.
"""
from __future__ import annotations

from functools import cmp_to_key
from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import LAYERS, MANA_VALUE, Condition, Count, Effect, Filter, Scenario, zone_code
from verifier.model.effects import ENCHANTED_PLAYER
from verifier.rules import amounts, kept_leaving, leaving, sba
from verifier.rules.began import AsItBegan, last_layer
from verifier.rules.cited import LAYER_RULE
from verifier.rules.dependency import Dependency
from verifier.rules.devotion import devotion
from verifier.rules.parts import Parts
from verifier.rules.runs import Run, State, Step
from verifier.state import (ObjState, Vocabulary, from_characteristics, has_subtype, matches, merge, shares_color,
                            shares_creature_type,
                            snapshot)

Value = Any
GRAVEYARD, STACK = zone_code("graveyard"), zone_code("stack")


def _may_have_subtype(scenario: Scenario, kind: str) -> Optional[frozenset]:
    """The objects that may have the subtype (an Aura, an Equipment) at some point: those with a face
    printing it; None (any object) where an effect may give it, by adding or setting subtypes or by
    copying (205.3h, 613.1d, 707.2; a bestowed Aura, 702.103b)."""
    parts = [p for e in scenario.effects.values() for p in e.parts]
    if any(p.copy_of is not None or p.copy_except is not None or kind in p.add_subtypes or
           kind in (p.set_subtypes or ()) for p in parts):
        return None
    return frozenset(o.id for o in scenario.objects.values() if any(kind in f.subtypes for f in o.faces))


class Evaluation(Dependency, AsItBegan, Parts):
    """`ts`: a timestamp per timestamped id; `tb`: for effects that can share a
    timestamp (`Scenario.ties`), their order within it, which the rules leave open.
    `possible(conditions)` says whether any of some symbolic conditions can hold in some
    permitted ordering (False only when it certainly cannot): the state-based
    actions stop checking once none can apply."""

    def __init__(self, scenario: Scenario, vocab: Vocabulary, ops: Any, ts: Dict[str, Value],
                 tb: Optional[Dict[str, Value]] = None, possible: Callable[[List[Value]], bool] = any,
                 present: Optional[Dict[str, Value]] = None, active: Optional[Dict[str, Value]] = None,
                 face_up: frozenset = frozenset(), counters: Optional[Dict[str, dict]] = None,
                 began: Optional[Dict[str, Callable[[], "Run"]]] = None, origin: Optional["Evaluation"] = None,
                 attached: Optional[Dict[str, Value]] = None, tag: str = "", turn: Optional[Value] = None,
                 tapped: Optional[Dict[str, Value]] = None, back_up: Optional[frozenset] = None,
                 zones: Optional[Dict[str, Value]] = None, worlds: Optional[Dict[tuple, "Run"]] = None,
                 damage: Optional[Dict[str, tuple]] = None, keep: Optional[Callable[[int, str], Value]] = None,
                 entering: Optional[str] = None, defined: Optional[Dict[str, Tuple[Value, Value]]] = None,
                 chapters: Optional[Callable[[], Dict[str, Value]]] = None):
        self.sc = scenario
        # 111.3: a token's power and toughness its creating effect defined from another object's as it resolved
        # (608.2h): token -> (power, toughness), in place of those its declared card gives
        self._defined = defined or {}
        # 704.5s: each Saga -> whether it is the source of a chapter ability waiting on the stack (a history's
        # point says, `verifier.rules.sagas`); None: not known (a board, a history as it begins)
        self._chapters = chapters
        # an object seen as it would exist on the battlefield as it enters (614.12): present for its own
        # static abilities, yet no permanent you control yet, so its mana cost is no part of a devotion (700.5)
        self._entering = entering
        # 704.5j: the player's choice of the legend rule, at each check of state-based actions (its round, an
        # object) -> whether the player marks it to keep (`sba.legend_rule`); None: not modelled here
        self._keep = keep
        # whose turn it is, and which permanents are tapped, for the conditions of static abilities
        # (611.3a): a history's point gives them; a board is in its scenario's turn, all untapped
        self._turn = vocab.player(scenario.first_turn) if turn is None else turn
        self._tapped = tapped or {}
        # soulbond pairs as the scenario states them (702.95b), both ways
        self._partners = {a: b for o in scenario.objects.values() if o.paired_with
                          for a, b in ((o.id, o.paired_with), (o.paired_with, o.id))}
        # what a resolved effect fixed as it began (611.2c, 608.2h, 707.2b) is read from the game
        # as it began: for an effect a history begins, that point of the history (`began`: its
        # id -> the game right before it); for one that had begun before, the game as the
        # history began (`origin`, whose fresh constants every point shares); else rebuilt from
        # the timestamps here
        self._began, self._origin = began or {}, origin
        self._tag = tag  # names this evaluation's fresh constants apart from other points' (`_as_it_began`)
        # at a point of a history: the objects there and the resolved effects begun and not ended
        self._present = present or {o.id: o.zone is None for o in scenario.objects.values()}
        # off the battlefield, which zone each card is in (400.1; ZONES codes), where the scenario tracks them
        self._zones = zones or {o.id: zone_code(o.zone) if o.zone else 0 for o in scenario.objects.values()}
        self._cards = {o.id: None if o.token or o.emblem else  # (111.1, 114.5: no card)
                       from_characteristics(o.printed, vocab.player(o.owner), vocab).with_(owner=vocab.player(o.owner))
                       for o in scenario.objects.values()} if scenario.tracks_zones else {}
        self._emblems = frozenset(o.id for o in scenario.objects.values() if o.emblem)
        self._active = active or {e: True for e in scenario.effects}
        # face-down permanents turned face up by now (708.8: the same object, its face-down effects end)
        self._down = {o.id for o in scenario.objects.values() if o.face_down} - face_up
        # double-faced cards with their back face up (712.8d-f): as the scenario begins, or as a history's point says
        self._back = frozenset(o.id for o in scenario.objects.values() if o.back_up) if back_up is None else back_up
        self._counters_on = counters or {o.id: dict(o.counters) for o in scenario.objects.values()}
        # the damage marked on each object, and whether a source with deathtouch dealt it some there (120.3e, 704.5h)
        self._damage_on = damage or {o.id: (o.damage, False) for o in scenario.objects.values()}
        self.vocab = vocab
        self.ops = ops
        # 604.3: a card's own characteristic-defining abilities work in every zone, so the card as it is
        # in a zone has them: its colours and subtypes here, once (they read nothing), its power and
        # toughness as the layers reach 7a (`_card_pt`), reading the game as it stands
        self._card_cdas = {o: [e for e in scenario.effects.values() if e.cda and e.static and e.source == o
                               and e.origin is None and e.granted_by is None
                               and e.ability in scenario.objects[o].printed.abilities]
                           for o, card in self._cards.items() if card is not None}
        for o, cdas in self._card_cdas.items():
            for e in cdas:
                for part in (p for p in e.parts if p.layer in ("4", "5")):
                    self._cards[o] = self._types(part, self._cards[o], None) if part.layer == "4" else \
                        self._cards[o].with_(colors=self._colors(part, self._cards[o], None))
        self.ts = ts
        self.tb = tb or {}
        self.possible = possible
        # where each object is attached (a history's point gives it: `verifier.rules.time`)
        self._attached = attached or {o.id: vocab.host_code(o.attached_to) if o.attached_to else sba.NOT_ATTACHED
                                      for o in scenario.objects.values()}
        self._copy_receivers = {e.source for e in scenario.effects.values() if e.copied}
        self._hosts: Dict[str, set] = {}  # object -> what it can be attached to here
        for o in scenario.objects.values():
            self._hosts.setdefault(o.id, set()).update({o.attached_to} if o.attached_to else set())
        for ev in scenario.events:
            if ev.kind == "attach":
                self._hosts.setdefault(ev.what, set()).add(ev.to)
        self._tie_group = {e: i for i, group in enumerate(scenario.ties()) for e in group}
        self._may_attach = {k: _may_have_subtype(scenario, k) for k in ("Aura", "Equipment")}
        # whether layer 4 (or a text change, layer 3) may change what is an Aura or Equipment after layer 3 read it
        self._kinds_change = any(p.layer in ("3", "4") and "subtypes" in p.writes()
                                 for e in scenario.effects.values() for p in e.parts)
        # each layer's effects, characteristic-defining abilities first (613.3, 613.4a); empty groups left out
        self._in_layer = {layer: [g for g in ([e for e in scenario.effects.values() if e.part(layer) is not None and e.cda],
                                              [e for e in scenario.effects.values() if e.part(layer) is not None and not e.cda])
                                  if g] for layer in LAYERS}
        self._text_changes = any(e.part("3") is not None for e in scenario.effects.values())
        self._worlds: Dict[tuple, Run] = {}  # (effect id, last layer) -> the game as it began
        # (concrete, on a board: those worlds shared with other orderings, keyed by the order of what came before)
        self._shared_worlds = worlds if not ops.symbolic else None
        self._unchecked: Optional[State] = None  # `as_it_happened`
        self._unchecked_copiable: Optional[State] = None
        self._fixed: Dict[tuple, Any] = {}       # (effect id, what) -> fresh constants (symbolic runs)
        self._pending: List[tuple] = []          # their definitions not yet built
        self._definitions: List[Value] = []
        self._final: Optional[State] = None
        self._rounds: Dict[str, Value] = {}  # `left_in_round`
        self._copiable: Optional[State] = None
        # (layer, a, b) -> when a depends on b at a step of `final`'s passes (613.8a; `dependency.dependency_edges`),
        # where the ops keep them
        self.dependencies: Optional[Dict[tuple, List[Value]]] = {} if ops.records_dependencies else None

    # -- timestamps (613.7) --------------------------------------------------

    def ts_before(self, x: str, y: str) -> Value:
        return self.ops.lt(self.ts[x], self.ts[y])

    def _stamp(self, e: Effect, run: Run):
        """e's timestamp, and the id it is the timestamp of (None when it is not
        one id's).  613.7a: a static ability's effect has its object's timestamp, or
        that of the effect that gave the object the ability, whichever is later;
        an ability an object has by being a copy was given by its latest copy effect."""
        if not e.static:
            return self.ts[e.id], e.id
        own = self.ts.get(e.source)  # None: an object that was there before every resolved effect
        if e.granted_by is not None:
            by = self._stamp(self.sc.effects[e.granted_by], run)[0]
        else:
            by = run.copied_at.get(e.source) if e.copied else None
        if by is None:  # (a copied ability with no copy applied does not exist: any value will do)
            return (own, e.source) if own is not None else (0, None)
        if own is None:
            return by, None
        return self.ops.ite(self.ops.lt(own, by), by, own), None

    def precedes(self, e: Effect, f: Effect, run: Run) -> Value:
        """e is earlier than f in timestamp order (613.7, 613.7a); effects with the
        same timestamp in the order `tb` gives them, except that an object's own
        abilities come before those granted to it (613.7a: the relative order stays).
        Kept per pass once the copy effects (layer 1) have given their timestamps."""
        if run.copiable is None:
            return self._in_order(e, f, run)
        if (e.id, f.id) not in run.order:
            run.order[e.id, f.id] = self._in_order(e, f, run)
        return run.order[e.id, f.id]

    def _in_order(self, e: Effect, f: Effect, run: Run) -> Value:
        """613.7's order; where the rule is switched off (`verifier.rules.cited`), an order left open."""
        ops = self.ops
        by_timestamp = ops.rule("613.7")
        if by_timestamp is True:
            return self._precedes(e, f, run)
        return ops.ite(by_timestamp, self._precedes(e, f, run), ops.free_order(e.id) < ops.free_order(f.id))

    def _precedes(self, e: Effect, f: Effect, run: Run) -> Value:
        ops = self.ops
        (se, ie), (sf, jf) = self._stamp(e, run), self._stamp(f, run)
        if (e.granted_by is None) != (f.granted_by is None):
            tie = e.granted_by is None
        elif e.id in self.tb and self._tie_group.get(e.id) == self._tie_group.get(f.id):
            tie = ops.lt(self.tb[e.id], self.tb[f.id])
        else:  # never the same timestamp (Scenario.ties): any constant will do
            tie = e.id < f.id
        if ie is not None and jf is not None:
            return tie if ie == jf else self.ts_before(ie, jf)
        return ops.or_(ops.lt(se, sf), ops.and_(ops.eq(se, sf), tie))

    # -- public entry points ---------------------------------------------------

    def final(self, trace: Optional[List[Step]] = None) -> State:
        """Every object after the layers and the state-based actions (704.3: checked
        again after each round that did something, with the layers re-applied).  An
        object that left the battlefield shows its last known information (113.7a):
        its characteristics as it last existed there."""
        if self._final is None or trace is not None:
            ops = self.ops
            present, attached, counters = dict(self._present), dict(self._attached), dict(self._counters_on)
            began = dict(present)  # (one not on the battlefield as the point began is as the layers give it now:
            # a card in another zone, its characteristic-defining ability seeing what these actions put there, 604.3)
            zones = dict(self._zones)
            run = Run(active=dict(self._active), present=present, attached=attached, trace=trace, zones=zones,
                      dependencies=self.dependencies)
            state = self._layers(run)
            shown, copiable = state, run.copiable
            # each round that does something removes or unattaches an object for good, or cancels counters
            rounds: Dict[str, Value] = {o: -1 for o in present}
            for k in range(2 * len(present) + len(attached)):
                try:
                    left, loose = sba.check(ops, self.sc, self.vocab, state,
                                            None if self._keep is None else (lambda o, k=k: self._keep(k, o)),
                                            None if self._chapters is None else self._chapters())
                except ValueError as err:
                    raise ModelError(self.sc.path, 0, str(err)) from None
                if self.sc.reads_graveyard_order:  # (only a graveyard's order reads them)
                    rounds = {o: ops.ite(left[o], k, r) for o, r in rounds.items()}
                cancel = {o: ops.and_(state[o].on_battlefield, ops.not_(left[o]), sba.cancels(ops, s.counters))
                          for o, s in state.items()}  # 704.5q, with the others at once: one that dies keeps them
                if not self.possible([*left.values(), *loose.values(), *cancel.values()]):
                    break
                kept_leaving.refuse(self.sc, left, self.possible)  # 614.1a: a replacement of it not followed
                self._trace_sba(trace, state, left, loose)
                still = {o: ops.and_(present[o], ops.not_(left[o])) for o in present}
                attached = {o: ops.ite(ops.or_(left[o], loose[o]), sba.NOT_ATTACHED, attached[o]) for o in attached}
                counters = {o: sba.annihilate(ops, c, cancel[o]) for o, c in counters.items()}
                if self.sc.tracks_zones:  # 704.5f-m: to its owner's graveyard; a token there ceases to exist (704.5d)
                    # (614.6: exiled instead where a resolution's replacement effect says so, `leaving`)
                    instead = self.sc.exiled_instead
                    zones = {o: ops.ite(left[o], 0 if self._cards[o] is None else
                                        zone_code(leaving.destination(instead, o, "graveyard")), z)
                             for o, z in zones.items()}
                after_run = Run(active=dict(self._active), present=still, attached=attached, trace=trace,
                                counters=counters, zones=zones, dependencies=self.dependencies)
                after = self._layers(after_run)

                def last_known(now: State, before: State, known: State) -> State:
                    out = {o: merge(ops, ops.or_(still[o], ops.not_(began[o])), now[o],
                                    merge(ops, present[o], before[o], known[o])) for o in now}
                    # (its zone and the card it is there are as they are now, 400.7, 604.3)
                    return {o: s.with_(zone=now[o].zone, card=now[o].card) for o, s in out.items()} \
                        if self.sc.tracks_zones else out
                shown, copiable = last_known(after, state, shown), last_known(after_run.copiable, run.copiable, copiable)
                present, state, run = still, after, after_run
            self._final = {o: s.with_(on_battlefield=present[o], attached_to=attached[o], zone=zones[o])
                           for o, s in shown.items()}
            self._rounds = rounds
            self._copiable = copiable
        return self._final

    def left_in_round(self) -> Dict[str, Value]:
        """Each object -> the round of state-based actions at this point that put it into a
        graveyard or took it away (704.3: each round at once, one after another), -1 for none;
        followed only where a claim reads a graveyard's order."""
        self.final()
        return self._rounds

    @property
    def present(self) -> Dict[str, Value]:
        """Whether each object is on the battlefield as this point begins (before its
        state-based actions)."""
        return self._present

    def copiable(self) -> State:
        """Every object's copiable values (after layer 1, 613.2c, 707.2) as `final` leaves
        the game; an object that left shows those it last had there (113.7a)."""
        self.final()
        return self._copiable

    def as_it_happened(self) -> State:
        """Every object after the layers, before the state-based actions: the game right
        after an event, as triggered abilities see it (603.10, 603.4)."""
        if self._unchecked is None:
            run = Run(active=dict(self._active), present=dict(self._present), attached=dict(self._attached), trace=None)
            state = self._layers(run)
            self._unchecked = {o: s.with_(on_battlefield=self._present[o], attached_to=self._attached[o])
                               for o, s in state.items()}
            self._unchecked_copiable = run.copiable
        return self._unchecked

    def unchecked_copiable(self) -> State:
        """Every object's copiable values (707.2) in `as_it_happened`'s game."""
        self.as_it_happened()
        return self._unchecked_copiable

    def _trace_sba(self, trace: Optional[List[Step]], state: State, left: Dict[str, Value],
                   loose: Dict[str, Value]) -> None:
        if trace is None:
            return
        for what, chosen in (("704: put into the graveyard", left), ("704: became unattached", loose)):
            hit = [o for o, v in chosen.items() if v]
            if hit:
                trace.append(Step("SBA", what, hit, {o: snapshot(state[o], self.vocab) for o in hit}))
        trace.append(Step("SBA", "704.3: the layers again, without what left", [], {}))

    # -- the layers ------------------------------------------------------------

    def _layers(self, run: Run, upto: str = LAYERS[-1]) -> State:
        """The objects after the layers up to `upto` (a world that only needs some
        characteristics stops after the last layer that can change them)."""
        state = {o.id: self._face_up_state(o, run).with_(
                     counters=dict((run.counters or self._counters_on)[o.id]), face_down=o.id in self._down,
                     attacking=o.attacking, unblocked=o.unblocked, token=o.token, commander=o.commander, tapped=self._tapped.get(o.id, False),
                     damage=self._damage_on[o.id][0], deathtouched=self._damage_on[o.id][1],
                     on_battlefield=run.present[o.id],
                     attached_to=run.attached[o.id], owner=self.vocab.player(o.owner),
                     zone=(run.zones or self._zones)[o.id])
                 for o in self.sc.objects.values()}
        state = self._attachment_statuses(state)
        for layer in LAYERS:
            if layer == "1b":
                state = self._face_down(state, run)
            if layer == "3":  # control as layer 2 left it decides whose Aura enchants what (700.9)
                state = self._attachment_statuses(state)
            if layer == "5" and self._kinds_change:  # what is an Aura or Equipment as layer 4 left it (205.3h, 613.1d)
                state = self._attachment_statuses(state)
            if layer == "7c":
                state = {oid: self._counters(oid, s) for oid, s in state.items()}
            for group in self._in_layer[layer]:
                state = self._apply_in_order(layer, group, state, run)
            if layer == "1b":
                run.copiable = state
            if layer == "7a":
                state = self._card_pt(state, run)
            if layer == "4":
                state = {oid: self._intrinsic_abilities(s) for oid, s in state.items()}
            if layer == upto:
                break
        return state

    def _face_up_state(self, o: Any, run: Run) -> ObjState:
        """An object's characteristics before the layers, by the face it has up: the back
        face only on the battlefield (712.8d-f) or the stack (712.8c, 712.8f), where the
        point says it is up; the front face in any other zone (712.8a), its card too (the
        card as it is there: on the stack, the face cast, 712.11b-c)."""
        def of(back: bool) -> ObjState:
            s = from_characteristics(o.face(back), self.vocab.player(o.controller), self.vocab,
                                     self.vocab.object_code(o.id)).with_(
                nonmodal_back=back and o.layout in ("transform", "meld"),  # 202.3b-c
                transformed=back and o.layout == "transform",  # 701.27g: not a melded permanent
                card=self._cards.get(o.id) if not back or o.token else self._back_card(o))
            if o.id in self._defined:  # 111.3: as printed values are, its copiable values too (707.2)
                s = s.with_(power=self._defined[o.id][0], toughness=self._defined[o.id][1])
            return s
        if o.id not in self._back:
            return of(False)
        zone = (run.zones or self._zones)[o.id]
        up = self.ops.or_(run.present[o.id], self.ops.eq(zone, STACK))
        return merge(self.ops, up, of(True), of(False))

    def _back_card(self, o: Any) -> ObjState:
        """The card of a double-faced object with its back face up, as a spell on the stack has it (712.8f)."""
        return from_characteristics(o.back, self.vocab.player(o.owner), self.vocab).with_(owner=self.vocab.player(o.owner))

    def _card_pt(self, state: State, run: Run) -> State:
        """604.3: each card's own characteristic-defining abilities for power and toughness,
        on the card as it is in a zone (its `card`: what counts of a zone, spells and cards
        as targets read), read off the game as layer 7a leaves it; "you" is the card's
        owner, its text as printed (108.4a, 612)."""
        for o, cdas in self._card_cdas.items():
            card = state[o].card
            for e in (e for e in cdas if e.part("7a") is not None):
                part = e.part("7a")
                view = {**state, o: state[o].with_(controller=card.controller, text=card.text)}
                card = card.with_(**{side: self._amount(getattr(part, side), "7a", e, card, view, run)
                                     for side in ("power", "toughness") if getattr(part, side) is not None})
            if card is not state[o].card:
                state = {**state, o: state[o].with_(card=card)}
        return state

    def _apply_in_order(self, layer: str, group: List[Effect], state: State, run: Run) -> State:
        """613.7, 613.8b-c: repeatedly apply the earliest effect that depends on no
        other unapplied effect outside a dependency loop with it."""
        ops = self.ops
        if ops.symbolic and self._no_dependency(layer, group, state, run):
            return self._apply_independent(layer, group, state, run)
        applied = {e.id: False for e in group}
        # concretely, when no effect reads what another writes, no dependency can arise:
        # timestamp order, without asking at every step
        in_order = None if ops.symbolic or self._may_depend(layer, group, run) or \
            {e.granted_by for e in group} & {e.id for e in group} else \
            sorted(group, key=cmp_to_key(lambda a, b: -1 if self.precedes(a, b, run) else 1))
        for step in range(len(group)):
            chosen = self._choose(layer, group, applied, state, run) if in_order is None else \
                {a.id: a is in_order[step] for a in group}
            for a in group:
                c = chosen[a.id]
                if ops.is_false(c):
                    continue
                applied[a.id] = ops.or_(applied[a.id], c)
                exists, members = self._start(layer, a, state, run)
                after = self._apply(layer, a, members, state, run)
                self._trace(run, layer, a, c, exists, members, after)
                if layer == "1a":
                    for o in self._copy_receivers:
                        self._note_copy(a, o, ops.and_(c, members[o]), run)
                if layer == a.first_layer:
                    # each effect is applied at exactly one step (613.8b leaves none out), so
                    # until a step that may apply it, any value will do: the first one seen
                    if a.id not in run.started:
                        run.started[a.id], run.affected[a.id] = exists, members
                    else:
                        run.started[a.id] = ops.ite(c, exists, run.started[a.id])
                        prev = run.affected[a.id]
                        run.affected[a.id] = {o: ops.ite(c, members[o], prev[o]) for o in members}
                state = {oid: merge(ops, c, after[oid], state[oid]) for oid in state}
        return state

    def _apply_independent(self, layer: str, group: List[Effect], state: State, run: Run) -> State:
        """A symbolic run of a group in which no effect can change another's
        existence, affected set or instructions (613.8a: no dependency is possible).
        Each object takes only the effects that can apply to it, earliest timestamp
        first (613.7); modifications and switches (613.4c-d), and parts that only add,
        in listed order, since their order does not matter."""
        ops = self.ops
        starts = {a.id: self._start(layer, a, state, run) for a in group}
        for a in group:
            if layer == a.first_layer:
                run.started[a.id], run.affected[a.id] = starts[a.id]
        starts = {a: (exists, self._layer_on(layer, members)) for a, (exists, members) in starts.items()}
        out = {}
        for oid, s in state.items():
            hits = [a for a in group if not ops.is_false(starts[a.id][1][oid])]
            if layer in ("7b", "7c") and len(hits) > 1:
                member = {a.id: starts[a.id][1][oid] for a in hits}
                combine = self._latest_settings if layer == "7b" else self._modifications
                out[oid] = combine(hits, member, s, state, run)
                continue
            applied = {a.id: False for a in hits}
            listed = layer == "7d" or len(hits) == 1 or all(a.part(layer).only_adds for a in hits)
            for k in range(len(hits)):
                if listed:
                    chosen = {a.id: a is hits[k] for a in hits}
                else:  # no dependency to check: the earliest not yet applied
                    chosen = self._earliest(hits, {a.id: ops.not_(applied[a.id]) for a in hits}, run)
                for a in hits:
                    c = ops.and_(chosen[a.id], starts[a.id][1][oid])
                    applied[a.id] = ops.or_(applied[a.id], chosen[a.id])
                    if layer == "1a" and oid in self._copy_receivers:
                        self._note_copy(a, oid, c, run)
                    s = merge(ops, c, self._apply_part(a.part(layer), a, s, state, run), s)
            out[oid] = s
        return out

    def _latest_settings(self, hits: List[Effect], member: Dict[str, Value], s: ObjState, state: State,
                         run: Run) -> ObjState:
        """613.4b with no dependency possible: applying the effects in timestamp
        order leaves power, and toughness, as the latest effect that sets it says.
        Found as a running maximum, so that it plainly is one of their values."""
        ops = self.ops
        out = {}
        # those that certainly apply first: the value is then plainly one of theirs
        hits = sorted(hits, key=lambda a: member[a.id] is not True)
        for side in ("power", "toughness"):
            value, seen, best = getattr(s, side), False, {}
            for a in hits:
                amount = getattr(a.part("7b"), side)
                if amount is None:
                    continue
                newer = ops.or_(*[ops.and_(held, self.precedes(self.sc.effects[b], a, run)) for b, held in best.items()])
                take = ops.and_(member[a.id], ops.or_(ops.not_(seen), newer))
                value = ops.ite(take, self._amount(amount, "7b", a, s, state, run), value)
                best = {b: ops.and_(held, ops.not_(take)) for b, held in best.items()}
                best[a.id], seen = take, ops.or_(seen, member[a.id])
            out[side] = value
        return s.with_(**out)

    def _modifications(self, hits: List[Effect], member: Dict[str, Value], s: ObjState, state: State,
                       run: Run) -> ObjState:
        """613.4c: modifications of power and toughness add up, whatever their order."""
        ops = self.ops

        def total(side: str) -> Value:
            added = [ops.ite(member[a.id], self._amount(getattr(a.part("7c"), side), "7c", a, s, state, run), 0)
                     for a in hits if getattr(a.part("7c"), side) is not None]
            return ops.sum(getattr(s, side), *added)
        return s.with_(power=total("power"), toughness=total("toughness"))

    def _note_copy(self, e: Effect, oid: str, applied: Value, run: Run) -> None:
        """613.7a: the copy effect gives the abilities it copies, so they take the
        timestamp of the latest copy effect applied to the object."""
        stamp, prev = self._stamp(e, run)[0], run.copied_at.get(oid)
        run.copied_at[oid] = stamp if prev is None else self.ops.ite(applied, stamp, prev)

    def _start(self, layer: str, e: Effect, state: State, run: Run):
        """Whether e applies here and to which objects (611.2c, 611.3a, 613.6)."""
        ops = self.ops
        if layer != e.first_layer:  # 613.6: keeps its set once it has started
            keeps = ops.rule("613.6")
            if keeps is True:
                return run.started[e.id], run.affected[e.id]
            exists, members = self._start_here(layer, e, state, run)  # (switched off, `verifier.rules.cited`)
            return (ops.ite(keeps, run.started[e.id], exists),
                    {o: ops.ite(keeps, run.affected[e.id][o], members[o]) for o in members})
        return self._start_here(layer, e, state, run)

    def _start_here(self, layer: str, e: Effect, state: State, run: Run):
        """Whether e applies in this layer and to which objects, asked here (611.2c, 611.3a)."""
        exists = self._existence(e, state, run)
        if self.ops.is_false(exists):
            return exists, {o: False for o in state}
        return exists, self._members(layer, e, exists, state, run)

    def _existence(self, e: Effect, state: State, run: Run) -> Value:
        """Whether e exists here: begun and not ended; a static ability's while its object has it,
        where it works, in the text it comes from and while its condition holds (611.3a, 707.2a);
        a granted one's while the granting effect gives it (613.6's examples)."""
        ops = self.ops
        exists = run.active[e.id]
        if e.granted_by is not None:  # granted: while the granting effect gives it and it is not removed
            exists = ops.and_(exists, run.present[e.source], state[e.source].abilities[e.ability],
                              run.started.get(e.granted_by, False),
                              run.affected.get(e.granted_by, {}).get(e.source, False))
        there = self._there(e, state, run)
        # 114.4: an emblem's abilities work from the command zone (it is affected by none, 114.5: `_there`)
        works = (True if e.source in self._emblems else there[e.source]) if e.granted_by is None and e.static else None
        if e.granted_by is None and e.static and e.by_rule is not None:  # a rule's effect: no ability it needs
            exists = ops.and_(exists, works)
        elif e.granted_by is None and e.static:  # the ability must still be there, in the text it comes from (707.2a)
            exists = ops.and_(exists, works, state[e.source].abilities[e.ability],
                              ops.eq(state[e.source].text_of, self.vocab.object_code(e.text_of)))
        if e.granted_by is None and e.static:
            if e.condition is not None:  # 611.3a: it applies only while its condition holds
                exists = ops.and_(exists, self.condition_holds(e.condition, e.source, state, run.present))
        return exists

    def _members(self, layer: str, e: Effect, exists: Value, state: State, run: Run) -> Dict[str, Value]:
        """The objects e applies to here, while it exists (611.2c, 611.3a; 708.2 in layer 1b)."""
        ops = self.ops
        there = self._there(e, state, run)
        f = e.affects
        # named objects (targets); 708.2: face-down characteristics apply only while face down
        named = {o: ops.and_(not f.objects or o in f.objects, layer != "1b" or state[o].face_down)
                 for o in state}
        if e.static:
            return {o: ops.and_(exists, there[o], named[o], self._matches(e, f, o, state)) for o in state}
        if f.conditional or not f.objects:  # 611.2c: what matched as it resolved
            locked = self._locked_set(e)
            fixed = ops.rule("611.2c")
            if fixed is not True:  # (switched off, `verifier.rules.cited`: what matches now)
                locked = {o: ops.ite(fixed, locked[o], self._matches(e, f, o, state)) for o in state}
            return {o: ops.and_(exists, run.present[o], named[o], locked[o]) for o in state}
        return {o: ops.and_(exists, run.present[o], named[o]) for o in state}

    def _layer_on(self, layer: str, members: Dict[str, Value]) -> Dict[str, Value]:
        """613.1, 613.2, 613.4: the layer's rule applies its kind of effect to the objects it
        affects (switched off, `verifier.rules.cited`, to none)."""
        on = self.ops.rule(LAYER_RULE[layer])
        return members if on is True else {o: self.ops.and_(on, m) for o, m in members.items()}

    def _there(self, e: Effect, state: State, run: Run) -> Dict[str, Value]:
        """Whether each object is where e's static ability works: on the battlefield; a
        characteristic-defining ability's own card in every zone too (604.3)."""
        o = e.source
        if not (e.cda and self._cards.get(o) is not None):
            return run.present
        return {**run.present, o: self.ops.or_(run.present[o], self.ops.not_(self.ops.eq(state[o].zone, 0)))}

    def _apply(self, layer: str, e: Effect, members: Dict[str, Value], state: State, run: Run) -> State:
        part = e.part(layer)
        members = self._layer_on(layer, members)
        out = {}
        for oid, s in state.items():
            if self.ops.is_false(members[oid]):
                out[oid] = s
            else:
                out[oid] = merge(self.ops, members[oid], self._apply_part(part, e, s, state, run), s)
        return out

    # -- 613.8a dependency -----------------------------------------------------

    def condition_holds(self, c: Condition, source: str, state: State, present: Dict[str, Value]) -> Value:
        """611.3a: whether the condition of `source`'s static ability holds in `state`;
        "you" is its controller."""
        ops, s = self.ops, state[source]
        you = s.controller
        out = []
        for controls, whose in ((c.you_control, True), (c.opponents_control, False)):
            if controls is None:
                continue
            mine = [ops.eq(state[o].controller, you) for o in state]  # (102.2, 109.4: two players)
            count = ops.sum(*[ops.ite(ops.and_(present[o], m if whose else ops.not_(m),
                                               matches(ops, controls, state[o], you=you, other=o != source,
                                                       vocab=self.vocab)), 1, 0) for o, m in zip(state, mine)])
            out.append(ops.not_(ops.lt(count, c.at_least)))
            if c.at_most is not None:
                out.append(ops.not_(ops.lt(c.at_most, count)))
        if c.devotion_to:  # 700.5, 700.5a; 614.12: an object entering is not yet among your permanents
            permanents = {o: m for o, m in present.items() if o != self._entering}
            count = devotion(ops, c.devotion_to, you, state, permanents, self.vocab.mana_costs)
            out.append(ops.not_(ops.lt(count, c.at_least)))
            if c.at_most is not None:
                out.append(ops.not_(ops.lt(c.at_most, count)))
        out += [ops.not_(ops.lt(s.counters.get(kind, 0), n)) for kind, n in c.counters_at_least]
        out += [ops.lt(s.counters.get(kind, 0), n) for kind, n in c.counters_below]
        if c.your_turn is not None:
            mine = ops.eq(self._turn, you)
            out.append(mine if c.your_turn else ops.not_(mine))
        if c.tapped is not None:
            tapped = self._tapped.get(source, False)
            out.append(tapped if c.tapped else ops.not_(tapped))
        if c.attached is not None:  # 301.5: where it is attached at this point (after the SBA rounds so far)
            attached = ops.not_(ops.eq(s.attached_to, sba.NOT_ATTACHED))
            out.append(attached if c.attached else ops.not_(attached))
        if c.itself is not None:  # its object's characteristics and statuses here ("as long as ~ is enchanted", 301.5)
            out.append(matches(ops, c.itself, s, you=you, other=False, vocab=self.vocab))
        if c.attachments is not None:  # 301.5: what is attached to its object, or to its host, at this point
            to = self.vocab.object_code(source) if c.attachments_of == "itself" else s.attached_to
            count = ops.sum(*[ops.ite(ops.and_(present[o], ops.eq(state[o].attached_to, to),
                                               matches(ops, c.attachments, state[o], you=you, other=o != source,
                                                       vocab=self.vocab)), 1, 0) for o in state if o != source or
                              c.attachments_of == "host"])
            if c.attachments_of == "host":
                out.append(ops.not_(ops.eq(to, sba.NOT_ATTACHED)))
            out.append(ops.not_(ops.lt(count, c.at_least)))
            if c.at_most is not None:
                out.append(ops.not_(ops.lt(c.at_most, count)))
        if c.life_at_least is not None or c.life_at_most is not None:
            # 119.1: your life total as the scenario's board gives it (a history beside it is refused, life_amounts)
            life = ops.ite(ops.eq(you, self.vocab.player("you")), self.sc.life["you"], self.sc.life["opponent"])
            out += [ops.not_(ops.lt(life, c.life_at_least))] if c.life_at_least is not None else []
            out += [ops.not_(ops.lt(c.life_at_most, life))] if c.life_at_most is not None else []
        return ops.and_(*out)

    def _attachment_statuses(self, state: State) -> State:
        """Each object with its attachment statuses at this point (`_attachment_status`)."""
        kinds = self._attachable(state)
        return {oid: self._attachment_status(oid, state, kinds) for oid in state}

    def _attachable(self, state: State) -> Dict[str, List[Tuple[str, Value]]]:
        """For Aura and Equipment: each object that may be one, with whether it is one at this point, as the
        layers so far left its subtypes (205.3h, 613.1d; a bestowed Aura, 702.103b), not as printed."""
        out = {}
        for k, may in self._may_attach.items():
            pairs = [(a, has_subtype(self.ops, state[a], k)) for a in state if may is None or a in may]
            out[k] = [(a, is_one) for a, is_one in pairs if is_one is not False]
        return out

    def _attachment_status(self, oid: str, state: State,
                           kinds: Optional[Dict[str, List[Tuple[str, Value]]]] = None) -> ObjState:
        """303.4, 301.5, 700.9: whether the object is enchanted (an Aura is attached to it),
        equipped, and modified (it has a counter, is equipped, or is enchanted by an Aura its
        controller controls); what is an Aura or Equipment as `_attachable` says."""
        ops, s = self.ops, state[oid]
        kinds = kinds if kinds is not None else self._attachable(state)
        on = {k: [(a, ops.and_(self._on(a, oid, state), is_one)) for a, is_one in pairs if a != oid]
              for k, pairs in kinds.items()}
        own_aura = ops.or_(*[ops.and_(there, ops.eq(state[a].controller, s.controller)) for a, there in on["Aura"]])
        equipped = ops.or_(*[there for _, there in on["Equipment"]])
        countered = ops.or_(*[ops.lt(0, n) for n in s.counters.values()])
        return s.with_(enchanted=ops.or_(*[there for _, there in on["Aura"]]), equipped=equipped,
                       modified=ops.or_(countered, equipped, own_aura))

    def _on(self, a: str, oid: str, state: State) -> Value:
        """Whether a is on the battlefield attached to oid at this point (303.4, 301.5)."""
        return self.ops.and_(state[a].on_battlefield, self.ops.eq(state[a].attached_to, self.vocab.object_code(oid)))

    # -- affected sets -----------------------------------------------------------

    def _matches(self, e: Effect, f: Filter, oid: str, state: State) -> Value:
        # only what the source is attached to as the game begins or by a history's event can be
        # its host (state-based actions only end attachments, 704.5m-p)
        host = (f.attached or f.not_attached) and e.static and oid in self._hosts.get(e.source, ()) and \
            self.ops.eq(state[e.source].attached_to, self.vocab.object_code(oid))
        # (its statuses as they are at this point, after whatever this layer applied so far: 303.4, 700.9)
        s = self._attachment_status(oid, state) if any(
            x is not None for g in f.each() for x in (g.enchanted, g.equipped, g.modified)) else state[oid]
        out = matches(self.ops, f, s, you=self._player("you", e, state), other=oid != e.other_than,
                      vocab=self.vocab, host=host, text=self._text(e, state))
        if f.enchanted_player:  # 303.4m: controlled by the player its source is attached to (code -2 less its index)
            out = self.ops.and_(out, self.ops.eq(self.ops.add(state[e.source].attached_to, state[oid].controller), -2))
        if f.attacking_player == ENCHANTED_PLAYER:
            # 303.4m, 506.2, 508.1b: attacking the player its source is attached to, the other player than its
            # controller's in the two-player game: code -2 less (1 - controller), so attached_to - controller == -3
            out = self.ops.and_(out, state[oid].attacking,
                                self.ops.eq(self.ops.add(state[e.source].attached_to, self.ops.neg(state[oid].controller)),
                                            -3))
        if f.paired:
            out = self.ops.and_(out, self._paired(e.source, oid, state))
        if f.enchanted_by_another:  # 303.4: an Aura (205.3h: as it is now) other than the source attached to it
            may = self._may_attach["Aura"]
            out = self.ops.and_(out, self.ops.or_(*[self.ops.and_(self._on(a, oid, state),
                                                                  has_subtype(self.ops, state[a], "Aura"))
                                                    for a in state if a not in (oid, e.source) and
                                                    (may is None or a in may)]))
        if f.shares_creature_type is not None:
            out = self.ops.and_(out, self._shares(e, f.shares_creature_type, state[oid], state,
                                                  lambda a, b: shares_creature_type(self.ops, a, b, self.vocab)))
        if f.shares_color is not None:  # 105.2: some colour is each one's (a colorless object shares none)
            out = self.ops.and_(out, self._shares(e, f.shares_color, state[oid], state,
                                                  lambda a, b: shares_color(self.ops, a, b)))
        return out

    def _shares(self, e: Effect, other: str, s: ObjState, state: State, shared) -> Value:
        """Whether `s` shares a quality (`shared`: a creature type, 205.3m; a colour, 105.2) with the
        static ability's own object ("source") or the object that object is attached to
        ("attached"), as both are here; a resolved effect's is refused by the loader (abilities.effect)."""
        ops = self.ops
        if not e.static:
            return False
        if other == "source":
            return shared(s, state[e.source])
        return ops.or_(*[ops.and_(ops.eq(state[e.source].attached_to, self.vocab.object_code(h)), shared(s, state[h]))
                         for h in sorted(self._hosts.get(e.source, ()))])

    def _paired(self, source: str, oid: str, state: State) -> Value:
        """702.95a-b: oid is `source` or the creature it is paired with (as the scenario states),
        while both are creatures under the control of the player who paired them (702.95e: else
        they are unpaired)."""
        partner = self._partners.get(source)
        if partner is None or oid not in (source, partner):
            return False
        pairing = self.vocab.player(self.sc.objects[source].controller)
        ops = self.ops
        return ops.and_(*[ops.and_(state[x].on_battlefield, state[x].types.get("creature", False),
                                   ops.eq(state[x].controller, pairing)) for x in (source, partner)])

    def _amount(self, value: Any, layer: str, e: Effect, s: ObjState, state: State, run: Run) -> Value:
        """A P/T amount of a part in this layer: a number, the object's own mana value,
        or an amount read off the objects on the battlefield matching a filter
        (`amounts`; a modification's no less than 0, 107.1b): for a static ability as
        it applies, for a resolved spell or ability once, as it resolved (611.2d, 608.2h)."""
        if not isinstance(value, Count):
            return s.mana_value if value == MANA_VALUE else value
        if value.how == "life":  # 119.1: a player's life total, as the scenario's board gives it (no history)
            who = self._player(value.what, e, state)
            life = self.sc.life
            x = self.ops.ite(self.ops.eq(who, self.vocab.player("you")), life["you"], life["opponent"])
            return amounts.finish(self.ops, value, x, decides=layer == "7c")
        if value.how == "devotion" and not e.static:  # 608.2h: a resolved effect's, counted once, as it began
            return self._as_it_began(e, value, last_layer(value.reads()),
                                     lambda world: self._devotion(value, layer, e, world.final, world.present), 0)
        if value.how == "devotion":  # 700.5: as the static ability applies
            return self._devotion(value, layer, e, state, run.present)
        if value.on is not None and not e.static:
            # 608.2h: a resolved effect reads its one object ("its power") once, as it began (the loader allows
            # only a measure of the object it applies to, on an effect naming exactly one, `verifier.load.abilities`)
            oid = e.affects.objects[0]
            return self._as_it_began(e, (value, oid), last_layer(value.reads()),
                                     lambda world: amounts.amount(self.ops, value, {"on": True}, {"on": world.final[oid]},
                                                                  decides=layer == "7c"), 0)
        if value.on is not None:  # counters on the object it applies to, or on its source, as it applies (122.1)
            on = s if value.on == "it" else state[e.source]
            return amounts.amount(self.ops, value, {"on": True}, {"on": on}, decides=layer == "7c")
        if not e.static:
            return self._as_it_began(e, value, last_layer(value.reads()),
                                     lambda world: self._count(value, layer, e, world), 0)
        return self._count(value, layer, e, run, state)

    def _devotion(self, value: Count, layer: str, e: Effect, state: State, present: Dict[str, Value]) -> Value:
        """The devotion of the effect's controller to `value.colors` (700.5, 700.5a), among the permanents
        (614.12: not one entering), finished as the amount says (`amounts.finish`)."""
        permanents = {o: m for o, m in present.items() if o != self._entering}
        x = devotion(self.ops, value.colors, self._player("you", e, state), state, permanents, self.vocab.mana_costs)
        return amounts.finish(self.ops, value, x, decides=layer == "7c")

    def _count(self, value: Count, layer: str, e: Effect, run: Run, state: Optional[State] = None) -> Value:
        state = run.final if state is None else state
        if value.zone is not None:  # the cards in a zone (400.1), read as the cards they are (400.7)
            members, cards = amounts.in_zone(self.ops, value, state, self._player("you", e, state), self.vocab)
            return amounts.amount(self.ops, value, members, cards, decides=layer == "7c")
        members = {o: self.ops.and_(run.present[o], self._matches(e, value.of, o, state)) for o in state}
        if value.attached_to is not None:  # 301.5, 303.4: attached to the ability's source, or to its host, now
            members = {o: self.ops.and_(m, self._attached_with(value.attached_to, e.source, o, state))
                       for o, m in members.items()}
        return amounts.amount(self.ops, value, members, state, decides=layer == "7c")

    def _attached_with(self, to: str, source: str, o: str, state: State) -> Value:
        """Whether o is attached to `source` ("source"), or to the object `source` is attached to
        ("attached": its host, 301.5, 303.4, `source` itself among them), as they are at this point
        (613.4c: counted as the effect applies; attach events and 704.5m-n change it in a history)."""
        ops, host = self.ops, state[source].attached_to
        if to == "source":
            return ops.eq(state[o].attached_to, self.vocab.object_code(source))
        return ops.and_(ops.not_(ops.eq(host, sba.NOT_ATTACHED)), ops.eq(state[o].attached_to, host))

    def _player(self, word: str, e: Effect, state: State) -> Value:
        """'you' is the effect's controller; for a static ability, its object's (109.5)."""
        you = state[e.source].controller if e.static else self.vocab.player(e.controller)
        if word == "you":
            return you
        if word == "opponent":
            return self.ops.add(1, self.ops.neg(you))  # two players: codes 0 and 1
        return self.vocab.player(word)

    def _trace(self, run: Run, layer: str, e: Effect, chosen: Value, exists: Value,
               members: Dict[str, Value], after: State) -> None:
        if run.trace is None or not (chosen and exists):
            return
        hit = [o for o, m in members.items() if m]  # empty: it applied, to nothing
        run.trace.append(Step(layer, e.id, hit, {o: snapshot(after[o], self.vocab) for o in hit}))

