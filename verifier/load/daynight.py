"""What a scenario with day and night (731) or daybound and nightbound (702.145) may say:
what `verifier.rules.daynight` does not follow is refused with its line, never accepted.

- 702.145a: daybound and nightbound are on the faces of a transforming double-faced card.
- A daybound or nightbound object comes onto the battlefield only as the history begins or
  by an `enters` event (a spell resolving, a land play, `enters`): a token a trigger
  makes, a card a search finds or a trigger returns (400.7) is refused.
- Whether day or night changes as a turn begins depends on every spell of the turn before
  (502.2, 731.2): a group of events whose order is left open, and a search, are refused.
- An effect that gives or takes abilities could give or take daybound or nightbound (613.1f),
  and a copy has them by its copiable values (707.2): both refused, and so are a copy of a
  daybound spell or card (707.10, embalm, eternalize) and an object entering as a copy.
"""
from __future__ import annotations

from typing import Any, Optional

from verifier.model import DAYBOUND, NIGHTBOUND, Scenario, day_or_night_bound


def has_day_night(sc: Scenario) -> bool:
    """Whether the game may be day or night in this scenario's history (731.1): it says so
    as the history begins, an object has daybound or nightbound, or an event makes it so."""
    return sc.day_night is not None or any(day_or_night_bound(o) for o in sc.objects.values()) or \
        any(e.kind == "it_becomes" for e in sc.events + sc.search_events)


def check(root: Any, data: dict, sc: Scenario) -> None:
    """Refuse what a scenario with day and night says that the model does not follow."""
    if not has_day_night(sc):
        return
    objects = data.get("object", [])
    if not sc.events and "day_night" in data.get("scenario", {}):
        raise (root / "scenario" / "day_night").error("day and night are followed over a history (731.1): give the "
                                                      "scenario its [[event]]s")
    for i, t in enumerate(objects):
        o = sc.objects[t["id"]]
        if not day_or_night_bound(o):
            continue
        at = root / "object" / i
        if o.layout != "transform" or not {DAYBOUND} & set(o.printed.abilities) or \
                not {NIGHTBOUND} & set(o.back.abilities):
            raise (at / "card").error(f"{o.id!r}: daybound is on the front face and nightbound on the back face of a "
                                      "transforming double-faced card (702.145a); any other place is not modelled")
        if o.made_by or o.in_library:
            raise (at / "card").error(f"{o.id!r} has daybound or nightbound and comes onto the battlefield by a "
                                      "resolution (a token, a card found or returned): whether it enters transformed "
                                      "at night (702.145b) is not modelled that way; give it an enters event")
    if not sc.events:  # 702.145d, 702.145f: a daybound permanent makes it day, and nightbound ones transform then
        day = [o for o in sc.objects.values() if _there(o) and DAYBOUND in o.face(o.back_up).abilities]
        night = [o for o in sc.objects.values() if _there(o) and NIGHTBOUND in o.face(o.back_up).abilities]
        if day and night:
            raise (root / "object" / next(i for i, t in enumerate(objects) if t["id"] == night[0].id)).error(
                f"{night[0].id!r} is nightbound face up beside daybound {day[0].id!r}: it is day then (702.145d), and "
                "it would have transformed (702.145f)")
    for name, tables in (("event", data.get("event", [])),):
        for i, t in enumerate(tables):
            if "group" in t:
                raise (root / name / i / "group").error(
                    "events are not put in a group in a history with day and night: whether it becomes day or night "
                    "as a turn begins reads every spell cast the turn before (502.2, 731.2), in the history's order")
            if "returns" in t and day_or_night_bound(sc.objects[t["returns"]]):
                raise (root / name / i / "returns").error(
                    f"{t['returns']!r} has daybound or nightbound and returns as a new object (400.7): whether it "
                    "enters transformed (702.145b) is not modelled that way")
            copied = next((k for k in ("copy_spell", "embalm", "eternalize") if k in t), None)
            if copied is not None and day_or_night_bound(sc.objects[t[copied]]):
                raise (root / name / i / copied).error(
                    f"{t[copied]!r} has daybound or nightbound, and a copy of it would too (707.2, 707.10): whether "
                    "that copy enters transformed (702.145b) is not modelled")
            if "as_copy_of" in t:
                raise (root / name / i / "as_copy_of").error(
                    "an object entering as a copy in a history with day and night: a copy of a daybound or "
                    "nightbound permanent has them (707.2), which is not modelled")
    if sc.search_events:
        raise (root / "scenario" / "search").error("a search for a history with day and night (731) is not modelled")
    for i, t in enumerate(data.get("effect", [])):
        e = sc.effects.get(t.get("id"))
        why = _changes_abilities(e) if e is not None else None
        if why is not None:
            raise (root / "effect" / i / "id").error(
                f"effect {e.id!r} {why} in a history with day and night: it could give or take daybound or "
                "nightbound (613.1f, 702.145), which is not modelled")


def _there(o: Any) -> bool:
    """On the battlefield of a board (no history)."""
    return not (o.zone or o.in_library or o.made_by or o.copy_of_spell or o.face_down)


def _changes_abilities(e: Any) -> Optional[str]:
    for part in e.parts:
        if part.copy_of is not None:
            return "copies an object (707.2)"
        if part.removes_some:
            return "removes abilities"
        if {DAYBOUND, NIGHTBOUND} & set(part.add_abilities):
            return "gives daybound or nightbound"
    return None
