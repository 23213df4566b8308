"""Cards from Oracle text (the `cards` extra): how many of the corpus's cards whose
text may matter to the layers or to mana translate, the refusals by reason, and the
time per card (phase.rs's parse included).

    .venv/bin/python benchmarks/oracle_cards.py [N]
"""
import collections
import re
import sys
import time

from verifier.cards import oracle, translate

# a first, loose selection of the cards whose text may matter here (the translator decides)
RELEVANT = re.compile(r"get [+-]\d|have |lose all|are |is (a|an) |Add \{|becomes? |base power|switch|\+\d/\+\d",
                      re.IGNORECASE)


def main() -> None:
    if not oracle.available():
        sys.exit("the cards extra is not installed: pip install -e '.[cards]'")
    records = oracle.records()
    names = [n for n in sorted(records) if records[n].get("layout") in (None, "normal")
             and RELEVANT.search(records[n].get("text") or "")]
    names = names[:int(sys.argv[1])] if len(sys.argv) > 1 else names
    translated, reasons = 0, collections.Counter()
    start = time.perf_counter()
    for name in names:
        t = translate.translate(records[name], oracle.face(records[name]))
        translated += t.card is not None
        reasons.update({re.sub(r":.*", "", r) for r in t.refusals})
    seconds = time.perf_counter() - start
    print(f"{len(names)} cards: {translated} translated ({100 * translated / max(1, len(names)):.0f}%), "
          f"{len(names) - translated} refused; {1000 * seconds / max(1, len(names)):.1f} ms per card, "
          f"{seconds:.1f} s in all")
    for reason, n in reasons.most_common(15):
        print(f"  {n:5d}  {reason}")


if __name__ == "__main__":
    main()
