"""Tokens created by a triggered ability, and replacement effects on how many (614.1a:
Anointed Procession, Parallel Lives, Doubling Season).  What is refused, with its file and
line; and outcomes the CR decides, checked against the concrete interpreter over every
ordering."""
import pytest

from conftest import claim, refused_in_one_line
from test_graveyard_copies import _values
from verifier.load.loader import load_scenario


def _maker(how_many: str = 'how_many = { number = 1 }\n', tokens: int = 2) -> str:
    """An enchantment whose enters trigger creates Soldier tokens, `tokens` of them declared."""
    return '''
[[object]]
id = "maker"
name = "Maker"
types = ["enchantment"]
abilities = ["When this enters, create a 1/1 Soldier token"]

[[trigger]]
id = "makes"
source = "maker"
ability = "When this enters, create a 1/1 Soldier token"
when = "enters"
of = { self = true }
''' + how_many + "".join(f'''
[[object]]
id = "soldier-{i}"
name = "Soldier"
types = ["creature"]
power = 1
toughness = 1
token = true
created_by = "makes"
''' for i in range(tokens)) + '''
[[event]]
enters = "maker"

[[event]]
resolves = "makes"
'''


SEASON = '\n[[object]]\nid = "season"\ncard = "Doubling Season"\n'

BAD = {
    "how-many-unsaid-where-doubled": (SEASON + _maker(how_many=""), 13, "say how many it creates"),
    "number-and-count": (SEASON + _maker('how_many = { number = 1, count = { types = ["land"] } }\n'), 18,
                         "how_many is a number of tokens"),
    "too-few-declared": (SEASON + _maker(tokens=1), 18, "as many as 2 tokens may be created"),
    "several-kinds-doubled": (SEASON + _maker(tokens=2).replace('id = "soldier-1"\nname = "Soldier"',
                                                                 'id = "soldier-1"\nname = "Knight"'), 18,
                              "creates tokens of several kinds"),
    "zone-with-a-number": (SEASON + _maker('how_many = { number = 1, zone = "graveyard" }\n'), 18,
                           "'zone' says where a count counts"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input_refused_in_one_line(name, write_model, run_cli):
    text, line, message = BAD[name]
    refused_in_one_line(run_cli, write_model(text + claim("count(token=True) == 1")), line, message)


@pytest.mark.parametrize("season, made", [
    ("", 1),                                                   # no replacement: the number the effect says
    (SEASON, 2),                                               # 614.1a: twice that many
    (SEASON.replace('card = "Doubling Season"', 'card = "Doubling Season"\ncontroller = "opponent"'), 1),
    # (the opponent's: only tokens created under the opponent's control)
])
def test_tokens_are_doubled_under_the_doublers_controller(write_model, season, made):
    sc = load_scenario(write_model(season + _maker() + claim("count(token=True) >= 0")))
    assert _values(sc, "count(token=True)") == {made}
