"""Instants and sorceries whose resolution the model does not follow (608.2c,
`verifier/load/unfollowed_spells.py`): cast, on the stack with the face cast (712.8f),
countered (701.6a); their resolution refused with its line; their targets, unread, refused.
And a `[[card.resolves]]` of one-shot instructions only (a +1/+1 counter, 122.1): followed
as the history's events carry it."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

# Made-up cards (no real card's name): a sorcery that makes tokens (not followed), a modal instant
# whose front face puts a counter on target creature, and one-faced instants with a target or no text.
CARDS = '''
[scenario]
name = "t"
turn = "you"

[[card]]
name = "Test Summons"
mana_cost = "{1}{W}"
colors = ["white"]
types = ["sorcery"]
abilities = ["Create two 1/1 white Soldier creature tokens."]

[[card]]
name = "Test Bolster"
mana_cost = "{G}"
colors = ["green"]
types = ["instant"]
layout = "modal_dfc"

[[card.resolves]]
ability = "Put a +1/+1 counter on target creature."
target = { types = ["creature"] }
one_shot = ["counters"]

[card.back]
name = "Test Thicket"
types = ["land"]
abilities = ["{T}: Add {G}"]

[[card]]
name = "Test Zap"
mana_cost = "{R}"
types = ["instant"]
abilities = ["Test Zap deals 2 damage to target creature."]

[[card]]
name = "Test Blank"
mana_cost = "{R}"
types = ["instant"]

[[object]]
id = "plains"
card = "Plains"

[[object]]
id = "plains-2"
card = "Plains"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "island"
card = "Island"

[[object]]
id = "island-2"
card = "Island"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "summons"
card = "Test Summons"
zone = "hand"

[[object]]
id = "negate"
card = "Negate"
zone = "hand"

[[object]]
id = "bolster"
card = "Test Bolster"
zone = "hand"
'''

CAST = '\n[[event]]\ncast = "summons"\nlabel = "cast"\n'


def _line(text: str, line: str) -> int:
    return text.splitlines().index(line) + 1


def test_cast_and_on_the_stack(write_model):
    """601.2: the cast is followed (its cost paid, 601.2h), the spell on the stack (405.1)."""
    text = CARDS + CAST
    assert verdict(write_model(text + claim(
        "in_zone(summons, 'stack') and mana_value(summons) == 2 and (is_tapped(plains) or is_tapped('plains-2'))",
        extra='at = "cast"'))) == "proved"
    assert verdict(write_model(text + claim("in_zone(summons, 'graveyard')", "refuted", extra='at = "cast"'))) == \
        "refuted"


def test_countered_it_never_resolves(write_model):
    """701.6a: countered, it goes to its owner's graveyard without resolving: nothing of it to follow."""
    text = CARDS + CAST + '''
[[event]]
cast = "negate"
targets = ["summons"]

[[event]]
resolves = "negate"
label = "countered"
'''
    assert verdict(write_model(text + claim("in_zone(summons, 'graveyard') and in_zone(negate, 'graveyard')",
                                            extra='at = "countered"'))) == "proved"


def test_its_resolution_is_refused_with_the_line(write_model):
    text = CARDS + CAST + '\n[[event]]\nresolves = "summons"\n' + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "'summons' resolves, but what it does then (608.2c" in err.value.message
    assert err.value.line == _line(text, 'resolves = "summons"')


def test_a_copy_of_it_resolving_is_refused(write_model):
    """707.10: a copy does what the spell does, which is not followed either."""
    text = CARDS + CAST + '\n[[event]]\ncopy_spell = "summons"\nas = "copy"\n\n[[event]]\nresolves = "copy"\n' + \
        claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "'copy' resolves, but what it does then (608.2c" in err.value.message
    assert err.value.line == _line(text, 'resolves = "copy"')


@pytest.mark.parametrize("card, words", [
    ("Test Zap", "its text names a target, chosen as it is cast (115.1a, 601.2c)"),
    ("Test Blank", "or list its rules text in its abilities"),
    # (trial 7 friction 8: a generated card keeps no text it doesn't follow; the message says how to give it)
    ("Test Blank", 'print it with `verifier card "Test Blank"`, keep it as a [[card]] of the scenario'),
])
def test_a_cast_whose_targets_or_text_are_not_read_is_refused(write_model, card, words):
    text = CARDS + f'\n[[object]]\nid = "s"\ncard = "{card}"\nzone = "hand"\n\n[[event]]\ncast = "s"\n' + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "what 's' does as it resolves (608.2c) is not said" in err.value.message and words in err.value.message
    assert err.value.line == _line(text, 'cast = "s"')


BOLSTERED = CARDS + '''
[[effect]]
id = "bolstered"
card = "Test Bolster"
spell = "bolster"
targets = ["bears"]

[[event]]
cast = "bolster"
label = "cast"

[[event]]
resolves = "bolster"
label = "resolved"
'''


def test_a_resolution_of_one_shot_instructions_only(write_model):
    """608.2c, 122.1: its counter is the history's put_counters event after it; the spell,
    its front face on the stack (712.8f: mana value 1), goes to the graveyard (608.2n)."""
    text = BOLSTERED + '\n[[event]]\nput_counters = "bears"\ncounters = { "+1/+1" = 1 }\nlabel = "counted"\n'
    assert verdict(write_model(text + claim("in_zone(bolster, 'stack') and mana_value(bolster) == 1 and "
                                            "name(bolster) == 'Test Bolster'", extra='at = "cast"'))) == "proved"
    assert verdict(write_model(text + claim("power(bears) == 3 and in_zone(bolster, 'graveyard')",
                                            extra='at = "counted"'))) == "proved"
    # without the event that carries its counter, the effect is refused (check_carried)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(BOLSTERED + claim("True")))
    assert "puts counters (122.1)" in err.value.message


def test_a_static_ability_still_needs_a_layer_part(write_model):
    text = CARDS.replace('[[card.resolves]]\nability = "Put', '[[card.static]]\nability = "Put') \
        .replace('target = { types = ["creature"] }\none_shot', 'one_shot') + claim("True")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert "needs at least one layer part" in err.value.message or "one_shot" in err.value.message
