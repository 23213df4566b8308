"""A [[trigger]] whose effect reads the object that triggered it (`if_it`: "... if that land is a
Mountain", a landfall ability depending on the land's basic land type): the instance does what its
table says only if that object has the characteristics `if_it` names as the ability resolves, or had
them as it last existed on the battlefield if it left (608.2h, 113.7a).  Read for `when = "enters"`
only, where the text says it after the trigger condition (not an intervening "if", 603.4); refused
beside a copy of the ability (707.10), whose instance the model does not tie to an object."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.abilities import filter_of
from verifier.load.files import At, table_of
from verifier.model import COPY_ABILITY, Filter, Scenario

# the text's "if that land is a Mountain" / "if it's an artifact": a reading of the object that triggered it
SAYS = re.compile(r"\bif (?:that (?:land|creature|permanent|artifact)|it)(?: is|'s) (?:a|an|not a|not an)\b", re.I)
# the trigger condition (603.1), after an ability word (207.2c) if any
_CONDITION = re.compile(r"^\s*(?:[^,—]*—\s*)?(?:when|whenever)\b[^,]*,\s*", re.I)


def parse(at: At, table: dict, ability: str) -> Optional[Filter]:
    """`if_it` of a [[trigger]] table, checked: an enters trigger (603.6a) whose text reads the object
    that entered after its trigger condition, not as an intervening "if" (603.4)."""
    if "if_it" not in table:
        return None
    here = at / "if_it"
    if table["when"] != "enters":
        raise here.error("if_it reads the object whose entering triggered the ability (608.2h, 113.7a): it goes with "
                         "when = \"enters\"; what triggers other abilities is not read")
    if "CHOSEN" in table["if_it"].get("subtypes", ()):
        raise here.error("if_it names the characteristics the object that triggered the ability must have; a chosen "
                         "type is not read there")
    body = _CONDITION.sub("", ability, count=1)
    if not SAYS.search(body):
        raise here.error(f"if_it is what {ability!r} reads of the object that triggered it (\"if that land is a "
                         "Mountain\", 608.2h), and its text reads nothing of it")
    if SAYS.match(body):
        raise here.error(f"{ability!r} has an intervening \"if\" on the object that triggered it (603.4: checked as "
                         "it triggers and as it resolves): not modelled; if_it reads it as it resolves only")
    return filter_of(table["if_it"])


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """707.10: a copy of a trigger reading what triggered it is refused with its event's line."""
    reading = {t.id for t in sc.triggers if t.if_it is not None}
    for i, e in enumerate(sc.events):
        if e.kind == COPY_ABILITY and e.what in reading:
            raise (root / table_of(tables, i, sc.events) / COPY_ABILITY).error(
                f"a copy of {e.what!r}, which reads the object that triggered it (608.2h): which object its copy reads "
                "(707.10) is not modelled")

