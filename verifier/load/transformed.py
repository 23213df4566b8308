"""A card put onto the battlefield "transformed" (712.14a): `transformed = true` on an
`enters` event.  A double-faced card, transforming or modal (the rule names no exception
for modal ones since the 2020 rulings that said such an instruction is ignored), enters with
its back face up; one whose back face is an instant or sorcery face stays where it is
(400.4a, as any such card put onto the battlefield).  A card that is not double-faced stays
in its zone (712.14a): that event changes nothing, and is refused, to be left out."""
from __future__ import annotations

from typing import Optional

from verifier.load.files import At
from verifier.model import GameObject


def entering_back(at: At, table: dict, kind: str, obj: Optional[GameObject]) -> bool:
    """Whether the event puts obj onto the battlefield back face up because it says
    `transformed` (712.14a); checked: an `enters` event, without `face` or `together`, of
    a double-faced card."""
    if not table.get("transformed"):
        return False
    if kind != "enters" or obj is None:
        raise (at / "transformed").error("'transformed' says how a card is put onto the battlefield (712.14a): it "
                                         "goes with enters = \"...\"")
    if "face" in table:
        raise (at / "face").error("put onto the battlefield transformed, a double-faced card enters with its back "
                                  "face up (712.14a): give transformed or face, not both")
    if "together" in table:
        raise (at / "together").error("a card put onto the battlefield transformed together with others is not "
                                      "modelled: give it an enters event of its own")
    if obj.back is None:
        raise (at / "transformed").error(
            f"{obj.id!r} is not a double-faced card: put onto the battlefield transformed, it stays in its zone "
            "(712.14a), so the event changes nothing: leave it out")
    return True
