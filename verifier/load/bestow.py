"""Bestow (702.103) in a history, as far as it is modelled: `[[event]] cast = "s"` with `bestow =
true` and `targets = ["c"]` casts s bestowed, for its bestow cost (an alternative cost, 118.9):
on the stack it is an Aura enchantment spell with enchant creature, not a creature spell
(702.103b), targeting the creature c (303.4a).  Its resolution (it enters attached as a
bestowed Aura, or, its target illegal, as an enchantment creature, 702.103e) and a bestowed
Aura on the battlefield ceasing to be bestowed (702.103f) are not modelled: refused."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.alternative_costs import alternative_cost
from verifier.load.files import At
from verifier.model import GameObject, Scenario
from verifier.rules import costs

NOT_RESOLVED = "the resolution of a spell cast bestowed (702.103e: attached as a bestowed Aura, or an enchantment " \
               "creature if its target is illegal) and a bestowed Aura on the battlefield (702.103f) are not modelled"


def has_bestow(obj: GameObject) -> bool:
    """702.103a: whether the card lists a bestow ability (read or not)."""
    return any(costs.bestow([a]) != (None, None) for a in obj.printed.abilities)


def check(at: At, table: dict, obj: GameObject, repeat: bool) -> None:
    """702.103a, 118.9a: a cast bestowed names a card with a bestow ability read here (mana
    symbols, no X), no other alternative cost (not free, surge, emerge) and no kicker; the
    target is checked as an Aura spell's (`aura_spells.check`)."""
    if not table.get("bestow"):
        return
    alternative_cost(at, "bestow", "702.103a", obj)
    if table.get("kicked") or table.get("convoke") or table.get("improvise"):
        raise (at / "bestow").error("a spell cast bestowed and kicked, or with convoke or improvise, is not modelled")


def bestowed_casts(tables: List[dict]) -> Dict[str, int]:
    """Each card a cast event casts bestowed -> the event's index."""
    return {t["cast"]: i for i, t in enumerate(tables) if t.get("cast") and t.get("bestow")}


def unfollowed(sc: Scenario) -> str | None:
    """Why a cast bestowed in sc is not modelled, if it is not: what reads the spell as it is cast
    (cost changes, spending permissions and restrictions by kind of spell, riders) would read it as
    the card in its hand, not as the Aura spell it is (702.103d)."""
    if sc.cost_changes or sc.spending or any(ab.spend_only is not None or ab.rider is not None
                                             for ab in sc.mana_abilities.values()):
        return "a cost change, a permission to spend mana or mana restricted to kinds of spells, beside a spell " \
               "cast bestowed (702.103d: only its characteristics as an Aura spell are evaluated), is not modelled"
    return None
