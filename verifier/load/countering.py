"""Countering an ability in a model file (701.6b; the rules: `verifier.rules.triggered`
`resolving`, `verifier.rules.stack` `began_by_spell`).

`[[event]] resolves = "id"` with `countered = true` says that the instance of a triggered
ability (a `[[trigger]]`) or of an activated ability (an `[[ability]]`) on top of the stack is
countered instead of resolving: it is removed from the stack and none of its effect happens
(701.6b); what it came from is untouched (a spell whose cast triggered it still waits and
resolves, 603.3, 701.6a).  What counters it (a spell that counters abilities) is not itself followed: the
event is the countering.  Refused with the line: `countered` on the resolution of a spell (a
spell is countered by a counterspell's resolution, its card's `counters_spell`), of a loyalty
ability (606), and among a search's events."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario


def spell_countered(s: str) -> str:
    """Why `countered` on the resolution of spell s is refused."""
    return f"{s!r} is a spell: 'countered' counters an ability (701.6b); a spell is countered by the resolution of a " \
           "spell whose card says counters_spell (701.6a)"


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Each `countered = true` names the instance of a [[trigger]] or an [[ability]] (701.6b)."""
    searched = next((e for e in sc.search_events if e.countered), None)
    if searched is not None:  # (one event there is one event of the history: which instance it meets is not said)
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"{searched.said()}: countering an ability is not among the events a search chooses from")
    triggers, abilities = {t.id for t in sc.triggers}, {a.id for a in sc.abilities}
    loyalty = {a.id for a in sc.loyalty}
    for i, e in enumerate(sc.events):
        if not e.countered or e.what in triggers or e.what in abilities:
            continue
        at = root / table_of(tables, i, sc.events) / "countered"
        if e.what in loyalty:
            raise at.error(f"{e.what!r} is a loyalty ability: countering one (701.6b) is not modelled; only a "
                           "[[trigger]]'s or an [[ability]]'s instance may be countered")
        raise at.error(spell_countered(e.what))
