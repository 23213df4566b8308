"""Damage in the reference's histories (120, 510, 704.5a, 704.5g-h), written from the Comprehensive
Rules apart from `verifier.rules`.

What damage does (120.3): dealt to a player, that player loses that much life (120.3a); dealt to a
planeswalker, that many loyalty counters are removed from it (120.3c); dealt to a creature, that much
damage is marked on it (120.3e); a source with lifelink gains its controller that
much life as well (120.3f, 702.15b); a creature dealt damage by a source with deathtouch is destroyed
at the next check of state-based actions (702.2b, 704.5h).  Damage to a permanent with protection
from a quality of its source is prevented (702.16e, `protection`).  A source that would deal 0 damage deals
none (120.8).  A source's abilities are read as it is, or as it last existed on the battlefield if it
left (702.2e, 702.15c).

Damage marked on a permanent stays until the cleanup step (120.6, 514.2), even if it stops being a
creature; a permanent that leaves the battlefield takes none with it (400.7: a new object if it
returns).  A `Permanent` keeps its marked damage and whether a source with deathtouch dealt it damage
since the last check (`Permanent.damage`, `Permanent.deathtouched`); `Game.lost` the players who lost.

Combat damage (510) is in `combat.damage_step`: it builds the hits and deals them here, at once."""
from __future__ import annotations

from typing import TYPE_CHECKING, Dict, List, Tuple

from verifier.model import Event

from .layers import Impossible, View
from .protection import protects

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game

PLAYERS = ("you", "opponent")
Hit = Tuple[View, str, int]  # (the source as it deals the damage, a player or a permanent, how much)


def deal(g: "Game", hits: List[Hit]) -> None:
    """120.2-120.4: the damage of `hits`, dealt at once, processed into its results (120.3)."""
    for source, target, n in hits:
        if n <= 0:  # 120.8: a source that would deal 0 damage deals none
            continue
        if target not in PLAYERS and protects(g.view(target), source):  # 702.16e: prevented, all of it
            continue
        if target in PLAYERS:  # 120.3a: no infect here
            g.life[target] -= n
        else:
            p, types = g.permanents[target], g.view(target).types
            if "planeswalker" in types:  # 120.3c, 306.8: that many loyalty counters removed
                p.counters["loyalty"] = max(0, p.counters.get("loyalty", 0) - n)
            if "creature" in types:  # 120.3e: no wither or infect here
                p.damage += n
                if "deathtouch" in source.abilities:  # 702.2b (704.5h at the next check)
                    p.deathtouched = True
        if "lifelink" in source.abilities:  # 120.3f, 702.15b
            g.life[source.controller] += n


def noncombat(g: "Game", e: Event) -> None:
    """A `deals` event: `e.what` deals `e.amount` noncombat damage to `e.to`, a player or a creature
    on the battlefield (120.1, 120.1a); the source as it is, or its last known information (702.2e,
    702.15c)."""
    if e.to not in PLAYERS:
        if e.to not in g.permanents or not {"creature", "planeswalker"} & set(g.view(e.to).types):  # 120.1a
            raise Impossible(f"{e.to} is no creature or planeswalker on the battlefield to be dealt damage")
    deal(g, [(g.view(e.what), e.to, e.amount)])


def cleanup(g: "Game") -> None:
    """514.2, 120.6: all damage marked on permanents is removed."""
    for p in g.permanents.values():
        p.damage = 0


def destroyed(g: "Game", views: Dict[str, View]) -> List[str]:
    """704.5g-h: each creature with toughness above 0 and lethal damage marked on it (some, at least
    its toughness), or dealt damage by a source with deathtouch since the last check, is destroyed;
    not one with indestructible (702.12b)."""
    out = []
    for o, v in views.items():
        p = g.permanents[o]
        if "creature" in v.types and v.toughness > 0 and "indestructible" not in v.abilities and \
                (0 < p.damage >= v.toughness or p.deathtouched):
            out.append(o)
    return out


def checked(g: "Game") -> bool:
    """704.3: the check is done: what deathtouch dealt is forgotten (704.5h "since the last time");
    704.5a, 104.3b: a player with 0 or less life loses.  Whether a player lost now."""
    for p in g.permanents.values():
        p.deathtouched = False
    now = {p for p in PLAYERS if g.life.get(p, 20) <= 0} - g.lost
    g.lost |= now
    return bool(now)
