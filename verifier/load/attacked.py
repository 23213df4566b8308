"""What an attacking creature attacks (508.1b): `attacked = [...]` on an `attacks` event names the
players and planeswalkers it may attack, one of them its controller's choice; whether each is one it
may attack then is the rules' (506.2, 508.1b: `verifier.rules.attacked`).  Refused: the key on another
event, a name that is no player nor object, and trample over planeswalkers beside it (702.19c)."""
from __future__ import annotations

import re
from typing import Dict, List

from verifier.load.files import At, table_of
from verifier.model import GameObject, Scenario
from verifier.state import Vocabulary

PLAYERS = ("you", "opponent")
_OVER_WALKERS = re.compile(r"\btrample over planeswalkers\b", re.I)  # 702.19c


def check_attacked(at: At, table: dict, kind: str, objects: Dict[str, GameObject]) -> None:
    """508.1b: `attacked` goes with an `attacks` event and names players or objects of the scenario."""
    if "attacked" not in table:
        return
    if kind != "attacks":
        raise (at / "attacked").error("'attacked' names what an attacking creature attacks (508.1b): it goes with "
                                      "attacks")
    unknown = next((w for w in table["attacked"] if w not in objects and w not in PLAYERS), None)
    if unknown is not None:
        raise (at / "attacked").error(f"event names unknown object {unknown!r}: what a creature attacks is a player "
                                      "or a planeswalker (506.3)")


def check_walkers_attacked(root: At, tables: List[dict], sc: Scenario) -> None:
    """702.19c: trample over planeswalkers changes where a creature attacking a planeswalker assigns its
    damage: not modelled, so an `attacks` event naming what it attacks (given, or a search's) is refused
    beside it, with its line."""
    given = next((i for i, e in enumerate(sc.given_events) if e.kind == "attacks" and e.attacked), None)
    searched = any(e.kind == "attacks" and e.attacked for e in sc.search_events)
    over = next((a for a in sorted(Vocabulary.of(sc).abilities) if _OVER_WALKERS.search(a)), None)
    if over is None or given is None and not searched:
        return
    at = root / table_of(tables, given, sc.given_events) / "attacked" if given is not None else \
        At(root.file, ("scenario", "search"))
    raise at.error(f"the ability {over!r} (trample over planeswalkers, 702.19c) beside a creature attacking a "
                   "planeswalker is not modelled")
