"""A [[trigger]] table read into a `Trigger` (603): its source's ability, when it triggers, its
intervening "if" (603.4) and what it does as it resolves (608.2c), each checked against its text."""
from __future__ import annotations

import math
import re
from typing import Dict, Sequence

from verifier.load import linked
from verifier.load.activation_triggers import check_activation_trigger
from verifier.load.ability_texts import listed, matching
from verifier.load.abilities import count_of, static_filter
from verifier.load import activated, damage, delayed, devotion, evoke, kicked_permanents, returning, suspend, \
    zones
from verifier.rules.suspending import REMOVED, is_suspend_trigger
from verifier.load.intervening_if import check_if_meaning, check_if_words, check_intervening_if
from verifier.load.trigger_of import check_of_cast_kind, check_of_controller, check_of_object, check_of_self, \
    check_of_types, check_of_words
from verifier.load.trigger_text import meaning, check_effect_words, check_enters_status, parts, \
    check_mode_actions, check_said, check_worded_keys, tokens_first
from verifier.load import effect_text, reading_it, token_text, trigger_choices, token_triggers, token_values, trigger_copies, trigger_discards, \
    trigger_draws, trigger_modes, trigger_search, trigger_targets, trigger_transforms, trigger_when, ward
from verifier.load.trigger_payments import check_trigger as check_payment, optional_cost
from verifier.load.damage_triggers import check_trigger as check_damage_trigger
from verifier.load.state_triggers import check_trigger as check_state_trigger
from verifier.load.files import At
from verifier.model import ACTIVATING, BECOMES_UNTAPPED, CASTING, COMBAT_TRIGGERS, DAMAGE_TO_YOU, LEAVING, \
    TOKEN_CREATED, Characteristics, Scenario, Trigger
from verifier.model.effects import copy_effects_on, copy_sources
from verifier.load.conditions import condition_of


def copiable_abilities(sc: Scenario, x: str) -> set:
    """The abilities x may have by a copy effect (707.2, 707.9a): those printed on what
    it may copy, along a chain of copies (none of one face down that no event turns face up:
    its copiable values have none, 707.2, 708.2), and those the exceptions of the copy effects
    on it and on that chain give."""
    turned_up = {e.what for e in sc.events if e.kind == "turn_face_up"}
    sources = {o for o in copy_sources(sc.objects, sc.effects, x) if not sc.objects[o].face_down or o in turned_up}
    on = copy_effects_on(sc.objects, sc.effects)
    gained = {a for o in {x} | sources for eid in on[o] for p in sc.effects[eid].parts if p.copy_except
              for a in p.copy_except.add_abilities}
    return {a for o in sources for a in sc.objects[o].printed.abilities} | gained


def _granted_abilities(sc: Scenario) -> set:
    """The abilities an effect of the scenario may grant (613.1f): whether it has one when
    it counts is the game's to say."""
    return {a for e in sc.effects.values() for p in e.parts for a in p.add_abilities}


def _its_ability(at: At, text: str, source: str, sc: Scenario) -> str:
    """The text, as the source has it, of the ability a [[trigger]] names: printed, copiable
    (707.2) or granted (613.1f), its self-references written either way (201.5)."""
    texts = sc.objects[source].printed.abilities | copiable_abilities(sc, source) | _granted_abilities(sc)
    names = {sc.objects[o].printed.name for o in {source} | copy_sources(sc.objects, sc.effects, source)}
    found = matching(text, texts, names)
    if found is None:
        raise at.error(f"{source!r} has no ability {text!r} (list it in its abilities), nor may it copy one that has "
                       f"it (707.2), nor may an effect grant it (613.1f); {listed(texts)}")
    return found


# 610.3: "exile target creature ... until this creature leaves the battlefield", "for as long as ~ remains": the
# exiled object returns as that ends (draw 14's audit: Constricting Sliver's Bears stayed in exile)
_EXILE_UNTIL = re.compile(r"\bexiles?\b[^.]*\b(?:until|for as long as)\b", re.I)
# 400.1, 608.2c: a card moved from a hand, a library, a graveyard or exile, which a trigger's `moves` (permanents only,
# each if still on the battlefield) does not follow (draw 15's audit: Ugin's Labyrinth's "exile a colorless card ... from your
# hand" accepted, the card left in the hand)
_FROM_ZONE = re.compile(r"\bfrom (?:[\w']+ ){0,3}?(?:hands?|librar(?:y|ies)|graveyards?|exile)\b", re.I)

def trigger(at: At, table: dict, sc: Scenario, tables: Sequence[dict] = ()) -> Trigger:
    """A [[trigger]], checked: its source has the ability; `of` only for `enters`; what
    it destroys exists; its intervening "if" is a condition on the board (603.4)."""
    source = table["source"]
    if source not in sc.objects:
        raise (at / "source").error(f"trigger names unknown object {source!r}")
    ability = _its_ability(at / "ability", table["ability"], source, sc)
    ward_cost = ward.cost(at, table, ability)  # 702.21a
    optional = optional_cost(ability)  # 118.12 ("": a sacrifice of its source, no mana)
    if delayed.is_delayed(table):  # 603.7
        delayed.check_trigger(at, table, sc, ability, tables)
        return Trigger(id=table["id"], source=source, ability=ability, when=table["when"],
                       created_by=table["created_by"], moves=tuple(table.get("moves", ())), into=table.get("into"),
                       returns=table.get("returns"), returns_as=table.get("as"))
    suspend.check_when(at, table, sc, ability)
    delayed.check_end_step_when(at, table, ability)
    if table["when"] != REMOVED and is_suspend_trigger(Trigger(id="", source=source, ability=ability,
                                                               when=table["when"]), sc):
        return suspend.trigger(at, table, sc, ability)  # 702.62a
    if "of" in table and table["when"] not in ("enters", "turned face up", BECOMES_UNTAPPED, *COMBAT_TRIGGERS, *LEAVING,
                                               *CASTING, *ACTIVATING, DAMAGE_TO_YOU, TOKEN_CREATED):
        raise (at / "of").error("'of' says what must enter, be turned face up, become untapped, leave the battlefield, "
                                "be cast, have an ability activated, or do what a combat trigger waits for; it goes "
                                "with when = \"enters\", \"turned face up\", \"becomes untapped\", \"you activate\", "
                                "\"an opponent activates\", \"a player activates\", "
                                "\"dies\", \"leaves the battlefield\", \"you cast\", \"a player casts\", \"attacks\", "
                                "\"blocks\", \"becomes blocked\", \"deals combat damage to a player\", "
                                "\"deals damage to you\" or \"you create a token\"")
    check_activation_trigger(at, table, ability, sc)
    token_triggers.check_trigger(at, table, ability, sc)  # 111.1, 603.2
    evoked = evoke.check_trigger(at, table, source, ability, sc.objects)  # 702.74a
    if_kicked = kicked_permanents.check_trigger(at, table, ability, sc.objects[source])  # 702.33e, 603.4
    name = sc.objects[source].printed.name
    own_cast = not evoked and bool(re.search(rf"\bcasts? (this spell|{re.escape(name)})\b", ability, re.I))
    obj = sc.objects[source]
    if own_cast and (table["when"] != "you cast" or "of" in table or obj.zone is None or obj.controller != obj.owner):
        raise (at / "when").error(f"{ability!r} is a spell's own cast trigger (113.6k, 603.2): give it when = \"you "
                                  "cast\" and no 'of', its source a card its owner casts from a zone (zone = \"hand\")")
    if ("moves" in table) != ("into" in table) or "moves" in table and ({"destroy", "destroy_attached_to"} & set(table)):
        raise (at / ("into" if "into" in table else "moves")).error(
            "moves = [\"x\", ...] goes with into = \"hand\", \"graveyard\" (sacrifice, 701.21a) or \"exile\", and not with "
            "destroy")
    for key in ("destroy", "destroy_attached_to", "counters_on", "taps", "untaps"):
        if key in table and table[key] not in sc.objects:
            raise (at / key).error(f"trigger names unknown object {table[key]!r}")
    unknown = next((x for x in table.get("moves", ()) if x not in sc.objects), None)
    if unknown is not None:
        raise (at / "moves").error(f"trigger names unknown object {unknown!r}")
    if source in table.get("moves", ()) and table["when"] in LEAVING:  # 400.7, 603.10a: its card has left
        raise (at / "moves").error(f"{source!r} has left the battlefield as {ability!r} resolves: its card in a "
                                   "graveyard or exile is another object (400.7), which `moves` does not follow: not "
                                   "modelled")
    if "moves" in table and _EXILE_UNTIL.search(ability):  # 610.3: a return when the named event happens, not followed
        raise (at / "moves").error(f"{ability!r} exiles until an event or for as long as something lasts (610.3): the "
                                   "return it makes then is not modelled")
    said = parts(ability)
    if "moves" in table and _FROM_ZONE.search(said.effect if said is not None else ability):
        raise (at / "moves").error(f"{ability!r} moves a card from a hand, a library, a graveyard or exile (400.1, "
                                   "608.2c), "
                                   "which `moves` (permanents on the battlefield) does not follow: not modelled")
    trigger_choices.check(at, table, said.effect if said is not None else ability, sc, source)  # 608.2c, 109.5
    if "moves" in table and ("effects" in table or "destroy" in table) and \
            re.search(r"\btarget\b", ability, re.I):  # 608.2b: which instruction's target is it?
        raise (at / "moves").error(f"{ability!r} has a target and moves objects beside another instruction: which "
                                   "part its target belongs to (608.2b: an illegal target stops only that part) is "
                                   "not modelled")
    if "destroy" in table and "destroy_attached_to" in table:
        raise (at / "destroy").error("a trigger destroys one object: destroy or destroy_attached_to")
    if "counters_on" in table and "counters" not in table or "counters" in table and \
            ("counters_on" in table) == ("returns" in table):
        raise (at / ("counters" if "counters" in table else "counters_on")).error(
            "counters_on = \"x\" goes with counters = { \"+1/+1\" = 1 }, and counters with it or with returns (what "
            "the card returns with)")
    if "gain_life" in table and "lose_life" in table:
        raise (at / "gain_life").error("a trigger gains or loses life, not both")
    if "taps" in table and "untaps" in table:
        raise (at / "taps").error("a trigger taps or untaps one permanent (701.26a-b), not both")
    activated.check_begun(at, table.get("effects", []), sc.effects, sc.objects[source].controller,
                          "the trigger's controller, its source's (603.3a)")
    if ("deals" in table) != ("to" in table):
        raise (at / ("deals" if "deals" in table else "to")).error(
            "deals = N goes with to = \"creature, planeswalker or player\" (120.1), and to with deals")
    if "to" in table:
        damage.check_recipient(at, table["to"], sc.objects)
    if "whose_life" in table and not {"gain_life", "lose_life"} & set(table):
        raise (at / "whose_life").error("whose_life says who gains or loses the life: it goes with gain_life or "
                                        "lose_life")
    if table.get("whose_life") in ("that player", "defending player") and table["when"] not in COMBAT_TRIGGERS or \
            table.get("whose_life") == "that player" and table["when"] != "deals combat damage to a player":
        raise (at / "whose_life").error(f"{table['whose_life']!r} is the player a combat trigger names: \"that "
                                        "player\" goes with when = \"deals combat damage to a player\", \"defending "
                                        "player\" with the combat triggers (506.2)")
    said_text = said = trigger_modes.chosen_text(at, table, ability)  # 700.2b: of a modal one, the mode chosen
    if ability.strip().lower() in _RULED_CONDITIONS:  # a keyword whose trigger condition its rule qualifies
        raise (at / "ability").error(f"trigger {table['id']!r}: {ability.strip()} triggers only where "
                                     f"{_RULED_CONDITIONS[ability.strip().lower()]}, which no key of a [[trigger]] "
                                     "says: not modelled (it would fire on every attack)")
    if ability.strip().lower() == "evolve":  # 702.100a: its intervening "if" compares the entering creature with it
        raise (at / "ability").error(f"trigger {table['id']!r}: evolve's intervening \"if\" (702.100a, 603.4) compares "
                                     "the power and toughness of the creature entering with its own, which no key of a "
                                     "[[trigger]] says: not modelled (it would fire on every creature entering)")
    trigger_modes.check_fight(at, table, said, sc)  # 701.14a
    check_worded_keys(at, table, ability)  # 608.2c
    check_mode_actions(at, table, ability, said)  # 700.2b
    check_of_controller(at, table, ability)  # 603.2, 109.5
    check_enters_status(at, table, ability)  # 603.2
    check_of_types(at, table, ability)  # 603.2, 205.2a
    check_of_words(at, table, ability)  # 603.2, 208.1, 105.2
    check_of_cast_kind(at, table, ability)  # 603.2, 205.3, 205.4a
    check_of_self(at, table, ability, name)  # 603.2, 109.3
    check_of_object(at, table, ability, name)  # 603.2, 205.2a
    made = tuple(o.id for o in sc.objects.values() if o.created_by == table["id"])
    check_said(at, table, meaning(said), made,
               any(e.ability_of == source and not e.static for e in sc.effects.values()),
               delays=any(t.get("created_by") == table["id"] for t in tables))
    check_intervening_if(at, table, ability, if_kicked)  # 603.4
    check_if_words(at, table, ability, name)  # 603.4
    check_if_meaning(at, table, ability, name, sc.objects[source].controller)  # 603.4, 109.5
    check_effect_words(at, table, ability)  # 608.2c, 119.3
    effect_text.check(at / "effects", table["id"], _instructions(said_text), table.get("effects", ()), sc)  # 611.2
    condition = condition_of(at / "if", table["if"], sc) if "if" in table else None
    said = table.get("target_if") or trigger_copies.target_condition(at, table, ability)  # (115.1: a copy's target)
    target_if = condition_of(at / "target_if", said, sc) if said else None
    check_state_trigger(at, table, source)
    trigger_when.check(at, table, ability)  # 603.2, 603.6
    state = condition_of(at / "state", table["state"], sc) if "state" in table else None
    if target_if is not None and not re.search(r"\btarget\b", ability, re.I):
        raise (at / "target_if").error(f"target_if is the restriction the text puts on the trigger's target (115.1), and "
                                       f"{ability!r} targets nothing")
    returning.check_trigger(at, table, ability, sc)
    trigger_copies.check_copy_words(at, table, said_text, made, sc.effects)  # 707.2
    check_payment(at, ability)
    check_damage_trigger(at, table, ability, sc, tables)
    first = _tokens_first(at, table, ability, sc)
    if "X" in table.get("counters", {}).values() and not (table["when"] == "enters" and table.get("of") == {"self": True}
                                                          and "returns" not in table):
        raise (at / "counters").error("\"X\" in what a trigger puts is the X of the spell that became its source, for "
                                      "its own enters trigger (when = \"enters\", of = { self = true }; 107.3); say "
                                      "how many")
    discards, discard_rule = trigger_discards.check(at, table, ability, sc)  # 701.9
    aimed_at, aimed, another = trigger_targets.aim(at, table, said_text, sc)  # 603.3d, 115.1
    trigger_targets.check_damage_kind(at, table, said_text, sc, sc.objects[source].controller)  # 120.1, 109.5
    trigger_targets.check_self_named(at, table, said_text, source, name)  # 201.5
    trigger_transforms.check(at, table, ability)  # 701.27a
    return Trigger(id=table["id"], source=source, ability=ability, when=table["when"],
                   of=static_filter({"affects": table.get("of", {})}, source), condition=condition,
                   destroy=table.get("destroy"), destroy_attached_to=table.get("destroy_attached_to"),
                   sacrifice=table.get("sacrifice"), evoked=evoked, kicked=if_kicked,
                   counters_on=table.get("counters_on"), counters=tuple(sorted(table.get("counters", {}).items())),
                   life=table.get("gain_life", 0) - table.get("lose_life", 0),
                   whose_life=table.get("whose_life", "you"),
                   creates=made,
                   tokens_attacking=table.get("tokens_attacking", False),
                   tokens_tapped=token_text.tapped(said_text),
                   how_many=tokens_how_many(at, table, sc), of_each_kind="each" in table.get("how_many", {}),
                   returns=table.get("returns"), returns_as=table.get("as"),
                   returns_exiled=linked.returns_exiled(at, table, ability, linked.exiled_by(sc.abilities, tables)),
                   exile_if_leaves=table.get("exile_if_leaves", False),
                   taps=table.get("taps"), untaps=table.get("untaps"), effects=tuple(table.get("effects", ())),
                   tokens_first=first, deals=table.get("deals", 0), to=table.get("to"), own_cast=own_cast,
                   moves=tuple(table.get("moves", ())), into=table.get("into"),
                   attached_named=trigger_targets.attached_named(table, said_text, source),
                   triggering_named=trigger_targets.triggering_named(at, table, said_text, source),
                   moves_targets="moves" in table and re.search(r"\btarget\b", ability, re.I) is not None,
                   target_if=target_if, pays=ward_cost if optional is None else optional, state=state,
                   if_it=reading_it.parse(at, table, ability), token_pt_of=token_values.parse(at, table, ability, made, sc),
                   copy_of=trigger_copies.parse(at, table, ability, made),
                   copies_equipped=trigger_copies.copies_equipped(ability), draws=trigger_draws.check(at, table, ability, sc),
                   finds=trigger_search.check(at, table, ability, sc), discards=discards, discard_rule=discard_rule,
                   fights=table.get("fights"), no_mode=table.get("mode") == 0, said=said_text, aimed_at=aimed_at, aimed=aimed,
                   aimed_another=another)


def _tokens_first(at: At, table: dict, ability: str, sc: Scenario) -> bool:
    """608.2c: a trigger that creates tokens and begins effects follows its instructions in the
    order its text gives them: whether the tokens exist as the effects begin, and so may be among
    what they affect (611.2c).  Where the text does not tell and an effect affects what matches a
    filter (which a token may), it is refused."""
    if not table.get("effects") or not any(o.created_by == table["id"] for o in sc.objects.values()):
        return False
    first = tokens_first(ability)
    if first is None and any(not sc.effects[e].affects.objects and sc.effects[e].rule is None
                             for e in table["effects"] if e in sc.effects):
        raise (at / "effects").error(
            f"trigger {table['id']!r}: its ability {ability!r} creates tokens and begins an effect on what matches a "
            "filter, and its text does not say which comes first: whether the tokens are among what the effect "
            "affects (608.2c, 611.2c) is not modelled")
    return bool(first)


def tokens_how_many(at: At, table: dict, sc: Scenario):
    """"Create X tokens" (111.1, 608.2h): `how_many`, an amount read as the trigger resolves,
    or a `number`; the scenario declares at least as many tokens `created_by` it as can be
    created (each object that could be counted, times what every replacement effect on
    creating tokens could make of it, 614.1a), else some would be missing.  Where such an
    effect may apply, how many the trigger creates is said, not read off the declarations."""
    made = [o for o in sc.objects.values() if o.created_by == table["id"]]
    doubled = math.prod(r.times for r in sc.token_replacements)
    if "how_many" not in table:
        if made and sc.token_replacements:
            raise (at / "id").error(f"{table['id']!r} creates tokens, which a replacement effect may multiply (614.1a): "
                                    "say how many it creates, how_many = { number = N }, and declare as many as "
                                    "may be created")
        said = token_triggers.number_said(table.get("ability", ""))
        if said is None and made:  # (draw 9's audit: "for each hatchling counter on it, create ...", Eumidian Hatchery)
            raise (at / "id").error(f"{table['id']!r} creates tokens, and how many its text creates is not read (111.1, "
                                    "608.2c): say how many, how_many = { number = N } or { count = ... }, and declare "
                                    "as many")
        if said is not None and made and len(made) != said:  # 111.1, 608.2c (trial 6: two Insects made three tokens)
            raise (at / "id").error(f"{table['id']!r}: its text creates {said} token{'s' if said != 1 else ''}, and "
                                    f"{len(made)} [[object]]s are declared with created_by = {table['id']!r}: declare "
                                    "exactly those it creates")
        return None
    kinds = _kinds(made)
    if "each" in table["how_many"]:
        n = table["how_many"]["each"]
        if len(table["how_many"]) > 1:
            raise (at / "how_many" / "each").error("how_many = { each = N }: N tokens of each kind, and nothing else")
        short = [k for k, tokens in kinds.items() if len(tokens) < n * doubled]
        if short:
            raise (at / "how_many").error(f"as many as {n * doubled} tokens of each kind may be created: declare that "
                                          f"many [[object]]s of each kind with created_by = {table['id']!r}, not "
                                          f"{len(kinds[short[0]])} of {short[0].name!r}")
        return n
    if sc.token_replacements and len(kinds) > 1:
        raise (at / "how_many").error(f"{table['id']!r} creates tokens of several kinds, which a replacement effect "
                                      "multiplies kind by kind (614.1a): say how many of each, how_many = { each = N }")
    if "devotion_to" in table["how_many"]:
        return devotion.how_many(at / "how_many", table["how_many"], sc, len(made), doubled)
    if len([k for k in ("number", "count") if k in table["how_many"]]) != 1:
        raise (at / "how_many").error("how_many is a number of tokens ({ number = 1 }), a number of each kind "
                                      "({ each = 1 }) or a count of objects or cards ({ count = {...} }): one of them")
    if "number" in table["how_many"]:
        n = table["how_many"]["number"]
        if "zone" in table["how_many"]:
            raise (at / "how_many" / "zone").error("'zone' says where a count counts: it goes with count")
        if len(made) < n * doubled:
            raise (at / "how_many").error(f"as many as {n * doubled} tokens may be created: declare that many "
                                          f"[[object]]s with created_by = {table['id']!r}, not {len(made)}")
        return n
    count = count_of(table["how_many"])
    if count.how != "count":
        raise (at / "how_many").error("how_many counts objects or cards: { count = {...} }, perhaps with a zone")
    why = zones.refusal(count)
    if why is not None:
        raise (at / "how_many").error(why)
    # (any object, where an effect may change card types: 205.1a, 613.1a-d; a face, 712.8)
    retyping = any(p.layer in ("1a", "1b", "4") for e in sc.effects.values() for p in e.parts) or \
        any(o.back is not None or o.face_down for o in sc.objects.values())
    most = doubled * sum(1 for o in sc.objects.values() if not o.created_by and
                         (retyping or all(t in o.printed.types for t in count.of.types)))
    if len(made) < most:
        raise (at / "how_many").error(f"as many as {most} tokens may be created (one per object it may count): declare "
                                      f"that many [[object]]s with created_by = {table['id']!r}, not {len(made)}")
    return count


def _kinds(tokens: list) -> Dict[Characteristics, list]:
    """The tokens a trigger creates, by kind: those the effect gives the same characteristics (111.3)."""
    out: Dict[Characteristics, list] = {}
    for o in tokens:
        out.setdefault(o.printed, []).append(o)
    return out


# keywords whose trigger condition their rule qualifies beyond the event `when` names (draw 12's audit: dethrone fired
# attacking a player with less life)
_RULED_CONDITIONS = {"dethrone": "the player it attacks has the most life or is tied for it (702.105a)",
                     "exalted": "a creature its controller controls attacks alone (702.83a)"}


def _instructions(text: str) -> str:
    """A trigger's text without its trigger condition and intervening "if" (603.1, 603.4): what it does."""
    said = parts(text)
    return text if said is None else said.effect
