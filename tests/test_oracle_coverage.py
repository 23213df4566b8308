"""Every word of a translated line accounted for (issue 24, `verifier/cards/coverage.py`):
a qualifier phase.rs's parse drops refuses the line, naming the words left over; words
the parse reads, and the short reviewed list with no rules meaning, pass."""
import json

import pytest

from verifier.cards.coverage import NO_MEANING, leftover

# A parse as phase.rs writes it: "Creature tokens you control get +1/+1" (no attachment property).
TOKENS = {"mode": "Continuous", "affected": {"type": "Typed", "type_filters": ["Creature"], "controller": "You",
                                              "properties": [{"type": "Token"}]},
          "modifications": [{"type": "AddPower", "value": 1}, {"type": "AddToughness", "value": 1}],
          "description": "Creature tokens you control that are enchanted or equipped get +1/+1."}


def test_a_dropped_qualifier_is_left_over():
    assert leftover("Creature tokens you control that are enchanted or equipped get +1/+1.", TOKENS) == \
        ["enchanted", "equipped"]


def test_the_description_accounts_for_nothing():
    """The parse's own copy of the line is no evidence it read the words."""
    assert "enchanted" in leftover("Enchanted creature tokens get +1/+1.", TOKENS)


def test_read_words_pass():
    assert leftover("Creature tokens you control get +1/+1.", TOKENS) == []
    with_attachment = {**TOKENS, "affected": {**TOKENS["affected"], "properties": [{"type": "EnchantedBy"}]}}
    assert leftover("Enchanted creatures you control get +1/+1.", with_attachment) == []


def test_numbers_must_be_read():
    assert leftover("Creature tokens you control get +2/+2.", TOKENS) == ["2"]


def test_negations_need_a_negation_in_the_parse():
    basic = {"affected": {"type_filters": ["Land"], "properties": [{"type": "Supertype", "value": "Basic"}]},
             "modifications": [{"type": "SetBasicLandType", "land_type": "Mountain"}]}
    assert leftover("Nonbasic lands are Mountains.", basic) == ["nonbasic"]
    negated = {**basic, "affected": {"type_filters": ["Land"], "properties": [{"type": "NotSupertype",
                                                                                "value": "Basic"}]}}
    assert leftover("Nonbasic lands are Mountains.", negated) == []


def test_kept_words_and_restated_phrases():
    """A fact the translator keeps accounts for its words; an ability word (207.2c) and
    "in addition to its other types" (205.1b) restate nothing the model reads."""
    pump = {"modifications": [{"type": "AddPower", "value": 2}, {"type": "AddToughness", "value": 2}]}
    line = "Threshold — ~ gets +2/+2 as long as seven or more cards are in your graveyard."
    assert leftover(line, pump) == ["7", "more", "cards", "your", "graveyard"]
    assert leftover(line, pump, ["seven or more cards are in your graveyard"]) == []
    typed = {"modifications": [{"type": "AddSubtype", "subtype": "Faerie"}]}
    assert leftover("~ is a Faerie in addition to its other types.", typed) == []


def test_the_reviewed_list_holds_no_qualifier():
    """Words that qualify a set of objects never pass unread."""
    for word in ("other", "another", "enchanted", "equipped", "attacking", "tapped", "nontoken", "token", "opponent",
                 "share", "colorless", "chosen", "only", "not", "except"):
        assert word not in NO_MEANING


cards = pytest.importorskip("verifier.cards.table")
pytest.importorskip("phase")
pytest.importorskip("mtg")


@pytest.mark.parametrize("name, words", [
    ("Koll, the Forgemaster", "enchanted, equipped"),  # the audit's case: every creature token would get +1/+1
    ("Crown of Vigor", "share"),  # "other creatures that share a creature type with it"
    # "become green Elk creatures": the colour and type change dropped (a predicate list's "is black" is read since
    # round X4, `verifier.cards.recolour`: Sinister Strength, tests/test_oracle_round_x4.py)
    ("Wrath of Oko", "green, elk"),
])
def test_real_cards_with_a_dropped_part_are_refused_or_kept_unread(name, words):
    # an activated ability's dropped part (Crown of Vigor's): the ability kept by its text unread (113.1, the
    # card's not_followed), the words named in its note; a static's: the card refused
    from conftest import kept_unread
    text, refusals = cards.generate(name)
    if name in _KEPT_UNREAD:
        assert kept_unread((text, refusals), _KEPT_UNREAD[name], f"words the parse does not account for ({words})")
        return
    assert text is None
    assert any(r.startswith(f"words the parse does not account for ({words}): ") for r in refusals), refusals


_KEPT_UNREAD = {"Crown of Vigor": "Sacrifice this Aura: Enchanted creature and other creatures that share"}


def test_a_card_read_in_full_still_translates():
    text, refusals = cards.generate("Glorious Anthem")
    assert refusals == [] and "layer7c = { power = 1, toughness = 1 }" in text


@pytest.mark.parametrize("name, reason", [
    ("Axe of the Warmonger", "card type 'hero' is not one of the card types of 205.2a"),
    ("Maelstrom Wanderer", "the keyword 'cascade' twice (each instance works apart), which the model lists once: "
                           "'Cascade, cascade"),
])
def test_what_would_not_load_is_refused_naming_the_part(name, reason):
    """Found by putting every translated card of the development half to use
    (`benchmarks/oracle_loads.py`): a type the model lacks, a keyword listed twice."""
    text, refusals = cards.generate(name)
    assert text is None and any(r.startswith(reason) for r in refusals), refusals


def test_a_trigger_whose_effects_are_all_not_followed_is_kept_by_text():
    """Howl of the Hunt's untap trigger resolves to no layer part: no empty resolves table
    (which the loader refuses), the ability kept by its text."""
    text, refusals = cards.generate("Howl of the Hunt")
    assert refusals == [] and "[[card.resolves]]" not in text
    assert "When this Aura enters, if enchanted creature is a Wolf or Werewolf, untap that creature" in text


@pytest.mark.parametrize("name, abilities", [
    ("A-Syndicate Infiltrator", ["flying", "Ward {2}"]),  # a keyword with a cost beside another (702.21a)
    ("A-Dwarfhold Champion", ["Ward {1}"]),
    ("Sporeweb Weaver", ["reach", "Hexproof from blue", "Whenever this creature is dealt damage, you gain 1 life and "
                         "create a 1/1 green Saproling creature token"]),  # 702.11d: hexproof from a quality
])
def test_keyword_lines_with_parameters_keep_every_keyword(name, abilities):
    """The development audit: "Flying, ward {2}" was kept as one ability by its text, so the
    creature had no flying (a silent drop, 702.9b)."""
    text, refusals = cards.generate(name)
    assert refusals == [] and f"abilities = {json.dumps(abilities)}" in text.replace("'", '"')


@pytest.mark.parametrize("name, action", [("Badgermole", "Earthbend")])
def test_keyword_actions_that_change_characteristics_are_not_kept_as_text(name, action):
    """The development audit: earthbend (701.66a) makes a land a 0/0 creature with haste; it
    was kept as an inert ability.  A trigger doing it is now kept with a note and the loader's
    guard, never inert (tests/test_oracle_round_w3.py), as manifest dread's (701.62a,
    tests/test_oracle_round_k_c.py).  (Goad, 701.15a, changes no characteristic: an ability that
    goads is kept by its text, which the loader's guard for attacks reads,
    tests/test_oracle_guarded_rules.py.)"""
    text, refusals = cards.generate(name)
    assert text is not None and f"not followed: {action} in " in text, refusals
    assert "the loader refuses a [[trigger]] table following it" in text


@pytest.mark.parametrize("name", ["Underworld Breach", "A-Satoru Umezawa"])
def test_a_static_ability_on_cards_in_another_zone_is_kept_for_the_loader_to_refuse(name):
    """The audit of draw 1: "each nonland card in your graveyard has escape" was kept with a note
    that the model holds no cards there, but scenarios that follow zones hold them, and those
    cards lacked escape (611.3a, 613.1f): a silent drop. It is kept by its text, said not
    followed, and the loader refuses it in a scenario that follows cards off the battlefield
    (tests/test_oracle_guarded_rules.py)."""
    from verifier.model.unfollowed import RULE_OFF_THE_BATTLEFIELD
    text, refusals = cards.generate(name)
    assert text is not None and "works on or from cards off the battlefield" in text, refusals
    assert "[[card.static]]" not in text and RULE_OFF_THE_BATTLEFIELD.search(text)


def test_a_tokens_description_is_the_scenarios_but_not_what_else_the_line_says():
    # 111.1: the token is a scenario's object, its characteristics said there; the rest of the line is read
    made = {"mode": "Phase", "execute": {"effect": {"type": "Token", "name": "Spirit", "power": {"value": 1},
                                                    "toughness": {"value": 1}, "types": ["Creature", "Spirit"]}}}
    line = "At the beginning of your upkeep, create a 1/1 colorless Spirit creature token with flying."
    assert not {"colorless", "spirit", "flying"} & set(leftover(line, made))
    assert "artifact" in leftover(line.replace("upkeep,", "upkeep, if you control an artifact,"), made)
    # a filter's "Token" property creates nothing: its words are read as before
    assert leftover("Creature tokens you control get +2/+2.", TOKENS) == ["2"]
