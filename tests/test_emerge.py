"""Emerge (702.119a): an alternative cost (118.9) paid by sacrificing a creature, the emerge
cost reduced in its generic part by that creature's mana value (601.2f, 118.7a); the creature
is on the battlefield while mana abilities are activated (601.2g) and sacrificed as the cost
is paid (601.2h, 702.119c), before cast triggers trigger (601.2i).  The rulings are
`models/scenarios/casting_emerge_*.toml`; what is not read is refused with its line."""
from dataclasses import replace

import pytest

from conftest import claim_verdict, examples
from test_casting import events, refusal
from verifier.rules import costs

# A colourless {8} creature card with emerge {5}{B}{B}, no cast trigger of its own (test card)
HORROR = '''
[[card]]
name = "Emerge Horror (test card)"
mana_cost = "{8}"
types = ["creature"]
subtypes = ["Eldrazi"]
power = 5
toughness = 5
abilities = ["Emerge {5}{B}{B} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)"]

[[object]]
id = "horror"
card = "Emerge Horror (test card)"
zone = "hand"
'''
SWAMP = '\n[[object]]\nid = "swamp-{}"\ncard = "Swamp"\n'


def beast(mana_value: int, controller: str = "you") -> str:
    """A creature of that mana value ({N}; a token with none for 0, 202.3a), to sacrifice."""
    cost = f'mana_cost = "{{{mana_value}}}"' if mana_value else 'token = true'
    return f'''
[[object]]
id = "beast"
name = "Beast"
types = ["creature"]
power = 2
toughness = 2
controller = "{controller}"
{cost}
'''


def board(mana_value: int, swamps: int, controller: str = "you") -> str:
    return HORROR + beast(mana_value, controller) + "".join(SWAMP.format(i) for i in range(1, swamps + 1))


@pytest.mark.parametrize("text, cost, unread", [
    (("Emerge {7}{G}",), "{7}{G}", None),
    (("flash", "emerge {5}{U}{U} (You may cast this spell by sacrificing a creature ...)"), "{5}{U}{U}", None),
    (("Emerge from artifact {5}{U}{U}",), None, "Emerge from artifact {5}{U}{U}"),  # 702.119b
    (("Emerge {4}{G}", "Emerge {3}{G}"), None, "Emerge {3}{G}"),
    (("When you cast this spell, if its emerge cost was paid, draw a card.",), None, None),
])
def test_the_emerge_cost_read_from_the_abilities(text, cost, unread):
    assert costs.emerge(text) == (cost, unread)


@pytest.mark.parametrize("mana_value", [0, 2, 5, 7, 9])
def test_the_reduction_is_of_generic_mana_only(mana_value, write_model):
    """702.119a, 601.2f, 118.7a, by the rule's arithmetic written apart: {5}{B}{B} less the
    creature's mana value in its generic part, never below {B}{B}; one Swamp fewer can't pay."""
    needed = max(0, 5 - mana_value) + 2
    start = events('turn = "you"\nlabel = "start"')
    assert claim_verdict(write_model, board(mana_value, needed) + start, "can_cast(horror)", at="start") == "proved"
    assert claim_verdict(write_model, board(mana_value, needed - 1) + start, "not can_cast(horror)",
                         at="start") == "proved"
    cast = events('turn = "you"', 'cast = "horror"\nemerge = "beast"\nlabel = "cast"')
    tapped = " and ".join(f"tapped_to_cast(horror, 'swamp-{i}')" for i in range(1, needed + 1))
    assert claim_verdict(write_model, board(mana_value, needed) + cast,
                         f"{tapped} and not on_battlefield(beast) and mana_value(horror) == 8", at="cast") == "proved"
    err = refusal(write_model, board(mana_value, needed - 1) + cast)
    assert "can't pay the cost of 'horror'" in err.message and err.line > 0


def test_the_official_example_elder_deep_fiend(write_model):
    """The rulings' example: cast for its emerge cost sacrificing a creature of mana value 3, the
    spell's mana value stays 8 (118.9c), and {2}{U}{U} was all it cost."""
    text = board(3, 4).replace("{5}{B}{B}", "{5}{U}{U}").replace('card = "Swamp"', 'card = "Island"') + \
        events('turn = "you"', 'cast = "horror"\nemerge = "beast"\nlabel = "cast"')
    assert claim_verdict(write_model, text, "mana_value(horror) == 8 and in_zone(horror, 'stack') and "
                                            "is_colorless(horror)", at="cast") == "proved"


@pytest.mark.parametrize("why, extra, message", [
    ("not a creature", 'types = ["artifact"]', "not a creature its caster controls"),
    ("the opponent's", 'controller = "opponent"', "not a creature its caster controls"),
])
def test_only_a_creature_its_caster_controls(why, extra, message, write_model):
    text = board(2, 5).replace('types = ["creature"]\npower = 2\ntoughness = 2\n', extra + "\n")
    text = text if why == "not a creature" else board(2, 5, "opponent")
    err = refusal(write_model, text + events('turn = "you"', 'cast = "horror"\nemerge = "beast"'))
    assert message in err.message and "(702.119a, 701.21a)" in err.message and err.line > 0


@pytest.mark.parametrize("cast, message", [
    ('cast = "horror"\nemerge = "beast"\nfree = true', "only one alternative cost"),
    ('cast = "horror"\nemerge = "horror"', "another object of the scenario"),
    ('cast = "horror"\nemerge = "nobody"', "another object of the scenario"),
    ('cast = "horror"\nemerge = "beast"\n\n[[event]]\nleaves = "beast"', "leaves twice"),
    ('tap = "swamp-1"\nemerge = "beast"', "it goes with cast"),
])
def test_what_emerge_does_not_read_is_refused(cast, message, write_model):
    err = refusal(write_model, board(2, 5) + events('turn = "you"', cast))
    assert message in str(err) and err.line > 0, str(err)


@pytest.mark.parametrize("ability, message", [
    ("Emerge from artifact {5}{B}{B}", "has no emerge ability read here"),  # 702.119b
    ("Emerge {X}{B}{B}", "(hybrid, Phyrexian or X) is not modelled"),
])
def test_an_emerge_ability_not_read_is_refused(ability, message, write_model):
    text = board(2, 5).replace("Emerge {5}{B}{B} (", ability + " (")
    err = refusal(write_model, text + events('turn = "you"', 'cast = "horror"\nemerge = "beast"'))
    assert message in str(err) and err.line > 0, str(err)
    with pytest.raises(Exception) as asked:  # (can_cast would leave it out: refused too)
        claim_verdict(write_model, text + events('turn = "you"\nlabel = "start"'), "can_cast(horror)", at="start")
    assert "emerge ability" in str(asked.value)


def test_x_in_the_mana_cost_with_emerge_is_refused(write_model):
    """107.3, 601.2b: what X is when the emerge cost is paid instead is not modelled."""
    text = board(2, 5).replace('mana_cost = "{8}"', 'mana_cost = "{X}{8}"')
    err = refusal(write_model, text + events('turn = "you"', 'cast = "horror"\nemerge = "beast"\nx = 1'))
    assert "has X in its mana cost" in err.message and err.line > 0


def test_if_its_emerge_cost_was_paid_is_refused(write_model):
    text = board(2, 5).replace('abilities = ["Emerge', 'abilities = ["When this enters, if its emerge cost was paid, '
                                                         'draw a card.", "Emerge')
    err = refusal(write_model, text + events('turn = "you"', 'cast = "horror"\nemerge = "beast"'))
    assert "if its emerge cost was paid" in err.message


# -- against the reference (tests/reference/casting.py), written from the CR apart ------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from test_reference_casting import G, GU, _board, _object, check  # noqa: E402
from verifier.model import Event, mana_value_of  # noqa: E402


def _with_cost(o):
    """The object with the mana value its mana cost gives it (202.3), as the loader sets it."""
    return replace(o, printed=replace(o.printed, mana_value=mana_value_of(o.printed.mana_cost or "") or 0))


@st.composite
def emerge_histories(draw):
    """An {8} creature card with emerge in your hand; creatures to sacrifice of various mana values
    (a token's none, X as 0), yours or the opponent's, one an elf that taps for {G}; a few lands;
    a cast for its emerge cost sacrificing one of them, or none."""
    cost = draw(st.sampled_from(("{5}{G}{G}", "{3}{G}", "{4}{G}{U}", "{1}{U}")))
    spell = _object("s", ("creature",), abilities=(f"Emerge {cost}",), mana_cost="{8}", zone="hand")
    objects = [spell]
    for i in range(draw(st.integers(1, 3))):
        mana = draw(st.sampled_from(("{2}", "{X}{G}", "{1}{G}{G}", "{6}", None)))
        objects.append(_object(f"c{i}", ("creature",), draw(st.sampled_from(("you", "you", "opponent"))),
                               (G,) if draw(st.booleans()) else (), mana_cost=mana, token=mana is None))
    for i in range(draw(st.integers(0, 4))):
        objects.append(_object(f"l{i}", ("land",), "you", (draw(st.sampled_from((G, G, GU))),), power=0,
                               toughness=0))
    events = [Event("turn", "you")]
    if draw(st.booleans()):
        victim = draw(st.sampled_from([o.id for o in objects if o.id.startswith("c")]))
        events += [Event("cast", "s", emerge=victim), Event("leaves", victim, into="graveyard", cost_of="s")]
    return _board([_with_cost(o) for o in objects], [], events), [o.id for o in objects if o.id != "s"]


@settings(max_examples=examples(200), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(st.data())
def test_emerge_matches_the_reference(data):
    """can_cast weighing each creature to sacrifice, the cast's payment and what it taps, the
    creature gone: the verifier's values against the reference's, at each point."""
    sc, others = data.draw(emerge_histories())
    o = data.draw(st.sampled_from(others))
    text = data.draw(st.sampled_from(("can_cast(s)", "can_cast(s)", "can_cast(s)", "tapped_to_cast(s, {o})", "on_battlefield({o})",
                                      "in_zone(s, 'stack')")))
    at = data.draw(st.sampled_from([e.label for e in sc.events]))
    check(sc, text.replace("{o}", o), at)


def test_an_error_after_an_emerge_cast_names_its_own_line(write_model):
    """A cast with emerge is two events of the history (the cast, the sacrifice): an error at a
    later event names that event's line (a Walker's dies trigger, said by no [[trigger]], may be
    waiting as the next turn begins, 500.2)."""
    walker = '\n[[object]]\nid = "walker"\ncard = "Hangarback Walker"\n'
    text = board(2, 7) + walker + events('turn = "you"', 'cast = "horror"\nemerge = "walker"', 'turn = "opponent"')
    err = refusal(write_model, text)
    lines = text.split("\n")
    assert "'walker' has the triggered ability" in err.message
    assert lines[err.line - 1] == 'turn = "opponent"', (err.line, err.message)
