"""The audits of remainder draw 1 (tests/golden/remainder1_audit_AUD16A.md, _AUD16B.md and _AUD16C.md; probes in
tests/golden/remainder1_audit_probes), 100 translated cards of earlier draws that no audit had read.  Fixed by
family, with the auditors' probes as tests:

- A trigger table's `when` is the event its condition's words wait for, or its keyword's rule (603.2, 603.6, 702:
  Seraph Sanctuary's, Future Flight's and Tilonalli's Crown's enters triggers as leaves-the-battlefield tables,
  Flagstones of Trokair's "put into a graveyard" and Living Lies of Loki's "dies" fired as they were exiled,
  Descendant of Kiyomaro's "deals combat damage" as damage to a player only).
- "Enters the battlefield under your control" says whose creature a trigger waits for, as "you control" does (109.5:
  The Alright Henge); an instruction on "it", the object whose event triggered the ability, is done to that object
  only (608.2h: the Henge's counter on another creature).
- A cast trigger's `of` says the subtypes and supertypes of the spell its condition names (205.3, 603.2: Merrow
  Reejerey's "a Merfolk spell").
- A trigger that may mill, beside a library the scenario lists, is refused: the history does not say whether it did
  (603.5, 701.13; Rainveil Rejuvenator).  An optional draw, search or discard its table's key leaves out was declined.
- A static condition on what its object is ("as long as it's a Wall") is refused by the translator, never kept as a
  stated fact the board could contradict (205, 611.3a; Mistform Wall).
- A mana ability that works only from a graveyard is refused by the translator, never counted as the permanent's
  (113.6m; Jack-o'-Lantern).
- An equip cost with a Phyrexian symbol is refused as one costing more than mana (107.4f; Lashwrithe).
- "When you cast this spell and when this creature dies" waits for both events: unsaid, its dies half is refused
  (603.2; Eldrazi Repurposer).  For Mirrodin!, as the translator writes it ("for mirrodin"), is read for its meaning
  (702.163a; Bladehold Cleaver).
- An intervening "if" says the mana value its text names, and compares by equality where its text says "equal to"
  (603.4, 202.3; Obscura Ascendancy).

Not fixed: an [[effect]] of an activated ability begun by a `starts` event pays no cost (Lumbering Worldwagon's crew;
docs/limits.md).

Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "remainder1_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("seraph_sanctuary_when_leaves", "does not wait for 'leaves the battlefield' (603.2)"),
    ("future_flight_when_leaves", "does not wait for 'leaves the battlefield' (603.2)"),
    ("tilonalli_crown_when_leaves", "does not wait for 'leaves the battlefield' (603.2)"),
    ("flagstones_exiled_no_trigger", "does not wait for 'leaves the battlefield' (603.2)"),
    ("living_lies_exiled_draws", "does not wait for 'leaves the battlefield' (603.2)"),
    ("descendant_kiyomaro_damage_creature", "does not wait for 'deals combat damage to a player' (603.2)"),
    ("alright_henge_opponent_creature", "waits for what you control (603.2, 109.5): of says controller = 'you'"),
    ("alright_henge_counter_other", "the instance resolving was not triggered by 'g'"),
    ("rainveil_enters_mill_table", "mills (701.13), which no key of a [[trigger]] follows"),
    ("mistform_wall_stated_not_wall", "a condition on what an object is (205, 613.1d)"),
    ("mistform_wall_loses_wall", "a condition on what an object is (205, 613.1d)"),
    ("merrow_reejerey_cast_nonmerfolk", "waits for a spell of subtypes ['Merfolk'] (either)"),
    ("merrow_reejerey_of_goblin", "waits for a spell of subtypes ['Merfolk'] (either)"),
    ("jack_o_lantern_could_produce", "activated from a graveyard, 113.6m"),
    ("lashwrithe_equip_life", "whose cost '{B/P}{B/P}' is paid as equip is activated"),
    ("eldrazi_repurposer_dies_unsaid", "has the triggered ability 'When you cast this spell and when this creature"),
    ("bladehold_cleaver_token_wrong", "create a 2/2 red Rebel creature token, then attach this Equipment to it."),
    ("obscura_ascendancy_if_greater", "compares by order (>, >=, <, <=) where its text says equal"),
    ("obscura_ascendancy_mv_if", "says 'mana value', and if = "),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


def test_the_henge_puts_its_counter_on_the_creature_that_entered(check_probe):
    # 608.2h: "it" is the creature whose entering triggered the instance
    code, out, err = check_probe(PROBES, "alright_henge_counters_table")
    assert code == 0 and "1 ok" in out, out + err


REVIEW = MODELS.parent / "tests" / "golden" / "review26_probes"


@pytest.mark.parametrize("probe, words", [
    # a review of the fixes (tests/golden/review26.md): "combat damage to you" is no `when` (510.2); "on each
    # opponent's turn" is not each combat (507.1); frenzy's event no `when` says (702.68a); "one or more" triggers once
    # (603.2c); a copy's "it" (707.10); "it" after a token created, "that creature" of a trigger on its own object
    ("teysa_noncombat_damage", "does not wait for 'deals damage to you' (603.2)"),
    ("combat_on_opponents_turn_each", "does not wait for 'each combat' (603.2)"),
    ("frenzy_when_attacks", "triggers by its keyword's rule (702) on an event no `when` says"),
    ("one_or_more_combat_damage_twice", "triggers once for all the objects of one event (603.2c)"),
    ("henge_copied_trigger", "a copy of 't' may resolve here"),
    ("fractal_counters_on_source", "which may be an object it creates or its condition names"),
    ("slagwurm_destroys_itself", "which may be an object it creates or its condition names"),
])
def test_each_review_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(REVIEW, probe)
    assert code == 2 and words in err, out + err


def test_the_henge_without_a_copy_is_answered(check_probe):
    code, out, err = check_probe(REVIEW, "henge_no_copy_control")
    assert code == 0 and "ok" in out, out + err


@pytest.mark.parametrize("condition", ["Whenever you attack", "Whenever an opponent is attacked",
                                       "Whenever this creature attacks and isn't blocked"])
def test_an_attack_condition_an_attacks_table_does_not_say_is_refused(write_model, run_cli, condition):
    # 508.3b, 508.3d, 508.3f (review 26: "Whenever you attack" fired once per attacking creature)
    ability = f"{condition}, you gain 1 life"
    text = (f'[[card]]\nname = "Test Raider"\ntypes = ["creature"]\nmana_cost = "{{1}}{{R}}"\npower = 2\ntoughness = 2\n'
            f'abilities = ["{ability}"]\n\n[[object]]\nid = "r"\ncard = "Test Raider"\n\n[[trigger]]\nid = "t"\n'
            f'source = "r"\nability = "{ability}"\nwhen = "attacks"\ngain_life = 1\n'
            + ('of = { self = true }\n' if "this creature" in condition else "") + '\n[[event]]\nstep = "main"\n\n'
            '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n')
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and "which an attacks table (once for each attacking creature, 508.3a) does not say" in err, \
        out + err
