"""The points of a history shared by the orders of its events that begin alike.

A point's layer system depends only on the events up to it (`verifier.rules.time`), so
the orders of a group decided one by one (`verifier.model.groups`) that share their
first k events share their first k points: each is computed once, by the first history
that needs it, and the others take it, with what the encoding needs beside it (the
definitions of what it fixed, the players' choices it asked).  Only within one
scenario's encodings, whose timestamps and choices are the same Z3 constants.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.rules import sba


@dataclass
class Point:
    """One point, computed: its layers; every other layer system computed for it (the
    points before it, a look ahead, an "as long as" check), whose definitions the
    encoding needs too; and the players' choices it asked (name, options)."""

    evaluation: Any
    made: List[Any]
    choices: List[Tuple[str, int]]


@dataclass
class Prefixes:
    """Points by the events leading to them."""

    points: Dict[tuple, Point] = field(default_factory=dict)

    @staticmethod
    def key(events: tuple, p: int) -> tuple:
        """The events up to point p: the file's own by identity, those a duration adds by
        what they end (each history makes its own)."""
        return tuple((e.kind, e.what) if e.implied else id(e) for e in events[:p])


def shareable(sc: Any) -> bool:
    """Whether a scenario's points can be shared: no effect whose layers read, later and
    lazily, points other than their own (a copy, 707.2b; an "as long as", 611.2b)."""
    effects = (sc.all_effects or sc.effects).values()
    # (nor one where the legend rule may apply: its choice is made as a point's state-based actions are, lazily, 704.5j)
    return not any(e.as_long_as is not None or any(p.copy_of is not None for p in e.parts) for e in effects) and \
        not sba.legends_may_meet(sc)


class SharedPoints:
    """Taking points from, and leaving them to, the other orders of a history's events
    (`Prefixes`): a part of `verifier.rules.time.History`."""

    def _shareable(self, name: Any, key: Optional[tuple], compute: Callable[[], Any]) -> Any:
        """The evaluation `name` of this history: taken from another order of the events
        that computed it under `key` (one that begins alike, `Prefixes`), or computed and
        left for the others."""
        point = None if key is None else self._shared.points.get(key)
        if point is not None:
            for choice, size in point.choices:
                self.choose(choice, size)
            self._adopted += point.made
            self.evaluations[name] = point.evaluation
            return point.evaluation
        before = (set(self.evaluations), len(self._tentative), len(self._lookahead), len(self._adopted),
                  set(self.used))
        self.evaluations[name] = compute()
        if key is not None:
            keys, tentative, lookahead, adopted, used = before
            made = [e for k, e in self.evaluations.items() if k not in keys and k != name]
            made += self._tentative[tentative:] + self._lookahead[lookahead:] + self._adopted[adopted:]
            self._shared.points[key] = Point(self.evaluations[name], made,
                                             [(n, self.sizes[n]) for n in self.used if n not in used])
        return self.evaluations[name]
