"""The history: its events ([[event]], and those a search may choose from),
control changes, loyalty abilities, and the order of timestamps, checked to be possible
(its [[trigger]] tables: `verifier.load.trigger_tables`; conditions at its points:
`verifier.load.conditions`)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.load import attacked
from verifier.load.ability_texts import listed
from verifier.load.abilities import effect, filter_of, refuse_unread
from verifier.load.claims import claim_id
from verifier.load import ability_copies, cycling, damage, discard_costs, entering, equip_costs, graveyard_ability, hybrid, \
    playing, sacrifice_costs, spells, suspend, zones
from verifier.rules import costs
from verifier.load.together import together_of
from verifier.load import transformed as transformed_cards
from verifier.load.files import At
from verifier.load.group_labels import group_ends
from verifier.model import ActivatedAbility, COPY_ABILITY, EVENT_KINDS, PLAYERS, Event, Filter, LoyaltyAbility, Scenario, implied_order
from verifier.model.unfollowed import ENTERING_ACTION, ENTERING_INSTEAD


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
        instead = next((a for a in sorted(objects[what].printed.abilities)
                        if ENTERING_INSTEAD.search(a) or ENTERING_ACTION.search(a)), None) \
            if kind in ("enters", "returns", "cast", "play_land") and what in objects else None
        if instead is not None:  # 614.1a, 614.1c, 614.12: kept by its text, not followed
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
        if table.get("equip") and not objects[what].equip_abilities and objects[what].quality_equips:
            raise (at / "equip").error(f"{what!r} has only an equip ability with a quality, "
                                       f"{objects[what].quality_equips[0]!r}, which targets only a creature with it "
                                       "(702.6c, 702.6e): not modelled")
        if table.get("equip") and not objects[what].equip_abilities:
            raise (at / "equip").error(f"{what!r} has no equip ability (702.6a): list it in its abilities, "
                                       "\"Equip {1}\"")
        if table.get("equip"):  # 702.6a, 602.2b: its cost is paid as it is activated
            equip_costs.check(at, what, tuple(objects[what].equip_abilities), objects[what].printed.name)
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
