"""Which pairs of cards the census checks (issue 26): a read/write analysis of each card's
static abilities, as the verifier loads them, and the pairs it cannot rule out.

A card *writes* a characteristic in a layer when one of its effects has a part there that can
change it (613.1, 613.8a: `Part.writes`); it *reads* a characteristic when its effect's
existence, affected set, condition or amounts look at it (613.8a: `Filter.reads`,
`Condition.reads`, `Count.reads`).  Every static ability's existence reads whether its object
still has it, so a card that can take abilities away ("loses all abilities", 305.7's land types,
a copy) writes `abilities lost`, which every static card reads.

Two cards are a pair when one writes what the other reads, or both write the same
characteristic in the same layer or sublayer (then timestamp order decides, 613.7)."""
from __future__ import annotations

import hashlib
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import FrozenSet, Iterable, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.load.loader import load_model
from verifier.model import MANA_VALUE, Effect, Filter
from verifier.tomlwrite import string

LOST = "abilities lost"  # an effect can take its object's static abilities away (613.8a: its existence)


@dataclass(frozen=True)
class Profile:
    """What one card's static abilities write and read, and the filters a board for it needs objects for."""

    name: str
    writes: FrozenSet[Tuple[str, str]]  # (characteristic, layer)
    reads: FrozenSet[str]
    filters: Tuple[Filter, ...]

    @property
    def written(self) -> FrozenSet[str]:
        return frozenset(ch for ch, _ in self.writes)

    @property
    def static(self) -> bool:
        return bool(self.writes or self.reads)


def _writes(e: Effect) -> set:
    out = set()
    for part in e.parts:
        out |= {(ch, part.layer) for ch in part.writes()}
        if part.layer in ("1a", "1b") or part.removes_some or part.land_types is not None:  # (305.7: a land type set)
            out.add((LOST, part.layer))
    return out


def _reads(e: Effect) -> set:
    out = {LOST} | e.affects.reads()  # its existence (613.8a), what it applies to (611.3a)
    out |= e.condition.reads() if e.condition is not None else set()
    for part in e.parts:
        out |= {"mana_value"} if MANA_VALUE in (part.power, part.toughness) else set()
        out |= {"controller"} if part.controller is not None else set()  # "you" is its controller (109.5)
        for amount in part.amounts():
            out |= amount.reads()
    return out


def _filters(e: Effect) -> List[Filter]:
    found = list(e.affects.each())
    if e.condition is not None and e.condition.you_control is not None:
        found += e.condition.you_control.each()
    found += [f for part in e.parts for a in part.amounts() for f in a.of.each()]
    return found


def profile(name: str) -> Tuple[Optional[Profile], Optional[str]]:
    """The card's profile, from the model the verifier loads for it alone on the
    battlefield; or None and why it does not load."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "card.toml"
        path.write_text(f'[scenario]\n\n[[object]]\nid = "a"\ncard = {string(name)}\n', encoding="utf-8")
        try:
            sc = load_model(path)
        except ModelError as exc:
            return None, exc.message
    if {"instant", "sorcery"} & set(sc.objects["a"].printed.types):
        return None, "an instant or sorcery: never on the battlefield (304.4, 307.4), where the census's boards are"
    effects = [e for e in sc.effects.values() if e.static and e.source == "a"]
    writes = set().union(*[_writes(e) for e in effects]) if effects else set()
    reads = set().union(*[_reads(e) for e in effects]) if effects else set()
    filters = tuple(dict.fromkeys(f for e in effects for f in _filters(e)))
    return Profile(name, frozenset(writes), frozenset(reads), filters), None


def interact(a: Profile, b: Profile) -> bool:
    """Whether the pair may interact: one writes what the other reads, or both write one
    characteristic in one layer (613.7 then orders them)."""
    return bool(a.written & b.reads or b.written & a.reads or a.writes & b.writes)


def pairs(profiles: Iterable[Profile]) -> List[Tuple[str, str]]:
    """Every pair of distinct cards that may interact, each once, names in order."""
    statics = sorted((p for p in profiles if p.static), key=lambda p: p.name)
    return [(a.name, b.name) for i, a in enumerate(statics) for b in statics[i + 1:] if interact(a, b)]


def sample(found: List[Tuple[str, str]], count: Optional[int], seed: int) -> List[Tuple[str, str]]:
    """The first `count` pairs in the order of SHA-256 of the seed and their names (all of
    them if `count` is None): the same inputs give the same pairs in the same order."""
    key = [(hashlib.sha256(f"census {seed}: {a} | {b}".encode()).hexdigest(), (a, b)) for a, b in found]
    ordered = [p for _, p in sorted(key)]
    return ordered if count is None else ordered[:count]
