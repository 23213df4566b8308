"""New-user trial 5's silent wrong answers (tests/golden/newuser_trial_5.md), each a probe that
proved a claim false by the rules: now refused or refuted, and a like case that still works."""
import shutil

import pytest

from conftest import MODELS
from reference import values
from verifier.load.loader import load_scenario

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_5_probes"


def _probe(name, tmp_path, *edits):
    """The probe's text, with each (old, new) of `edits` replaced, written in tmp_path."""
    text = (PROBES / name).read_text()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text)
    return path


# -- 1. a trigger's target restriction, for the [[effect]] it begins (115.1, 603.3d, 608.2b) ------------

def test_own_creature_as_the_effect_target_makes_the_history_impossible(run_cli, tmp_path):
    """"target creature an opponent controls": the effect's target, your own Bears, is no legal target
    as the trigger is put on the stack (603.3d), so the history is impossible."""
    path = tmp_path / "inspired_target_own_creature.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:43: error: " in err and \
        "the target of 'inspired', 'bears', is not a legal one as it is put on the stack (603.3d" in err, err


def test_an_opponents_creature_as_the_effect_target_is_shrunk(run_cli, tmp_path):
    path = _probe("inspired_target_own_creature.toml", tmp_path,
                  ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"'),
                  ('id = "wrong-own-bears-shrunk"', 'id = "opponents-bears-shrunk"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


def test_a_target_gone_hexproof_as_it_resolves_is_not_shrunk(run_cli, tmp_path):
    """608.2b: the Bears gain hexproof after the trigger is put on the stack: as it resolves its one
    target is illegal, and the effect does not begin."""
    path = _probe("inspired_target_own_creature.toml", tmp_path,
                  ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\ncontroller = "opponent"'),
                  ('[[trigger]]', '[[effect]]\nid = "cover"\ntargets = ["bears"]\nlayer6 = { add_abilities = '
                                  '["hexproof"] }\nuntil = "end of turn"\ncontroller = "opponent"\n\n[[trigger]]'),
                  ('[[event]]\nresolves = "inspired"', '[[event]]\nstarts = "cover"\n\n[[event]]\nresolves = "inspired"'),
                  ('expr = "power(bears) == -1"', 'expr = "power(bears) == 2"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


# -- 2. a trigger doing nothing as it resolves does not search (603.4, 608.2b) ---------------------------

IF_TEXT = ("When this creature enters, you may search",
           "When this creature enters, if an opponent controls more lands than you, you may search")


def test_a_table_if_without_the_texts_if_is_refused(run_cli, tmp_path):
    """603.4: the probe's `if` is a condition its text does not say."""
    path = tmp_path / "intervening_if_search_still_finds.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:59: error: " in err and "has no intervening 'if' (603.4" in err, err


def test_a_search_by_a_trigger_whose_if_fails_as_it_resolves_is_impossible(run_cli, tmp_path):
    """603.4: caught up to two lands each before it resolves, it does nothing: the card it would find
    entering then is no event of the game."""
    path = _probe("intervening_if_search_still_finds.toml", tmp_path, IF_TEXT)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:70: error: " in err and \
        "'library-plains' enters as 'search' resolves, but it does nothing then: its intervening 'if' fails (603.4)" \
        in err, err


def test_a_search_by_a_trigger_whose_if_holds_as_it_resolves_finds_the_card(run_cli, tmp_path):
    """The opponent's third land instead: still more lands as it resolves, the Plains is found."""
    path = _probe("intervening_if_search_still_finds.toml", tmp_path, IF_TEXT,
                  ('id = "plains-2"\ncard = "Plains"', 'id = "plains-2"\ncard = "Mountain"\nowner = "opponent"'),
                  ("and count(types=['land'], controller='you') == 2", "and count(types=['land'], controller='you') == 1"),
                  ('id = "wrong-found-card-entered"', 'id = "found-card-entered"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "2 claims: 2 ok" in out, out + err


# -- 3. a trigger's text not followed by its table, where it resolves (608.2c) ---------------------------

def test_a_resolving_trigger_whose_instruction_has_no_key_is_refused(run_cli, tmp_path):
    """Nevermaker's "put target nonland permanent on top of its owner's library" has no key: as it
    resolves it would do nothing, so the file is refused, naming the words."""
    path = tmp_path / "leaves_trigger_tuck_ignored.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:48: error: " in err and \
        "its ability says \"put target nonland permanent on top of its owner's library\", putting a permanent into " \
        "a library (401.1), which no key of a [[trigger]] follows, and it resolves in the history (608.2c)" in err, err


BOUNCER = ('[[card]]\nname = "Test Bouncer"\nmana_cost = "{{1}}{{U}}"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n'
           'abilities = ["{text}"]\n\n[[object]]\nid = "bouncer"\ncard = "Test Bouncer"\nzone = "hand"\n\n'
           '[[object]]\nid = "bears"\ncard = "Grizzly Bears"\ncontroller = "opponent"\n\n'
           '[[trigger]]\nid = "t"\nsource = "bouncer"\nability = "{text}"\nwhen = "enters"\nof = {{ self = true }}\n{keys}\n'
           '[[event]]\nenters = "bouncer"\n\n[[event]]\nresolves = "t"\nlabel = "done"\n\n'
           '[[claim]]\nid = "c"\nat = "done"\nexpr = "on_battlefield(bears)"\nexpect = "proved"\n')


@pytest.mark.parametrize("text, keys, line, words", [
    # an empty table for an instruction no key follows (608.2c)
    ("When this creature enters, return target nonland permanent to its owner's hand.", "", 19,
     "its ability says \"return target nonland permanent to its owner's hand.\", which no key of its table follows"),
    # a key for one instruction, none for the library (401.1)
    ("When this creature enters, you gain 2 life. Put target nonland permanent on top of its owner's library.",
     "gain_life = 2\n", 19, "putting a permanent into a library (401.1)"),
])
def test_a_resolving_trigger_doing_less_than_its_text_is_refused(text, keys, line, words, write_model, run_cli):
    path = write_model(BOUNCER.format(text=text, keys=keys))
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:{line}: error: " in err and words in err, err


def test_a_resolving_trigger_whose_instruction_is_optional_may_do_nothing(write_model, run_cli):
    """603.5: "you may": the table without a key is the history where its controller chose not to."""
    text = "When this creature enters, you may return target nonland permanent to its owner's hand."
    code, out, err = run_cli("check", str(write_model(BOUNCER.format(text=text, keys=""))))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


def test_the_same_trigger_left_waiting_is_kept(run_cli, tmp_path):
    """Never resolved, it does nothing in the history: the table says only that it triggers."""
    path = _probe("leaves_trigger_tuck_ignored.toml", tmp_path,
                  ('resolves = "evoke-sacrifice"\n\n[[event]]\nresolves = "tuck"\n', 'resolves = "evoke-sacrifice"\n'),
                  ('id = "wrong-bears-on-battlefield"', 'id = "waiting-bears-on-battlefield"'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 claims: 1 ok" in out, out + err


def test_a_resolving_persist_without_returns_is_refused(run_cli, tmp_path):
    """702.79a: persist returns the card as it resolves; a table without `returns` would do nothing."""
    text = (MODELS / "scenarios" / "zones_dies_triggers.toml").read_text()
    old = 'label = "plain-dies"\n'
    assert old in text
    path = tmp_path / "persist.toml"
    path.write_text(text.replace(old, old + '\n[[event]]\nresolves = "plain-persist"\n'))
    code, _, err = run_cli("check", str(path))
    assert code == 2 and "trigger 'plain-persist': persist returns the card to the battlefield as it resolves " \
        "(702.79a, 702.93a), and it resolves in the history with no `returns`" in err, err


# -- the reference's own reading (tests/reference/simulator.py): a resolution that did nothing draws nothing

DRAWER = ('[[card]]\nname = "Drawer"\nmana_cost = "{2}"\ntypes = ["enchantment"]\n'
          'abilities = ["Whenever a land enters, draw a card."]\n\n'
          '[[object]]\nid = "drawer"\ncard = "Drawer"\n\n[[object]]\nid = "land"\ncard = "Forest"\nzone = "hand"\n\n'
          '[[object]]\nid = "c0"\ncard = "Island"\nzone = "library"\n\n'
          '[[trigger]]\nid = "t"\nsource = "drawer"\nability = "Whenever a land enters, draw a card."\n'
          'when = "enters"\nof = { types = ["land"] }\ndraws = 1\n\n[[event]]\nplay_land = "land"\n\n[[event]]\nresolves = "t"\n{extra}'
          'label = "done"\n')


@pytest.mark.parametrize("countered, drawn", [(False, {True}), (True, set())])
def test_a_countered_draw_trigger_draws_nothing_in_both_readings(countered, drawn, write_model, run_cli):
    """701.6b: countered, the trigger does nothing: the history drawing its card is impossible, in the
    verifier (refused, exit 2) and in the reference (no order plays it)."""
    path = write_model(DRAWER.replace("{extra}", "countered = true\n" if countered else "") +
                       '\n[[claim]]\nid = "c"\nat = "done"\nexpr = "in_zone(c0, \'hand\')"\nexpect = "proved"\n')
    assert values(load_scenario(path), "in_zone(c0, 'hand')", "done") == drawn
    code, out, err = run_cli("check", str(path))
    assert (code, "does nothing then" in err) == ((2, True) if countered else (0, False)), out + err
