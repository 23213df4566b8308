"""A [[trigger]] whose text searches its controller's library for a card and puts it onto the
battlefield ("[you may ]search your library for a Forest or Plains card, put it onto the
battlefield[ tapped], then shuffle"): `finds = "y"`, the card its search finds (none said: it
finds none, 701.23b; "you may": 603.5).  Each `resolves` event of it is followed by that card
entering the battlefield (tapped if the text says so), a new object with its timestamp then
(613.7d); the event's label names the point after.  The card must be of its controller's
library then, of the kind searched for (a subtype, not a name: 205.3i;
`verifier.rules.searching.entering`).  Refused: `finds` beside another text, a trigger that
may resolve more than once (each resolution would find a card of its own), a resolution in a
group or among a search's events, a control change in the scenario (603.3a: whose library),
and a card found that is not in a library or that enters elsewhere in the history."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.files import At
from verifier.load.trigger_followers import follow
from verifier.model import Event, Filter, Scenario
from verifier.rules.cycling import kind_filter

# the whole text: its trigger condition (603.1), an intervening "if" (603.4: the table's `if`), then the search
# and nothing else
_TEXT = re.compile(r"(?:when|whenever|at)\b[^,]*, (?:if [^,]*, )?(?:you may )?search your library for (?:a|an) (?P<kind>[\w ]+?) card, "
                   r"put it onto the battlefield(?P<tapped> tapped)?, then shuffle\.?", re.I)


def searched(ability: str) -> Optional[tuple]:
    """(the cards the text's search looks for, whether the card enters tapped), or None where the
    text makes no such search."""
    m = _TEXT.fullmatch(ability.strip())
    if m is None:
        return None
    kinds = [kind_filter(k) for k in m["kind"].split(" or ")]
    if any(k is None for k in kinds):
        return None
    return (kinds[0] if len(kinds) == 1 else Filter(any_of=tuple(kinds))), m["tapped"] is not None


def check(at: At, table: dict, ability: str, sc: Scenario) -> Optional[str]:
    """The card a [[trigger]]'s `finds` names (None without it), checked against its text."""
    if "finds" not in table:
        return None
    if searched(ability) is None:
        raise (at / "finds").error(f"{ability!r} puts no card its search finds onto the battlefield as read here "
                                   "(701.23: \"search your library for a Forest card, put it onto the battlefield, "
                                   "then shuffle\")")
    found = table["finds"]
    if found not in sc.objects or sc.objects[found].zone != "library":
        raise (at / "finds").error(f"a search finds a card of a library (701.23a): give {found!r} zone = \"library\"")
    if sc.objects[found].owner != sc.objects[table["source"]].controller:
        raise (at / "finds").error(f"the trigger searches its controller's library (603.3a): {found!r} is of another's")
    if any(part.layer.startswith("2") for e in sc.effects.values() for part in e.parts):
        raise (at / "finds").error("control may change in this scenario (613.1b), so whose library the trigger "
                                   "searches is not fixed (603.3a): not modelled")
    return found


def expand(root: At, tables: Optional[List[dict]], events: List[Event], triggers: List[dict]) -> List[Event]:
    """The history with the resolution of a trigger with `finds` followed by its card entering
    (`tables` the file's events; None for a search's, where such a resolution is refused)."""
    def enters(at: At, e: Event, t: dict) -> List[Event]:
        if any(f.kind in ("enters", "cast", "play_land", "moves") and f.what == t["finds"] for f in events):
            raise at.error(f"{t['finds']!r}, the card {e.what!r} finds, enters or leaves its library elsewhere in the "
                           "history (400.7)")
        of, tapped = searched(t["ability"]) or (None, False)
        return [Event("enters", t["finds"], e.label, tapped, searched=of, second=True, line=e.line)]
    return follow(root, tables, events, triggers, "finds", lambda what: (
        f"{what!r} puts the card its search finds onto the battlefield as it resolves: once, not in a group nor "
        "among a search's events (each resolution finds a card of its own)"), enters, once=True)
