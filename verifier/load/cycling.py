"""Cycling in a model file (702.29; the rules: `verifier.rules.cycling`).

`[[event]] cycle = "x"` activates the cycling ability of card x, in its owner's hand, and
resolves it: two points of the history, the card discarded as the cost is paid (602.2, 701.9a),
then the ability's resolution: for "Cycling", its owner draws a card (121.1); for "[Type]cycling"
(702.29e), `finds = "y"` names the card of that player's library its search finds and puts into
that hand (none said: it finds none, 701.23b).  What triggered as the cost was paid is above the
ability on the stack and resolves first (603.3, 405.5): `responses = ["trigger-id", ...]` resolves
those, in that order, between the two points.  The event's `label` names the point after the
resolution.  Refused: a card with no cycling ability read, `finds` beside plain cycling, cycling
in a group or among a search's events, a draw from a library after a search shuffled it (701.24a:
which card is drawn is not known), and a search beside a permission to cast from the top of a
library (`verifier.rules.library_top`: which card is on top is not known)."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.files import At, table_of
from verifier.model import Event, Scenario, library
from verifier.rules.cycling import cycling_of
from verifier.rules.library_top import permissions
from verifier.state import Vocabulary


def events(at: At, table: dict, objects: dict, repeat: bool, triggers: Dict[str, tuple]) -> List[Event]:
    """The two events of `cycle = "x"`: the cost, then the resolution (with the `responses`, each
    a [[trigger]] of the scenario, resolved between)."""
    x = table["cycle"]
    for j, t in enumerate(table.get("responses", ())):
        if t not in triggers:
            raise (at / "responses" / j).error(f"responses names {t!r}, which is no [[trigger]] of the scenario")
    try:
        ability = cycling_of(objects[x].printed.abilities)
    except ValueError as err:
        raise (at / "cycle").error(f"{x!r}: {err}") from None
    if ability is None:
        raise (at / "cycle").error(f"{x!r} has no cycling ability read here (702.29a: \"Cycling {{cost}}\" or "
                                   "\"[Type]cycling {cost}\", a cost of mana symbols)")
    if repeat or "group" in table:
        raise (at / ("cycle" if repeat else "group")).error(
            "cycling (702.29) is not put in a group, nor among the events a search chooses from")
    if ability.search is None and "finds" in table:
        raise (at / "finds").error(f"{ability.text!r} draws a card (702.29a): it searches for none")
    found = table.get("finds")
    if found is not None and (found not in objects or objects[found].zone != library.LIBRARY):
        raise (at / "finds").error(f"a search finds a card of a library (701.23a): give {found!r} zone = \"library\"")
    owner = objects[x].owner
    cost = Event("moves", x, into="graveyard", activated=ability.text, line=at.line)
    # 603.3, 405.5: what triggered as the cost was paid (702.29c-d) is above the ability: it resolves first
    responses = [Event("resolves", t, line=at.line) for t in table.get("responses", ())]
    if ability.search is None:
        return [cost, *responses, Event("draws", owner, table.get("label"), activated=ability.text, line=at.line)]
    return [cost, *responses, Event("searches", owner, table.get("label"), finds=found, searched=ability.search,
                                    activated=ability.text, line=at.line)]


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """No draw from a library a search shuffled (701.24a) while it holds two cards or more, and
    no search beside a permission to cast the top card of a library: the order is not known."""
    searches = [i for i, e in enumerate(sc.events) if e.kind == "searches" or e.searched is not None]
    if not searches:
        return
    if permissions(Vocabulary.of(sc).abilities):
        key = "cycle" if sc.events[searches[0]].activated else "resolves"  # (a spell's or a trigger's: resolves)
        raise (root / table_of(tables, searches[0], sc.events) / key).error(
            "a search shuffles a library (701.24a), and an ability here lets its top card be cast (601.3): which card "
            "is on top after it is not modelled")
    piles = library.piles(sc.events, sc.objects, sc.first_turn)
    shuffled = set()
    active = sc.first_turn
    for i, e in enumerate(sc.events):
        active = e.what if e.kind == "turn" else active
        player = library.draws(e, active)
        if player in shuffled and len(piles[i].get(player, ())) > 1:
            raise (root / table_of(tables, i, sc.events) / e.kind).error(
                f"{player}'s library was shuffled by a search (701.24a) and holds more than one card: which card this "
                "draw takes is not modelled")
        if e.kind == "searches":
            shuffled.add(e.what)
        elif e.searched is not None:  # (a trigger's search, its card entering: `verifier.load.trigger_search`)
            shuffled.add(sc.objects[e.what].owner)
