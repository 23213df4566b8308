"""Corpora: what the official texts say, statement by statement, and which claims
formalise each.

A corpus file (`[source]`, `[[statement]]`) covers one source: a seed rulings page
(`page`, its statements the page's sentences, `at = "paragraph.sentence"`) or one
card's official rulings (`rulings` and `card`, `at` the ruling's number for the
card, with its `date`).  Each statement carries a paraphrase (`says`) and a short
hash of the text it stands for (the text itself stays out of the project), and is
formalised by claims of scenario files (`claims = ["file.toml#claim-id"]`, the file
relative to the corpus file), or is set aside: `not_yet` (within the rules the tool
is for, not modelled yet) or `out_of_scope` (not a statement about game state).  One
formalised in part names its claims and says what is left with `not_yet`: it counts as
not yet, its claims checked all the same.  A
ruling whose claims come out refuted under the current rules says so:
`possibly_outdated` gives the reason, and its claims expect `refuted`.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.load.files import At, read_model_file
from verifier.load.schema import CORPUS_SECTIONS

KINDS = ("claims", "not_yet", "out_of_scope")


@dataclass(frozen=True)
class Statement:
    at: str
    hash: str
    says: str
    line: int
    claims: Tuple[Tuple[str, str], ...] = ()  # (scenario file path, claim id)
    date: str = ""
    not_yet: str = ""
    out_of_scope: str = ""
    possibly_outdated: str = ""


@dataclass(frozen=True)
class Corpus:
    path: str
    title: str                 # the page's file name, or the card's name
    statements: Tuple[Statement, ...]
    page: str = ""             # a seed page's file name
    rulings: str = ""          # the rulings file's name, with `card`
    card: str = ""


def is_corpus_file(path: Path) -> bool:
    return any(k in read_model_file(path).data for k in CORPUS_SECTIONS)


def load_corpus(path: Path) -> Corpus:
    """A corpus file, checked: one source; each statement formalised or set aside
    (exactly one of KINDS, or `same_as` a shared statement of the same text), at a
    place given once; each claim it names exists."""
    mf = read_model_file(path)
    root = At(mf)
    data = mf.data
    other = [k for k in data if k not in CORPUS_SECTIONS]
    if other:
        raise (root / other[0]).error(f"a corpus file has [source] and [[statement]]s only, not {other[0]!r}")
    source = data.get("source")
    if source is None:
        raise ModelError(str(path), 1, "a corpus file needs [source] with page = \"...\", rulings and card, "
                                       "or only about (statements shared by several sources)")
    if ("page" in source and "rulings" in source) or ("rulings" in source) != ("card" in source):
        raise (root / "source").error("[source] names a seed page (page), a card's rulings (rulings and card), "
                                      "or neither (statements shared by several sources)")
    statements, seen = [], {}
    ids: Dict[Path, List[str]] = {}  # a scenario file's claim ids, read once for this file's statements
    for i, table in enumerate(data.get("statement", [])):
        at = root / "statement" / i
        if table["at"] in seen:
            raise (at / "at").error(f"statement {table['at']!r} is given twice (first on line {seen[table['at']]})")
        seen[table["at"]] = (at / "at").line
        if "same_as" in table and not ("page" in source or "card" in source):
            raise (at / "same_as").error("a statement shared by several sources is formalised here, not same_as "
                                         "another")
        statements.append(_shared(at, table, path) if "same_as" in table else _statement(at, table, path, ids))
    title = " ".join(x for x in (source.get("page") or source.get("card"), source.get("about")) if x)
    return Corpus(path=str(path), title=title or str(path),
                  statements=tuple(statements), page=source.get("page", ""), rulings=source.get("rulings", ""),
                  card=source.get("card", ""))


def _statement(at: At, table: dict, path: Path, ids: Dict[Path, List[str]]) -> Statement:
    kinds = [k for k in KINDS if k in table]
    partial = set(kinds) == {"claims", "not_yet"}  # formalised in part: what is left is not yet
    if not (len(kinds) == 1 or partial) or "says" not in table:
        raise at.error(f"statement {table['at']!r} says what it states (says) and is formalised by claims, or set "
                       "aside with not_yet or out_of_scope: exactly one of them (claims with not_yet: formalised in "
                       "part, not_yet saying what is left)")
    if "possibly_outdated" in table and ("claims" not in table or partial):
        raise (at / "possibly_outdated").error("possibly_outdated goes with the claims that refute the ruling")
    claims = tuple(_claim_ref(at / "claims" / j, ref, path, ids) for j, ref in enumerate(table.get("claims", [])))
    return Statement(at=table["at"], hash=table["hash"], says=table["says"], line=(at / "at").line, claims=claims,
                     date=table.get("date", ""), not_yet=table.get("not_yet", ""),
                     out_of_scope=table.get("out_of_scope", ""), possibly_outdated=table.get("possibly_outdated", ""))


def _shared(at: At, table: dict, path: Path) -> Statement:
    """A statement formalised in a corpus of shared statements: its formalisation,
    with this statement's place; the texts must be the same (their hashes)."""
    extra = [k for k in table if k not in ("at", "hash", "same_as", "date")]
    if extra:
        raise (at / extra[0]).error(f"a statement that is same_as another takes its {extra[0]} from it")
    file, sep, where = table["same_as"].partition("#")
    target = path.parent / file
    if not sep or not target.is_file():
        raise (at / "same_as").error(f"same_as names \"file.toml#at\" of a corpus file, not {table['same_as']!r}")
    head = read_model_file(target).data.get("source", {})
    if "page" in head or "card" in head or "statement" not in read_model_file(target).data:
        raise (at / "same_as").error(f"{file} is no corpus of shared statements ([source] with only about)")
    shared = next((s for s in load_corpus(target).statements if s.at == where), None)
    if shared is None:
        raise (at / "same_as").error(f"{file} has no statement {where!r}")
    if shared.hash != table["hash"]:
        raise (at / "hash").error(f"statement {table['at']!r} ({table['hash']}) is not the text of {table['same_as']} "
                                  f"({shared.hash})")
    return replace(shared, at=table["at"], line=(at / "at").line, date=table.get("date", ""))


def _claim_ref(at: At, ref: str, corpus_path: Path, ids: Dict[Path, List[str]]) -> Tuple[str, str]:
    """The scenario file and claim id a statement names ("file.toml#claim-id"), which must exist;
    `ids`: the claim ids of the files read so far, by path (each read once)."""
    file, sep, cid = ref.partition("#")
    if not sep or not file or not cid:
        raise at.error(f"a claim is named \"file.toml#claim-id\", not {ref!r}")
    target = corpus_path.parent / file
    if target not in ids:
        if not target.is_file():
            raise at.error(f"no scenario file {file!r} (relative to this corpus file)")
        ids[target] = [c.get("id") for c in read_model_file(target).data.get("claim", [])]
    if cid not in ids[target]:
        raise at.error(f"{file} has no claim {cid!r}")
    return str(target), cid


# -- the texts ------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(“\"])|(?<=[.!?][)”\"])\s+")


def page_sentences(text: str) -> List[Tuple[str, str]]:
    """A rulings page's sentences as ("paragraph.sentence", sentence): paragraphs are
    separated by blank lines; a line without a full stop (a heading) is no paragraph."""
    paragraphs = [" ".join(p.split()) for p in re.split(r"\n\s*\n", text)]
    paragraphs = [p for p in paragraphs if re.search(r"[.!?][)”\"]?$", p)]
    return [(f"{i}.{j}", s) for i, p in enumerate(paragraphs, 1)
            for j, s in enumerate(_SENTENCE_END.split(p), 1)]


def read_rulings(path: Path) -> dict:
    """A rulings file: JSON, or JSON compressed with gzip (`.gz`)."""
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    return json.loads(data.decode("utf-8"))


def card_rulings(rulings: dict, card: str) -> List[Tuple[str, str, str]]:
    """A card's official rulings in a rulings file (MTGJSON's `cards[].rulings`, or
    `cards` by name) as (number, date, text), numbered from 1 in the file's order."""
    cards = rulings.get("cards", [])
    found = [cards.get(card, {})] if isinstance(cards, dict) else [c for c in cards if c.get("name") == card]
    rows = (found or [{}])[0].get("rulings", [])
    return [(str(i), r.get("date", ""), r.get("text", "")) for i, r in enumerate(rows, 1)]


def text_hash(text: str) -> str:
    """Eight hex digits standing for a text, its spacing and quotes normalised."""
    norm = " ".join(text.replace("’", "'").replace("“", '"').replace("”", '"').split())
    return hashlib.sha256(norm.encode()).hexdigest()[:8]


def mismatches(corpus: Corpus, texts: List[Tuple[str, str]]) -> List[str]:
    """What does not match between a corpus file and its source's texts (at, text):
    statements missing, statements the source does not have, hashes that differ."""
    have = {s.at: s for s in corpus.statements}
    want = dict(texts)
    out = [f"{corpus.path}: statement {at} of the source is missing ({text_hash(t)})"
           for at, t in texts if at not in have]
    out += [f"{corpus.path}:{s.line}: the source has no statement {s.at}" for s in corpus.statements
            if s.at not in want]
    out += [f"{corpus.path}:{s.line}: statement {s.at}: hash {s.hash} does not match the source's "
            f"{text_hash(want[s.at])}" for s in corpus.statements if s.at in want and text_hash(want[s.at]) != s.hash]
    return out


def source_texts(corpus: Corpus, pages: Optional[Path], rulings: List[Path]) -> Optional[List[Tuple[str, str]]]:
    """The texts of the corpus's source, when the folder of pages or the rulings file
    it names is given (None otherwise)."""
    try:
        if corpus.page and pages is not None:
            if Path(corpus.page).name != corpus.page:
                raise ModelError(corpus.path, 0, f"page {corpus.page!r} names a file of the pages folder, not a path")
            return page_sentences((pages / corpus.page).read_text(encoding="utf-8"))
        named = [r for r in rulings if r.name == corpus.rulings]
        if corpus.rulings and named:
            return [(n, t) for n, _, t in card_rulings(read_rulings(named[0]), corpus.card)]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, gzip.BadGzipFile, EOFError) as exc:
        raise ModelError(corpus.path, 0, f"cannot read its source: {exc}") from None
    return None


# -- coverage --------------------------------------------------------------------------

STATUSES = ("holds", "possibly outdated", "failed", "not yet", "out of scope")


def status(s: Statement, verdicts: Dict[Tuple[str, str], dict]) -> str:
    """A statement's standing: some of its claims did not come out as expected (failed);
    it is set aside, or formalised only in part (not yet); or its claims all came out as
    expected (holds, or possibly outdated when the ruling is refuted under the current rules)."""
    if not all(verdicts[ref]["ok"] for ref in s.claims):
        return "failed"
    if s.not_yet:
        return "not yet"
    if s.out_of_scope:
        return "out of scope"
    return "possibly outdated" if s.possibly_outdated else "holds"


def coverage_rows(corpora: List[Corpus], verdicts: Dict[Tuple[str, str], dict]) -> List[dict]:
    """Per source (a page or a card's rulings): how many statements, and how many of
    each status."""
    rows = []
    for kind, group in (("seed pages", [c for c in corpora if c.page]), ("card rulings", [c for c in corpora if c.card])):
        part = []
        for c in sorted(group, key=lambda c: c.title):
            counts = {k: 0 for k in STATUSES}
            for s in c.statements:
                counts[status(s, verdicts)] += 1
            part.append({"source": c.title, "file": c.path, "statements": len(c.statements), **counts})
        if len(part) > 1:
            part.append({"source": f"all {kind}", "file": "", **{k: sum(r[k] for r in part)
                                                                    for k in ("statements", *STATUSES)}})
        rows += part
    return rows
