"""A trigger on a permanent becoming untapped (`when = "becomes untapped"`, inspired; 603.2, 701.26b):
checked at every event that may untap a permanent (an untap step, 502.3; an untap event; a resolution;
an activation paying {Q}), triggering for each permanent matching `of` that was on the battlefield
tapped right before and is untapped right after; never for one entering untapped.  What triggers in
the untap step goes on the stack as the upkeep begins (503.1a): the upkeep may begin with it waiting,
no later step.  The rulings are `models/scenarios/triggers_inspired_untapped.toml`; the independent
reference agrees on random histories (tests/test_reference_differential.py, `untapping`)."""
import pytest

from conftest import claim_verdict
from reference import values
from test_casting import events, refusal
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

ABILITY = "Inspired — Whenever this creature becomes untapped, you gain 2 life"

BOARD = f'''
[scenario]
turn = "opponent"

[[card]]
name = "Test Inspired Ogre"
types = ["creature"]
power = 2
toughness = 2
abilities = ["{ABILITY}"]

[[object]]
id = "ogre"
card = "Test Inspired Ogre"
tapped = true

[[card]]
name = "Test Plain Ogre"
types = ["creature"]
power = 2
toughness = 2

[[object]]
id = "late"
card = "Test Plain Ogre"

[[trigger]]
id = "inspired"
source = "ogre"
ability = "{ABILITY}"
when = "becomes untapped"
of = {{ self = true }}
gain_life = 2
'''


def test_the_untap_step_triggers_it_and_the_upkeep_may_begin_with_it_waiting(write_model):
    text = BOARD + events('turn = "you"\nlabel = "untap"', 'step = "upkeep"\nlabel = "upkeep"', 'resolves = "inspired"')
    assert claim_verdict(write_model, text, "triggered('inspired')", at="untap") == "proved"
    assert claim_verdict(write_model, text, "triggered('inspired') and life('you') == 20", at="upkeep") == "proved"
    assert claim_verdict(write_model, text, "life('you') == 22") == "proved"


def test_the_untap_step_trigger_must_resolve_in_the_upkeep(write_model):
    """500.2: it was put on the stack in the upkeep; the draw step does not begin with it there."""
    text = BOARD + events('turn = "you"', 'step = "upkeep"', 'step = "draw"')
    assert "'inspired' is still on the stack" in str(refusal(write_model, text))


def test_an_untap_step_of_the_other_player_does_not_trigger_it(write_model):
    text = BOARD.replace('turn = "opponent"', 'turn = "you"') + events('turn = "opponent"\nlabel = "theirs"')
    assert claim_verdict(write_model, text, "not triggered('inspired') and is_tapped(ogre)", at="theirs") == "proved"


def test_an_untap_event_triggers_it_a_tap_does_not(write_model):
    text = BOARD + events('untap = "ogre"\nlabel = "up"', 'resolves = "inspired"', 'tap = "ogre"\nlabel = "down"')
    assert claim_verdict(write_model, text, "triggered('inspired')", at="up") == "proved"
    assert claim_verdict(write_model, text, "not triggered('inspired') and life('you') == 22", at="down") == "proved"


def test_entering_untapped_is_no_untapping(write_model):
    text = BOARD.replace('source = "ogre"', 'source = "late"').replace('card = "Test Plain Ogre"',
                                                                      'card = "Test Inspired Ogre"') + \
        events('enters = "late"\nlabel = "in"')
    assert claim_verdict(write_model, text, "on_battlefield(late) and not triggered('inspired')", at="in") == "proved"
    assert claim_verdict(write_model, text, "triggered('inspired')", at="in", expect="refuted") == "refuted"


def test_a_second_resolution_with_one_untapping_is_impossible(write_model):
    text = BOARD + events('untap = "ogre"', 'resolves = "inspired"', 'resolves = "inspired"')
    assert "'inspired' is not on the stack" in str(refusal(write_model, text))


def test_any_creature_one_instance_each(write_model):
    """603.2c: "whenever a creature becomes untapped": the untap step untapping two is two instances."""
    text = BOARD.replace(ABILITY, "Whenever a creature becomes untapped, you gain 2 life").replace(
        'of = { self = true }', 'of = { types = ["creature"] }').replace(
        'id = "late"\ncard = "Test Plain Ogre"', 'id = "late"\ncard = "Test Plain Ogre"\ntapped = true') + \
        events('turn = "you"', 'resolves = "inspired"', 'resolves = "inspired"')
    assert claim_verdict(write_model, text, "life('you') == 24") == "proved"
    assert "'inspired' is not on the stack" in str(refusal(write_model, text + events('resolves = "inspired"')))


def test_beside_an_upkeep_trigger_the_upkeep_right_after_a_turn_is_refused(write_model):
    """503.1a, 603.3b: both go on the stack as the upkeep begins, in an order not modelled."""
    upkeep = '''
[[card]]
name = "Test Upkeep Altar"
types = ["artifact"]
abilities = ["At the beginning of your upkeep, you gain 1 life"]

[[object]]
id = "altar"
card = "Test Upkeep Altar"

[[trigger]]
id = "altar-trigger"
source = "altar"
ability = "At the beginning of your upkeep, you gain 1 life"
when = "your upkeep"
gain_life = 1
'''
    err = refusal(write_model, BOARD + upkeep + events('turn = "you"', 'step = "upkeep"'))
    assert "together with the upkeep's triggers" in str(err) and "503.1a" in str(err)


@pytest.mark.parametrize("tail, possible", [(('turn = "you"', 'step = "upkeep"', 'resolves = "inspired"'), True),
                                            (('turn = "you"', 'step = "upkeep"', 'step = "draw"'), False)])
def test_the_reference_agrees_on_the_untap_step(write_model, tail, possible):
    """The reference written apart from the rules' code (tests/reference) reads 503.1a the same way."""
    sc = load_scenario(write_model(BOARD + events(*tail)))
    expected = values(sc, "life('you')")
    assert bool(expected) == possible
    if possible:
        assert expected == {o.value for o in outcomes_over(sc, "life('you')")} == {22}
