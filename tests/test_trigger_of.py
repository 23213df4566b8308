"""603.2: a [[trigger]] table's `of` waits for what its text's trigger condition waits for: the bounds on power and
toughness it names (draw 11's audit: Gwenna's "power 5 or greater" fired on a 2/2 cast), and a cast trigger's
colours (105.1, 105.2); a mana value bound, which no key of `of` says, is refused (202.3); the kind of object it
names before its verb, for every event ("another creature enters", "an artifact or creature", "a nontoken creature":
draw 13's audit); a cast trigger's subtypes and supertypes, and its card types with no `of` at all (remainder draw
1's audit: Merrow Reejerey's "a Merfolk spell" fired on a Grizzly Bears)."""
import pytest

from conftest import one_error_line

MODEL = '''
[[card]]
name = "Test Watcher"
types = ["creature"]
subtypes = ["Human"]
mana_cost = "{1}{W}"
power = 1
toughness = 1
abilities = ["{ABILITY}"]

[[object]]
id = "watcher"
card = "Test Watcher"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[object]]
id = "f1"
card = "Forest"

[[object]]
id = "f2"
card = "Forest"

[[trigger]]
id = "t"
source = "watcher"
ability = "{ABILITY}"
when = "{WHEN}"
of = {OF}
gain_life = 1

[[event]]
{EVENT} = "bears"

[[claim]]
id = "c"
expr = "triggered('t')"
expect = "{EXPECT}"
'''
CAST_BLUE = "Whenever you cast a blue spell, you gain 1 life"
ENTERS_SMALL = "Whenever a creature with toughness 2 or less enters, you gain 1 life"
CAST_CHEAP = "Whenever you cast a spell with mana value 2 or less, you gain 1 life"
ANOTHER = "Whenever another creature enters, you gain 1 life"
EITHER = "Whenever an artifact or creature enters, you gain 1 life"
NONTOKEN = "Whenever a nontoken creature enters, you gain 1 life"
GOBLIN = "Whenever a Goblin enters, you gain 1 life"
CAST_MERFOLK = "Whenever you cast a Merfolk spell, you gain 1 life"
CAST_LEGENDARY = "Whenever you cast a legendary creature spell, you gain 1 life"
CAST_HISTORIC = "Whenever you cast a historic spell, you gain 1 life"
CAST_CREATURE = "Whenever you cast a creature spell, you gain 1 life"
CAST_TARGETING = "Whenever you cast a spell that targets this creature, you gain 1 life"


def model(ability: str, of: str, expect: str = "proved") -> str:
    cast = "cast" in ability
    return MODEL.replace("{ABILITY}", ability).replace("{OF}", of).replace(
        "{WHEN}", "you cast" if cast else "enters").replace("{EVENT}", "cast" if cast else "enters").replace(
        "{EXPECT}", expect)


@pytest.mark.parametrize("ability, of, words", [
    (CAST_BLUE, '{ controller = "you" }', "waits for a spell of blue, and of says no colour"),
    (CAST_BLUE, '{ controller = "you", colors = ["green"] }', "of says {'colors': ['blue']}"),
    (ENTERS_SMALL, '{ types = ["creature"] }', "waits for toughness 2 or less (603.2): of says toughness_at_most = 2"),
    (ENTERS_SMALL, '{ types = ["creature"], toughness_at_most = 3 }', "of says toughness_at_most = 2"),
    (CAST_CHEAP, '{ controller = "you" }', "waits for 'mana value' (603.2), which no key of a [[trigger]] says"),
    (ANOTHER, '{ controller = "you" }', "of must say types = ['creature'], other = true; it says no kind"),
    (ANOTHER, '{ types = ["creature"] }', "of must say types = ['creature'], other = true; it says types = ['creature']"),
    (EITHER, '{ types = ["creature"] }', "waits for 'an artifact or creature' (603.2): of must say any_of = "),
    (NONTOKEN, '{ types = ["creature"] }', "of must say token = false, types = ['creature']"),
    (GOBLIN, '{ types = ["creature"] }', "of must say subtypes = ['Goblin']"),
    (CAST_MERFOLK, '{ controller = "you" }', "waits for a spell of subtypes ['Merfolk'] (either) and supertypes []"),
    (CAST_LEGENDARY, '{ types = ["creature"] }', "supertypes ['legendary'] (205.3, 205.4a, 603.2): of says"),
    (CAST_HISTORIC, '{ controller = "you" }', "waits for a spell 'historic' (603.2), which no key of `of` says"),
    (CAST_TARGETING, '{ controller = "you" }', "waits for a spell 'spell that targets this creature' (603.2)"),
])
def test_an_of_that_waits_for_other_than_its_condition_is_refused(write_model, run_cli, ability, of, words):
    path = write_model(model(ability, of))
    code, out, err = run_cli("check", path)
    assert code == 2 and words in one_error_line(err, path), out + err


@pytest.mark.parametrize("ability, of, expect", [
    # the Bears are green, 2/2: a blue-spell trigger does not fire; a toughness-2-or-less one does (603.2)
    (CAST_BLUE, '{ controller = "you", colors = ["blue"] }', "refuted"),
    (ENTERS_SMALL, '{ types = ["creature"], toughness_at_most = 2 }', "proved"),
    (ANOTHER, '{ types = ["creature"], other = true }', "proved"),
    (EITHER, '{ any_of = [{ types = ["artifact"] }, { types = ["creature"] }] }', "proved"),
    (NONTOKEN, '{ types = ["creature"], token = false }', "proved"),
    (GOBLIN, '{ subtypes = ["Goblin"] }', "refuted"),  # (the Bears are a Bear)
    (CAST_MERFOLK, '{ controller = "you", subtypes = ["Merfolk"] }', "refuted"),
    (CAST_LEGENDARY, '{ types = ["creature"], supertypes = ["legendary"] }', "refuted"),
])
def test_an_of_that_says_its_condition_is_answered(write_model, run_cli, ability, of, expect):
    code, out, err = run_cli("check", write_model(model(ability, of, expect)))
    assert code == 0 and "1 ok" in out, out + err


def test_a_cast_trigger_naming_a_card_type_with_no_of_is_refused(write_model, run_cli):
    # 603.2, 205.2a: with no `of` the table would wait for every spell, an instant too
    path = write_model(model(CAST_CREATURE, "").replace("of = \n", ""))
    code, out, err = run_cli("check", path)
    assert code == 2 and "waits for the spells it names, and of says types = []" in one_error_line(err, path), out + err


def test_a_legendary_s_short_name_is_its_own_object():
    # 201.5c: "Beast" of "Beast, Erudite Aerialist" is that card's name, so its trigger waits for itself
    from verifier.load.trigger_of import own_name
    assert own_name("Whenever Beast deals combat damage to a player", "Beast, Erudite Aerialist") == \
        "Whenever ~ deals combat damage to a player"
    assert own_name("Whenever a Beast enters", "Grizzly Bears") == "Whenever a Beast enters"
