"""Cards from Oracle text (the `cards` extra): over the whole corpus, how many cards may
matter here (phase.rs reads a continuous static ability or a mana ability in them), how
many of those translate, the refusals by reason, and the time to generate each relevant
card (phase.rs's parse, the translation and the TOML), in one process.

    .venv/bin/python benchmarks/oracle_cards.py [N]     # the first N cards of the corpus only
"""
import collections
import re
import statistics
import sys
import time

from verifier.cards import oracle, table


def main() -> None:
    if not oracle.available():
        sys.exit("the cards extra is not installed: pip install -e '.[cards]'")
    names = sorted(oracle.records())
    names = names[:int(sys.argv[1])] if len(sys.argv) > 1 else names
    times, translated, reasons = [], 0, collections.Counter()
    start = time.perf_counter()
    for name in names:
        begun = time.perf_counter()
        _, matters, text, refusals = table.card_outcome(name)
        if matters:
            times.append(time.perf_counter() - begun)
            translated += text is not None
            reasons.update({re.sub(r":.*", "", r) for r in refusals})
    seconds = time.perf_counter() - start
    relevant = max(1, len(times))
    print(f"{len(names)} cards read in {seconds:.0f} s; {len(times)} may matter here: {translated} translated "
          f"({100 * translated / relevant:.1f}%), {len(times) - translated} refused")
    print(f"generating a relevant card: {1000 * statistics.mean(times or [0]):.1f} ms on average, "
          f"{1000 * max(times or [0]):.1f} ms at most, {sum(t > 0.020 for t in times)} over 20 ms; "
          f"{sum(times):.1f} s for all {len(times)}")
    for reason, n in reasons.most_common(15):
        print(f"  {n:5d}  {reason}")


if __name__ == "__main__":
    main()
