"""Generated cards as TOML: one card (`verifier card`), the derived table of every
card that translates (`verifier cards build`) and lookups in it, and a card's outcome
for golden files."""
from __future__ import annotations

import contextlib
import functools
import hashlib
import multiprocessing
import re
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.cards import oracle
from verifier.cards.translate import translate
from verifier.tomlwrite import value


def to_toml(card: dict, notice: str = oracle.NOTICE, notes: Tuple[str, ...] = ()) -> str:
    """The card model as a `[[card]]` TOML table (what `models/cards/` holds), and what
    it keeps without following, as comments."""
    head = [f"# {notice}"] + [f"# {n}" for n in notes] + ["[[card]]"]
    kinds = ("static", "resolves", "granted", "mana", "mana_trigger", "counter_replacement", "token_replacement")
    head += [f"{k} = {value(v)}" for k, v in card.items() if k not in kinds]
    for kind in kinds:
        for table in card.get(kind, []):
            head += ["", f"[[card.{kind}]]"] + [f"{k} = {value(v)}" for k, v in table.items()]
    return "\n".join(head) + "\n"


def generate(name: str) -> Tuple[Optional[str], List[str]]:
    """The TOML of a card generated from the corpus (or read from the derived table
    `verifier cards build` wrote), or None with the refusals; a card the corpus does
    not have is refused as such."""
    built = _built().get(name)
    if built is not None:
        return built, []
    rec = oracle.record(name)
    if rec is None:
        return None, [f"the Oracle corpus has no card named {name!r}"]
    try:
        parsed = oracle.face(rec)
    except Exception as exc:  # the parser is another project's: its failure is a refusal, not a crash
        return None, [f"phase.rs could not parse it ({type(exc).__name__})"]
    t = translate(rec, parsed)
    return (to_toml(t.card, notes=tuple(t.notes)) if t.card is not None else None), t.refusals


def built_names() -> List[str]:
    """The names of the cards of the derived table (none if this translator did not build it)."""
    return list(_built())


@functools.lru_cache(maxsize=1)
def _built() -> Dict[str, str]:
    """The derived table's cards by name, if it has been built by this translator (a
    table another version built is not read)."""
    path = oracle.cache_path()
    if not path.is_file():
        return {}
    text = path.read_text(encoding="utf-8")
    if f"# translator: {translator_version()}\n" not in text.split("# card: ", 1)[0]:
        return {}
    blocks = re.split(r"(?m)^(?=# card: )", text)
    return {b.split("\n", 1)[0][len("# card: "):]: b.split("\n", 1)[1] for b in blocks if b.startswith("# card: ")}


@functools.lru_cache(maxsize=1)
def translator_version() -> str:
    """A hash of the translator's source: a derived table is read only by the version that built it."""
    here = Path(__file__).resolve().parent  # (the phase.rs harness, phase*.py, translates nothing)
    sources = sorted(p for p in here.glob("*.py") if not p.name.startswith("phase")) + \
        [here.parent / "load" / "manatext.py"]
    return hashlib.sha256(b"".join(p.read_bytes() for p in sources)).hexdigest()[:16]


def card_outcome(name: str) -> Tuple[str, bool, Optional[str], List[str]]:
    """One card of the corpus, parsed once: whether it may matter here, and its model
    as TOML or the reasons it is refused."""
    rec = oracle.record(name)
    if rec is None or rec.get("layout") not in (None, "normal"):
        return name, False, None, []
    try:
        parsed = oracle.face(rec)
    except Exception as exc:  # the parser is another project's: its failure is a refusal, not a crash
        return name, True, None, [f"phase.rs could not parse it ({type(exc).__name__})"]
    if not oracle.relevant(rec, parsed):
        return name, False, None, []
    t = translate(rec, parsed)
    text = to_toml(t.card, notice="generated from Oracle text", notes=tuple(t.notes)) if t.card is not None else None
    return name, True, text, t.refusals


def build(names: List[str], progress: Optional[Callable[[], Any]] = None, jobs: int = 1
          ) -> Tuple[str, Dict[str, int]]:
    """The derived table of the given cards that may matter here (the TOML of each
    translated one, under a notice and the translator's version) and the counts by
    outcome: relevant, translated, and each reason of refusal; `jobs` processes."""
    out = [f"# {oracle.NOTICE}", "# Derived by `verifier cards build`: the models of the cards that translate.",
           f"# translator: {translator_version()}", ""]
    counts: Dict[str, int] = {}
    with multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else contextlib.nullcontext() as pool:
        results = pool.imap(card_outcome, names, chunksize=64) if pool is not None else map(card_outcome, names)
        for name, matters, text, refusals in results:
            if progress is not None:
                progress()
            if not matters:
                continue
            counts["relevant"] = counts.get("relevant", 0) + 1
            if text is not None:
                out.append(f"# card: {name}\n{text}")
                counts["translated"] = counts.get("translated", 0) + 1
            for reason in {re.sub(r":.*", "", r) for r in refusals}:
                counts[f"refused: {reason}"] = counts.get(f"refused: {reason}", 0) + 1
    return "\n".join(out), counts


def outcome(name: str) -> dict:
    """The translator's outcome for a card without the card's text: a hash of the
    generated model, or the reasons of the refusal (for golden files)."""
    return outcome_of(*generate(name))


def outcome_of(text: Optional[str], refusals: List[str]) -> dict:
    """An outcome as golden files hold it (`outcome`)."""
    if text is not None:
        return {"translated": hashlib.sha256(text.encode()).hexdigest()[:16]}
    return {"refused": sorted({re.sub(r":.*", "", r) for r in refusals})}
