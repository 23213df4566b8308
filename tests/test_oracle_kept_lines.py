"""Lines the translator keeps by their text must not hide a rule the model follows (issue 24: a kept line
is an ability the model does not follow, so what it changes must be refused or guarded).  Found by listing,
for the translated cards of the development half, every line kept by its text that phase.rs found no
ability in:
- "Enchanted creature gets an additional +2/-2 as long as ..." is a layer 7c effect under a condition
  (613.4c, 611.3a): the word "additional" had hidden it from the words that make a line matter (refused,
  then read as that effect since round R1);
- "Defender; reach" is two keywords (702.1), written with a semicolon in older Oracle lines: kept as one
  ability text, the creature had neither (702.3b, 702.17b);
- "Untap all ... you control during each other player's untap step" and "does not simply untap during its
  controller's untap step" change what an untap step untaps (502.3): the loader's guard now reads them and
  refuses a turn beside them.
Skipped where the `cards` extra is absent."""
import pytest

from conftest import claim, generated_card, retexted, trial_body, verdict
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.load.loader import load_scenario  # noqa: E402


@pytest.mark.parametrize("name", ["Patriarch's Desire", "Strange Augmentation"])
def test_an_additional_pump_under_a_condition_is_read_not_kept(name):
    # read since round R1 (`verifier.cards.additional`, tests/test_oracle_round_r1.py): a second layer 7c
    # effect under its stated condition, never kept by its text
    text, refusals = generate(name)
    assert text is not None, refusals
    assert "gets an additional" not in text


def test_the_plain_pump_of_the_same_aura_still_translates():
    # the first line alone ("Enchanted creature gets +2/-2.") is read: only the additional one was hidden
    out = retexted("Patriarch's Desire", "Enchant creature\nEnchanted creature gets +2/-2.")
    assert out.card is not None, out.refusals
    assert out.card["static"][0]["layer7c"] == {"power": 2, "toughness": -2}


def test_keywords_separated_by_a_semicolon_are_each_read(write_model):
    text, card = generated_card("Traproot Kami")
    assert card["abilities"] == ["defender", "reach"]
    # 702.3b: a creature with defender can't attack, where a vanilla creature beside it can (the CR's rule)
    body = trial_body("Traproot Kami", text)
    model = body + '\n[[event]]\nstep = "combat"\n' + \
        claim("has_ability(x, 'reach') and can_attack(bear) and not can_attack(x)")
    assert verdict(write_model(model)) == "proved"


def test_a_semicolon_line_that_is_not_all_keywords_stays_refused():
    out = retexted("Traproot Kami", "Defender; this creature gets +1/+1 as long as you control a Forest.")
    assert out.card is None and out.refusals


def _with_turn(write_model, name: str, player: str):
    text, _ = generated_card(name)
    return write_model(trial_body(name, text) + f'\n[[event]]\nturn = "{player}"\n' + claim("on_battlefield(x)"))


def test_untapping_in_each_other_players_untap_step_refuses_a_turn(write_model):
    _, liege = generated_card("Murkfiend Liege")
    assert "Untap all green and/or blue creatures you control during each other player's untap step" \
        in liege["abilities"]
    with pytest.raises(ModelError, match=r"changes what an untap step untaps \(502\.3\)"):
        load_scenario(_with_turn(write_model, "Murkfiend Liege", "opponent"))


def test_an_adverb_before_untap_is_still_a_rule_of_the_untap_step(write_model):
    with pytest.raises(ModelError, match=r"changes what an untap step untaps \(502\.3\)"):
        load_scenario(_with_turn(write_model, "One Does Not", "you"))
