"""`[[ability]]`: an activated ability of a permanent of the scenario that the history
activates (602) with `activate = "id"` events and resolves with `resolves = "id"`;
what such an ability or its activation says that the model does not follow is
refused with its line."""
from __future__ import annotations

import re
from typing import Dict, List

from verifier.load import graveyard_ability, linked, modal_activation, resolution_damage, several, spells, unearth
from verifier.load.files import At, table_of
from verifier.model import ActivatedAbility, Scenario, is_mana_ability
from verifier.model.unfollowed import PUT_AND_CHANGED
from verifier.rules import ability_zones, costs, sacrifice_costs, targets


# 605.1a: an ability that could add mana, however its text is worded ("Choose a color. Add ...")
_ADDS_MANA = re.compile(r"\badds?\b[^.]*(\{[WUBRGCS]\}|\bmana\b)", re.I)


def activated_ability(at: At, table: dict, objects: dict, effects: dict, effect_tables: Dict[str, dict]) \
        -> ActivatedAbility:
    """An [[ability]], checked: one of its source's abilities (602.1), not a mana ability
    (605.3a: it does not use the stack), a cost the model pays in full ({T}, {Q}, mana,
    counters removed from it, life, sacrificing it or a permanent of a kind: 602.2b, 118), restrictions it follows (602.5b,
    602.5d-e), one word target, for a permanent or for up to N or N of them (`several`), that its
    effects affect (601.2c), and the effects
    its resolution begins: this ability's, controlled by its activator (608.2c, 109.5)."""
    source, text = table["source"], table["ability"]
    if source not in objects or text not in objects[source].printed.abilities:
        raise (at / "ability").error(f"{text!r} is no ability of {source!r}: an [[ability]] is one its source has "
                                     "(602.1), listed in its abilities")
    modal = modal_activation.refusal(text)  # 700.2a: the mode chosen, not read
    if modal is not None:
        raise (at / "ability").error(modal)
    if ("moves" in table or "into" in table) and (unearth.is_unearth(text) or objects[source].zone):
        raise (at / ("moves" if "moves" in table else "into")).error(
            "moves and into are the exile of an ability of a permanent, \"Exile target <kind>\" (406.2): an "
            "ability of a card in a zone (113.6) does what its text says")
    if unearth.is_unearth(text):  # 702.84a, 113.6: from its owner's graveyard
        return unearth.ability(at, table, objects, effects)
    if objects[source].zone == "graveyard":  # 113.6: exiling target cards of a graveyard (Lochmere Serpent's)
        return graveyard_ability.ability(at, table, objects)
    if "as" in table:
        raise (at / "as").error("'as' names the new object unearth returns its card as (702.84a): it goes with an "
                                "unearth ability")
    if objects[source].zone or objects[source].in_library:
        raise (at / "source").error(f"{source!r} is a card in a zone, not a permanent: an [[ability]] is activated "
                                    "from the battlefield here (abilities that work from other zones, 113.6, are not "
                                    "modelled)")
    zone = ability_zones.zone_of(text, objects[source].printed.name)
    if zone is not None:  # 113.6j, 113.6m: not of a permanent
        raise (at / "ability").error(f"{text!r} functions only from its card's {zone} (113.6j, 113.6m), not on the "
                                     f"battlefield where {source!r} is: an [[ability]] of a permanent is one that "
                                     "functions there (113.6)")
    if is_mana_ability(text) or _ADDS_MANA.search(text.partition(":")[2]):
        raise (at / "ability").error("a mana ability does not use the stack (605.1a, 605.3a): tap its permanent for "
                                     "mana with a tap event, or to pay for a cast")
    if ":" not in text:
        if text.split(" ")[0].lower() == "equip":  # 702.6a: an activated ability written as its keyword and cost
            raise (at / "ability").error(f"{text!r} is an activated ability written as a keyword (702.6a), which an "
                                         "[[ability]] does not read: equip is an `attach` event with equip = true "
                                         "(docs/histories.md)")
        raise (at / "ability").error(f"{text!r} is no activated ability written \"cost: effect\" (602.1), the form an "
                                     "[[ability]] reads")
    cost, unread = costs.of_ability(text, objects[source].printed.name)
    sacrifice, unread = sacrifice_costs.split(unread)  # (602.2b, 701.21a: its activation names what it sacrifices)
    if sacrifice is not None and cost.sacrifice:
        raise (at / "ability").error(f"{text!r} sacrifices its own permanent and another of a kind: not modelled")
    _, restrictions = costs.restrictions(text)
    aimed, unaimed = targets.read(text)
    x_targets = several.untapping(text) and len(aimed) == 1 and aimed[0].count == "X"  # (X its targets' number only)
    # (107.4e: hybrid symbols read, each paid by the half its activation names, `verifier.load.hybrid`)
    if cost.mana and (costs.payments(cost.mana) is None or "X" in cost.mana and not x_targets):
        unread += (cost.mana,)
    if unread:
        raise (at / "ability").error(f"the cost {unread[0]!r} of an ability activated in a history is not modelled "
                                     "(those modelled: {T}, {Q}, mana, counters removed from it, life, sacrificing "
                                     "it or a permanent of a kind; 602.2b, 118)")
    if restrictions:
        raise (at / "ability").error(costs.unread_restriction(restrictions[0]))
    if "deals" in table:  # 120.1, 601.2d: its whole effect is damage to its targets
        deals, kind, opponent_only = resolution_damage.read(at, table, objects[source].printed.name, objects)
        return ActivatedAbility(id=table["id"], source=source, ability=text, deals=deals, opponent_only=opponent_only,
                                target=kind if any(to in objects for to, _ in deals) else None)
    if "effects" in table and resolution_damage.says_damage(text):
        raise (at / "effects").error(f"{text!r} deals damage as it resolves (120.1), which its effects do not say: "
                                     "give deals = { <target> = N } in the form verifier/load/resolution_damage.py "
                                     "reads (other damage by an ability is not modelled)")
    if unaimed or len(aimed) > 1 or aimed and (aimed[0].kind != "permanent" or aimed[0].count == "X" and
                                               "untaps" not in table):
        raise (at / "ability").error("an ability activated in a history has one word target, for permanents, "
                                     "written as \"[up to N] [another] target <kind> [you control]\" (115.1, "
                                     "601.2c): others, and X targets but lands untapped, are not modelled; ask "
                                     "can_activate about it instead")
    if "moves" in table or "into" in table:  # 406.2: "Exile target <kind>" (607.2a: `linked`)
        return linked.exiling(at, table, text, aimed, objects)
    listed = [effects[e] for e in table.get("effects", []) if e in effects]
    if aimed and several.untapping(text) and "untaps" not in table:  # (no continuous effect does it)
        raise (at / "ability").error("its resolution untaps its targets (701.26b): name them with untaps = [...], "
                                     "not effects")
    if "untaps" in table:  # 701.26b: "Untap X target lands", its targets named
        several.check_untaps(at, text, aimed, table, objects)
    elif aimed and (aimed[0].count != 1 or aimed[0].optional):
        several.check(at, aimed[0], listed)
    elif aimed and (not listed or any(len(e.affects.objects) != 1 for e in listed) or
                    len({e.affects.objects for e in listed}) > 1):
        raise (at / "effects").error("its target is what its effects affect (608.2b): list its [[effect]]s in "
                                     "effects, each with targets = [the one target chosen]")
    check_begun(at, table.get("effects", []), effects, objects[source].controller, "who activated the ability")
    for j, eid in enumerate(table.get("effects", [])):
        card = effect_tables[eid].get("card")
        if card is not None and (card != objects[source].printed.name or effect_tables[eid].get("ability") != text):
            raise (at / "effects" / j).error(f"{eid!r} is {card!r}'s effect, not this ability's (608.2c): give its "
                                             f"card {objects[source].printed.name!r} and ability = the ability's "
                                             "text, or write the effect out")
    return ActivatedAbility(id=table["id"], source=source, ability=text, effects=tuple(table.get("effects", ())),
                            target=aimed[0].of if aimed else None, another=bool(aimed) and aimed[0].another,
                            untaps=tuple(table.get("untaps", ())), x_targets=x_targets)


def check_begun(at: At, eids: List[str], effects: dict, controller: str, who: str) -> None:
    """The effects an ability's resolution begins (`effects`): each a resolved [[effect]] of
    the scenario, not a spell's (608.2c), controlled by `who` controls the ability (109.5,
    608.2; a trigger's: its source's controller, 603.3a)."""
    for j, eid in enumerate(eids):
        if eid not in effects or effects[eid].static or effects[eid].spell is not None:
            raise (at / "effects" / j).error(f"{eid!r} is no resolved [[effect]] of the scenario that its "
                                             "resolution could begin (608.2c)")
        if effects[eid].controller != controller:
            raise (at / "effects" / j).error(f"{eid!r} is controlled by {who}, {controller!r} "
                                             f"(109.5, 608.2): give it controller = {controller!r}")


def check_abilities(root: At, tables: List[dict], history: List[dict], sc: Scenario) -> None:
    """Each [[ability]] activated here asks only what the model follows: nothing of the
    scenario stops or changes its activation (`spells.unfollowed_activation`), mana its
    cost spends is paid as the model pays (`spells.unpaid_mana`); a resolution that
    begins effects does so once (each begins once, 613.7b); one whose effects are not
    given does not resolve here."""
    if sc.abilities and not sc.events:
        raise (root / "ability" / 0).error("an [[ability]] is activated by the history's events (602.2): give the "
                                           "scenario its [[event]]s")
    for i, (a, table) in enumerate(zip(sc.abilities, tables)):
        at = root / "ability" / i
        mana = re.sub(r"\{[TQ]\}", "", a.ability.partition(":")[0])
        why = spells.unfollowed_activation(a.ability, sc) or (spells.unpaid_mana(sc) if "{" in mana else None)
        if why is not None:
            raise (at / "ability").error(f"activating {a.id!r} in the history: {why}")
        resolving = [j for j, e in enumerate(sc.given_events) if e.kind == "resolves" and e.what == a.id]
        if resolving and PUT_AND_CHANGED.search(a.ability):  # (`verifier.cards.put_changed`)
            raise (root / "event" / table_of(history, resolving[0], sc.given_events) / "resolves").error(
                f"{a.id!r} puts a card onto the battlefield and changes that new permanent as it resolves (400.7, "
                "611.2c), which no [[effect]] follows: not modelled; leave its resolution out")
        if resolving and "effects" not in table and a.returns is None and not a.exiles_targets and not a.untaps \
                and not a.moves and not a.deals:  # (unearth's are
            # its haste, 702.84a; an ability of a card in a graveyard does what its text says: `graveyard_ability`)
            raise (root / "event" / table_of(history, resolving[0], sc.given_events) / "resolves").error(
                f"what {a.id!r} does as it resolves is not given: list the [[effect]]s it begins in its effects "
                "(an empty list if it changes nothing the model follows)")
        if len(resolving) > 1 and a.effects:
            raise (root / "event" / table_of(history, resolving[1], sc.given_events) / "resolves").error(
                f"{a.id!r} begins its effects each time it resolves (613.7b): resolve it once here")
