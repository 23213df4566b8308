"""A trigger's resolution that has a player discard cards, that player's choice or its controller's
among what that player reveals (701.20a, 701.9a-b; `verifier.load.trigger_discards`), written once over an `Ops`
for a `verifier.rules.time.History` `h`: which cards it moves into their owner's graveyard
(`moved`: all at once, 404.3) and what a history naming them needs (`chosen`)."""
from __future__ import annotations

from itertools import permutations
from typing import Any, Dict, List, Tuple

from verifier.model import zone_code
from verifier.rules.devotion import devotion

Value = Any
Condition = Tuple[Value, str]
HAND = zone_code("hand")


def _discarding(h: Any, p: int) -> Any:
    """(the trigger resolving at p with `discards`, whether its resolution does anything), or None."""
    resolved = h.resolving(p) if h.events[p - 1].kind == "resolves" else None
    if resolved is None or not getattr(resolved[0], "discards", ()):
        return None
    return resolved


def _revealed(h: Any, t: Any, p: int) -> Value:
    """Whether the player reveals a card: the number the text says is counted as it resolves
    (608.2h; devotion, 700.5: its controller's permanents then); the whole hand otherwise."""
    rule = t.discard_rule
    if rule.devotion_to is None:
        return True
    state = h.state(p - 1)
    there = {o: s.on_battlefield for o, s in state.items()}
    count = devotion(h.ops, (rule.devotion_to,), h.resolver(t, p), state, there, h.vocab.mana_costs)
    return h.ops.lt(0, count)


def moved(h: Any, p: int) -> Dict[str, Value]:
    """Each card the trigger resolving at p discards -> whether it does (701.9a: into its owner's
    graveyard): where it does anything (603.4, 701.6b) and a card is revealed."""
    resolved = _discarding(h, p)
    if resolved is None:
        return {}
    t, does = resolved
    happens = h.ops.and_(does, _revealed(h, t, p))
    return {y: happens for y in t.discards}


def _fits(h: Any, kind: Any, s: Any) -> Value:
    """Whether a card in state s fits one description of the text (202.3: its mana value there)."""
    ops = h.ops
    value = ops.not_(ops.lt(kind.value, s.mana_value)) if kind.at_most else ops.not_(ops.lt(s.mana_value, kind.value))
    return value if kind.non is None else ops.and_(value, ops.not_(s.types.get(kind.non, False)))


def chosen(h: Any, p: int) -> List[Condition]:
    """701.9a-b: where the resolution at p discards, each card named was in its owner's hand right
    before; fewer than the text says only where that hand held no other; with descriptions, the
    cards fit them one each, and one left unchosen only where no other card of that hand fits it
    (you choose what you can)."""
    resolved = _discarding(h, p)
    if resolved is None:
        return []
    ops, t = h.ops, resolved[0]
    happens = ops.or_(*moved(h, p).values())
    state, cards = h.state(p - 1), t.discards
    owner = h.sc.objects[cards[0]].owner

    def in_hand(o: str) -> Value:
        return ops.and_(ops.not_(state[o].on_battlefield), ops.eq(state[o].zone, HAND))
    out = [(ops.or_(ops.not_(happens), in_hand(y)),
            f"{y!r} is not a card in {owner}'s hand as {t.id!r} resolves: it discards only a card of that hand "
            "(701.9a)") for y in cards]
    kinds = t.discard_rule.kinds
    others = [o for o, obj in h.sc.objects.items() if obj.owner == owner and o not in cards and not obj.token]
    if kinds is None:  # 701.9a: fewer cards than it says only where that hand holds no other
        if len(cards) == t.discard_rule.count:
            return out
        return out + [(ops.or_(ops.not_(happens), ops.not_(ops.or_(*[in_hand(o) for o in others]))),
                       f"{t.id!r} discards {t.discard_rule.count} card(s), and {owner}'s hand holds another card than "
                       f"{list(cards)} then (701.9a)")]
    ways = []
    for order in permutations(range(len(kinds)), len(cards)):  # (each card one description, each description once)
        left = [k for i, k in enumerate(kinds) if i not in order]
        ways.append(ops.and_(*[_fits(h, kinds[i], state[y]) for y, i in zip(cards, order)],
                             *[ops.not_(ops.and_(in_hand(o), _fits(h, k, state[o]))) for k in left for o in others]))
    return out + [(ops.or_(ops.not_(happens), *ways),
                   f"the cards {list(cards)} don't each fit one of what {t.id!r} chooses, or a card of {owner}'s hand "
                   "fits a description left unchosen (701.9b: its controller chooses what the text says it can)")]
