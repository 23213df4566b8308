"""Additional land plays (305.2, `additional_land_plays` on a static ability): a player may play
one land a turn and one more for each such ability of a permanent they control that has it then
(Dryad of the Ilysian Grove's ruling: they add up, `land_plays_two_dryads.toml`); a land play
beyond that is impossible (305.2b)."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "dryad"
card = "Dryad of the Ilysian Grove"
EXTRA
''' + "".join(f'''
[[object]]
id = "forest-{i}"
card = "Forest"
zone = "hand"
''' for i in range(1, 4)) + '''
[[event]]
turn = "you"

[[event]]
step = "main"
'''


def plays(n: int) -> str:
    return "".join(f'\n[[event]]\nplay_land = "forest-{i}"\nlabel = "played-{i}"\n' for i in range(1, n + 1))


def test_one_dryad_two_lands(write_model):
    text = BOARD.replace("EXTRA", "") + plays(2)
    assert claim_verdict(write_model, text, "not can_play_land('forest-3')", at="played-2") == "proved"
    assert claim_verdict(write_model, text, "can_play_land('forest-2')", at="played-1") == "proved"


def test_a_third_land_with_one_dryad_is_impossible(write_model):
    text = BOARD.replace("EXTRA", "") + plays(3) + claim("power(dryad) == 2")
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "305.2" in err.value.message and err.value.line > 0


def test_a_dryad_that_lost_its_abilities_gives_no_extra_play(write_model):
    text = BOARD.replace("EXTRA", '\n[[object]]\nid = "humility"\ncard = "Humility"\n') + plays(1)
    assert claim_verdict(write_model, text, "not can_play_land('forest-2')", at="played-1") == "proved"


def test_an_extra_key_beside_it_is_refused(write_model):
    text = '''
[[card]]
name = "Test Grove"
types = ["enchantment"]

[[card.static]]
ability = "You may play an additional land on each of your turns"
additional_land_plays = 1
affects = { types = ["land"] }

[[object]]
id = "grove"
card = "Test Grove"
''' + claim("on_battlefield(grove)")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "'affects' beside additional_land_plays is not modelled" in err.value.message
