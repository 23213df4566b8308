"""Assist (702.132a): another player pays some of the generic mana of a spell's total cost
(after cost changes, 601.2f), never its coloured symbols, with permanents that player taps for
mana; what it taps and does not spend stays in its own pool (106.4).  The rulings are
`models/scenarios/casting_assist_*.toml` (Bloodborn Scoundrels); what is not read is refused
with its line."""
import pytest

from conftest import MODELS, claim_verdict
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
