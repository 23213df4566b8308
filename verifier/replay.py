"""The concrete interpreter run on one ordering (`Replay`): every model Z3 returns is replayed through it
before it is reported (`verifier.query`), with the ordering (`Ordering`) and what the replay shows
(`Counterexample`)."""
from __future__ import annotations

import ast
import copy
from dataclasses import dataclass, field, replace
from typing import Dict, List, Optional, Tuple

from verifier.expr import Expr
from verifier.game import Game
from verifier.rules.dependency import DependencyEdge, dependency_edges
from verifier.rules.runs import Step
from verifier.rules.narrate import narrate
from verifier.model import Scenario, groups
from verifier.ops import ConcreteOps
from verifier.state import Vocabulary, snapshot



@dataclass
class Counterexample:
    order: List[str]                     # timestamped ids, earliest first
    objects: Dict[str, dict]             # final characteristics of the objects involved
    trace: List[Step] = field(default_factory=list)
    ties: List[List[str]] = field(default_factory=list)  # effects sharing a timestamp, in applied order
    mana: List[str] = field(default_factory=list)  # how the mana answers came about (choices, derivations)
    history: List[str] = field(default_factory=list)  # the history turn by turn, when there is one
    dependencies: List[DependencyEdge] = field(default_factory=list)  # those that held in it (613.8a)
    # what was replayed, to write it to be re-run (`verifier.reproduce`): the scenario with its history's
    # events in the order replayed, and the ordering and choices
    scenario: Optional[Scenario] = field(default=None, repr=False, compare=False)
    ordering: Optional["Ordering"] = field(default=None, repr=False, compare=False)
    asked: Dict[str, int] = field(default_factory=dict, repr=False, compare=False)  # the choices the replay asked


@dataclass(frozen=True)
class Ordering:
    """One permitted ordering: a timestamp per timestamped id, and a rank for each
    effect that shares its timestamp with others (`Scenario.ties`); with the
    players' choices it was asked with (`verifier.rules.mana`)."""

    ts: Dict[str, int]
    tb: Dict[str, int] = field(default_factory=dict)
    choices: Dict[str, int] = field(default_factory=dict)
    slots: Dict[Tuple[str, int], int] = field(default_factory=dict)  # of a group left to the solver, each position

    def order(self) -> List[str]:
        return sorted(self.ts, key=lambda i: self.ts[i])

    def ties(self, groups) -> List[List[str]]:
        return [sorted(g, key=lambda e: self.tb[e]) for g in groups]


class Replay:
    """The concrete interpreter run on one ordering."""

    def __init__(self, sc: Scenario, vocab: Vocabulary, ordering: Ordering, traced: bool = True,
                 at: Optional[str] = None, worlds: Optional[dict] = None):
        # events that may come in either order: run in the order the timestamps stand for (`groups`)
        sc, ts = groups.concrete(sc, ordering.ts, ordering.slots)
        ordering = replace(ordering, ts=ts)
        self.sc, self.vocab, self.ordering, self.at = sc, vocab, ordering, at
        self.trace: List[Step] = []
        self.asked: Dict[str, int] = {}  # every choice the mana rules asked for, with its size
        self.game = Game(sc, vocab, ConcreteOps, ordering.ts, ordering.tb, self._choice,
                         trace=self.trace if traced else None, worlds=worlds)
        self.state = self.game.board(at).state

    def rechoose(self, choices: Dict[str, int]) -> "Replay":
        """The same boards with other choices of the players (itself, if they are the same)."""
        mine = self.ordering.choices
        if all(choices.get(n, 0) == mine.get(n, 0) for n in set(choices) | set(mine)):
            return self
        other = copy.copy(self)
        other.ordering = Ordering(self.ordering.ts, self.ordering.tb, choices, self.ordering.slots)
        other.game = self.game.rechosen(other._choice, choices)
        h = other.game.history
        other.asked = dict(h.sizes) if h is not None else {}  # (what its history asked, if it goes on)
        return other

    def _choice(self, name: str, size: int) -> int:
        self.asked[name] = size
        return self.ordering.choices.get(name, 0)

    def value(self, expr: Expr, at: Optional[str] = None):
        return self.game.value(expr, at)

    @property
    def possible(self) -> bool:
        """Whether every event of the history is possible where it stands in this ordering."""
        return self.game.all_legal()

    @property
    def choices_valid(self) -> bool:
        """Whether the choices made are ones the rules allow (`Mana.constraints`)."""
        return all(self.game.choice_constraints()) and all(
            0 <= self.ordering.choices.get(n, 0) < size for n, size in self.asked.items())

    def mana_notes(self, objects: List[str], expr: Expr) -> List[str]:
        """How the mana answers came about: the choices of each activation, and why
        each object the expression asks about could produce what it could; and the
        players' choices a history told in words."""
        mana = self.game.board(self.at).mana
        notes = list(dict.fromkeys(mana.notes))
        h = self.game.history
        if h is not None:  # choices told in words (the order of replacement effects, 616.1)
            notes += [f"{name} {options[h.used[name]]}" for name, options in h.told.items()
                      if isinstance(h.used.get(name), int) and 0 <= h.used[name] < len(options)]
        if any(isinstance(n, ast.Name) and n.id == "could_produce" for n in ast.walk(expr.tree)):
            for o in objects:
                notes += [n for n in mana.derivation(o) if n not in notes]
        return notes

    def order(self) -> List[str]:
        """The ordering's ids, earliest first, without the effects this history never
        begins (608.2c: an ability or spell it does not resolve)."""
        never = set(self.sc.never_begun())
        return [i for i in self.ordering.order() if i not in never]

    def ties(self) -> List[List[str]]:
        return self.ordering.ties(self.sc.ties())

    def example(self, objects: List[str], expr: Expr) -> Counterexample:
        involved = objects or list(self.sc.objects)
        history = narrate(self.game.history, involved) if self.game.history else []
        return Counterexample(order=self.order(),
                              objects={o: snapshot(self.state[o], self.vocab) for o in involved},
                              trace=self.trace, ties=self.ties(), mana=self.mana_notes(objects, expr), history=history,
                              dependencies=dependency_edges([self.game.evaluation_at(self.at)], bool),
                              scenario=self.sc, ordering=self.ordering, asked=dict(self.asked))
