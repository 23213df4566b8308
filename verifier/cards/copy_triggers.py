"""A triggered ability phase.rs found no ability in whose last instruction creates a token that's
a copy of the object that triggered it ("Whenever another nontoken creature you control dies, exile
it. If you do, create a token that's a copy of that creature, except it's a Spirit in addition to its
other types ..."), kept by its text.  The copy is of an object it does not target (707.2, its last
known information, 608.2h), which the model does not follow: the loader refuses a [[trigger]] table
whose history creates that token (`verifier.load.trigger_copies`) or leaves out an instruction its
text gives (`verifier.load.trigger_text`), so a history resolves the ability only where everything
it does is optional and left undone (603.5), and otherwise leaves it waiting on the stack once it
may have triggered (`verifier.load.unsaid_triggers`).  Its exceptions (707.9b) are the token's alone.
Read only where the words before the copy are no others that may change characteristics, control or
mana, and the copy ends the ability (no instruction after it, a quoted ability of the token aside)."""
from __future__ import annotations

import re
from typing import Optional

from verifier.cards.refusal import short
from verifier.cards.words import relevant

# 603.1: the trigger condition, the instructions before the copy, then the copy of the object it refers to, with its
# exceptions (707.9b) to the end of the ability
_COPY = re.compile(r"^(?:When|Whenever) (?P<condition>[^,\"]+), (?P<before>[^\"]*?)\b[Cc]reate a token that's a copy of "
                   r"(?:that creature|it)(?:, except (?P<except>.+?))?\.?$")


def kept(line: str) -> Optional[str]:
    """The note of a line of that form, kept by its text; None for any other."""
    m = _COPY.match(line)
    if m is None or relevant(m["condition"]) or relevant(m["before"]) or \
            "." in re.sub(r'"[^"]*"', "", m["except"] or "").rstrip("."):
        return None
    return note(line)


def note(line: str) -> str:
    """What the model does not follow of a triggered ability creating a copy of what it does not target."""
    return (f"not followed: {short(line)!r} creates a token that's a copy of an object it does not target (707.2, "
            "608.2h), with the exceptions its text says (707.9b): the loader refuses a [[trigger]] "
            "table creating it or leaving out an instruction its text gives, so a history resolves the ability only "
            "where all it does is optional and left undone (603.5), else leaves it waiting on the stack")
