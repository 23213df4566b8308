"""An instant or sorcery whose one target is a card in a graveyard (115.1, 400.1), its whole text
"Return target <kind> card from your graveyard to your hand." or "Exile target [<kind> ]card from
a graveyard.", written once over an `Ops` for a `verifier.rules.time.History` `h`: its target,
`targets = ["x"]` on its cast, is a card of that kind in its caster's graveyard (or any graveyard)
as it is cast (601.2c); as it resolves it is legal only if it has stayed there since (608.2b,
400.7: a card that left, even to come back, is a new object), and the spell, its one target
illegal, does nothing (608.2b); else the card goes to its owner's hand, or to exile."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from verifier.model import Filter, GameObject, zone_code
from verifier.rules.cycling import kind_filter
from verifier.state import matches

Value = Any
GRAVEYARD = zone_code("graveyard")
_RETURN = re.compile(r"Return target (?P<kind>[\w ]+?) card from your graveyard to your hand\.?", re.I)
_EXILE = re.compile(r"Exile target (?:(?P<kind>[\w ]+?) )?card from a graveyard\.?", re.I)


@dataclass(frozen=True)
class GraveyardSpell:
    """What the text targets (`of`: a card of that kind; `yours`: in its caster's graveyard) and
    where its resolution puts it (`into`)."""

    of: Filter
    yours: bool
    into: str


def read(obj: GameObject) -> Optional[GraveyardSpell]:
    """The graveyard target an instant or sorcery's whole text names, or None (it is no such spell)."""
    texts = list(obj.printed.abilities)
    if len(texts) != 1 or not {"instant", "sorcery"} & set(obj.printed.types):
        return None
    for pattern, yours, into in ((_RETURN, True, "hand"), (_EXILE, False, "exile")):
        m = pattern.fullmatch(texts[0].strip())
        if m is not None:
            of = kind_filter(m["kind"]) if m["kind"] else Filter()
            return None if of is None else GraveyardSpell(of, yours, into)
    return None


def _there(h: Any, s: str, t: str, p: int, you: Value) -> Value:
    """Whether t is, at point p, a card of the kind spell s targets in a graveyard it may target."""
    rule, st, ops = read(h.sc.objects[s]), h.state(p)[t], h.ops
    if h.sc.objects[t].token or t == s:  # (a token in a graveyard ceases to exist, 111.7)
        return False
    mine = ops.eq(h.vocab.player(h.sc.objects[t].owner), you) if rule.yours else True
    return ops.and_(ops.not_(st.on_battlefield), ops.eq(st.zone, GRAVEYARD), mine,
                    matches(ops, rule.of, st, you=you, other=True, vocab=h.vocab))


def legal(h: Any, s: str, t: str, q: Optional[int], p: int, you: Value) -> Value:
    """601.2c, 608.2b: whether t, the target of s cast at point q (None: not yet), is legal at
    point p: there right before the cast and at every point since (400.7)."""
    first = p if q is None else min(q - 1, p)
    return h.ops.and_(*[_there(h, s, t, j, you) for j in range(first, p + 1)])


def some(h: Any, s: str, p: int, you: Value) -> Value:
    """601.2c: a legal target for s exists at point p."""
    return h.ops.or_(*[_there(h, s, t, p, you) for t in sorted(h.sc.objects)])


def destination(h: Any, s: str) -> Optional[int]:
    """The zone spell s puts its target into as it resolves (its code), or None (s is no such spell)."""
    rule = read(h.sc.objects[s])
    return None if rule is None else zone_code(rule.into)
