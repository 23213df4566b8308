"""[[card.no_counters]]: an object's static ability saying counters can't be put on permanents
("this creature can't have counters put on it", "counters can't be put on creatures you
control"): a "can't" (101.2, 122.5), which no replacement effect gets around, on counters put
on a permanent on the battlefield and on those an object enters with (122.6).  Read into a
`CounterReplacement` with `forbids` (`verifier.rules.replacing` puts none where it applies)."""
from __future__ import annotations

from typing import List

from verifier.load.abilities import static_filter
from verifier.load.files import At, get
from verifier.model import CounterReplacement, Scenario


def read(card: At, oid: str) -> List[CounterReplacement]:
    """The counter bans of object `oid` of this card."""
    tables = get(card).get("no_counters", [])
    return [CounterReplacement(id=f"{oid}.{t['ability']}", source=oid, ability=t["ability"],
                               affects=static_filter(t, oid), kinds=tuple(t.get("kinds", ())), forbids=True)
            for t in tables]


def refuse_loyalty(root: At, sc: Scenario) -> None:
    """A loyalty ability beside a counter ban: its cost puts or removes loyalty counters (606.4),
    and whether a cost that can't be paid that way stops it being activated is not modelled."""
    ban = next((r for r in sc.counter_replacements if r.forbids), None)
    if ban is not None and sc.loyalty:
        raise (root / 0).error(f"a loyalty ability beside {ban.ability!r} (101.2, 122.5): its loyalty cost (606.4) "
                               "where counters can't be put is not modelled")
