"""`verifier consistency`: whether a scenario's rulings hold together (an ordering,
replayed, or an unsat core naming the conflicting ones), and each one's standing."""
import json

from conftest import HUMILITY

BOARD = HUMILITY + '''
[[object]]
id = "opalescence"
card = "Opalescence"
'''


def ruling(cid, expr, expect="witness"):
    return f'\n[[claim]]\nid = "{cid}"\nexpr = "{expr}"\nexpect = "{expect}"\n'


def test_rulings_that_can_not_hold_together_are_named(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4") + ruling("one", "power(humility) == 1")
                       + ruling("naive", "power(humility) == 2", "none"))
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 1
    assert doc["consistent"] is False and doc["core"] == ["four", "one"] and doc["rulings"] == ["four", "one"]


def test_consistent_rulings_with_their_standing(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4") + ruling("older", "before(humility, opalescence)")
                       + ruling("never-creature", "not has_type(opalescence, 'creature')", "proved"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0
    lines = out.splitlines()
    assert lines[0].endswith("consistent: all 3 rulings hold in the ordering humility < opalescence")
    assert lines[1:] == ["  four: implied by the others", "  older: implied by the others",
                         "  never-creature: theorem"]


def test_an_independent_ruling(write_model, run_cli):
    path = write_model(BOARD + ruling("four", "power(humility) == 4")
                       + ruling("no-land", "not has_type(humility, 'land')", "proved"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0 and "  four: independent" in out.splitlines()
