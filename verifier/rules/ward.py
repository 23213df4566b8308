"""Ward over a history (702.21a; its keys: `verifier.load.ward`), written once over an `Ops`.

Ward [cost] is a triggered ability: whenever its permanent becomes the target of a spell or
ability an opponent controls, it counters that spell or ability unless that player pays the
cost.  A [[trigger]] with `when = "becomes the target"` says it.  It is checked at each cast and
activation (its check points, `verifier.rules.triggers.happens`): it triggers where the spell
cast or the ability activated there targets its source, and its source, on the battlefield as
it becomes the target (601.2c, before the costs are paid), has the ability and is controlled by
another player than the one controlling that spell or ability (its caster, 405.4, 601.2a; the
ability's source's controller, 602.2).  Each instance of ward is an ability of its own and
triggers on its own (603.2c).  As it resolves, its `paid` says whether that player pays (the
mana tapped then as for a cost, 601.2g-h by way of 118.12): unpaid, a spell still on the stack
is countered (701.6a: its card to its owner's graveyard; never one that can't be, 101.2) and
never resolves; the costs paid for it stay paid (701.6b).  An ability countered so is told by
the countering event that follows (`verifier.load.ward`)."""
from __future__ import annotations

from typing import Any, Dict, Tuple

from verifier.model import WARD, Trigger

Value = Any


def targeted(h: Any, q: int) -> Tuple[str, ...]:
    """The permanents the spell cast or the ability activated at point q targets (115.1,
    601.2c, 602.2b): a spell's (`Spells.spell_targets`); an [[ability]]'s, if its text targets (the objects its
    effects affect, or those it untaps or exiles), and those its damage is divided among; a loyalty ability's."""
    e = h.events[q - 1]
    if e.kind == "cast":
        return h.spell_targets(e.what)
    if e.kind == "activate" and e.what in h._activated:
        a = h._activated[e.what]  # (what its damage is dealt to is targeted whatever `target` says, 601.2d)
        return h.ability_targets(e.what) + tuple(a.untaps + a.moves) if a.target is not None else \
            tuple(to for to, _ in a.deals if to in h.sc.objects)
    return tuple(e.targets) if e.kind == "activate" else ()


def controller_of(h: Any, q: int) -> Value:
    """Who controls the spell cast or the ability activated at point q: a spell's caster (405.4,
    601.2a); an ability's activator, its source's controller then (602.2)."""
    e = h.events[q - 1]
    if e.kind == "cast":
        return h.caster(e.what)
    source = h._activated[e.what].source if e.what in h._activated else h.loyalty_ability(e.what).source
    return h.state(q - 1)[source].controller


def fires(h: Any, t: Trigger, q: int) -> Value:
    """702.21a: whether ward t triggers at point q: the spell or ability put on the stack there
    targets t's source, which, as it becomes the target (the game right before the cast or the
    activation, 601.2c), is on the battlefield with t's ability and controlled by an opponent
    of that spell's or ability's controller."""
    if t.source not in targeted(h, q):
        return False
    ops, src = h.ops, h.state(q - 1)[t.source]
    return ops.and_(src.on_battlefield, src.abilities.get(t.ability, False),
                    ops.not_(ops.eq(src.controller, controller_of(h, q))))


def payer(h: Any, t: Trigger, r: int) -> Value:
    """118.12, 702.21a: who may pay the ward cost as the instance of t resolving at r resolves:
    the controller of the spell or ability whose targeting triggered that instance."""
    ops, out = h.ops, h.state(r - 1)[t.source].controller  # (no instance there: the resolution is impossible)
    for q, top in h.instances(r).items():
        out = ops.ite(top, controller_of(h, q), out)
    return out


def countered(h: Any, r: int) -> Dict[str, Value]:
    """701.6a, 702.21a: the spells the unpaid resolution of a ward trigger at r counters ->
    whether it does: the spell whose cast triggered the instance resolving, if that spell is
    still on the stack (a spell that can't be countered, 101.2: `Spells.countered`)."""
    e = h.events[r - 1]
    t = h.resolving(r)[0] if e.kind == "resolves" and e.paid is False and h.resolving(r) is not None else None
    if t is None or getattr(t, "when", None) != WARD:
        return {}
    ops, out = h.ops, {}
    for q, top in h.instances(r).items():
        cast = h.events[q - 1]
        if cast.kind == "cast":
            out[cast.what] = ops.or_(out.get(cast.what, False), ops.and_(top, h.on_the_stack(cast.what, r - 1)))
    return out
