"""A spell's own cast trigger ("when you cast this spell"): it triggers from the stack as its
source becomes cast (113.6k, 601.2i, 603.2), controlled by the caster, goes on the stack above
it and resolves first (603.3, 405.5); what it does is fixed as it resolves (611.2c), before the
spell is a permanent.  The rulings are `models/scenarios/casting_emerge_decimator_cast_trigger.toml`
and `casting_emerge_mindbender_cast_trigger.toml`."""
import pytest

from conftest import claim_verdict
from test_casting import events, refusal

# A {1}{G} creature card whose own cast trigger pumps the creatures its caster controls (test card)
HERALD = '''
[[card]]
name = "Cast Herald (test card)"
mana_cost = "{1}{G}"
colors = ["green"]
types = ["creature"]
power = 2
toughness = 2
abilities = ["When you cast this spell, creatures you control get +1/+1 until end of turn."]

[[card.resolves]]
ability = "When you cast this spell, creatures you control get +1/+1 until end of turn."
until = "end of turn"
affects = { types = ["creature"], controller = "you" }
layer7c = { power = 1, toughness = 1 }

[[object]]
id = "herald"
card = "Cast Herald (test card)"
zone = "hand"
owner = "{owner}"

[[object]]
id = "forest-1"
card = "Forest"
controller = "{owner}"

[[object]]
id = "forest-2"
card = "Forest"
controller = "{owner}"

[[object]]
id = "mine"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"

[[effect]]
id = "pump"
card = "Cast Herald (test card)"
ability = "When you cast this spell, creatures you control get +1/+1 until end of turn."
controller = "{owner}"

[[trigger]]
id = "herald-trigger"
source = "herald"
ability = "When you cast this spell, creatures you control get +1/+1 until end of turn."
when = "{when}"
effects = ["pump"]
'''


def herald(owner: str = "you", when: str = "you cast") -> str:
    return HERALD.replace("{owner}", owner).replace("{when}", when)


def test_it_resolves_first_and_pumps_what_its_caster_controls_then(write_model):
    """603.3, 405.5, 611.2c: the trigger resolves above its spell: the caster's creatures on the
    battlefield then get +1/+1; the spell, on the stack then, does not, once it is a permanent."""
    for owner, pumped, other in (("you", "mine", "theirs"), ("opponent", "theirs", "mine")):
        text = herald(owner) + events(f'turn = "{owner}"', 'cast = "herald"\nlabel = "cast"', 'resolves = "herald-trigger"',
                                      'resolves = "herald"')
        expr = "triggered('herald-trigger') and in_zone(herald, 'stack')"
        assert claim_verdict(write_model, text, expr, at="cast") == "proved"
        expr = f"power({pumped}) == 3 and power({other}) == 2 and on_battlefield(herald) and power(herald) == 2"
        assert claim_verdict(write_model, text, expr) == "proved", owner


def test_the_spell_does_not_resolve_before_its_trigger(write_model):
    err = refusal(write_model, herald() + events('turn = "you"', 'cast = "herald"', 'resolves = "herald"'))
    assert "the stack resolves last in, first out" in err.message and err.line > 0


def test_not_cast_it_never_triggers(write_model):
    """603.2: no cast, no trigger; resolving it is then impossible."""
    err = refusal(write_model, herald() + events('turn = "you"', 'resolves = "herald-trigger"'))
    assert "did not trigger" in err.message


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace('when = "you cast"', 'when = "a player casts"'), "a spell's own cast trigger"),
    (lambda t: t.replace('when = "you cast"', 'when = "you cast"\nof = { types = ["creature"] }'),
     "a spell's own cast trigger"),
    (lambda t: t.replace('id = "herald"\ncard = "Cast Herald (test card)"\nzone = "hand"',
                         'id = "herald"\ncard = "Cast Herald (test card)"'), "a spell's own cast trigger"),
])
def test_what_it_does_not_read_is_refused(change, message, write_model):
    err = refusal(write_model, change(herald()) + events('turn = "you"'))
    assert message in err.message and "(113.6k, 603.2)" in err.message and err.line > 0
