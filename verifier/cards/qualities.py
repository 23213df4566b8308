"""A condition of a static ability on a quality of the very object it affects (611.3a): "as long
as enchanted creature is legendary, it ...", "... as long as it's multicolored".  While the
object has the quality the effect applies to it, and not otherwise, so the quality is one more
filter of the affected set (the set is read anew at every moment, as the condition is).  The
quality is read from the line's words; where phase.rs's structure says the condition too, it
must say the same, or the line is refused."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.cards.filters import counter_kind
from verifier.cards.refusal import Refusal
from verifier.cards.words import PLAIN_KEYWORDS
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES, SUPERTYPES

# "As long as enchanted creature is face down, it ...": the object an Aura or Equipment is attached to
# (303.4, 301.5), its quality, and the "it" of the effect
HOST = re.compile(r"^(?:[^—]+ — )?As long as (?:enchanted|equipped) (?:creature|permanent) (?P<q>(?:is|has) [^,]+), it\b")

# "As long as another Aura is attached to enchanted creature, it ...": an Aura other than the card itself on the
# object it enchants (303.4), a quality of that object the model reads (`enchanted_by_another`)
ANOTHER_AURA = re.compile(r"^(?:[^—]+ — )?As long as another Aura is attached to enchanted (?:creature|permanent), it\b")
_COLOR_COUNT = {"multicolored": ("GE", 2), "monocolored": ("EQ", 1), "colorless": ("EQ", 0)}  # 105.4, 105.2c
_KEYWORDS = PLAIN_KEYWORDS | {"intimidate"}  # (702.13: a quality "has intimidate" reads too)
_COUNTER = re.compile(r"has (?:a|an|one or more) (?P<kind>[+-]\d/[+-]\d|[a-z]+) counters? on (?:it|them)")


def properties(line: str, said: str) -> Optional[List[dict]]:
    """The quality `said` ("is legendary", "it's face down", "has flying", "has a +1/+1 counter on
    it") as phase.rs's properties of a filter, or None if it is none of these."""
    said = re.sub(r"^(?:it's|it is|they're|they are)\b", "is", said)
    said = re.sub(r"^(?:it|they) (?:has|have)\b", "has", said)
    is_ = re.fullmatch(r"is (?P<q>[a-z]+(?: [a-z]+)?)", said)
    q = is_["q"] if is_ else None
    if q in ("tapped", "untapped"):  # 110.5: a status the history gives at each point
        return [{"type": q.capitalize()}]
    if q == "face down":  # 708.2: a status of the object
        return [{"type": "FaceDown"}]
    if q == "a token":  # 111.1
        return [{"type": "Token"}]
    if q in _COLOR_COUNT:
        comparator, n = _COLOR_COUNT[q]
        return [{"type": "ColorCount", "comparator": comparator, "count": n}]
    if q in SUPERTYPES:  # 205.4: "legendary", "snow"
        return [{"type": "HasSupertype", "value": q.capitalize()}]
    has = re.fullmatch(r"has (?P<k>[a-z]+(?: [a-z]+)?)", said)
    if has and has["k"] in _KEYWORDS:  # 702: a keyword without a parameter
        return [{"type": "WithKeyword", "value": has["k"].title().replace(" ", "")}]
    counter = _COUNTER.fullmatch(said)
    if counter:  # 122.1: one or more counters of that kind
        kind = counter["kind"]
        data = re.sub(r"([+-])(\d)/([+-])(\d)", lambda m: f"{'P' if m[1] == '+' else 'M'}{m[2]}"
                      f"{'P' if m[3] == '+' else 'M'}{m[4]}", kind)
        counter_kind(line, data)  # (a kind whose rules the model does not follow is refused)
        return [{"type": "Counters", "comparator": "GE", "count": {"type": "Fixed", "value": 1},
                 "counters": {"type": "OfType", "data": data}}]
    return None


def type_filter(word: str) -> Optional[object]:
    """A card type or subtype as phase.rs writes a type filter ("Creature", {"Subtype": "Vehicle"})."""
    if word.lower() in CARD_TYPES:
        return word.capitalize()
    return {"Subtype": word} if word in ALL_SUBTYPES else None


def _agrees(condition: dict, props: List[dict], host: bool) -> bool:
    """Whether phase.rs's structure of the condition says what the words say: the same filter
    (of the object itself, or, on the host, of what it is attached to), or no structure at all."""
    kind = condition.get("type")
    if kind == "Unrecognized":  # phase.rs kept the words only: they decide
        return True
    (p,) = props if len(props) == 1 else (None,)
    if kind == "RecipientMatchesFilter" and not host:
        f = condition.get("filter") or {}
        return f.get("type") == "Typed" and not f.get("type_filters") and f.get("controller") is None and \
            f.get("properties") == props
    if kind == "RecipientHasCounters" and not host or kind == "HasCounters" and host:
        # (on the host, phase.rs reads "it" as the card itself: the line's words say whose counters)
        return p is not None and p.get("type") == "Counters" and condition.get("minimum") == 1 and \
            condition.get("maximum") is None and condition.get("counters") == p["counters"]
    if not host:
        return False
    if kind == "SourceIsTapped" or kind == "Not" and (condition.get("condition") or {}).get("type") == "SourceIsTapped":
        return props == [{"type": "Tapped" if kind == "SourceIsTapped" else "Untapped"}]
    if kind == "EnchantedIsFaceDown":
        return props == [{"type": "FaceDown"}]
    if kind == "IsPresent":  # a permanent enchanted by it with the quality: the one it enchants (303.4)
        f = condition.get("filter") or {}
        return f.get("type") == "Typed" and f.get("controller") is None and \
            [x for x in f.get("properties") or [] if x.get("type") not in ("EnchantedBy", "EquippedBy")] == props
    return False


def on_host(line: str, s: dict) -> Optional[dict]:
    """"As long as enchanted creature is legendary, it ...", where phase.rs read the condition as
    on the card itself (its "it" the Aura): the parse on what the card is attached to (303.4,
    301.5) with the quality (a card type or subtype, a status, a supertype, how many colours, a
    keyword, a counter) as a filter of it; None if the line says no such quality."""
    said = HOST.match(line)
    another = ANOTHER_AURA.match(line)
    if another and (s.get("condition") or {}).get("type") == "Unrecognized":  # (phase.rs kept the words only)
        return {**s, "condition": None, "affected": {"type": "Typed", "properties": [
            {"type": "EnchantedBy"}, {"type": "AnotherAuraAttached"}], "type_filters": _noun(another[0])}}
    if not said:
        return None
    one = re.fullmatch(r"is (?:an? )?(?P<w>[A-Za-z]+)", said["q"])
    kind = type_filter(one["w"]) if one and not properties(line, said["q"]) else None
    props = [] if kind else properties(line, said["q"])
    if kind is None and props is None:
        return None
    if props and not _agrees(s.get("condition") or {}, props, host=True):
        raise Refusal(f"a condition on the enchanted or equipped object that phase.rs read otherwise not translated: "
                      f"{line!r}")
    return {**s, "condition": None, "affected": {"type": "Typed", "properties": [{"type": "EnchantedBy"}] + props,
                                                 "type_filters": _noun(said[0]) + ([kind] if kind else [])}}


def _noun(said: str) -> List[object]:
    """What "it" is, as a type filter: "enchanted creature" a creature, "enchanted permanent" any."""
    return ["Creature"] if re.search(r"(?:enchanted|equipped) creature", said) else []


def on_each(line: str, said: str, s: dict) -> Optional[dict]:
    """"Enchanted creature gets +2/+2 as long as it's legendary": the quality `said` of each affected
    object as a filter more of the affected set; None if it is none `properties` reads."""
    props = properties(line, said)
    affected = s.get("affected") or {}
    if props is None or affected.get("type") != "Typed" or not _agrees(s.get("condition") or {}, props, host=False):
        return None
    return {**s, "condition": None, "affected": {**affected, "properties": list(affected.get("properties") or []) + props}}
