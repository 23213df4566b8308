"""Refuse, never ignore (issue 19, item 10): every key of the model-file schema, its
value changed in a bundled model that uses it, changes some verdict or gets the file
refused.  A key that is accepted and changes nothing is a bug.

The keys are found by walking `verifier.load.schema` (a key added later is covered
without touching this file), each named by its path of section names:
`object.face_down`, `card.static.affects.types`, `card.mana.cost.life`.  A
[[card.static]] with `as_though_haste` is a permission (302.6), another kind of
ability: its keys are named `card.static[as_though_haste].condition` and so on.

For each key, the bundled files that use it are tried (models/scenarios/schema_key_*
first: they are written for this test), with the scenarios that show a change (for a
card of models/cards, the scenarios that use it; for a scenario, itself and the corpus
files that cite it).  Its value is changed in a copy of models/ (a flag flipped, an
integer moved by one, a choice or a word replaced by another allowed one, an element
or a key removed, the key removed), only into files the schema accepts; the files are
loaded and every claim checked.  The key passes at the first change that gets a file
refused or changes a verdict, or whether it is the expected one (`schema_mutations`).

Keys that are documentation and keys no bundled model uses are listed below, each
with its reason (one that is read, refused in that place, or the same table read by the
same code as a tested place).
"""
from __future__ import annotations

import re
import shutil
import tomllib
from typing import Dict, Iterator, Optional

import pytest

from schema_mutations import KEYS, MODELS, USES, Runner, bundled_files, read, toml_text
from verifier.cards import oracle
from verifier.load import files, specs

# Keys whose value no verdict reads, by design: what they are for.
DOCUMENTATION: Dict[str, str] = {
    "scenario.name": "a title for reports",
    "scenario.source": "where the scenario comes from (the rule, the ruling): a citation for the reader",
    "claim.ruling": "the rule or ruling the claim formalises, paraphrased for the reader",
    "claim.id": "the claim's name in reports; corpus files cite it (\"file.toml#id\") and refuse a name that is "
                "missing, which only the corpus files that cite a claim can show",
    "statement.says": "a paraphrase of the statement, for the reader",
    "statement.date": "the ruling's date as the rulings file gives it, for the reader",
    "source.about": "what the statements several sources share are about: a title for the reader",
}

# Filter conditions on the object alone: state.matches reads them from the object's state, the
# same in every filter; they are tested in card.static.affects and effect.affects.
OBJECT_CONDITIONS = ("types", "non_types", "subtypes", "non_subtypes", "supertypes", "non_supertypes", "colors",
                     "non_colors", "names", "abilities", "face_down", "attacking", "token", "commander",
                     "enchanted", "modified", "power_at_least", "power_at_most", "toughness_at_least",
                     "toughness_at_most", "any_of", "owner", "colors_at_least", "colors_at_most", "equipped",
                     "no_abilities", "non_abilities", "attacking_player")
# Filters no bundled model uses all of, and where they are read.
FILTERS = {
    "card.resolves.affects": "effects.resolved_effect, as an [[effect]]'s",
    "card.resolves.target": "rules/stack.py _may_target (and some_targets), as a spell's target is checked",
    "card.granted.affects": "abilities.static_filter and layers._matches, as [[card.static]]'s",
    "card.replacement.affects": "abilities.static_filter and rules/mana.py _matches",
    "card.counter_replacement.affects": "abilities.static_filter and rules/replacing.py (state.matches)",
    "card.no_counters.affects": "abilities.static_filter and rules/replacing.py (state.matches)",
    "card.mana_trigger.affects": "abilities.static_filter and rules/mana.py _matches",
    "card.static[as_though_haste].affects": "rules/time.py _as_though_haste",
    "trigger.of": "rules/triggers.py",
    "loyalty.targets_of": "rules/legality.py and rules/time.py",
    "loyalty.search": "rules/time.py _arrives",
    "card.enchant": "rules/sba.py",
    "card.enters_as_copy.of": "rules/legality.py _copied_there",
    "card.enters_tapped_unless.you_control": "rules/statuses.py kept_untapped",
    "card.mana.add.could_produce": "rules/mana.py _matches",
    "card.mana_trigger.add.could_produce": "rules/mana.py _matches",
    "card.replacement.additional.could_produce": "rules/mana.py _matches",
    "card.mana.add.colors_among": "rules/mana.py _matches (in _among)",
    "card.mana_trigger.add.colors_among": "rules/mana.py _matches (in _among)",
    "card.replacement.additional.colors_among": "rules/mana.py _matches (in _among)",
}
ALIKE_MANA = "rules/mana.py _matches gives 'you', 'other' and the host from the ability's object, as tested in " \
             "card.mana_trigger.affects and card.mana.add.could_produce"
AMOUNT = "an amount, read by abilities.amount_of and count_of wherever it stands, measured by rules/amounts.py: " \
         "tested in effect.layer7b-7c, card.static.layer7a-7c and card.mana.add.amount"
REFUSED_GRANTED = "refused: a granted ability exists from layer 6 (613.1f, abilities.card_abilities)"
REFUSED_7A = "refused: layer7a is for characteristic-defining abilities (613.4a), which only [[card.static]] can be"

# Keys no bundled model uses, by pattern (`*` stands for any part of a name), each with the reason
# it is left so.  A key a bundled model uses is tested whatever this says.
UNUSED: Dict[str, str] = {
    **{f"{where}.{key}": f"a condition on the object alone, read by {by} through state.matches"
       for where, by in FILTERS.items() for key in OBJECT_CONDITIONS},
    "card.granted.affects.controller": "read as [[card.static]]'s: a granted ability's effect is static, its source "
                                       "the object that has it (layers._matches)",
    "card.granted.affects.other": "read as [[card.static]]'s (layers._matches)",
    "card.granted.affects.not_attached": "read as [[card.static]]'s (layers._matches)",
    **{f"card.counter_replacement.affects.{key}": "read by rules/replacing.py through state.matches with 'you' "
                                                  "the source's controller, as tested in its controller and any_of"
       for key in ("other", "not_attached", "attached", "self")},
    **{f"card.no_counters.affects.{key}": "read by rules/replacing.py through state.matches, as "
                                          "card.counter_replacement.affects is"
       for key in ("other", "not_attached", "attached", "self")},
    "card.replacement.affects.other": ALIKE_MANA,
    "card.replacement.affects.not_attached": ALIKE_MANA,
    "card.replacement.affects.attached": ALIKE_MANA,
    "card.mana_trigger.affects.not_attached": ALIKE_MANA,
    "card.mana.add.could_produce.other": ALIKE_MANA,
    "card.mana.add.could_produce.not_attached": ALIKE_MANA,
    "card.mana_trigger.add.could_produce.*": ALIKE_MANA,
    "card.replacement.additional.could_produce.*": ALIKE_MANA,
    "card.mana.add.colors_among.*": ALIKE_MANA,
    "card.mana_trigger.add.colors_among*": "a unit of mana, read by manadefs._units and rules/mana.py _added as "
                                           "card.mana.add's (tested)",
    "card.replacement.additional.colors_among*": "refused: an additional mana of a replacement effect is one type "
                                                 "(manadefs.mana_effects)",
    **{f"card.costs_less.{key}": "refused in a spell's own cost reduction, which measures permanents on the "
                                 "battlefield (load/spell_costs.py _UNREAD_AMOUNT)"
       for key in ("number", "plus_number", "zone", "counters", "on", "attached_to", "life")},
    **{f"card.costs_less.{key}": AMOUNT for key in ("count", "times", "plus", "at_most", "total", "distinct", "half")},
    **{f"card.spend_only_from.{key}": "an object condition, read by rules/spell_costs.py may_produce_for through "
                                      "state.matches as card.spend_only_from.supertypes and .types (tested)"
       for key in ("non_types", "non_supertypes", "subtypes")},
    "card.mana.rider.spells*": "read by rules/stack.py given_by_rider through state.matches, as the spell's card is "
                               "(the rider of Boseiju, Who Shelters All, whose life payment no payment models): "
                               "tested against the reference in test_reference_casting.py",
    **{f"card.static.cost_change.activations.{key}": "read by rules/stack.py activation_change through "
                                                      "state.matches, as its tested 'types'"
       for key in ("non_types", "colors")},
    "card.not_followed": "written by the Oracle translator: every use of what it lists is refused (an [[ability]], "
                         "a [[trigger]] or an [[effect]] of it, can_activate), and a text no ability of the card: "
                         "tests/test_unread_abilities.py",
    "loyalty.targets_of.controller": "read: 'you' is the planeswalker's controller (rules/legality.py)",
    "loyalty.search.controller": "read: 'you' is the planeswalker's controller (rules/time.py _arrives)",
    "card.enchant.controller": "read: 'you' is the Aura's controller (rules/sba.py)",
    "card.enters_tapped_unless.life_at_most": "generated cards only (Murky Sewer): rules/statuses.py kept_untapped, "
                                              "played at each life total in tests/test_draw7_audit.py",
    "card.enters_tapped_unless.if_played": "generated cards only (Fetching Garden): rules/statuses.py kept_untapped, "
                                           "played and put in tests/test_draw7_audit.py",
    "card.enters_tapped_unless.opponents_control*": "generated cards only (Turbulent Moor): the you_control filter of "
                                                    "rules/statuses.py kept_untapped, counting the opponents' "
                                                    "(tests/test_draw7_audit.py)",
    **{f"card.enters_tapped_unless.you_control.{key}": "read by rules/statuses.py kept_untapped through "
                                                       "state.matches, 'you' the entering permanent's controller, as "
                                                       "card.static.condition.you_control is (it counts only what "
                                                       "was there before it: 'other' changes nothing, 614.12)"
       for key in ("controller", "other", "not_attached")},
    **{f"card.resolves.target.{key}": "read by rules/stack.py _may_target through state.matches, 'you' the "
                                      "spell's caster and 'other' leaving out the spell, as a card.resolves.affects"
       for key in ("controller", "other", "not_attached")},
    "effect.affects.other": "read as card.resolves.affects.other (tested): the object ability_of names is excluded",
    "effect.affects.attacking_player": "read by state.matches as card.static.affects.attacking_player (tested), 'you' "
                                       "the effect's controller; refused beside a planeswalker or battle as there "
                                       "(load/attacking_player.py)",
    "card.resolves.affects.not_attached": "refused: a resolved effect's object is attached to nothing "
                                          "(abilities.check_ability)",
    "effect.affects.not_attached": "refused, as card.resolves.affects.not_attached",
    "card.static[as_though_haste].affects.not_attached": "read: what the permission's object is attached to "
                                                         "(statuses._as_though_haste), as its tested 'attached'",
    "trigger.of.not_attached": "read: what the trigger's source is attached to (triggers.fires), as its tested "
                               "'attached'",
    **{f"loyalty.{where}.{key}": "refused: a loyalty ability's targets and search are never its planeswalker "
                                 "(history.loyalty_ability)"
       for where in ("targets_of", "search") for key in ("other", "not_attached")},
    **{f"card.enchant.{key}": "refused: what an Aura may enchant is said of the object (abilities.check_card)"
       for key in ("other", "not_attached")},
    **{f"card.enters_as_copy.of.{key}": "refused: what a permanent enters as a copy of is another permanent "
                                        "(abilities.check_card)" for key in ("other", "not_attached")},
    "card.back.static*": "a back face's static ability, read by abilities.card_abilities and effect as a "
                         "[[card.static]] (faces.back_face): tested as card.static.*",
    "card.back.*": "a back face's characteristics, read by abilities.characteristics as a card's (faces.back_face): "
                   "tested as card.*",
    "card.enters_as_copy.except.*": "read by abilities.copy_exceptions as effect.layer1a.except (tested), into "
                                    "the same layer-1a part (load/copies.py)",
    "card.static[as_though_haste].affects.enchanted_player": "refused: a permission names its creatures by what "
                                                             "they are (abilities.card_abilities)",
    **{f"{where}.layer7{x}.{side}.{key}": why for where, why in (
        ("card.static", "read by abilities.count_of as in layer7c (tested): the same Count, read by rules/layers.py "
                        "_amount in every layer"),
        ("card.granted", "read as [[card.static]]'s: a granted ability's effect is static (abilities.effect)"),
        ("effect", "refused: counters on an object are an amount of a static ability (abilities.effect)"))
       for x in ("a", "b", "c") for side in ("power", "toughness") for key in ("counters", "on", "attached_to")
       if not (where == "card.static" and x == "c")},
    "card.mana.add.amount.attached_to": "refused: what is attached to a source is counted in a P/T part only "
                                        "(schema.Amount)",
    "card.mana.add.amount.on": "refused: a mana amount's counters are its own permanent's (schema.OWN_COUNTERS)",
    "card.static[as_though_haste].affects.counters": "refused: a permission names its creatures by what they are "
                                                      "(abilities.card_abilities)",
    "card.static[as_though_haste].affects.tapped": "refused: a permission names its creatures by what they are "
                                                    "(abilities.card_abilities)",
    "card.static[as_though_haste].affects.paired": "refused: a permission names its creatures by what they are "
                                                    "(abilities.card_abilities)",
    "card.static[as_though_haste].affects.shares_creature_type": "refused: a permission names its creatures by "
                                                                  "what they are (abilities.card_abilities)",
    "card.static[as_though_haste].affects.enchanted_by_another": "refused: a permission names its creatures by "
                                                                  "what they are (abilities.card_abilities)",
    **{f"card.static[as_though_haste].affects.{k}": "refused: a permission names its creatures by what they are "
                                                    "(abilities.card_abilities)" for k in ("mana_ability", "unblocked",
                                                                                           "counters_at_least", "shares_color")},
    "card.static[as_though_haste].cda": "refused: a permission is no characteristic-defining ability (604.3a, "
                                        "abilities.card_abilities)",
    "card.static[as_though_haste].layer*": "refused: a permission has no layer parts (abilities.card_abilities)",
    "card.static[as_though_haste].off_battlefield": "refused: a permission changes no card off the battlefield "
                                                    "(abilities.card_abilities)",
    "card.static[as_though_haste].cost_change*": "refused: a haste permission is no cost change (601.2f): "
                                                  "abilities.card_abilities",
    "card.static[as_though_haste].additional_land_plays": "refused: a haste permission gives no land play (305.2): "
                                                          "abilities.card_abilities",
    "card.static[as_though_haste].keeps_source_attached": "refused: a haste permission grants no protection "
                                                          "(702.16n): abilities.card_abilities",
    "card.static[as_though_haste].forbids": "refused: a haste permission forbids nothing (101.2): "
                                            "abilities.card_abilities",
    "card.static[as_though_haste].spend_as_though*": "refused: a haste permission is no permission to spend mana "
                                                     "(abilities.card_abilities)",
    "event.except.*": "read by abilities.effect as effect.layer1a.except (tested), into the token's layer-1a part "
                      "(load/graveyard_copies.py)",
    "trigger.except.*": "read by abilities.effect as effect.layer1a.except (tested), into the token's layer-1a part "
                        "(load/trigger_copies.py)",
    "card.static.layer1a*": "refused: a static ability's copy effect is not supported (abilities.check_ability)",
    "card.static.layer1b*": "refused: a static ability's face-down effect is not supported (abilities.check_ability)",
    **{f"card.granted.{layer}*": REFUSED_GRANTED
       for layer in ("layer1a", "layer1b", "layer2", "layer3", "layer4", "layer5")},
    **{f"{where}.layer7a*": REFUSED_7A for where in ("card.granted", "card.resolves", "effect")},
    "card.mana.add.produced": "refused by the schema: 'produced' is for replacement effects and triggers",
    "card.resolves.layer*": "a card's resolved ability is read into the same Effect as an [[effect]]'s own "
                            "parts (effects.resolved_effect): tested as effect.layer*",
    "card.granted.layer6.*": "read by abilities.effect as [[card.static]]'s parts: tested as card.static.layer6.*",
    "card.granted.layer7d*": "read by abilities.effect as [[card.static]]'s parts: tested as card.static.layer7d",
    "effect.layer1b*": "read as card.resolves.layer1b (tested): the same body (effects.resolved_effect)",
    "*.layer1b.face_down.*": "characteristics, read by abilities.characteristics as an object's: tested as object.*",
    **{f"*.{side}.{key}": AMOUNT for side in ("power", "toughness", "amount")
       for key in ("count", "number", "times", "plus", "plus_number", "total", "greatest", "distinct", "among",
                   "at_most", "zone", "half", "life")},
    # 700.5: a devotion, a P/T amount only
    **{f"*.{side}.devotion_to": "a P/T amount, read by abilities.count_of and layers._devotion wherever a P/T part "
                                "stands: tested in card.static.layer7a and layer7c" for side in ("power", "toughness")},
    **{f"{where}.devotion_to": "refused by the schema: a devotion is an amount of a P/T part only (schema.Amount)"
       for where in ("card.mana.add.amount", "card.costs_less")},
    **{f"card.mana.only_if.{key}": "what only_if measures, read by abilities.count_of and rules/amounts.py as an "
                                   "amount's (tested in card.mana.only_if.total and the P/T amounts)"
       for key in ("greatest", "distinct")},
    "*.count.shares_creature_type": "read by layers._matches from a static ability's side, as card.static.layer7c's "
                                    "(tested); refused in a resolved effect (abilities.effect), in a count of a zone "
                                    "and in any amount but a power or toughness (schema.Amount)",
    "*.count.*": "a count's filter, matched as the ability's own affects from its side (layers._matches, "
                 "rules/mana.py _matches): tested as those",
    "*.among.*": "a measured amount's filter, matched as a count's (layers._matches, rules/mana.py _matches)",
    "*.any_of.*": "a filter of any_of takes the keys of the filter it is in, read by the same state.matches "
                  "with the same context (abilities.filter_of)",
    "card.replacement.additional": "a replacement's extra mana (manadefs.mana_effects): no bundled model has one",
    "card.replacement.additional.*": "a unit of mana, read by manadefs._units as card.mana.add's (tested)",
    "card.mana_trigger.add.*": "a unit of mana, read by manadefs._units as card.mana.add's (tested)",
    "trigger.how_many.zone": "an amount's zone, read by abilities.count_of as everywhere and measured by "
                             "rules/amounts.in_zone (tested in card.static.layer7a)",
    "scenario.search.events.*": "an event a search may add, read by history.control_changes and events_of as "
                                "[[event]]'s (tested as event.*)",
    "scenario.pinned*": "written by check --write-counterexamples (verifier/reproduce.py), read by "
                         "load/pinned.py and query.Encoding: tests/test_write_counterexamples.py (each key's change "
                         "refused or changing the verdict)",
}

# Keys whose only reading is a refusal, which no bundled model (all of them checked) can show: where it is tested.
REFUSALS: Dict[str, str] = {
    "card.static.off_battlefield": "an ability that changes cards off the battlefield too (611.3a) refuses a scenario "
                                   "with cards in other zones: tests/test_zones.py (reach-off-the-battlefield)",
}

TESTED = sorted(k for k in USES if k not in DOCUMENTATION and k not in REFUSALS)


@pytest.fixture(scope="module")
def runner(tmp_path_factory) -> Iterator[Runner]:
    work, unchanged = (tmp_path_factory.mktemp(name) / "models" for name in ("schema-keys", "schema-keys-unchanged"))
    for copy in (work, unchanged):
        shutil.copytree(MODELS, copy)
    with pytest.MonkeyPatch.context() as mp:
        # the bundled models use the cards of their copy's cards/ only: a card renamed there is refused,
        # not generated from its Oracle text in its place, nor found among the bundled cards
        mp.setattr(oracle, "available", lambda: False)
        mp.setattr(files, "bundled_cards", lambda: None)
        yield Runner(work, unchanged)


@pytest.mark.parametrize("key", TESTED)
def test_changing_a_key_changes_a_verdict_or_is_refused(key, runner):
    found = runner.first_change(key, USES[key])
    files = sorted({str(u.file) for u in USES[key]})
    assert found is not None, f"{key} is accepted and changes nothing in {', '.join(files[:5])}"


def _regex(pattern: str) -> re.Pattern:
    return re.compile(".*".join(map(re.escape, pattern.split("*"))))


UNUSED_REGEX = {p: _regex(p) for p in UNUSED}


def unused_entry(key: str) -> Optional[str]:
    """The UNUSED entry that stands for the key, if one does."""
    return next((p for p, r in UNUSED_REGEX.items() if r.fullmatch(key)), None)


def test_every_key_is_tested_or_listed():
    missing = [k for k in KEYS if k not in USES and k not in DOCUMENTATION
               and unused_entry(k) is None and not isinstance(KEYS[k], specs.Refused)]
    assert not missing, "keys no bundled model uses: use them in a scenario whose claims depend on them " \
                        "(models/scenarios/schema_key_*.toml), or list them in UNUSED with a reason: " + \
                        ", ".join(missing)


def test_the_lists_name_keys_of_the_schema():
    assert not [k for k in [*DOCUMENTATION, *REFUSALS] if k not in KEYS]
    assert not [p for p, r in UNUSED_REGEX.items() if not any(r.fullmatch(k) for k in KEYS)], \
        "UNUSED entries that name no key"


def test_a_changed_file_is_written_as_the_data_it_holds():
    for rel in bundled_files():
        data = read(MODELS, rel)
        assert tomllib.loads(toml_text(data)) == data, rel
