"""An instant or sorcery whose one target is a card in a graveyard (115.1, 601.2c, 608.2b, 400.7;
`verifier.rules.graveyard_spells`): chosen as it is cast (`targets` on its cast), legal as it
resolves only if it stayed in that graveyard since, then returned to its owner's hand or exiled.
Concrete outcomes checked against `tests/reference/graveyard_spells.py`, and the refusals."""
import pytest

from conftest import MODELS, verdict
from reference.graveyard_spells import resolve
from verifier.model import Filter
from verifier.rules.graveyard_spells import GraveyardSpell, read

RAISE = (MODELS / "scenarios" / "graveyard_target_raise_dead.toml").read_text()


class _Printed:
    def __init__(self, text: str, types=("sorcery",)):
        self.abilities, self.types = tuple(text), types


class _Object:
    def __init__(self, *texts: str, types=("sorcery",)):
        self.printed = _Printed(texts, types)


@pytest.mark.parametrize("texts, types, expected", [
    (["Return target creature card from your graveyard to your hand."], ("sorcery",),
     GraveyardSpell(Filter(types=("creature",)), True, "hand")),
    (["Exile target card from a graveyard."], ("instant",), GraveyardSpell(Filter(), False, "exile")),
    (["Exile target card from a graveyard.", "Flashback {B}"], ("instant",), None),
    (["Return target creature card from your graveyard to the battlefield."], ("sorcery",), None),
    (["Return target creature card from your graveyard to your hand."], ("creature",), None)])
def test_the_texts_read(texts, types, expected):
    assert read(_Object(*texts, types=types)) == expected


@pytest.mark.parametrize("name", ["graveyard_target_raise_dead", "graveyard_target_left_and_back"])
def test_the_bundled_scenarios(name):
    path = MODELS / "scenarios" / f"{name}.toml"
    assert [verdict(path, i) for i in range(2)] == ["proved", "refuted"]


@pytest.mark.parametrize("moves", [[], ["exile"], ["exile", "graveyard"], ["hand"], ["hand", "graveyard"]])
def test_the_verifier_matches_the_reference(write_model, run_cli, moves):
    """Where the target is after Raise Dead resolves, the cards moved in response as `moves` say."""
    events = "".join(f'[[event]]\nmoves = "bears"\ninto = "{z}"\n\n' for z in moves)
    text = RAISE.replace('[[event]]\nresolves = "raisedead"', events + '[[event]]\nresolves = "raisedead"')
    expected = resolve("graveyard", True, True, moves, "hand")
    text = text.split("[[claim]]")[0] + f'[[claim]]\nid = "c"\nexpr = "at(\'resolved\', in_zone(bears, \'{expected}\'))"' \
        '\nexpect = "proved"\n'
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "c: proved" in out, out + err


@pytest.mark.parametrize("old, new, start, fits, owner_ok", [
    ('id = "bears"\ncard = "Grizzly Bears"\nzone = "graveyard"', 'id = "bears"\ncard = "Grizzly Bears"',
     "battlefield", True, True),
    ('id = "bears"\ncard = "Grizzly Bears"\nzone = "graveyard"',
     'id = "bears"\ncard = "Grizzly Bears"\nzone = "graveyard"\nowner = "opponent"', "graveyard", True, False),
    ('id = "bears"\ncard = "Grizzly Bears"\nzone = "graveyard"', 'id = "bears"\ncard = "Forest"\nzone = "graveyard"',
     "graveyard", False, True)])
def test_an_illegal_target_is_possible_in_no_order(write_model, run_cli, old, new, start, fits, owner_ok):
    """601.2c: a creature card of its caster's graveyard, or the cast is impossible (the reference agrees)."""
    assert resolve(start, fits, owner_ok, [], "hand") is None
    code, out, err = run_cli("check", write_model(RAISE.replace(old, new)))
    assert code == 2 and "a target of 'raisedead' is not a legal target as it is cast (601.2c, 115.1)" in out + err


def test_can_cast_needs_a_card_to_target(write_model, run_cli):
    """601.2c: Raise Dead can be cast only with a creature card in its caster's graveyard to target:
    not while the Bears are in exile, again once put back (a new object, but a creature card there)."""
    moves = '[[event]]\nmoves = "bears"\ninto = "exile"\nlabel = "gone"\n\n' \
        '[[event]]\nmoves = "bears"\ninto = "graveyard"\nlabel = "back"\n\n[[event]]\ncast = "raisedead"'
    text = RAISE.split("[[claim]]")[0].replace('[[event]]\ncast = "raisedead"', moves) + \
        '[[claim]]\nid = "c"\nexpr = "at(\'gone\', not can_cast(raisedead)) and at(\'back\', can_cast(raisedead))"\n' \
        'expect = "proved"\n'
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "c: proved" in out, out + err


@pytest.mark.parametrize("old, new, message", [
    ('targets = ["bears"]\n', '', "and so has one whose text targets a card in a graveyard (115.1)"),
    ('targets = ["bears"]\n', 'targets = ["raisedead"]\n', "a spell's target here is another card of the scenario"),
    ('[[event]]\nresolves = "raisedead"', '[[event]]\ncopy_spell = "raisedead"\nas = "copy"\n\n[[event]]\nresolves = '
     '"raisedead"', "whose target is a card in a graveyard, is not modelled")])
def test_refused(write_model, run_cli, old, new, message):
    code, out, err = run_cli("check", write_model(RAISE.replace(old, new)))
    assert code == 2 and message in out + err, out + err


def test_exile_from_any_graveyard(write_model, run_cli):
    """"Exile target card from a graveyard.": a card of any kind, in an opponent's graveyard too, exiled."""
    text = RAISE.replace('name = "Raise Dead"', 'name = "Test Purge"').replace('card = "Raise Dead"', 'card = "Test Purge"') \
        .replace('types = ["sorcery"]\nabilities = ["Return target creature card from your graveyard to your hand."]',
                 'types = ["instant"]\nabilities = ["Exile target card from a graveyard."]') \
        .replace('card = "Grizzly Bears"\nzone = "graveyard"', 'card = "Forest"\nzone = "graveyard"\nowner = "opponent"')
    text = text.split("[[claim]]")[0] + '[[claim]]\nid = "c"\nexpr = "at(\'resolved\', in_zone(bears, \'exile\'))"\n' \
        'expect = "proved"\n'
    code, out, err = run_cli("check", write_model(text))
    assert code == 0 and "c: proved" in out, out + err
