"""The audit of draw 4 (tests/golden/draw4_audit_AUD4A.md and draw4_audit_AUD4B.md; 100 translated cards, probes in
tests/golden/draw4_audit_probes): see tests/golden/draws.md for the counts.

- Possessed Barbarian (silent drop, AUD4B): "As long as ..., ~ gets +1/+1, is black, and has "{2}{B}, {T}: ...""
  phase.rs left out "is black" (105.3, 613.1e: a colour change in layer 5), and the coverage check took the word
  "black" as read by the {B} in the cost of the quoted ability it grants.  A quoted ability's own parse no longer
  accounts for the line's words (`verifier.cards.coverage.vocabulary`).  The same drop was in Possessed Aven,
  Possessed Centaur (development half) and Possessed Nomad (draw 1).  Since round X4 the phrase phase.rs left out is
  read as the same effect's colour change (`verifier.cards.recolour`), and the auditor's probe gets its verdicts."""
import pytest

from conftest import MODELS, claim, generated_card, retexted, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "draw4_audit_probes"


@pytest.mark.parametrize("name", ["Possessed Barbarian", "Possessed Aven", "Possessed Centaur", "Possessed Nomad"])
def test_a_colour_phase_rs_left_out_beside_a_granted_cost_is_read_as_a_colour_change(name):
    # the cost's {B} accounts for nothing of the line; the line's "is black" is its own layer 5 part (105.3, 613.1e)
    _, card = generated_card(name)
    (st,) = card["static"]
    assert st["layer5"] == {"set_colors": ["black"]} and st["condition"] == \
        "there are seven or more cards in your graveyard"


def test_the_granted_ability_without_the_colour_still_translates():
    # the same line without "is black": every word of it is read, the quoted ability granted as it is (613.1f)
    t = retexted("Possessed Barbarian", "First strike\nThreshold — As long as there are seven or more cards in your "
                 "graveyard, this creature gets +1/+1 and has \"{2}{B}, {T}: Destroy target red creature.\"")
    (st,) = t.card["static"]
    assert st["layer7c"] == {"power": 1, "toughness": 1}
    assert st["layer6"] == {"add_abilities": ["{2}{B}, {T}: Destroy target red creature"]}


def test_the_audit_probe_gets_the_auditor_s_verdicts(run_cli):
    # written apart from the translator (AUD4B): 4/4, black and not red under threshold
    code, out, err = run_cli("check", PROBES / "possessed_barbarian_threshold_black.toml")
    assert code == 0 and "3 claims: 3 ok" in out, out + err


# AUD4A's remark: on a board (no history) `since_turn_began = false` was accepted and changed nothing, a summoning-sick
# Llanowar Elves proved able to tap for mana (302.6); it is refused there now, as `tapped` is
def test_a_board_stating_a_permanent_not_controlled_since_the_turn_began_is_refused(write_model):
    elves = '[scenario]\nturn = "you"\n\n[[object]]\nid = "new"\ncard = "Llanowar Elves"\nsince_turn_began = false\n'
    with pytest.raises(ModelError, match=r"'since_turn_began = false' is a status over a history \(302\.6\)"):
        load_scenario(write_model(elves + claim("can_tap_for_mana(new)", expect="refuted")))
    history = elves + '\n[[event]]\nstep = "main"\nlabel = "m"\n'
    assert verdict(write_model(history + claim("can_tap_for_mana(new)", expect="refuted", extra='at = "m"'))) == \
        "refuted"


# AUD4A's remark: Voldaren Stinger's "as long as it's attacking" was a fact the scenario stated, which could contradict
# the board's own `attacking` of that object (and one stated fact stood for every Stinger).  A condition on the
# object's own attacking (phase.rs's SourceIsAttacking, on the object itself) is what it affects now, itself while
# attacking (506.4, 611.3a)
def test_as_long_as_it_is_attacking_is_read_off_the_object(write_model):
    text, card = generated_card("Voldaren Stinger")
    (st,) = card["static"]
    assert st["affects"] == {"self": True, "attacking": True} and "condition" not in st
    board = '[scenario]\nturn = "you"\n\n[[object]]\nid = "a"\ncard = "Voldaren Stinger"\nattacking = true\n\n' \
            '[[object]]\nid = "b"\ncard = "Voldaren Stinger"\n'
    assert verdict(write_model(text + board + claim(
        "has_ability(a, 'first strike') and not has_ability(b, 'first strike')"))) == "proved"
