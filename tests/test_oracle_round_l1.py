"""Oracle forms of the development half (issue 24, round L1): a condition of a static ability on a
quality of the very object it affects (611.3a) as one more filter of its affected set
(`verifier/cards/qualities.py`): on the enchanted or equipped object ("As long as enchanted
permanent is red or green, it has ...": 105.2, either colour; "As long as enchanted creature is
tapped / face down / has a +1/+1 counter on it / is multicolored, it ...", which phase.rs reads as on
the Aura itself), and on each affected object ("... as long as it's legendary", "as long as they're
attacking", no more a fact the scenario states for them all).  Forms no development card prints are
checked on Oracle-shaped records written here (no card's text), each the words of a line.  Skipped
where the `cards` extra is absent."""
import tomllib
from pathlib import Path

import pytest

from conftest import claim, generated_card, verdict
from verifier.cards.trial import scenario as trial

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402
from verifier.cards.table import generate, to_toml  # noqa: E402
from verifier.cards.translate import translate  # noqa: E402

LEAK = "At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost"


def test_a_host_of_either_of_two_colours_is_one_filter_of_both():
    # Essence Leak: "As long as enchanted permanent is red or green, it has "At the beginning of your upkeep, ...""
    _, card = generated_card("Essence Leak")
    (static,) = card["static"]
    assert static["affects"] == {"attached": True, "colors": ["red", "green"]} and "condition" not in static
    assert static["layer6"] == {"add_abilities": [LEAK]}


def test_a_host_of_one_colour_reads_as_before():
    # Edge of the Divinity: "As long as enchanted creature is white, it gets +1/+2." (and black, +2/+1)
    _, card = generated_card("Edge of the Divinity")
    by_colour = {tuple(s["affects"]["colors"]): s for s in card["static"]}
    assert by_colour[("white",)]["affects"] == {"attached": True, "types": ["creature"], "colors": ["white"]}
    assert by_colour[("white",)]["layer7c"] == {"power": 1, "toughness": 2}
    assert by_colour[("black",)]["layer7c"] == {"power": 2, "toughness": 1}


@pytest.mark.parametrize("name, line", [
    # a combat status relating it to other creatures (509.1), none the affected set says
    ("Sting, the Glinting Dagger", "as long as it's blocking or blocked by a Goblin or Orc"),
])
def test_conditions_on_the_host_that_are_no_quality_of_it_stay_refused(name, line):
    text, refusals = generate(name)
    assert text is None and any(line in r for r in refusals), refusals


def test_essence_leak_loads(write_model):
    text, _ = generated_card("Essence Leak")
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
    text, _ = generated_card("Essence Leak")
    expr = f"has_ability(bears, '{LEAK}')" if has else f"not has_ability(bears, '{LEAK}')"
    assert verdict(write_model(text + "\n" + _LEAK_ON + paint + claim(expr))) == "proved"


def test_the_ruling_scenario_checks_the_generated_table():
    # models/scenarios/rulings_essence_leak.toml checks the ruling on a hand copy of the card: the very table
    _, card = generated_card("Essence Leak")
    path = Path(__file__).parent.parent / "models" / "scenarios" / "rulings_essence_leak.toml"
    (copy,) = tomllib.loads(path.read_text(encoding="utf-8"))["card"]
    assert copy == {k: v for k, v in card.items() if k != "mana_value"}  # (its mana_cost gives it, 202.3)
    assert verdict(path, 0) == "proved" and verdict(path, 1) == "proved" and verdict(path, 2) == "refuted"


def _aura(line):
    """The generated TOML of an Aura "Enchant creature" with the one more line `line` (a record written
    here, no card's), or its refusals."""
    rec = {"name": "Line Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "supertypes": [], "layout": "normal",
           "type": "Enchantment \u2014 Aura", "manaCost": "{1}{W}", "text": "Enchant creature\n" + line}
    t = translate(rec, oracle.face(rec))
    return (to_toml(t.card, notes=tuple(t.notes)), t.card["static"][0]) if t.card else (None, t.refusals)


@pytest.mark.parametrize("line, affects", [
    # phase.rs reads these as on the Aura itself (SourceIsTapped, EnchantedIsFaceDown, HasCounters)
    ("As long as enchanted creature is tapped, it gets +2/+2.", {"tapped": True}),  # 110.5
    ("As long as equipped creature is untapped, it has vigilance.", {"tapped": False}),
    ("As long as enchanted creature is face down, it gets +1/+1.", {"face_down": True}),  # 708.2
    ("As long as enchanted creature has a +1/+1 counter on it, it has flying.", {"counters": ["+1/+1"]}),  # 122.1
    ("As long as enchanted creature has flying, it gets +1/+1.", {"abilities": ["flying"]}),
    ("As long as enchanted creature is multicolored, it gets +1/+1.", {"colors_at_least": 2}),  # 105.4
    ("As long as enchanted creature is colorless, it gets +1/+1.", {"colors_at_most": 0}),  # 105.2c
])
def test_a_quality_of_the_host_is_a_filter_of_what_it_is_attached_to(line, affects):
    _, static = _aura(line)
    assert static["affects"] == {"types": ["creature"], "attached": True, **affects} and "condition" not in static


@pytest.mark.parametrize("line, affects", [
    ("Enchanted creature gets +2/+2 as long as it's legendary.",  # 205.4
     {"types": ["creature"], "attached": True, "supertypes": ["legendary"]}),
    ("Creatures you control get +1/+1 as long as they're legendary.",
     {"types": ["creature"], "controller": "you", "supertypes": ["legendary"]}),
    ("Creatures you control get +1/+1 as long as they're attacking.",  # 506.4: each its own status
     {"types": ["creature"], "controller": "you", "attacking": True}),
    ("Enchanted creature has flying as long as it has a +1/+1 counter on it.",
     {"types": ["creature"], "attached": True, "counters": ["+1/+1"]}),
])
def test_a_quality_of_each_affected_object_is_a_filter_of_the_set(line, affects):
    _, static = _aura(line)
    assert static["affects"] == affects and "condition" not in static


@pytest.mark.parametrize("line, reason", [
    # "two or more" counters: the model's `counters` filter says one or more
    ("As long as enchanted creature has two +1/+1 counters on it, it has flying.", "read as on the card itself"),
    # a combat status phase.rs reads on the object itself (RecipientMatchesFilter): left as before
    ("As long as enchanted creature is blocking, it gets +1/+1.", None),
])
def test_near_forms_stay_refused_or_stated(line, reason):
    text, static = _aura(line)
    if reason is None:  # phase.rs reads the status of each affected object; kept a fact the scenario states
        assert static["condition"] == "enchanted creature is blocking"
    else:
        assert text is None and any(reason in r and line in r for r in static), static


_TAPPED_AURA = "As long as enchanted creature is tapped, it gets +2/+2."
_ON_BEARS = '''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "aura"
card = "Line Aura"
attached_to = "bears"

[[event]]
step = "main"
label = "untapped"

[[event]]
tap = "bears"
label = "tapped"
'''


def test_a_host_quality_follows_the_host_as_it_changes(write_model):
    # 611.3a: the ability applies at each moment to what its text says: the Bears untapped are 2/2, tapped 4/4 (and
    # the Aura's own status, which phase.rs read, changes nothing: it is never tapped here)
    text, _ = _aura(_TAPPED_AURA)
    expr = "at('untapped', power(bears) == 2) and at('tapped', power(bears) == 4 and toughness(bears) == 4)"
    assert verdict(write_model(text + "\n[scenario]\nturn = \"you\"\n" + _ON_BEARS + claim(expr))) == "proved"


@pytest.mark.parametrize("line", [_TAPPED_AURA, "As long as enchanted creature has flying, it gets +1/+1.",
                                  "Enchanted creature gets +2/+2 as long as it's legendary."])
def test_each_generated_table_loads(write_model, line):
    text, _ = _aura(line)
    assert verdict(write_model(trial("Line Aura", text))) == "proved"
