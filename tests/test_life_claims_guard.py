"""A claim on a life total (119) only where every change to it is modelled: an ability that
changes life in a way the model does not follow (a triggered ability no [[trigger]] says, a mana
ability's damage to its controller, a spell's life gain) refuses `life` and `lost` with the
claim's line, instead of proving the total unchanged (`verifier/load/life.py`).  Found while
checking what painlands' "not followed" damage notes did to life claims."""
import pytest

from conftest import claim
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

ARENA = '''
[[card]]
name = "Test Arena"
types = ["enchantment"]
abilities = ["At the beginning of your upkeep, you lose 1 life"]

[[object]]
id = "arena"
card = "Test Arena"

[[event]]
turn = "opponent"

[[event]]
turn = "you"

[[event]]
step = "upkeep"

[[event]]
resolves = "arena-trigger"
'''
# the same trigger said with a [[trigger]] table: its life is followed (119.3)
SAID = '''
[[trigger]]
id = "arena-trigger"
source = "arena"
ability = "At the beginning of your upkeep, you lose 1 life"
when = "your upkeep"
lose_life = 1
'''
# (with no step or turn after it, it may still wait on the stack: the history is read, verifier/load/unsaid_triggers.py)
ENTERING = '''
[[card]]
name = "Test Toll"
types = ["enchantment"]
abilities = ["Whenever a creature enters, you lose 1 life"]

[[object]]
id = "toll"
card = "Test Toll"

[[object]]
id = "bear"
card = "Grizzly Bears"
zone = "hand"

[[event]]
enters = "bear"
'''
PAINLAND = '''
[[card]]
name = "Test Painland"
types = ["land"]

[[card.mana]]
ability = "{T}: Add {W}. This land deals 1 damage to you."
cost = { tap = true }
add = ["W"]

[[card]]
name = "Test Bear"
mana_cost = "{W}"
types = ["creature"]
power = 2
toughness = 2

[[object]]
id = "land"
card = "Test Painland"

[[object]]
id = "bear"
card = "Test Bear"
zone = "hand"

[[event]]
turn = "you"

[[event]]
cast = "bear"
'''


def _verdict(path) -> str:
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value


def test_a_trigger_said_by_a_trigger_table_changes_life(write_model):
    assert _verdict(write_model(ARENA + SAID + claim("life('you') == 19"))) == "proved"


@pytest.mark.parametrize("text, ability", [
    # the trigger kept by its text only: it may have resolved since the Bear entered, and life be 19
    (ENTERING, "you lose 1 life"),
    # a mana ability's damage to its controller (120.3a): tapped to cast the Bear, the life would stay 20
    (PAINLAND, "This land deals 1 damage to you"),
])
@pytest.mark.parametrize("expr", ["life('you') == 20", "not lost('you')"])
def test_a_life_change_the_model_does_not_follow_refuses_a_life_claim(write_model, text, ability, expr):
    path = write_model(text + claim(expr))
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert ability in err.value.message and "119.3" in err.value.message and err.value.line > 0


def test_life_paid_as_a_cost_is_no_change_left_unfollowed(write_model):
    # 119.4: "Pay 1 life" in a mana ability's cost is followed as it is paid
    text = PAINLAND.replace('\n[[card.mana]]\nability = "{T}: Add {W}. This land deals 1 damage to you."\n'
                            'cost = { tap = true }\nadd = ["W"]\n', 'abilities = ["{T}, Pay 1 life: Add {W}"]\n') + \
        '\n[[event]]\nresolves = "bear"\n'
    assert "Pay 1 life" in text
    assert _verdict(write_model(text + claim("life('you') == 19 and on_battlefield(bear)"))) == "proved"


def test_claims_that_do_not_ask_life_are_not_refused(write_model):
    assert _verdict(write_model(PAINLAND + '\n[[event]]\nresolves = "bear"\n' + claim("on_battlefield(bear)"))) \
        == "proved"


def test_a_bundled_shockland_s_life_payment_is_followed(write_model):
    # Overgrown Tomb: "As it enters, you may pay 2 life" (614.12, 119.4) is its card's enters_tapped_unless: the
    # enters event says whether the 2 life is paid (pays_life), so a life claim after it enters is answered (found
    # by a new user's trial, when it was kept as its text and refused)
    text = '[[object]]\nid = "tomb"\ncard = "Overgrown Tomb"\nzone = "hand"\n\n[[event]]\nenters = "tomb"\n'
    assert _verdict(write_model(text + claim("life('you') == 20 and is_tapped(tomb)"))) == "proved"
    paid = text + 'pays_life = true\n'
    assert _verdict(write_model(paid + claim("life('you') == 18 and not is_tapped(tomb)"))) == "proved"


PINGER = '''
[[card]]
name = "Test Pinger"
types = ["artifact"]
abilities = ["{1}: This artifact deals 1 damage to each player"]

[[object]]
id = "pinger"
card = "Test Pinger"

[[object]]
id = "forest"
card = "Forest"

[[event]]
turn = "you"
'''


def test_an_activated_ability_no_event_activates_changes_no_life(write_model):
    # 602.1: activated only as the history says; a history that never activates it leaves life alone, so the claim
    # is answered (a rulings share found Walking Ballista's ability refusing a life claim it could not touch)
    path = write_model(PINGER + '\n[[claim]]\nid = "same"\nexpr = "life(\'you\') == 20"\nexpect = "proved"\n')
    sc = load_scenario(path)
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"


def test_an_activated_ability_the_history_activates_refuses_life_claims(write_model):
    path = write_model(PINGER + '''
[[ability]]
id = "ping"
source = "pinger"
ability = "{1}: This artifact deals 1 damage to each player"

[[event]]
activate = "ping"

[[claim]]
id = "same"
expr = "life('you') == 20"
expect = "proved"
''')
    with pytest.raises(ModelError, match="deals 1 damage to each player"):
        load_scenario(path)
