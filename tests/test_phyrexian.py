"""Phyrexian mana symbols in a spell's mana cost (107.4f): each paid with mana of its colour or 2
life, as its caster chooses when casting it (601.2b: a cast's `phyrexian`, `can_cast` tries every
way), the life at most the life total (119.4).  The rulings are `models/scenarios/casting_phyrexian_mana*.toml`
(Phyrexian Metamorph); the random histories of `tests/test_reference_casting.py` (`own=True`) check the
payment against the reference; here, the reading and the refusals."""
import pytest

from conftest import MODELS, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules import phyrexian
from verifier.rules.payment import Need

LOW = (MODELS / "scenarios" / "casting_phyrexian_mana_low_life.toml").read_text()
LOW_HISTORY = LOW[:LOW.index("[[claim]]")]


def test_each_way_of_paying_the_symbols():
    """107.4f: {U/P} paid with mana asks {U}; with life, 2 life and no mana."""
    assert phyrexian.symbols("{3}{U/P}") == ("U",)
    assert phyrexian.paid("{3}{U/P}", ("mana",)) == (Need(3, 0, (("U", 1),)), 0)
    assert phyrexian.paid("{3}{U/P}", ("life",)) == (Need(3, 0, ()), 2)
    assert phyrexian.paid("{G/P}{G/P}", ("life", "mana")) == (Need(0, 0, (("G", 1),)), 2)
    assert phyrexian.paid("{3}{U/P}", ()) is None and phyrexian.paid("{G/U/P}", ("life",)) is None
    assert sorted(phyrexian.ways("{W/P}{U/P}")) == [("life", "life"), ("life", "mana"), ("mana", "life"),
                                                    ("mana", "mana")]


def test_at_two_life_the_life_pays(write_model):
    """119.4: a player may pay all the life they have: at 2 life, three Forests and a Wastes cast it."""
    text = LOW_HISTORY.replace("life = { you = 1 }", "life = { you = 2 }")
    assert claim_verdict(write_model, text, "can_cast(metamorph)", at="no-blue") == "proved"


def test_paying_life_lowers_the_life_total(write_model):
    """601.2h: the life is paid as the cost is: with phyrexian = ["life"] at 3 life, 1 left."""
    text = LOW_HISTORY.replace("life = { you = 1 }", "life = { you = 3 }").replace(
        'phyrexian = ["mana"]', 'phyrexian = ["life"]')
    assert claim_verdict(write_model, text, "life('you') == 1", at="cast") == "proved"


@pytest.mark.parametrize("old, new, said", [
    ('phyrexian = ["mana"]\n', "", "give phyrexian = [...]"),
    ('phyrexian = ["mana"]', 'phyrexian = ["mana", "life"]', "has 1 Phyrexian symbol"),
    ('phyrexian = ["mana"]', 'phyrexian = ["mana"]\nfree = true', "not paying its mana cost"),
    ('phyrexian = ["mana"]', 'phyrexian = ["blood"]', "unknown phyrexian"),
    ('card = "Phyrexian Metamorph"', 'card = "Grizzly Bears"', "has none in its mana cost"),
])
def test_how_the_symbols_are_paid_is_said(write_model, old, new, said):
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(LOW_HISTORY.replace(old, new)))
    assert said in err.value.message


def test_resolving_into_a_copy_is_refused(write_model):
    """707.5, 608.3: the Metamorph may be cast, but what it enters as is not modelled: refused."""
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(LOW_HISTORY + '\n[[event]]\nresolves = "metamorph"\n'))
    assert "resolving into a copy as it enters" in err.value.message
