"""Suspend (702.62): the special action (116.2f), its two triggers in exile, the cast from exile as
the last one resolves, haste while its caster controls it (`verifier/rules/suspending.py`).  The
rulings are the scenarios `models/scenarios/suspend_*.toml`; here, what the files alone can't show:
histories the rules forbid, what is refused with its line, and amounts read off the card."""
import pytest

from conftest import MODELS, claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories
from verifier.rules.suspending import suspend_of

LIFE = (MODELS / "scenarios" / "suspend_infiltrator_il_kor.toml").read_text()
HISTORY = LIFE[:LIFE.index("[[claim]]")]
UPKEEP_RESOLVED = '[[event]]\nresolves = "remove-a-counter"\nlabel = "one-left"\n'

DRIFTER = '''
[[card]]
name = "Suspended Drifter"
mana_cost = "{2}{R}"
types = ["creature"]
power = 2
toughness = 2
abilities = ["Suspend X—{X}{R}. X can't be 0"]
[[object]]
id = "drifter"
card = "Suspended Drifter"
zone = "hand"
[[object]]
id = "m1"
card = "Mountain"
[[object]]
id = "m2"
card = "Mountain"
[[object]]
id = "m3"
card = "Mountain"
[[trigger]]
id = "tick"
source = "drifter"
ability = "Suspend X—{X}{R}. X can't be 0"
when = "your upkeep"
[[event]]
turn = "you"
[[event]]
step = "upkeep"
[[event]]
step = "main"
label = "main"
'''


def _refused(write_model, text: str, land: str = "island") -> ModelError:
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text + claim(f"on_battlefield({land})"))))
    assert err.value.line > 0, str(err.value)
    return err.value


def test_reading_the_keyword():
    """702.62a: N, or X chosen with "X can't be 0"; a cost of other symbols or two suspends: not read."""
    s, _ = suspend_of(("Suspend 4—{W}{U}", "vigilance"))
    assert (s.n, s.cost, s.x_not_zero, s.counters(None)) == (4, "{W}{U}", False, 4)
    s, _ = suspend_of(("Suspend X—{X}{3}{R}. X can't be 0",))
    assert (s.n, s.cost, s.x_not_zero, s.counters(2)) == (None, "{X}{3}{R}", True, 2)
    assert suspend_of(("Suspend 2—Discard a card",)) == (None, "Suspend 2—Discard a card")
    assert suspend_of(("flying",)) == (None, None)


def test_suspend_x_exiles_with_x_counters_and_pays_x(write_model):
    """702.62a: "Suspend X—{X}{R}" with X = 2: three mana paid, two time counters."""
    text = DRIFTER + '[[event]]\nsuspend = "drifter"\nx = 2\nlabel = "exiled"\n'
    assert claim_verdict(write_model, text, "counters(drifter, 'time') == 2 and suspended(drifter) and "
                         "is_tapped(m1) and is_tapped(m2) and is_tapped(m3)", at="exiled") == "proved"
    three = DRIFTER + '[[event]]\nsuspend = "drifter"\nx = 3\n'  # ({3}{R}: four mana, three Mountains)
    assert "can't pay the suspend cost" in _refused(write_model, three, "m1").message


def test_can_suspend_asks_the_least_x_and_the_timing(write_model):
    """116.2f: X at least 1 here, so {1}{R}; not on another player's turn (a creature card, 307.1)."""
    assert claim_verdict(write_model, DRIFTER, "can_suspend(drifter)", at="main") == "proved"
    theirs = DRIFTER.replace('turn = "you"\n', 'turn = "opponent"\n')
    assert claim_verdict(write_model, theirs, "not can_suspend(drifter)", at="main") == "proved"
    one = DRIFTER.replace('[[object]]\nid = "m2"\ncard = "Mountain"\n[[object]]\nid = "m3"\ncard = "Mountain"\n', "")
    assert claim_verdict(write_model, one, "not can_suspend(drifter)", at="main") == "proved"


def test_a_cast_after_a_countered_cast_trigger_is_impossible(write_model):
    """701.6b, 702.62a: countered, the cast trigger lets nothing be cast."""
    text = HISTORY.replace('[[event]]\nresolves = "cast-it"\n', '[[event]]\nresolves = "cast-it"\ncountered = true\n')
    assert "that trigger was not on the stack, was countered" in _refused(write_model, text).message


def test_haste_only_for_a_creature_cast_by_suspend(write_model):
    """702.62a: the creature spell cast by suspend gains haste; one cast from a hand does not, nor does a
    sorcery cast by suspend get an effect."""
    assert claim_verdict(write_model, HISTORY, "has_ability(infiltrator, 'haste') and not has_ability(bears, 'haste')",
                         at="on-the-battlefield") == "proved"
    sorcery = load_scenario(MODELS / "scenarios" / "suspend_targets_at_cast.toml")
    assert not [e for e in sorcery.effects if e.startswith("suspend haste")]
    assert "suspend haste of infiltrator" in load_scenario(write_model(HISTORY + claim("on_battlefield(island)"))).effects


@pytest.mark.parametrize("old, new, message", [
    ('suspend = "infiltrator"', 'suspend = "bears"', "has no suspend ability"),
    ('suspend = "infiltrator"', 'suspend = "infiltrator"\nx = 2', "has no X"),
    ('suspend = "infiltrator"', 'suspend = "infiltrator"\ngroup = "g"\ninside = true', "not put in a group"),
    ('[[event]]\nresolves = "cast-it"\n', '', "only as its suspend trigger resolves"),
    ('cast = "infiltrator"            # as the cast trigger resolves, in the upkeep (its type\'s timing ignored)\n'
     'free = true', 'cast = "infiltrator"', "say free = true"),
    (UPKEEP_RESOLVED, UPKEEP_RESOLVED.replace('label', 'countered = true\nlabel').replace(
        'remove-a-counter', 'cast-it'), "not on the stack"),
    ('[[event]]\nstep = "upkeep"\nlabel = "first-upkeep"\n', '', "as step = \"upkeep\" right after"),
    ('ability = "Suspend 2—{1}{U}"\nwhen = "your upkeep"', 'ability = "shadow"\nwhen = "your upkeep"',
     'when = "your upkeep"'),
    ('when = "your upkeep"', 'when = "your upkeep"\ncounters_on = "infiltrator"\ncounters = { time = 1 }',
     "what suspend's triggered abilities do is the rules'"),
    ('when = "your upkeep"', 'when = "each upkeep"', "triggers at the beginning of its owner's upkeep"),
    ('[[event]]\nturn = "opponent"\n', '[[event]]\ntap = "forest"\ncountered = true\n\n[[event]]\nturn = "opponent"\n',
     "it goes with resolves"),
])
def test_what_suspend_does_not_read_is_refused(old, new, message, write_model):
    assert old in HISTORY, old
    text = HISTORY.replace(old, new, 1)
    if "has no suspend ability" in message:  # (cast-it and remove-a-counter stay the Infiltrator's)
        text = text.replace('[[event]]\ncast = "bears"', '[[event]]\ncast = "bears2"').replace(
            '[[event]]\nresolves = "bears"', '[[event]]\nresolves = "bears2"')
    assert message in _refused(write_model, text).message


def test_countering_another_trigger_is_refused(write_model):
    """701.6b is followed for suspend's triggers only."""
    text = HISTORY.replace('[[event]]\nturn = "you"\nlabel = "main"\n', '''[[object]]
id = "watch"
types = ["enchantment"]
abilities = ["w"]

[[trigger]]
id = "w"
source = "watch"
ability = "w"
when = "each upkeep"

[[event]]
turn = "you"
label = "main"
''', 1).replace(UPKEEP_RESOLVED, '[[event]]\nresolves = "w"\ncountered = true\n\n' + UPKEEP_RESOLVED, 1)
    assert "for suspend's triggered abilities, delayed triggered abilities (603.7) and unearth (702.84a) only" in _refused(write_model, text).message


def test_last_counter_trigger_needs_suspend(write_model):
    text = HISTORY.replace('ability = "Suspend 2—{1}{U}"\nwhen = "last time counter removed"',
                           'ability = "shadow"\nwhen = "last time counter removed"', 1)
    assert "is no suspend ability of 'infiltrator'" in _refused(write_model, text).message


def test_a_card_with_a_casting_rule_is_refused_beside_suspend(write_model):
    """702.62c: what forbids casting forbids suspending; such an ability is not modelled."""
    text = HISTORY.replace('abilities = ["shadow", "Suspend 2—{1}{U}"]',
                           'abilities = ["shadow", "Suspend 2—{1}{U}", "Creature spells can\'t be cast."]')
    assert "suspending a card" in _refused(write_model, text).message or \
        "casting a spell" in _refused(write_model, text).message


OWN = (MODELS / "scenarios" / "suspend_detritivore_own_trigger_first.toml").read_text()
OWN_HISTORY = OWN[:OWN.index("[[claim]]")]


@pytest.mark.parametrize("old, new, message", [
    ('[[trigger]]\nid = "destroy-a-land"', '[[trigger]]\nid = "destroy-a-land"\nif = "on_battlefield(mountain1)"',
     "is the event it waits for"),
    ('when = "a time counter removed"\ndestroy', 'when = "last time counter removed"\ndestroy', "is no suspend ability"),
])
def test_the_cards_own_trigger_in_exile_refused(old, new, message, write_model):
    assert old in OWN_HISTORY
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(OWN_HISTORY.replace(old, new, 1) + claim("on_battlefield(mountain1)"))))
    assert message in err.value.message and err.value.line > 0, err.value.message


def test_the_cards_own_trigger_must_be_said(write_model):
    """113.6b, 603.2: a time counter removed from it in exile triggers it: without its [[trigger]], refused."""
    start = OWN_HISTORY.index('[[trigger]]\nid = "destroy-a-land"')
    text = OWN_HISTORY[:start] + OWN_HISTORY[OWN_HISTORY.index("[[event]]", start):]
    text = text.replace('[[event]]\nresolves = "destroy-a-land"\nlabel = "land-destroyed"\n', "")
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text + claim("on_battlefield(mountain1)"))))
    assert 'when = "a time counter removed"' in err.value.message and err.value.line > 0, err.value.message


def test_one_instance_for_each_counter_removed(write_model):
    """603.2c: three time counters removed at once trigger it three times: three resolutions, not four."""
    text = OWN_HISTORY.replace('suspend = "detritivore"\nx = 1', 'suspend = "detritivore"\nx = 3')
    text = text[:text.index('[[event]]\nturn = "opponent"')] + \
        '[[event]]\nremove_counters = "detritivore"\ncounters = { time = 3 }\nlabel = "all-removed"\n'
    text = text.replace('[[object]]\nid = "mountain5"', '[[object]]\nid = "mountain6"\ncard = "Mountain"\n'
                        '[[object]]\nid = "mountain7"\ncard = "Mountain"\n[[object]]\nid = "mountain5"')
    three = text + '\n[[event]]\nresolves = "destroy-a-land"\n' * 3
    assert claim_verdict(write_model, three, "at('all-removed', triggered('destroy-a-land') and triggered('cast-it')) "
                         "and in_zone('their-tundra', 'graveyard')") == "proved"
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(three + '\n[[event]]\nresolves = "destroy-a-land"\n' +
                                                     claim("on_battlefield(mountain1)"))))
    assert "'destroy-a-land' is not on the stack" in err.value.message


def test_suspend_is_not_among_a_searchs_events(write_model):
    """A search chooses events one by one; the cast of a suspended card is part of its trigger's resolution."""
    text = HISTORY.replace('\n[[card]]', '\nsearch = { events = [{ cast = "infiltrator", free = true }] }\n\n[[card]]', 1)
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + claim("on_battlefield(island)")))
    assert "not among the events a search chooses from" in err.value.message


def test_suspend_does_not_trigger_on_the_battlefield(write_model):
    """702.62a: suspend's triggered abilities work in exile: a permanent with suspend waits for nothing at an
    upkeep, and the history goes on without a [[trigger]] for them."""
    card = HISTORY[HISTORY.index("[[card]]"):HISTORY.index("[[object]]")]
    text = card + '[[object]]\nid = "infiltrator"\ncard = "Infiltrator il-Kor"\n\n[[event]]\nturn = "opponent"\n\n' \
        '[[event]]\nturn = "you"\n\n[[event]]\nstep = "upkeep"\n\n[[event]]\nstep = "main"\n'
    assert claim_verdict(write_model, text, "can_attack(infiltrator) and not suspended(infiltrator)") == "proved"


def _reference_run(rng, n: int):
    """A suspend history written apart from `verifier/rules` (702.62a-b, read from the CR): the events in
    order and, after each, (time counters, suspended, where the card is)."""
    events, seen = ['suspend = "drifter"'], [(n, True, "exile")]
    counters = n

    def last_removed():
        events.append('resolves = "cast-it"')
        seen.append((0, False, "exile"))
        if rng.random() < 0.5:  # 702.62a: "you may cast it"; if not, it stays exiled
            events.extend(['cast = "drifter"\nfree = true', 'resolves = "drifter"'])
            seen.extend([(0, False, "stack"), (0, False, "battlefield")])
    while counters:
        if rng.random() < 0.6:  # its owner's next upkeep: the trigger removes one
            events += ['turn = "opponent"', 'turn = "you"', 'step = "upkeep"', 'resolves = "tick"']
            counters -= 1
            seen += [(counters + 1, True, "exile")] * 3 + [(counters, counters > 0, "exile")]
            if counters == 0:
                last_removed()
            events.append('step = "main"')
            seen.append(seen[-1])
        else:  # an effect removes some, any time (122.8); the cast trigger too once the last goes
            k = rng.randint(1, counters)
            counters -= k
            events.append(f'remove_counters = "drifter"\ncounters = {{ time = {k} }}')
            seen.append((counters, counters > 0, "exile"))
            if counters == 0:
                last_removed()
    return events, seen


@pytest.mark.parametrize("seed", range(8))
def test_random_suspend_histories_against_a_reference(seed, write_model):
    """Time counters, whether the card is suspended and where it is, at every point of a random history, as
    the reference above reads 702.62a-b."""
    import random
    rng = random.Random(seed)
    n = rng.randint(1, 4)
    events, seen = _reference_run(rng, n)
    text = DRIFTER.replace("Suspend X—{X}{R}. X can't be 0", f"Suspend {n}—{{R}}") + '''
[[trigger]]
id = "cast-it"
source = "drifter"
ability = "Suspend N—{R}"
when = "last time counter removed"
'''.replace("N", str(n))
    text += "".join(f'\n[[event]]\n{e}\nlabel = "p{i}"\n' for i, e in enumerate(events))
    where = {z: f"in_zone(drifter, '{z}')" for z in ("exile", "stack")} | {"battlefield": "on_battlefield(drifter)"}
    checks = [f"at('p{i}', counters(drifter, 'time') == {c} and {'' if s else 'not '}suspended(drifter) and "
              f"{where[z]})" for i, (c, s, z) in enumerate(seen)]
    assert claim_verdict(write_model, text, " and ".join(checks)) == "proved", events
