"""Mana abilities activated while a spell is cast see its card on the stack (601.2a before
601.2g): Sacellum Godspeaker counting the creature cards in its controller's hand does not
count the creature spell it pays for; a static ability counting a hand beside a payment is
refused, never answered as if the card were still there."""
import pytest

from conftest import claim, claim_verdict, refused_in_one_line
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories

GODSPEAKER = '''
[scenario]
name = "Sacellum Godspeaker paying for the Wurm it would reveal"
turn = "you"

[[card]]
name = "Sacellum Godspeaker"
mana_cost = "{2}{G}"
colors = ["green"]
types = ["creature"]
subtypes = ["Elf", "Druid"]
power = 2
toughness = 2

[[card.mana]]
ability = "{T}: Reveal any number of creature cards with power 5 or greater from your hand. Add {G} for each card revealed this way."
cost = { tap = true }
add = [{ mana = ["G"], amount = { count = { types = ["creature"], owner = "you" }, zone = "hand" } }]

[[card]]
name = "Craw Wurm"
mana_cost = "{4}{G}{G}"
colors = ["green"]
types = ["creature"]
subtypes = ["Wurm"]
power = 6
toughness = 4

[[object]]
id = "godspeaker"
card = "Sacellum Godspeaker"
''' + "".join(f'''
[[object]]
id = "forest-{i}"
card = "Forest"
''' for i in range(1, 6)) + '''
[[object]]
id = "wurm"
card = "Craw Wurm"
zone = "hand"
'''

SECOND_WURM = '''
[[object]]
id = "second-wurm"
card = "Craw Wurm"
zone = "hand"
'''

MAIN = '''
[[event]]
step = "main"
label = "main"
'''


def test_sacellum_godspeaker_does_not_count_the_wurm_being_cast(write_model):
    """Ruling 2008-10-01: the Wurm is on the stack as the Godspeaker is tapped to pay for it,
    so the Godspeaker adds nothing and five Forests can't pay {4}{G}{G}."""
    assert claim_verdict(write_model, GODSPEAKER + MAIN, "not can_cast(wurm)", at="main") == "proved"


def test_sacellum_godspeaker_counts_the_other_wurm_still_in_hand(write_model):
    """A second creature card still in the hand is revealed: {G} and five Forests pay."""
    text = GODSPEAKER + SECOND_WURM + MAIN
    assert claim_verdict(write_model, text, "can_cast(wurm) and can_cast('second-wurm')", at="main") == "proved"


def test_sacellum_godspeaker_cast_paid_by_the_wurm_itself_is_refused(write_model):
    """A history casting the Wurm with only the Godspeaker's mana for it is no history of the
    game: refused with the cast's line (601.2g-h)."""
    text = GODSPEAKER + MAIN + '''
[[event]]
cast = "wurm"
''' + claim("True")
    with pytest.raises(ModelError) as err:
        possible_histories(load_scenario(write_model(text)))
    assert "can't pay the cost of 'wurm'" in err.value.message and err.value.line > 0


def test_sacellum_godspeaker_cast_paid_with_the_other_wurm_revealed(write_model):
    """With the second Wurm in hand, the cast is paid and the Godspeaker was tapped for it."""
    text = GODSPEAKER + SECOND_WURM + MAIN + '''
[[event]]
cast = "wurm"
label = "cast"
'''
    assert claim_verdict(write_model, text, "tapped_to_cast(wurm, godspeaker)", at="cast") == "proved"


def test_sacellum_godspeaker_revealed_before_casting_pays(write_model):
    """Ruling 2008-10-01, its second half: activated before the cast, the Wurm still in hand."""
    text = GODSPEAKER + MAIN + '''
[[event]]
add_mana = "godspeaker"
label = "revealed"
'''
    assert claim_verdict(write_model, text, "can_cast(wurm)", at="revealed") == "proved"


MARO = '''
[[object]]
id = "maro"
card = "Maro"
'''


def test_maro_counting_the_hand_beside_a_payment_is_refused(write_model, run_cli):
    """Maro's power and toughness count its controller's hand, which the spell being cast has
    left while its cost is paid: not laid again by the payment, so refused with the claim's line."""
    text = GODSPEAKER + MARO + MAIN + claim("can_cast(wurm)", extra='at = "main"')
    path = write_model(text)
    line = text.splitlines().index('[[claim]]') + 3  # (its expr)
    refused_in_one_line(run_cli, path, line, "counts the cards in a hand or on the stack")


def test_maro_beside_a_cast_is_refused_with_the_cast_line(write_model, run_cli):
    text = GODSPEAKER + MARO + SECOND_WURM + MAIN + '''
[[event]]
cast = "wurm"
''' + claim("True")
    path = write_model(text)
    line = text.splitlines().index('cast = "wurm"') + 1
    refused_in_one_line(run_cli, path, line, "counts the cards in a hand or on the stack")


def test_maro_beside_mana_added_outside_a_cast_is_answered(write_model):
    """Tapping for mana with priority (605.3a) moves no card: Maro is no reason to refuse it."""
    text = GODSPEAKER + MARO + MAIN + '''
[[event]]
add_mana = "godspeaker"
label = "added"
'''
    assert claim_verdict(write_model, text, "power(maro) == 1", at="added") == "proved"
