"""An activated or triggered ability that puts a card onto the battlefield from a graveyard or
a hand and then changes that permanent ("Return target creature card from your graveyard to the
battlefield. That creature is a Vampire in addition to its other types."; "You may put an
Elemental creature card from your hand onto the battlefield. That creature gains haste until end
of turn."), kept by its text.  The permanent is a new object (400.7) that a history's `enters`
or `returns` event makes, and the effect on it begins as the ability resolves (611.2c), on an
object no [[effect]] naming the ability could target as it is activated.  So the whole ability
is kept by its text with a note, and the loader refuses an [[ability]] resolving it
(`verifier.load.activated`) and a [[trigger]] table following it (`verifier.load.trigger_text`),
by the words `PUT_AND_CHANGED` reads; an [[effect]] naming it finds no [[card.resolves]] table.
A history tells the resolution as the card's event, then a `starts` event of the effect written
out (models/scenarios/delayed_impromptu_raid.toml).  A
spell's, or a loyalty ability's (606.4: a [[loyalty]] table names it by its cost, so no guard
reads its words), stays refused."""
from __future__ import annotations

from typing import Callable, List, Optional

from verifier.cards.refusal import short
from verifier.model.unfollowed import PUT_AND_CHANGED

# 400.1: the zones a card is put onto the battlefield from here (a library's: searched, another reading)
_FROM = ("Graveyard", "Hand")


def kept(line: str, steps: List[dict], activated_or_triggered: bool,
         not_followed: Callable[[dict], bool]) -> Optional[str]:
    """The note keeping the ability by its text, if it is one that puts a card onto the battlefield
    (its first instruction, targeting the card or choosing it) and then only changes that
    permanent (an effect on "that creature", 608.2c) or gives instructions the model does not
    follow (`not_followed`, by kind), none under a condition; else None."""
    first = steps[0].get("effect") or {}
    if not activated_or_triggered or line.startswith("[") or not PUT_AND_CHANGED.search(line) or first.get("type") != "ChangeZone" or \
            first.get("destination") != "Battlefield" or first.get("origin") not in _FROM or \
            (first.get("target") or {}).get("type") != "Typed" or steps[0].get("condition") is not None:
        return None
    changed = False
    for step in steps[1:]:
        e = step.get("effect") or {}
        if step.get("condition") is not None:
            return None
        if e.get("type") == "GenericEffect" and _on_it(e):
            changed = True
        elif not not_followed(e):
            return None
    if not changed:
        return None
    return (f"not followed: {short(line)!r} puts a card onto the battlefield and changes that new permanent (400.7: "
            "a new object; 611.2c: the effect begins as the ability resolves): an [[effect]] naming it is refused, "
            "and so are an [[ability]] resolving it and a [[trigger]] table following it; a history tells it by the "
            "card's enters or returns event, then a starts event of the effect written out")


def _on_it(e: dict) -> bool:
    """Whether a GenericEffect changes only the permanent the earlier instruction put ("That creature ...")."""
    sts = e.get("static_abilities") or []
    return bool(sts) and e.get("target") in (None, {"type": "ParentTarget"}) and \
        all((st.get("affected") or {}).get("type") == "ParentTarget" for st in sts)
