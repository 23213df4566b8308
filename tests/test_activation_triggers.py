"""A trigger on an ability being activated (`when = "an opponent activates"`, `"you activate"`, `"a
player activates"`; 602.2, 603.2): it triggers as an ability of a permanent matching `of` becomes
activated, by the player the words name; its instance goes on the stack above the ability and
resolves first (603.3, 405.5); tapping for mana (a mana ability, 605.1a, 605.3a) and abilities of
cards off the battlefield (109.2, 113.6) do not trigger it.  The rulings are
`models/scenarios/triggers_immolation_shaman_activations.toml`; what is not modelled is refused."""
import pytest

from conftest import claim_verdict
from test_casting import events, refusal

TRIGGER_TEXT = ("Whenever an opponent activates an ability of a creature that isn't a mana ability, "
                "this enchantment deals 1 damage to that player.")

BOARD = f'''
[scenario]
turn = "opponent"

[[card]]
name = "Test Brand"
types = ["enchantment"]
abilities = ["{TRIGGER_TEXT}"]

[[card]]
name = "Test Fire Bear"
types = ["creature"]
power = 2
toughness = 2
abilities = ["{{1}}: This creature gets +1/+0 until end of turn."]

[[object]]
id = "brand"
card = "Test Brand"

[[object]]
id = "bear"
card = "Test Fire Bear"
controller = "{{bear_controller}}"

[[object]]
id = "mountain"
card = "Mountain"
controller = "{{bear_controller}}"

[[effect]]
id = "pump"
controller = "{{bear_controller}}"
targets = ["bear"]
layer7c = {{ power = 1, toughness = 0 }}
until = "end of turn"

[[ability]]
id = "fire"
source = "bear"
ability = "{{1}}: This creature gets +1/+0 until end of turn."
effects = ["pump"]

[[trigger]]
id = "brand-trigger"
source = "brand"
ability = "{TRIGGER_TEXT}"
when = "an opponent activates"
of = {{ types = ["creature"] }}
deals = 1
to = "opponent"
'''


def board(bear_controller: str = "opponent") -> str:
    return BOARD.replace("{bear_controller}", bear_controller)


def test_it_triggers_and_resolves_first(write_model):
    text = board() + events('activate = "fire"\nlabel = "on"', 'resolves = "brand-trigger"\nlabel = "hit"',
                            'resolves = "fire"')
    assert claim_verdict(write_model, text, "triggered('brand-trigger') and power(bear) == 2", at="on") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 19 and power(bear) == 2", at="hit") == "proved"
    assert claim_verdict(write_model, text, "life('opponent') == 19 and power(bear) == 3") == "proved"


def test_the_activated_ability_cannot_resolve_before_it(write_model):
    """603.3, 405.5: the trigger is above the ability it triggered on."""
    text = board() + events('activate = "fire"', 'resolves = "fire"')
    assert "above it" in str(refusal(write_model, text))


def test_its_controllers_own_activation_does_not_trigger_it(write_model):
    text = board("you") + events('activate = "fire"\nlabel = "on"', 'resolves = "fire"')
    assert claim_verdict(write_model, text, "not triggered('brand-trigger') and power(bear) == 3") == "proved"


def test_you_activate_is_the_other_way(write_model):
    text = board("you").replace('when = "an opponent activates"', 'when = "you activate"').replace(
        "Whenever an opponent activates", "Whenever you activate").replace(
        "deals 1 damage to that player", "you gain 1 life").replace('deals = 1\nto = "opponent"', "gain_life = 1")
    text += events('activate = "fire"\nlabel = "on"', 'resolves = "brand-trigger"', 'resolves = "fire"')
    assert claim_verdict(write_model, text, "triggered('brand-trigger')", at="on") == "proved"
    assert claim_verdict(write_model, text, "life('you') == 21 and power(bear) == 3") == "proved"


def test_a_permanent_of_another_type_does_not_trigger_it(write_model):
    text = board().replace('of = { types = ["creature"] }', 'of = { types = ["artifact"] }') + \
        events('activate = "fire"\nlabel = "on"', 'resolves = "fire"')
    assert claim_verdict(write_model, text, "not triggered('brand-trigger') and power(bear) == 3") == "proved"


REFUSED = [
    # 605.1a, 605.3a: words that take in mana abilities too
    ((TRIGGER_TEXT, TRIGGER_TEXT.replace(" that isn't a mana ability", "")), "may trigger on mana abilities too"),
    # 'that player' is the activator: the opponent here
    (('to = "opponent"', 'to = "you"'), "'that player' is the one who activated the ability"),
]


@pytest.mark.parametrize("change, message", REFUSED)
def test_refused(write_model, change, message):
    text = board().replace(*change) + events('activate = "fire"', 'resolves = "brand-trigger"', 'resolves = "fire"')
    assert message in str(refusal(write_model, text))


def test_beside_equip_it_is_refused(write_model):
    """702.6a: equip activates and resolves in one event here; what triggers on it could not go first."""
    equipment = '''
[[object]]
id = "sword"
name = "Test Sword"
types = ["artifact"]
subtypes = ["Equipment"]
controller = "opponent"
abilities = ["Equip {0}"]
'''
    text = board() + equipment + events('attach = "sword"\nto = "bear"\nequip = true')
    assert "equip is activated and resolves in one event" in str(refusal(write_model, text))


def test_beside_embalm_without_card_types_it_is_refused(write_model):
    """702.128a: embalm activates from a graveyard and resolves at once: only a trigger on abilities of
    permanents of some card type (109.2), which embalm's is not, is followed beside it."""
    cat = '''
[[object]]
id = "cat"
card = "Sacred Cat"
owner = "opponent"
zone = "graveyard"
'''
    text = board().replace('of = { types = ["creature"] }\n', '').replace(" of a creature", "") + cat + \
        events('embalm = "cat"\ntoken = "cat_token"')
    assert "embalm and eternalize are activated from a graveyard" in str(refusal(write_model, text))
