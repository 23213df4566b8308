"""One pair of the census (issue 26), checked three ways:

- **order**: every characteristic of every object on the pair's board, by the concrete
  interpreter, in each ordering where the first card came first and in each where the second
  did (613.7d); a characteristic that differs is order-dependent, and the first one is asked of
  Z3 as a claim over every ordering: refuted, its counterexample replayed (the witness), with
  the tracked rules every counterexample needs (`verifier.why.at_work`);
- **dependency**: the 613.8a dependencies between the two cards' effects that held, and whether
  they decide the outcome (the same board with 613.8a switched off, `Ops.rule`, comes out
  otherwise);
- **phase.rs** (the cards extra): the board in each order on phase.rs's engine, what it shows
  of each permanent as claims (`verifier.cards.phaseboard.claim_of`) evaluated by the concrete
  interpreter on the same order; a claim it does not grant is asked of Z3 (its counterexample
  replayed), and the board is shrunk: vanilla cards are dropped while it still differs.

The result is plain JSON-ready data with nothing in it that varies between runs."""
from __future__ import annotations

import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Dict, List, NamedTuple, Optional, Tuple

from verifier.cards.phaseboard import Seen
from verifier.census.board import pair_text
from verifier.census.phase import atoms_text, on_phase_orders
from verifier.errors import InternalError, ModelError, one_line
from verifier.load.loader import load_model
from verifier.model import Scenario
from verifier.ops import ConcreteOps
from verifier.orderings import orderings
from verifier.query import Game, Replay, Verdict, check_claim_over, fresh_context, possible_histories
from verifier.rules.dependency import dependency_edges
from verifier.state import Vocabulary, snapshot
from verifier.why import at_work

ORDERS = ("a_first", "b_first")


class Pair(NamedTuple):
    """A pair to check: its name ("A + B", first as worker tasks are named, `verifier.workers`),
    the two cards, the vanilla cards of its board, and whether phase.rs is asked too."""

    key: str
    a: str
    b: str
    extra: Tuple[str, ...]
    phase: bool


def pair(a: str, b: str, extra: Tuple[str, ...], phase: bool) -> Pair:
    return Pair(f"{a} + {b}", a, b, tuple(extra), phase)


class _NoDependency(ConcreteOps):
    """The concrete semantics with 613.8a switched off: timestamp order alone."""

    @staticmethod
    def rule(tag: str) -> bool:
        return tag != "613.8a"


def _boards(sc: Scenario, ops=ConcreteOps) -> Dict[str, List[Tuple[dict, list]]]:
    """For each order of the pair, the board (every object's characteristics) and the
    dependencies that held, in every permitted ordering; a board that asks for a
    player's choice is refused."""
    vocab = Vocabulary.of(sc)
    out: Dict[str, List[Tuple[dict, list]]] = {k: [] for k in ORDERS}
    for ordering in orderings(sc):
        asked: List[str] = []
        game = Game(sc, vocab, ops, ordering.ts, ordering.tb, lambda name, size: asked.append(name) or 0)
        state = game.board().state
        if asked:
            raise ModelError("(the board)", 0, f"the board asks for a player's choice ({asked[0]})")
        board = {o: snapshot(state[o], vocab) for o in sorted(sc.objects)}
        edges = [asdict(e) for e in dependency_edges([game.evaluation_at()], bool)]
        out["a_first" if ordering.ts["a"] < ordering.ts["b"] else "b_first"].append((board, edges))
    return out


def _distinct(boards: List[Tuple[dict, list]]) -> List[dict]:
    return [b for i, (b, _) in enumerate(boards) if all(b != c for c, _ in boards[:i])]


def _differences(by_order: Dict[str, List[Tuple[dict, list]]]) -> List[dict]:
    """Each (object, characteristic) whose values in one order are not those in the other."""
    first, second = (_distinct(by_order[k]) for k in ORDERS)
    out = []
    for oid in sorted(first[0]):
        for ch in first[0][oid]:
            one = sorted({repr(b[oid][ch]) for b in first})
            two = sorted({repr(b[oid][ch]) for b in second})
            if one != two:
                out.append({"object": oid, "characteristic": ch,
                            "a_first": [b[oid][ch] for b in first], "b_first": [b[oid][ch] for b in second]})
    return out


def _claim(diff: dict) -> Optional[str]:
    """A claim that the characteristic is as in the first order (refuted if the order matters)."""
    oid, ch, mine, theirs = diff["object"], diff["characteristic"], diff["a_first"][0], diff["b_first"][0]
    if ch in ("power", "toughness", "mana_value"):
        return f"{ch}({oid}) == {mine}"
    if ch == "controller":
        return f"controller({oid}) == {mine!r}"
    fn = {"types": "has_type", "subtypes": "has_subtype", "supertypes": "has_supertype", "colors": "has_color",
          "abilities": "has_ability"}.get(ch)
    if fn is None:
        return None
    gained = sorted(set(mine) - set(theirs))
    lost = sorted(set(theirs) - set(mine))
    return f"{fn}({oid}, {gained[0]!r})" if gained else f"not {fn}({oid}, {lost[0]!r})"


def _witness(pair: Pair, diff: dict, folder: Path) -> dict:
    """The first difference as a claim over every ordering: Z3's verdict, its replayed
    counterexample's order and values, and the rules every counterexample needs."""
    expr = _claim(diff)
    if expr is None:
        return {"claim": None, "verdict": "not asked", "why": f"no claim states {diff['characteristic']}"}
    path = folder / "witness.toml"
    path.write_text(pair_text(pair.a, pair.b, list(pair.extra), {"order-matters": expr}), encoding="utf-8")
    sc = load_model(path)
    fresh_context()
    histories = possible_histories(sc)
    result = check_claim_over(histories.encodings, sc.claims[0])
    out = {"claim": expr, "verdict": result.verdict.value}
    if result.verdict is Verdict.REFUTED and result.example is not None:
        cex = result.example
        out["order"] = cex.order
        out["values"] = {o: cex.objects[o][diff["characteristic"]] for o in [diff["object"]] if o in cex.objects}
        out["rules"] = [r["rule"] for r in at_work(histories, sc.claims[0]).listed()]
    return out


def _phase(pair: Pair, folder: Path) -> dict:
    """What phase.rs shows in each order, as claims the verifier does not grant there (the
    board shrunk), each with Z3's verdict and the rules its counterexample needs."""
    orders = {"a_first": list(pair.extra) + [pair.a, pair.b], "b_first": list(pair.extra) + [pair.b, pair.a]}
    seen = dict(zip(orders, on_phase_orders(list(orders.values()))))
    out = {}
    for key, names in orders.items():
        differs = _phase_differs(names, seen[key], folder)
        if not differs:
            continue
        while True:  # drop vanilla cards while it still differs
            smaller = [names[:i] + names[i + 1:] for i in range(len(names) - 2)]
            found = next(((s, d) for s in smaller for d in [_phase_differs(s, on_phase_orders([s])[0], folder)] if d),
                         None)
            if found is None:
                break
            names, differs = found
        out[key] = {"board": names, "claims": differs}
    return out


def _phase_differs(names: List[str], seen: List[Optional[Seen]], folder: Path) -> List[dict]:
    """phase.rs's view of the board in this order, each part of it (a claim per object and
    characteristic) the verifier refutes: concretely in that order, then by Z3 over the
    order fixed, with the tracked rules every counterexample needs."""
    path = folder / "phase.toml"
    path.write_text(atoms_text(names, seen), encoding="utf-8")
    sc = load_model(path)
    ordering = next(orderings(sc))
    replay = Replay(sc, Vocabulary.of(sc), ordering, traced=False)
    wrong = [c for c in sc.claims if replay.value(c.goal).value is not True]
    if not wrong:
        return []
    fresh_context()
    histories = possible_histories(sc)
    out = []
    for claim in wrong:
        result = check_claim_over(histories.encodings, claim)
        entry = {"claim": claim.expr, "verdict": result.verdict.value}
        if result.verdict is Verdict.REFUTED and result.example is not None:
            entry["verifier"] = {o: v for o, v in result.example.objects.items()}
            entry["rules"] = [r["rule"] for r in at_work(histories, claim).listed()]
        out.append(entry)
    return out


def check_pair(pair: Pair) -> dict:
    """The census entry of one pair (module level: run in worker processes); a failure of
    the verifier on it is an entry of kind "error" (a bug to look at), the run goes on."""
    try:
        return _checked(pair)
    except (InternalError, RecursionError, MemoryError) as exc:
        return {"pair": [pair.a, pair.b], "board": list(pair.extra), "kind": "error",
                "reason": one_line(f"{type(exc).__name__}: {exc}")}


def _checked(pair: Pair) -> dict:
    entry = {"pair": [pair.a, pair.b], "board": list(pair.extra)}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = folder / "pair.toml"
        path.write_text(pair_text(pair.a, pair.b, list(pair.extra)), encoding="utf-8")
        try:
            sc = load_model(path)
            by_order = _boards(sc)
            held = any(found for boards in by_order.values() for _, found in boards)
            off = _boards(sc, _NoDependency) if held else by_order  # (613.8a off changes nothing where none held)
        except ModelError as exc:
            return {**entry, "kind": "refused", "reason": exc.message}
        diffs = _differences(by_order)
        sources = {e.id: e.source for e in sc.effects.values()}
        edges = sorted({tuple(e.values()) for boards in by_order.values() for _, found in boards for e in found
                        if {sources.get(e["effect"]), sources.get(e["on"])} == {"a", "b"}})
        decides = any(_distinct(by_order[k]) != _distinct(off[k]) for k in ORDERS)
        entry["kind"] = "order-dependent" if diffs else "dependency decides" if decides and edges else "independent"
        entry["differences"] = diffs
        entry["dependencies"] = [dict(zip(("layer", "effect", "on"), e)) for e in edges]
        entry["dependency_decides"] = bool(decides and edges)
        if diffs:
            entry["witness"] = _witness(pair, diffs[0], folder)
        if pair.phase:
            try:
                entry["phase"] = _phase(pair, folder)
            except Exception as exc:  # phase.rs is another project's: its failure is noted, not the run's end
                entry["phase"] = {"error": one_line(f"{type(exc).__name__}: {exc}")}
    return entry


def lost(pair: Pair, reason: str) -> dict:
    """The entry of a pair whose worker died twice (`verifier.workers`)."""
    return {"pair": [pair.a, pair.b], "board": list(pair.extra), "kind": "unknown", "reason": reason}

