"""Assist (702.132a): another player pays some of the generic mana of a spell's total cost
(after cost changes, 601.2f), never its coloured symbols, with permanents that player taps for
mana; what it taps and does not spend stays in its own pool (106.4).  The rulings are
`models/scenarios/casting_assist_*.toml` (Bloodborn Scoundrels); what is not read is refused
with its line."""
import pytest

from conftest import claim_verdict, examples, MODELS
from test_casting import refusal

SCENARIO = (MODELS / "scenarios" / "casting_assist_bloodborn_scoundrels.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
CAST = 'cast = "scoundrels"\nassisted_by = "opponent"\nassist_at_most = 7'


def test_the_helper_pays_what_the_event_says(write_model):
    """assist = N: exactly N of the generic mana; the caster's Swamp pays the {B}."""
    text = HISTORY.replace(CAST, 'cast = "scoundrels"\nassisted_by = "opponent"\nassist = 6')
    assert claim_verdict(write_model, text, "assisted(scoundrels) == 6 and tapped_to_cast(scoundrels, 'my-swamp')",
                         at="cast") == "proved"


def test_nothing_assisted_before_the_cast(write_model):
    text = HISTORY.replace('[[event]]\nturn = "you"\n', '[[event]]\nturn = "you"\nlabel = "start"\n')
    assert claim_verdict(write_model, text, "assisted(scoundrels) == 0", at="start") == "proved"


def test_the_helper_may_tap_more_than_it_pays(write_model):
    """106.4: a seventh Swamp tapped by the helper is left in its pool: possible, not forced."""
    assert claim_verdict(write_model, HISTORY, "not tapped_to_cast(scoundrels, 'their-swamp-7')", at="cast",
                         expect="refuted") == "refuted"


def test_more_than_the_generic_part_is_impossible(write_model):
    """702.132a: the helper pays generic mana only: 7 of a {6}{B} total cost can't be paid."""
    err = refusal(write_model, HISTORY.replace(CAST, 'cast = "scoundrels"\nassisted_by = "opponent"\nassist = 7'))
    assert "can't pay the cost of 'scoundrels'" in err.message and err.line > 0, err.message


def test_the_caster_s_coloured_part_can_t_be_helped(write_model):
    """702.132a: without a black source of its own the caster can't cast it, whatever the helper has."""
    text = HISTORY.replace('[[object]]\nid = "my-swamp"\ncard = "Swamp"\n', '[[object]]\nid = "my-swamp"\n'
                           'card = "Swamp"\ncontroller = "opponent"\n')
    err = refusal(write_model, text)
    assert "can't pay the cost of 'scoundrels'" in err.message, err.message


def test_the_helper_s_leftover_mana_is_not_the_caster_s(write_model):
    """106.4: mana the helper tapped and did not spend (its seventh Swamp's) stays in the helper's
    pool: with two Islands the caster can't pay Essence Scatter ({2}{U} with the Sphere) in the same
    step; with three it can."""
    islands = "".join(f'[[object]]\nid = "island-{i}"\ncard = "Island"\n\n' for i in (1, 2))
    text = HISTORY.replace('[[object]]\nid = "scoundrels"', islands + '[[object]]\nid = "scatter"\n'
                           'card = "Essence Scatter"\nzone = "hand"\n\n[[object]]\nid = "scoundrels"')
    ok = text.replace('[[object]]\nid = "scatter"', '[[object]]\nid = "island"\ncard = "Island"\n\n'
                      '[[object]]\nid = "scatter"')
    ok += '\n[[event]]\ncast = "scatter"\ntargets = ["scoundrels"]\nlabel = "countering"\n'
    assert claim_verdict(write_model, ok, "is_tapped(island) and is_tapped('island-1') and is_tapped('island-2')",
                         at="countering") == "proved"
    err = refusal(write_model, text + '\n[[event]]\ncast = "scatter"\ntargets = ["scoundrels"]\n')
    assert "can't pay the cost of 'scatter'" in err.message, err.message


@pytest.mark.parametrize("old, new, message", [
    (CAST, 'cast = "scoundrels"\nassisted_by = "you"\nassist = 1', "assist has another player help pay"),
    (CAST, 'cast = "scoundrels"\nassisted_by = "opponent"', "say how much generic mana the helper pays"),
    (CAST, CAST + '\nassist = 2', "say how much generic mana the helper pays"),
    (CAST, 'cast = "scoundrels"\nassist = 2', "'assist' goes with assisted_by"),
    (CAST, CAST + '\nfree = true', "without paying its mana cost with assist is not modelled"),
    (CAST, CAST + '\n\n[[event]]\ntap = "their-swamp-1"\nassisted_by = "opponent"', "it goes with cast"),
    ('card = "Bloodborn Scoundrels"', 'card = "Grizzly Bears"', "has no assist ability"),
    ('[[object]]\nid = "my-swamp"', '[[object]]\nid = "ziggurat"\ncard = "Ancient Ziggurat"\n\n[[object]]\n'
                                    'id = "my-swamp"', "beside an assisted cast (702.132a) is not modelled"),
])
def test_what_assist_does_not_read_is_refused(old, new, message, write_model):
    assert old in HISTORY, old
    err = refusal(write_model, HISTORY.replace(old, new, 1))
    assert message in str(err), str(err)
    assert err.line > 0


def test_can_cast_of_a_spell_with_assist_is_refused(write_model):
    """Whether another player would help is no choice of the caster's: can_cast is refused."""
    from verifier.errors import ModelError
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, HISTORY, "can_cast(scoundrels)")
    assert "with assist (702.132a) is not modelled" in str(err.value)


# -- against the reference ------------------------------------------------------------------

from dataclasses import replace  # noqa: E402

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from test_reference_casting import G, _board, _changers, _object, check  # noqa: E402
from verifier.model import Event, mana_value_of  # noqa: E402

B = "{T}: Add {B}"


def _with_cost(o):
    """The object with the mana value its mana cost gives it (202.3), as the loader sets it."""
    return replace(o, printed=replace(o.printed, mana_value=mana_value_of(o.printed.mana_cost or "") or 0))


@st.composite
def assist_histories(draw):
    """A creature card with assist in your hand; a few lands of yours and of the opponent's
    (Swamps, Forests), perhaps a cost changer; a turn, then a cast with the opponent's help,
    exactly N or up to N, perhaps another cast of yours in the same step (an instant {1}{B},
    106.4: each player's pool its own)."""
    cost = draw(st.sampled_from(("{3}{B}", "{2}{B}{B}", "{4}", "{1}{G}")))
    spell = _object("s", ("creature",), abilities=("Assist",), mana_cost=cost, zone="hand", power=2, toughness=2)
    objects = [spell]
    for who in ("you", "opponent"):
        for i in range(draw(st.integers(0, 4))):
            objects.append(_object(f"l{who[0]}{i}", ("land",), who, (draw(st.sampled_from((B, B, G))),), power=0,
                                   toughness=0))
    changes = ()
    for c in draw(st.lists(st.sampled_from(("helm", "arbiter")), max_size=1)):
        o, changes = _changers()[c]
        objects.append(replace(o, controller=draw(st.sampled_from(("you", "opponent")))))
    events = [Event("turn", "you")]
    exact = draw(st.booleans())
    n = draw(st.integers(0, 5))
    events.append(Event("cast", "s", assisted_by="opponent", assist=n if exact else None,
                        assist_at_most=None if exact else n))
    sc = _board([_with_cost(o) for o in objects], [], events)
    return replace(sc, cost_changes=changes), [o.id for o in objects if o.id.startswith("l")]


@settings(max_examples=examples(75), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_assist_matches_the_reference(data):
    """What the helper pays, what each player taps for the cast, and whether it can happen at all:
    the verifier's values against the reference's."""
    sc, lands = data.draw(assist_histories())
    if not lands:
        lands = ["s"]
    o = data.draw(st.sampled_from(lands))
    text = data.draw(st.sampled_from(("assisted(s)", "assisted(s)", f"tapped_to_cast(s, {o})", f"is_tapped({o})",
                                      "in_zone(s, 'stack')")))
    if o == "s" and "tapped" in text:
        text = "assisted(s)"
    check(sc, text, data.draw(st.sampled_from([e.label for e in sc.events])))


def test_the_snow_mana_spent_on_an_assisted_cast_is_refused(write_model):
    """601.2h, 702.132a: which of the two players' mana paid which symbol is not followed, so
    `snow_spent` of an assisted cast is refused with the cast's line, not answered."""
    from verifier.errors import ModelError
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, HISTORY, "snow_spent(scoundrels) == 0", at="cast")
    assert "assist, convoke or improvise" in err.value.message and err.value.line > 0
