"""A triggered ability reading the object that triggered it (`[[trigger]] if_it`, 608.2h, 113.7a): a
landfall ability whose effect depends on the land's basic land type reads it as the ability resolves,
or as the land last existed on the battlefield if it left
(`models/scenarios/triggers_landfall_reads_the_land.toml`; the random comparison with the independent
reference: `test_verifier_matches_the_reference_reading_what_entered`).  What it does not read is
refused with its line."""
import pytest

from conftest import MODELS
from test_casting import refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

SCENARIO = (MODELS / "scenarios" / "triggers_landfall_reads_the_land.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
TEXT = "Landfall — Whenever a land you control enters, you gain 2 life if that land is a Mountain."


@pytest.mark.parametrize("label, life", [("mountain-read", 22), ("forest-read", 24), ("gone-read", 26),
                                         ("changed-read", 26), ("swamp-read", 26)])
def test_the_life_each_land_gives(write_model, label, life):
    """608.2h, 113.7a: a Mountain (2); a Forest made a Mountain while the ability waits (2); a Mountain
    gone before it resolves, by its last known types (2); a Mountain made a Forest, then gone (0); a
    Swamp (0)."""
    sc = load_scenario(write_model(HISTORY))
    assert {o.value for o in outcomes_over(sc, "life('you')", at=label)} == {life}


def test_if_it_goes_with_an_enters_trigger(write_model):
    upkeep = "At the beginning of your upkeep, you gain 2 life if that land is a Mountain."
    text = HISTORY.replace('when = "enters"\nof = { types = ["land"], controller = "you" }', 'when = "your upkeep"',
                           1).replace(TEXT, upkeep)
    err = refusal(write_model, text)
    assert "if_it reads the object whose entering triggered the ability" in err.message and err.line > 0


def test_a_when_its_text_does_not_say_is_refused(write_model):
    """603.2: a landfall text's table waiting for the upkeep (remainder draw 1's audit: enters triggers as leaves)."""
    text = HISTORY.replace('when = "enters"\nof = { types = ["land"], controller = "you" }', 'when = "your upkeep"', 1)
    err = refusal(write_model, text)
    assert "does not wait for 'your upkeep' (603.2): when names the event its words say" in err.message


def test_if_it_beside_a_text_that_reads_nothing(write_model):
    other = "Landfall — Whenever a land you control enters, you gain 2 life."
    text = HISTORY.replace(TEXT, other)
    err = refusal(write_model, text)
    assert "its text reads nothing of it" in err.message


def test_a_text_reading_the_land_needs_if_it(write_model):
    """608.2c: the text's "if that land is a Mountain" left out of the table is refused."""
    text = HISTORY.replace('if_it = { subtypes = ["Mountain"] }\n', '', 1)
    err = refusal(write_model, text)
    assert "reads the object that triggered it as it resolves (608.2h), and the table says nothing of it" \
        in err.message


def test_an_intervening_if_on_the_land_is_refused(write_model):
    """603.4: "Whenever a land you control enters, if it's a Mountain, ..." is checked as it
    triggers too: not what if_it reads."""
    intervening = "Landfall — Whenever a land you control enters, if it's a Mountain, you gain 2 life."
    err = refusal(write_model, HISTORY.replace(TEXT, intervening))
    assert "intervening \"if\" on the object that triggered it" in err.message


def test_a_copy_of_it_is_refused(write_model):
    """707.10: which land a copy of the ability reads is not modelled."""
    text = HISTORY.replace('[[event]]\nresolves = "landfall"\nlabel = "mountain-read"',
                           '[[event]]\ncopy_ability = "landfall"\n\n[[event]]\nresolves = "landfall"\n'
                           'label = "mountain-read"', 1)
    err = refusal(write_model, text)
    assert "a copy of 'landfall', which reads the object that triggered it" in err.message and err.line > 0


def test_two_lands_entering_at_once_are_refused(write_model):
    """603.3b: two instances at once, put on the stack in the order their controller chooses: which
    reads which land is not modelled."""
    text = HISTORY.replace('[[event]]\nenters = "mountain"\n', '[[event]]\nenters = "mountain"\ntogether = ["swamp"]\n',
                           1).replace('[[event]]\nenters = "swamp"\nlabel = "swamp-entered"\n\n'
                                      '[[event]]\nresolves = "landfall"\nlabel = "swamp-read"\n', '', 1)
    with pytest.raises(ModelError) as err:
        outcomes_over(load_scenario(write_model(text)), "life('you')")
    assert "may each trigger 'landfall' here, which reads the object that triggered it" in err.value.message
    assert err.value.line > 0


def test_a_land_entering_with_a_creature_reads_the_land(write_model):
    """603.6a: a creature entering with the Mountain does not trigger the landfall ability: the one
    instance reads the Mountain."""
    text = HISTORY.replace('[[event]]\nenters = "mountain"\n', '[[event]]\nenters = "mountain"\ntogether = ["bears"]\n',
                           1) + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\nzone = "hand"\n'
    assert {o.value for o in outcomes_over(load_scenario(write_model(text)), "life('you')", at="mountain-read")} == {22}
