"""101.2, 702.37e, 116.2b: "it can't be turned face up" forbids the special action (and any effect)
that would turn a face-down permanent face up.  The model turns a permanent face up wherever its
kind allows (`turn_face_up` events, `can_turn_face_up(x)`), so such an ability is kept by its text
and not followed: a scenario with one is refused where it could matter, at the first event that
turns a permanent face up or the first claim asking whether one may be."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import FACE_UP_RULES
from verifier.state import Vocabulary


def check(root: At, history: List[dict], sc: Scenario) -> None:
    """No event turns a permanent face up, and no claim asks whether one may be, beside an ability
    of sc that forbids it (refused at that event's or claim's line)."""
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if FACE_UP_RULES.search(a)), None)
    if rule is None:
        return
    why = f"the ability {rule!r} forbids turning a permanent face up (101.2), which the model does not follow"
    turned = next((i for i, e in enumerate(sc.given_events) if e.kind == "turn_face_up"), None)
    if turned is not None:
        raise (root / "event" / table_of(history, turned, sc.given_events) / "turn_face_up").error(
            f"{why}, beside a history that turns one face up")
    for i, c in enumerate(sc.claims):
        for key, x in (("expr", c.goal), ("assume", c.premise)):
            if x is not None and any(fn == "can_turn_face_up" for fn, _ in x.calls()):
                raise (root / "claim" / i / key).error(f"{why}, beside a claim asking whether one may be")
