"""Cost reductions of activated abilities (602.2b applies 601.2f): a card's `cost_change` with
`activations` takes generic mana from what the abilities of the permanents it names cost to
activate, never {S} (118.7, 107.4h: the Kaldheim snow rulings, 2021-02-05), in `can_activate` and
in an activation's payment; an increase, or a spells' change beside it, is refused."""
import pytest

from conftest import MODELS, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

SCENARIO = MODELS / "scenarios" / "activation_snow_cost_reduction.toml"
SENTRY = "{1}{S}: Rime Sentry gets +1/+1 until end of turn"
TROLL = "{S}{S}: Icehide Troll gets +2/+0 and gains indestructible until end of turn. Tap it"


def _without_claims(text: str) -> str:
    return text[:text.index("[[claim]]")]


def test_bundled_scenario():
    sc = load_scenario(SCENARIO)
    for i, c in enumerate(sc.claims):
        assert verdict(SCENARIO, i) == c.expect, c.id


@pytest.mark.parametrize("rimewright, expected", [("you", "proved"), ("opponent", "refuted"), (None, "refuted")])
def test_only_its_controllers_abilities_cost_less(rimewright, expected, write_model):
    """With one snow source untapped, the Sentry's {1}{S} is paid only where the reduction
    applies: its controller's Rimewright ("creatures you control"), not the opponent's, not none."""
    text = _without_claims(SCENARIO.read_text())
    if rimewright is None:
        text = text.replace('[[object]]\nid = "rimewright"\ncard = "Test Rimewright"\n', "")
    elif rimewright == "opponent":
        text = text.replace('id = "rimewright"\ncard = "Test Rimewright"\n',
                            'id = "rimewright"\ncard = "Test Rimewright"\ncontroller = "opponent"\n')
    text = text[:text.index('[[event]]\nactivate = "pump"')]
    assert claim_verdict(write_model, text, f"can_activate(sentry, '{SENTRY}')", at="one-snow-source") == expected


def test_an_activation_without_the_reduction_is_impossible(write_model):
    """The history's activation pays {1}{S} in full without the Rimewright: with the Forest
    tapped, one snow source can't, and the history is refused with the activation's line."""
    text = _without_claims(SCENARIO.read_text()).replace(
        '[[object]]\nid = "rimewright"\ncard = "Test Rimewright"\n', "")
    path = write_model(text + '\n[[claim]]\nid = "c"\nexpr = "power(sentry) == 2"\nexpect = "proved"\n')
    with pytest.raises(ModelError, match=r"activate pump\) cannot happen where it stands: the permanents tapped for mana "
                                         r"can.t pay the cost"):
        verdict(path)


@pytest.mark.parametrize("change, message", [
    ('{ more = 1, activations = { types = ["creature"] } }', "increase of what activated abilities cost"),
    ('{ less = 1, spells = { types = ["creature"] }, activations = { types = ["creature"] } }',
     "changes no spell's cost"),
])
def test_refused(change, message, write_model):
    text = SCENARIO.read_text().replace(
        'cost_change = { less = 1, players = "you", activations = { types = ["creature"] } }', f"cost_change = {change}")
    with pytest.raises(ModelError, match=message):
        load_scenario(write_model(text))


def test_an_unread_reduction_is_still_refused(write_model):
    """The same text given as a layer-less ability of no `cost_change` changes costs the model would
    not follow: an activation beside it is refused, never answered as if it were not there."""
    text = SCENARIO.read_text().replace(
        'cost_change = { less = 1, players = "you", activations = { types = ["creature"] } }',
        'layer7c = { power = 0 }\naffects = { self = true }')
    with pytest.raises(ModelError, match="changes what can be activated"):
        load_scenario(write_model(text))
