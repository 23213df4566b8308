"""A noncreature permanent has no power or toughness (208.3): a claim whose answer hangs on the
power of an object that may be no creature is refused with its line, never answered with the
printed number (found by the census audit, `tests/golden/census_audit.md`).  Guarded by
`has_type(x, 'creature')`, the same read has an answer (Kleene: a false conjunct decides)."""
import pytest

from conftest import claim, claim_verdict
from verifier.errors import ModelError

SPLITTER = '''
[[object]]
id = "splitter"
card = "Bonesplitter"
'''
MARCH = '''
[[object]]
id = "march"
card = "March of the Machines"
'''


@pytest.mark.parametrize("expr", ["power(splitter) == 0", "toughness(splitter) != 5", "base_power(splitter) >= 0",
                                  "has_type(splitter, 'land') or power(splitter) == 0",
                                  "power(splitter) + 1 == 1"])
def test_power_of_a_noncreature_is_refused(write_model, expr):
    with pytest.raises(ModelError) as e:
        claim_verdict(write_model, SPLITTER, expr)
    assert "208.3" in e.value.message and "splitter" in e.value.message and e.value.line > 0


@pytest.mark.parametrize("expr,expect", [
    ("has_type(splitter, 'creature') and power(splitter) == 0", "refuted"),  # no creature: false, whatever the number
    ("not has_type(splitter, 'creature') or power(splitter) == 7", "proved"),
    ("implies(has_type(splitter, 'creature'), power(splitter) == 7)", "proved"),
    ("count_true(has_type(splitter, 'creature')) == 0", "proved"),
    ("has_type(splitter, 'artifact') or power(splitter) == 7", "proved"),  # a true disjunct decides
])
def test_a_guarded_read_has_an_answer(write_model, expr, expect):
    assert claim_verdict(write_model, SPLITTER, expr, expect=expect) == expect


def test_an_animated_artifact_has_its_power(write_model):
    # 301.5c, March of the Machines: a noncreature artifact becomes a creature with P/T equal to its mana value
    assert claim_verdict(write_model, SPLITTER + MARCH, "power(splitter) == 1 and toughness(splitter) == 1") \
        == "proved"


def test_the_cli_refuses_with_exit_2(write_model, run_cli):
    path = write_model(SPLITTER + claim("power(splitter) == 0"))
    code, out, err = run_cli("check", str(path))
    assert code == 2 and "208.3" in out + err and "Traceback" not in out + err


def test_outcomes_refuse_it_too(write_model, run_cli):
    path = write_model(SPLITTER)
    code, out, err = run_cli("outcomes", str(path), "--expr", "power(splitter)")
    assert code == 2 and "208.3" in out + err
