"""What a kicked permanent does (702.33d-e, `verifier.rules.kicked`): "If this creature was kicked,
it enters with N +1/+1 counters on it" (614.1c) and "When this creature enters, if it was kicked,
..." (603.4), asking about the spell that became it; a copy of a kicked spell is kicked (707.10), a
permanent put onto the battlefield otherwise never is.  The rulings are
`models/scenarios/kicked_permanents.toml` (Might of Murasa); what is not read is refused with its
line; both forms are checked against the reference (`tests/reference/kicked.py`)."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from test_casting import refusal
from test_reference_casting import R, _board, _object, check
from verifier.model import Event, Filter, Trigger
from verifier.rules import kicked

SCENARIO = (MODELS / "scenarios" / "kicked_permanents.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
COUNTERS = "If this creature was kicked, it enters with two +1/+1 counters on it."
HEALS = "When this creature enters, if it was kicked, you gain 3 life."


@pytest.mark.parametrize("text, n, trigger", [
    (COUNTERS, 2, False),
    ("If Llanowar Elite was kicked, it enters with five +1/+1 counters on it.", 5, False),
    (HEALS, None, True),
    ("When Llanowar Elite enters the battlefield, if it was kicked, destroy target artifact.", None, True),
    ("If this creature was kicked, it enters with three +1/+1 counters on it and with haste.", None, False),
])
def test_the_forms_read_from_the_text(text, n, trigger):
    assert kicked.counters(text, "Llanowar Elite") == n
    assert kicked.is_trigger(text, "Llanowar Elite") == trigger


def test_a_kicked_bruiser_is_bigger_only_when_cast_kicked(write_model):
    """614.1c: cast without kicker, the same Bruiser enters as its card is."""
    text = HISTORY.replace('cast = "bruiser"\nkicked = true', 'cast = "bruiser"').replace(
        '[[event]]\ncopy_spell = "bruiser"\nas = "bruiser-copy"\n\n[[event]]\nresolves = "bruiser-copy"\n\n', "")
    assert claim_verdict(write_model, text, "power(bruiser) == 2 and counters(bruiser, '+1/+1') == 0",
                         at="bruisers") == "proved"


def test_the_healer_not_kicked_does_not_trigger(write_model):
    """603.4: cast without kicker, the Healer's trigger's "if" is false as it enters."""
    text = HISTORY.replace('cast = "healer"\nkicked = true', 'cast = "healer"').replace(
        '[[event]]\nresolves = "healer-life"\nlabel = "healed"\n', "")
    assert claim_verdict(write_model, text, "not triggered('healer-life') and life('you') == 20",
                         at="healer-put") == "proved"


UNREAD = "If this creature was kicked, it enters with two +1/+1 counters on it and with haste."


@pytest.mark.parametrize("old, new, message", [
    (COUNTERS, UNREAD, "is not modelled: \"it enters with N +1/+1 counters on it\""),
    ('when = "enters"\nof = { self = true }\ngain_life = 3\n\n[[trigger]]\nid = "healer-2-life"',
     'when = "dies"\nof = { self = true }\ngain_life = 3\n\n[[trigger]]\nid = "healer-2-life"',
     "triggers on its own entering (603.6a)"),
    ('of = { self = true }\ngain_life = 3\n\n[[trigger]]\nid = "healer-2-life"',
     'of = { self = true }\ngain_life = 3\nif = "life(\'you\') >= 1"\n\n[[trigger]]\nid = "healer-2-life"',
     "its intervening \"if\" is whether it was kicked"),
])
def test_what_is_not_read_is_refused(old, new, message, write_model):
    text = HISTORY.replace(old, new, 1)
    assert text != HISTORY
    assert message in refusal(write_model, text).message


def test_a_trigger_asking_otherwise_is_refused(write_model):
    """702.33f: "kicked with its {R} kicker", or any other wording, is not read."""
    other = "When this creature enters, if it was kicked with its {W} kicker, you gain 3 life."
    text = HISTORY.replace(HEALS, other)
    assert "does as a kicked permanent" in refusal(write_model, text).message  # (at its kicked cast)
    text = text.replace('cast = "healer"\nkicked = true', 'cast = "healer"')  # (and at its [[trigger]])
    assert "asks whether something was kicked (702.33e) in a form not modelled" in refusal(write_model, text).message


# -- against the reference ------------------------------------------------------------------

@st.composite
def kicked_histories(draw):
    """A {R} creature card with Kicker {R} and one or both forms, two Mountains; a turn, then
    it cast (kicked or not, perhaps copied) and resolved, or put onto the battlefield."""
    forms = draw(st.sampled_from(((COUNTERS,), (HEALS,), (COUNTERS, HEALS))))
    spell = _object("s", ("creature",), abilities=("Kicker {R}",) + forms, mana_cost="{R}", zone="hand", power=1,
                    toughness=1)
    objects = [spell] + [_object(f"l{i}", ("land",), "you", (R,), power=0, toughness=0) for i in range(2)]
    triggers = (Trigger("t", "s", HEALS, "enters", of=Filter(objects=("s",)), life=3, kicked=True),) \
        if HEALS in forms else ()
    events = [Event("turn", "you")]
    how = draw(st.sampled_from(("kicked", "kicked", "paid", "put", "copied")))
    if how == "put":
        events.append(Event("enters", "s"))
    else:
        events.append(Event("cast", "s", kicked=how != "paid"))
        if how == "copied":
            objects.append(replace(spell, id="c", token=True, zone=None, copy_of_spell="s"))
            events += [Event("copy_spell", "s", spell_copy="c"), Event("enters", "c", from_stack=True)]
        events.append(Event("enters", "s", from_stack=True))
    if triggers and draw(st.booleans()):
        events.append(Event("resolves", "t"))
    sc = _board(objects, [], events)
    return replace(sc, triggers=triggers)


@settings(max_examples=examples(30), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_kicked_permanents_match_the_reference(data):
    """The counters and power it enters with, and whether its trigger triggers and gains life:
    the verifier's values against the reference's."""
    sc = data.draw(kicked_histories())
    queries = ["power(s)", "counters(s, '+1/+1')", "on_battlefield(s)"] + \
        (["power(c)", "counters(c, '+1/+1')"] * 2 if "c" in sc.objects else []) + \
        (["triggered('t')", "life('you')"] if sc.triggers else [])
    text = data.draw(st.sampled_from(queries))
    at = data.draw(st.sampled_from([e.label for e in sc.events][-3:]))  # (mostly once it has entered)
    check(sc, text, at)
