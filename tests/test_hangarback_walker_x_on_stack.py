"""Hangarback Walker ({X}{X}): its mana value counts X only while it is a spell on the stack
(202.3e, 107.3a): 2X there, 0 in a hand, on the battlefield, and in a graveyard once countered
(Distended Mindbender rulings 2016-07-13, `models/scenarios/mana_value_distended_mindbender.toml`)."""
from conftest import MODELS, claim_verdict, verdict

TEXT = (MODELS / "scenarios" / "casting_countering.toml").read_text()
COUNTERING = TEXT[:TEXT.index("[[claim]]")]  # (its history, without its claims)
BOARD = TEXT[:TEXT.index("[[event]]")]
MINDBENDER = MODELS / "scenarios" / "mana_value_distended_mindbender.toml"


def test_the_bundled_claims_hold():
    assert [verdict(MINDBENDER, i) for i in range(5)] == ["proved", "proved", "proved", "refuted", "proved"]


def test_two_x_on_the_stack_none_once_countered(write_model):
    """Cast with X = 1: mana value 2 on the stack; countered, a card in a graveyard: 0 (202.3e)."""
    assert claim_verdict(write_model, COUNTERING, "mana_value(walker) == 2", at="scatter-cast") == "proved"
    assert claim_verdict(write_model, COUNTERING, "mana_value(walker) == 0", at="scatter-cast") == "refuted"
    assert claim_verdict(write_model, COUNTERING, "in_zone(walker, 'graveyard') and mana_value(walker) == 0",
                         at="countered") == "proved"


def test_an_x_chosen_as_it_is_cast(write_model):
    """X up to 1, the caster's choice: the mana value is 2X whatever it is, and 0 only for X = 0."""
    history = '\n[[event]]\ncast = "walker"\nx_at_most = 1\nlabel = "cast"\n'
    assert claim_verdict(write_model, BOARD + history, "mana_value(walker) == x_of(walker) + x_of(walker)",
                         at="cast") == "proved"
    assert claim_verdict(write_model, BOARD + history, "mana_value(walker) == 0", at="cast") == "refuted"
    assert claim_verdict(write_model, BOARD + history, "mana_value(walker) == 2", at="cast") == "refuted"
