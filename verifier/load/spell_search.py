"""An instant or sorcery whose whole text searches its controller's library and puts what it
finds into that hand (701.23): "[If an opponent controls more lands than you, ]search your
library for a Forest card (or up to three Plains cards), [reveal it,] put it into your hand,
then shuffle."  Its `resolves` event says with `finds = "y"` the card the search finds (none
said: none, 701.23b: a search for a stated quality may find nothing even where there is one).
The resolution is followed by a `searches` event of the spell's controller (its owner, who
cast it, 601.2a): the card must be of that player's library then and of the kind searched
for (a subtype, not a name: a nonbasic land with the Plains type is a Plains card, 205.3i),
and, with the condition, an opponent must control more lands than that player as it resolves
(608.2c); it then goes into that hand and the library is shuffled (701.24a).  Refused: `finds`
beside any other resolution, and a search of a kind not read."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Dict, List, Optional

from verifier.load.files import At, table_of
from verifier.model import Event, Filter, GameObject
from verifier.model.history import SPELL_RESOLVES
from verifier.rules.cycling import kind_filter

_TEXT = re.compile(r"(?P<if>If an opponent controls more lands than you, )?search your library for "
                   r"(?:a|an|up to (?:one|two|three|four|five)) (?P<kind>[\w ]+?) cards?, (?:reveal (?:it|them), )?"
                   r"put (?:it|them|that card|those cards) into your hand, then shuffle\.?", re.I)


@dataclass(frozen=True)
class Search:
    """What a search spell's text says: the cards it looks for, and whether only if an
    opponent controls more lands than its controller (608.2c)."""

    of: Filter
    only_if_fewer_lands: bool


def read(obj: GameObject) -> Optional[Search]:
    """The search an instant or sorcery's whole text makes, or None (it is no such spell)."""
    texts = list(obj.printed.abilities)
    if len(texts) != 1 or not {"instant", "sorcery"} & set(obj.printed.types):
        return None
    m = _TEXT.fullmatch(texts[0].strip())
    if m is None:
        return None
    kinds = [kind_filter(k) for k in re.split(r" or ", m["kind"])]
    if any(k is None for k in kinds):
        return None
    of = kinds[0] if len(kinds) == 1 else Filter(any_of=tuple(kinds))
    return Search(of, m["if"] is not None)


def expand(root: At, tables: Optional[List[dict]], events: List[Event], objects: Dict[str, GameObject]) -> List[Event]:
    """The history with each resolution of a search spell followed by its search (`tables` the
    file's events; None for a search's, where one is refused); `finds` is refused on any other
    resolution."""
    out: List[Event] = []
    for k, e in enumerate(events):
        i = None if tables is None else table_of(tables, k, events)
        found = tables[i].get("finds") if i is not None and tables[i].get("resolves") == e.what else None
        search = read(objects[e.what]) if e.kind == SPELL_RESOLVES else None
        if search is not None and tables is None:
            raise root.error(f"{e.what!r} searches a library as it resolves (701.23): not among a search's events")
        if search is None:
            if found is not None and e.kind != "activate":
                raise (root / i / "finds").error("finds goes with the resolution of an instant or sorcery whose text "
                                                 "searches a library (701.23): " f"{e.what!r} searches none")
            out.append(e)
            continue
        if found is not None and (found not in objects or objects[found].zone != "library"):
            raise (root / i / "finds").error(f"a search finds a card of a library (701.23a): give {found!r} "
                                             "zone = \"library\"")
        out += [replace(e, label=None),
                Event("searches", objects[e.what].owner, e.label, finds=found, searched=search.of,
                      fewer_lands=search.only_if_fewer_lands, second=True, line=e.line)]
    return out
