"""Triggers that trigger at once and triggers that return a card (603.3b, 400.7).

Of abilities that trigger at one point, the active player's go on the stack first and the
other player's above them (603.3b; the Kitchen Finks ruling on several persist creatures
dying at once); a history resolving them the other way is impossible.  Persist and undying
return the card that died as a new object (702.79a, 702.93a, 400.7): only while that card
is still in the graveyard it went to; a card that moved on, even back into a graveyard,
is another object the ability can't find.  Verdicts over every order the history leaves
open (`conftest.claim_verdict`); the reference (test_reference_differential.py) plays persist and
undying apart from `verifier.rules`.  What is refused names its line."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line

PERSIST = '''
[[trigger]]
id = "{x}-persist"
source = "{x}"
ability = "persist"
when = "dies"
of = {{{{ self = true }}}}
if = "counters({x}, '-1/-1') == 0"
returns = "{x}"
as = "{x}-again"
counters = {{{{ "-1/-1" = 1 }}}}
'''

# the returned Finks' own enters trigger (603.3, 405.5: above the other persist trigger, it resolves first), and
# its persist, which does not trigger while it has a -1/-1 counter (603.4)
ENTERS = '''
[[trigger]]
id = "{x}-persist-enters"
source = "{x}-again"
ability = "When Kitchen Finks enters, you gain 2 life"
when = "enters"
of = {{{{ self = true }}}}
gain_life = 2

[[trigger]]
id = "{x}-again-persist"
source = "{x}-again"
ability = "persist"
when = "dies"
of = {{{{ self = true }}}}
if = "counters('{x}-again', '-1/-1') == 0"
'''

FINKS = '''
[scenario]
turn = "{turn}"

[[object]]
id = "mine"
card = "Kitchen Finks"

[[object]]
id = "theirs"
card = "Kitchen Finks"
controller = "opponent"

[[effect]]
id = "wither"
targets = ["mine", "theirs"]
layer7c = {{ power = -3, toughness = -3 }}
''' + PERSIST.format(x="mine") + PERSIST.format(x="theirs") + ENTERS.format(x="mine") + \
    ENTERS.format(x="theirs") + '''
[[event]]
starts = "wither"

[[event]]
resolves = "{first}"
label = "first"

[[event]]
resolves = "{first}-enters"

[[event]]
resolves = "{second}"
'''


@pytest.mark.parametrize("turn", ["you", "opponent"])
def test_the_nonactive_players_trigger_resolves_first(turn, write_model):
    """603.3b: on your turn the opponent's Finks returns first; on theirs, yours."""
    other = "theirs" if turn == "you" else "mine"
    active = "mine" if turn == "you" else "theirs"
    text = FINKS.format(turn=turn, first=f"{other}-persist", second=f"{active}-persist")
    assert claim_verdict(write_model, text, f"on_battlefield('{other}-again') and not on_battlefield('{active}-again')",
                         at="first") == "proved"
    assert claim_verdict(write_model, text,
                         "on_battlefield('mine-again') and on_battlefield('theirs-again')") == "proved"


@pytest.mark.parametrize("turn", ["you", "opponent"])
def test_the_active_players_trigger_first_is_impossible(turn, write_model, run_cli):
    """603.3b, 405.5: the active player's trigger is below the other player's: resolving
    it first is a history possible in no order, refused with the event's line."""
    active = "mine" if turn == "you" else "theirs"
    other = "theirs" if turn == "you" else "mine"
    text = FINKS.format(turn=turn, first=f"{active}-persist", second=f"{other}-persist")
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield('mine-again')")),
                        text.splitlines().index(f'resolves = "{active}-persist"'),  # (its [[event]] line)
                        f"'{other}-persist' was put on the stack at once with '{active}-persist', above it")


def test_one_players_triggers_at_once_resolve_in_the_order_they_choose(write_model):
    """603.3b: a player puts their own triggers that triggered at once on the stack in any
    order: both histories are possible."""
    text = FINKS.replace('controller = "opponent"\n', "")
    for first, second in (("mine-persist", "theirs-persist"), ("theirs-persist", "mine-persist")):
        assert claim_verdict(write_model, text.format(turn="you", first=first, second=second),
                             "on_battlefield('mine-again') and on_battlefield('theirs-again')") == "proved"


ONE = '''
[[object]]
id = "finks"
card = "Kitchen Finks"

[[object]]
id = "scales"
card = "Hardened Scales"

[[trigger]]
id = "undying"
source = "finks"
ability = "persist"
when = "dies"
of = { self = true }
returns = "finks"
as = "finks-again"
counters = { "+1/+1" = 1 }

[[event]]
leaves = "finks"
into = "graveyard"
'''


@pytest.mark.parametrize("moves, returned", [
    ("", True),
    # 400.7: a card that left the graveyard is a new object, even one put back there
    ('[[event]]\nmoves = "finks"\ninto = "exile"\n', False),
    ('[[event]]\nmoves = "finks"\ninto = "hand"\n[[event]]\nmoves = "finks"\ninto = "graveyard"\n', False),
])
def test_the_card_returns_only_if_it_stayed_in_the_graveyard(moves, returned, write_model):
    text = ONE + moves + '[[event]]\nresolves = "undying"\n'
    expected = "proved" if returned else "refuted"
    assert claim_verdict(write_model, text, "on_battlefield('finks-again')") == expected
    gone = returned or "exile" in moves
    assert claim_verdict(write_model, text, "in_zone(finks, 'graveyard')") == ("refuted" if gone else "proved")


def test_what_it_returns_with_is_replaced_as_it_enters(write_model):
    """122.6, 614.1a: a card returned with a +1/+1 counter while you control Hardened
    Scales enters with two (the Hardened Scales ruling on entering with counters)."""
    text = ONE + '[[event]]\nresolves = "undying"\n'
    assert claim_verdict(write_model, text, "counters('finks-again', '+1/+1') == 2 and power('finks-again') == 5") == \
        "proved"


BAD = {
    "returns-without-as": (ONE.replace('as = "finks-again"\n', ""), 10, "returns = \"x\" with as = \"new id\""),
    "as-without-returns": (ONE.replace('returns = "finks"\n', ""), 10, "returns = \"x\" with as = \"new id\""),
    "another-card": (ONE.replace('returns = "finks"', 'returns = "scales"'), 16, "the card of its own source"),
    "not-a-dies-trigger": (ONE.replace('when = "dies"', 'when = "leaves the battlefield"'), 16,
                           "the card of its own source that died"),
    "id-taken": (ONE.replace('as = "finks-again"', 'as = "scales"'), 17, "'scales' is already the id of an object"),
    "resolves-twice": (ONE + '[[event]]\nresolves = "undying"\n[[event]]\nresolves = "undying"\n', 26,
                       "returns its card as a new object each time it resolves (400.7)"),
    "enters-by-an-event": (ONE + '[[event]]\nenters = "finks-again"\n', 24, "the card its trigger returns"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_returns_refused_in_one_line(name, write_model, run_cli):
    text, line, message = BAD[name]
    refused_in_one_line(run_cli, write_model(text + claim("power(finks) == 3")), line, message)


def test_each_occurrence_triggers_once_and_no_more_resolve(write_model, run_cli):
    """603.2c: three lands dying at once trigger the ability three times: a fourth
    resolution has nothing on the stack, a history possible in no order."""
    from conftest import MODELS
    text = (MODELS / "scenarios" / "zones_triggers_at_once.toml").read_text()
    path = write_model(text.replace('label = "third"\n', 'label = "third"\n\n[[event]]\nresolves = "watch"\n'))
    refused_in_one_line(run_cli, path, 60, "'watch' is not on the stack")
