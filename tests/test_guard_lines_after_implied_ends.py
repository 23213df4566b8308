"""A guard names the line of the file's own event, where an effect's duration ends before it (an
`ends` the history implies, not one of the file's events): the untap-step guard crashed with an
IndexError (its index counted the implied end), found beside the attach guard."""
from conftest import claim, refused_in_one_line

STUCK = '''
[[card]]
name = "Test Stuck"
types = ["creature"]
power = 2
toughness = 2
abilities = ["This creature doesn't untap during your untap step"]

[[object]]
id = "s"
card = "Test Stuck"

[[effect]]
id = "g"
card = "Giant Growth"
targets = ["s"]

[[event]]
starts = "g"

[[event]]
turn = "opponent"
'''


def test_the_untap_guard_names_the_turn_after_an_implied_end(write_model, run_cli):
    # 514.2: Giant Growth ends in the cleanup step, before the opponent's turn; 502.3: the turn's untap step
    refused_in_one_line(run_cli, write_model(STUCK + claim("power(s) == 2")), 22,
                        "changes what an untap step untaps (502.3)")
