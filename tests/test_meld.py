"""Meld (712.4, 701.42; `verifier/load/meld.py`): a melded permanent's mana value is the sum of its
front faces' and a copy of it has 0 (202.3c, 712.8g: the four emerge cards' 2016 ruling, in
`faces_meld_mana_value.toml`); a pair that does not name each other, the combined face given twice,
and a melded permanent in a history are refused with their line."""
from conftest import claim, claim_verdict, refused_in_one_line

MELDED = '''
[[object]]
id = "brisela"
card = "Brisela, Voice of Nightmares"
'''


def test_melded_mana_value_is_the_sum_of_the_fronts(write_model):
    assert claim_verdict(write_model, MELDED, "mana_value(brisela) == 11") == "proved"
    assert claim_verdict(write_model, MELDED, "mana_value(brisela) == 0", expect="refuted") == "refuted"


def test_the_same_card_front_face_up_has_its_own_mana_value(write_model):
    text = '[[object]]\nid = "bruna"\ncard = "Bruna, the Fading Light"\n'
    assert claim_verdict(write_model, text, "mana_value(bruna) == 7 and power(bruna) == 5") == "proved"


def test_a_melded_permanent_in_a_history_is_refused(write_model, run_cli):
    text = MELDED + '[[event]]\nstep = "combat"\n' + claim("power(brisela) == 9")
    refused_in_one_line(run_cli, write_model(text), 2, "melding (701.42, 712.14c)")


def test_a_meld_card_entering_back_face_up_is_refused(write_model, run_cli):
    text = '[[object]]\nid = "bruna"\ncard = "Bruna, the Fading Light"\nzone = "hand"\n\n' \
           '[[event]]\nenters = "bruna"\nface = "back"\n' + claim("power(bruna) == 9")
    refused_in_one_line(run_cli, write_model(text), 1, "is a meld card with its combined back face up in a history")


PAIR = '''
[[card]]
name = "Half A"
mana_cost = "{1}"
types = ["creature"]
power = 1
toughness = 1
layout = "meld"
meld_with = "Half B"

[card.back]
name = "Whole"
types = ["creature"]
power = 5
toughness = 5

[[card]]
name = "Half B"
mana_cost = "{2}"
types = ["creature"]
power = 1
toughness = 1
layout = "meld"
meld_with = "MELD_WITH"

[[object]]
id = "whole"
card = "Whole"
'''


def test_an_invented_pair_sums_its_fronts(write_model):
    text = PAIR.replace("MELD_WITH", "Half A")
    assert claim_verdict(write_model, text, "mana_value(whole) == 3 and power(whole) == 5") == "proved"


def test_a_pair_that_does_not_name_each_other_is_refused(write_model, run_cli):
    text = PAIR.replace("MELD_WITH", "Grizzly Bears") + claim("power(whole) == 5")
    refused_in_one_line(run_cli, write_model(text), 9, "is not the meld card that pairs with 'Half A'")
