"""A card's tables read: its abilities, checked for what the schema cannot state
alone and made `Effect`s with their layer parts and amounts; its characteristics;
and the filters every section uses to say what something affects or counts."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.load import later_subtypes, own_protection, stated_yours, unread, zones
from verifier.ops import ConcreteOps
from verifier.model.unfollowed import ALWAYS_KEYWORDS, ONE_SHOT_CARRIED, ONE_SHOT_REFUSED, unfollowed_keyword
from verifier.model.effects import ENCHANTED_PLAYER
from verifier.load.files import At, get, get_in
from verifier.load.schema import CHOSEN, LAYER_PARTS
from verifier.load.forbidding import check_forbids
from verifier.model import COLORS, MEASURES, Characteristics, CopyExceptions, Count, Effect, Filter, Part, colors_of_cost, mana_value_of
from verifier.rules.typeline import BASIC_LAND_TYPES, SETS_OF, correlated_types


_LAYER_OF = {key: key[len("layer"):] for key in LAYER_PARTS}
_CDA_PARTS = {"layer4": {"add_subtypes", "set_subtypes"}, "layer5": {"set_colors", "add_colors"},
              "layer7a": {"power", "toughness"}}  # 604.3a(1): colours, subtypes, power, toughness


def card_abilities(card: At, kind: str) -> List[Tuple[At, dict]]:
    """A card's [[card.static]], [[card.resolves]] or [[card.granted]] tables,
    checked for the rules the schema cannot state alone."""
    out = []
    seen: Dict[str, At] = {}
    for i, table in enumerate(get(card).get(kind, [])):
        at = card / kind / i
        name = table.get("ability", "")
        if name in seen:
            raise (at / "ability").error(f"card {get(card)['name']!r} has two {kind} abilities named {name!r}")
        seen[name] = at
        if "as_though_haste" in table:
            layers = [k for k in table if k in _LAYER_OF]
            if "cda" in table:
                raise (at / "cda").error("a permission to act as though with haste (302.6) is no characteristic-"
                                         "defining ability (604.3a)")
            others = [k for k in ("off_battlefield", "spend_as_though", "cost_change", "forbids", "additional_land_plays",
                                  "keeps_source_attached") if k in table]
            if others:
                raise (at / others[0]).error("a permission to act as though with haste (302.6) changes no card off "
                                             "the battlefield (611.3a), is no permission to spend mana (609.4b), "
                                             "changes no cost (601.2f), forbids nothing (101.2), gives no land "
                                             "play (305.2) and no protection (702.16n): give that an "
                                             "ability of its own")
            refuse_unread(at / "affects", table.get("affects", {}), ("enchanted_player", "counters", "counters_at_least",
                                                                     "tapped", "paired",
                                                                     "shares_creature_type", "shares_color",
                                                                     "enchanted_by_another",
                                                                     "mana_ability", "unblocked"),
                          "a permission to act as though with haste (302.6) names its creatures by what they are")
            if table.get("affects", {}).get("attacking_player") == ENCHANTED_PLAYER:  # (read by layers._matches only)
                raise (at / "affects" / "attacking_player").error(
                    "a permission to act as though with haste (302.6) names its creatures by what they are: not by "
                    "the player a Curse enchants (303.4m)")
            if layers or "affects" not in table:
                raise (at / (layers[0] if layers else "as_though_haste")).error(
                    "an ability that lets creatures act as though they had haste (302.6) says what it affects "
                    "and has no layer parts; give its other effects an ability of their own")
            out.append((at, table))
            continue
        if "additional_land_plays" in table:  # 305.2: a rule for its controller's turns (`objects.land_plays`)
            out.append((at, table))
            continue
        if "spend_as_though" in table or "cost_change" in table:
            key = "spend_as_though" if "spend_as_though" in table else "cost_change"
            extra = [k for k in table if k not in ("ability", key)]
            if extra:
                raise (at / extra[0]).error("a permission to spend mana as though it were of any colour or type "
                                            "(609.4b), or a change to what spells cost (601.2f), is a rule for its "
                                            "players, with nothing else: give its other effects an ability of their "
                                            "own")
            _check_spending(at / key, table.get("spend_as_though"))
            change = table.get("cost_change")
            if change is not None and ("more" in change) == ("less" in change):
                raise (at / "cost_change").error("a cost change makes spells cost more = N or less = N (601.2f): "
                                                 "give one of them")
            if change is not None and "activations" in change:
                _check_activation_change(at / "cost_change", change)
            out.append((at, table))
            continue
        if "forbids" in table:  # (what it forbids is matched by forbidding.py, through state.matches)
            refuse_unread(at / "affects", table.get("affects", {}), ("shares_creature_type", "shares_color", "paired",
                                                                     "enchanted_player", "enchanted_by_another"),
                          "what a static ability forbids (101.2) is said of the objects alone")
        check_ability(at, table, static=kind != "resolves")
        early = [k for k in table if k in ("layer1a", "layer1b", "layer2", "layer3", "layer4", "layer5")]
        if kind == "granted" and early:
            raise (at / early[0]).error("a granted ability exists from layer 6, where it is gained (613.1f); "
                                        f"one that would apply in {early[0]} is not supported")
        out.append((at, table))
    return out


def _check_activation_change(at: At, change: dict) -> None:
    """A reduction of the cost of activated abilities (602.2b, 601.2f) says which permanents'
    abilities (`activations`) and how much `less`, nothing of spells; an increase is refused:
    it would reach mana abilities too (605.1a), whose costs beyond {T} and life are not paid here."""
    for key in ("spells", "per_other_spell_cast_this_turn"):
        if key in change:
            raise (at / key).error("a cost change of activated abilities (602.2b) changes no spell's cost "
                                   "(601.2f): give that an ability of its own")
    if "more" in change:
        raise (at / "more").error("an increase of what activated abilities cost (602.2b) is not modelled: it "
                                  "reaches mana abilities too (605.1a), whose mana costs are not paid here")


def check_ability(at: At, table: dict, static: bool) -> None:
    own_protection.check_table(at, table)  # 702.16n
    if not static:
        refuse_unread(at / "affects", table.get("affects", {}), ("not_attached",),
                      "a resolved effect's object is attached to nothing it could be 'other' than")
    layers = [k for k in table if k in _LAYER_OF]
    # (101.2: one that only forbids changes no characteristic; 608.2c: a resolution all of whose instructions are
    # one-shot changes none either where what they do is carried by the history's events (a counter put, 122.1)
    # or refused where it begins (a fight's damage: its part stands for its targets, 601.2c); its `one_shot`
    # says what they change)
    followed = set(table.get("one_shot", ())) & (set(ONE_SHOT_CARRIED) | set(ONE_SHOT_REFUSED)) or \
        {"fights", "deals"} & set(table)  # (a fight, 701.14a: load/fighting.py; damage, load/resolution_damage.py)
    if not layers and "forbids" not in table and (static or not followed):
        raise at.error("an ability needs at least one layer part (layer1a ... layer7d), or forbids"
                       + ("" if static else ", or, a resolution of one-shot instructions only, fights, deals or one_shot "
                          "naming one the history's events carry or the model refuses; a spell's or an ability's "
                          "effect may take its parts from its card: card = \"Name\" (its [[card.resolves]])"))
    if "layer1b" in table:
        check_subtypes(at / "layer1b" / "face_down", characteristics(table["layer1b"]["face_down"]))
    if "layer3" in table:
        _check_text_change(at / "layer3", table["layer3"])
    basic = set(table.get("layer4", {}).get("set_subtypes", ())) & set(BASIC_LAND_TYPES)
    if basic:
        raise (at / "layer4" / "set_subtypes").error(f"{sorted(basic)[0]!r} is a basic land type: set basic land "
                                                     "types with land_types, which also follows 305.7")
    filters = [("affects",)] + [(k, pt, key) for k in layers for pt in ("power", "toughness") for key in ("count", "among")
                                if isinstance(table[k].get(pt), dict) and key in table[k][pt]]
    for path in filters:
        f = get_in(table, path) or {}
        pt = [k for g in (f, *f.get("any_of", ())) for k in g if k.startswith(("power_", "toughness_"))]
        # (611.2c: a resolved effect's set of objects is fixed as it begins, read before it applies; a static one's
        # would be read in the layer it applies in, before power and toughness are)
        if pt and (static or path != ("affects",)) and any(not k.startswith("layer7") for k in layers):
            raise (at.at(*path) / pt[0]).error("power and toughness are defined in layer 7 only: a condition on "
                                               "them needs an effect whose parts are all in layer 7")
    if "layer1a" in table and len(layers) > 1:
        raise (at / "layer1a").error("a copy effect does only the copying, with its exceptions (layer1a's "
                                     "except, 707.9); other changes are effects of their own")
    if static and ("layer1a" in table or "layer1b" in table):
        raise (at / ("layer1a" if "layer1a" in table else "layer1b")).error(
            "copy and face-down effects from static abilities are not supported; write them as [[effect]]")
    if table.get("cda"):
        # 604.3a: a characteristic-defining ability defines colours, subtypes, power or
        # toughness of its own object only.
        if "affects" in table:
            raise (at / "affects").error("a characteristic-defining ability affects only its own object "
                                         "(604.3a); remove 'affects'")
        for key in layers:
            bad = set(table[key]) - _CDA_PARTS.get(key, set())
            if bad:
                raise (at / key).error(f"a characteristic-defining ability defines colours, subtypes, power "
                                       f"or toughness only (604.3a), not {key} {sorted(bad)[0]}")
    elif "layer7a" in table:
        raise (at / "layer7a").error("layer7a holds characteristic-defining abilities only; set cda = true "
                                     "or use layer7b (613.4a)")


def _check_text_change(at: At, table: dict) -> None:
    """612.2: a colour word becomes another colour word, a subtype another of its set."""
    if "set_name" in table:
        if len(table) > 1:
            raise at.error("layer3 either sets a name or changes a word, not both")
        return
    if set(table) != {"from", "to"}:
        raise at.error("layer3 changes a word: give both 'from' and 'to' (or set_name)")
    was, now = table["from"], table["to"]
    kind = {w: ("colour",) if w in COLORS else SETS_OF.get(w) for w in (was, now)}
    if kind[was] is None or kind[now] is None:
        bad = was if kind[was] is None else now
        raise (at / ("from" if bad == was else "to")).error(
            f"{bad!r} is neither a colour word nor a subtype (612.2)")
    if was == now or not set(kind[was]) & set(kind[now]):
        raise at.error(f"a text change turns a word into another of its kind (612.2), not {was!r} into {now!r}")


def effect(at: At, table: dict, eid: str, static: bool, source: Optional[str], affects: Filter,
           numbers: Dict[str, int], controller: str = "you") -> Effect:
    stated_yours.check_static(at, table, controller)  # 109.5: a resolved effect's "you" is its controller
    parts = tuple(_part(at / k, _LAYER_OF[k], table[k], numbers) for k in _LAYER_OF if k in table)
    for k in (k for k in _LAYER_OF if k in table and not static):  # (counters on one object: as a static applies)
        for side in ("power", "toughness"):
            value = table[k].get(side)
            if isinstance(value, dict) and value.get("on") == "it" and not {"counters", "attached_to"} & set(value) \
                    and len(affects.objects) == 1:
                continue  # 608.2h: a measure of the one object it names ("its power"), read once as it begins
            if isinstance(value, dict) and {"counters", "attached_to", "on"} & set(value):
                raise (at / k / side).error("counters on an object, a measure of one object, or what is attached to "
                                            "it, as an amount are read "
                                            "as a static ability applies (611.3a); a resolved effect's amount is not "
                                            "modelled so, but for a measure of the object it applies to (on = "
                                            "\"it\") on an effect naming exactly one object")
            if isinstance(table[k].get(side), dict) and "shares_creature_type" in table[k][side].get("count", {}):
                raise (at / k / side / "count" / "shares_creature_type").error(
                    "a creature type shared with the source or what it is attached to (205.3m) is read as a static "
                    "ability applies (611.3a); a resolved effect's is not modelled")
    check_forbids(at, table, static)
    return Effect(id=eid, parts=parts, affects=affects, static=static, source=source,
                  ability=table.get("ability") if static else None, controller=controller,
                  cda=bool(table.get("cda", False)), keeps_source=static and bool(table.get("keeps_source_attached")),
                  off_battlefield=bool(table.get("off_battlefield")),
                  forbids=tuple(table.get("forbids", ())), player=table.get("player"))


def _part(at: At, layer: str, table: dict, numbers: Dict[str, int]) -> Part:
    out: Dict[str, Any] = {"layer": layer}
    if layer == "3" and "from" in table:
        return Part(layer, change_word=(table["from"], table["to"]))
    for k, v in table.items():
        if k == "face_down":
            out[k] = characteristics(v)
        elif k == "except":  # 707.9
            out["copy_except"] = copy_exceptions(v)
        elif k == "control":
            out["controller"] = v
        elif isinstance(v, list):
            out[k] = tuple(v)
        elif isinstance(v, dict):  # an amount
            out[k] = amount_of(at / k, v, numbers)
        else:
            out[k] = v
    return Part(**out)


def _check_spending(at: At, spend: Optional[dict]) -> None:
    """609.4b: a permission to spend mana says `any` ("color" or "type", perhaps of one colour's mana,
    `mana`), or restricts it, `only = "colorless"` for mana of every colour but `other_than`."""
    if spend is None:
        return
    if ("any" in spend) == ("only" in spend):
        raise at.error("say how mana may be spent: any = \"color\" or \"type\" (as though of any), or only = "
                       "\"colorless\" with other_than (609.4b)")
    if "only" in spend and ("other_than" not in spend or {"mana", "spells"} & set(spend)):
        raise at.error("only = \"colorless\" restricts the mana of every colour but other_than (\"You may spend other "
                       "mana only as though it were colorless mana\"): give other_than, and neither mana nor spells")
    if "other_than" in spend and "only" not in spend:
        raise (at / "other_than").error("other_than goes with only = \"colorless\"")


def copy_exceptions(table: dict) -> CopyExceptions:
    """A copy effect's `except` table (707.9)."""
    return CopyExceptions(**{k: tuple(v) if isinstance(v, list) else v for k, v in table.items()})


def amount_of(at: At, table: dict, numbers: Dict[str, int]):
    """An amount read off the board (a `Count`), or a number the scenario gives, halved
    (107.1a), times, plus and the cap applied."""
    times, plus, cap, half = table.get("times", 1), table.get("plus", 0), table.get("at_most"), table.get("half")
    if "plus_number" in table:  # a sum: the count (or number) and a number the scenario gives
        if table["plus_number"] not in numbers:
            raise (at / "plus_number").error(f"the number {table['plus_number']!r} is not given: add it to [scenario] "
                                             "numbers")
        plus += numbers[table["plus_number"]]
    if "number" not in table:
        count = replace(count_of(table), times=times, plus=plus, at_most=cap, half=half)
        why = zones.refusal(count)
        if why is not None:
            raise (at / "zone").error(why)
        return count
    if table["number"] not in numbers:
        raise (at / "number").error(f"the number {table['number']!r} is not given: add it to [scenario] numbers")
    given = numbers[table["number"]]
    n = times * (given if half is None else ConcreteOps.half(given, half == "up")) + plus
    return n if cap is None else min(n, cap)


def count_of(table: dict) -> Count:
    """`{ count = {filter} }`, or `{ total = "power", among = {filter} }` (or `greatest`,
    `distinct`): what is read off the objects on the battlefield."""
    if "count" in table:
        return Count(filter_of(table["count"]), zone=table.get("zone"), attached_to=table.get("attached_to"))
    if "life" in table:  # 119.1: a player's life total
        return Count(Filter(), how="life", what=table["life"])
    if "devotion_to" in table:  # 700.5: "your devotion to green", counted from mana costs
        return Count(Filter(), how="devotion", colors=tuple(table["devotion_to"]))
    if "counters" in table and "among" in table:  # 122.1: those of one kind on each permanent matching it
        return Count(filter_of(table["among"]), how="counters", what=table["counters"])
    if "counters" in table:  # 122.1: those of one kind on one object
        return Count(Filter(), how="counters", what=table["counters"], on=table["on"])
    how = next(k for k in MEASURES if k in table)
    if "on" in table:  # a measure of one object: "for each of its colors" (105.2), of "it" or the "source"
        return Count(Filter(), how=how, what=table[how], on=table["on"])
    return Count(filter_of(table["among"]), how=how, what=table[how], zone=table.get("zone"))


def refuse_unread(at: At, f: dict, keys: Tuple[str, ...], why: str) -> None:
    """Refuse filter keys a place does not read (its `any_of` included): `why` not."""
    for key in keys:
        if key in f:
            raise (at / key).error(f"{key!r} is not read here: {why}")
    for i, g in enumerate(f.get("any_of", [])):
        refuse_unread(at / "any_of" / i, g, keys, why)


def characteristics(table: dict, base: Characteristics = Characteristics()) -> Characteristics:
    """The characteristics a table gives, over `base`; a mana cost gives the mana value
    too (202.3)."""
    fields = {k: (frozenset(v) if isinstance(v, list) else v) for k, v in table.items()
              if k in Characteristics.__dataclass_fields__}
    if "abilities" in table:  # 702.136b: each instance of riot chosen apart
        fields["riots"] = sum(1 for a in table["abilities"] if unfollowed_keyword(a, ("riot",)))
    if "later_subtypes" in table:  # 205.3f: subtypes newer than the CR lists (`verifier.load.later_subtypes`)
        fields["subtypes"] = fields.get("subtypes", frozenset()) | frozenset(table["later_subtypes"])
    if "mana_cost" in table and "mana_value" not in table:
        fields["mana_value"] = mana_value_of(table["mana_cost"])
    if "mana_cost" in table and "colors" not in table:  # 202.2: its colours are its mana symbols'
        fields["colors"] = colors_of_cost(table["mana_cost"])
    return replace(base, **fields)


def check_colors(at: At, table: dict) -> None:
    """202.2: an object with a mana cost is the colours of its mana symbols; `colors` given
    beside a mana cost must say the same (a colour indicator, 202.2e, is `colors` on a face
    with no mana cost; a characteristic-defining ability that sets colours is a static
    ability, 604.3)."""
    if table.get("mana_cost") and "colors" in table and set(table["colors"]) != colors_of_cost(table["mana_cost"]):
        said = sorted(colors_of_cost(table["mana_cost"]), key=COLORS.index)
        raise (at / "colors").error(f"the mana cost {table['mana_cost']} makes it {', '.join(said) or 'colourless'} "
                                    f"(202.2), not {', '.join(table['colors']) or 'colourless'}: a colour indicator "
                                    "beside a mana cost is not modelled, and a colour set by an ability is a static one "
                                    "(604.3)")


def check_mana_value(at: At, table: dict, chars: Characteristics) -> None:
    """202.3: the mana value is the one its mana cost gives; one typed in that disagrees is
    refused."""
    if chars.mana_cost is not None and chars.mana_value != mana_value_of(chars.mana_cost):
        key = "mana_value" if "mana_value" in table else "mana_cost"
        raise (at / key).error(f"mana value {chars.mana_value} disagrees with the mana cost {chars.mana_cost} "
                               f"(202.3: its mana value is {mana_value_of(chars.mana_cost)})")


def static_filter(ability: dict, oid: str) -> Filter:
    """A static ability's affected set: its own object for a characteristic-defining
    ability (604.3a) or `self = true`, else its conditions."""
    table = dict(ability.get("affects", {}))
    own = ability.get("cda") or table.pop("self", False)
    return filter_of(table, (oid,) if own else ())


def filter_of(table: Optional[dict], objects: tuple = ()) -> Filter:
    """All listed conditions must hold, named objects included (Filter)."""
    fields = {k: (tuple(filter_of(g) for g in v) if k == "any_of" else tuple(v) if isinstance(v, list) else
                  tuple(sorted(v.items())) if k == "counters_at_least" else v)  # ((kind, n), ...)
              for k, v in (table or {}).items()}
    return Filter(objects=objects, **fields)


def check_keywords(at: At, table: dict) -> None:
    """702: a keyword ability no key of a model follows wherever it is (`ALWAYS_KEYWORDS`:
    banding, rampage, ...) is refused where a card or object lists it."""
    for i, text in enumerate(table.get("abilities", [])):
        word = unfollowed_keyword(text, ALWAYS_KEYWORDS)
        if word:
            raise (at / "abilities" / i).error(f"{text!r}: the keyword ability {word} (702) is not modelled: no key of a "
                                               "model follows it")


def _without_chosen_subtype(value: Any) -> Any:
    """A table with CHOSEN left out of every `subtypes` (of what an amount counts)."""
    if isinstance(value, dict):
        return {k: [t for t in v if t != CHOSEN] if k == "subtypes" and isinstance(v, list) else
                _without_chosen_subtype(v) for k, v in value.items()}
    return [_without_chosen_subtype(v) for v in value] if isinstance(value, list) else value


def check_card(card: At, table: dict) -> None:
    check_keywords(card, table)
    if "back" in table:
        check_keywords(card / "back", table["back"])
    check_colors(card, table)
    later_subtypes.check(card, table)
    unread.check_card(card, table)  # (its `not_followed`, 113.1)
    check_subtypes(card, characteristics(table))
    check_mana_value(card, table, characteristics(table))
    for kind in ("resolves", "granted", "mana", "replacement", "mana_trigger", "enchant", "enters_as_copy"):
        tables = table.get(kind, [])
        if kind == "mana":  # (what a mana ability's mana may be spent on may name it, 106.6, and the
            # mana it adds may be of the chosen colour, 614.12)
            tables = [{k: ([{**u, "mana": [m for m in u.get("mana", []) if m != CHOSEN]} if isinstance(u, dict) else u
                            for u in v] if k == "add" else v) for k, v in t.items() if k != "spend_only"}
                      for t in tables]
            if table.get("choose") == "creature type":  # (614.12, 205.3m: the permanents it counts may be of the
                tables = _without_chosen_subtype(tables)  # creature type chosen, which the object's choice checks)
        if f'"{CHOSEN}"' in json.dumps(tables):  # only an object's own static ability has a choice
            raise (card / kind).error(f"{CHOSEN!r} (what was chosen as the object entered) is for static abilities, "
                                      "counter replacement effects, what a mana ability's mana may be spent on and "
                                      "the colour of the mana it adds")
    refuse_unread(card / "enchant", table.get("enchant", {}), ("other", "not_attached"),
                  "what an Aura may enchant is said of the object, not of the Aura (303.4a)")
    refuse_unread(card / "enters_as_copy" / "of", table.get("enters_as_copy", {}).get("of", {}),
                  ("other", "not_attached"), "what a permanent enters as a copy of is another permanent on the "
                  "battlefield (707.5), attached to nothing of it")
    for key in ("enchant", "enchant_player"):
        if key in table and "Aura" not in table.get("subtypes", ()):
            raise (card / key).error(f"'{key}' says what an Aura may enchant (303.4a); this card is no Aura")
    if "enchant" in table and "enchant_player" in table:
        raise (card / "enchant_player").error("an Aura enchants an object (enchant) or a player (enchant_player), "
                                              "not both (702.5a)")


def check_subtypes(at: At, chars: Characteristics) -> None:
    """205.3c-d: an object has a subtype only with a card type it is correlated with."""
    for sub in sorted(chars.subtypes):
        if not set(correlated_types(sub)) & chars.types:
            raise (at / "subtypes").error(f"{sub!r} needs one of the card types "
                                          f"{', '.join(correlated_types(sub))} (205.3d)")
