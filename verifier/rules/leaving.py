"""Where a permanent that leaves the battlefield goes (400.3, 614.1a, 614.6).

A resolution that returns a card "... If it would leave the battlefield, exile it instead of
putting it anywhere else" (unearth, 702.84a; Kheru Lich Lord) creates a replacement effect on
the new object it returns (400.7: that object only, so a later return of the card is free of
it): wherever that permanent would go from the battlefield, a graveyard, a hand or a library,
it is exiled instead (614.1a, 614.6: the modified event replaces the original one, so it is
never put into the graveyard and does not die, 700.4).  The effect is no ability of the
permanent (it is the resolution's), so removing its abilities leaves it (613.1f does not reach
it).  One object is exiled so by one such effect; two would be applied in an order its
controller chooses (616.1), which here changes nothing: each exiles it."""
from __future__ import annotations

from typing import Any, Optional

Value = Any


def destination(exiled_instead: frozenset, o: str, into: Optional[str]) -> Optional[str]:
    """The zone o goes to as it leaves the battlefield for `into` (None: a zone the history
    does not say): exile where a replacement effect of `exiled_instead` applies to it (614.6)."""
    return "exile" if o in exiled_instead and into is not None else into


def dies(exiled_instead: frozenset, o: str, into_graveyard: Value) -> Value:
    """Whether o leaving the battlefield for a graveyard (`into_graveyard`) dies (700.4): not
    where it is exiled instead (614.6: it never goes there)."""
    return False if o in exiled_instead else into_graveyard
