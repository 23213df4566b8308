"""Effects saying counters can't be put on permanents ([[card.no_counters]], 101.2, 122.5,
`verifier.load.counter_bans`): none put while one applies, on a permanent or as it enters (122.6),
whatever replacement effects would make of them; riot's counter chosen then gives haste (702.136a,
Ravager Wurm's ruling).  The random riot histories of tests/test_riot.py check the same against
the reference (tests/reference/simulator.py); these are table tests with outcomes stated by hand."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line

BAN = '''
[[card]]
name = "Test Ward Stone"
types = ["artifact"]
abilities = ["Counters can't be put on creatures you control."]

[[card.no_counters]]
ability = "Counters can't be put on creatures you control."
affects = { types = ["creature"], controller = "you" }
KINDS

[[object]]
id = "stone"
card = "Test Ward Stone"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "foe"
card = "Grizzly Bears"
controller = "opponent"

[[card]]
name = "Test Rioter"
types = ["creature"]
power = 2
toughness = 2
abilities = ["riot"]

[[object]]
id = "w"
card = "Test Rioter"
zone = "hand"

[[event]]
step = "main"
'''


@pytest.mark.parametrize("kinds, expr", [
    ("", "counters(bear, '+1/+1') == 0 and counters(bear, 'charge') == 0 and counters(foe, '+1/+1') == 1"),
    ('kinds = ["+1/+1"]', "counters(bear, '+1/+1') == 0 and counters(bear, 'charge') == 1"),
])
def test_no_counters_put_where_they_cannot_be(write_model, kinds, expr):
    """122.5: the ban on your creatures (of one kind, or of any) leaves the opponent's, and other kinds."""
    text = BAN.replace("KINDS", kinds) + '''
[[event]]
put_counters = "bear"
counters = { "+1/+1" = 1, charge = 1 }

[[event]]
put_counters = "foe"
counters = { "+1/+1" = 1 }
label = "put"
'''
    assert claim_verdict(write_model, text, expr, at="put") == "proved"


def test_counters_put_once_the_ban_has_left(write_model):
    """101.2: the can't applies only while its source is on the battlefield."""
    text = BAN.replace("KINDS", "") + '''
[[event]]
leaves = "stone"
into = "graveyard"

[[event]]
put_counters = "bear"
counters = { "+1/+1" = 2 }
label = "put"
'''
    assert claim_verdict(write_model, text, "counters(bear, '+1/+1') == 2 and power(bear) == 4", at="put") == "proved"


@pytest.mark.parametrize("before, expr", [
    ("", "counters(w, '+1/+1') == 0 and has_ability(w, 'haste') and can_attack(w)"),
    ('[[event]]\nleaves = "stone"\ninto = "graveyard"\n',
     "counters(w, '+1/+1') == 1 and not has_ability(w, 'haste') and not can_attack(w)"),
])
def test_riots_counter_that_cannot_be_put_gives_haste(write_model, before, expr):
    """702.136a, Ravager Wurm ruling 2: the counter chosen but not put, 'if you don't, it gains haste';
    with the ban gone, the counter as usual."""
    text = BAN.replace("KINDS", "") + before + '[[event]]\nenters = "w"\nriot = "counter"\nlabel = "in"\n'
    assert claim_verdict(write_model, text, expr, at="in") == "proved"


def test_a_loyalty_ability_beside_a_ban_is_refused(write_model, run_cli):
    """606.4: a loyalty cost puts or removes loyalty counters; where they can't be put: not modelled."""
    text = BAN.replace("KINDS", "") + '''
[[object]]
id = "pw"
card = "Tezzeret the Seeker"

[[loyalty]]
id = "plus"
source = "pw"
cost = "+1"
''' + claim("on_battlefield(bear)")
    refused_in_one_line(run_cli, write_model(text), 44, "a loyalty ability beside")


def test_a_ban_on_its_own_object_entering_is_refused(write_model, run_cli):
    """614.12 names the replacement effects that see a permanent as it enters; whether its own
    "can't have counters" stops those it enters with is not modelled."""
    text = BAN.replace("KINDS", "").replace('id = "stone"\ncard = "Test Ward Stone"',
                                            'id = "stone"\ncard = "Test Ward Stone"\nzone = "hand"') + \
        '[[event]]\nenters = "stone"\n' + claim("on_battlefield(stone)")
    refused_in_one_line(run_cli, write_model(text), 40, "'stone' enters with")
