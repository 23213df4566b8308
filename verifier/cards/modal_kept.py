"""A modal activated or triggered ability of a permanent card (700.2: "{4}, {T}: Choose one." or
"Whenever ~ enters or attacks, choose one or both —", its modes the bulleted lines after it) whose
modes are not all read: the ability, its modes with it, kept by the text of its first line and
listed in the card's `not_followed`, as `_resolving_or_kept` keeps an ability whose resolution is
not read.  The object has it (113.1); the loader refuses every use of what it does
(`verifier.load.unread`: an activation, `can_activate`, a [[trigger]] table or an [[effect]] of it)
and a history going past a point where it may have triggered (603.2, 603.3,
`verifier.load.unsaid_triggers`, which reads the trigger condition from that first line).  Never a
spell's modes (a spell's instructions are read or refused, 608.2c), a loyalty ability's (606) nor
one where a mode adds mana (605.1a, 106.7: what a permanent could produce)."""
from __future__ import annotations

import re
from itertools import takewhile
from typing import List, Optional

from verifier.cards.refusal import short

# 700.2: "choose one —", "Choose one.", "choose one or both —", "choose one or more —", "choose two —", after an
# activated ability's cost (602.1) or a trigger condition (603.1); a restriction on activating may follow (602.5)
_HEADER = re.compile(r"(?:[^\"\[\]]+?: |(?:When|Whenever|At) [^\"]+?, )[Cc]hoose (?:one|two|three|one or both|"
                     r"one or more|up to (?:one|two|three)|any number)(?: —|\.)(?: Activate only [^.\"]+\.)?")
_ADDS_MANA = re.compile(r"\badds?\b[^.]*?(?:\{[WUBRGCSX\d]\}|\bmana\b)", re.I)


def modes(lines: List[str], line: str, bare: str) -> Optional[List[str]]:
    """The bulleted mode lines after `line` (`bare`: without its reminder text) if it is a modal ability's first line
    and no line of it adds mana; else None."""
    if not _HEADER.fullmatch(bare) or line not in lines:
        return None
    bullets = list(takewhile(lambda after: after.startswith("•"), lines[lines.index(line) + 1:]))
    if not bullets or any(_ADDS_MANA.search(said) for said in [bare, *bullets]):
        return None
    return bullets


def note(header: str, why: str) -> str:
    """What is not followed of the modal ability kept by its text."""
    uses = ("a [[trigger]] table or an [[effect]] of it, and a history going past a point where it may have "
            "triggered (it waits on the stack, 603.3)") if re.match(r"(?:When|Whenever|At)\b", header) else \
        "an [[ability]] activating it, can_activate of it, or an [[effect]] of it"
    return (f"not followed: what the modal ability {short(header)!r} does as it resolves, its modes (700.2) kept "
            f"with it ({why}): kept by its text (the card's not_followed), the loader refuses {uses}")
