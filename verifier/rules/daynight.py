"""Day and night (731), a designation of the game, and daybound and nightbound (702.145),
over a history's points.  A part of `verifier.rules.time.History`.

- 731.1: the game begins with neither; once day or night, it is always exactly one of them.
  As the history begins it is what `[scenario] day_night` says, else neither, but for the
  permanents there (702.145d, 702.145g).
- 502.2, 731.2a-c: as a turn begins (its untap step, before anything untaps), day becomes
  night if the previous turn's active player cast no spells that turn, and night becomes day
  if they cast two or more; with neither, nothing is checked.  That turn must have begun in
  the history (else the spells cast in it are not all known): refused otherwise.
- 731.1: an effect may make it day or night (`it_becomes`).
- 702.145d, 702.145g: with neither, a daybound permanent on the battlefield makes it day; a
  nightbound one, with no daybound one there, night.
- 702.145b-c, 702.145e-f: at night a daybound permanent front face up transforms, and one
  entering enters transformed; by day a nightbound permanent back face up transforms.  At
  once, not as a state-based action, whenever it becomes day or night.  They transform by
  nothing else (the `transform` event does nothing to them: `Faces.transforms`).
Day and night, and the faces they give, are concrete: what is on the battlefield is read
from the history's events (`verifier.load.daynight` refuses what would make them depend on
more).
"""
from __future__ import annotations

from typing import Dict, FrozenSet, Tuple

from verifier.errors import ModelError
from verifier.model import DAYBOUND, NIGHTBOUND, day_or_night_bound

NEITHER, DAY, NIGHT = "neither", "day", "night"


class DayNight:
    """The game's day or night designation at each point (731), and the daybound and
    nightbound permanents it transforms (702.145)."""

    _day_nights: Dict[int, Tuple[str, FrozenSet[str]]]

    def designation(self, p: int) -> str:
        """Day, night or neither at point p, after its event (731.1)."""
        return self._day_night(p)[0]

    def day_night_flips(self, p: int) -> FrozenSet[str]:
        """The daybound and nightbound permanents that transform at point p, or enter
        transformed (702.145b-c, 702.145e-f)."""
        return self._day_night(p)[1]

    def _day_night(self, p: int) -> Tuple[str, FrozenSet[str]]:
        if p not in self._day_nights:
            self._day_nights[p] = self._start() if p == 0 else self._after(p)
        return self._day_nights[p]

    def _bound_there(self, p: int) -> Dict[str, bool]:
        """Each daybound or nightbound object on the battlefield at point p, by the
        history's events (an `enters`, a `leaves`) -> whether its back face is up, the
        faces as the event left them (`Faces.faces_by_event`)."""
        faces = self.faces_by_event(p) if p > 0 else {o.id for o in self.sc.objects.values() if o.back_up}
        return {o.id: o.id in faces for o in self.sc.objects.values()
                if day_or_night_bound(o) and self._there_by_events(o.id, p)}

    def _there_by_events(self, o: str, p: int) -> bool:
        """Whether o is on the battlefield at point p by the history's events: there as it
        begins or entered by then, and not left by an event."""
        card = self.sc.objects[o]
        if o in self.sc.absent or o in self._library or o in self._made:
            return False
        entered = self._entered[o] <= p if o in self._entered else \
            not (card.zone or card.copy_of_spell) and o not in self._spells
        return entered and self._left.get(o, p + 1) > p

    def _start(self) -> Tuple[str, FrozenSet[str]]:
        """As the history begins: as the scenario says, else by the permanents there
        (702.145d, 702.145g); a board a daybound or nightbound permanent could not be
        on is refused (702.145c, 702.145f)."""
        there = self._bound_there(0)
        d = self.sc.day_night or _by_permanents(self.sc, there)
        wrong = sorted(self._would_transform(d, there))
        if wrong:
            raise ModelError(self.sc.path, 0, f"{wrong[0]!r} can't be on the battlefield with that face up as the "
                                              f"history begins, it being {d}: it would have transformed at once "
                                              "(702.145c, 702.145f); give it its other face, or say day_night")
        return d, frozenset()

    def _after(self, p: int) -> Tuple[str, FrozenSet[str]]:
        e, d = self.events[p - 1], self.designation(p - 1)
        if e.kind == "turn" and d != NEITHER:  # 502.2, 731.2a-b (731.2c: with neither, no check)
            cast = self._cast_in_previous_turn(p)
            d = NIGHT if d == DAY and cast == 0 else DAY if d == NIGHT and cast >= 2 else d
        elif e.kind == "it_becomes":  # 731.1: an effect makes it so
            d = e.what
        there = self._bound_there(p)
        if d == NEITHER:  # (what entered by this event: anything there before would have decided it already)
            d = _by_permanents(self.sc, there)
        return d, frozenset(self._would_transform(d, there))

    def _would_transform(self, d: str, there: Dict[str, bool]) -> set:
        """The permanents that transform with it d: daybound front face up at night
        (702.145c), nightbound back face up by day (702.145f)."""
        out = set()
        for o, back in there.items():
            face = self.sc.objects[o].face(back)
            if d == NIGHT and not back and DAYBOUND in face.abilities or \
                    d == DAY and back and NIGHTBOUND in face.abilities:
                out.add(o)
        return out

    def _cast_in_previous_turn(self, p: int) -> int:
        """How many spells the previous turn's active player cast during that turn
        (731.2a-b), the turn the event at point p ends; refused if it began before the
        history."""
        before = [q for q in range(1, p) if self.events[q - 1].kind == "turn"]
        if not before and self.sc.spells_cast_this_turn is None:
            raise ModelError(self.sc.path, self.events[p - 1].line,
                             "this turn begins while it is day or night: whether that changes depends on the spells "
                             "the previous turn's active player cast during that turn (502.2, 731.2), which began "
                             "before the history; say how many in [scenario] spells_cast_this_turn, or begin the "
                             "history with a turn event")
        player = self.active_player(p - 1)
        earlier = self.sc.spells_cast_this_turn if not before else 0
        return earlier + sum(1 for e in self.events[before[-1] if before else 0:p - 1]
                             if e.kind == "cast" and self.sc.objects[e.what].owner == player)  # (its caster, 601.2a)

    def is_day(self, p: int) -> bool:
        return self.designation(p) == DAY

    def is_night(self, p: int) -> bool:
        return self.designation(p) == NIGHT


def _by_permanents(sc, there: Dict[str, bool]) -> str:
    """With neither: day if a daybound permanent is there (702.145d); night if a
    nightbound one is and no daybound one (702.145g); else neither."""
    up = [sc.objects[o].face(back).abilities for o, back in there.items()]
    return DAY if any(DAYBOUND in a for a in up) else NIGHT if any(NIGHTBOUND in a for a in up) else NEITHER
