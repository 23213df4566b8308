"""A card's "You may have this creature enter as a copy of any creature on the battlefield[, except
...]" as the model's `enters_as_copy` (707.5, 614.1c: the copy effect begins as it enters; 707.9b:
the exceptions become part of the copiable values), the exceptions read in full or refused."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional

from verifier.cards.filters import permanent_kind
from verifier.cards.refusal import Refusal
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES, SUPERTYPES

COPY = re.compile(r"You may have (?:~|this [a-z]+) enter (?:the battlefield )?(?P<tapped>tapped )?as a copy of "
                  r'(?:any|an?) (?P<what>[A-Za-z, -]+?)(?: on the battlefield)?(?:, except (?P<except>.+))?\."?')
# 707.9b: one exception of the copy ("it's 7/7", "it's an artifact in addition to its other types")
_SIZE = re.compile(r"it's (\d+)/(\d+)")
_IN_ADDITION = re.compile(r"it's (?:a|an) (?:(\d+)/(\d+) )?([A-Za-z ]+?) in addition to its other types")
# "create a token that's a copy of ..., except ..." (707.2, 111.1): the exception clause, to its sentence's end
_ONE = re.compile(r"\b[Cc]reate a token that's a copy of\b")
_TOKEN = re.compile(r"\btokens? that's a copy of [^.]*?, except (?P<except>[^.]+)\.")


def read(line: str) -> Optional[Dict[str, Any]]:
    """The `enters_as_copy` table of a line of that form, None if the line is of none, or
    refused naming what it does not read (what it may copy, an exception)."""
    m = COPY.fullmatch(line)
    if m is None:
        return None
    of = permanent_kind(m["what"])
    if of is None:
        raise Refusal(f"what it may enter as a copy of ({m['what']!r}) not translated: {line!r}")
    out: Dict[str, Any] = {"of": of}
    if m["tapped"]:  # "enter tapped as a copy" (614.1c)
        out["tapped"] = True
    if m["except"]:
        out["except"] = _exceptions(m["except"], line)
    return out


def token_exceptions(line: str, effect: dict) -> Dict[str, Any]:
    """707.9b: the exceptions of the copy a line's "create a token that's a copy of ..., except ..." makes, read
    in full or refused naming the one not read, and refused too where phase.rs's parse of them
    (`additional_modifications` of its CopyTokenOf `effect`) says other ones; {} for a copy without one."""
    if effect.get("count") != {"type": "Fixed", "value": 1} or effect.get("tapped") or effect.get("enters_attacking") \
            or effect.get("owner") != {"type": "Controller"} or not _ONE.search(line):
        # (111.1, 111.2, 508.4: how many, under whose control and how they enter, which a [[trigger]]'s copy_of
        # does not say: one token, its controller's, untapped, not attacking)
        raise Refusal(f"a copy token other than one its controller creates, untapped, not attacking, not "
                      f"translated: {line!r}")
    m = _TOKEN.search(line)
    out = {} if m is None else _exceptions(m["except"], line)
    if _said(out) != {_mod(x) for x in effect.get("additional_modifications") or []}:
        raise Refusal(f"exceptions of a copy that the parse reads otherwise (707.9b) not translated: {line!r}")
    return out


def _said(exceptions: Dict[str, Any]) -> set:
    """The exceptions read, as (modification, value) pairs in phase.rs's words."""
    out = {("SetPower", str(exceptions[k])) if k == "power" else ("SetToughness", str(exceptions[k]))
           for k in ("power", "toughness") if k in exceptions}
    names = {"add_types": "AddType", "add_subtypes": "AddSubtype", "add_supertypes": "AddSupertype",
             "remove_supertypes": "RemoveSupertype"}
    return out | {(names[k], w.lower()) for k in names for w in exceptions.get(k, ())}


def _mod(m: dict) -> tuple:
    """One modification of phase.rs's parse as a (modification, value) pair ("SetPower", "1")."""
    values = [v for k, v in m.items() if k != "type"]
    return (m.get("type"), str(values[0]).lower() if len(values) == 1 else repr(values))


def _exceptions(said: str, line: str) -> Dict[str, Any]:
    """707.9b: the values the copy has in place of, or besides, the copied ones."""
    out: Dict[str, Any] = {}
    for part in re.split(r",? and (?=it(?:'s| has| isn't)\b)", said):
        size, more = _SIZE.fullmatch(part), _IN_ADDITION.fullmatch(part)
        if size:  # "it's 7/7": its power and toughness (707.9b)
            out["power"], out["toughness"] = int(size[1]), int(size[2])
        elif more and all(w in CARD_TYPES or w in SUPERTYPES or w in ALL_SUBTYPES for w in more[3].split()):
            if more[1]:  # "it's a 1/1 Soldier creature in addition to its other types": its size too
                out["power"], out["toughness"] = int(more[1]), int(more[2])
            for w in more[3].split():  # "an artifact", "a Shapeshifter Rogue", "a legendary Spirit" (205.1-205.4)
                key = "add_types" if w in CARD_TYPES else "add_supertypes" if w in SUPERTYPES else "add_subtypes"
                out.setdefault(key, []).append(w)
        elif part in ("it isn't legendary", "it's not legendary"):  # 205.4
            out.setdefault("remove_supertypes", []).append("legendary")
        else:
            raise Refusal(f"an exception of a copy ({part!r}, 707.9) not translated: {line!r}")
    return out
