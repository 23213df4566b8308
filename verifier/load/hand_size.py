"""Maximum hand size (402.2) is read (`verifier.rules.hand_size`) where every ability of the
scenario that changes it is one that module reads, each object has at most one, and no effect
grants one (its timestamp would be the grant's too, 613.7a: not modelled); a claim on it is
refused otherwise.  The cleanup step's discard to it (514.1) is not modelled: an event that
comes after a cleanup step (a `turn` event, or an "until end of turn" effect ending, 514.2) is
refused with its line where the active player may have more cards in hand then than the least
maximum the scenario's abilities could give (seven with none; any card where one can't be read).  Which cards may be in
a hand is counted from the file: those there as the scenario begins, those a draw takes (121.1,
504.1), those an event puts there (400.3), less those a `cast`, `moves` or `enters` outside a
group takes out of it (a bound: nothing else puts a card into a hand)."""
from __future__ import annotations

from typing import Dict, List, Optional, Set

from verifier.load.files import At, table_of
from verifier.model import SPELL_RESOLVES, Event, Scenario
from verifier.model.history import ends_turn
from verifier.model.library import drawn
from verifier.model.unfollowed import HAND_SIZE_RULES
from verifier.rules import graveyard_spells
from verifier.rules.hand_size import SEVEN, change
from verifier.state import Vocabulary

HAND = "hand"


def texts(sc: Scenario) -> List[str]:
    """The abilities of sc that change a maximum hand size (402.2)."""
    return [a for a in sorted(Vocabulary.of(sc).abilities) if HAND_SIZE_RULES.search(a)]


def why_not(sc: Scenario) -> Optional[str]:
    """Why a maximum hand size can't be read in sc, or None if it can."""
    said = texts(sc)
    unread = next((a for a in said if change(a) is None), None)
    if unread is not None:
        return f"the ability {unread!r} changes the maximum hand size (402.2) in a way not modelled"
    granted = next((a for e in sc.effects.values() for part in e.parts for a in part.add_abilities if a in said), None)
    if granted is not None:
        return f"an effect grants {granted!r}, whose timestamp (613.7a, 613.11) is not modelled"
    if said and (any(part.layer.startswith("1") for e in sc.effects.values() for part in e.parts) or
                 any(o.copies_as_it_enters is not None for o in sc.objects.values())):
        return "an object may copy another beside an ability changing the maximum hand size (707.2): not modelled"
    for o in sc.objects.values():
        for face in o.faces:
            if len([a for a in face.abilities if a in said]) > 1:
                return f"{o.id!r} has two abilities changing the maximum hand size, in an order not modelled (613.7)"
    return None


def _least(sc: Scenario) -> int:
    """The least maximum hand size the scenario's abilities could give (402.2): none below
    what one sets, every reduction on every object (a bound); 0 where one can't be read."""
    if why_not(sc) is not None:
        return 0
    changes = [c for c in map(change, texts(sc)) if c is not None]
    lowest = min([SEVEN] + [c.n for c in changes if c.sets and c.n is not None])
    return max(0, lowest + len(sc.objects) * sum(c.n for c in changes if not c.sets and c.n < 0))


def _put_into_hand(e: Event, sc: Scenario) -> bool:
    """400.3: e puts a card into its owner's hand (a token there would cease to exist, 111.7)."""
    return e.into == HAND and not sc.objects[e.what].token


def check_cleanup(root: At, tables: List[dict], sc: Scenario) -> None:
    """514.1: no cleanup step passes where its discard could change what the model reads."""
    given = tuple(e for e in sc.events if not e.implied)  # (an "until end of turn" ending a turn event implies)
    rule, least = next(iter(texts(sc)), None), _least(sc)
    hands: Dict[str, Set[str]] = {}
    for o in sc.objects.values():
        if o.zone == HAND:
            hands.setdefault(o.owner, set()).add(o.id)
    draws = drawn(given, sc.objects, sc.first_turn)
    # 603.7c: what a delayed trigger may return to its owner's hand as it resolves (a bound: it may not)
    returning = {t.id: tuple(x for x in t.moves if not sc.objects[x].token) for t in sc.triggers if t.into == HAND}
    # 608.2b: what a spell returns from a graveyard to its owner's hand as it resolves (a bound: its target may be gone)
    returning.update({e.what: e.targets[:1] for e in given if e.kind == "cast" and e.targets and
                      getattr(graveyard_spells.read(sc.objects[e.what]), "into", None) == HAND})
    active = sc.first_turn
    for i, e in enumerate(given):
        if ends_turn(e, sc.effects):
            grouped = {f.what for f in given[i + 1:] if e.group is not None and f.group == e.group and
                       _put_into_hand(f, sc) and sc.objects[f.what].owner == active}  # (an order left open)
            n = len(hands.get(active, set()) | grouped)
            if n > least:
                why = why_not(sc)
                changed = "more than the maximum hand size of seven (402.2)" if rule is None else \
                    f"{why}, so it may have to discard any card" if why is not None else \
                    f"more than {least}, the least maximum hand size the scenario's abilities may give (402.2)"
                raise (root / table_of(tables, i, given) / e.kind).error(
                    f"{active!r} may have {n} cards in hand as the cleanup step before this event comes, "
                    f"{changed}, and discards down to it then (514.1): not modelled yet")
        active = e.what if e.kind == "turn" else active
        card = draws.get(i + 1) or (e.what if e.kind in ("leaves", "moves") and _put_into_hand(e, sc) else None) or \
            (e.finds if e.kind == "searches" else None)
        cards = (card,) if card is not None else returning.get(e.what, ()) if e.kind in ("resolves", SPELL_RESOLVES) else ()
        for card in cards:
            hands.setdefault(sc.objects[card].owner, set()).add(card)
        if not cards and e.group is None and e.kind in ("cast", "moves", "enters"):
            for hand in hands.values():
                hand.discard(e.what)
