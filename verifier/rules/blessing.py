"""The city's blessing (702.131), a designation of a player (702.131c) kept for the rest
of the game, over a history's points.  A part of `verifier.rules.time.History`.

- 702.131b: ascend on a permanent is a static ability: any time its controller controls
  ten or more permanents, that player gets the blessing.  It is looked at as the event of
  a point is done, before the state-based actions of that point (704.3): a tenth permanent
  that enters and a permanent that then dies of them gave it all the same.
- 702.131a: ascend on an instant or sorcery is checked only as the spell resolves, with
  the permanents its controller controls then.
- 702.131c: nothing takes it away: once had, it stays, however many permanents are left.
A player has it as the history begins if the scenario says so (`[scenario] city_blessing`),
or by the board there.
"""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import SPELL_RESOLVES

Value = Any

ASCEND = "ascend"
TEN = 10  # 702.131a-b: ten or more permanents


class CityBlessing:
    """Whether a player has the city's blessing at each point (702.131)."""

    _blessings: Dict[tuple, Value]

    def blessed(self, player: str, p: int) -> Value:
        """Whether `player` has the city's blessing at point p: had it before, or gets it
        by this point's event."""
        if (player, p) not in self._blessings:
            before = player in self.sc.city_blessing if p == 0 else self.blessed(player, p - 1)
            self._blessings[player, p] = self.ops.or_(before, self._gets_blessing(player, p))
        return self._blessings[player, p]

    def _gets_blessing(self, player: str, p: int) -> Value:
        ops, who = self.ops, self.vocab.player(player)
        state = self.evaluation(p).as_it_happened()  # (702.131b: before the state-based actions, 704.3)
        mine = {o: ops.and_(s.on_battlefield, ops.eq(s.controller, who)) for o, s in state.items()}
        ten = ops.not_(ops.lt(ops.sum(*[ops.ite(m, 1, 0) for m in mine.values()]), TEN))
        ascend = ops.or_(*[ops.and_(m, state[o].abilities.get(ASCEND, False)) for o, m in mine.items()])
        out = ops.and_(ascend, ten)
        e = self.events[p - 1] if p > 0 else None
        if e is not None and e.kind == SPELL_RESOLVES and ASCEND in self.sc.objects[e.what].printed.abilities:
            before = self.state(p - 1)  # 702.131a: as the spell resolves, its controller's permanents
            count = ops.sum(*[ops.ite(ops.and_(s.on_battlefield, ops.eq(s.controller, who)), 1, 0)
                              for s in before.values()])
            casts = ops.and_(ops.eq(self.caster(e.what), who), self.spell_resolves(p))
            out = ops.or_(out, ops.and_(casts, ops.not_(ops.lt(count, TEN))))
        return out
