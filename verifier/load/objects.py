"""A scenario's objects ([[object]]): characteristics from their card and their
table, and the effects of their static abilities (with what was chosen as the
object entered, and whether their conditions hold)."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.load.abilities import card_abilities, characteristics, check_card, check_colors, check_keywords, \
    check_mana_value, check_subtypes, copy_exceptions, effect, filter_of, static_filter
from verifier.load.effects import note_grants
from verifier.load.faces import back_face, starts_with_back_up
from verifier.load.files import At, CardLibrary, get
from verifier.load.counterdefs import CounterReplacements
from verifier.load.manadefs import ManaDefinitions
from verifier.load import chosen_words, distribution, emblems, entering, exiled_colors, library_top, playing, spell_costs, stated_yours, unless_paid
from verifier.load.schema import CHOSEN, COUNTER_REPLACEMENT, STATIC, SchemaError
from verifier.load.zones import check_object
from verifier.model.effects import NAMED_FORBIDS
from verifier.model import COLORS, ENTERS_AS_COPY, ENTERS_CHOOSING, ENTERS_LOYALTY, ENTERS_TAPPED, ENTERS_WITH, Characteristics, Condition, Effect, \
    CostChange, Filter, GameObject, HastePermission, LandPlays, SpendPermission
from verifier.rules.typeline import SUBTYPE_SETS, may_choose


def game_object(at: At, table: dict, lib: CardLibrary, numbers: Dict[str, int], conditions: "StatedFacts",
                grants: Dict[str, List[Tuple[At, dict]]], mana: ManaDefinitions, counters: CounterReplacements
                ) -> Tuple[GameObject, List[Effect], List[HastePermission]]:
    oid = table["id"]
    printed = Characteristics(name=oid)
    abilities: List[Tuple[At, dict]] = []
    permissions: list = []  # HastePermission, SpendPermission, CostChange
    chose = False  # whether a static ability of its card uses what was chosen as it entered (614.12)
    if "card" not in table and "changeling" in table.get("abilities", ()):  # (702.73a: one declared with no card)
        raise (at / "abilities" / list(table["abilities"]).index("changeling")).error(
            "changeling (702.73a) gives every creature type, a characteristic-defining ability (604.3): declare the "
            "object by a [[card]] with it as `verifier card` writes it (a [[card.static]] with ability = \"changeling\","
            " cda = true), not as a word among its abilities (draw 14's audit: Irregular Cohort's token)")
    if "card" in table:
        card = lib.get(table["card"], at / "card")
        printed = characteristics(get(card))
        _check_changeling(card)
        if get(card).get("emblem"):  # 114.3: its abilities only, no name
            emblems.check_card(card)
            emblems.check_object(at, table)
            printed = replace(printed, name="")
        tables = card_abilities(card, "static")
        chose = "chosen" in table and any(f'"{CHOSEN}"' in json.dumps(t) or chosen_words.said(t)
                                          for t in [t for _, t in tables] + get(card).get("counter_replacement", []) +
                                          get(card).get("mana", []))
        kind = get(card).get("choose")
        if kind is not None and "chosen" in table and not may_choose(kind, table["chosen"]):
            raise (at / "chosen").error(f"{table['chosen']!r} is no {kind} (205.3m, 305.6): what "
                                        f"{table['card']!r} asks to choose as it enters (614.12)")
        chose = library_top.check_choice(at, printed, table) or chose  # (601.3: "of the chosen type")
        chose = chose or _chose_a_name(at, table, tables, lib)
        if "chosen" not in table and any(f'"{CHOSEN}"' in json.dumps(t) for t in get(card).get("mana", [])):
            raise (at / "card").error(f"a mana ability of {table['card']!r} uses what was chosen as its object "
                                      "entered (106.6, 614.12): give chosen = \"...\"")
        for m in get(card).get("mana", []):
            _check_chosen_subtype(at, m.get("spend_only", {}), table.get("chosen"))
            if any(isinstance(u, dict) and CHOSEN in u.get("mana", ()) for u in m.get("add", ())) and \
                    table.get("chosen") not in COLORS:  # 105.1: "the chosen color" is one of the five
                raise (at / "chosen").error(f"{m['ability']!r} adds mana of the color chosen as its object entered "
                                            f"(614.12): give chosen = one of {', '.join(COLORS)}")
        abilities = [(a, _with_choice(at, t, table.get("chosen"))) for a, t in tables]
        permissions = [HastePermission(oid, ab["ability"], static_filter(ab, oid), tuple(ab["as_though_haste"]),
                                       condition=shown_condition(ab))
                       for _, ab in abilities if "as_though_haste" in ab and _holds(at / "card", ab, conditions)]
        permissions += [SpendPermission(oid, ab["ability"], "any " + ab["spend_as_though"]["any"]
                                        if "any" in ab["spend_as_though"] else "only colorless",
                                        ab["spend_as_though"].get("players", "you"),
                                        filter_of(ab["spend_as_though"]["spells"])
                                        if "spells" in ab["spend_as_though"] else None,
                                        ab["spend_as_though"].get("mana", ab["spend_as_though"].get("other_than")))
                        for _, ab in abilities if "spend_as_though" in ab]
        permissions += [CostChange(oid, ab["ability"], ab["cost_change"].get("more", 0) - ab["cost_change"].get("less", 0),
                                   ab["cost_change"].get("players", "each"),
                                   filter_of(ab["cost_change"]["spells"]) if "spells" in ab["cost_change"] else None,
                                   ab["cost_change"].get("per_other_spell_cast_this_turn", False),
                                   filter_of(ab["cost_change"]["activations"]) if "activations" in ab["cost_change"]
                                   else None)
                        for _, ab in abilities if "cost_change" in ab]
        permissions += [land_plays(a, ab, oid) for a, ab in abilities if "additional_land_plays" in ab]
        abilities = [(a, ab) for a, ab in abilities
                     if not {"as_though_haste", "spend_as_though", "cost_change", "additional_land_plays"} & set(ab)]
        check_card(card, get(card))
        printed = replace(printed, abilities=printed.abilities | mana.add_card(card, oid, numbers, at / "card") |
                          counters.add_card(card, oid, lambda t: _with_choice(at, t, table.get("chosen"),
                                                                              COUNTER_REPLACEMENT)))
    check_colors(at, {"mana_cost": printed.mana_cost or "", **table})  # (the card's cost, or the object's own)
    check_keywords(at, table)
    printed = characteristics(table, printed)
    check_subtypes(at, printed)
    check_mana_value(at, table, printed)
    back, back_statics, layout = back_face(card, oid, printed, numbers, lambda ab: _holds(at / "card", ab, conditions),
                                           lib) \
        if "card" in table else (None, [], None)
    controller = table.get("controller", table.get("owner", "you"))
    for ab_at, ab in abilities:  # 109.5: "you" of its abilities is its controller
        stated_yours.check_static(at / "controller", ab, controller)
    if "card" in table:  # (and of every ability of its card: a mana ability's amount, draw 11's audit: Kydele)
        stated_yours.check_static(at / "controller", get(card), controller)
    statics = [replace(effect(ab_at, ab, oid if len(abilities) == 1 and back is None else f"{oid}.{ab['ability']}",
                              static=True,
                              source=oid, affects=static_filter(ab, oid), numbers=numbers), condition=shown_condition(ab))
               for ab_at, ab in abilities]
    for e, (_, ab) in zip(statics, abilities):
        note_grants(card, ab, e.id, grants)
    # A static ability is an ability the object has (it can be removed, 613.1f), whether or not its condition holds.
    printed = replace(printed, abilities=printed.abilities | {e.ability for e in statics} |
                      {h.ability for h in permissions})
    held = [_holds(at / "card", ab, conditions) for _, ab in abilities]
    conditions.unheld_grants |= {a for h, (_, ab) in zip(held, abilities) if not h
                                 for a in ab.get("layer6", {}).get("add_abilities", ())}
    statics = [e for e, h in zip(statics, held) if h] + back_statics
    card_table = get(card) if "card" in table else {}
    enchant = filter_of(card_table.get("enchant")) if "card" in table else Filter()
    enters_with = tuple(sorted(card_table.get("enters_with_counters", {}).items()))
    distributes = distribution.read(at / "card", card_table, printed)
    enters_tapped = card_table.get("enters_tapped", False)
    tapped_unless = entering.enters_tapped_unless(at, card_table, printed) if "card" in table else None
    # how it enters (614.1c-d) is a replacement effect of an ability it has: removable like any other (614.12)
    printed = replace(printed, abilities=printed.abilities | ({ENTERS_TAPPED} if enters_tapped else set()) |
                      ({ENTERS_WITH} if enters_with else set()) |
                      ({ENTERS_AS_COPY} if "enters_as_copy" in card_table else set()) |
                      ({ENTERS_CHOOSING} if chose else set()))
    counters = dict(table.get("counters", {}))
    loyalty, back_loyalty = card_table.get("loyalty"), card_table.get("back", {}).get("loyalty")
    if loyalty is not None:  # 306.5b: an intrinsic ability: it enters with its printed loyalty (614.12 decides)
        printed = replace(printed, abilities=printed.abilities | {ENTERS_LOYALTY})
    if back_loyalty is not None:  # (its back face's, 712.8f)
        back = replace(back, abilities=back.abilities | {ENTERS_LOYALTY})
    if table.get("face_down_by") in ("manifest", "cloak") and "creature" in printed.types and \
            printed.mana_cost is None and printed.mana_value == 0:  # 701.40b: then it matters
        raise (at / "face_down_by").error(f"whether the card of {oid!r} has a mana cost decides whether it can be "
                                          "turned face up (701.40b, 701.58b): give its mana_cost (\"{0}\" is "
                                          "one, \"\" none)")
    if table.get("unblocked") and not table.get("attacking"):  # 509.1h: an attacking creature becomes unblocked
        raise (at / "unblocked").error("'unblocked' says no blockers were declared for an attacking creature "
                                       "(509.1h): give attacking = true too")
    if "face_down_by" in table and not table.get("face_down"):
        raise (at / "face_down_by").error("'face_down_by' says how a face-down permanent became face down: give "
                                          "face_down = true too")
    check_object(at, table)
    if table.get("commander") and (table.get("token") or table.get("created_by")):  # 903.3, 111.1, 108.2
        raise (at / "commander").error(f"{oid!r} is a token: a commander is a card (903.3), and a token is none")
    obj = GameObject(id=oid, printed=printed, controller=table.get("controller", table.get("owner", "you")),
                     zone=table.get("zone"), owner=table.get("owner", table.get("controller", "you")),
                     permitted=playing.permission(at, table), counters=tuple(sorted(counters.items())),
                     face_down=table.get("face_down", False), attached_to=table.get("attached_to"),
                     enchant=enchant, enchant_player=card_table.get("enchant_player"),
                     tapped=table.get("tapped", False), enters_with=enters_with, distributes=distributes,
                     in_library=table.get("in_library", False), enters_tapped=enters_tapped,
                     enters_tapped_unless=tapped_unless,
                     created_by=table.get("created_by"), returned_by=table.get("returned_by"),
                     token=bool(table.get("token") or table.get("created_by")),
                     emblem="card" in table and bool(get(lib.get(table["card"], at / "card")).get("emblem")),
                     attacking=table.get("attacking", False), unblocked=table.get("unblocked", False),
                     damage=table.get("damage", 0),
                     commander=table.get("commander", False), paired_with=table.get("paired_with"),
                     since_turn_began=table.get("since_turn_began"),
                     face_down_by=table.get("face_down_by"), loyalty=loyalty, back_loyalty=back_loyalty,
                     back=back, layout=layout,
                     back_up=starts_with_back_up(at, table, "card" in table and lib.names_back(table["card"]), back),
                     chose=chose, chosen=table.get("chosen") if chose else None,
                     exiled_colors=exiled_colors.read(at, table, card_table),
                     choice_kind=card_table.get("choose"),
                     copies_as_it_enters=filter_of(card_table["enters_as_copy"]["of"])
                     if "enters_as_copy" in card_table else None,
                     copy_except=copy_exceptions(card_table["enters_as_copy"]["except"])
                     if "except" in card_table.get("enters_as_copy", {}) else None,
                     copy_enters_tapped=card_table.get("enters_as_copy", {}).get("tapped", False),
                     counters_spell=filter_of(card_table["counters_spell"]) if "counters_spell" in card_table else None,
                     **(spell_costs.read(at / "card", card_table, printed) if "card" in table else {}),
                     **(unless_paid.read(at / "card", card_table, printed) if "card" in table else {}))
    return obj, statics, permissions


def land_plays(at: At, ability: dict, oid: str) -> LandPlays:
    """305.2: "you may play N additional lands on each of your turns", a static ability of
    its object's controller's; nothing else in the same table (its condition, what it affects)
    is read with it, so anything else there is refused."""
    for key in sorted(set(ability) - {"ability", "additional_land_plays"}):
        raise (at / key).error(f"{key!r} beside additional_land_plays is not modelled (305.2: the land plays of "
                               "the ability's controller, while its object is on the battlefield)")
    return LandPlays(oid, ability["ability"], ability["additional_land_plays"])


def _check_chosen_subtype(at: At, spend_only: dict, chosen: Optional[str]) -> None:
    """205.3m, 106.6: a spending restriction to spells of "the chosen type" needs a subtype of the
    kind its spells have (a creature type for creature spells), one that exists."""
    if CHOSEN not in spend_only.get("subtypes", ()):
        return
    kinds = [k for k in spend_only.get("types", ()) if k in SUBTYPE_SETS] or ["creature"]
    if not any(chosen in SUBTYPE_SETS[k] for k in kinds):
        raise (at / "chosen").error(f"{chosen!r} is not a {' or '.join(kinds)} type (205.3): what its mana ability "
                                    "asks to be chosen")


def _chose_a_name(at: At, table: dict, tables: List[Tuple[At, dict]], lib: CardLibrary) -> bool:
    """Whether a static ability of the object's card forbids what has the name it chose as it
    entered (NAMED_FORBIDS; 614.12): then `chosen` is that name, a card's (201.4), either face's
    of a double-faced card but not both (712.19, 201.4d)."""
    if not any(set(t.get("forbids", ())) & set(NAMED_FORBIDS) for _, t in tables):
        return False
    if "chosen" not in table:
        raise (at / "card").error(f"a static ability of {table['card']!r} reads the card name its object chose as it "
                                  "entered (614.12): give chosen = \"the name\"")
    if table["chosen"] not in lib.cards:
        raise (at / "chosen").error(f"{table['chosen']!r} is the name of no card of the scenario or its card folders: "
                                    "a card name chosen is a card's (201.4), either face's of a double-faced card "
                                    "(712.19)")
    return True


def _with_choice(at: At, ability: dict, chosen: Optional[str], schema: Any = STATIC) -> dict:
    """A static ability (or replacement effect) with "the chosen type" (614.12) as its
    object's `chosen` says, and the words of the abilities it grants read with it too
    (`chosen_words`: "protection from the chosen color", 607.2d, 702.16a)."""
    ability = chosen_words.read(at, ability, chosen)
    if f'"{CHOSEN}"' not in json.dumps(ability):
        return ability
    if chosen is None:
        raise (at / "card").error(f"the static ability {ability['ability']!r} uses what was chosen as its object "
                                  "entered: give chosen = \"...\"")

    def chose(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: chose(v) for k, v in value.items()}
        return [chosen if v == CHOSEN else chose(v) for v in value] if isinstance(value, list) else value
    out = chose(ability)
    try:
        schema.check(out, ())
    except SchemaError as exc:
        raise (at / "chosen").error(f"{chosen!r} can't be what {ability['ability']!r} chose: {exc.message}") from None
    return out


class StatedFacts(dict):
    """`[scenario] conditions` or `numbers`: the facts the scenario states, and which of
    them something asked about (`asked`): a fact nothing asks about changes nothing, and
    is refused."""

    def __init__(self, facts: Dict[str, Any]):
        super().__init__(facts)
        self.asked: set = set()
        # the abilities a static ability grants under a condition stated false: mentioned, though nothing has them
        self.unheld_grants: set = set()

    def __getitem__(self, name: str) -> bool:
        self.asked.add(name)
        return super().__getitem__(name)


def shown_condition(ability: dict) -> Optional[Condition]:
    """A static ability's condition the game shows (611.3a), if it has one."""
    c = ability.get("condition")
    if not isinstance(c, dict):
        return None
    return Condition(you_control=filter_of(c["you_control"]) if "you_control" in c else None,
                     opponents_control=filter_of(c["opponents_control"]) if "opponents_control" in c else None,
                     devotion_to=tuple(c.get("devotion_to", ())),
                     at_least=c.get("at_least", 0 if "at_most" in c else 1), at_most=c.get("at_most"),
                     counters_at_least=tuple(sorted(c.get("counters_on_it", {}).items())),
                     counters_below=tuple(sorted(c.get("counters_below", {}).items())),
                     your_turn=c.get("your_turn"), tapped=c.get("tapped"),
                     itself=filter_of(c["itself"]) if "itself" in c else None,
                     attachments=filter_of({k: v for k, v in c["attachments"].items() if k != "of"})
                     if "attachments" in c else None, attachments_of=c.get("attachments", {}).get("of", "itself"),
                     life_at_least=c.get("life_at_least"), life_at_most=c.get("life_at_most"))


def _holds(at: At, ability: dict, conditions: Dict[str, bool]) -> bool:
    """Whether a static ability's condition holds, as the scenario states it (611.3a);
    one the game shows is checked where it applies."""
    if not isinstance(ability.get("condition"), str):
        return True
    if ability["condition"] not in conditions:
        raise at.error(f"the static ability {ability['ability']!r} applies only if {ability['condition']!r}: "
                       f"say whether that holds in [scenario] conditions")
    return conditions[ability["condition"]]


def _check_changeling(card: At) -> None:
    """702.73a: changeling is a characteristic-defining ability giving every creature type (layer 4, 604.3);
    listed as a word among a card's abilities without the [[card.static]] that says it, it would give
    none: refused (trial 9)."""
    data = get(card)
    if "changeling" in data.get("abilities", ()) and \
            not any(t.get("ability") == "changeling" for t in data.get("static", ())):
        at = card / "abilities" / list(data["abilities"]).index("changeling")
        raise at.error("changeling (702.73a) gives every creature type, a characteristic-defining ability: give it "
                       "as `verifier card` writes it, a [[card.static]] with ability = \"changeling\", cda = true and "
                       "layer4 = { add_subtypes = [every creature type] }, not as a word among the abilities")
