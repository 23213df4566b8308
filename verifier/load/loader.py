"""Model files (TOML) to `Scenario`s.

A file may define cards (`[[card]]`), and a scenario: `[scenario]`,
`[[object]]`, `[[effect]]`, `[[claim]]`.  Cards are looked up in the file
itself, then in `cards/*.toml` of its folder and of each folder above it.
Every file is checked against `verifier.load.schema` first; everything after that
is cross-references and rules of the model language.  Every problem is a
`ModelError` naming the file and the line.

This module puts a scenario together; each part is read by a module of its own:
`files` (files, places in them, cards by name), `abilities` (a card's abilities,
characteristics and filters), `objects`, `effects`, `history` (events, triggers,
loyalty abilities, order), `manadefs` (mana abilities and effects) and `claims`.
"""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

from verifier.errors import ModelError
from verifier.load import aura_changes, own_protection, aura_spells, effect_targets, forbidding, graveyard_ability, trigger_payments, unfollowed_spell_texts, \
    unless_paid, riot, bestow, spell_tokens, trigger_modes, protection, counter_bans, mana_ability_filters, transformed_filters
from verifier.load.auras import entering_hosts
from verifier.load.abilities import card_abilities, check_card
from verifier.load.claims import claim, claim_id
from verifier.load.counterdefs import CounterReplacements
from verifier.load.copies import entering_copies
from verifier.load.graveyard_copies import graveyard_copies
from verifier.load.effects import attach_hosts, attached_hosts, check_begun_one_shots, check_carried, check_one_shot_cards, check_instances, check_references, \
    check_removed_abilities, granted_effects, once_each_turn, resolved_effect
from verifier.load.files import At, CardLibrary, read_model_file, table_of
from verifier.load.stated_facts import check_blessing, check_bounds, check_emblems, check_identity, \
    check_stated_facts
from verifier.load import ability_resolutions, exiled_colors
from verifier.load import extra_triggers
from verifier.load import ability_copies, ability_zones, added_combats, attacking_player, attachments, board_attackers, borrowed_abilities, cant_have, cast_permissions, combat, \
    combat_requirements, countering, cycling, damage, daynight, delayed, devotion, emblems, entering, fighting, \
    gamerules, hand_size, kept_leaving, library_top, life, life_amounts, meld, object_numbers, pairing, playing, put_attacking, reading_it, ruled_counters, \
    sagas, spell_damage, spell_draws, putting_rounds, spell_search, spells, suspend, token_values, trigger_copies, \
    trigger_discards, trigger_draws, trigger_instances, token_text, trigger_search, trigger_text, trigger_transforms, turning_face_up, \
    stated_yours, unearth, step_ends, unread, unsaid_triggers, untapping, ward, zones
from verifier.load.activated import activated_ability, check_abilities
from verifier.load.conditions import with_conditions
from verifier.load.history import check_possible, control_changes, events_of, loyalty_ability, order_of
from verifier.load.trigger_tables import trigger
from verifier.load.linked import linked_objects
from verifier.load.returns import ability_returned_objects, returned_objects, trigger_returned_objects
from verifier.load.manadefs import ManaDefinitions, mana_definitions, mana_effects
from verifier.load.modelfile import ModelFile
from verifier.load.objects import StatedFacts, game_object
from verifier.load.pinned import pins_of
from verifier.load.reconfigure import reconfigure_effects
from verifier.load.schema import CHOSEN, SCENARIO_SECTIONS
from verifier.model import Count, CostChange, Effect, GameObject, HastePermission, LandPlays, Scenario, SpendPermission, \
    with_copied_statics


def load_model(path: Path, card_folders: Sequence[Path] = ()) -> Optional[Scenario]:
    """A scenario file's scenario, its cards also looked for in `card_folders` (`--cards`,
    `CardLibrary`); a card file is checked and gives None."""
    mf = read_model_file(path)
    if any(k in mf.data for k in SCENARIO_SECTIONS):
        return _scenario(mf, card_folders)
    if not mf.data.get("card"):
        raise ModelError(str(path), 1 if mf.lines else 0, "defines no cards and no scenario")
    CardLibrary(mf)  # names unique in the file and among its neighbours in cards/
    for i, table in enumerate(mf.data["card"]):
        card = At(mf, ("card", i))
        check_card(card, table)
        for kind in ("static", "resolves", "granted"):
            card_abilities(card, kind)
        mana_definitions(card, {})
        mana_effects(card, "card", {})
    return None


def load_scenario(path: Path, card_folders: Sequence[Path] = ()) -> Scenario:
    sc = load_model(path, card_folders)
    if sc is None:
        raise ModelError(str(path), 1, "is a card file, not a scenario")
    return sc


def _scenario(mf: ModelFile, card_folders: Sequence[Path]) -> Scenario:
    root = At(mf)
    data = mf.data
    lib = CardLibrary(mf, card_folders)
    numbers = StatedFacts(data.get("scenario", {}).get("numbers", {}))
    for section in ("effect", "trigger", "loyalty", "ability"):
        if f'"{CHOSEN}"' in json.dumps(data.get(section, [])):  # a choice belongs to an object's card
            raise (root / section).error(f"{CHOSEN!r} is what an object's card chose as it entered: give the word")
    devotion.check_stated(root / "scenario", data.get("scenario", {}))
    check_bounds(root / "scenario", data.get("scenario", {}))  # 700.8a, 702.179
    conditions = StatedFacts(data.get("scenario", {}).get("conditions", {}))
    objects: Dict[str, GameObject] = {}
    effects: Dict[str, Effect] = {}
    where: Dict[str, At] = {}  # id -> where it was defined
    grants: Dict[str, List[Tuple[At, dict]]] = {}  # effect id -> the abilities it grants, defined
    mana, counters = ManaDefinitions(), CounterReplacements()
    as_though_haste: List[HastePermission] = []
    land_plays: List[LandPlays] = []
    spending: List[SpendPermission] = []
    cost_changes: List[CostChange] = []
    by_triggers = trigger_returned_objects(root / "trigger", data.get("trigger", []), root / "object",
                                           data.get("object", [])) + \
        ability_returned_objects(root / "ability", data.get("ability", []), root / "object", data.get("object", [])) + \
        linked_objects(root / "trigger", data.get("trigger", []), root / "object", data.get("object", []))  # (607.2a)
    returned = returned_objects(root / "event", data.get("event", []), root / "object", data.get("object", []),
                                made=by_triggers) + \
        returned_objects(root / "scenario" / "search" / "events", data.get("scenario", {}).get("search", {}).get(
            "events", []), root / "object", data.get("object", []), search=True) + by_triggers
    for at, table in [(root / "object" / i, t) for i, t in enumerate(data.get("object", []))] + returned:
        obj, statics, permissions = game_object(at, table, lib, numbers, conditions, grants, mana, counters)
        if (at, table) in returned and obj.copies_as_it_enters is not None:
            raise (at / "card").error(f"{obj.id!r} returns as a new object (400.7) whose card may enter as a copy "
                                      "(707.5): the choice it makes then is not modelled")
        if obj.created_by and (obj.copies_as_it_enters is not None or "Aura" in obj.printed.subtypes):
            raise (at / "created_by").error(
                "a token a trigger creates that " + ("may enter as a copy (707.5)" if obj.copies_as_it_enters else
                                                     "is an Aura, attached to what its controller chooses (303.4f)") +
                " makes that choice as it enters: not modelled")
        as_though_haste += [p for p in permissions if isinstance(p, HastePermission)]
        land_plays += [p for p in permissions if isinstance(p, LandPlays)]
        spending += [p for p in permissions if isinstance(p, SpendPermission)]
        cost_changes += [p for p in permissions if isinstance(p, CostChange)]
        claim_id(obj.id, at, where)
        objects[obj.id] = obj
        for e in statics:
            effects[e.id] = e
    for name in sorted(set(conditions) - conditions.asked):
        raise (root / "scenario" / "conditions" / name).error(
            f"no static ability of the scenario's objects applies only if {name!r}: the fact changes nothing")
    once: Dict[tuple, str] = {}  # (602.5b: `once_each_turn`)
    for i, table in enumerate(data.get("effect", [])):
        at = root / "effect" / i
        e = resolved_effect(at, table, lib, numbers, grants, objects, effects)
        once_each_turn(at, table, e, lib, once)
        if "card" in table:  # a mana ability the effect grants may be defined on its card
            mana.add_definitions(lib.get(table["card"], at / "card"), numbers)
        claim_id(e.id, at, where)
        effects[e.id] = e
    head = data.get("scenario", {})
    entering_hosts(root / "event", data.get("event", []), objects)
    aura_spells.hosts(root / "event", data.get("event", []), objects)
    history = control_changes(root / "event", data.get("event", []), objects, effects, where, numbers)
    vocabulary = control_changes(root / "scenario" / "search" / "events", head.get("search", {}).get("events", []),
                                 objects, effects, where, numbers)
    doubled = bool(counters.tokens)
    history = graveyard_copies(root / "event", history, objects, effects, where, numbers, doubled)
    vocabulary = graveyard_copies(root / "scenario" / "search" / "events", vocabulary, objects, effects, where, numbers,
                                  doubled, search=True)
    history = entering_copies(root / "event", history, objects, effects, where, numbers)
    vocabulary = entering_copies(root / "scenario" / "search" / "events", vocabulary, objects, effects, where, numbers)
    check_references(objects, effects, where, grants)
    effects.update(bestow.bestowed_effects(objects, effects, where, history))  # (and where each enters attached)
    aura_changes.check_effects(effects, where)  # 205.3h, 702.5a
    attached_hosts(objects, effects, where, history + vocabulary)  # "enchanted creature" as it resolved (611.2c)
    check_removed_abilities(root, data.get("effect", []), objects, effects)
    effects = with_copied_statics(objects, effects)
    for e in effects.values():  # a copy has the abilities it copies, and so what they grant (707.2a)
        if e.copied and objects[e.origin].chose:
            raise where[e.source].error(
                f"{e.source!r} may become a copy of {e.origin!r}, whose ability {e.ability!r} uses what was chosen "
                f"as {e.origin!r} entered: a copy does not copy that choice (707.6), and its own is not modelled")
        if e.copied:
            original = next(f.id for f in effects.values() if f.static and not f.copied and f.granted_by is None
                            and f.source == e.origin and f.ability == e.ability)
            if original in grants:
                grants[e.id] = grants[original]
    hosts = attach_hosts(objects, history + vocabulary)
    effects.update(granted_effects(grants, objects, effects, numbers, hosts))
    check_instances(grants, objects, effects, hosts)
    attaching = {t["attach"]: at / i / "attach" for at, tables in ((root / "event", data.get("event", [])), (
        root / "scenario" / "search" / "events", head.get("search", {}).get("events", []))) for i, t in
                 enumerate(tables) if "attach" in t}
    effects.update(reconfigure_effects(objects, effects, where, attaching))
    order = order_of(root / "scenario" / "order", head.get("order", []), objects, effects)
    triggers = {t["id"]: tuple(t.get("effects", ())) for t in data.get("trigger", [])}  # -> the effects it begins
    makers = {o.made_by: o.created_by is not None for o in objects.values() if o.made_by}
    for t, tokens in makers.items():  # 111.1, 400.7: each resolution makes a new object, and an object stands for one
        at = [i for i, table in enumerate(data.get("event", [])) if table.get("resolves") == t and
              not table.get("countered")]  # (701.6b: a countered instance makes nothing)
        if len(at) > 1:
            raise (root / "event" / at[1] / "resolves").error(
                f"{t!r} " + ("creates a token each time it resolves (111.1), a new object each time (400.7), and an "
                             "[[object]] with created_by stands for one" if tokens else
                             "returns its card as a new object each time it resolves (400.7), and its 'as' stands "
                             "for one") + ": give each resolution a trigger of its own")
    for i, table in enumerate(data.get("object", [])):
        if "created_by" in table and table["created_by"] not in triggers and \
                not spell_tokens.names_a_spell(table["created_by"], objects, history):  # (111.1, 608.2c)
            raise (root / "object" / i / "created_by").error(f"created_by names {table['created_by']!r}, which is no "
                                                             "[[trigger]], instant or sorcery of the scenario")
    for i, table in enumerate(data.get("trigger", [])):
        claim_id(table["id"], root / "trigger" / i, where)
    unread_texts = unread.texts(lib)  # (its objects' cards all read by now)
    unread.check(root, data, unread_texts)  # a card's `not_followed`: what it does is not read
    loyalty = {t["id"]: loyalty_ability(root / "loyalty" / i, t, objects, where)
               for i, t in enumerate(data.get("loyalty", []))}
    for i, t in enumerate(data.get("ability", [])):
        claim_id(t["id"], root / "ability" / i, where)
    abilities = {t["id"]: activated_ability(root / "ability" / i, t, objects, effects,
                                            {e["id"]: e for e in data.get("effect", [])})
                 for i, t in enumerate(data.get("ability", []))}
    effect_targets.check(root / "effect", data.get("effect", []), effects,  # 115.1, 601.2c
                         {eid for section in ("ability", "trigger", "loyalty") for t in data.get(section, [])
                          for eid in t.get("effects", ())}, lib)
    for i, a in enumerate(abilities.values()):  # (unearth's haste, an effect its resolution begins: 702.84a)
        for eid in a.effects if a.returns is not None else ():
            claim_id(eid, root / "ability" / i, where)
    spells.spell_copies(root / "event", history, objects, effects, where)
    events = events_of(root / "event", history, objects, effects, triggers, {**loyalty, **abilities})
    events = trigger_draws.expand(root / "event", history, events, data.get("trigger", []), objects)  # 121.1
    events = spell_search.expand(root / "event", history, events, objects)  # 701.23
    events = trigger_search.expand(root / "event", history, events, data.get("trigger", []))  # 701.23
    events = trigger_transforms.expand(root / "event", history, events, data.get("trigger", []))  # 701.27a
    events = spell_draws.expand(root / "event", history, events, objects)  # 121.1, 608.2h
    events = putting_rounds.expand(root / "event", history, events, objects)  # 101.4, 608.2c
    events = suspend.haste(root / "event", events, data.get("trigger", []), objects, effects, where, numbers)
    events = delayed.haste(root / "event", history, events, objects, effects, where, numbers)  # 702.109a
    events = riot.choices(root / "event", history, events, objects, effects, where, numbers,
                          counters.effects)  # 702.136a
    riot.refuse_searched(root / "scenario" / "search" / "events", head.get("search", {}).get("events", []))
    trigger_copies.refuse_searched(root / "scenario" / "search" / "events", data.get("trigger", []),
                                   head.get("search", {}).get("events", []))  # 608.2h
    events = trigger_copies.copies(root, data.get("trigger", []), data.get("object", []), events, objects, effects,
                                   where, numbers, doubled)  # 707.2, 111.1
    vocabulary = events_of(root / "scenario" / "search" / "events", vocabulary, objects, effects, triggers,
                           {**loyalty, **abilities}, repeat=True)
    vocabulary = trigger_draws.expand(root / "scenario" / "search" / "events", None, vocabulary,
                                      data.get("trigger", []), objects)
    vocabulary = spell_search.expand(root / "scenario" / "search" / "events", None, vocabulary, objects)
    vocabulary = trigger_transforms.expand(root / "scenario" / "search" / "events", None, vocabulary,
                                           data.get("trigger", []))
    vocabulary = trigger_search.expand(root / "scenario" / "search" / "events", None, vocabulary,
                                       data.get("trigger", []))
    vocabulary = spell_draws.expand(root / "scenario" / "search" / "events", None, vocabulary, objects)
    vocabulary = putting_rounds.expand(root / "scenario" / "search" / "events", None, vocabulary, objects)
    zones.check_spells(root / "effect", data.get("effect", []), objects, events, vocabulary)
    mana.define_mentioned(objects, effects, where)
    sc = Scenario(path=str(mf.path), name=head.get("name", mf.path.stem), objects=objects, effects=effects,
                  order=order, source=head.get("source", ""), mana_abilities=mana.abilities,
                  replacements=tuple(mana.replacements), mana_triggers=tuple(mana.triggers),
                  counter_replacements=tuple(counters.effects), token_replacements=tuple(counters.tokens),
                  life={"you": 20, "opponent": 20, **head.get("life", {})}, first_turn=head.get("turn", "you"),
                  city_blessing=tuple(head.get("city_blessing", ())), day_night=head.get("day_night"),
                  spells_cast_this_turn=head.get("spells_cast_this_turn"),
                  commander_identity={p: tuple(c) for p, c in head.get("commander_identity", {}).items()},
                  search_events=tuple(vocabulary), search_depth=head.get("search", {}).get("max_events", 4),
                  as_though_haste=tuple(as_though_haste), land_plays=tuple(land_plays), spending=tuple(spending),
                  cost_changes=tuple(cost_changes), unheld_grants=frozenset(conditions.unheld_grants))
    resolving = {e.spell for e in effects.values() if e.spell is not None}
    for i, t in enumerate(data.get("object", [])):  # 304.4, 307.4: an instant or sorcery is never a permanent
        o = objects[t["id"]]
        if not events and not vocabulary and o.zone is None and not o.face_down and o.id not in resolving and \
                {"instant", "sorcery"} & set(o.face(o.back_up).types):
            raise (root / "object" / i / ("card" if "card" in t else "types")).error(
                f"{o.id!r} is an instant or sorcery on the battlefield of a board: one never is there (304.4, 307.4; "
                "face down it is a permanent, 708.2): give it a zone")
    tapped = [i for i, t in enumerate(data.get("object", [])) if t.get("tapped")]
    if tapped and not events and not vocabulary:
        raise (root / "object" / tapped[0] / "tapped").error(
            "'tapped' is a status over a history (107.5, 302.6): give the scenario its [[event]]s; a board without "
            "them has every permanent untapped")
    sick = [i for i, t in enumerate(data.get("object", [])) if t.get("since_turn_began") is False]
    if sick and not events and not vocabulary:  # (302.6: a board is read as its permanents' controllers had them)
        raise (root / "object" / sick[0] / "since_turn_began").error(
            "'since_turn_began = false' is a status over a history (302.6): give the scenario its [[event]]s; a board "
            "without them has every permanent under its controller's control since the turn began")
    arriving = {x for e in events + vocabulary for x in e.entering}
    for o in list(objects.values()):  # 306.5b: a planeswalker there as the scenario begins entered with its loyalty
        there = o.id not in arriving and not (o.in_library or o.made_by or o.face_down)
        printed = o.loyalty_of(o.back_up)
        if printed is not None and there and "loyalty" not in dict(o.counters):
            objects[o.id] = replace(o, counters=tuple(sorted({**dict(o.counters), "loyalty": printed}.items())))
    for i, t in enumerate(data.get("object", [])):  # 712.14: one that enters later enters with the face it is told
        obj = objects[t["id"]]
        key = "face" if "face" in t else "card"
        if obj.back_up and (obj.id in arriving or obj.in_library or obj.made_by):
            raise (root / "object" / i / key).error(
                f"{obj.id!r} is not on the battlefield as the history begins: say which face it enters with on its "
                "enters event (face = \"back\", 712.13, 712.14a)")
        if obj.back is not None and obj.face_down and obj.back_up:  # (712.15a: turned up, its front face is up)
            raise (root / "object" / i / "face_down").error("a face-down double-faced card has the characteristics its "
                                                            "face-down status gives, and its front face up when turned "
                                                            "face up (712.15, 712.15a): not face = \"back\"")
    for i in tapped:  # 110.5d: a status of a permanent; one that enters later has none before it enters
        obj = objects[data["object"][i]["id"]]
        if obj.id in arriving or obj.in_library or obj.made_by:
            raise (root / "object" / i / "tapped").error(
                f"{obj.id!r} is not on the battlefield as the history begins, so it has no status then (110.5d): "
                "say how it enters (tapped = true on its enters event)")
    sc = suspend.with_haste_conditions(with_conditions(root, data.get("effect", []), sc.with_events(tuple(events))))
    sc = fighting.read(root / "effect", data.get("effect", []), sc)  # 701.14a, 608.2c
    sc = spell_damage.read(root, data, sc)  # 120.1, 601.2d, 608.2b
    sc = spell_tokens.read(root, data, sc)  # 111.1, 608.2c
    sc = replace(sc, loyalty=tuple(loyalty.values()), abilities=tuple(abilities.values()), unread_abilities=unread_texts)
    sc = replace(sc, triggers=tuple(trigger(root / "trigger" / i, t, sc, data.get("trigger", []))
                                    for i, t in enumerate(data.get("trigger", []))))
    sc = trigger_instances.bind(root / "trigger", data.get("trigger", []), sc)  # 603.2
    suspend.check_history(root / "event", history, sc)
    countering.check_history(root / "event", history, sc)  # 701.6b
    unless_paid.check_history(root / "event", history, sc)  # 118.12
    trigger_payments.check_history(root / "event", history, sc)  # 118.12
    ward.check_history(root / "event", history, sc)  # 702.21a
    aura_changes.check_history(root / "event", history, sc)  # 205.3h, 303.4f-i
    ability_copies.check_history(root / "event", history, sc)  # 707.10
    reading_it.check_history(root / "event", history, sc)  # 608.2h, 707.10
    token_values.check_history(root / "event", history, sc)  # 111.3, 608.2h
    delayed.check_history(root / "event", history, sc)  # 603.7
    trigger_modes.check_history(root / "event", history, sc)  # 603.3c
    riot.refuse_by_triggers(root / "trigger", sc)  # 702.136a
    counter_bans.refuse_unread(root, sc)  # 101.2, 606.4, 614.12
    mana_ability_filters.check(root, sc)  # 605.1a-b
    transformed_filters.check(root, sc)  # 701.27g, 707.8a
    protection.check_triggers(root / "trigger", sc)  # 702.16b
    cast_permissions.check_casts(root / "event", history, sc)
    library_top.check_entering(root / "event", history, sc)  # 614.12
    putting_rounds.check_history(root / "event", history, sc)  # 603.3, 704.3
    cycling.check_history(root / "event", history, sc)  # 701.24a
    spells.check_payments(root / "event", history, sc)
    playing.check_land_plays(root / "event", history, sc)
    combat.check_attacks(root / "event", history, sc)
    attacking_player.check(root, data.get("object", []), data.get("effect", []), sc)  # 506.2, 508.1b
    added_combats.check(root, data.get("effect", []), history, sc)  # 500.8
    put_attacking.check(root, data.get("trigger", []), sc)  # 508.4
    daynight.check(root, data, sc)  # 731, 702.145: what the model does not follow of day and night
    combat_requirements.check_requirements(root / "event", history, sc)
    combat_requirements.check_damage_steps(root / "event", history, sc)  # 510.1
    hand_size.check_cleanup(root / "event", history, sc)
    entering.check_entering(root, history, sc)
    entering.check_unsaid_tapped(root, history, sc)  # 614.1c
    entering.check_entering_keywords(root, history, sc)  # 702
    entering.check_kept_counters(root, history, sc)  # 614.1c, 122.6
    untapping.check_untap_steps(root / "event", history, sc)
    step_ends.check_history(root / "event", history, sc, root / "scenario" / "search" / "events")  # 603.7a, 106.4
    attachments.check_attachments(root / "event", history, sc)
    attachments.check_board(root / "object", data.get("object", []), sc)  # 704.5m-n
    board_attackers.check(root / "object", data.get("object", []), sc)  # 506.3, 508.1a
    own_protection.check_scenario(root / "object", data.get("object", []), sc)  # 702.16n
    pairing.check_pairs(root / "object", data.get("object", []), objects, sc)
    pairing.check_soulbond(root / "event", history, sc)
    gamerules.check_game_rules(root / "event", history, sc)
    extra_triggers.check(root / "event", history, sc)  # 603.2d
    gamerules.check_legend_rule(root / "object", data.get("object", []), sc)
    cant_have.check(root / "object", data.get("object", []), sc)  # 613.1f
    ruled_counters.check(root / "event", history, data.get("object", []), sc)  # 122.1c-d
    damage.check_damage(root / "event", history, sc)
    protection.check_history(root / "event", history, sc)  # 702.16
    unsaid_triggers.check_history(root / "event", history, sc)
    unsaid_triggers.check_search(root / "scenario" / "search" / "events", sc)
    kept_leaving.check(root / "event", history, sc)  # 614.1a, 700.4
    stated_yours.check_control(root, sc, lib)  # 109.5, 613.1b
    object_numbers.check(root, data, sc, lib, grants)  # 109.1, 607.2a, 707.2
    sagas.check_sagas(root / "event", history, where, sc)  # 714
    meld.check_melded(where, sc)
    emblems.check_history(root, data.get("event", []), sc)
    check_abilities(root, data.get("ability", []), history, sc)
    unearth.check(root, data.get("ability", []), history, sc)  # 702.84a
    graveyard_ability.check(root, sc)  # 113.6
    ability_zones.check(root, data.get("effect", []), data.get("event", []), lib, objects)  # 113.6
    violation = sc.loyalty_violation(tuple(events)) if all(e.group is None for e in events) else None
    if violation is not None:
        raise (root / "event" / table_of(history, violation[0], events) / "activate").error(violation[1])
    bad = sc.first_disallowed(tuple(events)) if all(e.group is None for e in events) else None
    if bad is not None and events[bad].copy is not None:
        raise (root / "event" / table_of(history, bad, events)).error(f"{events[bad].what!r} cannot enter as a copy here: what it copies is not "
                                           "on the battlefield then (707.5)")
    if bad is not None:
        what, verb = events[bad].what, _verb(events[bad].kind)
        raise (root / "event" / table_of(history, bad, events)).error(f"{what!r} cannot {verb} here: "
                                                               "it is not on the battlefield, or has not begun")
    orders = sc.orders()
    if not any(s is not None for s, _ in orders):
        raise (root / "event").error(f"no order of the history's events is possible: {orders[0][1]}")
    if len(orders) == 1:
        check_possible(sc, root / "scenario" / "order", where)
    for name in sorted(set(numbers) - numbers.asked):
        raise (root / "scenario" / "numbers" / name).error(f"nothing of the scenario reads the number {name!r}: it "
                                                           "changes nothing")
    sc.generated_cards = tuple(lib.generated)
    sc.generated_unfollowed = tuple(lib.unfollowed)
    sc.claims = [claim(root / "claim" / i, t, sc) for i, t in enumerate(data.get("claim", []))]
    for i, c in enumerate(sc.claims):
        for key, x in (("expr", c.goal), ("assume", c.premise)):
            if x is not None:
                cast_permissions.check_claim(root / "claim" / i / key, x, sc, c.at)
                spells.check_claim(root / "claim" / i / key, x, sc)
                playing.check_claim(root / "claim" / i / key, x, sc)
                combat.check_claim(root / "claim" / i / key, x, sc)
                protection.check_claim(root / "claim" / i / key, x, sc)  # 702.16f
                life.check_claim(root / "claim" / i / key, x, sc)
                unsaid_triggers.check_claim(root / "claim" / i / key, x, sc, c.at)
    borrowed_abilities.check(root / "object", data.get("object", []), sc)  # 613.1f, 113.1a
    turning_face_up.check(root, history, sc)  # 101.2, 702.37e
    ordered = [(i, pair) for i, c in enumerate(sc.claims) for x in (c.goal, c.premise) if x is not None
               for pair in x.above]
    sc.reads_graveyard_order = bool(ordered)
    if len({pair for _, pair in ordered}) > 1:  # (orders of several pairs, each an owner's choice, could cycle)
        raise (root / "claim" / ordered[-1][0] / "expr").error(
            "above(x, y) orders one pair of cards in a scenario: the order of cards put into a graveyard at once is "
            "their owner's choice (404.3), and of several pairs it is not modelled")
    counts = [c for e in effects.values() for p in e.parts for c in p.amounts()] + \
        [u.amount for a in sc.mana_abilities.values() for u in a.units if isinstance(u.amount, Count)]
    exprs = [x for x in [*(x for c in sc.claims for x in (c.goal, c.premise)), *(e.as_long_as for e in sc.effects.values()),
                         *(e.resolves_if for e in sc.effects.values()),
                         *(t.condition for t in sc.triggers)] if x is not None]
    sc.tracks_zones = zones.tracks_zones(objects, events + vocabulary, counts, any(x.reads_zones for x in exprs),
                                        any(e.spell for e in effects.values()) or
                                        any(t.returns or t.returns_exiled or t.moves for t in sc.triggers) or
                                        any(a.moves for a in sc.abilities))
    searched = {o.id for o in objects.values() if o.in_library}  # (a card a search finds is in a library)
    zones.check_reach(where, {k: e for k, e in sc.effects.items() if sc.tracks_zones or searched - {e.source}})
    check_carried(where, sc)
    forbidding.check_named_sources(root / "object", data.get("object", []), sc)
    check_begun_one_shots(where, sc)
    counts_zones = any(c.zone for c in counts) or any(c.zone for x in exprs for c in x.counts.values())
    check_one_shot_cards(where, sc, counts_zones)
    unfollowed_spell_texts.check(root / "event", data.get("event", []), sc, counts_zones)  # 500.7, 121.1
    trigger_text.check_cards(where, sc, counts_zones)  # (a trigger's, as a resolution's: 608.2c)
    ability_resolutions.check(root, sc, counts_zones)  # (an [[ability]]'s, as a resolution's: 608.2c)
    trigger_text.check_resolved(where, sc)  # 608.2c: a text's instructions, followed where it resolves
    token_text.check(where, sc)  # 111.3: a token declared created by a trigger is the one its text creates
    trigger_discards.check_history(where, sc)  # 701.9b
    trigger_text.check_mana_cards(where, sc, counts_zones)  # (a mana ability's, 605.3b)
    if sc.tracks_zones:
        zones.check_commanders(root / "object", data.get("object", []))
        zones.check_rules_off_the_battlefield(root, where, sc)
        zones.check_leaving(root / "event", history)
        zones.check_stated(root / "scenario", head)
        zones.check_libraries(root / "event", history, root / "object", data.get("object", []), sc)
    check_stated_facts(root, history, head, sc)
    check_blessing(root, head, sc)  # 702.131b-c
    check_identity(root, head, sc)  # 903.4
    check_emblems(root, head, sc)  # 114.2
    exiled_colors.check_history(root / "event", history, sc)  # 607.2a: stated, as a fact is
    life_amounts.check(root, history, sc)  # 119.1: a life total read as the scenario gives it
    devotion.check_reads(where, sc)
    life.check_reads(root, head, data.get("trigger", []), sc)
    seen: Dict[str, int] = {}
    for i, c in enumerate(sc.claims):
        if c.id in seen:
            raise (root / "claim" / i / "id").error(f"duplicate claim id {c.id!r} (first on line {seen[c.id]})")
        seen[c.id] = c.line
    sc.pins = pins_of(root / "scenario" / "pinned", head.get("pinned"), sc)
    return sc


def _verb(kind: str) -> str:
    """An event's kind as a verb after "cannot": "ends" -> "end", "turn_face_up" -> "turn face up"."""
    return (kind[:-1] if kind.endswith("s") else kind).replace("_", " ")
