"""A number or condition the scenario states stays as stated over a history: where an event of
the history can change what it is about, the scenario is refused with that event's line
(`verifier/load/stated_facts.py`).  Found by audit N: Tymaret, Chosen from Death's toughness, a
devotion the scenario gives, stayed 2 while a black permanent entered (700.5)."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

CARD = '''
[scenario]
numbers = {{ "{name}" = 3 }}

[[card]]
name = "Counted Demigod"
types = ["creature"]
power = 2
toughness = 0
[[card.static]]
ability = "Counted Demigod's toughness is equal to {name}"
cda = true
layer7a = {{ toughness = {{ number = "{name}" }} }}

[[object]]
id = "demigod"
card = "Counted Demigod"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"
'''


@pytest.mark.parametrize("name, event", [
    # 110.2: a permanent entering (or leaving) changes how many you control (a devotion is never stated, 700.5:
    # tests/test_devotion.py)
    ("the number of other permanents you control", 'enters = "bears"'),
    # 120.3a: damage to a player changes a life total, and what was lost this turn
    ("the life you lost this turn", 'deals = "demigod"\namount = 2\nto = "you"'),
    # 500.1: a new turn begins: "this turn" is another turn
    ("the number of cards you've drawn this turn", 'turn = "opponent"'),
])
def test_an_event_that_changes_a_stated_fact_is_refused_with_its_line(write_model, name, event):
    text = CARD.format(name=name) + f"\n[[event]]\n{event}\n" + claim("toughness(demigod) == 3")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert name in err.value.message and "stays as stated" in err.value.message
    assert err.value.line == text.splitlines().index(event.splitlines()[0]) + 1


def test_a_stated_fact_at_a_board_or_over_events_that_do_not_change_it_is_read(write_model):
    text = CARD.format(name="the number of other permanents you control")
    assert claim_verdict(write_model, text, "toughness(demigod) == 3") == "proved"
    # tapping changes no count of permanents
    assert claim_verdict(write_model, text + '\n[[event]]\ntap = "demigod"\n', "toughness(demigod) == 3") == "proved"
