"""An activation cost that sacrifices the permanent itself (701.21a), however its text names it
(201.5): "this Aura", "this Equipment", "this artifact", "this creature", "this land", "this
permanent", "~", "it" or its name.  (A rulings formaliser found Thrull Retainer's Oracle cost
"Sacrifice this Aura" not read, where "Sacrifice this enchantment" was.)  A history's activation
sacrifices it as the cost is paid (602.2b); a cost part not read is refused with its line."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules import costs

RETAINER = '''
[scenario]
turn = "you"

[[card]]
name = "Thrull Retainer"
mana_cost = "{{B}}"
types = ["enchantment"]
subtypes = ["Aura"]
enchant = {{ types = ["creature"] }}
abilities = ["Enchant creature", "{ability}"]

[[card.static]]
ability = "Enchanted creature gets +1/+1"
affects = {{ types = ["creature"], attached = true }}
layer7c = {{ power = 1, toughness = 1 }}

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "retainer"
card = "Thrull Retainer"
attached_to = "bears"

[[ability]]
id = "regenerate"
source = "retainer"
ability = "{ability}"
effects = []

[[event]]
step = "main"
label = "before"

[[event]]
activate = "regenerate"
label = "activated"
'''


@pytest.mark.parametrize("said", ["this Aura", "this Equipment", "this artifact", "this creature", "this land",
                                  "this permanent", "this enchantment", "~", "it", "Thrull Retainer"])
def test_thrull_retainer_itself_read_as_sacrificed(said):
    cost, unread = costs.of_ability(f"Sacrifice {said}: Regenerate enchanted creature", "Thrull Retainer")
    assert cost.sacrifice and not unread


@pytest.mark.parametrize("said", ["Sacrifice a creature", "Sacrifice another Aura", "Sacrifice Grizzly Bears",
                                  "Sacrifice two creatures"])
def test_thrull_retainer_other_permanents_are_not_itself(said):
    """Another permanent sacrificed is not the permanent itself: not read as its sacrifice."""
    cost, unread = costs.of_ability(f"{said}: Regenerate enchanted creature", "Thrull Retainer")
    assert not cost.sacrifice and unread == (said,)


@pytest.mark.parametrize("ability", ["Sacrifice this Aura: Regenerate enchanted creature",
                                     "Sacrifice Thrull Retainer: Regenerate enchanted creature"])
def test_thrull_retainer_sacrificed_as_it_is_activated(ability, write_model):
    """Its Oracle wording and its older one by name: the Aura goes to the graveyard as the
    ability is activated (602.2b, 701.21a), and its +1/+1 with it."""
    text = RETAINER.format(ability=ability)
    assert claim_verdict(write_model, text, "not on_battlefield(retainer) and in_zone(retainer, 'graveyard') and "
                                            "toughness(bears) == 2", at="activated") == "proved"
    assert claim_verdict(write_model, text, "on_battlefield(retainer)", at="activated",
                         expect="refuted") == "refuted"


def test_thrull_retainer_cost_not_read_is_refused(write_model):
    """A part of the cost not read (sacrificing two other permanents; one of a kind is read,
    tests/test_sacrifice_costs.py) is refused with the ability's line, never dropped."""
    ability = "Sacrifice two creatures: Regenerate enchanted creature"
    text = RETAINER.format(ability=ability) + claim("on_battlefield(bears)")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == text.splitlines().index(f'ability = "{ability}"') + 1, err.value.message
    assert "Sacrifice two creatures" in err.value.message


def test_an_error_after_the_activation_names_its_own_line(write_model):
    """The activation and its sacrifice are two events of the history from one table: an error
    at a later event names that event's line (here a Walker's dies trigger, said by no
    [[trigger]], may be waiting as the next turn begins, 500.2), not another's, nor a crash."""
    walker = '\n[[object]]\nid = "walker"\ncard = "Hangarback Walker"\n'
    text = RETAINER.format(ability="Sacrifice this Aura: Regenerate enchanted creature").replace(
        '[[ability]]', walker + '\n[[ability]]') + \
        '\n[[event]]\nresolves = "regenerate"\n\n[[event]]\nleaves = "walker"\ninto = "graveyard"\n\n' \
        '[[event]]\nturn = "opponent"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("True")))
    assert "'walker' has the triggered ability" in err.value.message
    assert text.splitlines()[err.value.line - 1] == 'resolves = "regenerate"', err.value.line
