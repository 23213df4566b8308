"""Before the history: the board as the turn in progress began, and as each effect
begun during that turn began, over an `Ops` (302.6 reads them).  A part of
`verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, Dict, List, Optional

from verifier.rules.layers import Evaluation
from verifier.rules.runs import State

Value = Any


class BeforeHistory:
    """The boards before the history's first point, for `History`."""

    def _turn_start(self) -> State:
        """The board as the turn in progress when the history begins began: without the
        effects that began during it (`Scenario.began_this_turn`: 514.2, 611.2a); everything
        else the history does not start began before that turn."""
        if -1 not in self._states:
            self._states[-1] = self._before_history("@start", {}).final()
        return self._states[-1]

    def _this_turn(self) -> List[State]:
        """The board as each effect that began during the turn in progress, before the
        history, began (613.7b: those with smaller timestamps had begun too), so that a
        change of control among them counts against 302.6 whatever their order."""
        if -2 not in self._states:
            now = [e for e in self.sc.effects.values() if self._before_turn(e) is False]
            ops = self.ops
            self._states[-2] = [self._before_history(f"@start+{e.id}", {
                d.id: ops.not_(ops.lt(self.ts[e.id], self.ts[d.id])) for d in now}).final() for e in now]
        return self._states[-2]

    def begun_before(self, e) -> bool:
        """Whether resolved effect e was in force as the history began, in every order: no event
        of it starts it (a `starts` event, a resolution, a copy entering), nor does it wait for
        one that does not happen here (`Scenario.awaits`), so it resolved before (611.2a)."""
        return not e.static and self.begun_by(e.id, 0) is True

    def _before_turn(self, e) -> Optional[bool]:
        """Whether an effect the history does not start began before the turn in progress
        (None: a static ability's, or one the history starts)."""
        if e.static or e.id in self._started:
            return None
        return not self.sc.began_this_turn(e)

    def _before_history(self, tag: str, begun: Dict[str, Value]) -> Evaluation:
        """The layer system before the history began, with the objects there as it began
        and the effects begun before the turn in progress, and of those begun during it
        the ones `begun` says."""
        present = {o: o not in self._entered and o not in self.sc.absent and o not in self._library
                   for o in self.sc.objects}
        active = {e.id: e.static or bool(self._before_turn(e)) or begun.get(e.id, False)
                  for e in self.sc.effects.values()}
        # (the same for every order of the history's events: shared by them, `Prefixes`)
        return self._shareable(tag, None if self._shared is None else ("before", tag),
                               lambda: self._at(0, tag, present, active, face_up=frozenset(), shared=True))
