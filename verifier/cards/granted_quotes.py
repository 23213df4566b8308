"""Which quoted ability of a line a granted ability's parse is (113.1a: a granted ability is
the quoted text): the quote phase.rs's description matches (its "~" for the name the quote
may say), or the quote of a triggered ability with two trigger events that phase.rs read as
two abilities ("When this creature enters or leaves the battlefield, draw a card" as "When ~
enters, ..." and "When ~ leaves the battlefield, ..."): one ability, which triggers on either
event (603.2, 603.6), granted once by its quoted words."""
from __future__ import annotations

import re
from typing import List

from verifier.cards.words import norm

# "When(ever) ~ A or B, E": a trigger condition of two events joined by "or" (neither containing a comma)
_TWO_EVENTS = re.compile(r"(When(?:ever)? ~ )([^,]+?) or ([^,]+), (.+)")


def _is(description: str, quote: str) -> bool:
    """Whether phase.rs's description is the quote, "~" standing for whatever name it says."""
    return re.fullmatch(re.escape(norm(description.rstrip("."), "~")).replace(r"\~", ".+") + r"\.?",
                        norm(quote, "~")) is not None


def _half(description: str, quote: str) -> bool:
    """Whether the description is one event's half of a quoted trigger with two events."""
    two = _TWO_EVENTS.fullmatch(norm(quote.rstrip("."), "~"))
    return two is not None and any(_is(description, f"{two[1]}{event}, {two[4]}") for event in (two[2], two[3]))


def quoted(line: str, description: str, trigger: bool) -> List[str]:
    """The quotes of the line that the granted ability `description` is (a quote in a list
    ends with its comma, left off); for a trigger, also the quote it is one event's half of."""
    quotes = [q.rstrip(",") for q in re.findall(r'"([^"]+)"', line)]
    return [q for q in quotes if description and (_is(description, q) or trigger and _half(description, q))]
