"""Riot (702.136a, 614.1c): the event by which a permanent with riot enters says its controller's
choice, an additional +1/+1 counter or haste (`verifier.load.riot`); the verifier against the
reference (tests/reference, written apart from its rules) on random histories of creatures with
riot entering beside replacement effects on counters; and each refusal."""
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from conftest import claim, claim_verdict, examples, refused_in_one_line, verdict
from test_reference_differential import SETTINGS, _board, _creature, compare
from verifier.model import CounterReplacement, Effect, Event, Filter, Part

CARD = '''
[[card]]
name = "Test Rioter"
mana_cost = "{2}{R}"
colors = ["red"]
types = ["creature"]
power = 2
toughness = 2
abilities = ["riot"]

[[object]]
id = "w"
card = "Test Rioter"
zone = "hand"

[[event]]
step = "main"
'''
ENTERS = CARD + '''
[[event]]
enters = "w"
riot = "CHOICE"
label = "in"
'''


@pytest.mark.parametrize("choice, expr", [
    ("counter", "counters(w, '+1/+1') == 1 and power(w) == 3 and not has_ability(w, 'haste') and not can_attack(w)"),
    ("haste", "counters(w, '+1/+1') == 0 and power(w) == 2 and has_ability(w, 'haste') and can_attack(w)")])
def test_riot_enters_with_the_counter_or_haste_chosen(write_model, choice, expr):
    text = ENTERS.replace("CHOICE", choice) + claim(expr, extra='at = "in"\nallow_unmentioned = ["haste"]')
    assert verdict(write_model(text)) == "proved"


def test_riot_on_a_permanent_spell_resolving(write_model):
    """608.3: the spell becomes a permanent, entering with riot's choice its resolution says."""
    text = CARD + '[[event]]\ncast = "w"\nfree = true\n\n[[event]]\nresolves = "w"\nriot = "counter"\nlabel = "in"\n'
    assert claim_verdict(write_model, text, "power(w) == 3 and toughness(w) == 3", at="in") == "proved"


def test_riot_on_a_card_returned_to_the_battlefield(write_model):
    """400.7: returned, it is a new object entering, and chooses again."""
    text = CARD.replace('zone = "hand"', 'zone = "graveyard"') + \
        '[[event]]\nreturns = "w"\nas = "w2"\nby = "you"\nriot = "haste"\nlabel = "in"\n'
    assert claim_verdict(write_model, text, "can_attack(w2) and power(w2) == 2", at="in") == "proved"


def test_riots_haste_outlasts_the_turn_and_a_change_of_control(write_model):
    """Ravager Wurm ruling 4: the haste is the permanent's for as long as it is that object."""
    text = ENTERS.replace("CHOICE", "haste") + '[[event]]\nturn = "opponent"\n\n[[event]]\ngain_control = "w"\n' \
                                               'by = "opponent"\nlabel = "stolen"\n'
    assert claim_verdict(write_model, text, "controller(w) == 'opponent' and can_attack(w)", at="stolen") == "proved"


def test_riots_counter_is_put_through_replacement_effects(write_model):
    """614.1c, 122.6: the counter it enters with is put on it, so "that many plus one" applies."""
    text = ENTERS.replace("CHOICE", "counter") + '''
[[card]]
name = "Test Scales"
types = ["enchantment"]
abilities = ["Your creatures get that many plus one +1/+1 counters."]

[[card.counter_replacement]]
ability = "Your creatures get that many plus one +1/+1 counters."
affects = { types = ["creature"], controller = "you" }
kinds = ["+1/+1"]
plus = 1

[[object]]
id = "scales"
card = "Test Scales"
'''
    assert claim_verdict(write_model, text, "counters(w, '+1/+1') == 2", at="in") == "proved"


REMOVER = '''
[[object]]
id = "x"
name = "Test Loser"
types = ["enchantment"]

[[effect]]
id = "lose"
targets = ["w"]
layer6 = { remove_all_abilities = true }
'''


@pytest.mark.parametrize("text, line, message", [
    (CARD + '[[event]]\nstep = "end"\nriot = "haste"\n', 20, "riot is chosen as a permanent with riot enters"),
    (ENTERS.replace("CHOICE", "haste").replace('abilities = ["riot"]', 'abilities = ["flying"]'),
     21, "'w' has no riot (702.136a) as it enters"),
    (ENTERS.replace("CHOICE", "counter").replace('step = "main"', 'step = "main"\n\n[[event]]\nstarts = "lose"')
     + REMOVER, 24, "'lose' may change the abilities 'w' would enter with"),
    (ENTERS.replace("CHOICE", "counter").replace('label = "in"', 'group = "g"') +
     '\n[[event]]\nstep = "end"\ngroup = "g"\n', 21, "riot's choice in a group of events is not modelled"),
])
def test_a_riot_choice_the_model_cannot_read_is_refused(write_model, run_cli, text, line, message):
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield(w)")), line, message)


def test_a_riot_choice_entering_as_a_copy_is_refused(write_model, run_cli):
    """707.5, 614.12: a Clone entering as a copy of a creature with riot would choose too: not modelled."""
    text = CARD.replace('zone = "hand"', '') + '''
[[object]]
id = "clone"
card = "Clone"

[[event]]
enters = "clone"
as_copy_of = "w"
riot = "counter"
''' + claim("on_battlefield(clone)")
    refused_in_one_line(run_cli, write_model(text), 26, "'clone' enters as a copy or face down")


def test_an_effect_granting_riot_is_refused_where_something_enters(write_model, run_cli):
    """702.136b: each instance chooses apart; riot granted to what enters is not modelled."""
    text = ENTERS.replace("CHOICE", "counter") + '''
[[object]]
id = "y"
name = "Test Granter"
types = ["enchantment"]

[[effect]]
id = "grant"
targets = ["w"]
layer6 = { add_abilities = ["riot"] }
''' + claim("on_battlefield(w)")
    refused_in_one_line(run_cli, write_model(text), 19, "'grant' may grant riot to what enters")


def test_a_riot_choice_among_a_searchs_events_is_refused(write_model, run_cli):
    text = CARD + '''
[scenario.search]
events = [{ enters = "w", riot = "haste" }]
''' + claim("on_battlefield(w)", expect="witness")
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "riot's choice (702.136a) among a search's events is not modelled" in err, out + err


@st.composite
def riot_histories(draw):
    """Creatures with riot entering one after another, each with a choice (702.136a), beside
    permanents with replacement effects on +1/+1 counters there or entering ("that many plus
    one", "twice that many", "each other creature you control enters with an additional +1/+1
    counter") or saying they can't be put (101.2, 122.5), and a turn of the other player."""
    objects, replacements, effects, events = {}, [], [], []
    for i, kind in enumerate(draw(st.lists(st.sampled_from(("additional", "plus", "twice", "cannot")), max_size=2))):
        oid, ability = f"s{i}", f"replaces {i}"
        objects[oid] = _creature(oid, abilities=(ability,))
        whose = draw(st.sampled_from(("you", "opponent"))) if kind == "cannot" else "you"  # (101.2, 122.5)
        replacements.append(CounterReplacement(oid, oid, ability, Filter(types=("creature",), controller=whose,
                                                                         other=kind == "additional"),
                                               kinds=("+1/+1",), plus=0 if kind == "twice" else 1,
                                               times=2 if kind == "twice" else 1, entering=kind == "additional",
                                               forbids=kind == "cannot"))
    rioters = [f"n{i}" for i in range(draw(st.integers(1, 2)))]
    for oid in rioters:
        objects[oid] = _creature(oid, controller=draw(st.sampled_from(("you", "opponent"))),
                                 abilities=("riot",))
    for oid in draw(st.permutations(sorted(objects))):
        if oid in rioters:
            # (one instance of riot or two, each chosen apart: 702.136b)
            choice = tuple(draw(st.lists(st.sampled_from(("counter", "haste")), min_size=1, max_size=2)))
            # (the counter chosen where it may not be put: the haste that then goes with it, 702.136a)
            banning = any(r.forbids for r in replacements)
            haste = (f"riot haste of {oid}",) if "haste" in choice or banning else ()
            effects += [Effect(h, (Part("6", add_abilities=("haste",)),), Filter(objects=(oid,)), static=False,
                               controller=objects[oid].controller) for h in haste]
            events.append(Event("enters", oid, label=f"{oid}-enters", riot=choice, effects=haste))
        elif draw(st.booleans()):  # (a replacement's source there already, or entering)
            events.append(Event("enters", oid, label=f"{oid}-enters"))
    events.insert(draw(st.integers(0, len(events))), Event("turn", "opponent", label="next"))
    return replace(_board(objects.values(), effects, events), counter_replacements=tuple(replacements))


@settings(max_examples=examples(60), **SETTINGS)
@given(st.data())
def test_verifier_matches_the_reference_on_riot(data):
    sc = data.draw(riot_histories())
    compare(sc, data, ("power({o})", "toughness({o})", "can_attack({o})", "counters({o}, '+1/+1')"),
            about=[o for o in sc.objects if o.startswith("n")])


def test_a_rioter_a_trigger_returns_is_refused(write_model, run_cli):
    """702.136a, 400.7: persist returns the card as a new object, which would choose as it enters."""
    text = CARD.replace('zone = "hand"\n', '').replace('abilities = ["riot"]', 'abilities = ["riot", "persist"]') + '''
[[trigger]]
id = "p"
source = "w"
ability = "persist"
when = "dies"
of = { self = true }
if = "counters(w, '-1/-1') == 0"
returns = "w"
as = "w2"
counters = { "-1/-1" = 1 }

[[event]]
leaves = "w"
into = "graveyard"
''' + claim("on_battlefield(w)")
    refused_in_one_line(run_cli, write_model(text), 18, "'w2' enters with riot as 'p' resolves")


TWICE = ENTERS.replace('abilities = ["riot"]', 'abilities = ["riot", "riot"]').replace('riot = "CHOICE"',
                                                                                     'riots = CHOICE')


@pytest.mark.parametrize("choices, expr", [
    ('["counter", "counter"]', "counters(w, '+1/+1') == 2 and power(w) == 4 and not can_attack(w)"),
    ('["haste", "counter"]', "counters(w, '+1/+1') == 1 and power(w) == 3 and can_attack(w)"),
    ('["haste", "haste"]', "counters(w, '+1/+1') == 0 and can_attack(w)"),
])
def test_two_instances_of_riot_each_chosen_apart(write_model, choices, expr):
    """702.136b, Domri, Chaos Bringer ruling 3: two counters, a counter and haste, or haste twice."""
    assert claim_verdict(write_model, TWICE.replace("CHOICE", choices), expr, at="in") == "proved"


@pytest.mark.parametrize("text, message", [
    (TWICE.replace("riots = CHOICE", 'riot = "counter"'), "2 instance(s) of riot, each chosen apart (702.136b)"),
    (TWICE.replace("CHOICE", '["counter"]'), "2 instance(s) of riot, each chosen apart (702.136b)"),
    (ENTERS.replace('riot = "CHOICE"', 'riots = ["counter", "haste"]'), "one instance of riot (702.136a)"),
    (TWICE.replace("CHOICE", '["counter", "haste"]\nriot = "haste"'), "riot's choice is said once"),
])
def test_riot_choices_not_one_for_each_instance_are_refused(write_model, run_cli, text, message):
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield(w)")), 21, message)
