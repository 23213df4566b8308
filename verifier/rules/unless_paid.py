"""What a counterspell that counters "unless its controller pays {X}" does as it resolves
(701.6a, 118.12; its keys: `verifier.load.unless_paid`), written once over an `Ops`.

The payment is offered to the controller of the target spell, its caster (405.4, 118.12), only
if the counterspell resolves, its target still legal (608.2b).  Paid (`paid = true`), that player
taps for mana the permanents it chooses then (605.3a), as for a cost (`Spells.payment`: {X} is
the counterspell's X, 107.3a; no cost change applies, 601.2f is about casting), and the target
is not countered; the target's own cost stays as it was paid.  Declined (`paid = false`), the
target is countered as by any counterspell (`Spells.countered`).  Power Sink's "If that player doesn't, they tap all lands with mana
abilities they control" then taps each land that player controls with a mana ability, printed,
granted or intrinsic to a basic land type (605.1a, 305.6), as the spell resolves: tapped, not
tapped for mana (no mana is added, 106.12 does not apply), and only if the spell resolves, its
target still legal (608.2b).  A land without a mana ability stays as it was."""
from __future__ import annotations

from typing import Any, Dict, List, Tuple

from verifier.model import SPELL_RESOLVES, GameObject, is_mana_ability
from verifier.rules.payment import Need

Value = Any


def offered(spell: GameObject) -> Need:
    """118.12: the mana the counterspell asks of its target's controller: {N}, or its own {X}."""
    return Need(0, 1, ()) if spell.unless_pays == "X" else Need(spell.unless_pays, 0, ())


def paying(h: Any, r: int) -> List[Tuple[Value, str]]:
    """118.12: what the resolution at point r of history h needs where its target's controller
    pays: the counterspell resolving (608.2b: else nothing is offered), and the payment made by
    the permanents that player taps for mana then (605.3a, 601.2g-h)."""
    e = h.events[r - 1]
    if not e.paid:
        return []
    pay = h.payment(r)
    return [(h.spell_resolves(r), f"{e.what!r} does not resolve, its target illegal (608.2b): no payment is offered"),
            (h.ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay what {e.what!r} asks "
                                                    "(118.12, 605.3a, 601.2g-h)")]


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
