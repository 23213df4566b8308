"""The audit of translator rounds L to N (tests/golden/round_m_audit_AUDM1.md, _AUDM2.md; 41 cards, 96
probes in tests/golden/round_m_audit_probes): its findings, each now refused with its line.

- Shifting Woodland (silent drop): "This land enters tapped unless you control a Forest" (614.1c) was missed
  by the loader's guard, whose pattern read only a lower-case "this land": a land play saying nothing
  entered untapped.  Every such land of the corpus was affected (check lands, fast lands).
- Ozai, the Phoenix King (silent drop): firebending 4 (702.189a: a trigger adding {R}{R}{R}{R} as it attacks,
  kept until the end of combat) was kept by its name and followed by nothing: refused by the translator.
- A-Sigardian Paladin (wrong part): the stated fact "you've put one or more +1/+1 counters on a creature
  this turn" stayed as stated beside a put_counters event (122.6)."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "round_m_audit_probes"


@pytest.mark.parametrize("name", ["shifting_woodland_enters.toml", "shifting_woodland_enters_event.toml"])
def test_a_land_entering_tapped_unless_enters_as_its_condition_says(name, run_cli):
    # 614.1c: the generated card's enters_tapped_unless (since draw 7's audit) is followed: no Forest, so tapped
    pytest.importorskip("phase")
    code, out, err = run_cli("check", PROBES / "AUDM1" / name)
    assert code == 0 and "c: proved (expected proved) ok" in out, out + err


def test_a_land_entered_tapped_is_not_tapped_for_mana(run_cli):
    pytest.importorskip("phase")
    code, out, err = run_cli("check", PROBES / "AUDM1" / "shifting_woodland_mana_after_play.toml")
    assert code == 2 and "can't be tapped for mana then" in err, out + err


def test_a_capitalised_enters_tapped_unless_is_read_in_a_written_card(write_model, run_cli):
    # the same guard on a card written by hand, whatever the case of "This land"
    path = write_model('''
[[card]]
name = "Test Woodland"
types = ["land"]
abilities = ["This land enters tapped unless you control a Forest"]

[[object]]
id = "w"
card = "Test Woodland"
zone = "hand"

[[event]]
play_land = "w"
label = "played"

[[claim]]
id = "c"
at = "played"
expr = "is_tapped(w)"
expect = "refuted"
''')
    code, out, err = run_cli("check", path)
    assert code == 2 and "enters tapped or not" in err and "614.1c" in err, out + err


def test_firebending_is_refused_by_the_translator():
    pytest.importorskip("phase")
    pytest.importorskip("mtg")
    from verifier.cards.table import generate
    text, refusals = generate("Ozai, the Phoenix King")
    assert text is None and any(r.startswith("firebending: a keyword that adds mana") and "702.189a" in r
                                and "'Trample, firebending 4, haste'" in r for r in refusals), refusals


def test_counters_put_this_turn_stated_beside_a_put_counters_event_is_refused(run_cli):
    pytest.importorskip("phase")
    code, out, err = run_cli("check", PROBES / "AUDM2" / "sigardian_paladin_counter_history.toml")
    assert code == 2 and ":17: error:" in err and "the counters put on permanents (122.1, 122.6)" in err, out + err


def test_the_paladin_board_still_reads_its_stated_fact(run_cli):
    pytest.importorskip("phase")
    code, out, err = run_cli("check", PROBES / "AUDM2" / "sigardian_paladin.toml")
    assert code == 0 and "1 ok" in out, out + err
