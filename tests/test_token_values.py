"""Tokens whose power and toughness their creating trigger sets from another object's (`[[trigger]]
token_pt_of`, 111.3, 608.2h): Gemini Engine's Twin takes Gemini Engine's values as the trigger
resolves (as it last existed if it left, 113.7a), as its own printed-like values: effects apply to it
as to any creature, later changes to Gemini Engine don't follow, a copy of it copies them (707.2)
(`models/scenarios/tokens_gemini_engine_twin_values.toml`, Gemini Engine rulings 1 and 4).  What the
model does not read is refused with its line."""
import pytest

from conftest import MODELS
from test_casting import refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

SCENARIO = (MODELS / "scenarios" / "tokens_gemini_engine_twin_values.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
SENTENCE = " Twin's power is equal to Gemini Engine's power and its toughness is equal to Gemini Engine's toughness."


def values(write_model, text, query, at):
    return {o.value for o in outcomes_over(load_scenario(write_model(text)), query, at=at)}


@pytest.mark.parametrize("query, at, expected", [
    ("power(twin)", "twin-made", 5), ("toughness(twin)", "twin-made", 6),       # 4/5 from the Engine, +1/+1
    ("power(twin)", "engine-pumped", 5), ("power(engine)", "engine-pumped", 7),  # the Engine's +3/+3 not followed
    ("power('other-twin')", "other-twin-made", 5),                               # 113.7a: the Engine gone
    ("toughness('other-twin')", "other-twin-made", 6)])
def test_gemini_engine_rulings(write_model, query, at, expected):
    assert values(write_model, HISTORY, query, at) == {expected}


def test_without_the_anthem_the_twin_is_the_engines_3_4(write_model):
    text = HISTORY.replace('[[object]]\nid = "anthem"\ncard = "Glorious Anthem"\n', '', 1)
    assert values(write_model, text, "power(twin)", "twin-made") == {3}
    assert values(write_model, text, "toughness(twin)", "twin-made") == {4}


def test_a_copy_of_the_twin_copies_the_values_its_creating_effect_defined(write_model):
    """111.3, 707.2: the values are the Twin's copiable values: a creature becoming a copy of it is
    4/5 (5/6 under the Anthem), not the 0/0 its declared card says."""
    text = HISTORY + '''
[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "bears-copy-twin"
targets = ["bears"]
layer1a = { copy_of = "twin" }

[[event]]
starts = "bears-copy-twin"
label = "copied"
'''
    assert values(write_model, text, "power(bears)", "copied") == {5}
    assert values(write_model, text, "toughness(bears)", "copied") == {6}


def test_token_pt_of_names_an_object(write_model):
    err = refusal(write_model, HISTORY.replace('token_pt_of = "engine"', 'token_pt_of = "nobody"', 1))
    assert "trigger names unknown object 'nobody'" in err.message and err.line > 0


def test_token_pt_of_needs_tokens(write_model):
    text = HISTORY.replace('[[object]]\nid = "twin"\ncard = "Twin"\ntoken = true\ncreated_by = "gemini"\n', '', 1)
    text = text.replace('tokens_attacking = true\ntoken_pt_of = "engine"', 'token_pt_of = "engine"', 1)
    err = refusal(write_model, text.replace("create a colorless Construct artifact creature token named Twin that's "
                                            "attacking. ", "", 2))
    assert "trigger 'gemini' creates no token (objects created_by it) whose power and toughness" in err.message


def test_token_pt_of_does_not_go_with_copy_of(write_model):
    text = HISTORY.replace('token_pt_of = "engine"\n', 'token_pt_of = "engine"\ncopy_of = "engine"\n', 1)
    text = text.replace('id = "twin"\ncard = "Twin"\ntoken = true\n', 'id = "twin"\n', 1)
    err = refusal(write_model, text)
    assert "token_pt_of does not go with copy_of" in err.message


def test_token_pt_of_beside_a_text_that_says_nothing_of_it(write_model):
    err = refusal(write_model, HISTORY.replace(SENTENCE, ""))
    assert "token_pt_of sets the power and toughness" in err.message and "its text says nothing of it" in err.message


def test_a_text_setting_the_values_needs_token_pt_of(write_model):
    err = refusal(write_model, HISTORY.replace('token_pt_of = "engine"\n', '', 1))
    assert "sets its tokens' power and toughness from another object's (111.3, 608.2h), and the table says " \
           "nothing of it" in err.message


def test_its_resolution_in_a_group_is_refused(write_model):
    text = HISTORY.replace('[[event]]\nresolves = "gemini"\nlabel = "twin-made"\n',
                           '[[event]]\nresolves = "gemini"\ngroup = "g"\n', 1).replace(
        '[[event]]\nstarts = "engine-pumped"\nlabel = "engine-pumped"\n',
        '[[event]]\nstarts = "engine-pumped"\ngroup = "g"\n', 1)
    err = refusal(write_model, text)
    assert "its resolution in a group" in err.message and err.line > 0
