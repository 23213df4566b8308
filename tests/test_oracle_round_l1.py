"""Oracle forms of the development half (issue 24, round L1): a condition on the enchanted or
equipped object that phase.rs folds into the affected set, with a quality of two colours ("As long
as enchanted permanent is red or green, it has ...": 105.2, either colour; the union of two
filters alike but for one colour each is one filter listing both, as one alike but for one
subtype each is, 205.3).  Skipped where the `cards` extra is absent."""
import tomllib
from pathlib import Path

import pytest

from conftest import claim, verdict
from verifier.cards.trial import scenario as trial

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

LEAK = "At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost"


def _generated(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]


def test_a_host_of_either_of_two_colours_is_one_filter_of_both():
    # Essence Leak: "As long as enchanted permanent is red or green, it has "At the beginning of your upkeep, ...""
    _, card = _generated("Essence Leak")
    (static,) = card["static"]
    assert static["affects"] == {"attached": True, "colors": ["red", "green"]} and "condition" not in static
    assert static["layer6"] == {"add_abilities": [LEAK]}


def test_a_host_of_one_colour_reads_as_before():
    # Edge of the Divinity: "As long as enchanted creature is white, it gets +1/+2." (and black, +2/+1)
    _, card = _generated("Edge of the Divinity")
    by_colour = {tuple(s["affects"]["colors"]): s for s in card["static"]}
    assert by_colour[("white",)]["affects"] == {"attached": True, "types": ["creature"], "colors": ["white"]}
    assert by_colour[("white",)]["layer7c"] == {"power": 1, "toughness": 2}
    assert by_colour[("black",)]["layer7c"] == {"power": 2, "toughness": 1}


@pytest.mark.parametrize("name, line", [
    # a count of the Auras attached to the enchanted creature: no quality of it (303.4)
    ("Face of Divinity", "As long as another Aura is attached to enchanted creature"),
    # a combat status relating it to other creatures (509.1), none the affected set says
    ("Sting, the Glinting Dagger", "as long as it's blocking or blocked by a Goblin or Orc"),
])
def test_conditions_on_the_host_that_are_no_quality_of_it_stay_refused(name, line):
    text, refusals = generate(name)
    assert text is None and any(line in r for r in refusals), refusals


def test_essence_leak_loads(write_model):
    text, _ = _generated("Essence Leak")
    assert verdict(write_model(trial("Essence Leak", text))) == "proved"


_LEAK_ON = '''[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "leak"
card = "Essence Leak"
attached_to = "bears"
'''
_BLUE = '''
[[effect]]
id = "paint-blue"
targets = ["bears"]
layer5 = { set_colors = ["blue"] }
until = "end of turn"
'''


@pytest.mark.parametrize("paint, has", [("", True), (_BLUE, False)])
def test_the_granted_ability_follows_the_hosts_colour(write_model, paint, has):
    # 611.3a: the ability applies while the condition holds; the green Bears have the upkeep trigger, the Bears
    # painted blue (613.1e, layer 5 before layer 6) do not
    text, _ = _generated("Essence Leak")
    expr = f"has_ability(bears, '{LEAK}')" if has else f"not has_ability(bears, '{LEAK}')"
    assert verdict(write_model(text + "\n" + _LEAK_ON + paint + claim(expr))) == "proved"


def test_the_ruling_scenario_checks_the_generated_table():
    # models/scenarios/rulings_essence_leak.toml checks the ruling on a hand copy of the card: the very table
    _, card = _generated("Essence Leak")
    path = Path(__file__).parent.parent / "models" / "scenarios" / "rulings_essence_leak.toml"
    (copy,) = tomllib.loads(path.read_text(encoding="utf-8"))["card"]
    assert copy == {k: v for k, v in card.items() if k != "mana_value"}  # (its mana_cost gives it, 202.3)
    assert verdict(path, 0) == "proved" and verdict(path, 1) == "proved" and verdict(path, 2) == "refuted"
