"""What a model file may contain: one table of allowed keys and value types per
section, checked before anything is built from it.

`validate(data)` raises `SchemaError(path, message)` for the first value that
breaks the schema (unknown key, wrong type, float for an integer, string for a
boolean, word outside a closed vocabulary, missing required key, empty list of
targets, ...).  The loader maps the path to a line.  Cross-references (ids,
cards, cycles) are the loader's, once the shapes are known to be right.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Dict

from verifier.load.specs import EXPECTS, MAX_INT, Abilities, Applied, Chains, Choice, ChoiceValues, Conditions, \
    CounterKind, CounterKinds, Counters, Division, Flag, Integer, ManaCostText, Numbers, Path, Renames, SchemaError, \
    Series, Spec, Table, Tables, Text, Words, described, key_of
from verifier.model import CHOSEN, COLORS, DELAYED_MOVES, DEVOTION, DURATIONS, FACE_DOWN_KINDS, MANA_TYPES, MEASURES, OWN_POWER, OWN_TOUGHNESS, \
    OWNER, PLAYERS, \
    TRIGGER_EVENTS, ZONES
from verifier.model.effects import ENCHANTED_PLAYER, FORBIDS
from verifier.model.mana import EXILED, IDENTITY
from verifier.model.unfollowed import ONE_SHOT_KINDS
from verifier.rules.typeline import ALL_SUBTYPES, BASIC_LAND_TYPES, CARD_TYPES, CHOICE_KINDS, SUBTYPE_SETS, SUPERTYPES


# -- the model language ----------------------------------------------------------------

def _characteristics() -> Dict[str, Spec]:
    return {
        "name": Text(), "mana_value": Integer(0), "mana_cost": ManaCostText(), "colors": Words(COLORS),
        "types": Words(CARD_TYPES),
        "subtypes": Words(ALL_SUBTYPES), "supertypes": Words(SUPERTYPES), "abilities": Abilities(),
        "power": Integer(), "toughness": Integer(),
    }


# In filters and layer parts an empty list says nothing, so it is refused as a likely slip;
# `set_colors = []` alone means something (colourless).
FILTER = Table("affects", {
    **{k: Words(CARD_TYPES, nonempty=True) for k in ("types", "non_types")},
    "subtypes": Words(ALL_SUBTYPES | {CHOSEN}, nonempty=True), "non_subtypes": Words(ALL_SUBTYPES, nonempty=True),
    **{k: Words(SUPERTYPES, nonempty=True) for k in ("supertypes", "non_supertypes")},
    **{k: Words(COLORS, nonempty=True) for k in ("colors", "non_colors")},
    "controller": Choice(PLAYERS), "owner": Choice(PLAYERS), "other": Flag(), "names": Words(nonempty=True), "abilities": Abilities(nonempty=True),
    "non_abilities": Abilities(nonempty=True), "no_abilities": Flag(only_true=True),
    "face_down": Flag(),
    "attacking": Flag(), "attacking_player": Choice(PLAYERS), "token": Flag(), "commander": Flag(), "not_attached": Flag(only_true=True), "enchanted": Flag(), "equipped": Flag(),
    "modified": Flag(),
    **{k: Integer() for k in ("power_at_least", "power_at_most", "toughness_at_least", "toughness_at_most")},
    # how many colours it has (105.2): "multicolored" is 2 or more (105.4), "colorless" none (105.2c)
    **{k: Integer(0, 5) for k in ("colors_at_least", "colors_at_most")},
})
# "creature or Vehicle": at least one of these filters must hold too (one level deep)
FILTER.fields["any_of"] = Tables(Table("affects", dict(FILTER.fields)))


@dataclass
class Amount(Spec):
    """A P/T amount: an integer, "mana_value" (7a/7b), or a table: objects on the
    battlefield counted ({ count = {filter} }) or measured ({ total = "power", among =
    {filter} }, `greatest`, `distinct`), or a number the scenario gives ({ number =
    "..." }); then `times`, `plus` and a cap `at_most`."""
    mana_value: bool = False
    # an amount of mana may be its permanent's own: "power", "toughness", or the counters of a kind on it
    # ({ counters = "charge" }, 122.1)
    own: bool = False
    counters: bool = False  # a P/T amount may be the counters of a kind on one object (122.1)

    def check(self, value: Any, path: Path) -> None:
        if self.own and value in (OWN_POWER, OWN_TOUGHNESS, DEVOTION):  # (DEVOTION: a unit of a colour, `ManaUnits`)
            return
        if self.own and isinstance(value, dict) and "counters" in value:
            OWN_COUNTERS.check(value, path)
            return
        if isinstance(value, dict):
            AMOUNT.check(value, path)
            if sum(k in value for k in ("count", "number", "counters", "life", "devotion_to", *MEASURES)) != 1:
                raise SchemaError(path, f"{key_of(path)!r} needs exactly one of 'count', 'number', 'counters', 'life', "
                                        f"'devotion_to', {', '.join(repr(k) for k in MEASURES)}")
            # 122.1: the counters of a kind on one object, "it" (what the ability applies to) or its "source"; or a
            # measure of that one object ("+1/+1 for each of its colors": distinct = "colors", on = "it", 105.2)
            measured_on = "on" in value and any(k in value for k in MEASURES)
            if ("counters" in value or measured_on) and not self.counters:
                raise SchemaError(path + ("counters" if "counters" in value else "on",),
                                  "counters on an object, or a measure of one object, are an amount of a P/T part only")
            if "counters" in value and ("on" in value) == ("among" in value) or \
                    "on" in value and "counters" not in value and not measured_on or \
                    ("counters" in value or measured_on) and "zone" in value or measured_on and "among" in value:
                raise SchemaError(path, f"{key_of(path)!r}: 'counters' goes with 'on' (the object whose counters are "
                                        "counted) or 'among' (every permanent so), one of them; a measure (total, "
                                        "greatest, distinct) with 'on' or 'among'; 'on' only with one of them")
            if "attached_to" in value and (not self.counters or "count" not in value or "zone" in value):
                raise SchemaError(path + ("attached_to",), "what is attached to an ability's source (or to what that is "
                                                           "attached to) is counted in a "
                                                           "P/T part's count of permanents only")
            # 119.1: a player's life total, an amount of a P/T part only, and of nothing else besides
            if "life" in value and (not self.counters or {"among", "on", "zone", "attached_to"} & set(value)):
                raise SchemaError(path + ("life",), "a life total is an amount of a P/T part only, with no 'among', "
                                                    "'on', 'zone' or 'attached_to'")
            # 700.5: "equal to your devotion to green": of "you", to one colour or two, an amount of a P/T part only
            if "devotion_to" in value and (not self.counters or {"among", "on", "zone", "attached_to"} & set(value) or
                                           len(value["devotion_to"]) > 2):
                raise SchemaError(path + ("devotion_to",), "a devotion (to one colour or two, 700.5) is an amount of a "
                                                           "P/T part only, with no 'among', 'on', 'zone' or 'attached_to'")
            # 110.5: "the number of untapped lands you control", tapped as the history gives it where the layer
            # system reads a P/T part (`reads_tapped`); an amount of mana or of a cost is read elsewhere
            if "tapped" in value.get("count", {}) and (not self.counters or "zone" in value):
                raise SchemaError(path + ("count", "tapped"), "whether what is counted is tapped (110.5) is read in a "
                                                              "P/T part's count of permanents only")
            if "shares_creature_type" in value.get("count", {}) and (not self.counters or "zone" in value):
                raise SchemaError(path + ("count", "shares_creature_type"),
                                  "a creature type shared with the source or what it is attached to (205.3m) is read "
                                  "in a P/T part's count of permanents only")
            if "tapped" in value.get("count", {}) and (not self.counters or "zone" in value):
                raise SchemaError(path + ("count", "tapped"), "whether permanents are tapped (110.5) is read in a P/T "
                                                              "part's count of permanents on the battlefield only")
            check_among(value, path)
            return
        Integer(mana_value=self.mana_value).check(value, path)

# "for each other creature that shares a creature type with it": with what its source is attached to, or with its
# source (205.3m), in a P/T part's count of permanents only (`Amount.check`; `abilities.effect` refuses it in a
# resolved effect)
SHARES = Choice(("attached", "source"))
# ("for each transformed permanent you control": back face up, 701.27g, a status at each point; "the number of
# untapped lands you control": tapped or not, 110.5, as the history gives it at each point)
COUNTED = Table("count", {**FILTER.fields, "shares_creature_type": SHARES, "transformed": Flag(), "tapped": Flag()})
MEASURED = {**{how: Choice(whats) for how, whats in MEASURES.items()}, "among": FILTER}
AMOUNT = Table("an amount", {"count": COUNTED, "number": Text(), "times": Integer(), "plus": Integer(),
                             # a number the scenario gives, added: "... plus the number of Elf cards in your graveyard"
                             "plus_number": Text(),
                             "at_most": Integer(0), "zone": Choice(ZONES), **MEASURED,
                             # 107.1a: "half the number of Forests you control, rounded down"
                             "half": Choice(("down", "up")),
                             # 119.1: the life total of "you" (the ability's controller) or the "opponent"
                             "life": Choice(("you", "opponent")),
                             # 700.5: the devotion of "you" (the ability's controller) to one colour or two
                             "devotion_to": Words(COLORS, nonempty=True),
                             # 122.1: on "it" (the object it applies to) or its "source", or on each one matching `among`
                             "counters": CounterKind(every=True), "on": Choice(("it", "source")),
                             # "for each Aura attached to it": the objects counted are attached to its source,
                             # or to what its source is attached to (an Aura's or Equipment's host)
                             "attached_to": Choice(("source", "attached"))})

# 122.1: an amount of mana that is the counters of one kind on its own permanent ("{C} for each charge counter on
# this artifact")
OWN_COUNTERS = Table("an amount", {"counters": CounterKind(every=True)}, required=("counters",))  # (122.1: of every kind too)


def check_among(value: dict, path: Path) -> None:
    """`among` goes with `total`, `greatest` or `distinct`, and only with them."""
    if any(k in value for k in MEASURES) != ("among" in value) and "counters" not in value and "on" not in value:
        raise SchemaError(path, f"{key_of(path)!r}: 'among' (the objects measured) goes with "
                                f"{', '.join(repr(k) for k in MEASURES)} or 'counters', and only with them")

# 707.9: what a copy effect changes of what it copies (model.CopyExceptions); `colors = []` is colourless
COPIED = ("name", "mana_value", "colors", "types", "subtypes", "supertypes", "power", "toughness")
COPY_EXCEPT = Table("except", {
    "name": Text(), "power": Integer(), "toughness": Integer(), "colors": Words(COLORS),
    "subtypes": Words(ALL_SUBTYPES, nonempty=True), "add_types": Words(CARD_TYPES, nonempty=True),
    "add_subtypes": Words(ALL_SUBTYPES, nonempty=True),
    **{k: Words(SUPERTYPES, nonempty=True) for k in ("add_supertypes", "remove_supertypes")},
    "add_abilities": Abilities(nonempty=True), "no_mana_cost": Flag(only_true=True),
    "not_copied": Words(COPIED, nonempty=True)}, nonempty=True)
LAYER_PARTS: Dict[str, Spec] = {
    "layer1a": Table("layer1a", {"copy_of": Text(is_id=True), "except": COPY_EXCEPT}, required=("copy_of",)),
    "layer1b": Table("layer1b", {"face_down": Table("face_down", _characteristics())}, required=("face_down",)),
    "layer2": Table("layer2", {"control": Choice(PLAYERS + (OWNER,))}, required=("control",)),  # 613.1b, 108.3
    # 612: one word of the text (a colour word or a subtype) changed to another of its kind, or a name set
    "layer3": Table("layer3", {"from": Text(), "to": Text(), "set_name": Text()}, nonempty=True),
    "layer4": Table("layer4", {
        **{k: Words(CARD_TYPES, nonempty=True) for k in ("add_types", "remove_types", "set_types")},
        # 205.1a: the words of set_subtypes say which sets it replaces
        **{k: Words(ALL_SUBTYPES | {CHOSEN}, nonempty=True) for k in ("add_subtypes", "set_subtypes")},
        "remove_subtypes": Words(ALL_SUBTYPES, nonempty=True),
        **{k: Words(SUPERTYPES, nonempty=True) for k in ("add_supertypes", "remove_supertypes")},
        "land_types": Words(BASIC_LAND_TYPES + (CHOSEN,), nonempty=True),  # 305.7
        "remove_subtype_sets": Words(tuple(SUBTYPE_SETS), nonempty=True),  # "loses all land types"
    }, nonempty=True),
    "layer5": Table("layer5", {"set_colors": Words(COLORS), "add_colors": Words(COLORS, nonempty=True)},
                    nonempty=True),
    "layer6": Table("layer6", {"add_abilities": Abilities(nonempty=True), "remove_abilities": Abilities(nonempty=True),
                               "remove_all_abilities": Flag(only_true=True),
                               "remove_all_abilities_except_mana": Flag(only_true=True),
                               "remove_landwalk": Flag(only_true=True)}, nonempty=True),  # 702.14a: every landwalk
    **{f"layer{x}": Table(f"layer{x}", {"power": Amount(mana_value=True, counters=True),
                                        "toughness": Amount(mana_value=True, counters=True)},
                          nonempty=True) for x in ("7a", "7b")},
    "layer7c": Table("layer7c", {"power": Amount(counters=True), "toughness": Amount(counters=True)}, nonempty=True),
    "layer7d": Table("layer7d", {"switch": Flag(only_true=True)}, required=("switch",)),
}

# the characteristics a [[trigger]]'s if_it reads of the object that triggered it (608.2h)
IT_KEYS = ("types", "subtypes", "supertypes", "colors")
# A static ability may affect only its own object ("this creature gets ..."): self = true; or the
# object it is attached to ("enchanted creature", "equipped creature"): attached = true.
STATIC_FILTER = Table("affects", {**FILTER.fields, "self": Flag(only_true=True), "attached": Flag(only_true=True)})
# `as_though_haste` lets what it affects attack or activate {T}/{Q} abilities as though it had
# haste (302.6); such an ability has no layer parts.
# `condition`: the ability applies only while it holds (611.3a). As text, it names a fact the
# scenario states in [scenario] conditions, held fixed for the whole scenario. As a table, a condition the game shows (611.3a): "as long as you control a Forest" (you_control, at_least,
# at_most), a leveler's level (counters_on_it: at least; counters_below: fewer than), "during your
# turn" (your_turn), "as long as it's tapped" (tapped); or, as text, a fact the scenario states.
# ("you control no untapped lands": you_control may ask whether they are tapped, a status, 110.5)
# opponents_control: as you_control, what your opponents control (102.2: the model's game has two players).
# itself: its own object matches a filter ("as long as ~ is equipped", 301.5); life_at_least / life_at_most: your
# life total (119.1), as the scenario gives it ("as long as you have 25 or more life"); attachments: how many
# objects matching it are attached to its object (of = "itself") or to its host ("host"), with at_least / at_most
# devotion_to: "as long as your devotion to [one colour or two] is less than N" (700.5), with at_least / at_most
CONDITION = Table("condition", {"you_control": Table("you_control", {**FILTER.fields, "tapped": Flag()}),
                                "opponents_control": Table("opponents_control", {**FILTER.fields, "tapped": Flag()}),
                                "devotion_to": Words(COLORS, nonempty=True),
                                "at_least": Integer(0), "at_most": Integer(0),
                                "counters_on_it": Counters(), "counters_below": Counters(), "your_turn": Flag(),
                                "tapped": Flag(), "itself": Table("itself", {**FILTER.fields}, nonempty=True),
                                "attachments": Table("attachments", {**FILTER.fields,
                                                                     "of": Choice(("itself", "host"))}),
                                "life_at_least": Integer(0), "life_at_most": Integer(0)}, nonempty=True)


_COUNTED = ("you_control", "opponents_control", "devotion_to", "attachments")  # what at_least and at_most count


@dataclass
class StatedOrShown(Spec):
    """`condition`: a fact the scenario states (text), or one the game shows (a table)."""

    def check(self, value: Any, path: Path) -> None:
        if isinstance(value, dict):
            CONDITION.check(value, path)
            for key in ("at_least", "at_most"):
                if key in value and not set(_COUNTED) & set(value):
                    raise SchemaError(path + (key,), f"{key!r} counts what a player controls, your devotion or what "
                                                     "is attached: it goes with " + ", ".join(_COUNTED))
            if len(set(_COUNTED) & set(value)) > 1:
                raise SchemaError(path, "at_least and at_most count one thing: " + ", ".join(_COUNTED) + ", not two")
            if "devotion_to" in value:  # 700.5: to one colour or to two
                if "you_control" in value or not {"at_least", "at_most"} & set(value):
                    raise SchemaError(path + ("devotion_to",), "devotion_to goes with at_least or at_most (and not "
                                                               "with you_control, which they would count too)")
                if len(value["devotion_to"]) > 2:
                    raise SchemaError(path + ("devotion_to",), "devotion is to one colour or to two (700.5)")
            return
        Text().check(value, path)


# a static ability's affected set may also ask for what "enchanted player" controls (303.4m)
STATIC = Table("[[card.static]]", {"ability": Text(), "affects": Table("affects", {
                                       **STATIC_FILTER.fields, "enchanted_player": Flag(only_true=True),
                                       # "creatures you control of the chosen color": "chosen", the colour its
                                       # object chose as it entered (614.12), read with the object's `chosen`
                                       "colors": Words(COLORS + (CHOSEN,), nonempty=True),
                                       # "creatures attacking enchanted player": "enchanted", the player its source
                                       # (a Curse) is attached to (303.4m, 506.2), read by layers._matches
                                       "attacking_player": Choice(PLAYERS + (ENCHANTED_PLAYER,)),
                                       # "with a +1/+1 counter on it": one or more of each kind (122.1); "with a
                                       # counter on it": "every kind", one or more whatever their kind
                                       "counters": CounterKinds(every=True),
                                       # "with three or more +1/+1 counters on them": n or more of each kind (122.1)
                                       "counters_at_least": Counters(),
                                       # "tapped creatures", "untapped lands": a status (110.5) at each point
                                       "tapped": Flag(),
                                       # "creatures with a mana ability" (605.1a), read by state.matches
                                       "mana_ability": Flag(),
                                       # "unblocked attacking creatures": stated so (509.1h), `unblocked` objects
                                       "unblocked": Flag(only_true=True),
                                       # "both creatures" of soulbond: the source and the creature it is paired
                                       # with, while they are paired (702.95a-b)
                                       "paired": Flag(only_true=True),
                                       # "as long as another Aura is attached to enchanted creature": an Aura other
                                       # than the ability's own object is attached to it (303.4), read by
                                       # layers._matches
                                       "enchanted_by_another": Flag(only_true=True),
                                       # "creatures that share a creature type with equipped creature / with ~"
                                       # (205.3m), read by layers._matches
                                       "shares_creature_type": SHARES,
                                       # "creatures that share a color with equipped creature" (105.2), the same way
                                       "shares_color": SHARES}),
                                   "cda": Flag(), "condition": StatedOrShown(),
                                   # 702.16n: "This effect doesn't remove this Aura": the protection it grants does
                                   # not put its own Aura into the graveyard (`verifier.load.own_protection`)
                                   "keeps_source_attached": Flag(only_true=True),
                                   # "you may play N additional lands on each of your turns" (305.2)
                                   "additional_land_plays": Integer(1, 10),
                                   # 101.2: what it forbids of the objects it affects ("its activated abilities
                                   # with {T} in their costs can't be activated")
                                   # ("spells with the chosen name can't be cast", "lands with the chosen name can't
                                   # be played", "activated abilities of sources with the chosen name can't be
                                   # activated unless they're mana abilities": of every player, the name its object
                                   # chose, 201.4); every value is known here, and a player's is refused by
                                   # `verifier.load.forbidding.check_forbids` (an [[effect]]'s)
                                   "forbids": Words(FORBIDS, nonempty=True),
                                   # it changes cards and spells off the battlefield too (611.3a): not modelled
                                   "off_battlefield": Flag(only_true=True),
                                   "as_though_haste": Words(("attack", "activate"), nonempty=True),
                                   # "[you / players] may spend mana as though it were mana of any colour / type"
                                   "spend_as_though": Table("spend_as_though", {
                                       "any": Choice(("color", "type")), "players": Choice(("you", "each")),
                                       # "... white mana as though ...": only mana of that colour (609.4b)
                                       "mana": Choice(COLORS),
                                       # "You may spend other mana only as though it were colorless mana": mana
                                       # of any colour but `other_than` pays only generic costs (609.4b)
                                       "only": Choice(("colorless",)), "other_than": Choice(COLORS),
                                       # "... to cast [creature] spells": only then
                                       "spells": Table("spells", {"types": FILTER.fields["types"]})}),
                                   # "[noncreature] spells [you / your opponents] cast cost {N} more / less to cast"
                                   "cost_change": Table("cost_change", {
                                       "more": Integer(lo=1, hi=20), "less": Integer(lo=1, hi=20),
                                       # "... for each other spell that player has cast this turn"
                                       "per_other_spell_cast_this_turn": Flag(only_true=True),
                                       "players": Choice(("you", "opponents", "each")),
                                       "spells": Table("spells", {k: FILTER.fields[k] for k in
                                                                  ("types", "non_types", "colors")}),
                                       # "activated abilities of [creatures] cost {N} less to activate" (602.2b)
                                       "activations": Table("activations", {k: FILTER.fields[k] for k in
                                                                            ("types", "non_types", "colors")})}),
                                   **LAYER_PARTS},
               required=("ability",))
# A resolved ability of an Aura or Equipment on "enchanted / equipped creature": attached = true, the
# object its source is attached to as the effect begins (611.2c), which the [[effect]]'s ability_of names;
# "this creature gets ...": self = true, the object whose ability it is (ability_of) and no other.
# one_shot: what its one-shot instructions, which the model does not follow, change (608.2c; load/effects.py
# refuses all but a life total's, and load/life.py a claim on life beside that).
# The one target of a [[card.resolves]] (115.1): a filter, and "with a +1/+1 counter on it" (122.1), read on
# the counters the history gives as it is targeted and as it resolves (601.2c, 608.2b; rules/targeting.py)
TARGET = Table("target", {**FILTER.fields, "counters": CounterKinds(every=True)})
RESOLVES = Table("[[card.resolves]]", {"ability": Text(), "target": TARGET,
                                        "affects": Table("affects", {**FILTER.fields, "attached": Flag(only_true=True),
                                                                     "self": Flag(only_true=True)}),
                                        "until": Choice(DURATIONS), "one_shot": Words(ONE_SHOT_KINDS, nonempty=True),
                                        # the counters it puts on each of its targets as it resolves (608.2c, 122.1)
                                        "puts_counters": Counters(),
                                        # the ability text of the spell's other part whose target this part's
                                        # target fights (701.14a; load/fighting.py)
                                        "fights": Text(),
                                        # "<~> deals N damage to ..." (120.1): N, or "X" (107.3a), dealt as its
                                        # spell resolves (608.2b; load/spell_damage.py)
                                        "deals": Integer(1, 100, x=True),
                                        # a condition its spell's resolution reads as it resolves, "you" its
                                        # caster (608.2c): the part begins only if it holds then
                                        "if_as_it_resolves": Text(),
                                        **LAYER_PARTS})
# A static ability the card's effects give other objects ("... have 'this gets +1/+1 for each ...'").
GRANTED = Table("[[card.granted]]", {"ability": Text(), "affects": STATIC_FILTER, **LAYER_PARTS}, required=("ability",))
# -- mana (106, 605, 614, 616) ---------------------------------------------------------

# a unit's `mana` may list "chosen": the colour its object chose as it entered (614.12)
_UNIT = Table("a mana unit", {"mana": Words(MANA_TYPES + (CHOSEN, IDENTITY, EXILED), nonempty=True), "any_color": Flag(only_true=True),
                              "could_produce": Table("could_produce", {**FILTER.fields, "attached": Flag(only_true=True)}), "colors_only": Flag(only_true=True),
                              "produced": Flag(only_true=True), "amount": Amount(own=True),
                              # 105.2: a colour one of the matching permanents has
                              "colors_among": Table("colors_among", FILTER.fields)})
_UNIT_KINDS = ("mana", "any_color", "could_produce", "produced", "colors_among")


@dataclass
class ManaUnits(Spec):
    """`add`: an array of mana, each a type ("G", "C") or a table with exactly one of
    mana = [types to choose from], any_color, could_produce = {filter}, produced
    (replacements and triggers: one of the types the event produced), and an amount."""
    produced: bool = False  # whether `produced` is allowed

    def check(self, value: Any, path: Path) -> None:
        if not isinstance(value, list) or not value:
            raise SchemaError(path, f"'add' must be a non-empty array of mana like [\"G\"], not {described(value)}")
        for i, unit in enumerate(value):
            at = path + (i,)
            if isinstance(unit, str):
                Choice(MANA_TYPES).check(unit, at)
                continue
            _UNIT.check(unit, at)
            kinds = [k for k in _UNIT_KINDS if k in unit]
            if len(kinds) != 1:
                raise SchemaError(at, "a mana unit needs exactly one of " + ", ".join(_UNIT_KINDS))
            if kinds == ["produced"] and not self.produced:
                raise SchemaError(at + ("produced",), "'produced' is for replacement effects and triggers: "
                                                      "the type of mana the permanent produced")
            if IDENTITY in unit.get("mana", ()) and unit["mana"] != [IDENTITY]:
                raise SchemaError(at + ("mana",), f"{IDENTITY!r} (any colour of the commander's identity, 903.4) "
                                                  "is a unit's one option")
            if EXILED in unit.get("mana", ()) and (unit["mana"] != [EXILED] or self.produced):
                raise SchemaError(at + ("mana",), f"{EXILED!r} (any colour of the cards its object's linked ability "
                                                  "exiled, 607.2a) is a unit's one option, in a [[card.mana]] table")
            if unit.get("amount") == DEVOTION and (self.produced or not (unit.get("any_color") or set(
                    unit.get("mana", ["C"])) <= set(MANA_TYPES[:5]))):  # 700.5: to a colour
                raise SchemaError(at + ("amount",), "an amount equal to your devotion to the mana's colour (700.5) goes "
                                                    "with any_color or coloured mana of an activated mana ability")
            if "colors_only" in unit and "could_produce" not in unit:
                raise SchemaError(at + ("colors_only",), "'colors_only' goes with 'could_produce'")


MANA_COST = Table("cost", {"tap": Flag(only_true=True), "untap": Flag(only_true=True), "sacrifice": Flag(only_true=True), "mana": Text(),
                           "life": Integer(0), "remove_counters": Counters()})
# "Activate only if you control N or more ..." (count, at_least) or "... N or more X counters on it" (counters_on_it)
ONLY_IF = Table("only_if", {"count": FILTER, "at_least": Integer(), "counters_on_it": Counters(), **MEASURED},
                nonempty=True)
MANA = Table("[[card.mana]]", {"ability": Text(), "cost": MANA_COST, "add": ManaUnits(), "only_if": ONLY_IF,
                                # 106.6: "spend this mana only to cast [legendary] [creature] spells [of the chosen type]"
                                "spend_only": Table("spend_only", {"types": FILTER.fields["types"],
                                                                   "subtypes": FILTER.fields["subtypes"],
                                                                   "supertypes": FILTER.fields["supertypes"]}),
                                # 106.6: a rider: "[if that mana is spent on a <spells> spell,] that spell can't
                                # be countered"
                                "rider": Table("rider", {"gives": Choice(("can't be countered",)),
                                                         "spells": Table("spells", {
                                                             "types": FILTER.fields["types"],
                                                             "any_of": FILTER.fields["any_of"]})},
                                               required=("gives",)),
                                # 613.1f: defined here, had only by what an ability of this card grants it to
                                # (its [[card.static]]'s add_abilities), not by the card's own object
                                "granted": Flag(only_true=True),
                                # 605.1a: "Each player loses N life." after the mana, done as the ability resolves
                                "each_player_loses": Integer(1, 20)},
             required=("ability",))
REPLACEMENT = Table("[[card.replacement]]", {
    "ability": Text(), "affects": STATIC_FILTER, "if_produced": Words(MANA_TYPES, nonempty=True),
    "if_at_least": Integer(1), "instead": Choice(MANA_TYPES), "instead_exactly": Words(MANA_TYPES, nonempty=True),
    "times": Integer(2, 100), "additional": ManaUnits(produced=True)}, required=("ability", "affects"))
# 614.1a: "if one or more [kind] counters would be put on [affects], that many plus N (or N times that
# many) are put on it instead" (replacements.CounterReplacement); `entering`: 614.1c, Metallic Mimic
COUNTER_REPLACEMENT = Table("[[card.counter_replacement]]", {
    "ability": Text(), "affects": STATIC_FILTER, "kinds": CounterKinds(), "plus": Integer(1, 100),
    "times": Integer(2, 100),
    # 614.1c: "[affects] enters with an additional [kind] counter": plus N to what it enters with, even none
    "entering": Flag(only_true=True)}, required=("ability", "affects"))
# 101.2, 122.5: "counters can't be put on [affects]" (of `kinds`, or of any kind): none are put while it applies,
# whatever replacement effects would make of them (`verifier.load.counter_bans`)
NO_COUNTERS = Table("[[card.no_counters]]", {"ability": Text(), "affects": STATIC_FILTER, "kinds": CounterKinds()},
                    required=("ability", "affects"))
# 614.1a: "if an effect would create one or more tokens under your control, it creates [times] that many
# instead" (replacements.TokenReplacement)
TOKEN_REPLACEMENT = Table("[[card.token_replacement]]", {"ability": Text(), "times": Integer(2, 100)},
                          required=("ability", "times"))
MANA_TRIGGER = Table("[[card.mana_trigger]]", {
    "ability": Text(), "affects": STATIC_FILTER, "if_produced": Words(MANA_TYPES, nonempty=True),
    "add": ManaUnits(produced=True)}, required=("ability", "affects", "add"))

ENTERS_TAPPED_UNLESS = Table("enters_tapped_unless", {"ability": Text(), "you_control": FILTER,
                                                     "at_least": Integer(0), "at_most": Integer(0),
                                                     "pay_life": Integer(1, 100),
                                                     # "unless a player has N or less life" (119, 614.1c)
                                                     "life_at_most": Integer(0, 1000),
                                                     # "enters tapped if it was played from your hand" (305.1)
                                                     "if_played": Flag(),
                                                     # "unless your opponents control eight or more lands" (102.2)
                                                     "opponents_control": FILTER}, required=("ability",))

CARD = Table("[[card]]", {**_characteristics(), "static": Tables(STATIC), "resolves": Tables(RESOLVES),
                          "later_subtypes": Words(nonempty=True),  # 205.3f: the loader's later_subtypes reads them
                          # activated or triggered abilities of its `abilities` whose resolution the Oracle translator
                          # could not read: kept by their text, never used (`verifier.load.unread`)
                          "not_followed": Words(nonempty=True),
                          "granted": Tables(GRANTED), "enchant": FILTER, "mana": Tables(MANA),
                          "enters_with_counters": Counters(x=True, snow=True), "enters_tapped": Flag(only_true=True),
                          # an instant or sorcery: the counters it distributes as it resolves among any number of
                          # creatures its controller controls, not targeted ("S": the {S} spent, 601.2h; 608.2c)
                          "distributes_counters": Counters(snow=True),
                          # 614.1c-d: it enters tapped unless you control such permanents as it would enter, or
                          # unless its controller pays life then (`pays_life` on its enters event, 119.4)
                          "enters_tapped_unless": ENTERS_TAPPED_UNLESS,
                          # a double-faced card (712): its layout and its back face, with that face's abilities
                          # what it asks to choose as it enters (614.12), checked against its object's `chosen`
                          "choose": Choice(tuple(CHOICE_KINDS)),
                          # an emblem's definition (114): its static abilities, nothing else (verifier/load/emblems.py)
                          "emblem": Flag(only_true=True),
                          "layout": Choice(("transform", "modal_dfc", "meld")),
                          "meld_with": Text(),  # the other card of a meld pair (701.42b, verifier/load/meld.py)
                          "back": Table("back", {**_characteristics(), "static": Tables(STATIC),
                                                 "loyalty": Integer(0)},  # a planeswalker back face's (712.8f)
                                        required=("name",)),
                          # "Enchant player" / "Enchant opponent" (702.5a): an Aura attached to a player (303.4)
                          "enchant_player": Choice(("player", "opponent")),
                          "loyalty": Integer(0),  # printed loyalty: it enters with that many loyalty counters (306.5b)
                          "replacement": Tables(REPLACEMENT), "mana_trigger": Tables(MANA_TRIGGER),
                          "counter_replacement": Tables(COUNTER_REPLACEMENT), "no_counters": Tables(NO_COUNTERS),
                          "token_replacement": Tables(TOKEN_REPLACEMENT),
                          # its own rules for paying for it as a spell (verifier/load/spell_costs.py): "This spell
                          # costs {X} less to cast, where X is ..." (601.2f: a number, or an amount read off the board,
                          # { greatest = "power", among = {...} }), and "Spend only mana produced by basic lands to
                          # cast this spell" (106.6: what may produce the mana spent on it)
                          "costs_less": Amount(),
                          "spend_only_from": Table("spend_only_from", {k: FILTER.fields[k] for k in (
                              "types", "non_types", "supertypes", "non_supertypes", "subtypes")}, nonempty=True),
                          # "Counter target spell" (701.6a), of what the target spell must be ({} for any)
                          "counters_spell": Table("counters_spell",
                                                  {k: FILTER.fields[k] for k in ("types", "non_types")}),
                          # "... unless its controller pays {X}" (verifier/load/unless_paid.py: 118.12), and Power
                          # Sink's "If that player doesn't, they tap all lands with mana abilities they control"
                          "unless_pays": Text(), "taps_lands_unpaid": Flag(only_true=True),
                          # "you may have it enter as a copy of ..." (707.5, 614.1c), with its exceptions (707.9);
                          # tapped: "enter tapped as a copy" (Vesuva: one replacement, 614.1c-d)
                          "enters_as_copy": Table("enters_as_copy", {"of": FILTER, "except": COPY_EXCEPT,
                                                                     "tapped": Flag(only_true=True)},
                                                  required=("of",))},
             required=("name",))
OBJECT = Table("[[object]]", {"id": Text(is_id=True), "card": Text(), "controller": Choice(PLAYERS),
                              "counters": Counters(), "face_down": Flag(), "attached_to": Text(is_id=True),
                              "tapped": Flag(), "in_library": Flag(), "created_by": Text(is_id=True),
                              "token": Flag(only_true=True), "attacking": Flag(only_true=True),
                              "unblocked": Flag(only_true=True), "chosen": Text(),
                              # the colours of the cards its linked ability exiled (607.2a), which a mana
                              # ability of its card adds ("any of the exiled card's colors"); [] for none
                              "exiled_colors": Words(COLORS),
                              # a commander (903.3): a designation of the card, which stays with it
                              "commander": Flag(only_true=True),
                              # the creature it is paired with (702.95a-b), on a board
                              "paired_with": Text(is_id=True),
                              # damage marked on it as the history begins (120.6)
                              "damage": Integer(0, 1000),
                              # how it became face down (702.37, 701.40, 701.58, 708.7); 302.6 as the history begins
                              "face_down_by": Choice(FACE_DOWN_KINDS), "since_turn_began": Flag(),
                              # a double-faced card with its back face up as the scenario begins (712.8e-f)
                              "face": Choice(("front", "back")),
                              # a card in another zone as the scenario begins (400.1), and who owns it (108.3)
                              "zone": Choice(ZONES), "owner": Choice(PLAYERS),
                              # an effect lets its owner play it, or only cast it, from that zone, by a face
                              # fitting `of` (601.3, 305.1, 712.11b, 712.12)
                              "permitted": Table("permitted", {"may": Choice(("play", "cast")),
                                                               "of": Table("of", {k: Words(CARD_TYPES, nonempty=True)
                                                                                  for k in ("types", "non_types")})},
                                                 required=("may",)),
                              **_characteristics()},
               required=("id",))
EFFECT = Table("[[effect]]", {"id": Text(is_id=True), "card": Text(), "ability": Text(), "ability_of": Text(is_id=True),
                              "targets": Words(nonempty=True, is_id=True), "controller": Choice(PLAYERS),
                              "affects": FILTER, "until": Choice(DURATIONS), "as_long_as": Text(),
                              # the instant or sorcery card that resolved: to its owner's graveyard (608.2n)
                              "spell": Text(is_id=True),
                              # of a modal spell ("Choose one —", 700.2): the mode, counted from 1
                              "mode": Integer(1, 10),
                              # a rule-changing effect (611.2c), not one of the layers: "can't be blocked" (509.1b),
                              # "cost to attack" (508.1d, 508.1h: what it affects attacks only if a cost is paid),
                              # "additional combat phase" (500.8, 505.1a: one more in the turn it begins in),
                              # "must attack" (508.1d: what it affects attacks `player` if able)
                              # "prevent combat damage to and by" (615.1a: of what it affects)
                              "rule": Choice(("can't be blocked", "cost to attack", "additional combat phase",
                                              "must attack", "prevent combat damage to and by")),
                              # 101.2: what it forbids ("can't" beats "can"): of `player`, or of what it affects
                              "forbids": Words(FORBIDS, nonempty=True), "player": Choice(PLAYERS),
                              # of a spell with kicker: it begins only if the spell was kicked (true) or was not
                              # (false) (702.33d-e)
                              "kicked": Flag(),
                              **LAYER_PARTS}, required=("id",))
CLAIM = Table("[[claim]]", {"id": Text(is_id=True), "expr": Text(), "expect": Choice(EXPECTS), "assume": Text(),
                            "ruling": Text(), "allow_unmentioned": Words(), "at": Text()},
              required=("id", "expr", "expect"))
# One event of the history: exactly one of the kinds (model.EVENT_KINDS), a label, and for
# an object that enters, whether it enters tapped.  `gain_control` (with `by`, and optionally
# `haste`, `until` and the effect's `id`) is a control-changing effect that starts there.
EVENT = Table("[[event]]", {"turn": Choice(PLAYERS), "step": Choice(("upkeep", "draw", "main", "combat", "combat damage", "end of combat", "end")),
                            **{k: Text(is_id=True) for k in ("enters", "leaves", "starts", "ends", "tap", "untap",
                                                             "turn_face_up", "put_counters", "remove_counters",
                                                             "transform", "attacks", "blocks")},
                            "attacker": Text(is_id=True),
                            # what an attacking creature attacks (508.1b): the defending player or planeswalkers
                            # that player controls; several: its controller's choice
                            "attacked": Words(nonempty=True, is_id=True),
                            # noncombat damage: its source deals `amount` to `to`, a creature or a player (120.1)
                            "deals": Text(is_id=True), "amount": Integer(0, 1000),
                            # a double-faced card entering, cast or played with that face up (712.11b, 712.12-712.14a)
                            "face": Choice(("front", "back")),
                            # put onto the battlefield "transformed": a double-faced card with its back face up
                            # (712.14a, modal ones too)
                            "transformed": Flag(only_true=True),
                            # a land card its owner plays (305.1, a special action), by a land face (712.12)
                            "play_land": Text(is_id=True),
                            # an effect makes it day or night (731.1)
                            "it_becomes": Choice(("day", "night")),
                            "label": Text(), "tapped": Flag(), "counters": Counters(), "group": Text(is_id=True),
                            # its object's controller pays the life its card's enters_tapped_unless asks (614.12, 119.4)
                            "pays_life": Flag(only_true=True),
                            # the point after all of a group's events (one a group); a label inside a group, on purpose
                            "end_label": Text(), "inside": Flag(),
                            # the other objects entering at the same time as the enters event's own (603.6a)
                            "together": Words(nonempty=True, is_id=True),
                            "gain_control": Text(is_id=True), "by": Choice(PLAYERS), "haste": Flag(),
                            "until": Choice(DURATIONS), "id": Text(is_id=True),
                            **{k: Text(is_id=True) for k in ("attach", "to", "unattach", "resolves")},
                            "x": Integer(0, 1000), "x_at_most": Integer(0, 1000), "activate": Text(is_id=True),
                            # an activation: the half paying each hybrid symbol of its cost, in order (107.4e)
                            "hybrid": Series(("W", "U", "B", "R", "G", "2")),
                            # an activation: the permanent its cost sacrifices, of a kind (602.2b, 701.21a)
                            "sacrificed": Words(nonempty=True, is_id=True),
                            # a cast: the card discarded for its additional cost (118.8, 601.2h)
                            "discarded": Words(nonempty=True, is_id=True),
                            "targets": Words(is_id=True), "finds": Text(is_id=True),
                            # a cast: the targets of its spell's damage and what each is dealt, as announced (601.2d)
                            "deals_to": Division(),
                            # an attach that is the equip ability (702.6a); a turn_face_up an effect does (708.7)
                            "equip": Flag(only_true=True), "by_effect": Flag(only_true=True),
                            # an object that enters as a copy of another (707.5), by its card's enters_as_copy
                            "as_copy_of": Text(is_id=True),
                            # a card not on the battlefield put into another zone; where a leaving one goes (400.1)
                            "moves": Text(is_id=True), "into": Choice(ZONES),
                            # a player draws a card (121.1)
                            "draws": Choice(PLAYERS),
                            # the cards a spell resolving draws, one for each of what it counts (121.1, 608.2h)
                            "cards_drawn": Integer(0, 20),
                            # the choices, in turn, as a spell has each player put a card from hand onto the
                            # battlefield until a round puts none: a card or "pass" (101.4, 608.2c; Hypergenesis)
                            "puts": Words(nonempty=True, repeats=True),
                            # a card's embalm or eternalize ability, and the token it creates (702.128a, 702.129a)
                            "embalm": Text(is_id=True), "eternalize": Text(is_id=True), "token": Text(is_id=True),
                            # a token created as a copy of a card in a zone (707.2, 400.7), perhaps with exceptions
                            "copy_card": Text(is_id=True), "from": Choice(ZONES), "except": COPY_EXCEPT,
                            # a card returned to the battlefield, as the new object it becomes (400.7)
                            "returns": Text(is_id=True), "as": Text(is_id=True),
                            # a spell cast from its owner's hand (601.2), perhaps without paying its mana cost
                            "cast": Text(is_id=True), "free": Flag(only_true=True),
                            # the mode chosen for a modal spell as it is cast (700.2a, 601.2b)
                            "mode": Integer(1, 10),
                            # the caster pays the spell's kicker cost as it is cast (702.33a, 601.2b, 601.2f)
                            "kicked": Flag(only_true=True),
                            # cast for its surge cost, its caster having cast another spell this turn (702.117a)
                            "surge": Flag(only_true=True),
                            # cast for its dash cost (702.109a): haste, and a delayed return its [[trigger]] says
                            "dash": Flag(only_true=True),
                            # riot's choice as the permanent enters: an additional +1/+1 counter or haste (702.136a)
                            "riot": Choice(("counter", "haste")),
                            # ... with several instances of riot, each one's choice (702.136b: each works apart)
                            "riots": Series(("counter", "haste")),
                            # cast for its emerge cost, sacrificing this creature its caster controls (702.119a)
                            "emerge": Text(is_id=True),
                            # cast bestowed, for its bestow cost: an Aura spell targeting a creature (702.103a-b)
                            "bestow": Flag(only_true=True),
                            # the creatures its caster taps for convoke as the spell's cost is paid (702.51a)
                            "convoke": Words(nonempty=True, is_id=True),
                            # the artifacts its caster taps for improvise as the spell's cost is paid (702.126a)
                            "improvise": Words(nonempty=True, is_id=True),
                            # the permanents its caster sacrifices for their own mana abilities as it is paid (601.2g)
                            "sacrificed_for_mana": Words(nonempty=True, is_id=True),
                            # cast for its evoke cost (702.74a, 118.9): sacrificed as it enters, by its trigger
                            "evoke": Flag(only_true=True),
                            # cast for its awaken cost (702.113a, 118.9): its awaken part resolves too
                            "awaken": Flag(only_true=True),
                            # how each Phyrexian symbol of the spell's mana cost is paid, in order (107.4f, 601.2b)
                            "phyrexian": Series(("mana", "life")),
                            # a spell with assist: the other player who pays some of its generic mana, exactly
                            # `assist` or that player's choice up to `assist_at_most` (702.132a)
                            "assisted_by": Choice(PLAYERS), "assist": Integer(0, 100),
                            "assist_at_most": Integer(0, 100),
                            # a permanent's controller taps it for mana outside a payment (605.3a): its mana
                            # stays in the pool until the step ends (106.4)
                            "add_mana": Text(is_id=True),
                            # a copy of a spell put on the stack (707.10), as the object `as` names, under `by`'s
                            # control
                            "copy_spell": Text(is_id=True),
                            # a copy of the latest instance of a [[trigger]] on the stack put on it (707.10)
                            "copy_ability": Text(is_id=True),
                            # suspend's special action: the card exiled from a hand with time counters (702.62a)
                            "suspend": Text(is_id=True),
                            # a card's cycling or typecycling ability activated from its owner's hand and
                            # resolved (702.29a, 702.29e); `finds` the card its search puts into that hand
                            "cycle": Text(is_id=True),
                            # the triggers that triggered as its cost was paid, resolved before it (603.3, 405.5)
                            "responses": Words(nonempty=True, is_id=True),
                            # a `resolves` that counters the ability instead (701.6b): a [[trigger]]'s or an
                            # [[ability]]'s instance
                            "countered": Flag(only_true=True),
                            # the resolution of a spell that counters unless its target's controller pays: whether
                            # that player pays (118.12, verifier/load/unless_paid.py)
                            # a `resolves` of a trigger asking an optional cost: paid or declined then (118.12)
                            "paid": Flag()})
# A loyalty ability of a planeswalker of the scenario (606; model.LoyaltyAbility).
LOYALTY = Table("[[loyalty]]", {"id": Text(is_id=True), "source": Text(is_id=True), "cost": Text(),
                                "max_targets": Integer(0, 10), "targets_of": FILTER, "search": FILTER},
                required=("id", "source", "cost"))
# An activated ability of a permanent of the scenario that the history activates (602;
# model.ActivatedAbility), and the resolved effects its resolution begins (608.2c).
ABILITY = Table("[[ability]]", {"id": Text(is_id=True), "source": Text(is_id=True), "ability": Text(),
                                "effects": Words(is_id=True),
                                # "Untap X target lands" (701.26b, verifier/load/several.py): its targets, untapped as
                                # it resolves if still legal (608.2b)
                                "untaps": Words(is_id=True),
                                # "~ deals N damage [divided as you choose among ...] to ..." (120.1, 601.2d,
                                # verifier/load/resolution_damage.py): each target -> the damage it is dealt
                                "deals": Division(),
                                # unearth's (702.84a): the new object its card returns as (400.7)
                                "as": Text(is_id=True),
                                # "Exile target <kind>": its one target, exiled (406.2; verifier/load/linked.py);
                                # "hand" is read only to be refused there, naming what is modelled
                                "moves": Words(nonempty=True, is_id=True), "into": Choice(("exile", "hand"))},
                required=("id", "source", "ability"))
# A triggered ability of an object of the scenario (603; model.Trigger).
TRIGGER = Table("[[trigger]]", {"id": Text(is_id=True), "source": Text(is_id=True), "ability": Text(),
                                "when": Choice(TRIGGER_EVENTS), "of": STATIC_FILTER, "if": Text(),
                                # one of several tables of one ability: the label of the event whose instance it
                                # stands for (603.2; load/trigger_instances.py)
                                "instance": Text(is_id=True),
                                # a state trigger's state (603.8), with when = "state"
                                "state": Text(),
                                # the restriction on its one target, checked as it is put on the stack and as it
                                # resolves (603.3d, 608.2b)
                                "target_if": Text(),
                                # what the object that triggered it must be as it resolves (608.2h, 113.7a)
                                "if_it": Table("if_it", {k: FILTER.fields[k] for k in IT_KEYS}),
                                # the object whose power and toughness as it resolves its tokens have (111.3, 608.2h)
                                "token_pt_of": Text(is_id=True),
                                # its one token enters as a copy of this target, or of its Equipment's equipped
                                # creature (707.2, 608.2h), with these exceptions (707.9b)
                                "copy_of": Text(is_id=True),
                                "except": COPY_EXCEPT,
                                # "create X tokens": X counted as it resolves (608.2h)
                                # (devotion_to: "equal to your devotion to blue", 700.5)
                                "how_many": Table("how_many", {"count": FILTER, "zone": Choice(ZONES),
                                                               "devotion_to": Words(COLORS, nonempty=True),
                                                               "number": Integer(1, 100), "each": Integer(1, 100)}),
                                "destroy": Text(is_id=True), "destroy_attached_to": Text(is_id=True),
                                # 508.4: the tokens it creates are put onto the battlefield attacking ("that's attacking")
                                "tokens_attacking": Flag(only_true=True),
                                # evoke's trigger: its controller sacrifices its source (702.74a, 701.21a)
                                "sacrifice": Text(is_id=True),
                                "counters_on": Text(is_id=True), "counters": Counters(x=True),
                                "gain_life": Integer(1, MAX_INT), "lose_life": Integer(1, MAX_INT),
                                # whose life it changes: its controller's ("you", 603.3a), or the player a
                                # combat trigger names ("that player": dealt the damage; "defending player")
                                "whose_life": Choice(("you", "that player", "defending player", "active player")),
                                # persist, undying: the card returned as a new object (400.7); or another card
                                # from its controller's graveyard, chosen as it resolves (608.2c)
                                "returns": Text(is_id=True), "as": Text(is_id=True),
                                # "return each card exiled with ~": each card -> its new object (607.2a, 400.7;
                                # verifier/load/linked.py)
                                "returns_exiled": Renames(),
                                # "if it would leave the battlefield, exile it instead" on what it returns (614.1a)
                                "exile_if_leaves": Flag(only_true=True),
                                # the permanent it taps or untaps (701.26a-b)
                                "taps": Text(is_id=True), "untaps": Text(is_id=True),
                                # the resolved [[effect]]s its resolution begins (608.2c), as an [[ability]]'s
                                "effects": Words(is_id=True),
                                # its source deals `deals` damage to `to`, a creature, planeswalker or player (120.1)
                                "deals": Integer(1, MAX_INT), "to": Text(is_id=True),
                                # a modal trigger's mode chosen as it is put on the stack, counted from 1; 0: none,
                                # of "choose up to one" (700.2b, 603.3c; load/trigger_modes.py)
                                "mode": Integer(0, 10),
                                # the creature its source fights as it resolves (701.14a; load/trigger_modes.py)
                                "fights": Text(is_id=True),
                                # a delayed triggered ability (603.7): the [[effect]] whose resolution creates it, or
                                # the creature spell cast for its dash cost (702.109a); what it moves and where
                                "created_by": Text(is_id=True), "moves": Words(nonempty=True, is_id=True),
                                "into": Choice(tuple(DELAYED_MOVES)),
                                # the cards its controller draws as it resolves (121.1, `verifier.load.trigger_draws`)
                                "draws": Integer(1, 20),
                                # its source, which it transforms as it resolves (701.27a,
                                # `verifier.load.trigger_transforms`)
                                "transforms": Text(is_id=True),
                                # the card its search finds and puts onto the battlefield (701.23,
                                # `verifier.load.trigger_search`)
                                "finds": Text(is_id=True),
                                # the cards of a hand its controller chooses and that player discards (701.9b,
                                # `verifier.load.trigger_discards`)
                                "discards": Words(nonempty=True, is_id=True)},
                required=("id", "source", "ability", "when"))
SCENARIO = Table("[scenario]", {"name": Text(), "source": Text(), "order": Chains(), "numbers": Numbers(),
                                "conditions": Conditions(),
                                "turn": Choice(PLAYERS),
                                "search": Table("search", {"events": Tables(EVENT),
                                                           "max_events": Integer(1, 8)}, required=("events",)),
                                "life": Table("life", {p: Integer() for p in PLAYERS}),
                                # who has the city's blessing as the history begins (702.131c: for the game)
                                "city_blessing": Words(PLAYERS, nonempty=True),
                                # the game's day or night designation as the history begins (731.1; left out: neither,
                                # or day or night by the daybound and nightbound permanents there, 702.145d, 702.145g)
                                "day_night": Choice(("day", "night")),
                                # how many spells the active player cast in the turn in progress before the history
                                # began: whether day or night changes as the next turn begins (731.2a-b)
                                "spells_cast_this_turn": Integer(0, 100),
                                # 903.4, 903.4a: the colour identity of each player's commander, fixed before the
                                # game; a player it leaves out has no commander (903.4f)
                                "commander_identity": Table("commander_identity", {p: Words(COLORS) for p in PLAYERS}),
                                # one ordering and its choices, as `check --write-counterexamples` writes them
                                # (verifier/reproduce.py): every timestamp in order (613.7), the order of the effects
                                # sharing one, each choice's value (verifier/load/pinned.py)
                                "pinned": Table("pinned", {"timestamps": Words(), "ties": Applied(),
                                                           "choices": ChoiceValues()}, required=("timestamps",))})
# A corpus file: the statements of one source (a seed rulings page, or a card's official rulings),
# each formalised by claims of scenario files ("file.toml#claim-id"), or set aside with a reason.
# A statement several sources share (the rules text printed on every seed page) is formalised once,
# in a corpus file whose [source] has only `about`, and named with same_as = "file.toml#at".
SOURCE = Table("[source]", {"page": Text(), "rulings": Text(), "card": Text(), "about": Text()})
STATEMENT = Table("[[statement]]", {"at": Text(), "hash": Text(), "date": Text(), "says": Text(),
                                    "claims": Words(nonempty=True), "not_yet": Text(), "out_of_scope": Text(),
                                    "possibly_outdated": Text(), "same_as": Text()}, required=("at", "hash"))
MODEL_FILE = Table("a model file", {"card": Tables(CARD), "scenario": SCENARIO, "object": Tables(OBJECT),
                                    "effect": Tables(EFFECT), "event": Tables(EVENT), "claim": Tables(CLAIM),
                                    "trigger": Tables(TRIGGER), "loyalty": Tables(LOYALTY), "ability": Tables(ABILITY),
                                    "source": SOURCE, "statement": Tables(STATEMENT)})
CORPUS_SECTIONS = ("source", "statement")
SCENARIO_SECTIONS = ("scenario", "object", "effect", "event", "claim", "trigger", "loyalty", "ability")


def validate(data: dict) -> None:
    MODEL_FILE.check(data, ())
