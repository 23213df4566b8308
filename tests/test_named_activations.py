"""A static ability forbidding every player activating the abilities that aren't mana abilities
of sources with the card name its object chose as it entered (Pithing Needle: `forbids =
["activate abilities of sources with the chosen name that aren't mana abilities"]`; 101.2,
602.5, 605.1a, 614.12): the verdicts of the bundled scenarios
(models/scenarios/forbidding_pithing_needle*.toml) and here what a history may not do beside it
and what is refused.  Activations beside it are checked against the reference over random
histories (tests/test_reference_activation.py)."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

NEEDLED = "activate abilities of sources with the chosen name that aren't mana abilities"

BOARD = '''
[scenario]
name = "t"
turn = "you"

[[card]]
name = "Test Golem"
mana_cost = "{3}"
types = ["artifact", "creature"]
power = 2
toughness = 2
abilities = ["{T}: Add {C}", "{1}: This creature gets +1/+1 until end of turn."]

[[object]]
id = "golem"
card = "Test Golem"
since_turn_began = true

[[object]]
id = "other-golem"
card = "Test Golem"
controller = "opponent"
since_turn_began = true

[[object]]
id = "bonesplitter"
card = "Bonesplitter"

[[object]]
id = "plains"
card = "Plains"

[[object]]
id = "plains-2"
card = "Plains"

[[object]]
id = "needle"
card = "Pithing Needle"
chosen = "{name}"

[[ability]]
id = "act"
source = "golem"
ability = "{1}: This creature gets +1/+1 until end of turn."
effects = []

[[event]]
step = "main"
label = "main"
'''


def _board(name: str) -> str:
    return BOARD.replace("{name}", name)


@pytest.mark.parametrize("name, expr", [
    # every player's golem is stopped, but its mana ability pays for the other one (605.1a)
    ("Test Golem", "not can_activate(golem, '{1}: This creature gets +1/+1 until end of turn.') and "
                   "not can_activate('other-golem', '{1}: This creature gets +1/+1 until end of turn.') and "
                   "can_tap_for_mana(golem)"),
    ("Bonesplitter", "can_activate(golem, '{1}: This creature gets +1/+1 until end of turn.')"),
])
def test_only_the_name_chosen(write_model, name, expr):
    assert verdict(write_model(_board(name) + claim(expr, extra='at = "main"'))) == "proved"


@pytest.mark.parametrize("name, event, words", [
    ("Test Golem", 'activate = "act"', "a static ability forbids activating the abilities of sources named as 'golem'"),
    ("Bonesplitter", 'attach = "bonesplitter"\nto = "golem"\nequip = true',
     "a static ability forbids activating the abilities of sources named as 'bonesplitter'"),
])
def test_an_activation_it_forbids_is_no_history(write_model, name, event, words):
    text = _board(name) + f"\n[[event]]\n{event}\n" + claim("True")
    with pytest.raises(ModelError) as err:
        verdict(write_model(text))
    assert words in err.value.message


@pytest.mark.parametrize("name, event", [
    ("Bonesplitter", 'activate = "act"'),  # (its resolution would need its pump's [[effect]], 608.2c)
    ("Test Golem", 'attach = "bonesplitter"\nto = "golem"\nequip = true'),
])
def test_the_same_events_naming_another_card_are_a_history(write_model, name, event):
    """The events refused above, with the Needle naming the other card: possible (a verdict, no refusal)."""
    assert verdict(write_model(_board(name) + f"\n[[event]]\n{event}\n" + claim("True"))) == "proved"


@pytest.mark.parametrize("old, new, words, key", [
    ('chosen = "{name}"', 'chosen = "Saproling"', "is the name of no card of the scenario or its card folders",
     'chosen = "Saproling"'),   # (a token's name, no card's: the ruling 2005-06-01, 201.4)
    ('chosen = "{name}"\n', '', "reads the card name its object chose as it entered (614.12): give chosen",
     'card = "Pithing Needle"'),
])
def test_refused_with_the_line(write_model, old, new, words, key):
    text = _board("Test Golem").replace(old.replace("{name}", "Test Golem"), new, 1) + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert words in err.value.message
    assert err.value.line == text.splitlines().index(key) + 1


NEEDLE_TEXT = "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."


@pytest.mark.parametrize("forbids, words", [
    # the text's "can't" unsaid
    ('["cast spells with the chosen name"]', "forbids what forbids does not say (101.2)"),
    # a player's forbidding on a static ability: an [[effect]]'s
    ('["activate abilities that aren\'t mana abilities"]', "is forbidden to a player: an [[effect]] says it"),
    # an unknown value: every value listed (trial 7 friction 10)
    ('["activate abilities of the chosen name"]', "known: " + ", ".join(sorted(
        ("activate abilities that aren't mana abilities", "activate abilities with {T} in their costs", NEEDLED,
         "activate their activated abilities",
         "cast instant and sorcery spells", "cast spells with the chosen name", "cycle cards",
         "play lands with the chosen name")))),
])
def test_the_static_text_is_said(write_model, forbids, words):
    card = f'''
[[card]]
name = "Test Needle"
mana_cost = "{{1}}"
types = ["artifact"]

[[card.static]]
ability = "{NEEDLE_TEXT}"
forbids = {forbids}
'''
    text = _board("Test Golem").replace('card = "Pithing Needle"', 'card = "Test Needle"') + card + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert words in err.value.message
