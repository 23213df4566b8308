"""The rules a proof rests on (issue 27, `verifier/why.py`): each tracked rule is a switch of the
one semantics (`verifier.rules.cited`); a proved claim's minimal unsat core over them names the
rules it needs, and switching any one of those off lets the solver refute it.  Checked on the
rulings the issue names: Humility with two Opalescences (613.6, 613.7), Blood Moon with Urborg
(613.8a, 305.7)."""
import json

import pytest
import z3

from conftest import MODELS
from verifier.load.loader import load_scenario
from verifier.ops import ConcreteOps, Z3Ops
from verifier.query import Encoding, possible_histories
from verifier.rules.cited import RULES, Tracking
from verifier.why import at_work, rules_used

CASES = [
    # Humility with Opalescences: which timestamp is first decides (613.7), and Humility's effect, once begun in
    # layer 6, goes on in layer 7b though it removed its own ability (613.6); and the layers whose effects it is
    # about: Opalescence makes the enchantments creatures (613.1d), Humility removes abilities (613.1f) and sets
    # power and toughness (613.4b)
    ("two_opalescences_humility.toml", "humility-latest-all-1/1", ["613.1d", "613.1f", "613.4b", "613.6", "613.7"]),
    # Blood Moon and Urborg: Urborg's effect depends on Blood Moon's (613.8a), which removes its ability (305.7)
    ("blood_moon_urborg.toml", "no-land-but-the-basic-swamp-is-a-swamp", ["305.7", "613.8a"]),
    # (a Mountain by layer 4, 613.1d, with a Mountain's mana ability, 305.6, and none of its own, 305.7)
    ("blood_moon_urborg.toml", "urborg-is-a-mountain-without-its-ability", ["305.6", "305.7", "613.1d"]),
    # the CR's own examples, each naming the layers it goes through: 613.4d's first (+0/+1 in 7c, a switch in 7d,
    # +5/+0 in 7c: 4/6), second (the +0/+1 gone: the switch alone) and third (two switches cancel: the +0/+1 alone)
    ("cr_613_4d_switch.toml", "first-example-4/6", ["613.4c", "613.4d"]),
    ("cr_613_4d_switch.toml", "second-example-3/1", ["613.4d"]),
    ("cr_613_4d_switch.toml", "third-example-1/4", ["613.4c"]),
    # 613.5's: Gray Ogre set to 0/1 (7b) with its modifications (7c); Honor of the Pure's +1/+1 (7c) to a creature
    # turned white (layer 5)
    ("cr_613_5_gray_ogre.toml", "gray-ogre-5/8", ["613.4b", "613.4c"]),
    ("cr_613_5_honor_of_the_pure.toml", "turned-white-gets-bonus", ["613.1e", "613.4c"]),
]


def _claim(file: str, cid: str):
    sc = load_scenario(MODELS / "scenarios" / file)
    return sc, next(c for c in sc.claims if c.id == cid)


@pytest.mark.parametrize("file, cid, rules", CASES)
def test_a_proof_names_the_rules_it_needs(file, cid, rules):
    sc, claim = _claim(file, cid)
    assert rules_used(possible_histories(sc), claim).rules == rules


@pytest.mark.parametrize("file, cid, rules", CASES)
def test_switching_off_a_cited_rule_lets_the_claim_fail(file, cid, rules):
    sc, claim = _claim(file, cid)
    for off in rules:
        tracking = Tracking()
        enc = Encoding(sc, ops=tracking.ops)
        goal = enc.term(claim.goal, claim.at)
        s = z3.Solver()
        s.add(*enc.constraints, *tracking.constraints(), z3.Not(goal))
        kept = [flag for tag, flag in tracking.flags.items() if tag != off]
        assert s.check(*kept, z3.Not(tracking.flags[off])) == z3.sat, off
        assert s.check(*kept, tracking.flags[off]) == z3.unsat  # (and on, it is proved)


def test_a_claim_that_needs_none_says_so():
    sc, claim = _claim("blood_moon_urborg.toml", "names-and-supertypes-unchanged")
    why = rules_used(possible_histories(sc), claim)
    assert why.rules == [] and why.text().startswith(f"using none of the {len(RULES)} tracked rules")


def test_every_rule_is_on_outside_an_explanation():
    # the interpreter and the ordinary encoding are the game: every rule applies
    assert all(ConcreteOps.rule(tag) is True and Z3Ops.rule(tag) is True for tag in RULES)


def test_check_why_prints_and_writes_the_rules(run_cli):
    path = MODELS / "scenarios" / "two_opalescences_humility.toml"
    code, out, _ = run_cli("check", "--why", path)
    assert code == 0
    assert "  proved, using: 613.1d (layer 4: type-changing effects apply); " in out
    assert "; 613.6 (an effect that began to apply in one layer" in out
    code, out, _ = run_cli("check", "--why", "--json", path)
    doc = next(d for d in json.loads(out)["results"] if d["claim"] == "humility-latest-all-1/1")
    assert [r["rule"] for r in doc["rules"]] == ["613.1d", "613.1f", "613.4b", "613.6", "613.7"]


def test_a_refutation_names_the_rules_every_counterexample_needs():
    # Humility newer than Opalescence is 1/1: its effect, begun in layer 6 where it removed its own ability, goes on in
    # layer 7b (613.6); switched off, Humility is 4/4 in every order and the claim would hold.  So too without layer
    # 4 (613.1d): Humility, no creature, is not among those its own effect makes 1/1
    sc, claim = _claim("opalescence_humility.toml", "humility-always-4/4")
    histories = possible_histories(sc)
    assert at_work(histories, claim).rules == ["613.1d", "613.6"]
    tracking = Tracking()
    enc = Encoding(sc, ops=tracking.ops)
    s = z3.Solver()
    s.add(*enc.constraints, *tracking.constraints(), z3.Not(enc.term(claim.goal, claim.at)))
    others = [flag for tag, flag in tracking.flags.items() if tag != "613.6"]
    assert s.check(*others, z3.Not(tracking.flags["613.6"])) == z3.unsat


def test_consistency_names_the_rules_of_each_theorem(run_cli):
    # the same rules as `check --why` gives the claim
    code, out, _ = run_cli("consistency", "--why", "--json", MODELS / "scenarios" / "two_opalescences_humility.toml")
    doc = json.loads(out)["consistency"][0]
    assert code == 0 and doc["standing"]["humility-latest-all-1/1"] == "theorem"
    assert [r["rule"] for r in doc["rules"]["humility-latest-all-1/1"]] == ["613.1d", "613.1f", "613.4b", "613.6",
                                                                           "613.7"]


def test_consistency_names_the_rules_a_conflict_rests_on(write_model, run_cli):
    # "Humility is always 4/4" and "Opalescence may be older" conflict: Opalescence older makes Humility a creature
    # (613.1d) whose own effect, begun in layer 6, still sets it to 1/1 in layer 7b (613.6), after Opalescence's
    # (613.7); with any one of them switched off, both rulings can hold
    from conftest import HUMILITY
    path = write_model(HUMILITY + '[[object]]\nid = "opalescence"\ncard = "Opalescence"\n'
                       '[[claim]]\nid = "four"\nexpr = "power(humility) == 4"\nexpect = "proved"\n'
                       '[[claim]]\nid = "older"\nexpr = "before(opalescence, humility)"\nexpect = "witness"\n')
    code, out, _ = run_cli("consistency", "--why", path)
    assert code == 1 and "  the conflict rests on: 613.1d (layer 4: type-changing effects apply); 613.6 (" in out
    code, out, _ = run_cli("consistency", "--why", "--json", path)
    cited = [r["rule"] for r in json.loads(out)["consistency"][0]["core_rules"]]
    assert cited == ["613.1d", "613.6", "613.7"]
    sc = load_scenario(path)
    for off in cited:
        tracking = Tracking()
        enc = Encoding(sc, ops=tracking.ops)
        terms = [enc.term(c.goal, c.at) for c in sc.claims]
        s = z3.Solver()
        s.add(*enc.constraints, *tracking.constraints(), *terms)
        kept = [flag for tag, flag in tracking.flags.items() if tag != off]
        assert s.check(*kept, z3.Not(tracking.flags[off])) == z3.sat, off
        assert s.check(*kept, tracking.flags[off]) == z3.unsat


def test_consistency_names_no_rule_for_a_conflict_of_values(write_model, run_cli):
    from conftest import BEARS, HUMILITY  # (a claim on Humility's own power is refused: 208.3)
    path = write_model(HUMILITY + BEARS + '[[claim]]\nid = "four"\nexpr = "power(bears) == 4"\nexpect = "proved"\n'
                       '[[claim]]\nid = "one"\nexpr = "power(bears) == 1"\nexpect = "proved"\n')
    code, out, _ = run_cli("consistency", "--why", path)
    assert code == 1 and f"  the conflict rests on none of the {len(RULES)} tracked rules" in out
