"""What an instant's or sorcery's own text does as it resolves that is kept by its text, not
followed (608.2c), where a history resolves it: an extra turn (500.7: a `turn` event after it
would begin the wrong player's turn) and cards drawn (121.1: where the scenario has cards in a
library, or counts cards in a zone, what is drawn matters).  Each is refused with its line."""
from __future__ import annotations

import re
from typing import List

from verifier.load.files import At
from verifier.model import Scenario
from verifier.rules.spell_text import EXTRA_TURN

DRAWS = re.compile(r"\bdraws? (?:a|an|one|two|three|four|five|\w+) cards?\b|\bdraw cards\b", re.I)  # 121.1


def _texts(sc: Scenario, s: object) -> List[str]:
    """The abilities of the instant or sorcery s (none for anything else)."""
    if s not in sc.objects or not {"instant", "sorcery"} & set(sc.objects[s].printed.types):
        return []
    return list(sc.objects[s].printed.abilities)


def check(root: At, tables: List[dict], sc: Scenario, counts_zones: bool) -> None:
    """500.7: no `turn` event after the resolution of a spell whose text gives an extra turn;
    121.1: no resolution of a spell whose text draws cards where the scenario has cards in a
    library or counts cards in a zone (`counts_zones`)."""
    library = any(o.in_library or o.zone == "library" for o in sc.objects.values())
    gives = None
    for i, table in enumerate(tables):
        texts = _texts(sc, table.get("resolves"))
        if any(DRAWS.search(a) for a in texts) and (library or counts_zones) and "cards_drawn" not in table:
            # (one whose draw is followed says how many: `verifier.load.spell_draws`)
            raise (root / i / "resolves").error(f"{table['resolves']!r} draws cards as it resolves (121.1), which "
                                                "is not followed beside cards in a library or a count of a zone")
        if any(EXTRA_TURN.search(a) for a in texts):
            gives = gives or table["resolves"]
        elif "turn" in table and gives is not None:
            raise (root / i / "turn").error(f"{gives!r} gave an extra turn as it resolved (500.7), which is not "
                                            "followed: no turn may begin after it")
