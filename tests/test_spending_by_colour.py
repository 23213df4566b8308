"""Spending rules for mana of one colour (609.4b, `payment.ByType`): "You may spend white mana as
though it were mana of any color" (`spend_as_though = { any = "color", mana = "white" }`) and "You
may spend other mana only as though it were colorless mana" (`{ only = "colorless", other_than =
"white" }`), Celestial Dawn's.  The rulings are `models/scenarios/casting_celestial_dawn_spending.toml`;
here, a permission for one colour alone, and what is refused."""
import pytest

from conftest import claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

PUMP = "{G}: This creature gets +1/+1 until end of turn. Activate only once each turn."
CARDS = '''[[card]]
name = "Test Beacon"
types = ["enchantment"]

[[card.static]]
ability = "You may spend white mana as though it were mana of any color."
spend_as_though = {spend}

[[card]]
name = "Test Engine"
types = ["artifact"]
abilities = ["{C}: Test Engine does nothing."]
'''
BOARD = '''[scenario]
name = "t"

[[object]]
id = "beacon"
card = "Test Beacon"

[[object]]
id = "brawler"
card = "Verdant Brawler (test card)"

[[object]]
id = "land"
card = "{land}"

[[event]]
turn = "you"
label = "start"
'''


def _cards(write_model, spend: str) -> None:
    write_model(CARDS.replace("{spend}", spend), name="cards/test_beacon.toml")


@pytest.mark.parametrize("land, can", [("Plains", True), ("Island", False), ("Forest", True)])
def test_only_white_mana_pays_any_colour(write_model, land, can):
    """609.4b: the Plains' {W} pays {G}; the Island's {U} does not (the permission is white mana's)."""
    _cards(write_model, '{ any = "color", mana = "white" }')
    expr = f"can_activate(brawler, '{PUMP}')"
    assert claim_verdict(write_model, BOARD.replace("{land}", land), expr if can else f"not {expr}",
                         at="start") == "proved"


def test_other_mana_only_as_colourless(write_model):
    """Celestial Dawn's "other mana" alone: a Forest's {G} pays no {G} (only generic costs), though
    it does without the rule."""
    _cards(write_model, '{ only = "colorless", other_than = "white" }')
    expr = f"can_activate(brawler, '{PUMP}')"
    assert claim_verdict(write_model, BOARD.replace("{land}", "Forest"), f"not {expr}", at="start") == "proved"
    without = BOARD.replace("{land}", "Forest").replace('[[object]]\nid = "beacon"\ncard = "Test Beacon"\n\n', "")
    assert claim_verdict(write_model, without, expr, at="start") == "proved"


@pytest.mark.parametrize("spend, said", [
    ('{ only = "colorless" }', "give other_than"),
    ('{ any = "color", only = "colorless", other_than = "white" }', "say how mana may be spent"),
    ('{ any = "color", other_than = "white" }', "other_than goes with only"),
    ('{ only = "colorless", other_than = "white", mana = "white" }', "neither mana nor spells"),
])
def test_a_spending_rule_says_one_thing(write_model, spend, said):
    _cards(write_model, spend)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(BOARD.replace("{land}", "Plains")))
    assert said in err.value.message


def test_colourless_only_beside_a_colourless_symbol_is_refused(write_model):
    """What mana spent only as though colourless may pay for {C} (107.4c) is not modelled: refused."""
    _cards(write_model, '{ any = "color", mana = "white" }')
    text = BOARD.replace("{land}", "Plains") + '\n[[object]]\nid = "dawn"\ncard = "Celestial Dawn"\n\n' \
        '[[object]]\nid = "engine"\ncard = "Test Engine"\n'
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, text, "can_activate(engine, '{C}: Test Engine does nothing.')", at="start")
    assert "beside a cost with {C} or {S}" in err.value.message
