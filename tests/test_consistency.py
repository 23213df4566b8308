"""`verifier consistency`: whether a scenario's rulings hold together (an ordering,
replayed, or an unsat core naming the conflicting ones), and each one's standing."""
import json

import pytest

from conftest import BEARS, HUMILITY, MODELS

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


@pytest.mark.parametrize("half", [0, 1])
def test_the_bundled_scenarios_rulings_are_consistent(run_cli, half):
    """Every eighth bundled scenario by name (the suite's time), in two halves run side by side.  (Where
    every claim has its expected verdict, test_bundled_models, rulings that always hold hold together with
    any one possibility: what this adds is the command's own reading of many files.)"""
    files = sorted((MODELS / "scenarios").glob("*.toml"))[half::16]
    code, out, _ = run_cli("consistency", *files)
    assert code == 0 and "INCONSISTENT" not in out and out.count("consistent") >= len(files)


def test_a_possibility_under_an_assumption_that_never_holds(write_model, run_cli):
    """A witness with `assume` must hold with its assumption, not merely imply it."""
    path = write_model(BOARD + ruling("never", "power(humility) == 4", "witness").replace(
        'expect = "witness"', 'expect = "witness"\nassume = "power(humility) == 3"'))
    code, out, _ = run_cli("consistency", path)
    assert code == 1 and "INCONSISTENT: no ordering satisfies never together" in out


# Two events in an order the history leaves open (`group`): the Ogre enters and a
# mass pump resolves.  Entering first, the Ogre is pumped (611.2c: the pump's
# affected set is locked as it resolves); the pump first, it is not.  Two effects
# colouring the Bears had resolved before the history began, their order open (613.7b).
OPEN_ORDER = BEARS + "".join(f'''
[[effect]]
id = "{colour}"
targets = ["bears"]
layer5 = {{ set_colors = ["{colour}"] }}
''' for colour in ("red", "white")) + '''
[[object]]
id = "serra"
card = "Serra Angel"

[[object]]
id = "ogre"
card = "Gray Ogre"

[[effect]]
id = "pump"
affects = { types = ["creature"] }
layer7c = { power = 1, toughness = 1 }

[[event]]
turn = "you"

[[event]]
enters = "ogre"
group = "same-time"

[[event]]
starts = "pump"
group = "same-time"
'''
OGRE_FIRST, PUMP_FIRST = "turn you; enters ogre; starts pump", "turn you; starts pump; enters ogre"


def test_a_ruling_refuted_in_another_order_is_no_theorem(write_model, run_cli):
    """It holds in the first order, where a consistent ordering is found, but `check`
    refutes it in the other: violable, so not a theorem (and nothing else to imply it)."""
    path = write_model(OPEN_ORDER + ruling("pumped", "power(ogre) == 3"))
    code, out, _ = run_cli("check", path, "--json")
    result = json.loads(out)["results"][0]
    assert result["verdict"] == "refuted" and result["counterexample"]["order"][-1] == "ogre"
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 0 and doc["consistent"] is True
    assert doc["standing"] == {"pumped": "independent"} and doc["history"] == OGRE_FIRST
    assert doc["order"].index("ogre") < doc["order"].index("pump")


def test_a_ruling_that_holds_in_every_order_is_a_theorem(write_model, run_cli):
    path = write_model(OPEN_ORDER + ruling("angel", "power(serra) == 5") + ruling("pumped", "power(ogre) == 3"))
    code, out, _ = run_cli("consistency", path)
    lines = out.splitlines()
    assert code == 0
    assert lines[0].endswith(f"those that say always in the ordering red < white < ogre < pump (history: {OGRE_FIRST})")
    assert lines[1:] == ["  angel: theorem", "  pumped: independent"]


def test_rulings_that_conflict_in_one_order_only_are_consistent(write_model, run_cli):
    """Ogre first, the two need each colouring effect older than the other; the pump
    first, both hold whatever that order.  Consistent, shown in the second order;
    neither is a theorem (the first order violates each) nor implied by the other."""
    path = write_model(OPEN_ORDER + ruling("red-older", "power(ogre) == 2 or before(red, white)")
                       + ruling("white-older", "power(ogre) == 2 or before(white, red)"))
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 0 and doc["consistent"] is True and doc["core"] == []
    assert doc["history"] == PUMP_FIRST and doc["order"].index("pump") < doc["order"].index("ogre")
    assert doc["standing"] == {"red-older": "independent", "white-older": "independent"}


def test_possibilities_may_hold_in_different_orders(write_model, run_cli):
    path = write_model(OPEN_ORDER + ruling("angel", "power(serra) == 5")
                       + ruling("pumped", "power(ogre) == 3", "witness")
                       + ruling("unpumped", "power(ogre) == 2", "witness"))
    code, out, _ = run_cli("consistency", path)
    assert code == 0 and out.splitlines()[1:] == ["  angel: theorem", "  pumped: possible", "  unpumped: possible"]


def test_a_conflict_is_named_by_rulings_that_conflict_in_every_order(write_model, run_cli):
    """Ogre first only `unpumped` fails, the pump first only `pumped`: the core names
    both, which no order satisfies together (neither alone is a conflict)."""
    path = write_model(OPEN_ORDER + ruling("pumped", "power(ogre) == 3") + ruling("unpumped", "power(ogre) == 2"))
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 1 and doc["consistent"] is False and doc["core"] == ["pumped", "unpumped"]
    assert doc["standing"] == {} and doc["order"] == []


def test_a_possibility_no_order_allows_with_what_always_holds(write_model, run_cli):
    path = write_model(OPEN_ORDER + ruling("unpumped", "power(ogre) == 2")
                       + ruling("pumped", "power(ogre) == 3", "witness"))
    code, out, _ = run_cli("consistency", path)
    assert code == 1 and "INCONSISTENT: no ordering satisfies pumped, unpumped together" in out


def _giving_up_when_the_pump_resolves_first(monkeypatch):
    """The solver gives up on every question about the order where the pump resolves
    before the Ogre enters, and answers the others."""
    import z3
    from verifier import consistency

    class GivingUp(z3.Solver):
        def check(self, *args):
            if "ts[pump] < ts[ogre]" in str(self.assertions()):
                return z3.unknown
            return super().check(*args)

        def reason_unknown(self):
            return "timeout"

    monkeypatch.setattr(consistency, "make_solver", lambda timeout: GivingUp())


def test_a_standing_the_solver_gave_up_on_in_one_order_is_unknown(write_model, run_cli, monkeypatch):
    """Holds in every ordering of the first order; in the second the solver gave up:
    no theorem, unknown (exit 3)."""
    _giving_up_when_the_pump_resolves_first(monkeypatch)
    path = write_model(OPEN_ORDER + ruling("pumped", "power(ogre) == 3"))
    code, out, _ = run_cli("consistency", path)
    assert code == 3 and out.splitlines()[1:] == ["  pumped: unknown"]


def test_a_conflict_in_one_order_and_unknown_in_the_other_is_unknown(write_model, run_cli, monkeypatch):
    _giving_up_when_the_pump_resolves_first(monkeypatch)
    path = write_model(OPEN_ORDER + ruling("unpumped", "power(ogre) == 2"))
    code, out, _ = run_cli("consistency", path, "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 3 and doc["consistent"] is None and doc["core"] == [] and doc["standing"] == {}


def test_exit_statuses_over_several_files(write_model, run_cli):
    """0 when every file's rulings can hold, 1 as soon as one file's can't."""
    good = write_model(OPEN_ORDER + ruling("angel", "power(serra) == 5"), "good.toml")
    bad = write_model(OPEN_ORDER + ruling("pumped", "power(ogre) == 3") + ruling("unpumped", "power(ogre) == 2"),
                      "bad.toml")
    assert run_cli("consistency", good)[0] == 0
    code, out, _ = run_cli("consistency", good, bad)
    assert code == 1 and out.splitlines()[0] == f"{good}: consistent: all 1 rulings can hold, those that say " \
        f"always in the ordering " + out.splitlines()[0].split("in the ordering ")[1]


def test_the_bundled_history_with_open_orders(run_cli):
    """Each "possibly" ruling holds in one order of the two effects only: consistent over
    both orders (one order alone would not do), every "always" ruling a theorem of both."""
    path = MODELS / "scenarios" / "history_consistency_over_orders.toml"
    code, out, _ = run_cli("consistency", path)
    assert code == 0 and out.splitlines() == [
        f"{path}: consistent: all 4 rulings can hold, those that say always in the ordering pump < shrink < enlarge "
        "(history: turn you; starts shrink; starts enlarge)",
        "  later-setting-wins: theorem", "  pump-after-either: theorem",
        "  shrunk-if-shrink-resolved-last: possible", "  enlarged-if-enlarge-resolved-last: possible"]


def test_an_effect_the_history_never_begins_is_no_part_of_the_ordering_shown(run_cli):
    """New-user trial 1, friction 11: the second Sentry's ability is activated but never
    resolves, so its +0/+2 never begins (608.2c); the ordering shown leaves it out, in
    `consistency` and in a counterexample alike."""
    path = MODELS / "scenarios" / "trial_safehold_sentry_activation.toml"
    code, out, _ = run_cli("consistency", str(path), "--json")
    doc = json.loads(out)["consistency"][0]
    assert code == 0 and doc["order"] == ["wall-up-effect"]


def test_a_counterexample_ordering_leaves_out_an_effect_never_begun(write_model, run_cli):
    text = (MODELS / "scenarios" / "trial_safehold_sentry_activation.toml").read_text()
    path = write_model(text.replace('expr = "not on_battlefield(victim)"', 'expr = "on_battlefield(victim)"'))
    code, out, _ = run_cli("check", path)
    assert code == 1 and "counterexample ordering (earliest timestamp first): wall-up-effect\n" in out
