"""What "another Aura is attached to enchanted creature" (Face of Divinity) gives, written from
the Comprehensive Rules apart from `verifier.rules`: each Aura is attached to one creature
(303.4); a creature with a Face of Divinity attached gets +2/+2 from each (613.4c), and has first
strike while an Aura other than that Face is attached to it too (611.3a: "another" is any Aura but
the one whose ability it is, another Face of Divinity included)."""
from __future__ import annotations

from typing import Dict, List, Tuple


def outcome(auras: List[Tuple[str, str]], base: Dict[str, int]) -> Dict[str, Tuple[int, bool]]:
    """For each creature of `base` (its printed power): its power and whether it has first strike,
    given `auras` as (kind, host) pairs, kind "face" (Face of Divinity) or "plain" (an Aura that
    does nothing)."""
    out = {}
    for creature, power in base.items():
        on = [i for i, (_, host) in enumerate(auras) if host == creature]
        faces = [i for i in on if auras[i][0] == "face"]
        out[creature] = (power + 2 * len(faces), any(j != i for i in faces for j in on))
    return out
