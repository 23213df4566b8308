"""What a history's life totals, losses and draws read is modelled (119, 104.3, 121): a rule of
a card that changes them (it can't gain life, can't lose the game, can't draw more than one
card each turn), kept by its text and not followed, refuses a history, with the line of its
first event."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import GAME_RULES
from verifier.state import Vocabulary


def check_game_rules(root: At, tables: List[dict], sc: Scenario) -> None:
    """A history only where no ability changes life gain, losing the game or drawing."""
    if not sc.events and not sc.search_events:
        return
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if GAME_RULES.search(a)), None)
    if rule is not None:
        at = root / table_of(tables, 0) if sc.events else At(root.file) / "scenario" / "search" / "events"
        raise at.error(f"the ability {rule!r} changes gaining life, losing the game or drawing cards (119.7, "
                       "104.3b, 121.1), which a history follows: not modelled yet")
