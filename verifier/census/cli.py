"""`verifier census`: every pair of cards whose static abilities may interact, checked for
order dependence, 613.8a dependency and phase.rs's answer (issue 26; docs/census.md)."""
from __future__ import annotations

import argparse
import importlib.util
import os
import time
from pathlib import Path
from typing import List

from verifier.errors import ModelError

EXIT_OK, EXIT_FOUND_ERRORS = 0, 1


def add_parser(sub) -> None:
    census = sub.add_parser("census", help="check every pair of cards whose static abilities may interact "
                                           "(the cards extra; docs/census.md)")
    census.add_argument("--out", type=Path, required=True, metavar="DIR",
                        help="the run's folder: plan.json, census.jsonl, summary.csv (a run there resumes)")
    census.add_argument("--pool", type=Path, default=None, metavar="FILE",
                        help="the cards, one name per line (default: every card of the derived table, "
                             "`verifier cards build`)")
    census.add_argument("--pairs", type=int, default=None, metavar="N",
                        help="check the first N pairs in the seeded order (default: every pair kept)")
    census.add_argument("--seed", type=int, default=1, help="the order of the pairs (default 1)")
    census.add_argument("--no-phase", action="store_true", help="do not ask phase.rs")
    census.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="worker processes (default: one per CPU)")
    census.add_argument("--cluster", default=None, metavar="ADDRESS",
                        help="run the pairs on the Dask scheduler at ADDRESS (the cluster extra)")
    census.set_defaults(run=cmd_census)


def _pool(args: argparse.Namespace) -> List[str]:
    from verifier.cards import oracle, table
    if args.pool is not None:
        if not args.pool.is_file():
            raise ModelError(str(args.pool), 0, "no such file (--pool: one card name per line)")
        names = [n.strip() for n in args.pool.read_text(encoding="utf-8").splitlines() if n.strip()]
        missing = [n for n in names if oracle.record(n) is None]
        if missing:
            raise ModelError(str(args.pool), names.index(missing[0]) + 1, f"no card named {missing[0]!r}")
        return names
    built = sorted(table.built_names())
    if not built:
        raise ModelError(str(oracle.cache_path()), 0, "no derived card table built by this translator: run "
                                                      "`verifier cards build` first, or give --pool FILE")
    return built


def cmd_census(args: argparse.Namespace) -> int:
    """Plan the pairs (or read the plan of an interrupted run), check them, print the summary."""
    from verifier.cards import oracle
    from verifier.census import run
    from verifier.census.check import pair
    if not oracle.available():
        raise ModelError("census", 0, "the census needs the cards extra: pip install -e '.[cards]'")
    if args.cluster is not None and importlib.util.find_spec("distributed") is None:
        raise ModelError("census", 0, "--cluster needs the cluster extra: pip install -e '.[cluster]'")
    names = _pool(args)
    try:
        plan = run.load_or_make_plan(args.out, names, args.pairs, args.seed, not args.no_phase, args.jobs)
    except ValueError as exc:
        raise ModelError(str(args.out), 0, str(exc)) from None
    tasks = [pair(a, b, extra, not args.no_phase) for a, b, extra in plan["pairs"]]
    print(f"{plan['cards_loaded']} cards loaded ({len(plan['cards_refused'])} refused), "
          f"{plan['cards_with_statics']} with static abilities: {plan['pairs_kept']} of "
          f"{plan['pairs_of_statics']} pairs kept by the read/write analysis; checking {len(tasks)}")
    start = time.perf_counter()
    checked = (lambda t: run.checked_on_cluster(t, args.cluster)) if args.cluster is not None else \
        (lambda t: run.checked_locally(t, args.jobs))
    try:
        counts = run.census(args.out, tasks, checked, run.printed_progress)
    except ValueError as exc:
        raise ModelError(str(args.out), 0, str(exc)) from None
    seconds = time.perf_counter() - start
    print(f"{len(tasks)} pairs in {args.out / run.TABLE} ({seconds:.0f} s this run)")
    for kind, n in sorted(counts.items()):
        print(f"  {n:7d}  {kind}")
    return EXIT_FOUND_ERRORS if counts.get("error") else EXIT_OK

