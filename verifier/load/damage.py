"""What a history's damage (120, 510) reads is modelled: refused with the line otherwise.

A `deals` event names its source, an `amount` and `to`, a creature, a planeswalker or a player
(120.1).  Combat damage is dealt as a `step = "combat damage"` event begins its step (510.1-510.2).
Not read yet, so refused: damage to a battle (120.3h), infect, wither and toxic (120.3b, 120.3d,
120.3g), prevention and redirection (615, 120.4a), regeneration (701.19), damage events in a group,
and `deals` events among a search's."""
from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from verifier.load.files import At, table_of
from verifier.model import COMBAT_DAMAGE, DAMAGE_TO_YOU, PLAYERS, SPELL_RESOLVES, Scenario
from verifier.model.unfollowed import DAMAGE_RULES, DAMAGE_TRIGGERS
from verifier.state import Vocabulary

def check_deals_event(at: At, table: dict, objects: Dict[str, object], repeat: bool) -> None:
    """A `deals` event: its source an object of the scenario, `amount` and `to` given, `to` a
    player or an object that is not a battle (120.3h: not modelled)."""
    if "amount" not in table or "to" not in table:
        raise (at / "deals").error("deals = \"source\" goes with amount = N and to = \"creature or player\" (120.1)")
    if repeat or "group" in table:
        raise (at / ("deals" if repeat else "group")).error(
            "damage dealt (120) is not put in a group, nor among the events a search chooses from")
    check_recipient(at, table["to"], objects)


def check_recipient(at: At, to: str, objects: Dict[str, object]) -> None:
    """What damage is dealt `to` (120.1): a player or an object of the scenario, not a battle
    (120.3h: not modelled)."""
    if to not in objects and to not in PLAYERS:
        raise (at / "to").error(f"event names unknown object {to!r}")
    if to in objects and "battle" in objects[to].printed.types:
        raise (at / "to").error(f"damage to a battle (120.3h) is not modelled yet: {to!r}")


def check_step(at: At, table: dict) -> None:
    """A combat damage step is not put in a group (its order is what its damage depends on)."""
    if table.get("step") == COMBAT_DAMAGE and "group" in table:
        raise (at / "group").error("a combat damage step (510) is not put in a group")


def dealing_events(sc: Scenario) -> List[int]:
    """The indexes of the given events that may deal damage (120.1): `deals` events, combat damage steps
    (510), the resolutions of triggers and abilities that deal damage or fight, and of spells that do
    (701.14a, 120.1)."""
    damaging = {t.id for t in sc.triggers if t.deals or t.fights} | {a.id for a in sc.abilities if a.deals}
    return [i for i, e in enumerate(sc.given_events) if e.kind == "deals" or
            (e.kind == "step" and e.what == COMBAT_DAMAGE) or e.kind == "resolves" and e.what in damaging or
            e.kind == SPELL_RESOLVES and any(sc.effects[x].fights or sc.effects[x].deals for x in e.effects)]


def check_damage(root: At, tables: List[dict], sc: Scenario) -> None:
    """Damage only where what changes it is modelled (module docstring)."""
    dealing = dealing_events(sc)
    if not dealing:
        return
    first = sc.given_events[dealing[0]]
    at = root / table_of(tables, dealing[0], sc.given_events) / first.kind
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if DAMAGE_RULES.search(a)), None)
    if rule is not None:
        raise at.error(f"the ability {rule!r} changes damage or what it does (120.3-120.4, 615, 701.19): not "
                       "modelled yet")
    modelled = {t.ability for t in sc.triggers if t.when in ("deals combat damage to a player", DAMAGE_TO_YOU)}
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if DAMAGE_TRIGGERS.search(a) and a not in modelled),
                None)
    if rule is not None:
        raise at.error(f"the ability {rule!r} triggers on damage or life (603.2, 120.4b) and no [[trigger]] with "
                       "when = \"deals combat damage to a player\" or \"deals damage to you\" says what it does: "
                       "not modelled yet")
    _check_sources(root, tables, sc)
    stated = next((o.id for o in sc.objects.values() if o.damage and "creature" not in o.printed.types), None)
    if stated is not None:
        raise at.error(f"{stated!r} has damage marked as the history begins but is not a creature: only a creature "
                       "is dealt damage that is marked (120.3e)")


def _check_sources(root: At, tables: List[dict], sc: Scenario) -> None:
    """120.1: a `deals` event's source is a permanent, a spell or an ability's source; a card still
    in a hand or a library where the history begins, which no earlier event names (cast, enters,
    ...), deals no damage the model follows (new-user trial 4: a Shock never cast was accepted)."""
    for i, e in enumerate(sc.given_events):
        source = sc.objects.get(e.what) if e.kind == "deals" else None
        if source is not None and source.zone in ("hand", "library") and \
                not any(e.what in (f.what, f.spell_copy) for f in sc.given_events[:i]):
            raise (root / table_of(tables, i, sc.given_events) / "deals").error(
                f"{e.what!r} is a card in a {source.zone} here (400.1), never cast nor put onto the battlefield "
                "before this event: damage it deals from there is not modelled (120.1)")


def planeswalker_beside(sc: Scenario, kinds: Tuple[str, ...] = ("planeswalker",)) -> Optional[str]:
    """An object that is, or an effect that may make, a planeswalker (120.3c: fight damage to one is
    not modelled yet), or of another card type of `kinds`, or None."""
    return next((o.id for o in sc.objects.values() if any(set(kinds) & set(f.types) for f in o.faces)), None) or \
        next((x.id for x in sc.effects.values() for p in x.parts
              if set(kinds) & {*p.add_types, *(p.set_types or ())}), None)
