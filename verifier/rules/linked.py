"""Linked abilities that exile and return (607.2a, 406.6): "Exile target creature you control"
and "return each card exiled with this land to the battlefield under its owner's control" of one
object (Safe Haven).  The second ability finds only the cards the first exiled, and only those
the first exiled while it was an ability of the same object: an object that left the battlefield
and came back is a new one, with no memory of what the old one exiled (400.7), and in this model
it has an id of its own.  A card that left exile since is a new object the ability can't find
either (400.7); a token exiled ceased to exist (111.7, 704.5d).  The cards found return at once
(the same resolution), each as a new object under its owner's control (the loader's tables:
`verifier.load.linked`)."""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import zone_code

Value = Any


def returned(h: Any, r: int) -> Dict[str, Value]:
    """The new objects the trigger resolving at r returns its linked cards as -> whether each
    does: if it does something ("If you do": its source sacrificed, when it moves its source),
    and each card only where an ability of its source exiled it at an earlier point c and the
    card has stayed in exile since (607.2a, 400.7)."""
    resolved = h.resolving(r) if h.events[r - 1].kind == "resolves" else None
    if resolved is None or not getattr(resolved[0], "returns_exiled", ()):
        return {}
    (t, does), ops, exile = resolved, h.ops, zone_code("exile")
    if t.source in t.moves:  # 118.12: "you may sacrifice this land. If you do, ..."
        does = ops.and_(does, h.moved(r).get(t.source, False))
    out = {}
    for card, new in t.returns_exiled:
        linked = [c for c in range(1, r) if h.events[c - 1].kind == "resolves" and c in h._resolutions
                  and _exiles_for(h._resolutions[c][0], t.source, card)]
        out[new] = ops.and_(does, ops.or_(*[ops.and_(h.moved(c).get(card, False),
                                                     *[ops.eq(h.state(j)[card].zone, exile) for j in range(c, r)])
                                            for c in linked]))
    return out


def _exiles_for(a: Any, source: str, card: str) -> bool:
    """Whether ability a is one of `source`'s that exiles `card` (607.2a: the same object's; not a
    delayed trigger, 603.7)."""
    return getattr(a, "source", None) == source and not getattr(a, "delayed", False) and \
        getattr(a, "into", None) == "exile" and card in getattr(a, "moves", ())
