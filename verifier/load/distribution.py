"""Counters an instant or sorcery distributes as it resolves (608.2c): its card's
`distributes_counters = { "+1/+1" = "S" }`, read with its text "Distribute ... among any number of
creatures you control" (not targeted, 115.1: chosen as it resolves).  The rules:
`verifier.rules.distributing`."""
from __future__ import annotations

import re

from verifier.load.files import At

_TEXT = re.compile(r"\bdistribute\b[^.]*\bamong any number of creatures you control\b", re.I)


def read(at: At, card: dict, printed: object) -> tuple:
    """The card's (kind, n or "S") pairs: of one kind only, on an instant or sorcery whose text
    distributes among any number of creatures its controller controls; else refused."""
    said = card.get("distributes_counters")
    if not said:
        return ()
    if len(said) != 1 or not {"instant", "sorcery"} & set(printed.types) or \
            not any(_TEXT.search(a) for a in printed.abilities):
        raise (at / "distributes_counters").error(
            "distributes_counters is one kind of counter an instant or sorcery distributes \"among any number of "
            "creatures you control\" as it resolves (608.2c), as its text says; any other distribution is not "
            "modelled")
    return tuple(said.items())
