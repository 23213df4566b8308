"""Generated cards spell keywords as the hand-written models and the docs do (new-user trial 2,
friction 10): a keyword without a parameter in lower case, as the rules read it ("flying", 702);
one with a parameter (a cost, a number, a quality) with its first letter capital ("Unearth {B}",
"Bushido 5", "Equip {1}"), so that the rules reading such an ability by its text (702.84a:
unearth) find it on a generated card.  Skipped where the `cards` extra is not installed."""
import tomllib

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.table import generate  # noqa: E402
from verifier.cards.words import written  # noqa: E402
from verifier.rules.costs import graveyard_keyword  # noqa: E402


def _card(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    return tomllib.loads(text)["card"][0]


@pytest.mark.parametrize("ability, spelled", [
    ("flying", "flying"), ("first strike", "first strike"), ("undying", "undying"), ("swampwalk", "swampwalk"),
    ("ward {2}", "Ward {2}"), ("ward—Pay 2 life", "Ward—Pay 2 life"), ("cycling {2}", "Cycling {2}"),
    ("bushido 2", "Bushido 2"), ("protection from red", "Protection from red"), ("Equip {1}", "Equip {1}"),
    ("cumulative upkeep {1}", "Cumulative upkeep {1}"),
])
def test_keywords_are_written_as_the_hand_written_models_write_them(ability, spelled):
    assert written(ability) == spelled


@pytest.mark.parametrize("name, abilities", [
    ("Serra Angel", ["flying", "vigilance"]),  # read by the rules: lower case (the loader refuses "Flying")
    ("Dregscape Zombie", ["Unearth {B}"]),
    ("Konda, Lord of Eiganjo", ["vigilance", "indestructible", "Bushido 5"]),
    ("Greensleeves, Maro-Sorcerer", ["Protection from planeswalkers and from Wizards",  # (the quality as printed)
                                     "Landfall — Whenever a land you control enters, create a 3/3 green Badger creature token"]),
])
def test_generated_keywords_are_spelled_as_hand_written(name, abilities):
    assert _card(name)["abilities"] == abilities


def test_a_pumping_keyword_resolves_under_the_name_it_is_listed_by():
    # 702.45a: bushido's pump, a [[card.resolves]] named as the ability in `abilities`
    card = _card("Konda, Lord of Eiganjo")
    assert [t["ability"] for t in card["resolves"]] == ["Bushido 5"]


def test_a_generated_unearth_is_the_ability_the_rules_read():
    # 702.84a: written "unearth {B}", the rules did not find the generated card's unearth at all
    assert graveyard_keyword(_card("Dregscape Zombie")["abilities"][0]) == ("unearth", "{B}")
    assert graveyard_keyword("unearth {B}") is None


def test_a_generated_unearth_card_is_unearthed_in_a_history(write_model, run_cli):
    # 702.84a: the generated card, by name, returned from its owner's graveyard with haste
    scenario = write_model(
        '[scenario]\nturn = "opponent"\n\n[[object]]\nid = "swamp"\ncard = "Swamp"\n\n'
        '[[object]]\nid = "z"\ncard = "Dregscape Zombie"\nzone = "graveyard"\n\n'
        '[[ability]]\nid = "u"\nsource = "z"\nability = "Unearth {B}"\nas = "z2"\n\n'
        '[[trigger]]\nid = "x"\nsource = "z"\nability = "Unearth {B}"\nwhen = "next end step"\ncreated_by = "u"\n'
        'moves = ["z2"]\ninto = "exile"\n\n'
        '[[event]]\nturn = "you"\nlabel = "mine"\n\n[[event]]\nactivate = "u"\n\n[[event]]\nresolves = "u"\n'
        'label = "back"\n\n'
        '[[claim]]\nid = "c"\nexpr = "at(\'mine\', can_activate(z, \'Unearth {B}\')) and at(\'back\', '
        'on_battlefield(\'z2\') and has_ability(\'z2\', \'haste\'))"\nexpect = "proved"\n')
    code, out, err = run_cli("check", scenario)
    assert code == 0 and "proved" in out, out + err


@pytest.mark.parametrize("name, granted", [
    ("Vexilus Praetor", ["Protection from everything"]),  # 702.16j: "Commanders you control have protection from everything"
    ("Floating Shield", ["Protection from the chosen color"]),  # 702.16a, 614.12: the colour chosen as it entered
])
def test_granted_protection_is_kept_by_its_words(name, granted):
    # protection is not followed: kept by its words, which the loader's guards on attaching and targeting read
    assert _card(name)["static"][0]["layer6"] == {"add_abilities": granted}


def test_a_granted_protection_refuses_an_attach_event_beside_it(write_model, run_cli):
    # 702.16c-d: what protection stops attaching is not followed, so attaching beside it is refused
    scenario = write_model(
        '[scenario]\nturn = "you"\nconditions = {}\n\n[[object]]\nid = "shield"\ncard = "Floating Shield"\n'
        'attached_to = "bears"\nchosen = "red"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n\n'
        '[[object]]\nid = "other"\ncard = "Grizzly Bears"\n\n[[object]]\nid = "axe"\ncard = "Bonesplitter"\n\n'
        '[[event]]\nattach = "axe"\nto = "bears"\n\n'
        '[[claim]]\nid = "c"\nexpr = "power(bears) == 4"\nexpect = "proved"\n')
    code, out, err = run_cli("check", scenario)
    assert code == 2 and "protection" in err.lower(), out + err
