"""Split second (702.61a): while a spell with it is on the stack, a cast and the activation of an
ability that isn't a mana ability (605.1a) are impossible, the history refused with the event's
line and the rule; once it has left the stack they are possible again.  The rulings are
`models/scenarios/split_second_*.toml`; the random differential against the reference is
`tests/test_reference_casting.py::test_split_second_matches_the_reference`."""
import pytest

from conftest import claim_verdict, MODELS
from test_casting import refusal
from verifier.rules import split_second

SCENARIO = (MODELS / "scenarios" / "split_second_stonewood_invocation.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
CAST = '[[event]]\ncast = "invocation"\nlabel = "split"\n'
GONE = '[[event]]\nresolves = "invocation"\nlabel = "invocation-gone"\n'
ABILITY = '[[ability]]\nid = "regenerate"\nsource = "boa"\nability = "{G}: Regenerate this creature"\neffects = []\n\n'


@pytest.mark.parametrize("text, is_it", [("Split second", True), ("split second", True),
                                         ("Split second (As long as this spell is on the stack, ...)", True),
                                         ("flash", False), ("Splitting seconds", False)])
def test_the_keyword_is_read(text, is_it):
    assert split_second.is_keyword(text) is is_it


def _after(text: str, anchor: str, event: str) -> str:
    assert anchor in text
    return text.replace(anchor, anchor + "\n" + event, 1)


def test_a_cast_while_it_is_on_the_stack_is_refused_with_its_line(write_model):
    text = _after(HISTORY, CAST, '[[event]]\ncast = "viper"\nlabel = "viper-cast"\n')
    err = refusal(write_model, text)
    assert "702.61a" in err.message and "'viper'" in err.message
    assert err.line == text[:text.index('cast = "viper"')].count("\n")  # (its [[event]] line)


def test_an_activation_while_it_is_on_the_stack_is_refused(write_model):
    text = _after(HISTORY.replace("[[event]]\nstep", ABILITY + "[[event]]\nstep", 1), CAST,
                  '[[event]]\nactivate = "regenerate"\n')
    err = refusal(write_model, text)
    assert "702.61a" in err.message and "regenerate" in err.message


def test_once_it_has_left_the_stack_a_cast_and_an_activation_are_possible(write_model):
    """702.61a: with Rootwalla's pump still below, the Viper is cast and the Boa's ability activated."""
    text = _after(HISTORY.replace("[[event]]\nstep", ABILITY + "[[event]]\nstep", 1), GONE,
                  '[[event]]\ncast = "viper"\nlabel = "viper-cast"\n\n[[event]]\nactivate = "regenerate"\n'
                  'label = "regenerating"\n')
    text = text.replace('[[event]]\nresolves = "walla-pump"\nlabel = "end"\n', "").replace(
        '[[effect]]', '[[object]]\nid = "forest-8"\ncard = "Forest"\n\n[[effect]]', 1)  # (9 mana: 2 + 4 + 2 + 1)
    assert claim_verdict(write_model, text, "in_zone(viper, 'stack') and power(rootwalla) == 2",
                         at="regenerating") == "proved"


def test_a_mana_ability_and_turning_face_up_are_not_stopped(write_model):
    """702.61b, 116.2b, 605.1a: the face-down Angel turned face up with the Invocation waiting."""
    assert claim_verdict(write_model, HISTORY, "not is_face_down(angel) and in_zone(invocation, 'stack')",
                         at="turned") == "proved"


CYCLE = (MODELS / "scenarios" / "schema_key_cycle.toml").read_text()
QUICK = '''[[card]]
name = "Test Split Second Instant"
mana_cost = "{G}"
colors = ["green"]
types = ["instant"]
abilities = ["Split second"]

[[object]]
id = "quick"
card = "Test Split Second Instant"
zone = "hand"

[[object]]
id = "second-forest"
card = "Forest"

'''


def test_cycling_while_it_is_on_the_stack_is_refused(write_model):
    """702.61a, 702.29a: cycling is an activated ability, not a mana ability (605.1a)."""
    history = CYCLE[:CYCLE.index("[[claim]]")].replace("[[object]]", QUICK + "[[object]]", 1).replace(
        'card = "Island"', 'card = "Forest"')  # (green mana only: the pool left is known, 106.4)
    text = history.replace('[[event]]\ncycle = "sprite"', '[[event]]\ncast = "quick"\nlabel = "quick"\n\n'
                           '[[event]]\ncycle = "sprite"', 1)
    err = refusal(write_model, text)
    assert "702.61a" in err.message and "'sprite'" in err.message
    assert claim_verdict(write_model, history.replace('[[event]]\ncycle = "sprite"\nlabel = "cycled"\n',
                                                      '[[event]]\ncast = "quick"\nlabel = "quick"\n'),
                         "not can_activate(sprite, 'Cycling {1}') and in_zone(quick, 'stack')",
                         at="quick") == "proved"
