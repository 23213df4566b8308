"""`verifier consistency`: whether a scenario's rulings hold together (an ordering,
replayed, or an unsat core naming the conflicting ones), and each one's standing."""
import json

from conftest import HUMILITY, MODELS

BOARD = HUMILITY + '''
[[object]]
id = "opalescence"
card = "Opalescence"
'''


def ruling(cid, expr, expect="proved"):
    return f'\n[[claim]]\nid = "{cid}"\nexpr = "{expr}"\nexpect = "{expect}"\n'


def test_rulings_that_can_not_hold_together_are_named(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4") + ruling("one", "power(humility) == 1")
                       + ruling("naive", "power(humility) == 2", "none"))
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 1
    assert doc["consistent"] is False and doc["core"] == ["four", "one"] and doc["rulings"] == ["four", "one"]


def test_a_possibility_that_contradicts_what_always_holds(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4")
                       + ruling("opalescence-older", "before(opalescence, humility)", "witness"))
    code, out, _ = run_cli("consistency", path)
    assert code == 1 and "INCONSISTENT: no ordering satisfies four, opalescence-older together" in out


def test_possibilities_need_not_hold_in_the_same_ordering(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4", "witness")
                       + ruling("one", "power(humility) == 1", "witness"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0 and out.splitlines()[1:] == ["  four: possible", "  one: possible"]


def test_consistent_rulings_with_their_standing(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4") + ruling("older", "before(humility, opalescence)")
                       + ruling("never-creature", "not has_type(opalescence, 'creature')"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].endswith("consistent: all 3 rulings can hold, those that say always in the ordering "
                             "humility < opalescence")
    assert lines[1:] == ["  four: implied by the others", "  older: implied by the others",
                         "  never-creature: theorem"]


def test_an_independent_ruling(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4")
                       + ruling("no-land", "not has_type(humility, 'land')"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0 and "  four: independent" in out.splitlines()


def test_the_bundled_scenarios_rulings_are_consistent(run_cli):

    code, out, _ = run_cli("consistency", MODELS / "scenarios")
    assert code == 0 and "INCONSISTENT" not in out


def test_a_possibility_under_an_assumption_that_never_holds(write_model, run_cli):
    """A witness with `assume` must hold with its assumption, not merely imply it."""
    path = write_model(BOARD + ruling("never", "power(humility) == 4", "witness").replace(
        'expect = "witness"', 'expect = "witness"\nassume = "power(humility) == 3"'))
    code, out, _ = run_cli("consistency", path)
    assert code == 1 and "INCONSISTENT: no ordering satisfies never together" in out
