"""Bestow (702.103) in a history: `[[event]] cast = "s"` with `bestow = true` and `targets = ["c"]`
casts s bestowed, for its bestow cost (an alternative cost, 118.9): on the stack it is an Aura
enchantment spell with enchant creature, not a creature spell (702.103b), targeting the creature
c (303.4a).  As it resolves it enters attached to c as a bestowed Aura (608.3c), or, c an illegal
target then, as the enchantment creature its card is (702.103e, 608.3b: not countered).

On the battlefield, being bestowed is an effect of the rule, not of an ability (`Effect.by_rule`,
as reconfigure's): layer 4, an Aura and no creature, with enchant creature, while it stays
attached (702.103b); once it becomes unattached (its creature gone, or attached illegally: the
state-based actions unattach it instead of 704.5m, `verifier.rules.sba`) it ceases to be bestowed
for good, the same object, an enchantment creature (702.103f).  The effect's timestamp is the
object's (613.7d-e); what could order it against another type-changing effect, or copy it, is
refused."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List

from verifier.load.alternative_costs import alternative_cost
from verifier.load.files import At
from verifier.model import Condition, Effect, Filter, GameObject, Part, Scenario
from verifier.rules import costs
from verifier.rules.sba import BESTOWED

_IF_AN_AURA = re.compile(r"\b(?:is|it['\u2019]s) an Aura\b", re.I)  # "If this permanent is an Aura, ... instead"
ENCHANT_CREATURE = Filter(types=("creature",))  # what a bestowed Aura may enchant (702.103b)


def has_bestow(obj: GameObject) -> bool:
    """702.103a: whether the card lists a bestow ability (read or not)."""
    return any(costs.bestow([a]) != (None, None) for a in obj.printed.abilities)


def check(at: At, table: dict, obj: GameObject, repeat: bool) -> None:
    """702.103a, 118.9a: a cast bestowed names a card with a bestow ability read here (mana
    symbols, no X), no other alternative cost (not free, surge, emerge) and no kicker; the
    target is checked as an Aura spell's (`aura_spells.check`)."""
    if not table.get("bestow"):
        return
    alternative_cost(at, "bestow", "702.103a", obj)
    if table.get("kicked") or table.get("convoke") or table.get("improvise"):
        raise (at / "bestow").error("a spell cast bestowed and kicked, or with convoke or improvise, is not modelled")


def bestowed_casts(tables: List[dict]) -> Dict[str, int]:
    """Each card a cast event casts bestowed -> the event's index."""
    return {t["cast"]: i for i, t in enumerate(tables) if t.get("cast") and t.get("bestow")}


def unfollowed(sc: Scenario) -> str | None:
    """Why a cast bestowed in sc is not modelled, if it is not: what reads the spell as it is cast
    (cost changes, spending permissions and restrictions by kind of spell, riders) would read it as
    the card in its hand, not as the Aura spell it is (702.103d)."""
    if sc.cost_changes or sc.spending or any(ab.spend_only is not None or ab.rider is not None
                                             for ab in sc.mana_abilities.values()):
        return "a cost change, a permission to spend mana or mana restricted to kinds of spells, beside a spell " \
               "cast bestowed (702.103d: only its characteristics as an Aura spell are evaluated), is not modelled"
    return None


def bestowed_effects(objects: Dict[str, GameObject], effects: Dict[str, Effect], where: Dict[str, At],
                     tables: List[dict]) -> Dict[str, Effect]:
    """702.103b, 702.103f: for each card the history casts bestowed, the effect that makes the
    permanent it becomes a bestowed Aura while it is attached (layer 4: an Aura, no creature); its
    enchant creature and its target, what it enters attached to (608.3c), in `objects`.  Refused
    (file and line) beside what could copy it or change its types too, whose order against this
    effect is not modelled (613.7, 613.8), and for a card that does something else as an Aura."""
    out = {}
    for x, i in sorted(bestowed_casts(tables).items()):
        o = objects[x]
        copies = [e.id for e in effects.values() for p in e.parts if p.layer == "1a" and
                  (p.copy_of == x or not e.affects.objects or x in e.affects.objects)]
        if o.face_down or o.copies_as_it_enters is not None or copies:
            raise where[x].error(f"{x!r} is cast bestowed and may be face down or a copy, or be copied: a bestowed "
                                 "Aura then (702.103b, 707.2) is not modelled")
        if any(_IF_AN_AURA.search(a) for a in o.printed.abilities):  # (its generated card does "instead" unread)
            raise where[x].error(f"{x!r} is cast bestowed, and its card does something else if it is an Aura: what it "
                                 "does as a bestowed Aura (702.103b) is not read here")
        typing = next((e for e in effects.values() for p in e.parts if p.layer == "4" and p != Part("4") and
                       (not e.affects.objects or x in e.affects.objects)), None)
        if typing is not None:  # (a card's static ability: where its object is)
            raise (where.get(typing.id) or where[typing.source]).error(
                f"effect {typing.id!r} may change the types of {x!r}, cast bestowed: its order against the effect "
                "making it a bestowed Aura (702.103b, 613.7) is not modelled")
        target = (tables[i].get("targets") or [None])[0]  # (none, or a wrong one: refused with the cast's checks)
        objects[x] = replace(o, enchant=ENCHANT_CREATURE, attached_to=target)  # (as it resolves, 608.3c)
        eid = f"{x}.bestowed ({BESTOWED})"
        out[eid] = Effect(id=eid, parts=(Part("4", remove_types=("creature",), add_subtypes=("Aura",)),),
                          affects=Filter(objects=(x,)), static=True, source=x, by_rule=BESTOWED,
                          condition=Condition(attached=True))
    return out
