"""A spell's additional cost of life ("As an additional cost to cast this spell, pay N life.",
118.8, 601.2f-h): paid with the cast, only up to its caster's life total (119.4, 118.3; 0
always).  Table tests with outcomes read from the rules, refusals, and a random differential
against the reference (tests/reference/casting.py)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples
from test_casting import events, refusal
from test_reference_casting import PLAYERS, _object, check, draw_lands, mana_abilities
from verifier.model import Event, Scenario
from verifier.rules import additional_life


def board(life: int, n: int, extra: str = "") -> str:
    """You at `life`, a Swamp, a creature card in your hand costing {B} and n life."""
    return f'''[scenario]
name = "additional life"
turn = "you"
life = {{ you = {life} }}

[[card]]
name = "Priced"
mana_cost = "{{B}}"
types = ["creature"]
power = 1
toughness = 1
abilities = ["As an additional cost to cast this spell, pay {n} life."{extra}]

[[object]]
id = "priced"
card = "Priced"
zone = "hand"

[[object]]
id = "swamp"
card = "Swamp"
'''


def test_the_cost_read():
    assert additional_life.life(["As an additional cost to cast this spell, pay 4 life.", "Flying"]) == 4
    assert additional_life.life(["As an additional cost to cast this spell, discard a card."]) == 0


@pytest.mark.parametrize("life, n, castable", [(5, 3, True), (3, 3, True), (2, 3, False), (1, 0, True)])
def test_only_up_to_the_life_total(life, n, castable, write_model):
    """119.4: a player can pay life only up to their life total (paying it down to 0 is allowed,
    and 0 life can always be paid)."""
    claim = "can_cast(priced)" if castable else "not can_cast(priced)"
    assert claim_verdict(write_model, board(life, n) + events('step = "main"\nlabel = "start"'), claim,
                         at="start") == "proved"


def test_paid_as_it_is_cast(write_model):
    text = board(5, 3) + events('cast = "priced"\nlabel = "cast"')
    assert claim_verdict(write_model, text, "life('you') == 2 and is_tapped(swamp)", at="cast") == "proved"
    err = refusal(write_model, board(2, 3) + events('cast = "priced"'))
    assert "can't pay the cost of 'priced'" in err.message and err.line > 0


def test_beside_what_forbids_paying_life_it_is_refused(write_model):
    """119.8: an ability saying life can't be paid changes whether the cost can be paid: refused."""
    text = board(5, 3) + '''
[[card]]
name = "Ward of Blood"
types = ["enchantment"]
abilities = ["Players can't pay life."]

[[object]]
id = "ward-of-blood"
card = "Ward of Blood"
''' + events('cast = "priced"')
    err = refusal(write_model, text)
    assert "changes how spells are cast or paid for" in err.message and err.line > 0


def test_with_assist_it_is_refused(write_model):
    text = board(5, 3, ', "Assist"') + events('cast = "priced"\nassisted_by = "opponent"\nassist = 0')
    err = refusal(write_model, text)
    assert "an additional cost of life is not modelled" in err.message and err.line > 0


@st.composite
def life_histories(draw):
    """A creature card s0 in a player's hand costing {G} or {1} and N life (0 to 4), the players'
    life totals 1 to 5, two lands; perhaps s0 cast."""
    first = draw(st.sampled_from(PLAYERS))
    objects: dict = {}
    draw_lands(draw, objects, st.sampled_from((first, first, "opponent")), 2)
    n = draw(st.integers(0, 4))
    objects["s0"] = _object("s0", ("creature",), first,
                            (f"As an additional cost to cast this spell, pay {n} life.",),
                            mana_cost=draw(st.sampled_from(("{G}", "{1}"))), owner=first, zone="hand")
    events = [Event("turn", first)] + ([Event("cast", "s0")] if draw(st.booleans()) else [])
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<life>", name="random additional life", objects=objects, effects={}, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana), tracks_zones=True,
                  life={p: draw(st.integers(1, 5)) for p in PLAYERS})
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_additional_life_matches_the_reference(data):
    sc = data.draw(life_histories())
    if len(sc.events) == 1:
        check(sc, "can_cast(s0)", "e0")
    else:
        check(sc, data.draw(st.sampled_from(("life('you')", "life('opponent')"))), None)
