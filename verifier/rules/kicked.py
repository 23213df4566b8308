"""What a kicked permanent does (702.33d-e): the two forms read off its card's text, and
whether a permanent was kicked, read off the history.

"If this creature was kicked, it enters with N +1/+1 counters on it" is a replacement of how
it enters (614.1c), applied only if it has that ability as it would exist on the battlefield
(614.12).  "When this creature enters, if it was kicked, ..." is a trigger with an intervening
"if" (603.4).  Both are linked to its kicker ability (702.33e, 607.2): they ask whether the spell
that became this permanent was kicked as it was cast (702.33d).  A permanent put onto the
battlefield otherwise was never a kicked spell; a copy of a kicked spell is kicked (707.10: it
copies the choices made as the spell was cast), and so is the token it becomes (608.3f); a
permanent entering as a copy of a kicked one copies its text, not its being kicked (707.2)."""
from __future__ import annotations

import re
from typing import Any, Optional, Sequence, Tuple

_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_SELF = r"(?:this creature|this permanent|this artifact|~)"
# 614.1c: "If this creature was kicked, it enters with two +1/+1 counters on it."
COUNTERS = re.compile(rf"^If {_SELF} was kicked, it enters(?: the battlefield)? with (\w+) \+1/\+1 counters? on "
                      r"it\.?$", re.I)
# 603.4: "When this creature enters, if it was kicked, ..."
TRIGGER = re.compile(rf"^When {_SELF} enters(?: the battlefield)?, if it was kicked, \S", re.I)
# any other text asking whether its object was kicked (702.33e-f)
ASKS = re.compile(r"\bwas kicked\b|\bif (?:it|this \w+|~) was kicked\b", re.I)


def _named(text: str, name: Optional[str]) -> str:
    """The text with its card's name written ~ (201.4b: a card's name in its text means itself)."""
    return re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", "~", text) if name else text


def counters(text: str, name: Optional[str] = None) -> Optional[int]:
    """How many +1/+1 counters the text gives its permanent if kicked (614.1c), if it is that form."""
    m = COUNTERS.match(_named(text, name))
    return None if m is None or m.group(1).lower() not in _N and not m.group(1).isdigit() else \
        _N.get(m.group(1).lower()) or int(m.group(1))


def is_trigger(text: str, name: Optional[str] = None) -> bool:
    """Whether the text is an enters trigger whose intervening "if" asks whether it was kicked (603.4)."""
    return TRIGGER.match(_named(text, name)) is not None


def unread(abilities: Sequence[str], name: Optional[str]) -> Optional[str]:
    """The first of a permanent card's abilities asking whether it was kicked in a form not read
    here ("... and with trample", "kicked with its {R} kicker", 702.33f), if any."""
    return next((a for a in abilities if ASKS.search(a) and counters(a, name) is None and not is_trigger(a, name)),
                None)


def kicked_counters(abilities: Sequence[str], name: Optional[str]) -> Tuple[Tuple[str, int], ...]:
    """Each ability text -> the counters it gives if kicked, for the abilities of that form."""
    return tuple((a, n) for a in abilities for n in [counters(a, name)] if n is not None)


def spell_kicked(h: Any, s: str) -> bool:
    """702.33d, 707.10: whether the spell s was kicked: its cast chose to pay its kicker cost,
    or, of a copy, the spell it copies was kicked."""
    q = h.casts().get(s)
    if q is None:
        return False
    e = h.events[q - 1]
    return e.kicked if e.kind == "cast" else e.kind == "copy_spell" and spell_kicked(h, e.what)


def entered_kicked(h: Any, o: str, p: int) -> bool:
    """Whether the permanent o, at point p, was a kicked spell: the last event up to p that put it
    onto the battlefield was that spell resolving (608.3), and it was kicked; one put there by
    anything else is a new object that was never cast (400.7)."""
    last = next((e for e in reversed(h.events[:p]) if o in e.entering), None)
    return last is not None and last.part(o).from_stack and spell_kicked(h, o)
