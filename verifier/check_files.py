"""`verifier check`: each model file loaded and its claims checked (in worker processes or
this one), its results as JSON documents and text lines, a file that does not load reported in
one line while the others go on; also the pieces `report` and `coverage` share with it."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Iterator, List, NamedTuple, Optional, Sequence, Tuple

from tqdm import tqdm

from verifier import corpus, report, reproduce, workers
from verifier.entry import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, EXIT_UNKNOWN
from verifier.errors import ModelError
from verifier.load.files import read_model_file
from verifier.load.loader import load_model
from verifier.model import Claim
from verifier.query import ClaimResult, Histories, Verdict, check_claim_over, fresh_context, out_of_memory, \
    possible_histories
from verifier.why import Why, at_work, rules_used


def model_files(paths: List[str]) -> List[Path]:
    """The model files named, folders searched for *.toml (folders named so skipped)."""
    files: List[Path] = []
    for p in map(Path, paths):
        try:
            if p.is_dir():
                found = sorted(f for f in p.rglob("*.toml") if not f.is_dir())
                if not found:
                    raise ModelError(str(p), 0, "no model files (*.toml) in this folder")
                files += found
            elif p.exists() or p.is_symlink():
                files.append(p)
            else:
                raise ModelError(str(p), 0, "no such file or folder")
        except OSError as exc:
            raise ModelError(str(p)[:200], 0, f"cannot read: {exc.strerror or exc}") from None
    return files


class Checked(NamedTuple):
    """One file's results: JSON documents and text lines; or the bad input that kept it from loading."""
    docs: List[dict]
    lines: List[str]
    error: Optional[ModelError] = None


# a file, --timeout, --timings, --cards folders, --why, --write-counterexamples folder and the file's stem there
Task = Tuple[str, Optional[float], bool, Sequence[Path], bool, Optional[Tuple[Path, str]]]


def check_file_or_error(task: Task) -> Checked:
    """check_file's results, its ModelError returned rather than raised: one file's bad input
    must not stop the others (`workers.in_order` stops the run at an exception)."""
    try:
        return Checked(*check_file(task))
    except ModelError as exc:
        return Checked([], [], exc)


def check_file(task: Task) -> Tuple[List[dict], List[str]]:
    """Check one model file's claims, in a fresh solver context so that the answers
    do not depend on the process: (JSON documents, text lines).  A card file: none."""
    path, timeout, timings, card_folders, why, write = task
    if corpus.is_corpus_file(Path(path)):  # a corpus file: validated, no claims of its own
        corpus.load_corpus(Path(path))
        return [], []
    sc = load_model(Path(path), card_folders)
    if sc is None:  # a card file: validated, no claims
        return [], []
    if not sc.claims:  # a scenario that checks nothing is a slip when asked to check it
        raise ModelError(path, 1, "the scenario has no claims to check")
    docs, lines = [], []
    if sc.generated_cards:
        lines.append(f"{path}: cards generated from Oracle text: {', '.join(sc.generated_cards)}")
        # (what of their texts is kept by its words only: trial 3, friction 4)
        lines += [f"{path}: cards generated from Oracle text, {note}" for note in sc.generated_unfollowed]
    results, histories = claim_results(sc, timeout)
    left_out = histories.left_out if histories is not None else []
    lines += history_notes(path, histories)
    written = reproduce.write_reproductions(path, results, *write, card_folders) if write is not None else {}
    for r in results:
        used = rules_of(histories, r, timeout) if why else None
        docs.append(report.result_json(path, r, timings, left_out, used))
        lines += report.result_text(path, r, timings, used)
        if r.claim.id in written:  # (--write-counterexamples)
            kind, what = written[r.claim.id]
            docs[-1]["reproduction" if kind == "written" else "reproduction_refused"] = what
            lines.append(reproduce.written_line(path, r.claim.id, what) if kind == "written" else
                         reproduce.refusal_line(path, r.claim.id, what))
    return docs, lines


def rules_of(histories: Optional[Histories], r: ClaimResult, timeout: Optional[float]) -> Optional[Why]:
    """The rules a proved claim (or one that holds in no ordering) uses, or those every
    counterexample of a refuted one needs (`verifier.why`); None for another verdict."""
    if histories is None:
        return None
    if r.verdict in (Verdict.PROVED, Verdict.NONE):
        return rules_used(histories, r.claim, timeout)
    return at_work(histories, r.claim, timeout) if r.verdict == Verdict.REFUTED else None


_EXHAUSTED: List[str] = []  # set once Z3 ran out of memory in this process: it is asked nothing more


def history_notes(path, histories: Optional[Histories]) -> List[str]:
    """The lines telling the orders of the history's events left out as impossible."""
    notes = histories.notes() if histories is not None else []
    return [note if note.startswith(" ") else f"{path}: {note}" for note in notes]


def claim_results(sc, timeout: Optional[float]) -> Tuple[List[ClaimResult], Optional[Histories]]:
    """Each claim's result, the claims sharing one encoding per open order of the history,
    and the orders kept and left out as impossible (None if not decided); unknown once Z3 has run out of the
    memory it may use (and for every claim after, in this process, since its state is
    then not to be trusted)."""
    results: List[ClaimResult] = []
    histories: Optional[Histories] = None
    try:
        if not _EXHAUSTED:
            fresh_context()
            histories = possible_histories(sc, timeout)  # one per order the history leaves open
            for claim in sc.claims:
                results.append(check_claim_over(histories.encodings, claim, timeout))
    except Exception as exc:
        if not out_of_memory(exc):
            raise
        _EXHAUSTED.append(str(exc))
        results.append(ClaimResult(sc.claims[len(results)], Verdict.UNKNOWN, 0.0,
                                   reason="out of memory (the --max-memory limit)"))
    return results + [ClaimResult(c, Verdict.UNKNOWN, 0.0, reason="not checked: the solver ran out of memory "
                                                                   "before (the --max-memory limit)")
                      for c in sc.claims[len(results):]], histories


def checked_files(tasks: List[Task], jobs: int) -> Iterator[Checked]:
    """Each file's results, in the order given: in this process, or in `jobs` worker
    processes (each file in one worker, so its claims share one encoding; `verifier.workers`)."""
    if jobs == 1 or len(tasks) < 2:
        yield from map(check_file_or_error, tasks)
        return
    yield from workers.in_order(check_file_or_error, tasks, jobs, _lost)


def _lost(task: Task, reason: str) -> Checked:
    """The results of a file no worker could check (`verifier.workers`): each claim unknown, for
    the reason; the claims as the file lists them, read but not loaded (loading it may be what
    killed the workers).  A file without claims (a card or corpus file): one row for the file."""
    path, _, timings, _, _, _ = task
    tables = read_model_file(Path(path)).data.get("claim", [])
    claims = [Claim(id=t["id"], expr=t["expr"], expect=t["expect"]) for t in tables] or \
        [Claim(id="(the file)", expr="", expect="checked")]
    results = [ClaimResult(c, Verdict.UNKNOWN, 0.0, reason=reason) for c in claims]
    return Checked([report.result_json(path, r, timings) for r in results],
                   [line for r in results for line in report.result_text(path, r, timings)])


def cmd_check(args: argparse.Namespace) -> int:
    files = model_files(args.paths)
    docs: List[dict] = []
    errors: List[ModelError] = []  # the files that did not load: each reported, the others still checked
    # a progress bar on a terminal, once a run has taken a few seconds (stderr only)
    with tqdm(total=len(files), unit="file", file=sys.stderr, delay=3, leave=False,
              disable=not sys.stderr.isatty()) as bar:
        stems = reproduce.stems(files)
        for found, lines, error in checked_files([(str(p), args.timeout, args.timings, args.cards, args.why,
                                               None if args.write_counterexamples is None else
                                               (args.write_counterexamples, stems[p])) for p in files],
                                              args.jobs):
            docs += found
            # once per error: a broken cards/ file breaks itself and every scenario beside it, one cause
            if error is not None and str(error) not in map(str, errors):
                errors.append(error)
                tqdm.write(str(error), file=sys.stderr)  # (clears the bar first, if shown)
            if not args.json and lines:
                (print if bar.disable else bar.write)("\n".join(lines))
            bar.update()
    if not docs and not errors:  # a wrong path in a script must not pass
        raise ModelError(" ".join(args.paths)[:200], 0, "no claims to check")
    summary = report.summary_json(docs)
    if args.json:
        print(json.dumps({"results": docs, "summary": summary, "errors": [report.error_json(e) for e in errors]},
                         indent=2))
    else:
        unloaded = f"; {len(errors)} load error(s)" if errors else ""
        print(f"{summary['claims']} claims: {summary['ok']} ok, {summary['failed']} failed, "
              f"{summary['unknown']} unknown{unloaded}")
        if args.write_counterexamples is not None:
            written = sum("reproduction" in d for d in docs)
            print(f"{written} reproduction(s) written to {args.write_counterexamples}, "
                  f"{sum('reproduction_refused' in d for d in docs)} refused")
    if errors:  # bad input outranks a failed or unknown claim (the exit statuses above)
        return EXIT_BAD_INPUT
    if summary["failed"]:
        return EXIT_FAILED
    return EXIT_UNKNOWN if summary["unknown"] else EXIT_OK
