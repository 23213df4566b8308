"""The targets an activated ability's text asks for (115.1, 601.2c, 602.2b), in the
forms read here: "[another] target [non<type>] [nonbasic] <type>[, <type>][ or <type>] [you control | an
opponent controls | you don't control]", "target <type> card from your graveyard" (or
a graveyard), "target player", "target opponent", "any target" (and the targets damage is
divided among, 601.2d, each any target); "up to one" before
one of them lets none be chosen.  A number of permanents (115.1, 601.2c): "two target lands", "one or two
target creatures" (one or two),
"X target lands" (X announced for the activation, 601.2b), "up to two target Swamps" (none to
two); a basic land type names a subtype; "without a <kind> counter on it" asks for none of that
kind (122.1).  Any other use of the word target is returned unread, so that whether the
ability could be activated is never decided without it."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Tuple, Union

from verifier.model import Filter

_TYPES = "artifact|battle|creature|enchantment|land|planeswalker"
_BASIC = "Plains|Island|Swamp|Mountain|Forest"  # (305.6: the basic land types, subtypes)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "one or two": 2}
_PHRASE = re.compile(
    r"(?:(?P<up>up to )?(?P<n>one or two|one|two|three|four|five|X) )?(?P<another>another )?target "
    rf"(?P<non>non(?:{_TYPES}) )?(?P<nonbasic>nonbasic )?"
    rf"(?P<types>(?:{_TYPES}|permanent|{_BASIC})(?:(?:,| or|, or) (?:{_TYPES}))*)(?P<plural>s)?(?P<card> card)?"
    r"(?: (?P<where>from your graveyard|in your graveyard|from a graveyard|in a graveyard))?"
    r"(?: (?P<ctrl>you control|an opponent controls|you don't control))?"
    r"(?: without an? (?P<without>[\w+/-]+) counter on (?:it|them))?"
    # (where the phrase ends: nothing more said of what it targets, "with flying", "that ...";
    # a comma before another type continues a list, "artifact, enchantment, or land")
    rf"(?=[.;]|,(?!(?: or)? (?:{_TYPES})\b)|\s+(?:and|to|gets?|gains?|loses?|deals?|can't|becomes?|has|untaps?|taps?|phases?|is|on|into|onto|"
    r"under|each)\b|\s*\Z)"
    r"|(?P<player>up to one target (?:player|opponent)|target (?:player|opponent)|any target|"
    # (601.2d: damage divided among targets, each any target: a player always one)
    r"(?<=divided as you choose among )(?:one or two|one, two, or three|any number of) targets)\b", re.I)
_WORD = re.compile(r"\btargets?\b", re.I)
# 109.5: whose permanent a target's words say it is, "you" the ability's controller
CONTROLLER_WORDS = {"you control": "you", "an opponent controls": "opponent", "you don't control": "opponent"}


@dataclass(frozen=True)
class Target:
    """One target (115.1): a permanent on the battlefield, a card in a graveyard, or a
    player; `of` says what it must be, with "you" its ability's controller."""

    kind: str                 # "permanent", "card" or "player"
    of: Filter = Filter()
    another: bool = False     # not the ability's source ("another target")
    yours: bool = False       # a card in the graveyard of the ability's controller
    optional: bool = False    # "up to N": fewer may be chosen, none too (601.2c)
    count: Union[int, str] = 1  # how many (115.1): a number, or "X", announced with the activation (601.2b)
    one_or_two: bool = False  # "one or two target ...": one chosen at least, `count` (2) at most (601.2c)

    @property
    def fewest(self) -> Union[int, str]:
        """The fewest targets that may be chosen (601.2c): none for "up to N", one for "one or two"."""
        return 0 if self.optional else 1 if self.one_or_two else self.count

    def allows(self, n: int) -> bool:
        """Whether n different targets are as many as the text allows (115.1, 601.2c); an "X" is never
        read here (its value is announced with the activation, 601.2b)."""
        return self.count != "X" and self.fewest <= n <= self.count

    def wording(self) -> str:
        """How many the text asks for, in words of this module: "up to 2", "1 or 2", "2"."""
        return f"up to {self.count}" if self.optional else f"1 or {self.count}" if self.one_or_two else str(self.count)


def read(ability: str) -> Tuple[Tuple[Target, ...], Tuple[str, ...]]:
    """The targets of the ability (its text after its cost) read here, and the text around
    each use of the word target that is not (115.1)."""
    return read_text(ability.partition(":")[2])


def read_text(text: str) -> Tuple[Tuple[Target, ...], Tuple[str, ...]]:
    """The targets of the instructions `text` read here, and the text around each use of the word
    target that is not (115.1): a triggered ability's effect (603.3d) as an activated one's."""
    out, spans = [], []
    for m in _PHRASE.finditer(text):
        if m.group("player"):
            out.append(Target("player", optional=m.group("player").lower().startswith("up to")))
            spans.append(m.span())
            continue
        if m.group("card") and not m.group("where") or m.group("where") and (not m.group("card") or m.group("ctrl")):
            continue  # (a card, and where it is, go together: said otherwise, it is left unread)
        count = _NUMBERS.get((m.group("n") or "one").lower(), "X")
        if (count != 1) != bool(m.group("plural")) and m.group("types").lower() != "plains" or \
                (m.group("card") or m.group("without")) and count != 1:
            continue  # (one target said in the plural, several in the singular, several cards: left unread)
        basic = re.fullmatch(_BASIC, m.group("types"), re.I)
        types = [] if basic else re.split(r",? or |, ", m.group("types").lower())
        of = Filter(types=() if basic or types == ["permanent"] or len(types) > 1 else tuple(types),
                    subtypes=(m.group("types").capitalize(),) if basic else (),
                    non_counters=(m.group("without"),) if m.group("without") else (),
                    any_of=tuple(Filter(types=(t,)) for t in types) if len(types) > 1 else (),
                    non_types=(m.group("non").strip()[3:].lower(),) if m.group("non") else (),
                    non_supertypes=("basic",) if m.group("nonbasic") else (),  # (205.4a: "nonbasic land")
                    controller=CONTROLLER_WORDS.get((m.group("ctrl") or "").lower()))
        out.append(Target("card" if m.group("card") else "permanent", of, another=bool(m.group("another")),
                          yours="your" in (m.group("where") or ""), optional=bool(m.group("up")), count=count,
                          one_or_two=(m.group("n") or "").lower() == "one or two"))
        spans.append(m.span())
    unread = tuple(text[max(0, w.start() - 20):w.end() + 30].strip() for w in _WORD.finditer(text)
                   if not any(a <= w.start() < b for a, b in spans))
    return tuple(out), unread
