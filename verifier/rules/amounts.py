"""Amounts read off the board (608.2h, 611.3a), written once over an `Ops`: how many
objects, their total power or toughness, the greatest of them, and how many colours,
basic land types or card types are among them.  One semantics for the layer system's
P/T amounts, mana amounts and "activate only if" (`verifier.rules.mana`), and claims.

- 105.2, 105.2c: the five colours; multicoloured and colourless are not colours.
- 305.6: the basic land types, each counted once however many objects have it (domain).
- Coven (the Contortionist Troupe rulings): two creatures have different powers if their powers
  are different numbers; the different powers among creatures are counted, each once.
- 107.1b: a total may be negative and is used as it is; but where the amount decides
  what an effect does (a P/T modification, an amount of mana), a calculation on a total
  or greatest that comes out negative is 0: the number the effect gives, before a "-" it
  is given with (`times` below zero: "-X/-X").  (A count is never negative: its `plus`
  stays a modification of its own, "+2/+0 for each land and -3/+0".)
- 107.1a: an amount that is half of what is measured says how it is rounded (`half`):
  halved before it is multiplied or added to.
- 201.2a-b: the different names among objects are counted, each once; an object with no name
  (a face-down permanent, 708.2) has no name in common with any other, but is no name of its
  own: of a group with different names, each has a name, so it adds none.
- 202.3: a total of mana values adds each object's (a token's or a face-down permanent's is 0,
  202.3a, 708.2; any permanent has one, not only creatures).
- 208.2a: the greatest among no objects cannot be determined: 0.
- 208.3: a noncreature permanent has no power or toughness: it adds none to a total and
  is no greatest.
"""
from __future__ import annotations

from typing import Any, Dict, Tuple

from verifier.model import COLORS, Count, zone_code
from verifier.model.effects import EVERY_KIND
from verifier.rules.typeline import BASIC_LAND_TYPES, CARD_TYPES
from verifier.state import NO_NAME, ObjState, Vocabulary, has_subtype, matches

Value = Any
State = Dict[str, ObjState]


def measure(ops: Any, c: Count, members: Dict[str, Value], state: State) -> Value:
    """What `c` measures among the objects of `state` for which `members` holds, before
    `times`, `plus` and the cap."""
    if c.how == "count":
        return ops.sum(*[ops.ite(m, 1, 0) for m in members.values()])
    if c.how == "counters" and c.what == EVERY_KIND:  # 122.1: every counter on them, whatever its kind
        return ops.sum(*[ops.ite(m, ops.sum(*state[o].counters.values()), 0) for o, m in members.items()])
    if c.how == "counters":  # 122.1: how many counters of that kind are on them
        return ops.sum(*[ops.ite(m, state[o].counters.get(c.what, 0), 0) for o, m in members.items()])
    if c.what in ("power", "toughness", "powers"):  # 208.3
        members = {o: ops.and_(m, state[o].types["creature"]) for o, m in members.items()}
    if c.what in ("powers", "names"):  # coven: how many different numbers their powers are; 201.2b: names
        field = "power" if c.what == "powers" else "name"
        seen: list = []
        out = []
        for o, m in members.items():
            p = getattr(state[o], field)
            named = [ops.not_(ops.eq(p, NO_NAME))] if c.what == "names" else []  # (201.2a: no name, none counted)
            out.append(ops.ite(ops.and_(m, *named, *[ops.not_(ops.and_(n, ops.eq(q, p))) for n, q in seen]), 1, 0))
            seen.append((m, p))
        return ops.sum(*out)
    if c.how == "total":
        return ops.sum(*[ops.ite(m, getattr(state[o], c.what), 0) for o, m in members.items()])
    if c.how == "greatest":
        best, seen = 0, False
        for o, m in members.items():
            v = getattr(state[o], c.what)
            best = ops.ite(ops.and_(m, ops.or_(ops.not_(seen), ops.lt(best, v))), v, best)
            seen = ops.or_(seen, m)
        return best
    if c.what == "colors":
        has = [lambda s, k=k: s.colors[k] for k in COLORS]
    elif c.what == "basic land types":
        has = [lambda s, k=k: has_subtype(ops, s, k) for k in BASIC_LAND_TYPES]
    else:
        has = [lambda s, k=k: s.types[k] for k in CARD_TYPES]
    return ops.sum(*[ops.ite(ops.or_(*[ops.and_(m, h(state[o])) for o, m in members.items()]), 1, 0) for h in has])


def in_zone(ops: Any, c: Count, state: State, you: Value, vocab: Vocabulary) -> Tuple[Dict[str, Value], State]:
    """(members, their states) for a count of the cards in a zone (400.1): each object off the
    battlefield in that zone, read as the card it is there, its printed front face (400.7,
    712.8a; a token is no card, and ceases to exist there, 111.7, 704.5d) with its own
    characteristic-defining abilities, which work in every zone (604.3: a changeling card is
    every creature type there), whose owner is the one the count asks for (108.3, 404.1:
    "your graveyard")."""
    code, cards = zone_code(c.zone), {o: s.card for o, s in state.items() if s.card is not None}
    members = {o: ops.and_(ops.not_(state[o].on_battlefield), ops.eq(state[o].zone, code),
                           matches(ops, c.of, card, you=you, other=True, vocab=vocab)) for o, card in cards.items()}
    return members, cards


def amount(ops: Any, c: Count, members: Dict[str, Value], state: State, decides: bool) -> Value:
    """`c`'s amount: what it measures (halved, rounded as `half` says, 107.1a), `times` it, plus
    `plus` (where it `decides` what an effect does, a calculation below 0 is 0 before its sign,
    107.1b), capped at `at_most`."""
    return finish(ops, c, measure(ops, c, members, state), decides)


def finish(ops: Any, c: Count, x: Value, decides: bool) -> Value:
    """What `c` measured, x, halved as `half` says (107.1a), `times` it, plus `plus` (below 0 is 0
    where it `decides` what an effect does, 107.1b), capped at `at_most`."""
    if c.half is not None:
        x = ops.half(x, c.half == "up")
    sign = -1 if c.times < 0 else 1
    calculated = ops.add(ops.sum(*[x] * abs(c.times)), sign * c.plus)  # the number, before its sign
    # (a count's plus is a modification of its own; a life total may be below 0, 119.1, 107.1b)
    if decides and c.how in ("total", "greatest", "life"):
        calculated = ops.ite(ops.lt(calculated, 0), 0, calculated)
    out = calculated if sign > 0 else ops.neg(calculated)
    return out if c.at_most is None else ops.ite(ops.lt(c.at_most, out), c.at_most, out)
