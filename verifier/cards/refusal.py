"""What the Oracle-card translator says when it does not model a card or a line."""
from __future__ import annotations


class Refusal(Exception):
    """A card, or one of its lines, this translator does not model: the reason."""


def short(line: str) -> str:
    """A line cut to 40 characters, for notes."""
    return line if len(line) <= 40 else line[:37] + "..."
