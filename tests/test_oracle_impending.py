"""Impending (702.176a) on a generated card: its third ability, "as long as this permanent's
impending cost was paid and it has a time counter on it, it's not a creature", a static ability
under a fact the scenario states; the fact refused beside an event that may change the time
counters, and a cast refused beside the alternative cost the model does not follow.  Skipped
where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.keywords import IMPENDING_PAID  # noqa: E402
from verifier.cards.table import generate  # noqa: E402

OVERLORD = "Overlord of the Mistmoors"  # Impending 4—{2}{W}{W}; an Enchantment Creature 6/6


def test_impending_is_a_static_ability_under_a_stated_fact():
    text, refusals = generate(OVERLORD)
    assert refusals == []
    card = tomllib.loads(text)["card"][0]
    assert "Impending 4—{2}{W}{W}" in card["abilities"]
    assert card["static"] == [{"ability": OVERLORD, "condition": IMPENDING_PAID, "affects": {"self": True},
                               "layer4": {"remove_types": ["creature"]}}]
    assert "not followed: impending's alternative cost, its 4 time counters" in text


def _scenario(paid, events=""):
    return ('[scenario]\nturn = "you"\nconditions = { "%s" = %s }\n\n[[object]]\nid = "o"\ncard = "%s"\n'
            'counters = { time = 4 }\n\n%s[[claim]]\nid = "c"\nexpr = "has_type(o, \'creature\')"\n'
            'expect = "%s"\n') % (IMPENDING_PAID, "true" if paid else "false", OVERLORD, events,
                                   "refuted" if paid else "proved")


@pytest.mark.parametrize("paid", [True, False])
def test_not_a_creature_while_its_impending_cost_was_paid(paid, write_model, run_cli):
    # 702.176a: cast for its impending cost, with time counters, it is an enchantment and no creature
    code, out, err = run_cli("check", write_model(_scenario(paid)))
    assert code == 0 and "1 ok" in out, out + err


def test_an_event_that_may_remove_the_last_time_counter_is_refused(write_model, run_cli):
    # the stated fact would go stale once a time counter is removed (702.176a: its end step trigger)
    events = '[[event]]\nremove_counters = "o"\ncounters = { time = 4 }\n\n'
    code, out, err = run_cli("check", write_model(_scenario(True, events)))
    assert code == 2 and "a fact about the time counters on a permanent" in err, out + err


def test_a_cast_beside_impending_is_refused(write_model, run_cli):
    # 702.176a, 118.9: cast for its impending cost is an alternative cost the model does not follow
    scenario = ('[scenario]\nturn = "you"\nconditions = { "%s" = false }\n\n[[object]]\nid = "o"\ncard = "%s"\n'
                'zone = "hand"\n\n' % (IMPENDING_PAID, OVERLORD) +
                "".join(f'[[object]]\nid = "p{i}"\ncard = "Plains"\n\n' for i in range(7)) +
                '[[event]]\nstep = "main"\n\n[[claim]]\nid = "c"\nexpr = "can_cast(o)"\nexpect = "proved"\n')
    code, out, err = run_cli("check", write_model(scenario))
    assert code == 2 and "'Impending 4—{2}{W}{W}' changes how spells are cast" in err, out + err
