"""The audit of session twelve's families (tests/golden/audit_2026-12-06b.md): its silent wrong
answers, each a probe of tests/golden/audit_session12_probes, now refused with its line or
answered right.  A transform by a trigger is ignored where its source transformed since the
trigger was put on the stack (701.27f); an intervening "if" after a condition with commas of its
own (a card's name, a list of types) needs the table's `if` (603.4); a condition inside what a
trigger does ("... if you control an artifact", "... unless ...") is refused unless `if_it` reads
it (608.2c, 608.2h); a life change whose number the text names is the table's (119.3)."""
import shutil

import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "audit_session12_probes"


@pytest.mark.parametrize("name, line, message", [
    ("probe_if_comma.toml", 30, 'has an intervening "if" (603.4)'),
    ("probe_if_trailing.toml", 23, "makes what it does depend on a condition ('if you control an artifact.', 608.2c)"),
    ("probe_if_unless.toml", 22, "makes what it does depend on a condition ('unless you control no artifacts.', "
     "608.2c)"),
    ("probe_life_amount.toml", 26, "its text says gain 5 life, and gain_life = 3 (119.3)"),
])
def test_an_audit_probe_is_now_refused(name, line, message, run_cli, tmp_path):
    path = tmp_path / name
    shutil.copy(PROBES / name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:{line}: error: " in err and message in err, err


def test_an_intervening_if_after_a_cards_name_with_a_comma_is_read(run_cli, tmp_path):
    """603.4: Linvala, the Preserver's "if an opponent has more life than you" (the real card)."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    path = tmp_path / "probe_if_linvala.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:25: error: " in err and 'has an intervening "if" (603.4)' in err, err


def test_a_transform_by_a_trigger_after_its_source_transformed_is_ignored(run_cli, tmp_path):
    """701.27f: a copy of Cryptolith Fragment's upkeep trigger transforms it; the original, put on the
    stack before, is ignored: the Fragment stays Aurora of Emrakul (the probe's second claim, the old
    wrong answer, is refuted now)."""
    path = tmp_path / "probe.toml"
    shutil.copy(PROBES / "probe_transform_twice_proved.toml", path)
    code, out, _ = run_cli("check", str(path))
    assert "transformed-once: proved (expected proved) ok" in out
    assert "turned-back: refuted (expected proved) MISMATCH" in out and code == 1
