"""The order of the cards in a graveyard (404), for `History`: a card put into a graveyard
goes on top (404.1); cards put into one at once are in the order their owner chooses
(404.3); those there as the scenario begins are in the file's order, the first on top.
At one point of the history, the event's card goes first, then those of each round of
state-based actions in turn (704.3: a round's at once).  A mixin of
`verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import zone_code

Value = Any
_STEPS = 1000  # steps of one point: its event (0), then each round of state-based actions (1, 2, ...)


class GraveyardOrder:
    """Which of two cards in a graveyard is above the other."""

    def above(self, x: str, y: str, p: int) -> Value:
        """Whether at point p x and y are cards in one graveyard (their owner's, 404.1)
        with x above y: put there later (404.1: on top), or at once in the order their
        owner chooses (404.3, a choice of each point where they may be), or, there since
        the scenario began, declared first."""
        objects, ops = self.sc.objects, self.ops
        if x == y or objects[x].owner != objects[y].owner:
            return False
        s, graveyard = self.state(p), zone_code("graveyard")
        both = ops.and_(ops.eq(s[x].zone, graveyard), ops.eq(s[y].zone, graveyard))
        since = self._put_there(p)
        ties = []
        for q in range(1, p + 1):
            at_once = ops.and_(ops.eq(since[x], since[y]), ops.not_(ops.lt(since[x], q * _STEPS)),
                               ops.lt(since[x], (q + 1) * _STEPS))
            if not ops.is_false(at_once):  # (a choice only where they may be put there together)
                a, b = sorted((x, y))
                choice = self.choose(f"{objects[x].owner}'s order of {a} and {b}, put into the graveyard at once at "
                                     f"event {q} (404.3): {a} above", 2)
                ties.append(ops.and_(at_once, ops.eq(choice, 1 if a == x else 0)))
        order = list(objects)
        first = order.index(x) < order.index(y)
        return ops.and_(both, ops.or_(ops.lt(since[y], since[x]),
                                      ops.and_(ops.eq(since[x], 0), ops.eq(since[y], 0), first), *ties))

    def _put_there(self, p: int) -> Dict[str, Value]:
        """Each card -> when, up to point p, it last changed zones: p * _STEPS by the event
        at p, p * _STEPS + 1 + k by that point's round k of state-based actions (0: not
        since the scenario began)."""
        if p not in self._since:
            if p == 0:
                self._since[p] = {o: 0 for o in self.sc.objects}
            else:
                ops, now, then, prev = self.ops, self.state(p), self.state(p - 1), self._put_there(p - 1)
                by_event, rounds = self._zones(p) or {}, self.evaluation(p).left_in_round()
                self._since[p] = {o: ops.ite(ops.eq(now[o].zone, then[o].zone), prev[o], ops.ite(
                    ops.eq(by_event.get(o, then[o].zone), then[o].zone), ops.add(p * _STEPS + 1, rounds.get(o, 0)),
                    p * _STEPS)) for o in self.sc.objects}
        return self._since[p]
