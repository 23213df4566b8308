"""An instant's or sorcery's damage to what its cast announced, or to each creature or opponent, in the reference,
written from the Comprehensive Rules apart from `verifier.rules`: it reads the card's own sentence.

120.1: "<its name> deals N damage to <any target | target creature | target player | target opponent | target
creature or planeswalker>", "... divided as you choose among <one or two | one, two, or three | any number of>
targets", or "... to each creature | each opponent".  107.3a: X is the X announced as it was cast.  601.2c-d: the
targets, each legal, and the division (at least 1 each, the whole amount) are announced as it is cast; the cast
event's `deals_to` says them.  608.2b: as it resolves a target no longer legal is dealt nothing, its share not
given to the others.  608.2c: "each ..." reads the game as it resolves.  Damage to a planeswalker (120.3c) is not
supported here.  Its form ("target creature" named by its [[effect]]) is `fighting.struck`'s."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple

from verifier.model import Event

from .layers import Impossible, Unsupported

if TYPE_CHECKING:  # (only for the annotations)
    from .casting import Spell
    from .simulator import Game

KINDS = r"any target|target creature or planeswalker|target creature|target player|target opponent"
SENTENCE = re.compile(rf"(?P<name>.+?) deals (?P<n>\d+|X) damage (?:to (?P<kind>{KINDS})|to (?P<each>each creature|"
                      r"each opponent)|divided as you choose among (?P<among>one or two|one, two, or three|any number "
                      r"of) targets)\.")
MOST = {"one or two": 2, "one, two, or three": 3}
OTHER = {"you": "opponent", "opponent": "you"}


def sentence(g: "Game", s: str) -> Optional[re.Match]:
    """The damage sentence of spell s's card, said by its name, or None (no such damage, or a target its [[effect]]
    names: `fighting.struck`)."""
    card = g.sc.objects[s].printed
    if any(e.spell == s and e.affects.objects for e in g.sc.effects.values()):
        return None
    found = [m for m in map(SENTENCE.fullmatch, card.abilities) if m is not None and m.group("name") == card.name]
    return found[0] if len(found) == 1 else None


def legal(g: "Game", t: str, kind: str, caster: str) -> bool:
    """115.1, 601.2c, 608.2b: whether t may be a target of `kind` ("any target" for a division) of a spell
    `caster` controls, now."""
    if t in OTHER:
        return kind in ("any target", "target player") or kind == "target opponent" and t != caster
    if t not in g.permanents or kind in ("target player", "target opponent"):
        return False
    v = g.view(t)
    if "planeswalker" in v.types:
        raise Unsupported("damage to a planeswalker (120.3c)")
    return "creature" in v.types and "shroud" not in v.abilities and \
        ("hexproof" not in v.abilities or v.controller == caster)


def announced(g: "Game", s: str, e: Event, caster: str, x: int) -> Tuple[Tuple[str, int], ...]:
    """601.2c-d: the targets and division the cast `e` of s announces, checked; () for none."""
    m = sentence(g, s)
    if m is None or m.group("each"):
        if e.deals_to:
            raise Unsupported(f"deals_to on the cast of {s}")
        return ()
    n = x if m.group("n") == "X" else int(m.group("n"))
    amounts = [k for _, k in e.deals_to]
    most = MOST.get(m.group("among"), n) if m.group("among") else 1
    if not amounts or len(amounts) > most or min(amounts) < 1 or sum(amounts) != n:
        raise Impossible(f"{s}: {amounts} is no division of its {n} damage (601.2d)")
    kind = m.group("kind") or "any target"
    if not all(legal(g, t, kind, caster) for t, _ in e.deals_to):
        raise Impossible(f"a target of {s} is not legal (601.2c)")
    return tuple(e.deals_to)


def all_illegal(g: "Game", spell: "Spell") -> bool:
    """608.2b: whether spell has announced targets and none of them is legal now."""
    m = sentence(g, spell.id)
    return bool(spell.damage) and not any(legal(g, t, m.group("kind") or "any target", spell.controller)
                                          for t, _ in spell.damage)


def hits(g: "Game", spell: "Spell") -> List[Tuple[str, int]]:
    """120.1, 608.2b-c: as spell resolves, what it deals and to whom: each announced target still legal its share;
    each creature on the battlefield; each opponent of its controller."""
    m = sentence(g, spell.id)
    if m is None:
        return []
    if m.group("each") == "each opponent":
        return [(OTHER[spell.controller], spell.x if m.group("n") == "X" else int(m.group("n")))]
    if m.group("each") == "each creature":
        n = spell.x if m.group("n") == "X" else int(m.group("n"))
        views: Dict = g.views()
        if any("planeswalker" in v.types for v in views.values()):
            raise Unsupported("damage to a planeswalker creature (120.3c)")
        return [(o, n) for o, v in sorted(views.items()) if "creature" in v.types]
    return [(t, k) for t, k in spell.damage if legal(g, t, m.group("kind") or "any target", spell.controller)]
