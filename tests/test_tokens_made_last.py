"""A trigger whose text begins its effects before it creates its tokens (608.2c: in the order
written): the effects' affected sets and counts are fixed as they begin (611.2c, 608.2h), before the
tokens exist, so the tokens are neither affected nor counted, and their entering look (614.12) does
not see them affected either.  The independent reading: Scampering Scorcher's ruling 2019-07-12,
written the other way round (`tests/test_scampering_scorcher.py`), and 611.2c's own example of a
set fixed as the effect begins."""
from conftest import MODELS, claim_verdict

TEXT = (MODELS / "scenarios" / "triggers_scampering_scorcher_haste.toml").read_text()
HISTORY = TEXT[:TEXT.index("[[claim]]")] + TEXT[TEXT.index("# -- cards generated"):]  # (no claims)
ABILITY = ("When this creature enters, create two 1/1 red Elemental creature tokens. Elementals you control gain "
           "haste until end of turn")
LAST = ("When this creature enters, Elementals you control get +1/+0 for each Elemental you control until end of "
        "turn. Create two 1/1 red Elemental creature tokens")
COUNTED = HISTORY.replace(ABILITY, LAST).replace(
    'layer6 = { add_abilities = ["haste"] }',
    'layer7c = { power = { count = { subtypes = ["Elemental"], controller = "you" } } }')


def test_the_count_and_the_set_are_fixed_before_the_tokens(write_model):
    # 608.2h, 611.2c: one Elemental (the Scorcher) as the effect begins: +1/+0 for it, none for the tokens
    assert claim_verdict(write_model, COUNTED, "power(scorcher) == 2 and power('elemental-1') == 1 and "
                         "power('elemental-2') == 1 and on_battlefield('elemental-1')", at="resolved") == "proved"


def test_naive_readings_with_the_tokens_are_refuted(write_model):
    # counted (the Scorcher 4/1) or affected (a token 2/1 or more): both wrong (608.2c)
    assert claim_verdict(write_model, COUNTED, "power(scorcher) == 4 or power('elemental-1') > 1",
                         at="resolved", expect="refuted") == "refuted"
