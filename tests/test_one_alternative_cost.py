"""118.9a, 601.2b: one alternative cost at most, and a spell cast without paying its mana cost chooses
no other: such a cast is an impossible event of a history, refused with its event's line (the suspended
card's free cast with evoke; surge, emerge, bestow, dash and awaken with a free cast in their own test
files), and a free cast is not one for the alternative cost (`models/scenarios/suspend_free_cast_no_alternative_cost.toml`)."""
import pytest

from conftest import MODELS
from test_casting import refusal
from verifier.model import Event
from verifier.rules.costs import alternatives_chosen

SCENARIO = (MODELS / "scenarios" / "suspend_free_cast_no_alternative_cost.toml").read_text()
CAST = 'cast = "elemental"\nfree = true'


@pytest.mark.parametrize("extra", ["evoke = true"])
def test_a_free_cast_for_an_alternative_cost_is_impossible(extra, write_model):
    """118.9a: the suspended card cast without paying its mana cost and for its evoke cost: impossible,
    refused with the line of its event, the rule named."""
    assert CAST in SCENARIO
    text = SCENARIO.replace(CAST, CAST + "\n" + extra)
    err = refusal(write_model, text)
    assert "cannot happen where it stands" in err.message and "not both free and evoke" in err.message and \
        "118.9a" in err.message, err.message
    assert text.splitlines()[err.line - 1] == "[[event]]" and text.splitlines()[err.line] == 'cast = "elemental"'


def test_the_alternatives_a_cast_chooses():
    """118.9: a free cast is one of the alternative costs; emerge names what it sacrifices."""
    assert alternatives_chosen(Event("cast", "x", free=True, surge=True)) == ["free", "surge"]
    assert alternatives_chosen(Event("cast", "x", emerge="c")) == ["emerge"]
    assert alternatives_chosen(Event("cast", "x")) == []
