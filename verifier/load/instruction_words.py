"""608.2c: a resolving ability does everything its text says.  The checks of `trigger_text` and
`ability_resolutions` name the instructions the model follows (a key of the table) and those it
refuses; this module finds the instructions no list names at all.  Each instruction word of the
text's sentences that are not optional (an action verb or keyword action: "scry", "regenerate",
"proliferate", "goad", "becomes", ...) must lie inside the words of an instruction some list
reads; one that lies outside every one is what the model would silently leave undone, and refuses
the table, naming it.  Words inside quotes (an ability granted, 113.1) and reminder text
(207.2) are no instruction of the text itself."""
from __future__ import annotations

import re
from typing import Iterable, List, Optional, Tuple

# Instruction words of a resolution: the verbs of what an effect does (608.2c) and the keyword actions (701).
# Nouns spelled alike are left out by their context ("a +1/+1 counter", "from exile", "a copy of").
_VERBS = (
    r"gains?", r"loses?", r"draws?", r"puts?", r"creates?", r"deals?", r"destroys?", r"exiles?(?! instead)",
    r"returns?", r"taps?", r"untaps?", r"gets?", r"sacrifices?", r"discards?", r"search(?:es)?", r"mills?",
    r"scry", r"surveils?", r"shuffles?", r"reveals?", r"looks?", r"attach(?:es)?", r"investigates?",
    r"proliferates?", r"goads?", r"fights?", r"transforms?", r"populates?", r"amass(?:es)?", r"connives?",
    r"explores?", r"ventures?", r"adapts?", r"bolsters?", r"supports?", r"manifests?", r"cloaks?", r"learns?",
    r"regenerates?", r"prevents?", r"becomes?", r"removes?", r"doubles?", r"switch(?:es)?", r"exchanges?",
    r"phases? (?:out|in)", r"monstrosity", r"incubates?", r"takes? the initiative", r"adds?", r"pays?",
    r"skips?", r"detains?", r"tempts?", r"collects? evidence", r"forages?", r"suspects?", r"votes?", r"seeks?",
    r"conjures?", r"flips?", r"rolls?", r"earthbends?", r"discovers?", r"assembles?", r"plots?", r"endures?",
    r"time travels?", r"cast", r"plays?",
    r"counter (?:target|that|it|them|each|all)", r"copy (?:target|that|it|them|each)",
    r"can't", r"doesn't untap", r"don't untap",
)
ACTION = re.compile(r"(?<![\w{+-])(?:" + "|".join(_VERBS) + r")\b", re.I)
# words that carry no instruction of the text itself: a quoted ability (granted, 113.1) and reminder text (207.2)
_QUOTED = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d|\([^)]*\)')
_SENTENCE = re.compile(r"(?<=\.)\s+")
# where a pattern's object ends: before the next instruction joined by "and" or "then" (review 22: an exile
# pattern's tail covered "then that player gains life")
TAIL = r"(?:(?!\band\b|\bthen\b)[^.,;])*"


def required(sentences: List[str]) -> List[str]:
    """603.5: what of the sentences is not optional: each up to its "you may" ("you gain 3 life, then you may
    ..." gains the life: review 22, Uro), and a sentence after "If you do" only where the one before it was done
    ("sacrifice ~. If you do, destroy that creature" destroys), not where it was offered ("you may ...")."""
    out: List[str] = []
    offered = False
    for x in sentences:
        done = re.match(r"\s*if you do\b,?\s*", x, re.I)
        if done is not None:
            if offered:
                continue
            x = x[done.end():]
        may = re.search(r"\byou may\b", x, re.I)
        offered = may is not None
        part = x[:may.start()] if may is not None else x
        if part.strip(" ,.;"):
            out.append(part)
    return out


def blanked(text: str) -> str:
    """The text with quoted abilities and reminder text emptied, their quote marks and places kept."""
    return _QUOTED.sub(lambda m: m[0][0] + " " * (len(m[0]) - 2) + m[0][-1], text)


def first_unread(text: str, known: Iterable[re.Pattern]) -> Optional[Tuple[str, str]]:
    """The first instruction word of the text's required sentences that no match of a `known`
    pattern covers, with its sentence; None where every one is covered."""
    known = tuple(known)
    for sentence in required(_SENTENCE.split(blanked(text).strip())):
        covered = [m.span() for p in known for m in p.finditer(sentence)]
        for word in ACTION.finditer(sentence):
            if not any(start <= word.start() < end for start, end in covered):
                return word[0], sentence.strip()
    return None
