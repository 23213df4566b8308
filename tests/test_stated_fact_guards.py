"""A fact the scenario states (`[scenario] conditions` and `numbers`) stays as stated over a history, so the
loader refuses it beside an event that can change it (`verifier/load/stated_facts.py`).  Two gaps closed:
- a fact about cards in a graveyard, exile, a hand or a library (400.1) in a scenario that does not follow
  zones was kept over events that move cards there (a creature dying, a spell resolving, 608.2n);
- a fact whose words name nothing the loader knows the events of ("this creature is monstrous": a designation
  a monstrosity ability's resolution gives, 701.37b) was kept over every event; it is refused beside any now."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

_BOARD = '''
[scenario]
name = "stated facts"
conditions = {{ {fact!r} = {value} }}

[[card]]
name = "Stated Pump"
types = ["creature"]
power = 2
toughness = 2

[[card.static]]
ability = "Stated Pump"
condition = {fact!r}
affects = {{ self = true }}
layer7c = {{ power = 2, toughness = 2 }}

[[object]]
id = "x"
card = "Stated Pump"

[[object]]
id = "bear"
card = "Grizzly Bears"
'''.replace("{fact!r}", '"{fact}"')

MONSTROUS = "this creature is monstrous"
GRAVEYARD = "there are seven or more cards in your graveyard"


@pytest.mark.parametrize("fact", [MONSTROUS, GRAVEYARD])
@pytest.mark.parametrize("value, power", [("true", 4), ("false", 2)])
def test_a_stated_fact_on_a_board_without_events_decides_the_effect(write_model, fact, value, power):
    # 611.3a: the static ability applies exactly while its condition holds
    model = _BOARD.format(fact=fact, value=value) + claim(f"power(x) == {power}")
    assert verdict(write_model(model)) == "proved"


def test_a_designation_is_refused_beside_any_event(write_model):
    model = _BOARD.format(fact=MONSTROUS, value="false") + '\n[[event]]\ntap = "bear"\n' + claim("power(x) == 2")
    with pytest.raises(ModelError, match=r"'this creature is monstrous' \(conditions\), a fact about what no event "
                                         r"family of the model follows \(any event may change it\)"):
        load_scenario(write_model(model))


def test_a_graveyard_fact_is_refused_beside_a_creature_leaving(write_model):
    # 400.1, 704.5g: a creature put into its owner's graveyard adds a card there
    model = _BOARD.format(fact=GRAVEYARD, value="false") + '\n[[event]]\nleaves = "bear"\n' + claim("power(x) == 2")
    with pytest.raises(ModelError, match=r"a fact about the cards in a graveyard or in exile"):
        load_scenario(write_model(model))


def test_a_graveyard_fact_stays_beside_a_tap(write_model):
    # tapping moves no card (701.26a): the stated fact holds over it
    model = _BOARD.format(fact=GRAVEYARD, value="true") + '\n[[event]]\ntap = "bear"\n' + claim("power(x) == 4")
    assert verdict(write_model(model)) == "proved"
