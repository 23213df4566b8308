"""Command line: `verifier check PATH...`, `verifier report PATH... --html OUT` (one page to look
at), `verifier outcomes FILE --expr EXPR`,
`verifier search FILE` (the shortest history refuting a claim) and `verifier new card NAME`
/ `verifier new scenario` (a file to fill in), among others.

Exit status: 0 every claim has its expected verdict; 1 some claim does not;
2 bad input (`check`: some file did not load, reported in one line each while the
others are checked; this outranks 1 and 3); 3 some claim is unknown (and none
failed outright); 4 an internal
error (the solver's answer did not replay: a bug in the verifier, never a result);
130 interrupted (Ctrl-C).
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import time
from pathlib import Path
from typing import Iterator, List, NamedTuple, NoReturn, Optional, Sequence, Tuple

from tqdm import tqdm

from verifier import report
from verifier.errors import InternalError, ModelError, one_line
from verifier.load.loader import load_model, load_scenario
from verifier import corpus, reproduce, search, themes, workers
from verifier.census import cli as census_cli
from verifier.entry import interrupted
from verifier.load.files import read_model_file
from verifier.model import Claim
from verifier.why import Why, at_work, rules_used
from verifier.query import ClaimResult, Histories, Verdict, check_claim_over, fresh_context, limit_memory, \
    out_of_memory, outcomes_over, possible_histories
from verifier.consistency import Consistency, check_consistency
from verifier.search import shortest_refutation

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT, EXIT_UNKNOWN, EXIT_INTERNAL = 0, 1, 2, 3, 4


def _model_files(paths: List[str]) -> List[Path]:
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
    results, histories = _claim_results(sc, timeout)
    left_out = histories.left_out if histories is not None else []
    lines += _notes(path, histories)
    written = reproduce.write_reproductions(path, results, *write, card_folders) if write is not None else {}
    for r in results:
        used = _why(histories, r, timeout) if why else None
        docs.append(report.result_json(path, r, timings, left_out, used))
        lines += report.result_text(path, r, timings, used)
        if r.claim.id in written:  # (--write-counterexamples)
            kind, what = written[r.claim.id]
            docs[-1]["reproduction" if kind == "written" else "reproduction_refused"] = what
            lines.append(reproduce.written_line(path, r.claim.id, what) if kind == "written" else
                         reproduce.refusal_line(path, r.claim.id, what))
    return docs, lines


def _why(histories: Optional[Histories], r: ClaimResult, timeout: Optional[float]) -> Optional[Why]:
    """The rules a proved claim (or one that holds in no ordering) uses, or those every
    counterexample of a refuted one needs (`verifier.why`); None for another verdict."""
    if histories is None:
        return None
    if r.verdict in (Verdict.PROVED, Verdict.NONE):
        return rules_used(histories, r.claim, timeout)
    return at_work(histories, r.claim, timeout) if r.verdict == Verdict.REFUTED else None


_EXHAUSTED: List[str] = []  # set once Z3 ran out of memory in this process: it is asked nothing more


def _notes(path, histories: Optional[Histories]) -> List[str]:
    """The lines telling the orders of the history's events left out as impossible."""
    notes = histories.notes() if histories is not None else []
    return [note if note.startswith(" ") else f"{path}: {note}" for note in notes]


def _claim_results(sc, timeout: Optional[float]) -> Tuple[List[ClaimResult], Optional[Histories]]:
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


def _checked(tasks: List[Task], jobs: int) -> Iterator[Checked]:
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
    files = _model_files(args.paths)
    docs: List[dict] = []
    errors: List[ModelError] = []  # the files that did not load: each reported, the others still checked
    # a progress bar on a terminal, once a run has taken a few seconds (stderr only)
    with tqdm(total=len(files), unit="file", file=sys.stderr, delay=3, leave=False,
              disable=not sys.stderr.isatty()) as bar:
        stems = reproduce.stems(files)
        for found, lines, error in _checked([(str(p), args.timeout, args.timings, args.cards, args.why,
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


def cmd_export(args: argparse.Namespace) -> int:
    """A claim's queries as SMT-LIB 2, for a second solver (`verifier.export`)."""
    from verifier.export import claim_queries, smtlib_text
    path = Path(args.file)
    sc = load_scenario(path, args.cards)
    claims = [c for c in sc.claims if c.id == args.claim]
    if not claims:
        raise ModelError(str(path), 1, f"no claim {args.claim!r} in the scenario")
    text = smtlib_text(sc, claims[0], claim_queries(sc, claims[0]))
    if args.out is None:
        print(text, end="")
    else:
        args.out.write_text(text, encoding="utf-8")
    return EXIT_OK


def cmd_search(args: argparse.Namespace) -> int:
    """The shortest history refuting each claim (or the one named): exit 0 when every
    claim searched is refuted by some history, 1 when one holds in all of them."""
    path = Path(args.file)
    sc = load_scenario(path, args.cards)
    if not sc.search_events:
        raise ModelError(str(path), 1, "the scenario has no [scenario] search = { events = [...] } to choose from")
    if any(len(run) > 1 for run in sc.runs()):
        raise ModelError(str(path), 1, "search needs a history whose own events are in one order (no 'group')")
    claims = [c for c in sc.claims if args.claim is None or c.id == args.claim]
    if not claims:
        raise ModelError(str(path), 1, f"no claim {args.claim!r} in the scenario")
    docs, code = [], EXIT_OK
    for claim in claims:
        try:
            found, tried = shortest_refutation(sc, claim, args.max_events, args.timeout)
        except TimeoutError as exc:
            print(f"{path}: {claim.id}: unknown: the solver gave up ({exc})", file=sys.stderr)
            return EXIT_UNKNOWN
        depth = args.max_events or sc.search_depth
        if found is None:
            code = EXIT_FAILED
            docs.append({"claim": claim.id, "refuted": False, "tried": tried})
            if not args.json:
                print(f"{path}: {claim.id}: holds in every history of up to {depth} more events "
                      f"({tried} decided)")
            continue
        added = search.describe(found.events)
        docs.append({"claim": claim.id, "refuted": True, "tried": tried, "events": added,
                     "counterexample": report.result_json(str(path), found.result)["counterexample"]})
        if not args.json:
            print(f"{path}: {claim.id}: refuted by a history of {len(found.events)} more event(s): "
                  f"{'; '.join(added) or '(none)'} ({tried} decided, shortest first)")
            print("\n".join(report.example_text(found.result.example, "counterexample")))
    if args.json:
        print(json.dumps({"search": docs}, indent=2))
    return code


def cmd_coverage(args: argparse.Namespace) -> int:
    """Per source of the corpus files found: how many of its statements hold as
    claims, are possibly outdated, failed, or are set aside; 1 if a claim failed or a
    corpus file does not match its source's texts."""
    files = _model_files(args.paths)
    corpora = [corpus.load_corpus(f) for f in files if corpus.is_corpus_file(f)]
    if not corpora:
        raise ModelError(" ".join(args.paths)[:200], 0, "no corpus files ([source], [[statement]]) here")
    problems, unchecked = [], []
    for c in corpora:
        texts = corpus.source_texts(c, args.pages, args.rulings)
        problems += corpus.mismatches(c, texts) if texts is not None else []
        if texts is None:  # (its statements' hashes are not compared with their source: trial 3, friction 4)
            unchecked.append(f"{c.path}: its statements were not compared with their source "
                             f"({c.page or c.rulings}): give --pages DIR or --rulings FILE to check their texts")
    scenario_files = sorted({f for c in corpora for s in c.statements for f, _ in s.claims})
    verdicts = {}
    for found, _, error in _checked([(f, args.timeout, False, args.cards, False, None) for f in scenario_files],
                                         args.jobs):
        if error is not None:  # the table needs every claim's verdict: a file that does not load stops it, as before
            raise error
        verdicts.update({(d["file"], d["claim"]): d for d in found})
    rows = corpus.coverage_rows(corpora, verdicts)
    notes = report.coverage_notes(corpora, verdicts)
    themed = themes.theme_rows(corpus.read_rulings(args.themes), corpora, verdicts) if args.themes else []
    if args.json:
        print(json.dumps({"coverage": rows, "notes": notes, "problems": problems, "unchecked": unchecked,
                          **({"themes": themed} if args.themes else {})}, indent=2))
    else:
        print("\n".join(report.coverage_table(rows) + notes + problems + unchecked +
                        (["", f"by theme, over {args.themes.name} (verifier/themes.py):"] +
                         themes.theme_table(themed) if args.themes else [])))
    return EXIT_FAILED if problems or any(r["failed"] for r in rows) else EXIT_OK


def cmd_consistency(args: argparse.Namespace) -> int:
    """Per scenario file: whether its rulings can all hold at once over every order of
    its history's events (1 when one file's can't; else 3 when the solver gave up on
    that or on a ruling's standing; else 0), and each ruling's standing."""
    docs, failed, unknown = [], False, False
    for path in _model_files(args.paths):
        sc = load_model(path, args.cards)
        if sc is None:
            continue
        r = check_consistency(sc, args.timeout, why=args.why)
        doc = {"file": str(path), "consistent": r.consistent, "rulings": r.rulings, "order": r.order,
               "history": r.history, "core": r.core, "standing": r.standing}
        if args.why:
            doc["rules"] = {cid: why.listed() for cid, why in r.rules.items()}
            doc["core_rules"] = None if r.core_rules is None else r.core_rules.listed()
        docs.append(doc)
        failed |= r.consistent is False
        unknown |= r.consistent is None or "unknown" in r.standing.values()
        if not args.json:
            print("\n".join(_consistency_text(path, r)))
    if not docs:
        raise ModelError(" ".join(args.paths)[:200], 0, "no scenario files here")
    if args.json:
        print(json.dumps({"consistency": docs}, indent=2))
    return EXIT_FAILED if failed else EXIT_UNKNOWN if unknown else EXIT_OK


def _consistency_text(path: Path, r: Consistency) -> List[str]:
    """The verdict line (with the order of the history's events the ordering shown
    belongs to, when the history leaves several open), then each ruling's standing."""
    history = f" (history: {r.history})" if r.history else ""
    verdict = {True: f"consistent: all {len(r.rulings)} rulings can hold, those that say always in the ordering "
                     f"{' < '.join(r.order) or '(any)'}{history}",
               False: f"INCONSISTENT: no ordering satisfies {', '.join(r.core)} together",
               None: "unknown: the solver gave up"}[r.consistent]
    conflict = [f"  the conflict {r.core_rules.text(conflict=True)}"] if r.core_rules is not None else []
    return [f"{path}: {verdict}"] + conflict + [
        f"  {cid}: {standing}" + (f", {r.rules[cid].text()}" if cid in r.rules else "")
        for cid, standing in r.standing.items()]


def cmd_card(args: argparse.Namespace) -> int:
    """A card's model generated from its Oracle text (the `cards` extra), as TOML to
    check, edit and keep under models/cards/; or why it is refused (exit 1)."""
    from verifier.cards import oracle, table
    if not oracle.available():
        raise ModelError(args.name[:200], 0, "generating cards needs the cards extra: pip install -e '.[cards]'")
    text, refusals = table.generate(args.name)
    if text is None:
        print(f"{args.name}: refused:\n" + "\n".join(f"  {r}" for r in refusals))
        return EXIT_FAILED
    print(text, end="")
    return EXIT_OK


def cmd_cards(args: argparse.Namespace) -> int:
    """`verifier cards build`: the derived table of every card of the corpus that may
    matter here and translates, written where card lookups read it; counts by outcome."""
    from verifier.cards import oracle, table
    if not oracle.available():
        raise ModelError("cards", 0, "building the table needs the cards extra: pip install -e '.[cards]'")
    names = sorted(oracle.records())
    start = time.perf_counter()
    with tqdm(total=len(names), unit="card", file=sys.stderr, disable=not sys.stderr.isatty(),
              desc="parsing and translating") as bar:
        derived, counts = table.build(names, bar.update, jobs=args.jobs)
    seconds = time.perf_counter() - start
    path = args.out or oracle.cache_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(derived, encoding="utf-8")
    print(f"{len(names)} cards read, {counts.get('relevant', 0)} may matter here; {counts.get('translated', 0)} "
          f"translated, written to {path} ({seconds:.0f} s)")
    for reason, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        if reason not in ("translated", "relevant"):
            print(f"  {n:6d}  {reason}")
    return EXIT_OK


def cmd_skeleton(args: argparse.Namespace) -> int:
    """A corpus file to fill in: a statement per sentence of a seed page, or per
    official ruling of a card in a rulings file, each with its place and hash."""
    source = Path(args.source)
    try:
        if args.card is None:
            texts = [(at, "", t) for at, t in corpus.page_sentences(source.read_text(encoding="utf-8"))]
            head = f'[source]\npage = "{source.name}"\n'
        else:
            texts = corpus.card_rulings(corpus.read_rulings(source), args.card)
            head = f'[source]\nrulings = "{source.name}"\ncard = "{args.card}"\n'
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, gzip.BadGzipFile, EOFError) as exc:
        raise ModelError(str(source)[:200], 0, f"cannot read: {exc}") from None
    if not texts:
        raise ModelError(str(source)[:200], 0, "no sentences" if args.card is None else f"no rulings of {args.card!r}")
    text = head + "\n" + "".join(f'[[statement]]\nat = "{at}"\nhash = "{corpus.text_hash(t)}"' +
                                 (f'\ndate = "{date}"' if date else "") + '\nsays = ""\nnot_yet = ""\n\n'
                                 for at, date, t in texts)
    if args.out is None:
        print(text, end="")
    elif args.out.exists():  # (a corpus file being filled in is never overwritten)
        raise ModelError(str(args.out)[:200], 0, "exists already: skeleton writes a new file only")
    else:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out}")
    return EXIT_OK


def cmd_new(args: argparse.Namespace) -> int:
    """A card or scenario file to fill in: a minimal one that loads as printed, and every other
    key its sections accept as a comment (`verifier.load.templates`)."""
    from verifier.load import templates
    print(templates.card_template(args.name) if args.kind == "card" else templates.scenario_template(), end="")
    return EXIT_OK


def cmd_report(args: argparse.Namespace) -> int:
    """One HTML page (`verifier.html_report`) of every claim of the files named: its verdict, the
    rules it rests on, a counterexample's layers and the dependency graph.  Exit status as `check`."""
    from verifier.html_report import render
    entries = []
    for path in _model_files(args.paths):
        try:
            entry = _report_entry(str(path), args.timeout, args.cards)
        except ModelError as exc:  # reported in one line, the others still checked (as `check`)
            print(str(exc), file=sys.stderr)
            entry = _unloaded_entry(str(path), exc)
        if entry is not None:
            entries.append(entry)
    results = [c.result for e in entries for c in e.claims]
    if not results and not any(e.error for e in entries):
        raise ModelError(" ".join(args.paths)[:200], 0, "no claims to check")
    try:
        args.html.write_text(render(entries), encoding="utf-8")
    except OSError as exc:
        raise ModelError(str(args.html)[:200], 0, f"cannot write: {exc.strerror or exc}") from None
    summary = report.summary_json([{"verdict": r.verdict.value, "ok": r.ok} for r in results])
    errors = sum(bool(e.error) for e in entries)
    print(f"{summary['claims']} claims: {summary['ok']} ok, {summary['failed']} failed, {summary['unknown']} unknown"
          + (f"; {errors} load error(s)" if errors else "") + f"; written to {args.html}")
    if errors:
        return EXIT_BAD_INPUT
    if summary["failed"]:
        return EXIT_FAILED
    return EXIT_UNKNOWN if summary["unknown"] else EXIT_OK


def _unloaded_entry(path: str, exc: ModelError):
    """The page's section for a file that did not load."""
    from verifier.html_report import FileEntry
    return FileEntry(path=path, error=exc.message if not exc.line else f"line {exc.line}: {exc.message}")


def _report_entry(path: str, timeout: Optional[float], cards: Sequence[Path]):
    """One scenario file's section of the report (None for a card or corpus file): its claims'
    results with the rules each rests on, its effects, and the dependencies possible at each point
    a claim without a counterexample asks about (613.8a)."""
    from verifier.depgraph_svg import EffectNode
    from verifier.html_report import ClaimEntry, FileEntry
    from verifier.model import LAYERS
    if corpus.is_corpus_file(Path(path)):
        return None
    sc = load_model(Path(path), cards)
    if sc is None:
        return None
    if not sc.claims:
        raise ModelError(path, 1, "the scenario has no claims to check")
    results, histories = _claim_results(sc, timeout)
    effects = [EffectNode(e.id, _effect_note(e.id, e.source, [x for x in LAYERS if e.part(x) is not None]))
               for e in sc.effects.values()]
    claims = [ClaimEntry(r, _why(histories, r, timeout)) for r in results]  # (first: as `check --why` asks)
    possible = {}
    if histories is not None:
        for at in dict.fromkeys(r.claim.at for r in results if r.example is None and r.verdict != Verdict.UNKNOWN):
            edges = {d for enc in histories.encodings for d in enc.possible_dependencies(at, timeout)}
            possible[at] = sorted(edges, key=lambda d: (LAYERS.index(d.layer), d.effect, d.on))
    return FileEntry(path=path, name=sc.name, claims=claims,
                     effects=effects, possible=possible, notes=_notes(path, histories))


def _effect_note(effect: str, source: Optional[str], layers: List[str]) -> str:
    """The line under an effect's node: its object, unless named alike, and its layers."""
    where = ("layer " if len(layers) == 1 else "layers ") + ", ".join(layers)
    return where if source in (None, effect) else f"of {source}, {where}"


def cmd_outcomes(args: argparse.Namespace) -> int:
    path = Path(args.file)
    sc = load_scenario(path, args.cards)
    try:
        histories = possible_histories(sc, args.timeout, args.at, args.expr)
        found = outcomes_over(sc, args.expr, args.timeout,
                              where=lambda m: ModelError(str(path), 0, f"--expr: {m}"),
                              allowed=args.allow_unmentioned, at=args.at, histories=histories)
    except TimeoutError as exc:
        print(f"{path}: unknown: the solver gave up ({exc})", file=sys.stderr)
        return EXIT_UNKNOWN
    if args.json:
        print(json.dumps({"outcomes": [{"value": o.value, "order": o.order, "ties": o.ties, "mana": o.mana}
                                      for o in found], "left_out": histories.left_out},
                         indent=2))
    else:
        print("\n".join(_notes(path, histories) + report.outcomes_text(args.expr, found)))
    return EXIT_OK


class _Parser(argparse.ArgumentParser):
    """Command-line mistakes are bad input too: one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, one_line(f"{self.prog}: error: {message}") + "\n")


MAX_TIMEOUT = 7 * 24 * 3600.0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text[:40]!r}") from None
    if not (0 < value <= MAX_TIMEOUT):  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_TIMEOUT:g} seconds, not {text[:40]!r}")
    return value


def _megabytes(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 1_000_000:
        raise argparse.ArgumentTypeError(f"must be a whole number of megabytes from 1 to 1000000, not {text[:40]!r}")
    return int(text)


def _events_bound(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 8:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to 8, not {text[:40]!r}")
    return int(text)


def _folder(text: str) -> Path:
    if not Path(text).is_dir():  # a mistyped --cards must not pass unnoticed (the default search would go on)
        raise argparse.ArgumentTypeError(f"no such folder: {text[:200]!r}")
    return Path(text)


CARD_SEARCH = ("A card named by `card = \"...\"` is looked for in the scenario file's own [[card]]s, then in "
               "cards/*.toml in the file's folder and in each folder above it (the nearer first), then in each "
               "--cards DIR (*.toml in it, in the order given), then in the hand-written cards bundled with the "
               "verifier (a user's own card of the same name so wins); with the cards extra, one found in none of "
               "these is generated from its Oracle text.")


def _jobs(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 1024:
        raise argparse.ArgumentTypeError(f"must be a whole number from 1 to 1024, not {text[:40]!r}")
    return int(text)


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="verifier", description="Prove claims about the MTG layer system "
                "over every permitted ordering of continuous effects.")
    sub = p.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="check every claim in the given model files and folders",
                           description="Check every claim in the given model files and folders (*.toml). A file "
                           "that does not load is reported in one line and the others are still checked "
                           "(exit status 2 at the end). " + CARD_SEARCH)
    check.add_argument("paths", nargs="+")
    check.add_argument("--jobs", type=_jobs, default=os.cpu_count() or 1, metavar="N",
                       help="check files in N processes (default: the number of cores); the output is the same")
    check.add_argument("--timings", action="store_true", help="show each claim's solving time")
    check.add_argument("--why", action="store_true",
                       help="for each claim proved (or that holds in no ordering), the rules the proof needs: each "
                            "tracked rule (the layers, 613.6-613.8a, 305.6-305.7, 302.6, 106.7, 603.4, 611.2c, 704.5f-m: "
                            "verifier/rules/cited.py) without which it would not follow; for each claim "
                            "refuted, those every counterexample needs (verifier/why.py)")
    check.add_argument("--write-counterexamples", type=Path, default=None, metavar="DIR",
                       help="for each claim refuted (its counterexample) or witnessed (its witness), write "
                            "DIR/<scenario stem>.<claim id>.toml: the scenario with its cards inlined, its history in "
                            "the order replayed, [scenario] pinned fixing the ordering and every choice, and one claim "
                            "stating what that ordering gives, expected proved; `verifier check DIR` re-runs them "
                            "(docs/counterexamples.md); the same check writes the same bytes")
    check.set_defaults(run=cmd_check)
    rep = sub.add_parser("report", help="write one HTML page of every claim: verdict, rules, layers, dependencies",
                         description="Check every claim in the given model files and folders, as `check --why` "
                         "does, and write one self-contained HTML page (no script, no external file): each claim's "
                         "verdict, the rules its proof uses (or every counterexample needs), a counterexample's "
                         "layer-by-layer table and the 613.8a dependency graph of the effects (docs/report.md). "
                         "Exit status as `check`. " + CARD_SEARCH)
    rep.add_argument("paths", nargs="+")
    rep.add_argument("--html", type=Path, required=True, metavar="OUT", help="the page to write")
    rep.set_defaults(run=cmd_report)
    out = sub.add_parser("outcomes", help="list every distinct value of an expression")
    out.add_argument("file")
    out.add_argument("--expr", required=True)
    out.add_argument("--at", default=None, metavar="LABEL",
                     help="the point of the history: right after the event with this label (default: the end)")
    out.add_argument("--allow-unmentioned", action="append", default=[], metavar="WORD",
                     help="an ability or card name the expression mentions on purpose though the scenario does not")
    out.set_defaults(run=cmd_outcomes)
    export = sub.add_parser("export", help="write a claim's queries as SMT-LIB 2, for another solver")
    export.add_argument("file")
    export.add_argument("--claim", required=True, metavar="ID", help="the claim whose queries to write")
    export.add_argument("--out", type=Path, default=None, metavar="FILE", help="where (default: standard output)")
    export.set_defaults(run=cmd_export)
    find = sub.add_parser("search", help="the shortest history that refutes a claim")
    find.add_argument("file")
    find.add_argument("--claim", default=None, metavar="ID", help="the claim to refute (default: each)")
    find.add_argument("--max-events", type=_events_bound, default=None, metavar="K",
                      help="at most K events added to the history (default: the scenario's, or 4)")
    find.set_defaults(run=cmd_search)
    cover = sub.add_parser("coverage", help="how much of each corpus source (seed page, card rulings) holds as claims")
    cover.add_argument("paths", nargs="+")
    cover.add_argument("--pages", type=Path, default=None, metavar="DIR",
                       help="the folder of the seed pages: check each page's corpus file against its sentences")
    cover.add_argument("--rulings", type=Path, action="append", default=[], metavar="FILE",
                       help="a rulings file (MTGJSON cards[].rulings, .json or .json.gz; may be given again): check "
                            "each card's corpus file against the one its [source] names")
    cover.add_argument("--jobs", type=_jobs, default=os.cpu_count() or 1, metavar="N",
                       help="check the scenario files in N processes")
    cover.add_argument("--themes", type=Path, default=None, metavar="RULINGS",
                       help="also a table by theme over every ruling of this rulings file: how many there are, and "
                            "how many the corpus files formalise (the themes: verifier/themes.py)")
    cover.set_defaults(run=cmd_coverage)
    cons = sub.add_parser("consistency", help="whether each scenario's rulings can all hold at once, and which "
                          "follow from the others")
    cons.add_argument("paths", nargs="+")
    cons.add_argument("--why", action="store_true",
                      help="for each theorem, the tracked rules its proof needs; for a conflict, the tracked rules "
                           "without one of which the conflicting rulings could all hold (verifier/why.py)")
    cons.set_defaults(run=cmd_consistency)
    gen = sub.add_parser("card", help="print a card's model generated from its Oracle text (the cards extra)")
    gen.add_argument("name")
    gen.set_defaults(run=cmd_card)
    cards = sub.add_parser("cards", help="build the table of cards generated from Oracle text (the cards extra)")
    cards.add_argument("action", choices=["build"])
    cards.add_argument("--out", type=Path, default=None, metavar="FILE",
                       help="where to write it (default: where card lookups read it)")
    cards.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                       help="processes that parse and translate (default: one per CPU)")
    cards.set_defaults(run=cmd_cards)
    census_cli.add_parser(sub)
    skel = sub.add_parser("skeleton", help="print a corpus file to fill in, for a seed page or a card's rulings")
    skel.add_argument("source", help="a seed page (text), or a rulings file with --card")
    skel.add_argument("--card", default=None, metavar="NAME", help="the card whose rulings to list")
    skel.add_argument("--out", type=Path, default=None, metavar="FILE",
                      help="write the corpus file there (never over an existing file) instead of printing it")
    skel.set_defaults(run=cmd_skeleton)
    new = sub.add_parser("new", help="print a card or scenario file to fill in, every key it may have commented")
    kinds = new.add_subparsers(dest="kind", required=True, metavar="{card,scenario}")
    kinds.add_parser("card", help="a card file: a 2/2 creature named NAME").add_argument("name", metavar="NAME")
    kinds.add_parser("scenario", help="a scenario file: a bundled card on the battlefield and a claim proved")
    new.set_defaults(run=cmd_new)
    cover.add_argument("--json", action="store_true", help="print one JSON document")
    cover.add_argument("--timeout", type=_seconds, default=None, metavar="SECONDS",
                       help="give up on a query after this many seconds (verdict unknown)")
    for s in (check, out, find, cons):
        s.add_argument("--json", action="store_true", help="print one JSON document")
    for s in (check, out, find, cons, rep):
        s.add_argument("--timeout", type=_seconds, default=None, metavar="SECONDS",
                       help="give up on a query after this many seconds (verdict unknown)")
    for s in (check, out, export, find, cons, cover, rep):
        s.add_argument("--cards", type=_folder, action="append", default=[], metavar="DIR",
                       help="also look for cards in DIR/*.toml, after the cards/ folders beside the file and above "
                            "it, before the bundled cards (may be given again)")
    for s in (check, out, find, cons, cover, rep):
        s.add_argument("--max-memory", type=_megabytes, default=None, metavar="MB",
                       help="give up once the solver uses this much memory (verdict unknown)")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    try:
        args = parser().parse_args(argv)
    except SystemExit as exc:  # --help, or a command-line mistake already reported
        return int(exc.code or 0)
    if getattr(args, "max_memory", None):
        limit_memory(args.max_memory)
    try:
        return args.run(args)
    except KeyboardInterrupt:  # Ctrl-C: one line, no traceback (worker processes are gone: verifier.workers)
        return interrupted()
    except ModelError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_BAD_INPUT
    except InternalError as exc:
        print(one_line(f"internal error: {exc}"), file=sys.stderr)
        return EXIT_INTERNAL
    except (RecursionError, MemoryError) as exc:
        print(f"internal error: the model is too large to evaluate ({type(exc).__name__})", file=sys.stderr)
        return EXIT_INTERNAL
    except Exception as exc:  # Z3 past the memory limit: unknown, not a result (and nothing more is asked of it)
        if not out_of_memory(exc):
            raise
        print("unknown: the solver ran out of memory (the --max-memory limit)", file=sys.stderr)
        return EXIT_UNKNOWN


def entry() -> None:
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:  # output piped into a reader that stopped (`| head`)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = EXIT_OK
    sys.exit(code)
