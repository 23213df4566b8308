"""A second solver (cvc5) decides the SMT-LIB 2 queries `verifier export` writes: for
every claim of every third bundled scenario (by name: the suite's time), each query gets
the same answer (sat or unsat) from cvc5 as from Z3, so a verdict does not rest on one
solver alone."""
from pathlib import Path

import pytest

from conftest import MODELS
from verifier.export import claim_queries
from verifier.load.loader import load_model
from verifier.query import fresh_context, possible_histories

cvc5 = pytest.importorskip("cvc5")

SCENARIOS = sorted((MODELS / "scenarios").glob("*.toml"))


def cvc5_answers(text: str) -> list:
    """cvc5's answer to each check-sat of an SMT-LIB 2 script."""
    solver = cvc5.Solver(cvc5.TermManager())
    solver.setOption("tlimit-per", "60000")
    parser = cvc5.InputParser(solver)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "query")
    symbols, out = parser.getSymbolManager(), []
    while not (command := parser.nextCommand()).isNull():
        answer = command.invoke(solver, symbols).strip()
        if answer:
            out.append(answer)
    return out


@pytest.mark.parametrize("path", SCENARIOS[::3], ids=lambda p: p.name)
def test_cvc5_answers_every_query_as_z3_does(path: Path):
    sc = load_model(path)
    fresh_context()
    encodings = possible_histories(sc).encodings
    for claim in sc.claims:
        for query in claim_queries(sc, claim, encodings):
            z3_answer = str(query.solver.check())
            assert z3_answer in ("sat", "unsat"), (claim.id, z3_answer)
            assert cvc5_answers("(set-logic ALL)\n" + query.smtlib) == [z3_answer], claim.id


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
