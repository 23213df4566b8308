"""Permanents entering at the same time: one event, one point (`[[event]] together`).

What enters with another is not on the battlefield as the other enters: no replacement
effect of one applies to the other (614.12), none can copy another (707.5: an event naming
such a copy is impossible, refused with its line), yet the enters triggers checked after
the event see them all, one instance each (603.6a, 603.2c), and the continuous effects of
each apply to all once they are there (the state-based actions look after the event,
704.3).  The bundled scenarios zones_entering_together.toml and
copies_entering_together.toml hold the rulings; the reference plays such events apart from
`verifier.rules` (test_reference_differential.py).  What is refused names its line."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "elves"
card = "Llanowar Elves"

[[object]]
id = "clone"
card = "Clone"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "anthem"
card = "Glorious Anthem"

[[object]]
id = "rune"
card = "Rune of Flight"
attached_to = "bears"
'''


def test_a_copy_of_an_object_entering_with_it_is_impossible(write_model, run_cli):
    """707.5: the Clone chooses among the permanents there as it enters; the Bears entering
    with it are not (the Clone ruling): the history is possible in no order."""
    text = BOARD + '[[event]]\nenters = "clone"\nas_copy_of = "bears"\ntogether = ["bears"]\n'
    refused_in_one_line(run_cli, write_model(text + claim("power(clone) == 2")), 25,
                        "'clone' cannot enter as a copy here: what it copies is not on the battlefield then (707.5)")


def test_it_may_copy_what_was_there_before(write_model):
    text = BOARD + '[[event]]\nenters = "clone"\nas_copy_of = "elves"\ntogether = ["bears"]\nlabel = "in"\n'
    # (the Elves, 1/1, and the Anthem there: a 2/2)
    expr = "power(clone) == 2 and can_copy(clone, elves) and not can_copy(clone, bears)"
    assert claim_verdict(write_model, text, expr, at="in") == "proved"
    assert claim_verdict(write_model, text, "can_copy(clone, bears)", at="in") == "refuted"


def test_an_anthem_entering_with_a_creature_applies_once_both_are_there(write_model):
    """613, 704.3: the Anthem's effect applies to the Bears entering with it as soon as
    both are on the battlefield, and the state-based actions look after the event."""
    text = BOARD + '[[event]]\nenters = "anthem"\ntogether = ["bears"]\n'
    assert claim_verdict(write_model, text, "power(bears) == 3 and power(elves) == 2") == "proved"


def test_the_events_options_are_its_own_objects(write_model):
    """`tapped` says how the event's own object enters; those entering with it enter
    untapped (nothing makes them enter tapped)."""
    text = BOARD + '[[event]]\nenters = "bears"\ntapped = true\ntogether = ["anthem"]\n'
    assert claim_verdict(write_model, text, "is_tapped(bears) and not is_tapped(anthem)") == "proved"


@pytest.mark.parametrize("event, line, message", [
    ('leaves = "elves"\ntogether = ["bears"]', 29, "'together' names the objects entering at the same time"),
    ('enters = "clone"\ntogether = ["bears"]\ngroup = "g"', 29, "as one event of a group left open"),
    ('enters = "clone"\ntogether = ["rune"]', 29, "an Aura entering at the same time as other objects"),
    ('enters = "clone"\ntogether = ["nobody"]', 29, "event names unknown object 'nobody'"),
    ('enters = "clone"\ntogether = ["clone"]', 29, "'clone' is named twice"),
    ('enters = "clone"\ntogether = ["bears"]\n[[event]]\nenters = "bears"', 31, "'bears' enters twice"),
])
def test_what_is_refused(event, line, message, write_model, run_cli):
    text = BOARD.replace('[[object]]\nid = "bears"', '[[object]]\nid = "bears"\nzone = "hand"\nowner = "you"') \
        .replace('attached_to = "bears"', 'attached_to = "elves"')
    refused_in_one_line(run_cli, write_model(text + "[[event]]\n" + event + "\n" + claim("power(elves) == 1")), line,
                        message)


def test_can_copy_asks_about_an_object_that_may_enter_as_a_copy(write_model, run_cli):
    text = BOARD + '[[event]]\nenters = "bears"\n'
    code, _, err = run_cli("check", write_model(text + claim("can_copy(elves, bears)")))
    assert code == 2 and "'elves' has no ability to enter as a copy" in err
