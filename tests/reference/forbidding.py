"""What effects forbid (101.2: "can't" beats "can"), read from the Comprehensive Rules apart from
`verifier.rules`: a resolved effect in force (begun, not ended) naming a player forbids that player
casting instant and sorcery spells (601.3) or activating abilities that aren't mana abilities
(605.1a), from any zone; a static ability of a permanent that chose a card name as it entered
(614.12) forbids every player casting spells with that name, or activating the abilities that aren't
mana abilities (605.1a) of a source with that name in any zone (Pithing Needle), while the permanent
is on the battlefield with it (101.2); an object's name is its card's (no copy effect here).  Other
static abilities that forbid, its forbidding of land plays (no land is played here), and a
forbidding of objects' {T} abilities, are not modelled here (`Unsupported`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from verifier.model import Scenario
from verifier.model.effects import ACTIVATE_NAMED, ACTIVATE_TAP, CAST_NAMED

from .layers import Unsupported

if TYPE_CHECKING:
    from .simulator import Game


def check_forbids(sc: Scenario) -> None:
    """Refuse what this reference does not read."""
    copies = any(p.layer.startswith("1") for e in sc.effects.values() for p in e.parts)
    for e in sc.effects.values():
        if e.static and set(e.forbids) <= {CAST_NAMED, ACTIVATE_NAMED} and sc.objects[e.source].chosen is not None \
                and not (copies and ACTIVATE_NAMED in e.forbids):
            continue
        if e.forbids and (e.static or e.player is None or ACTIVATE_TAP in e.forbids):
            raise Unsupported(f"the forbidding of {e.id}")


def forbidden(g: "Game", player: str, what: str) -> bool:
    """Whether an effect in force now forbids `player` what (one of verifier.model.effects.FORBIDS)."""
    return any(what in a.effect.forbids and a.effect.player == player for a in g.running.values())


def named_forbidden(g: "Game", name: str) -> bool:
    """Whether a permanent on the battlefield now has a static ability forbidding casting spells
    with the name it chose as it entered, and that name is `name` (101.2, 614.12)."""
    views = g.views()
    return any(e.static and CAST_NAMED in e.forbids and e.source in g.permanents and
               e.ability in views[e.source].abilities and g.sc.objects[e.source].chosen == name
               for e in g.sc.effects.values())


def source_forbidden(g: "Game", oid: str) -> bool:
    """Whether a permanent on the battlefield now has a static ability forbidding every player
    activating the abilities that aren't mana abilities of sources with the name it chose as it
    entered, and oid, wherever it is, has that name (101.2, 614.12; the caller asks it of
    abilities that aren't mana abilities only)."""
    views = g.views()
    return any(e.static and ACTIVATE_NAMED in e.forbids and e.source in g.permanents and
               e.ability in views[e.source].abilities and g.sc.objects[e.source].chosen == g.sc.objects[oid].printed.name
               for e in g.sc.effects.values())
