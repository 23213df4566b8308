"""What a history's attacks and blocks (506-509) read is modelled: refused with the line of the
first `attacks` or `blocks` event otherwise (a declaration the history passes without them:
`verifier.load.combat_requirements`).  Attack and block restrictions, requirements and
costs written on cards (508.1c-d, 508.1g-h, 509.1b-d), the payment of a cost to attack an effect
says (`rule = "cost to attack"`), evasion other than flying, reach, shadow and the
ability "can't be blocked" itself, and
abilities that trigger on blocks, or on attacks with no [[trigger]] saying what they do (603.2), are
not read yet; nor is
a creature the scenario states attacking throughout (`attacking = true`) in a history that
declares attackers, nor an effect that reads whether a creature is attacking (the layer
system reads the stated flag)."""
from __future__ import annotations

from typing import List, Optional

from verifier.expr import Expr
from verifier.load.attacked import check_walkers_attacked
from verifier.load.files import At, table_of
from verifier.model import Effect, Filter, Scenario
from verifier.model.unfollowed import ATTACK_RULES, ATTACK_TRIGGERS, BLOCK_RULES, LANDWALK_LOSS
from verifier.rules.combat import ATTACK_COST, RESTRICTIONS
from verifier.state import Vocabulary


def _block_rule(sc: Scenario) -> Optional[str]:
    """An ability of the scenario that restricts, requires or triggers on blocks, if one does: all
    but those the rules read (`RESTRICTIONS`: "can't block", "can't be blocked", 509.1b), and the block triggers a
    [[trigger]] says the effect of (509.1i, 509.3c); "loses all landwalk abilities" is a removal the layers follow."""
    modelled = {t.ability for t in sc.triggers if t.when in ("blocks", "becomes blocked")} | set(RESTRICTIONS)
    return next((a for a in sorted(Vocabulary.of(sc).abilities) if BLOCK_RULES.search(LANDWALK_LOSS.sub("", a)) and
                 a not in modelled), None)


def reads_attacking(f: Filter) -> bool:
    return f.attacking is not None or f.attacking_player is not None or f.unblocked or any(reads_attacking(g) for g in f.any_of)


def check_attacks(root: At, tables: List[dict], sc: Scenario) -> None:
    """An `attacks` or `blocks` event (508.1, 509.1) only where what it would change is modelled."""
    check_walkers_attacked(root, tables, sc)
    searched = next((e.what for e in sc.search_events if e.kind == "attacks" and any(
        c.rule == ATTACK_COST and _may_cost(c, sc, e.what) for c in sc.effects.values())), None)
    if searched is not None:  # 508.1h: as for a given attacks event below
        raise root.error(f"a search may have {searched!r} attack where an effect may make attacking with it cost "
                         "something (508.1h): paying a cost to attack is not modelled")
    kinds = {e.kind for e in sc.search_events}  # (the same refusals where a search may declare them)
    rule = _block_rule(sc) if "blocks" in kinds else None
    rule = rule or (_attack_trigger_or_rule(sc) if "attacks" in kinds else None)
    if rule is not None:
        raise At(root.file, ("scenario", "search")).error(
            f"a search may declare attackers or blockers, and the ability {rule!r} restricts, requires or triggers on "
            "them (508.1c-d, 509.1b-c, 603.2): not modelled yet")
    declared = [i for i, e in enumerate(sc.given_events) if e.kind in ("attacks", "blocks")]
    if not declared:
        return
    at = root / table_of(tables, declared[0], sc.given_events) / sc.given_events[declared[0]].kind
    blocking = next((i for i in declared if sc.given_events[i].kind == "blocks"), None)
    rule = _block_rule(sc) if blocking is not None else None
    if rule is not None:
        raise (root / table_of(tables, blocking, sc.given_events) / "blocks").error(
            f"the ability {rule!r} restricts, requires or triggers on blocks (509.1b-c, 603.2): not modelled yet")
    rule = _attack_trigger_or_rule(sc)
    if rule is not None:
        raise at.error(f"the ability {rule!r} restricts, requires or triggers on attacks (508.1c-d, 603.2): not "
                       "modelled yet")
    costly = _attack_cost(sc)
    if costly is not None:
        i, eid = costly
        raise (root / table_of(tables, i, sc.given_events) / "attacks").error(
            f"{sc.given_events[i].what!r} attacks where the effect {eid!r} may make attacking with it cost something "
            "(508.1h): paying a cost to attack is not modelled; a history where it does not attack is (508.1d)")
    stated = next((o.id for o in sc.objects.values() if o.attacking), None)
    if stated is not None:
        raise at.error(f"{stated!r} is stated attacking throughout (attacking = true), and the history declares "
                       "attackers (508.1): say one or the other")
    reading = next((e.id for e in sc.effects.values() if reads_attacking(e.affects)), None)
    if reading is not None:
        raise at.error(f"the effect {reading!r} reads whether a creature is attacking, which only the stated flag "
                       "(attacking = true) gives it: not modelled with attacks events")


def _attack_cost(sc: Scenario) -> Optional[tuple]:
    """508.1h: (the index of the first `attacks` event, the effect) where a cost-to-attack effect
    (`rule = "cost to attack"`) may affect the attacker: all of them unless it names its objects."""
    costs = [e for e in sc.effects.values() if e.rule == ATTACK_COST]
    for i, e in enumerate(sc.given_events):
        f = next((c for c in costs if e.kind == "attacks" and _may_cost(c, sc, e.what)), None)
        if f is not None:
            return i, f.id
    return None


def _attack_trigger_or_rule(sc: Scenario) -> Optional[str]:
    """An ability restricting or requiring attacks the rules don't read, or triggering on attacks with no
    [[trigger]] saying what it does (603.2), if one does."""
    modelled = {t.ability for t in sc.triggers if t.when == "attacks"}
    return _attack_rule(sc) or next((a for a in sorted(Vocabulary.of(sc).abilities) if ATTACK_TRIGGERS.search(a)
                                     and a not in modelled), None)


def _may_cost(cost: Effect, sc: Scenario, x: str) -> bool:
    """Whether the cost-to-attack effect may affect x: one it names, or any its filter may match (a
    filter of tokens only never matches a card, whose token status no effect changes: 111.1)."""
    if cost.affects.objects:
        return x in cost.affects.objects
    o = sc.objects[x]
    return not (cost.affects.token is True and not (o.token or o.created_by))


def _attack_rule(sc: Scenario) -> Optional[str]:
    """An ability of the scenario that restricts or requires attacks, if one does: all but those
    the rules read (`RESTRICTIONS`: "can't attack", "attacks each combat if able", ...)."""
    return next((a for a in sorted(Vocabulary.of(sc).abilities) if ATTACK_RULES.search(a) and a not in RESTRICTIONS),
                None)


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim that asks who can attack, or who is attacking, only where no ability of the
    scenario restricts or requires attacks (508.1c-d), which would change the answer."""
    asked = next((fn for fn, _ in expr.calls() if fn in ("can_attack", "attacking", "blocking", "blocked",
                                                          "can_block")), None)
    rule = _attack_rule(sc) if asked else None
    if asked in ("blocking", "blocked", "can_block") and rule is None:
        rule = _block_rule(sc)
    cost = next((e.id for e in sc.effects.values() if e.rule == ATTACK_COST), None)
    if any(fn == "can_attack" for fn, _ in expr.calls()) and cost is not None:
        raise at.error(f"can_attack: the effect {cost!r} makes attacking cost something (508.1h), which may or may "
                       "not be paid: not modelled (ask whether the creature attacks)")
    if rule is not None:
        raise at.error(f"{asked}: the ability {rule!r} restricts or requires attacks or blocks (508.1c-d, 509.1b-c): "
                       "not modelled yet")

