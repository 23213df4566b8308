"""Replacement effects on counters put on permanents (614.1a) and on what other permanents
enter with (614.1c, 122.6), as `[[card.counter_replacement]]` tables (`verifier/rules/replacing.py`):
"If one or more +1/+1 counters would be put on a creature you control, that many plus one ... are
put on it instead" (Hardened Scales), "... twice that many ..." (Corpsejack Menace), "Each other
creature you control enters with an additional +1/+1 counter on it" (614.1c).  A line is read
only where its words and phase.rs's parse say the same in full (`coverage`, else refused with the
words left over); in another form None (the caller refuses it)."""
from __future__ import annotations

import re
from typing import Any, Optional, Tuple

from verifier.cards import coverage
from verifier.cards.filters import affects, counter_kind

_NUMBERS = {"an": 1, "one": 1, "two": 2, "three": 3}
_FORM_WORDS = ("if", "one", "or", "more", "would", "be", "put", "on", "that", "many", "plus", "twice", "are", "it",
               "instead", "each", "enters", "with", "additional", "an", "two", "three", "of", "those", "kinds",
               "effect", "puts", "create", "creates", "tokens", "under", "your", "control", "permanent")
# 614.1a: "that many plus one", "twice that many" of one kind, on permanents the parse's valid_card names
_PUT = re.compile(r"If one or more (?P<kind>\S+) counters would be put on (?P<what>[^,]+), (?:that many plus "
                  r"(?P<plus>one|two|three)|twice that many) (?P=kind) counters are put on (?:it|that [a-z]+) "
                  r"instead\.?")
# ... of any kind: "that many plus one of each of those kinds" (Winding Constrictor), "If an effect would put one or
# more counters on ..., it puts twice that many of those counters" (Doubling Season)
_PUT_ANY = re.compile(r"If one or more counters would be put on (?P<what>[^,]+), that many plus (?P<plus>one|two|three) "
                      r"of each of those kinds of counters are put on (?:it|that [a-z]+) instead\.?|If an effect would "
                      r"put one or more counters on (?P<what2>[^,]+), it puts twice that many of those counters on "
                      r"(?:it|that [a-z]+) instead\.?")
# 614.1a: "If an effect would create one or more tokens under your control, it creates twice that many of those
# tokens instead" ([[card.token_replacement]])
_TOKENS = re.compile(r"If an effect would create one or more tokens under your control, it creates twice that many of "
                     r"those tokens instead\.?")
# 614.1c: "Each [other] Dragon you control enters with an additional +1/+1 counter on it"
_ENTERS = re.compile(r"Each (?:other )?(?P<what>.+?) enters with (?P<n>an|two|three) additional (?P<kind>\S+) "
                     r"counters? on it\.?")


def read(line: str, face: dict, norm: Any) -> Optional[Tuple[str, dict]]:
    """The table of a line phase.rs parsed as such a replacement ("counter_replacement" or
    "token_replacement", and the table), or None."""
    found = [r for r in face.get("replacements") or [] if norm(r.get("description")) == line]
    if len(found) != 1 or found[0].get("condition") is not None or \
            (found[0].get("mode") or {}).get("type") != "Mandatory":
        return None
    r, valid = found[0], found[0].get("valid_card") or {}
    change = r.get("quantity_modification") or {}
    if _TOKENS.fullmatch(line) and r.get("event") == "CreateToken" and r.get("execute") is None and not valid and \
            r.get("token_owner_scope") == "You" and change == {"type": "Times", "factor": 2}:
        return "token_replacement", _checked(line, r, {"times": 2})
    if valid.get("type") not in ("Typed", "Or"):
        return None
    put, enters, any_kind = _PUT.fullmatch(line), _ENTERS.fullmatch(line), _PUT_ANY.fullmatch(line)
    if any_kind and r.get("event") == "AddCounter" and r.get("execute") is None and r.get("counter_match") is None \
            and change == ({"type": "Plus", "value": _NUMBERS[any_kind["plus"]]} if any_kind["plus"] else
                           {"type": "Times", "factor": 2}):
        amount = {"plus": _NUMBERS[any_kind["plus"]]} if any_kind["plus"] else {"times": 2}
        return "counter_replacement", _checked(line, r, {"affects": affects(line, valid), **amount})
    if put and r.get("event") == "AddCounter" and r.get("execute") is None and \
            (r.get("counter_match") or {}).get("type") == "OfType" and \
            (change == {"type": "Plus", "value": _NUMBERS.get(put["plus"])} if put["plus"] else
             change == {"type": "Times", "factor": 2}):
        kind = counter_kind(line, r["counter_match"].get("data"))
        if kind != put["kind"]:
            return None
        amount = {"plus": _NUMBERS[put["plus"]]} if put["plus"] else {"times": 2}
        return "counter_replacement", _checked(line, r, {"affects": affects(line, valid), "kinds": [kind], **amount})
    effect = ((r.get("execute") or {}).get("effect") or {})
    if enters and r.get("event") in ("ChangeZone", "Moved") and r.get("destination_zone") == "Battlefield" and \
            effect.get("type") == "PutCounter" and (effect.get("target") or {}).get("type") == "SelfRef" and \
            effect.get("count") == {"type": "Fixed", "value": _NUMBERS[enters["n"]]} and \
            counter_kind(line, effect.get("counter_type")) == enters["kind"]:
        # (its own entering is never seen, 614.12: "other" says nothing the loader reads)
        where = {k: v for k, v in affects(line, valid).items() if k != "other"}
        return "counter_replacement", _checked(line, r, {"affects": where, "kinds": [enters["kind"]],
                                                         "plus": _NUMBERS[enters["n"]], "entering": True})
    return None


def _checked(line: str, parsed: dict, table: dict) -> dict:
    """The table, once every word of the line is accounted for (`coverage`: a qualifier of the
    affected set phase.rs dropped is refused, with its words; the form's own words are read here)."""
    coverage.check(line, parsed, _FORM_WORDS)
    return table
