"""Fresh draws of cards the translator was never tuned on (issue 24), by a rule fixed
before drawing (`tests/golden/draws.md` says it and records each draw):

- the pool: every card `oracle.relevant` keeps whose name appears in no file of
  `tests/`, `models/`, `docs/` or the README (every earlier sample, audit, test and model);
- the pool is split in two by the SHA-256 of "issue-24 split:" + name: a first hex digit
  0-7 is the development half (looked at while building the translator), 8-f the held-out
  half (never looked at before a draw);
- draw k is the first N cards of the held-out half, earlier draws left out, in the order
  of the SHA-256 of "issue-24 draw k:" + name; from draw 10 on (the held-out half used up
  by draw 9), the first N of the development half, in the same order.

    .venv/bin/python benchmarks/oracle_draw.py dev [N]      # outcomes on the development half
    .venv/bin/python benchmarks/oracle_draw.py draw K [N]   # draw K: write tests/golden/draw-K.json
    .venv/bin/python benchmarks/oracle_draw.py measure K [--write]  # the share of draw K translated now
    .venv/bin/python benchmarks/oracle_draw.py remainder R [N]  # remainder draw R of retired draws' unread cards
"""
import collections
import hashlib
import json
import multiprocessing
import re
import sys
from pathlib import Path
from typing import List

from verifier.cards import oracle, table

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _touched_files() -> List[Path]:
    """Every file of tests/, models/, docs/ and the README."""
    return [ROOT / "README.md"] + [p for d in ("tests", "models", "docs") for p in sorted((ROOT / d).rglob("*"))
                                   if p.is_file() and p.suffix in (".py", ".toml", ".md", ".json", ".txt")]


def touched_text(leave_out: frozenset = frozenset()) -> str:
    """Every file of tests/, models/, docs/ and the README but `leave_out`, as one text."""
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in _touched_files() if p not in leave_out)


def _relevant(name: str) -> bool:
    try:
        return oracle.relevant(oracle.records()[name])
    except Exception:  # phase.rs failing on a card: `card_outcome` counts it as relevant and refused
        return True


def pool() -> List[str]:
    """The relevant cards no file of the project names, by name (two processes)."""
    seen = touched_text()
    names = sorted(n for n in oracle.records() if n not in seen)
    with multiprocessing.get_context("spawn").Pool(2) as workers:
        keep = workers.map(_relevant, names, chunksize=256)
    return [n for n, k in zip(names, keep) if k]


def development(names: List[str]) -> List[str]:
    return [n for n in names if _sha("issue-24 split:" + n)[0] in "01234567"]


def held_out(names: List[str]) -> List[str]:
    return [n for n in names if _sha("issue-24 split:" + n)[0] in "89abcdef"]


def drawn(k: int) -> List[str]:
    path = GOLDEN / f"draw-{k}.json"
    return json.loads(path.read_text())["cards"] if path.exists() else []


# the first draw taken from the development half (draws.md: the held-out half was used up by draw 9)
FROM_DEVELOPMENT = 10


def draw(k: int, size: int) -> List[str]:
    earlier = {n for j in range(1, k) for n in drawn(j)}
    half = development if k >= FROM_DEVELOPMENT else held_out
    candidates = [n for n in half(pool()) if n not in earlier]
    return sorted(candidates, key=lambda n: _sha(f"issue-24 draw {k}:" + n))[:size]


def _recorded(k: int) -> dict:
    return json.loads((GOLDEN / f"draw-{k}.json").read_text()).get("outcomes", {})


# the retired draws whose translated cards the remainder draws take (draws.md, "The unread remainder")
RETIRED = range(1, 16)


def remainder(r: int, size: int) -> List[str]:
    """Remainder draw r: the first `size` translated cards of the retired draws that no file but the draws'
    own names, earlier remainder draws left out, in the order of the SHA-256 of "issue-24 remainder r:" + name."""
    others = touched_text(frozenset(GOLDEN / f"draw-{k}.json" for k in RETIRED))
    earlier = {n for j in range(1, r) for n in json.loads((GOLDEN / f"remainder-{j}.json").read_text())["cards"]}
    pool = {n for k in RETIRED for n, o in _recorded(k).items() if "translated" in o} - earlier
    return sorted((n for n in pool if n not in others), key=lambda n: _sha(f"issue-24 remainder {r}:" + n))[:size]


def _outcome(name: str) -> tuple:
    """A card's outcome as golden files hold it and its reasons of refusal, a crash of the
    translator counted as such (not raised)."""
    try:
        text, refusals = table.generate(name)
    except Exception as exc:
        return name, {"crash": f"{type(exc).__name__}: {exc}"}, []
    return name, table.outcome_of(text, refusals), refusals


def report(names: List[str]) -> dict:
    outcomes = {}
    reasons = collections.Counter()
    with multiprocessing.get_context("spawn").Pool(2) as workers:
        results = workers.map(_outcome, names, chunksize=64)
    crashes = [(name, o["crash"]) for name, o, _ in results if "crash" in o]
    for name, o, refusals in results:
        outcomes[name] = o
        reasons.update({re.sub(r":.*", "", r) for r in refusals})
    n = sum("translated" in o for o in outcomes.values())
    print(f"{len(names)} cards: {n} translated ({100 * n / max(1, len(names)):.1f}%), {len(crashes)} crashes")
    for name, crash in crashes:
        print(f"  crash: {name}: {crash}")
    for reason, count in reasons.most_common(25):
        print(f"  {count:4d}  {reason}")
    return outcomes


def main() -> None:
    what = sys.argv[1]
    if what == "dev":
        names = development(pool())
        if len(sys.argv) > 2:
            names = names[:int(sys.argv[2])]
        out = report(names)
        (Path("/tmp") / "dev-outcomes.json").write_text(json.dumps(out, indent=1))
    elif what == "draw":
        k, size = int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 300
        names = draw(k, size)
        (GOLDEN / f"draw-{k}.json").write_text(json.dumps({"notice": oracle.NOTICE, "draw": k, "cards": names},
                                                          indent=1) + "\n")
        print(f"draw {k}: {len(names)} cards written")
    elif what == "remainder":  # the unread remainder of the retired draws (draws.md)
        r, size = int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 100
        names = remainder(r, size)
        (GOLDEN / f"remainder-{r}.json").write_text(json.dumps({"notice": oracle.NOTICE, "remainder": r,
                                                                "cards": names}, indent=1) + "\n")
        print(f"remainder draw {r}: {len(names)} cards written")
    elif what == "measure":  # --write: record each outcome in the draw's file (a regression test from then on)
        k = int(sys.argv[2])
        outcomes = report(drawn(k))
        if "--write" in sys.argv:
            path = GOLDEN / f"draw-{k}.json"
            recorded = json.loads(path.read_text())
            path.write_text(json.dumps({**recorded, "outcomes": outcomes}, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
