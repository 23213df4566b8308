"""An optional cost a triggered ability asks as it resolves (603.5, 608.2d, 118.12): "At the
beginning of your upkeep, you may pay {2}{B}. If you do, ..." (Kheru Lich Lord), "Whenever this
creature becomes untapped, you may pay {2}{B}. If you do, ..." (inspired).

The choice is made and the cost paid as the ability resolves, whoever then controls or has left
its source: each `[[event]] resolves = "id"` of such a trigger says `paid = true` (its controller
pays the mana, tapping permanents for it as a cast's payment does, 601.2g-h by way of 118.12;
the rules: `verifier.rules.spell_payments` `payment`) or `paid = false` (declined: nothing that follows
"If you do" happens).  Read only where the cost comes right after the trigger condition and
everything after it follows "If you do" (the whole [[trigger]] table is then that part).
Refused with the line: `paid` on a resolution of anything else, or on a countered one (701.6b);
such a resolution without `paid`; among a search's events; a cost of other symbols than mana
the payment reads (hybrid, Phyrexian, X: 107.4e-f, 107.3)."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.files import At, table_of
from verifier.model import SPELL_RESOLVES, Scenario
from verifier.rules.payment import need

# the trigger condition (603.1; an ability word before it, 207.2c), then the optional mana cost and "If you do"
_OPTIONAL = re.compile(r"^\s*(?:[A-Z][\w' -]* — )?(?:when|whenever|at)\b[^,]*,\s*you may pay ((?:\{[^{}]+\})+)\.\s+"
                       r"if you do\b", re.I)
# ... or the sacrifice of its own source ("you may sacrifice this land. If you do", Safe Haven's)
_SACRIFICE = re.compile(r"^\s*(?:when|whenever|at)\b[^,]*,\s*you may sacrifice this \w+\.\s+if you do\b", re.I)


def optional_cost(ability: str) -> Optional[str]:
    """The mana cost the ability's controller may pay as it resolves (118.12), if its text is read so;
    "" for the sacrifice of its own source (no mana: the sacrifice is its `moves`, 701.21a)."""
    m = _OPTIONAL.match(ability)
    return m.group(1) if m else "" if _SACRIFICE.match(ability) else None


def check_trigger(at: At, ability: str) -> None:
    """107.3, 107.4e-f: the optional cost is one the payment reads."""
    cost = optional_cost(ability)
    if cost is not None and (need(cost) is None or "{X}" in cost):
        raise (at / "ability").error(f"{ability!r}: its optional cost {cost} has a symbol a payment as it resolves "
                                     "does not read (hybrid, Phyrexian or X: 107.4e-f, 107.3): not modelled")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Each resolution of a trigger with an optional cost says whether it was paid (118.12), and
    `paid` is said of nothing else; one sacrificing its source moves it (701.21a)."""
    paying = {t.id for t in sc.triggers if t.pays is not None}
    # (an optional sacrifice of its source, resolved: the trigger's `moves` of it, 701.21a)
    unsaid = {t.id: t for t in sc.triggers
              if _SACRIFICE.match(t.ability) and (t.moves, t.into) != ((t.source,), "graveyard")}
    searched = next((e for e in sc.search_events if e.paid is not None or e.kind == "resolves" and e.what in paying),
                    None)
    if searched is not None:  # (which of its resolutions a search's event is, and its payment, is not said)
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"{searched.said()}: a trigger's optional cost paid or declined as it resolves (118.12) is not among the "
            "events a search chooses from")
    for i, e in enumerate(sc.events):
        if e.kind != "resolves" and e.paid is None:
            continue
        at = root / table_of(tables, i, sc.events)
        if e.paid is not None and e.kind != SPELL_RESOLVES and (e.kind != "resolves" or e.what not in paying):
            raise (at / "paid").error(f"'paid' says whether a trigger's optional cost (\"you may pay {{2}}{{B}}. If you "
                                      f"do, ...\", 118.12) was paid as it resolved: {e.said()} asks none")
        if e.paid is not None and e.countered:
            raise (at / "paid").error(f"{e.what!r} is countered (701.6b): it does not resolve, and nothing is paid")
        t = unsaid.get(e.what) if e.kind == "resolves" else None
        if t is not None:
            raise (at / "resolves").error(f"{t.ability!r}: its controller may sacrifice its source as it resolves "
                                          f"(118.12, 701.21a): give its [[trigger]] moves = [{t.source!r}], into = "
                                          "\"graveyard\"")
        if e.kind == "resolves" and e.what in paying and not e.countered and e.paid is None:
            raise (at / "resolves").error(f"{e.what!r} asks an optional cost as it resolves (603.5, 118.12): say "
                                          "paid = true (its controller pays it) or paid = false (declined)")
