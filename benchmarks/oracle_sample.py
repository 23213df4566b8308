"""The 300-card sample of the Oracle-card translation: the first 300 one-faced cards,
in the order of their names' SHA-256, with a continuous static ability, a mana
ability or a triggered mana ability (605.1b) as phase.rs reads them; and the translator's outcome for each, as the golden
file `tests/golden/oracle_sample.json` holds it (a hash of the generated model, or
the reasons of the refusal without the card's text).

    .venv/bin/python benchmarks/oracle_sample.py          # print the share translated
    .venv/bin/python benchmarks/oracle_sample.py --write  # rewrite the golden file
"""
import hashlib
import json
import sys
from pathlib import Path

from verifier.cards import oracle, table

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden" / "oracle_sample.json"
SIZE = 300


def sample() -> list:
    records = oracle.records()
    out = []
    for name in sorted(records, key=lambda n: hashlib.sha256(n.encode()).hexdigest()):
        if oracle.relevant(records[name]):
            out.append(name)
            if len(out) == SIZE:
                break
    return out


def main() -> None:
    names = json.loads(GOLDEN.read_text())["cards"] if GOLDEN.exists() and "--write" not in sys.argv else sample()
    results = {n: table.outcome(n) for n in names}
    translated = sum("translated" in r for r in results.values())
    print(f"{len(names)} cards: {translated} translated ({100 * translated / len(names):.1f}%)")
    if "--write" in sys.argv:
        GOLDEN.write_text(json.dumps({"notice": oracle.NOTICE, "cards": names, "outcomes": results}, indent=1,
                                     sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
