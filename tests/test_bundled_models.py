"""Every claim in models/ has its expected verdict (CR examples and rulings)."""
from functools import lru_cache
from pathlib import Path

import pytest

from verifier.load.files import is_scenario_file, read_model_file
from verifier.load.loader import load_scenario
from verifier.model import Scenario
from verifier.query import Verdict, check_claim_over, possible_histories

MODELS = Path(__file__).resolve().parent.parent / "models"
SCENARIOS = [p for p in sorted(MODELS.rglob("*.toml")) if is_scenario_file(p)]
# (read at collection, parsed once with is_scenario_file; the claims a file loads are its [[claim]] tables, in order)
CASES = [(p, c["id"]) for p in SCENARIOS for c in read_model_file(p).data.get("claim", [])]


@lru_cache(maxsize=None)
def _loaded(path: Path) -> Scenario:
    """A file loaded once for this test and its claims' (a scenario is immutable)."""
    return load_scenario(path)


@lru_cache(maxsize=4)
def _encoded(path: Path) -> tuple:
    """A file loaded and encoded once for all its claims, as `verifier check` does."""
    sc = _loaded(path)
    return sc, possible_histories(sc).encodings


def test_the_claims_are_those_the_files_load():
    assert CASES == [(p, c.id) for p in SCENARIOS for c in _loaded(p).claims]


@pytest.mark.parametrize("path,claim_id", CASES, ids=[f"{p.stem}:{c}" for p, c in CASES])
def test_claim_has_expected_verdict(path, claim_id):
    sc, encodings = _encoded(path)
    claim = next(c for c in sc.claims if c.id == claim_id)
    result = check_claim_over(encodings, claim)
    assert result.verdict == Verdict(claim.expect)
    if result.verdict in (Verdict.REFUTED, Verdict.WITNESS):
        # a replayed ordering comes with it (empty only when nothing has a timestamp), without the
        # effects its history never begins (608.2c: an ability or spell it does not resolve)
        never = set(result.example.scenario.never_begun())
        assert sorted(result.example.order) == sorted(t for t in sc.timestamped() if t not in never)
        if "could_produce" in claim.expr or "tapped_for_mana" in claim.expr:
            assert result.example.mana  # and how the mana came about
