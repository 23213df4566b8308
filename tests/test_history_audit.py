"""The audit of the history layer (tests/audit/history/, written by an auditor who did not
write the code, each file one rule or ruling): every file the audit found wrong, fixed,
stays fixed. A file describing a history the game does not allow is refused with the
words of its rule; every other file's claims have their expected verdicts."""
from pathlib import Path

import pytest

from verifier.errors import ModelError
from verifier.load.loader import load_scenario
from verifier.query import Verdict, check_claim_over, possible_histories

AUDIT = Path(__file__).resolve().parent / "audit" / "history"
REFUSED = {
    "a01_token_created_twice": "creates a token each time it resolves (111.1)",
    "a39_token_dies_then_created_again": "creates a token each time it resolves (111.1)",
    "m_token_second_creation": "creates a token each time it resolves (111.1)",
    "a09_loyalty_with_trigger_on_stack": "only with the stack empty (606.3, 602.5d)",
    "a10_two_walkers_stack": "only with the stack empty (606.3, 602.5d)",
    "a18_equip_timing": "equip is activated only with the stack empty",
    "a12_only_target_illegal": "it does not resolve (608.2b)",
    "a40_gain_control_of_gone": "it does not resolve (608.2b)",
    "a19_equip_opponents_creature": "equip can't target it (702.6a)",
    "a21_token_enters_triggers_500_2": "(500.2)",
    "a26_loyalty_once_across_control": "already activated this turn (606.3)",
    "a53_copy_of_not_yet_there": "order is impossible",
    "a55_stack_order_lifo": "last in, first out (405.5)",
    "a63_activate_in_end_step": "this turn's end step has begun (606.3, 602.5d)",
}
FILES = sorted(AUDIT.glob("*.toml"))


def test_the_audit_is_here():
    assert len(FILES) == 69 and all((AUDIT / f"{name}.toml").exists() for name in REFUSED)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_audited_history(path):
    try:
        sc = load_scenario(path)
        encodings = possible_histories(sc).encodings
    except ModelError as err:
        assert path.stem in REFUSED and REFUSED[path.stem] in err.message, err.message
        return
    assert path.stem not in REFUSED, "a history the game does not allow was accepted"
    for claim in sc.claims:
        assert check_claim_over(encodings, claim).verdict == Verdict(claim.expect), claim.id
