"""`[scenario] pinned`: one ordering and its choices, fixed (a counterexample written to be
re-run, `verifier.reproduce`).  Every timestamp in order (613.7), the order of the effects
that share one (613.7a gives none: the verifier otherwise quantifies over it), and the value
of the players' choices by the names the encoding gives them (a name no choice of the
claim's encoding has constrains nothing)."""
from __future__ import annotations

from typing import Any, Optional

from verifier.load.files import At
from verifier.model import Pins, Scenario


def pins_of(at: At, table: Optional[dict], sc: Scenario) -> Optional[Pins]:
    """The pins the table gives, checked against the scenario: a history in one order,
    every timestamped id once, every group of effects sharing a timestamp once."""
    if table is None:
        return None
    grouped = next((e for e in sc.events if e.group is not None), None)
    if grouped is not None:
        raise at.error(f"pinned fixes one ordering: the history's events must be in one order, no group "
                       f"(event '{grouped.said()}', line {grouped.line}, is in group {grouped.group!r})")
    stamped, given = set(sc.timestamped()), list(table["timestamps"])
    missing, unknown = sorted(stamped - set(given)), [x for x in given if x not in stamped]
    if missing or unknown:
        raise (at / "timestamps").error("pinned timestamps must name every timestamped id of the scenario once, "
                                        "earliest first" + _names("; missing", missing) + _names("; not timestamped",
                                                                                                 unknown))
    groups = {frozenset(g): g for g in sc.ties()}
    ties = [tuple(t) for t in table.get("ties", [])]
    bad = [t for t in ties if frozenset(t) not in groups]
    left = sorted(" < ".join(g) for k, g in groups.items() if k not in {frozenset(t) for t in ties})
    if bad or left:
        raise (at / "ties").error("pinned ties must give each group of effects sharing a timestamp once, in the "
                                  "order they apply" + _names("; not such a group", [" < ".join(t) for t in bad]) +
                                  _names("; missing", left))
    return Pins(tuple(given), tuple(ties), tuple(sorted(table.get("choices", {}).items())))


def _names(what: str, names: Any) -> str:
    return f"{what}: {', '.join(map(str, names))}" if names else ""
