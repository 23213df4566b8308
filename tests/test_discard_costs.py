"""A spell's additional cost of a discard ("As an additional cost to cast this spell, discard a
card.", 118.8, 601.2h, 701.9a): the cast names the card with `discarded`; legal only for a card of
the kind asked in its caster's hand, never the spell's own card (601.2a); can_cast weighs whether
one exists (118.3).  Table tests with outcomes read from the rules, refusals, and a random
differential against the reference (tests/reference/casting.py)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples
from test_casting import events, refusal
from test_reference_casting import PLAYERS, _object, check, draw_lands, mana_abilities
from verifier.model import Event, Scenario
from verifier.rules import discard_costs


def board(cost: str = "discard a card") -> str:
    """A creature card in your hand costing {R} and `cost`; in your hand a Shock and a Forest card,
    in the opponent's a Shock; a Mountain."""
    return f'''[scenario]
name = "additional discard"
turn = "you"

[[card]]
name = "Priced"
mana_cost = "{{R}}"
types = ["creature"]
power = 1
toughness = 1
abilities = ["As an additional cost to cast this spell, {cost}."]

[[object]]
id = "priced"
card = "Priced"
zone = "hand"

[[object]]
id = "shock"
card = "Shock"
zone = "hand"

[[object]]
id = "forest-card"
card = "Forest"
zone = "hand"

[[object]]
id = "their-shock"
card = "Shock"
zone = "hand"
owner = "opponent"

[[object]]
id = "mountain"
card = "Mountain"
'''


def test_the_cost_read():
    assert discard_costs.additional(["As an additional cost to cast this spell, discard a card."]) == ""
    assert discard_costs.additional(["As an additional cost to cast this spell, discard a creature card."]) == \
        "creature"
    assert discard_costs.additional(["As an additional cost to cast this spell, discard two cards."]) is None


@pytest.mark.parametrize("cost, discarded, possible", [
    ("discard a card", "shock", True),
    ("discard a card", "forest-card", True),
    ("discard a card", "their-shock", False),   # (the opponent's hand is not its caster's, 400.3)
    ("discard a card", "mountain", False),      # (on the battlefield, not in a hand)
    ("discard a land card", "forest-card", True),
    ("discard a land card", "shock", False),    # (not of the type asked)
])
def test_which_card_pays(cost, discarded, possible, write_model):
    history = events('step = "main"', f'cast = "priced"\ndiscarded = ["{discarded}"]\nlabel = "cast"')
    if possible:
        assert claim_verdict(write_model, board(cost) + history, f"in_zone('{discarded}', 'graveyard') and "
                             "is_tapped(mountain)", at="cast") == "proved"
    else:
        err = refusal(write_model, board(cost) + history)
        assert f"{discarded!r} can't be discarded for the additional cost of 'priced'" in err.message and \
            err.line > 0


@pytest.mark.parametrize("cost, expect", [("discard a card", True), ("discard a land card", True),
                                          ("discard an artifact card", False)])
def test_can_cast_weighs_the_discard(cost, expect, write_model):
    claim = "can_cast(priced)" if expect else "not can_cast(priced)"
    assert claim_verdict(write_model, board(cost) + events('step = "main"\nlabel = "start"'), claim,
                         at="start") == "proved"


@pytest.mark.parametrize("history, message", [
    (['cast = "priced"'], "name the one card its caster discards"),
    (['cast = "priced"\ndiscarded = ["priced"]'], "another object of the scenario"),
    (['cast = "priced"\ndiscarded = ["shock", "forest-card"]'], "name the one card"),
    (['tap = "mountain"\ndiscarded = ["shock"]'], "it goes with the cast of a card with that cost"),
])
def test_what_is_refused(history, message, write_model):
    err = refusal(write_model, board() + events('step = "main"', *history))
    assert message in str(err) and err.line > 0, str(err)


@st.composite
def discard_histories(draw):
    """A creature card s0 costing {R} or {1} and a discard (any card, or a land card) in a player's
    hand; a card x in some hand (a land or an instant); two lands; perhaps s0 cast discarding x,
    s0 itself or a land on the battlefield."""
    first = draw(st.sampled_from(PLAYERS))
    objects: dict = {}
    lands = draw_lands(draw, objects, st.sampled_from((first, first, "opponent")), 2)
    kind = draw(st.sampled_from(("", "land ")))
    objects["s0"] = _object("s0", ("creature",), first,
                            (f"As an additional cost to cast this spell, discard a {kind}card.",),
                            mana_cost=draw(st.sampled_from(("{R}", "{1}"))), owner=first, zone="hand")
    owner = draw(st.sampled_from((first, first, "opponent" if first == "you" else "you")))
    objects["x"] = _object("x", (draw(st.sampled_from(("land", "instant"))),), owner, owner=owner, zone="hand")
    events = [Event("turn", first)]
    if draw(st.booleans()):
        h = draw(st.sampled_from(("x", "x", "s0", lands[0])))
        events += [Event("cast", "s0", discarded=(h,)), Event("moves", h, into="graveyard", cost_of="s0", second=True)]
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<discard>", name="random additional discard", objects=objects, effects={}, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana), tracks_zones=True)
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


@settings(max_examples=examples(50), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_discard_costs_match_the_reference(data):
    sc = data.draw(discard_histories())
    if len(sc.events) == 1:
        check(sc, "can_cast(s0)", "e0")
    else:
        check(sc, data.draw(st.sampled_from(("in_zone(x, 'graveyard')", "in_zone(s0, 'stack')"))), None)
