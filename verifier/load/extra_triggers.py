"""603.2d: an ability making triggered abilities trigger additional times ("If an artifact or creature entering the
battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional
time"), which the model keeps by its text and does not follow: a history beside it, whose triggers it could repeat,
is refused with its first event's line."""
from __future__ import annotations

from typing import List

from verifier.load.files import At
from verifier.load.gamerules import refuse_history_beside
from verifier.model import Scenario
from verifier.model.unfollowed import TRIGGER_RULES


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """No history (nor a search's events) beside an ability that makes abilities trigger additional times."""
    refuse_history_beside(root, tables, sc, TRIGGER_RULES, "makes triggered abilities trigger additional times "
                                                           "(603.2d), which a history's triggers do not follow")
