"""Objects that enter as a copy of another ([[event]] `enters` with `as_copy_of`):
the copy effect each begins as it enters, by its card's `enters_as_copy` (707.5,
614.1c), with that ability's exceptions (707.9)."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load.abilities import effect
from verifier.load.claims import claim_id
from verifier.load.files import At
from verifier.model import Filter
from verifier.model.effects import copy_sources


def entering_copies(root: At, tables: List[dict], objects: dict, effects: dict, where: Dict[str, At],
                    numbers: Dict[str, int]) -> List[dict]:
    """The events, an entering copy's copy effect made: `enters = x` with `as_copy_of
    = y` makes the resolved effect "x as a copy of y" on x alone, which begins as x
    enters (the event's `as_copy`: its copiable values are y's as they are right before,
    707.2b, 614.12).  Other events are returned as they are."""
    out, made = [], []
    for i, table in enumerate(tables):
        at = root / i
        if "as_copy_of" not in table:
            out.append(table)
            continue
        x, y = table.get("enters"), table["as_copy_of"]
        if x is None:
            raise (at / "as_copy_of").error("as_copy_of says what an entering object copies (707.5): it goes with "
                                            "enters = \"...\"")
        for name in (x, y):
            if name not in objects:
                raise (at / ("enters" if name == x else "as_copy_of")).error(f"event names unknown object {name!r}")
        if objects[x].copies_as_it_enters is None:
            raise (at / "as_copy_of").error(f"{x!r} has no ability to enter as a copy (707.5): give its card "
                                            "enters_as_copy = { of = {...} }")
        if y == x:
            raise (at / "as_copy_of").error(f"{x!r} can't enter as a copy of itself: it copies a permanent on the "
                                            "battlefield as it enters (707.5)")
        for key in ("x", "x_at_most"):
            if key in table:
                raise (at / key).error("a copy entering has no X of its own to give (107.3): what it copies "
                                       "enters with X = 0")
        eid = f"{x} as a copy of {y}"
        claim_id(eid, at, where)
        e = effect(at, {"layer1a": {"copy_of": y}}, eid, static=False, source=None, affects=Filter(objects=(x,)),
                   numbers=numbers, controller=objects[x].controller)
        effects[eid] = replace(e, parts=(replace(e.parts[0], copy_except=objects[x].copy_except),))
        made.append((at, y))
        out.append({**{k: v for k, v in table.items() if k != "as_copy_of"}, "as_copy": eid})
    for at, y in made:
        _check_copied_entering(at, y, objects, effects)
    return out


def _check_copied_entering(at: At, y: str, objects: dict, effects: dict) -> None:
    """What y's card says about entering (counters, tapped, loyalty: 707.5) is read
    from y's own card; a y that may itself be a copy of something else is refused
    when any of those would say something."""
    chain = {y} | copy_sources(objects, effects, y)
    if len(chain) > 1 and any(objects[o].enters_with or objects[o].enters_tapped or objects[o].loyalty is not None
                              or objects[o].back_loyalty is not None for o in chain):
        raise (at / "as_copy_of").error(f"{y!r} may itself be a copy, and how the copy enters (counters, tapped, "
                                        "loyalty: 707.5) would depend on what it copies then: not supported")
