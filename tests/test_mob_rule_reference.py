"""A resolved effect on every creature whose power passes a bound (Mob Rule, 611.2c): the set is
fixed as it resolves, the powers then read with every layer applied (changes made in response
count), and later changes of power don't matter; the mode is the one chosen as it was cast
(700.2a).  Random boards, the verifier against the reference (`tests/reference`, apart from
`verifier.rules`): the values of each creature's controller and power at each point are the
same sets.  And a static ability's power condition outside layer 7 stays refused
(tests/test_bad_input.py)."""
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import examples, MODELS
from reference import values
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

BIG = "Gain control of all creatures with power 4 or greater until end of turn. They gain haste until end of turn."
SMALL = "Gain control of all creatures with power 3 or less until end of turn. They gain haste until end of turn."
CARDS = f'''
[[card]]
name = "Test Mob"
mana_cost = "{{4}}{{R}}{{R}}"
colors = ["red"]
types = ["sorcery"]
abilities = ["Choose one — {BIG[:-1]}; or {SMALL[0].lower() + SMALL[1:]}"]

[[card.resolves]]
ability = "{BIG}"
until = "end of turn"
affects = {{ types = ["creature"], power_at_least = 4 }}
layer2 = {{ control = "you" }}
layer6 = {{ add_abilities = ["haste"] }}

[[card.resolves]]
ability = "{SMALL}"
until = "end of turn"
affects = {{ types = ["creature"], power_at_most = 3 }}
layer2 = {{ control = "you" }}
layer6 = {{ add_abilities = ["haste"] }}
''' + "".join(f'''
[[card]]
name = "Test Creature {n}"
mana_cost = "{{{n}}}"
types = ["creature"]
power = {n}
toughness = 5
''' for n in range(1, 6))


@st.composite
def boards(draw) -> str:
    """Three creatures of random power and controller; Mob Rule cast with a random mode; a random
    +N/+0 or -N/+0 on each in response (or none), and one more on one of them after it resolved."""
    text = CARDS + '\n[[object]]\nid = "mob"\ncard = "Test Mob"\nzone = "hand"\n'
    mode = draw(st.sampled_from((1, 2)))
    text += f'\n[[effect]]\nid = "take"\ncard = "Test Mob"\nability = "{(BIG, SMALL)[mode - 1]}"\nspell = "mob"\n' \
            f'mode = {mode}\n'
    events = f'\n[[event]]\ncast = "mob"\nmode = {mode}\nfree = true\nlabel = "cast"\n'
    for c in ("c1", "c2", "c3"):
        text += f'\n[[object]]\nid = "{c}"\ncard = "Test Creature {draw(st.integers(1, 5))}"\n' \
                f'controller = "{draw(st.sampled_from(("you", "opponent")))}"\n'
        delta = draw(st.sampled_from((0, 0, 1, -1, 2, -2)))
        if delta:
            text += f'\n[[effect]]\nid = "response-{c}"\ntargets = ["{c}"]\nuntil = "end of turn"\n' \
                    f'layer7c = {{ power = {delta} }}\n'
            events += f'\n[[event]]\nstarts = "response-{c}"\n'
    events += '\n[[event]]\nresolves = "mob"\nlabel = "resolved"\n'
    later, delta = draw(st.sampled_from(("c1", "c2", "c3"))), draw(st.sampled_from((3, -3)))
    text += f'\n[[effect]]\nid = "later"\ntargets = ["{later}"]\nuntil = "end of turn"\nlayer7c = {{ power = {delta} }}\n'
    events += '\n[[event]]\nstarts = "later"\nlabel = "later"\n'
    return '[scenario]\nname = "mob"\nturn = "you"\n' + text + events


@settings(max_examples=examples(25), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.data())
def test_the_locked_set_matches_the_reference(tmp_path, data):
    path = Path(tmp_path) / "mob.toml"
    path.write_text(data.draw(boards()))
    sc = load_scenario(path, [MODELS / "cards"])
    for at in ("resolved", "later"):
        for c in ("c1", "c2", "c3"):
            for text in (f"controller({c})", f"power({c})"):
                got = {o.value for o in outcomes_over(sc, text, at=at)}
                assert got == values(sc, text, at), f"{text} at {at}"


def test_the_ruling_board(tmp_path):
    """Mob Rule's rulings 2-4 (models/scenarios/control_mob_rule_power.toml): the reference's values."""
    sc = load_scenario(MODELS / "scenarios" / "control_mob_rule_power.toml", [MODELS / "cards"])
    assert values(sc, "controller(grower)", "resolved") == {"you"}
    assert values(sc, "controller('ogre-b')", "resolved") == {"opponent"}
    assert values(sc, "controller(bears)", "resolved") == {"opponent"}
    assert values(sc, "controller(ogre)", "shrunk") == {"you"}
    assert values(sc, "is_tapped(mine)", "untapped") == {False}
