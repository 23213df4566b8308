"""The audit of the abilities kept unread (tests/golden/unread_audit_AUDU1.md, unread_audit_AUDU2.md; probes in
tests/golden/unread_audit_probes): five silent drops (three found by AUDU2, two by AUDU1), each refused now.

- Eluge, the Shoreless Sea and Guildpact Greenwalker: a [[trigger]] table naming the unread trigger with its
  self-reference written another way ("~", "this creature") or with a final period loaded, because the guard
  compared exact texts while the trigger loader matches them as 201.5 allows (`ability_texts.matching`); also on a
  Clone copying Greenwalker (707.2).  The guard compares them the same way now (`verifier.load.unread.is_unread`).
- Magitek Scythe: its trigger follows an ability word ending in "!" ("A Test of Your Reflexes! — When ..."), which
  the guard on unsaid triggers did not strip (207.2c), so a history went past it (603.2, 603.3).  It is read now."""
import pytest

from conftest import MODELS

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "unread_audit_probes"


@pytest.mark.parametrize("probe, line, words", [
    ("eluge_6_trigger_period_counters_island_dropped.toml", 22, "was not read from its card's text"),
    ("greenwalker_5_trigger_tilde_then_other_enters.toml", 18, "was not read from its card's text"),
    ("greenwalker_7_clone_trigger_tilde.toml", 22, "was not read from its card's text"),
    ("scythe_5_enters_then_combat_no_first_strike.toml", 18, "has the triggered ability 'A Test of Your Reflexes!"),
])
def test_the_silent_drops_are_refused(run_cli, probe, line, words):
    code, out, err = run_cli("check", PROBES / probe)
    assert code == 2 and f"{probe}:{line}: error: " in out + err and words in out + err, out + err


# AUDU1's findings (tests/golden/unread_audit_AUDU1.md): two silent drops, each refused now.
# - Admiral Beckett Brass: a `turn` event passes the end step of the turn it ends (513.1), where an "at the beginning
#   of your end step" trigger no [[trigger]] says triggers; the guard looked only at the turn it begins.
# - Ebony Fly (and a Forest): a board stated a noncreature attacking; only a creature attacks (506.3, 508.1a, 506.4).
@pytest.mark.parametrize("probe, line, words", [
    ("admiral_beckett_brass_3_turn_passes_your_end_step.toml", 50, "'admiral' has the triggered ability 'At the "
                                                                   "beginning of your end step"),
    ("ebony_fly_4_attacking_on_board.toml", 8, "'fly' is no creature and no effect of the scenario makes it one"),
    ("ebony_fly_9_control_forest_attacking.toml", 8, "'forest' is no creature"),
])
def test_the_findings_of_the_first_auditor_are_refused(run_cli, probe, line, words):
    code, out, err = run_cli("check", PROBES / probe)
    assert code == 2 and f"{probe}:{line}: error: " in out + err and words in out + err, out + err
