"""The sentences of static-ability modes kept by their text alone (no continuous effect beside them in phase.rs's
parse): "This creature can't attack alone" (508.1c), "... can't block alone" (509.1b), "... can't be blocked unless all
creatures defending player controls block it" (509.1b), "If ... causes a triggered ability of a permanent you control
to trigger, that ability triggers an additional time" (603.2d), "... can't be enchanted by other Auras" (303.4c),
"You may spend mana as though it were mana of any color to activate abilities of creatures you control" (609.4b).
phase.rs may leave out a part of such a line ("This creature has flying and can't attack or block alone" parses as
the two rules only): kept by its text, that part would be dropped, so the line must be the rule's sentence whole, its
subject a name or a plain noun phrase with no predicate of its own; else refused, naming it."""
from __future__ import annotations

import re
from typing import List

from verifier.cards.refusal import Refusal

# a subject with no predicate of its own: "This creature", "Enchanted land", "~", a card's name
_SUBJECT = r"(?:(?:This|Enchanted|Equipped) [a-z]+|~|[A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*))*)"
_SENTENCES = {
    "CombatAlone": re.compile(_SUBJECT + r" can't (?:attack|block|attack or block) alone"),
    "CantBeBlockedUnlessAllBlock": re.compile(_SUBJECT + r" can't be blocked unless all creatures defending player "
                                                         r"controls block (?:it|him|her|them)"),
    "DoubleTriggers": re.compile(r"If an? [a-z]+(?: or [a-z]+)? (?:entering the battlefield|dying) causes a triggered "
                                 r"ability of a permanent you control to trigger, that ability triggers an additional "
                                 r"time"),
    "Other": re.compile(_SUBJECT + r" can't be enchanted by other Auras"),
    # 609.4b: for activation costs only (any cost: `statics._SPENDING`, read)
    "SpendManaAsAnyColor": re.compile(r"(?:You|Players) may spend mana as though it were mana of any colou?r to "
                                      r"(?:activate abilities of [a-z]+(?: and [a-z]+)? you control|pay the "
                                      r"activation costs of (?:~|this [a-z]+)'s abilities)")}


def check(line: str, kinds: List[str]) -> None:
    """A line kept by its text alone whose modes include one of `_SENTENCES`: the line is that sentence, whole."""
    bare = line.strip().rstrip(".")
    for kind in kinds:
        if kind in _SENTENCES and not _SENTENCES[kind].fullmatch(bare):
            raise Refusal(f"static ability of mode {kind!r} in words other than its sentence (a part phase.rs may "
                          f"have left out) not translated: {line!r}")
