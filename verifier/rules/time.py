"""Time: a scenario's history as a sequence of points, and the rules that read more
than one of them: tapped and untapped (107.5, 107.6, 502.3), control since the most
recent turn began (302.6), attacking and activating {T} and {Q} abilities (508.1a,
602.5a), haste (702.10); written once over an `Ops`.

Point 0 is the board as the history begins; point i the board after its i-th event.
Each point is the layer system run on the objects there and the effects begun and
not ended (`Evaluation` with `present` and `active`), with the timestamps the
history gives; an object a state-based action removed stays gone at later points.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.model import Event, LoyaltyAbility, Scenario, Trigger
from verifier.rules import sba, triggers
from verifier.rules.layers import Evaluation, State
from verifier.state import Vocabulary, matches

Value = Any
HASTE = "haste"  # 702.10


class History:
    """The points of a scenario's history, each evaluated once."""

    def __init__(self, sc: Scenario, vocab: Vocabulary, ops: Any, ts: Dict[str, Value],
                 tb: Optional[Dict[str, Value]] = None, possible: Callable[[List[Value]], bool] = any,
                 choose: Optional[Callable[[str, int], Value]] = None):
        self.sc, self.vocab, self.ops, self.ts, self.tb, self.possible = sc, vocab, ops, ts, tb, possible
        self.choose = choose  # a player's choice among n options (the X of a spell, 107.3)
        self.events = sc.events
        self.evaluations: Dict[int, Evaluation] = {}
        self._states: Dict[int, State] = {}
        self._tapped: Dict[tuple, Value] = {}  # (object, point) -> tapped there
        self._since: Dict[tuple, Value] = {}   # (object, point) -> controlled since the turn began
        self._resolutions = triggers.resolutions(sc.triggers + sc.loyalty, self.events)
        # a card a loyalty ability's search finds enters as the ability resolves: point -> its activation
        self._found = {self.events[q - 1].finds: (r, q) for r, (t, q) in self._resolutions.items()
                       if q is not None and self.events[q - 1].finds is not None}
        self._entered = {e.what: i + 1 for i, e in enumerate(self.events) if e.kind == "enters"}
        self._entered.update({o: r for o, (r, _) in self._found.items()})
        self._loyalty = {a.id: a for a in sc.loyalty}
        self._tokens = {o.id for o in sc.objects.values() if o.created_by}
        # 400.4a: an instant or sorcery card that would enter the battlefield stays where it is (one put
        # onto it face down is no instant as it enters, 708.3)
        self._spells = {o.id for o in sc.objects.values() if not o.face_down and
                        {"instant", "sorcery"} & set(o.printed.types)}
        self._makers = triggers.creating(sc.triggers + sc.loyalty)  # what puts permanents onto the battlefield
        self._library = {o.id for o in sc.objects.values() if o.in_library} - set(self._found)
        self._x: Dict[int, Value] = {}        # activation point -> the X chosen for it (606.6)
        self._counts: Dict[int, Dict[str, dict]] = {}  # point -> `_counters` there
        self._instances: Dict[int, Dict[int, Value]] = {}  # `instances`
        self.constraints: List[Value] = []    # what the players' choices must meet (X at most the loyalty)
        self._started = {e.what: i + 1 for i, e in enumerate(self.events) if e.kind == "starts"}
        self._ended = {e.what: i + 1 for i, e in enumerate(self.events) if e.kind == "ends"}
        self._left = {e.what: i + 1 for i, e in enumerate(self.events) if e.kind == "leaves"}
        self._conditional = [e for e in sc.effects.values() if e.as_long_as is not None]
        self._lasts: Dict[int, Dict[str, Value]] = {}  # point -> `lasting` there
        self._tentative: List[Evaluation] = []         # the points with such effects still applying
        self._initially_attached = {o.id: vocab.object_code(o.attached_to) if o.attached_to else sba.NOT_ATTACHED
                                    for o in sc.objects.values()}
        self._fired: Dict[tuple, Value] = {}  # (trigger id, check point) -> whether it triggered there

    def present_at_start(self, x: str) -> bool:
        return x not in self._entered

    def present_by(self, x: str, p: int) -> bool:
        """Whether x had entered by point p and not left by an event (a state-based action
        may still have removed it)."""
        return self._entered.get(x, 0) <= p < self._left.get(x, p + 1)

    @property
    def end(self) -> int:
        return len(self.events)

    def point(self, label: Optional[str]) -> int:
        """The point right after the event with this label; the end for None."""
        if label is None:
            return self.end
        return next(i + 1 for i, e in enumerate(self.events) if e.label == label)

    def evaluation(self, p: int) -> Evaluation:
        if p not in self.evaluations:
            self.evaluations[p] = self._evaluate(p, {**self._begun(p), **self.lasting(p)}, tag=f"@{p}")
        return self.evaluations[p]

    def _begun(self, p: int) -> Dict[str, Value]:
        """Each effect: a static ability's always (its object decides), a resolved
        effect's once begun and until it ended by an event or its duration."""
        return {e.id: e.static or (self._started.get(e.id, 0) <= p and self._ended.get(e.id, p + 1) > p)
                for e in self.sc.effects.values()}

    def _evaluate(self, p: int, active: Dict[str, Value], tag: str) -> Evaluation:
        """The layer system at point p with these effects: the objects there (once
        entered; what a state-based action removed stays gone, 704.3), face up or
        down, their counters."""
        ops = self.ops
        before = self.state(p - 1) if p > 0 else None
        gone = self.destroyed(p)
        present = {o: self._created(o, p, before, gone) if o in self._tokens else
                   False if self._entered.get(o, 0) > p or o in self.sc.absent or o in self._library or
                   self._left.get(o, p + 1) <= p else
                   self._arrives(o) if o in self._found and self._entered[o] == p else
                   o not in self._spells if self._entered.get(o, 0) == p else
                   True if before is None else
                   ops.and_(before[o].on_battlefield, ops.not_(gone.get(o, False)))
                   for o in self.sc.objects}
        face_up = frozenset(e.what for e in self.events[:p] if e.kind == "turn_face_up")
        began_with = {e: self.lasting(s - 1) for e, s in self._started.items() if s <= p}
        return Evaluation(self.sc, self.vocab, self.ops, self.ts, self.tb, self.possible, present=present,
                          active=active, face_up=face_up, counters=self._counters(p), began_with=began_with, tag=tag,
                          attached=self._attachments(p, before))

    def _attachments(self, p: int, before: Optional[State]) -> Optional[Dict[str, Value]]:
        """Where each object is attached at point p: where the point before left it
        (state-based actions included, 704.5m-n; an object entering as it entered),
        then this point's attach or unattach (301.5, 702.6a).  None at point 0: as the
        history begins."""
        if before is None:
            return None
        e = self.events[p - 1]
        out = {o: self._initially_attached[o] if self._entered.get(o) == p else before[o].attached_to
               for o in self.sc.objects}
        if e.kind == "attach":
            out[e.what] = self.vocab.object_code(e.to)
        elif e.kind == "unattach":
            out[e.what] = sba.NOT_ATTACHED
        return out

    # -- triggered abilities (603) -----------------------------------------------------

    def fired(self, t: Trigger, q: int) -> Value:
        """Whether t triggered at its check point q: its event happened as it waits for
        it, and its intervening "if" held then (603.2-603.4)."""
        if (t.id, q) not in self._fired:
            ops = self.ops
            happened = self.evaluation(q).as_it_happened()  # before state-based actions (603.10)
            event_fires = triggers.fires(ops, t, happened, self._changed(q),
                                         self.vocab.player(self.active_player(q)), self.vocab)
            self._fired[t.id, q] = ops.and_(event_fires, self._holds(t, q, happened))
        return self._fired[t.id, q]

    def _changed(self, q: int) -> Dict[str, Value]:
        """What entered or was turned face up at point q -> whether it did: the object
        of an `enters` or `turn_face_up` event, or the tokens a resolution created."""
        e = self.events[q - 1]
        if e.kind in ("enters", "turn_face_up"):
            return {e.what: True}
        resolved = self.resolving(q) if e.kind == "resolves" else None
        if resolved is None:
            return {}
        found = {o: self._arrives(o) for o, (r, _) in self._found.items() if r == q}
        return {**found, **{o: resolved[1] for o in getattr(resolved[0], "creates", ())}}

    def _holds(self, t: Trigger, p: int, board: Optional[State] = None) -> Value:
        """t's intervening "if" at point p (true without one), on `board` (default: the
        point's state, state-based actions done)."""
        if t.condition is None:
            return True
        ops = self.ops
        return t.condition.evaluate(ops, board or self.state(p), self.vocab,
                                    lambda x, y: ops.lt(self.ts[x], self.ts[y]), moment=Moment(self, p)).value

    def instances(self, r: int) -> Dict[int, Value]:
        """For the `resolves` event at r: each earlier point where its ability may have
        been put on the stack -> whether that instance is the one resolving: the latest
        put there and not resolved yet (the stack is last in, first out, 405.5).  A
        trigger is put there only if it triggered; an activation always is."""
        if r not in self._instances:
            t, q_static = self._resolutions[r]
            if isinstance(t, LoyaltyAbility):
                out: Dict[int, Value] = {q_static: True} if q_static is not None else {}
            else:
                ops = self.ops
                points = [q for q in triggers.check_points(t, self.events, self._makers) if q < r]
                earlier = [r2 for r2 in self._resolutions if r2 < r and self._resolutions[r2][0].id == t.id]
                out, above = {}, False
                for q in reversed(points):
                    resolved_before = ops.or_(*[self.instances(r2).get(q, False) for r2 in earlier])
                    waiting = ops.and_(self.fired(t, q), ops.not_(resolved_before))
                    out[q] = ops.and_(waiting, ops.not_(above))
                    above = ops.or_(above, waiting)
            self._instances[r] = out
        return self._instances[r]

    def resolving(self, p: int) -> Optional[Tuple[Trigger, Value]]:
        """The ability the event at p resolves, and whether it does something: an
        instance of it was on the stack and, for a trigger, its condition still holds
        as it resolves (603.4); None if nothing of it could be there."""
        if p not in self._resolutions or not self.instances(p):
            return None
        t = self._resolutions[p][0]
        there = self.ops.or_(*self.instances(p).values())
        return t, there if isinstance(t, LoyaltyAbility) else self.ops.and_(there, self._holds(t, p - 1))

    def destroyed(self, p: int) -> Dict[str, Value]:
        """Each object the trigger resolving at p destroys -> whether it does."""
        resolved = self.resolving(p)
        if resolved is None or isinstance(resolved[0], LoyaltyAbility):
            return {}
        return triggers.destroyed(self.ops, resolved[0], resolved[1], self.state(p - 1), self.vocab)

    def triggered(self, tid: str, p: int) -> Value:
        """Whether the latest check of trigger tid up to point p put it on the stack."""
        t = next(t for t in self.sc.triggers if t.id == tid)
        points = [q for q in triggers.check_points(t, self.events, self._makers) if q <= p]
        return self.fired(t, points[-1]) if points else False

    def lasting(self, p: int) -> Dict[str, Value]:
        """611.2b: whether each effect that lasts for as long as a condition holds still
        does at point p.  The condition is checked at every point from the effect's
        start, on the board with the effect still applying; the first time it fails
        the effect ends, for good."""
        if p not in self._lasts:
            ops, begun = self.ops, self._begun(p)
            prev = self.lasting(p - 1) if p > 0 else {}
            carried = {e.id: ops.and_(begun[e.id], prev[e.id] if self._started.get(e.id, 0) < p else True)
                       for e in self._conditional}
            if all(ops.is_false(v) for v in carried.values()):
                self._lasts[p] = carried
            else:
                tentative = self._evaluate(p, {**begun, **carried}, tag=f"@{p}?")
                self._tentative.append(tentative)
                board, moment = tentative.final(), Moment(self, p)
                self._lasts[p] = {e.id: ops.and_(carried[e.id], e.as_long_as.evaluate(
                    ops, board, self.vocab, lambda x, y: ops.lt(self.ts[x], self.ts[y]), moment=moment).value)
                    for e in self._conditional}
        return self._lasts[p]

    def _x_for(self, t: Trigger, q: int) -> Value:
        """X in what trigger t does (107.3, the exception to 107.3i): for its source's own
        enters-the-battlefield trigger, the X of the spell that became it; else the
        permanent's X, 0."""
        e = self.events[q - 1]
        return self.x_of(e) if t.when == "enters" and e.kind == "enters" and e.what == t.source else 0

    def activation_x(self, q: int) -> Value:
        """The X chosen as the loyalty ability is activated at point q (0 unless it costs
        -X): given, or the player's choice up to its bound."""
        if q not in self._x:
            e = self.events[q - 1]
            if self._loyalty[e.what].cost != "-X":
                self._x[q] = 0
            else:  # (at most the loyalty: required with the cost, `_count_event`)
                self._x[q] = e.x if e.x is not None else self.choose(f"X of {e.what} at event {q}", e.x_at_most + 1)
        return self._x[q]

    def _created(self, o: str, p: int, before: Optional[State], gone: Dict[str, Value]) -> Value:
        """A token its trigger creates (111.1): there once a resolution of that trigger
        that does something created it, until it leaves or is destroyed."""
        if before is None or self._left.get(o, p + 1) <= p:
            return False
        resolved = self.resolving(p)
        made = resolved[1] if resolved is not None and o in getattr(resolved[0], "creates", ()) else False
        return self.ops.or_(self.ops.and_(before[o].on_battlefield, self.ops.not_(gone.get(o, False))), made)

    def life(self, player: str, p: int) -> Value:
        """A player's life total at point p (119): as the history begins, changed by
        each resolution of a trigger its controller (603.3a) controls that gains or
        loses life."""
        ops, total = self.ops, self.sc.life[player]
        for r in range(1, p + 1):
            resolved = self.resolving(r)
            if resolved is None or not getattr(resolved[0], "life", 0):
                continue
            t, does = resolved
            for q, top in self.instances(r).items():  # its controller as it triggered (603.3a)
                mine = ops.eq(self.state(q)[t.source].controller, self.vocab.player(player))
                total = ops.add(total, ops.ite(ops.and_(does, top, mine), t.life, 0))
        return total

    def _arrives(self, o: str) -> Value:
        """Whether the card a search found enters as the ability resolves: it is what
        the search looks for, with mana value at most X."""
        r, q = self._found[o]
        ability, state, ops = self._loyalty[self.events[q - 1].what], self.state(r - 1), self.ops
        you = state[ability.source].controller
        return ops.and_(matches(ops, ability.search, state[o], you=you, other=True, vocab=self.vocab),
                        ops.not_(ops.lt(self.activation_x(q), state[o].mana_value)))

    def _counters(self, p: int) -> Dict[str, dict]:
        """The counters on each object at point p (122): as it began, then what the
        event at each point did to them, never below none (computed once per point)."""
        if p not in self._counts:
            if p == 0:
                self._counts[0] = {o.id: dict(o.counters) for o in self.sc.objects.values()}
            else:
                out = {o: dict(c) for o, c in self._counters(p - 1).items()}
                self._count_event(p, out)
                self._counts[p] = out
        return self._counts[p]

    def _count_event(self, p: int, out: Dict[str, dict]) -> None:
        """What the event at point p does to counters, applied to `out`."""
        ops, e = self.ops, self.events[p - 1]
        if e.kind == "enters":
            out[e.what] = self._entering_counters(e.what, self.x_of(e))
        elif e.kind == "activate":  # 606.4: the loyalty cost is paid as it is activated
            ability = self._loyalty[e.what]
            loyalty = ops.add(out[ability.source].get("loyalty", 0),
                              triggers.loyalty_change(ability, self.activation_x(p)))
            # 602.2, 606.3, 606.6: required of every ordering and choice the encoding permits
            self.constraints += [
                ops.eq(self.state(p - 1)[ability.source].controller, self.vocab.player(self.active_player(p))),
                ops.not_(ops.lt(loyalty, 0))]
            out[ability.source]["loyalty"] = loyalty
        elif e.kind == "resolves":
            for o in (o for o, (r, _) in self._found.items() if r == p):  # X is 0: not cast (107.3m)
                out[o] = self._entering_counters(o, 0)
            resolved = self.resolving(p)
            if resolved is not None and getattr(resolved[0], "counters_on", None) is not None:
                t, does = resolved  # a trigger putting counters
                for kind, n in t.counters:
                    amount = ops.sum(*[ops.ite(top, self._x_for(t, q), 0)
                                       for q, top in self.instances(p).items()]) if n == "X" else n
                    out[t.counters_on][kind] = ops.add(out[t.counters_on].get(kind, 0), ops.ite(does, amount, 0))
        elif e.kind in ("put_counters", "remove_counters"):
            sign = 1 if e.kind == "put_counters" else -1
            for kind, n in e.counters:
                after = ops.add(out[e.what].get(kind, 0), sign * n)
                out[e.what][kind] = ops.ite(ops.lt(after, 0), 0, after)

    def _entering_counters(self, o: str, x: Value) -> dict:
        """The counters an object enters with (614.1c): those the scenario gives it, and
        its card's, "X" being the X of the spell that became it (107.3)."""
        out = dict(self.sc.objects[o].counters)
        for kind, n in self.sc.objects[o].enters_with:
            out[kind] = self.ops.add(out.get(kind, 0), x if n == "X" else n)
        return out

    def x_of(self, e: Event) -> Value:
        """The X of the spell that became the object entering at e (107.3): given, or
        the caster's choice from 0 to its bound; 0 if none was chosen.  The permanent's
        own X is 0 (107.3i): only what it enters with sees this one."""
        if e.x is not None:
            return e.x
        if e.x_at_most is not None and self.choose is not None:
            return self.choose(f"X of {e.what}", e.x_at_most + 1)
        return 0

    def _turn_start(self) -> State:
        """The board as the turn in progress when the history begins began: without the
        effects that last until end of turn (they began during it, 514.2); everything
        else the history does not start began before that turn."""
        if -1 not in self._states:
            present = {o: o not in self._entered and o not in self.sc.absent and o not in self._library
                       for o in self.sc.objects}
            active = {e.id: e.static or (e.id not in self._started and e.until != "end of turn")
                      for e in self.sc.effects.values()}
            self.evaluations[-1] = Evaluation(self.sc, self.vocab, self.ops, self.ts, self.tb, self.possible,
                                              present=present, active=active, counters=self._counters(0),
                                              tag="@start")
            self._states[-1] = self.evaluations[-1].final()
        return self._states[-1]

    def state(self, p: int) -> State:
        if p not in self._states:
            self._states[p] = self.evaluation(p).final()
        return self._states[p]

    def definitions(self) -> List[Value]:
        return [d for ev in [*self.evaluations.values(), *self._tentative] for d in ev.definitions()]

    # -- statuses ----------------------------------------------------------------------

    def active_player(self, p: int) -> str:
        """Whose turn it is at point p: the latest turn begun by then (500.1)."""
        turns = [e.what for e in self.events[:p] if e.kind == "turn"]
        return turns[-1] if turns else self.sc.first_turn

    def tapped(self, x: str, p: int) -> Value:
        if (x, p) not in self._tapped:
            self._tapped[x, p] = self._tapped_at(x, p)
        return self._tapped[x, p]

    def _tapped_at(self, x: str, p: int) -> Value:
        """107.5-107.6, 502.3: tapped as it entered or as the history began, then each
        tap or untap event, and each untap step of its controller's turn."""
        ops = self.ops
        value: Value = self.sc.objects[x].tapped
        for i, e in enumerate(self.events[:p]):
            if e.kind == "enters" and e.what == x:
                value = e.tapped
            elif e.kind in ("tap", "untap") and e.what == x:
                value = e.kind == "tap"
            elif e.kind == "turn":
                s = self.state(i)
                mine = ops.eq(s[x].controller, self.vocab.player(e.what))
                value = ops.and_(value, ops.not_(ops.and_(s[x].on_battlefield, mine)))
            elif e.kind == "resolves" and x in self._untaps(i + 1):
                value = ops.and_(value, ops.not_(self._untaps(i + 1)[x]))
        return value

    def _untaps(self, r: int) -> Dict[str, Value]:
        """What the loyalty ability resolving at r untaps: each of its targets still a
        legal target, on the battlefield and matching `targets_of` (608.2b)."""
        if r not in self._resolutions or self._resolutions[r][1] is None:
            return {}
        t, q = self._resolutions[r]
        if not isinstance(t, LoyaltyAbility) or not t.max_targets:
            return {}
        ops, state = self.ops, self.state(r - 1)
        you = state[t.source].controller
        return {x: ops.and_(state[x].on_battlefield, matches(ops, t.targets_of, state[x], you=you, other=True,
                                                             vocab=self.vocab))
                for x in self.events[q - 1].targets}

    def controlled_since_turn_began(self, x: str, p: int) -> Value:
        if (x, p) not in self._since:
            self._since[x, p] = self._controlled_since(x, p)
        return self._since[x, p]

    def _controlled_since(self, x: str, p: int) -> Value:
        """302.6: x has been under its controller's control continuously since that
        player's most recent turn began (on the battlefield all along)."""
        ops = self.ops
        now = self.state(p)[x].controller
        options = []
        for player in self.vocab.players:
            turns = [i + 1 for i, e in enumerate(self.events[:p]) if e.kind == "turn" and e.what == player]
            # before the history, only what was there as it began, under that player's control
            since = turns[-1] if turns else 0
            if not turns and x in self._entered:
                continue
            code = self.vocab.player(player)
            states = [self.state(j) for j in range(since, p + 1)] + ([self._turn_start()] if since == 0 else [])
            held = [ops.and_(s[x].on_battlefield, ops.eq(s[x].controller, code)) for s in states]
            options.append(ops.and_(ops.eq(now, code), *held))
        return ops.or_(*options)

    def can_attack(self, x: str, p: int) -> Value:
        """508.1a, 302.6: an untapped creature its controller controls on that player's
        turn, under that control since the turn began or with haste (702.10), and
        without defender (702.3b)."""
        ops, s = self.ops, self.state(p)[x]
        return ops.and_(s.on_battlefield, s.types["creature"], ops.not_(self.tapped(x, p)),
                        ops.not_(s.abilities.get("defender", False)),
                        ops.eq(s.controller, self.vocab.player(self.active_player(p))),
                        self._not_sick(x, p, "attack"))

    def _not_sick(self, x: str, p: int, purpose: str) -> Value:
        """302.6: a noncreature is never sick; a creature needs control since the turn
        began, or haste (702.10), or a permission to act as though it had haste."""
        ops, s = self.ops, self.state(p)[x]
        return ops.or_(ops.not_(s.types["creature"]), s.abilities.get(HASTE, False),
                       self._as_though_haste(x, p, purpose), self.controlled_since_turn_began(x, p))

    def _as_though_haste(self, x: str, p: int, purpose: str) -> Value:
        """Whether a static ability on the battlefield at p lets x `purpose` ("attack"
        or "activate") as though it had haste; "you" is that ability's controller."""
        ops, state = self.ops, self.state(p)
        return ops.or_(*[ops.and_(state[h.source].on_battlefield, state[h.source].abilities.get(h.ability, False),
                                  not h.affects.objects or x in h.affects.objects,
                                  matches(ops, h.affects, state[x], you=state[h.source].controller,
                                          other=x != h.source, vocab=self.vocab))
                         for h in self.sc.as_though_haste if purpose in h.purposes])

    def can_pay(self, x: str, p: int, tap: bool, untap: bool) -> Value:
        """Whether {T} (107.5: untapped) and {Q} (107.6: tapped) in a cost can be paid,
        with 302.6 for a creature."""
        if not (tap or untap):
            return True
        ops = self.ops
        tapped = self.tapped(x, p)
        if tap and untap:
            return False
        return ops.and_(ops.not_(tapped) if tap else tapped, self._not_sick(x, p, "activate"))

    def can_activate(self, x: str, ability: str, p: int) -> Value:
        """602.5a: x has the ability and its {T} or {Q} can be paid (the symbols read
        from the cost, before the colon)."""
        ops, s = self.ops, self.state(p)[x]
        cost = ability.partition(":")[0]
        return ops.and_(s.on_battlefield, s.abilities.get(ability, False),
                        self.can_pay(x, p, "{T}" in cost, "{Q}" in cost))



class Moment:
    """One point of a history, as claims ask about it."""

    def __init__(self, history: History, p: int):
        self.history, self.p = history, p

    def is_tapped(self, x: str) -> Value:
        return self.history.tapped(x, self.p)

    def controlled_since_turn_began(self, x: str) -> Value:
        return self.history.controlled_since_turn_began(x, self.p)

    def can_attack(self, x: str) -> Value:
        return self.history.can_attack(x, self.p)

    def can_activate(self, x: str, ability: str) -> Value:
        return self.history.can_activate(x, ability, self.p)

    def can_pay(self, x: str, tap: bool, untap: bool) -> Value:
        return self.history.can_pay(x, self.p, tap, untap)

    def triggered(self, tid: str) -> Value:
        return self.history.triggered(tid, self.p)

    def life(self, player: str) -> Value:
        return self.history.life(player, self.p)


def narrate(history: History, objects: List[str]) -> List[str]:
    """Concrete runs: the history turn by turn, each event with the statuses of the
    objects it involves or a claim asks about, as they are right after it."""
    def status(x: str, p: int) -> str:
        s = history.state(p)[x]
        if not s.on_battlefield:
            return f"{x}: not on the battlefield"
        kinds = "creature" if s.types["creature"] else "noncreature"
        since = "controlled since the turn began" if history.controlled_since_turn_began(x, p) else \
            "not controlled since the turn began"
        return (f"{x}: controlled by {history.vocab.players[s.controller]}, {kinds}, "
                f"{'tapped' if history.tapped(x, p) else 'untapped'}, {since}")

    def began(eid: str) -> str:
        effect = history.sc.effects[eid]
        who = effect.gives_control_to
        if who is None:
            return f"effect {eid} begins"
        return f"effect {eid} begins: {'you gain' if who == 'you' else 'the opponent gains'} control of " \
            f"{', '.join(effect.affects.objects)}"

    def whose(player: str) -> str:
        return "your" if player == "you" else "the opponent's"

    lines = [f"as the history begins ({whose(history.sc.first_turn)} turn):"]
    lines += [f"  {status(x, 0)}" for x in objects if history.present_at_start(x)]
    for i, e in enumerate(history.events, 1):
        x = (history.x_of(e) if e.kind == "enters" else history.activation_x(i)) \
            if e.x is not None or e.x_at_most is not None else None
        what = {"turn": f"{whose(e.what)} turn begins (untap step)", "step": f"{e.what} step begins (no new turn)",
                "enters": f"{e.what} enters{' tapped' if e.tapped else ''}",
                "leaves": f"{e.what} leaves the battlefield",
                "turn_face_up": f"{e.what} is turned face up",
                "put_counters": f"counters put on {e.what}: {dict(e.counters)}",
                "remove_counters": f"counters removed from {e.what}: {dict(e.counters)}",
                "ends": f"effect {e.what} ends" + (" (its duration is over)" if e.implied else ""),
                "tap": f"{e.what} becomes tapped", "untap": f"{e.what} becomes untapped",
                "attach": f"{e.what} becomes attached to {e.to}", "unattach": f"{e.what} becomes unattached",
                "resolves": f"{e.what} tries to resolve",
                "activate": f"{e.what} is activated" + (f" targeting {', '.join(e.targets)}" if e.targets else ""),
                }.get(e.kind) or began(e.what)
        what += f" (X = {x})" if x is not None else ""
        lines.append(f"{i}. {what}" + (f" [{e.label}]" if e.label else ""))
        lines += [f"  effect {eid} ends: its condition no longer holds (611.2b)"
                  for eid, lasts in history.lasting(i).items() if not lasts and history.lasting(i - 1)[eid]]
        lines += [f"  {t.id} " + ("triggers" if history.fired(t, i) else "does not trigger") + " (603.2, 603.4)"
                  for t in history.sc.triggers if triggers.happens(t, e, history._makers)]
        resolved = history.resolving(i)
        if e.kind == "resolves" and resolved is not None and isinstance(resolved[0], LoyaltyAbility):
            untapped = [x for x, hit in history._untaps(i).items() if hit]
            found = [o for o, (r, _) in history._found.items() if r == i and history.state(i)[o].on_battlefield]
            done = [f"untaps {', '.join(untapped)}"] * bool(untapped) + \
                [f"puts {', '.join(found)} onto the battlefield"] * bool(found)
            lines.append(f"  {e.what} resolves: {'; '.join(done) or 'nothing else happens'}")
        elif e.kind == "resolves":
            lines.append(f"  {e.what}: nothing on the stack to resolve" if resolved is None else
                         f"  {e.what} resolves: {triggers.describe(resolved[0])}" + (
                             f": {', '.join(o for o, hit in history.destroyed(i).items() if hit) or 'nothing there'}"
                             if resolved[0].destroy or resolved[0].destroy_attached_to else "")
                         if resolved[1] else
                         f"  {e.what} resolves and does nothing: it did not trigger, or its condition fails (603.4)")
        lines += [f"  {status(x, i)}" for x in objects if history.present_by(x, i)]
    return lines
