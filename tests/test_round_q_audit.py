"""The audit of this session's translator rounds Q1-Q6 and L (tests/golden/round_q_audit_AUDQ1.md and
round_q_audit_AUDQ2.md; 21 cards, 57 probes in tests/golden/round_q_audit_probes): 20 right, 1 silent drop.

- Undercover Skrull (silent drop): "As long as ..., this creature gets +2/+2 and is all creature types."  phase.rs
  read only the +2/+2; the words "creature" and "types" were taken as accounted for by the condition's "creature
  cards", so the layer 4 part (205.3m, 613.1d) was dropped and a claim that it is an Elf was refuted.  A line that
  says an object is every (or all) creature type(s) with no such part in the parse is refused now."""
import pytest

from conftest import MODELS, generated_card, retexted

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402

PROBES = MODELS.parent / "tests" / "golden" / "round_q_audit_probes"


def test_all_creature_types_left_out_of_the_parse_is_refused():
    text, refusals = generate("Undercover Skrull")
    assert text is None and refusals == [
        "'is every creature type' (205.3m, layer 4) not in phase.rs's parse, not translated: 'As long as there are two "
        "or more creature cards in your graveyard, this creature gets +2/+2 and is all creature types.'"]


def test_the_audit_probe_now_stops_at_the_card(run_cli):
    # the probe names the card, which the loader generates from its Oracle text: refused now, exit status 2
    code, out, err = run_cli("check", PROBES / "undercover_skrull_condition.toml")
    assert code == 2 and "unknown card 'Undercover Skrull'" in err and "'is every creature type' (205.3m" in err, \
        out + err


def test_every_creature_type_read_by_the_parse_still_translates():
    _, card = generated_card("Mistform Ultimus")  # "is every creature type" (205.3m), a CDA
    assert any("Elf" in (s.get("layer4") or {}).get("add_subtypes", []) for s in card.get("static", [])), card


def test_a_retexted_line_that_says_it_with_a_pump_is_read_whole_or_refused():
    # never the pump alone: either phase.rs reads the layer 4 part too, or the line is refused
    out = retexted("Undercover Skrull", "This creature gets +1/+1 and is all creature types.\n"
                                        "{T}: Add one mana of any color.")
    assert out.card is None or any("Elf" in (s.get("layer4") or {}).get("add_subtypes", [])
                                   for s in out.card.get("static", [])), out
