"""The two kinds of failure: bad input from the user, and bugs in the verifier."""
from __future__ import annotations


class VerifierError(Exception):
    """Root of the verifier's own exceptions."""


class ModelError(VerifierError):
    """A model file the verifier cannot accept; reported as `file:line: error: ...`."""

    def __init__(self, path: str, line: int, message: str):
        super().__init__(message)
        self.path, self.line, self.message = path, line, message

    def __reduce__(self):  # raised in a worker process, reported by the parent
        return ModelError, (self.path, self.line, self.message)

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return one_line(f"{where}: error: {self.message}")


def one_line(text: str) -> str:
    """`text` with every line break and other unprintable character escaped, so
    that a message naming a path or an argument stays on one line."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class InternalError(VerifierError):
    """The symbolic and concrete semantics disagree: an encoding bug, never a result."""
