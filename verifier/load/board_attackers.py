"""An object a board states attacking (`attacking = true`) is an attacking creature (506.3, 508.1a:
only a creature is declared an attacker; 506.4: a permanent that stops being a creature is removed
from combat).  One whose printed card is no creature, neither face down (708.2a) nor made one by an
effect the scenario has (a type set or added in layer 4, a copy in layer 1), is refused with its line
rather than shown attacking (round W's audit: a noncreature Ebony Fly and a Forest were accepted)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At
from verifier.model import Scenario


def check(at: At, tables: List[dict], sc: Scenario) -> None:
    """Each object stated attacking may be a creature as the board begins."""
    animating = [e for e in sc.effects.values() if any(
        "creature" in p.add_types or "creature" in (p.set_types or ()) or p.copy_of is not None for p in e.parts)]
    for i, table in enumerate(tables):
        o = sc.objects.get(table.get("id"))
        if not table.get("attacking") or o is None or o.face_down or \
                any(not e.affects.objects or o.id in e.affects.objects for e in animating):  # (one naming it, or a set)
            continue
        if not any("creature" in f.types for f in o.faces):
            raise (at / i / "attacking").error(
                f"{o.id!r} is no creature and no effect of the scenario makes it one: only a creature attacks "
                "(506.3, 508.1a, 506.4)")
