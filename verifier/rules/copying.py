"""The copiable values a copy effect gives (707.2, 707.9), written once over an `Ops`:
the copied object's as the copy effect began, changed by the effect's exceptions.
What the exceptions give is part of the copy's copiable values (707.9b), so copies of
the copy have it too (707.3).  A part of `verifier.rules.layers.Evaluation`."""
from __future__ import annotations

from typing import Any, Dict, Iterable, Optional, Set

from verifier.model import CopyExceptions
from verifier.rules.typeline import every_of_kind

Value = Any

# 604.3a: what a characteristic-defining ability in each layer defines
_DEFINED_IN = {"4": {"subtypes"}, "5": {"colors"}, "7a": {"power", "toughness"}}


def defining_abilities(effects: Iterable[Any]) -> Dict[str, Set[str]]:
    """Each characteristic-defining ability (604.3) -> the characteristics it defines."""
    out: Dict[str, Set[str]] = {}
    for e in effects:
        if e.cda and e.ability:
            out.setdefault(e.ability, set()).update(c for p in e.parts for c in _DEFINED_IN.get(p.layer, ()))
    return out


def copied_values(ops: Any, copied: Dict[str, Value], own: Any, exc: Optional[CopyExceptions], vocab: Any,
                  defining: Dict[str, Set[str]]) -> Dict[str, Value]:
    """The values a copy effect gives the object `own` (its values before the effect,
    in layer 1): `copied`, the original's copiable values, with the exceptions `exc`
    applied (707.9).  A characteristic the exceptions give or keep is not copied, and
    neither is a characteristic-defining ability of the original that defines it
    (707.9d; not for types added "in addition to its other types").  A copy of the back
    face of a transforming card, or of a melded permanent, has mana value 0 (202.3b-c, 712.8e, 712.8g)."""
    out = dict(copied)
    out["mana_value"] = ops.ite(out["nonmodal_back"], 0, out["mana_value"])
    if exc is None:
        return out
    given = exc.defines()
    dropped = {a for a, chars in defining.items() if chars & given}
    out["abilities"] = {a: False if a in dropped else v for a, v in out["abilities"].items()}
    for k in exc.not_copied:  # 707.9c: it keeps its own values
        out[k] = getattr(own, k)
    if exc.name is not None:
        out["name"] = vocab.name_code(exc.name)
    for k in ("power", "toughness"):
        if getattr(exc, k) is not None:
            out[k] = getattr(exc, k)
    if exc.no_mana_cost:  # 202.3: an object with no mana cost has mana value 0
        out["mana_value"], out["mana_cost"] = 0, -1
    if exc.colors is not None:
        out["colors"] = {c: c in exc.colors for c in vocab.colors}
    if exc.subtypes is not None:
        out["subtypes"] = {t: t in exc.subtypes for t in vocab.subtypes}
    # (every creature type: the scenario's later ones too, 205.3f, 702.73a)
    for field, added in (("types", exc.add_types), ("subtypes", every_of_kind(exc.add_subtypes, vocab.subtypes)),
                         ("supertypes", exc.add_supertypes), ("abilities", exc.add_abilities)):
        if added:  # 707.9a-b: in addition to what it copies
            out[field] = {**out[field], **{w: True for w in added}}
    if exc.remove_supertypes:
        out["supertypes"] = {**out["supertypes"], **{w: False for w in exc.remove_supertypes}}
    return out
