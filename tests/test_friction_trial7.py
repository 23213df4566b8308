"""New-user trial 7's friction points (tests/golden/newuser_trial_7.md, the first draw's friction
log): what a message or a printed history says, each asserted here."""
import shutil

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "newuser_trial_7_probes"


def test_a_cards_own_time_counter_trigger_is_not_described_as_suspends_cast(run_cli, tmp_path):
    """Friction 12 (wrong answer 2): the history describes Fungal Behemoth's own trigger (113.6b) by
    what it does, not as suspend's cast trigger, and its suspend by the X it was given (702.62a)."""
    path = tmp_path / "probe.toml"
    shutil.copy(PROBES / "trace_own_trigger_described_as_cast.toml", path)
    code, out, err = run_cli("check", str(path))
    assert code == 0, out + err
    assert "grow resolves: put {'+1/+1': 1} on bears" in out, out
    assert "grow resolves: behemoth may be cast" not in out, out
    assert "suspended with {'time': 1} (116.2f, 702.62a) (X = 1)" in out, out
    assert "(X = 0)" not in out, out
