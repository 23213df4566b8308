"""What applies as a permanent enters is an ability of that permanent (614.1c, 614.12): it
applies only if the permanent, as it would exist on the battlefield, has it.  Entering as
a copy (707.5):  Under Blood
Moon a Vesuva is a Mountain with no other ability, and under Humility a Clone is a 1/1 with
no ability: neither can copy (an event naming such a copy is impossible, refused with its
line), and each enters as itself.  The Magus of the Moon and Blood Moon rulings are
bundled (rulings_moon_entering.toml); the reference checks the same apart from
`verifier.rules` (test_reference_differential.py).  A choice made as it enters ("the
chosen type"): one that would lose the ability makes none, which is not modelled: refused."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "forest"
card = "Forest"

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "{hoser}"
card = "{card}"

[[object]]
id = "copier"
card = "{copier}"

[[event]]
enters = "copier"
label = "in"
'''
CASES = [("moon", "Blood Moon", "Vesuva", "forest"), ("humility", "Humility", "Clone", "bears")]


@pytest.mark.parametrize("hoser, card, copier, original", CASES)
def test_it_cannot_copy_without_its_ability(hoser, card, copier, original, write_model, run_cli):
    text = BOARD.format(hoser=hoser, card=card, copier=copier) + f'as_copy_of = "{original}"\n'
    refused_in_one_line(run_cli, write_model(text + claim("on_battlefield(copier)")), 21,
                        "or it would not have that ability on the battlefield (707.5, 614.12)")


@pytest.mark.parametrize("hoser, card, copier, original", CASES)
def test_it_enters_as_itself(hoser, card, copier, original, write_model):
    text = BOARD.format(hoser=hoser, card=card, copier=copier)
    assert claim_verdict(write_model, text, f"not can_copy(copier, {original}) and name(copier) == '{copier}' and "
                                            "not is_tapped(copier)", at="in") == "proved"


@pytest.mark.parametrize("hoser, card, copier, original", CASES)
def test_without_the_effect_it_may_copy(hoser, card, copier, original, write_model):
    """The contrast: with the effect's source gone before, the copy happens (Vesuva tapped)."""
    text = BOARD.format(hoser=hoser, card=card, copier=copier).replace(
        '[[event]]\nenters = "copier"', f'[[event]]\nleaves = "{hoser}"\n\n[[event]]\nenters = "copier"') + \
        f'as_copy_of = "{original}"\n'
    name = "Forest" if original == "forest" else "Grizzly Bears"
    assert claim_verdict(write_model, text, f"can_copy(copier, {original}) and name(copier) == '{name}' and "
                                            f"is_tapped(copier) == {copier == 'Vesuva'}", at="in") == "proved"


MIMIC = '''
[scenario]
turn = "you"

[[object]]
id = "humility"
card = "Humility"

[[object]]
id = "mimic"
card = "Metallic Mimic"
chosen = "Elf"

[[event]]
{first}

[[event]]
enters = "mimic"
'''


def test_a_choice_it_could_not_make_is_refused(write_model, run_cli):
    """614.12: under Humility, Metallic Mimic has no ability as it would enter, so it
    chooses no creature type; a scenario saying it chose one is refused at that event."""
    text = MIMIC.format(first='turn = "you"')
    refused_in_one_line(run_cli, write_model(text + claim("has_subtype(mimic, 'Elf')")), 17,
                        "'mimic' would not have its 'as it enters, choose' ability on the battlefield (614.12)")


def test_a_choice_it_could_make(write_model):
    text = MIMIC.format(first='leaves = "humility"')
    assert claim_verdict(write_model, text.replace('enters = "mimic"', 'enters = "mimic"\nlabel = "in"'),
                         "has_subtype(mimic, 'Elf') and power(mimic) == 2", at="in") == "proved"
