"""A [[trigger]] table says what its ability does as it resolves (603, 608.2c), and it must not
leave out what the ability's text says it does: an instruction of the text that no key of the
table follows (damage dealt, tokens created, life gained or lost, a permanent destroyed, counters
put, a permanent tapped or untapped, an effect begun) refuses the table, naming it.  An optional
instruction ("you may") may have been left undone and is not asked for; an effect may be begun by
a `starts` event of an [[effect]] whose ability_of is the trigger's source (`carried`)."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.load import reading_it, token_values, trigger_copies
from verifier.load.instruction_words import TAIL, blanked, first_unread, required
from verifier.load.files import At
from verifier.load.specs import KEYWORDS
from verifier.load.trigger_payments import optional_cost
from verifier.model import CHAPTER, STATE_TRIGGER, Scenario
from verifier.model.unfollowed import PUT_AND_CHANGED

# 603.1, 603.4, 207.2c: a triggered ability's text: an ability word, its trigger condition ("When/Whenever/At
# ..."), an intervening "if" if any, then its effect.  The condition may have commas of its own (a card's name, a
# list "an artifact, creature, or enchantment spell") where an intervening "if" follows it in the same sentence;
# without one it ends at its first comma.
_WORD = r"^\s*(?:[^,.\u2014]*\u2014\s*)?"
_WITH_IF = re.compile(_WORD + r"(?P<condition>(?:when|whenever|at)\b[^.]*?),\s*(?P<intervening>if\b[^,]*),?\s*", re.I)
_PLAIN = re.compile(_WORD + r"(?P<condition>(?:when|whenever|at)\b[^,]*),\s*", re.I)


@dataclass(frozen=True)
class Parts:
    """A triggered ability's text read into its parts (603.1, 603.4)."""
    condition: str               # "Whenever a creature you control enters"
    intervening: Optional[str]   # "if you control an artifact", or None
    effect: str                  # what it does: the rest of the text


# (a comma inside the condition continues a list or a name: what follows it gives no instruction, 608.2c)
_INSTRUCTING = re.compile(r"\b(?:gains?|loses?|draws?|puts?|creates?|deals?|destroys?|exiles?|returns?|taps?|untaps?|"
                          r"gets?|sacrifices?|discards?|searche?s?|counters?|mills?|scry|may)\b", re.I)


def parts(text: str) -> Optional[Parts]:
    """The parts of a triggered ability's text; None for a text that is no trigger condition's."""
    m = _WITH_IF.match(text)
    if m is not None and _INSTRUCTING.search(m["condition"].partition(",")[2]):
        m = None  # ("When this creature enters, you gain 5 life, if ...": an "if" inside the effect, 608.2c)
    m = m or _PLAIN.match(text)
    if m is None:
        return None
    return Parts(m["condition"], m.groupdict().get("intervening"), text[m.end():])


def _effect_of(sentence: str) -> str:
    """A sentence without its trigger condition and intervening "if" (603.1, 603.4): its instructions."""
    p = parts(sentence)
    return sentence if p is None else p.effect


# 701.14a: a creature fighting another ("must fight that player", Ruhan of the Fomori's attack, is none)
FIGHTS = re.compile(r"\bfights?\b(?! that player\b)", re.I)
# 611.2a: "That token gains haste", no duration: an effect the resolution begins that lasts indefinitely
_KEYWORD = "|".join(k.replace(" ", r"\s") for k in (*KEYWORDS, "protection"))
_GAINS_KEYWORD = rf"\bgains? (?:{_KEYWORD})(?: and (?:{_KEYWORD}))?\b"
# 611.2a, 113.1: an ability granted by the words it quotes or named as "the ability" ("That creature gains
# \"{T}: Add {G}.\"", "It has \"...\""), with or without a duration; not a copy's exception ("except it has
# \"...\"", 707.9b: the copy effect's, `trigger_copies`), nor a token's own ability ("create a ... token. It has
# \"...\"", 111.4: what the creating effect gives it, not an effect on it)
_GRANTS = r'\bgains? (?:the ability\b|["\u201c])|(?<!except it )(?<!token\. it )(?<!tokens\. they )' \
    r'\b(?:has|have) ["\u201c]'
# where a text's sentences end; "It has \"...\"" stays with the sentence before it ("... token. It has \"...\"", read
# together by `_GRANTS`)
_SENTENCE_END = re.compile(r'(?<=\.)\s+(?!(?:it has|they have) ["\u201c])', re.I)
# what an instruction of a triggered ability's text says it does -> the keys of a [[trigger]] that follow it
_INSTRUCTIONS: List[Tuple[re.Pattern, Tuple[str, ...], str]] = [
    (re.compile(r"\bdeals? (?:\d+|X|that much) damage\b", re.I), ("deals",), "deals damage (120.1)"),
    (re.compile(r"\bcreates?\b[^.]*\btokens?\b", re.I), ("creates",), "creates tokens (111.1)"),
    (re.compile(r"\bcreates?\b[^.]*\btokens?\b[^.]*\battacking\b", re.I), ("tokens_attacking",),
     "creates a token that is attacking (508.4: put onto the battlefield attacking)"),
    (re.compile(r"\b(?:gain|gains|lose|loses) (?:\d+|X|that much) life\b", re.I), ("gain_life", "lose_life"),
     "changes a life total (119.3)"),
    (re.compile(r"(?<!can't be )\bdestroy\b", re.I), ("destroy", "destroy_attached_to"), "destroys (701.8a)"),
    (FIGHTS, ("fights",), "fights (701.14a)"),
    (re.compile(r"\bput (?:a|an|one|two|three|four|five|\d+|X) [^.]*\bcounters? on\b", re.I),
     ("counters", "counters_on"), "puts counters (122.1)"),
    (re.compile(r"(?<![\w{])tap (?:target|it|that|this|enchanted|equipped)\b", re.I), ("taps",), "taps (701.26a)"),
    (re.compile(r"\buntap (?:target|it|that|this|enchanted|equipped)\b", re.I), ("untaps",), "untaps (701.26b)"),
    (re.compile(r"\btransforms?\b", re.I), ("transforms",), "transforms (701.27a)"),
    (reading_it.SAYS, ("if_it",), "reads the object that triggered it as it resolves (608.2h)"),
    (trigger_copies.SAYS, ("copy_of",), "creates a token that's a copy (707.2)"),
    (token_values.SAYS, ("token_pt_of",), "sets its tokens' power and toughness from another object's (111.3, 608.2h)"),
    (re.compile(r"\bwould leave the battlefield, exile it instead\b", re.I), ("exile_if_leaves",),
     "exiles what it returns instead of letting it leave the battlefield otherwise (614.1a, 614.6)"),
    (re.compile(r"\bgets? [+-](?:\d+|X)/[+-](?:\d+|X)|\bgains? [a-z]+(?: and [a-z]+)? until end of turn\b|" + _GAINS_KEYWORD + "|" + _GRANTS,
                re.I),
     ("effects",), "begins an effect (611.2)"),
]


# instructions no key of a [[trigger]] table follows yet: the table is refused, naming them
UNFOLLOWED: List[Tuple[re.Pattern, str]] = [
    # 500.8: a phase added to the turn, which a history's steps do not follow (`verifier.cards.resolved.ADDED_PHASE`)
    (re.compile(r"\badditional (?:combat |main |beginning |ending )?phases?\b", re.I), "adds a phase to the turn (500.8)"),
    # 400.7, 611.2c: a card put onto the battlefield and the new permanent changed (`verifier.cards.put_changed`)
    (PUT_AND_CHANGED, "puts a card onto the battlefield and changes that new permanent (400.7, 611.2c)"),
    (re.compile(r"\bat (?:the )?end of combat\b|\bat the beginning of (?:the|your) next (?:end step|upkeep)\b", re.I),
     "sets up a delayed triggered ability (603.7)"),
]
_DELAYED = UNFOLLOWED[-1][0]

# instructions a sentence that is not optional may give, which no key of a [[trigger]] follows yet:
# refused, never taken as done; those moving cards of a library or a hand (`CARDS`) only where the
# scenario has such cards or counts cards off the battlefield (`check_cards`), as a resolution's are
UNREAD: List[Tuple[re.Pattern, str]] = [
    (re.compile(r"\bgains? control of\b", re.I), "gains control of something (613.1b)"),
    (re.compile(r"\bcounter target\b", re.I), "counters a spell or ability (701.6)"),
    # a card of the library put onto the battlefield face down as a 2/2 creature, which no event of a history
    # creates (`verifier.cards.resolved.FACE_DOWN_PUT`)
    (re.compile(r"\b(?:manifests?|cloaks?)\b", re.I),
     "manifests or cloaks a card (701.40a, 701.58a, 701.62a: a face-down 2/2 no event creates)"),
    # 701.66a: a land made a 0/0 creature with haste, and a delayed trigger returning it when it dies or is exiled,
    # which no moment of a delayed [[trigger]] says (`verifier.cards.earthbend`)
    (re.compile(r"\bearthbends?\b", re.I),
     "earthbends (701.66a: a land made a 0/0 creature with haste, and a delayed trigger returning it)"),
    # 701.3a: an Aura or Equipment attached as it resolves ("create a ... token, then attach this Equipment to it"),
    # which an attach event would have to say (draw 9's audit: Midnight Angel Armor, Wolfrider's Saddle)
    (re.compile(r"\battach\b", re.I), "attaches an object as it resolves (701.3a)"),  # (draw 14's audit: "attach Elven Bow")
    # 401.1, 701.24: a permanent or card shuffled into a library, which no key follows (review 22: Cerulean Sphinx,
    # Lightning Shrieker, kept on the battlefield where the scenario had no library cards)
    (re.compile(r"\bshuffles? [^.]*?\binto (?:its|their|your|his or her|that player's) (?:owner's |owners' )?librar",
                re.I), "shuffles something into a library (401.1, 701.24)"),
    # 701.16a: a Clue token created, which no object of the scenario is said to be (draw 9's audit: Lounge)
    (re.compile(r"\binvestigates?\b", re.I), "investigates (701.16a: creates a Clue token)"),
]
CARDS: List[Tuple[re.Pattern, str, str]] = [
    (re.compile(r"\bdiscards?\b", re.I), "discard", "discards (701.9)"),
    (re.compile(r"\bmills?\b", re.I), "mill", "mills (701.13)"),
    (re.compile(r"\bdraws? (?:a|an|one|two|three|four|X|that many|\d+) (?:additional )?cards?\b", re.I), "draw",
     "draws cards (121.1)"),
    # (the sentence whole: what it puts onto the battlefield or into a hand is the search's, `finds`, 701.23)
    (re.compile(r"\bsearch(?:es)? (?:your|their|his or her|its owner's|that player's) library\b[^.]*", re.I), "library",
     "searches a library (701.23)"),
    (re.compile(r"\bputs? the top (?:\w+ )?cards? of [\w' ]*library into\b", re.I), "mill",
     "puts cards from the top of a library into a graveyard (701.13)"),
    (re.compile(r"\blooks? at the top (?:\w+ )?cards? of\b", re.I), "library",
     "looks at the top of a library (401.2, 701.20)"),
    (re.compile(r"\b(?:exiles?|reveals?) the top (?:\w+ )?cards? of\b", re.I), "library",
     "exiles or reveals the top of a library (406.3, 701.20)"),
    (re.compile(r"\bdiscovers? (?:\d+|X)\b", re.I), "library",
     "discovers, exiling cards from the top of a library (701.57a)"),
    (re.compile(r"\bscry\b|\bsurveil\b|\bshuffles?\b", re.I), "library",
     "scries, surveils or shuffles a library (701.22, 701.25, 701.24)"),
]
_OTHER_DELAYED = re.compile(r"\bat the beginning of (?:the|your) next upkeep\b", re.I)
# instructions a key of a [[trigger]] follows whose words `_INSTRUCTIONS` does not check: where it resolves in the
# history, one of them (a field of its `Trigger`) must be there (608.2c), or for an effect begun one `carried`
RETURNS = re.compile(r"\breturns? [^.]*?\bto (?:the battlefield|(?:its|their) owners?'s? hands?|your hand)\b", re.I)
EXILES = re.compile(r"\bexiles? (?!the top\b)(?!it instead\b)" + TAIL, re.I)
# an effect begun in other words than `BEGINS`' ("becomes", "loses flying", "can't block")
CHANGES = re.compile(r"\b(?:becomes?|loses? (?!\d+ life\b|X life\b|that much life\b)|can't|(?:doesn't|don't) untap|"
                     r"switch(?:es)?|must)\b" + TAIL, re.I)
KEYED: List[Tuple[re.Pattern, Tuple[str, ...], str]] = [
    (RETURNS, ("returns", "moves", "returns_exiled"), "returns a card or permanent (400.7)"),
    (EXILES, ("moves", "returns_exiled"), "exiles (406.2)"),
    (re.compile(r"\bsacrifices? " + TAIL, re.I), ("sacrifice", "moves"), "sacrifices (701.21a)"),
    (re.compile(r"\bputs? [^.]*?\binto (?:its owner's|their owners'|your|their|his or her|that player's) "
                r"(?:hand|graveyard)s?\b", re.I), ("moves",), "puts a permanent into a hand or graveyard (400.3)"),
    (CHANGES, ("effects",), "begins an effect (611.2)"),
]


# "tap all lands you control", "untap all creatures": what it taps or untaps, the history's own tap and untap events
# say (docs/histories.md), as they say an object's status everywhere
TAPS_ALL = re.compile(r"\b(?:un)?taps? all\b" + TAIL, re.I)
# 701.20a-b: cards revealed from a hand are shown, not moved: nothing the model follows changes (what is then
# discarded is `trigger_discards`')
REVEALS_HAND = re.compile(r"\breveals? (?:their|your|his or her|that player's|its owner's) hand\b|"
                          r"\breveals? [^.]*\bfrom (?:their|your|his or her|that player's) hand\b", re.I)
# counters an activated ability's resolution puts: the history's `put_counters` events say them (docs/histories.md)
COUNTERS_PUT = next(p for p, keys, _ in _INSTRUCTIONS if "counters_on" in keys)
# every instruction some list reads (followed by a key, or refused): the words `first_unread` finds outside them all
# are an instruction the model would leave undone
_KNOWN = (TAPS_ALL, REVEALS_HAND, *(p for p, *_ in (*_INSTRUCTIONS, *UNFOLLOWED, *UNREAD, *CARDS, *KEYED)))


def check_said(at: At, table: dict, ability: str, creates: tuple, carried: bool, delays: bool = False) -> None:
    """Each instruction of the ability's text, but an optional one, followed by a key of its table;
    one no key can follow (`UNFOLLOWED`) refuses it; a delayed trigger it sets up "at the beginning
    of the next end step" is followed where a [[trigger]] says it (`delays`: created_by it, 603.7a)."""
    for pattern, what in UNFOLLOWED:
        if pattern is _DELAYED and delays and not _OTHER_DELAYED.search(ability):
            continue
        if pattern is _DELAYED and pattern.search(ability) and not _OTHER_DELAYED.search(ability):
            raise at.error(f"trigger {table['id']!r}: its ability {ability!r} sets up a delayed triggered ability "
                           "(603.7), which is modelled: each trigger creating one needs a delayed [[trigger]] "
                           f"table of its own with created_by = {table['id']!r} (603.7a; docs/histories.md)")
        if pattern.search(ability):
            raise at.error(f"trigger {table['id']!r}: its ability {ability!r} {what}, which the model does not "
                           "follow: not modelled yet")
    sentences = _SENTENCE_END.split(ability)
    for paid, sentence in zip(sentences, sentences[1:]):
        # 118.12: "you may pay ... If you do, ..." pays a cost as the ability resolves; the model pays one only
        # where it comes right after the trigger condition (`trigger_payments`)
        if optional_cost(ability) is None and re.search(r"\bmay pay\b", paid, re.I) and re.match(r"if you do\b", sentence, re.I) and any(
                p.search(sentence) and _followed(table, keys, creates, carried) for p, keys, _ in _INSTRUCTIONS):
            raise at.error(f"trigger {table['id']!r}: its ability {ability!r} does what follows 'If you do' only "
                           "once a cost is paid as it resolves (118.12), and the model pays no such cost: "
                           "not modelled yet")
    for sentence in required(_SENTENCE_END.split(paid_text(ability))):
        for pattern, what in UNREAD:
            if pattern.search(_effect_of(sentence)):
                raise _unread(at, table["id"], ability, what)
        for pattern, keys, what in _INSTRUCTIONS:  # (its condition no instruction: "Whenever you create a token")
            if pattern.search(_effect_of(sentence)) and not _followed(table, keys, creates, carried):
                raise at.error(f"trigger {table['id']!r}: its ability {ability!r} {what}, and the table says "
                               f"nothing of it (give {' or '.join(keys if keys != ('creates',) else ('objects created_by it',))}): "
                               "what a trigger does as it resolves is all its text says (608.2c)")


# triggered keyword abilities by what they mean, the text their [[trigger]] is read by (a keyword's own words say
# nothing of its attach: draw 10's audit, Batterbone and Nettlecyst)
KEYWORD_TEXTS = {
    "living weapon": "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this "
                     "Equipment to it.",  # 702.92a
    "for mirrodin": "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to "
                     "it.",  # 702.163a
    "job select": "When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this Equipment "
                  "to it.",  # 702.182a
}


def meaning(ability: str) -> str:
    """What a trigger's text says it does: a triggered keyword's meaning (`KEYWORD_TEXTS`), any other text itself."""
    return KEYWORD_TEXTS.get(ability.strip().lower().rstrip("!"), ability)  # ("For Mirrodin!" as the translator writes
    #                                             it, "for mirrodin": remainder draw 1's audit, Bladehold Cleaver)


def paid_text(ability: str) -> str:
    """118.12, 603.5: what a trigger with an optional cost its table pays does: its text without the sentence
    offering the cost, and what follows "If you do" no longer optional (draw 10's audit: Dwarven Hammer's attach,
    skipped as optional though paid); any other text itself."""
    if not optional_cost(ability):
        return ability
    sentences = [x for x in _SENTENCE_END.split(ability) if not re.search(r"\byou may pay\b", x, re.I)]
    return " ".join(re.sub(r"^\s*if you do,\s*", "", x, flags=re.I) for x in sentences)


# keywords whose rules give their trigger an intervening "if" (603.4): persist (702.79a), undying (702.93a)
KEYWORD_IF = ("persist", "undying")


# 608.2c: a condition inside what it does ("you gain 3 life if you control an artifact", "... unless you control
# no artifacts"), not "If you do" (603.5) nor a replacement effect it creates ("If it would leave ...", 614.1a)
_EFFECT_IF = re.compile(r"\bif\b(?! you do\b| able\b)(?![^.,]*\bwould\b)|\bunless\b", re.I)
_LIFE = re.compile(r"\b(gain|lose)s? (\d+) life\b", re.I)
# 119.3, 115.1: who gains or loses the life a clause names, and the whose_life that says that player
_LIFE_WHO = re.compile(r"(?:^|[,.;]\s*|\band\s+|\bthen\s+)((?:target|each|that|defending|its|the) [\w' ]+?|you)\s+"
                       r"(gains?|loses?) (?:\d+|X|that much) life\b", re.I)
_WHO = {"you": "you", "that player": "that player", "defending player": "defending player",
        "the active player": "active player"}
# 122.1: "put two +1/+1 counters on ...": a fixed number (or X) of counters of a kind
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
_COUNTERS_SAID = re.compile(r"\bput (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) "
                            r"([+-]\d+/[+-]\d+|[\w-]+) counters? on\b", re.I)


# 120.3: "deals 2 damage to ...": a fixed amount of damage
_DAMAGE_SAID = re.compile(r"\bdeals? (\d+) damage\b", re.I)


def check_effect_words(at: At, table: dict, ability: str) -> None:
    """608.2c: what the table does is what the text says.  A condition inside the effect ("... if you
    control an artifact") is followed only as `if_it` reads it (608.2h); any other is refused.  A fixed
    life change the text names ("you gain 5 life") is the table's `gain_life` / `lose_life`, the same
    number (119.3), or the table is refused (the session 12 audit: "gain 5" accepted as 3)."""
    said = parts(ability)
    if said is None or table.get("when") in (CHAPTER, STATE_TRIGGER):
        return
    effect = said.effect
    cond = _EFFECT_IF.search(re.sub(r'"[^"]*"', '""', effect))  # (a quoted ability it grants is no condition of its own)
    if cond is not None and "if_it" not in table:
        raise (at / "ability").error(
            f"trigger {table['id']!r}: {ability!r} makes what it does depend on a condition ({effect[cond.start():]!r}, "
            "608.2c), which no key of its table says (if_it reads the object that triggered it, 608.2h): not modelled")
    for m in _LIFE.finditer(effect):
        if re.match(r"\s+(?:for each|equal to)\b", effect[m.end():], re.I) and \
                {"gain_life", "lose_life"} & set(table):  # (draw 11's audit: Dwynen's "1 life for each attacking Elf")
            raise (at / "ability").error(f"trigger {table['id']!r}: its text says {m[0]!r}{effect[m.end():].split(',')[0]}, "
                                         "an amount counted as it resolves (608.2h), which a fixed gain_life or "
                                         "lose_life does not say: not modelled")
    for verb, n in _LIFE.findall(effect):
        key = "gain_life" if verb.lower() == "gain" else "lose_life"
        if key in table and isinstance(table[key], int) and table[key] != int(n):
            raise (at / key).error(f"trigger {table['id']!r}: its text says {verb.lower()} {n} life, and {key} = "
                                   f"{table[key]} (119.3): the table does what the text says")
    for who, verb in _LIFE_WHO.findall(" ".join(required(_SENTENCE_END.split(effect)))):
        key = "gain_life" if verb.lower().startswith("gain") else "lose_life"
        whose = table.get("whose_life", "you")
        if key not in table and {"gain_life", "lose_life"} & set(table):  # (review 22: Zulaport's loss left out)
            raise (at / "ability").error(f"trigger {table['id']!r}: its text says {who.strip()!r} {verb.lower()} life, and "
                                         f"the table has no {key} (119.3, 608.2c): a trigger gaining and losing life "
                                         "is not modelled")
        if key in table and _WHO.get(who.lower().strip(), who) != whose:
            raise (at / key).error(f"trigger {table['id']!r}: its text says {who.strip()!r} {verb.lower()} life, and "
                                   f"{key} changes {whose!r}'s (whose_life = {whose!r}; 119.3, 115.1): whose_life says "
                                   "you, \"that player\" or \"defending player\"; another player's is not modelled")
    dealt = {int(n) for n in _DAMAGE_SAID.findall(re.sub(r'"[^"]*"', '""', effect))}
    if isinstance(table.get("deals"), int) and len(dealt) == 1 and table["deals"] not in dealt:  # (draw 12's audit:
        raise (at / "deals").error(f"trigger {table['id']!r}: its text deals {dealt.pop()} damage, and deals = "  # the
                                   f"{table['deals']} (120.3, 608.2c): the table does what the text says")  # Diadem)
    for n, kind in _COUNTERS_SAID.findall(effect if not re.search(r"\bfor each\b|\bequal to\b", effect, re.I) else ""):
        want = n.upper() if n.upper() == "X" else int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()]
        got = table.get("counters", {}).get(kind)
        if got is not None and got != want:
            raise (at / "counters").error(f"trigger {table['id']!r}: its text puts {n} {kind} counter(s), and counters "
                                          f"says {got!r} (122.1, 608.2c): the table does what the text says")


# keys whose instruction is read by its words alone: a table with one says what its text does (608.2c)
_WORDED = ("destroy", "destroy_attached_to", "fights", "taps", "untaps", "deals")


def check_worded_keys(at: At, table: dict, ability: str) -> None:
    """608.2c: a key read by its words alone (`_WORDED`) whose words the text does not have is refused
    (trial 7: `destroy` for "sacrifice this Aura", which indestructible would then stop, 701.21a,
    702.12b)."""
    for pattern, keys, what in _INSTRUCTIONS:
        key = next((k for k in keys if k in _WORDED and k in table), None)
        if key is not None and not pattern.search(ability):
            raise (at / key).error(f"trigger {table['id']!r}: {key!r} {what}, which its text {ability!r} does not "
                                   "say (608.2c): the table does what the text says")


def check_mode_actions(at: At, table: dict, ability: str, said: str) -> None:
    """700.2b: a modal trigger does only what the mode chosen (`said`) says: a key of its table following
    an instruction that only another mode gives (its `effects` where only the other mode begins an effect)
    is refused (trial 6: the token mode also gave the other mode's +1/+1)."""
    if said == ability:
        return
    for pattern, keys, what in _INSTRUCTIONS:
        key = next((k for k in keys if table.get(k)), None)
        if key is not None and pattern.search(ability) and not pattern.search(said):
            raise (at / key).error(f"trigger {table['id']!r}: {key!r} {what}, which only a mode not chosen says "
                                   f"(mode = {table.get('mode')!r}: {said.strip()!r}; 700.2b)")


# 603.2, 603.6a: a trigger condition on how a permanent enters ("enters the battlefield untapped", "enters tapped")
_ENTERS_STATUS = re.compile(r"\benters?(?: the battlefield)?(?: under [\w' ]+? control)? (?:un)?tapped\b", re.I)


def check_enters_status(at: At, table: dict, ability: str) -> None:
    """603.2: "When ~ enters the battlefield untapped" waits for the permanent entering untapped, which no
    key of a [[trigger]] says: refused, never read as any entering (trial 9: Gingerbread Cabin's Food made
    though it entered tapped)."""
    said = parts(ability)
    if said is not None and _ENTERS_STATUS.search(said.condition):
        raise (at / "ability").error(f"trigger {table['id']!r}: its condition {said.condition!r} waits for a "
                                     "permanent entering tapped or untapped (603.2), which a [[trigger]] does not "
                                     "say: not modelled")


def check_cards(where: Dict[str, At], sc: Scenario, counts_zones: bool) -> None:
    """608.2c: a trigger whose text draws, mills, searches or looks through a library (121.1,
    701.13, 701.23, 701.22, 701.25), or may mill (603.5: the history does not say whether it did), is refused where
    the scenario has cards in a library or counts cards in a zone off the battlefield (`counts_zones`); one that discards (701.9), also where it
    has cards in a hand.  Elsewhere the cards it moves are none the model has, nor any number it reads."""
    library = any(o.in_library or o.zone == "library" for o in sc.objects.values())
    for t in sc.triggers:
        sentences = re.split(r"(?<=\.)\s+", t.ability)
        for optional, said in ((False, required(sentences)), (True, sentences)):
            for sentence, (pattern, kind, what) in itertools.product(said, CARDS):
                if kind == "draw" and t.draws or kind == "library" and t.finds or kind == "discard" and t.discards:
                    continue  # (followed: `verifier.load.trigger_draws`, `trigger_search`, `trigger_discards`)
                if optional and kind in ("draw", "library", "discard"):  # (603.5: declined where its key is absent)
                    continue  # (a mill, which no key says, may have been done: remainder draw 1's audit, Rainveil)
                if pattern.search(_effect_of(sentence)) and \
                        (library or counts_zones or kind == "discard" and hands_held(sc, t.source, sentence)):
                    raise _unread(where[t.id], t.id, t.ability, what)


# 401.1: a permanent put on top of or at the bottom of a library ("put target nonland permanent on top of its
# owner's library")
_LIBRARY = re.compile(r"\bput [^.]*?\b(?:on top of|on the bottom of|into) [\w' ]*library\b", re.I)


def check_resolved(where: Dict[str, At], sc: Scenario) -> None:
    """608.2c: a trigger that resolves in the history does what its text says.  One whose table has
    no key doing anything (nor an effect `carried` beside it) while its text gives an instruction that
    is not optional (603.5) would resolve doing nothing: refused, naming the words.  Left to
    `check_cards`: the cards a text draws, mills, searches or discards, refused where the scenario
    has such cards.  A trigger that never resolves in the history does nothing (its table says only
    when it triggers): kept.  A permanent put into a library (401.1), which no key follows, refuses a
    resolving trigger whatever else its table says."""
    resolved = {e.what for e in sc.events if e.kind == "resolves"}
    for t in sc.triggers:
        said = parts(t.ability)
        tuck = _LIBRARY.search(t.ability) if t.id in resolved and said is not None else None
        if tuck is not None and not re.search(r"\byou may\b", t.ability[:tuck.start()], re.I):
            raise where[t.id].error(f"trigger {t.id!r}: its ability says {tuck[0]!r}, putting a permanent into a library "
                                    "(401.1), which no key of a [[trigger]] follows, and it resolves in the history "
                                    "(608.2c): not modelled; leave its resolution out")
        if t.id in resolved and said is not None and _acts(t, sc):  # (one doing nothing: refused below)
            _check_all_read(where[t.id], t, sc)
        keyword = t.ability.strip().lower() in KEYWORD_IF  # (702.79a, 702.93a: "... return it to the battlefield")
        if t.id not in resolved or said is None and not keyword or _acts(t, sc):
            continue
        if keyword:
            raise where[t.id].error(f"trigger {t.id!r}: {t.ability} returns the card to the battlefield as it resolves "
                                    "(702.79a, 702.93a), and it resolves in the history with no `returns`: what a "
                                    "trigger does as it resolves is all its text says (608.2c); give returns and as, or "
                                    "leave its resolution out")
        for sentence in required(re.split(r"(?<=\.)\s+", said.effect.strip())):
            if sentence.strip(" .") and not any(p.search(sentence) for p, _, _ in CARDS):
                raise where[t.id].error(
                    f"trigger {t.id!r}: its ability says {sentence.strip()!r}, which no key of its table follows, "
                    "and it resolves in the history: what a trigger does as it resolves is all its text says "
                    "(608.2c); give the key for it, or leave its resolution out: not modelled otherwise")


# an instruction on each or all of a kind ("destroy all artifacts", "deals 4 damage to each other creature", "each
# player sacrifices"), where a trigger's keys name one object or player ("for each" is an amount, not its scope; "each
# opponent" is the one opponent of the model's two-player game, 102.2)
EVERY = re.compile(r"\b(?:destroys?|deals? [^.]*?damage to|sacrifices?|exiles?|returns?|puts? [^.]*?counters? on)\b"
                   r"[^.]*?(?<!for )\b(?:each|all)\b(?! opponents?\b)|"
                   r"\b(?:each|all) (?:players?|creatures?|permanents?)\b[^.]*?\b(?:sacrifices?|discards?|loses?|gains?)\b",
                   re.I)


def _check_all_read(at: At, t: Any, sc: Scenario) -> None:
    """608.2c: a trigger resolving in the history does all its text (of a modal one, its chosen mode's) says: an
    instruction a key follows (`KEYED`) that its table does not give, or an instruction word no list reads
    (`instruction_words`), refuses it, naming the words."""
    carried = any(e.ability_of == t.source and not e.static for e in sc.effects.values())
    said = meaning(t.said)
    split = parts(said)
    effect = paid_text(split.effect if split is not None else said)
    for sentence in required(_SENTENCE_END.split(blanked(effect))):
        every = EVERY.search(sentence)
        if every is not None:
            raise at.error(f"trigger {t.id!r}: its ability {t.ability!r} says {every[0]!r}, an instruction on each or "
                           "all objects or players of a kind, and it resolves in the history, where its table's keys name "
                           "one (608.2c; review 22): not modelled; leave its resolution out")
        if _DELAYED.search(sentence):
            continue  # (what a delayed trigger it sets up does is that trigger's table's to say, 603.7a: `check_said`)
        for pattern, keys, what in KEYED:
            if pattern.search(sentence) and not any(getattr(t, k) for k in keys) and not ("effects" in keys and carried):
                raise at.error(f"trigger {t.id!r}: its ability {t.ability!r} {what}, and it resolves in the history with "
                               f"no {' or '.join(keys)}: what a trigger does as it resolves is all its text says (608.2c)")
    unread = first_unread(effect, _KNOWN)
    if unread is not None:
        raise at.error(f"trigger {t.id!r}: its ability {t.ability!r} says {unread[1]!r}, and {unread[0]!r} is an "
                       "instruction no key of a [[trigger]] reads, and it resolves in the history (608.2c: what a "
                       "trigger does as it resolves is all its text says): not modelled; leave its resolution out")


def _acts(t: Any, sc: Scenario) -> bool:
    """Whether trigger t's table does anything as it resolves: a key of what it does, an [[effect]]
    begun beside it by a `starts` event (`carried`, of an ability of its source), or a delayed trigger
    `created_by` it (603.7a)."""
    return any((t.destroy, t.destroy_attached_to, t.sacrifice, t.counters_on, t.life, t.creates, t.returns, t.taps,
                t.untaps, t.effects, t.deals, t.fights, t.moves, t.copy_of, t.draws, t.finds, t.discards,
                t.no_mode, t.returns_exiled)) or any(e.ability_of == t.source and not e.static for e in sc.effects.values()) or \
        any(u.created_by == t.id for u in sc.triggers) or \
        any(e.kind == "transform" and e.by_effect and e.what == t.source for e in sc.events)  # (701.27a: `transforms`)


def check_mana_cards(where: Dict[str, At], sc: Scenario, counts_zones: bool) -> None:
    """605.1a, 605.3b: a mana ability's text that also draws, discards, mills or searches (Chromatic
    Sphere's "Draw a card.") does it at once with its mana, which no key of a [[card.mana]] follows:
    refused, as a trigger's is (`check_cards`), where the scenario has cards it could move or counts
    cards off the battlefield."""
    library = any(o.in_library or o.zone == "library" for o in sc.objects.values())
    hands = any(o.zone == "hand" for o in sc.objects.values())
    for name in sorted(sc.mana_abilities):
        for sentence in re.split(r"(?<=\.)\s+", name.partition(":")[2].strip()):
            for pattern, kind, what in CARDS:
                if pattern.search(sentence) and (library or counts_zones or kind == "discard" and hands):
                    holder = next((o.id for o in sorted(sc.objects.values(), key=lambda o: o.id)
                                   if name in o.printed.abilities), None)
                    at = where[holder] if holder is not None else At(where[next(iter(where))].file)
                    raise at.error(f"the mana ability {name!r} {what} as it adds its mana (605.3b), which no key of "
                                   "a [[card.mana]] follows: not modelled yet")


def hands_held(sc: Scenario, source: str, sentence: str) -> bool:
    """Whether a player the sentence makes discard has a card of the scenario in a hand: its
    controller's ("you discard"), an opponent's ("each opponent", "target opponent", "that
    player"), or anyone's ("each player", "target player")."""
    mine = sc.objects[source].controller
    if re.search(r"\beach player\b|\btarget player\b", sentence, re.I):
        players = None
    elif re.search(r"\bopponents?\b|\bthat player\b", sentence, re.I):
        players = {p for p in ("you", "opponent") if p != mine}
    else:
        players = {mine}
    return any(o.zone == "hand" and (players is None or o.owner in players) for o in sc.objects.values())


def _unread(at: At, tid: str, ability: str, what: str) -> ModelError:
    return at.error(f"trigger {tid!r}: its ability {ability!r} {what}, which no key of a [[trigger]] follows: "
                    "not modelled yet")


def _followed(table: dict, keys: Tuple[str, ...], creates: tuple, carried: bool) -> bool:
    """Whether the table follows an instruction its keys would: by one of them, by objects
    created_by it (tokens), or by an effect begun beside it (`carried`)."""
    return any(k in table for k in keys) or "creates" in keys and bool(creates) or "effects" in keys and carried


_CREATES = _INSTRUCTIONS[1][0]
BEGINS = _INSTRUCTIONS[-1][0]  # (the words of an effect begun, 611.2)


def tokens_first(ability: str) -> Optional[bool]:
    """608.2c: whether the tokens the text creates exist before the effects it begins (their
    affected sets fixed then, 611.2c): True where every effect the text begins ("gets +1/+1",
    "gain haste until end of turn") comes after its last "create ... tokens", False where each
    comes before its first; None where the text does not tell (no effect found, or interleaved)."""
    text = _effect_of(ability)
    made = [m.start() for m in _CREATES.finditer(text)]
    begun = [m.start() for m in BEGINS.finditer(text)]
    if not made or not begun:
        return None
    if max(made) < min(begun):
        return True
    if max(begun) < min(made):
        return False
    return None


def unfollowed_sentence(text: str) -> Optional[str]:
    """The first sentence of `text` that is no optional one and gives none of the instructions a key of a
    [[trigger]] follows (`_INSTRUCTIONS`); None if every one does: where a text must be followed whole
    (a chapter ability's, 714.2b), such a sentence refuses it."""
    return next((x for x in required(_SENTENCE_END.split(text.strip()))
                 if not any(p.search(x) for p, _, _ in _INSTRUCTIONS)), None)
