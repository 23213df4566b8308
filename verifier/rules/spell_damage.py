"""The damage an instant's or sorcery's part deals as its spell resolves (120.1), written once over an `Ops`:
N, or X, the X announced as it was cast (107.3a), to its one target, to the
targets its cast announced and what it divided to each (601.2c-d), or, with no target, to each creature on the
battlefield or each opponent of its caster then (608.2c); none to a target illegal then, its share not given to
the others (608.2b), none if the spell does not resolve or the part's condition fails.  The damage is then what
any damage does (`Damage`: marked on a creature, 120.3e; loyalty off a planeswalker, 120.3c; life lost by a
player, 120.3a; the spell's own deathtouch and lifelink, 702.2b, 702.15b).  A mixin of
`verifier.rules.time.History`; the forms are read by `verifier/load/spell_damage.py`."""
from __future__ import annotations

from typing import Any, List

from verifier.model.effects import CAST_TARGETS, EACH_CREATURE, EACH_OPPONENT, Effect
from verifier.rules.damage import Dealt

Value = Any


class SpellDamage:
    """The damage of a history's spells' parts (`History` provides the points, `Spells` the targets)."""

    def part_damage(self, s: str, eid: str, r: int) -> List[Dealt]:
        """What part eid of spell s, resolving at point r, deals (module docstring), each (s, recipient, amount)."""
        ops, x = self.ops, self.sc.effects[eid]
        n = self.spell_x(s) if x.deals == "X" else x.deals
        does = ops.and_(self.spell_resolves(r), self.resolution_condition(eid, r))
        if x.deals_to == EACH_CREATURE:
            board = self.state(r - 1)
            return [(s, o, ops.ite(ops.and_(does, board[o].on_battlefield, board[o].types["creature"]), n, 0))
                    for o in sorted(self.sc.objects) if o != s]
        if x.deals_to == EACH_OPPONENT:
            return [(s, p, ops.ite(ops.and_(does, ops.not_(ops.eq(self.vocab.player(p), self.caster(s)))), n, 0))
                    for p in self.vocab.players]
        return [(s, to, ops.ite(ops.and_(does, legal), amount, 0))
                for (to, amount), legal in zip(self.division(s, x, n), self.targets_legal_of(s, x, r - 1))]

    def division(self, s: str, x: Effect, n: Value) -> List[tuple]:
        """Each target of spell s's damaging part x and the damage it is dealt: its one target n, or as its cast
        announced (601.2d)."""
        if x.deals_to != CAST_TARGETS:
            return [(x.affects.objects[0], n)]
        return list(self.events[self.casts()[s] - 1].deals_to)

    def cast_targets_legal(self, s: str, x: Effect, p: int) -> List[Value]:
        """Whether each target spell s's cast announced for its damage (part x) is legal at point p (601.2c,
        608.2b): a permanent as `may_target` allows, of the kind its text names; a player always (which
        player its text allows is checked as the file loads)."""
        state, you = self.state(p), self.caster(s)
        return [True if to in self.vocab.players else self.may_target(x.deals_kind, to, you, state, s)
                for to, _ in self.events[self.casts()[s] - 1].deals_to]
