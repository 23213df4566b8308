"""700.2: an activated ability whose effect is a choice among modes ("{1}{G}, {T}: Choose one —", its modes the
bulleted lines after it on its card, or after the dash on its own line).  Its activator chooses the mode as it is
activated (700.2a, 602.2b with 601.2b) and the targets of that mode only (601.2c); neither an [[ability]] table nor
`can_activate` reads modes, so each of them naming such an ability is refused with its line, rather than read as an
ability that targets nothing and does nothing (no mode dropped unsaid).  A modal triggered ability's mode is its
[[trigger]]'s `mode` (`verifier.load.trigger_modes`); a modal ability a card keeps unread is refused by
`verifier.load.unread` first."""
from __future__ import annotations

import re
from typing import Optional

# 700.2: "choose one —", "Choose one.", "choose one or both —", "choose two —", "choose up to one —", ...
_MODAL = re.compile(r"\s*choose (?:one|two|three|four|one or both|one or more|up to (?:one|two|three|four)|any number)"
                    r"(?:\s*[\u2014-]|\.)", re.I)


def refusal(text: str) -> Optional[str]:
    """Why an activated ability's text is not followed as an [[ability]] or in can_activate, if it is modal."""
    if _MODAL.match(text.partition(":")[2]) is None:
        return None
    return (f"{text!r} is modal (700.2): which mode its activator chose (700.2a, 602.2b) and that mode's targets "
            "(601.2c) and effect, written on the lines after it, are not read for an activated ability: not modelled")
