from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MODELS = ROOT / "models"


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
