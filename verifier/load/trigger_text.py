"""A [[trigger]] table says what its ability does as it resolves (603, 608.2c), and it must not
leave out what the ability's text says it does: an instruction of the text that no key of the
table follows (damage dealt, tokens created, life gained or lost, a permanent destroyed, counters
put, a permanent tapped or untapped, an effect begun) refuses the table, naming it.  An optional
instruction ("you may") may have been left undone and is not asked for; an effect may be begun by
a `starts` event of an [[effect]] whose ability_of is the trigger's source (`carried`)."""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

from verifier.load.files import At

# what an instruction of a triggered ability's text says it does -> the keys of a [[trigger]] that follow it
_INSTRUCTIONS: List[Tuple[re.Pattern, Tuple[str, ...], str]] = [
    (re.compile(r"\bdeals? (?:\d+|X|that much) damage\b", re.I), ("deals",), "deals damage (120.1)"),
    (re.compile(r"\bcreates?\b[^.]*\btokens?\b", re.I), ("creates",), "creates tokens (111.1)"),
    (re.compile(r"\bcreates?\b[^.]*\btokens?\b[^.]*\battacking\b", re.I), ("tokens_attacking",),
     "creates a token that is attacking (508.4: put onto the battlefield attacking)"),
    (re.compile(r"\b(?:gain|gains|lose|loses) (?:\d+|X|that much) life\b", re.I), ("gain_life", "lose_life"),
     "changes a life total (119.3)"),
    (re.compile(r"(?<!can't be )\bdestroy\b", re.I), ("destroy", "destroy_attached_to"), "destroys (701.8a)"),
    (re.compile(r"\bput (?:a|an|one|two|three|four|five|\d+|X) [^.]*\bcounters? on\b", re.I),
     ("counters", "counters_on"), "puts counters (122.1)"),
    (re.compile(r"(?<![\w{])tap (?:target|it|that|this|enchanted|equipped)\b", re.I), ("taps",), "taps (701.26a)"),
    (re.compile(r"\buntap (?:target|it|that|this|enchanted|equipped)\b", re.I), ("untaps",), "untaps (701.26b)"),
    (re.compile(r"\bgets? [+-]\d+/[+-]\d+|\bgains? [a-z]+(?: and [a-z]+)? until end of turn\b", re.I), ("effects",),
     "begins an effect (611.2)"),
]


# instructions no key of a [[trigger]] table follows yet: the table is refused, naming them
_UNFOLLOWED: List[Tuple[re.Pattern, str]] = [
    (re.compile(r"\bat (?:the )?end of combat\b|\bat the beginning of the next (?:end step|upkeep)\b", re.I),
     "sets up a delayed triggered ability (603.7)"),
]
_DELAYED = _UNFOLLOWED[-1][0]
_OTHER_DELAYED = re.compile(r"\bat the beginning of the next upkeep\b", re.I)


def check_said(at: At, table: dict, ability: str, creates: tuple, carried: bool, delays: bool = False) -> None:
    """Each instruction of the ability's text, but an optional one, followed by a key of its table;
    one no key can follow (`_UNFOLLOWED`) refuses it; a delayed trigger it sets up "at the beginning
    of the next end step" is followed where a [[trigger]] says it (`delays`: created_by it, 603.7a)."""
    for pattern, what in _UNFOLLOWED:
        if pattern is _DELAYED and delays and not _OTHER_DELAYED.search(ability):
            continue
        if pattern.search(ability):
            raise at.error(f"trigger {table['id']!r}: its ability {ability!r} {what}, which the model does not "
                           "follow: not modelled yet")
    for sentence in re.split(r"(?<=\.)\s+", ability):
        if re.search(r"\byou may\b|\bif you do\b", sentence, re.I):
            continue
        for pattern, keys, what in _INSTRUCTIONS:
            given = any(k in table for k in keys) or "creates" in keys and bool(creates) or "effects" in keys and carried
            if pattern.search(sentence) and not given:
                raise at.error(f"trigger {table['id']!r}: its ability {ability!r} {what}, and the table says "
                               f"nothing of it (give {' or '.join(keys if keys != ('creates',) else ('objects created_by it',))}): "
                               "what a trigger does as it resolves is all its text says (608.2c)")


_CREATES = _INSTRUCTIONS[1][0]
_BEGINS = _INSTRUCTIONS[-1][0]
_CONDITION = re.compile(r"^\s*(?:when|whenever|at)\b[^,]*,", re.I)  # the trigger condition (603.1), not an instruction


def tokens_first(ability: str) -> Optional[bool]:
    """608.2c: whether the tokens the text creates exist before the effects it begins (their
    affected sets fixed then, 611.2c): True where every effect the text begins ("gets +1/+1",
    "gain haste until end of turn") comes after its last "create ... tokens", False where each
    comes before its first; None where the text does not tell (no effect found, or interleaved)."""
    text = _CONDITION.sub("", ability, count=1)
    made = [m.start() for m in _CREATES.finditer(text)]
    begun = [m.start() for m in _BEGINS.finditer(text)]
    if not made or not begun:
        return None
    if max(made) < min(begun):
        return True
    if max(begun) < min(made):
        return False
    return None
