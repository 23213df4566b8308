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


def _with_knights(text: str, *which: int) -> str:
    """The tokens declared, those numbered `which` (default the second) of another kind: Knights."""
    for i in which or (1,):
        text = text.replace(f'id = "soldier-{i}"\nname = "Soldier"', f'id = "soldier-{i}"\nname = "Knight"')
    return text

BAD = {
    "how-many-unsaid-where-doubled": (SEASON + _maker(how_many=""), 13, "say how many it creates"),
    "number-and-count": (SEASON + _maker('how_many = { number = 1, count = { types = ["land"] } }\n'), 18,
                         "how_many is a number of tokens"),
    "too-few-declared": (SEASON + _maker(tokens=1), 18, "as many as 2 tokens may be created"),
    "several-kinds-doubled": (SEASON + _with_knights(_maker(tokens=2)), 18,
                              "creates tokens of several kinds, which a replacement effect multiplies kind by kind "
                              "(614.1a): say how many of each, how_many = { each = N }"),
    "zone-with-a-number": (SEASON + _maker('how_many = { number = 1, zone = "graveyard" }\n'), 18,
                           "'zone' says where a count counts"),
    "each-with-a-number": (SEASON + _maker('how_many = { each = 1, number = 1 }\n'), 18,
                           "N tokens of each kind, and nothing else"),
    "too-few-of-a-kind": (SEASON + _with_knights(_maker('how_many = { each = 1 }\n', tokens=3)), 18,
                          "declare that many [[object]]s of each kind with created_by = 'makes', not 1 of 'Knight'"),
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


@pytest.mark.parametrize("season, tokens, made", [
    ("", 4, {"Soldier": 1, "Knight": 1}),      # no replacement: one of each kind
    (SEASON, 4, {"Soldier": 2, "Knight": 2}),  # 614.1a: twice as many of each kind (111.3)
])
def test_tokens_of_several_kinds_are_doubled_kind_by_kind(write_model, season, tokens, made):
    text = _with_knights(_maker('how_many = { each = 1 }\n', tokens=tokens), 1, 3)
    sc = load_scenario(write_model(season + text + claim("count(token=True) >= 0")))
    for name, n in made.items():
        assert _values(sc, f"count(token=True, names=['{name}'])") == {n}
