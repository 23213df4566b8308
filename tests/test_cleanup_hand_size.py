"""The cleanup step's discard to maximum hand size (514.1, 402.2) is not modelled: an event after a
cleanup step (a `turn` event, an "until end of turn" effect ending) is refused with its line where
the active player may have more than seven cards in hand, or any where an ability changes the
maximum hand size (`verifier/load/hand_size.py`).  Found by the guard audit: Maro (power = cards in
its controller's hand, 604.3) read as 8 in the opponent's turn after a turn ending with 8 cards."""
from conftest import claim, refused_in_one_line
from test_casting import events
from test_combat import _verdict

MARO = '[[object]]\nid = "maro"\ncard = "Maro"\n'
TOWER = '[[object]]\nid = "tower"\ncard = "Reliquary Tower"\n'


def _hand(n: int, owner: str = "you") -> str:
    return "".join(f'[[object]]\nid = "c{i}"\ncard = "Forest"\nzone = "hand"\nowner = "{owner}"\n' for i in range(n))


def _library(n: int) -> str:
    return "".join(f'[[object]]\nid = "l{i}"\ncard = "Island"\nzone = "library"\n' for i in range(n))


def _refused(write_model, run_cli, base: str, tables: list, message: str) -> None:
    """Refused with the line of the last event."""
    text = '[scenario]\nname = "x"\nturn = "you"\n' + base + events(*tables) + claim("True")
    lines = text.splitlines()
    last = max(i for i, s in enumerate(lines) if s == "[[event]]")
    refused_in_one_line(run_cli, write_model(text), last + 2, message)


def test_maro_with_eight_cards_as_the_turn_ends_is_refused(write_model, run_cli):
    """514.1: the active player discards to seven in the cleanup step, so Maro is 7/7 after it."""
    _refused(write_model, run_cli, MARO + _hand(8), ['turn = "opponent"'],
             "'you' may have 8 cards in hand as the cleanup step before this event comes, more than the maximum "
             "hand size of seven (402.2), and discards down to it then (514.1)")


def test_a_draw_that_makes_eight_is_counted(write_model, run_cli):
    """121.1: the card drawn is in the hand; the turn ends with 8."""
    _refused(write_model, run_cli, MARO + _hand(7) + _library(1), ['draws = "you"', 'turn = "opponent"'],
             "'you' may have 8 cards in hand")


def test_an_end_of_turn_effect_ending_is_the_cleanup_step(write_model, run_cli):
    """514.2: an "until end of turn" effect ends in the cleanup step, after the discard (514.1)."""
    effect = '[[effect]]\nid = "pump"\ntargets = ["maro"]\nuntil = "end of turn"\nlayer7c = { power = 1 }\n'
    _refused(write_model, run_cli, MARO + _hand(8) + effect, ['starts = "pump"', 'ends = "pump"'],
             "(514.1): not modelled yet")


def test_an_ability_changing_the_maximum_hand_size_is_refused_beside_any_card(write_model, run_cli):
    """402.2: Reliquary Tower's "no maximum hand size" is not followed: the discard it waives is refused."""
    _refused(write_model, run_cli, MARO + TOWER + _hand(1), ['turn = "opponent"'],
             "the ability 'You have no maximum hand size' changes the maximum hand size (402.2)")


def test_seven_cards_or_the_other_players_eight_are_read(write_model):
    """Seven cards: no discard, Maro is 7/7 in the opponent's turn; the opponent's eight cards as your
    turn ends: only the active player discards (514.1)."""
    text = MARO + _hand(7) + events('turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "power(maro) == 7", "t") == "proved"
    text = MARO + _hand(1) + _hand(8, "opponent").replace('id = "c', 'id = "o') + events('turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "power(maro) == 1", "t") == "proved"
