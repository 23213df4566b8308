"""A second solver (cvc5) decides the SMT-LIB 2 queries `verifier export` writes: for
every claim of every third bundled scenario (by name: the suite's time), each query gets
the same answer (sat or unsat) from cvc5 as from Z3, so a verdict does not rest on one
solver alone.  That is asked in the test of each of those files in tests/test_bundled_models.py
(`second_solver.disagreements`), from the encodings its claims are checked on."""
import pytest

from conftest import MODELS
from verifier.export import claim_queries
from verifier.load.loader import load_model

SCENARIOS = sorted((MODELS / "scenarios").glob("*.toml"))


def test_cvc5_is_installed():
    """(Without it the bundled files' tests ask Z3 alone.)"""
    pytest.importorskip("cvc5")


def test_export_writes_one_query_per_open_order(run_cli, tmp_path):
    """A history whose events leave two orders open gives two queries, each in its own
    push/pop scope, after one set-logic."""
    path = MODELS / "scenarios" / "opalescence_humility.toml"
    code, out, err = run_cli("export", path, "--claim", "two-outcomes")
    assert code == 0, err
    assert out.count("(set-logic ALL)") == 1 and out.count("(check-sat)") == 1 == out.count("(push 1)")
    assert "(unsat: proved; sat: refuted)" in out.splitlines()[0]
    grouped = [p for p in SCENARIOS if "group = " in p.read_text()]
    sc = load_model(grouped[0])
    assert len(sc.linearized()) > 1 and len(claim_queries(sc, sc.claims[0])) == len(sc.linearized())
    code, _, err = run_cli("export", path, "--claim", "no-such-claim")
    assert code == 2 and "no claim 'no-such-claim'" in err
