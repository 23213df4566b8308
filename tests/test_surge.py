"""Surge (702.117a): an alternative cost (118.9) once its caster has cast another spell this
turn; the mana cost and mana value unchanged (118.9c).  The ruling is
`models/scenarios/casting_surge_jwar_isle_avenger.toml`; what is not read is refused with its line."""
import pytest

from conftest import MODELS
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

SCENARIO = (MODELS / "scenarios" / "casting_surge_jwar_isle_avenger.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]


def test_surge_without_another_spell_is_impossible(write_model):
    """702.117a: cast for its surge cost first thing in the turn: impossible, with its line."""
    text = HISTORY.replace('[[event]]\ncast = "growth"\n\n[[event]]\nresolves = "growth"\n\n', "").replace(
        '[[effect]]\nid = "pump"\ncard = "Giant Growth"\nspell = "growth"\ntargets = ["bears"]\n', "")
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "its caster cast no other spell this turn (702.117a)" in err.value.message and err.value.line > 0


def test_the_opponents_spell_does_not_count(write_model):
    """702.117a: "you or a teammate": the opponent's spell this turn does not enable your surge."""
    text = HISTORY.replace('id = "growth"\ncard = "Giant Growth"\nzone = "hand"',
                           'id = "growth"\ncard = "Giant Growth"\nzone = "hand"\nowner = "opponent"').replace(
        'cast = "growth"\n', 'cast = "growth"\nfree = true\n')
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "its caster cast no other spell this turn (702.117a)" in err.value.message and err.value.line > 0


@pytest.mark.parametrize("old, new, message", [
    ('cast = "avenger"\nsurge = true', 'cast = "avenger"\nsurge = true\nfree = true', "only one alternative cost"),
    ('cast = "avenger"\nsurge = true', 'cast = "avenger"\nsurge = true\n\n[[event]]\ntap = "forest"\nsurge = true',
     "goes with cast"),
    ('[[event]]\nturn = "you"\nlabel = "start"\n\n', '', "begin the history with the turn"),
    ('abilities = ["Surge {2}{U}", "flying"]', 'abilities = ["flying"]', "has no surge ability"),
    ('abilities = ["Surge {2}{U}", "flying"]',
     'abilities = ["Surge {2}{U}", "flying", "When this enters, if its surge cost was paid, draw a card."]',
     "if its surge cost was paid"),
])
def test_what_surge_does_not_read_is_refused(old, new, message, write_model):
    cards = (MODELS / "cards" / "spells.toml").read_text()
    text = HISTORY
    if old.startswith("abilities"):
        card = cards[cards.index('name = "Jwar Isle Avenger"'):]
        text = "[[card]]\n" + card.replace('name = "Jwar Isle Avenger"', 'name = "Avenger Variant"').replace(
            old, new) + "\n" + text.replace('card = "Jwar Isle Avenger"', 'card = "Avenger Variant"')
    else:
        assert old in text
        text = text.replace(old, new, 1)
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert message in str(err.value) and err.value.line > 0, str(err.value)
