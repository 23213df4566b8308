"""A triggered ability's target restriction (`[[trigger]] target_if`): the target is chosen as
the ability is put on the stack (603.3d, 601.2c) and must meet the restriction then; it is
checked again as the ability resolves, and if it fails the ability does nothing (608.2b); not
after.  The rulings: `models/scenarios/triggers_target_earthshaker_khenra.toml` and
`triggers_target_khenra_static.toml` (Earthshaker Khenra 2017-07-14)."""
from conftest import MODELS
from test_casting import refusal

STATIC = (MODELS / "scenarios" / "triggers_target_khenra_static.toml").read_text()
STATIC_HISTORY = STATIC[:STATIC.index("[[claim]]")]
NO_ANTHEM = STATIC_HISTORY.replace('[[object]]\nid = "anthem"\ncard = "Glorious Anthem"\n', '', 1)


def test_a_target_out_of_reach_as_it_is_put_on_the_stack_is_no_history(write_model):
    """603.3d: without the Anthem the Khenra is 2/1 as its trigger is put on the stack: the
    3-power ogre can't be chosen."""
    err = refusal(write_model, NO_ANTHEM)
    assert "the target of 'khenra-trigger' is not a legal one as it is put on the stack (603.3d" in err.message
    assert err.line > 0


def test_a_spell_raises_the_power_too_late(write_model):
    """Earthshaker Khenra 2017-07-14: a spell cast on the Khenra once it entered (Giant Growth)
    comes after the target is chosen: the ogre is still out of reach."""
    text = NO_ANTHEM.replace('[[event]]\nresolves = "khenra-trigger"', '''[[event]]
cast = "growth"

[[event]]
resolves = "growth"

[[event]]
resolves = "khenra-trigger"''', 1) + '''
[[object]]
id = "growth"
card = "Giant Growth"
zone = "hand"

[[object]]
id = "forest"
card = "Forest"

[[effect]]
id = "pump"
card = "Giant Growth"
spell = "growth"
targets = ["khenra"]
'''
    err = refusal(write_model, text)
    assert "the target of 'khenra-trigger' is not a legal one as it is put on the stack" in err.message


def test_target_if_needs_a_target(write_model):
    """115.1: target_if restricts a target; on an ability that targets nothing it is refused."""
    text = STATIC_HISTORY + '''
[[card]]
name = "Test Healer"
mana_cost = "{1}{W}"
colors = ["white"]
types = ["creature"]
power = 1
toughness = 1
abilities = ["When this creature enters, you gain 2 life."]

[[object]]
id = "healer"
card = "Test Healer"

[[trigger]]
id = "healer-life"
source = "healer"
ability = "When this creature enters, you gain 2 life."
when = "enters"
of = { self = true }
gain_life = 2
target_if = "power(healer) <= 1"
'''
    err = refusal(write_model, text)
    assert "targets nothing" in err.message and err.line > 0
