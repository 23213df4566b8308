"""An instant or sorcery whose text has its controller draw a card for each permanent of a kind
it controls, counted as it resolves after what comes before in its text ("Then draw a card for
each creature you control with power 4 or greater": 121.1, 608.2c, 608.2h).  Its `resolves`
event says `cards_drawn = N`, how many that count gives; the history is possible only where the
count is N then (`verifier.rules.spell_draws`), and the resolution is followed by N draws of the
top card of the controller's library.  Without `cards_drawn` its draw is kept by its text, as
before (`verifier.load.unfollowed_spell_texts` refuses it where cards in a library or a count of a
zone could tell).  Refused: `cards_drawn` beside any other resolution."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional

from verifier.load.files import At, table_of
from verifier.model import Event, Filter, GameObject
from verifier.model.history import SPELL_RESOLVES
from verifier.rules.typeline import CARD_TYPES

_TEXT = re.compile(r"\bdraw a card for each (\w+) you control(?: with power (\d+) or greater)?\.?$", re.I)


def counted(obj: GameObject) -> Optional[Filter]:
    """What the spell's last sentence counts to draw (permanents its controller controls), or None."""
    if not {"instant", "sorcery"} & set(obj.printed.types) or len(obj.printed.abilities) != 1:
        return None
    m = _TEXT.search(next(iter(obj.printed.abilities)).strip())
    if m is None or m[1].lower() not in CARD_TYPES:
        return None
    return Filter(types=(m[1].lower(),), controller="you", power_at_least=int(m[2]) if m[2] else None)


def expand(root: At, tables: Optional[List[dict]], events: List[Event], objects: Dict[str, GameObject]) -> List[Event]:
    """The history with each resolution of such a spell saying `cards_drawn` followed by its draws
    (`tables` the file's events; None for a search's, which says none)."""
    for i, table in enumerate(tables or ()):
        if "cards_drawn" in table and "resolves" not in table:
            raise (root / i / "cards_drawn").error("cards_drawn says how many cards a spell draws as it resolves "
                                                   "(121.1): it goes with resolves")
    out: List[Event] = []
    for k, e in enumerate(events):
        i = None if tables is None else table_of(tables, k, events)
        given = tables[i].get("cards_drawn") if i is not None and tables[i].get("resolves") == e.what else None
        of = counted(objects[e.what]) if e.kind == SPELL_RESOLVES else None
        if of is None:
            if given is not None:
                raise (root / i / "cards_drawn").error(f"{e.what!r} draws no counted number of cards as it resolves "
                                                       "(121.1): cards_drawn goes with the resolution of one")
            out.append(e)
            continue
        if given is None:  # (its draw kept by its text: refused where it matters, `unfollowed_spell_texts`)
            out.append(e)
            continue
        player = objects[e.what].controller
        out += [replace(e, label=None if given else e.label, draws_for=of, draws_n=given),
                *[Event("draws", player, e.label if j == given - 1 else None, second=True, line=e.line)
                  for j in range(given)]]
    return out
