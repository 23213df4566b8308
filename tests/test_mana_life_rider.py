"""A mana ability that makes each player lose life as it resolves (605.1a: still a mana ability,
no target, could add mana; it doesn't use the stack, 605.3b): `each_player_loses = N` on its
[[card.mana]] table, exactly when its text ends "Each player loses N life.".  The loss comes with the
mana, at the event that taps it, in a payment or not; what is not modelled is refused with its line."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

FRAGMENT = '''
[scenario]
turn = "you"

[[card]]
name = "Test Fragment"
types = ["artifact"]
abilities = ["{ability}"]

[[card.mana]]
ability = "{ability}"
cost = { tap = true }
add = [{ any_color = true }]
{key}
[[object]]
id = "fragment"
card = "Test Fragment"

[[object]]
id = "fragment2"
card = "Test Fragment"

[[object]]
id = "bears"
card = "Grizzly Bears"
zone = "hand"

[[event]]
add_mana = "fragment"
label = "tapped"
'''
TEXT = "{T}: Add one mana of any color. Each player loses 1 life."


def fragment(ability: str = TEXT, key: str = "each_player_loses = 1\n") -> str:
    return FRAGMENT.replace("{ability}", ability).replace("{key}", key)


def test_each_player_loses_at_once(write_model):
    assert claim_verdict(write_model, fragment(), "life('you') == 19 and life('opponent') == 19",
                         at="tapped") == "proved"


def test_paying_with_it_loses_life_too(write_model):
    """601.2g: tapped while the Bears are cast (the first Fragment's mana in the pool pays the rest)."""
    text = fragment() + '\n[[event]]\ncast = "bears"\nlabel = "cast"\n'
    assert claim_verdict(write_model, text, "tapped_to_cast(bears, fragment2) and life('opponent') == 18",
                         at="cast") == "proved"


def test_a_player_at_one_life_loses_the_game(write_model):
    """704.5a: each player at 1 life loses 1: both at 0, the game is over (104.4a: a draw)."""
    text = fragment().replace('turn = "you"', 'turn = "you"\nlife = { you = 1, opponent = 1 }')
    assert claim_verdict(write_model, text, "lost('you') and lost('opponent')", at="tapped") == "proved"


@pytest.mark.parametrize("ability, key, message", [
    (TEXT, "", "give each_player_loses = N exactly when its text says"),
    ("{T}: Add one mana of any color. Each opponent loses 1 life.", "each_player_loses = 1\n",
     "give each_player_loses = N exactly when"),
    ("{T}: Add one mana of any color. Each player loses 2 life.", "each_player_loses = 1\n",
     "give each_player_loses = N exactly when"),
    ("{T}: Add one mana of any color. You gain 1 life. Each player loses 1 life.", "each_player_loses = 1\n",
     "it changes life otherwise too"),
])
def test_refused_unless_the_text_says_it(write_model, ability, key, message):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(fragment(ability, key) + claim("True")))
    assert message in err.value.message


def test_the_translator_states_it(write_model):
    """verifier/cards: "Each player loses N life." after the mana is each_player_loses (Cryptolith
    Fragment's line; its card, a transforming one, is refused whole), and the table loads."""
    from verifier.cards.manalines import _read
    line = _read(TEXT, "Test Fragment")
    assert line.table == {"ability": TEXT, "cost": {"tap": True}, "add": [{"mana": ["W", "U", "B", "R", "G"],
                                                                            "amount": 1}],
                          "each_player_loses": 1}
    key = "".join(f"{k} = {v}\n" for k, v in (("add", '[{ mana = ["W", "U", "B", "R", "G"], amount = 1 }]'),
                                               ("each_player_loses", 1)))
    text = fragment(key=key).replace('add = [{ any_color = true }]\n', "")
    assert claim_verdict(write_model, text, "life('you') == 19", at="tapped") == "proved"
