"""Protection in the reference's histories (702.16), written from the Comprehensive Rules apart from
`verifier.rules`: "protection from <card type, in the plural>" (702.16a) or "from everything"
(702.16j).  Damage a source with the quality would deal to the permanent is prevented (702.16e); as an
attacker it can't be blocked by a creature with the quality (702.16f).  The reference's views carry no
colours: protection from a colour, or any other quality, is refused (`Unsupported`)."""
from __future__ import annotations

from .layers import Unsupported, View

_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment", "lands": "land",
          "planeswalkers": "planeswalker"}


def protects(holder: View, source: View) -> bool:
    """Whether a protection of `holder` has a quality `source` has (702.16a, 702.16j)."""
    out = False
    for a in holder.abilities:
        if not a.startswith("protection from "):
            continue
        q = a[len("protection from "):]
        if q == "everything":
            out = True
        elif q in _TYPES:
            out = out or _TYPES[q] in source.types
        else:
            raise Unsupported(f"protection from {q}")
    return out
