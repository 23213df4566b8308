"""A sentence restricting the mana that may pay for an activated ability's own cost ("Spend
only mana of the chosen color to activate this ability", "Spend only black mana on X"): how
its cost may be paid (602.2b, 601.2h), not what it does as it resolves.  Read where phase.rs's
parse carries it on the ability (`activation_mana_payment_restriction`), said not followed in a
note, and kept in the ability's text, where the loader's guard reads it as a restriction on
activating it (`verifier.rules.costs.restrictions`: an activation of it, in a history or by
can_activate, is refused)."""
from __future__ import annotations

import re
from typing import List, Tuple

from verifier.cards.refusal import short

_OWN_PAYMENT = re.compile(r"\s*Spend only (?:mana of the chosen colou?r|(?:white|blue|black|red|green|colorless) mana) "
                          r"(?:to activate this ability|on X)\.")


def taken_out(text: str, parsed: dict) -> Tuple[str, List[str]]:
    """The ability's text without that sentence, where its parse has the restriction, and the note
    saying it is not followed."""
    if not parsed.get("activation_mana_payment_restriction") or not _OWN_PAYMENT.search(text):
        return text, []
    return _OWN_PAYMENT.sub("", text), [
        f"not followed: what mana may pay for activating {short(text.strip())!r} (602.2b, 601.2h): kept by its text, an "
        "activation of it (a history's, or can_activate) is refused"]
