"""Triggered abilities whose intervening "if" (603.4: "When/Whenever/At [event], if [condition],
[effect]") phase.rs could not read, leaving the condition and the effect after it unparsed
('Unimplemented', its description "if ..., ...").  The line is parsed again without the
intervening clause, and that parse of the effect is taken only where the trigger is otherwise
the same (its event, what it watches, where it works).  The condition is kept by its words
(the parse's `condition`, an `InterveningIf` with the clause as said): the model does not
evaluate it, and `verifier.load.intervening_if.check_intervening_if` refuses a [[trigger]] table
following the ability that does not state it as its `if` (603.4, 608.2a: checked as it
triggers and as it resolves)."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional

from verifier.cards import oracle

# 603.4: the intervening clause right after the trigger condition's comma, then the effect
_CLAUSE = re.compile(r"^if (?P<condition>[^,]+), (?P<effect>[^,].*)$")


def intervening(face: Dict[str, Any], rec: Dict[str, Any]) -> Dict[str, Any]:
    """The face with each trigger whose unparsed effect begins with an intervening "if" given
    the parse of its effect and the condition kept by its words (the face itself where there is
    none)."""
    out = face  # (in place: `translate` passes a copy of its own)
    triggers = out.get("triggers") or []
    for i, trigger in enumerate(triggers):
        found = _reparsed(trigger, rec)
        if found is not None:
            triggers[i] = found
    return out


def _reparsed(trigger: dict, rec: dict) -> Optional[dict]:
    """One trigger read again without its intervening clause, or None where it has none that
    phase.rs left unparsed, or the parse without it differs in anything but the effect."""
    execute = trigger.get("execute") or {}
    effect = execute.get("effect") or {}
    said = _CLAUSE.match(effect.get("description") or "") if effect.get("type") == "Unimplemented" else None
    line = trigger.get("description") or ""
    if said is None or execute.get("sub_ability") is not None or trigger.get("condition") is not None or \
            not line.endswith(f", {effect['description']}.") or "," in line[:-len(effect["description"]) - 3]:
        return None  # (the trigger condition is the words before the clause's comma, with none of its own)
    head = line[:-len(effect["description"]) - 3]
    again = oracle.face({**rec, "text": f"{head}, {said['effect']}.".replace("~", rec["name"])})
    found = again.get("triggers") or []
    if len(found) != 1 or any(found[0].get(k) != trigger.get(k) for k in found[0] if k not in
                              ("execute", "description")) or "Unimplemented" in repr(found[0].get("execute")):
        return None
    return {**trigger, "execute": found[0]["execute"],
            "condition": {"type": "InterveningIf", "said": said["condition"]}}
