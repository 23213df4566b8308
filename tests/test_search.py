"""The bounded search (one Z3 query per length, an integer selecting the history)
against deciding each candidate history on its own, shortest first: the same
history, the first in enumeration order among the shortest that refute the claim."""
from dataclasses import replace
from pathlib import Path

import pytest

from verifier.load.claims import parse_expr
from verifier.load.loader import load_scenario
from verifier.query import Encoding, Verdict, check_claim, fresh_context
from verifier.search import histories, shortest_refutation

SEARCH = Path(__file__).parent.parent / "models" / "scenarios" / "history_search_naive_sickness.toml"

CLAIMS = [
    "implies(has_type(quagmire, 'creature'), can_tap_for_mana(quagmire))",
    "controller(quagmire) == 'opponent'",
    "not has_type(quagmire, 'creature')",
    "implies(controller(quagmire) == 'you', not can_attack(quagmire))",
    "is_tapped(quagmire) == False",
    "has_type(quagmire, 'land')",
]


def _one_by_one(sc, claim, depth):
    for n in range(depth + 1):
        for seq, candidate in histories(sc, n):
            fresh_context()
            if check_claim(Encoding(candidate), claim).verdict == Verdict.REFUTED:
                return seq
    return None


@pytest.mark.parametrize("text", CLAIMS)
def test_search_chooses_what_deciding_each_history_finds(text):
    sc = load_scenario(SEARCH)
    claim = replace(sc.claims[0], id="c", expr=text, goal=parse_expr(text, sc, AssertionError))
    found, _ = shortest_refutation(sc, claim, depth=3)
    expected = _one_by_one(sc, claim, 3)
    assert (found.events if found else None) == expected
    if found is not None:
        assert found.result.verdict == Verdict.REFUTED and found.result.example.history
