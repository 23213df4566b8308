"""`can_activate(x, "cost: effect")` reads the ability's cost (602.2b, 118.3: a cost that
can't be paid in full can't be paid): {T} and {Q} (107.5-107.6, 302.6), counters it removes
from its permanent (122), life to pay (119.4), sacrificing its permanent; its mana is not
paid here, and any other part is an open choice, quantified: it may or may not be payable,
so only what the parts read decide is proved.  (A held-out ruling, Spinal Parasite's, found
it reading only {T} and {Q}.)"""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

PARASITE = "Remove two +1/+1 counters from Spinal Parasite: Remove a counter from target permanent"
LIFE = "{1}, Pay 3 life: Draw a card"

BOARD = '''
[scenario]
turn = "you"

[scenario.life]
you = {life}
opponent = 20

[[object]]
id = "parasite"
name = "Spinal Parasite"
types = ["artifact", "creature"]
power = 1
toughness = 1
abilities = ["{parasite}", "{life_ability}"]
counters = {{ "+1/+1" = {n} }}

[[object]]
id = "wastes"
card = "Wastes"                     # pays the {{1}} of the life ability (602.2b, 601.2g-h)

[[event]]
turn = "you"
'''


@pytest.mark.parametrize("n, expected", [(1, "refuted"), (2, "proved"), (3, "proved")])
def test_counters_to_remove(n, expected, write_model):
    text = BOARD.format(life=20, parasite=PARASITE, life_ability=LIFE, n=n)
    assert claim_verdict(write_model, text, f"can_activate(parasite, '{PARASITE}')") == expected


@pytest.mark.parametrize("life, expected", [(2, "refuted"), (3, "proved")])
def test_life_to_pay(life, expected, write_model):
    text = BOARD.format(life=life, parasite=PARASITE, life_ability=LIFE, n=2)
    assert claim_verdict(write_model, text, f"can_activate(parasite, '{LIFE}')") == expected


def test_a_part_it_cannot_read_refuses_the_claim(write_model):
    """"Discard a card" is not read: whether it could be paid would be a guess (an open choice would let a
    counterexample rest on a payment the model made up), so the claim is refused with its line ("Sacrifice a
    creature" is read: tests/test_sacrifice_costs.py)."""
    other = "Remove two +1/+1 counters from Spinal Parasite, Discard a card: Draw a card"
    text = BOARD.format(life=20, parasite=PARASITE, life_ability=other, n=2)
    with pytest.raises(ModelError, match="the part 'Discard a card' of its cost is not modelled"):
        load_scenario(write_model(text + claim(f"can_activate(parasite, '{other}')")))


def test_mana_in_the_cost_is_paid(write_model):
    """602.2b, 601.2g-h: the {1} of the cost is paid with mana: without the Wastes, nothing pays it."""
    text = BOARD.format(life=20, parasite=PARASITE, life_ability=LIFE, n=2)
    bare = text.replace('''
[[object]]
id = "wastes"
card = "Wastes"                     # pays the {1} of the life ability (602.2b, 601.2g-h)
''', "")
    assert bare != text
    assert claim_verdict(write_model, bare, f"can_activate(parasite, '{LIFE}')") == "refuted"
    assert claim_verdict(write_model, text, f"can_activate(parasite, '{LIFE}')") == "proved"
