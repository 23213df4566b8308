"""Triggered mana abilities (605.1b, 106.12a) from Oracle lines, as `[[card.mana_trigger]]`
tables: "Whenever a Forest is tapped for mana, its controller adds an additional {G}",
"Whenever enchanted land is tapped for mana, ...", "Whenever a player taps a land for
mana, that player adds one mana of any type that land produced", "Whenever you tap a
land for {C}, add an additional {C}".  phase.rs gives the structure (what is tapped,
the mana); the sentence is read too, and each part must agree with it (a part phase.rs
left out, such as "for {C}", comes from the sentence).  Anything else is refused."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards.filters import affects, enchant
from verifier.cards.refusal import Refusal, short
from verifier.cards.resolved import ONE_SHOT, instructions

# 605.1b: the events of a triggered mana ability: a mana ability activated or resolving (a
# permanent tapped for mana, 106.12a), or mana being added.
MANA_TRIGGER_MODES = {"TapsForMana", "ManaAbilityProduced", "ManaAdded"}

_LETTER = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

# "Whenever <who> tap(s) <what> for mana" or "Whenever <what> is tapped for mana" ("for {C}": of that
# type, 106.12a), then who adds the mana, the mana, and what follows it.
_SENTENCE = re.compile(
    r"Whenever (?:(?P<who>you|a player|an opponent) taps? (?P<tapped>.+?)|(?P<passive>.+?) is tapped) "
    r"for (?:mana|(?P<type>\{[WUBRGC]\})), (?P<recipient>its controller adds|that player adds|add) "
    r"(?:an additional )?(?P<mana>.+?)(?P<tail>\.|, and .+\.|\. .+)")
_SYMBOLS = re.compile(r"(?:\{[WUBRGC]\})+")
_ANY_COLOR = re.compile(r"(?P<n>\w+) mana (?:of any (?P<one>one )?color|in any combination of colors)")
_PRODUCED = re.compile(r"one mana of any type that [a-z ]+ produced")
_FOR_EACH = re.compile(r"(?P<symbol>\{[WUBRGC]\}) for each (?P<what>.+)")
# Who taps (who taps is who controls the permanent, 602.2) as the filter's controller.
_WHO = {"you": "you", "an opponent": "opponent", "a player": None, None: None}


def is_mana_trigger(trigger: dict, line: str) -> bool:
    """Whether a triggered ability may be a mana ability (605.1b): it triggers on a mana
    ability or on mana added, and it adds mana (as phase.rs reads it, or by its words)."""
    mode = trigger.get("mode")  # a name, or a table for what phase.rs did not read
    return isinstance(mode, str) and mode in MANA_TRIGGER_MODES and (
        "Mana" in ((s.get("effect") or {}).get("type") for s in instructions(trigger.get("execute") or {}))
        or re.search(r"\badds?\b", line) is not None)


def read(line: str, normed: str, trigger: dict, enchanted: Optional[dict]) -> Tuple[dict, List[str]]:
    """The [[card.mana_trigger]] table of a triggered mana ability (its `ability` named by
    the caller) and what it keeps without following; `normed`: the line with the card's
    name as "~", `enchanted`: the Aura's enchant filter, if any.  Refused otherwise."""
    _check_trigger(line, trigger)
    m = _SENTENCE.fullmatch(normed)
    if m is None:
        raise Refusal(f"triggered mana ability not in a form read (605.1b): {line!r}")
    execute = trigger.get("execute") or {}
    tapped = m["tapped"] or m["passive"]
    affected = _affected(line, tapped, _WHO[m["who"]], trigger.get("valid_card") or {}, enchanted)
    _check_recipient(line, m["recipient"], affected)
    table: Dict[str, Any] = {"ability": line, "affects": affected,
                             "add": _mana(line, m["mana"], (execute.get("effect") or {}).get("produced") or {})}
    if m["type"]:  # 106.12a: "tapped for {C}" triggers only when it produces that type (phase.rs leaves it out)
        table["if_produced"] = [m["type"][1]]
    return table, _riders(line, m["tail"], execute)


def _check_trigger(line: str, trigger: dict) -> None:
    """What the model's trigger has no place for: a condition (603.4), "may" (603.5), a
    limit on how often it triggers, another zone."""
    execute = trigger.get("execute") or {}
    if trigger.get("condition") is not None or execute.get("condition") is not None:
        raise Refusal(f"a condition on a triggered mana ability (603.4) not translated: {line!r}")
    if trigger.get("optional") or execute.get("optional"):
        raise Refusal(f"an optional triggered mana ability ('may', 603.5) not translated: {line!r}")
    if trigger.get("constraint") is not None or set(trigger.get("trigger_zones") or ["Battlefield"]) != {"Battlefield"}:
        raise Refusal(f"a triggered mana ability limited in how often or where it triggers not translated: {line!r}")
    if (execute.get("effect") or {}).get("type") != "Mana":
        raise Refusal(f"triggered mana ability whose mana phrase.rs did not read not translated: {line!r}")


def _affected(line: str, tapped: str, who: Optional[str], valid: dict, enchanted: Optional[dict]) -> dict:
    """What the trigger watches, from phase.rs's filter, checked against the sentence's
    words: "enchanted land" (303.4), "~" (itself), or a set of permanents with the
    controller the sentence names ("you tap", "an opponent taps", "... you control")."""
    attached = re.fullmatch(r"(?:enchanted|equipped) ([A-Za-z]+)", tapped)
    if valid.get("type") == "AttachedTo" and attached and who is None:
        return _attached(line, attached[1], enchanted)
    if valid.get("type") == "SelfRef" and tapped == "~" and who in (None, "you"):
        return {"self": True}
    words, controller = _subject(tapped)
    out = affects(line, valid) if valid.get("type") in ("Typed", "Or") else None
    if out is None or set(out) & {"self", "attached"} or words != _filter_words(out):
        raise Refusal(f"what a triggered mana ability watches, as phase.rs read it, is not what it says: {line!r}")
    if who is not None and controller is not None or out.get("controller") != (who or controller):
        raise Refusal(f"whose permanents a triggered mana ability watches not translated: {line!r}")
    return out


def _attached(line: str, word: str, enchanted: Optional[dict]) -> dict:
    """"Enchanted land": what the Aura is attached to; a word narrower than its enchant
    restriction ("enchanted Forest" of an "Enchant land" Aura) restricts it further."""
    named = enchant(f"Enchant {word}")
    return {"attached": True} if named == enchanted or named == {} else {**named, "attached": True}


def _subject(words: str) -> Tuple[set, Optional[str]]:
    """The words of "a basic land", "a Mountain, Forest, or Plains", "a land an opponent
    controls" (without articles, "or", and "permanent", which names no type), and the
    controller it names, if any."""
    controller = None
    owned = re.fullmatch(r"(.+) (you control|an opponent controls)", words)
    if owned:
        words, controller = owned[1], "you" if owned[2] == "you control" else "opponent"
    words = re.sub(r"^(an?|another) ", lambda a: "other " if a[1] == "another" else "", words)
    split = {w.lower() for w in re.split(r",? or |, | ", words) if w}
    return split - {"permanent"}, controller


def _filter_words(f: dict) -> Optional[set]:
    """The words a filter is said in, or None if it has a condition said otherwise."""
    said = {"types", "subtypes", "supertypes", "non_types", "non_subtypes", "non_supertypes", "colors", "token",
            "other", "controller"}
    if set(f) - said:
        return None
    out = {w.lower() for k in ("types", "subtypes", "supertypes", "colors") for w in f.get(k, ())}
    out |= {f"non{w.lower()}" for k in ("non_types", "non_subtypes", "non_supertypes") for w in f.get(k, ())}
    out |= {"token"} if f.get("token") is True else {"nontoken"} if f.get("token") is False else set()
    return out | ({"other"} if f.get("other") else set())


def _check_recipient(line: str, recipient: str, affected: dict) -> None:
    """The model adds a trigger's mana to what the permanent's controller gets by
    tapping it: "add" alone gives it to the trigger's controller (109.5), the same
    player only when the permanent is the trigger's own or one that player controls."""
    if recipient == "add" and not (affected.get("self") or affected.get("controller") == "you"):
        raise Refusal(f"mana a triggered ability gives a player other than the one who tapped not translated: {line!r}")


def _mana(line: str, words: str, produced: dict) -> List[Any]:
    """The mana phrase.rs read, which must be the mana the sentence says."""
    parsed = _parsed(line, produced)
    if parsed is None or _said(words) != _spoken(parsed):
        raise Refusal(f"the mana of a triggered mana ability not translated: {line!r}")
    return parsed


def _said(words: str) -> Optional[List[Any]]:
    """"{G}{G}", "one mana of any color", "two mana in any combination of colors", "two mana
    of any one color", "one mana of any type that land produced" (106.12a: a type the
    ability produced), "{G} for each Elf on the battlefield" (a count as it resolves, its
    filter as words and a controller)."""
    if _SYMBOLS.fullmatch(words):
        return re.findall(r"[WUBRGC]", words)
    if _PRODUCED.fullmatch(words):
        return [{"produced": True}]
    colors = _ANY_COLOR.fullmatch(words)
    n = _NUMBER.get(colors["n"]) if colors else None
    if colors and n and colors["one"]:  # n mana of one colour chosen once
        return [{"any_color": True, **({"amount": n} if n > 1 else {})}]
    if colors and n and (n == 1 or "combination" in words):  # each mana of any colour (106.1)
        return [{"any_color": True} for _ in range(n)]
    each = _FOR_EACH.fullmatch(words)
    if each:
        return [{"mana": [each["symbol"][1]], "amount": _subject(re.sub(r" on the battlefield$", "", each["what"]))}]
    return None


def _parsed(line: str, produced: dict) -> Optional[List[Any]]:
    """phase.rs's mana as the model's units."""
    kind, count = produced.get("type"), (produced.get("count") or {})
    options = [_LETTER.get(c) for c in produced.get("color_options") or []]
    n = count.get("value") if count.get("type") == "Fixed" else None
    if kind == "Fixed" and all(c in _LETTER for c in produced.get("colors") or ["?"]):
        return [_LETTER[c] for c in produced["colors"]]
    if kind == "Colorless" and n:
        return ["C"] * n
    if kind == "TriggerEventManaType":
        return [{"produced": True}]
    if kind == "AnyOneColor" and n and sorted(options) == sorted(_LETTER.values()):
        return [{"any_color": True, **({"amount": n} if n > 1 else {})}]
    if kind == "AnyCombination" and n and sorted(options) == sorted(_LETTER.values()):
        return [{"any_color": True} for _ in range(n)]
    qty = count.get("qty") or {}
    if kind == "AnyOneColor" and len(options) == 1 and count.get("type") == "Ref" and qty.get("type") == "ObjectCount":
        return [{"mana": options, "amount": {"count": affects(line, qty.get("filter") or {})}}]
    return None


def _spoken(units: List[Any]) -> List[Any]:
    """Units as `_said` reads them: a count as the words of its filter and its controller."""
    return [{**u, "amount": (_filter_words(u["amount"]["count"]), u["amount"]["count"].get("controller"))}
            if isinstance(u, dict) and isinstance(u.get("amount"), dict) else u for u in units]


def _riders(line: str, tail: str, execute: dict) -> List[str]:
    """What follows the mana ("..., and this enchantment deals 1 damage to the player"):
    phase.rs's further instructions, each a one-shot effect the model does not follow."""
    rest = instructions(execute)[1:]
    if (tail == ".") != (not rest):
        raise Refusal(f"what follows the mana of a triggered mana ability not translated: {line!r}")
    notes = []
    for step in rest:
        kind = (step.get("effect") or {}).get("type")
        if kind not in ONE_SHOT or kind == "Mana" or step.get("condition") is not None:
            raise Refusal(f"what follows the mana of a triggered mana ability not translated: {line!r}")
        notes.append(f"not followed: {kind} in {short(line)!r} ({ONE_SHOT[kind]})")
    return notes
