"""Day and night, read from the Comprehensive Rules alone (731, 502.2, 702.145), on a
`simulator.Game`: the designation the game has, what the active player cast each turn, and
the daybound and nightbound permanents turning over."""
from __future__ import annotations

from typing import Any, Set

from verifier.model import Event

from .layers import Impossible, Unsupported

DAY, NIGHT = "day", "night"


def begin(g: Any) -> None:
    """731.1: as the scenario says; neither by default, until a permanent makes it day or
    night (702.145d, 702.145g).  A board where a permanent would have transformed already
    can't be (702.145c, 702.145f)."""
    g.day_night = g.sc.day_night
    g.spells_this_turn = g.sc.spells_cast_this_turn
    _by_permanents(g)
    if _wrong_side(g):
        raise Impossible("a daybound or nightbound permanent with the wrong face up for day or night")


def cast(g: Any, e: Event) -> None:
    """731.2: the spells the active player cast this turn (its owner casts it, 601.2a)."""
    if g.sc.objects[e.what].owner == g.active and g.spells_this_turn is not None:
        g.spells_this_turn += 1


def new_turn(g: Any) -> None:
    """502.2, 731.2a-c: before anything untaps, day becomes night if the turn before saw
    its active player cast no spell; night becomes day if two or more; neither stays so.
    Then the count starts again for the new turn."""
    if g.day_night is not None:
        if g.spells_this_turn is None:
            raise Unsupported("the spells cast in the turn before the history")
        if g.day_night == DAY and g.spells_this_turn == 0:
            g.day_night = NIGHT
        elif g.day_night == NIGHT and g.spells_this_turn >= 2:
            g.day_night = DAY
    g.spells_this_turn = 0
    turn_over(g, set())


def becomes(g: Any, e: Event) -> None:
    """731.1: an effect makes it day or night."""
    g.day_night = e.what
    turn_over(g, set())


def turn_over(g: Any, newcomers: Set[str]) -> None:
    """702.145d, 702.145g: with neither, a daybound permanent makes it day, else a
    nightbound one night.  702.145b-c, 702.145e-f: then each daybound permanent front
    face up at night, and each nightbound one back face up by day, transforms at once; one
    that has just entered enters that way (702.145b: transformed), no new timestamp beyond
    its entering one; any other gets one (613.7g)."""
    _by_permanents(g)
    for oid in sorted(_wrong_side(g)):
        p = g.permanents[oid]
        p.back = not p.back
        if oid not in newcomers:
            p.stamp = g.stamp()


def transform_forbidden(g: Any, oid: str) -> bool:
    """702.145b, 702.145e: a daybound or nightbound permanent transforms by nothing else."""
    return bool({"daybound", "nightbound"} & set(_face_up(g, oid).abilities))


def _face_up(g: Any, oid: str) -> Any:
    """The face up, as printed (the histories compared give and take no abilities: 613.1f)."""
    card = g.sc.objects[oid]
    return card.back if g.permanents[oid].back and card.back is not None else card.printed


def _by_permanents(g: Any) -> None:
    if g.day_night is not None:
        return
    faces = [_face_up(g, o).abilities for o in g.permanents if not g.permanents[o].face_down]
    if any("daybound" in a for a in faces):
        g.day_night = DAY
    elif any("nightbound" in a for a in faces):
        g.day_night = NIGHT


def _wrong_side(g: Any) -> Set[str]:
    out = set()
    for oid, p in g.permanents.items():
        up = _face_up(g, oid).abilities
        if g.day_night == NIGHT and not p.back and "daybound" in up or \
                g.day_night == DAY and p.back and "nightbound" in up:
            out.add(oid)
    return out
