"""Triggered abilities over a history (603), written once over an `Ops`: whether a
trigger triggered at its check point (its event, its intervening "if", 603.2-603.4,
looking back in time for one that leaves, 603.10a), which instance on the stack a
resolution resolves (405.5, 608.1), and what the resolution does: tokens created
(111.1), a card a search finds or a trigger returns (400.7), life gained or lost (119),
objects destroyed, a permanent tapped or untapped (701.26).  A mixin
of `verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

import functools
from typing import Any, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import ACTIVATED, ACTIVATING, BECOMES_UNTAPPED, CASTING, CHAPTER, COMBAT_TRIGGERS, COPY_ABILITY, \
    CYCLES, DAMAGE_TO_YOU, LEAVING, PLAYS, SPELL_RESOLVES, STATE_TRIGGER, TOKEN_CREATED, WARD, Devotion, Trigger, \
    zone_code
from verifier.rules import additional_life, amounts, kicked, leaving, linked, triggers, ward
from verifier.rules.phyrexian import LIFE
from verifier.rules.devotion import devotion
from verifier.rules.moment import Moment
from verifier.rules.damage import at_least_none
from verifier.rules.runs import State
from verifier.state import matches

Value = Any


class TriggeredAbilities:
    """The triggered abilities of a history (`History` provides the points)."""

    def fired(self, t: Trigger, q: int) -> Value:
        """Whether t triggered at its check point q: its event happened as it waits for
        it, and its intervening "if" held then (603.2-603.4)."""
        return self.ops.or_(*self._occurrences(t, q).values())

    def _occurrences(self, t: Trigger, q: int) -> Dict[str, Value]:
        """Each occurrence of t's event at point q -> whether it triggers t, its intervening
        "if" holding then (603.4): one instance each (603.2c), for each object entering or
        turned face up that it waits for, or leaving (looking back in time at the game
        before the event or the actions, 603.10a)."""
        if (t.id, q) not in self._fired:
            ops = self.ops
            if self.events[q - 1].kind == COPY_ABILITY:  # 707.10: a copy, if an instance is there to be copied
                self._fired[t.id, q] = {"copy": self.copyable(t, q)}
            elif t.id in self.suspend_triggers:  # 702.62a: in exile, as its owner's upkeep begins or its last counter goes
                self._fired[t.id, q] = self.suspend_fires(t, q)
            elif t.delayed:  # 603.7: whatever became of the object that created it
                self._fired[t.id, q] = {"": self._delayed_fires(t, q)}
            elif t.when in ACTIVATING:  # 602.2, 603.2: as the ability of the permanent it names becomes activated
                x, happened = self.activated_source(q), self.evaluation(q).as_it_happened()
                self._fired[t.id, q] = {} if x is None else {x: ops.and_(
                    triggers.fires_activating(ops, t, x, self.state(q - 1), happened, self.vocab),
                    self._holds(t, q, happened))}
            elif t.when == CHAPTER:  # 714.2b: as lore counters put on its Saga reach a chapter number
                self._fired[t.id, q] = self.chapter_fires(t, q)
            elif t.when == CYCLES:  # 702.29c-d, 702.29f: as its controller discards a card to pay a cycling cost
                e, happened = self.events[q - 1], self.evaluation(q).as_it_happened()
                self._fired[t.id, q] = {} if not e.cycles else {e.what: ops.and_(
                    triggers.fires_cycling(ops, t, happened, self.vocab.player(self.sc.objects[e.what].owner)),
                    self._holds(t, q, happened))}
            elif t.when == STATE_TRIGGER:  # 603.8: its state holds (after the state-based actions), its source there
                board = self.state(q)  # with the ability, and no instance of it on the stack (one that resolved or
                src = board[t.source]  # was countered at q is gone: it triggers again at once)
                holds = t.state.evaluate(ops, board, self.vocab, self.ts_before(q), moment=Moment(self, q, board)).value
                self._fired[t.id, q] = {"": ops.and_(src.on_battlefield, src.abilities.get(t.ability, False), holds,
                                                     ops.not_(self._on_stack_after(t, q)))}
            elif t.when == WARD:  # 702.21a: as a spell or ability an opponent controls targets its source
                self._fired[t.id, q] = {"": ward.fires(self, t, q)}
            elif t.when == DAMAGE_TO_YOU:  # 603.2, 120.1: each source dealing damage to its controller there, seen
                happened = self.evaluation(q).as_it_happened()  # before state-based actions (704.3: its source
                hit = self.damage_to(q, happened[t.source].controller)  # dealt lethal damage at once is still there)
                self._fired[t.id, q] = {x: ops.and_(fires, self._holds(t, q, happened)) for x, fires in triggers.fires(
                    ops, t, happened, hit, self.vocab.player(self.active_player(q)), self.vocab).items()}
            elif t.when in LEAVING:
                self._fired[t.id, q] = {
                    x: ops.and_(triggers.fires_leaving(ops, t, x, *how, self.vocab), self._holds(t, q, how[2]))
                    for x, how in self.departures(q, t.of.objects or tuple(self.sc.objects)).items()}
            else:
                # before state-based actions (603.10); a spell cast bestowed as the Aura spell it is (702.103b)
                happened = self.bestowed_on_the_stack(self.evaluation(q).as_it_happened(), q)
                holds = self._holds(t, q, happened)
                changed = self._changed(q, t.when)
                self._fired[t.id, q] = {x: ops.and_(fires, holds) for x, fires in triggers.fires(
                    ops, t, happened, changed, self.vocab.player(self.active_player(q)), self.vocab,
                    {x: self.caster(x) for x in changed}).items()}
        return self._fired[t.id, q]

    def _delayed_fires(self, t: Trigger, q: int) -> Value:
        """Whether delayed trigger t triggers at its check point q: it was created after the
        check point before (603.7a: not before it exists) and has not triggered since (603.7b:
        once, the next time its event happens)."""
        earlier = [p for p in triggers.check_points(t, self.events, self._makers) if p < q]
        return self.ops.or_(*[self.delayed_created(t, c) for c in range((earlier or [0])[-1] + 1, q)])

    def delayed_created(self, t: Trigger, c: int) -> Value:
        """Whether the event at point c created delayed trigger t (603.7a): the resolution that
        begins its [[effect]] (608.2c), or its permanent spell cast for its dash cost resolving
        (702.109a, 608.3)."""
        if self.sc.resolved_effect(t.created_by):
            return self.ops.and_(self.begun_by(t.created_by, c), self.ops.not_(self.begun_by(t.created_by, c - 1)))
        e = self.events[c - 1]
        if t.created_by in self.trigger_ids or t.created_by in self._activated:  # 603.7e: as that trigger (603.4) or
            # ability (unearth, 702.84a) resolves, doing something
            resolved = self.resolving(c) if e.kind == "resolves" and e.what == t.created_by else None
            return False if resolved is None else resolved[1]
        return e.kind == "enters" and e.from_stack and e.what == t.created_by

    def copyable(self, t: Any, q: int) -> Value:
        """707.10: whether an instance of t (a trigger or an [[ability]]) is on the stack right
        before point q, to be copied."""
        return self.ops.or_(*self._waiting_before(t, q).values())

    def _waiting_before(self, t: Any, q: int) -> Dict[int, Value]:
        """Each earlier point that may have put an instance of t on the stack -> whether that
        instance is still there right before point q (405.5: not taken by a resolution since)."""
        done = [r for r in self._resolutions if r < q and self._resolutions[r][0].id == t.id]
        return {q2: self.still_waiting(t, q2, [r for r in done if r > q2])
                for q2, e in enumerate(self.events[:q - 1], 1) if triggers.put_on_stack(t, e, self._makers)}

    def _on_stack_after(self, t: Trigger, q: int) -> Value:
        """603.8: whether an instance of t put on the stack before point q is still there once the
        event at q is done (405.5: not taken by a resolution or a countering up to q)."""
        done = [r for r in self._resolutions if r <= q and self._resolutions[r][0].id == t.id]
        return self.ops.or_(*[self.still_waiting(t, q2, [r for r in done if r > q2])
                              for q2, e in enumerate(self.events[:q - 1], 1) if triggers.put_on_stack(t, e, self._makers)])

    def ability_targets(self, aid: str) -> Tuple[str, ...]:
        """The targets of [[ability]] aid: what its effects affect (one target, 602.2b), and the
        permanents its damage is dealt to (601.2d), and the one it exiles (406.2)."""
        a = self._activated[aid]
        return tuple(sorted({t for eid in a.effects for t in self.sc.effects[eid].affects.objects} |
                            {to for to, _ in a.deals if to in self.sc.objects} | set(a.moves)))

    def activation_put(self, q: int) -> Value:
        """Whether the event at q put its [[ability]]'s instance on the stack: an activation
        always (602.2); a copy of another one (707.10) if an instance of that one was there."""
        e = self.events[q - 1]
        return True if e.kind != COPY_ABILITY else self.copyable(self._activated[e.what], q)

    def copying_ability(self, p: int) -> List[Tuple[Value, str]]:
        """707.10: an ability is copied at p only while an instance of it is on the stack."""
        e = self.events[p - 1]
        t = next(t for t in self.sc.triggers if t.id == e.what) if e.ability_copy is None else self._activated[e.what]
        out = [(self.copyable(t, p), f"no instance of {e.what!r} is on the stack to be copied: it did not trigger, was "
                                     "not activated, or already resolved or was countered (707.10, 405.5)")]
        if e.ability_copy is not None and self.ability_targets(e.ability_copy) != self.ability_targets(e.what):
            # 707.10c: new targets chosen for the copy must be legal then (the same ones stay, legal or not)
            out += [(self.ops.and_(*self.ability_targets_legal(e.ability_copy, p - 1, p)),
                     f"a target of {e.ability_copy!r} is not a legal one then (707.10c, 601.2c via 602.2b)")]
        return out

    def copied_instance(self, t: Trigger, q: int) -> Dict[int, Value]:
        """The instance the copy of t put on the stack at point q copies (707.10): the latest of
        those there then (point -> whether it is that one)."""
        out, above = {}, False
        for q2, there in sorted(self._waiting_before(t, q).items(), reverse=True):
            out[q2] = self.ops.and_(there, self.ops.not_(above))
            above = self.ops.or_(above, there)
        return out

    def times_fired(self, t: Trigger, q: int) -> Value:
        """How many instances of t its check at point q put on the stack: one for each
        occurrence that triggers it (603.2c)."""
        ops = self.ops
        return ops.sum(*[ops.ite(did, 1, 0) for did in self._occurrences(t, q).values()])

    def still_waiting(self, t: Any, q: int, resolutions: list) -> Value:
        """Whether an instance t put on the stack at point q is still there once the
        resolutions at `resolutions` (points after q) are done: fewer of them took one
        of q's than were put there (405.5)."""
        ops = self.ops
        if getattr(t, "no_mode", False):  # 603.3c: no mode chosen, removed from the stack as it is put there
            return False
        if isinstance(t, ACTIVATED) or len(self._occurrences(t, q)) <= 1:
            put = self.activation_put(q) if isinstance(t, ACTIVATED) else self.fired(t, q)
            return ops.and_(put, ops.not_(ops.or_(*[self.instances(r).get(q, False) for r in resolutions])))
        taken = ops.sum(*[ops.ite(self.instances(r).get(q, False), 1, 0) for r in resolutions])
        return ops.lt(taken, self.times_fired(t, q))

    def departures(self, q: int, among: tuple) -> Dict[str, Tuple[Value, Value, State]]:
        """Which of `among` may leave the battlefield at point q -> (whether it does,
        whether into a graveyard, the game right before): the object a `leaves` event
        takes, as the game was before it; or one a state-based action puts into its
        owner's graveyard (704.3, 704.5f-m), as the game was right after the event, before
        the actions."""
        e, ops = self.events[q - 1], self.ops
        dies = functools.partial(leaving.dies, self.sc.exiled_instead)  # (614.6: one exiled instead never dies)
        out: Dict[str, Tuple[Value, Value, State]] = {}
        if e.kind == "leaves" and e.what in among:
            before = self.state(q - 1)
            out[e.what] = (before[e.what].on_battlefield, dies(e.what, e.into == "graveyard"), before)
        if e.kind == "resolves":  # 701.8a: what a resolution destroys is put into its owner's graveyard: it dies
            out.update({x: (did, dies(x, True), self.state(q - 1)) for x, did in self.destroyed(q).items() if x in among})
            into = self._resolutions[q][0].into if q in self._resolutions else None
            out.update({x: (did, dies(x, into == "graveyard"), self.state(q - 1)) for x, did in self.moved(q).items()
                        if x in among})
        present = self.evaluation(q).present
        for x in among:
            if x not in out and present[x] is not False:
                out[x] = (ops.and_(present[x], ops.not_(self.state(q)[x].on_battlefield)), dies(x, True),
                          self.evaluation(q).as_it_happened())
        return out

    def _changed(self, q: int, when: str) -> Dict[str, Value]:
        """What entered, was turned face up, became untapped, was cast, attacked, blocked, became
        blocked or dealt combat damage to a player at point q (what a trigger waiting `when` looks at) -> whether it
        did: the object of such an event, or the tokens a resolution created."""
        e = self.events[q - 1]
        if when == TOKEN_CREATED:  # 111.1: the tokens a resolution creates (none put onto the battlefield otherwise)
            return self.makes(q)
        if when in COMBAT_TRIGGERS:
            return self.combat_occurrences(q, when)
        if when == BECOMES_UNTAPPED:
            return self.became_untapped(q)
        if e.kind == "enters":  # (each object it puts onto the battlefield, 603.6a)
            return {x: True for x in e.entering}
        if e.kind == "turn_face_up" and e.what not in self._stay_down:
            return {e.what: True}
        if e.kind == "cast":  # 601.2i
            return {e.what: True}
        if e.cost_of is not None and (when in CASTING or when == PLAYS):  # (601.2h-i: cast once the sacrifice paying its cost is done)
            return {e.cost_of: True}
        if e.kind == SPELL_RESOLVES:  # 603.6a: the tokens it creates enter (111.1)
            return self.makes(q)
        resolved = self.resolving(q) if e.kind == "resolves" else None
        if resolved is None:
            return {}
        found = {o: self._arrives(o) for o, (r, _) in self._found.items() if r == q}
        return {**found, **self.makes(q), **self.returned(q)}

    def activated_source(self, q: int) -> Optional[str]:
        """The object whose ability the event at point q activates (602.2): an [[ability]]'s or a
        loyalty ability's source, or the card embalm or eternalize exiles from a graveyard (702.128a,
        702.129a); None for any other event."""
        e = self.events[q - 1]
        if e.kind == "activate":
            return (self._activated.get(e.what) or self._loyalty[e.what]).source
        return e.what if e.kind == "moves" and e.activated is not None else None

    def became_untapped(self, q: int) -> Dict[str, Value]:
        """Each permanent -> whether the event at point q untapped it (701.26b, 603.2): on the
        battlefield and tapped right before, untapped right after (by the untap step, 502.3, an
        untap event, a resolution or a {Q} cost alike).  One entering untapped does not become
        untapped: it was not there tapped (603.2e)."""
        ops, before = self.ops, self.state(q - 1)
        out = {x: ops.and_(before[x].on_battlefield, self.tapped(x, q - 1), ops.not_(self.tapped(x, q)))
               for x in sorted(self.sc.objects)}
        return {x: did for x, did in out.items() if not ops.is_false(did)}

    def _holds(self, t: Trigger, p: int, board: Optional[State] = None) -> Value:
        """t's intervening "if" at point p (true without one), on `board` (default: the
        point's state, state-based actions done)."""
        if t.condition is None and not t.evoked and not t.kicked:
            return True
        board = board or self.state(p)
        checked = self.ops.rule("603.4")  # (switched off, `verifier.rules.cited`: the "if" is not asked)
        said = True if t.condition is None else t.condition.evaluate(self.ops, board, self.vocab, self.ts_before(p),
                                                                     moment=Moment(self, p, board)).value
        return self.ops.or_(self.ops.not_(checked), self.ops.and_(said, self.evoke_paid(t.source, p) if t.evoked
                                                                  else True,
                                                                  kicked.entered_kicked(self, t.source, p) if t.kicked
                                                                  else True))  # (702.33e)

    def target_ok(self, t: Trigger, p: int) -> Value:
        """Whether the restriction t's text puts on its target holds at point p (115.1, 601.2c)."""
        board = self.state(p)
        return t.target_if.evaluate(self.ops, board, self.vocab, self.ts_before(p), moment=Moment(self, p, board)).value

    def aimed_ok(self, t: Trigger, p: int, you: Value) -> Value:
        """115.1, 603.3d: whether t's one target read from its text (`aimed_at`) is a legal one at
        point p for a trigger `you` control: on the battlefield, as its text says, not its source
        if "another", without shroud, and without hexproof unless `you` control it."""
        if t.aimed_another and t.aimed_at == t.source:
            return False
        return self.may_target(t.aimed, t.aimed_at, you, self.state(p), t.source)

    def targets_as_put(self, p: int) -> List[Tuple[Value, str]]:
        """603.3d, 601.2c: a trigger put on the stack at p (triggered by its event there) has its
        target chosen then: the one its text restricts must be legal then (after the state-based
        actions, 704.3); a copy keeps the original's (707.10)."""
        e, ops = self.events[p - 1], self.ops
        put = [t for t in self.sc.triggers if e.kind != COPY_ABILITY and triggers.happens(t, e, self._makers)]
        return [(ops.or_(ops.not_(self.fired(t, p)), self.target_ok(t, p)),
                 f"the target of {t.id!r} is not a legal one as it is put on the stack (603.3d, 601.2c, 115.1): "
                 f"{t.target_if.text!r} does not hold then")
                for t in put if getattr(t, "target_if", None) is not None] + \
            [(ops.or_(ops.not_(self.fired(t, p)), self.aimed_ok(t, p, self.controller_as_triggered(t.id, p))),
              f"the target of {t.id!r}, {t.aimed_at!r}, is not a legal one as it is put on the stack (603.3d, "
              "601.2c, 115.1, 702.11b, 702.18a, 702.16b)")
             for t in put if getattr(t, "aimed_at", None) is not None]

    def attached_as_resolved(self, p: int) -> List[Tuple[Value, str]]:
        """303.4, 301.5, 608.2h: a trigger resolving at p does to "enchanted creature" or "equipped creature" what
        its table says only where that object is what its source is attached to then, or was as it last existed
        on the battlefield (113.7a)."""
        resolved = self._resolutions.get(p)
        t = resolved[0] if resolved else None
        return [(self.ops.or_(self.ops.not_(self.on_stack(p)), self.last_equipped(t.source, x, p - 1)),
                 f"{t.id!r} resolves doing to {x!r} what its text does to the permanent its source "
                 f"{t.source!r} is attached to (303.4, 301.5), and {x!r} is not that permanent as it resolves "
                 "(608.2h)") for x in getattr(t, "attached_named", ())]

    def triggering_as_resolved(self, p: int) -> List[Tuple[Value, str]]:
        """608.2h, 603.2: a trigger resolving at p does to "it" (the object whose event triggered it) what its table
        says only where each object its table names so (`triggering_named`) is the object that triggered the
        instance resolving."""
        resolved = self._resolutions.get(p)
        t = resolved[0] if resolved else None
        ops = self.ops
        if getattr(t, "triggering_named", ()) and any("copy" in self._occurrences(t, q) for q in self.instances(p)):
            raise ModelError(self.sc.path, self.events[p - 1].line or 0,  # (707.10: a copy's object is its original's)
                             f"a copy of {t.id!r} may resolve here, doing to the object that triggered the original "
                             "what its text does to 'it' (608.2h, 707.10): which object that is is not modelled")
        return [(ops.or_(ops.not_(self.on_stack(p)),
                         *[ops.and_(top, self._occurrences(t, q).get(x, False)) for q, top in self.instances(p).items()]),
                 f"{t.id!r} resolves doing to {x!r} what its text does to the object whose event triggered it "
                 f"(608.2h, 603.2), and the instance resolving was not triggered by {x!r}")
                for x in getattr(t, "triggering_named", ())]

    def evoke_paid(self, s: str, p: int) -> bool:
        """702.74a: whether s's evoke cost was paid by point p: the cast that made it (a card
        is cast once, and a permanent that left is gone for good, 400.7) chose its evoke cost,
        however much it came to with cost changes (601.2f; Spitebellows 2008-04-01)."""
        q = self.casts().get(s)
        return q is not None and q <= p and self.events[q - 1].kind == "cast" and self.events[q - 1].evoke

    @property
    def trigger_ids(self) -> frozenset:
        return frozenset(t.id for t in self.sc.triggers)

    def controller_as_triggered(self, tid: str, q: int) -> Value:
        """Who controls an instance of trigger tid put on the stack at point q: its source's
        controller then (603.3a), as it last existed if it left (113.7a)."""
        t = next(t for t in self.sc.triggers if t.id == tid)
        source = t.source
        if self.events[q - 1].kind == COPY_ABILITY:  # 707.10: the copy is controlled as the instance it copies
            ops, out = self.ops, self.state(q)[source].controller
            for q2, it in self.copied_instance(t, q).items():
                out = ops.ite(it, self.controller_as_triggered(tid, q2), out)
            return out
        if self.sc.resolved_effect(t.created_by):  # 603.7d-e: who controlled the spell or ability creating it
            return self.vocab.player(self.sc.effects[t.created_by].controller)
        if t.created_by in self.trigger_ids:  # 603.7e: who controlled that trigger as it resolved
            creator = next(u for u in self.sc.triggers if u.id == t.created_by)
            c = next(c for c, e in enumerate(self.events, 1) if e.kind == "resolves" and e.what == t.created_by)
            return self.resolver(creator, c)
        if t.created_by in self._activated:  # 603.7d: who activated unearth (702.84a): its card's owner (113.6)
            return self.vocab.player(self.sc.objects[self._activated[t.created_by].source].owner)
        if t.delayed:  # 702.109a, 603.7d: dash's, created by the spell as it resolves: its caster's
            return self.caster(t.created_by)
        if tid in self.suspend_triggers:  # 113.8: of a card in exile, which no one controls, its owner
            return self.vocab.player(self.sc.objects[source].owner)
        return self.state(q)[source].controller

    def instances(self, r: int) -> Dict[int, Value]:
        """For the `resolves` event at r: each earlier point where its ability may have
        been put on the stack -> whether that instance is the one resolving: the latest
        put there and not resolved yet (the stack is last in, first out, 405.5).  A
        trigger is put there only if it triggered; an activation always is."""
        if r not in self._instances:
            t, q_static = self._resolutions[r]
            if isinstance(t, ACTIVATED):
                out: Dict[int, Value] = {q_static: self.activation_put(q_static)} if q_static is not None else {}
            else:
                ops = self.ops
                points = [q for q in triggers.check_points(t, self.events, self._makers) if q < r]
                earlier = [r2 for r2 in self._resolutions if r2 < r and self._resolutions[r2][0].id == t.id]
                out, above = {}, False
                for q in reversed(points):
                    waiting = self.still_waiting(t, q, [r2 for r2 in earlier if r2 > q])
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
        if getattr(t, "if_it", None) is not None:  # 608.2h, 113.7a: what triggered the instance resolving, read now
            there = self.ops.or_(*[self.ops.and_(top, self._it_is(t, q, p)) for q, top in self.instances(p).items()])
        if self.events[p - 1].countered:  # 701.6b: removed from the stack, it does nothing
            return t, False
        if self.events[p - 1].paid is False:  # 118.12, 603.5: its optional cost declined, nothing after "If you do"
            return t, False
        if t.id in self.suspend_triggers:  # 603.4: suspend's intervening "if" (702.62a)
            return t, self.ops.and_(there, self.suspend_holds(t, p - 1))
        if getattr(t, "moves_targets", False):  # 608.2b: its targets all gone, it does nothing (nor creates, 603.7a)
            there = self.ops.and_(there, self.ops.or_(*[self.state(p - 1)[x].on_battlefield for x in t.moves]))
        if getattr(t, "target_if", None) is not None:  # 608.2b: its one target no longer legal, it does nothing
            there = self.ops.and_(there, self.target_ok(t, p - 1))
        if getattr(t, "aimed_at", None) is not None:  # (608.2b: the same, of the target read from its text)
            there = self.ops.and_(there, self.aimed_ok(t, p - 1, self.resolver(t, p)))
        if getattr(t, "copies_equipped", False) and t.copy_of is not None:  # 608.2h: no equipped creature, no token
            there = self.ops.and_(there, self.last_equipped(t.source, t.copy_of, p - 1))
        return t, there if isinstance(t, ACTIVATED) else self.ops.and_(there, self._holds(t, p - 1))

    def last_equipped(self, equipment: str, x: str, p: int) -> Value:
        """608.2h, 113.7a: whether x is the permanent `equipment` (or an Aura) is attached to at point p, or, if it left
        the battlefield, was attached to as it last existed there (an Equipment attached to what left is
        unattached by the state-based actions, 704.5n)."""
        ops, code, out = self.ops, self.vocab.object_code(x), False
        for q in range(p + 1):
            s = self.state(q)[equipment]
            out = ops.ite(s.on_battlefield, ops.eq(s.attached_to, code), out)
        return out

    def _it_is(self, t: Trigger, q: int, p: int) -> Value:
        """Whether the object whose entering triggered t's instance at point q has the characteristics
        t's `if_it` names as that instance resolves at p: as it is then, or as it last existed on the
        battlefield if it left (608.2h, 113.7a: `state` shows that)."""
        occurred = {x: fired for x, fired in self._occurrences(t, q).items() if not self.ops.is_false(fired)}
        if len(occurred) > 1:  # (several at one point: which resolves first is its controller's choice, 603.3b)
            raise ModelError(self.sc.path, self.events[q - 1].line or 0,
                             f"{', '.join(sorted(occurred))} may each trigger {t.id!r} here, which reads the object "
                             "that triggered it as it resolves (608.2h): which instance reads which is not modelled")
        ops, board = self.ops, self.state(p - 1)
        return ops.or_(*[ops.and_(fired, matches(ops, t.if_it, board[x], you=self.resolver(t, p), other=x != t.source,
                                                 vocab=self.vocab)) for x, fired in occurred.items()])

    def destroyed(self, p: int) -> Dict[str, Value]:
        """Each object the trigger resolving at p destroys -> whether it does."""
        resolved = self.resolving(p)
        if resolved is None or isinstance(resolved[0], ACTIVATED):
            return {}
        t, out = resolved[0], triggers.destroyed(self.ops, resolved[0], resolved[1], self.state(p - 1), self.vocab)
        if t.sacrifice is not None and not t.evoked:  # 701.21a: "sacrifice it": by the trigger's controller, only
            x = t.sacrifice                           # what that player controls then (evoke's: "its controller")
            out[x] = self.ops.and_(out[x], self.ops.eq(self.state(p - 1)[x].controller, self.resolver(t, p)))
        return out

    def moved(self, p: int) -> Dict[str, Value]:
        """The object the trigger resolving at p moves -> whether it does (603.7c); the zone is
        its `into`.  An [[ability]] exiling its one target (406.2): only if that target is still
        legal (608.2b)."""
        resolved = self.resolving(p)
        if resolved is None or not getattr(resolved[0], "moves", ()):
            return {}
        if isinstance(resolved[0], ACTIVATED):
            q = self._resolutions[p][1]
            legal = self.ability_targets_legal(resolved[0].id, p - 1, q) if q is not None else [False]
            return {x: self.ops.and_(resolved[1], *legal) for x in resolved[0].moves}
        return triggers.moved(self.ops, resolved[0], resolved[1], self.state(p - 1), self.resolver(resolved[0], p))

    def turned(self, p: int, untap: bool) -> Dict[str, Value]:
        """The permanent the trigger resolving at p taps (or, `untap`, untaps) -> whether
        it does (701.26a-b)."""
        resolved = self.resolving(p)
        if resolved is None or isinstance(resolved[0], ACTIVATED):
            return {}
        return triggers.turned(self.ops, resolved[0], resolved[1], self.state(p - 1), untap)

    def trigger_damage(self, r: int) -> List[Tuple[str, str, Value]]:
        """The damage the trigger resolving at r deals (120.1): its source deals `deals` to `to`
        if it does something (603.4); none to a creature or planeswalker no longer on the
        battlefield (`marked`, `Counting`: its target illegal, 608.2b).  An activated ability's
        (`ActivatedAbility.deals`): its source deals each target what was divided to it as it was
        activated (601.2d), none to a target illegal then (608.2b; its source's last known
        information if it left, 113.7a)."""
        resolved = self.resolving(r)
        if resolved is not None and not isinstance(resolved[0], ACTIVATED) and resolved[0].fights is not None:
            return self._fight(r, *resolved)
        if resolved is None or not getattr(resolved[0], "deals", None):  # (a loyalty ability has none)
            return []
        (t, does), ops = resolved, self.ops
        if isinstance(t, ACTIVATED):  # 601.2d, 608.2b: each target still legal dealt what was divided to it
            q = self._resolutions[r][1]
            return [(t.source, to, ops.ite(ops.and_(does, legal), n, 0))
                    for (to, n), legal in zip(t.deals, self.deals_targets_legal(t, r - 1, q))]
        there = True if t.to in self.vocab.players else self.state(r - 1)[t.to].on_battlefield
        return [(t.source, t.to, ops.ite(ops.and_(does, there), t.deals, 0))]

    def _fight(self, r: int, t: Trigger, does: Value) -> List[Tuple[str, str, Value]]:
        """701.14a: the trigger resolving at r has its source fight `fights`: each deals damage
        equal to its power as it resolves to the other, if it does something (603.4; its target
        legal, 608.2b) and both are still creatures on the battlefield (701.14b)."""
        ops, board = self.ops, self.state(r - 1)
        a, b = t.source, t.fights
        ok = ops.and_(does, *[ops.and_(board[x].on_battlefield, board[x].types["creature"]) for x in (a, b)])
        return [(src, to, ops.ite(ok, at_least_none(ops, board[src].power), 0)) for src, to in ((a, b), (b, a))]

    def trigger_begins(self, eid: str, r: int) -> Value:
        """Whether the trigger resolving at r begins its effect eid (608.2c): it does
        something (603.4), and a target of the effect, if it has any, is still legal
        (608.2b).  Its timestamp is then (613.7b)."""
        resolved, legal = self.resolving(r), self.effect_targets_legal(eid, r - 1)
        affected = set(self.sc.effects[eid].affects.objects)
        # (the object it returns or the token it creates, "it gains ...", is no target, 115.1)
        if affected and affected <= {*self.returned(r), *self.makes(r)}:
            legal = []
        return False if resolved is None else self.ops.and_(resolved[1], self.ops.or_(*legal) if legal else True)

    def triggered(self, tid: str, p: int) -> Value:
        """Whether the latest check of trigger tid up to point p put it on the stack (a copy
        of it put there, 707.10, is no check: it did not trigger)."""
        t = next(t for t in self.sc.triggers if t.id == tid)
        points = [q for q in triggers.check_points(t, self.events, self._makers)
                  if q <= p and self.events[q - 1].kind != COPY_ABILITY]
        return self.fired(t, points[-1]) if points else False

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
            if e.what not in self._loyalty or self._loyalty[e.what].cost != "-X":
                self._x[q] = 0
            else:  # (at most the loyalty: required with the cost, `_count_event`)
                self._x[q] = e.x if e.x is not None else self.choose(f"X of {e.what} at event {q}", e.x_at_most + 1)
        return self._x[q]

    def _created(self, o: str, p: int, before: Optional[State], gone: Dict[str, Value]) -> Value:
        """A token its trigger creates (111.1): there once a resolution of that trigger
        that does something created it, until it leaves or is destroyed."""
        if before is None or self._left.get(o, p + 1) <= p:
            return False
        made = self.makes(p).get(o, self.returned(p).get(o, False))
        return self.ops.or_(self.ops.and_(before[o].on_battlefield, self.ops.not_(gone.get(o, False))), made)

    def life(self, player: str, p: int) -> Value:
        """A player's life total at point p (119): as the history begins, changed by
        each resolution of a trigger its controller (603.3a) controls that gains or
        loses life, by the life that player pays to activate an [[ability]] (119.4), to cast a spell (118.8) or as a
        permanent enters (614.12), and
        to tap permanents for mana, in a payment or not (119.4, 601.2g, 605.3a); and by damage (120.3a,
        120.3f)."""
        if (player, p) not in self._lives:
            self._lives[player, p] = self.sc.life[player] if p == 0 else \
                self.ops.add(self.life(player, p - 1), self._life_change(player, p))
        return self._lives[player, p]

    def _life_change(self, player: str, r: int) -> Value:
        """How the event at point r changes the player's life total (`life`)."""
        ops, total, who, e = self.ops, 0, self.vocab.player(player), self.events[r - 1]
        if self.deals_damage():  # 120.3a, 120.3f
            total = ops.add(total, self.life_by_damage(player, r))
        if e.kind == "activate" and e.what in self._activated:  # 119.4, 602.2b: life paid as it is activated
            paid = self.activation_cost(e.what).life
            mine = ops.eq(self.state(r - 1)[self._activated[e.what].source].controller, who)
            total = ops.add(total, ops.ite(mine, -paid, 0)) if paid else total
        if e.kind == "enters" and e.pays_life:  # 119.4, 614.12: life paid as it enters, by its controller
            paid = self.enters_as(e.what, r).enters_tapped_unless.pay_life
            total = ops.add(total, ops.ite(ops.eq(self.entering(e.what, r).controller, who), -paid, 0))
        if self._mana_pays_life() and (e.kind == "add_mana" or self.cost_at(r) is not None):
            payer, paid, lost = (self.added(r)[0], self.added(r)[1].life, self.added(r)[1].each_loses) \
                if e.kind == "add_mana" else (self.payment(r).payer, self.payment(r).life, self.payment(r).each_loses)
            # (119.4: its payer pays the life; 605.1a: each player loses what the abilities say, at once)
            total = ops.sum(total, ops.ite(ops.eq(payer, who), ops.neg(paid), 0), ops.neg(lost))
        resolved = self.resolving(r)
        if resolved is None or not getattr(resolved[0], "life", 0):
            return total
        t, does = resolved
        for q, top in self.instances(r).items():
            mine = ops.eq(self.whose_life(t, q), self.vocab.player(player))
            total = ops.add(total, ops.ite(ops.and_(does, top, mine), t.life, 0))
        return total

    def whose_life(self, t: Trigger, q: int) -> Value:
        """The player whose life t, triggered at point q, changes: its controller (603.3a), or the
        player its words name: the active player then, or, in combat, the defending player (506.2; in
        two-player games also the player dealt combat damage, "that player")."""
        if t.whose_life == "you":
            return self.controller_as_triggered(t.id, q)
        return self.vocab.player(self.active_player(q) if t.whose_life == "active player" else
                                 self.defending_player(q))

    def _mana_pays_life(self) -> bool:
        """Whether some mana ability of the scenario pays life (119.4), or makes each player lose
        some (605.1a), or a spell's cost asks life: only then do payments change life totals."""
        return any(ab.cost.life or ab.each_player_loses for ab in self.sc.mana_abilities.values()) or \
            any(LIFE in e.phyrexian for e in self.events) or \
            any(additional_life.said(a) for o in self.sc.objects.values()  # (118.8: an additional cost of life)
                for a in (*o.printed.abilities, *(o.back.abilities if o.back is not None else ())))

    def arriving(self, r: int) -> Dict[str, Value]:
        """What the resolution at point r may put onto the battlefield -> whether it does:
        the card its search finds, the tokens it creates (613.7d, 111.1)."""
        out = {o: self._arrives(o) for o, (q, _) in self._found.items() if q == r}
        out.update(self.makes(r))
        out.update(self.returned(r))
        return out

    def returned(self, r: int) -> Dict[str, Value]:
        """The new object the resolution at point r may return its card as -> whether it
        does (persist, undying): only if it does something, and only the card that went to
        its owner's graveyard as the instance resolving triggered, there since: a card
        that left the graveyard is a new object the ability can't find (400.7), and a
        token ceased to exist (111.7)."""
        resolved = self.resolving(r) if self.events[r - 1].kind == "resolves" else None
        if resolved is None or getattr(resolved[0], "returns", None) is None:
            return linked.returned(self, r)  # (607.2a: "each card exiled with ~")
        (t, does), ops, grave = resolved, self.ops, zone_code("graveyard")
        if getattr(t, "delayed", False):  # 603.7c: the card in exile, there since the trigger was created (else
            # another object, 400.7)
            exile = zone_code("exile")
            creator = next((u for u in self.sc.triggers if u.id == t.created_by), None)
            exiled_by_it = creator is not None and t.returns in creator.moves and creator.into == "exile"
            stayed = ops.or_(*[ops.and_(self.delayed_created(t, c), *[ops.eq(self.state(j)[t.returns].zone, exile)
                                                                       for j in range(c, r)],
                                        # ("that card": the one its creator exiled, as it created it, 608.2b)
                                        self.moved(c).get(t.returns, False) if exiled_by_it else True)
                               for c in range(1, r)])
            return {t.returns_as: ops.and_(does, stayed)}
        if not isinstance(t, ACTIVATED) and t.when not in LEAVING:  # 608.2c: a card chosen as it resolves (not one
            # that died): in its controller's graveyard; (unearth, 702.84a: its card, there since it was activated, below)
            return {t.returns_as: ops.and_(does, self.in_your_graveyard(t, r))}
        stayed = ops.or_(*[ops.and_(mine, *[ops.eq(self.state(j)[t.returns].zone, grave) for j in range(q, r)])
                           for q, mine in self.instances(r).items()])
        return {t.returns_as: ops.and_(does, stayed)}

    def in_your_graveyard(self, t: Trigger, r: int) -> Value:
        """Whether the card t returns, chosen as t resolves at r (608.2c), is in the graveyard of the
        player who controls t then ("your graveyard", 404.1; 603.3a)."""
        ops, card = self.ops, self.state(r - 1)[t.returns]
        return ops.and_(ops.not_(card.on_battlefield), ops.eq(card.zone, zone_code("graveyard")),
                        ops.eq(self.vocab.player(self.sc.objects[t.returns].owner), self.resolver(t, r)))

    def chosen_there(self, r: int) -> list:
        """The history's choice of the card a trigger resolving at r returns (608.2c): possible only
        where that card is in its controller's graveyard, if the ability does something (at random:
        the history is one where the random choice made it; with it not there, another card, or
        none, would be chosen)."""
        resolved = self.resolving(r) if self.events[r - 1].kind == "resolves" else None
        if resolved is None or getattr(resolved[0], "returns", None) is None or getattr(resolved[0], "delayed", True) \
                or resolved[0].when in LEAVING:
            return []
        (t, does), ops = resolved, self.ops
        return [(ops.or_(ops.not_(does), self.in_your_graveyard(t, r)),
                 f"{t.returns!r}, the card {t.id!r} returns, is not in its controller's graveyard as it resolves: "
                 "the card chosen then (608.2c) can't be it")]

    def makes(self, r: int) -> Dict[str, Value]:
        """The tokens the resolution at point r may create -> whether it does (111.1): all
        of them if it does something; for "create X tokens" (or a number of them), the first
        X in the scenario's order, X read off the game as it resolves (608.2h; "you": its
        controller, 603.3a, `token_maker`: a trigger's or a spell's), times what each replacement effect on creating
        tokens under that player's control makes of it (614.1a: each applies once, 614.5); for
        "X of each kind", the first X of each kind (111.3), each kind multiplied apart."""
        maker = self.token_maker(r)
        if maker is None:
            return {}
        t, does, you = maker
        if t.how_many is None:
            return {o: does for o in t.creates}
        ops, state = self.ops, self.state(r - 1)
        x = t.how_many if isinstance(t.how_many, int) else self._counted(t, state, you)
        for rep in self.sc.token_replacements:
            source = state[rep.source]
            applies = ops.and_(source.on_battlefield, source.abilities.get(rep.ability, False),
                               ops.eq(source.controller, you))
            x = ops.ite(applies, ops.sum(*[x] * rep.times), x)
        kinds: Dict[Any, list] = {}  # (one kind for them all, unless it says of each kind)
        for o in t.creates:
            kinds.setdefault(self.sc.objects[o].printed if t.of_each_kind else None, []).append(o)
        return {o: ops.and_(does, ops.lt(i, x)) for tokens in kinds.values() for i, o in enumerate(tokens)}

    def token_maker(self, r: int) -> Optional[Tuple[Any, Value, Value]]:
        """What creates tokens as the event at point r resolves (111.1), whether it does something,
        and who creates them (111.2): a trigger (its controller, 603.3a; a state trigger's "sacrifice
        it and create" only if it could sacrifice it, 701.21a), or an instant or sorcery with tokens
        (its controller, whatever its targets; nothing if all of them are illegal then, 608.2b)."""
        e = self.events[r - 1]
        if e.kind == SPELL_RESOLVES:
            spell = self.sc.spell_tokens.get(e.what)
            return None if spell is None else (spell, self.spell_resolves(r), self.caster(e.what))
        resolved = self.resolving(r) if e.kind == "resolves" else None
        if resolved is None or not getattr(resolved[0], "creates", ()):
            return None
        t, does = resolved
        if t.sacrifice is not None and not t.evoked:  # (Dark Depths' ruling)
            does = self.ops.and_(does, self.destroyed(r)[t.sacrifice])
        return t, does, self.resolver(t, r)

    def defined_pt(self, p: int) -> Dict[str, Tuple[Value, Value]]:
        """111.3, 608.2h: each token whose power and toughness its creating trigger defines from another
        object's -> those values, once the trigger has resolved by point p: that object's as the
        resolution began, or as it last existed on the battlefield (113.7a, `state`).  (A token-creating
        trigger resolves at most once, at a place the history fixes: `verifier.load.token_values`.)"""
        out: Dict[str, Tuple[Value, Value]] = {}
        for t in self.sc.triggers:
            r = next((r for r, e in enumerate(self.events[:p], 1) if e.kind == "resolves" and e.what == t.id), None) \
                if getattr(t, "token_pt_of", None) is not None else None
            if r is not None:
                of = self.state(r - 1)[t.token_pt_of]
                out.update({o: (of.power, of.toughness) for o in t.creates})
        return out

    def resolver(self, t: Trigger, r: int) -> Value:
        """Who controls the instance of t the resolution at r resolves: its source's
        controller as it triggered (603.3a), whoever controls the source now."""
        ops, out = self.ops, self.state(r - 1)[t.source].controller  # (none there: the resolution is impossible)
        for q, top in self.instances(r).items():
            out = ops.ite(top, self.controller_as_triggered(t.id, q), out)
        return out

    def _counted(self, t: Trigger, state: State, you: Value) -> Value:
        """The X of a trigger's "create X tokens", counted as it resolves (608.2h): objects,
        cards, or its controller's devotion (700.5) among the permanents then."""
        ops = self.ops
        if isinstance(t.how_many, Devotion):
            there = {o: s.on_battlefield for o, s in state.items()}
            return devotion(ops, t.how_many.colors, you, state, there, self.vocab.mana_costs)
        if t.how_many.zone is not None:
            members, states = amounts.in_zone(ops, t.how_many, state, you, self.vocab)
        else:
            members, states = {o: ops.and_(s.on_battlefield, matches(ops, t.how_many.of, s, you=you, other=o != t.source,
                                                                      vocab=self.vocab)) for o, s in state.items()}, state
        return amounts.amount(ops, t.how_many, members, states, decides=True)

    def _arrives(self, o: str) -> Value:
        """Whether the card a search found enters as the ability resolves: it is what
        the search looks for, with mana value at most X."""
        r, q = self._found[o]
        ability, state, ops = self._loyalty[self.events[q - 1].what], self.state(r - 1), self.ops
        you = self.state(q)[ability.source].controller  # (who activated it, 602.2)
        return ops.and_(matches(ops, ability.search, state[o], you=you, other=True, vocab=self.vocab),
                        ops.not_(ops.lt(self.activation_x(q), state[o].mana_value)))
