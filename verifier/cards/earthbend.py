"""Earthbend (701.66a) in a triggered ability, kept by its text: "earthbend N" makes target land
its controller controls a 0/0 creature with haste in addition to its other types (613.1d,
613.4b), puts N +1/+1 counters on it, and sets up a delayed triggered ability returning it to
the battlefield tapped when it dies or is exiled (603.7, 400.7).  That delayed trigger is no
moment of a delayed [[trigger]] table (`verifier.load.delayed`), so the whole action is kept by
the ability's text: `verifier.load.trigger_text` refuses a [[trigger]] table following it, and a
history leaves the ability waiting on the stack once it may have triggered
(`verifier.load.unsaid_triggers`).  A spell's or an activated ability's earthbend has no such
guard and stays refused (`verifier.cards.resolved`)."""
from __future__ import annotations

import re
from typing import List

from verifier.cards.refusal import short

# the pseudo-instruction an earthbend's four parsed steps are folded into
KIND = "Earthbend"
_SAID = re.compile(r"\bearthbend (?:\d+|X)\b", re.I)

# phase.rs's steps of "earthbend N" (701.66a): the land animated, its counters, the delayed return, and the record
# of the action that "whenever you earthbend" triggers on (701.66b)
_ANIMATE = {"power": {"type": "Fixed", "value": 0}, "toughness": {"type": "Fixed", "value": 0}, "types": ["Creature"],
            "target": {"type": "Typed", "type_filters": ["Land"], "controller": "You", "properties": []},
            "keywords": ["Haste"]}
_RETURN = {"type": "ChangeZone", "origin": None, "destination": "Battlefield", "target": {"type": "TriggeringSource"},
           "owner_library": False, "enter_transformed": False, "enters_under": "You", "enter_tapped": True,
           "enters_attacking": False}


def folded(line: str, steps: List[dict]) -> List[dict]:
    """A triggered ability's instructions with the one earthbend its line says (not optional,
    603.5) folded into a single `KIND` step; else as they are (an Animate left over is refused)."""
    at = [i for i in range(len(steps)) if _is_earthbend(steps[i:i + 4])]
    if len(at) != 1 or len(_SAID.findall(line)) != 1 or steps[at[0]].get("optional") or \
            steps[at[0]].get("condition") is not None:
        return steps
    i = at[0]
    bent = {**steps[i], "effect": {"type": KIND}, "sub_ability": None}
    return steps[:i] + [bent] + steps[i + 4:]


def _is_earthbend(steps: List[dict]) -> bool:
    """Whether four steps are phase.rs's reading of "earthbend N" (701.66a), each none but its own."""
    if len(steps) != 4 or any(s.get("condition") is not None or s.get("optional") for s in steps[1:]):
        return False
    animate, counters, delayed, record = (s.get("effect") or {} for s in steps)
    later = delayed.get("effect") or {}
    return animate == {"type": "Animate", **_ANIMATE} and \
        counters.get("type") == "PutCounter" and counters.get("counter_type") == "P1P1" and \
        counters.get("target") == {"type": "ParentTarget"} and \
        delayed.get("type") == "CreateDelayedTrigger" and \
        delayed.get("condition") == {"type": "WhenDiesOrExiled", "filter": {"type": "ParentTarget"}} and \
        later.get("effect") == _RETURN and later.get("sub_ability") is None and later.get("condition") is None and \
        record == {"type": "RegisterBending", "kind": "Earth"}


def note(line: str) -> str:
    """What the earthbend of a triggered ability's line does, said not followed."""
    return (f"not followed: Earthbend in {short(line)!r} (701.66a: target land you control becomes a 0/0 creature "
            "with haste in addition to its other types, gets its +1/+1 counters, and returns to the battlefield "
            "tapped by a delayed trigger when it dies or is exiled, 603.7): the loader refuses a [[trigger]] table "
            "following it, so a history leaves the ability waiting on the stack where it may trigger")
