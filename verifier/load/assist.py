"""Assist (702.132a) in a history: `[[event]] cast = "s"` with `assisted_by = "opponent"` and
`assist = N` (or `assist_at_most = N`, that player's choice) has another player pay N of the
generic mana of s's total cost, with permanents that player taps for mana (`verifier.rules.assist`).
Checked here, with what such a payment does not follow."""
from __future__ import annotations

import re
from typing import Optional

from verifier.load.files import At
from verifier.rules import additional_life
from verifier.model import GameObject, Scenario

# 702.132a: "Assist", perhaps with its reminder text
ASSIST = re.compile(r"^assist\b\s*(\(.*\))?\s*$", re.I)


def has_assist(obj: GameObject) -> bool:
    """Whether the card (by the face cast) has assist (702.132a)."""
    return any(ASSIST.match(a) for a in obj.printed.abilities)


def check_cast(at: At, table: dict, obj: GameObject, repeat: bool) -> None:
    """702.132a: an assisted cast names a player other than its caster (its owner, 601.2a), of a
    spell with assist, with how much that player pays (`assist`) or a bound on it
    (`assist_at_most`), not both; not cast without paying its mana cost (not modelled), nor
    among a search's events."""
    keys = [k for k in ("assisted_by", "assist", "assist_at_most") if k in table]
    if not keys:
        return
    if "assisted_by" not in table:
        raise (at / keys[0]).error(f"{keys[0]!r} goes with assisted_by = \"...\": the other player who helps pay "
                                   "(702.132a)")
    if not has_assist(obj):
        raise (at / "assisted_by").error(f"{obj.id!r} has no assist ability (\"Assist\" among its abilities, "
                                         "702.132a): no other player may help pay for it")
    if table["assisted_by"] == obj.owner:
        raise (at / "assisted_by").error(f"assist has another player help pay (702.132a): not {obj.owner!r}, who "
                                         f"casts {obj.id!r}")
    if ("assist" in table) == ("assist_at_most" in table):
        raise (at / "assisted_by").error("say how much generic mana the helper pays: assist = N, or assist_at_most "
                                         "= N for that player's choice (702.132a)")
    if table.get("free"):
        raise (at / "free").error("a spell cast without paying its mana cost with assist is not modelled")
    if additional_life.life(obj.printed.abilities):  # (118.8: the caster's life paid beside the helper's mana)
        raise (at / "assisted_by").error("an assisted cast of a spell with an additional cost of life is not modelled")
    if repeat:
        raise (at / "assisted_by").error("an assisted cast among a search's events is not modelled")


def unfollowed(sc: Scenario) -> Optional[str]:
    """Why an assisted cast of sc is not modelled, if it is not: its payment follows mana of
    the plain kind only, tapped by its controller: no mana ability that pays life, restricts its
    mana or gives it a rider (106.6, 119.4), and no triggered mana ability (605.1b)."""
    if sc.mana_triggers:
        return "a triggered mana ability beside an assisted cast (702.132a) is not modelled"
    for name, ab in sorted(sc.mana_abilities.items()):
        if ab.cost.life or ab.rider is not None or ab.spend_only is not None or ab.each_player_loses:
            return f"the mana ability {name!r} (life paid or lost, a spending restriction or a rider: 119.4, 106.6, " \
                   "605.1a) beside " \
                   "an assisted cast (702.132a) is not modelled"
    return None
