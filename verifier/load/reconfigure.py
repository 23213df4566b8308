"""Reconfigure (702.151): attaching an Equipment with reconfigure to a creature makes it stop
being a creature until it becomes unattached (702.151b).  The effect is the rule's, not the
ability's: it goes on if the Equipment loses its abilities while attached, and a later effect
that makes it a creature again applies over it, after which it becomes unattached (704.5n).

Each object with a printed reconfigure ability gets that effect as a static one of its own
(`Effect.by_rule`): layer 4, "not a creature", while it is attached (its timestamp is the
object's, which attaching renews, 613.7e).  The rule asks whether it had reconfigure as it
became attached; the model reads that from its printed text, so what could make the two
differ is refused: a copy effect on or of it, a face-down one, an effect that could remove
or grant reconfigure beside an attach event."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.files import At
from verifier.model import Condition, Effect, Filter, Part
from verifier.rules.sba import is_reconfigure


def reconfigure_effects(objects: dict, effects: Dict[str, Effect], where: Dict[str, At], events: List[At]) \
        -> Dict[str, Effect]:
    """The 702.151b effect of each object with reconfigure, by effect id; refused (with the
    file and line) where whether it had reconfigure as it became attached could differ from
    its printed text.  `events`: where each attach event of the history is, by the object it
    attaches (its At)."""
    out = {}
    granting = [e for e in effects.values() for p in e.parts if any(is_reconfigure(a) for a in p.add_abilities)]
    if granting:
        raise (where.get(granting[0].id) or where[granting[0].source]).error(f"effect {granting[0].id!r} grants reconfigure: the rule that the object "
                                          "then stops being a creature while attached (702.151b) is modelled for "
                                          "printed reconfigure only")
    for o in objects.values():
        if not any(is_reconfigure(a) for a in o.printed.abilities):
            continue
        copies = [e for e in effects.values() for p in e.parts if p.layer == "1a" and
                  (p.copy_of == o.id or not e.affects.objects or o.id in e.affects.objects)]
        if o.face_down or o.copies_as_it_enters is not None or copies:
            raise where[o.id].error(f"{o.id!r} has reconfigure and may be face down or a copy, or be copied: whether "
                                    "it has reconfigure as it becomes attached (702.151b, 301.5c) is not modelled then")
        removers = [e for e in effects.values() for p in e.parts if p.layer in ("4", "6") and
                    (p.remove_all_abilities or p.remove_all_abilities_except_mana or p.land_types is not None or
                     any(is_reconfigure(a) for a in p.remove_abilities))]
        if removers and o.id in events:
            raise events[o.id].error(f"{o.id!r} becomes attached here, and effect {removers[0].id!r} may remove its "
                                     "reconfigure: whether it stops being a creature (702.151b, 301.5c) is not "
                                     "modelled then")
        eid = f"{o.id}.reconfigure (702.151b)"
        out[eid] = Effect(id=eid, parts=(Part("4", remove_types=("creature",)),), affects=Filter(objects=(o.id,)),
                          static=True, source=o.id, by_rule="702.151b", condition=Condition(attached=True))
    return out
