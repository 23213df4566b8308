"""The audit of draw 12 (tests/golden/draw12_audit_AUD12A.md, _AUD12B.md; probes in tests/golden/draw12_audit_probes):
its findings, each fixed by family, with the auditors' probes as tests.

- A trigger condition's restrictions no key of `of` says are refused: a mana value (Kozilek's Unsealing, Doc Ock's
  Tentacles; 202.3), "two or more" attackers (Escarpment Fortress; 508.1); power bounds are `of`'s (Hadran; 603.2).
- Dethrone's and exalted's conditions are their rules' (702.105a, 702.83a): their tables are refused.
- A trigger's fixed damage is its text's (Lightning Diadem; 120.3).
- A condition on an object's own abilities (Manor Gargoyle; 613.1f) or on the counters the board shows (Hundred-Battle
  Veteran; 122.1) is refused by the translator, not kept as a stated fact.
- An [[ability]] putting counters on each of a kind is refused (Oran-Rief; 122.1, 608.2c).
- Dredge beside a history's draws is refused (Dakmor Salvage; 702.52a).
- A declared token's static ability words need a static that follows them (The Keeper of Four Scythes; 604.1).
- A trigger condition on its own object needs of = { self = true } (The Keeper, Undercellar Myconid, Rune of Speed;
  603.2).
- Each number of an intervening "if" is the table's `if`'s (Emeria; 603.4).
Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS, one_error_line

PROBES = MODELS.parent / "tests" / "golden" / "draw12_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("kozileks_unsealing_mv2", "waits for 'mana value' (603.2)"),
    ("doc_ock_small_creature", "waits for 'mana value' (603.2)"),
    ("hadran_small_creature", "of says power_at_least = 4"),
    ("escarpment_fortress_one_attacker", "waits for 'two or more' (603.2)"),
    ("treasonous_ogre_dethrone_not_most", "dethrone triggers only where the player it attacks has the most life"),
    ("lightning_diadem_three_damage", "its text deals 2 damage, and deals = 3"),
    ("lightning_diadem_creature_target", "its text deals 2 damage, and deals = 4"),
    ("manor_gargoyle_stated_false", "a condition on the abilities an object has (613.1f)"),
    ("hundred_battle_veteran_stated", "a condition on what the battlefield shows"),
    ("oran_rief_nothing", "puts counters on each or all of a kind (122.1)"),
    ("oran_rief_wrong_creature", "puts counters on each or all of a kind (122.1)"),
    ("keeper_scythes_equip", "a static ability no [[card.static]] of it follows (604.1, 611.3)"),
    ("keeper_trigger_other_enters", "waits for its own object (109.3, 603.2): of = { self = true }"),
    ("myconid_trigger_other_enters", "waits for its own object (109.3, 603.2): of = { self = true }"),
    ("rune_of_speed_trigger_other_enters", "waits for its own object (109.3, 603.2): of = { self = true }"),
    ("emeria_wrong_if_returns", "says 7, and if = \"count(subtypes=['Plains'], controller='you') >= 1\" compares with "
                                "no such number (603.4)"),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


@pytest.mark.parametrize("probe", ["lightning_diadem_two_damage", "emeria_upkeep_decline"])
def test_the_controls_still_answer(check_probe, probe):
    # the same cards with the table the text says: answered, every claim as the rules say (120.3, 603.4)
    code, out, err = check_probe(PROBES, probe)
    assert code == 0 and " 0 failed" in out, out + err


DREDGE = '''
[[object]]
id = "dakmor"
card = "Dakmor Salvage"
zone = "graveyard"

[[object]]
id = "top"
card = "Grizzly Bears"
zone = "library"

[[event]]
draws = "you"

[[claim]]
id = "c"
expr = "in_zone(dakmor, 'graveyard')"
expect = "proved"
'''


def test_dredge_beside_a_draw_is_refused(write_model, run_cli):
    # 702.52a: Dakmor Salvage's dredge may replace the draw, returning it to its owner's hand: its staying in the
    # graveyard can't be proved (draw 12's audit); a history with a draw beside dredge is refused
    path = write_model(DREDGE)
    code, out, err = run_cli("check", path)
    assert code == 2 and "dredge" in one_error_line(err, path).lower() and "121.1" in err, out + err
