"""Impending (702.176a) on a generated card is refused: its third ability ("as long as this permanent's impending
cost was paid and it has a time counter on it, it's not a creature") asks for the time counters the board lists
(122.1), which a stated fact was believed against (draw 15's audit: an Overlord stated "paid, with a time counter"
beside a board with none was no creature).  A hand-written model may still state the fact: it is refused beside an
event that may change the time counters.  The first test is skipped where the `cards` extra is not installed."""
import importlib.util

import pytest

from verifier.cards import oracle

OVERLORD = "Overlord of the Mistmoors"  # Impending 4—{2}{W}{W}; an Enchantment Creature 6/6
PAID = "its impending cost was paid and it has a time counter on it"


@pytest.mark.skipif(importlib.util.find_spec("phase") is None or not oracle.available(), reason="no cards extra")
def test_a_generated_impending_card_is_refused_naming_its_line():
    from verifier.cards.table import generate
    text, refusals = generate(OVERLORD)
    assert text is None and len(refusals) == 1
    assert "Impending 4—{2}{W}{W}" in refusals[0] and "enters with" in refusals[0]


_CARD = ('[[card]]\nname = "Impending Horror"\ntypes = ["enchantment", "creature"]\npower = 6\ntoughness = 6\n\n'
         '[[card.static]]\nability = "impending"\ncondition = "%s"\naffects = { self = true }\n'
         'layer4 = { remove_types = ["creature"] }\n\n' % PAID)


def _scenario(paid: bool, events: str = "") -> str:
    return ('[scenario]\nturn = "you"\nconditions = { "%s" = %s }\n\n%s[[object]]\nid = "o"\ncard = "Impending Horror"\n'
            'counters = { time = 4 }\n\n%s[[claim]]\nid = "c"\nexpr = "has_type(o, \'creature\')"\n'
            'expect = "%s"\n') % (PAID, "true" if paid else "false", _CARD, events, "refuted" if paid else "proved")


@pytest.mark.parametrize("paid", [True, False])
def test_a_hand_written_impending_fact_holds_as_stated(paid, write_model, run_cli):
    code, out, err = run_cli("check", write_model(_scenario(paid)))
    assert code == 0 and "1 ok" in out, out + err


def test_an_event_that_may_remove_the_last_time_counter_is_refused(write_model, run_cli):
    # the stated fact would go stale once a time counter is removed (702.176a: its end step trigger)
    events = '[[event]]\nremove_counters = "o"\ncounters = { time = 4 }\n\n'
    code, out, err = run_cli("check", write_model(_scenario(True, events)))
    assert code == 2 and "a fact about the time counters on a permanent" in err, out + err
