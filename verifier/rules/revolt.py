"""Whether a permanent a player controlled left the battlefield this turn (revolt, 207.2c:
"if a permanent you controlled left the battlefield this turn"), over a history's points.
A part of `verifier.rules.time.History`.

- The turn in progress at point p began with the latest `turn` event by then (500.1), or,
  with none, with the history: nothing that left before the history counts (state it
  with a `leaves` event).
- A permanent left at point q if it was on the battlefield after the point before or as
  q's event was done (before its state-based actions, 704.3), and is not after them: left by
  the event (a `leaves`, a sacrifice, a destroy, a move by a resolution) or died of a
  state-based action.  However it left and wherever it went (a token too, 111.7): a
  permanent that left and came back is a new object (400.7), and the old one left.
- Whose it was: its controller as it last existed on the battlefield (603.10, 113.7a).
"""
from __future__ import annotations

from typing import Any, Dict

Value = Any


class TurnLeaves:
    """Which players had a permanent leave the battlefield this turn, for `History`."""

    _turn_leaves: Dict[tuple, Value]

    def left_this_turn(self, player: str, p: int) -> Value:
        """Whether a permanent `player` controlled left the battlefield in the turn in
        progress at point p, by that point (207.2c)."""
        key = (player, p)
        if key not in self._turn_leaves:
            began = max((q for q, e in enumerate(self.events[:p], 1) if e.kind == "turn"), default=1)
            self._turn_leaves[key] = self.ops.or_(*[self._left_at(player, q) for q in range(began, p + 1)])
        return self._turn_leaves[key]

    def _left_at(self, player: str, q: int) -> Value:
        """Whether a permanent `player` controlled left the battlefield at point q (q > 0)."""
        ops, who = self.ops, self.vocab.player(player)
        before, happened, after = self.state(q - 1), self.evaluation(q).as_it_happened(), self.state(q)
        out = []
        for o, s in after.items():
            by_event = ops.and_(before[o].on_battlefield, ops.not_(happened[o].on_battlefield))
            by_sba = ops.and_(happened[o].on_battlefield, ops.not_(s.on_battlefield))
            out.append(ops.or_(ops.and_(by_event, ops.eq(before[o].controller, who)),
                               ops.and_(by_sba, ops.eq(happened[o].controller, who))))
        return ops.or_(*out)
