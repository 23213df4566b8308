"""An activated or triggered ability of a permanent card whose resolution the Oracle translator
cannot read is kept by its text and listed in the card's `not_followed` (113.1: the object has the
ability; 602.1, 603.1), the rest of the card read as before.  Nothing may use what it does: an
[[ability]] activating it (602.2), `can_activate` of it (601.2c, 602.5b: its targets and restrictions
are in the unread text), a [[trigger]] table or an [[effect]] of it (603.3, 608.2c), and a history
going past a point where it may have triggered (603.2, `unsaid_triggers`) are refused with their
line.  A spell's instructions and a loyalty ability stay refused."""
import pytest

from conftest import claim, generated_card, kept_unread, retexted, verdict
from verifier.cards import trial
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

MORGUL = "{3}{B}, {T}: Put a shadow counter on target creature. For as long as that creature has a shadow counter " \
         "on it, it's a Wraith in addition to its other types"
ARMORY = "At the beginning of combat on your turn, choose up to one target Mount or Vehicle you control. Until end " \
         "of turn, that permanent becomes saddled if it's a Mount and becomes an artifact creature if it's a Vehicle"
WARLEADER = "Tap another untapped Ally you control: This creature gains your choice of first strike, vigilance, or " \
            "trample until end of turn"


@pytest.mark.parametrize("name, ability", [("Minas Morgul, Dark Fortress", MORGUL), ("Alacrian Armory", ARMORY),
                                           ("Veteran Warleader", WARLEADER)])
def test_the_unread_ability_is_kept_by_its_text_and_listed(name, ability):
    text, card = generated_card(name)
    assert card["not_followed"] == [ability] and ability in card["abilities"] and "resolves" not in card
    assert kept_unread((text, []), ability[:30], "not translated")


def test_the_rest_of_the_card_is_read_as_before():
    _, morgul = generated_card("Minas Morgul, Dark Fortress")
    assert morgul["enters_tapped"] is True and "{T}: Add {B}" in morgul["abilities"]
    _, armory = generated_card("Alacrian Armory")
    assert armory["static"] == [{"ability": "Alacrian Armory", "affects": {"types": ["creature"], "controller": "you"},
                                 "layer7c": {"toughness": 1}, "layer6": {"add_abilities": ["vigilance"]}}]


@pytest.mark.parametrize("name", ["Minas Morgul, Dark Fortress", "Alacrian Armory", "Veteran Warleader"])
def test_each_loads_in_its_trial(name, write_model):
    text, _ = generated_card(name)
    assert verdict(write_model(trial.scenario(name, text))) == "proved"


_ARMORY_BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "armory"
card = "Alacrian Armory"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


def test_the_read_static_ability_answers_on_a_board(write_model):
    text, _ = generated_card("Alacrian Armory")
    path = write_model(text + _ARMORY_BOARD + claim("toughness(bears) == 3 and has_ability(bears, 'vigilance')"))
    assert verdict(path) == "proved"


def test_a_history_past_its_trigger_is_refused(write_model):
    # 603.2, 500.2: at the beginning of combat the trigger waits on the stack; the combat's next step begins only once
    # it has resolved, which no [[trigger]] says
    text, _ = generated_card("Alacrian Armory")
    history = '\n[[event]]\nstep = "beginning of combat"\n\n[[event]]\nstep = "declare attackers"\n'
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text + _ARMORY_BOARD + history + claim("toughness(bears) == 3")))
    assert err.value.line > 0


def test_a_trigger_table_of_it_is_refused(write_model):
    text, _ = generated_card("Alacrian Armory")
    table = f'\n[[trigger]]\nid = "t"\nsource = "armory"\nability = "{ARMORY}"\nwhen = "your combat"\n'
    with pytest.raises(ModelError, match="was not read from its card's text"):
        load_scenario(write_model(text + _ARMORY_BOARD + table + claim("toughness(bears) == 3")))


_MORGUL_BOARD = '''
[scenario]
turn = "you"

[[object]]
id = "morgul"
card = "Minas Morgul, Dark Fortress"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


def test_an_activation_of_it_is_refused(write_model):
    text, _ = generated_card("Minas Morgul, Dark Fortress")
    ability = f'\n[[ability]]\nid = "a"\nsource = "morgul"\nability = "{MORGUL}"\neffects = []\n'
    events = '\n[[event]]\nstep = "main"\n\n[[event]]\nactivate = "a"\n\n[[event]]\nresolves = "a"\n'
    with pytest.raises(ModelError, match="was not read from its card's text"):
        load_scenario(write_model(text + _MORGUL_BOARD + ability + events + claim("not has_subtype(bears, 'Wraith')")))


def test_can_activate_of_it_is_refused(write_model):
    # 601.2c: whether it has a legal target is in its unread text
    text, _ = generated_card("Minas Morgul, Dark Fortress")
    with pytest.raises(ModelError, match="its text was not read"):
        load_scenario(write_model(text + _MORGUL_BOARD + '\n[[event]]\nstep = "main"\n' +
                                  claim("can_activate(morgul, \\\"" + MORGUL + "\\\")")))


def test_its_mana_ability_is_still_answered(write_model):
    text, _ = generated_card("Minas Morgul, Dark Fortress")
    assert verdict(write_model(text + _MORGUL_BOARD + claim("can_tap_for_mana(morgul)"))) == "proved"


def test_a_listed_text_that_is_no_ability_of_the_card_is_refused(write_model):
    card = '[[card]]\nname = "Test Fortress"\ntypes = ["land"]\nabilities = ["{T}: Add {B}"]\n' \
           'not_followed = ["{2}, {T}: Draw a card"]\n\n[[object]]\nid = "f"\ncard = "Test Fortress"\n'
    with pytest.raises(ModelError, match="is none of the card's abilities"):
        load_scenario(write_model(card + claim("on_battlefield(f)")))


def test_a_loyalty_ability_and_a_spell_stay_refused():
    # 606: a loyalty ability is named by its cost, which no guard can tell from another's; 608.2c: a spell's
    # instructions are what it does
    loyalty = retexted("Sorin, Vengeful Bloodlord", "[+2]: Sorin deals 1 damage to target player or planeswalker.\n"
                       "[−X]: Return target creature card with mana value X from your graveyard to the battlefield. "
                       "That creature is a Vampire in addition to its other types.")
    assert loyalty.card is None and any("[−X]" in r for r in loyalty.refusals)
    spell = retexted("Wings of Velis Vel", "Choose one. Target creature gets +2/+2 until end of turn; or target creature "
                     "gets your choice of first strike or trample until end of turn.")
    assert spell.card is None


# Veteran Warleader's ruling (2015-08-25): the ability that defines its power and toughness counts every creature its
# controller controls, itself included, as read apart from the unread activated ability it also has
def test_veteran_warleader_counts_itself_beside_its_unread_ability(write_model):
    text, _ = generated_card("Veteran Warleader")
    board = '[[object]]\nid = "w"\ncard = "Veteran Warleader"\n\n[[object]]\nid = "bears"\ncard = "Grizzly Bears"\n'
    assert verdict(write_model(text + board + claim("power(w) == 2 and toughness(w) == 2"))) == "proved"
