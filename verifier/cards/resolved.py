"""What a spell or an activated or triggered ability does as it resolves (608.2), as
the `[[card.resolves]]` table a scenario's [[effect]] applies."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards.filters import affects
from verifier.cards.refusal import Refusal, short
from verifier.cards.statics import modification, mode
from verifier.cards.words import norm


def described(line: str, name: str, parsed: Dict[str, dict]) -> Optional[Tuple[dict, bool]]:
    """What phase.rs parsed from a line, found by its description, and whether only once
    a last sentence restricting its activation (602.5), which phase may leave out of the
    description, is set aside."""
    if norm(line, name) in parsed:
        return parsed[norm(line, name)], False
    bare = re.sub(r"\s*(X can't be 0|Activate only as a sorcery|Activate only once each turn)\.$", "", line)
    return (parsed[norm(bare, name)], True) if bare != line and norm(bare, name) in parsed else None


# One-shot effects that change no characteristic, control or mana: the model does not follow them.
ONE_SHOT = {"Draw", "GainLife", "LoseLife", "Scry", "Surveil", "Mill", "DealDamage", "Discard", "spell mana"}
_DURATION = {None: None, "Permanent": None, "UntilEndOfTurn": "end of turn", "UntilYourNextTurn": "your next turn"}


def resolved(line: str, a: dict, notes: List[str]) -> dict:
    """The effect of a spell or of an activated or triggered ability, as the
    [[card.resolves]] table a scenario's [[effect]] applies when it resolves (608.2):
    +N/+N (7c), a switch (7d), or the continuous effects it creates (611.2), on its
    targets (the scenario names them) or on the set it describes (`affects`)."""
    duration = a.get("duration")
    if duration == {"UntilNextTurnOf": {"player": {"type": "Controller"}}}:
        duration = "UntilYourNextTurn"
    if not isinstance(duration, (str, type(None))) or duration not in _DURATION:
        raise Refusal(f"duration {duration!r} not translated: {line!r}")
    table: Dict[str, Any] = {"until": _DURATION[duration]} if _DURATION[duration] else {}
    affected: List[dict] = []
    step: Optional[dict] = a
    while step is not None:
        if step.get("duration") not in (None, a.get("duration")) or step is not a and step.get("condition") is not None:
            raise Refusal(f"effects of several durations or conditions not translated: {line!r}")
        kind = (step.get("effect") or {}).get("type")
        if kind == "Mana" and a.get("kind") == "Spell":  # a spell's mana, not a mana ability's (605.1a)
            kind = "spell mana"
        if kind in ONE_SHOT:  # 608.2c: an instruction that changes no characteristic, followed in order
            notes.append(f"not followed: {kind} (a one-shot effect of {short(line)!r}, no layer effect)")
        for layer, part, who in [] if kind in ONE_SHOT else _effect_parts(line, step.get("effect") or {}):
            affected.append(who)
            merged = table.setdefault(layer, {})
            for k, v in part.items():
                merged[k] = merged.get(k, []) + v if isinstance(v, list) else v
        step = step.get("sub_ability")
    if any(x != affected[0] for x in affected):
        raise Refusal(f"effects on different sets of objects not translated: {line!r}")
    if affected and affected[0]:
        table["affects"] = affected[0]
    if "layer7c" in table:  # +0 changes nothing
        table["layer7c"] = {k: v for k, v in table["layer7c"].items() if v != 0} or None
        table = {k: v for k, v in table.items() if v is not None}
    layered = any(k.startswith("layer") for k in table)
    if layered and a.get("condition") is not None:
        raise Refusal(f"effect with a condition not translated: {line!r}")
    if not layered and not (a.get("kind") == "Spell" and notes):
        raise Refusal(f"effect with no layer part not translated: {line!r}")
    return table


def _effect_parts(line: str, e: dict) -> List[Tuple[str, dict, dict]]:
    """Each layer part of one effect, with what it affects ({} for its targets)."""
    kind = e.get("type")
    if kind in ("Pump", "PumpAll"):
        parts = {k: e[k].get("value", 0) for k in ("power", "toughness") if (e.get(k) or {}).get("type") == "Fixed"}
        if len(parts) != 2:
            raise Refusal(f"pump amount not translated: {line!r}")
        return [("layer7c", parts, affects(line, e.get("target") or {}) if kind == "PumpAll" else {})]
    if kind == "SwitchPT":
        return [("layer7d", {"switch": True}, {})]
    if kind != "GenericEffect":
        raise Refusal(f"effect {kind!r} not translated: {line!r}")
    out = []
    for st in e.get("static_abilities") or []:
        if mode(st) != "Continuous" or st.get("condition") is not None:
            raise Refusal(f"effect of mode {mode(st)!r} not translated: {line!r}")
        if (st.get("description") or "").startswith("It's still"):
            continue  # 205.1b: a statement that the object keeps its types, no change
        mods = st.get("modifications") or []
        if any(m.get("type") in ("AddType", "SetType") for m in mods) and not _keeps_types(line):
            raise Refusal(f"a new card type that may replace the old ones (205.1a) not translated: {line!r}")
        if re.search(r"in addition to (its|their) other types|\b[Ii]t's still a", line):
            mods = [m for m in mods if m.get("type") != "RemoveAllSubtypes"]  # 205.1b: subtypes kept too
        who = st.get("affected") or {}
        affected = {} if who.get("type") in ("SelfRef", "ParentTarget", None) else affects(line, who)
        for m in mods:
            for layer, part in modification(line, m, cda=False).items():
                out.append((layer, part, affected))
    return out


def _keeps_types(line: str) -> bool:
    """205.1b: "in addition to its other types", "still a ...", or "... artifact creature"."""
    return bool(re.search(r"in addition to (its|their) other types|\b[Ii]t's still a|\bartifact creatures?\b", line))
