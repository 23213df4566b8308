"""What "Enchanted creature gets +2/+2 for each Aura attached to it" (Auramancer's Guise) and
"Equipped creature gets +1/+0 for each Equipment attached to it" (Golem-Skin Gauntlets) give,
written from the Comprehensive Rules apart from `verifier.rules`: each Aura or Equipment is
attached to one creature (301.5, 303.4); "it" is that creature, so each such ability counts the
Auras (or Equipment) attached to its own host, itself among them (its rulings), and the
modifications add up (613.4c)."""
from __future__ import annotations

from typing import Dict, List, Tuple

# kind: (its subtype, power per counted one, toughness per counted one, the subtype it counts)
KINDS = {"guise": ("Aura", 2, 2, "Aura"), "gauntlets": ("Equipment", 1, 0, "Equipment"),
         "aura": ("Aura", 0, 0, None), "equipment": ("Equipment", 0, 0, None)}


def outcome(attached: List[Tuple[str, str]], base: Dict[str, Tuple[int, int]]) -> Dict[str, Tuple[int, int]]:
    """Each creature of `base` (its printed power and toughness) with the bonuses of `attached`,
    (kind, host) pairs of KINDS."""
    out = {}
    for creature, (power, toughness) in base.items():
        on = [KINDS[kind] for kind, host in attached if host == creature]
        for _, p, t, counts in on:
            n = sum(1 for subtype, *_ in on if subtype == counts)
            power, toughness = power + p * n, toughness + t * n
        out[creature] = (power, toughness)
    return out
