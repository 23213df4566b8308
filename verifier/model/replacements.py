"""Replacement effects on counters (614.1a): what the model knows of them."""
from __future__ import annotations

from dataclasses import dataclass

from verifier.model.effects import Filter


@dataclass(frozen=True)
class CounterReplacement:
    """A replacement effect on one or more counters being put on a permanent (614.1a),
    an object entering with them included (614.1c, 122.6): it exists while `source` has
    `ability`, and applies to a permanent matching `affects` ("you" is the source's
    controller) getting counters of one of `kinds` (of any kind, if none are listed):
    that many `times` over, plus `plus` ("that many plus one", Hardened Scales; "twice
    that many", Doubling Season).  `entering`: it applies only to a permanent entering,
    which enters with `plus` more, even if it would enter with none (614.1c: "enters with
    an additional +1/+1 counter", Metallic Mimic).  `forbids`: no replacement but a "can't"
    (101.2, 122.5: "can't have counters put on it"): while it applies none are put, whatever
    the replacement effects would make of them (`verifier.load.counter_bans`)."""

    id: str
    source: str
    ability: str
    affects: Filter
    kinds: tuple = ()
    plus: int = 0
    times: int = 1
    entering: bool = False
    forbids: bool = False


@dataclass(frozen=True)
class TokenReplacement:
    """A replacement effect on tokens being created (614.1a): while `source` has `ability`,
    an effect that would create one or more tokens under its controller's control creates
    `times` that many instead (Anointed Procession, Parallel Lives, Doubling Season)."""

    id: str
    source: str
    ability: str
    times: int = 2
