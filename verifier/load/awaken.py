"""Awaken (702.113a) in a history: `[[event]] cast = "s"` with `awaken = true` casts s for its
awaken cost, an alternative cost (118.9), and its resolution then also does its awaken part: the
[[effect]] of s whose `ability` is "Awaken N" (its card's `[[card.resolves]]`), which puts N
+1/+1 counters on its target land and makes it a 0/0 Elemental creature with haste.  Cast
otherwise, that part does nothing and its target is neither chosen nor needed (601.2c).
Checked here; the rules are `verifier.rules.stack` (`_chosen`, `_ways`) and `counting`."""
from __future__ import annotations

from verifier.load.alternative_costs import alternative_cost
from verifier.load.files import At
from verifier.model import GameObject


def check_cast(at: At, table: dict, obj: GameObject, effects: dict, repeat: bool) -> None:
    """702.113a, 118.9a, 601.2b: a spell with an awaken part has an awaken ability read here (a
    cost of mana symbols); that part puts its N +1/+1 counters on its target (`puts_counters` of
    its `[[card.resolves]]`, else the 0/0 land it makes would die unexplained); a cast for its
    awaken cost chooses no other alternative cost, is not among a search's events, and has that
    part given as an [[effect]]."""
    mine = [e for e in effects.values() if e.spell == obj.id and e.awaken]
    for e in mine:
        n = e.awaken
        if dict(e.puts_counters) != {"+1/+1": n} or len(e.affects.objects) != 1:
            raise (at / "cast").error(f"effect {e.id!r} is the awaken part of {obj.id!r} (702.113a): one target land, "
                                      f"and its card's [[card.resolves]] puts_counters = {{ \"+1/+1\" = {n} }}")
    if mine or table.get("awaken"):
        alternative_cost(at, "awaken", "702.113a", obj)
    if not table.get("awaken"):
        return
    if repeat:
        raise (at / "awaken").error("a cast for its awaken cost among a search's events is not modelled")
    if not mine:
        raise (at / "awaken").error(f"what {obj.id!r} also does for its awaken cost (702.113a) is not given: an "
                                    f"[[effect]] with spell = {obj.id!r}, its card's \"Awaken N\" ability and targets")

