"""Replacement effects on counters (614.1a) and on what other permanents enter with (614.1c,
122.6) from Oracle text (`verifier/cards/counterreplace.py`): the generated tables are the
hand-written models' (models/cards/counters.toml, whose claims follow the cards' official rulings in
models/scenarios/counters_*.toml), and a qualifier phase.rs's parse drops is refused, never read
as a wider set.  Skipped where the `cards` extra is not installed."""
import copy
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import counterreplace, oracle  # noqa: E402
from verifier.cards.refusal import Refusal  # noqa: E402
from verifier.cards.table import generate  # noqa: E402
from verifier.cards.words import norm  # noqa: E402

HAND_WRITTEN = {c["name"]: c for c in tomllib.loads((Path(__file__).parent.parent / "models" / "cards" /
                                                      "counters.toml").read_text())["card"]}


def _replacements(card):
    return [{k: v for k, v in t.items() if k != "ability"} for t in card.get("counter_replacement", [])]


@pytest.mark.parametrize("name", ["Hardened Scales", "Corpsejack Menace", "Metallic Mimic", "Bramblewood Paragon"])
def test_the_generated_replacement_is_the_hand_written_one(name):
    text, refusals = generate(name)
    assert text is not None, refusals
    assert _replacements(tomllib.loads(text)["card"][0]) == _replacements(HAND_WRITTEN[name])


def test_a_qualifier_the_parse_drops_is_refused_with_its_words():
    name = "Metallic Mimic"
    face = copy.deepcopy(oracle.face(oracle.record(name)))
    for r in face["replacements"]:
        if r.get("valid_card"):
            r["valid_card"]["properties"] = []  # as if phase.rs had not read "of the chosen type"
    line = norm("Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.",
                name)
    with pytest.raises(Refusal, match="chosen"):
        counterreplace.read(line, face, lambda t: norm(t or "", name))


@pytest.mark.parametrize("name, kept", [
    ("Renata, Called to the Hunt", {"affects": {"types": ["creature"], "controller": "you"}, "kinds": ["+1/+1"],
                                    "plus": 1, "entering": True}),
    ("Kami of Whispered Hopes", {"affects": {"controller": "you"}, "kinds": ["+1/+1"], "plus": 1}),
])
def test_other_wordings(name, kept):
    text, _ = generate(name)
    assert _replacements(tomllib.loads(text)["card"][0]) == [kept]


@pytest.mark.parametrize("name, part", [
    # counters of any kind, of each of those kinds (Winding Constrictor), and "if an effect would" (Doubling Season)
    ("Winding Constrictor", "If one or more counters would be put on an artifact or creature you control"),
    ("Doubling Season", "If an effect would put one or more counters on a permanent you control"),
    # an amount the board gives (for each Angel you already control)
    ("Giada, Font of Hope", "for each Angel you already control"),
])
def test_other_forms_are_refused_with_the_line(name, part):
    text, refusals = generate(name)
    assert text is None and any(part in r for r in refusals), refusals
