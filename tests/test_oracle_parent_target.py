"""An instruction that changes "it" or "they", an earlier instruction's one target ("Distribute
two +1/+1 counters among one or two target creatures you control. They gain vigilance ..."),
is read with that target's filter (115.1, 601.2c): a scenario's [[effect]] may name only objects
that filter allows, never an opponent's creature for "target creature you control".  Skipped
where the `cards` extra is not installed."""
import json

import pytest

from conftest import claim, generated_card, verdict
from verifier.errors import ModelError

pytest.importorskip("phase")
pytest.importorskip("mtg")

NAME = "A-Bretagard Stronghold"


def _body(text: str, ability: str, controller: str) -> str:
    return text + f'''
[scenario]
turn = "you"

[[object]]
id = "b1"
card = "Grizzly Bears"
controller = "{controller}"

[[effect]]
id = "e"
card = "{NAME}"
ability = {json.dumps(ability)}
targets = ["b1"]

[[event]]
starts = "e"

[[event]]
put_counters = "b1"
counters = {{ "+1/+1" = 2 }}
'''


def test_they_are_the_earlier_instructions_targets():
    _, card = generated_card(NAME)
    [resolves] = card["resolves"]
    assert resolves["target"] == {"types": ["creature"], "controller": "you"}


def test_its_own_creature_gains_the_abilities(write_model):
    text, card = generated_card(NAME)
    body = _body(text, card["resolves"][0]["ability"], "you")
    assert verdict(write_model(body + claim("has_ability(b1, 'vigilance') and has_ability(b1, 'lifelink')"))) == \
        "proved"


def test_an_opponents_creature_is_no_legal_target(write_model):
    # 115.1, 601.2c: "target creatures you control": an opponent's Bears can't be chosen
    text, card = generated_card(NAME)
    body = _body(text, card["resolves"][0]["ability"], "opponent")
    try:
        got = verdict(write_model(body + claim("has_ability(b1, 'vigilance')")))
    except ModelError as exc:  # refused as it loads: as good as never applying it
        assert "target" in exc.message
        return
    assert got != "proved"
