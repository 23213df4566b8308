"""Oracle forms of the development half (issue 24, round N3): "has all activated abilities of
[other objects]" (613.1f, 113.1a: Myr Welder, Steward of the Harvest, Mirran Safehouse, Marvin),
kept by the line's text and not followed, and the loader's guard (`verifier/load/borrowed_abilities.py`)
refusing a scenario whose answer could read an ability so gained: a claim on abilities or mana
(106.7), an affected set by abilities, a history.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card as _generated, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


@pytest.mark.parametrize("name, line", [
    ("Myr Welder", "This creature has all activated abilities of all cards exiled with it"),
    ("Steward of the Harvest", "Creatures you control have all activated abilities of all land cards exiled with "
                               "this creature"),
    ("Mirran Safehouse", "As long as this artifact is on the battlefield, it has all activated abilities of all "
                         "land cards in all graveyards"),
    ("Marvin, Murderous Mimic", "Marvin has all activated abilities of creatures you control that don't have the "
                                "same name as this creature"),
])
def test_borrowed_abilities_are_kept_by_text_with_a_note(name, line):
    text, card = _generated(name)
    assert line in card["abilities"]
    assert "static" not in card and "mana" not in card  # (no layer part, no mana ability of its own)
    assert "not followed: the activated abilities" in text and "borrowed_abilities.py" in text


def test_a_grant_on_creatures_with_counters_is_kept_by_its_text():
    # Agatha's Soul Cauldron (its spending line kept by its text since round Y4, 609.4b): the activated abilities its
    # creatures with +1/+1 counters have are kept by the line's text too, with the borrowed-abilities guard's note
    text, refusals = generate("Agatha's Soul Cauldron")
    assert text is not None and "not followed: the activated abilities 'Creatures you control with" in text and \
        "borrowed_abilities.py" in text, refusals


def test_the_grant_alone_with_another_modification_is_refused():
    # the same grant with a second modification in its effect is not the kept form
    from verifier.cards.refusal import Refusal
    from verifier.cards.statics import static_ability
    parsed = [{"mode": "Continuous", "affected": {"type": "SelfRef"},
               "modifications": [{"type": "GrantAllActivatedAbilitiesOf"},
                                 {"type": "AddPower", "value": 1}]}]
    with pytest.raises(Refusal, match="GrantAllActivatedAbilitiesOf|not translated"):
        static_ability("This creature gets +1/+0 and has all activated abilities of all cards exiled with it.",
                       parsed)


_BOARD = '''[scenario]
name = "borrowed abilities"

[[object]]
id = "welder"
card = "Myr Welder"

[[object]]
id = "steward"
card = "Steward of the Harvest"

[[object]]
id = "anthem"
card = "Glorious Anthem"
zone = "exile"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


def test_characteristics_are_answered_beside_it(write_model):
    # Myr Welder ruling 2011-06-01 (index 2), Dark Impostor's 2012-05-01 (index 1): only activated abilities are
    # gained, no static ones: the exiled Glorious Anthem pumps nothing (611.3a), through the Welder or itself
    path = write_model(_BOARD + claim("power(welder) == 1 and toughness(welder) == 4 and power(bears) == 2 and "
                                      "power(steward) == 3 and has_type(welder, 'artifact')"))
    assert verdict(path) == "proved"


@pytest.mark.parametrize("expr", [
    "could_produce(steward) == set()",  # 106.7: a land's mana ability the Steward's creatures gain
    "has_ability(welder, 'Imprint — {T}: Exile target artifact card from a graveyard')",
    "can_tap_for_mana(bears)",
])
def test_a_claim_reading_abilities_or_mana_is_refused(write_model, expr):
    with pytest.raises(ModelError, match="gives the activated abilities of other objects"):
        load_scenario(write_model(_BOARD + claim(expr)))


def test_an_effect_by_abilities_is_refused_beside_it(write_model):
    # an affected set that reads abilities (613.8a): an activated keyword gained could match it
    effect = '''
[[object]]
id = "shift"
card = "Flier Anthem"

[[card]]
name = "Flier Anthem"
types = ["enchantment"]

[[card.static]]
ability = "Creatures with flying get +2/+0"
affects = { types = ["creature"], abilities = ["flying"] }
layer7c = { power = 2 }
'''
    with pytest.raises(ModelError, match="gives the activated abilities of other objects"):
        load_scenario(write_model(_BOARD + effect + claim("power(bears) == 2")))


def test_without_the_kept_line_the_same_claim_is_answered(write_model):
    board = _BOARD.replace('card = "Myr Welder"', 'card = "Grizzly Bears"').replace(
        'card = "Steward of the Harvest"', 'card = "Grizzly Bears"')
    assert verdict(write_model(board + claim("not has_ability(welder, 'flying')",
                                                            extra='allow_unmentioned = ["flying"]'))) == "proved"


def test_a_history_is_refused_beside_it(write_model):
    # an activation (602.2) or a payment with a gained mana ability (601.2g-h) the model could not list
    history = '\n[[event]]\nstep = "upkeep"\n'
    with pytest.raises(ModelError, match="beside a history"):
        load_scenario(write_model(_BOARD + history + claim("power(bears) == 2")))
