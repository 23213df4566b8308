"""What is an Aura is decided by the subtypes the layers leave it (205.3h, 613.1d), and the layers
and state-based actions read it so (`verifier.rules.layers`, `verifier.rules.sba`); two things are
not followed and are refused with their line:

- an effect that may make an object an Aura (other than the bestow rule's, 702.103b): what it may
  enchant is its enchant ability's (702.5a, 303.4a), and one whose card has none is not modelled;
- an object printed an Aura entering by an event while an effect may make it none: whether it enters
  attached or stays where it is (303.4f-i) is read from its printed subtypes (`verifier.rules.time`,
  `verifier.rules.legality`)."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.files import At, table_of
from verifier.model import Effect, Part, Scenario
from verifier.rules.sba import BESTOWED
from verifier.rules.typeline import SETS_OF, correlated_types


def _adds(p: Part) -> bool:
    """The part may give the Aura subtype (205.3h; a copy of an Aura has its enchant ability too, 707.2)."""
    return p.layer == "4" and ("Aura" in p.add_subtypes or "Aura" in (p.set_subtypes or ()))


def _copies_aura(p: Part, sc: Scenario) -> bool:
    """The part makes something a copy of an Aura (707.2)."""
    return p.copy_of in sc.objects and "Aura" in sc.objects[p.copy_of].printed.subtypes


def _removes(p: Part, e: Effect, sc: Scenario) -> bool:
    """The part may take an Aura's subtype away (205.3h; set subtypes replace those of their own card
    type, 205.1a), or the enchantment type it goes with (205.3d), or make it a copy of something else."""
    if p.copy_of is not None:
        return any("Aura" in sc.objects[x].printed.subtypes for x in (*e.affects.objects, e.source) if x in sc.objects)
    if p.layer != "4":
        return False
    replaced = p.set_subtypes is not None and "Aura" not in p.set_subtypes and \
        any("enchantment" in correlated_types(t) for t in p.set_subtypes if t in SETS_OF)
    return "Aura" in p.remove_subtypes or "enchantment" in p.remove_types + p.remove_subtype_sets or replaced or \
        (p.set_types is not None and "enchantment" not in p.set_types)


def _may_affect(e: Effect, x: str) -> bool:
    """Whether the effect may apply to x: one naming its objects, if it names x; a static ability of an Aura
    or Equipment on what it is attached to, unless x is that object itself (nothing is attached to itself,
    303.4d, 301.5c); any other, conservatively."""
    if e.affects.objects:
        return x in e.affects.objects
    return not (e.static and e.affects.attached and e.source == x)


def check_effects(effects: Dict[str, Effect], where: Dict[str, At]) -> None:
    """Refuses an effect that may give an object the Aura subtype (but the bestow rule's, 702.103b, whose
    enchant ability the rule gives): what it may enchant then (702.5a), its card having no enchant
    ability, is not modelled."""
    for e in effects.values():
        if e.by_rule != BESTOWED and any(_adds(p) for p in e.parts):
            raise (where.get(e.id) or where[e.source]).error(
                f"effect {e.id!r} may make an object an Aura (205.3h): what it may enchant then (702.5a, 303.4a, "
                "704.5m) is not modelled")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Refuses an object entering (by an event) while an effect of the scenario may make it a copy of an Aura
    or, printed an Aura, no Aura (`check_effects` has refused one giving anything the Aura subtype)."""
    effects = [e for e in (sc.all_effects or sc.effects).values() if e.by_rule != BESTOWED]
    removing = [e for e in effects if any(_removes(p, e, sc) for p in e.parts)]
    copies = next((e for e in effects if any(_copies_aura(p, sc) for p in e.parts)), None)
    for k, ev in enumerate(sc.events if removing or copies else ()):
        for x in ev.entering:
            removes = next((e for e in removing if _may_affect(e, x)), None)
            e = copies or (removes if "Aura" in sc.objects[x].printed.subtypes else None)
            if e is not None:
                raise (root / table_of(tables, k, sc.events)).error(
                    f"{x!r} enters while {e.id!r} may make it " + ("a copy of an Aura" if e is copies else "no Aura") +
                    " (205.3h, 613.1d, 707.2): whether it enters attached or stays where it is (303.4f-i) is read "
                    "from its printed subtypes: not modelled")
