"""The fresh draws of issue 24 (`tests/golden/draws.md`, `benchmarks/oracle_draw.py`), once
measured, are regression tests: each card's outcome is the one recorded; every refusal names
the line it could not read (or the part of the card: its layout, type line, power or
toughness, mana cost); every translated card loads in a scenario that puts it to use."""
import json
import re

import pytest

from conftest import MODELS

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle, table, trial  # noqa: E402
from verifier.cards.words import norm  # noqa: E402

DRAWS = sorted((MODELS.parent / "tests" / "golden").glob("draw-*.json"))
MEASURED = [p for p in DRAWS if "outcomes" in json.loads(p.read_text())]
# a refusal of the card as a whole names the part it could not read
CARD_PARTS = ("layout ", "card type ", "subtype ", "power ", "toughness ", "no mana cost", "phase.rs could not parse",
              "an Aura with no enchant ability read",
              "a station card's power/toughness box")


def names_its_part(refusal: str, name: str) -> bool:
    """Whether a refusal quotes a line of the card's Oracle text (a stretch of 12 characters
    or more, the card's name as "~" or not), or names a part of the card as a whole."""
    if refusal.startswith(CARD_PARTS):
        return True
    text = oracle.record(name).get("text") or ""
    lines = [x for t in (text, norm(text, name)) for x in t.split("\n")]
    for quoted in re.findall(r"'((?:[^'\\]|\\.){4,}?)'(?=$|[:,)\s])|\"((?:[^\"\\]|\\.){4,}?)\"(?=$|[:,)\s])", refusal):
        piece = (quoted[0] or quoted[1]).replace("\\'", "'")
        if any(line.startswith(piece) or len(piece) >= 12 and piece[:30] in line for line in lines):
            return True
    # a short line quoted whole (a leveler's power/toughness box, "3/3", 711.2)
    return any(short in lines for short in re.findall(r"'([^'\s]{1,3})'(?=$|[:,)\s])", refusal))


def test_names_its_part_needs_a_real_line():
    assert names_its_part("not translated: 'Creatures you control get +1/+1.'", "Glorious Anthem")
    assert not names_its_part("not translated: 'Creatures you control get +2/+2.'", "Glorious Anthem")
    assert not names_its_part("modification 'AddKeyword' not translated", "Glorious Anthem")
    assert not names_its_part("not translated: '3/3'", "Glorious Anthem")


@pytest.mark.parametrize("path", MEASURED, ids=[p.stem for p in MEASURED])
def test_each_drawn_card_keeps_its_outcome_names_its_refusals_and_loads(path, tmp_path):
    """Each card of a measured draw, translated once: its outcome is the recorded one; each of
    its refusals names its line or part; translated, it loads in a scenario that puts it to use."""
    from verifier.load.loader import load_scenario
    recorded = json.loads(path.read_text())
    changed, unnamed, loaded = {}, [], []
    for i, name in enumerate(recorded["cards"]):
        text, refusals = table.generate(name)
        if table.outcome_of(text, refusals) != recorded["outcomes"][name]:
            changed[name] = table.outcome_of(text, refusals)
        unnamed += [(name, r) for r in refusals if not names_its_part(r, name)]
        if text is not None:
            scenario = tmp_path / f"card{i}.toml"
            scenario.write_text(trial.scenario(name, text))
            loaded.append(load_scenario(scenario).objects["bear"].printed.name)
    assert not changed, f"outcomes changed; after a deliberate change run benchmarks/oracle_draw.py measure " \
                        f"{recorded['draw']} --write: {changed}"
    assert not unnamed
    assert set(loaded) <= {"Grizzly Bears", "Trial Target"}  # (601.2c: a target made to be what its text targets)
    assert len(loaded) == sum("translated" in o for o in recorded["outcomes"].values())
