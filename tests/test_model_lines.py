"""The line an error names: `ModelFile.line_of` against a reference that does not share
its reading of TOML.  The reference parses every prefix of the file with tomllib (a cut
inside a multi-line value moves to the first longer prefix that parses) and gives each
value the first line whose prefix defines it; `line_of` cuts the file into statements
and parses each alone."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, Dict, Iterator, Tuple

import pytest

from conftest import MODELS
from verifier.load.modelfile import ModelFile

# A spread of the bundled files, fixed by their sorted order (the reference is quadratic).
BUNDLED = sorted(MODELS.rglob("*.toml"))[::9]

TRICKY = '''# a comment first
title = "x"   # trailing
"dotted.key" = 1
a.b.c = 2
a.b.d = [
  1, # inside an array
  [2, "]"],
]
s = """
[[not.a.header]]
"""
t = \'\'\'
x = 1\'\'\'

[ tbl . inner ]
k = { p = 1, q = [1, 2] }

[[arr]]
n = 1
[[arr.sub]]
m = 1
[[arr.sub]]
m = 2
  [[arr]]
n = 2
[arr.plain]
z = 0
[[arr.sub]]
m = 3
[tbl]
late = true
'''


def _paths(value: Any, at: Tuple = ()) -> Iterator[Tuple]:
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, inner in items:
        yield at + (key,)
        yield from _paths(inner, at + (key,))


def _get(data: Any, at: Tuple) -> Any:
    for key in at:
        try:
            data = data[key]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def reference_lines(text: str) -> Dict[Tuple, int]:
    """Each value's line: the least k whose prefix of k lines, completed to the first
    longer prefix that parses, defines it."""
    lines = text.split("\n")
    out: Dict[Tuple, int] = {}
    first_open = 1  # the first k whose completed prefix is the next one that parses
    for k in range(1, len(lines) + 1):
        try:
            parsed = tomllib.loads("\n".join(lines[:k]))
        except tomllib.TOMLDecodeError:
            continue
        for at in _paths(parsed):
            out.setdefault(at, first_open)
        first_open = k + 1
    return out


def _check(path: Path, text: str) -> None:
    mf = ModelFile(path, text.encode())
    expected = reference_lines(text)
    assert expected, path
    wrong = {at: (mf.line_of(at), line) for at, line in expected.items() if mf.line_of(at) != line}
    assert not wrong, (path, sorted(wrong.items())[:5])


def test_tricky_toml_lines():
    _check(Path("tricky.toml"), TRICKY)
    mf = ModelFile(Path("tricky.toml"), TRICKY.encode())
    assert mf.line_of(("arr", 1, "sub", 0, "m")) == 29  # after [arr.plain], [[arr.sub]] opens arr[1].sub[0]
    assert mf.line_of(("arr", 0, "sub", 1)) == 22
    assert mf.line_of(("tbl", "late")) == 31
    assert mf.line_of(("arr", 0, "nowhere", 3)) == 18  # a missing value: its nearest enclosing one


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(MODELS)))
def test_bundled_file_lines(path: Path):
    _check(path, path.read_text())
