"""The audit of round W (tests/golden/round_w_audit_AUDW1.md and round_w_audit_AUDW2.md; 22 cards, 75 probes in
tests/golden/round_w_audit_probes): 21 right, 1 wrong part.

- Control Win Condition (wrong part): its power and toughness are a number the scenario states, "turns you've taken
  this game".  The loader gave that one number to every object with the ability, so the opponent's copy had the
  turns of the scenario's "you", though "you" of an ability is its controller (109.5).  A stated number whose words
  name "you" is refused now in an ability the opponent controls, and beside an effect that may change who controls
  an object whose card names one (613.1b) (`verifier/load/stated_yours.py`)."""
import pytest

from conftest import MODELS, claim, generated_card, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "round_w_audit_probes"
_NUMBER = '[scenario]\nturn = "you"\nnumbers = { "turns you\'ve taken this game" = 5 }\n'
_WHALE = '\n[[object]]\nid = "{id}"\ncard = "Control Win Condition"\n{extra}\n'


def test_the_audit_probe_is_refused_naming_the_opponents_object(run_cli):
    code, out, err = run_cli("check", PROBES / "control_win_condition_opponents.toml")
    assert code == 2 and "control_win_condition_opponents.toml:16" in out + err and "109.5" in out + err, out + err


def test_the_scenarios_own_copy_reads_the_stated_number(write_model):
    text, _ = generated_card("Control Win Condition")
    path = write_model(text + _NUMBER + _WHALE.format(id="whale", extra="") + claim("power(whale) == 5"))
    assert verdict(path) == "proved"


def test_the_opponents_copy_is_refused(write_model):
    text, _ = generated_card("Control Win Condition")
    board = _NUMBER + _WHALE.format(id="whale", extra='controller = "opponent"')
    with pytest.raises(ModelError, match=r"stated for the scenario's 'you'.*109\.5"):
        load_scenario(write_model(text + board + claim("power(whale) == 5")))


def test_an_effect_that_may_change_its_control_is_refused(write_model):
    # 613.1b: an effect gives the opponent control of it; its "you" would then be that player (109.5)
    text, _ = generated_card("Control Win Condition")
    effect = '\n[[effect]]\nid = "steal"\ncontroller = "opponent"\naffects = { names = ["Control Win Condition"] }\n' \
             'layer2 = { control = "opponent" }\n'
    with pytest.raises(ModelError, match=r"may change who controls it \(613\.1b\)"):
        load_scenario(write_model(text + _NUMBER + _WHALE.format(id="whale", extra="") + effect +
                                  claim("power(whale) == 5")))
