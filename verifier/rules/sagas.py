"""Sagas (714) over a history, written once over an `Ops`: the lore counter a Saga enters
with (714.3a) and the one its controller puts on it as their precombat main phase begins
(714.3c), its chapter abilities triggering on lore counters put on it (714.2b-c), and the
state-based action that sacrifices it (714.4, 704.5s).  `Sagas` is a mixin of
`verifier.rules.time.History`, whose points it reads."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.model import CHAPTER, Event
from verifier.rules import triggers
from verifier.state import ObjState, has_subtype

Value = Any
LORE = "lore"
# 714.2a, 714.2c: "I — ...", "II, III — ..." (an em dash, or a hyphen typed for one)
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:, *[IVX]+)*) *(?:\u2014|--?) *(.*)$")
_ROMAN = {"I": 1, "V": 5, "X": 10}


def _roman(s: str) -> int:
    """714.2a: the number a Roman numeral represents."""
    total = 0
    for i, c in enumerate(s):
        v = _ROMAN[c]
        total += -v if i + 1 < len(s) and _ROMAN[s[i + 1]] > v else v
    return total


def chapters(ability: str) -> Tuple[int, ...]:
    """The chapter numbers of a chapter ability's symbols (714.2a, 714.2c); () for any other ability."""
    m = _CHAPTER.match(ability)
    return tuple(_roman(r.strip()) for r in m.group(1).split(",")) if m else ()


def chapter_effect(ability: str) -> str:
    """What a chapter ability does: its text after the chapter symbols (714.2b)."""
    m = _CHAPTER.match(ability)
    return m.group(2) if m else ability


def final_chapter(abilities: Any) -> int:
    """714.2d: the greatest chapter number among these ability texts; 0 with none."""
    return max((n for a in abilities for n in chapters(a)), default=0)


def is_saga(ops: Any, s: ObjState) -> Value:
    """Whether the object in state s is a Saga (205.3h: an enchantment subtype)."""
    return has_subtype(ops, s, "Saga")


def has_chapters(ops: Any, s: ObjState) -> Value:
    """Whether it has one or more chapter abilities (714.3c, 714.4), as the layers leave its abilities."""
    return ops.or_(*[has for a, has in s.abilities.items() if chapters(a)])


def sacrificed(ops: Any, s: ObjState, o: str, waiting: Optional[Dict[str, Value]]) -> Value:
    """714.4, 704.5s: a Saga permanent with one or more chapter abilities, with at least its final chapter
    number of lore counters (714.2d: the greatest among the chapter abilities it has), and not the source
    of a chapter ability that has triggered and not yet left the stack (`waiting`: each Saga -> whether it
    is), is sacrificed.  `waiting` None: not known (a board, or a history as it begins, can't say what is
    on the stack): ValueError where o may be sacrificed."""
    lore = s.counters.get(LORE)
    reached = [ops.or_(ops.not_(has), ops.not_(ops.lt(lore, max(chapters(a)))))
               for a, has in s.abilities.items() if chapters(a)] if lore is not None else []
    if not reached:
        return False
    goes = ops.and_(ops.rule("704.5s"), s.on_battlefield, is_saga(ops, s), has_chapters(ops, s), *reached)
    if waiting is None:
        if not ops.is_false(goes):
            raise ValueError(f"{o!r} is a Saga with lore counters that may reach its final chapter number as it is "
                             "given (714.2d): whether a chapter ability of it is waiting on the stack, which keeps it "
                             "from being sacrificed (714.4, 704.5s), can't be said: not modelled")
        return False
    return ops.and_(goes, ops.not_(waiting.get(o, False)))


def triggers_on(ops: Any, n: int, before: Value, after: Value) -> Value:
    """714.2b: lore counters put on a Saga trigger its chapter n if their number was below n and became at
    least n."""
    return ops.and_(ops.lt(before, n), ops.not_(ops.lt(after, n)))


def precombat_mains(events: Tuple[Event, ...]) -> Dict[int, Optional[bool]]:
    """Each `step = "main"` event's point -> whether it begins its turn's precombat main phase (505.1a: the
    first main phase of the turn): True after the turn began (a `turn` event) or in its upkeep or draw step
    with no main phase or combat in between; False after one of those; None where the history does not say
    (it begins in a main phase or a combat, no `turn`, upkeep or draw before it)."""
    out: Dict[int, Optional[bool]] = {}
    first: Optional[bool] = None
    for p, e in enumerate(events, 1):
        if e.kind == "turn" or e.kind == "step" and e.what in ("upkeep", "draw"):
            first = True
        elif e.kind == "step" and e.what == "main":
            out[p], first = first, False
        elif e.kind == "step":
            first = False if first is not None else None
    return out


class Sagas:
    """Lore counters and chapter abilities over a history (`History` provides the points)."""

    def lore_at_main(self, p: int, e: Event, out: Dict[str, dict]) -> None:
        """714.3c: as the active player's precombat main phase begins (the `step = "main"` event at p), a
        turn-based action puts a lore counter on each Saga that player controls with one or more chapter
        abilities (no stack; no effect, so no replacement: such scenarios are refused as read)."""
        if e.kind != "step" or e.what != "main" or not self._precombat.get(p):
            return
        ops, before, active = self.ops, self.state(p - 1), self.vocab.player(self.active_player(p))
        for o in self.saga_ids:
            s = before[o]
            gets = ops.and_(s.on_battlefield, is_saga(ops, s), has_chapters(ops, s), ops.eq(s.controller, active))
            if not ops.is_false(gets):
                out[o][LORE] = ops.add(out[o].get(LORE, 0), ops.ite(gets, 1, 0))

    def lore_told(self, p: int) -> List[str]:
        """In words, for a concrete run (`narrate`): the lore counters 714.3c put at point p."""
        if self.events[p - 1].kind != "step" or not self._precombat.get(p):
            return []
        before, now = self.state(p - 1), self._counters(p)
        return [f"  {o} gets a lore counter as the precombat main phase begins (714.3c), {now[o].get(LORE, 0)} now"
                for o in self.saga_ids if before[o].on_battlefield and
                now[o].get(LORE, 0) != before[o].counters.get(LORE, 0)]

    def chapter_fires(self, t: Any, q: int) -> Dict[str, Value]:
        """714.2b: for each of chapter ability t's numbers (714.2c: "I, II" is two abilities, each triggering
        apart), whether t triggers for it at point q: lore counters were put on its source there (as it
        entered, 714.3a; by the turn-based action, 714.3c; by an event), their number going from below that
        number to at least it, its source on the battlefield with t right after."""
        ops, after = self.ops, self.evaluation(q).as_it_happened()[t.source]
        was = self.state(q - 1)[t.source]
        before = ops.ite(was.on_battlefield, was.counters.get(LORE, 0), 0)
        now = self._counters(q)[t.source].get(LORE, 0)
        there = ops.and_(after.on_battlefield, after.abilities.get(t.ability, False))
        return {str(n): ops.and_(there, triggers_on(ops, n, before, now)) for n in chapters(t.ability)}

    def chapters_waiting(self, p: int) -> Dict[str, Value]:
        """Each Saga -> whether, at point p, it is the source of a chapter ability that has triggered and
        not yet left the stack (704.5s): put there at a point up to p, not resolved by then."""
        ops, out = self.ops, {}
        for t in self.sc.triggers:
            if t.when != CHAPTER:
                continue
            done = [r for r in self._resolutions if r <= p and self._resolutions[r][0].id == t.id]
            put = [q for q in self.chapter_points(t) if q <= p]
            out[t.source] = ops.or_(out.get(t.source, False),
                                    *[self.still_waiting(t, q, [r for r in done if r > q]) for q in put])
        return out

    def chapter_points(self, t: Any) -> List[int]:
        """The points where chapter ability t may trigger (`triggers.happens`)."""
        return triggers.check_points(t, self.events, self._makers)
