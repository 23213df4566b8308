"""Bestow past the stack (702.103b, 702.103e-f, 608.3b-c, 303.4e, 302.6) against the independent
reference `tests/reference/bestow.py`: every history of a small table, a Nyxborn Triton cast
bestowed on your Grizzly Bears, what happens to the Bears before it resolves and after (they
leave, change control, or stop being a creature), and
whether your next turn begins in between; every outcome the verifier leaves open for each
question is the reference's one answer."""
import pytest

from reference.bestow import AFTER, BEFORE, run
from verifier.load.loader import load_scenario
from verifier.query import outcomes_over

# (a turn passing matters only where the card ends a creature: its target or its creature gone)
_HISTORIES = [(b, a, t) for b in BEFORE for a in AFTER for t in (False, True)
              if not (b == "gone" and a != "kept") and not (b == "stolen" and a == "stolen")
              and (not t or "gone" in (b, a)) and not (b != "kept" and a == "land")]
_DOES = {"kept": "", "gone": 'leaves = "c"\ninto = "graveyard"\n', "stolen": 'gain_control = "c"\nby = "opponent"\n',
         "land": 'starts = "not-a-creature"\n'}


_LAND = '[[effect]]\nid = "not-a-creature"\ntargets = ["c"]\nlayer4 = { remove_types = ["creature"] }\n\n'


def _event(what: str) -> str:
    return f"\n[[event]]\n{_DOES[what]}" if _DOES[what] else ""


def _history(before: str, after: str, turn_passes: bool) -> str:
    islands = "".join(f'\n[[object]]\nid = "i{n}"\ncard = "Island"\n' for n in range(5))
    turns = '\n[[event]]\nturn = "opponent"\n\n[[event]]\nturn = "you"\n' if turn_passes else ""
    return f'''[scenario]
turn = "you"
{islands}
[[object]]
id = "c"
card = "Grizzly Bears"

[[object]]
id = "x"
card = "Nyxborn Triton"
zone = "hand"

{_LAND if after == "land" else ""}[[event]]
cast = "x"
bestow = true
targets = ["c"]
{_event(before)}
[[event]]
resolves = "x"
{turns}{_event(after)}label = "end"
'''


@pytest.mark.parametrize("before, after, turn_passes", _HISTORIES)
def test_the_reference_agrees(write_model, before, after, turn_passes):
    sc = load_scenario(write_model(_history(before, after, turn_passes)))
    for expr, want in run(before, after, turn_passes, (2, 2), (2, 3)).items():
        got = {o.value for o in outcomes_over(sc, expr, at="end")}
        assert got == {want}, (before, after, turn_passes, expr, got)
