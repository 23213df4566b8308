"""Benchmark: every counterexample and witness of the bundled models written to be re-run
(`verifier check --write-counterexamples`, docs/counterexamples.md), then re-checked.

    .venv/bin/python benchmarks/counterexamples.py [--jobs N] [--out DIR] [PATHS...]

Checks PATHS (default: models/) writing a file per claim refuted or witnessed, then checks
those files.  Prints how many claims were refuted and witnessed, how many files were written,
how many were refused (by reason), how many of the written ones the re-check proved (and any
that it did not, by verdict or load error), and the seconds each pass took.  Exit 1 unless
every one written is proved and none is refused.
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import io
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from verifier import cli  # noqa: E402


def check(argv: list) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        cli.main(["check", "--json", *argv])
    return json.loads(out.getvalue())


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("paths", nargs="*", default=[str(ROOT / "models")])
    p.add_argument("--jobs", default="1")
    p.add_argument("--out", type=Path, default=None, help="where to write (default: a temporary folder)")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp)
        start = time.perf_counter()
        first = check(["--jobs", args.jobs, "--write-counterexamples", str(out), *args.paths])
        written_seconds = time.perf_counter() - start
        shown = [r for r in first["results"] if r["verdict"] in ("refuted", "witness")]
        written = [r for r in shown if "reproduction" in r]
        refused = collections.Counter(r["reproduction_refused"] for r in shown if "reproduction_refused" in r)
        start = time.perf_counter()
        second = check(["--jobs", args.jobs, str(out)]) if written else {"results": [], "errors": []}
        recheck_seconds = time.perf_counter() - start
    verdicts = collections.Counter(r["verdict"] for r in second["results"])
    kinds = collections.Counter(r["verdict"] for r in shown)
    print(f"{len(first['results'])} claims checked: {kinds['refuted']} refuted, {kinds['witness']} witnessed "
          f"({written_seconds:.1f} s, writing included)")
    print(f"{len(written)} reproductions written, {sum(refused.values())} refused")
    for why, n in refused.most_common():
        print(f"  {n:5d}  refused: {why}")
    print(f"re-checked: {verdicts['proved']} proved of {len(second['results'])} ({recheck_seconds:.1f} s)")
    for v, n in sorted(verdicts.items()):
        if v != "proved":
            print(f"  {n:5d}  {v}")
    for e in second["errors"]:
        print(f"  load error: {e['file']}:{e['line']}: {e['message']}")
    ok = not refused and not second["errors"] and verdicts["proved"] == len(written) == len(second["results"])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
