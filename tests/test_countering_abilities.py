"""Countering an ability (701.6b): `resolves = "id"` with `countered = true` removes the
instance of a [[trigger]] or an [[ability]] on top of the stack; none of its effect happens,
and the spell whose cast triggered it still resolves (603.3).  Refused: `countered` on a
spell's resolution (701.6a: a counterspell does that), on a loyalty ability's, and among a
search's events.  The reference (`tests/reference/`) counters them apart from
`verifier.rules`: random histories with countered resolutions are compared below."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from test_casting import events, refusal
from test_own_cast_trigger import herald
from test_reference_activation import activation_trigger_histories
from test_reference_casting import check
from test_reference_differential import SETTINGS, dying_histories, values
from verifier.errors import ModelError
from verifier.model import COPY_ABILITY, ActivatedAbility, Event
from verifier.query import outcomes_over

BEARS = '''
[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[object]]
id = "forest-1"
card = "Forest"

[[object]]
id = "forest-2"
card = "Forest"
'''


def test_the_spell_resolves_though_its_cast_trigger_was_countered(write_model):
    """701.6b, 603.3: the countered trigger does nothing; the spell below it still resolves."""
    text = herald() + events('turn = "you"', 'cast = "herald"', 'resolves = "herald-trigger"\ncountered = true\n'
                             'label = "stifled"', 'resolves = "herald"')
    assert claim_verdict(write_model, text, "in_zone(herald, 'stack') and power(mine) == 2", at="stifled") == "proved"
    assert claim_verdict(write_model, text, "on_battlefield(herald) and resolved(herald) and power(mine) == 2 and "
                                            "power(herald) == 2") == "proved"
    assert claim_verdict(write_model, text, "power(mine) == 3", expect="refuted") == "refuted"


def test_a_countered_trigger_leaves_the_stack(write_model):
    """405.5: once countered, the instance is gone: a second `resolves` of it has nothing to resolve."""
    err = refusal(write_model, herald() + events('turn = "you"', 'cast = "herald"',
                                                 'resolves = "herald-trigger"\ncountered = true',
                                                 'resolves = "herald-trigger"', 'resolves = "herald"'))
    assert err.line > 0 and "herald-trigger" in err.message


def test_countering_a_spell_is_refused(write_model):
    err = refusal(write_model, herald() + events('turn = "you"', 'cast = "herald"', 'resolves = "herald-trigger"',
                                                 'resolves = "herald"\ncountered = true'))
    assert "is a spell: 'countered' counters an ability (701.6b)" in err.message and "counters_spell" in err.message
    assert err.line > 0


def test_countered_goes_with_resolves(write_model):
    err = refusal(write_model, BEARS + events('cast = "bears"\ncountered = true'))
    assert "it goes with resolves" in err.message and err.line > 0


def test_countering_a_loyalty_ability_is_refused(write_model):
    text = '''
[[object]]
id = "tez"
card = "Tezzeret the Seeker"

[[object]]
id = "ring"
card = "Sol Ring"

[[event]]
activate = "tez-plus"
targets = ["ring"]

[[event]]
resolves = "tez-plus"
countered = true

[[loyalty]]
id = "tez-plus"
source = "tez"
cost = "+1"
max_targets = 2
targets_of = { types = ["artifact"] }
'''
    err = refusal(write_model, text)
    assert "is a loyalty ability: countering one (701.6b) is not modelled" in err.message and err.line > 0


def test_countering_among_a_search_is_refused(write_model):
    text = (MODELS / "scenarios" / "countering_activated_ability.toml").read_text().replace(
        'turn = "you"', 'turn = "you"\nsearch = { max_events = 2, events = [{ activate = "animate-again" }, '
                        '{ resolves = "animate-again", countered = true }] }', 1)
    err = refusal(write_model, text)
    assert "countering an ability is not among the events a search chooses from" in err.message


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_countered_activations_match_the_reference(data):
    """Activations of "{0}: ... gets +1/+1" beside an ability that triggers on activations
    (`test_reference_activation`), each resolution of the [[ability]] or the [[trigger]] drawn
    countered or not: the reference's outcomes and the verifier's agree (the pump begun or not,
    608.2c; the life the trigger gains or not)."""
    sc = data.draw(activation_trigger_histories())
    sc = sc.with_events(tuple(replace(e, countered=data.draw(st.booleans())) if e.kind == "resolves" else e
                              for e in sc.events))
    check(sc, data.draw(st.sampled_from(("power(golem)", "life('you')", "life('opponent')"))), None)


@settings(max_examples=examples(80), **SETTINGS)
@given(st.data())
def test_countered_triggers_match_the_reference(data):
    """Creatures dying while a trigger waits for them (`test_reference_differential`), each of
    its resolutions countered or not: the life its controller ends with agrees."""
    sc = data.draw(dying_histories())
    sc = sc.with_events(tuple(replace(e, countered=data.draw(st.integers(0, 3)) > 0) if e.kind == "resolves" else e
                              for e in sc.events))
    expected = values(sc, "life('you')", None)
    try:
        got = {o.value for o in outcomes_over(sc, "life('you')")}
    except ModelError as err:  # (a history possible in none)
        assert "cannot happen where it stands" in err.message
        got = set()
    assert got == expected


@settings(max_examples=examples(80), **SETTINGS)
@given(st.data())
def test_copied_triggers_match_the_reference(data):
    """Creatures dying while a trigger waits for them (`test_reference_differential`), with
    copies of it put on the stack (707.10) here and there, and its resolutions countered or not:
    the life its controller ends with, and whether it triggered, agree."""
    sc = data.draw(dying_histories())
    events = []
    for e in sc.events:
        if data.draw(st.integers(0, 2)) == 0:
            events.append(Event(COPY_ABILITY, "t", label=f"c{len(events)}"))
        events.append(replace(e, countered=data.draw(st.integers(0, 3)) == 0) if e.kind == "resolves" else e)
    sc = sc.with_events(tuple(events) + (Event("resolves", "t"),) * data.draw(st.integers(0, 2)))
    query = data.draw(st.sampled_from(("life('you')", "life('you')", "triggered('t')")))
    expected = values(sc, query, None)
    try:
        got = {o.value for o in outcomes_over(sc, query)}
    except ModelError as err:  # (a history possible in none)
        assert "cannot happen where it stands" in err.message
        got = set()
    assert got == expected


LITHOFORM = (MODELS / "scenarios" / "lithoform_copy_trigger_twice.toml").read_text()
LITHOFORM_HISTORY = LITHOFORM[:LITHOFORM.index("[[claim]]")]


def test_a_copy_needs_an_instance_on_the_stack(write_model):
    """707.10: only an ability on the stack is copied: once every instance resolved, nothing is."""
    text = LITHOFORM_HISTORY + events('copy_ability = "healer-life"')
    err = refusal(write_model, text)
    assert "no instance of 'healer-life' is on the stack to be copied" in err.message and err.line > 0


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace('copy_ability = "healer-life"\nlabel = "copied-again"',
                         'copy_ability = "healer-life"\nlabel = "copied-again"\ntargets = ["engine"]'),
     "new targets for a copy of an ability (707.10c) are not modelled"),
    (lambda t: t[:t.index('[[event]]\nresolves = "healer-life"\nlabel = "one-resolved"')] +
     '\n[[object]]\nid = "token-1"\ncard = "Elemental Token"\ncreated_by = "healer-life"\n',
     "creates tokens"),
    (lambda t: t.replace('copy_ability = "healer-life"\nlabel = "copied-again"',
                         'copy_ability = "engine"\nlabel = "copied-again"'),
     "'engine' is no [[trigger]] of the scenario"),
])
def test_what_a_copy_does_not_read_is_refused(change, message, write_model):
    err = refusal(write_model, change(LITHOFORM_HISTORY))
    assert message in err.message and err.line > 0


ACTIVATED = (MODELS / "scenarios" / "lithoform_copy_activated.toml").read_text()
ACTIVATED_HISTORY = ACTIVATED[:ACTIVATED.index("[[claim]]")]


@pytest.mark.parametrize("change, message", [
    (lambda t: t.replace('as = "pump-copy"\n', ''), "name the [[ability]] standing for it with as"),
    (lambda t: t.replace('id = "pump-copy"\nsource = "tinker"', 'id = "pump-copy"\nsource = "tinker-2"') +
     '\n[[object]]\nid = "tinker-2"\ncard = "Test Tinker"\n', "give it the same source and ability text"),
    (lambda t: t.replace('[[event]]\nresolves = "witness-life"\n', '[[event]]\nresolves = "witness-life"\n\n'
                         '[[event]]\nactivate = "pump-copy"\n\n[[event]]\nresolves = "witness-life"\n'),
     "it is neither activated nor copied again"),
])
def test_what_a_copy_of_an_activated_ability_does_not_read_is_refused(change, message, write_model):
    err = refusal(write_model, change(ACTIVATED_HISTORY))
    assert message in err.message and err.line > 0


def test_a_new_target_for_the_copy_must_be_legal(write_model):
    """707.10c: a new target is chosen as the copy is made, legal then (601.2c, 702.18a)."""
    text = ACTIVATED_HISTORY.replace('[[event]]\ncopy_ability', '[[event]]\nstarts = "veil"\n\n[[event]]\ncopy_ability',
                                     1) + '\n[[effect]]\nid = "veil"\ntargets = ["bears-2"]\n' \
                                          'layer6 = { add_abilities = ["shroud"] }\nuntil = "end of turn"\n'
    err = refusal(write_model, text)
    assert "a target of 'pump-copy' is not a legal one then (707.10c" in err.message and err.line > 0


def test_a_copy_of_a_loyalty_ability_is_refused(write_model):
    text = '''
[[object]]
id = "tez"
card = "Tezzeret the Seeker"

[[object]]
id = "ring"
card = "Sol Ring"

[[event]]
activate = "tez-plus"
targets = ["ring"]

[[event]]
copy_ability = "tez-plus"

[[loyalty]]
id = "tez-plus"
source = "tez"
cost = "+1"
max_targets = 2
targets_of = { types = ["artifact"] }
'''
    err = refusal(write_model, text)
    assert "copies of loyalty abilities (707.10, 606) are not modelled" in err.message and err.line > 0


@settings(max_examples=examples(120), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_copied_activations_match_the_reference(data):
    """Activations of "{0}: ... gets +1/+1" beside an ability that triggers on activations, with
    a copy of the first one (707.10: the [[ability]] "actc", its own pump) put on the stack at a
    point drawn and resolved at a later one, countered or not: the reference and the verifier
    agree on the pumps begun (608.2c) and on the life the trigger gains (the copy is no
    activation, 602.2)."""
    sc = data.draw(activation_trigger_histories())
    first = sc.events[0].what
    copied = next(a for a in sc.abilities if a.id == first)
    effects = {**sc.effects, "pumpc": replace(sc.effects["pump"], id="pumpc")}
    copy = ActivatedAbility("actc", copied.source, copied.ability, ("pumpc",) if copied.effects else ())
    events = list(sc.events)
    at = data.draw(st.integers(1, len(events)))
    events.insert(at, Event(COPY_ABILITY, first, ability_copy="actc", label="copied"))
    events.insert(data.draw(st.integers(at + 1, len(events))),
                  Event("resolves", "actc", effects=copy.effects, countered=not data.draw(st.integers(0, 3))))
    sc = replace(sc, abilities=sc.abilities + (copy,), effects=effects, all_effects=effects).with_events(tuple(events))
    check(sc, data.draw(st.sampled_from(("power(golem)", "power(golem)", "life('you')", "life('opponent')"))), None)
