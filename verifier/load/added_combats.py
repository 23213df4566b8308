"""Combat phases an effect adds (`rule = "additional combat phase"`, 500.8, 505.1a), as far as the
history says them: the rules count them (`verifier.rules.combat.Combat.combat_phase_conditions`);
here, refused with a line, what the count can't follow: such an effect begun before the history (its
phase may have come already), one begun in a group or by a search, and a turn the history ends
before saying each phase added in it (a phase passed unsaid, whose beginning could trigger or
require what the history then leaves out, 507.1, 508.1d)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.history import ends_turn
from verifier.rules.combat import ADDITIONAL_COMBAT


def check(root: At, effects: List[dict], tables: List[dict], sc: Scenario) -> None:
    """500.8: each effect adding a combat phase begins in the history's given events, in no group, and
    each turn says a `step = "combat"` event after it for each phase added in it, before it ends (a
    `turn` event, an end step, an "until end of turn" effect ending, 514.2)."""
    adding = {t["id"]: i for i, t in enumerate(effects) if t.get("rule") == ADDITIONAL_COMBAT}
    if not adding:
        return
    given = sc.given_events
    begins = {e.what for e in given if e.kind == "starts"} | {x for e in given for x in e.effects} | \
        {x for t in sc.triggers for x in t.effects}
    for eid, i in adding.items():
        searched = any(e.kind == "starts" and e.what == eid or eid in e.effects for e in sc.search_events)
        if eid not in begins or searched:
            raise (root / "effect" / i / "rule").error(
                f"the effect {eid!r} adds a combat phase (500.8) but "
                + ("a search may begin it" if searched else "begins before the history")
                + ": where its phase comes is not modelled; give it a starts event or a resolution that begins it")
    added = 0
    for k, e in enumerate(given):
        if _begins_one(e, adding):
            if e.group is not None:
                raise (root / "event" / table_of(tables, k, given)).error(
                    "an effect adding a combat phase (500.8) begins in a group: not modelled")
            added += 1
        elif e.kind == "step" and e.what == "combat" and added:
            added -= 1
        elif added and (ends_turn(e, sc.effects) or e.kind == "step" and e.what == "end"):
            raise (root / "event" / table_of(tables, k, given)).error(
                "this event ends the turn's combat phases with one an effect added (500.8, 505.1a) not said: give "
                "it a step = \"combat\" event before (a phase passed unsaid could trigger or require what the "
                "history leaves out)")


def _begins_one(e, adding: dict) -> bool:
    """Whether event e begins one of the effects that add a combat phase (a starts event, a resolution)."""
    return e.kind == "starts" and e.what in adding or any(x in adding for x in e.effects)
