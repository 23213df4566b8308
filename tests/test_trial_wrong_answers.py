"""The new-user trials' silent wrong answers (tests/golden/newuser_trial_6.md, 7, 8): a
modal trigger's table doing what only a mode not chosen says (700.2b), a trigger creating every token
declared for it where its text names how many (111.1), `of` dropping the condition's "you control"
(603.2, 109.5), two tables of one ability both triggering on one event (603.2), a trigger's sacrifice
as a destroy (701.21a), a card with no mana cost cast by paying it (118.6); what `moves` names no legal
target of its text (115.1), a cast trigger's `of` or a trigger's `if` other than its text's (603.2, 603.4),
a word in no subtype list crashing `has_subtype` (205.3), a combat damage step passed unsaid (510.1), a
spell's effect not its card's (608.2c).  Each probe is now refused with its line, or answers as the rules
do."""
import shutil

import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_6_probes"


def _checked(run_cli, tmp_path, name, text=None):
    path = tmp_path / name
    if text is None:
        shutil.copy(PROBES / name, path)
    else:
        path.write_text(text)
    return path, run_cli("check", str(path))


def test_a_modal_trigger_does_only_what_its_mode_says(run_cli, tmp_path):
    """700.2b: mode 1 (the Kor Ally token) with the other mode's anthem in `effects`."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "modal_trigger_both_modes.toml")
    assert code == 2 and f"{path}:57: error: trigger 'landfall': 'effects' begins an effect (611.2), which only a " \
        "mode not chosen says" in err, err


def test_a_trigger_creates_as_many_tokens_as_its_text_says(run_cli, tmp_path):
    """111.1: "create two 1/1 green Insect creature tokens" with three objects declared for it is
    refused; with the two Insects alone it loads and both enter."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "cast_trigger_token_count_unchecked.toml")
    assert code == 2 and "its text creates 2 tokens, and 3 [[object]]s are declared" in err, err
    text = (PROBES / "cast_trigger_token_count_unchecked.toml").read_text()
    two = text.replace('[[object]]\nid = "dragon"\ncard = "Dragon Token"\ncreated_by = "swarm-trigger"\n', "")
    assert two != text
    start = two.index("[[claim]]")
    two = two[:start] + ('[[claim]]\nid = "two"\nat = "tokens"\nexpr = "on_battlefield(\'insect-1\') and '
                         'on_battlefield(\'insect-2\')"\nexpect = "proved"\n')
    path, (code, out, err) = _checked(run_cli, tmp_path, "two.toml", two)
    assert code == 0 and "two: proved (expected proved) ok" in out, err


def test_of_says_whose_objects_the_condition_waits_for(run_cli, tmp_path):
    """603.2, 109.5: "another creature you control enters" with `of` dropping "you control" let an
    opponent's creature trigger Ambuscade Shaman; refused, and with the controller said the
    opponent's creature does not trigger it (its resolution is then impossible)."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    path, (code, _, err) = _checked(run_cli, tmp_path, "enters_trigger_of_ignores_you_control.toml")
    assert code == 2 and f"{path}:34: error: trigger 'shaman-trigger': its condition" in err and \
        "of says controller = 'you'" in err, err
    text = (PROBES / "enters_trigger_of_ignores_you_control.toml").read_text()
    said = text.replace('of = { types = ["creature"] }', 'of = { types = ["creature"], controller = "you" }')
    path, (code, _, err) = _checked(run_cli, tmp_path, "said.toml", said)
    assert code == 2 and "'shaman-trigger' is not on the stack: it did not trigger" in err, err


def test_a_trigger_that_sacrifices_its_source_is_no_destroy(run_cli, tmp_path):
    """New-user trial 7's wrong answer: Domestication's "sacrifice this Aura" written as `destroy` let an
    indestructible Aura survive (701.21a, 702.12b). `destroy` where the text does not destroy is refused
    (608.2c); with `sacrifice` the indestructible Aura goes."""
    probes = PROBES.parent / "newuser_trial_7_probes"
    path = tmp_path / "probe.toml"
    text = (probes / "trigger_sacrifice_text_accepts_destroy.toml").read_text()
    path.write_text(text)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and "'destroy' destroys (701.8a), which its text" in err, err
    path.write_text(text.replace('destroy = "domestication"', 'sacrifice = "domestication"'))
    code, out, err = run_cli("check", str(path))
    assert "wrong-indestructible-aura-survives-its-sacrifice: refuted (expected proved) MISMATCH" in out, out + err


def test_a_card_with_no_mana_cost_can_not_be_cast_by_paying_it(run_cli, tmp_path):
    """118.6, 202.1b (new-user trial 7's second draw): can_cast of a card whose mana cost is empty was
    true with no lands, though its cast is refused as unpayable; now false, as the cast."""
    path = tmp_path / "probe.toml"
    shutil.copy(PROBES.parent / "newuser_trial_7_probes" / "no_mana_cost_castable.toml", path)
    code, out, err = run_cli("check", str(path))
    assert "wrong-no-mana-cost-castable: refuted (expected proved) MISMATCH" in out, out + err


# -- trial 6, 4: one creature entering triggers an ability once (603.2) -------------------------------------

SHAMAN = "enters_trigger_pumps_creature_that_did_not_enter.toml"


def _shaman(tmp_path, *edits):
    text = (PROBES / SHAMAN).read_text()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    return text


def test_two_tables_of_one_ability_must_say_which_instance_each_is(run_cli, tmp_path):
    path, (code, _, err) = _checked(run_cli, tmp_path, SHAMAN)
    assert code == 2 and f"{path}:42: error: the tables 'for-shaman', 'for-bears' are one ability" in err and \
        "(603.2)" in err and 'instance = "LABEL"' in err, err


def test_one_creature_entering_puts_one_instance_on_the_stack(run_cli, tmp_path):
    """The second table bound to the Shaman's entering takes its one instance: the first has none left."""
    text = _shaman(tmp_path, ('id = "for-bears"\n', 'id = "for-bears"\ninstance = "entered"\n'))
    path, (code, _, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 2 and f"{path}:57: error: event 3 (resolves for-shaman) cannot happen where it stands: " \
        "'for-shaman' is not on the stack: it did not trigger" in err, err
    text = _shaman(tmp_path, ('id = "for-bears"\n', 'id = "for-bears"\ninstance = "entered"\n'),
                   ('id = "for-shaman"\n', 'id = "for-shaman"\ninstance = "entered"\n'))
    path, (code, _, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 2 and "each table but one says instance" in err, err
    third = '[[trigger]]\nid = "for-third"\ninstance = "entered"\nsource = "shaman"\nability = "Whenever this ' \
        'creature or another creature you control enters, that creature gets +2/+2 until end of turn"\nwhen = ' \
        '"enters"\nof = { types = ["creature"], controller = "you" }\neffects = ["pump-bears"]\n\n[[event]]\nturn'
    text = _shaman(tmp_path, ('id = "for-bears"\n', 'id = "for-bears"\ninstance = "entered"\n'),
                   ('[[event]]\nturn', third))
    path, (code, _, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 2 and "event 'entered' puts fewer instances of" in err and "(603.2)" in err, err


def test_two_creatures_entering_together_put_two_instances_on_the_stack(run_cli, tmp_path):
    text = _shaman(tmp_path, ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\nzone = "hand"'),
                   ('enters = "shaman"', 'enters = "shaman"\ntogether = ["bears"]'),
                   ('id = "for-bears"\n', 'id = "for-bears"\ninstance = "entered"\n'),
                   ('id = "wrong-two-instances-for-one-creature"', 'id = "two-instances"'),
                   ('id = "wrong-bears-pumped"', 'id = "bears-pumped"'))
    path, (code, out, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 0 and "2 claims: 2 ok" in out, out + err


def test_the_table_without_instance_stands_for_the_other_instances(run_cli, tmp_path):
    """The Bears entering later give the first table its instance: each table triggers once, at its own event."""
    text = _shaman(tmp_path, ('card = "Grizzly Bears"', 'card = "Grizzly Bears"\nzone = "hand"'),
                   ('id = "for-shaman"\n', 'id = "for-shaman"\ninstance = "entered"\n'),
                   ('[[event]]\nresolves = "for-shaman"\n',
                    '[[event]]\nresolves = "for-shaman"\n\n[[event]]\nenters = "bears"\nlabel = "bears-in"\n'),
                   ('expr = "triggered(\'for-shaman\') and triggered(\'for-bears\')"',
                    'expr = "triggered(\'for-shaman\') and not triggered(\'for-bears\')"'),
                   ('id = "wrong-two-instances-for-one-creature"', 'id = "one-instance"'),
                   ('id = "wrong-bears-pumped"', 'id = "bears-pumped"'))
    path, (code, out, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 0 and "2 claims: 2 ok" in out, out + err


# -- the session 13 audit's D5: a spell's own reduction "if ..." (601.2f) -----------------------------------

@pytest.mark.parametrize("probe", ["costsless_conditional_abilityword.toml", "costsless_conditional_plain.toml"])
def test_a_conditional_reduction_is_refused_not_applied_always(run_cli, probe):
    path = MODELS.parent / "tests" / "golden" / "audit_session13_probes" / probe
    code, _, err = run_cli("check", str(path))
    assert code == 2 and "a condition on the reduction is not modelled (601.2f)" in err, err


def test_an_instance_bound_to_an_event_that_does_not_trigger_it_says_so(run_cli, tmp_path):
    """603.2 (trial 8, friction 1): the event `instance` names must be one that triggers the ability."""
    text = _shaman(tmp_path, ('id = "for-bears"\n', 'id = "for-bears"\ninstance = "turned"\n'),
                   ('[[event]]\nturn = "you"\n', '[[event]]\nturn = "you"\nlabel = "turned"\n'))
    path, (code, _, err) = _checked(run_cli, tmp_path, SHAMAN, text)
    assert code == 2 and "event 'turned' does not trigger" in err and "(603.2)" in err, err

TRIAL_8 = PROBES.parent / "newuser_trial_8_probes"


def _trial_8(run_cli, tmp_path, name, *edits):
    """Trial 8's probe `name`, each (old, new) of `edits` replaced in it, checked."""
    text = (TRIAL_8 / name).read_text()
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    return _checked(run_cli, tmp_path, name, text)


def test_what_a_trigger_moves_is_a_legal_target_as_its_text_says(run_cli, tmp_path):
    """New-user trial 8's wrong answer: "return target nonland permanent" written `moves = ["their-forest"]`
    returned a land. What `moves` names is the text's target (115.1, 603.3d): the Forest is no legal one,
    so the trigger can not be put on the stack with it; the Drake is one, and is returned."""
    name = "trigger_nonland_target_accepts_a_land.toml"
    path, (code, _, err) = _trial_8(run_cli, tmp_path, name)
    assert code == 2 and f"{path}:36: error:" in err and "the target of 'bounce', 'their-forest', is not a legal one" \
        in err and "603.3d" in err, err
    path, (code, out, err) = _trial_8(run_cli, tmp_path, name, ('moves = ["their-forest"]', 'moves = ["drake"]'),
                                      ("in_zone('their-forest', 'hand')", "in_zone('drake', 'hand')"))
    assert code == 0 and "wrong-land-returned-by-nonland-target: proved (expected proved) ok" in out, err


def test_a_cast_triggers_of_names_the_spells_its_condition_names(run_cli, tmp_path):
    """New-user trial 8's wrong answer: "When an opponent casts a spell" with `of` artifact spells let an
    instant trigger nothing. `of` naming card types its condition does not name is refused (603.2), and
    one leaving out those it names ("a creature spell") too; with `of` as the text says, Giant Growth
    triggers the Serpent (the probe's claim that it did not is refuted)."""
    name = "cast_trigger_of_not_checked_against_text.toml"
    path, (code, _, err) = _trial_8(run_cli, tmp_path, name)
    assert code == 2 and f"{path}:33: error: trigger 'serpent-wakes': its condition 'When an opponent casts a spell'" \
        in err and "603.2" in err, err
    said = ('of = { types = ["artifact"], controller = "opponent" }', 'of = { controller = "opponent" }')
    path, (code, _, err) = _trial_8(run_cli, tmp_path, name, said, ("casts a spell, if", "casts a creature spell, if"))
    assert code == 2 and f"{path}:33: error:" in err and "a creature spell'" in err, err
    path, (code, out, err) = _trial_8(run_cli, tmp_path, name, said)
    assert "wrong-no-trigger-on-an-instant: refuted (expected proved)" in out, (out, err)


def test_a_triggers_if_says_the_colour_its_text_says(run_cli, tmp_path):
    """New-user trial 8's wrong answer: "if you control a blue permanent" written with green triggered
    with a green Bears. The `if` must quote the colour, card type and subtype words of the text's
    intervening "if", and no other colour (603.4); with blue, it does not trigger, so its resolution is
    refused."""
    name = "intervening_if_not_checked_against_text.toml"
    path, (code, _, err) = _trial_8(run_cli, tmp_path, name)
    assert code == 2 and f"{path}:33: error: trigger 'bounce'" in err and "does not say 'blue'; says 'green'" in err \
        and "603.4" in err, err
    path, (code, _, err) = _trial_8(run_cli, tmp_path, name, ("colors=['green']", "colors=['blue']"))
    assert code == 2 and "'bounce' is not on the stack: it did not trigger" in err, err

TRIAL8 = PROBES.parent / "newuser_trial_8_probes"


def test_has_subtype_of_a_word_in_no_subtype_list_is_refused_per_file(run_cli, tmp_path):
    """205.3: no object has a subtype outside the CR lists; allow_unmentioned made has_subtype reach
    the solver and crash. Now one line with its file and line, exit 2, and the file after it in a
    folder is still checked."""
    shutil.copy(TRIAL8 / "has_subtype_unknown_allowed_crashes.toml", tmp_path / "a.toml")
    shutil.copy(MODELS / "scenarios" / "blessing_ascend_spell.toml", tmp_path / "b.toml")
    code, out, err = run_cli("check", str(tmp_path))
    assert code == 2 and "Traceback" not in err and f"{tmp_path / 'a.toml'}:15: error: claim " \
        "'wastes-is-no-land-type': 'Wastes' is not a subtype in the CR lists" in err, err
    assert "b.toml: only-as-it-resolves:" in out, out


def test_a_combat_damage_step_passed_unsaid_is_refused(run_cli, tmp_path):
    """508.8, 510.1: an unblocked Ogre's combat went to the end step with no damage step and no damage;
    refused at the end step's line, and with the step said the Ogre (2/2) deals 2."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "p.toml",
                                    (TRIAL8 / "combat_damage_step_passed_unsaid.toml").read_text())
    assert code == 2 and f"{path}:26: error: this event passes a combat damage step no step = \"combat damage\" " \
        "event gives, after attackers were declared (508.8, 510.1" in err, err
    text = (TRIAL8 / "combat_damage_step_passed_unsaid.toml").read_text()
    said = text.replace('[[event]]\nstep = "end"', '[[event]]\nstep = "combat damage"\n\n[[event]]\nstep = "end"')
    said = said.replace('expect = "proved"', 'expect = "refuted"').replace(
        "[[claim]]", '[[claim]]\nid = "dealt"\nat = "end"\nexpr = "life(\'you\') == 18"\nexpect = "proved"\n\n[[claim]]')
    assert said.count("step = \"combat damage\"") == 1
    path, (code, out, err) = _checked(run_cli, tmp_path, "said.toml", said)
    assert code == 0 and "dealt: proved (expected proved) ok" in out, err + out


def test_a_spell_effect_is_its_cards(run_cli, tmp_path):
    """608.2c: Giant Growth's [[effect]] with layers of its own (+5/+5) and no card is refused; with
    card = "Giant Growth" the Bears get +3/+3."""
    path, (code, _, err) = _checked(run_cli, tmp_path, "p.toml",
                                    (TRIAL8 / "spell_effect_not_checked_against_its_card.toml").read_text())
    assert code == 2 and f"{path}:26: error: effect 'pump' is part of spell 'growth''s resolution, and a spell " \
        "does what its card's text says (608.2c): give card = 'Giant Growth'" in err, err
    text = (TRIAL8 / "spell_effect_not_checked_against_its_card.toml").read_text()
    carded = text.replace('until = "end of turn"\nlayer7c = { power = 5, toughness = 5 }\n', 'card = "Giant Growth"\n')
    carded = carded.replace("power(bears) == 7", "power(bears) == 5")
    assert carded != text
    path, (code, out, err) = _checked(run_cli, tmp_path, "carded.toml", carded)
    assert code == 0 and "wrong-giant-growth-gives-five: proved (expected proved) ok" in out, err + out



# -- trial 9 (tests/golden/newuser_trial_9.md) ---------------------------------------------------------------

@pytest.mark.parametrize("probe, line, message", [
    # 603.2: "enters the battlefield untapped" is no entering of any kind
    ("enters_untapped_trigger_fires_on_tapped_land.toml", 42, "waits for a permanent entering tapped or untapped"),
    # 702.73a: the word alone would give no creature type
    ("changeling_keyword_ignored.toml", 18, "changeling (702.73a) gives every creature type"),
    # 400.7: a dies trigger's own card is another object once it left
    ("dies_trigger_exile_self_does_nothing.toml", 50, "has left the battlefield as"),
])
def test_trial_9_wrong_answers_are_refused(run_cli, probe, line, message):
    path = MODELS.parent / "tests" / "golden" / "newuser_trial_9_probes" / probe
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:{line}: error:" in err and message in err, err
