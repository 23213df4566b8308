"""Every translated card loads (issue 24): each card of the corpus that translates, put to
use in a scenario (`verifier.cards.trial`: on the battlefield, attached if it is an Aura or
Equipment, each resolved ability applied as an effect), is loaded; prints how many load
and each one that does not, with the loader's message.

    .venv/bin/python benchmarks/oracle_loads.py [--jobs N] [NAMES_FILE]
"""
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path
from typing import Optional, Tuple

from verifier.cards import oracle, table, trial
from verifier.errors import VerifierError


def load_one(name: str) -> Tuple[str, bool, Optional[str]]:
    """A card: whether it translates, and the loader's complaint if its scenario does not load."""
    from verifier.load.loader import load_scenario
    _, matters, text, _ = table.card_outcome(name)
    if not matters or text is None:
        return name, False, None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "card.toml"
        path.write_text(trial.scenario(name, text))
        try:
            load_scenario(path)
        except VerifierError as exc:
            return name, True, str(exc).replace(str(path), "card.toml")
        except Exception as exc:  # a crash is a failure too, named
            return name, True, f"crash: {type(exc).__name__}: {exc}"
    return name, True, None


def main() -> None:
    args = sys.argv[1:]
    jobs = int(args[args.index("--jobs") + 1]) if "--jobs" in args else 2
    files = [a for a in args if not a.startswith("--") and not a.isdigit()]
    names = Path(files[0]).read_text().split("\n") if files else sorted(oracle.records())
    names = [n for n in names if n]
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        results = list(pool.imap(load_one, names, chunksize=32))
    translated = [r for r in results if r[1]]
    failed = [r for r in translated if r[2] is not None]
    print(f"{len(names)} cards read in {time.perf_counter() - start:.0f} s: {len(translated)} translate, "
          f"{len(translated) - len(failed)} of them load in a scenario, {len(failed)} do not")
    for name, _, message in failed:
        print(f"  {name}: {message[:300]}")


if __name__ == "__main__":
    main()
