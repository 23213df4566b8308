"""What effects forbid (101.2: "can't" beats "can"), read from the Comprehensive Rules apart from
`verifier.rules`: a resolved effect in force (begun, not ended) naming a player forbids that player
casting instant and sorcery spells (601.3) or activating abilities that aren't mana abilities
(605.1a), from any zone.  A static ability that forbids, and a forbidding of objects' {T} abilities,
are not modelled here (`Unsupported`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from verifier.model import Scenario
from verifier.model.effects import ACTIVATE_TAP

from .layers import Unsupported

if TYPE_CHECKING:
    from .simulator import Game


def check_forbids(sc: Scenario) -> None:
    """Refuse what this reference does not read."""
    for e in sc.effects.values():
        if e.forbids and (e.static or e.player is None or ACTIVATE_TAP in e.forbids):
            raise Unsupported(f"the forbidding of {e.id}")


def forbidden(g: "Game", player: str, what: str) -> bool:
    """Whether an effect in force now forbids `player` what (one of verifier.model.effects.FORBIDS)."""
    return any(what in a.effect.forbids and a.effect.player == player for a in g.running.values())
