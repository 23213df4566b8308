"""Reconfigure (702.151): an Equipment creature with it is no creature while attached
(702.151b), may be attached though a creature (301.5c), and what the model cannot tell
(whether it had reconfigure as it became attached) is refused with the line.  The verdicts
are the official rulings' (2022-02-18; `models/scenarios/reconfigure_*.toml` hold the rest)."""
import re

import pytest

from conftest import BEARS, claim_verdict, generated_card, refused_in_one_line

BLADES = '''
[[card]]
name = "Lizard Blades"
types = ["artifact", "creature"]
subtypes = ["Equipment", "Lizard"]
power = 1
toughness = 1
abilities = ["double strike", "Reconfigure {2}"]
[[card.static]]
ability = "Equipped creature has double strike"
affects = { types = ["creature"], attached = true }
layer6 = { add_abilities = ["double strike"] }
'''
# the same Equipment creature without reconfigure
HOOK = BLADES.replace('"Lizard Blades"', '"Lizard Hook"').replace('"Reconfigure {2}"', '"Equip {2}"')


def objects(card: str, extra: str = "") -> str:
    """The card, Grizzly Bears, and "blades", an object of the card (with `extra` keys)."""
    name = re.search(r'name = "([^"]+)"', card)[1]
    return card + BEARS + f'''
[[object]]
id = "blades"
card = "{name}"
{extra}'''


ATTACH = '''
[[event]]
attach = "blades"
to = "bears"
label = "attached"
'''


def test_attached_on_a_board_it_is_no_creature(write_model):
    text = objects(BLADES, 'attached_to = "bears"')
    assert claim_verdict(write_model, text, "not has_type(blades, 'creature') and has_ability(bears, 'double strike')") \
        == "proved"


def test_attached_by_an_event_and_only_with_reconfigure(write_model):
    """301.5c: an Equipment that is a creature equips a creature only with reconfigure;
    without it the attach moves nothing (701.3b)."""
    expr = "attached(blades, bears) and not has_type(blades, 'creature') and power(bears) == 2"
    assert claim_verdict(write_model, objects(BLADES) + ATTACH, expr, at="attached") == "proved"
    assert claim_verdict(write_model, objects(HOOK) + ATTACH, "not attached(blades, bears) and "
                         "has_type(blades, 'creature')", at="attached") == "proved"


def test_its_timestamp_orders_it_with_other_type_changes(write_model):
    """A later effect that makes it a creature applies after the reconfigure effect
    (613.7); an Equipment creature attached then becomes unattached (704.5n)."""
    animate = '''
[[effect]]
id = "animate"
targets = ["blades"]
layer4 = { add_types = ["creature"] }
[[event]]
starts = "animate"
label = "animated"
'''
    text = objects(BLADES, 'attached_to = "bears"') + animate
    assert claim_verdict(write_model, text, "not attached(blades, bears) and has_type(blades, 'creature') and "
                         "not has_ability(bears, 'double strike')", at="animated") == "proved"


CLAIM = '''
[[claim]]
id = "c"
expr = "has_type(blades, 'creature')"
expect = "proved"
'''


@pytest.mark.parametrize("extra, after, marker, message", [
    # an attach event beside an effect that may remove reconfigure first
    ("", '''
[[effect]]
id = "lose"
targets = ["blades"]
layer6 = { remove_all_abilities = true }
[[event]]
starts = "lose"
[[event]]
attach = "blades"
''', 'attach = "blades"', "may remove its reconfigure"),
    # a face-down one, which has no reconfigure while face down
    ('face_down = true\nface_down_by = "morph"', "", "[[object]]", "may be face down or a copy"),
    # an effect granting reconfigure to another object
    ("", '''
[[effect]]
id = "give"
targets = ["bears"]
layer6 = { add_abilities = ["Reconfigure {1}"] }
''', "[[effect]]", "grants reconfigure"),
])
def test_what_the_model_cannot_tell_is_refused(write_model, run_cli, extra, after, marker, message):
    text = objects(BLADES, extra) + after.replace('attach = "blades"', 'attach = "blades"\nto = "bears"') + CLAIM
    line = max(i for i, x in enumerate(text.splitlines(), 1) if x == marker)  # (its last one)
    refused_in_one_line(run_cli, write_model(text), line, message)


def test_a_real_card_translates_with_its_keyword():
    pytest.importorskip("phase")
    text, card = generated_card("Rabbit Battery")
    assert "Reconfigure {R}" in card["abilities"]
    assert "702.151b" in text
