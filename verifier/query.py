"""Queries over every permitted ordering: prove, find, outcomes.

One Z3 encoding per scenario: an Int timestamp per timestamped id, all
distinct, constrained by the history's fixed order (613.7); the layer system
is `verifier.rules.layers` run with `Z3Ops`.  Every model Z3 returns is replayed
through the concrete interpreter before it is reported.
"""
from __future__ import annotations

import ast
import enum
import os
import time
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

import z3

from verifier.errors import InternalError, ModelError
from verifier.expr import Expr
from verifier.game import Game
from verifier.replay import Counterexample, Ordering, Replay
from verifier.rules.dependency import DependencyEdge, dependency_edges
from verifier.rules.mana import describe
from verifier.rules.prefixes import Prefixes
from verifier.rules.targeting import named_targets_legal
from verifier.load.claims import parse_expr
from verifier.model import MANA_TYPES, Claim, Scenario, groups, stamps
from verifier.ops import RecordingZ3Ops, Z3Ops
from verifier.state import Vocabulary, matches


class Verdict(str, enum.Enum):
    PROVED = "proved"      # holds in every permitted ordering (negation unsat)
    REFUTED = "refuted"    # fails in a replayed ordering
    WITNESS = "witness"    # holds in a replayed ordering
    NONE = "none"          # holds in no permitted ordering
    VACUOUS = "vacuous"    # no permitted ordering satisfies the claim's assumption
    UNKNOWN = "unknown"    # the solver gave up (timeout); nothing was shown


@dataclass
class ClaimResult:
    claim: Claim
    verdict: Verdict
    seconds: float
    example: Optional[Counterexample] = None
    reason: str = ""

    @property
    def ok(self) -> bool:
        return self.verdict.value == self.claim.expect


@dataclass
class Outcome:
    value: Any
    order: List[str]
    ties: List[List[str]] = field(default_factory=list)
    mana: List[str] = field(default_factory=list)
    events: str = ""  # the history's events in the order giving it


POSSIBLE_TIMEOUT = 10.0  # seconds for a check made while encoding (state-based actions)
# seconds for a query over a group whose order is left to the solver, unless one is given: past it, unknown
SLOTTED_TIMEOUT = 120.0


def fresh_context() -> None:
    """Make a new Z3 context the default.  Z3's search follows the order in which
    terms were made, so a scenario checked in a fresh context gets the same
    answers (witnesses included) whatever the process checked before it."""
    z3.z3._main_ctx = None  # z3py makes the next one on demand (z3.main_ctx)


MAX_MEMORY = "MTG_VERIFIER_MAX_MEMORY"  # megabytes Z3 may use; worker processes inherit it


def limit_memory(megabytes: int) -> None:
    """Z3 gives up past this much memory ("out of memory"), here and in the worker
    processes started after."""
    os.environ[MAX_MEMORY] = str(megabytes)


class OutOfMemory(Exception):
    """Z3 gave up for the memory limit.  Its state is then not to be trusted: the
    process asks Z3 nothing more, and what is left is unknown."""


def out_of_memory(exc: Exception) -> bool:
    return isinstance(exc, (z3.Z3Exception, OutOfMemory)) and "out of memory" in str(exc)


# Z3's options for every query: a fixed seed (the same answers run to run), and relevancy propagation off (the
# encodings are quantifier-free: on every claim of the bundled models it saves 4% of Z3's work, 7% on Split Second's
# payments, and changes no verdict; benchmarks/solver_options.py measures it)
SOLVER_OPTIONS = {"random_seed": 0, "smt.relevancy": 0}


def make_solver(timeout: Optional[float]) -> z3.Solver:
    if os.environ.get(MAX_MEMORY):
        z3.set_param("memory_max_size", int(os.environ[MAX_MEMORY]))
    s = z3.Solver()
    for option, value in SOLVER_OPTIONS.items():
        s.set(option, value)
    if timeout:
        s.set("timeout", int(timeout * 1000))
    return s


class Encoding:
    """The symbolic game for one scenario, shared by all its queries."""

    def __init__(self, scenario: Scenario, shared: Optional[Prefixes] = None, ops: Any = Z3Ops):
        self.sc = scenario
        self.ids = scenario.timestamped()
        self.ts = {i: z3.Int(f"ts[{i}]") for i in self.ids}
        self.ties = scenario.ties()
        self.tb = {e: z3.Int(f"tb[{e}]") for group in self.ties for e in group}
        self.vocab = Vocabulary.of(scenario)
        self.permitted = [z3.Distinct(*self.ts.values())] if len(self.ts) > 1 else []
        self.permitted += [self.ts[a] < self.ts[b] for a, b in scenario.fixed_order()]
        self.permitted += [z3.Distinct(*[self.tb[e] for e in group]) for group in self.ties]
        self.permitted += self._pinned()
        self.guards: Dict[Tuple[str, int], list] = {}
        self.slots = self._slots()
        self.choices: Dict[str, z3.ArithRef] = {}  # the players' choices (`verifier.rules.mana`)
        self.game = Game(scenario, self.vocab, ops, self.ts, self.tb, self.choose, self.possible, shared=shared,
                         slots=self.guards)
        self._not_empty: set = set()  # sizes of constraint lists known to be satisfiable

    def _slots(self) -> Dict[Tuple[str, int], z3.ArithRef]:
        """Of each group whose order is left to the solver (`groups.slotted`), the position
        of each event: an order of its n events (each position once), the timestamps its
        events give in that order (613.7)."""
        out: Dict[Tuple[str, int], z3.ArithRef] = {}
        given: Dict[Tuple[str, int], set] = {}  # (group, j) -> the timestamps its event gives
        for p, _, stamp in stamps(self.sc.events, self.sc.objects):
            slot = self.sc.events[p - 1].slot
            if slot is not None and stamp in self.ts:
                given.setdefault(slot[:2], set()).add(stamp)
        for group, n in groups.slots_of(self.sc.events).items():
            at = [z3.Int(f"slot[{group}][{j}]") for j in range(n)]
            x = [[z3.Bool(f"slot[{group}][{j}]={k}") for k in range(n)] for j in range(n)]
            self.guards.update({(group, j): x[j] for j in range(n)})
            out.update({(group, j): v for j, v in enumerate(at)})
            self.permitted += [z3.Distinct(*at)] + [z3.And(0 <= v, v < n) for v in at]
            self.permitted += [z3.PbEq([(x[j][k], 1) for k in range(n)], 1) for j in range(n)]
            self.permitted += [z3.PbEq([(x[j][k], 1) for j in range(n)], 1) for k in range(n)]
            self.permitted += [x[j][k] == (at[j] == k) for j in range(n) for k in range(n)]
            for i in range(n):
                for j in range(n):
                    self.permitted += [z3.Implies(at[i] < at[j], self.ts[a] < self.ts[b])
                                       for a in sorted(given.get((group, i), ())) for b in sorted(given.get((group, j), ()))]
        return out

    def _pinned(self) -> list:
        """What `[scenario] pinned` fixes: the timestamps in its order, and the order of the
        effects sharing one (`verifier.load.pinned`)."""
        pins = self.sc.pins
        if pins is None:
            return []
        out = [self.ts[a] < self.ts[b] for a, b in zip(pins.timestamps, pins.timestamps[1:])]
        return out + [self.tb[a] < self.tb[b] for tie in pins.ties for a, b in zip(tie, tie[1:])]

    @property
    def constraints(self) -> list:
        """The permitted orderings and choices, and the definitions of what resolved
        effects fixed as they began (`Evaluation.definitions`).  Each choice's
        constraint can be met whatever the ordering, so it cuts no ordering."""
        self.game.board()
        legal = self.game.legality()
        return self.permitted + self.game.definitions() + self.game.choice_constraints() + legal

    def possible_dependencies(self, at: Optional[str] = None,
                              timeout: Optional[float] = None) -> List[DependencyEdge]:
        """The dependencies (613.8a) at the point after the event labelled `at` (None: the end)
        that hold at some step of the layers in some permitted ordering; one the solver cannot
        decide is among them.  Asked of the scenario encoded again with ops that keep them: terms
        kept alive here would change the models the ordinary queries get."""
        again = Encoding(self.sc, ops=RecordingZ3Ops)
        again.game.board(at)
        s = make_solver(again.limit(timeout))
        s.add(*again.constraints)
        return dependency_edges([again.game.evaluation_at(at)], lambda term: s.check(_as_z3(term)) != z3.unsat)

    def limit(self, timeout: Optional[float]) -> Optional[float]:
        """The seconds a query may take: those given; over a group whose order is left to
        the solver, at most `SLOTTED_TIMEOUT` (its verdict then unknown), never a hang."""
        return timeout or (SLOTTED_TIMEOUT if self.slots else None)

    def impossible(self, timeout: Optional[float] = None) -> Optional[Tuple[int, str]]:
        """The first event of the history that the game allows in no permitted ordering
        and choice, with why (`verifier.rules.legality`); None if the whole history is
        possible in some (an unknown answer counts as possible: nothing is left out that
        might happen)."""
        h, timeout = self.game.history, self.limit(timeout)
        if h is None or all(c is True for c in self.game.legality()):
            return None
        base = self.permitted + self.game.definitions() + self.game.choice_constraints()
        s = make_solver(timeout)
        s.add(*base, *self.game.legality())
        answer = s.check()
        if answer == z3.sat:  # (these are `constraints`: shown satisfiable, `check_not_empty`)
            self._not_empty.add(len(base) + len(self.game.legality()))
        if answer != z3.unsat:
            return None
        s = make_solver(timeout)
        s.add(*base)
        for p, conditions in h.legality():
            for c, why in conditions:
                if c is True:
                    continue
                s.add(c)
                if c is False or s.check() == z3.unsat:
                    return p, why
        raise InternalError(f"{self.sc.path}: the history is possible event by event but not as a whole")

    def board_targets(self, timeout: Optional[float] = None) -> None:
        """On a board, each target an [[effect]] names is what its card's text targets as the
        board stands, in every permitted ordering (601.2c; 608.2b: an effect whose targets are
        illegal does not resolve, and one on the board resolved while they were legal): a
        `ModelError` at its `targets` where one may not be (an unknown answer too).  A board is
        a scenario without events of its own, whether or not a search may add some; of a
        history, the board as it begins, with the effects in force then (those no event of it
        starts: `History.begun_before`); its own events say when the others began, and check
        their targets there (`verifier.rules.legality`)."""
        ops, vocab, h = self.game.ops, self.vocab, self.game.history
        aimed = [e for e in self.sc.effects.values() if e.target is not None and e.affects.objects]
        named = []  # (effect, target, legality term): asked at once, then one at a time to name a failure
        if h is None:
            state = self.game.board().state
            for e in aimed:
                you = vocab.player(e.controller)
                legal = named_targets_legal(ops, e, state, lambda f, t, other: matches(ops, f, state[t], you=you,
                                                                                        other=other, vocab=vocab))
                named += [(e, t, c) for t, c in zip(e.affects.objects, legal) if c is not True]
        else:
            for e in (e for e in aimed if h.begun_before(e)):
                named += [(e, t, c) for t, c in zip(e.affects.objects, h.effect_targets_legal(e.id, 0)) if c is not True]
        if not named:
            return
        base = self.permitted + self.game.definitions() + self.game.choice_constraints()
        s = make_solver(self.limit(timeout))
        s.add(*base)
        if s.check(z3.Or(*(z3.Not(c) for _, _, c in named))) == z3.unsat:
            return
        where = "the board stands" if h is None else "the history begins (the effect in force then)"
        for e, t, c in named:
            if s.check(z3.Not(c)) != z3.unsat:
                raise ModelError(self.sc.path, e.targets_line,
                                 f"{t!r}, a target effect {e.id!r} names, is not (in some ordering) what its "
                                 f"card's text targets as {where} (115.1, 601.2c): an effect whose "
                                 "targets are illegal does not resolve (608.2b); give the history in which it "
                                 "resolved, or a target it may have")
        raise InternalError(f"{self.sc.path}: a board target is illegal in some ordering, but none alone is")

    def check_not_empty(self, constraints: list, timeout: Optional[float]) -> None:
        """Some ordering and choices are permitted: every choice's constraint can be met
        (`constraints`), so an unsat answer proves the claim and is not vacuous by
        mistake.  Asked once per set of constraints."""
        if len(constraints) in self._not_empty:
            return
        s = make_solver(timeout)
        s.add(*constraints)
        if s.check() == z3.unsat:
            if self.sc.pins is not None:  # (what the file pins, not the encoding)
                raise ModelError(self.sc.path, 0, "[scenario] pinned: the ordering and choices it pins are not "
                                                  "ones the game permits")
            raise InternalError(f"{self.sc.path}: no ordering and choices are permitted at all: a bug in the "
                                "encoding of a choice, never a result")
        self._not_empty.add(len(constraints))

    def choose(self, name: str, size: int) -> z3.ArithRef:
        """A player's choice among `size` options: an Int in [0, size)."""
        if name not in self.choices:
            self.choices[name] = v = z3.Int(f"choice[{name}]")
            self.permitted += [0 <= v, v < size]
            pinned = dict(self.sc.pins.choices) if self.sc.pins is not None else {}
            if name in pinned:  # (`[scenario] pinned`)
                self.permitted.append(v == pinned[name])
        return self.choices[name]

    def possible(self, conditions: list) -> bool:
        """Whether any of `conditions` holds in some permitted ordering: asked at once,
        and, if that is not answered in time, one at a time (smaller questions); an
        unknown answer counts as possible, so nothing is cut that might happen."""
        conditions = [c for c in conditions if c is not False]
        if any(c is True for c in conditions):
            return True
        if not conditions:
            return False
        s = make_solver(POSSIBLE_TIMEOUT)
        s.add(*self.permitted, *self.game.definitions())
        s.push()
        s.add(z3.Or(*conditions))
        answer = s.check()
        s.pop()
        if answer != z3.unknown or len(conditions) == 1:
            return answer != z3.unsat
        for c in conditions:
            s.push()
            s.add(c)
            found = s.check() != z3.unsat
            s.pop()
            if found:
                return True
        return False

    def term(self, expr: Expr, at: Optional[str] = None):
        """The expression as Z3 terms at a point (`at`: a label of the history; None:
        the end): one, or one per type of mana (sets and mana)."""
        value = self.game.value(expr, at).value
        return {t: _as_z3(v) for t, v in value.items()} if isinstance(value, dict) else _as_z3(value)

    def claim_terms(self, claim: Claim, timeout: Optional[float] = None, checked: bool = True) -> Tuple[Any, Any]:
        """The claim's goal and premise (None without one) as Z3 terms; refused at the claim's
        line where the encoding refuses them, or (unless `checked` is False: an encoding whose
        rules may be switched off, `verifier.why`, asked of a claim checked already) where its
        answer may hang on the power of a noncreature (208.3, `undefined_reads`)."""
        try:
            goal = self.term(claim.goal, claim.at)
            premise = self.term(claim.premise, claim.at) if claim.premise is not None else None
        except ModelError as e:  # (what the encoding refuses, at the claim that asks it)
            raise ModelError(e.path, e.line or claim.line, f"claim {claim.id!r}: {e.message}") from None
        exprs = [claim.goal] + ([claim.premise] if claim.premise is not None else [])
        if not checked:
            return goal, premise
        assumed = list(self.constraints) + ([premise] if premise is not None else [])
        undefined = self.undefined_reads(exprs, claim.at, assumed, self.limit(timeout))
        if undefined is not None:
            raise ModelError(self.sc.path, claim.line, f"claim {claim.id!r}: {undefined}")
        return goal, premise

    def undefined_reads(self, exprs: List[Expr], at: Optional[str], assumed: list,
                        timeout: Optional[float]) -> Optional[str]:
        """Why the expressions can't be answered, or None: in some permitted ordering (with
        `assumed`) one reads the power or toughness of an object that is no creature then
        (208.3), where the answer hangs on it; a question the solver leaves open counts too."""
        reads = [r for e in exprs for r in e.pt_reads()]
        hands = [r for e in exprs for r in e.hand_size_reads()]
        if not reads and not hands:
            return None
        defined = _as_z3(self.game.ops.and_(*[self.game.defined(e, at) for e in exprs]))
        if z3.is_true(z3.simplify(defined)):
            return None
        s = make_solver(timeout)
        s.add(*assumed, z3.Not(defined))
        r = s.check()
        if r == z3.unsat:
            return None
        how = "may" if r == z3.sat else "can't be shown not to (the solver gave up)"
        if hands:  # 402.2: a player with no maximum hand size has no number for it
            return (f"it reads {', '.join(sorted(set(reads + hands)))}, and in some ordering it {how} have no value "
                    "there: a noncreature has no power or toughness (208.3), a player with no maximum hand size no "
                    "number for it (402.2); ask not no_max_hand_size(player) with it")
        return (f"it reads {', '.join(sorted(set(reads)))}, and in some ordering that object {how} be no creature "
                "there: a noncreature has no power or toughness (208.3); ask has_type(x, 'creature') with it "
                "(`has_type(x, 'creature') and power(x) == 2`)")

    def ordering_from(self, model: z3.ModelRef) -> "Ordering":
        def value(t):
            return model.eval(t, model_completion=True).as_long()
        return Ordering({i: value(t) for i, t in self.ts.items()}, {e: value(t) for e, t in self.tb.items()},
                        {c: value(v) for c, v in self.choices.items()}, {s: value(v) for s, v in self.slots.items()})


def _as_z3(v):
    if isinstance(v, bool):
        return z3.BoolVal(v)
    if isinstance(v, int):
        return z3.IntVal(v)
    return v


def _objects_in(expr: Expr, sc: Scenario) -> List[str]:
    names = {n.id for n in ast.walk(expr.tree) if isinstance(n, ast.Name)}
    names |= {n.value for n in ast.walk(expr.tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return [o for o in sc.objects if o in names]


def check_claim(enc: Encoding, claim: Claim, timeout: Optional[float] = None) -> ClaimResult:
    sc, timeout = enc.sc, enc.limit(timeout)
    start = time.perf_counter()
    expr = claim.goal
    goal, premise = enc.claim_terms(claim, timeout)
    premises = list(enc.constraints)
    if premise is not None:
        premises.append(premise)
        s = make_solver(timeout)
        s.add(*premises)
        r = s.check()
        if r == z3.unknown:
            return ClaimResult(claim, Verdict.UNKNOWN, time.perf_counter() - start, reason=s.reason_unknown())
        if r == z3.unsat:
            return ClaimResult(claim, Verdict.VACUOUS, time.perf_counter() - start)
    s = make_solver(timeout)
    s.add(*premises)
    s.add(z3.Not(goal) if claim.query == "prove" else goal)
    r = s.check()
    seconds = time.perf_counter() - start
    if r == z3.unknown:
        return ClaimResult(claim, Verdict.UNKNOWN, seconds, reason=s.reason_unknown())
    if r == z3.unsat:
        enc.check_not_empty(enc.constraints, timeout)
        return ClaimResult(claim, Verdict.PROVED if claim.query == "prove" else Verdict.NONE, seconds)
    replay = Replay(sc, enc.vocab, enc.ordering_from(s.model()), at=claim.at)
    want = claim.query != "prove"
    got = replay.value(expr, claim.at).value
    if claim.premise is not None and not replay.value(claim.premise, claim.at).value:
        raise InternalError(f"{sc.path}: claim {claim.id}: the solver's ordering {replay.order()} "
                            "breaks the assumption when replayed")
    if got != want or not replay.choices_valid or not replay.possible:
        raise InternalError(f"{sc.path}: claim {claim.id}: the solver's ordering {replay.order()} "
                            f"gives {got} when replayed (choices valid: {replay.choices_valid}; every event "
                            f"possible: {replay.possible}), the encoding said {want}")
    verdict = Verdict.WITNESS if want else Verdict.REFUTED
    return ClaimResult(claim, verdict, seconds, example=replay.example(_objects_in(expr, sc), expr))


def check_claim_over(encodings: List[Encoding], claim: Claim, timeout: Optional[float] = None) -> ClaimResult:
    """A claim over every order of the history's events the history leaves open (one
    encoding each, `Scenario.linearized`): refuted or witnessed by the first order that
    refutes or witnesses it (its counterexample tells that order), proved or none only
    if so in every order; unknown as soon as one is."""
    seconds, proved = 0.0, False
    for enc in encodings:
        r = check_claim(enc, claim, timeout)
        seconds += r.seconds
        if r.verdict in (Verdict.REFUTED, Verdict.WITNESS, Verdict.UNKNOWN):
            r.seconds = seconds
            return r
        proved |= r.verdict == Verdict.PROVED
    verdict = Verdict.NONE if claim.query == "find" else Verdict.PROVED if proved else Verdict.VACUOUS
    return ClaimResult(claim, verdict, seconds)


def outcomes(enc: Encoding, text: str, timeout: Optional[float] = None, where=None,
             allowed=(), at: Optional[str] = None) -> List[Outcome]:
    """Every distinct value of `text` (at the point labelled `at`) over the permitted
    orderings, each with a witness."""
    sc = enc.sc
    where = where or (lambda m: ModelError(sc.path, 0, m))
    expr = parse_expr(text, sc, where, allowed)
    if expr.kind == "str":
        raise where(f"a quoted string alone has no value to list: {text[:80]!r}")
    if at is not None and at not in sc.labels:
        raise where(f"no event of the history has the label {at!r}")
    term = enc.term(expr, at)
    undefined = enc.undefined_reads([expr], at, enc.constraints, enc.limit(timeout))
    if undefined is not None:
        raise where(undefined)
    terms = term if isinstance(term, dict) else {None: term}
    s = make_solver(enc.limit(timeout))
    s.add(*enc.constraints)
    found: List[Outcome] = []
    while True:
        r = s.check()
        if r == z3.unknown:
            raise TimeoutError(s.reason_unknown())
        if r == z3.unsat:
            if not found:
                raise InternalError(f"{sc.path}: no ordering and choices are permitted at all: a bug in the "
                                    "encoding of a choice, never a result")
            break
        model = s.model()
        replay = Replay(sc, enc.vocab, enc.ordering_from(model), traced=False, at=at)
        got = replay.value(expr, at)
        symbolic = {k: model.eval(t, model_completion=True) for k, t in terms.items()}
        sym_value = {k: z3.is_true(v) if z3.is_bool(v) else v.as_long() for k, v in symbolic.items()}
        value = got.value if isinstance(got.value, dict) else {None: got.value}
        if sym_value != value or not replay.choices_valid:
            raise InternalError(f"{sc.path}: ordering {replay.order()} gives {got.value} when replayed "
                                f"(choices valid: {replay.choices_valid}), the encoding said {sym_value}")
        found.append(Outcome(_display(got, enc.vocab), replay.order(), replay.ties(),
                             replay.mana_notes(_objects_in(expr, sc), expr), events_text(replay.sc)))
        s.add(z3.Or(*[terms[k] != symbolic[k] for k in terms]))
    return sorted(found, key=lambda o: (str(type(o.value)), o.value))


def outcomes_over(sc: Scenario, text: str, timeout: Optional[float] = None, where=None, allowed=(),
                  at: Optional[str] = None, histories: Optional["Histories"] = None) -> List[Outcome]:
    """`outcomes` over every order of the history's events the history leaves open (those
    `possible_histories` keeps, or gives as `histories`): each distinct value once, with
    the first order (and ordering) giving it."""
    found: Dict[str, Outcome] = {}
    histories = histories or possible_histories(sc, timeout, at, text)
    for enc in histories.encodings:
        for o in outcomes(enc, text, timeout, where, allowed, at):
            if histories.orders > 1:
                o.mana = [f"history: {o.events}"] + o.mana
            found.setdefault(repr(o.value), o)
    return sorted(found.values(), key=lambda o: (str(type(o.value)), o.value))


def events_text(history: Scenario) -> str:
    """The history's own events in their order, to tell which of the orders a `group`
    leaves open an answer belongs to (a group left to the solver, once, as the file has it)."""
    return "; ".join(e.said() for e in history.events if not e.implied and (e.slot is None or e.slot[2] == 0))


@dataclass
class Histories:
    """The encodings of the orders of a scenario's history that the game allows (one
    per order its groups leave open, `Scenario.linearized`), and why each other order
    was left out: an event in it happens in no permitted ordering."""

    encodings: List["Encoding"]
    left_out: List[str]
    orders: int  # how many orders there were

    def notes(self) -> List[str]:
        """What was left out, for the report: a line, then one per order (at most five)."""
        if not self.left_out:
            return []
        more = len(self.left_out) - 5
        return [f"{len(self.left_out)} of {self.orders} orders of the history's events left out: an event in "
                "each cannot happen where it stands"] + [f"  {x}" for x in self.left_out[:5]] + \
            ([f"  ... and {more} more"] if more > 0 else [])


def observed(sc: Scenario, at: Optional[str] = None, text: str = "") -> Tuple[str, ...]:
    """The labels of the history's points its claims (or a query: `at` one, its
    expression `text`) look at."""
    labels = {e.label for e in sc.events if e.label}
    trees = [x.tree for c in sc.claims for x in (c.goal, c.premise) if x is not None]
    try:
        trees += [ast.parse(text, mode="eval")] if text else []
    except SyntaxError:
        pass  # (refused as it is read)
    seen = {at} | {c.at for c in sc.claims}
    seen |= {n.value for t in trees for n in ast.walk(t) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return tuple(sorted(labels & seen))


def board_checked(sc: Scenario, shared: Optional[Prefixes] = None, timeout: Optional[float] = None) -> Encoding:
    """The encoding of scenario sc (one order of its history), each target its board's [[effect]]s
    name checked legal as the board stands (601.2c, 608.2b: `Encoding.board_targets`): every path
    that asks claims of a scenario builds its encodings here."""
    enc = Encoding(sc, shared)
    enc.board_targets(timeout)
    return enc


def possible_histories(sc: Scenario, timeout: Optional[float] = None, at: Optional[str] = None,
                       text: str = "") -> Histories:
    """Each order of the history's events (`Scenario.orders`: one per class of orders
    that differ only by events that cannot affect each other, what the claims and `at`
    look at included) in which every event is possible where it stands in some permitted
    ordering (`Encoding.impossible`).  If none is, the file states an impossible
    history: a `ModelError` naming the event's line and why."""
    orders = sc.orders(observed(sc, at, text))
    kept: List[Encoding] = []
    notes = [why for s, why in orders if s is None]
    first: Optional[Tuple[Scenario, int, str]] = None
    shared = Prefixes() if len(orders) > 1 else None  # the points orders that begin alike share
    for s in (s for s, _ in orders if s is not None):
        enc = board_checked(s, shared, timeout)
        bad = enc.impossible(timeout)
        if bad is None:
            kept.append(enc)
            continue
        p, why = bad
        first = first or (s, p, why)
        notes.append(f"order '{events_text(s)}': event {p} ({s.events[p - 1].said()}): {why}")
    if not kept:
        if first is None:
            raise ModelError(sc.path, sc.events[0].line, f"no order of the history's events is possible: {notes[0]}")
        s, p, why = first
        e = s.events[p - 1]
        if e.slot is not None:  # (a group left to the solver: in every order)
            raise ModelError(sc.path, e.line, f"no order of the group '{e.group}' is possible: in each, one of its "
                                              f"events cannot happen where it stands, here {e.said()}: {why}")
        order = f" (in the order '{events_text(s)}'; every other order is impossible too)" if len(orders) > 1 else ""
        raise ModelError(sc.path, e.line, f"event {p} ({e.said()}) cannot happen where it stands{order}: {why}")
    return Histories(kept, notes, len(orders))


def _display(v, vocab: Vocabulary):
    if v.kind == "player":
        return vocab.players[v.value]
    if v.kind == "name":
        return vocab.names[v.value] if 0 <= v.value < len(vocab.names) else ""
    if v.kind == "types":
        return "{" + ", ".join(t for t in MANA_TYPES if v.value[t]) + "}"
    if v.kind == "mana":
        return describe(v.value)
    return v.value
