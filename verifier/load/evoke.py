"""Evoke (702.74a) in a history: `[[event]] cast = "s"` with `evoke = true` casts s for its evoke
cost, an alternative cost (118.9), and the keyword's triggered ability is a `[[trigger]]` of s
whose `ability` is the evoke ability, `when = "enters"`, `of = { self = true }` and `sacrifice =
"s"`: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it".
Its intervening "if" (603.4) is the history's: whether the cast that made it chose evoke
(`TriggeredAbilities.evoke_paid`).  Checked here."""
from __future__ import annotations

import re

from typing import Any, Dict

from verifier.load.alternative_costs import alternative_cost
from verifier.load.files import At
from verifier.model import STATE_TRIGGER, GameObject
from verifier.rules import costs

# what else a [[trigger]] table may say a trigger does: evoke's only sacrifices its source
_OTHER_ACTIONS = ("destroy", "destroy_attached_to", "counters_on", "counters", "gain_life", "lose_life", "returns",
                  "taps", "untaps", "effects", "deals", "how_many", "if")


def check_cast(at: At, table: dict, obj: GameObject, repeat: bool) -> None:
    """702.74a, 118.9a, 601.2b: a cast for its evoke cost has an evoke ability read here (a cost
    of mana symbols, no X), no other alternative cost (a free cast, surge, emerge, bestow), and is not
    among a search's events."""
    if not table.get("evoke"):
        return
    alternative_cost(at, "evoke", "702.74a", obj)
    if repeat:
        raise (at / "evoke").error("a cast for its evoke cost among a search's events is not modelled")


def check_trigger(at: At, table: dict, source: str, ability: str, objects: Dict[str, GameObject]) -> bool:
    """Whether the [[trigger]] is evoke's (702.74a), checked: its ability the source's evoke
    ability (read here), `when = "enters"`, `of = { self = true }`, `sacrifice` its source and
    nothing else done nor any other "if"; `sacrifice` on any other trigger is refused (a
    sacrifice other than evoke's is not modelled)."""
    if not costs.is_evoke(ability):
        name = re.escape(objects[source].printed.name) if source in objects else "~"
        own = table.get("sacrifice") == source and re.search(rf"\bsacrifice (?:this \w+|it|~|{name})\b", ability, re.I)
        # (a state trigger's own: load/state_triggers.py; "sacrifice this Aura": its own source, 701.21a)
        if "sacrifice" in table and table["when"] != STATE_TRIGGER and not own:
            raise (at / "sacrifice").error(f"trigger {table['id']!r}: 'sacrifice' is evoke's trigger (702.74a), a "
                                           "state trigger's or one whose text sacrifices its own source (\"sacrifice "
                                           "this Aura\", 701.21a): any other sacrifice by a trigger is not modelled")
        return False
    cost, unread = costs.evoke((ability,))
    if cost is None:
        raise (at / "ability").error(f"trigger {table['id']!r}: the evoke ability {unread!r} is not modelled (a cost "
                                     "of mana symbols is, 702.74a)")
    if table["when"] != "enters" or table.get("of") != {"self": True}:
        raise (at / "when").error(f"trigger {table['id']!r}: evoke's trigger is \"when this permanent enters\" "
                                  "(702.74a): when = \"enters\", of = { self = true }")
    if table.get("sacrifice") != source:
        raise (at / ("sacrifice" if "sacrifice" in table else "ability")).error(
            f"trigger {table['id']!r}: evoke's trigger has its controller sacrifice it (702.74a, 701.21a): "
            f"sacrifice = {source!r}")
    other = next((k for k in _OTHER_ACTIONS if k in table), None)
    if other is not None:
        raise (at / other).error(f"trigger {table['id']!r}: evoke's trigger sacrifices its source if its evoke cost "
                                 f"was paid (702.74a, 603.4), and does nothing else: leave {other!r} out")
    if any(o.created_by == table["id"] for o in objects.values()):
        raise (at / "id").error(f"trigger {table['id']!r}: evoke's trigger creates no token (702.74a)")
    return True


def copied(at: At, original: Any) -> None:
    """707.10: a copy of a spell copies the alternative cost chosen for it; of a spell cast for
    its evoke cost, whose copy would be sacrificed as it enters, that is not modelled."""
    if original.evoke:
        raise (at / "copy_spell").error(f"{original.what!r} was cast for its evoke cost, which its copy copies "
                                        "(707.10, 702.74a): not modelled")
