"""A second solver (cvc5) for the SMT-LIB 2 queries `verifier export` writes: what
tests/test_bundled_models.py asks of it for every third bundled scenario, and
tests/test_second_solver.py of the export itself."""
from typing import List

from verifier.export import claim_queries
from verifier.model import Scenario
from verifier.query import Encoding

try:
    import cvc5
except ImportError:  # (the test extra's; tests/test_second_solver.py says it is missing)
    cvc5 = None


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


def disagreements(sc: Scenario, encodings: List[Encoding]) -> List[str]:
    """Each query of each claim (one per encoding) that Z3 leaves open, or that cvc5 answers
    otherwise than Z3 (sat or unsat), so that a verdict does not rest on one solver alone."""
    out = []
    for claim in sc.claims:
        for query in claim_queries(sc, claim, encodings):
            z3_answer = str(query.solver.check())
            if z3_answer not in ("sat", "unsat"):
                out.append(f"{claim.id}: Z3 answers {z3_answer}")
            elif (theirs := cvc5_answers("(set-logic ALL)\n" + query.smtlib)) != [z3_answer]:
                out.append(f"{claim.id}: Z3 answers {z3_answer}, cvc5 {theirs}")
    return out
