"""Maximum hand size (402.2), written once over an `Ops`: normally seven; the static abilities
that change a player's ("Your maximum hand size is two", "... is increased by two", "... is
reduced by one", "You have no maximum hand size") are rule-changing effects, applied after all
others (613.11) in timestamp order (613.7: a static ability's effect has its object's
timestamp, 613.7a).  So the last of those that set it (a number, or no maximum) decides, plus
every change by a number after it; none setting it, seven plus all of them.  A negative result
is zero (107.1b).  Which abilities apply are those of the permanents the player controls,
read after every other continuous effect (a permanent that lost its abilities changes nothing,
613.1f)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Tuple

Value = Any

SEVEN = 7  # 402.2
_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9, "ten": 10}
_TEXT = re.compile(r"(?:You have (no) maximum hand size|Your maximum hand size is "
                   r"(?:(increased|reduced) by )?(\w+))\.?", re.I)


@dataclass(frozen=True)
class Change:
    """What one ability does to its controller's maximum hand size: `sets` it (to `n`, or to
    none where `n` is None), or changes it by `n`."""

    sets: bool
    n: Optional[int]


def change(text: str) -> Optional[Change]:
    """The change an ability's text makes (None: it says nothing of the kinds above)."""
    m = _TEXT.fullmatch(text.strip())
    if m is None:
        return None
    if m.group(1):
        return Change(True, None)
    n = _WORDS.get(m.group(3).lower(), int(m.group(3)) if m.group(3).isdigit() else None)
    if n is None:
        return None
    if m.group(2):
        return Change(False, n if m.group(2).lower() == "increased" else -n)
    return Change(True, n)


def maximum(ops: Any, player: Value, state: Dict[str, Any], before: Callable[[str, str], Value],
            texts: List[str]) -> Tuple[Value, Value]:
    """(whether `player` has a maximum hand size, what it is where there is one), on a board
    `state` whose objects' timestamps `before` orders; `texts` are the abilities that may
    change it (at most one on any object: `verifier.load.hand_size`)."""
    each = [(o, c, a) for o, s in state.items() for t in texts for c in [change(t)] if c is not None
            for a in [ops.and_(s.on_battlefield, ops.eq(s.controller, player), s.abilities.get(t, False))]
            if not ops.is_false(a)]  # (only an object that may have one has its timestamp read)
    setting = [k for k in each if k[1].sets]

    def last(o: str, applies: Value) -> Value:  # the latest setting one that applies (613.7)
        return ops.and_(applies, *[ops.not_(ops.and_(a, before(o, p))) for p, _, a in setting if p != o])

    def after(o: Optional[str]) -> Value:  # the changes by a number later than o's (all of them: o None)
        return ops.sum(*[ops.ite(a if o is None else ops.and_(a, before(o, p)), c.n, 0)
                         for p, c, a in each if not c.sets])
    has = ops.not_(ops.or_(*[last(o, a) for o, c, a in setting if c.n is None]))
    none_set = ops.not_(ops.or_(*[a for _, _, a in setting]))
    size = ops.sum(ops.ite(none_set, ops.add(SEVEN, after(None)), 0),
                   *[ops.ite(last(o, a), ops.add(c.n, after(o)), 0) for o, c, a in setting if c.n is not None])
    return has, ops.ite(ops.lt(size, 0), 0, size)  # 107.1b
