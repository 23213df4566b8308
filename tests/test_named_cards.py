"""A card name chosen as a permanent entered (201.4, 614.12: its object's `chosen`), and a static
ability forbidding every player casting spells or playing lands with that name (101.2:
`forbids = ["cast spells with the chosen name", "play lands with the chosen name"]`): of a
modal double-faced card either face's name may be chosen, and only the face cast or played is
read (712.19, 712.11c, 712.12).  The casting half is checked against the reference over random
histories (tests/test_reference_casting.py); here, the verdicts and what is refused."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

WARDEN = '''
[[card]]
name = "Test Warden"
mana_cost = "{2}"
types = ["artifact"]

[[card.static]]
ability = "Spells with the chosen name can't be cast, and lands with the chosen name can't be played."
forbids = ["cast spells with the chosen name", "play lands with the chosen name"]
'''

BOARD = '''
[scenario]
name = "t"
turn = "you"
''' + WARDEN + '''
[[card]]
name = "Test Charm"
mana_cost = "{G}"
types = ["sorcery"]
abilities = ["Test Charm does nothing the model follows."]
layout = "modal_dfc"

[card.back]
name = "Test Grove"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "forest-2"
card = "Forest"

[[object]]
id = "forest-3"
card = "Forest"

[[object]]
id = "charm"
card = "Test Charm"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[object]]
id = "warden"
card = "Test Warden"
chosen = "{name}"

[[event]]
turn = "opponent"

[[event]]
turn = "you"
label = "now"
'''


def _board(name: str) -> str:
    return BOARD.replace("{name}", name)


@pytest.mark.parametrize("name, expr", [
    ("Grizzly Bears", "not can_cast(bears) and can_cast(charm) and can_play_land(charm)"),   # a one-faced card
    ("Test Charm", "not can_cast(charm) and can_play_land(charm) and can_cast(bears)"),      # 712.19: the front
    ("Test Grove", "can_cast(charm) and not can_play_land(charm)"),                           # ... or the back
    ("Forest", "can_cast(charm) and can_play_land(charm) and can_cast(bears)"),               # a name of no card here
])
def test_only_the_name_chosen(write_model, name, expr):
    assert verdict(write_model(_board(name) + claim(expr, extra='at = "now"'))) == "proved"


def test_it_forbids_only_while_on_the_battlefield(write_model):
    text = _board("Test Grove") + '\n[[event]]\nleaves = "warden"\ninto = "graveyard"\nlabel = "gone"\n'
    assert verdict(write_model(text + claim("can_play_land(charm)", extra='at = "gone"'))) == "proved"


def test_a_cast_it_forbids_is_no_history(write_model):
    text = _board("Test Charm") + '\n[[event]]\ncast = "charm"\n' + claim("True")
    with pytest.raises(ModelError) as err:
        verdict(write_model(text))
    assert "an ability forbids casting spells named 'Test Charm' (101.2, 601.3)" in err.value.message


@pytest.mark.parametrize("old, new, words, key", [
    ('chosen = "{name}"\n', '', "reads the card name its object chose as it entered (614.12): give chosen", 'card = "Test Warden"'),
    ('chosen = "{name}"', 'chosen = "No Such Card"', "is the name of no card of the scenario or its card folders", 'chosen = "No Such Card"'),
    ('forbids = ["cast spells with the chosen name", "play lands with the chosen name"]', 'forbids = ["cast spells with the chosen name"]',
     "forbids what forbids does not say (101.2)", 'ability = "Spells with the chosen name can\'t be cast, and lands with the chosen name can\'t be played."'),
    ('forbids = ["cast spells', 'affects = { types = ["creature"] }\nforbids = ["cast spells',
     "forbids it of every player (101.2), and affects no object", 'affects = { types = ["creature"] }'),
])
def test_refused_with_the_line(write_model, old, new, words, key):
    text = _board("Test Charm").replace(old.replace("{name}", "Test Charm"), new, 1) + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert words in err.value.message
    assert err.value.line == text.splitlines().index(key) + 1


def test_a_resolved_effect_naming_is_refused(write_model):
    text = _board("Test Charm") + '''
[[effect]]
id = "muzzle"
forbids = ["cast spells with the chosen name"]
''' + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "a resolved effect's chosen name is not modelled" in err.value.message
