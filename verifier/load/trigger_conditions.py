"""An intervening "if" (603.4) written in a [[trigger]]'s text is a condition of the ability: checked
as it triggers and again as it resolves.  The table states it (`if`, `if_it`, `state`), or a reader
of the rules does (whether it was kicked, 702.33e: `verifier.load.kicked_permanents`); a text with
one and a table without is refused with its line, never fired as if it had none (found beside the
kicked permanents of session 12: "if you control an artifact" gained life with none)."""
from __future__ import annotations

import re

from verifier.load.files import At

# 603.4: "When/Whenever/At [condition], if [condition], [effect]" (after an ability word, 207.2c)
INTERVENING = re.compile(r"^(?:[A-Z][\w' ,-]*? \u2014 )?(?:when|whenever|at)\b[^,]*,\s*if\b", re.I)
STATED_BY = ("if", "if_it", "state")


def check(at: At, table: dict, ability: str, read_by_rules: bool) -> None:
    """Refuses a trigger whose text has an intervening "if" that nothing states (module docstring)."""
    if read_by_rules or any(k in table for k in STATED_BY) or not INTERVENING.search(ability):
        return
    raise (at / "ability").error(
        f"trigger {table['id']!r}: {ability!r} has an intervening \"if\" (603.4), checked as it triggers and as it "
        "resolves: say it with if = \"...\" (an expression), or the trigger would fire without it")
