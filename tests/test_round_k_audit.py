"""The audit of round K's translated cards (tests/golden/round_k_audit.md): its wrong answers, each
a probe of tests/golden/round_k_audit_probes, now refused with its line: a condition the scenario
states about attacking (506.4) or about what is attached (301.5, 701.3) beside an event that
changes it; a board's Aura beside a protection whose quality the model does not read (702.16c-d,
704.5m).  The probes the audit found right keep their verdicts (the CR's, written in them)."""
import shutil

import pytest

from conftest import MODELS

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "round_k_audit_probes"


@pytest.mark.parametrize("name, message", [
    ("thorned_moloch_attacking_history.toml", "a fact about what is attacking or blocking (506.4)"),
    ("brides_gown_finery_attached_later.toml", "a fact about what is attached to what (301.5, 303.4, 701.3)"),
    ("commanders_plate_red_aura_green_identity.toml", "'temper' is attached to 'bear' beside the ability "
     "\"Protection from each color that's not in your commander's color identity\""),
])
def test_an_audit_finding_is_now_refused(name, message, run_cli, tmp_path):
    path = tmp_path / name
    shutil.copy(PROBES / name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:" in err and message in err, err


@pytest.mark.parametrize("name", ["thorned_moloch_condition.toml", "brides_gown_condition_true.toml",
                                  "brides_gown_condition_false.toml", "commanders_plate_board.toml"])
def test_the_boards_found_right_keep_their_verdicts(name, run_cli, tmp_path):
    path = tmp_path / name
    shutil.copy(PROBES / name, path)
    code, out, err = run_cli("check", str(path))
    assert code == 0 and " 0 failed" in out, out + err


def test_an_auras_own_ability_granting_protection_does_not_refuse_its_attachment(tmp_path):
    # Floating Shield's own "Sacrifice this Aura: target creature gains protection from the chosen color" is no
    # protection the Aura or its creature has (702.16a): the Aura stays attached on the board, and loads
    from verifier.cards import table, trial
    from verifier.load.loader import load_scenario
    text, _ = table.generate("Floating Shield")
    scenario = tmp_path / "card.toml"
    scenario.write_text(trial.scenario("Floating Shield", text))
    assert load_scenario(scenario).objects["x"].attached_to == "bear"
