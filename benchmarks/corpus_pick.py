"""The cards whose official rulings the corpus formalises next (issue 25), by a rule written
down before picking (`tests/golden/corpus_picks.md` records it and each share):

- the pool: every card of the 2022 rulings file with at least one ruling of a core theme
  (layers, timestamps, dependency; could produce and mana abilities; summoning sickness,
  haste, {T} and {Q}; land types; intervening "if": `verifier/themes.py`), and no corpus
  file in `models/corpus/` yet;
- the order: the SHA-256 of "issue-25 pick:" + the card's name; cards are taken in that order
  and none is skipped. Every ruling of a card taken is stated (formalised, not yet with the
  missing feature named, or out of scope with the reason), never the easy ones only.

- a new-user trial takes whole cards from the other end of the order (the last card first) until
  it has 40 rulings, so that it never meets a card the shares formalise first.

    .venv/bin/python benchmarks/corpus_pick.py RULINGS.json.gz [N]      # the first N cards of the pool
    .venv/bin/python benchmarks/corpus_pick.py RULINGS.json.gz --trial  # the cards of a new-user trial
"""
import gzip
import hashlib
import json
import sys
from pathlib import Path
from typing import List, Tuple

from verifier.themes import themes_of

ROOT = Path(__file__).resolve().parent.parent
CORE = ("layers, timestamps, dependency (613)", "could produce, mana abilities (106, 605)",
        "summoning sickness, haste, {T} and {Q} (302.6, 107.5-107.6)", "land types (305.6-305.7)",
        'intervening "if" (603.4)')
TRIAL_RULINGS = 40


def formalised_cards() -> set:
    """The cards models/corpus/ has a file for (their [source] card)."""
    import tomllib
    out = set()
    for p in (ROOT / "models" / "corpus").glob("*.toml"):
        card = tomllib.loads(p.read_text(encoding="utf-8")).get("source", {}).get("card")
        if card:
            out.add(card)
    return out


def pool(rulings: dict) -> List[Tuple[str, int]]:
    """(card, number of rulings) of every card of the pool, in the picking order."""
    cards = rulings.get("cards", [])
    named = cards.items() if isinstance(cards, dict) else ((c.get("name", ""), c) for c in cards)
    done = formalised_cards()
    rows = [(name, len(entry.get("rulings", []))) for name, entry in named
            if name not in done and any(set(CORE) & set(themes_of(r.get("text", "")))
                                        for r in entry.get("rulings", []))]
    return sorted(rows, key=lambda row: hashlib.sha256(f"issue-25 pick:{row[0]}".encode()).hexdigest())


def main(argv: List[str]) -> None:
    path = Path(argv[0])
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        rulings = json.load(f)
    rows = pool(rulings)
    print(f"pool: {len(rows)} cards, {sum(n for _, n in rows)} rulings")
    if argv[1:] == ["--trial"]:
        taken: List[Tuple[str, int]] = []
        for row in reversed(rows):
            if sum(n for _, n in taken) >= TRIAL_RULINGS:
                break
            taken.append(row)
        rows = taken
    for i, (name, n) in enumerate(rows[:int(argv[1]) if argv[1:] and argv[1].isdigit() else 40], 1):
        print(f"{i:4d}  {n:2d}  {name}")


if __name__ == "__main__":
    main(sys.argv[1:])
