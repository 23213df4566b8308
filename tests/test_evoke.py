"""Evoke (702.74a): an alternative cost (118.9), the mana cost and mana value unchanged
(118.9c), cost changes applied to it (118.9d), and the keyword's trigger, "when this permanent
enters, if its evoke cost was paid, its controller sacrifices it" (603.4, 701.21a).  The rulings
are `models/scenarios/casting_evoke_*.toml` (Spitebellows); what is not read is refused with
its line; the cost and the sacrifice are checked against the reference (`tests/reference`)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from test_casting import refusal
from test_reference_casting import R, _board, _changers, _object, check
from verifier.model import Event, Filter, Trigger, mana_value_of
from verifier.rules import costs

SCENARIO = (MODELS / "scenarios" / "casting_evoke_spitebellows.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
EVOKE = "Evoke {1}{R}{R} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)"


@pytest.mark.parametrize("text, cost, unread", [
    (EVOKE, "{1}{R}{R}", None),
    ("Evoke {2}{G}", "{2}{G}", None),
    ("Evoke—Exile a green card from your hand.", None, "Evoke—Exile a green card from your hand."),
])
def test_the_evoke_cost_read_from_the_abilities(text, cost, unread):
    assert costs.evoke(("flying", text)) == (cost, unread)


def test_evoked_it_ends_in_the_graveyard_and_its_leaves_trigger_resolves(write_model):
    """702.74a, 701.21a: after the sacrifice trigger resolves, Spitebellows is in the graveyard, not
    on the battlefield; its leaves trigger deals 6 damage all the same (603.10a)."""
    assert claim_verdict(write_model, HISTORY, "in_zone(spitebellows, 'graveyard') and not "
                         "on_battlefield(spitebellows)", at="sacrificed") == "proved"
    assert claim_verdict(write_model, HISTORY, "in_zone(bears, 'graveyard')", at="damage-dealt") == "proved"
    assert claim_verdict(write_model, HISTORY, "on_battlefield(spitebellows)", at="entered") == "proved"


def test_the_mana_value_on_the_stack_is_the_mana_cost_s(write_model):
    """118.9c, 202.3: 6, from {5}{R}, not 3 from the evoke cost paid."""
    assert claim_verdict(write_model, HISTORY, "mana_value(spitebellows) == 6", at="evoked") == "proved"
    assert claim_verdict(write_model, HISTORY, "mana_value(spitebellows) == 3", at="evoked",
                         expect="refuted") == "refuted"


def test_not_evoked_it_stays(write_model):
    """603.4: paid its mana cost ({5}{R}: six Mountains), the trigger does not trigger, and it stays."""
    text = HISTORY.replace('cast = "spitebellows"\nevoke = true', 'cast = "spitebellows"').replace(
        '[[event]]\nresolves = "evoke-sacrifice"\nlabel = "sacrificed"\n\n[[event]]\nresolves = "six-damage"\n'
        'label = "damage-dealt"\n', "")
    text = text.replace('[[object]]\nid = "bears"', "".join(
        f'[[object]]\nid = "mountain-{i}"\ncard = "Mountain"\n\n' for i in range(4, 7)) + '[[object]]\nid = "bears"')
    assert claim_verdict(write_model, text, "not triggered('evoke-sacrifice') and on_battlefield(spitebellows)",
                         at="entered") == "proved"


def test_evoked_without_its_trigger_said_is_refused(write_model):
    """The keyword's trigger waits on the stack once it enters: a history going on to the next
    turn without a [[trigger]] for it is refused with that turn's line (500.2)."""
    start = HISTORY.index('[[trigger]]\nid = "evoke-sacrifice"')
    text = HISTORY[:start] + HISTORY[HISTORY.index('[[trigger]]\nid = "six-damage"'):]
    text = text[:text.index('[[event]]\nresolves = "evoke-sacrifice"')] + '[[event]]\nturn = "opponent"\n'
    err = refusal(write_model, text)
    assert "Evoke {1}{R}{R}" in err.message and text.split("\n")[err.line - 1] == 'turn = "opponent"', err.message


@pytest.mark.parametrize("old, new, message", [
    # 118.9a: an impossible cast, refused with its line
    ('cast = "spitebellows"\nevoke = true', 'cast = "spitebellows"\nevoke = true\nfree = true',
     "chooses no other (118.9a, 601.2b): not both free and evoke"),
    ('cast = "spitebellows"\nevoke = true', 'cast = "spitebellows"\nevoke = true\n\n[[event]]\ntap = "mountain-1"\n'
     'evoke = true', "'evoke' casts a spell for its evoke cost (702.74a): it goes with cast"),
    ('card = "Spitebellows"\nzone = "hand"', 'card = "Grizzly Bears"\nzone = "hand"', "has no evoke ability"),
    ('sacrifice = "spitebellows"', 'sacrifice = "bears"', "sacrifice = 'spitebellows'"),
    ('sacrifice = "spitebellows"', 'sacrifice = "spitebellows"\ndestroy = "bears"', "leave 'destroy' out"),
    ('when = "enters"\nof = { self = true }\nsacrifice', 'when = "enters"\nsacrifice',
     "when = \"enters\", of = { self = true }"),
    ('deals = 6\nto = "bears"', 'deals = 6\nto = "bears"\nsacrifice = "spitebellows"',
     "'sacrifice' is evoke's trigger (702.74a)"),
    ('resolves = "evoke-sacrifice"\nlabel = "sacrificed"',
     'copy_spell = "spitebellows"\nas = "copy"\n\n[[event]]\nresolves = "evoke-sacrifice"',
     "its copy copies (707.10, 702.74a): not modelled"),
])
def test_what_evoke_does_not_read_is_refused(old, new, message, write_model):
    assert old in HISTORY, old
    text = HISTORY.replace(old, new, 1)
    if old.startswith('card = "Spitebellows"'):  # (its triggers then name an ability it lacks: keep them off)
        text = text[:text.index("[[trigger]]")] + text[text.index("[[event]]"):]
        text = text[:text.index('[[event]]\nresolves = "spitebellows"')]
    err = refusal(write_model, text)
    assert message in str(err), str(err)
    assert err.line > 0


def test_an_evoke_ability_not_read_is_refused(write_model):
    """702.74a: an evoke cost of something other than mana is not read: a cast in its scenario
    is refused (as any ability that changes how spells are paid for)."""
    card = '''
[[card]]
name = "Evoke Oddity (test card)"
mana_cost = "{3}{G}"
types = ["creature"]
power = 3
toughness = 3
abilities = ["Evoke—Exile a green card from your hand."]

[[object]]
id = "oddity"
card = "Evoke Oddity (test card)"
zone = "hand"
'''
    err = refusal(write_model, '[scenario]\nname = "t"\nturn = "you"\n' + card + '\n[[event]]\nturn = "you"\n\n'
                  '[[event]]\ncast = "oddity"\nfree = true\n')
    assert "evoke ability" in err.message and "not modelled" in err.message, err.message


# -- against the reference ------------------------------------------------------------------

def _with_cost(o):
    """The object with the mana value its mana cost gives it (202.3), as the loader sets it."""
    return replace(o, printed=replace(o.printed, mana_value=mana_value_of(o.printed.mana_cost or "") or 0))


@st.composite
def evoke_histories(draw):
    """A {4}{R} creature card with an evoke cost in your hand (its trigger said or not), a few
    Mountains, perhaps a cost changer (Helm of Awakening, Sphere-like increases: Thalia's text
    does not apply to a creature); a turn, then a cast evoked, paid in full, or free, and its
    resolution and the trigger's."""
    cost = draw(st.sampled_from(("{R}", "{1}{R}", "{2}{R}{R}", "{R}{R}")))
    ability = f"Evoke {cost}"
    spell = _object("s", ("creature",), abilities=(ability,), mana_cost="{4}{R}", zone="hand", power=3, toughness=3)
    objects = [spell] + [_object(f"l{i}", ("land",), "you", (R,), power=0, toughness=0)
                         for i in range(draw(st.integers(1, 5)))]
    changes = ()
    for c in draw(st.lists(st.sampled_from(("helm", "arbiter")), max_size=1)):
        o, changes = _changers()[c]
        objects.append(replace(o, controller=draw(st.sampled_from(("you", "opponent")))))
    triggers = (Trigger("t", "s", ability, "enters", of=Filter(objects=("s",)), sacrifice="s", evoked=True),) \
        if draw(st.booleans()) else ()
    events = [Event("turn", "you")]
    how = draw(st.sampled_from(("evoke", "evoke", "paid", "free", None)))
    if how is not None:
        events.append(Event("cast", "s", evoke=how == "evoke", free=how == "free"))
        if draw(st.booleans()):
            events.append(Event("enters", "s", from_stack=True))
            if triggers and draw(st.booleans()):
                events.append(Event("resolves", "t"))
    sc = _board([_with_cost(o) for o in objects], [], events)
    return replace(sc, triggers=triggers, cost_changes=changes), [o.id for o in objects if o.id.startswith("l")]


@settings(max_examples=examples(75), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_evoke_matches_the_reference(data):
    """can_cast weighing the evoke cost (with cost changes), what an evoked cast taps, and where
    the creature is after its trigger: the verifier's values against the reference's."""
    sc, lands = data.draw(evoke_histories())
    o = data.draw(st.sampled_from(lands))
    queries = ["can_cast(s)", "can_cast(s)", f"tapped_to_cast(s, {o})", "on_battlefield(s)",
               "in_zone(s, 'graveyard')", "in_zone(s, 'stack')"] + (["triggered('t')"] if sc.triggers else [])
    text = data.draw(st.sampled_from(queries))
    at = data.draw(st.sampled_from([e.label for e in sc.events]))
    check(sc, text, at)
