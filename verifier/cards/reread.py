"""Instructions phase.rs left unparsed ('Unimplemented') whose sentence has a shape the
translator reads by its words alone, given the parse phase.rs would give them: the rest of the
translation (and `coverage`, which checks every word of the line against that parse) reads them
as it reads phase.rs's own.  Each shape is a whole sentence, matched word by word; anything else
stays unparsed, and refused."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional

# 613.1f, 702.14a: "Target creature loses all landwalk abilities until end of turn." (a layer 6 removal of every
# landwalk ability, on the one target, 115.1)
_LOSES_LANDWALK = re.compile(r"(?:^|[.:] )Target creature loses all landwalk abilities until end of turn\.$")
_TARGET_CREATURE = {"type": "Typed", "type_filters": ["Creature"], "controller": None, "properties": []}


def _landwalk_lost(effect: dict, step: dict, text: str) -> Optional[dict]:
    """The parse of "Target creature loses all landwalk abilities until end of turn.", an
    effect on its target lasting until end of turn (611.2a), or None for any other words."""
    if effect.get("description") != "lose all landwalk abilities" or step.get("duration") != "UntilEndOfTurn" or \
            not _LOSES_LANDWALK.search(text) or text.count("landwalk") != 1:
        return None
    return {"type": "GenericEffect", "duration": "UntilEndOfTurn", "target": dict(_TARGET_CREATURE),
            "static_abilities": [{"mode": "Continuous", "affected": {"type": "ParentTarget"},
                                  "modifications": [{"type": "RemoveAllLandwalkAbilities"}], "condition": None,
                                  "description": "lose all landwalk abilities"}]}


_SHAPES = (_landwalk_lost,)


def reread(face: Dict[str, Any]) -> Dict[str, Any]:
    """The face with each unparsed instruction of a shape read here given its parse (the face
    itself where there is none)."""
    out = face  # (in place: `translate` passes a copy of its own)
    for ability in [*(out.get("abilities") or []), *(t.get("execute") or {} for t in out.get("triggers") or [])]:
        text = (ability.get("description") or "").strip()
        step = ability
        while step:
            effect = step.get("effect") or {}
            if effect.get("type") == "Unimplemented":
                found = next((p for p in (shape(effect, step, text) for shape in _SHAPES) if p is not None), None)
                step["effect"] = found or effect
            step = step.get("sub_ability")
    return out
