"""108.4, 108.4a: a card neither a permanent nor a spell has no controller, and its owner answers
for one; a permanent's is who controls it (110.2), a spell's its caster (601.2a), and so are the
effects of its resolution ("you", 109.5; 603.7d).  Table tests with the values the rules give,
read by the verifier (interpreter and Z3 alike: `outcomes_over`) and by the reference
(`tests/reference`, apart from `verifier.rules`)."""
import pytest

from conftest import MODELS
from reference import values
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

TABLE = [  # (scenario, expression, point, the values the rules give)
    # the opponent's Bears, controlled by you, then in the opponent's graveyard: no longer yours
    ("zones_controller_of_a_card", "controller(theirs)", "on-the-battlefield", {"you"}),
    ("zones_controller_of_a_card", "controller(theirs)", "in-the-graveyards", {"opponent"}),
    ("zones_controller_of_a_card", "controller(mine)", "in-the-graveyards", {"you"}),
    ("zones_controller_of_a_card", "controller(mine)", "on-the-battlefield", {"you"}),
]


@pytest.mark.parametrize("name, text, at, expected", TABLE)
def test_the_controller_asked_of_a_card(name, text, at, expected):
    sc = load_scenario(MODELS / "scenarios" / f"{name}.toml", [MODELS / "cards"])
    assert {o.value for o in outcomes_over(sc, text, at=at)} == expected
    assert values(sc, text, at) == expected


# the opponent casts a sorcery taking your Bears: its "you" is the opponent (109.5), whatever the [[effect]] says
STEAL = """[scenario]
name = "the opponent's spell"
turn = "opponent"

[[card]]
name = "Steal (test card)"
mana_cost = "{G}"
colors = ["green"]
types = ["sorcery"]
abilities = ["Gain control of target creature."]

[[card.resolves]]
ability = "Gain control of target creature."
layer2 = { control = "you" }

[[card]]
name = "Green Source (test card)"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[object]]
id = "steal"
card = "Steal (test card)"
zone = "hand"
owner = "opponent"

[[object]]
id = "source"
card = "Green Source (test card)"
controller = "opponent"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "took"
card = "Steal (test card)"
spell = "steal"
targets = ["bears"]

[[event]]
step = "main"
label = "main"

[[event]]
cast = "steal"
label = "cast"

[[event]]
resolves = "steal"
label = "resolved"

[[claim]]
id = "taken"
at = "resolved"
expr = "controller(bears) == 'opponent'"
expect = "proved"
"""


@pytest.mark.parametrize("text, at, expected", [
    ("controller(steal)", "main", {"opponent"}),      # in its owner's hand (108.4a)
    ("controller(steal)", "cast", {"opponent"}),      # on the stack, its caster's (601.2a)
    ("controller(bears)", "cast", {"you"}),
    ("controller(bears)", "resolved", {"opponent"}),  # the effect's "you": the spell's controller (109.5)
    ("controller(steal)", "resolved", {"opponent"}),  # in its owner's graveyard (608.2n, 108.4a)
])
def test_an_opponents_spell_and_its_effect(write_model, text, at, expected):
    sc = load_scenario(write_model(STEAL))
    assert {o.value for o in outcomes_over(sc, text, at=at)} == expected
    assert values(sc, text, at) == expected


def test_an_effect_of_a_spell_said_to_be_anothers_is_refused(write_model):
    path = write_model(STEAL.replace('spell = "steal"\n', 'spell = "steal"\ncontroller = "you"\n'))
    with pytest.raises(ModelError) as e:
        load_scenario(path)
    assert "scenario.toml:" in str(e.value) and "the effect of spell 'steal' is controlled by its caster, its owner " \
        "'opponent' (603.7d, 601.2a), not 'you'" in str(e.value)


def test_an_opponents_activated_ability_pumps_the_opponents_creatures():
    """602.2, 109.5: an [[effect]] of an opponent's object's ability (ability_of) is controlled by that
    opponent, so "creatures you control" are the opponent's (it was the scenario's "you" whoever
    controlled the object; found in review, 2026-12-06)."""
    sc = load_scenario(MODELS / "scenarios" / "effects_opponents_ability_you.toml")
    assert {o.value for o in outcomes_over(sc, "power(mine)")} == {2}
    assert {o.value for o in outcomes_over(sc, "power(theirs)")} == {3}


def test_an_ability_said_to_be_controlled_by_another_is_refused(write_model):
    text = (MODELS / "scenarios" / "effects_opponents_ability_you.toml").read_text(encoding="utf-8")
    path = write_model(text.replace('ability_of = "rallier"\n', 'ability_of = "rallier"\ncontroller = "you"\n'))
    with pytest.raises(ModelError) as e:
        load_scenario(path)
    assert "the effect 'rally' of an ability of 'rallier' is controlled by the player who controls 'rallier', " \
        "'opponent' (602.2, 603.3a), not 'you': nothing in the scenario changes who controls it" in str(e.value)
