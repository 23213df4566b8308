"""Hybrid mana symbols in an activation cost (107.4e): each paid with one of its halves, the
choice made as the ability is proposed (118.13a, 602.2b), so `can_activate` asks whether some
choice of halves can be paid.  (A rulings formaliser found `can_activate` answering that three
Forests can't pay Gilder Bairn's {2}{G/U}, {Q}.)  A symbol not read (Phyrexian, 107.4f) is
refused with the claim's line, never answered."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules import costs

BAIRN = "{2}{G/U}, {Q}: For each counter on target permanent, put another of those counters on that permanent."

BOARD = '''
[scenario]
turn = "you"

[[card]]
name = "Gilder Bairn"
mana_cost = "{{1}}{{G/U}}{{G/U}}"
types = ["creature"]
power = 1
toughness = 3
abilities = ["{ability}"]

[[object]]
id = "bairn"
card = "Gilder Bairn"
tapped = true
{lands}
[[event]]
step = "main"
'''


def _lands(card: str, n: int) -> str:
    return "".join(f'\n[[object]]\nid = "land-{i}"\ncard = "{card}"\n' for i in range(n))


@pytest.mark.parametrize("land, n, expected", [("Forest", 3, "proved"), ("Island", 3, "proved"),
                                               ("Plains", 3, "refuted"), ("Forest", 2, "refuted")])
def test_gilder_bairn_hybrid_paid_by_either_half(land, n, expected, write_model):
    """{G/U} is paid with green or blue mana (107.4e): three Forests or three Islands pay
    {2}{G/U}; Plains have neither half; two Forests are a mana short."""
    text = BOARD.format(ability=BAIRN, lands=_lands(land, n))
    assert claim_verdict(write_model, text, f"can_activate(bairn, '{BAIRN}')") == expected


@pytest.mark.parametrize("n, expected", [(2, "proved"), (1, "refuted")])
def test_gilder_bairn_monocolored_hybrid(n, expected, write_model):
    """{2/G} is paid with {G} or with two generic mana (107.4e): one Forest pays {2/G}; so do
    two Plains, which one Plains does not."""
    ability = "{2/G}, {Q}: Draw a card."
    text = BOARD.format(ability=ability, lands=_lands("Plains", n))
    assert claim_verdict(write_model, text, f"can_activate(bairn, '{ability}')") == expected
    forest = BOARD.format(ability=ability, lands=_lands("Forest", 1))
    assert claim_verdict(write_model, forest, f"can_activate(bairn, '{ability}')") == "proved"


def test_gilder_bairn_hybrid_ways():
    """Every distinct choice of halves (118.13a), each a plain cost; Phyrexian not read (107.4f)."""
    ways = costs.payments("{G/U}{G/U}")
    assert sorted(sorted(w.kinds) for w in ways) == [[("G", 1), ("U", 1)], [("G", 2)], [("U", 2)]]
    assert sorted(w.generic for w in costs.payments("{1}{2/G}")) == [1, 3]
    assert costs.payments("{G/P}") is None


def test_gilder_bairn_phyrexian_cost_is_refused(write_model):
    """A Phyrexian symbol (107.4f: mana or 2 life) is not modelled: the claim is refused, with
    its line, never answered."""
    ability = "{G/P}, {Q}: Draw a card."
    text = BOARD.format(ability=ability, lands=_lands("Forest", 1)) + \
        claim(f"can_activate(bairn, '{ability}')")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == text.splitlines().index('[[claim]]') + 3, err.value.message
    assert "Phyrexian" in err.value.message


def test_gilder_bairn_activation_in_a_history_is_refused(write_model):
    """An [[ability]] activated in a history pays its cost then (602.2b); the half paying a
    hybrid symbol, chosen as it is activated (118.13a), is its event's `hybrid`
    (tests/test_hybrid_activation.py), but Gilder Bairn's effect, given none here, is not followed:
    refused with its effects' line, never activated doing nothing."""
    text = BOARD.format(ability=BAIRN, lands=_lands("Forest", 3)) + f'''
[[ability]]
id = "double"
source = "bairn"
ability = "{BAIRN}"
effects = []

[[event]]
activate = "double"
''' + claim("is_tapped(bairn)", expect="refuted")
    with pytest.raises(ModelError) as err:
        load_scenario(write_model(text))
    assert err.value.line == text.splitlines().index('effects = []') + 1, err.value.message
    assert "its target is what its effects affect (608.2b)" in err.value.message
