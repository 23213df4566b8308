"""A static line that replaces a permanent's dying, its destruction or a card's being put into a
graveyard (614.1a, 700.4, 701.8a): "If a nontoken creature would die, exile that card with a blood
counter on it instead", "If enchanted land would be destroyed, instead sacrifice this Aura and ...".
The model does not follow it: the line is kept by its text with a note, and the guards reading its
words (`unfollowed.LEAVING_INSTEAD`) refuse a history beside it (`verifier.load.kept_leaving`) and a
board where a state-based action may put a permanent into a graveyard (`verifier.rules.kept_leaving`),
the only ways a permanent leaves the battlefield the model follows."""
from __future__ import annotations

import re
from typing import Any, Optional

from verifier.model.unfollowed import LEAVING_INSTEAD

# 614.1a: one sentence, "If [what] would [die | be destroyed | be put into a graveyard ...], ... instead ...", after an
# ability word (207.2c) or an "As long as" condition (a second sentence, which may be another ability, is not read)
_FORM = re.compile(r"(?:[A-Z][\w' ]+ \u2014 )?(?:As long as [^,.]+, )?If [^.]+? would (?:die|be destroyed|"
                   r"be put into [^.,]*\bgraveyards?\b(?: from [^.,]+)?), [^.]*\binstead\b[^.]*\.")
# phase.rs's events of such a replacement: a zone change (not onto the battlefield, 614.1c, read elsewhere) or a
# destruction
_EVENTS = ("Moved", "Destroy")

NOTE = ("replaces a permanent's dying, destruction or going to a graveyard (614.1a, 700.4), which is not followed: "
        "the loader refuses a history, and a board where a state-based action may put a permanent into a graveyard "
        "(704.3), in a scenario with it")


def kept(line: str, face: dict, norm: Any) -> Optional[str]:
    """The note for such a line (`line` as `norm` gives it) where phase.rs read it as one
    replacement of those events and the loader's guards read its words; else None."""
    found = [r for r in face.get("replacements") or [] if norm(r.get("description")) == line]
    if not found or any(r.get("event") not in _EVENTS or r.get("destination_zone") == "Battlefield" for r in found):
        return None
    return NOTE if _FORM.fullmatch(line) and LEAVING_INSTEAD.search(line) else None
