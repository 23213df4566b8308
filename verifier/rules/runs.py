"""One pass through the layer system (`verifier.rules.layers`): its bookkeeping, the
steps a concrete run tells, and the game at a point as a resolved effect beginning
then sees it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional

from verifier.state import ObjState

Value = Any
State = Dict[str, ObjState]


@dataclass
class Step:
    """One applied effect in a concrete run, for counterexample traces."""

    layer: str
    effect: str
    affected: List[str]
    after: Dict[str, dict]


@dataclass
class Run:
    """Bookkeeping of one pass through the layers."""

    active: Dict[str, Value]    # effect id -> whether it exists in this game state
    present: Dict[str, Value]   # object id -> whether it is on the battlefield
    attached: Dict[str, Value]  # object id -> code of what it is attached to (-1: nothing)
    trace: Optional[List[Step]]
    started: Dict[str, Value] = field(default_factory=dict)  # effect id -> existed when it started to apply (613.6)
    affected: Dict[str, Dict[str, Value]] = field(default_factory=dict)  # effect id -> object -> locked membership
    copiable: Optional[State] = None  # the objects after layer 1 (613.2c)
    final: Optional[State] = None
    copied_at: Dict[str, Value] = field(default_factory=dict)  # object -> its latest copy effect's timestamp
    order: Dict[tuple, Value] = field(default_factory=dict)  # (e, f) -> e precedes f, after layer 1
    counters: Optional[Dict[str, dict]] = None  # each object's counters, once state-based actions changed them
    zones: Optional[Dict[str, Value]] = None  # off the battlefield, the zone each object is in (model.ZONES codes)
    # (layer, a, b) -> at each step, whether a depended on b then (613.8a): kept by a final pass only (`Evaluation.final`)
    dependencies: Optional[Dict[tuple, List[Value]]] = None


def world(state: State, copiable: State) -> Run:
    """The game at one point, as a resolved effect beginning then sees it (611.2c,
    608.2h, 707.2b): the objects on the battlefield, their characteristics and their
    copiable values."""
    run = Run(active={}, present={o: s.on_battlefield for o, s in state.items()}, attached={}, trace=None,
              zones={o: s.zone for o, s in state.items()})
    run.final, run.copiable = state, copiable
    return run
