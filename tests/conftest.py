import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models"
# The random tests' depth: each runs this share of the examples its max_examples names, the first ones
# Hypothesis draws (derandomized: the same every run), so that the README's test command stays within its
# time; VERIFIER_TEST_DEPTH=1 runs every one (docs/testing.md).
DEPTH = float(os.environ.get("VERIFIER_TEST_DEPTH", "0.04"))


def examples(n: int) -> int:
    """How many of a random test's n examples this run draws (DEPTH)."""
    return max(4, round(n * DEPTH))

# Model snippets the bad-input tests build on.
HUMILITY = '''
[[object]]
id = "humility"
card = "Humility"
'''
BEARS = '''
[[object]]
id = "bears"
card = "Grizzly Bears"
'''
# cards with embalm and eternalize in their owner's graveyard (702.128a, 702.129a)
BURIED_CAT = '''
[[object]]
id = "cat"
card = "Sacred Cat"
zone = "graveyard"
'''
# what pays for them (602.2b): Sacred Cat's {W}, Earthshaker Khenra's {4}{R}{R}
CAT_MANA = '\n[[object]]\nid = "paying-plains"\ncard = "Plains"\n'
KHENRA_MANA = '\n[[card]]\nname = "Test Sixfold Mountain"\ntypes = ["land"]\nabilities = ["{T}: Add {R}{R}{R}{R}{R}{R}"]\n' \
    '\n[[object]]\nid = "paying-land"\ncard = "Test Sixfold Mountain"\n'
BURIED_KHENRA = '''
[[object]]
id = "khenra"
card = "Earthshaker Khenra"
zone = "graveyard"
'''


def claim(expr, expect="proved", extra=""):
    """A [[claim]] table with id "c"."""
    return f'''
[[claim]]
id = "c"
expr = "{expr}"
expect = "{expect}"
{extra}'''


def verdict(path, index: int = 0) -> str:
    """The verdict of a model file's claim (the first by default), over every order its history leaves open."""
    from verifier.load.loader import load_scenario
    from verifier.query import check_claim_over, possible_histories
    sc = load_scenario(path)
    return check_claim_over(possible_histories(sc).encodings, sc.claims[index]).verdict.value


def claim_verdict(write_model, text: str, expr: str, at: str = "", expect: str = "proved") -> str:
    """The verdict of one claim `expr` (at the point labelled `at`, if given) on the model `text`."""
    return verdict(write_model(text + claim(expr, expect, extra=f'at = "{at}"' if at else "")))


@pytest.fixture
def write_model(tmp_path):
    """Write a scenario file (with the bundled card library beside it) and return its path."""
    cards = tmp_path / "cards"
    cards.mkdir()
    for f in (MODELS / "cards").glob("*.toml"):
        (cards / f.name).write_text(f.read_text())

    def write(text: str, name: str = "scenario.toml") -> Path:
        p = tmp_path / name
        p.write_text(text)
        return p

    return write


@pytest.fixture
def run_cli(capsys):
    """Run the command line in-process: (exit status, stdout, stderr)."""
    from verifier import cli

    def run(*argv):
        code = cli.main([str(a) for a in argv])
        out, err = capsys.readouterr()
        return code, out, err

    return run


@pytest.fixture
def check_probe(run_cli, tmp_path):
    """`verifier check` of an audit's probe file (`folder/name.toml`), copied out of its folder so that only the
    bundled cards are beside it: (exit status, stdout, stderr)."""
    import shutil

    def check(folder: Path, name: str):
        path = tmp_path / f"{name}.toml"
        shutil.copy(folder / path.name, path)
        return run_cli("check", str(path))

    return check


def one_error_line(err: str, path, line=None) -> str:
    """The single `file:line: error: ...` line of a rejection."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    prefix = f"{path}:{line}: error: " if line is not None else f"{path}"
    assert lines[0].startswith(prefix), lines[0]
    return lines[0]


def refused_in_one_line(run_cli, path, line: int, message: str) -> None:
    """`verifier check` refuses the file: exit 2, one error line at `line` saying `message`."""
    code, out, err = run_cli("check", path)
    assert code == 2, out + err
    assert message in one_error_line(err, path, line)


def generated_card(name: str):
    """A card generated from its Oracle text (the cards extra): its TOML and its [[card]] table."""
    import tomllib
    from verifier.cards.table import generate
    text, refusals = generate(name)
    assert text is not None, refusals
    return text, tomllib.loads(text)["card"][0]



def kept_unread(result, part: str, reason: str = "") -> bool:
    """Whether an ability with `part` in its text was kept by its text unread (its card's `not_followed`,
    `verifier.cards.translate._resolving_or_kept`), with a note saying what of it was not read and
    `reason` in it; `result` is a `retexted` Translation or what `table.generate` returns (text, refusals)."""
    import tomllib
    if isinstance(result, tuple):
        text, _ = result
        if text is None:
            return False
        card, notes = tomllib.loads(text)["card"][0], [ln[2:] for ln in text.splitlines() if ln.startswith("# not ")]
    else:
        if result.card is None:
            return False
        card, notes = result.card, result.notes
    kept = [a for a in card.get("not_followed", []) if part in a]
    return bool(kept) and any(n.startswith("not followed: what ") and reason in n and kept[0][:30] in n
                              for n in notes)


def retexted(name: str, text: str, **fields):
    """A real card's record with its rules text replaced (the same card otherwise), translated (the cards extra)."""
    from verifier.cards import oracle
    from verifier.cards.translate import translate
    rec = {**oracle.record(name), "text": text, **fields}
    return translate(rec, oracle.face(rec))


def trial_body(name: str, text: str) -> str:
    """The trial scenario of a generated card (`verifier.cards.trial`: an Aura or Equipment on the
    creature "bear", a spell's [[effect]] on it), without its claim, for a test to add its own."""
    import re
    from verifier.cards import trial
    return re.sub(r"(?s)\[\[claim\]\].*", "", trial.scenario(name, text))
