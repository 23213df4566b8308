"""111.3, 111.4, 111.10: a token is what the text creating it says.  A trigger's text "create a 2/2
green Wolf creature token" (or "a Treasure token", a predefined one) defines the token's power and
toughness, colours, card types, supertypes, subtypes and the keywords it has "with"; an object the
scenario declares `created_by` that trigger with other values is a token the game cannot make, and is
refused, naming what differs (draw 10's audit: a Wolf declared 5/5 blue, a Treasure declared a Beast,
a Dinosaur declared without its flying).  A clause whose description is not read here (a copy, 707.2,
`trigger_copies`; a token whose power is an amount; several kinds in one clause) is left to the
checks that read it."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, List, Optional

from verifier.load.files import At
from verifier.load.specs import KEYWORDS
from verifier.load.trigger_text import meaning
from verifier.model import COLORS, Scenario
from verifier.rules.typeline import CARD_TYPES

# 111.10: the predefined tokens, by name: their card type (each is colourless, its subtype its name)
PREDEFINED = {**{n: "artifact" for n in ("Treasure", "Food", "Gold", "Clue", "Blood", "Powerstone", "Map", "Junk",
                                          "Lander", "Mutagen")}, "Shard": "enchantment"}
# 111.10a-v: words of the one ability each predefined token has, which its declared abilities must say
_PREDEFINED_ABILITY = {"Treasure": "add one mana of any color", "Gold": "add one mana of any color",
                       "Food": "gain 3 life", "Clue": "draw a card", "Blood": "draw a card", "Powerstone": "add {c}",
                       "Shard": "scry 1", "Map": "explores", "Junk": "exile the top card", "Lander": "search your library",
                       "Mutagen": "+1/+1 counter"}
# 111.1: one create clause with one kind: "create [a|N] [tapped] <description> token[s] [with ...]"
_CLAUSE = re.compile(r"\bcreates? (?:a number of|a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (?:tapped )?"
                     r"(?P<description>[\w/' -]+?) tokens?\b(?P<rest>[^.]*)", re.I)
_PT = re.compile(r"^(\d+)/(\d+) ")
_SUPERTYPES = ("legendary", "snow")
# the keywords a token is made "with" (702): the loader's, and those only tokens are often made with
_KEYWORDS = {k.lower() for k in KEYWORDS} | {"infect", "wither", "prowess", "fear", "intimidate", "shadow", "skulk"}


@dataclass(frozen=True)
class Described:
    """The characteristics a create clause defines (111.3): None where the words do not say one."""

    power: Optional[int]
    toughness: Optional[int]
    colors: frozenset
    types: frozenset
    supertypes: frozenset
    subtypes: frozenset
    keywords: frozenset


def described(text: str) -> Optional[Described]:
    """The token the text's one create clause describes, where it has one clause of one kind read here."""
    text = re.sub(r'"[^"]*"|\u201c[^\u201d]*\u201d', '""', text)  # (a quoted ability is the token's, 111.3)
    clauses = list(_CLAUSE.finditer(text))
    if len(clauses) != 1:
        return None
    words, rest = clauses[0]["description"].strip(), clauses[0]["rest"]
    if re.search(r"\b(?:copy|copies)\b|\band (?:a|an|one|two|three|\d+) ", rest + " " + words, re.I) or \
            re.search(r"\btokens?\b", rest, re.I):
        return None  # (a copy, 707.2; a second kind in the clause)
    if words in PREDEFINED:
        return Described(None, None, frozenset(), frozenset({PREDEFINED[words]}), frozenset(), frozenset({words}),
                         frozenset())
    pt = _PT.match(words + " ")
    if pt is None and re.match(r"^(?:X|\*)/", words):
        return None  # (power and toughness an amount, 111.3: `token_values`)
    if pt is not None:
        words = words[pt.end():].strip() if pt.end() <= len(words) else ""
    parts = [w for w in re.split(r",? and |, | ", words) if w]
    colors = {w.lower() for w in parts if w.lower() in COLORS}
    types = {w.lower() for w in parts if w.lower() in CARD_TYPES}
    supertypes = {w.lower() for w in parts if w.lower() in _SUPERTYPES}
    other = [w for w in parts if w.lower() not in {*COLORS, *CARD_TYPES, *_SUPERTYPES, "colorless"}]
    if any(not w[:1].isupper() for w in other) or not types:
        return None  # (a word not read: left to the checks that read it)
    said = re.match(r"\s*with ((?:[a-z ]+?)(?:,? and [a-z ]+?)*)\s*(?:$|,|\bthat\b|\bthen\b)", rest)
    keywords = set()
    if said is not None:
        keywords = {k.strip() for k in re.split(r",? and |, ", said[1])}
        if not keywords <= _KEYWORDS:
            return None  # (something else it has, not a keyword read here)
    return Described(int(pt[1]) if pt else None, int(pt[2]) if pt else None, frozenset(colors), frozenset(types),
                     frozenset(supertypes), frozenset(other), frozenset(keywords))


def differences(said: Described, printed) -> List[str]:
    """What of an object's printed characteristics (`Characteristics`) is not what the text defines."""
    out = []
    if said.power is not None and (printed.power, printed.toughness) != (said.power, said.toughness):
        out.append(f"{printed.power}/{printed.toughness}, not {said.power}/{said.toughness}")
    for what, have, want in (("colours", printed.colors, said.colors), ("card types", printed.types, said.types),
                             ("supertypes", printed.supertypes, said.supertypes),
                             ("subtypes", printed.subtypes, said.subtypes)):
        if frozenset(have) != want:
            out.append(f"{what} {sorted(have)}, not {sorted(want)}")
    have = {a.lower() for a in printed.abilities}
    missing = sorted(k for k in said.keywords if k not in have)
    if missing:
        out.append(f"no {', '.join(missing)}")
    extra = sorted(k for k in have & _KEYWORDS if k not in said.keywords)  # (review 22: Urbis Protector's Angel)
    if extra:
        out.append(f"{', '.join(extra)}, which its text does not give")
    return out


# 110.5, 111.1: a create clause whose token enters tapped ("create a tapped 2/2 ...", "tokens that are tapped and
# attacking", "token that's tapped")
_TAPPED = re.compile(r"\bcreates? (?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) tapped\b|"
                     r"\btokens?\b[^.]*?\bthat(?:'s| is| are) tapped\b", re.I)  # (draw 13's audit: Seraphic Greatsword)


def tapped(text: str) -> bool:
    """Whether a trigger's text creates its tokens tapped (110.5, 111.1)."""
    return _TAPPED.search(meaning(text)) is not None


_NEXT_KIND = re.compile(r",? and (?=(?:a|an|one|two|three|four|five|\d+) [^.]*?\btokens?\b)", re.I)


def kinds(text: str) -> Optional[List[Optional[Described]]]:
    """The tokens of a text whose one create clause makes two or more kinds ("create a 3/3 ... token with deathtouch
    and a 3/3 ... token with lifelink", 111.1), each as `described` reads it alone (None where it does not); None
    for a text without such a clause."""
    bare = re.sub(r'"[^"]*"|\u201c[^\u201d]*\u201d', '""', text)
    clauses = list(_CLAUSE.finditer(bare))
    if len(clauses) != 1 or not re.search(r"\btokens?\b", clauses[0]["rest"], re.I):
        return None
    clause = bare[clauses[0].start():].split(".")[0]
    first, *others = _NEXT_KIND.split(re.sub(r"^creates? ", "", clause, flags=re.I))
    return [described(f"create {k}") for k in (first, *others)]


# 604.1, 611.3: an ability's words that say a continuous effect ("Equipped creature gets +1/+1", "Creatures you
# control have haste"): a static ability, which a [[card.static]] follows
_STATIC_WORDS = re.compile(r"\bgets? [+-][\dX]+/[+-][\dX]+|^(?:equipped|enchanted|other|creatures|each|all)\b[^.]*"
                           r"\b(?:gets?|have|has|can't)\b", re.I)


def check_statics(where: Dict[str, At], sc: Scenario) -> None:
    """A token declared `created_by` a trigger that lists a static ability's words that no static ability of it follows
    (`[[card.static]]`) is refused: it would have its text and no effect (draw 12's audit: The Keeper of Four
    Scythes' Scythes, "Equipped creature gets +1/+1", equipped creature 3/3 where the rules give 4/4)."""
    followed = {(e.source, e.ability) for e in sc.effects.values() if e.static}
    for t in sc.triggers:
        for oid in t.creates:
            text = next((a for a in sc.objects[oid].printed.abilities if _STATIC_WORDS.search(a) and
                         (oid, a) not in followed), None)
            if text is not None:
                raise where[oid].error(f"{oid!r}, a token created_by {t.id!r}, has {text!r}, a static ability no "
                                       "[[card.static]] of it follows (604.1, 611.3): give its card the static, or "
                                       "leave the ability out where it changes nothing")


def check_predefined(where: Dict[str, At], sc: Scenario) -> None:
    """111.10: a predefined token declared `created_by` a trigger has the ability the rules give its kind (draw 14's
    audit: Corsair Captain's Treasure declared with none could produce no mana)."""
    for t in sc.triggers:
        for oid in t.creates:
            printed = sc.objects[oid].printed
            for kind in sorted(set(printed.subtypes) & set(_PREDEFINED_ABILITY)):
                if not any(_PREDEFINED_ABILITY[kind] in a.lower() for a in printed.abilities):
                    raise where[oid].error(f"{oid!r}, a {kind} token created_by {t.id!r}, is declared without the "
                                           f"ability a {kind} token has (111.10): list it in its abilities")


def _ability_words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().rstrip(".").lower()


def missing_quoted(text: str, printed) -> List[str]:
    """111.3: the abilities the first create clause of a text quotes ("... token with \"Sacrifice this token: Add
    {C}.\"") that an object's printed characteristics (`Characteristics`) do not list."""
    clause = _CLAUSE.search(text)
    quoted = re.findall(r'"([^"]*)"|\u201c([^\u201d]*)\u201d', text[clause.start():]) if clause else []
    have = {_ability_words(a) for a in printed.abilities}
    return [q for q in (a or b for a, b in quoted) if _ability_words(q) not in have]


def check_quoted(where: Dict[str, At], sc: Scenario) -> None:
    """111.3: a token declared `created_by` a trigger has each ability its text's create clause quotes (draw 15's audit:
    Chittering Dispatcher's Eldrazi Spawn declared without "Sacrifice this token: Add {C}." could produce no mana)."""
    for t in sc.triggers:
        for oid in t.creates if not t.copy_of else ():
            missing = missing_quoted(meaning(t.said), sc.objects[oid].printed)
            if missing:
                raise where[oid].error(f"{oid!r}, a token created_by {t.id!r}, is declared without {missing[0]!r}, an "
                                       "ability its text gives it (111.3): list it in its abilities")


def check(where: Dict[str, At], sc: Scenario) -> None:
    """111.3: each object declared `created_by` a trigger is the token its text (of a modal one, the mode
    chosen) creates, where `described` reads it; refused naming what differs."""
    check_statics(where, sc)
    check_predefined(where, sc)
    check_quoted(where, sc)
    for t in sc.triggers:
        said = described(meaning(t.said)) if t.creates and not t.copy_of and not t.token_pt_of else None
        several = kinds(meaning(t.said)) if t.creates and not t.copy_of and not t.token_pt_of else None
        for oid in t.creates if several else ():  # (each token one of the kinds its clause makes, 111.1)
            if None in several:
                raise where[oid].error(f"{oid!r} is declared created_by {t.id!r}, whose text {t.said!r} creates "
                                       "several kinds of token in one clause, one in words not read here (111.3): "
                                       "not modelled")
            wrong = [differences(k, sc.objects[oid].printed) for k in several]
            if all(wrong):
                raise where[oid].error(f"{oid!r} is declared created_by {t.id!r}, whose text {t.said!r} creates "
                                       f"tokens of {len(several)} kinds (111.1, 111.3), and {oid!r} is none of them: "
                                       f"{'; '.join(min(wrong, key=len))}")
        for oid in t.creates if said is not None else ():
            wrong = differences(said, sc.objects[oid].printed)
            if wrong:
                raise where[oid].error(f"{oid!r} is declared created_by {t.id!r}, whose text {t.said!r} creates a "
                                       f"token it defines (111.3, 111.4), and {oid!r} is declared with {'; '.join(wrong)}")
