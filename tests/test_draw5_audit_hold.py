"""The draw 5 audit's silent drop (tests/golden/draw5_audit_AUD5A.md, Enthralling Hold): a spell's own
restriction on what it may target as it is cast (601.2c, 303.4a) or on when it is cast (601.3) was kept by its
text with no note and no guard.  Such a line is now noted "not followed" by the translator
(`verifier.cards.kept_rules`) and read by the casting guard (`verifier.model.unfollowed.OWN_CASTING`, part of
CASTING_RULES): a cast of it and can_cast beside it are refused, naming the line; a board with the Aura
attached (no cast) is answered as before.  The independent check: the card's 2020-06-23 ruling, which says the
line limits only the choice of target as the spell is cast, so an answer that reads no cast is untouched by it."""
import gzip
import json
import shutil
from pathlib import Path

import pytest

from conftest import MODELS
from verifier.cards.kept_rules import rule_line
from verifier.model.unfollowed import CASTING_RULES

PROBES = MODELS.parent / "tests" / "golden" / "draw5_audit_probes"
RULINGS = Path("/work/shared/reference/rulings-2022.json.gz")  # (../shared/reference from the main checkout)
LINE = "You can't choose an untapped creature as this spell's target as you cast it"


@pytest.fixture(autouse=True)
def _corpus():
    """Enthralling Hold is read from the Oracle corpus (phase.rs, MTGJSON)."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("name, line, what", [
    ("enthralling_hold_untapped_target.toml", 44, "can_cast"),  # (the auditor's expected refuted, or a refusal)
    ("enthralling_hold_cast_untapped.toml", 41, "casting a spell here"),  # (a refusal or no such history)
    ("enthralling_hold_cast_tapped.toml", 44, "casting a spell here"),  # (the contrast: proved, or a refusal)
])
def test_a_cast_of_enthralling_hold_is_refused_naming_its_line(name, line, what, run_cli, tmp_path):
    path = tmp_path / name
    shutil.copy(PROBES / name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:{line}: error: {what}: the ability \"{LINE}\"" in err, err


def test_enthralling_hold_attached_still_gives_control(run_cli, tmp_path):
    """The ruling: the line matters only as the spell is cast; on a board it is attached, you control the Bears."""
    path = tmp_path / "enthralling_hold_control.toml"
    shutil.copy(PROBES / path.name, path)
    code, out, _ = run_cli("check", str(path))
    assert code == 0 and "c: proved (expected proved) ok" in out, out


def test_the_ruling_limits_only_the_choice_of_target_as_it_is_cast():
    """The reference the refusal rests on, read apart from the verifier: the ruling names the cast alone."""
    if not RULINGS.is_file():
        pytest.skip("no rulings file")
    with gzip.open(RULINGS, "rt", encoding="utf-8") as f:
        card = json.load(f)["cards"]["Enthralling Hold"]
    assert LINE + "." in card["oracle_2022"].splitlines()
    ruling = next(r["text"] for r in card["rulings"] if "middle ability" in r["text"])
    assert "only the choice of target as the spell is cast" in ruling
    assert "without casting it, you may attach it to an untapped creature" in ruling


def test_the_generated_card_notes_the_line_not_followed():
    from verifier.cards.table import generate
    text, refusals = generate("Enthralling Hold")
    assert not refusals and f"# not followed: {LINE[:30]}" in text.replace('"', "")


@pytest.mark.parametrize("line, kept", [
    ("You can't choose an untapped creature as this spell's target as you cast it.", True),  # 601.2c
    ("This spell can't target creatures with flying.", True),  # 601.2c
    ("Cast this spell only during combat.", True),  # 601.3
    ("Cast this spell only before attackers are declared.", True),  # 601.3
    ("You can't choose a creature you control as its target.", True),  # 601.2c
    ("Enchanted creature can't attack.", False),  # (a permanent's rule, not its spell's: another guard's)
    ("Target creature can't block this turn.", False),
])
def test_a_spells_own_casting_restriction_is_noted_and_guarded(line, kept):
    """A table written apart: which lines restrict their own spell's cast (601.2c, 601.3)."""
    note = rule_line(line)
    assert (note is not None and "refuses a cast" in note) is kept
    assert bool(CASTING_RULES.search(line)) is kept
