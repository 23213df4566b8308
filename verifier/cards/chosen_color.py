"""A static ability's affected set "of the chosen color" (`filters.affects`: colors = ["chosen"]) is
read only on a card that chooses one colour as its permanent enters (614.12: "As ~ enters, choose a
color."), the choice the object's `chosen` states; a choice made otherwise (at each upkeep, of several
colours, of a colour "other than" one, which `chosen` would not check) is refused."""
from __future__ import annotations

import json
import re
from typing import List, Optional

from verifier.model import CHOSEN

# 614.12: the one choice of a colour as it enters, with no limit on which
_CHOOSES_A_COLOR = re.compile(r"^As (?:~|this [a-z]+|it) enters(?: the battlefield)?, choose a color\.?$")
_OTHER_CHOICE = re.compile(r"\bchoose (?:a|two|three|one or more) colors?\b", re.I)


def uses(static_tables: List[dict]) -> bool:
    """Whether a static table's affected set names the colour chosen."""
    return any(CHOSEN in (t.get("affects") or {}).get("colors", ()) or
               CHOSEN in json.dumps((t.get("affects") or {}).get("any_of", [])) for t in static_tables)


def refusal(lines: List[str], static_tables: List[dict]) -> Optional[str]:
    """Why the card's statics "of the chosen color" are not read (None where they are, or where it has
    none): `lines` are the card's Oracle lines with its name as "~"."""
    if not uses(static_tables):
        return None
    plain = [line for line in lines if _CHOOSES_A_COLOR.match(line.strip())]
    others = [line for line in lines if _OTHER_CHOICE.search(line)]
    if len(plain) == 1 and len(others) == 1:
        return None
    return "an affected set of the chosen color (105.1) on a card that does not choose one colour as it enters " \
           "(614.12: \"As ~ enters, choose a color.\") not translated"
