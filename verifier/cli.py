"""Command line: `verifier check PATH...`, `verifier report PATH... --html OUT` (one page to look
at), `verifier outcomes FILE --expr EXPR`,
`verifier search FILE` (the shortest history refuting a claim) and `verifier new card NAME`
/ `verifier new scenario` (a file to fill in), among others: the parser and the entry point
(the commands: verifier/check_files.py and verifier/commands.py).

Exit status: 0 every claim has its expected verdict; 1 some claim does not;
2 bad input (`check`: some file did not load, reported in one line each while the
others are checked; this outranks 1 and 3); 3 some claim is unknown (and none
failed outright); 4 an internal
error (the solver's answer did not replay: a bug in the verifier, never a result);
130 interrupted (Ctrl-C).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import List, NoReturn, Optional

from verifier.census import cli as census_cli
from verifier.check_files import cmd_check
from verifier.commands import cmd_card, cmd_cards, cmd_consistency, cmd_coverage, cmd_export, cmd_new, \
    cmd_outcomes, cmd_report, cmd_search, cmd_skeleton
from verifier.entry import EXIT_BAD_INPUT, EXIT_INTERNAL, EXIT_OK, EXIT_UNKNOWN, interrupted
from verifier.errors import InternalError, ModelError, one_line
from verifier.query import limit_memory, out_of_memory


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
