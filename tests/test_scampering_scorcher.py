"""Scampering Scorcher (ruling 2019-07-12): "create two 1/1 red Elemental creature tokens.
Elementals you control gain haste until end of turn": the instructions are followed in the order
written (608.2c), so the haste's affected set, fixed as it begins (611.2c), has the new tokens in
it.  Written the other way round, the set is fixed before the tokens exist; where the text does
not tell the order, a [[trigger]] beginning an effect on a filter besides its tokens is refused."""
import pytest

from conftest import MODELS, claim, claim_verdict, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.load.trigger_text import tokens_first

PATH = MODELS / "scenarios" / "triggers_scampering_scorcher_haste.toml"
TEXT = PATH.read_text()
HISTORY = TEXT[:TEXT.index("[[claim]]")] + TEXT[TEXT.index("# -- cards generated"):]  # (no claims)
ABILITY = ("When this creature enters, create two 1/1 red Elemental creature tokens. Elementals you control gain "
           "haste until end of turn")


@pytest.mark.parametrize("text, first", [
    (ABILITY, True),
    ("When this creature enters, create a 1/1 token, then creatures you control get +1/+1 until end of turn", True),
    ("When this creature enters, creatures you control get +1/+1 until end of turn. Create a 1/1 token.", False),
    ("Whenever you cast a spell, create a 1/1 token.", None),
    ("When this creature enters, create a token. Creatures you control have haste this turn", None),
])
def test_the_order_read_from_the_text(text, first):
    assert tokens_first(text) is first


def test_the_bundled_claims_hold():
    verdicts = [verdict(PATH, i) for i in range(5)]
    assert verdicts == ["proved", "proved", "refuted", "proved", "refuted"]


def test_the_tokens_get_haste_and_can_attack(write_model):
    expr = "can_attack('elemental-1') and can_attack('elemental-2') and can_attack(scorcher)"
    assert claim_verdict(write_model, HISTORY, expr, at="resolved") == "proved"
    assert claim_verdict(write_model, HISTORY, "not has_ability('elemental-2', 'haste')", at="resolved") == "refuted"


def test_written_the_other_way_round_the_tokens_get_none(write_model):
    """The haste first, then the tokens: the set is fixed before they exist (611.2c)."""
    other = ("When this creature enters, Elementals you control gain haste until end of turn. Create two 1/1 red "
             "Elemental creature tokens")
    text = HISTORY.replace(ABILITY, other)
    assert claim_verdict(write_model, text, "not can_attack('elemental-1') and can_attack(scorcher)",
                         at="resolved") == "proved"


def test_an_order_the_text_does_not_tell_is_refused(write_model):
    unclear = "When this creature enters, create two 1/1 red Elemental creature tokens. Elementals you control have haste this turn"
    path = write_model(HISTORY.replace(ABILITY, unclear) + claim("can_attack(scorcher)"))
    with pytest.raises(ModelError) as err:
        load_scenario(path)
    assert "does not say which comes first" in err.value.message and err.value.line > 0
