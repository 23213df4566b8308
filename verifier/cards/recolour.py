""""Is black" (or "is a black Zombie", "... in addition to its other colors") said as one more
predicate of a subject whose other predicates phase.rs did read: "Threshold — As long as there are
seven or more cards in your graveyard, this creature gets +1/+1, is black, and has "..."" (the
Possessed cycle); "Equipped creature gets +2/+2, has intimidate, and is a black Zombie." (Nim
Deathmantle).  phase.rs parses such a line as if the phrase were not there.  Joined by "and" or a
comma to the same subject, the phrase shares its affected objects, its condition and its duration:
it is a colour-changing effect of the same continuous effect (105.3, 613.1e: the new colour replaces
the others unless "in addition"), and a creature type after the colour a type-changing one (205.1a,
613.1d: it replaces the creature types unless "in addition to its other ... types"), the same
modifications phase.rs gives the phrase where it reads it ("is a black Dragon": SetColor,
RemoveAllSubtypes of the creature set, AddSubtype).  The line is parsed again without the phrase, and
only where that parse is the line's are they added (`coverage` then finds the phrase's words in them).
The phrase anywhere else (another sentence, a condition or duration of its own) stays unread, and
`coverage` refuses its words."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional

from verifier.cards import oracle
from verifier.cards.alltypes import _plain
from verifier.rules.typeline import SUBTYPE_SETS

_COLOUR = r"(?:white|blue|black|red|green)"
# the phrase after another predicate of its subject ("gets +1/+1, is black," / "has intimidate, and is a black Zombie")
_PHRASE = re.compile(rf"(?P<join>,? and|,) (?:is|are) (?:an? )?(?P<colours>{_COLOUR}(?: and {_COLOUR})?)"
                     rf"(?: (?P<subtype>[A-Z][a-z]+))?(?P<addition> in addition to its other colors"
                     rf"(?P<types> and (?:creature )?types)?)?(?=,|\.$| and )")
# one sentence: an ability word, then "Until end of turn, " or "As long as C, " at most, before the subject
_LEAD = re.compile(r"^(?:[A-Z][\w' ]+ — )?(?:Until end of turn, |As long as [^,.]+, )?")
# a condition or duration of one predicate alone, where it would be unclear what the phrase shares
_OWN = re.compile(r"\b(?:until|this turn|as long as|if|unless|during|where|for as long)\b", re.I)


def recolour(face: Dict[str, Any], rec: Dict[str, Any]) -> Dict[str, Any]:
    """The face with the phrase's colour and type changes added to each static ability whose line
    says it in that form, has no colour change of its own, and is parsed the same without it (the
    face itself where there is none)."""
    out = face  # (in place: `translate` passes a copy of its own)
    for st in out.get("static_abilities") or []:
        mods = st.get("modifications") or []
        if st.get("mode") != "Continuous" or any("Color" in str(m.get("type")) for m in mods):
            continue
        added = _dropped(st.get("description") or "", rec, st)
        if added:
            st["modifications"] = [*mods, *added]
    return out


def _dropped(line: str, rec: dict, parsed: dict) -> Optional[List[dict]]:
    """The modifications the phrase says, where the line says it as one more predicate of its one
    sentence's subject and the line's parse is its parse without the phrase; None otherwise."""
    bare = re.sub(r'"[^"]*"', lambda q: '"' + "q" * (len(q[0]) - 2) + '"', line)  # (a quoted ability's own words)
    said = list(_PHRASE.finditer(bare))
    if len(said) != 1 or "." in bare[:-1] or _OWN.search(bare[_LEAD.match(bare).end():said[0].start()]):
        return None
    found = said[0]
    tail = bare[found.end():]
    if not re.fullmatch(r'(?:,? and (?:has|gains) [a-z ,]+\.|,? and (?:has|gains) "q*"|\.)', tail):
        return None
    subtype = found["subtype"]
    if subtype is not None and (subtype not in SUBTYPE_SETS["creature"] or found["addition"] and not found["types"]):
        return None  # (a creature type only, 205.3m; "in addition to its other colors" alone keeps no types)
    text = (line[:found.start()] + line[found.end():]).replace("~", rec["name"])
    again = oracle.face({**rec, "text": text}).get("static_abilities") or []
    if [_plain(a) for a in again if a.get("description")] != [_plain(parsed)]:
        return None
    colours = [c.capitalize() for c in found["colours"].split(" and ")]
    if found["addition"]:  # 105.3: "in addition to its other colors"; 205.1b: its types kept
        return [*({"type": "AddColor", "color": c} for c in colours),
                *([{"type": "AddSubtype", "subtype": subtype}] if subtype else [])]
    return [{"type": "SetColor", "colors": colours},  # 105.3, 205.1a: they replace the others
            *([{"type": "RemoveAllSubtypes", "set": "Creature"}, {"type": "AddSubtype", "subtype": subtype}]
              if subtype else [])]
