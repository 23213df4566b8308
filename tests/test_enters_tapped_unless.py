"""A land's own "enters tapped unless ..." (614.1c-d, 614.12): a condition on what its
controller controls right before it enters (lands entering with it are not there yet), or life
its controller chooses to pay as it enters (119.4), the enters event's `pays_life`.  The rulings
are `models/scenarios/lands_shockland_pays_life.toml` and
`models/scenarios/lands_enters_tapped_unless_together.toml`; the reference's reading is checked
in tests/test_reference_differential.py (unless_histories).  What is not followed is refused."""
import pytest

from conftest import claim_verdict
from test_casting import refusal

SHOCK = "As this land enters, you may pay 2 life. If you don't, it enters tapped"
SHOCKLAND = f'''
[[card]]
name = "Test Shockland"
types = ["land"]
subtypes = ["Swamp", "Mountain"]
abilities = ["{SHOCK}"]
enters_tapped_unless = {{ ability = "{SHOCK}", pay_life = 2 }}

[[object]]
id = "shock"
card = "Test Shockland"
zone = "hand"
'''
VISTA_TEXT = "This land enters tapped unless you control two or more basic lands"
VISTA = f'''
[[card]]
name = "Test Vista"
types = ["land"]
subtypes = ["Forest", "Plains"]
abilities = ["{VISTA_TEXT}"]
enters_tapped_unless = {{ ability = "{VISTA_TEXT}", you_control = {{ types = ["land"], supertypes = ["basic"] }}, at_least = 2 }}

[[object]]
id = "vista"
card = "Test Vista"
zone = "hand"
'''
FOREST = '\n[[object]]\nid = "{}"\ncard = "Forest"\n'


def enters(what: str, extra: str = "") -> str:
    return f'\n[[event]]\nenters = "{what}"\nlabel = "in"\n{extra}'


def test_paying_keeps_it_untapped_and_costs_the_life(write_model):
    text = SHOCKLAND + enters("shock", "pays_life = true\n")
    assert claim_verdict(write_model, text, "not is_tapped(shock) and life('you') == 18") == "proved"


def test_not_paying_it_enters_tapped_and_no_life_is_paid(write_model):
    text = SHOCKLAND + enters("shock")
    assert claim_verdict(write_model, text, "is_tapped(shock) and life('you') == 20") == "proved"


def test_under_blood_moon_no_ability_so_untapped_and_nothing_to_pay(write_model):
    """614.12, 305.7: a nonbasic land is a Mountain with no other abilities as it would enter."""
    moon = '\n[[object]]\nid = "moon"\ncard = "Blood Moon"\n'
    text = SHOCKLAND + moon + enters("shock")
    assert claim_verdict(write_model, text, "not is_tapped(shock) and life('you') == 20") == "proved"
    assert "would not have" in refusal(write_model, SHOCKLAND + moon + enters("shock", "pays_life = true\n") +
                                       '\n[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n').message


def test_no_more_life_than_the_payer_has(write_model):
    """119.4: a player pays life only up to their life total."""
    low = '[scenario]\nlife = { you = 1 }\n'
    text = low + SHOCKLAND + enters("shock", "pays_life = true\n") + '\n[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n'
    assert "can't pay 2 life" in refusal(write_model, text).message


def test_basic_lands_entering_with_it_are_not_counted(write_model):
    """614.12: one basic land there before, two entering with it: tapped; two there before: untapped."""
    together = VISTA + FOREST.format("f1") + '\n[[object]]\nid = "f2"\ncard = "Forest"\nzone = "hand"\n' + \
        '\n[[object]]\nid = "f3"\ncard = "Forest"\nzone = "hand"\n' + enters("vista", 'together = ["f2", "f3"]\n')
    assert claim_verdict(write_model, together, "is_tapped(vista)") == "proved"
    before = VISTA + FOREST.format("f1") + FOREST.format("f2") + enters("vista")
    assert claim_verdict(write_model, before, "not is_tapped(vista)") == "proved"


def test_only_what_its_controller_controls(write_model):
    theirs = VISTA + FOREST.format("f1") + '\n[[object]]\nid = "f2"\ncard = "Forest"\ncontroller = "opponent"\n' + \
        enters("vista")
    assert claim_verdict(write_model, theirs, "is_tapped(vista)") == "proved"


@pytest.mark.parametrize("change, message", [
    # its text must be one of the card's abilities (614.12 asks whether it has it)
    (lambda t: t.replace(f'abilities = ["{SHOCK}"]\n', 'abilities = []\n'), "is no ability of the card"),
    # a condition or a payment, one of them
    (lambda t: t.replace("pay_life = 2 }", 'pay_life = 2, you_control = { types = ["land"] } }'), "one of them"),
    (lambda t: t.replace("pay_life = 2 }", "pay_life = 2, at_least = 2 }"), "not without it"),
    (lambda t: t.replace(", pay_life = 2 }", " }"), "one of them"),
    (lambda t: t.replace('subtypes = ["Swamp", "Mountain"]\n', 'subtypes = ["Swamp", "Mountain"]\nenters_tapped = true\n'),
     "always enters tapped"),
    # pays_life: on the enters event of a card with the payment, not in a group
    (lambda t: t + '\n[[event]]\nenters = "shock"\npays_life = true\ngroup = "g"\n', "not in a group"),
    (lambda t: t + '\n[[object]]\nid = "f"\ncard = "Forest"\n' + enters("f", "pays_life = true\n"),
     "there is no life to pay"),
    (lambda t: t + '\n[[event]]\ntap = "shock"\npays_life = true\n', "goes with enters or play_land"),
    # entering by an event that can't state the choice (here: with another object, as one of its `together`)
    (lambda t: t + FOREST.replace('card = "Forest"', 'card = "Forest"\nzone = "hand"').format("f") +
     enters("f", 'together = ["shock"]\n'), "a choice stated only on its own enters"),
    # among a search's events, where no choice to pay can be said
    (lambda t: '[scenario]\n[[scenario.search.events]]\nenters = "shock"\n' + t, "among a search's events"),
])
def test_refused(write_model, change, message):
    text = change(SHOCKLAND) + '\n[[claim]]\nid = "c"\nexpr = "True"\nexpect = "proved"\n'
    assert message in refusal(write_model, text).message


def test_a_group_s_order_decides_what_was_there(write_model):
    """614.12: a basic land entering before the Vista in a group's open order is counted, after it not:
    the claim holds in neither every order (the group's orders are not merged as independent)."""
    text = VISTA + FOREST.format("f1") + '\n[[object]]\nid = "f2"\ncard = "Forest"\nzone = "hand"\n' + \
        '\n[[event]]\nenters = "f2"\ngroup = "g"\n\n[[event]]\nenters = "vista"\ngroup = "g"\nend_label = "in"\n'
    assert claim_verdict(write_model, text, "is_tapped(vista)", at="in") == "refuted"
    assert claim_verdict(write_model, text, "not is_tapped(vista)", at="in") == "refuted"
