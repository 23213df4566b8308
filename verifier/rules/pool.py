"""The mana pool over a history (106.4), written once over an `Ops`: mana a player adds
by tapping a permanent for mana outside a payment (`add_mana`, 605.3a), and mana tapped for
a payment and left unspent, stay in that player's pool until the step or phase ends (106.4,
500.4: a `step` or `turn` event) and may pay the player's later costs in that step.

A payment is possible when it and the player's earlier payments of the step can all be
paid, each with the mana in the pool as it is paid (`payment.pays_in_order`); which mana
paid which symbol is the player's choice, never asked for itself.  A mixin of
`verifier.rules.time.History`, with `verifier.rules.stack.Spells`."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple, Union

from verifier.errors import ModelError
from verifier.model import SPELL_RESOLVES
from verifier.model.history import ends_turn
from verifier.rules.payment import Added, Source, Spend, pays_in_order, snow_spent_range

Value = Any


class ManaPool:
    """The pools of a history's players (`History` provides the points, `Spells` the payments)."""

    def added(self, p: int) -> Tuple[Value, Source, List[Value], Value]:
        """The mana the `add_mana` event at point p adds (106.12: what tapping its permanent
        for mana adds then, every choice of its ability and of replacement effects
        quantified), to whose pool (its controller's, 605.3a), when those choices are ones
        the rules allow, and whether it can be tapped for mana then (302.6, 107.5)."""
        self.casts()
        if p not in self._adds:
            o = self.events[p - 1].what
            mana = self._mana_at(p - 1, f"add mana with {o} at event {p}: ", self.choose)
            source = Source(mana.tapped_for_mana(o), True, self._snow(o, p - 1), only=mana.restrictions(o),
                            riders=mana.riders(o), spent=self.spent_on(f"add mana with {o} at event {p}: ", o, p,
                                                                      mana.riders(o)), life=mana.life_paid(o),
                            origins=mana.origins(o), made_at=p - 1, each_loses=mana.each_loses(o))
            self._adds[p] = (self.state(p - 1)[o].controller, source, list(mana.constraints),
                             mana.can_tap_for_mana(o))
            self._mana_notes[p] = mana.notes
        return self._adds[p]

    def adding(self, p: int) -> List[Tuple[Value, str]]:
        """605.3a, 106.12: the permanent's controller taps it for mana: a permanent on the
        battlefield with a mana ability whose cost is {T}, payable then (302.6, 107.5)."""
        o, ops = self.events[p - 1].what, self.ops
        _, _, constraints, can_tap = self.added(p)
        return [(self.state(p - 1)[o].on_battlefield, f"{o!r} is not on the battlefield then (400.7)"),
                (can_tap, f"{o!r} can't be tapped for mana then: no mana ability with {{T}} it can activate "
                          "(tapped, a creature with summoning sickness, or one an effect forbids activating its abilities "
                          "with {T}: 605.3a, 106.12, 302.6, 101.2)"),
                (ops.and_(*constraints), f"the mana {o!r} adds is not one the rules allow (106.12, 616.1)")]

    def in_step(self, p: int, player: Value) -> List[Union[Added, Spend]]:
        """What the events up to point p in its step put into the player's pool or spent
        from it, in order: the mana added (`Added`) and the payments (`Spend`), each marked
        with whether it is that player's (a permanent's controller may be either)."""
        self.casts()
        out: List[Union[Added, Spend]] = []
        for q in range(p, 0, -1):
            e = self.events[q - 1]
            if self._step_ends(e):  # 106.4, 500.4: the pools empty as a step or phase ends
                break
            if e.kind == "add_mana":
                payer, source, _, _ = self.added(q)
                out.append(Added(source, self.ops.eq(payer, player)))
            elif e.kind in ("cast", "activate") and (e.kind == "cast" or e.what in self._activated) or \
                    e.paid_from_hand or e.kind in (SPELL_RESOLVES, "resolves") and e.paid:  # (118.12: paid as it resolves)
                spend, paid = self.payment(q).spend, self.payment(q)
                if paid.helped is not None:  # 702.132a: the helper's share, from the helper's pool (after, 601.2h)
                    out.append(replace(paid.helped, mine=self.ops.eq(paid.helper, player)))
                if spend is not None:
                    out.append(replace(spend, mine=self.ops.eq(paid.payer, player)))
        return [c for c in out[::-1] if c.mine is not False]  # (another player's pool)

    def spent_on(self, prefix: str, o: str, p: int, riders: tuple) -> Dict[Tuple[int, str], Value]:
        """106.6, 601.2h: for the mana o adds at point p with a rider (one mana), which symbol of
        which payment of the step from p on it pays: (the point, a kind of symbol) -> whether, as
        its player chooses (none of them: left in the pool, or spent on what no event pays)."""
        if not riders:
            return {}
        keys = [(q, k) for q in self._payments_from(p) for k in
                [*(k for k, n in self.cost_at(q).kinds if n > 0), "1"]]  # (the classes `pays_in_order` weighs)
        c = self.choose(f"{prefix}what {o}'s mana pays (106.6)", len(keys) + 1)
        chose = {key: self.ops.eq(c, i + 1) for i, key in enumerate(keys)}
        if not self.ops.symbolic:
            self._rider_notes.setdefault(p, []).append(
                f"{o} tapped for mana: its mana with a rider (106.6) paid " +
                (f"a {_symbol(keys[c - 1][1])} symbol of the cost paid at event {keys[c - 1][0]}" if c else
                 "none of the costs of its step paid by events (601.2h)"))
        return chose

    def snow_spent(self, s: str) -> Value:
        """601.2h, 107.4h: the amount of mana from snow sources spent to cast s (what "the amount
        of {S} spent to cast" it reads): which mana paid which part of its total cost is its
        caster's choice, quantified between the least and the most some choice spends
        (`payment.snow_spent_range`); none for a spell never cast, a copy (707.10: nothing was
        spent to cast it) or one whose total cost asked no mana (118.9d).  Refused where its
        payment shares a pool with another payment of the step (106.4: which mana each of
        them spent would have to be followed across them) or a mana with a rider pays it."""
        q = self.casts().get(s)
        if q is None or self.events[q - 1].kind != "cast":
            return 0
        cache = self.__dict__.setdefault("_snow_spent", {})
        if s not in cache:
            payment = self.payment(q)
            spend = payment.spend
            if spend is None:
                cache[s] = 0
                return 0
            what = f"cast {s} at event {q}: the snow mana spent to cast it (601.2h, 107.4h)"
            if self.in_step(q - 1, payment.payer) or len(self._payments_from(q)) > 1:
                raise ModelError(self.sc.path, self._line(q), f"{what}, where another payment or mana added in its "
                                                              "step shares the pool (106.4), is not modelled")
            cast = self.events[q - 1]
            if cast.assisted_by is not None or cast.convoke or cast.improvise:
                raise ModelError(self.sc.path, self._line(q), f"{what}, with assist, convoke or improvise paying "
                                                              "a part of it (702.132a, 702.51a, 702.126a), is not "
                                                              "modelled")
            if any(src.riders for src in spend.sources):
                raise ModelError(self.sc.path, self._line(q), f"{what}, beside mana with a rider (106.6), is not "
                                                              "modelled")
            least, most = snow_spent_range(self.ops, spend)
            c = self.choose(f"cast {s} at event {q}: snow mana spent (601.2h)", self._spent_bound(q, spend) + 1)
            more = self.ops.add(least, c)
            cache[s] = self.ops.ite(self.ops.lt(most, more), most, more)  # (every amount from least to most)
        return cache[s]

    def snow_spent_bound(self, s: str) -> int:
        """A bound on `snow_spent(s)` the same however it is read: the mana its cast may spend
        (`_spent_bound`); 0 for a spell never cast, a copy, or one cast paying no mana."""
        q = self.casts().get(s)
        if q is None or self.events[q - 1].kind != "cast" or self.payment(q).spend is None:
            return 0
        return self._spent_bound(q, self.payment(q).spend)

    def snow_spent_read(self, s: str) -> Optional[Value]:
        """The snow mana spent to cast s where something read it (for a history to tell), else None."""
        return self.__dict__.get("_snow_spent", {}).get(s)

    def _spent_bound(self, q: int, spend: Spend) -> int:
        """A bound on the mana the cast at point q spends, the same however it is read (its
        cost, X at its bound, and every cost increase of the scenario on each object, 601.2f)."""
        e = self.events[q - 1]
        x = e.x if e.x is not None else e.x_at_most or 0
        casts = sum(1 for f in self.sc.events if f.kind == "cast")
        more = sum(c.amount * (casts if c.per_other_spell else 1) for c in self.sc.cost_changes if c.amount > 0)
        return spend.cost.generic + spend.cost.xs * x + sum(n for _, n in spend.cost.kinds) + \
            more * len(self.sc.objects)

    def _payments_from(self, p: int) -> List[int]:
        """The points of the payments of mana from p to the end of its step (106.4)."""
        out = []
        for q in range(p, len(self.events) + 1):
            if q > p and self._step_ends(self.events[q - 1]):
                break
            if self.cost_at(q) is not None:
                out.append(q)
        return out

    def _step_ends(self, e: Any) -> bool:
        """Whether event e begins a step or phase: a turn, a step, or an "until end of turn"
        effect ending (514.2: in the cleanup step, after the end step)."""
        return e.kind == "step" or ends_turn(e, self.sc.effects)

    def _in_combat(self, p: int) -> bool:
        """Whether point p is in the combat phase (`step = "combat"`): its steps but the combat
        damage step (506.1) are not told apart, so neither is when their pools empty."""
        return self._combat_began(p) is not None

    def left_is_known(self, p: int, player: Value) -> bool:
        """Whether the mana left in the player's pool right after point p follows from what was
        added and paid, whichever mana each payment spent (601.2h: the payer's choice, not
        modelled): no payment of the step yet, or all the mana of the step one type from
        sources alike (snow or not, 107.4h; unrestricted, 106.6), so that what is left is
        what was not spent."""
        chain = self.in_step(p, player)
        if not any(isinstance(c, Spend) for c in chain):
            return True
        sources = [c.source for c in chain if isinstance(c, Added)] + \
            [s for c in chain if isinstance(c, Spend) for s in c.sources]
        types = {t for s in sources for t, n in s.mana.items() if not (isinstance(n, int) and n == 0)}
        return len(types) <= 1 and not any(s.only for s in sources) and len({str(s.snow) for s in sources}) <= 1

    def pays_after(self, p: int, player: Value, spend: Spend, what: str) -> Value:
        """Whether `player` can pay `spend` right after point p, with what the step's events
        up to p left in the pool (106.4) and the mana it taps."""
        chain = self.in_step(p, player) + [spend]
        if len(chain) > 1 and self._in_combat(p):
            raise ModelError(self.sc.path, self._line(p), f"{what}: mana left in the pool within the combat phase, "
                                                          "whose steps each empty it (106.4, 506.1), is not modelled")
        try:
            return pays_in_order(self.ops, chain)
        except ValueError as err:
            raise ModelError(self.sc.path, self._line(p), f"{what}: {err} in one step (106.4): more than the "
                                                          "model weighs") from None

    def _line(self, p: int) -> int:
        """The line of the event at point p, or of the next one (0: none)."""
        return next((e.line for e in self.events[max(p, 1) - 1:] if e.line), 0)


def _symbol(kind: str) -> str:
    """A kind of symbol as a counterexample names it (107.4)."""
    return "generic" if kind == "1" else "{" + kind + "}"
