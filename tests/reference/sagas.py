"""One Saga under its controller's control, read from the Comprehensive Rules alone (714, 704.5s),
apart from `verifier.rules`: a history of small steps played on a counter, a stack and a life total.

The Saga has chapter abilities, each a tuple of chapter numbers (714.2c: "I, II" is two abilities)
and the life its controller gains as it resolves.  Steps: ("enters",) from a hand, with one lore counter
(714.3a); ("turn", player) begins a turn, the stack empty (500.2); ("main",) begins a main phase, the
turn's first one putting a lore counter on the Saga if its controller is the active player and it has a
chapter ability (505.1a, 714.3c); ("put", k) and ("remove", k) put or remove lore counters (122.1);
("resolve", i) resolves an instance of chapter ability i, which must be on top of the stack: abilities
triggering at once are put there in the order their controller likes (603.3b), so any of those at once
on top may be the one; ("leaves",) puts the Saga into its owner's graveyard.  A chapter ability triggers
for each of its numbers n as lore counters put on the Saga take their number from below n to at least n
(714.2b); once on the stack it resolves whatever became of the Saga.  After each step, the Saga on the
battlefield with a chapter ability, lore counters at least its final chapter number (714.2d) and no
chapter ability of it on the stack is sacrificed (704.5s)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Sequence, Tuple

from .layers import Impossible

Chapter = Tuple[Tuple[int, ...], int]  # (its chapter numbers, the life it gains)


@dataclass
class SagaGame:
    chapters: Sequence[Chapter]
    on_battlefield: bool = False
    lore: int = 0
    life: int = 20
    active: str = "you"
    first_main: bool = False  # whether the next main phase is the turn's first (505.1a)
    stack: List[List[int]] = field(default_factory=list)  # groups put there at once, the top one last

    def step(self, s: tuple) -> None:
        kind = s[0]
        if kind == "enters":
            if self.on_battlefield:
                raise Impossible("the Saga is on the battlefield already")
            self.on_battlefield = True
            self.lore = 0
            self._put(1)  # 714.3a
        elif kind == "turn":
            if self.stack:
                raise Impossible("a turn begins with abilities on the stack (500.2)")
            self.active, self.first_main = s[1], True
        elif kind == "main":
            if self.stack:
                raise Impossible("a step begins with abilities on the stack (500.2)")
            first, self.first_main = self.first_main, False
            if first and self.active == "you" and self.on_battlefield and self.chapters:  # 714.3c
                self._put(1)
        elif kind in ("put", "remove"):
            if not self.on_battlefield:
                raise Impossible("counters on a Saga not on the battlefield")
            if kind == "put":
                self._put(s[1])
            else:
                self.lore = max(0, self.lore - s[1])
        elif kind == "resolve":
            if not self.stack or s[1] not in self.stack[-1]:
                raise Impossible(f"chapter {s[1]} is not on top of the stack")
            self.stack[-1].remove(s[1])
            if not self.stack[-1]:
                self.stack.pop()
            self.life += self.chapters[s[1]][1]  # (whatever became of the Saga)
        elif kind == "leaves":
            if not self.on_battlefield:
                raise Impossible("the Saga is not on the battlefield")
            self.on_battlefield = False
        self._sacrifice()

    def _put(self, k: int) -> None:
        """714.2b: each chapter number passed by these k counters triggers its ability."""
        before, self.lore = self.lore, self.lore + k
        group = [i for i, (numbers, _) in enumerate(self.chapters) for n in numbers if before < n <= self.lore]
        if group:
            self.stack.append(group)

    def _sacrifice(self) -> None:
        final = max((n for numbers, _ in self.chapters for n in numbers), default=0)  # 714.2d
        if self.on_battlefield and self.chapters and self.lore >= final and not self.stack:  # 704.5s
            self.on_battlefield = False


def play(chapters: Sequence[Chapter], steps: Sequence[tuple]) -> Tuple[int, bool, int]:
    """(life, whether the Saga is on the battlefield, its lore counters) after the steps; Impossible if a
    step can't happen."""
    g = SagaGame(chapters)
    for s in steps:
        g.step(s)
    return g.life, g.on_battlefield, g.lore if g.on_battlefield else 0
