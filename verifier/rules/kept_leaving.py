"""A replacement of a permanent's dying, its destruction or its being put into a graveyard (614.1a,
700.4, 701.8a), kept by an ability's text and not followed (`unfollowed.LEAVING_INSTEAD`): on a
board, a state-based action is what would put a permanent into a graveyard (704.5f-m, 704.3), so
where one may, in some ordering the model permits, the scenario is refused rather than shown with
the permanent in its graveyard.  (A history beside one is refused as it loads, `verifier.load.gamerules`.)"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional

from verifier.errors import ModelError
from verifier.model import Scenario
from verifier.model.unfollowed import LEAVING_INSTEAD
from verifier.state import Vocabulary

Value = Any


def kept_rule(sc: Scenario) -> Optional[str]:
    """The first ability of sc, printed or granted, that is such a replacement; None if none is."""
    return next((a for a in Vocabulary.of(sc).abilities if LEAVING_INSTEAD.search(a)), None)


def refuse(sc: Scenario, left: Dict[str, Value], possible: Callable[[List[Value]], bool]) -> None:
    """Raise where a state-based action may put an object of sc into a graveyard (`left`, 704.3)
    beside a kept replacement of that event, which could change where it goes or whether it goes."""
    found = kept_rule(sc)
    if found is not None and possible(list(left.values())):
        gone = [o for o in sorted(left) if possible([left[o]])]
        raise ModelError(sc.path, 0, f"the ability {found!r} replaces a permanent's dying, destruction or going to a "
                                     f"graveyard (614.1a), which is not modelled, where a state-based action may put "
                                     f"one of {', '.join(gone)} into a graveyard (704.3)")
