"""The audit of draw 8 (tests/golden/draw8_audit_AUD8A.md, _AUD8B.md; probes in tests/golden/draw8_audit_probes):
95 of 100 right, 5 wrong parts, 0 silent drops.  The wrong part fixed here: Tribal Golem's one line of five
"<ability> as long as <condition>" clauses was read as its first ability under its last condition (trample while
you control a Zombie), dropping the other four (611.3a: each clause is its own condition); a line with several
conditions is refused now, naming it.  The other four (Balan, Thran Golem, Twinblade Paladin, Favorable Destiny: a
condition kept as a fact the scenario states, which the board it lists may contradict) are one family, listed in
docs/limits.md.

Skipped where the `cards` extra is absent."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "draw8_audit_probes"


@pytest.fixture(autouse=True)
def _corpus():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


@pytest.mark.parametrize("name", ["tribal_golem_zombie", "tribal_golem_beast", "tribal_golem_wizard_soldier"])
def test_tribal_golems_several_conditions_are_refused(check_probe, name):
    code, out, err = check_probe(PROBES, name)
    assert code == 2 and "several conditions in one line" in err, out + err
