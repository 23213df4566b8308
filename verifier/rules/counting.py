"""Counters over a history (122), written once over an `Ops`: what each point has, what
each event puts or removes, what an object enters with (614.1c, 122.6), and the
replacement effects that change how many are put (614.1a, `replacing`).  A mixin of
`verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

from typing import Any, Callable, Dict, Optional

from verifier.model import COMBAT_DAMAGE, ENTERS_LOYALTY, ENTERS_WITH, SPELL_RESOLVES, Event
from verifier.model.entering import riot_ability
from verifier.rules import kicked, replacing, triggers
from verifier.rules.faces import megamorphs
from verifier.rules.sagas import LORE, is_saga
from verifier.rules.suspending import TIME, UPKEEP

Value = Any


class Counting:
    """The counters at each point of a history (`History` provides the points)."""

    def _counters(self, p: int) -> Dict[str, dict]:
        """The counters on each object at point p (122): as it began, then what the
        event at each point did to them, never below none (computed once per point);
        summed over positions where they can be (`_summed`)."""
        if p not in self._counts:
            out = self._stepped(p)
            if p in self._candidates:
                out.update(self._summed(p, out))
            self._counts[p] = out
        return self._counts[p]

    def _stepped(self, p: int) -> Dict[str, dict]:
        """The counters at point p from those of the point before, its state-based actions
        done (704.5q), and what the event there did."""
        if p == 0:  # (one that enters later has none before: what it enters with comes as it enters, 122.6)
            later = set(self._entered) | self._made | self._library | self._never_there
            return {o.id: {} if o.id in later else dict(o.counters) for o in self.sc.objects.values()}
        out = {o: dict(s.counters) for o, s in self.state(p - 1).items()}
        for e in self.at_point(p):
            if e.slot is None:
                self._count_event(p, e, out)
                continue
            # (one of a group left to the solver: where it happens)
            after, ops, happens = {o: dict(c) for o, c in out.items()}, self.ops, self.happens(e)
            self._count_event(p, e, after)
            out = {o: {k: ops.ite(happens, after[o].get(k, 0), out[o].get(k, 0)) for k in {*after[o], *out[o]}}
                   for o in out}
        return out

    def _summed(self, p: int, stepped: Dict[str, dict]) -> Dict[str, dict]:
        """At point p, a position of a group left to the solver (`positions`): the counters
        on each object the group only puts counters on, as sums over where its events
        happen.  While it is on the battlefield, each point's state-based actions leave of
        its +1/+1 and -1/-1 counters only the difference (704.5q), and no other counters
        go (no replacement effects: `groups.unslottable`).  The same numbers as `stepped`
        (each position from the one before), which stands where it is not; in this form
        the solver sees that a sum does not depend on the order."""
        ops, here = self.ops, self._candidates[p]
        group, k = here[0].slot[0], here[0].slot[2]
        moved = {e.what for e in here if e.kind != "put_counters"}
        puts = {e.slot[1]: e for e in here if e.kind == "put_counters" and e.what not in moved}
        if not puts or self.sc.counter_replacements:
            return {}
        start = self.state(p - k - 1)

        def put(o: str, kind: str, placed: Callable[[int], Value]) -> Value:  # by the events placed as said
            return ops.sum(*[ops.ite(placed(j), n, 0)
                             for j, e in puts.items() if e.what == o for kk, n in e.counters if kk == kind])

        def upto(o: str, kind: str, i: int) -> Value:  # on o as it began, and put at positions 0..i
            return ops.add(start[o].counters.get(kind, 0),
                           put(o, kind, lambda j: ops.or_(*self.slots[group, j][:i + 1])))

        def now(o: str, kind: str) -> Value:  # put by the event at this position
            return put(o, kind, lambda j: self.slots[group, j][k])
        out = {}
        for o in {e.what for e in puts.values()}:
            kinds = {*start[o].counters, *[kind for e in puts.values() if e.what == o for kind, _ in e.counters]}
            summed = {kind: upto(o, kind, k) for kind in kinds}
            if {"+1/+1", "-1/-1"} <= kinds:  # 704.5q: the difference as the point before left it, and what is put
                net = ops.add(upto(o, "+1/+1", k - 1), ops.neg(upto(o, "-1/-1", k - 1)))
                summed["+1/+1"] = ops.add(ops.ite(ops.lt(net, 0), 0, net), now(o, "+1/+1"))
                summed["-1/-1"] = ops.add(ops.ite(ops.lt(net, 0), ops.neg(net), 0), now(o, "-1/-1"))
            there = self.state(p - 1)[o].on_battlefield
            out[o] = {kind: ops.ite(there, summed[kind], stepped[o].get(kind, 0)) for kind in kinds}
        return out

    def counters_at(self, p: int) -> Dict[str, dict]:
        """The counters on each object at point p."""
        return self._counters(p)

    def _arriving_counters(self, p: int, out: Dict[str, dict]) -> None:
        """What each object the resolution at p puts onto the battlefield enters with (614.1c): a token it
        creates, a card it finds or returns; X 0, as it was not cast (107.3m)."""
        ops = self.ops
        for o, arrives in self.arriving(p).items():
            entering = self._entering_counters(o, 0, p)
            out[o] = {k: ops.ite(arrives, entering.get(k, 0), out[o].get(k, 0)) for k in {*entering, *out[o]}}

    def _count_event(self, p: int, e: Event, out: Dict[str, dict]) -> None:
        """What event e at point p does to counters, applied to `out`."""
        ops = self.ops
        if e.kind == "enters":
            for o in e.entering:
                out[o] = self._entering_counters(o, self.x_of(e.part(o)), p, e.part(o))
        elif e.kind == "activate" and e.what in self._activated:  # 602.2b, 122.8: counters removed as a cost
            source = self._activated[e.what].source
            for kind, n in self.activation_cost(e.what).counters:
                out[source][kind] = ops.add(out[source].get(kind, 0), -n)  # (as many as there: `legality`, 118.3)
        elif e.kind == "activate":  # 606.4: the loyalty cost is paid as it is activated
            ability = self._loyalty[e.what]
            loyalty = ops.add(out[ability.source].get("loyalty", 0),
                              triggers.loyalty_change(ability, self.activation_x(p)))
            out[ability.source]["loyalty"] = loyalty  # (X no more than the loyalty: `legality`, 606.6)
        elif e.suspends:  # 702.62a: a card exiled with time counters (a new object there, 400.7)
            out[e.what] = dict(e.counters)
        elif e.kind == "resolves" and e.what in self.suspend_triggers and self._resolutions[p][0].when == UPKEEP:
            resolved = self.resolving(p)  # 702.62a: suspend's upkeep trigger removes a time counter
            if resolved is not None:
                t = resolved[0]
                after = ops.add(out[t.source].get(TIME, 0), ops.ite(resolved[1], -1, 0))
                out[t.source][TIME] = ops.ite(ops.lt(after, 0), 0, after)
        elif e.kind == "resolves":
            self._arriving_counters(p, out)
            resolved = self.resolving(p)
            if resolved is not None and getattr(resolved[0], "counters_on", None) is not None:
                t, does = resolved  # a trigger putting counters
                for kind, n in t.counters:
                    amount = ops.sum(*[ops.ite(top, self._x_for(t, q), 0)
                                       for q, top in self.instances(p).items()]) if n == "X" else n
                    amount = self._put(t.counters_on, kind, amount, p, self.state(p - 1)[t.counters_on])
                    out[t.counters_on][kind] = ops.add(out[t.counters_on].get(kind, 0), ops.ite(does, amount, 0))
            for _, to, amount in self.dealt(p) if self.deals_damage() else []:  # a trigger's damage
                if to in out:
                    self._walker_damage(out, to, amount, p)
        elif e.kind == SPELL_RESOLVES:
            self._arriving_counters(p, out)  # (its tokens, 111.1)
            self._spell_counters(p, e, out)
            for eid in (eid for eid in e.effects if self.sc.effects[eid].deals):  # a part's damage (120.3c; a
                for _, to, amount in self.part_damage(e.what, eid, p):               # fight's reads these counters)
                    if to in out:
                        self._walker_damage(out, to, amount, p)
        elif e.kind == "turn_face_up" and not e.by_effect and \
                self.sc.objects[e.what].face_down_by in ("morph", "effect"):
            # 702.37b, 702.37e: turned up by its controller for the only cost it can be, its megamorph cost
            face_up = self.as_face_up(e.what, p - 1)
            put = self._put(e.what, "+1/+1", ops.ite(megamorphs(ops, face_up), 1, 0), p, face_up)  # 122.6
            out[e.what]["+1/+1"] = ops.add(out[e.what].get("+1/+1", 0), put)
        elif e.kind == "deals" and e.to in out:
            self._walker_damage(out, e.to, e.amount, p)
        elif e.kind == "step" and e.what == COMBAT_DAMAGE:  # 120.3c, 510.2: combat damage to a planeswalker
            for _, to, amount in self.dealt(p):
                if to in out:
                    self._walker_damage(out, to, amount, p)
        elif e.kind == "step":  # 714.3c: a precombat main phase's lore counters
            self.lore_at_main(p, e, out)
        elif e.kind in ("put_counters", "remove_counters"):
            sign = 1 if e.kind == "put_counters" else -1
            for kind, n in e.counters:
                n = self._put(e.what, kind, n, p, self.state(p - 1)[e.what]) if sign > 0 else n
                after = ops.add(out[e.what].get(kind, 0), sign * n)  # (never below none: only a removal can go there)
                out[e.what][kind] = after if sign > 0 else ops.ite(ops.lt(after, 0), 0, after)

    def _spell_counters(self, p: int, e: Event, out: Dict[str, dict]) -> None:
        """608.2c, 122.1: the counters an instant or sorcery resolving at point p puts on the
        targets of its effects that say so (`puts_counters`: awaken's, 702.113a), each target
        only if the spell resolves and that target is still legal (608.2b)."""
        ops = self.ops
        for o, n in self.shares(p).items():  # 608.2c: counters distributed as it resolves (`Distributing`)
            kind = self.sc.objects[e.what].distributes[0][0]
            out[o][kind] = ops.add(out[o].get(kind, 0), self._put(o, kind, n, p, self.state(p - 1)[o]))
        for eid in e.effects:
            eff = self.sc.effects[eid]
            if not eff.puts_counters:
                continue
            legal = self.targets_legal_of(e.what, eff, p - 1)
            for t, ok in zip(eff.affects.objects, legal):
                does = ops.and_(self.spell_resolves(p), ok)
                for kind, n in eff.puts_counters:
                    n = self._put(t, kind, n, p, self.state(p - 1)[t])
                    out[t][kind] = ops.add(out[t].get(kind, 0), ops.ite(does, n, 0))

    def _walker_damage(self, out: Dict[str, dict], to: str, amount: Value, p: int) -> None:
        """120.3c: damage dealt at point p to a planeswalker removes that many loyalty counters
        from it (none below zero)."""
        ops, walker = self.ops, self.state(p - 1)[to].types["planeswalker"]
        if not ops.is_false(walker):
            after = ops.add(out[to].get("loyalty", 0), ops.neg(amount))
            out[to]["loyalty"] = ops.ite(walker, ops.ite(ops.lt(after, 0), 0, after), out[to].get("loyalty", 0))

    def _entering_counters(self, o: str, x: Value, p: int, part: Optional[Event] = None) -> dict:
        """The counters an object entering at point p enters with: those the scenario
        gives it, and its card's "enters with" (614.1c), "X" being the X of the spell
        that became it (107.3) and "S" the mana from snow sources spent to cast that spell
        (the amount of {S} spent, 601.2h, 107.4h: none unless it entered from the stack,
        `part` the event's part that moves it), if the permanent as it would exist on the
        battlefield has that ability (614.12); for one entering as a copy, those of what it
        copies (707.5)."""
        obj, ops = self.enters_as(o, p), self.ops
        out = dict(self.sc.objects[o].counters)
        loyalty = obj.loyalty_of(obj.id == o and o in self.backs(p))  # (of the face it enters with, 712.8f)
        if loyalty is not None and "loyalty" not in out:  # 306.5b: a planeswalker's, as it would enter
            entering = self.entering(o, p)
            out["loyalty"] = ops.ite(ops.and_(entering.types["planeswalker"],
                                              entering.abilities.get(ENTERS_LOYALTY, False)), loyalty, 0)
        if obj.enters_with:
            applies = self.entering(o, p).abilities.get(ENTERS_WITH, False)
            for kind, n in obj.enters_with:
                amount = x if n == "X" else self._snow_entering(part) if n == "S" else n
                out[kind] = ops.add(out.get(kind, 0), ops.ite(applies, amount, 0))
        if part is not None and part.from_stack and kicked.spell_kicked(self, o):  # 702.33e, 614.1c (614.12)
            for text, n in kicked.kicked_counters(obj.printed.abilities, obj.printed.name):
                applies = self.entering(o, p).abilities.get(text, False)
                out["+1/+1"] = ops.add(out.get("+1/+1", 0), ops.ite(applies, n, 0))
        if part is not None and part.riot and "counter" in part.riot:  # 702.136a: riot's +1/+1 counter, chosen
            chosen = part.riot.count("counter")  # (702.136b: by each instance apart)
            riot = ops.ite(self.entering(o, p).abilities.get(riot_ability(self.sc.objects[o], part.back), False),
                           chosen, 0)
            out["+1/+1"] = ops.add(out.get("+1/+1", 0), riot)  # (if it has riot as it would enter, 614.12)
        if o in self.saga_ids and not ops.is_false(is_saga(ops, self.entering(o, p))):
            # 714.3a: a Saga (without read ahead: refused as read) enters with a lore counter
            out[LORE] = ops.add(out.get(LORE, 0), ops.ite(is_saga(ops, self.entering(o, p)), 1, 0))
        if not self.sc.counter_replacements:
            return out
        for r in self.sc.counter_replacements:  # 614.1c: "enters with an additional" counter, even with none
            out.update({kind: 0 for kind in r.kinds if r.entering and kind not in out})
        return {kind: self._put(o, kind, n, p, self.entering(o, p), entering=True) for kind, n in out.items()}  # 122.6

    def riot_haste_begun(self, eid: str, p: int) -> Optional[Value]:
        """702.136a: riot's haste where its +1/+1 counter was chosen (by every instance,
        702.136b; an effect `riot` lets begin with such an event): begun by point p only if the
        counter could not be put as it entered (101.2, 122.5: "if you don't, it gains haste"),
        the permanent seen as it would exist among the effects before (614.12; an `enters` event
        begins no other effect with it); None for any other effect."""
        if not any(r.forbids for r in self.sc.counter_replacements):
            return None
        for q, e in enumerate(self.events, 1):
            if e.kind == "enters" and e.riot and "haste" not in e.riot and eid in e.effects:
                if q > p:
                    return False
                look = self.entering(e.what, q, as_itself=True)
                return replacing.forbidden(self.ops, self.sc, self.vocab, self.state(q - 1), e.what, look, "+1/+1",
                                           entering=True)
        return None

    def _snow_entering(self, part: Optional[Event]) -> Value:
        """601.2h, 107.4h: the snow mana spent to cast the spell a permanent entering by `part`
        was: none unless it comes from the stack as that spell resolves (608.3)."""
        return self.snow_spent(part.what) if part is not None and part.from_stack else 0

    def _put(self, o: str, kind: str, n: Value, p: int, look: Any, entering: bool = False) -> Value:
        """How many counters of `kind` the event at point p puts on o (seen as `look`) when it
        would put n: replacement effects on the board before it apply (614.1a, `replacing`)."""
        if not self.sc.counter_replacements:
            return n
        return replacing.put(self.ops, self.sc, self.vocab, self.state(p - 1), o, look, kind, n, self.choose_among,
                             f"616.1: {kind} counters put on {o} at event {p}, replaced by", entering)
