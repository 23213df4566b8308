"""Every ordering Z3 returns is replayed concretely; a disagreement is an internal
error (exit 4), never a verdict."""
import pytest

from verifier import cli, query
from verifier.errors import InternalError
from verifier.expr import Typed
from verifier.load.loader import load_scenario

from conftest import MODELS

OPAL = MODELS / "scenarios" / "opalescence_humility.toml"


def test_counterexample_is_the_concrete_run_of_the_solver_ordering():
    sc = load_scenario(OPAL)
    enc = query.Encoding(sc)
    claim = next(c for c in sc.claims if c.id == "humility-always-4/4")
    result = query.check_claim(enc, claim)
    ts = {x: i for i, x in enumerate(result.example.order)}
    replay = query.Replay(sc, enc.vocab, query.Ordering(ts))
    assert result.example.objects["humility"]["power"] == 1
    assert replay.state["humility"].power == 1
    assert [(s.layer, s.effect) for s in result.example.trace] == [("4", "opalescence"), ("6", "humility"),
                                                                     ("7b", "opalescence"), ("7b", "humility")]


@pytest.fixture
def lying_interpreter(monkeypatch):
    """A concrete interpreter that contradicts whatever the encoding found."""
    original = query.Replay.value

    def flipped(self, expr, at=None):
        v = original(self, expr, at)
        return Typed(v.kind, (not v.value) if v.kind == "bool" else v.value + 1)

    monkeypatch.setattr(query.Replay, "value", flipped)


def test_disagreement_raises(lying_interpreter):
    sc = load_scenario(OPAL)
    claim = next(c for c in sc.claims if c.id == "humility-always-4/4")
    with pytest.raises(InternalError, match="when replayed"):
        query.check_claim(query.Encoding(sc), claim)
    with pytest.raises(InternalError, match="when replayed"):
        query.outcomes(query.Encoding(sc), "power(humility)")


def test_disagreement_is_exit_4_not_a_verdict(lying_interpreter, capsys):
    code = cli.main(["check", str(OPAL)])
    out, err = capsys.readouterr()
    assert code == 4
    assert err.startswith("internal error: ") and "when replayed" in err
    assert "humility-always-4/4: refuted" not in out


def test_one_copy_effect_on_two_objects_gives_abilities_sharing_a_timestamp(write_model):
    """613.7a: the abilities one copy effect gives share its timestamp, so they form
    one group whose order is quantified; an object's own abilities form another."""
    from verifier.load.loader import load_scenario
    path = write_model('''
[[card]]
name = "Two Lords"
types = ["enchantment"]
[[card.static]]
ability = "Blue"
affects = { types = ["creature"] }
layer5 = { set_colors = ["blue"] }
[[card.static]]
ability = "Red"
affects = { types = ["creature"] }
layer5 = { set_colors = ["red"] }
[[object]]
id = "lords"
card = "Two Lords"
[[object]]
id = "m1"
name = "M1"
types = ["enchantment"]
[[object]]
id = "m2"
name = "M2"
types = ["enchantment"]
[[effect]]
id = "copy"
targets = ["m1", "m2"]
layer1a = { copy_of = "lords" }
''')
    sc = load_scenario(path)
    assert sorted(map(sorted, sc.ties())) == [["lords.Blue", "lords.Red"],
                                              [f"{o}.{a} (copied from lords)" for o in ("m1", "m2")
                                               for a in ("Blue", "Red")]]
