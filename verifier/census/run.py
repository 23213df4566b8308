"""Running the census (issue 26): the plan (which pairs, on which boards), then each pair
checked in worker processes (`verifier.workers`: a dead worker's pair is retried once, then
reported unknown) or on a Dask cluster (`--cluster ADDRESS`: the scheduler redoes a lost
worker's pairs), the entries written in the plan's order to `census.jsonl` as they come, so
that a run interrupted resumes where it stopped and a run on the same inputs writes the same
bytes; then `summary.csv`, the entries counted by kind."""
from __future__ import annotations

import csv
import fcntl
import io
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Callable, Dict, Iterable, Iterator, List, Optional, Sequence, TextIO, Tuple

from verifier import workers
from verifier.census import pairs as pairing
from verifier.census.board import fodder
from verifier.census.check import Pair, check_pair, lost

PLAN = "plan.json"
LOCK = "lock"  # held by the run writing the folder
TABLE = "census.jsonl"
SUMMARY = "summary.csv"


def profiles(names: Sequence[str], jobs: int) -> Tuple[List[pairing.Profile], Dict[str, str]]:
    """Each card's profile (`verifier.census.pairs`), and why each card that does not load
    does not (in worker processes, as the pairs are: `verifier.workers`)."""
    tasks = [(name,) for name in names]
    results = map(_profile, tasks) if jobs == 1 or len(tasks) < 2 else \
        workers.in_order(_profile, tasks, jobs, lambda task, reason: (None, reason))
    found, refused = [], {}
    for (name,), (p, reason) in zip(tasks, results):
        if p is None:
            refused[name] = reason
        else:
            found.append(p)
    return found, refused


def _profile(task: Tuple[str]) -> Tuple[Optional[pairing.Profile], Optional[str]]:
    return pairing.profile(task[0])


def plan(names: Sequence[str], count: Optional[int], seed: int, phase: bool, jobs: int) -> dict:
    """Which pairs to check, in order, each with its board's vanilla cards; with the counts
    of the pruning (JSON-ready)."""
    found, refused = profiles(sorted(set(names)), jobs)
    by_name = {p.name: p for p in found}
    every = pairing.pairs(found)
    chosen = pairing.sample(every, count, seed)
    tasks = [[a, b, fodder(list(by_name[a].filters + by_name[b].filters))] for a, b in chosen]
    return {"inputs": {"cards": len(set(names)), "seed": seed, "count": count, "phase": phase},
            "cards_loaded": len(found), "cards_refused": refused,
            "cards_with_statics": sum(p.static for p in found),
            "pairs_of_statics": _choose2(sum(p.static for p in found)), "pairs_kept": len(every),
            "pairs": tasks}


def _choose2(n: int) -> int:
    return n * (n - 1) // 2


def load_or_make_plan(out: Path, names: Sequence[str], count: Optional[int], seed: int, phase: bool,
                      jobs: int) -> dict:
    """The folder's plan if it has one for the same inputs (a resumed run), else a new one
    written there; a plan for other inputs is an error (a folder holds one run)."""
    path = out / PLAN
    inputs = {"cards": len(set(names)), "seed": seed, "count": count, "phase": phase}
    if path.is_file():
        old = json.loads(path.read_text(encoding="utf-8"))
        if old["inputs"] != inputs:
            raise ValueError(f"{out} holds a census of other inputs ({old['inputs']}): give another --out")
        return old
    made = plan(names, count, seed, phase, jobs)
    out.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(made, indent=1) + "\n", encoding="utf-8")
    return made


def done_lines(path: Path, tasks: List[Pair]) -> int:
    """How many entries of the plan the table already holds (a cut last line dropped)."""
    if not path.is_file():
        return 0
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        text = text[:text.rfind("\n") + 1]
        path.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if i >= len(tasks) or json.loads(line)["pair"] != [tasks[i].a, tasks[i].b]:
            raise ValueError(f"{path}: line {i + 1} is not the plan's pair {i + 1}: remove the file to start again")
    return len(lines)


def checked_locally(tasks: List[Pair], jobs: int) -> Iterator[dict]:
    if jobs == 1 or len(tasks) < 2:
        yield from map(check_pair, tasks)
        return
    yield from workers.in_order(check_pair, tasks, jobs, lost)


def checked_on_cluster(tasks: List[Pair], address: str) -> Iterator[dict]:
    """Each pair on the Dask cluster at `address` (the `cluster` extra), in order: a worker
    lost is the scheduler's to replace, its pairs redone; a pair whose workers keep dying is
    reported unknown."""
    from distributed import Client
    from distributed.scheduler import KilledWorker

    with Client(address) as client:
        futures = client.map(check_pair, tasks, pure=False)
        for task, future in zip(tasks, futures):
            try:
                yield future.result()
            except KilledWorker as exc:
                yield lost(task, f"every worker that took it died ({exc})")
            future.release()


def census(out: Path, tasks: List[Pair], checked: Callable[[List[Pair]], Iterable[dict]],
           progress: Optional[Callable[[int, int, float], None]] = None) -> Counter:
    """Check the pairs the table does not hold yet, appending each entry in order; the
    counts by kind over the whole table, also written to `summary.csv`."""
    path = out / TABLE
    with (out / LOCK).open("w") as lock, path.open("a", encoding="utf-8") as table:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)  # (released as the run ends, however it ends)
        except BlockingIOError:
            raise ValueError(f"{out}: another census is running there") from None
        _check(path, tasks, table, checked, progress)
    entries = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    counts = summary(entries)
    (out / SUMMARY).write_text(summary_csv(counts), encoding="utf-8")
    return counts


def _check(path: Path, tasks: List[Pair], table: TextIO, checked: Callable[[List[Pair]], Iterable[dict]],
           progress: Optional[Callable[[int, int, float], None]]) -> None:
    """Append the entries of the pairs the table does not hold yet, in order."""
    start = done_lines(path, tasks)
    began = time.perf_counter()
    for n, entry in enumerate(checked(tasks[start:]), start + 1):
        table.write(json.dumps(entry, sort_keys=True) + "\n")
        table.flush()
        if progress is not None:
            progress(n, len(tasks), time.perf_counter() - began)


def summary(entries: List[dict]) -> Counter:
    """The entries by kind, and the phase.rs differences by the rules they need."""
    counts: Counter = Counter(e["kind"] for e in entries)
    for e in entries:
        if e.get("dependency_decides"):
            counts["613.8a dependency between the two"] += 1
        phase = e.get("phase") or {}
        if "error" in phase:
            counts["phase.rs error"] += 1
        elif phase:
            counts["phase.rs differs"] += 1
            rules = sorted({r for order in phase.values() for c in order["claims"] for r in c.get("rules", [])})
            counts[f"phase.rs differs, needing {', '.join(rules) or 'no tracked rule'}"] += 1
    return counts


def summary_csv(counts: Counter) -> str:
    text = io.StringIO()
    w = csv.writer(text, lineterminator="\n")
    w.writerow(["kind", "pairs"])
    for kind, n in sorted(counts.items()):
        w.writerow([kind, n])
    return text.getvalue()


def printed_progress(n: int, total: int, seconds: float) -> None:
    """One line on stderr every 100 pairs and at the end: how many, how fast."""
    if n % 100 == 0 or n == total:
        print(f"census: {n}/{total} pairs, {seconds:.0f} s this run", file=sys.stderr, flush=True)

