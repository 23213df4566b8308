"""The audits of this session's translator rounds O1-O4, P1-P2 and X3 (tests/golden/round_o_audit.md; 20 cards, 42 probes
in tests/golden/round_o_audit_probes): 19 right, 1 silent drop, and a loader gap, each now refused with its line.

- Taught by Bruce Tarl (silent drop): an Aura whose enchant ability the translator did not read ("Commander
  enchantment") had no `enchant`, so it could be attached to anything and stayed on a Forest (303.4a, 704.5m).
  An Aura with no enchant ability read is refused now.
- Draconic Destiny (the loader's, not the card's): an [[effect]] naming the Aura as the object whose ability
  resolved, for the ability the Aura grants ("This creature gets +1/+0"), was accepted because the object was
  of the card that defines the ability; the Aura got +1/+0.  The object must have the ability (113.3): printed,
  or granted by a static ability that may apply to it; an Aura's grant to what it is attached to is that
  object's."""
import pytest

from conftest import MODELS, kept_unread

pytest.importorskip("phase")
pytest.importorskip("mtg")

PROBES = MODELS.parent / "tests" / "golden" / "round_o_audit_probes"


@pytest.mark.parametrize("name", ["taught_by_bruce_tarl_forest", "taught_by_bruce_tarl_noncommander"])
def test_an_aura_whose_enchant_ability_is_not_read_is_refused(name, run_cli):
    code, out, err = run_cli("check", PROBES / f"{name}.toml")
    assert code == 2 and "an Aura with no enchant ability read (303.4a, 702.5a)" in err, out + err


def test_an_effect_of_an_ability_its_object_does_not_have_is_refused(run_cli):
    code, out, err = run_cli("check", PROBES / "draconic_destiny_pump_of_aura.toml")
    assert code == 2 and "'aura' has no ability '{1}: This creature gets +1/+0 until end of turn'" in err and \
        "113.3" in err, out + err


def test_the_granted_pump_of_the_creature_is_read(run_cli):
    code, out, _ = run_cli("check", PROBES / "draconic_destiny_granted_pump.toml")
    assert code == 0 and "1 claims: 1 ok" in out


# The audit of rounds P1, P2 and X3 (tests/golden/round_p_audit.md; 8 cards, 25 probes in
# tests/golden/round_p_audit_probes): 7 right, 1 wrong part. Maze's Mantle: the intervening "if" phase.rs left unread
# (603.4) was kept by its words, and the hexproof its trigger gives became a [[card.resolves]] that a board's
# [[effect]] applied to any creature, with or without toxic. A layered effect under such a clause is not read now
# (refused, or its ability kept by its text unread, not_followed, 113.1).


def test_an_effect_under_an_intervening_if_kept_by_its_words_is_refused_or_kept_unread():
    # (the audit's probes, tests/golden/round_p_audit_probes/mazes_mantle_*.toml, hold the table as it was generated)
    # the trigger is kept by its text in the card's not_followed (113.1), every use refused, and no [[card.resolves]]
    from verifier.cards.table import generate
    text, refusals = generate("Maze's Mantle")
    assert not refusals and "[[card.resolves]]" not in text
    assert kept_unread((text, refusals), "When this Aura enters, if enchanted creature has toxic, that creature gains "
                       "hexproof until end of turn",
                       "an effect under an intervening 'if' kept by its words (603.4), which an [[effect]] applying it "
                       "is not checked against, not translated")
