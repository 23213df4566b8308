"""Every claim in models/ has its expected verdict (CR examples and rulings).

One test per scenario file: it loads and encodes the file once, in a fresh Z3 context, as `verifier
check` does, checks every claim, and fails listing each claim that is wrong (its id, the verdict
expected and got, or what its counterexample lacks), so that a failure says as much as one test per
claim would.  For every twentieth file (by name, but the three slowest: the suite's time) it also asks a
second solver, cvc5, each claim's queries from the same encodings (tests/test_second_solver.py); for
every sixteenth, it
writes each refuted or witnessed claim's reproduction, as `verifier check --write-counterexamples`
does, and checks that it proves its claim (tests/test_write_counterexamples.py)."""
from pathlib import Path
from typing import List

import pytest

import second_solver
from verifier import reproduce
from verifier.load.files import is_scenario_file, read_model_file
from verifier.load.loader import load_scenario
from verifier.model import Claim, Scenario
from verifier.query import ClaimResult, Verdict, check_claim_over, fresh_context, possible_histories

MODELS = Path(__file__).resolve().parent.parent / "models"
SCENARIOS = [p for p in sorted(MODELS.rglob("*.toml")) if is_scenario_file(p)]
# (cvc5 takes half a minute on the payments of Split Second's file, and the library searches of the two next: the
# suite's time; cvc5 is asked of the other files' payments and searches)
SLOW_FOR_CVC5 = ("split_second_stonewood_invocation", "library_top_vizier", "library_top_realmwalker")
ASKED_OF_CVC5 = {p for p in SCENARIOS[::20] if p.stem not in SLOW_FOR_CVC5} if second_solver.cvc5 is not None else set()
REPRODUCED = SCENARIOS[::16]


def claim_ids(path: Path) -> List[str]:
    """The ids of a file's [[claim]] tables, in order (read at collection, parsed once with is_scenario_file)."""
    return [c["id"] for c in read_model_file(path).data.get("claim", [])]


def wrong(sc: Scenario, claim: Claim, result: ClaimResult) -> List[str]:
    """What is wrong with a claim's result: its verdict, or the counterexample that comes with it."""
    if result.verdict != Verdict(claim.expect):
        return [f"{claim.id}: expected {claim.expect}, got {result.verdict.value}"]
    out = []
    if result.verdict in (Verdict.REFUTED, Verdict.WITNESS):
        # a replayed ordering comes with it (empty only when nothing has a timestamp), without the
        # effects its history never begins (608.2c: an ability or spell it does not resolve)
        never = set(result.example.scenario.never_begun())
        begun = sorted(t for t in sc.timestamped() if t not in never)
        if sorted(result.example.order) != begun:
            out.append(f"{claim.id}: its ordering {result.example.order} is not of the effects begun {begun}")
        if ("could_produce" in claim.expr or "tapped_for_mana" in claim.expr) and not result.example.mana:
            out.append(f"{claim.id}: its example does not say how the mana came about")
    return out


def unreproduced(path: Path, results: List[ClaimResult], folder: Path) -> List[str]:
    """Each refuted or witnessed claim whose reproduction (`reproduce.write_reproductions`, a model file
    with the ordering and every choice pinned) is refused, or does not prove its one claim."""
    shown = [r.claim.id for r in results if r.verdict in (Verdict.REFUTED, Verdict.WITNESS)]
    written = reproduce.write_reproductions(str(path), results, folder, path.stem)
    out = [f"{cid}: its reproduction is {written.get(cid, ('not written',))}" for cid in shown
           if written.get(cid, ("",))[0] != "written"]
    for cid, (_, target) in ((c, w) for c, w in written.items() if w[0] == "written"):
        fresh_context()
        repro = load_scenario(Path(target))
        got = [(c.expect, check_claim_over(possible_histories(repro).encodings, c).verdict.value) for c in repro.claims]
        if got != [("proved", "proved")]:
            out.append(f"{cid}: its reproduction's claims (expected, got): {got}")
    return out


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_claim_has_its_expected_verdict(path, tmp_path_factory):
    sc = load_scenario(path)
    # the claims the file loads are its [[claim]] tables, in order
    assert [c.id for c in sc.claims] == claim_ids(path)
    fresh_context()
    encodings = possible_histories(sc).encodings
    results = [check_claim_over(encodings, c) for c in sc.claims]
    problems = [p for c, r in zip(sc.claims, results) for p in wrong(sc, c, r)]
    problems += second_solver.disagreements(sc, encodings) if path in ASKED_OF_CVC5 else []
    problems += unreproduced(path, results, tmp_path_factory.mktemp(path.stem)) if path in REPRODUCED else []
    assert not problems, f"{len(problems)} wrong among its {len(sc.claims)} claims:\n" + "\n".join(problems)

