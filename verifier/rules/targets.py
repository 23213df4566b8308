"""The targets an activated ability's text asks for (115.1, 601.2c, 602.2b), in the
forms read here: "[another] target [non<type>] <type>[, <type>][ or <type>] [you control | an
opponent controls | you don't control]", "target <type> card from your graveyard" (or
a graveyard), "target player", "target opponent", "any target"; "up to one" before
one of them lets none be chosen.  Any other use of the word target is returned
unread, so that whether the ability could be activated is never decided without it."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Tuple

from verifier.model import Filter

_TYPES = "artifact|battle|creature|enchantment|land|planeswalker"
_PHRASE = re.compile(
    rf"(?P<up>up to one )?(?P<another>another )?target (?P<non>non(?:{_TYPES}) )?"
    rf"(?P<types>(?:{_TYPES}|permanent)(?:(?:,| or|, or) (?:{_TYPES}))*)(?P<card> card)?"
    r"(?: (?P<where>from your graveyard|in your graveyard|from a graveyard|in a graveyard))?"
    r"(?: (?P<ctrl>you control|an opponent controls|you don't control))?"
    # (where the phrase ends: nothing more said of what it targets, "with flying", "that ...";
    # a comma before another type continues a list, "artifact, enchantment, or land")
    rf"(?=[.;]|,(?!(?: or)? (?:{_TYPES})\b)|\s+(?:and|to|gets?|gains?|loses?|deals?|can't|becomes?|has|untaps?|taps?|phases?|is|on|into|onto|"
    r"under)\b|\s*\Z)"
    r"|(?P<player>up to one target (?:player|opponent)|target (?:player|opponent)|any target)\b", re.I)
_WORD = re.compile(r"\btargets?\b", re.I)


@dataclass(frozen=True)
class Target:
    """One target (115.1): a permanent on the battlefield, a card in a graveyard, or a
    player; `of` says what it must be, with "you" its ability's controller."""

    kind: str                 # "permanent", "card" or "player"
    of: Filter = Filter()
    another: bool = False     # not the ability's source ("another target")
    yours: bool = False       # a card in the graveyard of the ability's controller
    optional: bool = False    # "up to one": it may be none (601.2c)


def read(ability: str) -> Tuple[Tuple[Target, ...], Tuple[str, ...]]:
    """The targets of the ability (its text after its cost) read here, and the text around
    each use of the word target that is not (115.1)."""
    text = ability.partition(":")[2]
    out, spans = [], []
    for m in _PHRASE.finditer(text):
        if m.group("player"):
            out.append(Target("player", optional=m.group("player").lower().startswith("up to")))
            spans.append(m.span())
            continue
        if m.group("card") and not m.group("where") or m.group("where") and (not m.group("card") or m.group("ctrl")):
            continue  # (a card, and where it is, go together: said otherwise, it is left unread)
        types = re.split(r",? or |, ", m.group("types").lower())
        of = Filter(types=() if types == ["permanent"] or len(types) > 1 else tuple(types),
                    any_of=tuple(Filter(types=(t,)) for t in types) if len(types) > 1 else (),
                    non_types=(m.group("non").strip()[3:].lower(),) if m.group("non") else (),
                    controller={"you control": "you", "an opponent controls": "opponent",
                                "you don't control": "opponent"}.get((m.group("ctrl") or "").lower()))
        out.append(Target("card" if m.group("card") else "permanent", of, another=bool(m.group("another")),
                          yours="your" in (m.group("where") or ""), optional=bool(m.group("up"))))
        spans.append(m.span())
    unread = tuple(text[max(0, w.start() - 20):w.end() + 30].strip() for w in _WORD.finditer(text)
                   if not any(a <= w.start() < b for a, b in spans))
    return tuple(out), unread
