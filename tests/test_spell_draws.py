"""A spell drawing a card for each permanent of a kind its controller controls (121.1, 608.2h;
`verifier.load.spell_draws`, `verifier.rules.spell_draws`): `cards_drawn = N` on its `resolves`,
possible only where the count after the rest of its text (the counters it distributes, 608.2c)
is N, then N draws of the top card.  Concrete outcomes from Blessing of Frost's ruling 10
(models/scenarios/draws_blessing_of_frost.toml), and a test per refusal."""
import pytest

from conftest import MODELS, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.spell_draws import counted
from verifier.model import Characteristics, Filter, GameObject

BLESSING = (MODELS / "scenarios" / "draws_blessing_of_frost.toml").read_text()


def _spell(text: str) -> GameObject:
    return GameObject(id="s", printed=Characteristics(name="S", types=("sorcery",), abilities=frozenset({text})))


@pytest.mark.parametrize("text, expected", [
    ("Distribute X +1/+1 counters among any number of creatures you control. Then draw a card for each creature you "
     "control with power 4 or greater.", Filter(types=("creature",), controller="you", power_at_least=4)),
    ("Draw a card for each artifact you control.", Filter(types=("artifact",), controller="you")),
    ("Draw a card for each Elf you control.", None), ("Draw two cards.", None)])
def test_the_texts_read(text, expected):
    assert counted(_spell(text)) == expected


def test_the_bundled_ruling():
    """Blessing of Frost ruling 10: two drawn, so both creatures are 4 or more after the counters."""
    path = MODELS / "scenarios" / "draws_blessing_of_frost.toml"
    assert [verdict(path, i) for i in range(2)] == ["proved", "refuted"]


def test_one_card_drawn_is_one_creature_counted(write_model):
    """608.2h: cards_drawn = 1 is the histories where the counters made exactly one of them 4 or more."""
    text = BLESSING.split("[[claim]]")[0].replace("cards_drawn = 2", "cards_drawn = 1") + \
        '[[claim]]\nid = "c"\nat = "resolved"\nexpr = "count(types=[\'creature\'], controller=\'you\', ' \
        'power_at_least=4) == 1 and in_zone(top, \'hand\') and in_zone(second, \'library\')"\nexpect = "proved"\n'
    assert verdict(write_model(text)) == "proved"


def test_a_count_the_board_cannot_give_is_possible_in_no_order(write_model, run_cli):
    code, out, err = run_cli("check", write_model(BLESSING.replace("cards_drawn = 2", "cards_drawn = 3")))
    assert code == 2 and "'blessing' draws one card for each permanent it counts as it resolves (121.1, 608.2h), " \
        "and that count is not 3 there" in out + err


@pytest.mark.parametrize("old, new, message", [
    ("cards_drawn = 2\n", "", "'blessing' draws cards as it resolves (121.1), which is not followed beside cards in a "
                              "library"),
    ('cast = "blessing"\n', 'cast = "blessing"\ncards_drawn = 2\n',
     "cards_drawn says how many cards a spell draws as it resolves (121.1): it goes with resolves")])
def test_refusals(write_model, old, new, message):
    text = BLESSING.replace(old, new)
    assert text != BLESSING
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text.split("[[claim]]")[0]))
    assert message in str(e.value), str(e.value)


def test_cards_drawn_beside_another_resolution_is_refused(write_model):
    text = (MODELS / "scenarios" / "draws_recycle_countered.toml").read_text()
    text = text.replace('resolves = "recycle-draw"\n', 'resolves = "recycle-draw"\ncards_drawn = 1\n')
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(text))
    assert "'recycle-draw' draws no counted number of cards as it resolves (121.1)" in str(e.value)
