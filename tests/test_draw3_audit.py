"""The audit of draw 3's first 100 translated cards (tests/golden/draw3_audit_AUD1.md, _AUD2.md): its
findings fixed.  Stonework Packbeast's "is also a Cleric, Rogue, Warrior, and Wizard" is a
characteristic-defining ability (604.3a: printed, of itself, unconditional, only subtypes), so it
applies first in layer 4 (613.3) and in every zone (604.3): the audit's probes, with the card as the
translator now gives it, have the CR's verdicts."""
import pytest

from conftest import MODELS, generated_card

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "draw3_audit_probes"
AUDITED = 'affects = { self = true }\nlayer4 = { add_subtypes = ["Cleric", "Rogue", "Warrior", "Wizard"] }'


def test_a_printed_self_subtype_line_is_characteristic_defining():
    _, card = generated_card("Stonework Packbeast")
    assert card["static"] == [{"ability": "Stonework Packbeast", "cda": True,
                               "layer4": {"add_subtypes": ["Cleric", "Rogue", "Warrior", "Wizard"]}}]


@pytest.mark.parametrize("name", ["stonework_packbeast_conspiracy.toml", "stonework_packbeast_graveyard.toml"])
def test_the_audits_packbeast_probes_hold_with_the_card_as_translated(name, run_cli, tmp_path):
    # 613.3 with Conspiracy choosing Elf: only an Elf; in the graveyard: still a Wizard card (the Packbeast ruling)
    text = (PROBES / name).read_text()
    assert AUDITED in text
    path = tmp_path / name
    path.write_text(text.replace(AUDITED, 'layer4 = { add_subtypes = ["Cleric", "Rogue", "Warrior", "Wizard"] }\n'
                                          'cda = true'))
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "1 ok" in out, out + err
