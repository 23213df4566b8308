"""The audits of draw 15 (tests/golden/draw15_audit_AUD15A.md, _AUD15B.md, and _AUD15C.md, a second audit of every
other card of the hundred; probes in tests/golden/draw15_audit_probes).  Fixed by family, with the auditors' probes
as tests:

- A static condition on the counters on permanents, which the board lists, is refused, never kept as a stated fact
  the board could contradict (Tenacious Hunter's "a creature has a -1/-1 counter on it"; 611.3a, 122.1); impending,
  whose third ability asks for a time counter on the permanent, with it (Overlords; 702.176a).
- can_block beside a protection whose quality is not read is refused, as a blocks event is (Riders of Gavony's
  "protection from creatures of the chosen type"; 702.16f, 509.1b).
- A trigger's damage `to` a player goes to the player its text names from its controller (Jagged Barrens' "target
  opponent"; 109.5, 115.1).
- An intervening "if" asking for objects that share a quality among themselves is refused, and "shares a creature
  type with", "different" and "greatest" must be said by the table's `if` (Littjara Kinseekers; 603.4, 205.3m).
- A trigger moving a card from a hand, a library or a graveyard is refused where its table `moves` it (Ugin's
  Labyrinth's imprint; 400.1, 608.2c).

Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "draw15_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("tenacious_hunter_counter_board", "a condition on what the battlefield shows, not read"),
    ("tenacious_hunter_stated_true_no_counter", "a condition on what the battlefield shows, not read"),
    ("riders_of_gavony_block", "can_block: the ability 'Protection from creatures of Elf' is a protection whose quality"),
    ("riders_protection_general_can_block", "can_block: the ability 'Protection from Goblins' is a protection"),
    ("jagged_barrens_target_you", "to = 'you', and its text deals its damage to 'target opponent'"),
    ("kinseekers_if_share", "by 'share a creature type' (603.4, 205.3m"),
    ("kinseekers_counter_no_share", "by 'share a creature type' (603.4, 205.3m"),
    ("ugin_labyrinth_imprint_crusher", "moves a card from a hand, a library, a graveyard or exile (400.1"),
    ("ugin_labyrinth_imprint_colored", "moves a card from a hand, a library, a graveyard or exile (400.1"),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


@pytest.mark.parametrize("name", ["Tenacious Hunter", "Ezio, Brash Novice", "Gavel of the Righteous",
                                  "Hero of Bretagard", "Warden of the Inner Sky"])
def test_a_condition_on_the_counters_on_permanents_is_refused(name):
    # 611.3a, 122.1: the board lists the counters; a stated fact was believed against it
    from verifier.cards import table
    text, refusals = table.generate(name)
    assert text is None and any("a condition on what the battlefield shows" in r and "counter" in r
                                for r in refusals), refusals


def test_the_damage_goes_to_the_opponent_the_text_names(check_probe):
    code, out, err = check_probe(PROBES, "jagged_barrens_target_opponent")
    assert code == 0 and "1 ok" in out, out + err


def test_impending_is_refused_where_a_stated_fact_was_believed(write_model, run_cli):
    # 702.176a, 122.1: stated "paid, with a time counter" beside a board with none, it was no creature
    scenario = ('[scenario]\nturn = "you"\nconditions = { "its impending cost was paid and it has a time counter on it" '
                '= true }\n\n[[object]]\nid = "o"\ncard = "Overlord of the Mistmoors"\n\n[[claim]]\nid = "c"\n'
                'expr = "has_type(o, \'creature\')"\nexpect = "proved"\n')
    code, out, err = run_cli("check", write_model(scenario))
    assert code == 2 and "Impending 4—{2}{W}{W}" in err, out + err


@pytest.mark.parametrize("intervening, condition, words", [
    ("if you control three or more creatures with different powers", "count(types=['creature'], controller='you') >= 3",
     "says 'with different'"),
    ("if you control a creature that shares a creature type with it", "count(types=['creature'], controller='you') >= 1",
     "says 'shares a creature type with'"),
])
def test_an_if_leaving_out_a_restricting_word_is_refused(write_model, run_cli, intervening, condition, words):
    # 603.4: the table's if says what the text's if says
    ability = f"At the beginning of your end step, {intervening}, you gain 1 life"
    scenario = ('[scenario]\nturn = "you"\n\n[[card]]\nname = "Test Bear"\ntypes = ["creature"]\nsubtypes = ["Bear"]\n'
                f'power = 2\ntoughness = 2\nabilities = ["{ability}"]\n\n[[object]]\nid = "s"\ncard = "Test Bear"\n\n'
                f'[[trigger]]\nid = "t"\nsource = "s"\nability = "{ability}"\nwhen = "your end step"\nif = "{condition}"\n'
                'gain_life = 1\n\n[[claim]]\nid = "c"\nexpr = "life(\'you\') == 20"\nexpect = "proved"\n')
    code, out, err = run_cli("check", write_model(scenario))
    assert code == 2 and words in err, out + err


REVIEW = MODELS.parent / "tests" / "golden" / "draw15_review_probes"  # (a review of the fixes above, draw15_review.md)


@pytest.mark.parametrize("probe, words", [
    ("p3_vampire_you", "to = 'you', and its text deals its damage to 'each opponent and you gain 1 life', which names "
                       "'opponent'"),
    ("p3_control_magic_you", "and control may change in this scenario (613.1b, 603.3a)"),
    ("p4_all_share", "by 'share a creature type'"),
    ("p4_of_same_type", "by 'of the same'"),
    ("p4_same_name", "by 'the same name'"),
    ("p4_shares_color_with", "by 'shares a color with'"),
    ("p5_a_players_graveyard", "moves a card from a hand, a library, a graveyard or exile"),
    ("p5_from_graveyards", "moves a card from a hand, a library, a graveyard or exile"),
    ("p5_from_exile", "moves a card from a hand, a library, a graveyard or exile"),
])
def test_the_review_s_wordings_of_each_family_are_refused(check_probe, probe, words):
    code, out, err = check_probe(REVIEW, probe)
    assert code == 2 and words in err, out + err


def test_the_vampire_s_damage_to_the_opponent_is_answered(check_probe):
    code, out, err = check_probe(REVIEW, "p3_vampire_opponent")
    assert code == 0 and "ok, 0 failed" in out, out + err


@pytest.mark.parametrize("keyword, kinds", [
    ("ingest", {"turn", "step:combat damage"}), ("Poisonous 1", {"turn", "step:combat damage"}),
    ("Renown 1", {"turn", "step:combat damage"}), ("Annihilator 2", {"attacks"}), ("exalted", {"attacks"}),
    ("Mobilize 2", {"attacks"}), ("Afflict 3", {"blocks"}), ("Bushido 1", {"blocks"}),
])
def test_a_keyword_trigger_waits_for_its_own_event(keyword, kinds):
    # 603.2, 702.115a and the keyword rules cited in verifier/load/unsaid_triggers.py: an unsaid ingest is no reason to
    # refuse an activation's history (draw 15's audit, Fathom Feeder)
    from verifier.load.unsaid_triggers import waits_for
    assert waits_for(keyword) == kinds


# the second hundred of draw 15 (draw15_audit_AUD15D.md, _AUD15E.md): what a trigger chooses without targeting
@pytest.mark.parametrize("probe", ["selesnya_sanctuary_return_opp_land_AUD15D", "selesnya_sanctuary_return_nonland_AUD15D",
                                   "kor_skyfisher_return_opp_AUD15D", "accursed_centaur_sac_land_AUD15D"])
def test_what_a_trigger_chooses_is_of_the_kind_and_player_its_text_says(check_probe, probe):
    # 608.2c, 109.5, 701.21a
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and "as it resolves (608.2c" in err, out + err


def test_a_land_returning_itself_is_answered(check_probe):
    code, out, err = check_probe(REVIEW, "selesnya_sanctuary_returns_itself")
    assert code == 0 and "1 ok" in out, out + err


def test_a_token_is_declared_with_the_abilities_its_text_quotes(check_probe):
    # 111.3 (Chittering Dispatcher's Eldrazi Spawn, draw15_audit_AUD15E.md)
    code, out, err = check_probe(PROBES, "dispatcher_spawn_no_ability")
    assert code == 2 and "is declared without 'Sacrifice this token: Add {C}.', an ability its text gives it" in err
    code, out, err = check_probe(PROBES, "dispatcher_spawn_mana")
    assert code == 0 and "1 ok" in out, out + err


def test_a_spell_s_token_is_declared_with_the_abilities_its_text_quotes(write_model, run_cli):
    # 111.3: the same for a spell's tokens (Abstruse Interference's Eldrazi Scion)
    text = (MODELS / "scenarios" / "spell_tokens_abstruse_interference_target_gone.toml").read_text()
    assert 'abilities = ["Sacrifice this creature: Add {C}"]' in text
    code, out, err = run_cli("check", write_model(text.replace('abilities = ["Sacrifice this creature: Add {C}"]',
                                                               "abilities = []")))
    assert code == 2 and "no 'Sacrifice this creature: Add {C}.', an ability its text gives it" in err, out + err
