"""A search spell (701.23; `verifier.load.spell_search`, `verifier.rules.searching`): its
`resolves` event says with `finds` the card found, put into its controller's hand; the card
must be of that player's library and of the kind searched for (a subtype, not a name: Tundra is
a Plains card, 205.3i), and a search "if an opponent controls more lands than you" finds a card
only where that holds as it resolves (608.2c).  Concrete outcomes from Gift of Estates' official
rulings (models/scenarios/search_gift_of_estates.toml), and a test per refusal."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.spell_search import read
from verifier.model import Characteristics, Filter, GameObject

GIFT = (MODELS / "scenarios" / "search_gift_of_estates.toml").read_text()


def _spell(text: str) -> GameObject:
    return GameObject(id="s", printed=Characteristics(name="S", types=("sorcery",), abilities=frozenset({text})))


@pytest.mark.parametrize("text, of, only_if", [
    ("Search your library for a Forest card, put it into your hand, then shuffle.", Filter(subtypes=("Forest",)), False),
    ("Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
     Filter(types=("land",), supertypes=("basic",)), False),
    ("Search your library for a Forest or Plains card, put it into your hand, then shuffle.",
     Filter(any_of=(Filter(subtypes=("Forest",)), Filter(subtypes=("Plains",)))), False),
    ("If an opponent controls more lands than you, search your library for up to three Plains cards, reveal them, "
     "put them into your hand, then shuffle.", Filter(subtypes=("Plains",)), True)])
def test_the_texts_read(text, of, only_if):
    search = read(_spell(text))
    assert (search.of, search.only_if_fewer_lands) == (of, only_if)


@pytest.mark.parametrize("text", [
    "Search your library for a card named Forest, put it into your hand, then shuffle.",
    "Search your library for a Forest card, put it onto the battlefield, then shuffle.",
    "Search your library for a Forest card, put it into your hand, then shuffle. Draw a card."])
def test_other_texts_are_not_read(text):
    assert read(_spell(text)) is None


def test_the_bundled_ruling():
    """Gift of Estates rulings 1 and 2."""
    path = MODELS / "scenarios" / "search_gift_of_estates.toml"
    assert [verdict(path, i) for i in range(3)] == ["proved", "refuted", "proved"]


def _refused(write_model, text: str, message: str) -> None:
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert message in str(e.value), str(e.value)


def _impossible(write_model, run_cli, text: str, message: str) -> None:
    """`verifier check` refuses the history: possible in no order (exit 2), saying why."""
    code, out, err = run_cli("check", write_model(text))
    assert code == 2 and message in out + err, out + err


def test_finding_with_as_many_lands_is_possible_in_no_order(write_model, run_cli):
    """608.2c: with as many lands as the opponent, the second Gift does nothing: finding the Forest
    (a card it could not find anyway) or a Plains is refused."""
    text = GIFT.replace('zone = "library"\n\n[[object]]\nid = "third-plains"',
                        'zone = "library"\n\n[[object]]\nid = "fourth-plains"\ncard = "Plains"\nzone = "library"\n\n'
                        '[[object]]\nid = "third-plains"')
    text = text.replace('resolves = "second-gift"\n', 'resolves = "second-gift"\nfinds = "fourth-plains"\n')
    _impossible(write_model, run_cli, text, "no opponent controls more lands than 'you' as the spell resolves")


@pytest.mark.parametrize("old, new, message", [
    ('id = "forest"\ncard = "Forest"\nzone = "library"', 'id = "forest"\ncard = "Forest"\nzone = "graveyard"', None),
    ('id = "tundra"\ncard = "Tundra"\nzone = "library"', 'id = "tundra"\ncard = "Tundra"\nzone = "graveyard"',
     "a search finds a card of a library (701.23a): give 'tundra' zone = \"library\"")])
def test_refusals(write_model, old, new, message):
    text = GIFT.replace(old, new)
    assert text != GIFT
    if message is None:  # (the Forest out of the library: nothing else changes)
        assert load_scenario(write_model(text.split("[[claim]]")[0])).events
        return
    _refused(write_model, text, message)


def test_a_card_of_another_kind_is_possible_in_no_order(write_model, run_cli):
    """701.23a: a search finds only a card of the kind searched for: a Forest is no Plains card."""
    _impossible(write_model, run_cli, GIFT.replace('finds = "tundra"', 'finds = "forest"'),
                "'forest' is not a card of your library then of the kind searched for")


def test_finds_beside_another_resolution_is_refused(write_model):
    text = GIFT.replace('abilities = ["If an opponent', 'abilities = ["Draw a card. If an opponent')
    _refused(write_model, text.split("[[claim]]")[0], "'gift' resolves, but what it does then")
