"""Ward (702.21a; `verifier.load.ward`, `verifier.rules.ward`): random histories and the bundled ward scenarios
against the reference of `tests/reference` (written apart from `verifier.rules`), table tests of
concrete outcomes from the rule and the Hall of Storm Giants rulings, and each refusal with its line."""
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples, MODELS
from reference import Unsupported, values
from reference.casting import BASIC
from test_casting import refusal
from test_reference_casting import G, PLAYERS, _board, _object, check
from verifier.load.loader import load_scenario
from verifier.load.manatext import parse as mana_ability
from verifier.model import SPELL_RESOLVES, WARD, Effect, Event, Filter, Part, Trigger

SCENARIOS = MODELS / "scenarios"
UNPAID = (SCENARIOS / "ward_spell_unpaid.toml").read_text()
HISTORY = UNPAID[:UNPAID.index("[[claim]]")]
ABILITY = (SCENARIOS / "ward_ability_countered.toml").read_text()
ABILITY_HISTORY = ABILITY[:ABILITY.index("[[claim]]")]


def _written(sc):
    """sc with its basic lands' intrinsic mana abilities written out (305.6), as the reference reads them."""
    def written(o):
        intrinsic = {f"{{T}}: Add {{{BASIC[t]}}}" for t in o.printed.subtypes & set(BASIC)}
        return replace(o, printed=replace(o.printed, subtypes=o.printed.subtypes - set(BASIC),
                                          abilities=o.printed.abilities | intrinsic))
    texts = {f"{{T}}: Add {{{c}}}" for c in BASIC.values()}
    return replace(sc, objects={k: written(o) for k, o in sc.objects.items()},
                   mana_abilities={**sc.mana_abilities, **{a: mana_ability(a) for a in texts}})


@pytest.mark.parametrize("name, read", [("ward_spell_unpaid", 4), ("ward_spell_paid", 3),
                                        ("ward_who_and_what_triggers", 6), ("ward_ability_countered", 5)])
def test_the_reference_agrees_with_the_ward_scenarios(name, read):
    """Each claim of the scenario the reference reads has the verdict its file expects."""
    sc = _written(load_scenario(SCENARIOS / f"{name}.toml"))
    done = 0
    for c in sc.claims:
        try:
            got = values(sc, c.expr, c.at)
        except Unsupported:
            continue
        done += 1
        assert {"proved": got == {True}, "refuted": False in got, "witness": True in got}[c.expect], (c.id, got)
    assert done >= read


@pytest.mark.parametrize("expr, at, expected", [
    ("power(warden)", "unpaid", {2}),                      # 702.21a: countered, it never pumps
    ("in_zone(growth, 'graveyard')", "unpaid", {True}),    # 701.6a
    ("is_tapped(forest)", "unpaid", {True}),               # 701.6b: no refund
    ("triggered('ward')", "cast", {True}),
])
def test_reference_outcomes_unpaid(expr, at, expected):
    """Concrete values the reference finds on the unpaid history (every order and choice)."""
    assert values(_written(load_scenario(SCENARIOS / "ward_spell_unpaid.toml")), expr, at) == expected


def test_reference_outcomes_paid_then_resolved():
    sc = _written(load_scenario(SCENARIOS / "ward_spell_paid.toml"))
    assert values(sc, "power(warden)", "resolved") == {5}
    assert values(sc, "is_tapped('island-1') and is_tapped('island-2')", "paid") == {True}


def test_paid_without_the_mana_impossible(write_model):
    """118.12, 601.2h: the opponent has nothing left to tap for {2}: no such history."""
    text = HISTORY.replace("paid = false", "paid = true")
    assert "cannot happen" in str(refusal(write_model, text))


def test_own_spell_has_no_ward_to_resolve(write_model):
    """702.21a: cast by the permanent's controller, nothing triggers: a resolution of ward is impossible."""
    text = HISTORY.replace('owner = "opponent"\nzone = "hand"', 'zone = "hand"').replace(
        'id = "forest"\ncard = "Forest"\ncontroller = "opponent"', 'id = "forest"\ncard = "Forest"')
    message = str(refusal(write_model, text))
    assert "cannot happen" in message and "'ward' is not on the stack" in message


def test_ward_gained_later_does_not_counter(write_model):
    """Hall of Storm Giants ruling 2: ward it did not have as it became the target does not trigger."""
    text = HISTORY.replace('abilities = ["Ward {2}"]', 'abilities = []').replace(
        '[[trigger]]', '[[effect]]\nid = "gain"\ntargets = ["warden"]\nlayer6 = { add_abilities = ["Ward {2}"] }\n\n'
                       '[[trigger]]').replace('[[event]]\nresolves = "ward"\npaid = false\nlabel = "unpaid"',
                                              '[[event]]\nstarts = "gain"\n\n[[event]]\nresolves = "growth"\n'
                                              'label = "unpaid"')
    assert claim_verdict(write_model, text, "power(warden) == 5 and has_ability(warden, 'Ward {2}')",
                         at="unpaid") == "proved"


def test_unpaid_ward_on_an_ability_must_be_followed_by_its_countering(write_model):
    text = ABILITY_HISTORY.replace('[[event]]\nresolves = "prod"\ncountered = true\n', '[[event]]\nresolves = "prod"\n')
    message = str(refusal(write_model, text))
    assert "counters 'prod'" in message and "countered = true" in message and ":" in message.split()[0]


def test_paid_not_said_refused(write_model):
    text = HISTORY.replace("paid = false\n", "")
    assert "paid = true" in str(refusal(write_model, text))


@pytest.mark.parametrize("ability, words", [("Ward—Pay 2 life", "not mana symbols"),
                                            ("Ward {X}", "not mana symbols")])
def test_unmodelled_ward_costs_refused(write_model, ability, words):
    text = HISTORY.replace('"Ward {2}"', f'"{ability}"')
    message = str(refusal(write_model, text))
    assert words in message and "scenario.toml:" in message


def test_ward_with_another_when_refused(write_model):
    text = HISTORY.replace('when = "becomes the target"', 'when = "enters"')
    assert 'when = "becomes the target"' in str(refusal(write_model, text))


def test_another_ability_with_the_ward_when_refused(write_model):
    text = HISTORY.replace('abilities = ["Ward {2}"]', 'abilities = ["Ward {2}", "flying"]').replace(
        'ability = "Ward {2}"', 'ability = "flying"')
    assert "no ward ability" in str(refusal(write_model, text))


def test_ward_trigger_doing_more_refused(write_model):
    text = HISTORY.replace('when = "becomes the target"', 'when = "becomes the target"\ngain_life = 1')
    assert "'gain_life' says something else" in str(refusal(write_model, text))


def test_two_tables_for_one_ward_refused(write_model):
    """Two instances of one ward text are one ability here: a second table is refused, bound to its instance
    (603.2) or not."""
    table = '[[trigger]]\nid = "ward-again"\nsource = "warden"\nability = "Ward {2}"\nwhen = "becomes the target"\n'
    text = HISTORY.replace('[[event]]', table + '\n[[event]]', 1)
    assert "are one ability ('Ward {2}' of 'warden')" in str(refusal(write_model, text))
    text = HISTORY.replace('[[event]]', table + 'instance = "cast"\n\n[[event]]', 1)
    assert "a second table for 'Ward {2}'" in str(refusal(write_model, text))


def test_a_second_targeting_before_ward_resolves_refused(write_model):
    text = HISTORY.replace('[[event]]\nresolves = "ward"',
                           '[[event]]\ncast = "growth-2"\n\n[[event]]\nresolves = "ward"')
    text += '[[object]]\nid = "growth-2"\ncard = "Giant Growth"\nowner = "opponent"\nzone = "hand"\n\n' \
            '[[effect]]\nid = "pump-2"\ncard = "Giant Growth"\nspell = "growth-2"\ntargets = ["warden"]\n\n' \
            '[[object]]\nid = "forest-2"\ncard = "Forest"\ncontroller = "opponent"\n'
    assert "resolve 'ward' first" in str(refusal(write_model, text))


def test_a_targeting_trigger_beside_ward_refused(write_model):
    text = HISTORY + '[[object]]\nid = "khenra"\nname = "Pinger"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n' \
        'abilities = ["When this creature enters, tap target creature."]\n\n' \
        '[[trigger]]\nid = "tapper"\nsource = "khenra"\nability = "When this creature enters, tap target creature."\n' \
        'when = "enters"\nof = { self = true }\ntaps = "warden"\n'
    assert "triggers it (702.21a), which is not followed" in str(refusal(write_model, text))


def test_own_spell_between_is_no_second_targeting(write_model):
    """702.21a: a spell of the permanent's controller, no control changing, can trigger no ward: the
    opponent's spell's ward may resolve after it; the controller's spell waits below ward's instance."""
    text = HISTORY.replace('[[event]]\nresolves = "ward"', '[[event]]\ncast = "mine"\n\n[[event]]\nresolves = "mine"\n'
                                                          'label = "mine"\n\n[[event]]\nresolves = "ward"')
    text += '[[object]]\nid = "mine"\ncard = "Giant Growth"\nzone = "hand"\n\n' \
            '[[effect]]\nid = "pump-mine"\ncard = "Giant Growth"\nspell = "mine"\ntargets = ["warden"]\n\n' \
            '[[object]]\nid = "forest-2"\ncard = "Forest"\n'
    assert claim_verdict(write_model, text, "power(warden) == 5 and in_zone(growth, 'graveyard')",
                         at="unpaid") == "proved"


# -- random histories against the reference -----------------------------------------------------

@st.composite
def ward_histories(draw):
    """A 2/2 with ward {1} or {2} (`warden`, either player's) and a 1/1 (`other`); one to three
    instants "target creature gets +3/+3 until end of turn" ({G}), mostly the other player's,
    mostly aimed at the warden, each with a Forest of its caster's and perhaps more lands of
    either player, some tapped; each cast is followed by ward's resolution, paid or not (mostly
    where ward may trigger), or none, then perhaps by its own resolution."""
    cost = draw(st.sampled_from(("{1}", "{2}")))
    holder = draw(st.sampled_from(PLAYERS))
    rival = "opponent" if holder == "you" else "you"
    objects = [_object("warden", ("creature",), holder, (f"Ward {cost}",), power=2, toughness=2),
               _object("other", ("creature",), draw(st.sampled_from(PLAYERS)))]
    effects, events, lands = [], [], 0

    def land(controller):
        nonlocal lands
        objects.append(replace(_object(f"l{lands}", ("land",), controller, (G,), power=0, toughness=0),
                               tapped=draw(st.integers(0, 5)) == 0))
        lands += 1
    for i in range(draw(st.integers(1, 3))):
        owner = draw(st.sampled_from((rival, rival, rival, holder)))
        aim = draw(st.sampled_from(("warden", "warden", "warden", "other")))
        land(owner)
        for _ in range(draw(st.integers(0, 2))):
            land(draw(st.sampled_from((owner, owner, holder))))
        objects.append(replace(_object(f"s{i}", ("instant",), mana_cost="{G}", zone="hand"), owner=owner,
                               controller=owner))
        effects.append(Effect(f"pump{i}", (Part("7c", power=3, toughness=3),),
                              Filter(objects=(aim,), types=("creature",)), static=False, spell=f"s{i}",
                              controller=owner, until="end of turn"))
        events.append(Event("cast", f"s{i}"))
        warded = aim == "warden" and owner == rival
        ward = draw(st.sampled_from((True, False, False, None) if warded else (None, None, None, False)))
        if ward is not None:
            events.append(Event("resolves", "ward", paid=ward))
        if draw(st.integers(0, 3)):
            events.append(Event(SPELL_RESOLVES, f"s{i}", effects=(f"pump{i}",)))
    sc = _board(objects, effects, events)
    return replace(sc, triggers=(Trigger("ward", "warden", f"Ward {cost}", WARD, pays=cost),))


@settings(max_examples=examples(80), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_ward_histories_match_the_reference(data):
    """702.21a, 118.12, 701.6a: at a random point, the values the verifier gives equal those the
    reference finds over every order and choice (none: the history is possible in none)."""
    sc = data.draw(ward_histories())
    spell = data.draw(st.sampled_from(sorted(o for o in sc.objects if o.startswith("s"))))
    text = data.draw(st.sampled_from(("power(warden)", "power(other)", "triggered('ward')", "is_tapped(l0)",
                                      f"in_zone({spell}, 'graveyard')", f"in_zone({spell}, 'stack')",
                                      f"resolved({spell})")))
    check(sc, text, data.draw(st.sampled_from([None] + [e.label for e in sc.events])))
