"""Attacks in the reference's histories (506-508), written from the Comprehensive Rules apart
from `verifier.rules`: the combat phase begins with its first step (a `step = "combat"` event,
506.1) and ends with the next step, turn or cleanup step (511.3, 514.2); the active player
declares attackers at once (508.1), each an untapped creature it controls, not sick unless it
has haste (302.6), without defender (702.3b), tapped unless it has vigilance (508.1f, 702.20b);
a creature stops attacking as it leaves the battlefield, stops being a creature or changes
controller (506.4).

`Game.combat` is None outside a combat phase; in one, the attackers (each with the permanent it
was, its controller) and whether the declaration is over."""
from __future__ import annotations

from typing import TYPE_CHECKING

from verifier.model import Event

from .layers import Impossible

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game


def before(g: "Game", e: Event) -> None:
    """What an event does to the combat phase before it happens: a step, a turn or the cleanup
    step (an "until end of turn" effect ending) ends it (511.3, 514.2), and any event but another
    attacker's declaration closes the declaration (508.1: all at once)."""
    ends_eot = e.kind == "ends" and g.sc.effects[e.what].until == "end of turn"
    if e.kind in ("turn", "step") or ends_eot:
        g.combat = {"attackers": {}, "closed": False, "blockers": {}, "blocks closed": False} \
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
    if "vigilance" not in view.abilities:  # 508.1f
        g.permanents[x].tapped = True


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
    702.17b); the blockers all at once, after the attackers."""
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
