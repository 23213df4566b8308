"""How many targets a phrase of an ability's text allows (115.1, 601.2c), written apart from
`verifier/rules`: a table of the number words before the word target, each to the fewest and
the most that may be chosen; None for the most: no bound ("any number of", 107.1c); None for
the whole: a number announced with the activation ("X", 601.2b) or not in the table."""
from __future__ import annotations

import re
from typing import Optional, Tuple

# the words before "target", as an ability says them -> (fewest, most)
COUNTS = {
    "": (1, 1),
    "one": (1, 1), "two": (2, 2), "three": (3, 3), "four": (4, 4), "five": (5, 5),
    "up to one": (0, 1), "up to two": (0, 2), "up to three": (0, 3), "up to four": (0, 4), "up to five": (0, 5),
    "one or two": (1, 2),
    "any number of": (0, None),
}


def allowed(text: str) -> Optional[Tuple[int, Optional[int]]]:
    """The fewest and most targets of the one phrase "<words> target ..." in `text` (its effect,
    after a cost's colon); None where the words are not in the table or the word target comes
    more than once."""
    effect = text.split(":", 1)[1] if ":" in text else text
    found = list(re.finditer(r"\btargets?\b", effect, re.I))
    if len(found) != 1:
        return None
    before = effect[:found[0].start()].lower().split()
    for size in (3, 2, 1):  # (the longest number said)
        if len(before) >= size and " ".join(before[-size:]) in COUNTS:
            return COUNTS[" ".join(before[-size:])]
    if before and before[-1] in ("x", "to", "of", "or", "up"):  # ("up to X", a number not in the table)
        return None
    return COUNTS[""]
