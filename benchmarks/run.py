"""Benchmark: the SMT encoding against brute force and against phase.rs, on the
generated scenario families of `benchmarks/families.py`; then `verifier check
models/` with one process and with one per core.  Prints one table.

    .venv/bin/python benchmarks/run.py [--budget SECONDS] [--families a,b]

For each family, m from its smallest size upward, until checking a size takes
longer than the budget (60 s), each size in a fresh process:
- smt: build the encoding and check both claims (prove the true one, refute the
  false one); seconds, and the process's peak memory;
- brute: every ordering through the concrete interpreter, up to BRUTE_CAP
  orderings or BRUTE_SECONDS; past that the time is the per-ordering time times
  the number of orderings (marked ~);
- phase: phase.rs (phase-python, if installed) on the same board, one ordering,
  times the number of orderings (marked ~), up to PHASE_MAX effects; families
  with no real-card board: -.
Speed is a ratio: how many times longer than the SMT check the other way takes.
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from families import FAMILIES  # noqa: E402

BRUTE_CAP, BRUTE_SECONDS = 20000, 5.0
PHASE_MAX = 80  # phase.rs casts one spell at a time: 80 take it about 12 s


def measure(family: str, m: int, seed: int = 0) -> dict:
    """One size of one family (its details drawn by `seed` where it draws them), in this process."""
    from verifier.load.loader import load_scenario
    from verifier.orderings import orderings
    from verifier.query import Encoding, Replay, check_claim

    fam = next(f for f in FAMILIES if f.name == family)
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "cards").symlink_to(ROOT / "models" / "cards")
        path = Path(tmp) / f"{family}{m}.toml"
        path.write_text(fam.scenario(m, seed))
        sc = load_scenario(path)
    assert not sc.fixed_order(), "the families leave every timestamp open"
    total = math.factorial(len(sc.timestamped())) * math.prod(math.factorial(len(g)) for g in sc.ties())

    start = time.perf_counter()
    enc = Encoding(sc)
    verdicts = [check_claim(enc, c).verdict.value for c in sc.claims]
    smt = time.perf_counter() - start
    if verdicts != [c.expect for c in sc.claims]:
        raise AssertionError(f"{family} {m}: verdicts {verdicts}")

    start, seen, values = time.perf_counter(), 0, set()
    for ordering in itertools.islice(orderings(sc), BRUTE_CAP):
        replay = Replay(sc, enc.vocab, ordering, traced=False)
        values.add(tuple(replay.value(c.goal).value for c in sc.claims))
        seen += 1
        if time.perf_counter() - start > BRUTE_SECONDS:
            break
    brute = time.perf_counter() - start
    if any(not v[0] for v in values) or (seen == total and all(v[1] for v in values)):
        raise AssertionError(f"{family} {m}: brute force disagrees with the verdicts")
    memory = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    from phase_board import seconds_for_one_ordering
    phase = seconds_for_one_ordering(family, m) if fam.phase and m <= PHASE_MAX else None
    # orderings grow past what a float holds (320! > 1e600): times past the cap as log10
    return {"family": family, "m": m, "orderings_log10": math.log10(total), "smt": smt, "memory_mb": memory,
            "brute_log10": math.log10(max(brute, 1e-9) / seen) + math.log10(total), "brute_exact": seen == total,
            "brute_seen": seen, "phase_log10": None if phase is None else math.log10(phase) + math.log10(total)}


def _run_one(family: str, m: int, budget: float, seed: int = 0) -> dict:
    try:
        done = subprocess.run([sys.executable, __file__, "--one", family, str(m), str(seed)], capture_output=True,
                              text=True,
                              timeout=3 * budget + BRUTE_SECONDS + 60)
    except subprocess.TimeoutExpired:
        return {"family": family, "m": m, "timeout": True}
    if done.returncode != 0:
        raise SystemExit(f"{family} {m} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def _big(log10: float, exact: bool = True) -> str:
    """A positive number given by its log10, short; `~` when extrapolated."""
    mantissa, exponent = round(10 ** (log10 % 1), 1), int(log10)
    if mantissa >= 10:
        mantissa, exponent = mantissa / 10, exponent + 1
    text = f"{10 ** log10:.3g}" if log10 < 6 else f"{mantissa:.1f}e+{exponent}"
    return text if exact else "~" + text


def _row(r: dict) -> str:
    if r.get("timeout"):
        return f"{r['family']:<9} {r['m']:>4}  (did not finish)"
    smt = math.log10(max(r["smt"], 1e-9))
    phase, phase_ratio = "-", "-"
    if r["phase_log10"] is not None:
        phase, phase_ratio = _big(r["phase_log10"], False), _big(r["phase_log10"] - smt) + "x"
    return (f"{r['family']:<9} {r['m']:>4} {_big(r['orderings_log10']):>10} {r['smt']:>8.2f} {r['memory_mb']:>7.0f} "
            f"{_big(r['brute_log10'], r['brute_exact']):>10} {_big(r['brute_log10'] - smt) + 'x':>10} "
            f"{phase:>10} {phase_ratio:>10}")


def _check_models(jobs: int) -> tuple:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "verifier", "check", str(ROOT / "models"), "--jobs", str(jobs)],
                          capture_output=True, text=True)
    seconds = time.perf_counter() - start
    claims = int(done.stdout.strip().splitlines()[-1].split()[0])
    return seconds, claims


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--budget", type=float, default=60.0, help="stop a family after a size takes longer (s)")
    p.add_argument("--families", default=",".join(f.name for f in FAMILIES))
    p.add_argument("--seed", type=int, default=0, help="the seed of the families that draw their details")
    p.add_argument("--one", nargs=3, help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.one:
        print(json.dumps(measure(args.one[0], int(args.one[1]), int(args.one[2]))))
        return
    cores = os.cpu_count() or 1
    print(f"machine: {platform.processor() or platform.machine()}, {cores} cores, Python {platform.python_version()}")
    print(f"{'family':<9} {'m':>4} {'orderings':>10} {'smt s':>8} {'mem MB':>7} {'brute s':>10} {'brute/smt':>10} "
          f"{'phase s':>10} {'phase/smt':>10}", flush=True)
    for fam in FAMILIES:
        if fam.name not in args.families.split(","):
            continue
        for m in fam.sizes:
            r = _run_one(fam.name, m, args.budget, args.seed)
            print(_row(r), flush=True)
            if r.get("timeout") or r["smt"] > args.budget:
                break
    one, claims = _check_models(1)
    many, _ = _check_models(cores)
    print(f"verifier check models/: {claims} claims; --jobs 1: {one:.2f} s ({claims / one:.1f} claims/s); "
          f"--jobs {cores}: {many:.2f} s ({claims / many:.1f} claims/s)")


if __name__ == "__main__":
    main()
