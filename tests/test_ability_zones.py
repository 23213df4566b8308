"""Where an object's activated ability functions (113.6; `verifier.rules.ability_zones`,
`verifier.load.ability_zones`): an ordinary ability of a permanent on the battlefield only; one that
works from a hand or a graveyard (113.6j, 113.6m: a cost discarding "this card", exiling it from a
graveyard; bloodrush 702.116a, channel, the cycling family 702.29, unearth 702.84a, ...) only of a card
there, its cost's move written in the history.  An [[effect]] (ability_of) or an [[ability]] (source)
naming an object elsewhere is refused with its line.  The check apart from the reading: Rubblehulk's
official ruling (X counted as the ability resolves)."""
import gzip
import json
from pathlib import Path

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules.ability_zones import activated, cost_moves, zone_of

RULINGS = Path("/work/shared/reference/rulings-2022.json.gz")  # (../shared/reference from the main checkout)
BLOODRUSH = ("Bloodrush \u2014 {1}{R}{G}, Discard this card: Target attacking creature gets +X/+X until end of turn, "
             "where X is the number of lands you control")
GRAVE = "Exile this card from your graveyard: Target creature gets +2/+2 until end of turn"
ORDINARY = "{T}: Target creature gets +1/+1 until end of turn"

# Rubblehulk's bloodrush written by hand (as its Oracle text reads, 702.116a), beside a graveyard ability and an
# ordinary one on cards of their own
CARDS = f'''
[[card]]
name = "Hulk Copy"
types = ["creature"]
power = 3
toughness = 3
abilities = ["{BLOODRUSH}"]

[[card.resolves]]
ability = "{BLOODRUSH}"
until = "end of turn"
layer7c = {{ power = {{ count = {{ types = ["land"], controller = "you" }} }}, toughness = {{ count = {{ types = ["land"], controller = "you" }} }} }}
target = {{ types = ["creature"], attacking = true }}

[[card]]
name = "Grave Helper"
types = ["creature"]
power = 1
toughness = 1
abilities = ["{GRAVE}", "{ORDINARY}"]

[[card.resolves]]
ability = "{GRAVE}"
until = "end of turn"
layer7c = {{ power = 2, toughness = 2 }}
target = {{ types = ["creature"] }}

[[card.resolves]]
ability = "{ORDINARY}"
until = "end of turn"
layer7c = {{ power = 1, toughness = 1 }}
target = {{ types = ["creature"] }}
'''

BOARD = '''
[scenario]
name = "abilities and their zones"
turn = "you"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "forest2"
card = "Forest"

[[object]]
id = "src"
card = "{card}"
{zone}
[[effect]]
id = "e0"
card = "{card}"
ability_of = "src"
ability = "{ability}"
targets = ["bear"]

[[event]]
step = "combat"

[[event]]
attacks = "bear"
{moves}
[[event]]
starts = "e0"
label = "resolved"

[[event]]
leaves = "forest"
into = "graveyard"
label = "later"
'''


def _model(card: str, ability: str, zone: str = "", moves: str = "") -> str:
    return CARDS + BOARD.format(card=card, ability=ability, zone=f'zone = "{zone}"\n' if zone else "",
                                moves=f'\n[[event]]\nmoves = "src"\ninto = "{moves}"\n' if moves else "")


def _refused(write_model, text: str) -> ModelError:
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    return err.value


@pytest.mark.parametrize("text, name, zone, moved", [
    (BLOODRUSH, "", "hand", "graveyard"),
    ("Channel \u2014 {1}{G}, Discard Boseiju: Destroy target artifact", "Boseiju", "hand", "graveyard"),
    ("Cycling {2}", "", "hand", "graveyard"), ("Basic landcycling {1}", "", "hand", "graveyard"),
    ("Ninjutsu {1}{U}", "", "hand", None), ("Transmute {1}{B}{B}", "", "hand", "graveyard"),
    ("Forecast \u2014 {1}{W}, Reveal this card from your hand: Target creature gets +1/+1", "", "hand", None),
    (GRAVE, "", "graveyard", "exile"), ("Unearth {R}", "", "graveyard", None), ("Embalm {W}", "", "graveyard", "exile"),
    ("{2}{B}: Return this card from your graveyard to your hand.", "", "graveyard", None),
    (ORDINARY, "", None, None), ("{1}, Discard a card: Draw a card.", "", None, None),
])
def test_where_each_ability_functions(text, name, zone, moved):
    # 113.6j, 113.6m: a cost that can't be paid on the battlefield, or that moves the card out of a zone
    assert activated(text)
    assert (zone_of(text, name), cost_moves(text, name)) == (zone, moved)


def test_a_trigger_is_not_read_here():
    # 113.6k, 603.10: a triggered ability's zone follows its trigger, not read by this check
    assert not activated("When this creature dies, return this card from your graveyard to your hand.")


def test_bloodrush_of_a_permanent_is_refused(write_model):
    # the reviewer's case: an ability that works from a hand (702.116a) named of a creature on the battlefield
    err = _refused(write_model, _model("Hulk Copy", BLOODRUSH))
    assert "113.6" in str(err) and "'src' must be a card in a hand" in str(err) and err.line > 0, str(err)


def test_bloodrush_in_a_hand_without_its_discard_is_refused(write_model):
    # the cost discards the card (701.9a, 602.2): the history says so before the effect starts
    err = _refused(write_model, _model("Hulk Copy", BLOODRUSH, zone="hand"))
    assert "moves = 'src'" in str(err) and err.line > 0, str(err)


def _ruling(name: str, index: int) -> str:
    with gzip.open(RULINGS) as f:
        return json.load(f)["cards"][name]["rulings"][index]["text"]


@pytest.mark.parametrize("card", ["Hulk Copy", "Rubblehulk"])
def test_bloodrush_from_a_hand_rubblehulk_ruling(write_model, card):
    # Rubblehulk ruling 2013-01-24: X is the number of lands you control as the ability resolves (608.2h): two
    # Forests then, so the attacking bear is 4/4, and stays 4/4 after one leaves (the real card: the cards extra)
    if card == "Rubblehulk":
        pytest.importorskip("phase")
        pytest.importorskip("mtg")
    assert not RULINGS.exists() or "when that ability resolves" in _ruling("Rubblehulk", 0)
    text = _model(card, BLOODRUSH, zone="hand", moves="graveyard")
    assert verdict(write_model(text + claim("power(bear) == 4 and toughness(bear) == 4", extra='at = "later"'))) == \
        "proved"
    assert verdict(write_model(text + claim("power(bear) == 3", expect="refuted", extra='at = "later"'))) == "refuted"


def test_graveyard_ability_of_a_card_there(write_model):
    # 113.6m: "Exile this card from your graveyard" works from the graveyard only, its card exiled as the cost
    text = _model("Grave Helper", GRAVE, zone="graveyard", moves="exile")
    assert verdict(write_model(text + claim("power(bear) == 4", extra='at = "resolved"'))) == "proved"
    err = _refused(write_model, _model("Grave Helper", GRAVE))
    assert "'src' must be a card in a graveyard" in str(err), str(err)


@pytest.mark.parametrize("zone", ["hand", "graveyard"])
def test_ordinary_ability_of_a_card_in_a_zone_is_refused(write_model, zone):
    # 113.6: an ability of a permanent functions only on the battlefield
    err = _refused(write_model, _model("Grave Helper", ORDINARY, zone=zone))
    assert "functions only on the battlefield (113.6)" in str(err) and err.line > 0, str(err)


def test_an_activation_of_a_hand_ability_from_the_battlefield_is_refused(write_model):
    # an [[ability]] activated in a history is of a permanent; bloodrush is not (113.6j)
    text = CARDS + BOARD.split("[[effect]]")[0].format(card="Hulk Copy", zone="") + '''
[[ability]]
id = "use"
source = "src"
ability = "''' + BLOODRUSH + '''"
effects = []
'''
    err = _refused(write_model, text)
    assert "functions only from its card's hand" in str(err) and err.line > 0, str(err)


def test_real_rubblehulk_on_the_battlefield_is_refused(write_model):
    # the card itself, generated from its Oracle text (the cards extra)
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    text = BOARD.format(card="Rubblehulk", ability=BLOODRUSH, zone="", moves="")
    err = _refused(write_model, text)
    assert "113.6" in str(err), str(err)
