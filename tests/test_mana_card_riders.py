"""A mana ability whose text also moves cards ("{T}: Add {G}. Draw a card.", 605.3b: at once with
its mana) is refused where the scenario has a card it could move or counts cards off the
battlefield, as a trigger's text is: found by the mana-forms helper, where the draw was taken as
not done (the library's card proved still there)."""
import pytest

from conftest import claim_verdict
from verifier.errors import ModelError

LAND = '''
[[card]]
name = "Test Drawing Land"
types = ["land"]

[[card.mana]]
ability = "{T}: Add {G}. Draw a card."
cost = { tap = true }
add = [{ mana = ["G"] }]

[[object]]
id = "land"
card = "Test Drawing Land"
'''

HISTORY = '''
[[event]]
turn = "you"

[[event]]
add_mana = "land"
label = "tapped"
'''


def test_a_drawing_mana_ability_beside_a_library_card_is_refused(write_model):
    text = LAND + '\n[[object]]\nid = "card"\ncard = "Forest"\nzone = "library"\n' + HISTORY
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, text, "in_zone(card, 'library')", at="tapped")
    assert "draws cards (121.1) as it adds its mana (605.3b)" in err.value.message and err.value.line == 11


def test_with_no_card_it_could_draw_it_is_read(write_model):
    assert claim_verdict(write_model, LAND + HISTORY, "is_tapped(land)", at="tapped") == "proved"


def test_the_older_milling_wording_is_refused_too(write_model):
    """701.13 (the audit's probe): "Put the top card of your library into your graveyard"."""
    text = LAND.replace("Draw a card.", "Put the top card of your library into your graveyard.") + \
        '\n[[object]]\nid = "card"\ncard = "Forest"\nzone = "library"\n' + HISTORY
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, text, "in_zone(card, 'library')", at="tapped")
    assert "puts cards from the top of a library into a graveyard (701.13)" in err.value.message
