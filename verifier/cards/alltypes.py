""""Is all creature types" (or "gains all creature types", "is every creature type") said as one
more predicate of a subject whose other predicates phase.rs did read: "Equipped creature gets +1/+1
and is all creature types."; "Until end of turn, target creature has base power and toughness 4/4,
gains all creature types, and gains flying."  phase.rs parses such a line as if the phrase were not
there.  The phrase joined by "and" or a comma to the same subject shares its affected object, its
condition and its duration: it is a layer 4 effect of the same continuous effect (205.3m, 613.1d).
The line is parsed again without the phrase, and where that parse is the same as the line's, the
phrase is the one thing phase.rs left out: its AddAllCreatureTypes is added to that ability (the
translator then reads it as it reads that modification, and `coverage` finds the phrase's words in
it).  The phrase anywhere else (another subject, its own condition or duration, "loses") is left to
the guard that refuses it (`verifier.cards.statics.all_creature_types_read`)."""
from __future__ import annotations

import re
from typing import Any, Dict

from verifier.cards import oracle

# one sentence: [Until end of turn, | As long as C, ] subject and predicates, then ", and" / "," / "and" and the
# phrase, then only more granted keywords ("and gains flying") before its end
_JOINED = re.compile(r"^(?P<head>(?:[^:\"]*: )?(?:Until end of turn, |As long as [^,.]+, )?[^,.:\"]*?(?:,[^,.:\"]+?)*)"
                     r"(?P<join>,? and|,) (?:is|gains) (?:all creature types|every creature type)"
                     r"(?P<tail>(?:,? and gains [a-z]+)?\.)$")
# a condition or duration of one predicate alone, where it would be unclear what the phrase shares
_OWN = re.compile(r"\b(?:until|this turn|as long as|if|unless|during|where|for as long)\b", re.I)
_ALL = {"type": "AddAllCreatureTypes"}


def all_types(face: Dict[str, Any], rec: Dict[str, Any]) -> Dict[str, Any]:
    """The face with AddAllCreatureTypes added to each static ability, and to each resolved effect's
    continuous ability, whose line says the phrase in that form and whose parse is the same without it
    (the face itself where there is none)."""
    out = face  # (in place: `translate` passes a copy of its own)
    for st in out.get("static_abilities") or []:
        if st.get("mode") == "Continuous" and _ALL not in (st.get("modifications") or []) and \
                _same_without(st.get("description") or "", rec, "static_abilities", st):
            st["modifications"] = [*(st.get("modifications") or []), _ALL]
    for ab in out.get("abilities") or []:
        inner = (ab.get("effect") or {}).get("static_abilities") or []
        if (ab.get("effect") or {}).get("type") == "GenericEffect" and len(inner) == 1 and \
                _ALL not in (inner[0].get("modifications") or []) and \
                _same_without(ab.get("description") or "", rec, "abilities", ab):
            inner[0]["modifications"] = [*(inner[0].get("modifications") or []), _ALL]
    return out


def _same_without(line: str, rec: dict, kind: str, parsed: dict) -> bool:
    """Whether the line says the phrase joined to its subject's other predicates, with no condition or
    duration of their own, and its parse without the phrase is `parsed` (but for descriptions)."""
    said = _JOINED.match(line)
    if said is None:
        return False
    lead = re.sub(r"^(?:[^:\"]*: )?(?:Until end of turn, |As long as [^,.]+, )", "", said["head"])
    if _OWN.search(lead) or _OWN.search(said["tail"]):
        return False
    text = (said["head"] + said["tail"]).replace("~", rec["name"])  # (the tail keeps its own joiner)
    again = oracle.face({**rec, "text": text}).get(kind) or []
    # (the abilities of the one line: a keyword's own, with no description, are the record's, not the line's)
    return [_plain(a) for a in again if a.get("description")] == [_plain(parsed)]


def _plain(x: Any) -> Any:
    """A parse without its descriptions (the line's own words, which differ by the phrase)."""
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items() if k != "description"}
    if isinstance(x, list):
        return [_plain(v) for v in x]
    return x

