"""Tunneling Geopede: "Whenever a land you control enters, this creature deals 1 damage to each
opponent" triggers on a land entering; the damage is what it does, not its trigger event (603.1,
603.2).  A history that resolves it is followed; an ability whose event is damage ("whenever ...
deals damage", "is dealt damage") still refuses a history that deals damage beside it."""
import pytest

from conftest import MODELS, claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model.unfollowed import DAMAGE_TRIGGERS

PATH = MODELS / "scenarios" / "triggers_tunneling_geopede_landfall.toml"
TEXT = PATH.read_text()


@pytest.mark.parametrize("text", [
    "Landfall — Whenever a land you control enters, this creature deals 1 damage to each opponent",
    "Whenever a land enters, this creature deals 1 damage to each opponent, and you gain 1 life",
    "Whenever a creature enters, it deals damage equal to its power to any target",
    "Whenever this creature attacks, it deals damage to defending player equal to its power",
    "Whenever a creature enters, you gain 1 life",
])
def test_an_effect_that_deals_damage_is_no_damage_trigger(text):
    assert DAMAGE_TRIGGERS.search(text) is None


@pytest.mark.parametrize("text", [
    "Whenever this creature deals combat damage to a player, draw a card",
    "Whenever this creature is dealt damage, it deals that much damage to each opponent",
    "Whenever a creature, planeswalker, or player is dealt damage, you gain 1 life",
    "Whenever a source an opponent controls deals damage to you, you gain that much life",
    "Whenever one or more creatures you control deal combat damage to a player, create a token",
    "Whenever this creature deals damage, you gain that much life",
    "Whenever you gain life, put a +1/+1 counter on this creature",
])
def test_a_trigger_on_damage_or_life_is_one(text):
    assert DAMAGE_TRIGGERS.search(text) is not None


def test_the_landfall_resolution_is_followed():
    """The newer Geopede's ability resolves: 1 damage to the opponent (120.3a)."""
    assert [verdict(PATH, i) for i in range(5)] == ["proved", "proved", "proved", "refuted", "proved"]


def test_a_trigger_on_damage_beside_it_still_refuses(write_model):
    """Beside an ability whose event is damage, the history's damage is refused with its line."""
    stalker = '''
[[object]]
id = "sponge"
name = "Damage Sponge"
types = ["creature"]
power = 1
toughness = 4
abilities = ["Whenever this creature is dealt damage, you gain that much life"]
'''
    text = TEXT[:TEXT.index("[[claim]]")] + stalker + claim("life('you') == 20")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "triggers on damage or life" in err.value.message and "is dealt damage" in err.value.message
    assert err.value.line > 0
