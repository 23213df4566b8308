"""The bundled hand-written cards found from anywhere (issue 25): after a scenario's own [[card]]s,
the cards/ folders beside and above it and each --cards DIR, `card = "..."` looks in the cards that
ship with the verifier (models/cards/ in the checkout, verifier/data/cards/ in a wheel). The last
test builds the wheel, installs it in a fresh venv and checks a scenario outside the repository."""
import os
import shutil
import site
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from conftest import MODELS
from verifier.load import files

ROOT = MODELS.parent

HUMBLED = '''[scenario]
name = "a creature under Humility"

[[object]]
id = "hum"
card = "Humility"

[[object]]
id = "bear"
types = ["creature"]
power = 4
toughness = 4

[[claim]]
id = "humble"
expr = "power(bear) == {power}"
expect = "proved"
'''

MY_HUMILITY = '''[[card]]
name = "Humility"
types = ["enchantment"]
'''


@pytest.fixture
def alone(tmp_path):
    """A scenario under Humility (613.1f, 613.4b: every creature is 1/1) in a folder with no cards/
    folder beside it or above it."""
    folder = tmp_path / "deck"
    folder.mkdir()
    assert not any((f / "cards").is_dir() for f in [folder, *folder.parents])
    path = folder / "s.toml"
    path.write_text(HUMBLED.format(power=1))
    return path


def test_the_bundled_cards_are_the_checkouts_models_cards():
    assert files.bundled_cards() == (MODELS / "cards").resolve()


def test_a_scenario_with_no_cards_folder_finds_a_bundled_card(run_cli, alone):
    code, out, err = run_cli("check", "--jobs", "1", alone)
    assert (code, err) == (0, "")
    assert f"{alone}: humble: proved (expected proved) ok" in out.splitlines()


def test_a_users_own_card_wins_over_the_bundled_one(run_cli, alone):
    (alone.parent / "cards").mkdir()
    (alone.parent / "cards" / "mine.toml").write_text(MY_HUMILITY)  # no ability: the bear stays 4/4
    alone.write_text(HUMBLED.format(power=4))
    code, out, err = run_cli("check", "--jobs", "1", alone)
    assert (code, err) == (0, "")
    assert f"{alone}: humble: proved (expected proved) ok" in out.splitlines()


def test_a_cards_dir_wins_over_the_bundled_cards(run_cli, alone, tmp_path):
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "mine.toml").write_text(MY_HUMILITY)
    alone.write_text(HUMBLED.format(power=4))
    code, out, err = run_cli("check", "--jobs", "1", "--cards", tmp_path / "mine", alone)
    assert (code, err) == (0, "")
    assert f"{alone}: humble: proved (expected proved) ok" in out.splitlines()


def test_without_bundled_cards_the_error_says_none_was_searched(run_cli, alone, monkeypatch):
    from verifier.cards import oracle
    monkeypatch.setattr(files, "bundled_cards", lambda: None)
    monkeypatch.setattr(oracle, "available", lambda: False)  # (else Humility is generated from its Oracle text)
    code, _, err = run_cli("check", "--jobs", "1", alone)
    assert code == 2
    assert err.strip().startswith(f"{alone}:6: error: unknown card 'Humility': not in the file nor in the card "
                                  "folders searched (none: no cards/ folder beside the file or above it, no "
                                  "bundled cards)")


def _source_copy(dest: Path) -> Path:
    """What a clean checkout holds for the build: the package, the cards, the build files."""
    shutil.copytree(ROOT / "verifier", dest / "verifier", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(MODELS / "cards", dest / "models" / "cards")
    for name in ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    return dest


def _builders() -> list[str]:
    """The running interpreter, then each python3 on PATH (the wheel is pure Python: any builds it)."""
    on_path = [Path(d) / "python3" for d in os.environ.get("PATH", "").split(os.pathsep) if d]
    return list(dict.fromkeys(str(p) for p in [Path(sys.executable), *on_path] if p.is_file()))


def _why(stderr: str) -> str:
    """pip's own cause of a failed build, such as `invalid command 'bdist_wheel'`."""
    lines = [line.strip() for line in stderr.splitlines() if "error" in line.lower()]
    return next((line for line in lines if "-with-error" not in line and "generation-failed" not in line),
                (lines or ["?"])[-1])


def _build_wheel(src: Path, dist: Path) -> Path:
    """The wheel, built without network by the first interpreter that can (setuptools before
    70.1 needs the wheel package, which the test's own venv may lack); else the test is skipped."""
    failures = []
    for python in _builders():
        run = subprocess.run([python, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "--no-index",
                              "-w", str(dist), str(src)], capture_output=True, text=True, timeout=120)
        if run.returncode == 0:
            return next(dist.glob("*.whl"))
        failures.append(f"{python}: {_why(run.stderr)}")
    pytest.skip(f"no interpreter here builds a wheel offline ({'; '.join(failures)})")


def _fresh_venv(where: Path, wheel: Path) -> Path:
    """A venv with the wheel installed (not editable), the running interpreter's site-packages
    (z3, tqdm) visible to it through a .pth file."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=60)
    [own] = where.glob("lib/python*/site-packages")
    (own / "deps.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(where / "bin" / "python"), "install", "-q",
                    "--no-deps", "--no-index", str(wheel)], check=True, timeout=120)
    return where / "bin"


def test_an_installed_wheel_finds_the_bundled_cards_from_anywhere(tmp_path, alone):
    wheel = _build_wheel(_source_copy(tmp_path / "src"), tmp_path / "dist")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"verifier/data/cards/{f.name}" for f in (MODELS / "cards").glob("*.toml")} <= names
    bin_dir = _fresh_venv(tmp_path / "venv", wheel)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}  # the installed package, not the checkout
    found = subprocess.run([str(bin_dir / "python"), "-c", "from verifier.load import files; "
                            "print(files.bundled_cards())"], cwd=alone.parent, env=env, capture_output=True,
                           text=True, timeout=60)
    assert found.stdout.strip().startswith(str(tmp_path / "venv" / "lib"))
    run = subprocess.run([str(bin_dir / "verifier"), "check", alone.name], cwd=alone.parent, env=env,
                         capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stderr) == (0, "")
    assert "s.toml: humble: proved (expected proved) ok" in run.stdout.splitlines()
