"""The colours of the cards an object's linked ability exiled (607.2a), which a mana ability of
its card adds ("{T}: Add one mana of any of the exiled card's colors": a unit `mana = ["exiled
colors"]`, `verifier.rules.mana`).  The model follows no cards in exile, so the object states
them: `exiled_colors = ["red", "green"]` (`[]`: it exiled none, or only colourless cards, 105.1).

Refused with the line: an object whose card adds such mana without the key, the key on an object
whose card adds none (it would change nothing), such a mana ability granted to other objects
(607.2a: linked to its own object's ability), and, as a stated fact stays as stated, an event of
the history that moves an object or resolves (an exile, a return, a new object with nothing
exiled, 400.7)."""
from __future__ import annotations

import json
from typing import List, Tuple

from verifier.load.files import At, table_of
from verifier.model import SPELL_RESOLVES, Scenario
from verifier.model.mana import EXILED

# events by which the cards exiled with an object may change (607.2a, 400.7; as `stated_facts` has it)
_CHANGING = frozenset({"enters", "leaves", "returns", "moves", "resolves", SPELL_RESOLVES})


def read(at: At, table: dict, card: dict) -> Tuple[str, ...]:
    """The object's stated colours of its exiled cards (none where its card adds no such mana)."""
    tables = [m for m in card.get("mana", []) if f'"{EXILED}"' in json.dumps(m.get("add", []))]
    if any(m.get("granted") for m in tables):
        raise (at / "card").error(f"{tables[0]['ability']!r} adds a colour of the cards its own object's linked "
                                  "ability exiled (607.2a): granted to other objects, not modelled")
    if tables and "exiled_colors" not in table:
        raise (at / "card").error(f"{tables[0]['ability']!r} adds a colour of the cards its object's linked ability "
                                  "exiled (607.2a), which the model does not follow: give exiled_colors = [...] "
                                  "([] for none)")
    if not tables and "exiled_colors" in table:
        raise (at / "exiled_colors").error("'exiled_colors' is read by a mana ability adding a colour of the exiled "
                                           f"cards (607.2a), and {table.get('card', table['id'])!r} has none")
    return tuple(table.get("exiled_colors", ()))


def check_history(at: At, history: List[dict], sc: Scenario) -> None:
    """Stated colours of exiled cards stay as stated: refused with the first event that may change
    which cards are exiled with an object (`at`: the [[event]] array)."""
    stated = sorted(o.id for o in sc.objects.values() if _reads(sc, o.printed.abilities))
    i = next((k for k, e in enumerate(sc.given_events) if e.kind in _CHANGING), None)
    if stated and i is not None:
        raise (at / table_of(history, i, sc.given_events) / sc.given_events[i].kind).error(
            f"the colours of the cards exiled with {stated[0]!r} are stated (exiled_colors, 607.2a) and stay as "
            "stated over the history, which this event may change: not modelled")


def _reads(sc: Scenario, abilities) -> bool:
    """Whether one of these abilities (an object's) is a mana ability adding a colour of its exiled cards."""
    return any(EXILED in u.options for name, ab in sc.mana_abilities.items() if name in abilities for u in ab.units)
