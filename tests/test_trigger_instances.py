"""Several [[trigger]] tables of one ability (603.2, 113.2c: `verifier/load/trigger_instances.py`),
checked on the session 13 audit's probes (tests/golden/audit_session13_probes, each with the CR's
verdict written in it): one death, one cast or one creature entering beside a land puts one instance
on the stack, so a second table bound to it, or a free one beside it, is refused; an object with the
ability printed and granted has two instances, both triggering."""
import pytest

from conftest import MODELS

PROBES = MODELS.parent / "tests" / "golden" / "audit_session13_probes"


@pytest.mark.parametrize("probe, message", [
    ("inst_dies_two_bound_one_death.toml", "event 'died' puts fewer instances of"),
    ("inst_enters_together_land.toml", "event 'in' puts fewer instances of"),
    ("inst_cast_two_bound.toml", "event 'cast' puts fewer instances of"),
    ("inst_dies_one_occurrence.toml", "'b' is not on the stack: it did not trigger"),
    ("inst_enters_together_land_free.toml", "'b' is not on the stack: it did not trigger"),
    ("inst_cast_free_too.toml", "'b' is not on the stack: it did not trigger"),
])
def test_one_occurrence_puts_one_instance_on_the_stack(run_cli, probe, message):
    code, _, err = run_cli("check", str(PROBES / probe))
    assert code == 2 and message in err, err


@pytest.mark.parametrize("probe", ["inst_two_same_abilities.toml", "inst_dies_free_later.toml"])
def test_each_instance_and_each_occurrence_triggers(run_cli, probe):
    code, out, err = run_cli("check", str(PROBES / probe))
    assert code == 0 and "1 claims: 1 ok" in out, out + err
