"""The order of the cards in a graveyard (404), for `History`: a card put into a graveyard
goes on top (404.1); cards put into one at once are in the order their owner chooses
(404.3); those there as the scenario begins are in the file's order, the first on top.
A mixin of `verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import zone_code

Value = Any


class GraveyardOrder:
    """Which of two cards in a graveyard is above the other."""

    def above(self, x: str, y: str, p: int) -> Value:
        """Whether at point p x and y are cards in one graveyard (their owner's, 404.1)
        with x above y: put there at a later point (404.1: on top), or at the same point
        in the order their owner chooses (404.3, a choice for each such point), or, there
        since the scenario began, declared first."""
        objects, ops = self.sc.objects, self.ops
        if x == y or objects[x].owner != objects[y].owner:
            return False
        s, graveyard = self.state(p), zone_code("graveyard")
        both = ops.and_(ops.eq(s[x].zone, graveyard), ops.eq(s[y].zone, graveyard))
        since = self._put_there(p)
        order = list(objects)
        ties = []
        for q in range(1, p + 1):
            at_once = ops.and_(ops.eq(since[x], q), ops.eq(since[y], q))
            if not ops.is_false(at_once):  # (a choice only where they may be put there together)
                pair = sorted((x, y))
                choice = self.choose(f"{objects[x].owner}'s order of {pair[0]} and {pair[1]}, put into the graveyard "
                                     f"at once at event {q} (404.3): {pair[0]} above", 2)
                ties.append(ops.and_(at_once, ops.eq(choice, 1 if pair[0] == x else 0)))
        first = order.index(x) < order.index(y)
        return ops.and_(both, ops.or_(ops.lt(since[y], since[x]), ops.and_(ops.eq(since[x], 0), ops.eq(since[y], 0),
                                                                          first), *ties))

    def _put_there(self, p: int) -> Dict[str, Value]:
        """Each card -> the latest point, up to p, at which it changed zones (0: not since
        the scenario began)."""
        if p not in self._since:
            if p == 0:
                self._since[p] = {o: 0 for o in self.sc.objects}
            else:
                now, then, prev = self.state(p), self.state(p - 1), self._put_there(p - 1)
                self._since[p] = {o: self.ops.ite(self.ops.eq(now[o].zone, then[o].zone), prev[o], p)
                                  for o in self.sc.objects}
        return self._since[p]
