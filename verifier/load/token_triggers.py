"""A trigger on creating tokens (111.1-111.2, 603.2): `when = "you create a token"`, for a text "Whenever you
create a token" (or "a <kind> token": its `of`, what each token must be): it triggers once for each token a
resolution creates under its source's controller's control (a trigger's or a spell's: objects `created_by` it),
never for a token put onto the battlefield without being created (a copy of a permanent spell resolving into one,
707.10f).  Refused with the line: the text without the key or the key without it, "one or more" (one instance
for a whole event, 603.2c's exception, not modelled), and a scenario whose embalm, eternalize or copy_card
events create tokens (those events are not read as creating for it)."""
from __future__ import annotations

import re
from typing import Optional

from verifier.load.files import At
from verifier.model import TOKEN_CREATED, Scenario

SAYS = re.compile(r"^\s*whenever you create (?:a|an) (?:[\w-]+ )*?token\b", re.I)
_ANY = re.compile(r"^\s*whenever (?:you create|[^,]*\btokens? (?:is|are) created)\b", re.I)


def check_trigger(at: At, table: dict, ability: str, sc: Scenario) -> None:
    """The key and the text agree, and the scenario's tokens are created by resolutions only."""
    keyed = table["when"] == TOKEN_CREATED
    if keyed != bool(SAYS.search(ability)) or not keyed and _ANY.search(ability):
        raise (at / "when").error(f"trigger {table['id']!r}: {ability!r} is read with when = \"{TOKEN_CREATED}\" "
                                  "only for \"Whenever you create a [<kind>] token\" (111.1, 603.2), once for each "
                                  "token; \"one or more\" and another player's tokens are not modelled")
    if keyed and any(p.copies_card for e in sc.effects.values() for p in e.parts):  # (702.128a, 702.129a, 707.2)
        raise (at / "when").error(f"trigger {table['id']!r}: tokens made by embalm, eternalize or copy_card events "
                                  "are not read as created for it (111.1): not modelled beside them")


_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
# 111.1: "create two 1/1 green Insect creature tokens": a fixed number of tokens, in one create clause
_CREATE = re.compile(r"\bcreates? (?:[A-Z][\w' -]*, )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) "
                     r"[^.]*?\btokens?\b", re.I)


def number_said(ability: str) -> Optional[int]:
    """The fixed number of tokens a text creates, where it has one sentence that creates, with one create
    clause naming a number (or a named token: "create Marit Lage, a legendary ... token") and no amount of
    its own in that sentence ("for each", "X", "that many", "equal to"); None otherwise (not read)."""
    ability = re.sub(r'"[^"]*"', '""', ability)  # (a quoted ability the tokens have is theirs, not a count: 113.2c)
    sentences = [s for s in re.split(r"(?<=\.)\s+", ability) if re.search(r"\bcreates?\b", s, re.I)]
    if len(sentences) != 1 or re.search(r"\bfor each\b|\bX\b|\bthat many\b|\bequal to\b", sentences[0]):
        return None
    found = _CREATE.search(sentences[0])
    if found is None or len(re.findall(r"\bcreates?\b", sentences[0], re.I)) != 1:
        return None
    # each kind of its clause: "a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink" (two)
    kinds = [found[1]] + re.findall(r"\band (a|an|one|two|three|four|five|\d+) [^.]*?\btokens?\b",
                                    sentences[0][found.end():], re.I)
    return sum(int(w) if w.isdigit() else _NUMBERS[w.lower()] for w in kinds)
