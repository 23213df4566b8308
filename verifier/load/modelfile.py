"""Reading a model file: bounded, decoded, parsed, and able to say which line
holds any value in it.

Every problem is a `ModelError` naming the file and, wherever the file has
lines, the line.  A value is named by its path of keys and array indices, such
as ``("object", 2, "layer7d", "switch")``; `ModelFile.line_of` finds the line of
the statement that defines it: a character scan cuts the file into statements
(table headers and key/value pairs), `tomllib` itself parses each one alone, and
the headers are resolved as TOML resolves them (an array of tables' header
opens its next element).  tests/test_model_lines.py holds it to the first prefix
of the file whose parse defines the value, on every bundled model.
"""
from __future__ import annotations

import copy
import os
import re
import stat
import tomllib
from pathlib import Path
from typing import Any, Dict, Optional, Sequence, Tuple, Union

from verifier.errors import ModelError

MAX_BYTES = 1 << 20          # a model file is at most 1 MiB
MAX_NESTING = 32             # arrays and inline tables nested deeper are refused

Key = Union[str, int]
KeyPath = Tuple[Key, ...]


def read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_BYTES (FIFOs and devices are
    refused before they are opened, so they cannot block or exhaust memory)."""
    where = str(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ModelError(where, 0, f"cannot read: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise ModelError(where, 0, "not a regular file")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ModelError(where, 0, f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:  # named at the line where the file passes the limit
        raise ModelError(where, raw[:MAX_BYTES].count(b"\n") + 1, f"file is larger than {MAX_BYTES} bytes")
    return raw


class ModelFile:
    """One parsed model file."""

    def __init__(self, path: Path, raw: bytes):
        self.path = path
        try:
            self.text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = raw[:exc.start].count(b"\n") + 1
            raise ModelError(str(path), line, f"not UTF-8 text (byte {exc.start})") from None
        self.lines = _toml_lines(self.text)
        self._starts = self._statement_starts()
        self.data = self._parse(self.text)
        self._lines: Optional[Dict[KeyPath, int]] = None

    def at(self, path: Path) -> "ModelFile":
        """The same parsed text, read from `path` (itself if it is that path already)."""
        if path == self.path:
            return self
        other = copy.copy(self)  # (what is parsed depends on the text alone, and is shared)
        other.path = path
        return other

    # -- errors ----------------------------------------------------------------

    def error(self, at: KeyPath, message: str) -> ModelError:
        return ModelError(str(self.path), self.line_of(at), message)

    def line_of(self, at: KeyPath) -> int:
        """The first line of the statement that defines the value at `at` (or, if
        there is none, of its nearest enclosing value); 0 for a file without lines."""
        if not self.lines:
            return 0
        at = _existing(self.data, at)
        if not at:
            return 1
        if self._lines is None:
            self._lines = self._line_index()
        return self._lines[at]

    # -- parsing ---------------------------------------------------------------

    def _parse(self, text: str) -> dict:
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            m = re.search(r"\(at line (\d+)", str(exc))
            line = int(m.group(1)) if m else max(1, len(self.lines))  # "at end of document"
            message = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", str(exc))
            raise ModelError(str(self.path), line, f"invalid TOML: {message}") from None
        except RecursionError:  # _statement_starts bounds the nesting; kept as a last guard
            raise ModelError(str(self.path), 1, "invalid TOML: nested too deeply") from None
        except ValueError:  # an integer literal beyond Python's conversion limit
            m = re.search(r"[0-9_]{1000,}", text)
            line = text.count("\n", 0, m.start()) + 1 if m else 1
            raise ModelError(str(self.path), line, "invalid TOML: a number far too long") from None

    def _line_index(self) -> Dict[KeyPath, int]:
        """The first line of the statement that defines each value of the file, by its
        key path: each statement parsed alone, below the table its header opened."""
        index: Dict[KeyPath, int] = {}
        opened: Dict[KeyPath, int] = {}  # the elements each array of tables has had so far
        table: KeyPath = ()
        bounds = self._starts + [len(self.lines) + 1]
        for first, end in zip(bounds, bounds[1:]):
            parsed = tomllib.loads("".join(self.lines[first - 1:end - 1]))
            if self.lines[first - 1].lstrip().startswith("["):
                table = _header(parsed, self.data, opened)
                found = [table[:n] for n in range(1, len(table) + 1)]
            else:
                found = [table + sub for sub in _paths(parsed)]
            for at in found:
                index.setdefault(at, first)
        return index

    def _statement_starts(self) -> list:
        """The lines where a statement (a header or a key/value pair) starts: outside
        strings, arrays and comments, by a character scan.  It refuses arrays and
        inline tables nested deeper than MAX_NESTING, naming the line."""
        depth, quote, line, starts = 0, "", 1, []
        text, i, n = self.text, 0, len(self.text)
        while i < n:
            ch = text[i]
            if (i == 0 or text[i - 1] == "\n") and not quote and not depth:
                end = text.find("\n", i)
                rest = text[i:end if end >= 0 else n].strip()
                if rest and not rest.startswith("#"):
                    starts.append(line)
            plain = _PLAIN.match(text, i)
            if plain:  # (characters that change nothing here, skipped at once)
                i = plain.end()
                continue
            if ch == "\n":
                line += 1
                if quote in ('"', "'"):
                    quote = ""  # single-line strings end at the line; tomllib reports the error
            elif quote:
                if quote in ('"', '"""') and ch == "\\":
                    i += 1
                    if i < n and text[i] == "\n":
                        line += 1
                elif text.startswith(quote, i):
                    i += len(quote) - 1
                    quote = ""
            elif ch == "#":
                while i < n and text[i] != "\n":
                    i += 1
                continue
            elif ch in "\"'":
                quote = ch * 3 if text.startswith(ch * 3, i) else ch
                i += len(quote) - 1
            elif ch in "[{":
                depth += 1
                if depth > MAX_NESTING:
                    raise ModelError(str(self.path), line,
                                     f"arrays or inline tables nested more than {MAX_NESTING} deep")
            elif ch in "]}":
                depth = max(0, depth - 1)
            i += 1
        return starts


# A run of characters the scan of `_statement_starts` passes over, in a string or out of one: none
# that ends a line, a string or a comment, nor opens one, nor nests, nor escapes.
_PLAIN = re.compile(r"[^\n#\"'\[\]{}\\]+")


def _toml_lines(text: str) -> list:
    """The lines as TOML counts them: ended by "\n" only (not by U+2028 and the
    other separators `str.splitlines` knows), each with its ending."""
    parts = text.split("\n")
    lines = [p + "\n" for p in parts[:-1]]
    return lines + [parts[-1]] if parts[-1] else lines


def _get(data: Any, at: Sequence[Key]) -> Any:
    for key in at:
        if isinstance(key, int) and isinstance(data, list) and 0 <= key < len(data):
            data = data[key]
        elif isinstance(key, str) and isinstance(data, dict) and key in data:
            data = data[key]
        else:
            return None
    return data


def _header(parsed: dict, data: dict, opened: Dict[KeyPath, int]) -> KeyPath:
    """The path of the table a header opens, as TOML resolves it: a key naming an array of
    tables stands for its last element so far, and an array header opens the next one."""
    keys, node = [], parsed
    while isinstance(node, dict) and len(node) == 1:
        key, node = next(iter(node.items()))
        keys.append(key)
    path: KeyPath = ()
    for n, key in enumerate(keys):
        path += (key,)
        if isinstance(_get(data, path), list):
            if n == len(keys) - 1 and isinstance(node, list):
                opened[path] = opened.get(path, 0) + 1
            path += (opened.get(path, 1) - 1,)
    return path


def _paths(value: Any) -> list:
    """Every key path inside a parsed value, outer ones first."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    return [p for key, inner in items for p in [(key,)] + [(key,) + sub for sub in _paths(inner)]]


def _existing(data: Any, at: KeyPath) -> KeyPath:
    """The longest prefix of `at` that names a value in `data`."""
    for n in range(len(at), 0, -1):
        if _get(data, at[:n]) is not None:
            return at[:n]
    return ()
