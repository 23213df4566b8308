"""The history: its events ([[event]], and those a search may choose from),
control changes, loyalty abilities and triggers, conditions checked at points of
it (611.2b, 603.4), and the order of timestamps, checked to be possible."""
from __future__ import annotations

import ast
import math
import re
from dataclasses import replace
from typing import Any, Dict, List, Optional, Sequence, Tuple

from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.load import attacked, linked
from verifier.load.activation_triggers import check_activation_trigger
from verifier.load.ability_texts import listed, matching
from verifier.load.abilities import count_of, effect, filter_of, refuse_unread, static_filter
from verifier.load.claims import claim_id, parse_expr
from verifier.load import ability_copies, activated, cycling, damage, delayed, devotion, discard_costs, entering, \
    evoke, graveyard_ability, hybrid, kicked_permanents, playing, returning, sacrifice_costs, spells, suspend, zones
from verifier.rules import costs
from verifier.rules.suspending import REMOVED, is_suspend_trigger
from verifier.load.together import together_of
from verifier.load import transformed as transformed_cards
from verifier.load.trigger_text import check_effect_words, check_intervening_if, check_mode_actions, \
    check_of_controller, check_said, check_worded_keys, tokens_first
from verifier.load import reading_it, token_triggers, token_values, trigger_copies, trigger_discards, \
    trigger_draws, trigger_modes, trigger_search, trigger_targets, trigger_transforms, ward
from verifier.load.trigger_payments import check_trigger as check_payment, optional_cost
from verifier.load.damage_triggers import check_trigger as check_damage_trigger
from verifier.load.state_triggers import check_trigger as check_state_trigger
from verifier.load.files import At
from verifier.load.group_labels import group_ends
from verifier.model import ACTIVATING, ActivatedAbility, BECOMES_UNTAPPED, CASTING, COMBAT_TRIGGERS, COPY_ABILITY, DAMAGE_TO_YOU, EVENT_KINDS, LEAVING, PLAYERS, Characteristics, Event, Filter, LoyaltyAbility, \
    Scenario, TOKEN_CREATED, Trigger, \
    implied_order
from verifier.model.effects import copy_effects_on, copy_sources
from verifier.model.unfollowed import ENTERING_INSTEAD


CONTROL_CHANGE = ("gain_control", "by", "haste", "until", "id")


def control_changes(root: At, tables: List[dict], objects: dict, effects: dict, where: Dict[str, At],
                    numbers: Dict[str, int]) -> List[dict]:
    """The history's control changes made effects: `gain_control = x` is a layer-2
    effect of `by` on x alone that starts at that event (613.1b), giving it haste if
    the event says so (702.10), lasting `until` if it says so; the event becomes
    that effect's `starts`.  Other events are returned as they are."""
    out = []
    for i, table in enumerate(tables):
        at = root / i
        if "gain_control" not in table:
            extra = [k for k in CONTROL_CHANGE if k in table and not (k == "by" and ("returns" in table or
                                                                                  "copy_card" in table or
                                                                                  "copy_spell" in table))]
            if extra:
                raise (at / extra[0]).error(f"{extra[0]!r} goes with gain_control = \"...\"" +
                                            (" (by: or with returns or copy_card)" if extra[0] == "by" else ""))
            out.append(table)
            continue
        x = table["gain_control"]
        if x not in objects:
            raise (at / "gain_control").error(f"event names unknown object {x!r}")
        if "by" not in table:
            raise (at / "gain_control").error("a control change says who gains control: by = \"you\" or \"opponent\"")
        eid, k = table.get("id", f"control of {x} to {table['by']}"), 1
        while "id" not in table and eid in where:
            k += 1
            eid = f"control of {x} to {table['by']} ({k})"
        claim_id(eid, at, where)
        parts = {"layer2": {"control": "you"}}  # "you": the effect's controller, the player gaining control
        if table.get("haste"):
            parts["layer6"] = {"add_abilities": ["haste"]}
        effects[eid] = replace(effect(at, parts, eid, static=False, source=None, affects=Filter(objects=(x,)),
                                      numbers=numbers, controller=table["by"]), until=table.get("until"))
        out.append({**{k: v for k, v in table.items() if k not in CONTROL_CHANGE}, "starts": eid})
    return out


def loyalty_ability(at: At, table: dict, objects: dict, where: Dict[str, At]) -> LoyaltyAbility:
    """A [[loyalty]] ability, checked: of a planeswalker of the scenario, with a loyalty
    cost "+N", "0", "-N" or "-X" (606.4)."""
    claim_id(table["id"], at, where)
    if table["source"] not in objects or "planeswalker" not in objects[table["source"]].printed.types:
        raise (at / "source").error(f"a loyalty ability belongs to a planeswalker of the scenario, not "
                                    f"{table['source']!r}")
    if not re.fullmatch(r"[+-]?\d+|-X", table["cost"]):
        raise (at / "cost").error(f"a loyalty cost is like \"+1\", \"0\", \"-5\" or \"-X\" (606.4), not "
                                  f"{table['cost']!r}")
    if table["cost"] not in objects[table["source"]].printed.abilities:  # what it has can be activated (602.1)
        raise (at / "cost").error(f"{table['source']!r} has no ability {table['cost']!r}: list its loyalty abilities, "
                                  "named by their costs, in its abilities (606.4); "
                                  f"{listed(objects[table['source']].printed.abilities)}")
    for key in ("targets_of", "search"):
        refuse_unread(at / key, table.get(key, {}), ("other", "not_attached"),
                      "say which objects by what they are (a loyalty ability's targets and the card its search "
                      "finds are never its planeswalker)")
    if "targets_of" in table and not table.get("max_targets"):
        raise (at / "targets_of").error("targets_of says what its targets may be; give max_targets too")
    return LoyaltyAbility(id=table["id"], source=table["source"], cost=table["cost"],
                          max_targets=table.get("max_targets", 0), targets_of=filter_of(table.get("targets_of")),
                          search=filter_of(table["search"]) if "search" in table else None)


def events_of(root: At, tables: List[dict], objects: dict, effects: dict, triggers: Dict[str, tuple],
              loyalty: Dict[str, Any], repeat: bool = False) -> List[Event]:
    """The history, checked: each event one kind, naming what exists; an object enters
    and an effect starts at most once, an effect ends after it starts; labels unique
    (`group_ends`: a point inside a group only on purpose).
    (`repeat`: the events a search may choose from, each listed once, in any order.)"""
    out: List[Event] = []
    seen: Dict[tuple, int] = {}
    labels: Dict[str, int] = {}
    ends = group_ends(root, tables)  # each event of a group whose end is labelled -> that label
    cast: Dict[str, int] = {}      # each spell -> the event that casts it
    resolved: Dict[str, int] = {}  # ... and the one that resolves it
    for i, table in enumerate(tables):
        at = root / i
        kinds = [k for k in EVENT_KINDS if k in table]
        if len(kinds) != 1:
            raise at.error(f"an event is exactly one of: {', '.join(EVENT_KINDS)}")
        kind, what = kinds[0], table[kinds[0]]
        if kind in ("enters", "leaves", "tap", "untap", "turn_face_up", "put_counters", "remove_counters", "attach",
                    "unattach", "transform", "moves", "embalm", "eternalize", "returns", "cast", "copy_spell",
                    "add_mana", "attacks", "blocks", "deals", "play_land", "suspend", "cycle") and \
                what not in objects:
            raise (at / kind).error(f"event names unknown object {what!r}")
        zones.check_event(at, table, kind)
        transformed = transformed_cards.entering_back(at, table, kind, objects.get(what))  # (712.14a)
        damage.check_step(at, table)
        if kind == "deals":
            damage.check_deals_event(at, table, objects, repeat)
        elif "amount" in table:
            raise (at / "amount").error("'amount' is the damage a deals event deals (120.1): it goes with deals")
        elif ("to" in table) != (kind == "attach") and not (kind == "enters" and not repeat):
            raise (at / ("to" if "to" in table else kind)).error("attach = \"x\" goes with to = \"y\", and to with "
                                                                 "attach or deals (or with enters, for an Aura: 303.4f)")
        if kind == "attach" and table["to"] in PLAYERS and ("Aura" not in objects[what].printed.subtypes or
                                                            table.get("equip")):
            raise (at / "to").error(f"only an Aura can be attached to a player (303.4, 301.5), not {what!r}")
        if kind == "attach" and table["to"] not in objects and table["to"] not in PLAYERS:
            raise (at / "to").error(f"event names unknown object {table['to']!r}")
        if kind == "attach" and (table["to"] == what or not {"Aura", "Equipment", "Fortification"} &
                                 set(objects[what].printed.subtypes)):
            raise (at / kind).error(f"only an Aura, Equipment or Fortification is attached, to another object "
                                    f"(301.5, 303.4), not {what!r} to {table['to']!r}")
        if kind == "activate":
            _check_activation(at, table, loyalty, objects)
        elif "hybrid" in table:
            raise (at / "hybrid").error("'hybrid' names the half paying each hybrid symbol of an activated ability's "
                                        "cost (107.4e): it goes with activate")
        if "sacrificed" in table and kind not in ("activate", "cast"):
            raise (at / "sacrificed").error(sacrifice_costs.MISPLACED)
        if "discarded" in table and kind != "cast":
            raise (at / "discarded").error(discard_costs.MISPLACED)
        if kind in ("attacks", "blocks") and "group" in table:  # (508.1, 509.1: declared at once, in their order)
            raise (at / "group").error("an attacking or blocking creature is declared (508.1, 509.1) in the order the "
                                       "history gives: not put in a group")
        if ("attacker" in table) != (kind == "blocks"):
            raise (at / ("attacker" if "attacker" in table else kind)).error(
                "blocks = \"x\" goes with attacker = \"y\", the attacking creature x blocks (509.1a), and attacker with "
                "blocks")
        attacked.check_attacked(at, table, kind, objects)
        if kind == "blocks" and table["attacker"] not in objects:
            raise (at / "attacker").error(f"event names unknown object {table['attacker']!r}")
        if kind == "add_mana" and (repeat or "group" in table):  # (a search's or a group's order: not modelled)
            raise (at / ("add_mana" if repeat else "group")).error(
                "mana added to the pool (605.3a, 106.4) is not put in a group, nor among the events a search chooses "
                "from")
        if kind == "cast":
            spells.check_cast(at, table, objects, effects, cast, i, repeat,
                              turn_began=any("turn" in t for t in tables[:i]))

        elif {"free", "mode", "kicked", "surge", "emerge", "convoke", "improvise", "bestow", "evoke", "assisted_by",
              "assist", "assist_at_most", "dash", "awaken", "sacrificed_for_mana"} & set(table):
            key = min({"free", "mode", "kicked", "surge", "emerge", "convoke", "improvise", "bestow", "evoke",
                       "assisted_by", "assist", "assist_at_most", "dash", "awaken", "sacrificed_for_mana"} & set(table))
            raise (at / key).error({"free": "'free' casts a spell without paying its mana cost: it goes with cast",
                                    "mode": "'mode' is the mode chosen as a modal spell is cast (700.2a): it goes "
                                            "with cast",
                                    "kicked": "'kicked' says the kicker cost is paid as a spell is cast (702.33a): it "
                                              "goes with cast; a permanent put onto the battlefield without being cast "
                                              "is never kicked",
                                    "surge": "'surge' casts a spell for its surge cost (702.117a): it goes with "
                                             "cast",
                                    "dash": "'dash' casts a spell for its dash cost (702.109a): it goes with cast",
                                    "awaken": "'awaken' casts a spell for its awaken cost (702.113a): it goes with "
                                              "cast",
                                    "emerge": "'emerge' casts a spell for its emerge cost, naming the creature it "
                                              "sacrifices (702.119a): it goes with cast",
                                    "bestow": "'bestow' casts a spell bestowed, for its bestow cost (702.103a): it "
                                              "goes with cast",
                                    "convoke": "'convoke' names the creatures tapped for convoke as a spell's cost is "
                                               "paid (702.51a): it goes with cast",
                                    "improvise": "'improvise' names the artifacts tapped for improvise as a spell's "
                                                 "cost is paid (702.126a): it goes with cast",
                                    "sacrificed_for_mana": "'sacrificed_for_mana' names the permanents sacrificed "
                                                           "for mana as a spell's cost is paid (601.2g): it goes "
                                                           "with cast",
                                    "evoke": "'evoke' casts a spell for its evoke cost (702.74a): it goes with cast; "
                                             "a permanent put onto the battlefield without being cast was not "
                                             "evoked",
                                    **dict.fromkeys(("assisted_by", "assist", "assist_at_most"),
                                                    f"{key!r} says who helps pay for a spell with assist, and how "
                                                    "much (702.132a): it goes with cast")}[key])
        if "paid" in table and kind != "resolves":
            raise (at / "paid").error("'paid' says whether a trigger's optional cost was paid as it resolved (118.12): "
                                      "it goes with resolves")
        if "countered" in table and kind != "resolves":
            raise (at / "countered").error("'countered' says an ability leaves the stack without resolving (701.6b): "
                                           "it goes with resolves")
        if "responses" in table and kind != "cycle":
            raise (at / "responses").error("'responses' names the triggers resolved between a cycling ability's "
                                           "cost and its resolution (603.3, 405.5): it goes with cycle")
        if kind in ("cycle", "suspend"):  # (their own events: their labels, unique too, registered here)
            _register_labels(at, table, labels, i)
        if kind == "cycle":  # 702.29a, 702.29e: the card discarded as the cost; the ability resolving
            out += cycling.events(at, table, objects, repeat, triggers)
            continue
        if kind == "suspend":  # 116.2f, 702.62a: a special action, the card exiled with time counters
            out.append(suspend.event(at, table, objects, repeat))
            continue
        for key in ("x", "x_at_most"):
            if key in table and kind not in ("enters", "cast") and not (kind == "activate" and
                                                                          _takes_x(loyalty.get(what))):
                raise (at / key).error(f"{key!r} is the X of a spell cast (107.3a), of the spell that became an "
                                       "entering object, or of a loyalty ability costing -X; it goes with cast, enters "
                                       "or such an activate")
        if "x" in table and "x_at_most" in table:
            raise (at / "x").error("X is given (x) or chosen up to a bound (x_at_most), not both")
        if kind == COPY_ABILITY and "targets" in table:
            raise (at / "targets").error(ability_copies.NEW_TARGETS)
        if kind != "activate" and ("targets" in table and kind != "cast" or "finds" in table and kind != "resolves"):
            key = "targets" if "targets" in table else "finds"
            raise (at / key).error(f"{key!r} goes with activate = \"...\" (a loyalty ability) or resolves (a search "
                                   "spell), or targets with cast")
        if kind == "resolves" and what not in triggers and what not in loyalty and what not in objects:
            raise (at / kind).error(f"event names {what!r}, which is no [[trigger]], [[loyalty]] or [[ability]] of "
                                    "the scenario, nor a spell cast")
        begins = () if kind != "resolves" else loyalty[what].effects if \
            isinstance(loyalty.get(what), ActivatedAbility) else triggers.get(what, ())
        for eid in begins:  # 608.2c: the effects its resolution begins, each once (613.7b)
            if ("starts", eid) in seen or any(t.get("starts") == eid for t in tables):
                raise (at / kind).error(f"{eid!r} begins as {what!r} resolves (608.2c): it has no starts event of its "
                                        "own, and begins once")
            seen["starts", eid] = i
        if kind in ("starts", "ends") and (what not in effects or effects[what].static):
            raise (at / kind).error(f"event names {what!r}, which is no [[effect]] of the scenario")
        if "face" in table and (kind not in ("enters", "cast", "play_land") or objects[what].back is None):
            raise (at / "face").error("'face' says which face of a double-faced card is up as it enters, is cast or "
                                      "is played (712.11b, 712.12-712.14a): it goes with enters, cast or play_land "
                                      "= \"...\" of such a card")
        if "tapped" in table and kind not in ("enters", "returns") and \
                not (kind == "play_land" and what in objects and entering.unsaid_tapped(objects[what])):
            raise (at / "tapped").error("'tapped' says how an object enters; it goes with 'enters' or 'returns' (or a "
                                        "land play of a card whose entering tapped is not followed, 614.1c)")
        if table.get("tapped") is False and objects[what].enters_tapped:
            raise (at / "tapped").error(f"whether {what!r} enters tapped is its card's replacement effect (614.1d, "
                                        "614.12): leave 'tapped' out")
        entering.check_pays_life(at, table, kind, objects, repeat)
        instead = next((a for a in sorted(objects[what].printed.abilities) if ENTERING_INSTEAD.search(a)), None) \
            if kind in ("enters", "returns", "cast", "play_land") and what in objects else None
        if instead is not None:  # 614.1a, 614.12: kept by its text, not followed
            raise (at / kind).error(f"{what!r} has {instead!r}, a replacement of how it enters (614.1a, 614.12) the "
                                    "model does not follow: an event by which it enters is not modelled")
        if kind == "enters" and (objects[what].in_library or objects[what].made_by):
            how = "a search puts it onto the battlefield (finds)" if objects[what].in_library else \
                "its trigger creates it as it resolves (111.1)" if objects[what].created_by else \
                "it is the card its trigger returns as it resolves (400.7)"
            raise (at / kind).error(f"{what!r} can't enter by an event: {how}")
        for key, goes in (("equip", "attach"), ("by_effect", "turn_face_up")):
            if key in table and kind != goes:
                raise (at / key).error(f"{key!r} goes with {goes} = \"...\"")
        if table.get("equip") and not objects[what].equip_abilities:
            raise (at / "equip").error(f"{what!r} has no equip ability (702.6a): list it in its abilities, "
                                       "\"Equip {1}\"")
        if kind == "turn_face_up" and not table.get("by_effect") and \
                objects[what].face_down_by in ("manifest", "cloak", "disguise") and \
                any(a.split(" ")[0].lower() == "megamorph" for a in objects[what].printed.abilities):
            raise (at / kind).error(f"{what!r} may be turned face up for its megamorph cost (+1/+1 counter, 702.37b) "
                                    "or another way (701.40b-c, 702.168d): which is not modelled")
        if kind == "turn_face_up" and objects[what].face_down and objects[what].face_down_by is None:
            raise (at / kind).error(f"say how {what!r} became face down, which decides how it may be turned face up: "
                                    "face_down_by = \"morph\", \"disguise\", \"manifest\", \"cloak\" or "
                                    "\"effect\" (702.37e, 701.40b, 708.7)")
        if ("counters" in table) != kind.endswith("_counters") and kind != "returns":
            raise (at / ("counters" if "counters" in table else kind)).error(
                "put_counters and remove_counters go with counters = { \"+1/+1\" = 1 }, and counters with them")
        if kind == "turn_face_up" and not objects[what].face_down:
            raise (at / kind).error(f"{what!r} is not face down (give it face_down = true)")
        if kind in ("enters", "leaves", "starts", "ends", "turn_face_up"):
            if (kind, what) in seen:
                raise (at / kind).error(f"{what!r} {kind} twice (first at event {seen[kind, what] + 1}); "
                                        "an object that leaves and returns is a new object (400.7)")
            seen[kind, what] = i
        casts = {t.get("cast") for t in tables} - {None}
        if kind == "enters" and what in casts:
            raise (at / kind).error(f"{what!r} is cast: it enters the battlefield as it resolves (608.3a), a resolves "
                                    "event, not an enters event")
        spell = effects[what].spell if kind in ("starts", "ends") else None
        if kind == "ends" and not repeat and spell in casts and spell not in resolved:
            raise (at / kind).error(f"{what!r} begins as {spell!r} resolves (608.2c): it can't end before that")
        together = together_of(at, table, kind, objects, seen, i, repeat)
        fixed = not repeat and "group" not in table  # (the orders a group leaves open are each checked)
        if kind == "ends" and fixed and ("starts", what) not in seen and any(t.get("starts") == what for t in tables):
            raise (at / kind).error(f"effect {what!r} ends before it starts: it has not begun then")
        if kind == "leaves" and fixed and ("enters", what) not in seen and \
                any(t.get("enters") == what or what in t.get("together", ()) for t in tables):
            raise (at / kind).error(f"object {what!r} leaves before it enters")
        _register_labels(at, table, labels, i)
        label = table.get("label")
        if kind in ("embalm", "eternalize"):  # 602.2: the card exiled as the cost; the token created as it resolves
            out += [Event("moves", what, into="exile", activated=kind, line=at.line),
                    Event("enters", table["token"], label, copy=table["as_copy"], line=at.line)]
            seen["enters", table["token"]] = i
            continue
        if kind == "copy_spell":  # 707.10
            out.append(spells.copy_event(at, table, out, cast, i, repeat))
            continue
        if kind == "play_land":  # 305.1, 712.12: it enters the battlefield, a new object (400.7)
            if repeat:
                raise (at / kind).error("a land play is not among the events a search chooses from")
            if ("enters", what) in seen or what in casts:
                raise (at / kind).error(f"{what!r} is played, and enters or is cast elsewhere in the history: a card "
                                        "that left a zone is a new object (400.7)")
            seen["enters", what] = i
            out.append(playing.land_play(at, table, objects))
            continue
        if kind == "resolves" and what in objects:  # a spell (608.2, 608.3)
            out.append(spells.resolution(at, table, objects, effects, cast, resolved, i, repeat,
                                         frozenset(t.get("cast") for t in tables),
                                         tables[cast[what]] if what in cast else {}))
            if out[-1].kind == "enters":
                seen["enters", what] = i
            continue
        paid = sacrifice_costs.events(at, table, loyalty.get(what), objects, seen, i, repeat) \
            if kind == "activate" else None  # (602.2b: "Sacrifice a creature")
        if paid is not None:
            out += paid
            continue
        sacrificed = _sacrificed(at, loyalty.get(what) if kind == "activate" else None, repeat, objects)
        if sacrificed is not None:  # 602.2b, 701.21a: the cost paid as it is activated, its permanent sacrificed
            if ("leaves", sacrificed) in seen:
                raise (at / kind).error(f"{sacrificed!r} leaves twice (first at event {seen['leaves', sacrificed] + 1})")
            seen["leaves", sacrificed] = i
            out += [Event("activate", what, line=at.line, hybrid=tuple(table.get("hybrid", ()))),
                    Event("leaves", sacrificed, label, into="graveyard", second=True, line=at.line)]
            continue
        if kind == "returns":  # 400.7: the card leaves its zone, and enters as a new object
            out += [Event("moves", what, becomes=table["as"], line=at.line),
                    Event("enters", table["as"], label, table.get("tapped", False), line=at.line)]
            seen["enters", table["as"]] = i
            continue
        out += discard_costs.cast_events(at, Event(kind, what, label, table.get("tapped", False),
                         pays_life=table.get("pays_life", False),
                         counters=tuple(sorted(table.get("counters", {}).items())), group=table.get("group"),
                         group_end=ends.get(i),
                         to=table.get("to") if kind in ("attach", "deals") else None, x=table.get("x"),
                         amount=table.get("amount", 0), deals_to=tuple(table.get("deals_to", {}).items()),
                         attacker=table.get("attacker"), attacked=tuple(table.get("attacked", ())),
                         x_at_most=table.get("x_at_most"),
                         targets=tuple(table.get("targets", ())), finds=table.get("finds"),
                         equip=table.get("equip", False), by_effect=table.get("by_effect", False),
                         copy=table.get("as_copy"), back=table.get("face") == "back" or transformed, into=table.get("into"),
                         copied_from=table.get("copied_from"), together=together, free=table.get("free", False),
                         effects=begins, mode=table.get("mode"), kicked=table.get("kicked", False),
                         surge=table.get("surge", False), emerge=table.get("emerge"), dash=table.get("dash", False),
                         convoke=tuple(table.get("convoke", ())), improvise=tuple(table.get("improvise", ())),
                         hybrid=tuple(table.get("hybrid", ())),
                         sacrificed_for_mana=tuple(table.get("sacrificed_for_mana", ())), bestow=table.get("bestow", False),
                         sacrificed=tuple(table.get("sacrificed", ())) if kind == "cast" else (),
                         discarded=tuple(table.get("discarded", ())),
                         evoke=table.get("evoke", False), awaken=table.get("awaken", False), assisted_by=table.get("assisted_by"),
                         phyrexian=tuple(table.get("phyrexian", ())),
                         assist=table.get("assist"), assist_at_most=table.get("assist_at_most"),
                         countered=table.get("countered", False), paid=table.get("paid"),
                         ability_copy=table.get("as") if kind == COPY_ABILITY else None, line=at.line), seen, i)
    return out


def _sacrificed(at: At, ability: Any, repeat: bool, objects: dict) -> Optional[str]:
    """The permanent an [[ability]]'s activation sacrifices as part of its cost (701.21a: to
    its owner's graveyard, right as it is activated), if its cost says so (read as
    `activated.activated_ability` reads it: by its source's name too, 201.5); refused among a
    search's events (one event there is one event of the history)."""
    if not isinstance(ability, ActivatedAbility) or \
            not costs.of_ability(ability.ability, objects[ability.source].printed.name)[0].sacrifice:
        return None
    if repeat:
        raise (at / "activate").error(f"{ability.id!r} sacrifices its permanent as it is activated: not modelled "
                                      "among a search's events")
    return ability.source


def _register_labels(at: At, table: dict, labels: Dict[str, int], i: int) -> None:
    """An event's `label` and `end_label`, each used once in the history."""
    for key in ("label", "end_label"):
        name = table.get(key)
        if name in labels:
            raise (at / key).error(f"label {name!r} is used twice (first at event {labels[name] + 1})")
        if name is not None:
            labels[name] = i


def _takes_x(ability: Any) -> bool:
    """Whether an activation of this ability announces an X (107.3a): a loyalty ability costing
    -X, or an [[ability]] costing {X} for X targets (`verifier.load.several`)."""
    return isinstance(ability, ActivatedAbility) and ability.x_targets or \
        isinstance(ability, LoyaltyAbility) and ability.cost == "-X"


def _check_activation(at: At, table: dict, loyalty: Dict[str, Any], objects: dict) -> None:
    """An activation names a loyalty ability or an [[ability]] (one with no targets, X or
    search: `activated`); a loyalty ability's no more targets than it may have, each an
    object of the scenario, and for a search the card found, from the library; -X
    needs its X."""
    ability = loyalty.get(table["activate"])
    if ability is None:
        raise (at / "activate").error(f"event names {table['activate']!r}, which is no [[loyalty]] ability or "
                                      "[[ability]]")
    hybrid.check(at, table, ability, objects)  # (107.4e: the half paying each hybrid symbol of its cost)
    if isinstance(ability, ActivatedAbility) and ability.exiles_targets:  # (113.6: target cards in a graveyard)
        graveyard_ability.check_activation(at, table, ability, objects)
        return
    if isinstance(ability, ActivatedAbility):
        for key in ("targets", "finds", "x", "x_at_most"):
            if key in table and not (key == "x" and ability.x_targets):
                raise (at / key).error(f"{ability.id!r} has no {key} here: its activation chooses none")
        if ability.x_targets and table.get("x") != len(ability.untaps):  # (107.3a, 601.2b-c: X, then X targets)
            raise (at / "activate").error(f"{ability.id!r} costs {{X}} for X targets: give x = {len(ability.untaps)}, "
                                          "the number of lands its untaps names")
        return
    targets = table.get("targets", [])
    if len(targets) > ability.max_targets:
        raise (at / "targets").error(f"{ability.id!r} has at most {ability.max_targets} target(s), not {len(targets)}")
    for j, t in enumerate(targets):
        if t not in objects:
            raise (at / "targets" / j).error(f"event names unknown object {t!r}")
    if "finds" in table:
        if ability.search is None:
            raise (at / "finds").error(f"{ability.id!r} searches for nothing")
        if table["finds"] not in objects or not objects[table["finds"]].in_library:
            raise (at / "finds").error(f"a search finds a card of the library: give {table['finds']!r} "
                                       "in_library = true")
    if ability.cost == "-X" and "x" not in table and "x_at_most" not in table:
        raise (at / "activate").error(f"{ability.id!r} costs -X: give x = N, or x_at_most = N for a choice")


def order_of(at: At, chains: List[List[str]], objects: dict, effects: dict) -> List[Tuple[str, str]]:
    pairs = []
    for i, chain in enumerate(chains):
        for j, x in enumerate(chain):
            if x not in objects and x in effects and effects[x].static:
                raise (at / i / j).error(f"order names static effect {x!r}; name its object "
                                         f"{effects[x].source!r} (613.7a)")
            if x not in objects and x not in effects:
                raise (at / i / j).error(f"order names unknown id {x!r}")
        pairs += list(zip(chain, chain[1:]))
    return pairs


def check_possible(sc: Scenario, at: At, where: Dict[str, At]) -> None:
    """The history's order, with what the game itself implies (an effect is newer
    than the objects it names), must be possible: no cycle."""
    reasons = {pair: "the history's order" for pair in sc.order}
    for pair in implied_order(sc):
        reasons.setdefault(pair, f"{pair[1]!r} names {pair[0]!r}, so it began later (613.7b, 613.7d)")
    succ: Dict[str, List[str]] = {}
    for a, b in reasons:
        succ.setdefault(a, []).append(b)
    state: Dict[str, int] = {}

    def visit(n: str, path: List[str]) -> None:
        state[n] = 1
        for m in sorted(succ.get(n, ())):
            if state.get(m) == 1:
                cycle = path[path.index(m):] + [m]
                why = "; ".join(sorted({reasons[p] for p in zip(cycle, cycle[1:])}))
                raise at.error(f"order is impossible: {' < '.join(cycle)} ({why})")
            if m not in state:
                visit(m, path + [m])
        state[n] = 2

    for n in sorted(succ):
        if n not in state:
            visit(n, [n])


# What a condition checked at points of a history may ask (611.2b, 603.4): the board, and
# whether something is tapped.
_NOT_IN_CONDITIONS = ("controlled_since_turn_began", "can_attack", "can_activate", "could_produce", "tapped_for_mana",
                      "can_tap_for_mana", "can_turn_face_up", "can_copy", "at", "can_cast", "can_cast_by", "can_play_land", "x_of", "assisted", "snow_spent", "resolved",
                      "tapped_to_cast", "cant_be_countered", "attacking", "blocking", "blocked", "damage", "can_block",
                      "lost")


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
    trigger_modes.check_fight(at, table, said, sc)  # 701.14a
    check_worded_keys(at, table, ability)  # 608.2c
    check_mode_actions(at, table, ability, said)  # 700.2b
    check_of_controller(at, table, ability)  # 603.2, 109.5
    check_said(at, table, said, tuple(o.id for o in sc.objects.values() if o.created_by == table["id"]),
               any(e.ability_of == source and not e.static for e in sc.effects.values()),
               delays=any(t.get("created_by") == table["id"] for t in tables))
    check_intervening_if(at, table, ability, if_kicked)  # 603.4
    check_effect_words(at, table, ability)  # 608.2c, 119.3
    condition = _condition(at / "if", table["if"], sc) if "if" in table else None
    said = table.get("target_if") or trigger_copies.target_condition(at, table, ability)  # (115.1: a copy's target)
    target_if = _condition(at / "target_if", said, sc) if said else None
    check_state_trigger(at, table, source)
    state = _condition(at / "state", table["state"], sc) if "state" in table else None
    if target_if is not None and not re.search(r"\btarget\b", ability, re.I):
        raise (at / "target_if").error(f"target_if is the restriction the text puts on the trigger's target (115.1), and "
                                       f"{ability!r} targets nothing")
    returning.check_trigger(at, table, ability, sc)
    check_payment(at, ability)
    check_damage_trigger(at, table, ability, sc, tables)
    first = _tokens_first(at, table, ability, sc)
    made = tuple(o.id for o in sc.objects.values() if o.created_by == table["id"])
    if "X" in table.get("counters", {}).values() and not (table["when"] == "enters" and table.get("of") == {"self": True}
                                                          and "returns" not in table):
        raise (at / "counters").error("\"X\" in what a trigger puts is the X of the spell that became its source, for "
                                      "its own enters trigger (when = \"enters\", of = { self = true }; 107.3); say "
                                      "how many")
    discards, discard_rule = trigger_discards.check(at, table, ability, sc)  # 701.9
    aimed_at, aimed, another = trigger_targets.aim(at, table, said_text, sc)  # 603.3d, 115.1
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
                   how_many=tokens_how_many(at, table, sc), of_each_kind="each" in table.get("how_many", {}),
                   returns=table.get("returns"), returns_as=table.get("as"),
                   returns_exiled=linked.returns_exiled(at, table, ability, linked.exiled_by(sc.abilities, tables)),
                   exile_if_leaves=table.get("exile_if_leaves", False),
                   taps=table.get("taps"), untaps=table.get("untaps"), effects=tuple(table.get("effects", ())),
                   tokens_first=first, deals=table.get("deals", 0), to=table.get("to"), own_cast=own_cast,
                   moves=tuple(table.get("moves", ())), into=table.get("into"),
                   moves_targets="moves" in table and re.search(r"\btarget\b", ability, re.I) is not None,
                   target_if=target_if, pays=ward_cost if optional is None else optional, state=state,
                   if_it=reading_it.parse(at, table, ability), token_pt_of=token_values.parse(at, table, ability, made, sc),
                   copy_of=trigger_copies.parse(at, table, ability, made),
                   copies_equipped=trigger_copies.copies_equipped(ability), draws=trigger_draws.check(at, table, ability, sc),
                   finds=trigger_search.check(at, table, ability, sc), discards=discards, discard_rule=discard_rule,
                   fights=table.get("fights"), no_mode=table.get("mode") == 0, aimed_at=aimed_at, aimed=aimed,
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


def _condition(at: At, text: str, sc: Scenario) -> Expr:
    """A condition checked at points of a history (611.2b, 603.4): a bool on the board,
    is_tapped and the turn's history (207.2c)."""
    if not sc.events:
        raise at.error(f"{at.path[-1]!r} is checked at points of a history: give the scenario its [[event]]s")
    e = parse_expr(text, sc, lambda m, line=at.line: ModelError(sc.path, line, f"{at.path[-1]}: {m}"))
    if e.kind != "bool":
        raise at.error(f"{at.path[-1]} is a condition: {text!r} gives a value of kind {e.kind}, not a bool")
    asked = {n.func.id for n in ast.walk(e.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    bad = sorted(asked & set(_NOT_IN_CONDITIONS))
    if bad:
        raise at.error(f"a condition asks about the board and is_tapped, not {bad[0]}" + (
            " (the turn's history: permanent_left_this_turn('you'), 207.2c)" if bad[0] == "at" else ""))
    late = sorted(asked & {"permanent_left_this_turn", "blessed"})
    if at.path[-1] == "as_long_as" and late:
        # (207.2c, 702.131b read the point's own board, which the duration decides: 611.2b)
        raise at.error(f"as_long_as can't ask {late[0]}: the model reads it in a trigger's or a "
                       "resolving spell's if and in claims, not in a duration")
    return e


def with_conditions(root: At, tables: List[dict], sc: Scenario) -> Scenario:
    """The scenario with each effect's `as_long_as` condition parsed (611.2b)."""
    conditions = {table["id"]: _condition(root / "effect" / i / "as_long_as", table["as_long_as"], sc)
                  for i, table in enumerate(tables) if "as_long_as" in table}
    if not conditions:
        return sc
    def conditioned(effects: dict) -> dict:
        return {k: replace(e, as_long_as=conditions[k]) if k in conditions else e for k, e in effects.items()}
    return replace(sc, effects=conditioned(sc.effects), all_effects=conditioned(sc.all_effects))
