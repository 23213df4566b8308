"""603.3d, 115.1, 608.2b: a triggered ability's target, read from its text where its table names the
object (`verifier.load.trigger_targets`; a `target_if` alone: tests/test_trigger_targets.py), is legal as the trigger is put on the stack or the history is
impossible; a restriction not read needs `target_if`.  The probes are the audit's of 2026-12-06
(tests/golden/audit_2026-12-06.md), each a silent wrong answer then: an artifact destroyed by "destroy
target land", the trigger controller's own creature fought by "target creature you don't control", a
hexproof creature fought, an opponent's damage ability at a warded creature not triggering ward."""
import shutil

import pytest

from conftest import MODELS
from verifier.model import Filter
from verifier.rules import targets

PROBES = MODELS.parent / "tests" / "golden" / "audit_session11_probes"
NOT_LEGAL = "is not a legal one as it is put on the stack (603.3d, 601.2c, 115.1, 702.11b, 702.18a, 702.16b)"


@pytest.mark.parametrize("name, line, message", [
    ("probe_fight_noncreature.toml", 53, "the target of 't', 'relic', " + NOT_LEGAL),  # "fights target creature"
    ("probe_fight_own_no_target_if.toml", 52, "the target of 't', 'mine', " + NOT_LEGAL),  # "you don't control"
    # 702.11b: its modal text targets twice, so no one target is read from it (603.3d), and hexproof beside a
    # trigger whose target is not read from its text is refused (verifier.load.protection)
    ("probe_fight_hexproof.toml", 45, "'t' targets beside the ability 'hexproof'"),
    ("probe_nonmodal_destroy_artifact.toml", 56, "the target of 't', 'relic', " + NOT_LEGAL),  # "target land"
    ("probe_mode2_destroy_artifact.toml", 52, "what its text targets (\"Destroy target land with an activated "
     "ability that isn't a mana ability.\") is not read here for 'relic' (115.1, 603.3d): give target_if"),
    ("probe_mode2_destroy_forest.toml", 52, "is not read here for 'forest' (115.1, 603.3d): give target_if"),
    # 702.21a, 601.2d: what an opponent's ability divides its damage among is targeted: ward triggers
    ("probe_ward_deals_ability.toml", 56, "'ward' was put on the stack at once with 'ping'"),
])
def test_an_audit_probe_is_now_impossible_or_refused(name, line, message, run_cli, tmp_path):
    path = tmp_path / name
    shutil.copy(PROBES / name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:{line}: error: " in err and message in err, err


def test_a_trigger_text_reads_its_target():
    """115.1: the effect's words after the trigger condition, "nonbasic" a supertype it must not have."""
    read, unread = targets.read_text("destroy target nonbasic land.")
    assert unread == () and [t.of for t in read] == [Filter(types=("land",), non_supertypes=("basic",))]
    read, unread = targets.read_text("Ravager Wurm fights target creature you don't control.")
    assert unread == () and [t.of for t in read] == [Filter(types=("creature",), controller="opponent")]
