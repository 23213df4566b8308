"""Hybrid symbols (107.4e) in the cost of an ability a history activates: `hybrid = [...]` on
the `activate` event names the half paying each, in order (601.2b via 602.2b); the mana then
paid is that half's.  A missing, extra or wrong half is refused with its line."""
from conftest import claim, claim_verdict, refused_in_one_line

BOARD = '''
[scenario]
turn = "you"

[[card]]
name = "Test Blotter"
mana_cost = "{3}{U}"
colors = ["blue"]
types = ["creature"]
power = 2
toughness = 2
abilities = ["{COST}: Target creature gets -2/-0 until end of turn."]

[[object]]
id = "blotter"
card = "Test Blotter"

[[object]]
id = "{LAND1}"
card = "{CARD1}"

[[object]]
id = "{LAND2}"
card = "{CARD2}"

[[object]]
id = "ogre"
card = "Gray Ogre"
controller = "opponent"

[[effect]]
id = "shrink"
targets = ["ogre"]
until = "end of turn"
layer7c = { power = -2 }

[[ability]]
id = "blot"
source = "blotter"
ability = "{COST}: Target creature gets -2/-0 until end of turn."
effects = ["shrink"]

[[event]]
activate = "blot"
{HYBRID}label = "activated"

[[event]]
resolves = "blot"
label = "resolved"
'''
ACTIVATE_LINE = 44  # (the line of `activate = "blot"`)


def board(cost="{1}{U/B}", hybrid='hybrid = ["U"]\n', lands=("island", "Island", "island2", "Island")) -> str:
    return BOARD.replace("{COST}", cost).replace("{HYBRID}", hybrid).replace("{LAND1}", lands[0]) \
        .replace("{CARD1}", lands[1]).replace("{LAND2}", lands[2]).replace("{CARD2}", lands[3])


def test_the_blue_half_paid_by_two_islands(write_model):
    assert claim_verdict(write_model, board(), "is_tapped(island) and is_tapped(island2) and power(ogre) == 0",
                         at="resolved") == "proved"


def test_the_black_half_paid_by_a_swamp(write_model):
    text = board(hybrid='hybrid = ["B"]\n', lands=("island", "Island", "swamp", "Swamp"))
    assert claim_verdict(write_model, text, "is_tapped(swamp) and is_tapped(island)", at="activated") == "proved"


def test_the_black_half_cant_be_paid_by_islands(write_model, run_cli):
    """107.4e: the half chosen is the mana paid: {1}{B}, which two Islands can't pay."""
    refused_in_one_line(run_cli, write_model(board(hybrid='hybrid = ["B"]\n') + claim("True")), ACTIVATE_LINE - 1,
                        "event 1 (activate blot) cannot happen where it stands: the permanents tapped for mana can't "
                        "pay the cost of 'blot' in any way the history allows (602.2b, 601.2g-h")


def test_two_generic_for_a_monocoloured_hybrid(write_model):
    """107.4e: {2/G} paid with its {2}: two Islands, no green mana."""
    assert claim_verdict(write_model, board(cost="{2/G}", hybrid='hybrid = ["2"]\n'),
                         "is_tapped(island) and is_tapped(island2)", at="activated") == "proved"


def test_a_missing_half_is_refused(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(hybrid="") + claim("True")), ACTIVATE_LINE,
                        "the cost {1}{U/B} of 'blot' has 1 hybrid symbol(s): give hybrid = [...], the half paying "
                        "each, in order")


def test_too_many_halves_are_refused(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(hybrid='hybrid = ["U", "B"]\n') + claim("True")),
                        ACTIVATE_LINE + 1, "has 1 hybrid symbol(s): give hybrid = [...]")


def test_a_wrong_half_is_refused(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(hybrid='hybrid = ["G"]\n') + claim("True")), ACTIVATE_LINE + 1,
                        "'G' is no half of {U/B} (107.4e): give 'U' or 'B'")


def test_hybrid_without_a_hybrid_symbol_is_refused(write_model, run_cli):
    refused_in_one_line(run_cli, write_model(board(cost="{1}{U}") + claim("True")), ACTIVATE_LINE + 1,
                        "'blot' has no hybrid symbol in its cost (107.4e): leave hybrid out")


def test_hybrid_on_another_event_is_refused(write_model, run_cli):
    text = board() + '\n[[event]]\ntap = "island"\nhybrid = ["U"]\n'
    code, _, err = run_cli("check", write_model(text + claim("True")))
    assert code == 2 and "'hybrid' names the half paying each hybrid symbol of an activated ability's cost " \
                         "(107.4e): it goes with activate" in err
