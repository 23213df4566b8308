"""The audit of the abilities kept unread (tests/golden/unread_audit_AUDU1.md, unread_audit_AUDU2.md; probes in
tests/golden/unread_audit_probes): three silent drops found by AUDU2, each refused now.

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
