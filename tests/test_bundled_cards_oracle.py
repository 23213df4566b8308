"""Every bundled card that is a real card keeps every line of its Oracle text, modelled by a key of
its table or kept as an ability text, so that the loader's guards, which read a card's ability texts
(verifier/load/life.py, unsaid_triggers.py, combat.py, ...), see it. A line kept only in a comment,
or not at all, is a silent drop: the bundled Overgrown Tomb's "As this land enters, you may pay 2
life" let a claim on a life total be answered. The audit that found the others:
tests/golden/bundled_cards_audit.md.

The check is deliberately simple: texts are compared as words (case, punctuation and reminder text
aside; the card's name, "this creature" and the like as "this"; "enters the battlefield" as
"enters"). A line is kept when each of its sentences is within some text of the card (its
abilities, or the `ability` of one of its tables) or begins with the `ability` of one of its tables
(modelled by that table's keys), or when it is one of the lines a key says (keywords in
`abilities`, `enters_tapped`, `enters_with_counters`, `enters_as_copy`, an Aura's `enchant`, a
characteristic-defining static, `counters_spell`, a loyalty ability named by its cost, 606.4, a
choice "as it enters" read as `chosen`, a resolution's `one_shot` draw). A table named otherwise (a
static named by the card's name, "Humility"; a spell's `[[card.resolves]]` without a name; not a
`[[card.granted]]`, which is no line of its own) counts for one line each of those left."""
from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("phase")
pytest.importorskip("mtg")

from verifier.cards import oracle  # noqa: E402

CARDS = Path(__file__).resolve().parent.parent / "models" / "cards"
TABLES = ("static", "mana", "resolves", "replacement", "counter_replacement", "token_replacement", "mana_trigger",
          "granted")

# Reviewed exceptions: (card or face name, the Oracle line as normalised below) -> why it is not kept.
EXCEPTIONS = {
    ("Seven Dwarves", "a deck can have up to seven cards named this"):
        "deck construction (100.2a), nothing in a game",
    ("Student of Warfare", "3/3"): "a level band's P/T: the static named LEVEL 2-6 (711.2b)",
    ("Student of Warfare", "first strike"): "a level band's ability: the static named LEVEL 2-6 (711.2b)",
    ("Student of Warfare", "4/4"): "a level band's P/T: the static named LEVEL 7+ (711.2b)",
    ("Student of Warfare", "double strike"): "a level band's ability: the static named LEVEL 7+ (711.2b)",
}


def normalise(text: str, name: str) -> str:
    """Words only: reminder text, case and punctuation aside; the card's name (or its short name,
    "Jace" for "Jace, Vryn's Prodigy") and "this creature" and the like as "this"."""
    text = re.sub(r"\([^)]*\)", " ", text).replace("\u2212", "-").replace("\u2019", "'")
    for n in sorted({name, name.split(",")[0]}, key=len, reverse=True):
        text = re.sub(re.escape(n), "this", text, flags=re.I)
    text = text.lower()
    text = re.sub(r"\bthis (?:creature|land|enchantment|artifact|aura|permanent|spell|card|equipment)\b", "this", text)
    text = text.replace("enters the battlefield", "enters").replace("'", "")
    text = re.sub(r"[^a-z0-9{}+\-/ ]", " ", text)
    return " ".join(text.split())


def sentences(line: str) -> list:
    return [s for s in (x.strip() for x in re.split(r"(?<=[.;])\s+|\s*\u2022\s*", line)) if s]


def _of_line(table: str, line: str, parts: list) -> bool:
    """Whether a table's (normalised) ability text is the line, a sentence of it or its start."""
    if table == "this":  # named by the card's name: of no line by its text
        return False
    return table == line or line.startswith(table + " ") or table in parts


def missing_lines(face: dict, text: str, name: str) -> list:
    """The Oracle lines of `text` that `face` (a card table or its back) neither models nor keeps."""
    norm = lambda t: normalise(t, name)  # noqa: E731
    abilities = [norm(a) for a in face.get("abilities", [])]
    tables = [t for kind in TABLES for t in face.get(kind, [])]
    named = [norm(t["ability"]) for t in tables if "ability" in t]
    kept = abilities + named
    dump = json.dumps(face)
    left = []
    for line in (x for x in text.split("\n") if norm(x)):
        n = norm(line)
        parts = [norm(s) for s in sentences(re.sub(r"\([^)]*\)", " ", line))]
        parts = [p for p in parts if p]
        if all(any(p in k for k in kept) or any(_of_line(t, p, [p]) for t in named) or
               "off_battlefield" in dump and re.match(r"^the same is true for\b.*\barent on the battlefield$", p)
               for p in parts):
            continue  # each sentence kept as text, or the start of a table's text (modelled by its keys)
        if any(_of_line(t, n, []) for t in named):
            continue  # a table of the whole line
        if all(p.strip() in abilities for p in n.split(" , ")) or \
                all(normalise(p, name) in abilities for p in line.split(",")):
            continue  # keywords
        if re.match(r"^enchant ", n) and ("enchant" in face or "enchant_player" in face or
                                          "Aura" in face.get("subtypes", [])):
            continue  # 303.4a: `enchant` (none: any permanent)
        if "enters tapped" in n and face.get("enters_tapped") and \
                ("counters" not in n or "enters_with_counters" in face):
            continue
        if re.search(r"\benters with\b.*\bcounters?\b", n) and "enters_with_counters" in face:
            continue
        if re.search(r"\benter (?:tapped )?as a copy\b", n) and "enters_as_copy" in face:
            continue
        if re.search(r"\b(?:power|toughness)\b.*\b(?:is|are)(?: each)? equal to\b", n) and \
                any(t.get("cda") for t in face.get("static", [])):
            continue  # 604.3: a characteristic-defining ability
        if re.match(r"^counter target\b", n) and "counters_spell" in face:
            continue
        if re.match(r"^as this enters choose a\b", n) and '"chosen"' in dump:
            continue  # the choice is the object's `chosen`
        loyalty = re.match(r"^\[([+-]?(?:\d+|x))\]:", line.strip().replace("\u2212", "-").lower())
        if loyalty and loyalty.group(1).upper().replace("X", "X") in [a.upper() for a in face.get("abilities", [])]:
            continue  # 606.4: a loyalty ability named by its cost (what it does: a [[loyalty]] table)
        if re.match(r"^draw (?:a card|two cards|three cards)$", n) and \
                any("draw" in t.get("one_shot", []) for t in face.get("resolves", [])):
            continue
        left.append((n, line))
    # a table named otherwise (by the card's name, "Changeling", or not at all) counts for one line each
    lines = [(norm(x), [norm(s) for s in sentences(re.sub(r"\([^)]*\)", " ", x))]) for x in text.split("\n")]

    def of_some_line(t: dict) -> bool:
        a = norm(t["ability"])
        return any(_of_line(a, n, parts) or any(p and p in a for p in parts) for n, parts in lines if n)
    unnamed = [t for t in tables if t not in face.get("granted", []) and ("ability" not in t or not of_some_line(t))]
    return [n for n, _ in left[len(unnamed):]] if len(unnamed) < len(left) else []


def faces():
    """(file, face name, face table, Oracle text) for each bundled face that is a real card."""
    out = []
    for path in sorted(CARDS.glob("*.toml")):
        for card in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            rec = oracle.record(card["name"])
            if rec is None:
                continue
            out.append((path.name, card["name"], card, rec.get("text") or ""))
            back = card.get("back")
            brec = oracle.records().get(back["name"]) if back else None
            if brec is not None and brec.get("face") == "back":
                out.append((path.name, back["name"], back, brec.get("text") or ""))
    return out


FACES = faces()


def test_the_bundled_real_cards_are_many():
    assert len(FACES) >= 180


@pytest.mark.parametrize("file,name,face,text", FACES, ids=[f"{f}:{n}" for f, n, _, _ in FACES])
def test_every_oracle_line_is_kept(file, name, face, text):
    missing = missing_lines(face, text, name)
    unexplained = [m for m in missing if (name, m) not in EXCEPTIONS]
    assert not unexplained, f"{file}: {name!r} drops {unexplained}: model each line or keep it in abilities"
    stale = [m for (n, m) in EXCEPTIONS if n == name and m not in missing and m in normalise(text, name)]
    assert not stale, f"reviewed exceptions no longer needed: {stale}"


def test_the_exceptions_are_real_lines():
    for name, line in EXCEPTIONS:
        rec = oracle.record(name)
        assert rec is not None and line in [normalise(x, name) for x in rec["text"].split("\n")], (name, line)


def test_a_dropped_line_is_found():
    """The check itself: Overgrown Tomb without its text, and a static named by its card without the
    other line of its card, are found."""
    tomb = {"name": "Overgrown Tomb", "types": ["land"], "subtypes": ["Swamp", "Forest"]}
    text = oracle.record("Overgrown Tomb")["text"]
    assert missing_lines(tomb, text, "Overgrown Tomb") == ["as this enters you may pay 2 life if you dont it enters tapped"]
    sun = {"name": "Blood Sun", "types": ["enchantment"],
           "static": [{"ability": "Blood Sun", "layer6": {"remove_all_abilities_except_mana": True}}]}
    assert len(missing_lines(sun, oracle.record("Blood Sun")["text"], "Blood Sun")) == 1
