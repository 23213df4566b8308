"""State triggers (603.8): `when = "state"` with `state = "counters(depths, 'ice') == 0"`, a
condition over the scenario's objects ("When Dark Depths has no ice counters on it, ..."); the
rule: `verifier.rules.triggered` (`_occurrences`).  It triggers at an event after which the state
holds, its source on the battlefield with the ability, and no instance of it on the stack; once
that instance resolved or was countered (701.6b), at once again if the state still holds.  The
state is no intervening "if" (603.4): not checked as it resolves.

It may sacrifice its own source (`sacrifice`, 701.21a) and create tokens: those only if the
sacrifice happened (Dark Depths' ruling: gone before it resolves, it can't be sacrificed, and no
Marit Lage is created).  Refused with the line: `state` without `when = "state"` or the reverse,
an intervening `if` beside it, and a `sacrifice` of another object than its source."""
from __future__ import annotations

from verifier.load.files import At
from verifier.model import STATE_TRIGGER


def check_trigger(at: At, table: dict, source: str) -> None:
    """The keys of a state trigger (above)."""
    state = table["when"] == STATE_TRIGGER
    if state != ("state" in table):
        raise (at / ("state" if "state" in table else "when")).error(
            "a state trigger (603.8) says when = \"state\" and its state, state = \"...\": each goes with the other")
    if state and "if" in table:
        raise (at / "if").error("a state trigger's condition is its state (603.8), not an intervening 'if' (603.4)")
    if state and table.get("sacrifice", source) != source:
        raise (at / "sacrifice").error(f"a state trigger sacrifices its own source here (\"sacrifice it\", 701.21a): "
                                       f"sacrifice = {source!r}")
