"""A [[trigger]] whose text draws cards: `draws = N`, the cards its controller draws as it
resolves (121.1, 121.2: one at a time), N as its text says ("draw a card": 1, "draw two
cards": 2).  Each `resolves` event of it is followed by N draws of its controller (its source's,
603.3a), each taking the top card of that player's library as a `draws` event does
(`verifier.model.library`); the event's label names the point after the last.  Refused: a
`draws` beside a text that draws no fixed number for "you" (another player, "X", "that many"),
beside an intervening "if" (603.4: the resolution would do nothing where it fails), where the
source's control may change (603.3a: who draws is then not fixed), or a resolution in a group
or among a search's events."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.files import At
from verifier.load.trigger_followers import follow
from verifier.model import Event, Scenario

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_DRAW = re.compile(r"\b(?:(you|\w+) (?:may )?)?(draws?) (a|an|one|two|three|four|five|\d+|x|that many) cards?\b", re.I)


def number(ability: str) -> Optional[int]:
    """The cards the text has its controller draw (121.1), or None where it says no fixed
    number of them, or has another player draw."""
    found = _DRAW.findall(ability)
    if len(found) != 1:
        return None
    subject, verb, n = found[0]
    if verb.lower() == "draws" or subject.lower() not in ("", "you", "then", "and"):
        return None  # (another player draws: "each player draws", "target player draws")
    return _NUMBERS.get(n.lower(), int(n) if n.isdigit() else None)


def check(at: At, table: dict, ability: str, sc: Scenario) -> int:
    """The cards a [[trigger]]'s `draws` says its controller draws (0 without it), checked
    against its text."""
    if "draws" not in table:
        return 0
    n = number(ability)
    if n is None:
        raise (at / "draws").error(f"{ability!r} does not have its controller draw a fixed number of cards (121.1): "
                                   "draws = N follows 'draw a card', 'draw two cards'")
    if n != table["draws"]:
        raise (at / "draws").error(f"{ability!r} draws {n} card(s) (121.1), not {table['draws']}")
    if "if" in table:
        raise (at / "draws").error("a trigger with an intervening 'if' does nothing where it fails as it resolves "
                                   "(603.4): its draws are not modelled")
    if sc.has_effects_in("2"):
        raise (at / "draws").error("control may change in this scenario (613.1b), so who controls the trigger, and "
                                   "draws, is not fixed (603.3a): not modelled")
    return n


def expand(root: At, tables: Optional[List[dict]], events: List[Event], triggers: List[dict],
           objects: dict) -> List[Event]:
    """The history with each resolution of a trigger with `draws` followed by its draws (`tables`
    the file's events; None for a search's, where such a resolution is refused)."""
    def draws(at: At, e: Event, t: dict) -> List[Event]:
        player, n = objects[t["source"]].controller, t["draws"]
        return [Event("draws", player, e.label if i == n - 1 else None, second=True, line=e.line) for i in range(n)]
    return follow(root, tables, events, triggers, "draws", lambda what: (
        f"{what!r} draws as it resolves, and what each draw takes depends on the order of the library's events "
        "(401.2): not in a group or among a search's events"), draws)
