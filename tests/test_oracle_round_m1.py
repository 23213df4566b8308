"""Oracle forms of the development half (issue 24, round M1): a pump whose amount is the pumped
object's own power ("This creature gets +X/+X until end of turn, where X is its power"), read
once as the effect begins (608.2h) and fixed then (611.2c): `{ greatest = "power", on = "it" }` in
a resolved effect, which the loader allows only on an effect naming exactly one object; and a power
and toughness read off a life total, "your life total", "the highest life total among your
opponents" (`{ life = "you" | "opponent" }`, 119.1; a characteristic-defining one in every zone,
604.3), refused beside a history (`verifier/load/life_amounts.py`); Serra Avatar's rulings are
checked in models/scenarios/rulings_serra_avatar.toml.  Skipped where the `cards` extra is absent."""
import tomllib

import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

ITS_POWER = {"greatest": "power", "on": "it"}


def test_its_power_pump_is_a_measure_of_the_pumped_object():
    text, refusals = generate("Chameleon Colossus")
    assert text is not None, refusals
    pump = tomllib.loads(text)["card"][0]["resolves"][0]
    assert pump == {"ability": "{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power",
                    "until": "end of turn", "affects": {"self": True},
                    "layer7c": {"power": ITS_POWER, "toughness": ITS_POWER}}


def test_a_pump_by_another_objects_power_stays_refused():
    # Broken Visage: the token's power is "that creature's power" (another object's, as it last existed): not read
    text, refusals = generate("Broken Visage")
    assert text is None and any("quantity 'Power'" in r and "Its power is equal to" in r for r in refusals)


_COLOSSUS = '''[scenario]
order = [["p1", "p2", "growth"]]

[[object]]
id = "colossus"
card = "Chameleon Colossus"

[[effect]]
id = "p1"
card = "Chameleon Colossus"
ability = "{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power"
ability_of = "colossus"
'''
_SECOND = _COLOSSUS[_COLOSSUS.index("[[effect]]") - 1:].replace('"p1"', '"p2"')
_GROWTH = '\n[[effect]]\nid = "growth"\ncard = "Giant Growth"\ntargets = ["colossus"]\n'


def test_each_activation_reads_the_power_as_it_resolves(write_model):
    # 608.2h, 611.2c: 4/4; the first resolution reads 4 (8/8), the second reads 8 (16/16); Giant Growth resolving
    # afterwards makes it 19/19 and does not change either X already fixed (a dynamic X would give 22 and 38)
    scenario = write_model(_COLOSSUS + _SECOND + _GROWTH +
                           claim("power(colossus) == 19 and toughness(colossus) == 19"))
    assert verdict(scenario) == "proved"


def test_growth_before_the_activation_is_read(write_model):
    # Giant Growth first (7/7): the activation then reads 7 and makes it 14/14 (608.2h: the power as it resolves)
    text = _COLOSSUS.replace('order = [["p1", "p2", "growth"]]', 'order = [["growth", "p1"]]') + _GROWTH
    assert verdict(write_model(text + claim("power(colossus) == 14 and toughness(colossus) == 14"))) == "proved"


def test_a_measure_of_its_object_needs_one_object(write_model):
    # loader guard: a resolved "its power" read on an effect naming two objects (whose power?) is refused
    two = '''[scenario]

[[card]]
name = "Two Pump"
types = ["instant"]

[[card.resolves]]
until = "end of turn"
target = { types = ["creature"] }
layer7c = { power = { greatest = "power", on = "it" } }

[[object]]
id = "a"
card = "Grizzly Bears"

[[object]]
id = "b"
card = "Grizzly Bears"

[[effect]]
id = "e"
card = "Two Pump"
targets = ["a", "b"]
'''
    with pytest.raises(ModelError, match="exactly one object"):
        load_scenario(write_model(two + claim("power(a) == 4")))


# --- a power and toughness defined by a life total (604.3, 208.2a, 119.1) ---

HALF_OPPONENT = {"life": "opponent", "half": "up"}


def test_half_the_opponents_life_is_a_characteristic_defining_amount():
    # Malignus: "power and toughness are each equal to half the highest life total among your opponents, rounded up"
    text, refusals = generate("Malignus")
    assert text is not None, refusals
    static = tomllib.loads(text)["card"][0]["static"][0]
    assert static["cda"] is True and static["layer7a"] == {"power": HALF_OPPONENT, "toughness": HALF_OPPONENT}


def test_the_highest_life_total_among_all_players_stays_refused():
    # Scourge of the Skyclaves: "20 minus the highest life total among players": not read, naming its line
    text, refusals = generate("Scourge of the Skyclaves")
    assert text is None and any("quantity 'LifeTotal' (of 'AllPlayers')" in r and "20 minus" in r for r in refusals)


_MALIGNUS = '''[scenario]
life = { you = 12, opponent = LIFE }

[[object]]
id = "malignus"
card = "Malignus"
'''


@pytest.mark.parametrize("life, pt", [(19, 10), (20, 10), (7, 4), (1, 1), (0, 0)])
def test_malignus_follows_the_opponents_life_total(write_model, life, pt):
    # 107.1a: half of 19 rounded up is 10, of 7 is 4, of 1 is 1 (a table by hand, not the verifier's halving)
    text = _MALIGNUS.replace("LIFE", str(life))
    assert verdict(write_model(text + claim(f"power(malignus) == {pt} and toughness(malignus) == {pt}"))) == "proved"


def test_its_controllers_opponent_is_read_after_control_changes(write_model):
    # 109.5, 613.1b: "your opponents" are its controller's; under the opponent's control (Act of Treason, layer 2)
    # it reads your life total, 12: 6/6
    text = _MALIGNUS.replace("LIFE", "19") + '\n[[effect]]\nid = "treason"\ncard = "Act of Treason"\n' \
        'targets = ["malignus"]\ncontroller = "opponent"\n'
    assert verdict(write_model(text + claim("power(malignus) == 6 and toughness(malignus) == 6"))) == "proved"


def test_a_life_total_amount_beside_a_history_is_refused(write_model):
    # loader guard (verifier/load/life_amounts.py): damage may change the life total the amount reads
    text = _MALIGNUS.replace("LIFE", "19") + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n' \
        '\n[[event]]\nleaves = "bears"\n'
    with pytest.raises(ModelError, match="reads a life total"):
        load_scenario(write_model(text + claim("power(malignus) == 10")))


def test_the_ability_defines_it_in_the_graveyard_too(write_model):
    # 604.3, 208.2a: a characteristic-defining ability functions in every zone; there "your" is its owner's
    text = _MALIGNUS.replace("LIFE", "19").replace('card = "Malignus"\n', 'card = "Malignus"\nzone = "graveyard"\n')
    assert verdict(write_model(text + claim("power(malignus) == 10 and toughness(malignus) == 10"))) == "proved"


@pytest.mark.parametrize("life, pt", [(5, 8), (13, 0), (-3, 13)])
def test_minus_your_life_total_is_zero_below_zero(write_model, life, pt):
    # The Last Ride: "gets -X/-X, where X is your life total" (layer 7c): a life total below 0 gives X = 0,
    # not +3/+3 (107.1b: a calculation deciding what an effect does is 0 below 0); a 13/13 Vehicle, crewed (702.122a)
    text = f'[scenario]\nlife = {{ you = {life} }}\n\n[[object]]\nid = "ride"\ncard = "The Last Ride"\n' \
        '\n[[effect]]\nid = "crewed"\ncard = "The Last Ride"\nability = "Crew 2"\nability_of = "ride"\n'
    assert verdict(write_model(text + claim(f"power(ride) == {pt} and toughness(ride) == {pt}"))) == "proved"
