"""The game a scenario describes, for one `Ops` (`Game`): one board, or the points of its history, each a
`Board` of the objects there, its mana questions (`verifier.rules.mana`) and the statuses that need more than
one point (`verifier.rules.time`).  Written once: `verifier.query.Encoding` builds it over Z3, and
`verifier.replay.Replay` over concrete values."""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

from verifier.expr import Expr
from verifier.rules.layers import Evaluation
from verifier.rules.runs import Step
from verifier.rules.mana import Mana
from verifier.rules.prefixes import Prefixes
from verifier.rules.moment import Moment
from verifier.rules.time import History, legend_choice
from verifier.model import Scenario
from verifier.state import Vocabulary



@dataclass
class Board:
    """One point of the game: the objects there, its mana questions, and, in a
    history, the statuses that need more than one point (`verifier.rules.time`)."""

    state: Dict[str, Any]
    mana: Mana
    moment: Optional[Moment]


class Game:
    """The game a scenario describes, for one `Ops`: one board, or the points of its
    history; either way a `Board` for each point a claim asks about."""

    def __init__(self, sc: Scenario, vocab: Vocabulary, ops: Any, ts: dict, tb: dict, choose,
                 possible=any, trace: Optional[List[Step]] = None, shared: Optional[Prefixes] = None,
                 slots: Optional[dict] = None, worlds: Optional[dict] = None):
        self.sc, self.vocab, self.ops, self.choose, self.possible = sc, vocab, ops, choose, possible
        self.ts, self.tb = ts, tb
        self.legend: Dict[str, Any] = {}  # on a board: each legend rule choice made (704.5j) -> what was chosen
        self.history = History(sc, vocab, ops, ts, tb, possible, choose, shared, slots) \
            if sc.events or sc.search_events else None
        self.evaluation = Evaluation(sc, vocab, ops, ts, tb, possible=possible, worlds=worlds, keep=self._keep) \
            if self.history is None else None
        self.trace = trace
        self.boards: Dict[Optional[str], Board] = {}

    def _keep(self, k: int, o: str) -> Any:
        """704.5j on a board: whether its controller keeps o by the legend rule, a choice
        (`Evaluation`'s `keep`)."""
        if self.choose is None:
            raise ValueError(f"the legend rule (704.5j) may apply to {o} where no player's choice is made")
        name = legend_choice("", k, o)
        self.legend[name] = self.choose(name, 2)
        return self.ops.eq(self.legend[name], 1)

    def ts_before(self, x: str, y: str):
        return self.ops.lt(self.ts[x], self.ts[y])

    def board(self, at: Optional[str] = None) -> Board:
        """The board at the point after the event labelled `at` (None: the end)."""
        if at not in self.boards:
            h = self.history
            if h is None:
                state, moment, can_pay = self.evaluation.final(trace=self.trace), None, None
            else:
                p = h.point(at)
                state = h.traced_state(p, self.trace) if self.trace is not None else h.state(p)
                moment = Moment(h, p)
                can_pay = moment.can_pay
            self.boards[at] = Board(state, self._mana(state, at, can_pay), moment)
        return self.boards[at]

    def evaluation_at(self, at: Optional[str] = None) -> Evaluation:
        """The layers at the point after the event labelled `at` (None: the end)."""
        return self.evaluation if self.history is None else self.history.evaluation(self.history.point(at))

    def _mana(self, state: Dict[str, Any], at: Optional[str], can_pay) -> Mana:
        return Mana(self.sc, self.vocab, self.ops, state, self.choose, self.possible, can_pay,
                    prefix="" if at is None else f"@{at}: ")

    def rechosen(self, choose, choices: Dict[str, int]) -> "Game":
        """The same boards, with the players' choices taken from `choose` (`choices`); a
        history's points anew if a choice they used differs (the X of a spell, 302.6's
        past); else the history goes on with `choose`."""
        if self.history is not None:
            if any(choices.get(n, 0) != v for n, v in self.history.used.items()):
                return Game(self.sc, self.vocab, self.ops, self.ts, self.history.tb, choose, self.possible, self.trace,
                            slots=self.history.slots)
            self.history.use(choose)
        elif any(choices.get(n, 0) != v for n, v in self.legend.items()):  # (the board's state-based actions, 704.5j)
            return Game(self.sc, self.vocab, self.ops, self.ts, self.tb, choose, self.possible, self.trace)
        other = copy.copy(self)
        other.choose = choose
        other.boards = {at: Board(b.state, other._mana(b.state, at, b.mana.can_pay), b.moment)
                        for at, b in self.boards.items()}
        return other

    def definitions(self) -> list:
        """What resolved effects fixed as they began (`Evaluation.definitions`)."""
        return self.evaluation.definitions() if self.history is None else self.history.definitions()

    def choice_constraints(self) -> list:
        return [c for b in self.boards.values() for c in b.mana.constraints]

    def legality(self) -> list:
        """Every event of the history possible where it stands (`verifier.rules.legality`)."""
        if self.history is None:
            return []
        return [c for _, conditions in self.history.legality() for c, _ in conditions if c is not True]

    def all_legal(self) -> bool:
        """Concretely: whether every event of the history is possible where it stands."""
        return all(self.legality())

    def value(self, expr: Expr, at: Optional[str] = None):
        b = self.board(at)
        before = self.ts_before if b.moment is None else b.moment.before
        return expr.evaluate(self.ops, b.state, self.vocab, before, b.mana, b.moment, self._board_at)

    def defined(self, expr: Expr, at: Optional[str] = None):
        """Where the expression has a value (`Expr.defined`: no power of a noncreature, 208.3)."""
        b = self.board(at)
        before = self.ts_before if b.moment is None else b.moment.before
        return expr.defined(self.ops, b.state, self.vocab, before, b.mana, b.moment, self._board_at)

    def _board_at(self, label: str) -> tuple:
        b = self.board(label)
        return b.state, b.mana, b.moment
