"""Strive (207.2c: an ability word) on Rouse the Mob: a cost increase for each target beyond the
first (601.2f), paid in a free cast too (118.9d), its targets "any number of target creatures"
(107.1c, 601.2c: none too, each once); and a spell's own "{N} less ... for each ..." reduction.
Table and random tests against tests/reference/strive.py, refusals."""
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import claim_verdict, examples
from reference import strive as ref
from test_casting import events, refusal
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import possible_histories
from verifier.rules import strive

PUMP = "Any number of target creatures each get +2/+0 and gain trample until end of turn."


def board(mountains: int, forests: int, bears: int) -> str:
    """Rouse the Mob in your hand, basic lands and Grizzly Bears on the battlefield."""
    objects = [("m", "Mountain", mountains), ("f", "Forest", forests), ("b", "Grizzly Bears", bears)]
    return '[scenario]\nname = "strive"\nturn = "you"\n\n[[object]]\nid = "rouse"\ncard = "Rouse the Mob"\n' \
        'zone = "hand"\n' + "".join(f'\n[[object]]\nid = "{p}{i}"\ncard = "{card}"\n'
                                    for p, card, n in objects for i in range(n))


def pump(*targets: str) -> str:
    """Rouse the Mob's part with these targets (none: no [[effect]], cast with no target)."""
    listed = ", ".join(f'"{t}"' for t in targets)
    return f'\n[[effect]]\nid = "pump"\ncard = "Rouse the Mob"\nability = "{PUMP}"\nspell = "rouse"\n' \
        f'targets = [{listed}]\n' if targets else ""


def accepted(write_model, text: str) -> bool:
    """Whether the history is possible; False where its cast can't be paid (601.2h)."""
    try:
        possible_histories(load_scenario(write_model(text)))
    except ModelError as err:
        assert "can't pay the cost of 'rouse'" in err.message
        return False
    return True


def cast(n: int, free: bool, mountains: int, forests: int) -> str:
    return board(mountains, forests, max(n, 1)) + pump(*[f"b{i}" for i in range(n)]) + \
        events('step = "main"\nlabel = "start"', 'cast = "rouse"' + ("\nfree = true" if free else ""))


def test_the_strive_cost_read():
    abilities = ["Strive — This spell costs {2}{R} more to cast for each target beyond the first.", PUMP]
    assert strive.per_target(abilities) == "{2}{R}"
    assert strive.increase(abilities, 3).generic == 4 and strive.increase(abilities, 3).count("R") == 2
    assert strive.increase(abilities, 1).generic == 0 and strive.increase(abilities, 0).count("R") == 0
    assert strive.per_target([PUMP]) is None


@pytest.mark.parametrize("n, free, mountains, forests, castable", [
    (2, False, 4, 0, True),   # {R} + {2}{R}
    (2, False, 3, 0, False),
    (2, False, 2, 2, True),   # the {2} generic from Forests
    (2, False, 1, 3, False),  # two {R} asked
    (3, False, 3, 4, True),   # {R} + {2}{R} + {2}{R}
    (2, True, 3, 0, True),    # 118.9d: {2}{R} still paid
    (2, True, 2, 0, False),
    (1, True, 0, 0, True),    # one target: nothing added
    (0, False, 1, 0, True),   # 107.1c: no target, the mana cost
])
def test_the_increase_is_paid(write_model, n, free, mountains, forests, castable):
    """601.2f, 118.9d: the total cost with n targets, table rows checked by the reference too."""
    assert ref.pays({"R": mountains, "G": forests}, ref.total_cost("{R}", "{2}{R}", n, free)) == castable
    assert accepted(write_model, cast(n, free, mountains, forests)) == castable


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(0, 3), free=st.booleans(), mountains=st.integers(0, 4), forests=st.integers(0, 4))
def test_against_the_reference(write_model, n, free, mountains, forests):
    """The history's cast, and can_cast before it (the cheapest choice: no target, 107.1c), as the
    reference computes them apart from verifier/rules."""
    lands = {"R": mountains, "G": forests}
    assert accepted(write_model, cast(n, free, mountains, forests)) == \
        ref.pays(lands, ref.total_cost("{R}", "{2}{R}", n, free))
    castable = ref.pays(lands, ref.total_cost("{R}", "{2}{R}", 0, False))
    assert claim_verdict(write_model, board(mountains, forests, n) + events('step = "main"\nlabel = "start"'),
                         "can_cast(rouse)", at="start",
                         expect="proved" if castable else "refuted") == ("proved" if castable else "refuted")


def test_the_mana_value_is_unchanged(write_model):
    """202.3: the increase changes what is paid, not the mana cost."""
    text = cast(3, False, 3, 4).replace('cast = "rouse"', 'cast = "rouse"\nlabel = "cast"')
    assert claim_verdict(write_model, text, "mana_value(rouse) == 1", at="cast") == "proved"


def test_a_target_chosen_twice_is_refused(write_model):
    """601.2c: one instance of "target" chooses an object once."""
    text = board(4, 0, 1) + pump("b0") + pump("b0").replace('id = "pump"', 'id = "pump-2"') + \
        events('step = "main"', 'cast = "rouse"')
    err = refusal(write_model, text)
    assert "targets 'b0' twice" in err.message and err.line > 0


def test_a_part_of_one_target_is_refused(write_model):
    """A strive spell's targets are its "any number of target ..." part's (601.2c)."""
    card = '''
[[card]]
name = "Odd Strive"
mana_cost = "{R}"
types = ["instant"]
abilities = ["Strive — This spell costs {1} more to cast for each target beyond the first.",
             "Target creature gets +1/+0 until end of turn."]

[[card.resolves]]
ability = "Target creature gets +1/+0 until end of turn."
until = "end of turn"
target = { types = ["creature"] }
layer7c = { power = 1, toughness = 0 }
'''
    text = board(2, 0, 1).replace('card = "Rouse the Mob"', 'card = "Odd Strive"') + card + \
        '\n[[effect]]\nid = "p"\ncard = "Odd Strive"\nspell = "rouse"\ntargets = ["b0"]\n' + \
        events('step = "main"', 'cast = "rouse"')
    err = refusal(write_model, text)
    assert "whose ability does not say it" in err.message


def test_a_strive_cost_with_x_is_refused(write_model):
    text = board(4, 0, 1).replace('card = "Rouse the Mob"', 'card = "X Strive"') + '''
[[card]]
name = "X Strive"
mana_cost = "{R}"
types = ["instant"]
abilities = ["Strive — This spell costs {X} more to cast for each target beyond the first."]
''' + events('step = "main"', 'cast = "rouse"')
    err = refusal(write_model, text)
    assert "the strive cost {X}" in err.message and err.line > 0


DOMAIN = '''[scenario]
name = "domain"
turn = "you"

[[card]]
name = "Walker"
mana_cost = "{6}"
types = ["artifact", "creature"]
power = 1
toughness = 1
abilities = ["{said}"]
costs_less = {value}

[[object]]
id = "walker"
card = "Walker"
zone = "hand"
''' + "".join(f'\n[[object]]\nid = "l{i}"\ncard = "{land}"\n' for i, land in enumerate(["Forest", "Island", "Swamp"]))

EACH = "This spell costs {%s} less to cast for each basic land type among lands you control."
TYPES = '{ distinct = "basic land types", among = { types = ["land"], controller = "you" }%s }'


@pytest.mark.parametrize("said, value, castable", [
    ("Domain — " + EACH % "1", TYPES % "", True),                   # {6} less 3: three lands pay it
    (EACH % "2", TYPES % ", times = 2", True),                      # {6} less 6
    ("Domain — " + EACH % "1", TYPES % ", times = 2", None),        # not what it says
    (EACH % "1", "1", None),                                        # a number for a count
    ("This spell costs {X} less to cast, where X is the number of basic land types among lands you control.",
     TYPES % "", True),
])
def test_costs_less_for_each(write_model, said, value, castable):
    """601.2f: "{N} less ... for each ..." takes N for each thing counted; an ability word before it
    (207.2c) changes nothing; an amount the sentence does not say is refused."""
    text = DOMAIN.replace("{said}", said).replace("{value}", value) + events('step = "main"\nlabel = "start"')
    if castable is None:
        assert "costs_less says what" in refusal(write_model, text).message
    else:
        assert claim_verdict(write_model, text, "can_cast(walker)", at="start") == "proved"


def test_costs_less_for_each_one_is_not_two(write_model):
    """{1} for each of three types leaves {3}: three lands pay it, two don't."""
    text = DOMAIN.replace("{said}", EACH % "1").replace("{value}", TYPES % "").replace(
        'card = "Swamp"', 'card = "Forest"') + events('step = "main"\nlabel = "start"')
    assert claim_verdict(write_model, text, "can_cast(walker)", at="start", expect="refuted") == "refuted"


def test_can_cast_needs_no_target_of_an_any_number_part(write_model):
    """107.1c, 601.2c: with no creature on the battlefield yet, Rouse the Mob can be cast (with no
    target), though the history casts it later with a target, once the Bears have entered."""
    text = board(1, 0, 1).replace('card = "Grizzly Bears"', 'card = "Grizzly Bears"\nzone = "hand"') + pump("b0") + \
        events('step = "main"\nlabel = "start"', 'enters = "b0"', 'cast = "rouse"')
    assert claim_verdict(write_model, text, "can_cast(rouse)", at="start") == "proved"
