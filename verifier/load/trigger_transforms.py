"""A [[trigger]] that transforms its source: `transforms = "x"`, x its source ("transform
Cryptolith Fragment", 701.27a).  Each `resolves` event of it is followed by a `transform` of x
that the resolution does (`Event.by_effect`): x turns over only if the ability does something
then (its intervening "if" still true, 603.4) and x is still on the battlefield (400.7), and if it
can transform at all (701.27c: a transforming double-faced card; `verifier.rules.faces`).  The
faces a history gives are decided event by event, so where whether it transforms depends on the
ordering or a choice, the scenario is refused as it is checked.  Refused as the file is read: a
`transforms` of another permanent than its source, beside a text that transforms nothing, and a
resolution in a group or among a search's events."""
from __future__ import annotations

from typing import List, Optional

from verifier.load.files import At
from verifier.load.trigger_followers import follow
from verifier.model import Event


def check(at: At, table: dict, ability: str) -> None:
    """701.27a: what a [[trigger]]'s `transforms` may say."""
    if "transforms" not in table:
        return
    if table["transforms"] != table["source"]:
        raise (at / "transforms").error(f"{table['transforms']!r} is not the trigger's source: a trigger transforming "
                                        "another permanent is not modelled")
    if "transform" not in ability.lower():
        raise (at / "transforms").error(f"{ability!r} transforms nothing (701.27a)")


def expand(root: At, tables: Optional[List[dict]], events: List[Event], triggers: List[dict]) -> List[Event]:
    """The history with each resolution of a trigger with `transforms` followed by that transform."""
    def transform(at: At, e: Event, t: dict) -> List[Event]:
        return [Event("transform", t["transforms"], e.label, by_effect=True, second=True, line=e.line)]
    return follow(root, tables, events, triggers, "transforms", lambda what: (
        f"{what!r} transforms its source as it resolves, decided event by event (712.8): not in a group or among a "
        "search's events"), transform)
