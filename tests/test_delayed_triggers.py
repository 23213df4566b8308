"""Delayed triggered abilities (603.7) and dash (702.109a).

A delayed trigger is created by a resolution (603.7a: an [[effect]] beginning, or a creature
spell cast for its dash cost resolving), triggers once at the beginning of the next end step
(603.7b, 513.1), whatever became of its source, and returns, sacrifices or exiles the object it
names only while that object is on the battlefield (603.7c: one that left and came back is a new
object, 400.7); a sacrifice only by the permanent's controller (701.21a).  Dash is an
alternative cost (118.9) that gives haste (702.109a).  Verdicts over every order the history
leaves open (`conftest.claim_verdict`); the reference (test_reference_differential.py,
test_history_differential.py) plays delayed triggers apart from `verifier.rules`.  What is
refused names its line."""
import re

import pytest

from conftest import MODELS, claim_verdict, refused_in_one_line

SCENARIO = (MODELS / "scenarios" / "schema_key_delayed_triggers.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
EVENTS = HISTORY.index("[[event]]")


def with_events(events: str, text: str = HISTORY) -> str:
    """The scenario with these events instead of its own."""
    return text[:text.index("[[event]]")] + events


def test_the_dashed_creature_is_back_in_hand_after_the_end_step(write_model):
    """702.109a: it has haste, stays until its delayed trigger resolves, then is in its owner's hand."""
    assert claim_verdict(write_model, HISTORY, "can_attack(dasher) and has_ability(dasher, 'haste')",
                         at="combat") == "proved"
    assert claim_verdict(write_model, HISTORY, "on_battlefield(dasher)", at="sacrificed") == "proved"
    assert claim_verdict(write_model, HISTORY, "on_battlefield(dasher)", at="returned",
                         expect="refuted") == "refuted"
    assert claim_verdict(write_model, HISTORY, "in_zone(dasher, 'hand') and not on_battlefield(dasher)",
                         at="returned") == "proved"


def test_a_creature_cast_for_its_mana_cost_has_no_haste(write_model):
    """702.109a: without the dash cost paid, no haste (a third Mountain pays {2}{R}) and no return."""
    text = HISTORY.replace('cast = "dasher"\ndash = true\n', 'cast = "dasher"\n').replace(
        '[[object]]\nid = "mountain-2"\ncard = "Mountain"\n',
        '[[object]]\nid = "mountain-2"\ncard = "Mountain"\n\n[[object]]\nid = "mountain-3"\ncard = "Mountain"\n')
    text = text.replace(text[text.index('[[trigger]]\nid = "dash-return"'):text.index('[[trigger]]\nid = "sacrifice"')],
                        "").replace('[[event]]\nresolves = "dash-return"\nlabel = "returned"\n', "")
    assert claim_verdict(write_model, text, "can_attack(dasher)", at="combat", expect="refuted") == "refuted"
    assert claim_verdict(write_model, text, "on_battlefield(dasher)") == "proved"


def test_the_dash_cost_replaces_the_mana_cost(write_model, run_cli):
    """118.9, 601.2f: two Mountains pay the dash cost {1}{R}, not the mana cost {2}{R}: cast without dash,
    the history is impossible, refused with the cast's line."""
    text = HISTORY.replace('cast = "dasher"\ndash = true\n', 'cast = "dasher"\n')
    text = text.replace(text[text.index('[[trigger]]\nid = "dash-return"'):text.index('[[trigger]]\nid = "sacrifice"')],
                        "").replace('[[event]]\nresolves = "dash-return"\nlabel = "returned"\n', "")
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "(cast dasher) cannot happen" in err and "can't pay the cost of 'dasher'" in err, out + err


def test_the_trigger_does_nothing_for_a_new_object(write_model):
    """603.7c, 400.7: the Bears returned to hand and cast again are a new object the sacrifice can't find."""
    text = HISTORY.replace('[[object]]\nid = "dasher"', '[[object]]\nid = "bears-again"\ncard = "Grizzly Bears"\n'
                           'zone = "hand"\n\n[[object]]\nid = "dasher"').replace(
        '[[event]]\nstep = "end"\nlabel = "end"\n',
        '[[event]]\nleaves = "bears"\ninto = "hand"\n\n[[event]]\nenters = "bears-again"\n\n'
        '[[event]]\nstep = "end"\nlabel = "end"\n')
    assert claim_verdict(write_model, text, "on_battlefield('bears-again') and not on_battlefield(bears)",
                         at="returned") == "proved"


def test_a_creature_another_player_controls_is_not_sacrificed(write_model):
    """701.21a (Treacherous Urge's ruling): the sacrifice is its controller's; the Bears stay, with haste
    until the turn ends."""
    text = HISTORY.replace('[[event]]\nstep = "end"\nlabel = "end"\n',
                           '[[event]]\ngain_control = "bears"\nby = "opponent"\n\n[[event]]\nstep = "end"\nlabel = "end"\n')
    assert claim_verdict(write_model, text, "on_battlefield(bears) and controller(bears) == 'opponent'",
                         at="returned") == "proved"


def test_the_return_happens_though_the_source_left(write_model):
    """603.7 (Flickerwisp's ruling 4): the delayed trigger does not need its source; the Warcry gone, the
    Bears are still sacrificed."""
    text = HISTORY.replace('[[event]]\nstep = "end"\nlabel = "end"\n',
                           '[[event]]\nleaves = "warcry"\ninto = "graveyard"\n\n[[event]]\nstep = "end"\nlabel = "end"\n')
    assert claim_verdict(write_model, text, "not on_battlefield(bears)", at="sacrificed") == "proved"


def test_created_in_the_end_step_it_waits_for_the_next_one(write_model):
    """603.7a-b: created after the end step began, it triggers only at the next turn's end step."""
    events = '''[[event]]
turn = "you"

[[event]]
step = "end"

[[event]]
starts = "rush"

[[event]]
turn = "opponent"
label = "next-turn"

[[event]]
step = "end"
label = "end"

[[event]]
resolves = "sacrifice"
label = "sacrificed"
'''
    text = with_events(events, HISTORY.replace(
        HISTORY[HISTORY.index('[[trigger]]\nid = "dash-return"'):HISTORY.index('[[trigger]]\nid = "sacrifice"')], ""))
    assert claim_verdict(write_model, text, "on_battlefield(bears) and not triggered('sacrifice')",
                         at="next-turn") == "proved"
    assert claim_verdict(write_model, text, "not on_battlefield(bears)", at="sacrificed") == "proved"


def test_it_triggers_once(write_model, run_cli):
    """603.7b: a second end step finds no instance to resolve: the history is impossible."""
    text = HISTORY + '''
[[event]]
turn = "opponent"

[[event]]
step = "end"

[[event]]
resolves = "sacrifice"
'''
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "(resolves sacrifice) cannot happen" in err and "'sacrifice' is not on the stack" in err, \
        out + err


@pytest.mark.parametrize("old, new, line_of, message", [
    # an end step passed by a turn event while the trigger may wait for it (513.1, 603.7b)
    ('[[event]]\nstep = "end"\nlabel = "end"\n\n[[event]]\nresolves = "sacrifice"\nlabel = "sacrificed"\n\n'
     '[[event]]\nresolves = "dash-return"\nlabel = "returned"\n', '[[event]]\nturn = "opponent"\n',
     'turn = "opponent"\n', "passes without a step = \"end\" event"),
    ('when = "next end step"\ncreated_by = "rush"', 'when = "dies"\ncreated_by = "rush"', 'created_by = "rush"',
     "only when = \"next end step\""),
    ('Sacrifice it at the beginning of the next end step.', 'Sacrifice it at end of combat.', 'ability = "{R}',
     "end of combat"),
    ('moves = ["bears"]\ninto = "graveyard"', 'moves = ["bears"]\ninto = "graveyard"\ndeals = 2\nto = "bears"',
     "deals = 2", "'deals' on one is not modelled"),
    ('created_by = "rush"', 'created_by = "bears"', 'created_by = "bears"', "a card cast with dash = true"),
    ('created_by = "dasher"\nmoves = ["dasher"]\ninto = "hand"', 'created_by = "dasher"\nmoves = ["dasher"]\ninto = "exile"',
     'created_by = "dasher"', "returns 'dasher' itself to its owner's hand"),
    ('[[event]]\nstarts = "rush"\n', '[[event]]\nstarts = "rush"\ngroup = "g"\n\n[[event]]\ntap = "mountain-1"\n'
     'group = "g"\n', 'group = "g"', "the creation or resolution of a delayed triggered ability (603.7a-b) in a group"),
    # a turn a search chooses could pass an end step unsaid
    ('turn = "opponent"\n', 'turn = "opponent"\nsearch = { events = [{ turn = "opponent" }] }\n', "search = ",
     "a search's events beside a delayed triggered ability"),
])
def test_what_is_not_modelled_is_refused(old, new, line_of, message, write_model, run_cli):
    assert old in HISTORY, old
    text = HISTORY.replace(old, new, 1)
    if "Sacrifice it at end of combat" in new:
        text = text.replace("Sacrifice it at the beginning of the next end step.", "Sacrifice it at end of combat.")
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    rows = [i for i, row in enumerate(text.splitlines(), 1) if row.startswith(line_of.strip())]
    line = rows[-1] if line_of.startswith("turn") else rows[0]  # (the turn event added is the history's last)
    refused_in_one_line(run_cli, path, line, message)


def test_a_dashed_cast_needs_its_return(write_model, run_cli):
    """702.109a: a cast with dash and no delayed trigger to return it is refused, naming the cast's dash."""
    text = HISTORY.replace(HISTORY[HISTORY.index('[[trigger]]\nid = "dash-return"'):
                                   HISTORY.index('[[trigger]]\nid = "sacrifice"')], "").replace(
        '[[event]]\nresolves = "dash-return"\nlabel = "returned"\n', "")
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == "dash = true")
    refused_in_one_line(run_cli, path, line, "is returned to its owner's hand at the beginning of the next end step")


def test_dash_beside_an_effect_removing_abilities_is_refused(write_model, run_cli):
    """702.109a: its haste is a static ability such an effect removes; kept as an effect here, refused."""
    text = HISTORY.replace('[[trigger]]\nid = "dash-return"', '[[effect]]\nid = "silence"\ntargets = ["bears"]\n'
                           'layer6 = { remove_all_abilities = true }\n\n[[trigger]]\nid = "dash-return"')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "static ability (702.109a)" in err and "'silence' may" in err, out + err


BLINK = "When this creature enters, exile another target permanent. Return that card to the battlefield under " \
        "its owner's control at the beginning of the next end step"
BLINKER = (MODELS / "scenarios" / "delayed_flickerwisp.toml").read_text().replace(
    'card = "Flickerwisp"', 'card = "Test Blinker"').replace('[[object]]\nid = "wisp"', f'''[[card]]
name = "Test Blinker"
types = ["creature"]
mana_cost = "{{1}}{{W}}{{W}}"
mana_value = 3
colors = ["white"]
power = 3
toughness = 1
abilities = ["flying", "{BLINK}"]

[[object]]
id = "wisp"''', 1)
BLINKER = BLINKER[:BLINKER.index("[[claim]]")]


def test_the_exiled_card_returns_as_a_new_object(write_model):
    """603.7c, 400.7: the card still in exile returns, a new object, its owner's; the source gone."""
    assert claim_verdict(write_model, BLINKER, "on_battlefield('bears-again') and controller('bears-again') == "
                         "'opponent' and not on_battlefield(bears)", at="returned") == "proved"


def test_a_card_that_left_exile_is_not_returned(write_model):
    """603.7c, 400.7: moved from exile to a graveyard before the end step, it is another object: the
    delayed trigger finds nothing, and the card stays in the graveyard."""
    text = BLINKER.replace('[[event]]\nstep = "end"', '[[event]]\nmoves = "bears"\ninto = "graveyard"\n\n'
                                                      '[[event]]\nstep = "end"')
    assert claim_verdict(write_model, text, "not on_battlefield('bears-again') and in_zone(bears, 'graveyard')",
                         at="returned") == "proved"


def test_the_enters_trigger_that_sets_it_up_needs_it_said(write_model, run_cli):
    """603.7a: without the delayed trigger created_by it, the enters trigger's text is refused as before."""
    text = BLINKER[:BLINKER.index('[[trigger]]\nid = "wisp-return"')] + \
        BLINKER[BLINKER.index('[[event]]'):].replace('[[event]]\nresolves = "wisp-return"\nlabel = "returned"\n', "")
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'id = "wisp-exile"')
    refused_in_one_line(run_cli, path, line - 1, "sets up a delayed triggered ability (603.7)")


def test_a_creator_resolving_twice_is_refused(write_model, run_cli):
    """603.7a: each resolution would create a delayed trigger of its own: not modelled, with the line."""
    text = BLINKER.replace('[[event]]\nresolves = "wisp-exile"\nlabel = "exiled"\n',
                           '[[event]]\nresolves = "wisp-exile"\nlabel = "exiled"\n\n[[event]]\nresolves = "wisp-exile"\n')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'created_by = "wisp-exile"')
    refused_in_one_line(run_cli, path, line, "resolves more than once")


SENTINEL = '''[scenario]
turn = "opponent"

[[card]]
name = "Test Sentinel"
types = ["creature"]
mana_cost = "{2}{W}"
mana_value = 3
colors = ["white"]
power = 2
toughness = 2
abilities = ["At the beginning of your end step, you gain 1 life."]

[[object]]
id = "sentinel"
card = "Test Sentinel"

[[trigger]]
id = "life"
source = "sentinel"
ability = "At the beginning of your end step, you gain 1 life."
when = "your end step"
gain_life = 1

[[event]]
step = "end"
label = "opponents-end"

[[event]]
turn = "you"

[[event]]
step = "end"
label = "your-end"

[[event]]
resolves = "life"
label = "gained"

[[event]]
turn = "opponent"

[[event]]
step = "end"
label = "their-end"
'''


def test_an_end_step_trigger_triggers_at_its_controllers_end_step(write_model):
    """513.1, 603.2: "at the beginning of your end step": as its controller's end step begins only."""
    assert claim_verdict(write_model, SENTINEL, "not triggered('life')", at="opponents-end") == "proved"
    assert claim_verdict(write_model, SENTINEL, "triggered('life')", at="your-end") == "proved"
    assert claim_verdict(write_model, SENTINEL, "life('you') == 21", at="gained") == "proved"
    assert claim_verdict(write_model, SENTINEL, "not triggered('life') and life('you') == 21",
                         at="their-end") == "proved"


def test_an_end_step_passed_unsaid_is_refused(write_model, run_cli):
    """513.1: a turn event ending a turn whose end step no event gave, where an end-step trigger may
    trigger, is refused with its line."""
    text = SENTINEL.replace('[[event]]\nstep = "end"\nlabel = "your-end"\n\n[[event]]\nresolves = "life"\n'
                            'label = "gained"\n\n', "")
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'turn = "opponent"' and i > 30)
    refused_in_one_line(run_cli, path, line, "passes an end step no step = \"end\" event gives")


def test_a_delayed_instruction_on_part_of_the_tokens_is_refused(write_model, run_cli):
    """614.1a (Anointed Procession's ruling 3): what the effect later does with its token it does with
    all the tokens it created; a delayed trigger naming only some of them is refused, with its line."""
    text = (MODELS / "scenarios" / "delayed_tokens_doubled_exiled.toml").read_text().replace(
        'moves = ["spirit-1", "spirit-2", "spirit-3", "spirit-4"]', 'moves = ["spirit-1"]')
    path = write_model(text)
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'moves = ["spirit-1"]')
    refused_in_one_line(run_cli, path, line, "moves names them all")


def test_a_card_already_in_exile_is_not_that_card(write_model):
    """608.2b, 603.7c: exiled by something else before the enters trigger resolves, the Bears are no
    legal target: the trigger does nothing, and no delayed trigger returns them."""
    text = BLINKER.replace('[[event]]\nresolves = "wisp-exile"', '[[event]]\nleaves = "bears"\ninto = "exile"\n\n'
                                                                 '[[event]]\nresolves = "wisp-exile"').replace(
        '[[event]]\nresolves = "wisp-return"\nlabel = "returned"\n', "")
    assert claim_verdict(write_model, text, "not triggered('wisp-return') and not on_battlefield('bears-again') and "
                         "in_zone(bears, 'exile')", at="end") == "proved"


def test_an_illegal_target_creates_no_delayed_trigger(write_model):
    """608.2b, 603.7a: its target gone before it resolves, the enters trigger does nothing: no delayed
    trigger is created, none triggers at the end step."""
    text = BLINKER.replace('[[event]]\nresolves = "wisp-exile"', '[[event]]\nleaves = "bears"\ninto = "graveyard"\n\n'
                                                                 '[[event]]\nresolves = "wisp-exile"').replace(
        '[[event]]\nresolves = "wisp-return"\nlabel = "returned"\n', "")
    assert claim_verdict(write_model, text, "not triggered('wisp-return') and in_zone(bears, 'graveyard')",
                         at="end") == "proved"


def test_an_end_step_moment_that_is_not_the_texts_is_refused(write_model, run_cli):
    """513.1: "your end step" goes with a text that says so, not with "each end step"."""
    text = SENTINEL.replace('when = "your end step"', 'when = "each end step"')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'when = "each end step"')
    refused_in_one_line(run_cli, path, line, "goes with an ability that triggers \"at the beginning of each end step\"")


DECAYED = (MODELS / "scenarios" / "delayed_decayed_hobbling_zombie.toml").read_text()
DECAYED = DECAYED[:DECAYED.index("[[claim]]")]


def test_end_of_combat_passed_unsaid_is_refused(write_model, run_cli):
    """511.2, 603.7b: waiting for the end of combat step, a later step that passes it unsaid is refused."""
    text = DECAYED.replace('step = "end of combat"\nlabel = "end-of-combat"', 'step = "end"\nlabel = "end-of-combat"')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'step = "end"')
    refused_in_one_line(run_cli, path, line, "may be waiting for an end of combat step this event passes")


def test_end_of_combat_outside_combat_is_refused(write_model, run_cli):
    """506.1, 511.1: an end of combat step is a step of a combat phase."""
    text = DECAYED.replace('[[event]]\nturn = "you"\n', '[[event]]\nturn = "you"\n\n[[event]]\nstep = "end of combat"\n')
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'step = "end of combat"')
    refused_in_one_line(run_cli, path, line, "an end of combat step is a step of a combat phase")


def test_a_creature_that_did_not_attack_is_not_sacrificed(write_model):
    """603.7a: no attack, no delayed trigger (and no combat damage step, 508.8): the token stays through
    the end of combat step."""
    text = DECAYED.replace('[[event]]\nattacks = "token"\nlabel = "attacking"\n\n[[event]]\nresolves = "decayed-attacks"\n'
                           'label = "created"\n\n', "").replace(
        '[[event]]\nresolves = "decayed-sacrifice"\nlabel = "sacrificed"\n', "")
    text = re.sub(r'\[\[event\]\]\nstep = "combat damage".*\n\n', "", text)
    assert claim_verdict(write_model, text, "on_battlefield(token) and not triggered('decayed-sacrifice')",
                         at="end-of-combat") == "proved"


TITHE = '''
[[card]]
name = "Test Tithe"
types = ["enchantment"]
abilities = ["At the beginning of your upkeep, you gain 1 life"]

[[object]]
id = "tithe"
card = "Test Tithe"

[[trigger]]
id = "tithe-trigger"
source = "tithe"
ability = "At the beginning of your upkeep, you gain 1 life"
when = "your upkeep"
gain_life = 1

[[event]]
turn = "you"
'''


def test_an_upkeep_passed_unsaid_is_refused(write_model, run_cli):
    """503.1: beside an upkeep trigger, a turn whose next event is not its upkeep passed the upkeep
    unsaid (where the trigger would have gained the life): refused with that event's line, never
    answered as if nothing triggered (life 20 where the game gives 21)."""
    text = TITHE + '\n[[event]]\nstep = "combat"\n'
    path = write_model(text + '[[claim]]\nid = "c"\nexpr = "life(\'you\') == 20"\nexpect = "proved"\n')
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row == 'step = "combat"') - 1
    refused_in_one_line(run_cli, path, line, "comes after an upkeep no step = \"upkeep\" event gives")


def test_an_upkeep_said_gives_its_trigger(write_model):
    """503.1, 603.2: the upkeep said, the trigger triggers and resolves: 21 life."""
    text = TITHE + '\n[[event]]\nstep = "upkeep"\n\n[[event]]\nresolves = "tithe-trigger"\n\n[[event]]\nstep = "combat"\n'
    assert claim_verdict(write_model, text, "life('you') == 21") == "proved"
    # a history ending with the turn's untap step (its upkeep not begun) is still one
    assert claim_verdict(write_model, TITHE, "life('you') == 20") == "proved"


def test_a_group_that_neither_creates_nor_resolves_a_delayed_trigger_is_followed(write_model):
    """603.7a-b: the delayed triggers are made and wait in the order given; a group of other events beside them
    (a tap and an untap, possible in one order only, 701.26a-b) is ordered by the solver."""
    group = '[[event]]\nstep = "combat"\nlabel = "combat"\n\n[[event]]\ntap = "bears"\ngroup = "g"\n\n' \
        '[[event]]\nuntap = "bears"\ngroup = "g"\nend_label = "both"\n'
    old = '[[event]]\nstep = "combat"\nlabel = "combat"\n'
    assert old in HISTORY
    text = HISTORY.replace(old, group, 1)
    assert claim_verdict(write_model, text, "not is_tapped(bears) and on_battlefield(bears)", at="both") == "proved"
    assert claim_verdict(write_model, text, "not on_battlefield(bears) and in_zone(dasher, 'hand')",
                         at="returned") == "proved"
