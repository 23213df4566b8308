"""Riders on the mana a spell, or a triggered ability that is no mana ability, adds as it
resolves (106.3, 605.5a): "Spend this mana only to cast artifact or creature spells", "This
mana can't be spent to cast nonartifact spells" (106.6: how it may be spent) and "Until end of
turn, you don't lose this mana as steps and phases end" (106.4, 500.4: it stays in the pool).
The model adds no such mana (`resolved.ONE_SHOT["Mana"]`, `resolved.TRIGGERED_MANA`: a
resolution adding it is refused, `ONE_SHOT_REFUSED`), so what is said of that mana alone is
said not followed in a note, and read only where phase.rs's parse carries it on the line's
Mana effect (its `restrictions`, its `expiry` at the end of the turn).  The text of a
triggered ability that keeps its mana stays in the card's abilities, where the loader's guards
for the pool read it (`POOL_RULES`: casts and claims on casting beside it, `POOL_STEP_RULES`:
a step ending after a payment, `verifier.load.step_ends`)."""
from __future__ import annotations

import re
from typing import Any, List, Tuple

from verifier.cards.refusal import short

# 106.6: a restriction on what that mana is spent on, "to cast" spells of a kind (a sentence of the line's own, not one
# of a quoted or reminded ability)
_SPENDING = re.compile(r"(?:(?<=\.)|^)\s*(?:Spend this mana only|This mana can't be spent) to cast [^.\"()]+\.(?=\s|$)")
# 106.4, 500.4: the mana stays in its player's pool as steps and phases end, until the turn ends
_KEPT = re.compile(r"(?:(?<=\.)|^)\s*Until end of turn, you don't lose this mana as steps and phases end\.(?=\s|$)")


def _mana_effects(parsed: Any) -> List[dict]:
    """The Mana effects a parse holds, at any depth."""
    if isinstance(parsed, dict):
        own = [parsed] if parsed.get("type") == "Mana" else []
        return own + [m for v in parsed.values() for m in _mana_effects(v)]
    return [m for v in parsed for m in _mana_effects(v)] if isinstance(parsed, list) else []


def riders(text: str, parsed: Any, triggered: bool) -> Tuple[str, List[str]]:
    """The text of a spell's or a triggered ability's line without the riders on the mana it
    adds that its parse carries (`_SPENDING` where its Mana effect has restrictions; `_KEPT`,
    a triggered ability's only, whose text the card keeps, where it expires at end of turn), and
    a note for each one taken out."""
    mana = _mana_effects(parsed)
    notes: List[str] = []
    if any(m.get("restrictions") for m in mana) and _SPENDING.search(text):
        notes.append(f"not followed: how the mana of {short(text)!r} may be spent (106.6): the model adds no mana "
                     "a spell or a triggered ability that is no mana ability adds (605.5a), and refuses a resolution "
                     "that adds it")
        text = _SPENDING.sub("", text)
    if triggered and any(m.get("expiry") == "EndOfTurn" for m in mana) and _KEPT.search(text):
        notes.append(f"not followed: that the mana of {short(text)!r} stays in the pool as steps and phases end "
                     "until end of turn (106.4, 500.4): kept by the ability's text, beside which the loader refuses a "
                     "cast, a claim on casting, and a step ending after a payment")
        text = _KEPT.sub("", text)
    return text, notes
