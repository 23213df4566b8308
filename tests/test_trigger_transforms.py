"""A [[trigger]] that transforms its source (701.27a, `transforms`, `verifier.load.trigger_transforms`):
only where its resolution does something (603.4) and the source is still there (400.7).  The
bundled Cryptolith Fragment ruling, the verifier against the reference (tests/reference, written
apart) on one Fragment with concrete outcomes, and each refusal."""
from pathlib import Path
from types import SimpleNamespace

import pytest
import z3

from conftest import MODELS, claim, refused_in_one_line, verdict
from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.model import Event
from verifier.ops import Z3Ops
from verifier.rules.faces import Faces

FRAGMENT = '''
[scenario]
name = "t"
turn = "you"
life = { you = 10, opponent = 10 }

[[card]]
name = "Test Fragment"
types = ["artifact"]
abilities = ["At the beginning of your upkeep, if each player has 10 or less life, transform Test Fragment."]
layout = "transform"

[card.back]
name = "Test Aurora"
types = ["creature"]
power = 1
toughness = 4

[[object]]
id = "f"
card = "Test Fragment"

[[trigger]]
id = "t"
source = "f"
ability = "At the beginning of your upkeep, if each player has 10 or less life, transform Test Fragment."
when = "your upkeep"
if = "life('you') <= 10 and life('opponent') <= 10"
transforms = "f"

[[event]]
step = "upkeep"

BETWEEN[[event]]
resolves = "t"
label = "r"
'''


def test_the_bundled_ruling():
    """Cryptolith Fragment ruling 3: transformed at 10 or less; nothing at 11 as it resolves; no trigger at 11."""
    path = MODELS / "scenarios" / "history_cryptolith_fragment_transforms.toml"
    claims = load_scenario(path).claims
    assert [verdict(path, i) for i in range(len(claims))] == [c.expect for c in claims]


@pytest.mark.parametrize("between, back, there", [
    ("", True, True),
    ('[[event]]\nleaves = "f"\ninto = "graveyard"\n\n', False, False),
])
def test_against_the_reference(write_model, between, back, there):
    """701.27a, 400.7: it transforms as the trigger resolves; gone by then, nothing transforms (and
    the history is still possible)."""
    from reference import values
    from verifier.query import outcomes_over
    sc = load_scenario(write_model(FRAGMENT.replace("BETWEEN", between)))
    for query, expected in (("has_type(f, 'creature')", back), ("on_battlefield(f)", there),
                            ("in_zone(f, 'graveyard')", not there)):
        assert values(sc, query, "r") == {expected}, query
        assert {o.value for o in outcomes_over(sc, query, at="r")} == {expected}, query


@pytest.mark.parametrize("old, new, line, message", [
    ('transforms = "f"', 'transforms = "g"', 29, "'g' is not the trigger's source"),
    ("life, transform Test Fragment.", "life, turn Test Fragment over.", 29,
     "transforms nothing (701.27a)"),
    ('BETWEEN[[event]]\nresolves = "t"\nlabel = "r"', '[[event]]\nresolves = "t"\ngroup = "g"\n\n'
     '[[event]]\nstep = "draw"\ngroup = "g"', 35, "'t' transforms its source as it resolves"),
])
def test_refusals(write_model, run_cli, old, new, line, message):
    text = FRAGMENT.replace(old, new).replace("BETWEEN", "") + '\n[[object]]\nid = "g"\ncard = "Forest"\n' + \
        claim("on_battlefield(f)")
    refused_in_one_line(run_cli, write_model(text), line, message)


class _Undecided(Faces):
    """A history whose trigger may or may not do something as it resolves (a Z3 unknown)."""
    ops = Z3Ops()
    sc = SimpleNamespace(path=Path("s.toml"))
    events = [Event("resolves", "t"), Event("transform", "f", by_effect=True, line=7)]

    def resolving(self, q):
        return None, z3.Bool("undecided")

    def instances(self, r):  # (put on the stack before the history's first event, 701.27f)
        return {0: True}

    def state(self, p):
        return {"f": SimpleNamespace(on_battlefield=True)}


def test_a_transform_not_decided_in_every_ordering_is_refused():
    """Faces are decided event by event (712.8): where the trigger's doing something is not, refused."""
    with pytest.raises(ModelError) as e:
        _Undecided()._by_trigger("f", 2)
    assert e.value.line == 7 and "whether 'f' transforms as the trigger resolves" in str(e.value)
