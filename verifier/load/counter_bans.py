"""[[card.no_counters]]: an object's static ability saying counters can't be put on permanents
("this creature can't have counters put on it", "counters can't be put on creatures you
control"): a "can't" (101.2, 122.5), which no replacement effect gets around, on counters put
on a permanent on the battlefield and on those an object enters with (122.6).  Read into a
`CounterReplacement` with `forbids` (`verifier.rules.replacing` puts none where it applies)."""
from __future__ import annotations

from typing import List

from verifier.errors import ModelError
from verifier.load.abilities import static_filter
from verifier.load.files import At, get
from verifier.model import CounterReplacement, Scenario


def read(card: At, oid: str) -> List[CounterReplacement]:
    """The counter bans of object `oid` of this card."""
    tables = get(card).get("no_counters", [])
    return [CounterReplacement(id=f"{oid}.{t['ability']}", source=oid, ability=t["ability"],
                               affects=static_filter(t, oid), kinds=tuple(t.get("kinds", ())), forbids=True)
            for t in tables]


def refuse_unread(root: At, sc: Scenario) -> None:
    """Where a counter ban is not followed: beside a loyalty ability, whose cost puts or removes
    loyalty counters (606.4: whether such a cost can be paid then); and one that may apply to its
    own object entering in the history (614.12 says only which replacement effects apply to a
    permanent as it enters: whether its own "can't" stops the counters it enters with)."""
    bans = [r for r in sc.counter_replacements if r.forbids]
    if bans and sc.loyalty:
        raise (root / "loyalty" / 0).error(f"a loyalty ability beside {bans[0].ability!r} (101.2, 122.5): its "
                                           "loyalty cost (606.4) where counters can't be put is not modelled")
    for e in (e for e in sc.events if e.kind == "enters"):
        own = next((r for r in bans if r.source in e.entering and not r.affects.other), None)
        if own is not None:
            raise ModelError(sc.path, e.line, f"{own.source!r} enters with {own.ability!r}: whether its own ability "
                                              "stops the counters it enters with (614.12, 122.6) is not modelled")
