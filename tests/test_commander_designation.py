"""Being a commander (903.3): a designation of the card, not a characteristic, which the
scenario states on an object (`commander = true`) and a filter asks (`commander = true /
false`).  Read by the one `state.matches`, so the same in the concrete replay and the Z3
encoding; not copiable (707.2), so a copy of a commander is no commander.  Real cards of the
development half translate to it ("Commander creatures you control get +1/+1")."""

import importlib.util

import pytest

from conftest import claim, generated_card, refused_in_one_line, verdict
from verifier.cards import trial
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values

# "Commander creatures you control get +1/+1", with a resolved effect that sets the base power
# and toughness of both creatures, before or after the banner (7b comes before 7c in either order)
ANTHEM = '''
[[card]]
name = "Commanders' Banner"
types = ["enchantment"]

[[card.static]]
ability = "Commander creatures you control get +1/+1"
affects = { types = ["creature"], controller = "you", commander = true }
layer7c = { power = 1, toughness = 1 }

[[object]]
id = "banner"
card = "Commanders' Banner"

[[object]]
id = "cmdr"
card = "Grizzly Bears"
commander = true

[[object]]
id = "bears"
card = "Grizzly Bears"

[[effect]]
id = "shrink"
targets = ["cmdr", "bears"]
layer7b = { power = 1, toughness = 1 }
'''


def _line(text: str, needle: str) -> int:
    """The line of the file where `needle` first stands."""
    return text[:text.index(needle)].count("\n") + 1


COMMANDER_LINE = _line(ANTHEM, "commander = true\n")
AFFECTS_LINE = _line(ANTHEM, "affects =")


def _values(path, text):
    sc = load_scenario(path)
    return set(all_values(sc, Expr(text, names_of(sc), lambda m: None)))


def test_the_commander_gets_it_and_the_other_creature_does_not(write_model):
    path = write_model(ANTHEM + claim('power(cmdr) == 2 and power(bears) == 1'))
    sc = load_scenario(path)
    assert sc.objects["cmdr"].commander and not sc.objects["bears"].commander
    # concretely, every ordering: (the commander 1/1 +1/+1, the other 1/1)
    assert _values(path, "power(cmdr)") == {2} and _values(path, "power(bears)") == {1}
    assert _values(path, "toughness(cmdr) - toughness(bears)") == {1}
    # symbolically (Z3), over every ordering of the banner and the resolved effect
    assert verdict(path) == "proved"


def test_a_filter_for_what_is_no_commander(write_model):
    text = ANTHEM.replace("commander = true }", "commander = false }")
    path = write_model(text + claim('power(cmdr) == 1 and power(bears) == 2'))
    assert _values(path, "power(bears)") == {2}
    assert verdict(path) == "proved"


def test_a_count_of_commanders_in_a_claim(write_model):
    path = write_model(ANTHEM + claim('count(commander=True) == 1 and '
                                      'count(commander=False, types=[\\"creature\\"]) == 1'))
    assert verdict(path) == "proved"


def test_a_copy_of_a_commander_is_no_commander(write_model):
    # 903.3: the designation is no characteristic; 707.2: only copiable values are copied
    text = ANTHEM + '''
[[effect]]
id = "becomes-the-commander"
targets = ["bears"]
layer1a = { copy_of = "cmdr" }
'''
    path = write_model(text + claim('power(cmdr) == 2 and power(bears) == 1 and name(bears) == name(cmdr)'))
    assert _values(path, "power(bears)") == {1}
    assert verdict(path) == "proved"


def test_a_commander_that_copies_something_stays_a_commander(write_model):
    text = ANTHEM + '''
[[object]]
id = "ogre"
card = "Gray Ogre"

[[effect]]
id = "becomes-the-ogre"
targets = ["cmdr"]
layer1a = { copy_of = "ogre" }
'''
    path = write_model(text + claim('power(cmdr) == 2 and name(cmdr) == name(ogre) and power(ogre) == 2'))
    assert _values(path, "power(cmdr)") == {2}
    assert verdict(path) == "proved"


def test_a_misspelt_or_wrong_key_is_refused_with_file_and_line(write_model, run_cli):
    path = write_model(ANTHEM.replace("commander = true\n", "comander = true\n") + claim("power(cmdr) == 2"))
    refused_in_one_line(run_cli, path, COMMANDER_LINE, "comander")
    path = write_model(ANTHEM.replace("commander = true }", "commanders = true }") + claim("power(cmdr) == 2"))
    refused_in_one_line(run_cli, path, AFFECTS_LINE, "commanders")
    path = write_model(ANTHEM.replace("commander = true\n", "commander = false\n") + claim("power(cmdr) == 2"))
    refused_in_one_line(run_cli, path, COMMANDER_LINE, "commander")  # (stated only when it is one)


def test_a_token_is_no_commander(write_model, run_cli):
    path = write_model(ANTHEM.replace("commander = true\n", "commander = true\ntoken = true\n") +
                       claim("power(cmdr) == 2"))
    refused_in_one_line(run_cli, path, COMMANDER_LINE, "a commander is a card (903.3)")


def test_a_commander_where_zones_are_followed_is_refused(write_model, run_cli):
    # 903.9a-b: its owner may put it into the command zone instead: not modelled
    path = write_model(ANTHEM + '''
[[object]]
id = "dead"
card = "Grizzly Bears"
zone = "graveyard"
''' + claim("power(cmdr) == 2"))
    refused_in_one_line(run_cli, path, COMMANDER_LINE, "903.9a-b")


# -- real cards of the development half ---------------------------------------------------

cards = pytest.mark.skipif(not (importlib.util.find_spec("phase") and importlib.util.find_spec("mtg")),
                           reason="the cards extra is not installed")


def _with(write_model, card_text, body, expr):
    return write_model(card_text + body + claim(expr))


@cards
def test_everett_k_ross_commander_creatures_you_control(write_model):
    text, card = generated_card("Everett K. Ross, Hapless Attaché")
    # "Commander creatures you control get +1/+1 and have lifelink."
    [static] = card["static"]
    assert static["affects"] == {"types": ["creature"], "controller": "you", "commander": True}
    assert static["layer7c"] == {"power": 1, "toughness": 1} and static["layer6"] == {"add_abilities": ["lifelink"]}
    body = '''
[[object]]
id = "everett"
card = "Everett K. Ross, Hapless Attaché"

[[object]]
id = "cmdr"
card = "Grizzly Bears"
commander = true

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"
commander = true
'''
    path = _with(write_model, text, body, 'power(cmdr) == 3 and has_ability(cmdr, \\"lifelink\\") and '
                                          'power(bears) == 2 and not has_ability(bears, \\"lifelink\\") and '
                                          'power(theirs) == 2 and power(everett) == 1')
    assert verdict(path) == "proved"


@cards
@pytest.mark.parametrize("name, ability", [
    ("The Dilu Horse", "horsemanship"),  # any permanent that is a commander, not only creatures
    ("Codsworth, Handy Helper", "Ward {2}"),  # draw 1 (retired): now translates
])
def test_commanders_you_control_have_an_ability(write_model, name, ability):
    text, card = generated_card(name)
    [static] = card["static"]
    assert static["affects"] == {"controller": "you", "commander": True}
    assert static["layer6"] == {"add_abilities": [ability]}
    body = f'''
[[object]]
id = "source"
card = "{name}"

[[object]]
id = "cmdr"
card = "Grizzly Bears"
commander = true

[[object]]
id = "bears"
card = "Grizzly Bears"

[[object]]
id = "theirs"
card = "Grizzly Bears"
controller = "opponent"
commander = true
'''
    has = 'has_ability(X, \\"' + ability + '\\")'
    path = _with(write_model, text, body, " and ".join([has.replace("X", "cmdr")] + [
        "not " + has.replace("X", x) for x in ("bears", "theirs")]))
    assert verdict(path) == "proved"


@cards
def test_anara_commanders_during_your_turn(write_model):
    text, card = generated_card("Anara, Wolvid Familiar")
    # "During your turn, commanders you control have indestructible."
    [static] = card["static"]
    assert static["affects"] == {"controller": "you", "commander": True}
    assert static["condition"] == {"your_turn": True}
    assert static["layer6"] == {"add_abilities": ["indestructible"]}
    # it loads (verifier/cards/trial.py), and a creature that is no commander never has it
    body = trial.scenario("Anara, Wolvid Familiar", text).replace('expr = "on_battlefield(bear)"',
                                                                   'expr = "not has_ability(bear, \'indestructible\')"')
    assert verdict(write_model(body)) == "proved"


@cards
def test_raised_by_giants_commander_creatures_you_own(write_model):
    text, card = generated_card("Raised by Giants")  # "you own" (108.3): owner, not controller
    [static] = card["static"]
    assert static["affects"] == {"types": ["creature"], "commander": True, "owner": "you"}
    body = '''
[[object]]
id = "background"
card = "Raised by Giants"

[[object]]
id = "lent"
card = "Grizzly Bears"
commander = true
controller = "opponent"
owner = "you"

[[object]]
id = "theirs"
card = "Grizzly Bears"
commander = true
owner = "opponent"
'''
    path = _with(write_model, text, body, 'power(lent) == 10 and has_subtype(lent, \\"Giant\\") and power(theirs) == 2')
    assert verdict(path) == "proved"
