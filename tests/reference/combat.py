"""Attacks in the reference's histories (506-508), written from the Comprehensive Rules apart
from `verifier.rules`: the combat phase begins with its first step (a `step = "combat"` event,
506.1) and ends with the next step, turn or cleanup step (511.3, 514.2); the active player
declares attackers at once (508.1), each an untapped creature it controls, not sick unless it
has haste (302.6), without defender (702.3b), tapped unless it has vigilance (508.1f, 702.20b);
a creature stops attacking as it leaves the battlefield, stops being a creature or changes
controller (506.4).  Each attacks the defending player or a planeswalker that player controls, as
the attacking player chooses among what its event names (508.1b); a planeswalker stops being
attacked as it leaves, stops being a planeswalker or changes controller, and its attacker then
attacks nothing (506.4, 506.4c).  Combat damage steps (`step = "combat damage"`, 510) are steps of the phase; see
`damage_step` (and `_shielded`, an effect preventing the combat damage to and by a creature, 615.1a).

`Game.combat` is None outside a combat phase; in one, the attackers (each with the permanent it
was, its controller) and whether the declaration is over; the blockers likewise; how many combat
damage steps it had, and the creatures that had first strike or double strike as the first began
(None: it was no first-strike step).  `Game.combat_phases`: how many combat phases the turn in progress
has begun, and how many effects begun in it added one (500.8, 505.1a)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from verifier.model import COMBAT_DAMAGE, END_OF_COMBAT, Event

from . import damage
from .layers import Impossible, Unsupported, other_player
from .protection import protects

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game


def before(g: "Game", e: Event) -> None:
    """What an event does to the combat phase before it happens: a step, a turn or the cleanup
    step (an "until end of turn" effect ending) ends it (511.3, 514.2), but for a combat damage step,
    a step of the same phase (510); and any event but another attacker's declaration closes the
    declaration (508.1: all at once)."""
    ends_eot = e.kind == "ends" and g.sc.effects[e.what].until == "end of turn"
    if e.kind == "step" and e.what == END_OF_COMBAT:  # 511.1: a step of the phase; declarations over (506.1)
        if g.combat is None:
            raise Impossible("an end of combat step outside a combat phase")
        g.combat["closed"] = g.combat["blocks closed"] = True
        return
    if e.kind == "step" and e.what == COMBAT_DAMAGE:
        if g.combat is None or not g.combat["attackers"]:  # 508.8: no attackers, no combat damage step
            raise Impossible("a combat damage step without attackers declared in this combat")
        g.combat["closed"] = g.combat["blocks closed"] = True  # (506.1: declarations come before it)
        return
    if e.kind == "turn":  # 500.8, 505.1a: a new turn, with its one combat phase and those effects add
        g.combat_phases = [0, 0]
    if e.kind == "step" and e.what == "combat":  # 506.1: one combat phase a turn, and one for each added one
        if g.combat_phases[0] > g.combat_phases[1]:
            raise Impossible("a combat phase more than the turn has (500.8, 505.1a)")
        g.combat_phases[0] += 1
    if e.kind in ("turn", "step") or ends_eot:
        g.combat = {"attackers": {}, "attacked": {}, "closed": False, "blockers": {}, "blocks closed": False, "steps": 0,
                    "first strikers": None} \
            if e.kind == "step" and e.what == "combat" else None
        return
    if g.combat is not None and e.kind != "attacks" and g.combat["attackers"]:
        g.combat["closed"] = True
    if g.combat is not None and e.kind != "blocks" and g.combat["blockers"]:
        g.combat["blocks closed"] = True


def attack(g: "Game", e: Event) -> None:
    """508.1: x is declared an attacker."""
    x = e.what
    if g.combat is None or g.combat["closed"]:
        raise Impossible(f"{x} attacks outside a declaration of attackers")
    if attacking(g, x):
        raise Impossible(f"{x} is already attacking")
    if not g.can_attack(x):  # 508.1a, 302.6, 702.3b
        raise Impossible(f"{x} can't attack")
    view = g.view(x)
    g.combat["attackers"][x] = (g.permanents[x], view.controller)
    g.combat["attacked"][x] = _attacked(g, e)
    if "vigilance" not in view.abilities:  # 508.1f
        g.permanents[x].tapped = True


def _attacked(g: "Game", e: Event) -> tuple:
    """508.1b, 506.2: what the attacking player has e's creature attack, among what e names (the
    defending player if nothing): that player, or a planeswalker that player controls, with the
    permanent it is then; (None, None) for a player."""
    options = e.attacked or (other_player(g.active),)
    w = options[g.choose(len(options))] if len(options) > 1 else options[0]
    if w in damage.PLAYERS:
        if w == g.active:
            raise Impossible(f"{e.what} attacks its own controller")
        return w, None
    if w not in g.permanents or "planeswalker" not in g.view(w).types or g.view(w).controller == g.active:
        raise Impossible(f"{e.what} attacks {w}, no planeswalker of the defending player")
    return w, g.permanents[w]


def attacked_now(g: "Game", a: str):
    """506.4, 506.4c: what the attacker a attacks now: a player; a planeswalker while it is still that
    permanent, a planeswalker, under the defending player's control; else None (it attacks nothing)."""
    w, permanent = g.combat["attacked"].get(a, (other_player(g.active), None))  # (508.4: a token, the player)
    if permanent is None:
        return w
    there = g.permanents.get(w) is permanent and "planeswalker" in g.view(w).types and \
        g.view(w).controller != g.active
    return w if there else None


def attacking(g: "Game", x: str) -> bool:
    """506.4: declared in this combat, and still that permanent, a creature, under that control."""
    if g.combat is None or x not in g.combat["attackers"]:
        return False
    permanent, controller = g.combat["attackers"][x]
    if g.permanents.get(x) is not permanent:
        return False
    view = g.view(x)
    return "creature" in view.types and view.controller == controller


def block(g: "Game", e: Event) -> None:
    """509.1a-b: b is declared a blocker of the attacking creature a: an untapped creature of the
    player who is not active, blocking one creature, a flier only with flying or reach (702.9b,
    702.17b), a creature with shadow only one with shadow and the other way round (702.28b), not by a
    creature with a quality the attacker has protection from (702.16f); the
    blockers all at once, after the attackers."""
    b, a = e.what, e.attacker
    if g.combat is None or not g.combat["attackers"] or g.combat["blocks closed"]:
        raise Impossible(f"{b} blocks outside a declaration of blockers")
    if blocking(g, b) or b not in g.permanents or g.permanents[b].tapped:
        raise Impossible(f"{b} can't block")
    view = g.view(b)
    if "creature" not in view.types or view.controller == g.active or not attacking(g, a):
        raise Impossible(f"{b} can't block {a}")
    if "flying" in g.view(a).abilities and not {"flying", "reach"} & set(view.abilities):
        raise Impossible(f"{b} can't block the flier {a}")
    if ("shadow" in g.view(a).abilities) != ("shadow" in view.abilities):  # 702.28b: shadow only with shadow
        raise Impossible(f"{b} and {a} differ in shadow")
    if protects(g.view(a), view):  # 702.16f
        raise Impossible(f"{a} has protection from {b}")
    g.combat["closed"] = True
    g.combat["blockers"][b] = (g.permanents[b], view.controller, a)


def blocking(g: "Game", b: str) -> bool:
    """506.4: declared a blocker in this combat, and still that permanent, a creature, under that control."""
    if g.combat is None or b not in g.combat["blockers"]:
        return False
    permanent, controller, _ = g.combat["blockers"][b]
    if g.permanents.get(b) is not permanent:
        return False
    view = g.view(b)
    return "creature" in view.types and view.controller == controller


def blocked(g: "Game", a: str) -> bool:
    """509.1h: an attacking creature some blocker was declared for in this combat stays blocked."""
    return attacking(g, a) and any(x == a for _, _, x in g.combat["blockers"].values())


FIRST = ("first strike", "double strike")


def damage_step(g: "Game") -> None:
    """510.1-510.2: as a combat damage step begins, combat damage is assigned and dealt at once, from
    the game as it is (right before the step).  510.4, 702.7b, 702.4b: if an attacking or blocking
    creature has first strike or double strike as the first step begins, only those assign damage in
    it and a second step may follow, in which those still in combat that had neither then, and those
    with double strike now, assign theirs; else all assign damage in the first, and no second follows."""
    c = g.combat
    views = g.views()
    fighting = sorted([a for a in c["attackers"] if attacking(g, a)] + [b for b in c["blockers"] if blocking(g, b)])
    if c["steps"] == 0:
        firsts = {x for x in fighting if set(FIRST) & views[x].abilities}
        c["first strikers"] = firsts or None
        dealing = sorted(firsts) if firsts else fighting
    elif c["steps"] == 1 and c["first strikers"] is not None:
        dealing = [x for x in fighting if x not in c["first strikers"] or "double strike" in views[x].abilities]
    else:
        raise Impossible("no other combat damage step in this combat (510.4)")
    c["steps"] += 1
    hits = []
    for x in dealing:
        power = views[x].power
        if power <= 0:  # 510.1a
            continue
        if x in c["attackers"]:
            mine = _attacker(g, x, power, views, attacked_now(g, x))
        else:  # 510.1d: to the attacker it blocks, if that one is still attacking
            a = c["blockers"][x][2]
            mine = [(views[x], a, power)] if attacking(g, a) else []
        hits += [(v, to, n) for v, to, n in mine if not _shielded(g, x, to)]
    damage.deal(g, hits)


def _shielded(g: "Game", source: str, to: str) -> bool:
    """615.1a: an effect in force prevents the combat damage dealt to and by the creatures it was locked
    to as it began (611.2c)."""
    return any(a.effect.rule == "prevent combat damage to and by" and a.locked is not None and {source, to} & a.locked
               for a in g.running.values())


def _attacker(g: "Game", a: str, power: int, views: dict, defending) -> list:
    """510.1b-c, 702.19b-d, 702.19f: where an attacking creature assigns its damage; `defending`, what
    it attacks now (None: nothing, 506.4c)."""
    if not blocked(g, a):  # 510.1b: none if it attacks nothing
        return [] if defending is None else [(views[a], defending, power)]
    declared = [b for b, (_, _, x) in g.combat["blockers"].items() if x == a]
    if len(declared) > 1:
        raise Unsupported("several blockers of one attacker")
    still = [b for b in declared if blocking(g, b)]
    trample = "trample" in views[a].abilities
    if not still:  # 510.1c: none; 702.19d: with trample, all to what it attacks (702.19f: if anything)
        return [(views[a], defending, power)] if trample and defending is not None else []
    b = still[0]
    if not trample:  # 510.1c: all to its one blocker
        return [(views[a], b, power)]
    # 702.19b: lethal damage to the blocker first, counting damage already marked on it; 702.2c: with
    # deathtouch any nonzero amount is lethal; the excess divided as the attacking player chooses
    lethal = max(0, views[b].toughness - g.permanents[b].damage)
    if "deathtouch" in views[a].abilities:
        lethal = min(1, lethal)
    excess = max(0, power - lethal) if defending is not None else 0  # (702.19f: none past a gone planeswalker)
    k = g.choose(excess + 1)  # how much of the excess goes to what it attacks
    return [(views[a], b, power - k), (views[a], defending, k)]
