"""A second bonus on its own line, under a condition at its end: "Threshold — Enchanted creature
gets an additional +2/-2 as long as there are seven or more cards in your graveyard."  phase.rs
finds no ability in it (it reads the same words with the condition first, "As long as C,
enchanted creature gets an additional +1/+0").  "Additional" says this effect applies beside the
other one, and layer 7c's changes add up (613.4c): it is the same continuous effect as the
sentence without "an additional", which phase.rs reads.  The line is parsed again without those
two words and that parse is given the line's own description (the translator then reads it, or
refuses it, as any static line: its condition, the ability word dropped, 207.2c, and `coverage`
checks every word of the line against it)."""
from __future__ import annotations

import re
from typing import Any, Dict, Iterator

from verifier.cards import oracle

# 613.4c: "[Ability word — ]Enchanted creature gets an additional +N/+N as long as C." (and "Equipped creature")
_ADDITIONAL = re.compile(r"(?P<head>(?:[A-Z][\w' ]+ — )?(?:Enchanted|Equipped) creature gets )an additional "
                         r"(?P<tail>[+-]\d+/[+-]\d+ as long as [^.]+\.)")


def additional(face: Dict[str, Any], rec: Dict[str, Any]) -> Dict[str, Any]:
    """The face with each line of that form given the parse of its words without "an
    additional" (the face itself where there is none, or where that parse is not one
    continuous ability under a condition)."""
    described = {s.get("description") for s in face.get("static_abilities") or []}
    out = face  # (in place: `translate` passes a copy of its own)
    for line in _lines(rec.get("text") or ""):
        said = _ADDITIONAL.fullmatch(line)
        if said is None or line in described:
            continue
        parsed = oracle.face({**rec, "text": said["head"] + said["tail"]}).get("static_abilities") or []
        if len(parsed) == 1 and parsed[0].get("mode") == "Continuous" and parsed[0].get("condition") is not None:
            out.setdefault("static_abilities", []).append({**parsed[0], "description": line})
    return out


def _lines(text: str) -> Iterator[str]:
    return (line.strip() for line in text.splitlines())
