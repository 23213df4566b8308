"""The translator's last fallback: a line with no word that may change characteristics, control,
mana or timing (`words.relevant`), kept as the ability's text.  Kept so only where a guard of the
loader reads it or where it changes nothing the model answers, by a reviewed list of shapes;
any other line is refused with its words (a rule of the game the model would silently leave out:
"Noninstant, nonsorcery cards on top of a library are on the battlefield", a trigger inside a
sentence, a keyword the model does not know).

Kept:
- a triggered ability the loader's guard reads as one (603.1, `unsaid_triggers.read_as_trigger`:
  a history going past a point where it may trigger is refused);
- an activated ability written "cost: effect" (602.1) or a loyalty ability (606): a history's
  `[[ability]]` and `can_activate` read its text, refusing costs and restrictions not modelled;
- a spell's instruction (608.2c): what it does is what the history's events say, but an effect
  lasting after it resolves that replaces an event (614.1a: "if it would die this turn, exile it
  instead") is refused;
- a mode of a modal ability kept by its first line (700.2), where that line is one of the above;
- a choice made as the permanent enters (614.12, 607.2a: the scenario's `chosen` says it, and
  what reads it refuses where it is not said);
- counters a player gets, replaced (122.1: the model holds none);
- a rule outside the game (100.2a, 103.6a, 903: deck building, the commander, the opening hand, a card
  banned);
- a keyword whose rules the loader reads where they matter: equip (702.6, equip events), kicker
  (702.33, casting), champion and gift (702.72a, 702.174b: triggered abilities the guard reads),
  reinforce (702.77a: from a hand, where the model activates nothing)."""
from __future__ import annotations

import re
from typing import Optional

from verifier.load.unsaid_triggers import read_as_trigger

# 602.1, 606: "cost: effect" (an ability word or name before it, 207.2c), or a loyalty ability
_ACTIVATED = re.compile(r'^[^"]*?:')
# 700.2: a mode of a modal ability, "• [label — ]effect"
_MODE = re.compile(r"^\u2022 ")
# 614.1a: a replacement effect a spell's resolution leaves behind for the rest of the turn
_LASTING_REPLACEMENT = re.compile(r"\bwould\b[^.]*\bthis turn\b[^.]*\binstead\b", re.I)
# 614.12, 607.2a: a choice as it enters (not "as it becomes attached": made again at each attachment, 301.5)
_CHOICE = re.compile(r"^As (?:~|this \w+) enters(?: the battlefield)?, choose\b", re.I)
# 100.2a, 103.6a, 903.3: rules that work outside the game or before it begins
_OUTSIDE = re.compile(r"\bopening hand\b[^.]*\bbegin the game\b|^Before drawing your hand\b|"
                      r"^~ can be your commander\.$|^(?:Rulebreaker \u2014 )?If ~ is your commander\b|^~ is banned\.$", re.I)
# 122.1: counters a player gets, replaced (the model holds no player's counters; a cost or an effect giving or
# paying them is refused where it is read)
_PLAYER_COUNTERS = re.compile(r"^If (?:you|a player|an opponent) would get one or more counters\b", re.I)
# 702.6, 702.33, 702.72, 702.174, 702.77: keywords the loader reads where they matter
_KEYWORDS = re.compile(r"^(?:[A-Z][\w' -]* \u2014 )?Equip\b|^Kicker \{|^Champion an? \w+|^Gift an? |"
                       r"^Reinforce \d+\u2014\{")


def refusal(line: str, normed: str, is_spell: bool, header: Optional[str]) -> Optional[str]:
    """Why a line the fallback would keep as text is refused (None: kept).  `normed` is the line
    with its card's name as "~"; `header` the modal ability's first line above a mode, if any."""
    if is_spell and _LASTING_REPLACEMENT.search(line):
        return f"a replacement effect a spell leaves for the turn (614.1a), not modelled: {line!r}"
    if read_as_trigger(line):  # (a mode's too: "• Jeskai — Whenever ...", 700.2)
        return None
    if _MODE.match(line):
        if header is not None and _kept_header(header, is_spell):
            return None
        return f"a mode (700.2) of an ability whose first line is not kept by a guard, not translated: {line!r}"
    if is_spell or _ACTIVATED.match(line):
        return None
    if _CHOICE.match(normed) or _OUTSIDE.search(normed) or _KEYWORDS.match(line) or _PLAYER_COUNTERS.match(line):
        return None
    return f"a rule no guard of the loader reads and that the translator does not read, not translated: {line!r}"


# 614.12, 607.2a: what a choice as it enters may name, as the card's `choose` (the loader checks the object's `chosen`)
_CHOICE_KINDS = {"a creature type": "creature type", "a basic land type": "basic land type", "a player": "player",
                 "an opponent": "opponent"}


def choice_kind(normed: str) -> Optional[str]:
    """The kind of a choice the line makes as its permanent enters ("As ~ enters, choose a creature type"), as
    the card's `choose` says it (`verifier.rules.typeline.CHOICE_KINDS`); None for another line or kind."""
    m = re.match(r"^As (?:~|this \w+) enters(?: the battlefield)?, choose (an? [a-z ]+?)\.?$", normed, re.I)
    return _CHOICE_KINDS.get(m[1]) if m else None


def _kept_header(header: str, is_spell: bool) -> bool:
    """Whether a modal ability's first line is kept with a guard (700.2): a spell's, a trigger, an
    activated ability."""
    return is_spell or read_as_trigger(header) or bool(_ACTIVATED.match(header))
