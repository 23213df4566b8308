"""603.4: a [[trigger]] table's `if` says what its text's intervening "if" says.  Beyond the colour and type
words (`check_if_words`), the functions it calls are ones the text's words name, the numbers it compares with
are the text's, and the players it names are the text's, read from the trigger's controller (109.5).  Draw 11's
audit found a revolt trigger's `if` written as any expression (Call for Unity).  Also here: a trigger's damage
goes to a player only where its text's may (120.1), and its instruction on "this creature" is done to its source
(201.5)."""
import pytest

from conftest import one_error_line

CARD = '''
[[card]]
name = "Test Revolt Wall"
types = ["creature"]
subtypes = ["Wall"]
mana_cost = "{1}{W}"
power = 0
toughness = 4
abilities = ["{ABILITY}"]

[[object]]
id = "wall"
card = "Test Revolt Wall"
{CONTROLLER}

[[object]]
id = "bears"
card = "Grizzly Bears"

[[trigger]]
id = "t"
source = "wall"
ability = "{ABILITY}"
when = "your end step"
if = "{IF}"
gain_life = 2
{WHOSE}

[[event]]
step = "end"

[[claim]]
id = "c"
expr = "life('you') >= 20"
expect = "proved"
'''
REVOLT = "At the beginning of your end step, if a permanent left the battlefield under your control this turn, you gain 2 life"
HAND = "At the beginning of your end step, if you have three or more cards in hand, you gain 2 life"
LIFE = "At the beginning of your end step, if you have 10 or less life, you gain 2 life"
EACH = "At the beginning of your end step, if each player has 10 or less life, you gain 2 life"


def model(ability: str, expr: str, controller: str = "you") -> str:
    return CARD.replace("{ABILITY}", ability).replace("{IF}", expr).replace(
        "{CONTROLLER}", 'controller = "opponent"' if controller != "you" else "").replace(
        "{WHOSE}", "")


@pytest.mark.parametrize("ability, expr, words", [
    # a function the text's words do not name (Call for Unity, draw 11's audit)
    (REVOLT, "life('you') == 20", "calls life"),
    (HAND, "life('you') >= 3", "calls life"),
    # a number the text does not say
    (LIFE, "life('you') <= 15", "compares with 15"),
    # a player the text does not name: its "you" is the scenario's you here
    (LIFE, "life('opponent') <= 10", "names the player 'opponent'"),
    (REVOLT, "permanent_left_this_turn('opponent')", "names the player 'opponent'"),
    # a word of the text that names a function, unsaid
    (LIFE, "count(types=['land'], controller='you') >= 10", "says 'life'"),
])
def test_an_if_that_says_other_than_its_text_is_refused(write_model, run_cli, ability, expr, words):
    path = write_model(model(ability, expr))
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    assert words in one_error_line(err, path) and "603.4" in err


@pytest.mark.parametrize("ability, expr", [
    (REVOLT, "permanent_left_this_turn('you')"),
    (LIFE, "life('you') <= 10"),
    (LIFE, "life('you') < 11"),
    (EACH, "life('you') <= 10 and life('opponent') <= 10"),
])
def test_an_if_that_says_its_text_is_answered(write_model, run_cli, ability, expr):
    code, out, err = run_cli("check", write_model(model(ability, expr)))
    assert code == 0 and "1 ok" in out, out + err


def test_the_text_s_you_is_the_trigger_s_controller(write_model, run_cli):
    # 109.5: on the opponent's Wall, "you have 10 or less life" is the opponent's life
    text = model(LIFE, "life('you') <= 10", controller="opponent").replace('when = "your end step"',
                                                                           'when = "your end step"')
    path = write_model(text)
    code, out, err = run_cli("check", path)
    assert code == 2 and "names the player 'you'" in err and "109.5" in err, out + err


def test_a_revolt_worded_otherwise_is_refused(write_model, run_cli):
    # 207.2c: permanent_left_this_turn(p) asks of a permanent p controlled: "a permanent left the battlefield
    # this turn" (anyone's) is another condition, not modelled
    ability = "At the beginning of your end step, if a permanent left the battlefield this turn, you gain 2 life"
    path = write_model(model(ability, "permanent_left_this_turn('you')"))
    code, out, err = run_cli("check", path)
    assert code == 2 and "not modelled" in one_error_line(err, path), out + err


DAMAGE = '''
[[card]]
name = "Test Ship"
types = ["artifact", "creature"]
mana_cost = "{3}"
power = 2
toughness = 2
abilities = ["{ABILITY}"]

[[object]]
id = "ship"
card = "Test Ship"
zone = "hand"

[[object]]
id = "bears"
card = "Grizzly Bears"
controller = "opponent"

[[trigger]]
id = "t"
source = "ship"
ability = "{ABILITY}"
when = "enters"
of = { self = true }
{KEYS}

[[event]]
enters = "ship"

[[event]]
resolves = "t"
label = "x"

[[claim]]
id = "c"
at = "x"
expr = "life('opponent') == 20"
expect = "proved"
'''


@pytest.mark.parametrize("ability, keys, words", [
    # 120.1, 115.1: damage to a creature target taken from a player's life (Pinnacle Kill-Ship, draw 11's audit)
    ("When this creature enters, it deals 3 damage to target creature", 'deals = 3\nto = "opponent"',
     "to = 'opponent' is a player"),
    # the other way: damage to each opponent dealt to a creature
    ("When this creature enters, it deals 3 damage to each opponent", 'deals = 3\nto = "bears"',
     "to = 'bears' is an object"),
    # 201.5: a counter its text puts on itself put on another creature
    ("When this creature enters, put a +1/+1 counter on this creature", 'counters_on = "bears"\n'
     'counters = { "+1/+1" = 1 }', "does that to its source 'ship' only"),
])
def test_a_trigger_doing_its_text_s_instruction_to_another_is_refused(write_model, run_cli, ability, keys, words):
    path = write_model(DAMAGE.replace("{ABILITY}", ability).replace("{KEYS}", keys))
    code, out, err = run_cli("check", path)
    assert code == 2 and words in one_error_line(err, path), out + err


def test_damage_to_each_opponent_is_the_opponent_s(write_model, run_cli):
    text = DAMAGE.replace("{ABILITY}", "When this creature enters, it deals 3 damage to each opponent").replace(
        "{KEYS}", 'deals = 3\nto = "opponent"').replace("life('opponent') == 20", "life('opponent') == 17")
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "1 ok" in out, out + err
