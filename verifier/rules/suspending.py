"""Suspend (702.62) over a history, written once over an `Ops`.

"Suspend N—[cost]" is three abilities (702.62a).  The first works from a hand: as a special
action (116.2f), whenever its owner could begin to cast the card (its type's timing and what
forbids casting it, 702.62c; not whether the cast could be completed), that player pays the
cost and exiles the card face up with N time counters on it, without the stack.  The other
two work in exile: at the beginning of its owner's upkeep, if the card is suspended (702.62b:
in exile, with suspend and a time counter), a trigger removes a time counter from it; when
the last one is removed, however (702.62a), a trigger lets its owner cast it without paying
its mana cost (X is 0, 107.3b), ignoring the timing of its type, as that trigger resolves.

A history says the special action with `suspend = "x"` (a `moves` into exile,
`Event.suspends`), the two triggers with [[trigger]] tables (`SUSPEND_WHEN`), and the cast
as the event right after the cast trigger's resolution.  A mixin of
`verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from verifier.model import Trigger, zone_code
from verifier.rules.payment import Need, need

Value = Any
Condition = Tuple[Value, str]  # (as `verifier.rules.legality`: what must hold, and why not)
EXILE, HAND = zone_code("exile"), zone_code("hand")
TIME = "time"  # 702.62a: the counters suspend puts and removes (122.1)
# 702.62a: "Suspend N—[cost]" (N a number, or X with "X can't be 0"), reminder text aside
_SUSPEND = re.compile(r"^suspend (\d+|X)\s*[\u2014-]\s*((?:\{[^}]+\})+)(\.\s*X can't be 0\.?)?\s*(?:\(.*\))?$", re.I)
_NAMED = re.compile(r"^suspend\b", re.I)
# the two triggered abilities of suspend (702.62a), as a [[trigger]]'s `when` names them; and a card's own trigger on
# its time counters, working in exile too ("Whenever a time counter is removed from ~ while it's exiled", 113.6b)
UPKEEP, LAST_REMOVED, REMOVED = "your upkeep", "last time counter removed", "a time counter removed"
_WHILE_EXILED = r"^whenever a time counter is removed from (?:~|this card|it|{name}) while it's exiled\b"


@dataclass(frozen=True)
class Suspend:
    """A card's suspend ability: its text, N (None: X, chosen as it is suspended), its
    cost, and whether X can't be 0."""

    text: str
    n: Optional[int]
    cost: str
    x_not_zero: bool = False

    def counters(self, x: Optional[int]) -> int:
        """How many time counters it is exiled with: N, or the X chosen."""
        return self.n if self.n is not None else int(x or 0)


def suspend_of(abilities: Any) -> Tuple[Optional[Suspend], Optional[str]]:
    """The suspend ability among a card's abilities, and the text of one not read here
    (a cost of other symbols, two suspend abilities), or None."""
    said = [a for a in sorted(abilities) if _NAMED.match(a)]
    if not said:
        return None, None
    m = _SUSPEND.match(said[0])
    if len(said) > 1 or m is None or need(m.group(2)) is None:
        return None, said[0]
    return Suspend(said[0], None if m.group(1).upper() == "X" else int(m.group(1)), m.group(2),
                   bool(m.group(3))), None


def named_in_exile(ability: str) -> Optional[str]:
    """What "Whenever a time counter is removed from <it> while it's exiled" names as <it> (113.6b), if
    the text is such a trigger at all."""
    m = re.match(_WHILE_EXILED.replace("(?:~|this card|it|{name})", "(.+?)"), ability, re.I)
    return m.group(1) if m else None


def works_in_exile(ability: str, name: str) -> bool:
    """Whether a card's own ability triggers on a time counter removed from it in exile (113.6b)."""
    return bool(re.match(_WHILE_EXILED.replace("{name}", re.escape(name)), ability, re.I))


def is_suspend_trigger(t: Any, sc: Any) -> bool:
    """Whether trigger t is one of the two triggered abilities of its source's suspend, or its source's
    own trigger on a time counter removed from it in exile (`REMOVED`): the triggers followed in exile."""
    if not isinstance(t, Trigger) or t.source not in sc.objects:
        return False
    printed = sc.objects[t.source].printed
    if t.when == REMOVED:
        return works_in_exile(t.ability, printed.name)
    ability, _ = suspend_of(printed.abilities)
    return ability is not None and t.ability == ability.text


class Suspending:
    """Suspend's special action and triggers in a history (`History` provides the points)."""

    def _in_hand(self, x: str, p: int) -> Any:
        """Whether x is a card in a hand right after point p (116.2f, 702.62a: suspend exiles it from there)."""
        st = self.state(p)[x]
        return self.ops.and_(self.ops.not_(st.on_battlefield), self.ops.eq(st.zone, HAND))

    @property
    def suspend_triggers(self) -> frozenset:
        """The ids of the scenario's [[trigger]]s that are suspend's (702.62a)."""
        if not hasattr(self, "_suspend_ids"):
            self._suspend_ids = frozenset(t.id for t in self.sc.triggers if is_suspend_trigger(t, self.sc))
        return self._suspend_ids

    @property
    def suspended_cards(self) -> frozenset:
        """The cards the history suspends: their time counters are their own in exile, not
        last known information (400.7, 702.62a)."""
        return frozenset(e.what for e in self.sc.events if e.suspends)

    def suspend_ability(self, x: str) -> Optional[Suspend]:
        return suspend_of(self.sc.objects[x].printed.abilities)[0]

    def _suspend_need(self, x: str) -> Need:
        return need(self.suspend_ability(x).cost)

    def suspension(self, p: int) -> List[Condition]:
        """116.2f, 702.62a: the special action at point p is possible: the card in its
        owner's hand, at a time that player could begin to cast it (117.1a, 307.1; 702.62c),
        its suspend cost paid (601.2g-h, as a cost of mana is paid)."""
        x, ops = self.events[p - 1].what, self.ops
        pay = self.payment(p)
        return [(self._in_hand(x, p - 1), f"{x!r} is not a card in its owner's hand then: suspend exiles it from "
                                          "there (702.62a, 116.2f)"),
                *[(c, f"suspended only when it could be cast (116.2f, 702.62c): {why}")
                  for c, why in self._timing(x, p - 1)],
                (ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay the suspend cost of "
                                                      f"{x!r} in any way the history allows (601.2g-h, 118.3)")]

    def can_suspend(self, x: str, p: int) -> Value:
        """116.2f: whether x's owner could suspend it right after point p: in hand, when it
        could be cast, its cost (X as small as allowed) paid some way.  Its targets and
        whether its own cost could be paid do not count (702.62c)."""
        ability = self.suspend_ability(x)
        if ability is None:
            return False
        you, cost = self.caster(x), self._suspend_need(x)
        least = Need(cost.generic + cost.xs * int(ability.x_not_zero), 0, cost.kinds)  # (X as small as it may be)
        return self.ops.and_(self._in_hand(x, p), *[c for c, _ in self._timing(x, p)],
                             self.some_payment(least, you, p, self._spending(you, p), f"could suspend {x}"))

    def suspended(self, x: str, p: int) -> Value:
        """702.62b: x is in exile, has suspend and has a time counter on it at point p."""
        ability, st, ops = self.suspend_ability(x), self.state(p)[x], self.ops
        if ability is None:
            return False
        return ops.and_(ops.not_(st.on_battlefield), ops.eq(st.zone, EXILE), ops.lt(0, st.counters.get(TIME, 0)))

    def _in_exile(self, x: str, state: Any) -> Value:
        return self.ops.and_(self.ops.not_(state[x].on_battlefield), self.ops.eq(state[x].zone, EXILE))

    def suspend_fires(self, t: Trigger, q: int) -> Dict[str, Value]:
        """Each instance of suspend's trigger t its check at point q puts on the stack -> whether
        it does, its intervening "if" holding (603.4): the upkeep one as its owner's upkeep begins,
        the card suspended; the cast one as the last time counter is removed from it (by anything,
        702.62a), the card in exile; the card's own one for each time counter removed from it in
        exile (603.2c)."""
        ops, after = self.ops, self.state(q)
        if t.when == UPKEEP:
            owner = self.vocab.player(self.sc.objects[t.source].owner)
            return {"": ops.and_(ops.eq(owner, self.vocab.player(self.active_player(q))), self.suspended(t.source, q))}
        before, now = self.state(q - 1)[t.source].counters.get(TIME, 0), after[t.source].counters.get(TIME, 0)
        exiled = self._in_exile(t.source, after)
        if t.when == REMOVED:
            most = max((n for e in self.sc.events if e.suspends and e.what == t.source for _, n in e.counters),
                       default=0)  # (as many time counters as it can have: those it was exiled with)
            return {str(k): ops.and_(exiled, ops.lt(k, ops.add(before, ops.neg(now)))) for k in range(most)}
        return {"": ops.and_(ops.lt(0, before), ops.eq(now, 0), exiled)}

    def suspend_holds(self, t: Trigger, p: int) -> Value:
        """The intervening "if" of suspend's trigger t at point p (603.4, 702.62a): the upkeep
        one, the card suspended; the cast one, the card exiled."""
        if t.when == REMOVED:  # ("while it's exiled" is its event, not an intervening "if")
            return True
        return self.suspended(t.source, p) if t.when == UPKEEP else self._in_exile(t.source, self.state(p))

    def cast_by_suspend(self, p: int) -> Optional[str]:
        """The suspend cast trigger whose resolution the cast at point p is part of (the event
        right before it resolves one of the card's own), or None."""
        if p < 2 or self.events[p - 2].kind != "resolves":
            return None
        t = next((t for t in self.sc.triggers if t.id == self.events[p - 2].what), None)
        return t.id if t is not None and t.when == LAST_REMOVED and t.source == self.events[p - 1].what and \
            is_suspend_trigger(t, self.sc) else None

    def suspend_cast_allowed(self, p: int) -> List[Condition]:
        """702.62a: the cast at point p as the cast trigger resolves: the card still in exile,
        the trigger on the stack and its "if" holding as it resolves (603.4)."""
        e, resolved = self.events[p - 1], self.resolving(p - 1)
        does = False if resolved is None else resolved[1]
        return [(self.ops.and_(does, self._in_exile(e.what, self.state(p - 1))),
                 f"{e.what!r} is cast as its suspend trigger resolves (702.62a): that trigger was not on the stack, was "
                 "countered, or the card is no longer in exile"),
                (e.free, f"{e.what!r} is cast by suspend without paying its mana cost (702.62a)")]
