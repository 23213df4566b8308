"""Assist (702.132a) over a history, written once over an `Ops`: a spell with assist cast with
`assisted_by` names another player, who may tap permanents it controls for mana and pays
some amount of the generic mana of the total cost (as the event says, `assist`, or its
choice up to `assist_at_most`), never more than that generic part (after cost changes,
601.2f); the caster pays the rest, its coloured symbols always (the helper's mana pays only
generic mana).  Each player's share is a payment from that player's pool (106.4): what the
helper taps and leaves unspent stays in the helper's pool.  A mixin of
`verifier.rules.time.History`, with `verifier.rules.stack.Spells` and `verifier.rules.pool`."""
from __future__ import annotations

from typing import Any, Optional

from verifier.rules.payment import Need, Source, Spend, total

Value = Any
ASSIST_WORDS = "generic mana the helper pays (702.132a)"


class Assisting:
    """Assisted casts (`History` provides the points, `Spells` the payment's parts)."""

    def assisted(self, s: str, p: int) -> Value:
        """702.132a: the generic mana another player paid of s's total cost as it was cast, by
        point p (0 before, or without assist)."""
        q = self.casts().get(s)
        if q is None or q > p or self.events[q - 1].kind != "cast" or self.events[q - 1].assisted_by is None:
            return 0
        return self.payment(q).assisted

    def _helped_amount(self, p: int, prefix: str) -> Value:
        """The generic mana the helper pays for the cast at p: as the event says, or its choice
        from 0 up to `assist_at_most` (a choice quantified like any other)."""
        e = self.events[p - 1]
        return e.assist if e.assist is not None else self.choose(prefix + ASSIST_WORDS, e.assist_at_most + 1)

    def _assisted_paid(self, p: int, prefix: str, you: Value, cost: Need, x: Value, change: Value,
                       spend: tuple, spell: str) -> Any:
        """601.2g-h with 702.132a: each permanent its controller may tap for mana is tapped or not
        (a choice), by the caster or by the helper, whichever controls it; the helper's mana pays
        `h` of the generic part (no more than there is, 601.2f, 118.7a), from the helper's pool,
        and the caster's the rest from the caster's."""
        from verifier.rules.spell_payments import Payment  # (the module that defines the payments)
        ops, e = self.ops, self.events[p - 1]
        helper = self.vocab.player(e.assisted_by)
        h = self._helped_amount(p, prefix)
        mana = self._mana_at(p - 1, prefix, self.choose, spell)
        mine, theirs, tapped, conds = [], [], {}, []
        for o in self._sources(mana):
            use = ops.eq(self.choose(f"{prefix}tap {o} for mana", 2), 1)
            by_you, by_them = self._can_tap(mana, o, you, p - 1), self._can_tap(mana, o, helper, p - 1)
            conds.append(ops.or_(ops.not_(use), by_you, by_them))
            controller = self.state(p - 1)[o].controller
            for out, player in ((mine, you), (theirs, helper)):
                out.append(Source(mana.tapped_for_mana(o), ops.and_(use, ops.eq(controller, player)),
                                  self._snow(o, p - 1)))
            tapped[o] = use
        generic = total(ops, Need(cost.generic, cost.xs), x, change)  # (the generic part, never below none)
        conds.append(ops.not_(ops.lt(generic, h)))
        caster = Spend(mine, cost, x, ops.add(change, ops.neg(h)), *spend, spell=self._is_spell(spell, you, p - 1),
                       point=p)
        helped = Spend(theirs, Need(), 0, h, *self._spending(helper, p - 1, spell),
                       spell=self._is_spell(spell, helper, p - 1), point=p)
        paid = ops.and_(self.pays_after(p - 1, you, caster, prefix.rstrip(": ")),
                        self.pays_after(p - 1, helper, helped, prefix.rstrip(": ")))
        # 601.2g: a total cost of no mana gives no chance to activate mana abilities
        nothing = ops.or_(ops.lt(0, total(ops, cost, x, change)), ops.and_(*[ops.not_(u) for u in tapped.values()]))
        self._mana_notes[p] = mana.notes
        return Payment(paid, tapped, conds + [nothing] + list(mana.constraints), you, caster, 0,
                       helper=helper, helped=helped, assisted=h)

    def helped_spend(self, q: int) -> Optional[Spend]:
        """The helper's share of the assisted cast at q (None for any other payment)."""
        return self.payment(q).helped
