"""A history beside a replacement of a permanent's dying, its destruction or its being put into a
graveyard (614.1a, 700.4, 701.8a), kept by an ability's text and not followed: its events may destroy,
sacrifice or move a permanent, or a state-based action after one may (704.3), and where it goes the
model would not say as the rule does; refused with the line of its first event.  (A board beside one:
`verifier.rules.kept_leaving`.)"""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.rules.kept_leaving import kept_rule


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """No event nor search events beside such an ability an object of sc may have."""
    if not sc.events and not sc.search_events:
        return
    found = kept_rule(sc)
    if found is not None:
        at = root / table_of(tables, 0, sc.events) if sc.events else At(root.file) / "scenario" / "search" / "events"
        raise at.error(f"the ability {found!r} replaces a permanent's dying, destruction or going to a graveyard "
                       "(614.1a, 700.4), which a history follows: not modelled yet")
