"""Counted static lines phase.rs read as fixed for a comma alone: "Equipped creature gets
+1/+1 for each counter on it, and has trample and lifelink." is parsed as a flat +1/+1, while
the same words without the comma before "and has" are parsed as the count they say (613.4c:
the amount is counted as the effect applies).  The line is parsed again without that comma, and
the second parse is taken only where it says the same thing but the amounts: one continuous
ability on the same objects, under the same condition, with the same other modifications, and
each flat +N read again as N for each (the amount the translator then reads, or refuses, as it
reads any counted line: `verifier.cards.amounts`)."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional

from verifier.cards import oracle

# "+1/+1 for each counter on it, and has trample": the comma before the keywords granted beside the counted bonus
_COMMA_AND = re.compile(r"(\bfor each [^,.\"]+), and (has|have)\b")
_FLAT = {"AddPower": "AddDynamicPower", "AddToughness": "AddDynamicToughness"}


def recount(face: Dict[str, Any], rec: Dict[str, Any]) -> Dict[str, Any]:
    """The face with each static ability phase.rs read as a flat bonus, in a line whose only
    difference from a counted parse is a comma before "and has", given that counted parse
    (the face itself where there is none)."""
    out = face  # (in place: `translate` passes a copy of its own)
    statics = out.get("static_abilities") or []
    for i, st in enumerate(statics):
        counted = _counted(st, rec)
        if counted is not None:
            statics[i] = {**st, "modifications": counted}
    return out


def _counted(st: dict, rec: dict) -> Optional[List[dict]]:
    """The counted modifications of one flat static ability, or None where its line has no
    such comma or the parse without it differs in anything but the amounts."""
    line = st.get("description") or ""
    mods = st.get("modifications") or []
    if st.get("mode") != "Continuous" or not _COMMA_AND.search(line) or line.count("for each") != 1 or \
            not any(m.get("type") in _FLAT for m in mods):
        return None
    again = oracle.face({**rec, "text": _COMMA_AND.sub(r"\1 and \2", line).replace("~", rec["name"])})
    found = again.get("static_abilities") or []
    if len(found) != 1 or found[0].get("mode") != "Continuous" or \
            any(found[0].get(k) != st.get(k) for k in ("affected", "condition", "characteristic_defining")):
        return None
    other = [m for m in found[0].get("modifications") or [] if m.get("type") not in _FLAT.values()]
    dynamic = [m for m in found[0].get("modifications") or [] if m.get("type") in _FLAT.values()]
    flat = [m for m in mods if m.get("type") in _FLAT and m.get("value") != 0]  # ("+1/+0": no toughness counted)
    if other != [m for m in mods if m.get("type") not in _FLAT] or \
            [_FLAT[m["type"]] for m in flat] != [m.get("type") for m in dynamic] or \
            any(_factor(d) != f.get("value") for f, d in zip(flat, dynamic)):
        return None
    return [*dynamic, *other]


def _factor(m: dict) -> Any:
    """How much a counted bonus gives for each one counted: +N/+N for each ... (1 unless multiplied)."""
    value = m.get("value") or {}
    return value.get("factor") if value.get("type") == "Multiply" else 1
