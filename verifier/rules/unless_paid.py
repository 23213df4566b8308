"""What a counterspell that counters "unless its controller pays {X}" does as it resolves
unpaid (701.6a, 118.12; its keys: `verifier.load.unless_paid`), written once over an `Ops`.

The payment is offered to the controller of the target spell, its caster (405.4, 118.12);
declining it (the history's `paid = false`), the target is countered as by any counterspell
(`Spells.countered`).  Power Sink's "If that player doesn't, they tap all lands with mana
abilities they control" then taps each land that player controls with a mana ability, printed,
granted or intrinsic to a basic land type (605.1a, 305.6), as the spell resolves: tapped, not
tapped for mana (no mana is added, 106.12 does not apply), and only if the spell resolves, its
target still legal (608.2b).  A land without a mana ability stays as it was."""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import SPELL_RESOLVES, is_mana_ability

Value = Any


def lands_tapped(h: Any, r: int) -> Dict[str, Value]:
    """The permanents the unpaid resolution at point r of history h taps -> whether it does:
    none but for a spell with `taps_lands_unpaid` resolving with `paid = false`."""
    e = h.events[r - 1]
    if e.kind != SPELL_RESOLVES or e.paid is not False or not h.sc.objects[e.what].taps_lands_unpaid:
        return {}
    ops, state, q = h.ops, h.state(r - 1), h.casts()[e.what]
    player = h.caster(h.events[q - 1].targets[0])  # (the target spell's controller, 405.4)
    resolves = h.spell_resolves(r)
    return {o: ops.and_(resolves, s.on_battlefield, s.types["land"], ops.eq(s.controller, player),
                        ops.or_(*[has for a, has in s.abilities.items() if is_mana_ability(a)]))
            for o, s in sorted(state.items())}
