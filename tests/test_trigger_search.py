"""A [[trigger]] whose search puts a card onto the battlefield (701.23; `finds`,
`verifier.load.trigger_search`, `verifier.rules.searching.entering`): the card found enters as
it resolves, tapped if the text says so; it must be of its controller's library and of the kind
searched for, by subtype, not name.  Concrete outcomes from Karametra's official ruling
(models/scenarios/search_karametra.toml), and a test per refusal."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.trigger_search import searched
from verifier.model import Filter

KARAMETRA = (MODELS / "scenarios" / "search_karametra.toml").read_text()


@pytest.mark.parametrize("text, expected", [
    ("Whenever you cast a creature spell, you may search your library for a Forest or Plains card, put it onto the "
     "battlefield tapped, then shuffle", (Filter(any_of=(Filter(subtypes=("Forest",)), Filter(subtypes=("Plains",)))),
                                          True)),
    ("When this enters, search your library for a basic land card, put it onto the battlefield, then shuffle.",
     (Filter(types=("land",), supertypes=("basic",)), False)),
    ("When this enters, search your library for a card named Forest, put it onto the battlefield, then shuffle.", None),
    ("When this enters, search your library for a Forest card, put it into your hand, then shuffle.", None),
    ("When this enters, scry 1, then search your library for a Forest card, put it onto the battlefield, then "
     "shuffle.", None),
    ("When this enters, search your library for a Forest card, put it onto the battlefield, then shuffle. Draw a "
     "card.", None)])
def test_the_texts_read(text, expected):
    assert searched(text) == expected


def test_the_bundled_ruling():
    """Karametra ruling 6: Savannah, a Forest Plains not so named, is found and enters tapped."""
    path = MODELS / "scenarios" / "search_karametra.toml"
    assert [verdict(path, i) for i in range(2)] == ["proved", "refuted"]


def test_a_card_of_another_kind_is_possible_in_no_order(write_model, run_cli):
    """701.23a: the search finds only a Forest or Plains card: an Island found is refused."""
    code, out, err = run_cli("check", write_model(KARAMETRA.replace('finds = "savannah"', 'finds = "island"')))
    assert code == 2 and "'island' is not a card of its owner's library then of the kind searched for" in out + err


def _refused(write_model, text: str, message: str) -> None:
    assert text != KARAMETRA
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert message in str(e.value), str(e.value)


@pytest.mark.parametrize("old, new, message", [
    ('id = "savannah"\ncard = "Savannah"\nzone = "library"', 'id = "savannah"\ncard = "Savannah"\nzone = "hand"',
     "a search finds a card of a library (701.23a): give 'savannah' zone = \"library\""),
    ('id = "savannah"\ncard = "Savannah"\nzone = "library"',
     'id = "savannah"\ncard = "Savannah"\nzone = "library"\nowner = "opponent"',
     "the trigger searches its controller's library (603.3a): 'savannah' is of another's"),
    ('[[event]]\nresolves = "karametra-search"\nlabel = "found"\n',
     '[[event]]\nresolves = "karametra-search"\nlabel = "found"\n\n[[event]]\nplay_land = "savannah"\n',
     "'savannah', the card 'karametra-search' finds, enters or leaves its library elsewhere in the history"),
    ('[[event]]\nresolves = "karametra-search"\nlabel = "found"\n',
     '[[event]]\nresolves = "karametra-search"\nlabel = "found"\n\n[[event]]\ngain_control = "karametra"\n'
     'by = "opponent"\n', "whose library the trigger searches is not fixed (603.3a)")])
def test_refusals(write_model, old, new, message):
    _refused(write_model, KARAMETRA.replace(old, new), message)


def test_finds_beside_another_text_is_refused(write_model):
    text = KARAMETRA.replace("put it onto the battlefield tapped, then shuffle\"\nwhen",
                             "put it into your hand, then shuffle\"\nwhen").replace(
        'put it onto the battlefield tapped, then shuffle"]', 'put it into your hand, then shuffle"]')
    _refused(write_model, text.replace('card = "Karametra, God of Harvests"',
                                       'name = "K"\ntypes = ["enchantment"]\nabilities = ["Whenever you cast a '
                                       'creature spell, you may search your library for a Forest or Plains card, put '
                                       'it into your hand, then shuffle"]'),
             "puts no card its search finds onto the battlefield as read here")


def test_a_draw_after_the_shuffle_is_refused(write_model):
    """701.24a: the search shuffles the library: which card a later draw takes is not known."""
    text = KARAMETRA.replace('[[object]]\nid = "island"\ncard = "Island"\nzone = "library"\n',
                             '[[object]]\nid = "island"\ncard = "Island"\nzone = "library"\n\n'
                             '[[object]]\nid = "swamp"\ncard = "Swamp"\nzone = "library"\n')
    text = text.replace('label = "found"\n', 'label = "found"\n\n[[event]]\ndraws = "you"\n', 1)
    _refused(write_model, text.split("[[claim]]")[0], "library was shuffled by a search (701.24a)")
