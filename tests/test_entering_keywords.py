"""Keyword abilities no key of a model follows (702, `verifier.model.unfollowed`): one deciding how a
permanent enters (riot, modular, vanishing, ...) is refused where it enters during a history, unless
the card's `enters_with_counters` gives what it enters with (modular's, vanishing's counters); banding
and the like wherever listed; an "enters tapped" condition naming the card itself is caught too."""
import pytest

from conftest import claim, refused_in_one_line

CARD = '''
[[card]]
name = "Test Entering"
mana_cost = "{2}"
types = ["artifact", "creature"]
power = 0
toughness = 0
abilities = ["KEYWORD"]
EXTRA

[[object]]
id = "w"
card = "Test Entering"
zone = "hand"

[[event]]
enters = "w"
label = "in"
'''


@pytest.mark.parametrize("keyword, word", [("riot", "riot"), ("Modular 1", "modular"), ("Vanishing 3", "vanishing"),
                                           ("Graft 2", "graft"), ("Devour 1", "devour")])
def test_an_entering_keyword_is_refused_where_it_enters(write_model, run_cli, keyword, word):
    text = CARD.replace("KEYWORD", keyword).replace("EXTRA", "") + claim("on_battlefield(w)")
    refused_in_one_line(run_cli, write_model(text), 16, f"'w' enters with {word} (702)")


def test_modular_with_its_counters_given_is_read(write_model, run_cli):
    text = CARD.replace("KEYWORD", "Modular 1").replace("EXTRA", 'enters_with_counters = { "+1/+1" = 1 }') + \
        claim("on_battlefield(w) and power(w) == 1", extra='at = "in"')
    code, out, err = run_cli("check", write_model(text))
    assert code == 0, out + err


def test_banding_is_refused_wherever_it_is(write_model, run_cli):
    text = '[[object]]\nid = "b"\nname = "Bander"\ntypes = ["creature"]\npower = 1\ntoughness = 1\n' \
           'abilities = ["banding"]\n' + claim("power(b) == 1")
    refused_in_one_line(run_cli, write_model(text), 7, "the keyword ability banding (702) is not modelled")


def test_an_enters_tapped_condition_naming_the_card_is_caught(write_model, run_cli):
    """614.1c (the audit's probe): "Test Hall enters tapped" is the card's own entering condition."""
    text = '''
[[card]]
name = "Test Hall"
types = ["land"]
abilities = ["If you control two or more other lands, Test Hall enters tapped."]

[[object]]
id = "hall"
card = "Test Hall"
zone = "hand"

[[event]]
enters = "hall"
''' + claim("on_battlefield(hall)")
    refused_in_one_line(run_cli, write_model(text), 12, "'hall' enters tapped or not as its ability")
