"""What an instant's or sorcery's text says it does as it resolves beyond its [[effect]]s, read
here: exiling itself ("Exile Part the Waterveil.", 608.2c: instead of its graveyard, 608.2n) and
an extra turn (500.7: kept by its text, which no history may go past)."""
from __future__ import annotations

import re
from typing import Tuple

EXTRA_TURN = re.compile(r"\bextra turns?\b", re.I)  # 500.7


def exiles_itself(name: str, abilities: Tuple[str, ...]) -> bool:
    """608.2c, 608.2n: whether the spell's text exiles the spell itself as it resolves ("Exile ~."
    or "Exile <its name>."): its card then goes to exile, not to its graveyard, when it resolves."""
    itself = re.compile(r"(?:^|[.;]\s*)Exile (?:~|this spell|%s)\." % re.escape(name))
    return any(itself.search(a) for a in abilities)
