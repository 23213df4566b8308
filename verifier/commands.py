"""The commands other than `check`: `export`, `search`, `coverage`, `consistency`, `card`,
`cards`, `skeleton`, `new`, `report` and `outcomes` (the parser that reaches them:
verifier/cli.py)."""
from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path
from typing import List, Optional, Sequence

from tqdm import tqdm

from verifier import corpus, report, search, themes
from verifier.check_files import checked_files, claim_results, history_notes, model_files, rules_of
from verifier.consistency import Consistency, check_consistency
from verifier.entry import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, EXIT_UNKNOWN
from verifier.errors import ModelError
from verifier.load.loader import load_model, load_scenario
from verifier.query import Verdict, outcomes_over, possible_histories
from verifier.search import shortest_refutation


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
    files = model_files(args.paths)
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
    for found, _, error in checked_files([(f, args.timeout, False, args.cards, False, None) for f in scenario_files],
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
    for path in model_files(args.paths):
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
    for path in model_files(args.paths):
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
    results, histories = claim_results(sc, timeout)
    effects = [EffectNode(e.id, _effect_note(e.id, e.source, [x for x in LAYERS if e.part(x) is not None]))
               for e in sc.effects.values()]
    claims = [ClaimEntry(r, rules_of(histories, r, timeout)) for r in results]  # (first: as `check --why` asks)
    possible = {}
    if histories is not None:
        for at in dict.fromkeys(r.claim.at for r in results if r.example is None and r.verdict != Verdict.UNKNOWN):
            edges = {d for enc in histories.encodings for d in enc.possible_dependencies(at, timeout)}
            possible[at] = sorted(edges, key=lambda d: (LAYERS.index(d.layer), d.effect, d.on))
    return FileEntry(path=path, name=sc.name, claims=claims,
                     effects=effects, possible=possible, notes=history_notes(path, histories))


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
        print("\n".join(history_notes(path, histories) + report.outcomes_text(args.expr, found)))
    return EXIT_OK
