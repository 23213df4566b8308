"""The audit of this session's translator rounds Q1-Q6 and L (tests/golden/round_q_audit_AUDQ1.md and
round_q_audit_AUDQ2.md; 21 cards, 57 probes in tests/golden/round_q_audit_probes): 20 right, 1 silent drop.

- Undercover Skrull (silent drop): "As long as ..., this creature gets +2/+2 and is all creature types."  phase.rs
  read only the +2/+2; the words "creature" and "types" were taken as accounted for by the condition's "creature
  cards", so the layer 4 part (205.3m, 613.1d) was dropped and a claim that it is an Elf was refuted.  A line that
  says an object is every (or all) creature type(s) with no such part in the parse is refused now; round T3 reads
  the phrase joined to predicates phase.rs read (same subject, condition, duration) as their layer 4 part."""
import pytest

from conftest import MODELS, generated_card, retexted

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "round_q_audit_probes"


def test_all_creature_types_left_out_of_the_parse_is_read_under_the_condition():
    # round T3 (verifier/cards/alltypes.py): the phrase joined by "and" to the +2/+2 is the same effect's layer 4 part
    _, card = generated_card("Undercover Skrull")
    (st,) = card["static"]
    assert st["condition"] == "there are two or more creature cards in your graveyard"
    assert st["layer7c"] == {"power": 2, "toughness": 2} and "Elf" in st["layer4"]["add_subtypes"]


def test_the_phrase_in_a_sentence_of_its_own_is_still_refused():
    out = retexted("Undercover Skrull", "This creature gets +2/+2. It is all creature types.")
    assert out.card is None and any("'is every creature type' (205.3m" in r for r in out.refusals), out


def test_the_audit_probe_now_checks(run_cli):
    # the probe names the card, which the loader generates from its Oracle text: its claims are answered now
    code, out, err = run_cli("check", PROBES / "undercover_skrull_condition.toml")
    assert code == 0 and "all-creature-types: proved (expected proved) ok" in out, out + err


def test_every_creature_type_read_by_the_parse_still_translates():
    _, card = generated_card("Mistform Ultimus")  # "is every creature type" (205.3m), a CDA
    assert any("Elf" in (s.get("layer4") or {}).get("add_subtypes", []) for s in card.get("static", [])), card


def test_a_retexted_line_that_says_it_with_a_pump_is_read_whole_or_refused():
    # never the pump alone: either phase.rs reads the layer 4 part too, or the line is refused
    out = retexted("Undercover Skrull", "This creature gets +1/+1 and is all creature types.\n"
                                        "{T}: Add one mana of any color.")
    assert out.card is None or any("Elf" in (s.get("layer4") or {}).get("add_subtypes", [])
                                   for s in out.card.get("static", [])), out
