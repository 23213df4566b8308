"""Damage over a history (120), written once over an `Ops`: what each event deals (a `deals`
event's noncombat damage; combat damage as a combat damage step begins, `Combat.combat_damage`),
the damage marked on each creature at each point (120.3e, 120.6: until the cleanup step, 514.2,
and gone with the object, 400.7), whether a source with deathtouch dealt it (704.5h), the life
it changes (120.3a, 120.3f, 702.15b) and whether a player has lost (104.3b, 704.5a).  The
state-based actions that read it are `sba.check`'s.  A mixin of `verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

from verifier.model import COMBAT_DAMAGE
from verifier.rules import legality
from verifier.rules.protection import protected

Value = Any
DEATHTOUCH, LIFELINK = "deathtouch", "lifelink"  # 702.2, 702.15
# 615.1a: an [[effect]] rule: all combat damage that would be dealt to and dealt by what it affects is prevented
PREVENT_COMBAT = "prevent combat damage to and by"
Dealt = Tuple[str, str, Value]  # (source, recipient: an object or a player, amount)


def at_least_none(ops: Any, n: Value) -> Value:
    """n, or 0 where n is less (510.1a: a creature with power 0 or less assigns no damage)."""
    return ops.ite(ops.lt(n, 0), 0, n)


class Damage:
    """The damage of a history (`History` provides the points and `Combat` the combat damage)."""

    def deals_damage(self) -> bool:
        """Whether anything in the scenario deals or has damage (else none is followed)."""
        if self._damages is None:
            self._damages = any(e.kind == "deals" or e.kind == "step" and e.what == COMBAT_DAMAGE
                                for e in self.events) or any(o.damage for o in self.sc.objects.values()) or \
                any(t.deals or t.fights for t in self.sc.triggers) or any(a.deals for a in self.sc.abilities) or \
                any(e.fights or e.deals for e in self.sc.effects.values())
        return self._damages

    def dealt(self, p: int) -> List[Dealt]:
        """The damage the event at point p deals, each (source, recipient, amount) (120.1), less what
        protection prevents (702.16e, `_unprevented`): a
        `deals` event's, which its legality puts where it goes; a combat damage step's (510.2); a
        trigger's or an activated ability's as it resolves (`trigger_damage`); a spell's fight (701.14a,
        `spell_damage`)."""
        if p not in self._dealt:
            e = self.events[p - 1]
            dealt = [(e.what, e.to, e.amount)] if e.kind == "deals" else \
                self.combat_damage(p) if e.kind == "step" and e.what == COMBAT_DAMAGE else \
                self.trigger_damage(p) if e.kind == "resolves" else self.spell_damage(p)
            self._dealt[p] = [(source, to, self._unprevented(p, source, to, amount)) for source, to, amount in dealt]
        return self._dealt[p]

    def _unprevented(self, p: int, source: str, to: str, amount: Value) -> Value:
        """615.1, 702.16e: the damage left of `amount` from source to `to` at point p: none where `to`,
        a permanent, has protection from a quality the source has (read as they are right before); none
        of combat damage where an effect preventing the combat damage dealt to and by a creature (615.1a,
        `PREVENT_COMBAT`), begun and not ended, affects the source or `to`."""
        ops, before, shields = self.ops, self.state(p - 1), []
        if to not in self.vocab.players:
            shields.append(protected(ops, self.vocab.abilities, before[to], before[source]))
        e = self.events[p - 1]
        if e.kind == "step" and e.what == COMBAT_DAMAGE:
            shields += [self._effect_applies(x, o, p - 1) for x in self.sc.effects.values() if x.rule == PREVENT_COMBAT
                        for o in (source, to) if o not in self.vocab.players]
        return ops.ite(ops.or_(*shields), 0, amount)

    def damage_to(self, p: int, player: Value) -> Dict[str, Value]:
        """Each source of damage the event at point p deals -> whether it deals more than 0 to
        `player` there (603.2, 120.1: "deals damage to you", combat or noncombat)."""
        ops, out = self.ops, {}
        for source, to, amount in self.dealt(p):
            if to in self.vocab.players:
                out[source] = ops.or_(out.get(source, False), ops.and_(ops.lt(0, amount),
                                                                       ops.eq(self.vocab.player(to), player)))
        return out

    def marked(self, p: int) -> Optional[Dict[str, Tuple[Value, Value]]]:
        """Each object -> (the damage marked on it at point p, whether a source with deathtouch
        dealt it damage there), before that point's state-based actions; None where nothing of the
        scenario deals damage.  Marked damage stays until the cleanup step (120.6, 514.2: a turn
        beginning, or an "until end of turn" effect ending, says it came) and is not the new
        object's once its permanent left (400.7); damage dealt to a creature is marked on it
        (120.3e), whatever it is later."""
        if not self.deals_damage():
            return None
        if p == 0:
            return {o.id: (o.damage, False) for o in self.sc.objects.values()}
        ops, before = self.ops, self.state(p - 1)
        cleanup = self._step_ends(self.events[p - 1]) and self.events[p - 1].kind != "step"
        out = {o: [0 if cleanup else ops.ite(s.on_battlefield, s.damage, 0), False] for o, s in before.items()}
        for source, to, amount in self.dealt(p):
            if to in self.vocab.players:
                continue
            hit = ops.and_(before[to].on_battlefield, before[to].types["creature"], ops.lt(0, amount))
            out[to] = [ops.add(out[to][0], ops.ite(hit, amount, 0)),
                       ops.or_(out[to][1], ops.and_(hit, before[source].abilities.get(DEATHTOUCH, False)))]
        return {o: (d, touched) for o, (d, touched) in out.items()}

    def damage_on(self, x: str, p: int) -> Value:
        """The damage marked on x at point p, after its state-based actions (none once it left)."""
        s = self.state(p)[x]
        return self.ops.ite(s.on_battlefield, s.damage, 0)

    def life_by_damage(self, player: str, r: int) -> Value:
        """How the damage dealt at point r changes the player's life: damage to them is life lost
        (120.3a); damage by a source with lifelink their controller's, life gained (120.3f,
        702.15b; its last known information if it left, 702.15c)."""
        ops, before, out = self.ops, self.state(r - 1), 0
        for source, to, amount in self.dealt(r):
            if to == player:
                out = ops.add(out, ops.neg(amount))
            lifelink = before[source].abilities.get(LIFELINK, False)
            if not ops.is_false(lifelink):
                mine = ops.eq(before[source].controller, self.vocab.player(player))
                out = ops.add(out, ops.ite(ops.and_(lifelink, mine), amount, 0))
        return out

    def lost(self, player: str, p: int) -> Value:
        """104.3b, 704.5a: the player has lost by point p: their life was 0 or less at a point's
        state-based actions."""
        if (player, p) not in self._losses:
            now = self.ops.lt(self.life(player, p), 1)
            self._losses[player, p] = now if p == 0 else self.ops.or_(self.lost(player, p - 1), now)
        return self._losses[player, p]

    def game_goes_on(self, p: int) -> List[legality.Condition]:
        """104.2a, 104.3b: no event after a player lost (the game is over), whatever took their life
        (damage, life paid, a trigger) or if they began the history at 0; asked only where some life
        total may be 0 or less."""
        if not self._life_moves():
            return []
        return [(self.ops.not_(self.lost(player, p - 1)), f"{player!r} has lost the game before it (0 or less life, "
                                                          "704.5a): the game is over (104.2a)")
                for player in self.vocab.players]

    def _life_moves(self) -> bool:
        """Whether a life total may be 0 or less somewhere in the history: one begins there, or
        damage, a trigger, a mana ability or an activation cost changes one."""
        if self._moves is None:
            self._moves = any(n <= 0 for n in self.sc.life.values()) or self.deals_damage() or \
                self._mana_pays_life() or any(getattr(t, "life", 0) for t in self.sc.triggers) or \
                any(self.activation_cost(a.id).life for a in self.sc.abilities)
        return self._moves

    def dealing(self, p: int) -> List[legality.Condition]:
        """120.1: the damage of the `deals` event at point p goes to a player, or to a creature or a
        planeswalker on the battlefield then (120.3c: loyalty counters removed, `Counting`)."""
        e, ops = self.events[p - 1], self.ops
        if e.to in self.vocab.players:
            return []
        s = self.state(p - 1)[e.to]
        return [(ops.and_(s.on_battlefield, ops.or_(s.types["creature"], s.types["planeswalker"])),
                 f"{e.to!r} is not a creature or planeswalker on the battlefield then: damage is dealt to a creature, "
                 "a planeswalker, a battle or a player (120.1)")]
