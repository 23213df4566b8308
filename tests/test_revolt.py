"""Revolt's condition, permanent_left_this_turn(player) (207.2c, `verifier.rules.revolt`):
the bundled scenarios (Silkweaver Elite's and Airdrop Aeronauts's rulings), a table and random
histories against the reference of tests/reference/revolt.py, and what is refused."""
import pytest
from hypothesis import given, settings, strategies as st

from conftest import MODELS, claim, examples, verdict
from reference.revolt import left_this_turn
from verifier.errors import ModelError
from verifier.load.loader import load_scenario

# (controller, toughness, on the battlefield as the history begins); "zero" and "their-zero" are 0/0s in hand
CARDS = {"a": ("you", 2, True), "b": ("you", 2, True), "zero": ("you", 0, False), "grown": ("you", 2, False),
         "c": ("opponent", 2, True), "their-zero": ("opponent", 0, False)}


def _scenario(steps: list) -> str:
    text = '[scenario]\nturn = "you"\n\n[[card]]\nname = "Test Zero"\ntypes = ["creature"]\npower = 0\ntoughness = 0\n'
    for x, (who, toughness, there) in CARDS.items():
        text += f'\n[[object]]\nid = "{x}"\ncard = "{"Test Zero" if toughness == 0 else "Grizzly Bears"}"\n'
        text += (f'controller = "{who}"\n' if there else f'zone = "hand"\nowner = "{who}"\n')
    for i, (kind, what) in enumerate(steps):
        line = {"turn": f'turn = "{what}"', "leaves": f'leaves = "{what}"\ninto = "graveyard"',
                "enters": f'enters = "{what}"'}[kind]
        text += f'\n[[event]]\n{line}\nlabel = "e{i}"\n'
    return text


def _expected(steps: list) -> str:
    """The claim the reference says holds: each player's condition after each step."""
    def said(truth: bool, who: str) -> str:
        return ("" if truth else "not ") + f"permanent_left_this_turn('{who}')"
    return " and ".join(f"at('e{i}', {said(after['you'], 'you')} and {said(after['opponent'], 'opponent')})"
                        for i, after in enumerate(left_this_turn(CARDS, steps)))


TABLE = [
    [("leaves", "a")],
    [("leaves", "c")],
    [("leaves", "a"), ("turn", "opponent"), ("leaves", "c"), ("turn", "you")],
    [("enters", "zero")],
    [("turn", "opponent"), ("enters", "their-zero"), ("enters", "grown"), ("leaves", "grown")],
    [("enters", "grown"), ("turn", "opponent"), ("turn", "you"), ("leaves", "b"), ("leaves", "a")],
]


@pytest.mark.parametrize("steps", TABLE)
def test_a_table_of_histories_against_the_reference(write_model, steps):
    assert verdict(write_model(_scenario(steps) + claim(_expected(steps)))) == "proved"


@st.composite
def _histories(draw) -> list:
    """Each card moves at most once a way: one in hand may enter, one on the battlefield may leave
    (a card that left is a new object, 400.7: not put back)."""
    there, moved, active, steps = {x: c[2] for x, c in CARDS.items()}, set(), "you", []
    for _ in range(draw(st.integers(1, 6))):
        options = [("turn", "opponent" if active == "you" else "you")] + \
            [("leaves", x) for x, on in there.items() if on] + \
            [("enters", x) for x, on in there.items() if not on and not CARDS[x][2] and x not in moved]
        kind, what = draw(st.sampled_from(options))
        if kind == "turn":
            active = what
        else:
            moved.add(what)
            there[what] = kind == "enters" and CARDS[what][1] > 0
        steps.append((kind, what))
    return steps


@settings(max_examples=examples(24), deadline=None)
@given(steps=_histories())
def test_random_histories_against_the_reference(tmp_path_factory, steps):
    path = tmp_path_factory.mktemp("revolt") / "scenario.toml"
    path.write_text(_scenario(steps) + claim(_expected(steps)))
    assert verdict(path) == "proved"


def test_the_bundled_scenarios():
    for name, n in (("revolt_silkweaver_intervening_if", 3), ("revolt_silkweaver_any_way", 5),
                    ("revolt_silkweaver_came_back", 2), ("revolt_airdrop_aeronauts", 4)):
        path = MODELS / "scenarios" / f"{name}.toml"
        expected = [c.expect for c in load_scenario(path).claims]
        assert len(expected) == n and [verdict(path, i) for i in range(n)] == expected, name


def test_without_a_history_it_is_refused(write_model):
    text = '[scenario]\n\n[[object]]\nid = "a"\ncard = "Grizzly Bears"\n' + claim("permanent_left_this_turn('you')")
    with pytest.raises(ModelError, match="about a history"):
        verdict(write_model(text))


def test_a_player_it_does_not_know_is_refused(write_model):
    with pytest.raises(ModelError, match="quoted player"):
        verdict(write_model(_scenario([("leaves", "a")]) + claim("permanent_left_this_turn(a)")))


def test_in_a_duration_it_is_refused(write_model):
    text = _scenario([("leaves", "a")]) + '''
[[effect]]
id = "grow"
card = "Giant Growth"
targets = ["b"]
as_long_as = "permanent_left_this_turn('you')"
'''
    with pytest.raises(ModelError, match="as_long_as can't ask permanent_left_this_turn") as e:
        verdict(write_model(text + claim("power(b) == 2")))
    assert e.value.line is not None


def test_the_city_s_blessing_in_a_duration_is_refused_too(write_model):
    """It recursed (RecursionError, an internal error) before: 702.131b reads the board the duration decides."""
    text = _scenario([("leaves", "a")]) + '''
[[effect]]
id = "grow"
card = "Giant Growth"
targets = ["b"]
as_long_as = "blessed('you')"
'''
    with pytest.raises(ModelError, match="as_long_as can't ask blessed"):
        verdict(write_model(text + claim("power(b) == 2")))


def test_whose_it_was_is_its_controller_as_it_last_existed(write_model):
    """603.10, 113.7a: the opponent's Bears, under your control by Act of Treason, die: yours left, not theirs."""
    text = _scenario([]) + '''
[[effect]]
id = "treason"
card = "Act of Treason"
targets = ["c"]

[[event]]
starts = "treason"
label = "stolen"

[[event]]
leaves = "c"
into = "graveyard"
label = "died"
'''
    expr = "at('stolen', not permanent_left_this_turn('you')) and permanent_left_this_turn('you') and " \
           "not permanent_left_this_turn('opponent') and not on_battlefield(c)"
    assert verdict(write_model(text + claim(expr, extra='at = "died"'))) == "proved"
