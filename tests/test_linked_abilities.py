"""Linked abilities that exile and return (607.2a, 406.6, 400.7): Safe Haven's "{2}, {T}: Exile
target creature you control" and its upkeep trigger "you may sacrifice this land. If you do,
return each card exiled with this land ...".  The verifier's values over small histories are
compared with the reference's (`tests/reference/activating.py` exiles and remembers the link,
`simulator.py` returns), written apart from `verifier.rules`, the concrete interpreter's with the
SMT encoding's, and with the outcome the rules give, stated here (the card returns only if it was
exiled by that object's ability, stayed in exile since, is a card, and the Haven was sacrificed).  What is refused names its line."""
import shutil

import pytest
from hypothesis import given, settings, strategies as st

from conftest import examples, MODELS, refused_in_one_line
from reference import values
from test_reference_differential import SETTINGS
from verifier.expr import Expr
from verifier.load.claims import names_of
from verifier.load.loader import load_scenario
from verifier.orderings import all_values
from verifier.query import outcomes_over

EXILE = "{T}: Exile target creature you control"  # (Safe Haven's, but for its {2}: the reference taps no basic land)
UPKEEP = ("At the beginning of your upkeep, you may sacrifice this land. If you do, return each card exiled with "
          "this land to the battlefield under its owner's control")

BEARS = '''
[[object]]
id = "bears"
card = "Grizzly Bears"
'''

TOKEN = '''
[[object]]
id = "bears"
name = "Soldier"
types = ["creature"]
power = 1
toughness = 1
token = true
'''


def history(token=False, response=False, moved_out=False, paid=True, ability_extra="",
            trigger_extra="", returns_exiled='{ bears = "bears-again" }') -> str:
    """Safe Haven exiles the Bears (or a token); in response the target may leave (608.2b); the card
    may be moved out of exile after (400.7); at the next upkeep the sacrifice is paid or declined.
    (The Haven flickered, a new object: `models/scenarios/linked_safe_haven_new_object.toml`.)"""
    return f'''
[scenario]
turn = "you"

[[object]]
id = "haven"
name = "Test Haven"
types = ["land"]
abilities = ["{EXILE}", "{UPKEEP}"]

[[object]]
id = "forest-1"
card = "Forest"
{TOKEN if token else BEARS}
[[ability]]
id = "haven-exile"
source = "haven"
ability = "{EXILE}"
moves = ["bears"]
into = "exile"
{ability_extra}
[[trigger]]
id = "haven-upkeep"
source = "haven"
ability = "{UPKEEP}"
when = "your upkeep"
moves = ["haven"]
into = "graveyard"
returns_exiled = {returns_exiled}
{trigger_extra}
[[event]]
activate = "haven-exile"
''' + ('''
[[event]]
leaves = "bears"
into = "graveyard"
''' if response else "") + '''
[[event]]
resolves = "haven-exile"
label = "exiled"
''' + ('''
[[event]]
moves = "bears"
into = "graveyard"
''' if moved_out else "") + f'''
[[event]]
turn = "opponent"

[[event]]
turn = "you"

[[event]]
step = "upkeep"

[[event]]
resolves = "haven-upkeep"
paid = {"true" if paid else "false"}
label = "back"
'''


QUERIES = ("on_battlefield('bears-again')", "in_zone(bears, 'exile')", "in_zone(bears, 'graveyard')",
           "on_battlefield(haven)")


def _both(path, text, at):
    """The SMT encoding's values, checked against the concrete interpreter's (`all_values`), and the reference's."""
    sc = load_scenario(path)
    got = {o.value for o in outcomes_over(sc, text, at=at)}
    expr = Expr(text, names_of(sc), pytest.fail)
    assert got == {v for s in sc.linearized(reduced=False) for v in all_values(s, expr, at)}, text
    return got, values(sc, text, at)


@settings(max_examples=examples(8), **SETTINGS)
@given(data=st.data())
def test_linked_return_matches_the_reference(data, tmp_path_factory):
    """607.2a, 400.7, 111.7, 608.2b, 118.12: the verifier, the reference, and the outcome stated."""
    token, response, paid = (data.draw(st.booleans()) for _ in range(3))
    moved_out = not (token or response) and data.draw(st.booleans())
    folder = tmp_path_factory.mktemp("linked")
    shutil.copytree(MODELS / "cards", folder / "cards")
    path = folder / "scenario.toml"
    path.write_text(history(token, response, moved_out, paid))
    got, expected = _both(path, "on_battlefield('bears-again')", "back")
    assert got == expected == {not (token or response or moved_out) and paid}
    for text in data.draw(st.lists(st.sampled_from(QUERIES), min_size=1, max_size=2, unique=True)):
        got, expected = _both(path, text, data.draw(st.sampled_from(("exiled", "back"))))
        assert got == expected, text


def test_returned_under_its_owners_control_summoning_sick(write_model):
    """400.7, 302.6: the card returns as a new object, under its owner's control, summoning sick."""
    path = write_model(history())
    sc = load_scenario(path)
    for text, value in (("controller('bears-again')", "you"), ("can_attack('bears-again')", False),
                        ("counters('bears-again', '+1/+1')", 0), ("in_zone(haven, 'graveyard')", True)):
        assert {o.value for o in outcomes_over(sc, text, at="back")} == {value}, text


@pytest.mark.parametrize("change, line, message", [
    ({"ability_extra": 'effects = []\n'}, 'effects = []', "effects beside moves"),
    ({"returns_exiled": '{ forest-1 = "forest-again", bears = "bears-again" }'}, 'returns_exiled =',
     "'forest-1' is exiled by no ability of the scenario"),
    ({"returns_exiled": '{ bears = "haven" }'}, 'returns_exiled =', "'haven' is already the id of an object"),
    ({"returns_exiled": '{ bears = "bears-again", nobody = "x" }'}, 'returns_exiled =',
     "trigger names unknown object 'nobody'"),
])
def test_refusals(write_model, run_cli, change, line, message):
    """What a linked exile or return says that the model does not follow, with its line."""
    text = history(**change)
    refused_in_one_line(run_cli, write_model(text), text.splitlines().index(next(
        x for x in text.splitlines() if x.startswith(line))) + 1, message)


@pytest.mark.parametrize("old, new, line, message", [
    ('Exile target', 'Tap target', 'moves = ["bears"]', "its whole effect \"Exile target"),
    ('into = "exile"\n\n[[trigger]]', '\n[[trigger]]', 'moves = ["bears"]', "with into = \"exile\""),
    ('returns_exiled = { bears = "bears-again" }', 'returns = "bears"\nas = "bears-again"', 'returns = "bears"',
     "returns cards from exile, those exiled with its object"),
    ('moves = ["haven"]\ninto = "graveyard"\n', '', 'resolves = "haven-upkeep"',
     "give its [[trigger]] moves = ['haven']"),
    ('returns_exiled = { bears = "bears-again" }', 'returns_exiled = "bears"', 'returns_exiled =',
     "must be a table like"),
    ('moves = ["bears"]', 'moves = ["nobody"]', 'moves = ["nobody"]', "ability names unknown object 'nobody'"),
])
def test_refusals_of_the_texts(write_model, run_cli, old, new, line, message):
    """Another text for the exile; moves without into; Safe Haven's return given as `returns` (it
    names the exile, new-user trial 4, friction 4); its optional sacrifice not said; a malformed
    returns_exiled."""
    text = history()
    assert old in text
    text = text.replace(old, new)  # (both the card's text and the ability's)
    lines = text.splitlines()
    refused_in_one_line(run_cli, write_model(text), lines.index(next(x for x in lines if x.startswith(line))) + 1,
                        message)


def test_moves_on_an_ability_of_a_card_in_a_zone_is_refused(write_model, run_cli):
    """113.6: an ability of a card in a graveyard does what its own text says; `moves` is not read there."""
    card = f'[[card]]\nname = "Test Haven"\ntypes = ["land"]\nabilities = ["{EXILE}", "{UPKEEP}"]\n'
    text = history().replace(f'name = "Test Haven"\ntypes = ["land"]\nabilities = ["{EXILE}", "{UPKEEP}"]',
                             'card = "Test Haven"\nzone = "graveyard"').replace("[[object]]", card + "\n[[object]]", 1)
    line = text.splitlines().index('moves = ["bears"]') + 1
    refused_in_one_line(run_cli, write_model(text), line, "an ability of a card in a zone")


def test_a_copy_of_the_linked_return_is_refused(write_model, run_cli):
    """707.10: a copy of the trigger would return the same cards as the same new objects: not modelled."""
    text = history().replace('[[event]]\nresolves = "haven-upkeep"',
                             '[[event]]\ncopy_ability = "haven-upkeep"\n\n[[event]]\nresolves = "haven-upkeep"')
    line = text.splitlines().index('copy_ability = "haven-upkeep"') + 1
    refused_in_one_line(run_cli, write_model(text), line, "it returns the cards exiled with its object")


def test_every_card_its_object_exiles_is_named(write_model, run_cli):
    """607.2a: what returns is never left unsaid: a card the object's ability may exile needs its new object."""
    text = history().replace('moves = ["bears"]', 'moves = ["forest-1"]', 1)
    line = text.splitlines().index('returns_exiled = { bears = "bears-again" }') + 1
    refused_in_one_line(run_cli, write_model(text), line, "'forest-1' may be exiled with 'haven'")
