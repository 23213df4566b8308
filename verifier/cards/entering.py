"""How a card's permanent enters the battlefield, from its Oracle lines (614.1c, 614.12):
tapped, with counters (a number, or X: the X of the spell that became it, 107.3m), a colour
chosen as it enters; counters it enters with only under a condition, which the scenario gives
its object (122.6); and the replacement effects the model applies from no card, refused."""
from __future__ import annotations

import re
from typing import Any, List, Optional

from verifier.cards.refusal import Refusal, short
from verifier.cards.words import COLOR_OF
from verifier.load.specs import RULED_COUNTERS
from verifier.model.unfollowed import KEPT_COUNTERS

_WITH = r"with (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X) ([a-z]+|[+-]\d+/[+-]\d+) counters? on " \
    r"(?:it|him|her)"  # (a character's pronoun, "on him": the object itself)
# (older Oracle wordings say "enters the battlefield tapped", "enters the battlefield with": the same, 614.1c)
ENTERS = re.compile(rf"(?:This [A-Za-z]+|~) enters? (?:the battlefield )?(?:(tapped)(?: unless you have two or more "
                     rf"opponents)?(?:(?: and)? {_WITH})?|{_WITH})\.(?: As it enters, choose a color"
                     rf"(?: other than ({'|'.join(COLOR_OF.values())}))?\.)?")
# (614.12: a colour chosen as it enters is the object's `chosen`, which the scenario gives; the mana "of the
# chosen color" reads it, manalines)
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}
# 614.1c: counters it enters with only under a condition, or in a number the game decides ("If this creature
# was kicked, it enters with ...", "... if you cast it from your hand", "Converge — ... for each color of mana
# spent to cast it", "up to two", "a number of +1/+1 counters on it equal to ..."): the counters the scenario gives
# its object (those it entered with, 122.6)
ENTERS_IF = re.compile(r"(?:[A-Z][\w ]+ — )?(?:As (?:~|it|this [a-z]+) enters, choose an? [a-z ]+\. )?"
                        r"(?:If (?P<if>[^,.]+), )?(?:~|it|[Tt]his [a-z]+) enters (?:the battlefield )?with "
                        r"(?P<n>(?:up to )?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|X)|a number of) "
                        r"(?P<kind>[a-z]+|[+-]\d+/[+-]\d+) counters? on (?:it|him|her)"
                        r"(?P<each> for each [^.]+?| equal to [^.]+?)?"
                        r"(?: if (?P<if2>[^.]+))?\.")


def enters(card: dict, m: re.Match, line: str) -> List[str]:
    """"This land enters tapped", "... enters with two oil counters on it" (614.1c; X: the
    X of the spell that became it, 107.3m).  The game has two players here, so "unless you
    have two or more opponents" never holds.  The notes of what the model leaves to the scenario."""
    n, kind = m[2] or m[4], m[3] or m[5]
    if m[1]:
        card["enters_tapped"] = True
    if n and kind in RULED_COUNTERS:  # 122.1b: what such counters do is not modelled
        raise Refusal(f"it enters with {kind} counters: a {kind} counter {RULED_COUNTERS[kind]}, not modelled: "
                      f"{line!r}")
    if n:
        card.setdefault("enters_with_counters", {})[kind] = int(n) if n.isdigit() else "X" if n == "X" else \
            _COUNT_WORDS[n]
    if m[6]:  # 614.12: the loader would take any colour as `chosen`, the excluded one too
        raise Refusal(f"a colour chosen as it enters other than {m[6]} (614.12), a limit the model's chosen does not "
                      f"check: {line!r}")
    return [kept_counters(kind, line)] if n and kind in KEPT_COUNTERS else []


def kept_counters(kind: str, line: str) -> str:
    """The note for shield or stun counters (122.1c-d): counted, their effect not followed."""
    return (f"not followed: what the {kind} counter of {short(line)!r} does (a {kind} counter {KEPT_COUNTERS[kind]}): "
            "the loader refuses a history it could change (verifier/load/ruled_counters.py)")


def enters_if(m: re.Match, line: str, face: dict, norm: Any) -> str:
    """A note for counters it enters with under a condition or in a number the game decides
    (614.1c, `ENTERS_IF`): the scenario's object has them as counters (122.6); refused for
    counters whose meaning the model does not follow (122.1b); of shield and stun counters
    (122.1c-d), their effect noted too."""
    if m["kind"] in RULED_COUNTERS:
        raise Refusal(f"it enters with {m['kind']} counters: a {m['kind']} counter {RULED_COUNTERS[m['kind']]}, not "
                      f"modelled: {line!r}")
    if any(norm(r.get("description")) in norm(line) and (r.get("valid_card") or {}).get("type") not in ("SelfRef", None)
           for r in face.get("replacements") or []):  # 614.1c: "it" another object phase.rs read
        raise Refusal(f"not translated (replacement effect on how other objects enter the battlefield, 614.1c): "
                      f"{line!r}")
    if not (m["if"] or m["if2"] or m["each"] or m["n"].startswith("up to")) or \
            (m["n"] == "a number of") != (m["each"] or "").startswith(" equal to"):
        raise Refusal(f"entering with counters not read: {line!r}")  # (the plain form is ENTERS's)
    note = (f"not followed: the {m['kind']} counters of {short(line)!r} (614.1c): the scenario gives its object "
            "the counters it entered with (counters = {...}, or a returns event's), 122.6")
    return f"{note}; {kept_counters(m['kind'], line)}" if m["kind"] in KEPT_COUNTERS else note


# 614.12: a choice made as it enters or becomes attached is the object's `chosen`, which the scenario gives
_CHOICE = re.compile(r"As (?:~|it) (?:enters(?: the battlefield)?|becomes attached to [^,]+), choose\b[^.]*\.")


def replacement(line: str, face: dict, norm: Any) -> Optional[str]:
    """Why a line phase.rs parsed as a replacement (or prevention) effect is refused, if it
    is one: the model applies only a permanent's own entering tapped or with counters
    (614.1c, read above) and a choice as it enters (614.12); None if it is no such line."""
    found = [r for r in face.get("replacements") or [] if norm(r.get("description")) == line]
    if not found or _CHOICE.fullmatch(line):
        return None
    r = found[0]
    event, who = r.get("event"), (r.get("valid_card") or {}).get("type")
    entering = event in ("Moved", "ChangeZone") and r.get("destination_zone") in ("Battlefield", None)
    if entering and who not in ("SelfRef", None):  # 614.1c, 614.12
        return ("not translated (replacement effect on how other objects enter the battlefield, 614.1c): the model "
                "applies no entering tapped to other objects, and the translator writes no counter replacement")
    if entering:
        return ("not translated (replacement effect on how it enters, 614.1c): only entering tapped, with a number "
                "of counters, or with counters the scenario gives under a condition is read")
    return (f"not translated (replacement or prevention effect, {event}; 614, 615): the translator writes none but a "
            "card's own entering tapped or with counters")
