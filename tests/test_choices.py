"""What an "as [this] enters, choose a ..." ability may name (614.12): a card says what it asks
(`choose`), its object's `chosen` is checked against it (205.3m: an existing creature type; 305.6:
a basic land type), and `can_choose(x, word)` states it (the rulings of Metallic Mimic, Conspiracy
and Cavern of Souls)."""
import pytest

from conftest import claim_verdict, refused_in_one_line
from verifier.errors import ModelError

MIMIC = '''
[[object]]
id = "mimic"
card = "Metallic Mimic"
chosen = "CHOSEN"
'''


@pytest.mark.parametrize("word", ["Vehicle", "Artifact", "Legend", "Forest"])
def test_a_chosen_word_that_is_no_creature_type_is_refused(write_model, run_cli, word):
    text = MIMIC.replace("CHOSEN", word) + '\n[[claim]]\nid = "c"\nexpr = "power(mimic) == 2"\nexpect = "proved"\n'
    refused_in_one_line(run_cli, write_model(text), 5, f"{word!r} is no creature type")


def test_can_choose_answers_by_the_kind_the_card_asks(write_model):
    text = MIMIC.replace("CHOSEN", "Elf")
    assert claim_verdict(write_model, text, "can_choose(mimic, 'Sliver') and not can_choose(mimic, 'Equipment')") \
        == "proved"


def test_can_choose_of_an_object_whose_card_chooses_nothing_is_refused(write_model):
    text = MIMIC.replace("CHOSEN", "Elf") + '\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
    with pytest.raises(ModelError) as err:
        claim_verdict(write_model, text, "can_choose(bears, 'Elf')")
    assert "its card says nothing it chooses" in str(err.value)
