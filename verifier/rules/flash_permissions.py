"""Flash granted to a kind of spell: "You may cast creature spells as though they had flash"
(or "Aura spells", any one card type or subtype), a static ability of a permanent.

601.3, 601.3b: it lets its controller begin to cast a spell of that kind at any time that player
could cast an instant (117.1a), the spell as it would be cast: one cast bestowed is an Aura
enchantment spell, not a creature spell (702.103b), so Aura flash applies to it and creature flash
does not.  It works while its permanent is on the battlefield with the ability (611.3a: as the
spell is begun), and is a permission only: the spell has no flash (has_ability sees none)."""
from __future__ import annotations

import re
from typing import Any, Optional, Tuple

from verifier.model import Filter
from verifier.rules.typeline import CARD_TYPES

PERMISSION = re.compile(r"^You may cast (\w+) spells as though they had flash\.?$", re.I)


def kind(text: str) -> Optional[Filter]:
    """The spells the text grants flash to, if it is that form: of a card type, or of a subtype
    (a capitalised word, 205.3); None for any other text."""
    m = PERMISSION.match(text)
    if m is None:
        return None
    word = m.group(1)
    if word.lower() in CARD_TYPES:
        return Filter(types=(word.lower(),))
    return Filter(subtypes=(word,)) if word[0].isupper() else None


def is_permission(text: str) -> bool:
    """Whether the text grants flash to spells of a kind in a form read here."""
    return kind(text) is not None


def spell_kind(face: Any, bestowed: bool) -> Tuple[frozenset, frozenset]:
    """The card types and subtypes of a spell as it is cast (601.3b): its face's, or, bestowed,
    an Aura enchantment's, no creature's (702.103b: its creature type and creature types gone)."""
    if bestowed:
        return frozenset(t for t in face.types if t != "creature") | {"enchantment"}, frozenset({"Aura"})
    return frozenset(face.types), frozenset(face.subtypes)


def granted(h: Any, s: str, p: int, face: Any, bestowed: bool) -> Any:
    """Whether, right after point p, a permanent its caster controls on the battlefield has an
    ability granting flash to spells of s's kind as it is cast (601.3, 601.3b)."""
    ops, state, you = h.ops, h.state(p), h.caster(s)
    types, subtypes = spell_kind(face, bestowed)
    texts = [a for a in h.vocab.abilities for f in [kind(a)] if f is not None and
             (set(f.types) <= types and set(f.subtypes) <= subtypes)]
    return ops.or_(*[ops.and_(state[o].on_battlefield, state[o].abilities.get(a, False),
                              ops.eq(state[o].controller, you))
                     for a in texts for o in sorted(h.sc.objects) if a in state[o].abilities])
