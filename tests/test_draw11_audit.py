"""The audit of draw 11 (tests/golden/draw11_audit_AUD11A.md, _AUD11B.md; probes in tests/golden/draw11_audit_probes):
the findings fixed so far, with the auditors' probes as tests.

- Dwynen, Gilt-Leaf Daen (silent drop): "you gain 1 life for each attacking Elf you control" was accepted as a fixed
  `gain_life = 1`: a life amount counted as the trigger resolves (608.2h) is refused beside a fixed one.
- Gwenna, Eyes of Gaea (silent drop): a cast trigger "a creature spell with power 5 or greater" was accepted with an
  `of` that does not say the power, and fired on a 2/2 (603.2): its `of` must say power_at_least.

The other findings (Call for Unity's `if`, stated facts against the board or history, a player target for a
creature target, Kydele's stated draws, a counter on another creature than the enchanted one) are listed in
tests/golden/draws.md as the next round's.  Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "draw11_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("probe, words", [
    ("dwynen_attack_for_each", "an amount counted as it resolves (608.2h)"),
    ("dwynen_attack_wrong_life", "an amount counted as it resolves (608.2h)"),
    ("gwenna_small_creature", "waits for a spell with power 5 or greater (603.2): of says power_at_least = 5"),
])
def test_each_finding_is_refused_naming_why(check_probe, probe, words):
    code, out, err = check_probe(PROBES, probe)
    assert code == 2 and words in err, out + err


def test_gwenna_with_its_power_said_does_not_trigger_on_a_two_two(check_probe):
    # the control: the same history with power_at_least = 5 in `of`: no trigger to resolve (603.2)
    code, out, err = check_probe(PROBES, "gwenna_small_creature_control")
    assert code == 2 and "'t' is not on the stack: it did not trigger" in err, out + err
