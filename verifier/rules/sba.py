"""State-based actions that follow from characteristics and attachments (704),
written once over an `Ops`.

One check looks at every object at once and says which go to the graveyard and
which become unattached; the game performs them all as one event, then checks
again, until none applies (704.3).  `verifier.rules.layers` re-runs the layer
system between checks, with whatever left the battlefield gone.

- 704.5f: a creature with toughness 0 or less goes to the graveyard.
- 704.5m, 303.4c-d: an Aura not attached to an object its enchant ability allows
  (on the battlefield, not itself), or that is also a creature, goes to the graveyard.
  The enchant ability is read from the text the Aura has (707.2, 612).
- 704.5n, 301.5c, 301.6: an Equipment attached to anything but a creature, or a
  Fortification to anything but a land, or one that is also a creature, becomes
  unattached.
- 704.5p: a creature, a battle, or a permanent that is neither an Aura, an
  Equipment nor a Fortification becomes unattached.
"""
from __future__ import annotations

from typing import Any, Dict, Tuple

from verifier.model import Scenario
from verifier.state import ObjState, Vocabulary, has_subtype, matches

Value = Any
NOT_ATTACHED = -1


def check(ops: Any, sc: Scenario, vocab: Vocabulary, state: Dict[str, ObjState]) \
        -> Tuple[Dict[str, Value], Dict[str, Value]]:
    """(left the battlefield, became unattached) for each object, in one check."""
    left, unattached = {}, {}
    auras = {c for c, obj in sc.objects.items() if "Aura" in obj.printed.subtypes}
    for o, s in state.items():
        here, creature = s.on_battlefield, s.types["creature"]
        # where it is attached: each other object on the battlefield it may be attached to
        hosts = {h: ops.and_(ops.eq(s.attached_to, vocab.object_code(h)), state[h].on_battlefield)
                 for h in state if h != o}
        attached = ops.not_(ops.eq(s.attached_to, NOT_ATTACHED))
        aura = has_subtype(ops, s, "Aura")
        # its enchant ability is in the text it has (a copy's is the original's, 707.2),
        # read as text-changing effects left that text (612)
        legal_aura = False if ops.is_false(aura) else ops.and_(ops.not_(creature), ops.or_(*[
            ops.and_(ops.eq(s.text_of, vocab.object_code(c)), on,
                     matches(ops, sc.objects[c].enchant, state[h], you=s.controller, other=True, vocab=vocab,
                             text=s.text))
            for c in sorted(auras | {o}) for h, on in hosts.items()]))
        equips = ops.and_(has_subtype(ops, s, "Equipment"), ops.not_(creature),
                          ops.or_(*[ops.and_(on, state[h].types["creature"]) for h, on in hosts.items()]))
        fortifies = ops.and_(has_subtype(ops, s, "Fortification"), ops.not_(creature),
                             ops.or_(*[ops.and_(on, state[h].types["land"]) for h, on in hosts.items()]))
        dies = ops.and_(here, creature, ops.lt(s.toughness, 1))                      # 704.5f
        aura_goes = ops.and_(here, aura, ops.not_(legal_aura))                        # 704.5m
        loose = ops.and_(here, attached, ops.not_(aura),                              # 704.5n, 704.5p
                         ops.or_(s.types["battle"], ops.not_(ops.or_(equips, fortifies))))
        left[o] = ops.or_(dies, aura_goes)
        unattached[o] = ops.and_(loose, ops.not_(left[o]))
    return left, unattached
