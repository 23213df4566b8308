"""Every word of a translated line accounted for (issue 24): a word of the line must be
read by phase.rs's parse of it (a key or a value of the structure, description text
aside), or by the translator itself (a fact or number it keeps, a quoted ability it
reads), or be on the short reviewed list below of words with no rules meaning of their
own.  Anything left over is a qualifier the parse may have dropped ("tokens that are
enchanted or equipped"): the line is refused, naming those words.  This is a check on
the parse, not a second parser: it sees words, not their order."""
from __future__ import annotations

import re
from typing import Any, Callable, Iterable, List, Pattern, Set, Tuple

from verifier.cards.refusal import Refusal
from verifier.rules import plurals

# Words with no rules meaning of their own in these lines: articles, pronouns, linking verbs and
# prepositions whose sense the parse's structure carries ("get", "have", "is" become its
# modifications; "as long as" its condition).  Reviewed: nothing here can qualify a set of objects.
NO_MEANING = frozenset("""
a an the this that these those it its it's they them their theirs he him his she her
is are be was were been being 's re 're get gets got have has had do does
of to in on at for from by with as and or but so than then
long each all any
equal number where 0 1 additional also able there there's they're you
""".split())
# "equal to the number of", "where X is": the quantity's structure carries them; "+0" changes nothing and
# "+1/+1 for each" counts once per object; "you" is who acts by default (the ability's controller), and "you
# control" is read by "control".

# A word of the line and the words of the parse that read it (phase.rs's names for the same thing).
SAME = {
    "control": {"controller", "control", "you"}, "controls": {"controller", "control", "you"},
    "other": {"another", "other", "except", "self"}, "another": {"another", "other"},
    "enters": {"battlefield", "change", "zone", "etb", "enter"}, "enter": {"battlefield", "change", "zone", "etb"},
    "lose": {"remove", "lose"}, "loses": {"remove", "lose"},
    "gain": {"add", "grant", "gain"}, "gains": {"add", "grant", "gain", "give"},  # ("an opponent gains control": GiveControl)
    "can't": {"cant", "can't"}, "cannot": {"cant"},
    "plus": {"add"}, "become": {"set", "add", "become", "animate"},
    "becomes": {"set", "add", "become", "animate", "unattach"},  # ("becomes unattached": an Unattach trigger)
    "until": {"until", "duration"}, "end": {"end", "until"}, "turn": {"turn", "until"},
    "its": {"self"}, "owner's": {"owner"},
    "your": {"you", "controller", "opponent", "own", "owner", "devotion"},  # ("your devotion": the controller's, 700.5)
    "enchanted": {"enchanted", "attached"}, "equipped": {"equipped", "attached"},
    "base": {"set"}, "x": {"x", "variable", "dynamic", "qty", "quantity"}, "if": {"condition"},
    "y": {"variable", "dynamic", "qty", "quantity"},  # ("+X/+Y, where X is ... and Y is ...": a second amount)
    "amount": {"qty", "quantity"},  # ("add an amount of {G} equal to its power": the parse's quantity, 106.1)
    "more": {"minimum", "least", "greater", "ge", "more"}, "greater": {"minimum", "least", "greater", "ge"},
    "less": {"maximum", "most", "fewer", "less", "le"}, "fewer": {"maximum", "most", "fewer", "less", "le"},
    "isn't": {"remove", "not", "non"}, "aren't": {"remove", "not", "non", "zone"}, "add": {"mana", "add"}, "mana": {"mana", "cmc"},
    "under": {"controller", "control", "you"}, "may": {"optional", "may", "spend", "permission", "though"},
    "can": {"though"},  # ("can attack as though it had haste", "may activate ... as though": a permission, 302.6)
    # ("a creature card from your hand", "return ... to the battlefield": a zone change's origin and destination,
    # 400.1; "mana value X": the filter's Cmc, 202.3; `put_changed`)
    "power": {"power", "pt"}, "toughness": {"toughness", "pt"}, "card": {"draw", "card", "origin"},
    "put": {"change", "zone", "put"}, "onto": {"destination", "battlefield"}, "colorless": {"set", "color"},
    "don't": {"opponent", "not", "non"}, "doesn't": {"opponent", "not", "non"},
    "cards": {"size", "draw"},  # "seven or more cards in your graveyard": the size of a zone (GraveyardSize), counted
    #                             in cards; "draw two cards" (121.1: a Draw's count, as "card" is)
    "every": {"all"},  # "is every creature type": AddAllCreatureTypes
    "least": {"ge", "minimum", "least"},  # "at least five": a comparison GE
    "exactly": {"eq"},  # "you control exactly one creature": a comparison EQ
    "beginning": {"begin", "phase", "upkeep", "step"},  # "at the beginning of combat": a Phase trigger, BeginCombat
    "step": {"phase", "step"},  # "your end step": a Phase trigger's phase
    "second": {"2"},  # "your second spell each turn": NthSpellThisTurn, n = 2
    "otherwise": {"not"}, "no": {"most", "maximum"},  # ("you control no X": at_most 0, kept by the translator)  # "X as long as C. Otherwise, Y.": phase.rs's second effect under Not (C)
    # "the highest life total among your opponents": the parse's aggregate Max over those players
    "highest": {"max"}, "among": {"aggregate"},
    "dies": {"graveyard"}, "die": {"graveyard"},  # 700.4: put into a graveyard from the battlefield (a zone change)
    # one-shot instructions the model notes as not followed (`resolved.ONE_SHOT`, `BY_EVENTS`), by their kind
    "return": {"bounce", "return", "destination"}, "hand": {"bounce", "hand"}, "owner": {"owner", "bounce"}, "deals": {"damage"}, "deal": {"damage"},
    # 701.40a, 701.58a, 701.62a: manifest and cloak put the top card of a library onto the battlefield as a 2/2
    # creature ("manifest the top card of your library", "attach ~ to that creature"): their parse's word reads these
    "library": {"manifest", "cloak"}, "creature": {"manifest", "cloak"},
    "look": {"dig"}, "top": {"dig", "top", "manifest", "cloak"}, "bottom": {"dig", "bottom"}, "into": {"dig", "destination"},
    # 701.66a: "earthbend N", where the parse records the bending (RegisterBending, kind Earth; `earthbend`)
    "earthbend": {"earth"},
    # 707.9b: "a copy of ..., except it's ...": the parse's additional modifications of the copy
    "except": {"additional"},
    "create": {"token"}, "creates": {"token"}, "while": {"condition", "constraint"}, "when": {"trigger"}, "whenever": {"trigger"},  # a trigger's parse: its trigger_zones, mode and event
}
# Phrases that restate what the parse's structure already says, or nothing the model reads: the default zone
# of a set of permanents, keeping the other types (205.1b), an ability word (207.2c), timing of activation
# the scenario's effects carry (602.5d), targets the scenario names (601.2c), a batch trigger (603.2c).
_RESTATED = [re.compile(p) for p in (
    r"\bon the battlefield\b",
    r"\bin addition to (?:its|their) other (?:(?:creature |land )?types|colors(?: and types)?)\b",
    r"\b(?:[Ii]t's|They're) still (?:an? )?[A-Za-z ]+\.", r"\bthat are still (?:lands|creatures|artifacts)\b",
    r"\b[Uu]p to (?:one|two|three|four|five|X) (?=target)", r"\bX can't be 0\.", r"^When(?:ever)? one or more\b", r"^[A-Z][\w' ]+ — ", r"\bActivate only as a sorcery\.",
    r"~'s\b",
    # 301.5c: an Equipment is attached only to a creature, so "equipped" names one (the word "equipped" is read)
    r"(?<=\b[Ee]quipped) creature\b",
    # "during turns other than yours": the condition `your_turn = false` (611.3a) the translator keeps
    r"^During turns other than yours,",
    # cards and spells off the battlefield, where the model holds no objects (the translator says so)
    r"\bThe same is true for (?:[a-z]+ )*spells [^.]*\.")]

# Phrases a parse reads only where it has these words: "no longer snow" as a removal (613.1d), "that's
# still a land" as types added, not set (205.1b), soulbond's pair
# where the parse reads it (702.95b), the words of hexproof's meaning where the parse reads them as hexproof
_RESTATED_IF = [(re.compile(r"\b(?:is|are) no longer\b"), {"remove"}),
                # 700.12: "outlaws" are Assassins, Mercenaries, Pirates, Rogues and Warlocks, where the parse has all five
                (re.compile(r"\b[Oo]utlaws?\b"), {"assassin", "mercenary", "pirate", "rogue", "warlock"}),
                (re.compile(r"\bthat's still an? [a-z]+\b"), {"add", "type"}),
                # 105.4, 105.2: how many colours, where the parse counts them
                (re.compile(r"\b[Mm]ulticolou?red\b"), {"color", "count", "ge", "2"}),
                (re.compile(r"\b[Mm]onocolou?red\b"), {"color", "count", "eq", "1"}),
                # 702.95b: soulbond's pair, where the parse reads the source and the creature paired with it
                (re.compile(r"\bis paired with another creature\b"), {"source", "is", "paired"}),
                (re.compile(r"\b(?:both creatures|each of those creatures)\b"), {"source", "or", "paired"}),
                # 601.3, 609.4b: a permission to cast the cards its ability exiled, and to spend mana of any type on them,
                # where the parse has that permission (CastFromZone of what its source exiled, AnyTypeOrColor)
                (re.compile(r"\btop (?:X|\w+) cards of\b"), {"exile", "top", "position", "count"}),  # 406.3: ExileTop's count
                (re.compile(r"\bcast spells from among those cards\b"), {"cast", "from", "zone", "exiled", "source"}),
                (re.compile(r"\bmana of any type can be spent to cast those spells\b"),
                 {"mana", "spend", "permission", "any", "type"}),
                # ... and "you may spend mana as though it were mana of any color to cast that spell" (609.4b), where the
                # parse has that permission on the cast it allows (CastFromZone's mana_spend_permission AnyColor)
                (re.compile(r"\byou may spend mana as though it were mana of any colou?r to cast (?:that spell|those "
                            r"spells)\b"), {"cast", "from", "zone", "mana", "spend", "permission", "any", "color"}),
                # 503.1, 608.2d: "at the beginning of each player's upkeep, that player may A or B": the active player's
                # choice between instructions, where the parse has an upkeep trigger and a chooser (`branches`: each
                # branch one the model does not follow; a later "that player" stays to be read)
                (re.compile(r"^At the beginning of each player's upkeep, that player (?=may )"), {"upkeep", "chooser"}),
                # 702.11b: what hexproof means, word for word
                (re.compile(r"\bcan't be the target of spells or abilities your opponents control\b"), {"hexproof"})]

_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
            "nine": "9", "ten": "10", "once": "1", "twice": "2"}


def vocabulary(parsed: Any, kept: Iterable[str] = ()) -> Set[str]:
    """The words a parse (and what the translator kept: facts, numbers) reads: its keys and
    values, camel case split ("EnchantedBy" is "enchanted" and "by"), numbers without sign;
    any "description" (the line's own text) left out, and so is the parse of a quoted ability a
    line grants (a `definition` with its own description): its words are in its quote, which the
    line's words leave out, and must not account for the line's own (the "{B}" of a granted
    ability's cost is no "is black" of the line, 105.3; Possessed Barbarian, draw 4's audit)."""
    out: Set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k != "description" and v is not None and v is not False:  # a key read as absent reads nothing
                    out.update(_split(k))
                    if not (k == "definition" and isinstance(v, dict) and v.get("description")):
                        walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, bool) or x is None:
            return
        elif isinstance(x, (int, float)):
            out.add(str(abs(int(x))))
        else:
            out.update(_split(str(x)))
    walk(parsed)
    for text in kept:
        out.update(_words(text))
    return out


def _split(text: str) -> List[str]:
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z0-9])|(?<=[A-Z])(?=[A-Z][a-z])", " ", text)
    return _words(spaced)


def _words(text: str) -> List[str]:
    return [_NUMBERS.get(w, w) for w in re.findall(r"[a-z]+(?:'[a-z]+)?|\d+", text.lower())]


_IRREGULAR = {"halves": "half", "lives": "life", "knives": "knife"}  # (subtypes' plurals: `plurals`, 205.3)


def _stem(word: str) -> str:
    named = plurals.singular(word)  # 205.3: a subtype's plural as Oracle writes it ("pegasi": "pegasus")
    if named:
        return named.lower()
    word = _IRREGULAR.get(word, word)
    for suffix in ("ies", "es", "s", "ed", "d", "ing"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[:-len(suffix)] + ("y" if suffix == "ies" else "")
    return word


def _forms(word: str) -> Set[str]:
    """A word and its forms without an inflection ("lands", "land"; "Zombies", "zombie"; a
    possessive, "commander's", "commander")."""
    word = word[:-2] if word.endswith("'s") else word
    out = {word, _stem(word)}
    if word.endswith("s"):
        out.add(word[:-1])
    return out


def _read(word: str, vocab: Set[str], stems: Set[str]) -> bool:
    word = word[:-2] if word.endswith("'s") else word  # a possessive: its word
    if word in NO_MEANING or _forms(word) & stems:
        return True
    if SAME.get(word, set()) & vocab:
        return True
    for prefix in ("non", "un"):  # "nonbasic": a negation of "basic" ("NotSupertype", "Non", "Basic")
        if word.startswith(prefix) and len(word) > len(prefix) + 2 and \
                _read(word[len(prefix):], vocab, stems) and ({"non", "not", "un", "except"} & vocab):
            return True
    return False


def leftover(line: str, parsed: Any, kept: Iterable[str] = ()) -> List[str]:
    """The words of a line (reminder text, quoted abilities and the card's name, "~",
    aside) that neither the parse nor the translator reads, in order, each once."""
    body = line.replace("\u2019", "'")
    for phrase in _RESTATED:
        body = phrase.sub(" ", body)
    body = re.sub(r"\([^)]*\)|\"[^\"]*\"|~", " ", body)
    body = re.sub(r"\{[^}]*\}", " ", body)  # mana symbols: costs the parse carries as shards
    vocab = vocabulary(parsed, kept)
    for phrase, has in _CARRIED_IF:
        if _found(parsed, has):
            body = phrase.sub(" ", body)
    for phrase, needs in _RESTATED_IF:
        if needs <= vocab:
            body = phrase.sub(" ", body)
    body = _OTHERS_LOST.sub(lambda said: " " if _loses_others(said[1], parsed) else said[0], body)
    stems = {f for w in vocab for f in _forms(w)}
    out: List[str] = []
    for word in _words(body):
        if not _read(word, vocab, stems) and word not in out:
            out.append(word)
    if len(_YOU_CONTROL.findall(body)) > max(1, _count(parsed, _yours)):
        out.append("a second 'you control'")  # 303.4e, 108.4: each "you control" names whose object it is, apart
    return out


# "X you control that are enchanted by Auras you control": words, not their order, account for the line, so a
# second "you control" needs a second place of the parse that says "you" controls something (a filter's
# controller), or the second one's object (303.4e: an Aura's controller is its own) is not read
_YOU_CONTROL = re.compile(r"\byou control\b", re.I)


def _yours(d: dict) -> int:
    """How many places of a parse dict's own say "you control": a key naming a controller "You" (a filter's),
    a condition whose type is one of controlling ("ControlsCommander"), or the words kept in a string value (an
    unrecognized condition's text, a protection's quality kept by its words)."""
    return sum(1 if ("controller" in k.lower() and v == "You") or (k == "type" and str(v).startswith("Controls"))
               else len(_YOU_CONTROL.findall(v)) if isinstance(v, str) and k != "description" else 0
               for k, v in d.items())


def _count(parsed: Any, each: Callable[[dict], int]) -> int:
    """`each` summed over every dict of a parse (at any depth), a quoted ability's own parse left out as
    `vocabulary` leaves it out."""
    if isinstance(parsed, dict):
        return each(parsed) + sum(_count(v, each) for k, v in parsed.items()
                                  if not (k == "definition" and isinstance(v, dict) and v.get("description")))
    return sum(_count(v, each) for v in parsed) if isinstance(parsed, list) else 0


# Phrases a parse carries by a part of its structure, read where the parse has that part (a dict it holds):
_CARRIED_IF: List[Tuple[Pattern[str], Callable[[dict], bool]]] = [
    # 111.1: what a token it creates is, the scenario's object says ("create two 1/1 colorless Spirit creature
    # tokens with flying", "... tokens named Replicated Ring"): where the parse has a "Token" effect with the
    # token's P/T (not the "Token" property of a filter)
    (re.compile(r"\b[Cc]reates? [^.\"]*?\btokens?\b(?: (?:named|with) [^.,\"]+)?"),
     lambda d: d.get("type") == "Token" and "power" in d),
    # 107.1a: "half their life, rounded up": a quantity divided by 2 and rounded as the line says (its "up" or
    # "down" read by the parse's rounding)
    (re.compile(r"\bhalf\b"), lambda d: d.get("type") == "DivideRounded" and d.get("divisor") == 2),
    # coven's "different powers", "differently named" (201.2b): the parse's count of distinct qualities
    # (ObjectCountDistinct), each counted once
    (re.compile(r"\bdifferent(?:ly named)?\b"), lambda d: d.get("type") == "ObjectCountDistinct"),
    # 700.5: chroma's "the number of green mana symbols in the mana costs of permanents you control", devotion's own
    # definition, where the parse reads it as a Devotion quantity (the colour word read by its colours)
    (re.compile(r"\bmana symbols in the mana costs of permanents you control\b"), lambda d: d.get("type") == "Devotion"),
    # 601.2d: "distribute two +1/+1 counters among one or two target creatures": the parse's distribution among
    # the targets it chooses (the word "distribute" read by its key)
    (re.compile(r"\bamong (?=(?:one|two|three|four|five|X|any number of|up to \w+)\b[^.]*\btargets?\b)"),
     lambda d: bool(d.get("distribute"))),
    # 601.2b, 602.2b: "where X is the number of ... as you activate this ability": X announced as the ability is
    # activated, the parse's announced X
    (re.compile(r"\bas you activate this ability\b"), lambda d: bool(d.get("announced_x"))),
    # 509.1h, 603.2: "Whenever ~ blocks or becomes blocked by a creature, the other creature ...": the creature on the
    # other side of that block, the parse's ParentTarget of a blocking trigger (the scenario's [[effect]] names it)
    (re.compile(r"\b[Tt]he other creature\b(?= (?:gains?|gets?|loses?|has|is)\b)"),
     lambda d: d.get("mode") in _BLOCKING and _found(d.get("execute"), lambda e: e.get("type") == "ParentTarget")),
    # 702.16n: "This effect doesn't remove ~" (the Aura granting it), the parse's Source exception beside the
    # protection it grants: one the model follows is kept from removing that Aura by the table's
    # `keeps_source_attached` (`verifier.cards.statics`); one it does not is never followed by 704.5m, and the
    # attaching guards let through only the object granting it (`verifier.load.attachments`) (its "~" blanked by then)
    (re.compile(r"\bThis effect doesn't remove\s*\."),
     lambda d: d.get("protection_does_not_remove") == "Source" and bool(_protections(d)))]


# "loses all other abilities, card types, and creature types" (any of the three, in a list): each kind is lost
# where one continuous effect's parse, the line's, sets or removes it in full: 205.1a, 613.1d, new card types
# replace the others (SetCardTypes); 613.1d, all creature types removed before those the line adds
# (RemoveAllSubtypes of the creature set); 613.1f, all abilities removed before those it grants
# (RemoveAllAbilities; the model's layer 4 and layer 6 parts remove, then add)
_KINDS_LOST = r"(?:abilities|card types|creature types)"
_OTHERS_LOST = re.compile(rf"\blos(?:e|es) all other ({_KINDS_LOST}(?:(?:,|,? and) {_KINDS_LOST})*)\b")
_LOST_BY = {"abilities": {"type": "RemoveAllAbilities"}, "card types": {"type": "SetCardTypes"},
            "creature types": {"type": "RemoveAllSubtypes", "set": "Creature"}}


def _loses_others(kinds: str, parsed: Any) -> bool:
    """Whether one effect of a parse loses in full each kind of characteristic the words list."""
    needs = [_LOST_BY[k] for k in re.findall(_KINDS_LOST, kinds)]
    return _found(parsed, lambda d: all(any(isinstance(m, dict) and m.items() >= need.items()
                                            for m in d.get("modifications") or []) for need in needs))


_BLOCKING = ("Blocks", "BecomesBlocked", "BlocksOrBecomesBlocked")  # phase.rs's trigger modes of a block


def _protections(static: dict) -> List[Any]:
    """The qualities of the protection abilities a static ability's parse grants, in order."""
    return [k["Protection"] for m in static.get("modifications") or [] if m.get("type") == "AddKeyword"
            for k in [m.get("keyword")] if isinstance(k, dict) and "Protection" in k]


def _found(parsed: Any, has: Callable[[dict], bool]) -> bool:
    """Whether a parse holds a dict (at any depth) that `has` says yes to."""
    if isinstance(parsed, dict):
        return has(parsed) or any(_found(v, has) for v in parsed.values())
    return isinstance(parsed, list) and any(_found(v, has) for v in parsed)


def check(line: str, parsed: Any, kept: Iterable[str] = ()) -> None:
    """Refuse a line some of whose words its parse does not account for, naming them."""
    left = leftover(line, parsed, kept)
    if left:
        raise Refusal(f"words the parse does not account for ({', '.join(left)}): {line!r}")


def kept(table: Any) -> List[str]:
    """The words a generated table keeps of its own (a fact the scenario states, a number
    it gives), its "ability" (the line itself) aside."""
    out: List[str] = []
    if isinstance(table, dict):
        for k, v in table.items():
            if k != "ability":
                out += [k] + kept(v)
    elif isinstance(table, list):
        for v in table:
            out += kept(v)
    elif isinstance(table, str):
        out.append(table)
    elif isinstance(table, int) and not isinstance(table, bool):
        out.append(str(abs(table)))
    return out
