"""A spell's mandatory additional cost of a discard (118.8, 601.2b, 701.9a): "As an additional
cost to cast this spell, discard a card." (or "a creature card", one card type).  The card is
chosen and discarded as the cost is paid (601.2h), from its caster's hand, which the spell itself
has left by then (601.2a); also when the spell is cast without paying its mana cost (118.9d).  A
cost can't be paid without such a card (118.3)."""
from __future__ import annotations

import re
from typing import Any, Iterable, List, Optional, Tuple

from verifier.model import zone_code

_DISCARD = re.compile(r"As an additional cost to cast this spell, discard an? (?:(artifact|creature|enchantment|"
                      r"instant|land|sorcery|planeswalker) )?card\.")
HAND = zone_code("hand")


def additional(abilities: Iterable[str]) -> Optional[str]:
    """The card type a card's additional discard asks ("" for any card), or None without one."""
    return next(((m.group(1) or "") for a in abilities for m in [_DISCARD.fullmatch(a)] if m is not None), None)


def may_discard(h: Any, c: str, kind: str, s: str, you: Any, p: int) -> Any:
    """Whether `you`, casting s, may discard card c right after point p: a card in its owner's hand
    (400.3: `you`'s), not s itself (601.2a), of the type asked (printed: in a hand, 400.1)."""
    o = h.sc.objects[c]
    if c == s or kind and kind not in o.printed.types:
        return False
    st = h.state(p)[c]
    return h.ops.and_(h.ops.not_(st.on_battlefield), h.ops.eq(st.zone, HAND),
                      h.ops.eq(h.vocab.player(o.owner), you))


def some_discard(h: Any, s: str, abilities: Iterable[str], you: Any, p: int) -> Any:
    """118.3: whether s's caster `you` has a card to discard for the additional cost the face cast
    has, its `abilities` (True without one)."""
    kind = additional(abilities)
    return True if kind is None else h.ops.or_(*[may_discard(h, c, kind, s, you, p) for c in sorted(h.sc.objects)])


def casting(h: Any, s: str, you: Any, discarded: Tuple[str, ...], p: int) -> List[Tuple[Any, str]]:
    """What the cast of s right after point p needs of the card it names as discarded (601.2h)."""
    kind = additional(h.sc.objects[s].printed.abilities)
    if kind is None:
        return []
    return [(may_discard(h, c, kind, s, you, p),
             f"{c!r} can't be discarded for the additional cost of {s!r}: not a{' ' + kind if kind else ''} card in "
             "its caster's hand then, or the spell itself (601.2a, 601.2h, 701.9a)") for c in discarded]
