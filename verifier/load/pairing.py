"""Creatures paired by soulbond (702.95), as a board states them: `paired_with` on one of the
two, checked here; the layer system reads the pair (`Evaluation._paired`).  A history could
pair creatures as they enter or unpair them (702.95a, 702.95e), which is not modelled: a
scenario with both is refused, and so is a history (or a search) beside an ability with soulbond,
with the line of its first event (`check_soulbond`)."""
from __future__ import annotations

import re
from typing import Dict, List

from verifier.load.files import At
from verifier.load.gamerules import refuse_history_beside
from verifier.model import GameObject, Scenario

SOULBOND = re.compile(r"^soulbond\b", re.I)  # 702.95a: the keyword, printed or granted


def check_pairs(root: At, tables: List[dict], objects: Dict[str, GameObject], sc: Scenario) -> None:
    """Each pair two creatures on the battlefield under one player's control (702.95a), each
    creature in one pair at most (702.95d), on a board only."""
    paired: Dict[str, str] = {}
    for i, table in enumerate(tables):
        if "paired_with" not in table:
            continue
        at, oid, other = root / i / "paired_with", table["id"], table["paired_with"]
        if other not in objects or other == oid:
            raise at.error(f"{oid!r} is paired with {other!r}, which is no other object of the scenario (702.95a)")
        for x in (oid, other):
            if objects[x].zone is not None:
                raise at.error(f"{x!r} is not on the battlefield: only creatures there are paired (702.95a)")
            if x in paired:
                raise at.error(f"{x!r} is paired with {paired[x]!r} already: a creature is paired with one other "
                               "only (702.95d)")
        if objects[oid].controller != objects[other].controller:
            raise at.error(f"{oid!r} and {other!r} have different controllers: paired creatures are controlled by "
                           "the player who paired them (702.95a, 702.95e)")
        paired.update({oid: other, other: oid})
    if paired and (sc.events or sc.search_events):
        raise (root / next(i for i, t in enumerate(tables) if "paired_with" in t) / "paired_with").error(
            "paired creatures are stated on a board: a history could pair creatures as they enter or unpair them "
            "(702.95a, 702.95e), which is not modelled")


def check_soulbond(root: At, tables: List[dict], sc: Scenario) -> None:
    """A history only where nothing has soulbond: its triggers pair creatures as one enters
    (702.95a), and the pair unpairs as either leaves or changes control (702.95e)."""
    refuse_history_beside(root, tables, sc, SOULBOND, "pairs creatures as one enters and unpairs them (702.95a, "
                                                      "702.95e), which a history could do")
