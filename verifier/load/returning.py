"""A [[trigger]] that returns a card it chooses as it resolves from a graveyard (Kheru Lich Lord:
"return a creature card at random from your graveyard to the battlefield"), and the replacement
effect its resolution may create on the object it returns (`exile_if_leaves`: "If it would
leave the battlefield, exile it instead of putting it anywhere else", 614.1a, 614.6; the rule:
`verifier.rules.leaving`).

The card is chosen as the ability resolves (608.2c: it has no target, 115.1): the table's
`returns` names the card that choice makes, at random or not, and the history is one where it
is that card; it is returned only from its controller's graveyard ("your graveyard", 404.1).
Refused: a card it targets (chosen as it is put on the stack, 603.3d); another graveyard than
"your"; a card not of the kind the text names ("creature card"); `exile_if_leaves` where the text
says no such thing, or on a trigger returning nothing.  Its optional mana payment ("you may pay
{2}{B}. If you do") is `verifier.load.trigger_payments`'."""
from __future__ import annotations

import re

from verifier.load import linked
from verifier.load.files import At
from verifier.model import LEAVING, Scenario

_INSTEAD = re.compile(r"\bwould leave the battlefield, exile it instead\b", re.I)
_YOUR_GRAVEYARD = re.compile(r"\bfrom your graveyard\b", re.I)


def check_trigger(at: At, table: dict, ability: str, sc: Scenario) -> None:
    """A non-delayed trigger's `returns` of another card and its `exile_if_leaves`, checked
    against its text (above)."""
    if table.get("exile_if_leaves") and ("returns" not in table or not _INSTEAD.search(ability)):
        raise (at / "exile_if_leaves").error(
            "exile_if_leaves is the replacement effect a resolution returning a card creates on it, \"if it would "
            "leave the battlefield, exile it instead\" (614.1a): it goes with returns, where the text says so")
    x = table.get("returns")
    if x is None or table["when"] in LEAVING:  # (persist, undying: its own card that died, `verifier.load.returns`)
        return
    if re.search(r"\btarget\b", ability, re.I):
        raise (at / "returns").error(f"{ability!r}: a card it targets is chosen as it is put on the stack (603.3d, "
                                     "601.2c), not as it resolves: not modelled")
    if linked.says_exiled_with(ability):  # 406.6: the cards are in exile, linked to an ability that exiled them
        raise (at / "returns").error(f"{ability!r} returns cards from exile, those exiled with its object (406.6, "
                                     "607.2a): give returns_exiled = { card = \"new id\", ... } beside the "
                                     "[[ability]] that exiles them (moves, into = \"exile\")")
    if not _YOUR_GRAVEYARD.search(ability):
        raise (at / "returns").error(f"{ability!r}: a trigger returns another card from its controller's graveyard "
                                     "(\"from your graveyard\", 404.1) here; another graveyard is not modelled")
    if re.search(r"\bcreature card\b", ability, re.I) and "creature" not in sc.objects[x].printed.types:
        raise (at / "returns").error(f"{x!r} is no creature card: the ability returns a creature card (608.2c)")
