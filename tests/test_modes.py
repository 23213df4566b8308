"""Modal spells (700.2): "Choose one —" spells whose [[effect]]s name their `mode`, cast with
the mode chosen (700.2a, 601.2b); only that mode's effects begin as the spell resolves and
only its targets are needed (601.2c). The ruling is `models/scenarios/casting_modal_simic_charm.toml`;
what is not read is refused with its line."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

SCENARIO = (MODELS / "scenarios" / "casting_modal_simic_charm.toml").read_text()


# Simic Charm's effects on a card that does not say "Choose one —"
CHARMLESS = '''[[card]]
name = "Charmless"
mana_cost = "{G}{U}"
types = ["instant"]

[[card.resolves]]
ability = "Target creature gets +3/+3 until end of turn."
until = "end of turn"
target = { types = ["creature"] }
layer7c = { power = 3, toughness = 3 }

[[card.resolves]]
ability = "Permanents you control gain hexproof until end of turn."
until = "end of turn"
affects = { controller = "you" }
layer6 = { add_abilities = ["hexproof"] }

'''


def _claims_only(text: str) -> str:
    return text[:text.index("[[claim]]")]


def test_the_chosen_mode_decides_what_resolves(write_model):
    """Mode 1 chosen instead: the Bears get +3/+3 and no hexproof."""
    text = _claims_only(SCENARIO).replace('cast = "charm"\nmode = 2', 'cast = "charm"\nmode = 1') + '''
[[claim]]
id = "c"
at = "resolved"
expr = "power(bears) == 5 and not has_ability(bears, 'hexproof')"
expect = "proved"
'''
    assert verdict(write_model(text)) == "proved"


@pytest.mark.parametrize("old, new, message", [
    ("cast = \"charm\"\nmode = 2\n", "cast = \"charm\"\n", "give the mode chosen"),          # 700.2a
    ("cast = \"charm\"\nmode = 2\n", "cast = \"charm\"\nmode = 3\n", "mode = one of [1, 2]"),  # not modelled
    ("resolves = \"charm\"\n", "resolves = \"charm\"\nmode = 1\n", "goes with cast"),
    ("[[object]]\nid = \"forest\"", CHARMLESS + "[[object]]\nid = \"forest\"", "Choose one"),
])
def test_what_modes_are_not_read_is_refused(old, new, message, write_model):
    text = _claims_only(SCENARIO)
    if "Charmless" in new:
        text = text.replace('card = "Simic Charm"', 'card = "Charmless"')
    assert old in text
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text.replace(old, new, 1)))
    assert message in str(err.value) and err.value.line > 0, str(err.value)
