"""From phase.rs's structured face of a card to this project's card model.

Every Oracle line must be accounted for: a keyword line, a mana ability in one of
the plain forms (`verifier.load.manatext`), reminder text, a static ability that
phase parsed and whose every part maps onto a layer part (613.1) and whose affected
set maps onto `affects`, or the pump or switch effect of a one-line instant or
sorcery (`[[card.resolves]]`).  A line that may change characteristics, control or
mana and is none of these is a `Refusal` naming the line and why: never a silent
drop.  Any other line (a triggered or activated ability whose effect the model does
not follow) is kept as an ability by its text, as the hand-written models keep
"Equip {1}": it exists, can be removed, and its {T} or {Q} is read.
"""
from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass, field
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards import manalines, oracle
from verifier.load import manatext
from verifier.model import is_mana_ability
from verifier.rules.typeline import ALL_SUBTYPES, SUBTYPE_SETS

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
            "White": "white", "Blue": "blue", "Black": "black", "Red": "red", "Green": "green"}


class Refusal(Exception):
    """A card, or one of its lines, this translator does not model: the reason."""


@dataclass
class Translation:
    card: Optional[dict]                  # the card model (as the TOML tables), or None
    refusals: List[str] = field(default_factory=list)
    notes: List[str] = field(default_factory=list)  # what the model keeps but does not follow, said in the TOML


def translate(rec: dict, face: dict) -> Translation:
    """The card model of an Oracle record, or the reasons it is refused."""
    refusals: List[str] = []
    notes: List[str] = []
    try:
        card = _characteristics(rec)
    except Refusal as exc:
        return Translation(None, [str(exc)])
    statics: Dict[str, List[dict]] = {}
    for st in face.get("static_abilities") or []:
        statics.setdefault(_norm(st.get("description") or "", card["name"]), []).append(st)
    spells = [a for a in face.get("abilities") or [] if a.get("kind") == "Spell"]
    spell_lines = {_norm(a.get("description") or "", card["name"]): a for a in spells}
    # activated and triggered abilities by their lines, as what resolves (the trigger's effect)
    resolving = {_norm(a.get("description") or "", card["name"]): a for a in face.get("abilities") or []
                 if a.get("kind") == "Activated" and not a.get("is_mana_ability")}
    resolving.update({_norm(t.get("description") or "", card["name"]): t["execute"] for t in face.get("triggers") or []
                      if t.get("execute")})
    keywords = {keyword(k) for k in rec.get("keywords") or []}
    abilities: List[str] = []
    static_tables: List[dict] = []
    resolves: List[dict] = []
    lines = _lines(rec.get("text") or "")
    is_spell = bool({"instant", "sorcery"} & set(card["types"]))
    if is_spell and len(spells) == 1 and _norm("\n".join(map(_without_reminder, lines)), card["name"]) == \
            _norm(spells[0].get("description") or "", card["name"]):
        lines = ["\n".join(map(_without_reminder, lines))]  # the spell's one effect, over all its lines
    for line in lines:
        bare = _without_reminder(line)
        try:
            if _ENTERS.fullmatch(bare):  # 614.1c: how it enters; the line is an ability it has, too
                _enters(card, _ENTERS.fullmatch(bare))
                abilities.append(bare.rstrip("."))
            elif _MAYBE_TAPPED.search(bare):  # it enters tapped or not as the scenario's enters event says
                notes.append(f"not followed: {_short(bare)!r} decides whether it enters tapped: the scenario's "
                             "enters event says how it did (tapped = true)")
                abilities.append(bare.rstrip("."))
            elif bare.startswith("Enchant "):  # 303.4a: what the Aura may enchant
                card["enchant"] = _enchant(bare)
                abilities.append(bare)
            elif _is_keyword_line(line, keywords):
                abilities += [w.strip().lower() for w in bare.split(",")]
            elif is_mana_ability(_without_label(bare)):  # 605.1a: a form the model reads, or refused
                mana = manalines.read(_without_label(bare))
                if mana is None:
                    raise Refusal(f"mana ability not in a plain form (its cost or amount): {line!r}")
                notes += mana.notes
                if mana.table is not None:
                    card.setdefault("mana", []).append(mana.table)
                else:
                    abilities.append(mana.ability)
            elif _norm(bare, card["name"]) in statics:
                table, not_followed = _static(bare, statics[_norm(bare, card["name"])])
                notes += not_followed
                if table is not None:
                    static_tables.append(table)
                else:  # a rule of another kind only (combat, casting, costs): kept by its text
                    abilities.append(bare.rstrip("."))
            elif is_spell and (len(lines) == 1 and len(spells) == 1 or
                               _norm(bare, card["name"]) in spell_lines and _layer_or_mana_relevant(bare)):
                effect = _resolved(bare, spells[0] if len(lines) == 1 and len(spells) == 1 else
                                   spell_lines[_norm(bare, card["name"])], notes)
                if any(k.startswith("layer") for k in effect):  # else its effects are all not followed, as noted
                    resolves.append(effect)
            elif _described(bare, card["name"], resolving) and _layer_or_mana_relevant(bare):
                a, restricted = _described(bare, card["name"], resolving)
                if restricted:
                    notes.append(f"not followed: a restriction on activating {_short(bare)!r} (602.5)")
                name = _ability_name(bare)
                resolves.append({"ability": name, **_resolved(bare, a, notes)})
                abilities.append(name)
            elif _layer_or_mana_relevant(bare):
                raise Refusal(f"not translated ({_kind(bare, face)}): {line!r}")
            else:  # an ability whose effect the model does not follow: kept by its text, as hand-written models do
                abilities.append(_ability_name(bare))
        except Refusal as exc:
            refusals.append(str(exc))
    stars = [k for k in ("power", "toughness") if card.get(k) == "*"]
    if stars and not any(t.get("cda") for t in static_tables):
        refusals.append(f"{stars[0]} '*' with no characteristic-defining ability translated (604.3)")
    for k in stars:
        card[k] = 0  # 604.3: the ability defines it, in layer 7a
    if refusals:
        return Translation(None, refusals)
    # static abilities are named after the card, as the hand-written models do (and no rules text is kept)
    for i, table in enumerate(static_tables, 1):
        table["ability"] = card["name"] if i == 1 else f"{card['name']} ({i})"
    if abilities:
        card["abilities"] = abilities
    if static_tables:
        card["static"] = static_tables
    if resolves:
        card["resolves"] = resolves
    return Translation(card, notes=notes)


def _characteristics(rec: dict) -> dict:
    if rec.get("layout") not in (None, "normal"):
        raise Refusal(f"layout {rec.get('layout')!r}: only normal one-faced cards are translated")
    cost = rec.get("manaCost") or ""
    card: Dict[str, Any] = {"name": rec["name"], "mana_value": oracle.mana_value(cost)}
    if not cost and (rec.get("colorIdentity") or []) and "Land" not in (rec.get("types") or ()) or \
            not cost and {"Land", "Creature"} <= set(rec.get("types") or ()):
        raise Refusal("no mana cost: its colour may come from a colour indicator (204), which the corpus lacks")
    colors = sorted(COLOR_OF[c] for c in oracle.colors(cost))
    if "Devoid" in (rec.get("keywords") or []):  # 702.114a: colourless, whatever its mana cost
        colors = []
    if colors:
        card["colors"] = colors
    card["types"] = [t.lower() for t in rec.get("types") or []]
    if rec.get("supertypes"):
        card["supertypes"] = [t.lower() for t in rec["supertypes"]]
    if rec.get("subtypes"):
        card["subtypes"] = [_subtype(s) for s in rec["subtypes"]]
    for key in ("power", "toughness"):
        value = rec.get(key)
        if value is not None:
            if str(value) == "*":  # defined by a characteristic-defining ability (604.3), checked below
                card[key] = "*"
            elif not str(value).isdigit():
                raise Refusal(f"{key} {value!r}: only printed numbers and * are translated")
            else:
                card[key] = int(value)
    return card


def _lines(text: str) -> List[str]:
    return [line.strip() for line in text.split("\n") if line.strip() and not _is_reminder(line.strip())]


def _norm(line: str, name: str) -> str:
    """A line as phase.rs describes it: the card's own name, or "this creature" and the
    like, as "~"."""
    line = line.replace(name, "~").replace(name.split(",")[0], "~")
    line = re.sub(r"^Other ", "", line)  # phase keeps "other" as a property, not in the description
    return re.sub(r"\b[Tt]his (creature|enchantment|artifact|land|permanent|planeswalker|card|Aura|Equipment)\b",
                  "~", line)


def _without_label(line: str) -> str:
    """A line without its ability word ("Domain — {T}: ..."), which has no rules meaning (207.2c)."""
    return re.sub(r"^[A-Z][\w' ]+ — (?=\{)", "", line)


_WITH = r"with (a|an|one|two|three|four|five|six|\d+) ([a-z]+|[+-]\d+/[+-]\d+) counters? on it"
_ENTERS = re.compile(rf"This [A-Za-z]+ enters (?:(tapped)(?: unless you have two or more opponents)?(?: {_WITH})?|{_WITH})\.")
# A choice or a condition as it enters decides whether it enters tapped (614.1c, 614.12).
_MAYBE_TAPPED = re.compile(r"(If you don't, (it|this [a-z]+) enters tapped|\benters tapped unless\b|"
                           r"^If [^,]+, this [a-z]+ enters tapped)")
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _enters(card: dict, m: re.Match) -> None:
    """"This land enters tapped", "... enters with two oil counters on it" (614.1c).  The
    game has two players here, so "unless you have two or more opponents" never holds."""
    n, kind = m[2] or m[4], m[3] or m[5]
    if m[1]:
        card["enters_tapped"] = True
    if n:
        card.setdefault("enters_with_counters", {})[kind] = int(n) if n.isdigit() else _COUNT_WORDS[n]


def _is_reminder(line: str) -> bool:
    return line.startswith("(") and line.endswith(")")


def _without_reminder(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


def _enchant(line: str) -> dict:
    """An Aura's "Enchant <card type or subtype>" as a filter (303.4a); "creature or
    Vehicle" is either."""
    what = line[len("Enchant "):]
    if " or " in what:
        return {"any_of": [_enchant(f"Enchant {w}") for w in what.split(" or ")]}
    if what == "permanent":
        return {}
    if what in ("creature", "land", "artifact", "enchantment", "planeswalker"):
        return {"types": [what]}
    if what in ("creature you control", "land you control"):
        return {"types": [what.split()[0]], "controller": "you"}
    if re.fullmatch(r"[A-Z][a-z]+", what):
        return {"subtypes": [what]}
    raise Refusal(f"enchant restriction not translated: {line!r}")


def keyword(word: str) -> str:
    """A keyword as the models write it: "DoubleStrike" and "Double strike" are "double strike"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).lower()


def _is_keyword_line(line: str, keywords: set) -> bool:
    words = [w.strip().lower() for w in _without_reminder(line).split(",")]
    return bool(words) and all(w in keywords for w in words)


# What makes a line matter to the layers (613) or to mana (106): then it must be translated or refused.
_RELEVANT = re.compile(r"\bgets? [+-]|\b(has|have|had)\b(?! (an Adventure|exactly|total power|one or more|no cards))|"
                       r"\benters tapped\b|\blos(e|es)\b(?! (\d+|X|that much|life|the game)\b)|"
                       r"\b(is|are|(?:'|\u2019)re) (a|an|the|all|every|each)\b(?<!X is the)(?<!that is the)|"
                       r"\b(is|are|(?:'|\u2019)re) (\w+s|\d+/\d+)\b|"
                       r"\bbecomes?\b(?! (blocked|tapped|untapped|the target|attached|the monarch))|base power|"
                       r"\bswitch|\bcould produce|\badd\b|\bmana\b(?! value| cost)|\benters? with\b|\bin addition to its other",
                       re.IGNORECASE)


def _layer_or_mana_relevant(line: str) -> bool:
    """Whether a line not otherwise accounted for may change characteristics, control
    or mana (an ability's cost before its colon does not count)."""
    effect = line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) and "{" in line.split(":", 1)[0] else line
    if re.search(r"\bcreate\b[^.]*\btokens?\b", effect):  # the abilities of the tokens it creates are theirs
        effect = re.sub(r'\b(?:It has|They have|with) "[^"]*"\.?', "", effect)
    return _RELEVANT.search(effect) is not None


def _kind(line: str, face: dict) -> str:
    """What phase made of an untranslated line, for the refusal."""
    for kind in ("triggers", "replacements", "abilities", "static_abilities"):
        for item in face.get(kind) or []:
            if item.get("description") == line:
                return {"triggers": "triggered ability", "replacements": "replacement effect",
                        "abilities": "activated ability or spell effect",
                        "static_abilities": "static ability"}[kind]
    return "phase.rs found no ability in it"


# -- static abilities (604, 613) -------------------------------------------------------

# Static abilities of modes that change no characteristic, no control, no mana production and no
# timing the model follows (combat restrictions, costs, casting permissions): the ability is
# kept, and the TOML says its rule is not followed.
NOT_FOLLOWED = {"ModifyCost", "CantBlock", "CantBeBlocked", "CantBeBlockedBy", "CantBeCountered", "BlockRestriction",
                "GraveyardCastPermission", "CastWithKeyword", "CantBeBlockedExceptBy", "MayPlayAdditionalLand",
                "TopOfLibraryCastPermission", "NoMaximumHandSize", "CantBeCast", "MayLookAtTopOfLibrary",
                "CantBeTargeted", "MustBeBlockedByAll", "ReduceAbilityCost", "ExtraBlockers", "CastWithAlternativeCost",
                "RevealTopOfLibrary", "CantCastDuring", "PerTurnCastLimit", "RevealHand", "CantBeBlockedByMoreThan",
                "MustBlock", "CantLoseTheGame", "AdditionalLandDrop", "MaximumHandSize", "AlternativeKeywordCost",
                "SpendManaAsAnyColor", "CantGainLife", "PerTurnDrawLimit", "CantWinTheGame", "MaxBlockersEachCombat",
                "ExileCastPermission", "RestrictLibrarySearchToTop", "CantSearchLibrary", "Shroud", "Hexproof"}


def _mode(s: dict) -> str:
    mode = s.get("mode")
    return mode if isinstance(mode, str) else next(iter(mode or {"?": None}))


def _static(line: str, parsed: List[dict]) -> Tuple[Optional[dict], List[str]]:
    """The static table of a line (its continuous effects, 613), or None if it has none,
    and the rules of other kinds it also states, which the model does not follow."""
    continuous = [s for s in parsed if _mode(s) == "Continuous"]
    others = sorted({_mode(s) for s in parsed if _mode(s) != "Continuous"})
    for mode in others:
        if mode not in NOT_FOLLOWED:
            raise Refusal(f"static ability of mode {mode!r} not translated: {line!r}")
    notes = [f"not followed: {mode} (a rule of {_short(line)!r} that is no layer, control or mana effect)"
             for mode in others]
    if not continuous:
        return None, notes
    if len(continuous) > 1:
        raise Refusal(f"several continuous effects in one line not translated: {line!r}")
    zones = {p.get("zone") for p in (continuous[0].get("affected") or {}).get("properties") or []
             if p.get("type") == "InZone"} - {"Battlefield"}
    if zones:  # "creature cards in your graveyard have haste": no object of the model is there
        return None, notes + [f"not followed: {_short(line)!r} applies in the {', '.join(sorted(zones)).lower()}, "
                              "where the model holds no cards"]
    return _continuous(line, continuous[0], notes), notes


def _short(line: str) -> str:
    return line if len(line) <= 40 else line[:37] + "..."


# "As long as C, ..." / "... as long as C." / "During your turn, ..." / "Ability word — ...":
# the condition of a static ability (611.3a), as a fact the scenario states.
_CONDITION = [re.compile(r"^(?:[^—]+ — )?As long as (?P<c>[^,]+), (?!.*\b(?:[Oo]therwise|instead|unless)\b)"),
              re.compile(r"^(?:[^—]+ — )?(?!.*\b(?:[Oo]therwise|instead|unless)\b).+ as long as (?P<c>[^,]+)\.$"),
              re.compile(r"^(?:[^—]+ — )?During (?P<c>your turn), "),
              re.compile(r"^(?P<c>[A-Z][\w ]+) — ")]  # a label alone (an ability word, 207.2c): the fact is it


def _condition(line: str) -> str:
    for pattern in _CONDITION:
        m = pattern.search(line)
        if m:
            return "it's your turn" if m["c"] == "your turn" else m["c"]
    raise Refusal(f"condition of a static ability not translated: {line!r}")


# Modifications that are rules of combat or of other actions, not layer effects: kept with the
# ability, and the TOML says they are not followed.
NOT_FOLLOWED_MODIFICATIONS = {"AssignDamageAsThoughUnblocked", "AddStaticMode"}


def _continuous(line: str, s: dict, notes: List[str]) -> Optional[dict]:
    table: Dict[str, Any] = {"ability": line}
    if s.get("condition") is not None:
        table["condition"] = _condition(line)
    affects = _affects(line, s.get("affected") or {})
    if affects:  # none: every permanent
        table["affects"] = affects
    cda = bool(s.get("characteristic_defining"))
    for m in s.get("modifications") or []:
        if m.get("type") in NOT_FOLLOWED_MODIFICATIONS:
            notes.append(f"not followed: {m['type']} (a rule of {_short(line)!r} that is no layer effect)")
            continue
        for layer, part in _modification(line, m, cda).items():
            merged = table.setdefault(layer, {})
            for k, v in part.items():
                merged[k] = merged.get(k, []) + v if isinstance(v, list) else v
    if "layer7c" in table:  # +0 changes nothing
        table["layer7c"] = {k: v for k, v in table["layer7c"].items() if v != 0}
    if not any(k.startswith("layer") and v for k, v in table.items()):
        if any(m.get("type") in NOT_FOLLOWED_MODIFICATIONS for m in s.get("modifications") or []):
            return None  # a rule of combat or of another action only: the ability is kept by its text
        raise Refusal(f"continuous effect with no layer part not translated: {line!r}")
    if cda:  # 604.3: it defines its own object's characteristics
        table.pop("affects", None)
        table["cda"] = True
    return table


def _modification(line: str, m: dict, cda: bool) -> Dict[str, dict]:
    kind = m.get("type")
    pt = "layer7a" if cda else "layer7b"
    simple = {"AddPower": ("layer7c", "power"), "AddToughness": ("layer7c", "toughness"),
              "SetPower": (pt, "power"), "SetToughness": (pt, "toughness")}
    if kind in simple and isinstance(m.get("value"), int):
        layer, key = simple[kind]
        return {layer: {key: m["value"]}}
    if kind in ("SetPowerDynamic", "SetToughnessDynamic"):
        qty = (m.get("value") or {}).get("qty") or {}
        key = "power" if kind == "SetPowerDynamic" else "toughness"
        if qty.get("type") == "ObjectManaValue" and (qty.get("scope") or {}).get("type") == "Recipient":
            return {pt: {key: "mana_value"}}
        if qty.get("type") == "CostXPaid":
            return {pt: {key: {"number": _number(line, qty)}}}
    if kind == "AddType" and m.get("core_type"):
        return {"layer4": {"add_types": [m["core_type"].lower()]}}
    if kind == "RemoveType" and m.get("core_type"):
        return {"layer4": {"remove_types": [m["core_type"].lower()]}}
    if kind == "AddSubtype" and m.get("subtype"):
        return {"layer4": {"add_subtypes": [m["subtype"]]}}
    if kind == "SetBasicLandType" and m.get("land_type"):
        return {"layer4": {"land_types": [m["land_type"]]}}
    if kind == "RemoveAllAbilities":
        return {"layer6": {"remove_all_abilities": True}}
    if kind == "AddKeyword" and m.get("keyword") == "Changeling":  # "with all creature types" (205.3m)
        if "all creature types" not in line:
            raise Refusal(f"changeling not translated: {line!r}")
        return {"layer4": {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}}
    if kind == "RemoveAllSubtypes" and m.get("set"):  # "becomes a [creature type] artifact creature" (205.1b)
        return {"layer4": {"remove_subtype_sets": [m["set"].lower()]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), str):
        return {"layer6": {"add_abilities": [keyword(m["keyword"])]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Landwalk"}:
        return {"layer6": {"add_abilities": [f"{m['keyword']['Landwalk'].lower()}walk"]}}  # 702.14
    granted = (m.get("definition") or m.get("trigger") or {}).get("description")
    # the quote may name the card where phase's description has "~"
    quoted = [q for q in re.findall(r'"([^"]+)"', line)
              if granted and re.fullmatch(re.escape(granted).replace(r"\~", ".+"), _norm(q, "~"))]
    if kind in ("GrantAbility", "GrantTrigger") and quoted:  # the ability as the line quotes it (113.1a)
        if is_mana_ability(quoted[0]) and manatext.parse(quoted[0].rstrip(".")) is None:
            raise Refusal(f"granted mana ability not in a plain form: {line!r}")
        return {"layer6": {"add_abilities": [quoted[0].rstrip(".")]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Protection"}:
        of = m["keyword"]["Protection"]  # 702.16: "protection from black", "from instants"
        word = str(next(iter(of.values()))).lower() if isinstance(of, dict) and len(of) == 1 else None
        if word and f"from {word}" in line.lower():
            return {"layer6": {"add_abilities": [f"protection from {word}"]}}
    ward = re.search(r"\bward (\{[^}]+\})+", line)
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Ward"} and ward:
        return {"layer6": {"add_abilities": [ward[0]]}}  # 702.21
    if kind == "ChangeController" and set(m) == {"type"}:  # "You control enchanted permanent" (613.1b)
        return {"layer2": {"control": "you"}}
    if kind == "SetColor" and isinstance(m.get("colors"), list):
        return {"layer5": {"set_colors": [COLOR_OF[c] for c in m["colors"]]}}
    counted = {"SetDynamicPower": (pt, "power"), "SetDynamicToughness": (pt, "toughness"),
               "AddDynamicPower": ("layer7c", "power"), "AddDynamicToughness": ("layer7c", "toughness")}
    if kind in counted:  # "equal to the number of ...", "+1/+1 for each ..." (a count as it applies)
        value = m.get("value") or {}
        times = value.get("factor", 1) if value.get("type") == "Multiply" else 1
        qty = ((value.get("inner") if value.get("type") == "Multiply" else value) or {}).get("qty") or {}
        layer, key = counted[kind]
        if qty.get("type") == "ObjectCount":
            amount: Dict[str, Any] = {"count": _affects(line, qty.get("filter") or {})}
        else:
            amount = {"number": _number(line, qty)}
        return {layer: {key: {**amount, "times": times} if times != 1 else amount}}
    raise Refusal(f"modification {kind!r} not translated: {line!r}")


# Quantities off the battlefield (or of the past) that the model does not track: a number the
# scenario gives ([scenario] numbers), named by the line's own words.
_NUMBERS = {"ZoneCardCount", "GraveyardSize", "LifeLostThisTurn", "Intensity"}
_NUMBER_WORDS = [re.compile(p) for p in (r"equal to the number of ([^.,]+)", r"where X is ([^.,]+)",
                                         r"for each ([^.,]+)")]


def _number(line: str, qty: dict) -> str:
    if qty.get("type") == "CostXPaid":  # the X paid as the ability was activated (107.3)
        return "X"
    source = ((qty.get("source") or {}).get("filter") or {}).get("properties") or []
    if qty.get("type") == "PropertyAggregate" and any(p.get("type") == "InZone" and p.get("zone") != "Battlefield"
                                                      for p in source):
        qty = {**qty, "type": "ZoneCardCount"}  # "the greatest power among creature cards in your graveyard"
    if qty.get("type") in _NUMBERS and (qty.get("zone") or "Graveyard") != "Battlefield":
        for pattern in _NUMBER_WORDS:
            m = pattern.search(line)
            if m:
                return m[1]
    raise Refusal(f"quantity {qty.get('type')!r} not translated: {line!r}")


def _affects(line: str, a: dict) -> dict:
    """phase's affected filter as `affects` conditions (all must hold)."""
    kind = a.get("type")
    if kind == "SelfRef":
        return {"self": True}
    if kind == "Or":
        return _union(line, a.get("filters") or [])
    if kind != "Typed":
        raise Refusal(f"affected set {kind!r} not translated: {line!r}")
    out: Dict[str, Any] = {}
    for f in a.get("type_filters") or []:
        if isinstance(f, str) and f not in ("Card", "Permanent"):
            out.setdefault("types", []).append(f.lower())
        elif isinstance(f, str):
            continue  # on the battlefield anyway
        elif set(f) == {"Subtype"} and " " in f["Subtype"]:  # "Eldrazi Spawn creatures": both subtypes at once
            first, *more = (_subtype(w) for w in f["Subtype"].split())
            out.setdefault("subtypes", []).append(first)
            out.setdefault("any_of", []).extend({"subtypes": [w]} for w in more)
        elif set(f) == {"Subtype"}:
            out.setdefault("subtypes", []).append(_subtype(f["Subtype"]))
        elif set(f) == {"Non"} and isinstance(f["Non"], str):
            out.setdefault("non_types", []).append(f["Non"].lower())
        elif set(f) == {"Non"} and isinstance(f["Non"], dict) and set(f["Non"]) == {"Subtype"}:
            out.setdefault("non_subtypes", []).append(_subtype(f["Non"]["Subtype"]))
        else:
            raise Refusal(f"type filter {f!r} not translated: {line!r}")
    controller = a.get("controller")
    if controller is not None:
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
        elif kind == "HasSupertype":
            out.setdefault("supertypes", []).append(p["value"].lower())
        elif kind == "Attacking" and set(p) == {"type"}:  # a status the scenario states (506.4)
            out["attacking"] = True
        elif kind in ("Token", "NonToken"):  # 111.1
            out["token"] = kind == "Token"
        else:
            raise Refusal(f"property {kind!r} not translated: {line!r}")
    for key in ("subtypes", "colors"):  # the model's lists are "at least one of"; phase's are "all of"
        if len(out.get(key, ())) > 1:
            raise Refusal(f"an object with several {key} at once not translated: {line!r}")
    return out


def _subtype(word: str) -> str:
    if word not in ALL_SUBTYPES:  # "Eldrazi Spawn" is two subtypes at once
        raise Refusal(f"subtype {word!r} is not one of the subtypes of 205.3")
    return word


def _union(line: str, branches: List[dict]) -> dict:
    """"Skeletons, Vampires, and Zombies you control": branches alike but for one
    subtype each are one filter with any of those subtypes.  "Cards that aren't on
    the battlefield, spells, and permanents": only the permanents are on the
    battlefield, where the model's objects are."""
    on_battlefield = [b for b in branches if b.get("type") != "StackSpell" and not any(
        p.get("type") in ("InZone", "InAnyZone") for p in b.get("properties") or [])]
    if len(on_battlefield) == 1 and on_battlefield[0].get("type_filters") == ["Permanent"]:
        return _affects(line, on_battlefield[0])
    if len(on_battlefield) != len(branches):
        raise Refusal(f"affected set 'Or' not translated: {line!r}")
    filters = [_affects(line, b) for b in branches]
    rest = [{k: v for k, v in f.items() if k != "subtypes"} for f in filters]
    if all(len(f.get("subtypes", ())) == 1 for f in filters) and all(r == rest[0] for r in rest):
        return {**rest[0], "subtypes": [f["subtypes"][0] for f in filters]}
    if any(set(f) & {"self", "attached", "other", "any_of"} for f in filters):
        raise Refusal(f"affected set 'Or' not translated: {line!r}")
    return {"any_of": filters}


# -- spells (608.2) ----------------------------------------------------------------------

def _described(line: str, name: str, parsed: Dict[str, dict]) -> Optional[Tuple[dict, bool]]:
    """What phase.rs parsed from a line, found by its description, and whether only once
    a last sentence restricting its activation (602.5), which phase may leave out of the
    description, is set aside."""
    if _norm(line, name) in parsed:
        return parsed[_norm(line, name)], False
    bare = re.sub(r"\s*(X can't be 0|Activate only as a sorcery|Activate only once each turn)\.$", "", line)
    return (parsed[_norm(bare, name)], True) if bare != line and _norm(bare, name) in parsed else None


def _ability_name(line: str) -> str:
    """How the model names an ability: a loyalty ability by its cost ("+1", "-X", 606.4),
    any other by its text."""
    loyalty = re.match(r"^\[([+−-]?\w+)\]:", line)
    return loyalty[1].replace("−", "-") if loyalty else line.rstrip(".")


# One-shot effects that change no characteristic, control or mana: the model does not follow them.
ONE_SHOT = {"Draw", "GainLife", "LoseLife", "Scry", "Surveil", "Mill", "DealDamage", "Discard", "spell mana"}
_DURATION = {None: None, "Permanent": None, "UntilEndOfTurn": "end of turn", "UntilYourNextTurn": "your next turn"}


def _resolved(line: str, a: dict, notes: List[str]) -> dict:
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
            notes.append(f"not followed: {kind} (a one-shot effect of {_short(line)!r}, no layer effect)")
        for layer, part, affects in [] if kind in ONE_SHOT else _effect_parts(line, step.get("effect") or {}):
            affected.append(affects)
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
        return [("layer7c", parts, _affects(line, e.get("target") or {}) if kind == "PumpAll" else {})]
    if kind == "SwitchPT":
        return [("layer7d", {"switch": True}, {})]
    if kind != "GenericEffect":
        raise Refusal(f"effect {kind!r} not translated: {line!r}")
    out = []
    for st in e.get("static_abilities") or []:
        if _mode(st) != "Continuous" or st.get("condition") is not None:
            raise Refusal(f"effect of mode {_mode(st)!r} not translated: {line!r}")
        if (st.get("description") or "").startswith("It's still"):
            continue  # 205.1b: a statement that the object keeps its types, no change
        mods = st.get("modifications") or []
        if any(m.get("type") in ("AddType", "SetType") for m in mods) and not _keeps_types(line):
            raise Refusal(f"a new card type that may replace the old ones (205.1a) not translated: {line!r}")
        if re.search(r"in addition to (its|their) other types|\b[Ii]t's still a", line):
            mods = [m for m in mods if m.get("type") != "RemoveAllSubtypes"]  # 205.1b: subtypes kept too
        who = st.get("affected") or {}
        affects = {} if who.get("type") in ("SelfRef", "ParentTarget", None) else _affects(line, who)
        for m in mods:
            for layer, part in _modification(line, m, cda=False).items():
                out.append((layer, part, affects))
    return out


def _keeps_types(line: str) -> bool:
    """205.1b: "in addition to its other types", "still a ...", or "... artifact creature"."""
    return bool(re.search(r"in addition to (its|their) other types|\b[Ii]t's still a|\bartifact creatures?\b", line))


# -- TOML --------------------------------------------------------------------------------

def to_toml(card: dict, notice: str = oracle.NOTICE, notes: Tuple[str, ...] = ()) -> str:
    """The card model as a `[[card]]` TOML table (what `models/cards/` holds), and what
    it keeps without following, as comments."""
    head = [f"# {notice}"] + [f"# {n}" for n in notes] + ["[[card]]"]
    head += [f"{k} = {_value(v)}" for k, v in card.items() if k not in ("static", "resolves", "mana")]
    for kind in ("static", "resolves", "mana"):
        for table in card.get(kind, []):
            head += ["", f"[[card.{kind}]]"] + [f"{k} = {_value(v)}" for k, v in table.items()]
    return "\n".join(head) + "\n"


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_value(x)}" for k, x in v.items()) + " }"
    raise TypeError(f"no TOML for {type(v).__name__}")


def generate(name: str) -> Tuple[Optional[str], List[str]]:
    """The TOML of a card generated from the corpus (or read from the derived table
    `verifier cards build` wrote), or None with the refusals; a card the corpus does
    not have is refused as such."""
    built = _built().get(name)
    if built is not None:
        return built, []
    rec = oracle.record(name)
    if rec is None:
        return None, [f"the Oracle corpus has no card named {name!r}"]
    try:
        parsed = oracle.face(rec)
    except Exception as exc:  # the parser is another project's: its failure is a refusal, not a crash
        return None, [f"phase.rs could not parse it ({type(exc).__name__})"]
    t = translate(rec, parsed)
    return (to_toml(t.card, notes=tuple(t.notes)) if t.card is not None else None), t.refusals


@functools.lru_cache(maxsize=1)
def _built() -> Dict[str, str]:
    """The derived table's cards by name, if it has been built."""
    path = oracle.cache_path()
    if not path.is_file():
        return {}
    blocks = re.split(r"(?m)^(?=# card: )", path.read_text(encoding="utf-8"))
    return {b.split("\n", 1)[0][len("# card: "):]: b.split("\n", 1)[1] for b in blocks if b.startswith("# card: ")}


def build(names: List[str], progress=None) -> Tuple[str, Dict[str, int]]:
    """The derived table of the given cards (the TOML of each translated one, under a
    notice) and the counts by outcome: translated, and each reason of refusal."""
    out = [f"# {oracle.NOTICE}", "# Derived by `verifier cards build`: the models of the cards that translate.", ""]
    counts: Dict[str, int] = {}
    for name in names:
        t = translate(oracle.record(name), oracle.face(oracle.record(name)))
        if t.card is not None:
            out.append(f"# card: {name}\n" + to_toml(t.card, notice="generated from Oracle text", notes=tuple(t.notes)))
            counts["translated"] = counts.get("translated", 0) + 1
        for reason in {re.sub(r":.*", "", r) for r in t.refusals}:
            counts[f"refused: {reason}"] = counts.get(f"refused: {reason}", 0) + 1
        if progress is not None:
            progress()
    return "\n".join(out), counts


def outcome(name: str) -> dict:
    """The translator's outcome for a card without the card's text: a hash of the
    generated model, or the reasons of the refusal (for golden files)."""
    text, refusals = generate(name)
    if text is not None:
        return {"translated": hashlib.sha256(text.encode()).hexdigest()[:16]}
    return {"refused": sorted({re.sub(r":.*", "", r) for r in refusals})}
