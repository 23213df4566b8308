"""Coverage by theme (issue 25): the official rulings of a rulings file sorted into the tool's
themes by a rule written down before counting (`THEMES`: words of the ruling's text), and, for
each theme, how many of them the corpus files formalise and with what standing.

A ruling may be of several themes, or of none.  The rule is public and fixed: a ruling is of a
theme when its text matches the theme's pattern, whatever card it is of."""
from __future__ import annotations

import re
from typing import Dict, List, Tuple

from verifier.corpus import STATUSES, Corpus, card_rulings, status, text_hash

# The themes and their words, in the order the table lists them (each cites the rules it is about).
THEMES: List[Tuple[str, re.Pattern]] = [
    ("layers, timestamps, dependency (613)", re.compile(
        r"\blayers?\b|\btimestamps?\b|\bdepend(?:s|ent|ency)\b|\bcharacteristic-defining\b", re.I)),
    ("could produce, mana abilities (106, 605)", re.compile(
        r"\bmana abilit(?:y|ies)\b|\bcould produce\b|\btypes? of mana\b|\bmana of any (?:color|type)\b", re.I)),
    ("summoning sickness, haste, {T} and {Q} (302.6, 107.5-107.6)", re.compile(
        r"\bsummoning sick|\bhaste\b|\{T\}|\{Q\}|\bcontinuously controlled\b", re.I)),
    ("face down (708)", re.compile(r"\bface[- ]down\b|\bmorph\b|\bmanifest|\bdisguise\b|\bcloak", re.I)),
    ("X (107.3)", re.compile(r"\bX\b")),
    ('intervening "if" (603.4)', re.compile(r"\bintervening\b|\bif clause\b", re.I)),
    ("copies (707)", re.compile(r"\bcop(?:y|ies|ied)\b", re.I)),
    ("land types (305.6-305.7)", re.compile(r"\bland types?\b|\bbasic land types?\b", re.I)),
    ("the stack (405, 608)", re.compile(r"\bon the stack\b|\bresolves?\b|\bin response\b", re.I)),
    ("combat (506-511)", re.compile(r"\battack(?:s|ing|ed)?\b|\bblock(?:s|ing|ed)?\b|\bcombat damage\b", re.I)),
]


def themes_of(text: str) -> List[str]:
    """The themes a ruling's text is of (THEMES)."""
    return [name for name, pattern in THEMES if pattern.search(text)]


def theme_rows(rulings: dict, corpora: List[Corpus], verdicts: Dict[Tuple[str, str], dict]) -> List[dict]:
    """Per theme: the rulings of the file (and of how many cards), and of those, the ones a
    corpus file states, by standing; a corpus statement is of the card's ruling whose text it
    hashes (whichever rulings file its corpus file was written from)."""
    cards = rulings.get("cards", [])
    named = cards.items() if isinstance(cards, dict) else ((c.get("name", ""), c) for c in cards)
    rows = {name: {"theme": name, "rulings": 0, "cards": set(), "statements": 0, **{k: 0 for k in STATUSES}}
            for name, _ in THEMES}
    for card, entry in named:
        for r in entry.get("rulings", []):
            for name in themes_of(r.get("text", "")):
                rows[name]["rulings"] += 1
                rows[name]["cards"].add(card)
    for c in (c for c in corpora if c.card):
        texts = {text_hash(t): t for _, _, t in card_rulings(rulings, c.card)}
        for s in c.statements:
            text = texts.get(s.hash)
            if text is None:  # (a ruling this file does not have: not counted)
                continue
            for name in themes_of(text):
                rows[name]["statements"] += 1
                rows[name][status(s, verdicts)] += 1
    return [{**row, "cards": len(row["cards"])} for row in rows.values()]


def theme_table(rows: List[dict]) -> List[str]:
    """The theme rows as a Markdown table: the share formalised of the statements in scope."""
    out = ["| theme | rulings in the file | of cards | stated | " + " | ".join(STATUSES) + " | formalised of those in "
           "scope |", "|---|---:|---:|---:|" + "---:|" * len(STATUSES) + "---:|"]
    for r in rows:
        scope = r["statements"] - r["out of scope"]
        done = r["holds"] + r["possibly outdated"]
        out.append(f"| {r['theme']} | {r['rulings']} | {r['cards']} | {r['statements']} | " +
                   " | ".join(str(r[k]) for k in STATUSES) + f" | {f'{100 * done / scope:.0f}%' if scope else '-'} |")
    return out
