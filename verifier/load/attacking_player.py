"""What "creatures attacking you" reads (506.2, 508.1b): `attacking_player` in an affected set is an
attacking creature attacking that player, which the model tells only where it attacks nothing else. A
creature the scenario states attacking (`attacking = true`) says no more than that it attacks: beside a
planeswalker or a battle (one on the battlefield, or an effect that may make one) it may be attacking
that instead, so the affected set is refused, with the line of the object or effect that has it.  Beside
a history's attacks events it is refused as `attacking` is (`verifier.load.combat`)."""
from __future__ import annotations

from typing import List

from verifier.load.damage import planeswalker_beside
from verifier.load.files import At
from verifier.model import Filter, Scenario


def _reads(f: Filter) -> bool:
    return f.attacking_player is not None or any(_reads(g) for g in f.any_of)


def check(root: At, objects: List[dict], effects: List[dict], sc: Scenario) -> None:
    """506.2, 508.1b: `attacking_player` only where no planeswalker or battle may be attacked instead."""
    reading = next((e for e in sc.effects.values() if _reads(e.affects)), None)
    other = planeswalker_beside(sc, ("planeswalker", "battle")) if reading is not None else None
    if reading is None or other is None:
        return
    ids, eids = [t.get("id") for t in objects], [t.get("id") for t in effects]
    at = root / "object" / ids.index(reading.source) if reading.source in ids else \
        root / "effect" / eids.index(reading.id) if reading.id in eids else root
    raise at.error(f"the effect {reading.id!r} reads which creatures attack a player (attacking_player, 506.2), beside "
                   f"{other!r}, which is or may make a planeswalker or a battle: a creature stated attacking may be "
                   "attacking that instead (508.1b), which the model does not say")
