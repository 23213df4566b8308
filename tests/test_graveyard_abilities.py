"""An ability of a card in its owner's graveyard exiling N target cards from an opponent's graveyard
and returning its card to its owner's hand (113.6, 115.1, 601.2c, 608.2b, 400.7: Lochmere Serpent's).
Verdicts of its scenarios' claims; the reference (`tests/reference/activating.py`) plays the same
histories apart (test_reference_differential.py, `graveyard_target_histories`).  What is refused
names its line; an impossible activation is refused with its event's line."""
from conftest import MODELS, claim_verdict, refused_in_one_line

SCENARIO = (MODELS / "scenarios" / "graveyard_lochmere_serpent_some_targets.toml").read_text()
HISTORY = SCENARIO[:SCENARIO.index("[[claim]]")]
TARGETS = 'targets = ["g1", "g2", "g3", "g4", "g5"]'


def line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def _check(write_model, run_cli, text):
    return run_cli("check", write_model(text + '[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n'))


def test_without_responses_all_five_are_exiled(write_model):
    """608.2b: every target legal: all exiled, the Serpent to its owner's hand."""
    text = HISTORY.replace(HISTORY[HISTORY.index('[[event]]\nmoves = "g1"'):HISTORY.index('[[event]]\nresolves')], "")
    assert claim_verdict(write_model, text, "in_zone(g1, 'exile') and in_zone(g2, 'exile') and in_zone(serpent, 'hand')",
                         at="resolved") == "proved"


def test_fewer_targets_are_refused(write_model, run_cli):
    """601.2c: five targets, no fewer."""
    text = HISTORY.replace(TARGETS, 'targets = ["g1", "g2", "g3", "g4"]')
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'targets = ["g1"'), "targets 5 different cards")


def test_a_card_of_your_own_graveyard_is_no_legal_target(write_model, run_cli):
    """115.1: "from an opponent's graveyard": a card of the activator's own graveyard can't be chosen."""
    text = HISTORY.replace('[[object]]\nid = "g5"\ncard = "Grizzly Bears"\nzone = "graveyard"\nowner = "opponent"',
                           '[[object]]\nid = "g5"\ncard = "Grizzly Bears"\nzone = "graveyard"\nowner = "you"')
    code, out, err = _check(write_model, run_cli, text)
    assert code == 2 and "'g5' is not a card in an opponent's graveyard then" in err, out + err


def test_only_as_a_sorcery(write_model, run_cli):
    """602.5d: on its owner's turn: activated in the opponent's, impossible."""
    text = HISTORY.replace('[[event]]\nturn = "you"', '[[event]]\nturn = "opponent"', 1)
    code, out, err = _check(write_model, run_cli, text)
    assert code == 2 and "its ability is activated only as a sorcery" in err, out + err


def test_another_ability_of_a_card_in_a_graveyard_is_refused(write_model, run_cli):
    """113.6: only the forms read here; any other text of a card's ability in a zone is refused."""
    old = "Exile five target cards from an opponent's graveyard."
    text = HISTORY.replace(old, "Exile five target cards from a graveyard.")
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'id = "exile-five"') + 2,
                        "is none of the abilities of a card in a zone (113.6) modelled")


def test_can_activate_of_another_ability_working_from_a_graveyard_is_refused(write_model, run_cli):
    """113.6: an ability that moves its own card from the graveyard works there; whether it could be
    activated is not decided (it would be read as a permanent's, never activatable): refused."""
    text = HISTORY[:HISTORY.index("[[event]]")].replace(
        'abilities = ["flash", ', 'abilities = ["{B}: Return this card from your graveyard to your hand.", "flash", ')
    text += '[[event]]\nturn = "you"\nlabel = "mine"\n\n[[claim]]\nid = "c"\n' \
            'expr = "can_activate(serpent, \'{B}: Return this card from your graveyard to your hand.\')"\n' \
            'at = "mine"\nexpect = "refuted"\n'
    refused_in_one_line(run_cli, write_model(text), line_of(text, 'expr = "can_activate'),
                        "an ability that works from its card's graveyard or hand (113.6) is not modelled")
