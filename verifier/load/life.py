"""What a claim on a life total reads is modelled (119): refused with the line otherwise.

A player's life total changes in the model by damage (120.3a, 120.3f), by the life paid as a cost
(119.4), as a spell's additional cost (118.8) or as a permanent enters (614.12), and by the resolution of a [[trigger]] that says how much (119.3).  An ability of the
scenario that changes life in any other way (a triggered ability no [[trigger]] says, a mana
ability's damage to its controller, a replacement of life gained or lost) is kept by its text and
not followed, and a resolved effect's life gained or lost (its card's `one_shot`) is not followed
either, so a claim asking `life` or `lost` beside one is refused."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.expr import Expr
from verifier.load.files import At
from verifier.load.resolution_damage import SAYS_DAMAGE
from verifier.load.unsaid_triggers import back_may_be_up
from verifier.model import ActivatedAbility, Scenario, is_mana_ability
from verifier.rules import additional_life, costs
from verifier.state import Vocabulary

# 119.3, 120.3a: words of an effect that changes a player's life total
LIFE_CHANGES = re.compile(r"\b(?:gains?|loses?|gained|lost|pays?|paid)\b[^.]*\blife\b|\blife totals?\b|"
                          r"\bdamage to (?:you|each player|each opponent|(?:target|that|a|any) (?:player|opponent)|"
                          r"any target|its controller|their controller|each of)", re.I)


def unfollowed_life(sc: Scenario) -> Optional[str]:
    """An ability of sc that changes a life total in a way the model does not follow, if one does."""
    gained = next((e.id for e in sc.effects.values() if "life" in e.one_shot), None)
    if gained is not None:  # 608.2c, 119.3: what a resolution gained or lost
        return f"the resolution of effect {gained!r}"
    modelled = {t.ability for t in sc.triggers}  # (their life, `life`, is followed)
    modelled |= {a.ability for a in sc.abilities if getattr(a, "deals", ())}  # (an ability's damage, 120.3a)
    modelled |= {a for e in sc.effects.values() if e.deals_to for a in sc.objects[e.spell].printed.abilities
                 if SAYS_DAMAGE.search(a)}  # (a spell's damage, its only one: load/spell_damage.py, 120.3a)
    # 605.1a: a mana ability's "Each player loses N life.", its table's each_player_loses (the one change of life it says)
    modelled |= {ab.name for ab in sc.mana_abilities.values() if ab.each_player_loses}
    # 614.12, 119.4: life paid as a permanent enters, its card's enters_tapped_unless (pays_life)
    modelled |= {o.enters_tapped_unless.ability for o in sc.objects.values()
                 if o.enters_tapped_unless is not None and o.enters_tapped_unless.pay_life}
    # 118.8, 601.2h: a spell's additional cost of life, paid as it is cast (`verifier.rules.additional_life`)
    modelled |= {a for a in Vocabulary.of(sc).abilities if additional_life.said(a)}
    hidden = {a for o in sc.objects.values() if o.back is not None and not back_may_be_up(sc, o.id)
              for a in o.back.abilities} - {a for o in sc.objects.values() for a in o.printed.abilities}
    activated = {a.ability for a in sc.abilities if isinstance(a, ActivatedAbility)}
    for ability in sorted(set(Vocabulary.of(sc).abilities) - hidden):  # (a back face never up has none, 712.8d)
        cost, _, effect = ability.partition(":")
        if effect and not costs.read(cost)[1]:  # (a cost it reads, life paid included, 119.4)
            if ability not in activated and not is_mana_ability(ability):
                continue  # 602.1: activated only as the history's `activate` events say, and none does
            ability_effect = effect
        else:
            ability_effect = ability
        if ability not in modelled and LIFE_CHANGES.search(ability_effect):
            return ability
    return None


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim that asks a life total (`life`, `lost`) only where every change to it is modelled."""
    asked = next((fn for fn, _ in expr.calls() if fn in ("life", "lost")), None)
    rule = unfollowed_life(sc) if asked else None
    if rule is not None:
        raise at.error(f"{asked}: {rule if rule.startswith('the resolution') else f'the ability {rule!r}'} changes a life total in a way the model does not follow "
                       "(119.3, 120.3a): not modelled yet")


def check_reads(root: At, head: dict, triggers: List[dict], sc: Scenario) -> None:
    """Nothing else reads a life total where a change to it is not followed: a fact the scenario
    states about life (611.3a: "as long as you have 30 or more life") or a trigger's intervening
    "if" asking `life` or `lost` (603.4)."""
    rule = unfollowed_life(sc) if sc.events or sc.search_events else None  # (a board changes no life total)
    if rule is None:
        return
    said = rule if rule.startswith("the resolution") else f"the ability {rule!r}"
    for section in ("conditions", "numbers"):
        for name in head.get(section, {}):
            if re.search(r"\blife\b", name, re.I):
                raise (root / "scenario" / section / name).error(
                    f"the scenario states {name!r}, a fact about a life total, and {said} changes life in a way the "
                    "model does not follow (119.3): not modelled yet")
    for i, (table, t) in enumerate(zip(triggers, sc.triggers)):
        if t.condition is not None and any(fn in ("life", "lost") for fn, _ in t.condition.calls()):
            raise (root / "trigger" / i / "if").error(
                f"trigger {t.id!r} asks a life total as it triggers and resolves (603.4), and {said} changes life in "
                "a way the model does not follow (119.3): not modelled yet")
