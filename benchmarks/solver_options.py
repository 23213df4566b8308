"""Z3's options for the verifier's queries (`verifier.query.SOLVER_OPTIONS`), timed on the bundled
models: every claim of every STRIDE-th scenario file (from OFFSET), checked once with the options
as they are and once with Z3's default relevancy (smt.relevancy = 2), alternating per file; prints
each setting's total time and Z3's work (its resource count, "rlimit count", summed over the solvers:
a measure that other processes on the machine do not move), their ratios, the files that differ most,
and any claim whose verdict differs (none should: an option changes how fast Z3 answers, never what).

    .venv/bin/python benchmarks/solver_options.py [STRIDE] [OFFSET]
"""
import sys
import time
from pathlib import Path

from verifier import query
from verifier.load.files import is_scenario_file
from verifier.load.loader import load_scenario
from verifier.query import check_claim_over, fresh_context, possible_histories

MODELS = Path(__file__).resolve().parent.parent / "models"
SETTINGS = {"as set": dict(query.SOLVER_OPTIONS), "relevancy 2": {**query.SOLVER_OPTIONS, "smt.relevancy": 2}}


SOLVERS = []
_make = query.make_solver


def _recorded(timeout):
    s = _make(timeout)
    SOLVERS.append(s)
    return s


query.make_solver = _recorded


def work() -> int:
    """Z3's resource count over the solvers made since the last call."""
    out = 0
    for s in SOLVERS:
        stats = s.statistics()
        out += int(stats.get_key_value("rlimit count")) if "rlimit count" in stats.keys() else 0
    SOLVERS.clear()
    return out


def timed(path: Path, options: dict):
    """(seconds, Z3's work, verdicts) of every claim of one file, encoded afresh, with these solver options."""
    query.SOLVER_OPTIONS.clear()
    query.SOLVER_OPTIONS.update(options)
    sc = load_scenario(path)
    fresh_context()
    work()
    start = time.perf_counter()
    encodings = possible_histories(sc).encodings
    verdicts = [check_claim_over(encodings, c).verdict.value for c in sc.claims]
    return time.perf_counter() - start, work(), verdicts


def main() -> None:
    stride = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    offset = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    files = [p for p in sorted(MODELS.rglob("*.toml")) if is_scenario_file(p)][offset::stride]
    totals = {name: [0.0, 0] for name in SETTINGS}
    rows, differ = [], []
    for path in files:
        got = {name: timed(path, options) for name, options in SETTINGS.items()}
        for name in SETTINGS:
            totals[name][0] += got[name][0]
            totals[name][1] += got[name][1]
        rows.append((got["relevancy 2"][1] - got["as set"][1], path.stem, got["as set"][1], got["relevancy 2"][1]))
        if got["as set"][2] != got["relevancy 2"][2]:
            differ.append(path.stem)
    print(f"{len(files)} scenario files (every {stride}th from {offset}):")
    for name, (seconds, count) in totals.items():
        print(f"  {name:12} {seconds:8.1f} s  {count:>14,} of Z3's work")
    print(f"  ratio (relevancy 2 / as set): time {totals['relevancy 2'][0] / totals['as set'][0]:.2f}, "
          f"work {totals['relevancy 2'][1] / max(1, totals['as set'][1]):.2f}")
    rows.sort()
    print("  most slowed by the options (work as set / relevancy 2):",
          ", ".join(f"{s} {a:,}/{b:,}" for _, s, a, b in rows[:3]))
    print("  most sped up:", ", ".join(f"{s} {a:,}/{b:,}" for _, s, a, b in rows[-5:][::-1]))
    print(f"  files whose verdicts differ: {differ or 'none'}")


if __name__ == "__main__":
    main()
