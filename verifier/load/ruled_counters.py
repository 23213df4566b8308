"""Shield, stun and finality counters (122.1c-d, 122.1h) are counters the model counts, but their
effects (a shield counter removed instead of damage or destruction, a stun counter instead of
untapping, exile instead of a graveyard) are not followed: a scenario where one of these kinds
may be on an object is refused beside an event they could change (KEPT_COUNTERS): any event for a
shield or finality counter (damage, destruction, a sacrifice, a state-based action after one), one
that may untap a permanent for a stun counter (any but `_NEVER_UNTAPPING`: a turn's untap step,
502.3, an untap, a resolution, an activation).  A board has no event: its counters change nothing
there, but for damage marked beside a shield counter, refused too, and a state-based action that
may put a permanent with a finality counter into a graveyard (`verifier.rules.kept_leaving`)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import KEPT_COUNTERS
from verifier.rules.kept_leaving import counter_kinds

# Events that untap nothing (701.26b, 502.3): a step other than an untap step (the schema's steps), an object
# entering or leaving, a tapping, counters put or removed; any other (a turn's untap step, an untap, a resolution,
# an activation with {Q}, 107.6, a cast whose mana may come from one) may untap a permanent with a stun counter
_NEVER_UNTAPPING = ("step", "enters", "leaves", "tap", "put_counters", "remove_counters")


def check(root: At, tables: List[dict], objects: List[dict], sc: Scenario) -> None:
    """No event a shield or stun counter of sc could change (KEPT_COUNTERS), nor, beside a shield
    counter, damage marked as the scenario begins (conservatively: 704.5g destroys by no effect,
    but whether the counter was there as the damage was dealt, 122.1c, the board does not say)."""
    kinds = counter_kinds(sc) & set(KEPT_COUNTERS)
    hurt = next((i for i, t in enumerate(objects) if t.get("id") in sc.objects and sc.objects[t["id"]].damage), None)
    if "shield" in kinds and hurt is not None:
        raise (At(root.file) / "object" / hurt / "damage").error(
            f"a shield counter {KEPT_COUNTERS['shield']}, which is not modelled, beside damage marked")
    for kind in sorted(kinds):
        changes = (lambda e: e.kind not in _NEVER_UNTAPPING) if kind == "stun" else (lambda e: True)
        i = next((i for i, e in enumerate(sc.events) if changes(e)), None)
        at = root / table_of(tables, i, sc.events) / sc.events[i].kind if i is not None else \
            At(root.file) / "scenario" / "search" / "events" if any(changes(e) for e in sc.search_events) else None
        if at is not None:
            raise at.error(f"a {kind} counter {KEPT_COUNTERS[kind]}, which is not modelled, beside an event it could "
                           "change")

