"""An activation cost that sacrifices a permanent of a kind ("Sacrifice a creature", 602.2b,
701.21a, 601.2h): the activation names it with `sacrificed`; legal only for a permanent of that
kind its activator controls as the cost is paid, the source itself too unless the text says
"another"; can_activate weighs whether one exists (118.3).  Table tests with outcomes read from
the rules, refusals, and a random differential against the reference (tests/reference/activating.py)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples
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
    (['activate = "act"\nsacrificed = ["bear"]\ngroup = "g"', 'tap = "forest"\ngroup = "g"'], "not put in a group"),
])
def test_what_is_refused(history, message, write_model):
    err = refusal(write_model, board("Sacrifice a creature") + events('turn = "you"', *history))
    assert message in str(err) and err.line > 0, str(err)


def test_sacrificed_where_the_cost_sacrifices_none_is_refused(write_model):
    err = refusal(write_model, board("{1}") + events('turn = "you"', 'activate = "act"\nsacrificed = ["bear"]'))
    assert "whose cost sacrifices a permanent of a kind" in err.message and err.line > 0


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


@settings(max_examples=examples(40), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_sacrifice_costs_match_the_reference(data):
    sc = data.draw(sacrifice_histories())
    if len(sc.events) == 1:
        check(sc, f"can_activate(golem, '{sc.abilities[0].ability}')", "e0")
    else:
        check(sc, data.draw(st.sampled_from(("on_battlefield(crate)", "on_battlefield(golem)"))), None)


# -- a spell's mandatory additional cost (601.2b, 601.2f-h, 118.8) -------------------------------------

ADDITIONAL = "As an additional cost to cast this spell, sacrifice a creature."


def spell_board(extra: str = "") -> str:
    """A test instant with the additional cost in your hand, a Forest, your bear, your golem, the
    opponent's bear (board above, the altar unused)."""
    return board("{1}").replace("[[ability]]", f'''[[card]]
name = "Offering"
mana_cost = "{{G}}"
types = ["instant"]
abilities = ["{ADDITIONAL}"]

[[object]]
id = "offering"
card = "Offering"
zone = "hand"
{extra}
[[ability]]''')


@pytest.mark.parametrize("sacrificed, possible", [
    ("bear", True), ("golem", True), ("their-bear", False), ("forest", False),
])
def test_which_permanent_pays_the_additional_cost(sacrificed, possible, write_model):
    history = events('turn = "you"', f'cast = "offering"\nsacrificed = ["{sacrificed}"]\nlabel = "cast"')
    if possible:  # (the Forest tapped for {G}, the creature gone, the spell on the stack)
        assert claim_verdict(write_model, spell_board() + history, f"not on_battlefield('{sacrificed}') and "
                             "is_tapped(forest) and in_zone(offering, 'stack')", at="cast") == "proved"
    else:
        err = refusal(write_model, spell_board() + history)
        assert f"{sacrificed!r} can't be sacrificed for the additional cost of 'offering'" in err.message and \
            err.line > 0


def test_can_cast_weighs_the_additional_cost(write_model):
    """118.3, 601.2h: with a creature of its caster's, it can be cast; with none, it can't (the
    opponent's bear is not one to sacrifice)."""
    start = events('turn = "you"\nlabel = "start"')
    assert claim_verdict(write_model, spell_board() + start, "can_cast(offering)", at="start") == "proved"
    alone = spell_board().replace('id = "bear"\ncard = "Grizzly Bears"\n', 'id = "bear"\ncard = "Forest"\n')
    alone = alone.replace('id = "golem"\ncard = "Golem"', 'id = "golem"\ncard = "Forest"')
    assert claim_verdict(write_model, alone + start, "not can_cast(offering)", at="start") == "proved"


@pytest.mark.parametrize("cast, message", [
    ('cast = "offering"', "has the additional cost"),
    ('cast = "offering"\nsacrificed = ["offering"]', "another object of the scenario"),
    ('cast = "offering"\nsacrificed = ["bear", "golem"]', "name the one permanent"),
    ('cast = "offering"\nsacrificed = ["bear"]\nsacrificed_for_mana = ["golem"]', "beside an additional cost"),
])
def test_what_a_cast_is_refused(cast, message, write_model):
    err = refusal(write_model, spell_board() + events('turn = "you"', cast))
    assert message in str(err) and err.line > 0, str(err)


def test_sacrificed_on_a_cast_of_a_card_without_the_cost_is_refused(write_model):
    text = spell_board().replace(ADDITIONAL, SCRY)
    err = refusal(write_model, text + events('turn = "you"', 'cast = "offering"\nsacrificed = ["bear"]'))
    assert "it goes with the activation of an [[ability]] or the cast of a card" in err.message


@st.composite
def additional_cost_histories(draw):
    """A spell s0 in a player's hand (an instant or a creature, {G} or {1}) with an additional cost
    sacrificing a creature, an artifact or a permanent; a crate of a random type and controller, two
    lands; perhaps s0 cast, sacrificing the crate, a land or s0 itself (impossible)."""
    first = draw(st.sampled_from(PLAYERS))
    objects: dict = {}
    lands = draw_lands(draw, objects, st.sampled_from((first, first, "opponent")), 2)
    kind = draw(st.sampled_from(("creature", "artifact", "permanent")))
    text = f"As an additional cost to cast this spell, sacrifice a{'n' if kind == 'artifact' else ''} {kind}."
    caster = draw(st.sampled_from((first, first, "opponent")))
    objects["s0"] = _object("s0", (draw(st.sampled_from(("instant", "creature"))),), caster, (text,),
                            mana_cost=draw(st.sampled_from(("{G}", "{1}"))), owner=caster, zone="hand")
    objects["crate"] = _object("crate", (draw(st.sampled_from(("creature", "artifact", "enchantment"))),),
                               draw(st.sampled_from((caster, caster, "opponent" if caster == "you" else "you"))))
    events = [Event("turn", first)]
    if draw(st.booleans()):  # (else can_cast is asked of the board alone)
        c = draw(st.sampled_from(("crate", "crate", lands[0])))
        events += [Event("cast", "s0", sacrificed=(c,)),
                   Event("leaves", c, into="graveyard", cost_of="s0", second=True)]
    mana = {a for o in objects.values() for a in o.printed.abilities if a.startswith("{T}: Add")}
    sc = Scenario(path="<sacrifice>", name="random additional cost", objects=objects, effects={}, order=[],
                  first_turn=first, mana_abilities=mana_abilities(mana), tracks_zones=True)
    return sc.with_events(tuple(replace(e, label=f"e{i}") for i, e in enumerate(events)))


@settings(max_examples=examples(60), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_additional_costs_match_the_reference(data):
    sc = data.draw(additional_cost_histories())
    if len(sc.events) == 1:
        check(sc, "can_cast(s0)", "e0")
    else:
        check(sc, data.draw(st.sampled_from(("on_battlefield(crate)", "in_zone(s0, 'stack')"))), None)


def test_the_sacrificed_creature_dies_as_the_spell_is_cast(write_model):
    """601.2h-i, 701.21a: the creature sacrificed for the additional cost dies as the cost is paid,
    so its dies trigger triggers there; the spell is on the stack."""
    text = spell_board().replace('card = "Grizzly Bears"\n\n[[object]]\nid = "their-bear"', '''card = "Dying Bear"

[[card]]
name = "Dying Bear"
types = ["creature"]
power = 2
toughness = 2
abilities = ["When this creature dies, you gain 1 life."]

[[trigger]]
id = "gain"
source = "bear"
ability = "When this creature dies, you gain 1 life."
when = "dies"
of = { self = true }
gain_life = 1

[[object]]
id = "their-bear"''')
    history = events('turn = "you"', 'cast = "offering"\nsacrificed = ["bear"]\nlabel = "cast"')
    assert claim_verdict(write_model, text + history, "triggered('gain') and in_zone(bear, 'graveyard') and "
                         "in_zone(offering, 'stack')", at="cast") == "proved"


def test_tapped_for_mana_then_sacrificed(write_model):
    """601.2g before 601.2h: the only source of {G}, an Elf, taps for mana and is then sacrificed
    for the additional cost of the same spell."""
    text = spell_board().replace('id = "forest"\ncard = "Forest"', 'id = "elf"\ncard = "Llanowar Elves"')
    history = events('turn = "you"', 'cast = "offering"\nsacrificed = ["elf"]\nlabel = "cast"')
    assert claim_verdict(write_model, text + history, "tapped_to_cast(offering, elf) and in_zone(elf, 'graveyard')",
                         at="cast") == "proved"


@pytest.mark.parametrize("cost, key", [(ADDITIONAL, "sacrificed"),
                                       ("As an additional cost to cast this spell, discard a card.", "discarded")])
def test_cast_by_its_back_face_the_front_face_cost_is_not_owed(cost, key, write_model):
    """712.11c: cast by its back face, only that face's text counts: no sacrifice or discard is owed
    (and naming one is refused), and can_cast does not ask for one."""
    text = spell_board().replace(f'abilities = ["{ADDITIONAL}"]\n', f'''abilities = ["{cost}"]
layout = "modal_dfc"

[card.back]
name = "Offering Back"
mana_cost = "{{G}}"
types = ["instant"]
abilities = ["{SCRY}"]
''')
    alone = text.replace('id = "bear"\ncard = "Grizzly Bears"\n', 'id = "bear"\ncard = "Forest"\n').replace(
        'id = "golem"\ncard = "Golem"', 'id = "golem"\ncard = "Forest"')
    assert claim_verdict(write_model, alone + events('turn = "you"\nlabel = "start"'),
                         "not can_cast_by(offering, 'front') and can_cast_by(offering, 'back')", at="start") == "proved"
    assert claim_verdict(write_model, text + events('turn = "you"', 'cast = "offering"\nface = "back"\nlabel = "cast"'),
                         "on_battlefield(bear) and in_zone(offering, 'stack')", at="cast") == "proved"
    err = refusal(write_model, text + events('turn = "you"', f'cast = "offering"\nface = "back"\n{key} = ["bear"]'))
    assert f"'{key}' names the" in err.message and err.line > 0
