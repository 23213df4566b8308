"""The cleanup step's discard to maximum hand size (514.1, 402.2) is not modelled: an event that
comes after a cleanup step (a `turn` event, or an "until end of turn" effect ending, 514.2) is
refused with its line where the active player may have more than seven cards in hand then, or
any card where an ability of the scenario changes the maximum hand size.  Which cards may be in
a hand is counted from the file: those there as the scenario begins, those a draw takes (121.1,
504.1), those an event puts there (400.3), less those a `cast`, `moves` or `enters` outside a
group takes out of it (a bound: nothing else puts a card into a hand)."""
from __future__ import annotations

from typing import Dict, List, Set

from verifier.load.files import At, table_of
from verifier.model import Event, Scenario
from verifier.model.history import ends_turn
from verifier.model.library import drawn
from verifier.model.unfollowed import HAND_SIZE_RULES
from verifier.state import Vocabulary

HAND = "hand"
MAXIMUM_HAND_SIZE = 7  # 402.2: normally seven cards


def _put_into_hand(e: Event, sc: Scenario) -> bool:
    """400.3: e puts a card into its owner's hand (a token there would cease to exist, 111.7)."""
    return e.into == HAND and not sc.objects[e.what].token


def check_cleanup(root: At, tables: List[dict], sc: Scenario) -> None:
    """514.1: no cleanup step passes where its discard could change what the model reads."""
    given = tuple(e for e in sc.events if not e.implied)  # (an "until end of turn" ending a turn event implies)
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if HAND_SIZE_RULES.search(a)), None)
    hands: Dict[str, Set[str]] = {}
    for o in sc.objects.values():
        if o.zone == HAND:
            hands.setdefault(o.owner, set()).add(o.id)
    draws = drawn(given, sc.objects, sc.first_turn)
    # 603.7c: what a delayed trigger may return to its owner's hand as it resolves (a bound: it may not)
    returning = {t.id: x for t in sc.triggers if t.into == HAND for x in t.moves if not sc.objects[x].token}
    active = sc.first_turn
    for i, e in enumerate(given):
        if ends_turn(e, sc.effects):
            grouped = {f.what for f in given[i + 1:] if e.group is not None and f.group == e.group and
                       _put_into_hand(f, sc) and sc.objects[f.what].owner == active}  # (an order left open)
            n = len(hands.get(active, set()) | grouped)
            if n > (0 if rule is not None else MAXIMUM_HAND_SIZE):
                changed = f"the ability {rule!r} changes the maximum hand size (402.2)" if rule is not None else \
                    "more than the maximum hand size of seven (402.2)"
                raise (root / table_of(tables, i, given) / e.kind).error(
                    f"{active!r} may have {n} cards in hand as the cleanup step before this event comes, "
                    f"{changed}, and discards down to it then (514.1): not modelled yet")
        active = e.what if e.kind == "turn" else active
        card = draws.get(i + 1) or (e.what if e.kind in ("leaves", "moves") and _put_into_hand(e, sc) else None) or \
            (e.finds if e.kind == "searches" else None) or \
            (returning.get(e.what) if e.kind == "resolves" else None)
        if card is not None:
            hands.setdefault(sc.objects[card].owner, set()).add(card)
        elif e.group is None and e.kind in ("cast", "moves", "enters"):
            for hand in hands.values():
                hand.discard(e.what)
