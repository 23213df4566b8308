"""A number or condition the scenario states (`[scenario] numbers`, `conditions`) whose words name "you"
("turns you've taken this game", "cards in your hand", "you have seven or more cards in hand"), or a
player named from "you" ("an opponent has three or more poison counters": draw 9's audit, Bonepicker
Skirge), is the scenario's "you"'s: stated once, for that player.  In an ability, "you" is its controller (109.5), so an
ability of an object the opponent controls, or of one whose control an effect may change (613.1b), would
read another player's: refused with its line rather than read as the scenario's (round W's audit: an opponent's Control Win Condition was
given the turns its owner's opponent had taken)."""
from __future__ import annotations

import re
from typing import Any, Iterator, List, Tuple

from verifier.load.files import At, CardLibrary, get
from verifier.model import Scenario

# "you", and the players named from "you": "an opponent", "your opponents" (102.2, 109.5); and an ability word whose
# rule names "you", "Max speed" ("as long as you have max speed", 702.178a: draw 10's audit, Streaking Oilgorger)
_YOU = re.compile(r"\byou(?:r|rs|'ve|'re|'d)?\b|\bopponents?(?:'s?)?\b|\bmax speed\b", re.I)


def named(value: Any, keys: Tuple[str, ...] = ("number", "plus_number")) -> Iterator[str]:
    """The stated facts a table names under `keys` (its amounts' numbers; a static ability's stated `condition`),
    at any depth."""
    if isinstance(value, dict):
        for k, v in value.items():
            if k in keys and isinstance(v, str):
                yield v
            else:
                yield from named(v, keys)
    elif isinstance(value, list):
        for v in value:
            yield from named(v, keys)


def yours(table: dict) -> List[str]:
    """The stated numbers and conditions of a table whose words name "you" or an opponent (a static ability's
    stated `condition`, 611.3a, "as long as you have seven or more cards in hand", is the scenario's "you"'s
    alike)."""
    return [n for n in named(table, ("number", "plus_number", "condition")) if _YOU.search(n)]


def _abilities(value: Any) -> Iterator[dict]:
    """The ability tables (those with an `ability` text) of a table, at any depth: itself if it is one."""
    if isinstance(value, dict) and "ability" in value:
        yield value
    elif isinstance(value, (dict, list)):
        for v in value.values() if isinstance(value, dict) else value:
            yield from _abilities(v)


def check_static(at: At, table: dict, controller: str) -> None:
    """An ability of an object the opponent controls (a static one, or any of its card's: a mana ability's amount)
    names no stated "you" number or condition."""
    found = [(n, ab) for ab in _abilities(table) for n in yours(ab)]
    if found and controller != "you":
        raise at.error(f"the stated fact {found[0][0]!r} (of {found[0][1]['ability']!r}) is stated for the "
                       "scenario's 'you'; in an ability the opponent controls, 'you' is that player (109.5): not "
                       "modelled")


def check_control(root: At, sc: Scenario, lib: CardLibrary) -> None:
    """No effect that may change control (613.1b) of an object whose card's abilities name a stated
    "you" number: one naming its objects may change theirs, any other (a set by a filter) anyone's."""
    changing = [e for e in sc.effects.values() if any(p.controller is not None for p in e.parts)]
    reach = set(sc.objects) if any(not e.affects.objects for e in changing) else \
        {x for e in changing for x in e.affects.objects}
    for oid, o in sorted((x, o) for x, o in sc.objects.items() if x in reach):
        at = lib.cards.get(o.printed.name)
        found = yours(get(at)) if at is not None else []
        if found:
            raise (root / "object").error(
                f"{oid!r}'s card names the stated fact {found[0]!r}, the scenario's 'you''s, and an effect may "
                "change who controls it (613.1b), whose facts 'you' then means (109.5): not modelled")
