"""Maximum hand size (402.2): the abilities changing it applied in timestamp order (613.11,
613.7a), read by max_hand_size and no_max_hand_size; the cleanup discard (514.1) refused only
where the hand may exceed the least maximum the abilities could give.  Independent check: a
random comparison with `tests/reference/hand_size.py` over every timestamp order, and the
official rulings of Recycle and Trusted Advisor (models/scenarios/hand_size_*.toml)."""
import itertools
import random

import pytest

from conftest import MODELS, claim_verdict, verdict
from reference.hand_size import NO_MAXIMUM, maximum
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.rules.hand_size import Change, change

TEXTS = {"You have no maximum hand size": (NO_MAXIMUM, None), "Your maximum hand size is two": ("set", 2),
         "Your maximum hand size is 4": ("set", 4), "Your maximum hand size is increased by two": ("add", 2),
         "Your maximum hand size is reduced by three": ("add", -3), "Your maximum hand size is increased by one": ("add", 1)}


def _object(i: int, text: str, controller: str = "you") -> str:
    return f'\n[[object]]\nid = "p{i}"\nname = "P{i}"\ntypes = ["artifact"]\nabilities = ["{text}"]\n' \
           f'controller = "{controller}"\nowner = "{controller}"\n'


@pytest.mark.parametrize("text, expected", [
    ("You have no maximum hand size.", Change(True, None)), ("Your maximum hand size is two.", Change(True, 2)),
    ("Your maximum hand size is increased by two", Change(False, 2)),
    ("Your maximum hand size is reduced by one", Change(False, -1)),
    ("Each opponent's maximum hand size is reduced by one", None), ("Your maximum hand size is X", None)])
def test_the_texts_read(text, expected):
    assert change(text) == expected


@pytest.mark.parametrize("seed", range(5))
def test_every_timestamp_order_agrees_with_the_reference(write_model, seed):
    """Random boards of two to four permanents changing a maximum hand size, some the opponent's:
    in every timestamp order, the verifier's max_hand_size('you') is the reference's."""
    rng = random.Random(seed)
    board = [(rng.choice(sorted(TEXTS)), rng.choice(["you", "you", "opponent"])) for _ in range(rng.randint(2, 4))]
    text = "".join(_object(i, t, who) for i, (t, who) in enumerate(board))
    parts = []
    for order in itertools.permutations(range(len(board))):
        chain = " and ".join(f"before(p{a}, p{b})" for a, b in zip(order, order[1:]))
        n = maximum(TEXTS[board[i][0]] for i in order if board[i][1] == "you")
        said = "no_max_hand_size('you')" if n is None else f"not no_max_hand_size('you') and max_hand_size('you') == {n}"
        parts.append(f"implies({chain}, {said})")
    assert claim_verdict(write_model, text, " and ".join(parts)) == "proved", board


def test_the_bundled_rulings():
    """Recycle rulings 2 and 3, Trusted Advisor ruling 1."""
    for name, n in [("hand_size_timestamp_order.toml", 6), ("hand_size_checked_in_cleanup.toml", 4)]:
        path = MODELS / "scenarios" / name
        assert [verdict(path, i) for i in range(n)] == [
            c.expect for c in load_scenario(path).claims], name


def test_a_player_with_no_maximum_has_no_number(write_model, run_cli):
    """402.2: 'no maximum hand size' is no number: a claim reading one where there may be none is refused."""
    path = write_model(_object(0, "You have no maximum hand size") + '\n[[claim]]\nid = "c"\n'
                       'expr = "max_hand_size(\'you\') == 7"\nexpect = "refuted"\n')
    code, out, err = run_cli("check", path)
    assert code == 2 and "a player with no maximum hand size no number for it (402.2)" in out + err


@pytest.mark.parametrize("board, message", [
    (_object(0, "Each opponent's maximum hand size is reduced by one"),
     "the ability \"Each opponent's maximum hand size is reduced by one\" changes the maximum hand size (402.2) in a "
     "way not modelled"),
    (_object(0, "Your maximum hand size is two").replace('two"]', 'two", "You have no maximum hand size"]'),
     "'p0' has two abilities changing the maximum hand size"),
    (_object(0, "Your maximum hand size is two") + '\n[[effect]]\nid = "g"\naffects = { types = ["artifact"] }\n'
     'layer6 = { add_abilities = ["You have no maximum hand size"] }\n',
     "an effect grants 'You have no maximum hand size', whose timestamp (613.7a, 613.11) is not modelled")])
def test_what_is_not_read_refuses_the_claim(write_model, board, message):
    with pytest.raises(ModelError) as e:
        load_scenario(write_model(board + '\n[[claim]]\nid = "c"\nexpr = "no_max_hand_size(\'you\')"\n'
                                          'expect = "refuted"\n'))
    assert message in str(e.value)


def test_one_entering_during_the_history_is_the_latest(write_model):
    """613.7d: a permanent entering gets a timestamp then, newer than those there before: Spellbook
    entering after a 'maximum hand size is two' permanent leaves no maximum (613.11)."""
    text = _object(0, "Your maximum hand size is two") + '\n[[object]]\nid = "book"\ncard = "Spellbook"\n' \
        'zone = "hand"\n\n[[event]]\nenters = "book"\nlabel = "in"\n'
    assert claim_verdict(write_model, text, "at('in', before(p0, book) and no_max_hand_size('you'))") == "proved"
