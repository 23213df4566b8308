"""phase.rs's affected sets and an Aura's enchant line as the model's filters
(`affects`, `enchant`: all listed conditions must hold)."""
from __future__ import annotations

import re
from typing import Any, Dict, List, Optional

from verifier.cards.defending import DEFENDING_OPPONENT
from verifier.cards.refusal import Refusal
from verifier.cards.words import COLOR_OF, NO_PARAMETER, NUMBER_WORDS, keyword, subtype
from verifier.load.specs import RULED_COUNTERS
from verifier.model import CHOSEN, COUNTER_KIND
from verifier.model.effects import ENCHANTED_PLAYER, EVERY_KIND
from verifier.rules.typeline import ALL_SUBTYPES, SUPERTYPES


def enchant(line: str) -> dict:
    """An Aura's "Enchant <card type or subtype>" as a filter (303.4a); "creature or
    Vehicle" is either."""
    kind = permanent_kind(line[len("Enchant "):])
    if kind is None:
        raise Refusal(f"enchant restriction not translated: {line!r}")
    return kind


def permanent_kind(what: str) -> Optional[dict]:
    """A kind of permanent as a filter ("green or white creature", "creature, land, or
    planeswalker": any of them; "artifact creature you control"), or None."""
    one = _enchant_one(what)  # ("green or white creature": one filter, its colours any one)
    if one is not None:
        return one
    branches = re.split(r",? or |, ", what)
    if len(branches) > 1 and all(_enchant_one(w) is not None for w in branches):
        return {"any_of": [_enchant_one(w) for w in branches]}
    return None


_ENCHANT_TYPES = ("creature", "land", "artifact", "enchantment", "planeswalker", "battle")
_COLORS = ("white", "blue", "black", "red", "green")


def _enchant_one(what: str) -> Any:
    """One kind of permanent an Aura may enchant (303.4a): "[modified] [nonblack | green or white]
    [card type | subtype] [you control | an opponent controls]", as a filter, or None; a colour
    alone ("Enchant green") is a permanent of that colour."""
    out: Dict[str, Any] = {}
    controller = None
    for suffix, who in ((" you control", "you"), (" an opponent controls", "opponent")):
        if what.endswith(suffix):
            what, controller = what[: -len(suffix)], who
    words = what.split()
    if words[:1] == ["modified"]:  # 700.9
        words, out["modified"] = words[1:], True
    colors = re.fullmatch(r"((?:white|blue|black|red|green)(?: or (?:white|blue|black|red|green))*)(?: (.+))?",
                          " ".join(words))
    if colors:  # 105.2: any one of these colours
        out["colors"] = colors[1].split(" or ")
        words = colors[2].split() if colors[2] else []
    for w in words[:-1]:  # "nonblack", "nonartifact", "non-Wall", "legendary", "artifact creature" (205.2-205.4)
        if w.startswith("non") and w[3:] in _COLORS:
            out.setdefault("non_colors", []).append(w[3:])
        elif w.startswith("non") and w[3:] in _ENCHANT_TYPES:
            out.setdefault("non_types", []).append(w[3:])
        elif w.startswith("non-") and w[4:] in ALL_SUBTYPES:
            out.setdefault("non_subtypes", []).append(w[4:])
        elif w in SUPERTYPES:
            out.setdefault("supertypes", []).append(w)
        elif w.startswith("non") and w[3:] in SUPERTYPES:
            out.setdefault("non_supertypes", []).append(w[3:])
        elif w in _ENCHANT_TYPES:
            out.setdefault("types", []).append(w)
        else:
            return None
    noun = words[-1] if words else None
    if noun in _ENCHANT_TYPES:
        out["types"] = [*out.get("types", []), noun]
    elif noun is not None and noun != "permanent" and re.fullmatch(r"[A-Z][a-z]+", noun) and noun in ALL_SUBTYPES:
        out["subtypes"] = [noun]
    elif noun is not None and noun != "permanent":
        return None
    elif noun is None and "colors" not in out:
        return None
    return {**out, "controller": controller} if controller else out


# Words before a subtype in phase.rs's subtype filters, and what they add to the affected set
_SUBTYPE_WORDS = {"Each": {}, "All": {}, "Equipped": {"equipped": True}, "Enchanted": {"enchanted": True}}


# 205.3m: "that share(s) a creature type with ...": the words for each object phase.rs names as the reference
_SHARED_WITH = {"ParentTarget": r"it", "SelfRef": r"~|this (?:creature|permanent)",
                "EquippedBy": r"equipped creature", "EnchantedBy": r"enchanted creature"}


# what is shared, as phase.rs names the quality: its words and the filter key (205.3m, 105.2)
_SHARED = {"CreatureType": ("a creature type", "shares_creature_type"), "Color": ("a color", "shares_color")}


def _shared_with(line: str, ref: dict, shares: Optional[str], quality: str = "CreatureType") -> Optional[str]:
    """205.3m, 105.2: which object a creature type (a colour) is shared with, as `shares_creature_type`
    (`shares_color`) says it:
    the static ability's own object ("source") or the one it is attached to ("attached"), named
    by the line as phase.rs names it; "it" is the object a static's count is for (`shares`);
    None where not read (a resolved effect's, `shares` None; another reference)."""
    kind = ref.get("type")
    if kind == "Typed" and ref.get("type_filters") == ["Creature"] and ref.get("controller") is None and \
            len(ref.get("properties") or []) == 1:
        kind = ref["properties"][0].get("type")
    said = _SHARED_WITH.get(kind)
    if shares is None or said is None or kind == "ParentTarget" and shares == "static" or \
            not re.search(rf"\bshares? {_SHARED[quality][0]} with (?:{said})\b", line):
        return None
    return {"ParentTarget": shares, "SelfRef": "source"}.get(kind, "attached")


def affects(line: str, a: dict, statuses: bool = False, shares: Optional[str] = None, counted: bool = False) -> dict:
    """phase's affected filter as `affects` conditions (all must hold); `statuses`: a static
    ability's affected set, which may also ask whether an object is tapped (110.5); `shares`: in a
    static ability ("static"; a count of one: the object "it" is, "source" or "attached"), where a
    creature type may be shared with its own object or the one it is attached to (205.3m); `counted`: what a
    count counts, which may ask whether a permanent is transformed (701.27g)."""
    kind = a.get("type")
    if kind == "SelfRef":
        return {"self": True}
    if kind == "SourceOrPaired" and statuses:  # "both creatures": the source and the one it is paired with (702.95b)
        return {"paired": True}
    if kind == "Or":
        return _union(line, a.get("filters") or [], counted)
    if kind == "And":
        return _intersection(line, [affects(line, b, statuses, counted=counted) for b in a.get("filters") or []])
    if kind == "Not":
        return _not_owned(line, a.get("filter") or {})
    if kind != "Typed":
        raise Refusal(f"affected set {kind!r} not translated: {line!r}")
    out: Dict[str, Any] = {}
    filters = a.get("type_filters") or []
    unquoted = re.sub(r'"[^"]*"', "", line)  # a granted ability's own words say nothing of what has it
    if any(isinstance(f, dict) and "Subtype" in f for f in filters) and not re.search(r"\bcreatures?\b", unquoted, re.I):
        filters = [f for f in filters if f != "Creature"]  # 109.2: "Slivers" are Sliver permanents, creatures or not
    for f in filters:
        said = re.match(r"(Each|All|Equipped|Enchanted) (\S.*)", f["Subtype"]) \
            if isinstance(f, dict) and set(f) == {"Subtype"} else None
        if said and re.search(rf"\b{said[1]} {re.escape(said[2])}", line, re.I):  # a word phase.rs leaves in a subtype
            out.update(_SUBTYPE_WORDS[said[1]])  # ("Each Vehicle", "Equipped Warriors": equipped, 301.5)
            f = {"Subtype": said[2]}
        if isinstance(f, dict) and f == {"Subtype": "Face-down"} and re.search(r"\bface-down\b", line, re.I):
            out["face_down"] = True  # "Face-down creatures" (708.2: a status)
        elif isinstance(f, str) and f not in ("Card", "Permanent"):
            out["types"] = out.get("types", []) + [f.lower()] * (f.lower() not in out.get("types", []))
        elif isinstance(f, str):
            continue  # on the battlefield anyway
        elif set(f) == {"Subtype"} and " " in f["Subtype"]:  # "Eldrazi Spawn creatures": both subtypes at once
            first, *more = (subtype(w, line) for w in f["Subtype"].split())
            out.setdefault("subtypes", []).append(first)
            out.setdefault("any_of", []).extend({"subtypes": [w]} for w in more)
        elif set(f) == {"Subtype"}:
            out.setdefault("subtypes", []).append(subtype(f["Subtype"], line))
        elif set(f) == {"AnyOf"} and "any_of" not in out and isinstance(f["AnyOf"], list) and \
                all(isinstance(g, str) and g not in ("Card", "Permanent") or isinstance(g, dict) and set(g) == {"Subtype"}
                    for g in f["AnyOf"]):  # "each Aura and Equipment attached to it": one of them (any_of)
            out["any_of"] = [{"types": [g.lower()]} if isinstance(g, str) else
                             {"subtypes": [subtype(g["Subtype"], line)]} for g in f["AnyOf"]]
        elif set(f) == {"Non"} and isinstance(f["Non"], str):
            out.setdefault("non_types", []).append(f["Non"].lower())
        elif set(f) == {"Non"} and isinstance(f["Non"], dict) and set(f["Non"]) == {"Subtype"}:
            out.setdefault("non_subtypes", []).append(subtype(f["Non"]["Subtype"], line))
        else:
            raise Refusal(f"type filter {f!r} not translated: {line!r}")
    controller = a.get("controller")
    # (translate._opponent_chosen; defending.defending: the defending player of a creature attacking)
    controller = "Opponent" if controller in ("ChosenOpponentPlayer", DEFENDING_OPPONENT) else controller
    if controller == "EnchantedPlayer" and statuses:  # 303.4m: what the player its Aura enchants controls
        out["enchanted_player"] = True
    elif controller is not None:
        if controller not in ("You", "Opponent"):
            raise Refusal(f"controller {controller!r} not translated: {line!r}")
        out["controller"] = controller.lower()
    for p in a.get("properties") or []:
        kind = p.get("type")
        if kind == "Another":
            out["other"] = True
        elif kind in ("EquippedBy", "EnchantedBy"):
            out["attached"] = True  # what the source is attached to (301.5, 303.4)
        elif kind == "NotSupertype":
            out.setdefault("non_supertypes", []).append(p["value"].lower())
        elif kind == "HasColor":
            out.setdefault("colors", []).append(COLOR_OF[p["color"]])
        elif kind == "NotColor" and p.get("color") in COLOR_OF:  # "nonblack creatures" (105.2)
            out.setdefault("non_colors", []).append(COLOR_OF[p["color"]])
        elif kind == "HasSupertype":
            out.setdefault("supertypes", []).append(p["value"].lower())
        elif kind == "Attacking" and set(p) == {"type"}:  # a status the scenario states (506.4)
            out["attacking"] = True
        elif kind == "Attacking" and set(p) == {"type", "defender"} and p["defender"] == "EnchantedPlayer" and \
                statuses and out.get("controller") is None:
            # "creatures attacking enchanted player": attacking the player its Aura (a Curse) is attached to (303.4m,
            # 506.2), in the two-player game a creature of the other player
            out["attacking_player"] = ENCHANTED_PLAYER
        elif kind == "Attacking" and p == {"type": "Attacking", "not": True} and statuses:
            # "as long as it's not attacking" (`statics._each_one`, no phase.rs property): not attacking (506.4)
            out["attacking"] = False
        elif kind == "Attacking" and set(p) == {"type", "defender"} and p["defender"] in ("You", "Opponent") and \
                out.get("controller") in (None, "opponent" if p["defender"] == "You" else "you"):
            # "creatures attacking you": attacking that player, not a planeswalker or battle (506.2, 508.1b); in a
            # two-player game the attacking player is the other one
            out.pop("controller", None)
            out["attacking_player"] = p["defender"].lower()
        elif kind in ("Token", "NonToken"):  # 111.1
            out["token"] = kind == "Token"
        elif kind == "AnotherAuraAttached" and statuses:  # (`qualities.on_host`) an Aura other than the source (303.4)
            out["enchanted_by_another"] = True
        elif kind == "HasAttachment" and p.get("kind") == "Aura":  # "enchanted creatures" (303.4)
            out["enchanted"] = True
        elif kind == "HasAttachment" and p.get("kind") == "Equipment":  # "equipped creatures" (301.5)
            out["equipped"] = True
        elif kind == "FaceDown" and set(p) == {"type"} and re.search(r"\bface[- ]down\b", line, re.I):  # 708.2
            out["face_down"] = True
        elif kind == "HasNoAbilities" and set(p) == {"type"} and re.search(r"\bwith no abilities\b", line):  # 113.1
            out["no_abilities"] = True
        elif kind == "Historic" and set(p) == {"type"} and "any_of" not in out and re.search(r"\bhistoric\b", line):
            # 700.6: historic is legendary, artifact or Saga
            out["any_of"] = [{"supertypes": ["legendary"]}, {"types": ["artifact"]}, {"subtypes": ["Saga"]}]
        elif kind == "Modified":  # 700.9
            out["modified"] = True
        elif kind in ("WithKeyword", "WithoutKeyword") and isinstance(p.get("value"), str):  # "with(out) defender"
            out.setdefault("abilities" if kind == "WithKeyword" else "non_abilities", []).append(keyword(p["value"]))
        elif kind in ("WithKeyword", "WithoutKeyword") and isinstance(p.get("value"), dict) and len(p["value"]) == 1 \
                and re.search(rf"\b{kind[:-7].lower()} {keyword(next(iter(p['value'])))}{NO_PARAMETER}", line, re.I):
            # "with toxic": any instance of a keyword with a parameter (702.164a, 702.11e), which the filter's
            # bare keyword finds (is_instance)
            out.setdefault("abilities" if kind == "WithKeyword" else "non_abilities", []).append(
                keyword(next(iter(p["value"]))))
        elif kind == "InZone" and p.get("zone") == "Battlefield":
            continue  # where the model's objects are
        elif kind == "IsChosenColor" and shares == "static" and set(p) == {"type"} and \
                re.search(r"\bof the chosen color\b", re.sub(r'"[^"]*"', "", line)):
            # 105.1, 614.12: "creatures you control of the chosen color": the colour its object chose as it entered,
            # which the object's `chosen` gives (`chosen_color.refusal` checks the card chose one so)
            out.setdefault("colors", []).append(CHOSEN)
        elif kind == "IsChosenCreatureType":  # the type chosen as it entered (614.12): the object says which
            out.setdefault("subtypes", []).append("chosen")
        elif kind == "Counters" and p.get("comparator") == "GE" and p.get("count") == {"type": "Fixed", "value": 1} \
                and (p.get("counters") or {}).get("type") == "OfType":  # "with a +1/+1 counter on it" (122.1)
            out.setdefault("counters", []).append(counter_kind(line, p["counters"].get("data")))
        elif kind == "Counters" and p.get("comparator") == "GE" and p.get("count") == {"type": "Fixed", "value": 1} \
                and p.get("counters") == {"type": "Any"}:  # "with a counter on it": one of any kind (122.1)
            out.setdefault("counters", []).append(EVERY_KIND)
        elif kind == "Counters" and statuses and p.get("comparator") == "GE" and \
                (p.get("count") or {}).get("type") == "Fixed" and isinstance(p["count"].get("value"), int) and \
                p["count"]["value"] > 1 and (p.get("counters") or {}).get("type") == "OfType" and \
                _counters_named(line, p["count"]["value"], counter_kind(line, p["counters"].get("data"))):
            # "with three or more +1/+1 counters on them": n or more of that kind on it (122.1), as the line says
            kind_of = counter_kind(line, p["counters"].get("data"))
            if kind_of in out.get("counters_at_least", {}):
                raise Refusal(f"two bounds on {kind_of} counters not translated: {line!r}")
            out.setdefault("counters_at_least", {})[kind_of] = p["count"]["value"]
        elif kind == "Counters":
            raise Refusal(f"property 'Counters' ({_counters_said(p)}) not translated: {line!r}")
        elif kind == "IsCommander" and set(p) == {"type"}:  # a designation the scenario states (903.3)
            out["commander"] = True
        elif kind == "Transformed" and counted and set(p) == {"type"} and \
                re.search(r"\btransformed (?:permanent|creature)s?\b", line, re.I):  # back face up (701.27g)
            out["transformed"] = True
        elif kind == "BlockStatus" and p.get("status") == "Unblocked" and statuses and set(p) == {"type", "status"} \
                and re.search(r"\bunblocked attacking\b", line, re.I):  # stated on the objects (509.1h)
            out["unblocked"] = True
        elif kind == "HasManaAbility" and statuses and set(p) == {"type"} and \
                re.search(r"\bwith (?:a )?mana abilit(?:y|ies)\b", line):  # "creatures with a mana ability" (605.1a)
            out["mana_ability"] = True
        elif kind in ("Tapped", "Untapped") and (statuses or counted) and set(p) == {"type"}:
            # "tapped creatures you control"; counted: "the number of untapped lands you control" (110.5)
            out["tapped"] = kind == "Tapped"
        elif kind == "ColorCount" and isinstance(p.get("count"), int) and p.get("comparator") in ("GE", "EQ", "LE"):
            # "multicolored" (105.4: two or more colours), "colorless" (105.2c: none), "monocolored" (one)
            if p["comparator"] in ("GE", "EQ") and p["count"] > 0:
                out["colors_at_least"] = p["count"]
            if p["comparator"] in ("LE", "EQ"):
                out["colors_at_most"] = p["count"]
        elif kind == "Named" and isinstance(p.get("name"), str) and set(p) == {"type", "name"}:  # "named X" (201.2)
            said = re.search(rf"\bnamed ({re.escape(p['name'])})\b", line, re.I)  # (as the line spells it)
            if not said:
                raise Refusal(f"property 'Named' ({p['name']!r}, not as the line names it) not translated: {line!r}")
            out.setdefault("names", []).append(said[1])
        elif kind == "Owned" and p.get("controller") in ("You", "Opponent") and set(p) == {"type", "controller"}:
            out["owner"] = p["controller"].lower()  # "you own" (108.3)
        elif kind == "SharesQuality" and p.get("quality") in _SHARED and \
                (p["quality"] == "CreatureType" or shares == "static") and \
                _shared_with(line, p.get("reference") or {}, shares, p["quality"]):
            # (a shared colour in a static's affected set only, `shares` "static")
            out[_SHARED[p["quality"]][1]] = _shared_with(line, p["reference"], shares, p["quality"])
        elif kind == "PtComparison":
            _compared(line, p, out)
        else:
            raise Refusal(f"property {kind!r} not translated: {line!r}")
    for key in ("subtypes", "colors"):  # the model's lists are "at least one of"; phase's are "all of"
        if len(out.get(key, ())) > 1:
            raise Refusal(f"an object with several {key} at once not translated: {line!r}")
    return out


# phase.rs's comparison of a number with N, as the least and the most it may be (None: no bound)
_BOUNDS = {"GE": (0, None), "GT": (1, None), "LE": (None, 0), "LT": (None, -1), "EQ": (0, 0)}


def _compared(line: str, p: dict, out: Dict[str, Any]) -> None:
    """"With power 2 or less", "target 1/1 creature": its power or toughness as it is now (208.1;
    phase.rs's "Current" scope), a fixed number, as `power_at_least` / `_at_most` (the loader reads
    them where the effect applies, and refuses them in a static ability with a part outside layer 7);
    a bound already given, a number that is not fixed, or another scope is refused."""
    stat, value = str(p.get("stat")).lower(), (p.get("value") or {}).get("value")
    if stat not in ("power", "toughness") or p.get("scope") != "Current" or p.get("comparator") not in _BOUNDS or \
            (p.get("value") or {}).get("type") != "Fixed" or not isinstance(value, int) or isinstance(value, bool):
        raise Refusal(f"property 'PtComparison' ({p.get('stat')} {p.get('comparator')} {p.get('value')}, "
                      f"{p.get('scope')}) not translated: {line!r}")
    for side, shift in zip(("at_least", "at_most"), _BOUNDS[p["comparator"]]):
        if shift is not None:
            if f"{stat}_{side}" in out:
                raise Refusal(f"two bounds on {stat} ({side}) not translated: {line!r}")
            out[f"{stat}_{side}"] = value + shift


_OTHER_PLAYER = {"You": "opponent", "Opponent": "you"}


def _not_owned(line: str, inner: dict) -> dict:
    """"Each creature you control but don't own": phase.rs's 'Not' of an ownership alone.  The
    model's games have two players (docs/limits.md), so an object not owned by one is owned by the
    other (108.3: every card has exactly one owner); any other 'Not' is refused."""
    props = inner.get("properties") or []
    if inner.get("type") == "Typed" and not inner.get("type_filters") and inner.get("controller") is None and \
            len(props) == 1 and props[0].get("type") == "Owned" and set(props[0]) == {"type", "controller"} and \
            props[0].get("controller") in _OTHER_PLAYER and re.search(r"\b(?:don't|doesn't) own\b", line):
        return {"owner": _OTHER_PLAYER[props[0]["controller"]]}
    raise Refusal(f"affected set 'Not' not translated: {line!r}")


def counter_kind(line: str, data: Any) -> str:
    """phase.rs's kind of counter as the model names it ("P1P1" is "+1/+1", 122.1a), or
    refused: a kind whose rules the model does not follow (122.1b-d), or none named."""
    pt = re.fullmatch(r"([PM])(\d+)([PM])(\d+)", str(data))
    kind = f"{'+-'[pt[1] == 'M']}{pt[2]}/{'+-'[pt[3] == 'M']}{pt[4]}" if pt else str(data)
    if not isinstance(data, str) or not COUNTER_KIND.match(kind):
        raise Refusal(f"counters of kind {data!r} not translated: {line!r}")
    if kind in RULED_COUNTERS:
        raise Refusal(f"{kind} counters not translated: a {kind} counter {RULED_COUNTERS[kind]}, not modelled: {line!r}")
    return kind


def _counters_named(line: str, n: int, kind: str) -> bool:
    """Whether the line says "<n> or more <kind> counters" (in words or digits), as phase.rs read it."""
    said = re.search(rf"\b(\w+) or more {re.escape(kind)} counters\b", line)
    return bool(said) and (said[1] == str(n) or NUMBER_WORDS.get(said[1].lower()) == n)


def _counters_said(p: dict) -> str:
    """What a counters property phase.rs read asks, for a refusal."""
    of = p.get("counters") or {}
    pt = re.fullmatch(r"([PM])(\d+)([PM])(\d+)", str(of.get("data")))
    kind = f"{'+-'[pt[1] == 'M']}{pt[2]}/{'+-'[pt[3] == 'M']}{pt[4]}" if pt else of.get("data")
    what = f"{kind} counters" if of.get("type") == "OfType" else "counters of any kind"
    n = (p.get("count") or {}).get("value")
    return {"EQ": f"exactly {n} {what}" if n else f"no {what}", "GE": f"{n} or more {what}"}.get(
        p.get("comparator"), f"{what} compared {p.get('comparator')} {n}")


def off_battlefield(a: dict) -> bool:
    """Whether an affected set names cards or spells off the battlefield as well."""
    return a.get("type") == "Or" and len(_on_battlefield(a.get("filters") or [])) < len(a.get("filters") or [])


def _on_battlefield(branches: List[dict]) -> List[dict]:
    return [b for b in branches if b.get("type") != "StackSpell" and not any(
        p.get("type") == "InAnyZone" or p.get("type") == "InZone" and p.get("zone") != "Battlefield"
        for p in b.get("properties") or [])]


# Filter keys each of whose lists must all hold (a union of two such lists is their intersection as
# sets of objects), and those that hold if any one of the list does
_ALL_OF = ("types", "supertypes", "non_types", "non_subtypes", "non_supertypes", "non_colors", "abilities",
           "non_abilities", "counters")
_ONE_OF = ("subtypes", "colors", "any_of")


def _intersection(line: str, filters: List[dict]) -> dict:
    """"Each other creature you control that's a Cat, Elemental, or Beast": objects every one
    of the filters takes, as one filter: lists that must all hold joined, a list that holds by
    any one of it from one filter only, other conditions the same where both give them."""
    out: Dict[str, Any] = {}
    for f in filters:
        for k, v in f.items():
            if k in _ALL_OF:
                out[k] = out.get(k, []) + [x for x in v if x not in out.get(k, [])]
            elif k in out and out[k] != v:  # two "any one of" lists, or two values for one condition
                raise Refusal(f"affected set 'And' (two conditions on {k!r}) not translated: {line!r}")
            else:
                out[k] = v
    return out


# one noun, then the subtypes it must have any one of ("each creature you control that's a Soldier or a Knight")
_ONE_KIND = re.compile(r"\b(?:creatures?|artifacts?|lands?|enchantments?|permanents?) [^.\"]*\bthat(?:'s| are) an? [A-Z]\w* or an? "
                       r"[A-Z]")


def _union(line: str, branches: List[dict], counted: bool = False) -> dict:
    """"Skeletons, Vampires, and Zombies you control": branches alike but for one
    subtype each are one filter with any of those subtypes.  "Cards that aren't on
    the battlefield, spells, and permanents": only the permanents are on the
    battlefield, where the model's objects are.  `counted`: what a count counts, where
    "untapped artifacts, creatures, and lands you control" is each branch untapped, said
    once of them all (110.5)."""
    on_battlefield = _on_battlefield(branches)
    if len(on_battlefield) == 1 and len(branches) > 1:  # the others are cards and spells elsewhere
        return affects(line, on_battlefield[0], counted=counted)
    if len(on_battlefield) != len(branches):
        raise Refusal(f"affected set 'Or' not translated: {line!r}")
    filters = [affects(line, b, counted=counted) for b in branches]
    status = {f.get("tapped") for f in filters}
    if len(status) == 1 and None not in status:  # (each "untapped": so is any of them)
        filters = [{k: v for k, v in f.items() if k != "tapped"} for f in filters]
        return {**_union_of(line, filters), "tapped": status.pop()}
    return _union_of(line, filters)


def _union_of(line: str, filters: List[dict]) -> dict:
    """The filters' union (each read already), as `_union` gives it."""
    if _ONE_KIND.search(line) and any(f.get("types") != filters[0].get("types") for f in filters):
        # 205.3: "each creature you control that's a Food or a Golem" is creatures of either subtype; phase.rs may
        # give a branch the card type its subtype belongs to ("Food": an artifact) in place of the noun's
        raise Refusal(f"affected set 'Or' whose branches have other card types than the one its noun says, not "
                      f"translated: {line!r}")
    for key in ("subtypes", "colors"):  # lists any one of which holds (205.3, 105.2): "red or green"
        rest = [{k: v for k, v in f.items() if k != key} for f in filters]
        if all(len(f.get(key, ())) == 1 for f in filters) and all(r == rest[0] for r in rest):
            return {**rest[0], key: [f[key][0] for f in filters]}
    # (`other` is read within any_of as it is outside it: not the effect's source)
    if any(set(f) & {"self", "attached", "any_of", "counters", "counters_at_least", "tapped"} for f in filters):
        raise Refusal(f"affected set 'Or' not translated: {line!r}")
    return {"any_of": filters}
