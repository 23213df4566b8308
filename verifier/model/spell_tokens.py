"""The tokens an instant's or sorcery's resolution creates (111.1, 608.2c)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class SpellTokens:
    """111.1, 608.2c: the tokens `spell` (an instant or sorcery, or a copy of one, 707.10) creates as it
    resolves: the objects `created_by` it, under its controller's control (111.2).  `how_many` is what
    its text says: a number, or a Count read as it resolves (608.2h), the first X of them created; the
    same reading as a trigger's (`Trigger.creates`, `Triggered.makes`)."""

    spell: str
    creates: tuple
    how_many: Any = None
    of_each_kind: bool = False  # (its number is of all its tokens: "X of each kind" is a trigger's, 111.3)

    @property
    def source(self) -> str:
        """What a count of it reads as its own object ("other" objects): the spell itself."""
        return self.spell
