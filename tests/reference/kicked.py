"""What a kicked permanent does, in the reference (written from the Comprehensive Rules apart from
`verifier.rules`): 702.33d, a spell is kicked when its controller chose to pay a kicker cost as it
was cast; 707.10, a copy of a spell copies that choice; 702.33e, a permanent's abilities asking
whether it was kicked ask about the spell it was.  Two such abilities are read: "If this creature
was kicked, it enters with N +1/+1 counters on it" (614.1c) and the intervening "if" of "When this
creature enters, if it was kicked, ..." (603.4)."""
from __future__ import annotations

import re
from typing import Iterable

_COUNT = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_ENTERS_WITH = re.compile(r"if (?:this creature|it) was kicked, it enters with (one|two|three|four|five) \+1/\+1 "
                          r"counters? on it\.?", re.I)


def extra_counters(abilities: Iterable[str], name: str) -> int:
    """The +1/+1 counters a permanent entering from a kicked spell adds for its abilities, as it
    has them as it enters (614.12)."""
    total = 0
    for text in abilities:
        if text.startswith(f"If {name} was kicked"):  # (201.4b: its own name means itself)
            text = "If this creature" + text[len(f"If {name}"):]
        m = _ENTERS_WITH.fullmatch(text)
        total += _COUNT[m.group(1).lower()] if m else 0
    return total
