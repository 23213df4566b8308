"""Station cards (702.184, 721) from Oracle text: the station keyword puts charge counters
(the history's put_counters events carry them); each "N+ | ability" is the permanent's only
as long as it has N or more charge counters (721.2a); the power/toughness box makes it a
creature with that base power and toughness in addition to its types at the highest N+
(721.2b), and the card has no power or toughness of its own (721.2c, 208.3)."""
import pytest

from conftest import claim, verdict

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402


def test_the_box_and_the_abilities_are_the_station_symbols():
    text, refusals = generate("Uthros Scanship")
    assert refusals == []
    assert "power =" not in text.split("[[card.static]]")[0]  # no printed P/T of its own (721.2c)
    assert text.count("condition = { counters_on_it = { charge = 8 } }") == 2
    assert 'layer4 = { add_types = ["creature"] }' in text and "layer7b = { power = 4, toughness = 4 }" in text
    assert "# not followed: the counters 'station' puts" in text


def test_a_triggered_ability_under_a_station_symbol_is_granted_only_then():
    text, _ = generate("Dawnsire, Sunstar Dreadnought")
    grant = text.split("[[card.static]]")[1]
    assert "condition = { counters_on_it = { charge = 10 } }" in grant and "Whenever you attack" in grant
    assert "Whenever you attack" not in text.split("[[card.static]]")[0]  # not an ability it always has


def test_a_static_ability_under_a_station_symbol_has_its_condition():
    text, refusals = generate("Lumen-Class Frigate")  # phase.rs describes it without its "2+ |"
    assert refusals == []
    static = text.split("[[card.static]]")[1]
    assert "condition = { counters_on_it = { charge = 2 } }" in static and "layer7c = { power = 1, toughness = 1 }" in static


def test_a_line_below_a_station_symbol_is_in_its_striation():
    text, refusals = generate("Entropic Battlecruiser")  # 721.2: "8+ | Flying, deathtouch" then a trigger
    assert refusals == []
    assert "Whenever this Spacecraft attacks" not in text.split("[[card.static]]")[0]
    trigger = [t for t in text.split("[[card.static]]") if "Whenever this Spacecraft attacks" in t]
    assert len(trigger) == 1 and "condition = { counters_on_it = { charge = 8 } }" in trigger[0]


@pytest.mark.parametrize("name, reason", [
    ("Kavaron, Memorial World", "an ability under a station symbol (721.2a) whose effect matters, not translated: "),
    # (a line below a station symbol's line is in its striation, 721.2: named with the symbol it has)
    ("Debris Field Crusher", "an ability under a station symbol (721.2a) whose effect matters, not translated: "
                             "'8+ | {1}{R}: This Spacecraft gets +2/+0 until end of turn.'"),
    ("The Eternity Elevator", "mana ability not in a plain form: the cost '20+ | {T}' not read"),
])
def test_what_a_station_symbol_gives_that_the_model_would_follow_is_refused(name, reason):
    text, refusals = generate(name)
    assert text is None and any(r.startswith(reason) for r in refusals), refusals


BOARD = '''
[[object]]
id = "full"
card = "Uthros Scanship"
counters = { charge = 8 }

[[object]]
id = "short"
card = "Uthros Scanship"
counters = { charge = 7 }
'''


@pytest.mark.parametrize("expr", [
    "has_type(full, 'creature') and power(full) == 4 and toughness(full) == 4 and has_ability(full, 'flying')",
    "has_type(full, 'artifact') and not has_type(short, 'creature') and not has_ability(short, 'flying')",
])
def test_a_generated_station_card_is_a_creature_from_its_nth_counter(write_model, expr):
    assert verdict(write_model(BOARD + claim(expr))) == "proved"


def test_a_line_of_a_station_striation_is_under_its_symbol():
    """721.2: a line printed below a station symbol is part of its ability (Inspirit's "Other
    artifacts you control have ..." only at 8+)."""
    text, refusals = generate("Inspirit, Flagship Vessel")
    assert refusals == [] and "condition = { counters_on_it = { charge = 8 } }" in text
