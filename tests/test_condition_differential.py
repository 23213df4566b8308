"""Conditions read off the board (`tests/test_shown_conditions.py`), against phase.rs (the `cards` extra), which does not
share the verifier's reading: boards of real cards whose static ability applies only while its controller controls
something ("an artifact or enchantment", "another multicolored permanent", "another blue creature", "exactly one
creature"), put onto the battlefield in every order on phase.rs's engine and given to the verifier as a history in
the same order (`verifier.cards.phaseboard`); every permanent's power, toughness and keywords must agree (611.3a,
613.4c)."""
import itertools

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards.phaseboard import on_phase, on_verifier, scenario_text  # noqa: E402

BOARDS = [["Flutterfox", "Ornithopter"], ["Flutterfox", "Grizzly Bears"],
          ["Bant Sureblade", "Watchwolf"], ["Bant Sureblade", "Bant Sureblade"], ["Bant Sureblade", "Grizzly Bears"],
          ["Briarberry Cohort", "Merfolk of the Pearl Trident"], ["Briarberry Cohort", "Briarberry Cohort"],
          ["Homicidal Seclusion", "Grizzly Bears"], ["Homicidal Seclusion", "Grizzly Bears", "Serra Angel"]]


@pytest.mark.parametrize("cards", BOARDS, ids=[" + ".join(b) for b in BOARDS])
def test_a_condition_on_what_you_control_agrees_with_phase_rs(cards, tmp_path):
    path = tmp_path / "board.toml"
    for names in map(list, itertools.permutations(cards)):
        path.write_text(scenario_text(names, on_phase(names)))
        differs = sorted(c for c, r in on_verifier(path).items() if not r.ok)
        assert not differs, f"{names}: phase.rs and the verifier differ on {differs}\n{path.read_text()}"
