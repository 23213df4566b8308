"""The cleanup step's discard to maximum hand size (514.1, 402.2) is not modelled: an event after a
cleanup step (a `turn` event, an "until end of turn" effect ending) is refused with its line where
the active player may have more cards in hand than the least maximum the scenario's abilities
could give (seven with none; 402.2, 613.11), or any where one is not read (`verifier/load/hand_size.py`).  Found by the guard audit: Maro (power = cards in
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


def test_an_ability_lowering_the_maximum_hand_size_lowers_the_bound(write_model, run_cli):
    """402.2, 613.11: 'Your maximum hand size is two' may give two: three cards as the turn ends are refused."""
    satchel = '[[object]]\nid = "satchel"\nname = "Satchel"\ntypes = ["artifact"]\n' \
              'abilities = ["Your maximum hand size is two"]\n'
    _refused(write_model, run_cli, MARO + satchel + _hand(3), ['turn = "opponent"'],
             "'you' may have 3 cards in hand as the cleanup step before this event comes, more than 2, the least "
             "maximum hand size the scenario's abilities may give (402.2)")


def test_an_ability_not_read_is_refused_beside_any_card(write_model, run_cli):
    """402.2: a change of the maximum hand size not modelled ('each opponent's') refuses the discard it may cause."""
    miser = '[[object]]\nid = "miser"\nname = "Miser"\ntypes = ["artifact"]\ncontroller = "opponent"\n' \
            'owner = "opponent"\nabilities = ["Each opponent\'s maximum hand size is reduced by one"]\n'
    _refused(write_model, run_cli, MARO + miser + _hand(1), ['turn = "opponent"'],
             "changes the maximum hand size (402.2) in a way not modelled, so it may have to discard any card")


def test_no_maximum_hand_size_keeps_the_bound_at_seven(write_model):
    """402.2: Reliquary Tower's 'no maximum hand size' never lowers it: one card as the turn ends is read."""
    text = MARO + TOWER + _hand(1) + events('turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "power(maro) == 1", "t") == "proved"


def test_a_skipped_step_is_refused_beside_a_turn(write_model, run_cli):
    """614.10: 'Skip your draw step' replaces a step with nothing, which the history's turns don't follow."""
    skip = '[[object]]\nid = "skip"\nname = "Skipper"\ntypes = ["artifact"]\nabilities = ["Skip your draw step."]\n'
    _refused(write_model, run_cli, skip, ['turn = "opponent"'],
             "the ability 'Skip your draw step.' skips a step (614.10), which the history's turns and steps don't "
             "follow: not modelled yet")


def test_seven_cards_or_the_other_players_eight_are_read(write_model):
    """Seven cards: no discard, Maro is 7/7 in the opponent's turn; the opponent's eight cards as your
    turn ends: only the active player discards (514.1)."""
    text = MARO + _hand(7) + events('turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "power(maro) == 7", "t") == "proved"
    text = MARO + _hand(1) + _hand(8, "opponent").replace('id = "c', 'id = "o') + events('turn = "opponent"\nlabel = "t"')
    assert _verdict(write_model, text, "power(maro) == 1", "t") == "proved"


# 603.7c: a delayed trigger of an ability (no spell: nothing else follows zones) returning two creatures at once
RECALL_TEXT = "{2}: Two target creatures get +1/+0 until end of turn. Return them to their owner's hand at the " \
    "beginning of the next end step."
RECALL = f'''[[card]]
name = "Test Recaller"
types = ["enchantment"]
abilities = ["{RECALL_TEXT}"]

[[object]]
id = "recaller"
card = "Test Recaller"

[[object]]
id = "b1"
card = "Grizzly Bears"

[[object]]
id = "b2"
card = "Grizzly Bears"

[[effect]]
id = "pump"
ability_of = "recaller"
targets = ["b1", "b2"]
layer7c = {{ power = 1, toughness = 0 }}
until = "end of turn"

[[trigger]]
id = "back"
source = "recaller"
ability = "{RECALL_TEXT}"
when = "next end step"
created_by = "pump"
moves = ["b1", "b2"]
into = "hand"
'''


def test_every_card_a_delayed_trigger_returns_to_hand_is_counted(write_model, run_cli):
    """400.3, 514.1: both creatures are in the hand, 6 + 2 = 8 as the turn ends (not 7: each, not the last)."""
    _refused(write_model, run_cli, RECALL + _hand(6), ['starts = "pump"', 'step = "end"', 'resolves = "back"',
                                                       'turn = "opponent"'], "'you' may have 8 cards in hand")
