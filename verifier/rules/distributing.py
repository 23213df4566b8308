"""Counters an instant or sorcery distributes as it resolves among any number of creatures its
controller controls (608.2c: chosen then, none targeted, 115.1), written once over an `Ops`: each
creature's share is its controller's choice, the shares adding up to the amount (its {S} spent,
601.2h, 107.4h: none for a copy, 707.10), every share on a creature that player controls as the
spell resolves, and none at all where that player controls no creature.  A mixin of
`verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, Dict, List, Tuple

from verifier.model import SPELL_RESOLVES
from verifier.rules import legality

Value = Any


class Distributing:
    """The distributions of a history's resolving spells (`History` provides the points)."""

    def _distributed(self, s: str) -> Tuple[str, Value]:
        """The kind of counter spell s distributes, and how many (601.2h: "S" is its {S} spent)."""
        kind, n = self.sc.objects[s].distributes[0]
        return kind, self.snow_spent(s) if n == "S" else n

    def _recipients(self, s: str) -> List[str]:
        """The objects that could be creatures spell s's controller controls as it resolves."""
        return [o for o in sorted(self.sc.objects) if o != s and not self.sc.objects[o].copy_of_spell and
                o not in self.casts()]

    def shares(self, p: int) -> Dict[str, Value]:
        """Each recipient -> the counters the spell resolving at p puts on it (its controller's
        choice, 608.2c); {} for any other event."""
        e = self.events[p - 1]
        s = e.what  # (a copy of a spell resolves as itself, 707.10)
        if e.kind != SPELL_RESOLVES or not self.sc.objects[s].distributes:
            return {}
        if p not in self._shares:
            n = self.sc.objects[s].distributes[0][1]  # (each share at most the amount: its {S} spent, at most the
            bound = (self.snow_spent_bound(s) if n == "S" else n) + 1  # mana its cast may spend)
            self._shares[p] = {o: self.choose(f"counters {s} distributes on {o} as it resolves (608.2c)", bound)
                               for o in self._recipients(s)}
        return self._shares[p]

    def distributing(self, p: int) -> List[legality.Condition]:
        """608.2c: the shares of the spell resolving at p add up to its amount, each on a creature
        its controller controls then; nothing where that player controls none."""
        shares = self.shares(p)
        if not shares:
            return []
        ops, e = self.ops, self.events[p - 1]
        s = e.what
        before, you = self.state(p - 1), self.caster(s)
        yours = {o: ops.and_(before[o].on_battlefield, before[o].types["creature"], ops.eq(before[o].controller, you))
                 for o in shares}
        _, amount = self._distributed(s)
        return [(ops.and_(*[ops.or_(yours[o], ops.eq(n, 0)) for o, n in shares.items()]),
                 f"{s} distributes counters only among creatures its caster controls as it resolves (608.2c)"),
                (ops.eq(ops.sum(*shares.values()), ops.ite(ops.or_(*yours.values()), amount, 0)),
                 f"{s} distributes all its counters, and none with no creature to put them on (608.2c)")]
