"""An activation cost that sacrifices a permanent of a kind ("Sacrifice a creature", 602.2b,
701.21a, 601.2h): the activation names it with `sacrificed`; legal only for a permanent of that
kind its activator controls as the cost is paid, the source itself too unless the text says
"another"; can_activate weighs whether one exists (118.3).  Table tests with outcomes read from
the rules, refusals, and a random differential against the reference (tests/reference/activating.py)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict
from test_casting import events, refusal
from test_reference_casting import PLAYERS, _object, check, draw_lands, mana_abilities
from verifier.model import ActivatedAbility, Event, Scenario
from verifier.rules import sacrifice_costs

SCRY = "Scry 1."


def board(cost: str, altar_types: str = '["artifact"]') -> str:
    """An altar whose ability costs `cost`; your bear, the opponent's bear, your Forest, your golem
    (an artifact creature)."""
    return f'''[scenario]
name = "sacrifice costs"
turn = "you"

[[card]]
name = "Altar"
types = {altar_types}
power = 1
toughness = 1
abilities = ["{cost}: {SCRY}"]

[[card]]
name = "Golem"
types = ["artifact", "creature"]
power = 2
toughness = 2

[[object]]
id = "altar"
card = "Altar"

[[object]]
id = "bear"
card = "Grizzly Bears"

[[object]]
id = "their-bear"
card = "Grizzly Bears"
controller = "opponent"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "golem"
card = "Golem"

[[ability]]
id = "act"
source = "altar"
ability = "{cost}: {SCRY}"
effects = []
'''


@pytest.mark.parametrize("text, kind, another", [
    ("Sacrifice a creature", ("creature",), False),
    ("Sacrifice another artifact", ("artifact",), True),
    ("Sacrifice a permanent", (), False),
    ("Sacrifice a nontoken creature", ("creature",), False),
])
def test_the_cost_read(text, kind, another):
    cost = sacrifice_costs.read(text)
    assert cost.kind.types == kind and cost.another == another and cost.text == text
    assert sacrifice_costs.read("Sacrifice this creature") is None and sacrifice_costs.read("Discard a card") is None


@pytest.mark.parametrize("cost, sacrificed, possible", [
    ("Sacrifice a creature", "bear", True),
    ("Sacrifice a creature", "golem", True),
    ("Sacrifice a creature", "their-bear", False),     # (701.21a: only what its controller controls)
    ("Sacrifice a creature", "forest", False),         # (not a creature)
    ("Sacrifice an artifact", "golem", True),
    ("Sacrifice an artifact", "bear", False),
    ("Sacrifice an artifact", "altar", True),          # (its source, of the kind: allowed)
    ("Sacrifice another artifact", "altar", False),    # ("another": never its source)
    ("Sacrifice another artifact", "golem", True),
    ("Sacrifice a permanent", "forest", True),
    ("{1}, Sacrifice a land", "forest", True),         # (tapped for mana first, then sacrificed: 601.2g-h)
])
def test_which_permanent_may_pay(cost, sacrificed, possible, write_model):
    history = events('turn = "you"', f'activate = "act"\nsacrificed = ["{sacrificed}"]\nlabel = "activated"')
    if possible:
        assert claim_verdict(write_model, board(cost) + history, f"not on_battlefield('{sacrificed}')",
                             at="activated") == "proved"
    else:
        err = refusal(write_model, board(cost) + history)
        assert f"{sacrificed!r} can't be sacrificed for" in err.message and "(602.2b, 701.21a)" in err.message and \
            err.line > 0


@pytest.mark.parametrize("cost, only, expect", [
    ("Sacrifice a creature", None, True),
    ("Sacrifice another artifact", "altar", False),  # (118.3: no other artifact to sacrifice)
    ("Sacrifice an artifact", "altar", True),        # (the altar itself)
    ("Sacrifice a land", "altar", False),
])
def test_can_activate_weighs_the_sacrifice(cost, only, expect, write_model):
    text = board(cost)
    if only:  # (the altar alone)
        text = text.split("[[object]]\nid = \"bear\"")[0] + text.split('card = "Golem"\n')[1]
    claim = f"can_activate(altar, '{cost}: {SCRY}')"
    assert claim_verdict(write_model, text + events('turn = "you"\nlabel = "start"'),
                         claim if expect else f"not {claim}", at="start") == "proved"


@pytest.mark.parametrize("history, message", [
    (['activate = "act"'], "name the one permanent sacrificed"),
    (['activate = "act"\nsacrificed = ["bear", "golem"]'], "name the one permanent sacrificed"),
    (['activate = "act"\nsacrificed = ["nobody"]'], "unknown object 'nobody'"),
    (['tap = "forest"\nsacrificed = ["bear"]'], "it goes with the activation"),
    (['activate = "act"\nsacrificed = ["bear"]', 'leaves = "bear"'], "leaves twice"),
])
def test_what_is_refused(history, message, write_model):
    err = refusal(write_model, board("Sacrifice a creature") + events('turn = "you"', *history))
    assert message in str(err) and err.line > 0, str(err)


def test_sacrificed_where_the_cost_sacrifices_none_is_refused(write_model):
    err = refusal(write_model, board("{1}") + events('turn = "you"', 'activate = "act"\nsacrificed = ["bear"]'))
    assert "it goes with the activation of an [[ability]] whose cost sacrifices a permanent of a kind" in err.message


# -- against the reference (tests/reference/activating.py), written from the CR apart ----------------

COSTS = ("Sacrifice a creature", "Sacrifice another creature", "{1}, Sacrifice an artifact",
         "{T}, Sacrifice a permanent", "Sacrifice another artifact")


@st.composite
def sacrifice_histories(draw):
    """A golem (creature or artifact) with one of COSTS, a crate of a random type and controller,
    two lands; perhaps the golem's ability activated, sacrificing one of them, and resolving."""
    first = draw(st.sampled_from(PLAYERS))
    objects: dict = {}
    lands = draw_lands(draw, objects, st.sampled_from((first, first, "opponent")), 2)
    text = draw(st.sampled_from(COSTS)) + ": " + SCRY
    objects["golem"] = _object("golem", (draw(st.sampled_from(("creature", "artifact"))),), first, (text,))
    objects["crate"] = _object("crate", (draw(st.sampled_from(("creature", "artifact", "enchantment"))),),
                               draw(st.sampled_from(PLAYERS)))
    events = [Event("turn", first)]
    if draw(st.booleans()):  # (else can_activate is asked of the board alone)
        c = draw(st.sampled_from(("golem", "crate", lands[0])))
        events += [Event("activate", "act", sacrificed=(c,)), Event("leaves", c, into="graveyard", second=True)]
        if draw(st.booleans()):
            events.append(Event("resolves", "act"))
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<sacrifice>", name="random sacrifice cost", objects=objects, effects={}, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana),
                  abilities=(ActivatedAbility("act", "golem", text, ()),))
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_sacrifice_costs_match_the_reference(data):
    sc = data.draw(sacrifice_histories())
    if len(sc.events) == 1:
        check(sc, f"can_activate(golem, '{sc.abilities[0].ability}')", "e0")
    else:
        check(sc, data.draw(st.sampled_from(("on_battlefield(crate)", "on_battlefield(golem)"))), None)
