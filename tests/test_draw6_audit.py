"""The draw 6 audit's silent drop (tests/golden/draw6_audit_AUD6B.md, Thunderbond Vanguard): a replacement of how
OTHER objects enter, as copies ("Each creature token you control enters as a copy of this creature": 614.1c, 707.5,
a copy effect of layer 1, 613.2a), was kept by its text with no note and no guard.  Such a line is now relevant
(`verifier.cards.words`), noted "not followed" by the translator and read by the history guard
(`verifier.model.unfollowed.OTHERS_ENTERING`, `verifier.load.gamerules`): a history beside it is refused, naming the
line; a board with no history is answered as before.  The independent checks: the Comprehensive Rules' own example of
such an ability (Essence of the Wild, under 616), and that card's 2011-09-22 ruling that a creature entering under
its controller's control is an Essence of the Wild as it enters."""
import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import MODELS
from verifier.cards.words import relevant
from verifier.model.unfollowed import OTHERS_ENTERING

PROBES = MODELS.parent / "tests" / "golden" / "draw6_audit_probes"
CR = Path("/work/shared/reference/comprehensive-rules.txt")  # (../shared/reference from the main checkout)
RULINGS = Path("/work/shared/reference/rulings-2022.json.gz")
LINE = "Each creature token you control enters as a copy of this creature"

_BOARD = """[scenario]
name = "Thunderbond Vanguard beside a token on the board, no history"
source = "draw 6 audit AUD6B"

[[object]]
id = "v"
card = "Thunderbond Vanguard"

[[object]]
id = "b"
card = "Grizzly Bears"
token = true

[[claim]]
id = "c"
expr = "power(v) == 2"
expect = "proved"
"""


@pytest.fixture(autouse=True)
def _corpus():
    """Thunderbond Vanguard and Essence of the Wild are read from the Oracle corpus (phase.rs, MTGJSON)."""
    pytest.importorskip("phase")
    pytest.importorskip("mtg")


def test_the_audit_probe_is_refused_naming_the_line(run_cli, tmp_path):
    """The probe's token enters beside the Vanguard: the history is refused (exit 2), naming the line."""
    path = tmp_path / "thunderbond_vanguard_token_copy.toml"
    shutil.copy(PROBES / path.name, path)
    code, _, err = run_cli("check", str(path))
    assert code == 2 and f"{path}:16: error: the ability '{LINE}' replaces what other objects enter as" in err, err


def test_a_board_with_no_history_is_answered(run_cli, tmp_path):
    """Objects of a board have entered already: the CDA still counts both creatures (2/2)."""
    path = tmp_path / "board.toml"
    path.write_text(_BOARD)
    code, out, err = run_cli("check", str(path))
    assert code == 0 and "c: proved (expected proved) ok" in out, out + err


@pytest.mark.parametrize("name", ["Thunderbond Vanguard", "Essence of the Wild"])
def test_the_generated_card_notes_the_line_not_followed(name):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert not refusals and "replaces how other objects enter or what they enter as (614.1c, 707.5" in text


def test_the_rules_example_is_such_a_line():
    """The CR's example under 616 (read apart from the verifier): Essence of the Wild's line makes a creature
    entering under its controller's control enter as a copy of it; the guard's pattern reads that line."""
    if not CR.is_file():
        pytest.skip("no Comprehensive Rules file")
    example = next(ln for ln in CR.read_text(encoding="utf-8").splitlines() if "Essence of the Wild reads" in ln)
    line = re.search(r"“([^”]+)\.”", example)[1]
    assert "enter the battlefield as an untapped copy of Essence of the Wild" in example
    assert OTHERS_ENTERING.search(line) and relevant(line)


def test_the_ruling_says_the_entering_creature_is_a_copy():
    if not RULINGS.is_file():
        pytest.skip("no rulings file")
    with gzip.open(RULINGS, "rt", encoding="utf-8") as f:
        card = json.load(f)["cards"]["Essence of the Wild"]
    assert any("will be a copy of Essence of the Wild when it enters" in r["text"] for r in card["rulings"])
    assert OTHERS_ENTERING.search(card["oracle_2022"])


@pytest.mark.parametrize("line, others", [
    ("Each creature token you control enters as a copy of this creature.", True),  # 707.5 (Thunderbond Vanguard)
    ("Creatures you control enter as a copy of this creature.", True),  # (Essence of the Wild)
    ("Nontoken creatures you control enter as a copy of enchanted creature.", True),  # (Infinite Reflection)
    ("The next time one or more creatures enter this turn, they enter as copies of the chosen creature.", True),
    ("You may have this creature enter as a copy of any creature on the battlefield.", False),  # its own (copies.py)
    ("Raid — If you attacked this turn, you may have ~ enter as a copy of any creature on the battlefield.", False),
    ("~ enters as a copy of a creature you control.", False),  # its own: refused by `relevant`, not kept
    ("When this creature enters, draw a card.", False),
    ("enters as a copy", False),  # (the model's name of a card's own enters_as_copy, 707.5)
])
def test_other_objects_entering_as_is_told_from_its_own(line, others):
    """A table written apart: which lines replace what OTHER objects enter as (614.1c), which its own."""
    assert bool(OTHERS_ENTERING.search(line)) is others
    assert relevant(line) is ("enter" in line and " as " in line or line.startswith("enters as"))


@pytest.mark.parametrize("line, kind", [
    # (the hole made smaller: lines of the allowed cards kept by their text with no note, which change what the model
    # computes; each now refused as not translated, or kept with a note and a history guard)
    ("Your devotion to each color and each combination of colors is increased by one.", "relevant"),  # 700.5
    ("Trample over planeswalkers", "relevant"),  # 702.19e
    ("LEVEL 1-3", "relevant"),  # 711.2
    ("3/4", "relevant"),  # 711.2 (a striation's P/T)
    ("3 points each → +1/+1; or +0/+2", "relevant"),
    ("If this land would enter, instead sacrifice each other permanent named Sheltered Valley you control, then put "
     "this land onto the battlefield.", "instead"),  # 614.1a
    ("If this land would enter, sacrifice a Swamp instead. If you do, put this land onto the battlefield.", "instead"),
    ("As this Equipment enters, choose a creature you control it could be attached to. If you do, it enters attached to "
     "that creature.", "action"),  # 614.1c, 303.4f
    ("As this creature enters, choose a color.", None),  # 614.12: the scenario's `chosen`
    ("If this card is in your opening hand, you may begin the game with it on the battlefield.", None),  # 103.6a
    ("Commander enchantment", None),
])
def test_kept_lines_that_change_what_the_model_computes_are_refused_or_guarded(line, kind):
    """A table written apart: what each line is to the translator and the history guards."""
    from verifier.model.unfollowed import ENTERING_ACTION, ENTERING_INSTEAD
    found = {"relevant": relevant(line), "instead": bool(ENTERING_INSTEAD.search(line)),
             "action": bool(ENTERING_ACTION.search(line))}
    assert [k for k, v in found.items() if v] == ([kind] if kind else [])


def test_sheltered_valley_entering_is_refused_naming_the_line(run_cli, tmp_path):
    """614.1a: the land's replacement of its own entering is kept by its text: a land play of it is refused."""
    path = tmp_path / "valley.toml"
    path.write_text('[scenario]\nname = "v"\nsource = "draw 6 audit AUD6B follow-up"\nturn = "you"\n\n'
                    '[[object]]\nid = "s"\ncard = "Sheltered Valley"\nzone = "hand"\n\n'
                    '[[event]]\nstep = "main"\n\n[[event]]\nplay_land = "s"\nlabel = "p"\n\n'
                    '[[claim]]\nid = "c"\nat = "p"\nexpr = "controller(s) == you"\nexpect = "proved"\n')
    code, out, err = run_cli("check", str(path))
    assert code == 2 and "a replacement of how it enters (614.1a, 614.12)" in err and "Sheltered Valley" in err, \
        out + err


def test_a_keyword_line_with_a_part_not_read_is_refused():
    """702.1: kept whole by its text, none of its keywords (flying, trample) would be the object's."""
    from verifier.cards.table import generate
    text, refusals = generate("Emrakul and Chatterfang")
    assert text is None and any("a line of keywords with a part not read (702.1)" in r and "Forestwalk" in r
                                for r in refusals), refusals


@pytest.mark.parametrize("name, guard", [
    ("Malignus", "`verifier.load.damage` refuses a history that deals damage beside it"),  # 615.12, 702.16e
    ("Hedge Troll", "`verifier.load.damage` refuses a history that deals damage beside it"),  # 701.19
])
def test_a_kept_line_a_guard_reads_names_the_guard(name, guard):
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert not refusals and guard in text, text


def test_damage_that_cant_be_prevented_is_a_damage_rule():
    """615.12: damage that can't be prevented is dealt even where protection (702.16e) would prevent it, which the
    model follows: such a line refuses a history that deals damage."""
    from verifier.model.unfollowed import DAMAGE_RULES
    if CR.is_file():
        assert any(ln.startswith("702.16e") and "prevented" in ln for ln in CR.read_text(encoding="utf-8").splitlines())
    assert DAMAGE_RULES.search("Damage that would be dealt by this creature can't be prevented.")
    assert DAMAGE_RULES.search("Damage can't be prevented.")
