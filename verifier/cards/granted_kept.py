"""A granted activated or triggered ability (113.1a: 'Equipped creature has "{T}: Target player
mills X cards ..."') whose resolution the translator does not read, kept by its quoted text and
listed in the granting card's `not_followed`, as `_resolving_or_kept` keeps a permanent's own:
each object that has it has it (113.1, 613.1f), and the loader refuses every use of what it does
(`verifier.load.unread`: an activation, `can_activate`, a [[trigger]] table or an [[effect]] of it,
on whichever object has it) and a history going past a point where it may have triggered (603.2,
603.3, `verifier.load.unsaid_triggers`, which reads granted abilities too).  Only one whose
instructions are all of kinds that change no characteristic (613.1), no control (613.1b) and
add no mana (605.1a, 106.7): anything else stays refused."""
from __future__ import annotations

import re
from typing import List

from verifier.cards.refusal import short
from verifier.cards.resolved import instructions

# phase.rs's instruction kinds that change no object's characteristics or control and add no mana: a card
# drawn, milled or discarded (121.1, 701.17a, 701.9a), damage dealt (120.1), life gained or lost (119.3), cards
# put from a zone onto the battlefield or moved (400.7: new objects), tokens created (111.1, new objects), a
# delayed trigger (603.7) whose own instruction is one of these
_KINDS = frozenset({"Draw", "Mill", "Discard", "DealDamage", "GainLife", "LoseLife", "ChangeZone", "Token",
                    "Scry", "Surveil"})
# words by which a quoted ability could still change characteristics, control or mana, whatever phase.rs read
_CHANGES = re.compile(r"\b(?:gets?|(?:gains?|loses?|lose)(?! (?:\d+|X|that much) life\b)|becomes?|base|controls?|control of|counters?|colou?rs?|"
                      r"types?|abilit(?:y|ies)|adds?|mana|cop(?:y|ies)|switch|exchange|transforms?|attach(?:es)?|"
                      r"[+-]\d+/[+-]\d+|[+-]X/[+-]X)\b", re.I)


def _kinds(parsed: dict) -> List[str]:
    """The kinds of an ability's instructions, a delayed trigger's own instruction in its place (603.7)."""
    out = []
    for step in instructions(parsed):
        effect = step.get("effect") or {}
        if effect.get("type") == "CreateDelayedTrigger":
            inner = effect.get("effect") or {}
            out += _kinds(inner) if inner else ["CreateDelayedTrigger"]
        else:
            out.append(str(effect.get("type")))
    return out


def keepable(quoted: str, parsed: dict) -> bool:
    """Whether a granted ability not read may be kept by its text: its instructions all of `_KINDS`,
    and no word of its effect saying a change of characteristics, control or mana."""
    steps = instructions(parsed)
    effect = quoted.split(":", 1)[1] if re.match(r"^[^\"]*?:", quoted) else quoted  # (not its cost)
    return bool(steps) and all(k in _KINDS for k in _kinds(parsed)) and not _CHANGES.search(effect)


def note(quoted: str, why: str, triggered: bool) -> str:
    """What is not followed of the granted ability kept by its text."""
    uses = "a [[trigger]] table or an [[effect]] of it, and a history going past a point where it may have " \
        "triggered (it waits on the stack, 603.3)" if triggered else \
        "an [[ability]] activating it, can_activate of it, or an [[effect]] of it"
    return (f"not followed: what the granted {short(quoted)!r} does as it resolves ({why}): kept by its text (the "
            f"card's not_followed), the loader refuses {uses}, on any object that has it")
