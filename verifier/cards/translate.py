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

from verifier.cards import oracle
from verifier.load import manatext
from verifier.model import is_mana_ability

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
            "White": "white", "Blue": "blue", "Black": "black", "Red": "red", "Green": "green"}


class Refusal(Exception):
    """A card, or one of its lines, this translator does not model: the reason."""


@dataclass
class Translation:
    card: Optional[dict]                  # the card model (as the TOML tables), or None
    refusals: List[str] = field(default_factory=list)


def translate(rec: dict, face: dict) -> Translation:
    """The card model of an Oracle record, or the reasons it is refused."""
    refusals: List[str] = []
    try:
        card = _characteristics(rec)
    except Refusal as exc:
        return Translation(None, [str(exc)])
    statics = {_norm(s.get("description") or "", card["name"]): s for s in face.get("static_abilities") or []}
    spells = [a for a in face.get("abilities") or [] if a.get("kind") == "Spell"]
    keywords = {keyword(k) for k in rec.get("keywords") or []}
    abilities: List[str] = []
    static_tables: List[dict] = []
    resolves: List[dict] = []
    lines = _lines(rec.get("text") or "")
    is_spell = bool({"instant", "sorcery"} & set(card["types"]))
    for line in lines:
        bare = _without_reminder(line)
        try:
            if bare.startswith("Enchant "):  # 303.4a: what the Aura may enchant
                card["enchant"] = _enchant(bare)
                abilities.append(bare)
            elif _is_keyword_line(line, keywords):
                abilities += [w.strip().lower() for w in bare.split(",")]
            elif is_mana_ability(bare):  # 605.1a: one of the plain forms, or refused
                if manatext.parse(bare.rstrip(".")) is None:
                    raise Refusal(f"mana ability not in a plain form (its cost or amount): {line!r}")
                abilities.append(bare.rstrip("."))
            elif _norm(bare, card["name"]) in statics:
                static_tables.append(_static(bare, statics[_norm(bare, card["name"])]))
            elif is_spell and len(lines) == 1 and len(spells) == 1:  # the spell's one effect
                resolves.append(_spell(bare, spells[0]))
            elif _layer_or_mana_relevant(bare):
                raise Refusal(f"not translated ({_kind(bare, face)}): {line!r}")
            else:  # an ability whose effect the model does not follow: kept by its text, as hand-written models do
                abilities.append(bare.rstrip("."))
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
        table["ability"] = card["name"] if len(static_tables) == 1 else f"{card['name']} ({i})"
    if abilities:
        card["abilities"] = abilities
    if static_tables:
        card["static"] = static_tables
    if resolves:
        card["resolves"] = resolves
    return Translation(card)


def _characteristics(rec: dict) -> dict:
    if rec.get("layout") not in (None, "normal"):
        raise Refusal(f"layout {rec.get('layout')!r}: only normal one-faced cards are translated")
    cost = rec.get("manaCost") or ""
    card: Dict[str, Any] = {"name": rec["name"], "mana_value": oracle.mana_value(cost)}
    colors = sorted(COLOR_OF[c] for c in oracle.colors(cost))
    if "Devoid" in (rec.get("keywords") or []):  # 702.114a: colourless, whatever its mana cost
        colors = []
    if colors:
        card["colors"] = colors
    card["types"] = [t.lower() for t in rec.get("types") or []]
    if rec.get("supertypes"):
        card["supertypes"] = [t.lower() for t in rec["supertypes"]]
    if rec.get("subtypes"):
        card["subtypes"] = list(rec["subtypes"])
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


def _is_reminder(line: str) -> bool:
    return line.startswith("(") and line.endswith(")")


def _without_reminder(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


def _enchant(line: str) -> dict:
    """An Aura's "Enchant <card type or subtype>" as a filter (303.4a)."""
    what = line[len("Enchant "):]
    if what == "permanent":
        return {}
    if what in ("creature", "land", "artifact", "enchantment", "planeswalker"):
        return {"types": [what]}
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
_RELEVANT = re.compile(r"\bgets? [+-]|\b(has|have|had)\b|\blose|\b(is|are|(?:'|\u2019)re) (a|an|the|all|every|each)\b|"
                       r"\b(is|are|(?:'|\u2019)re) (\w+s|\d+/\d+)\b|\bbecomes?\b|base power|\bswitch|\bcould produce|"
                       r"\badd\b|\bmana\b(?! value)|\benters? with\b|\bin addition to its other", re.IGNORECASE)


def _layer_or_mana_relevant(line: str) -> bool:
    """Whether a line not otherwise accounted for may change characteristics, control
    or mana (an ability's cost before its colon does not count)."""
    effect = line.split(":", 1)[1] if re.match(r"^[^\"]*?:", line) and "{" in line.split(":", 1)[0] else line
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

def _static(line: str, s: dict) -> dict:
    if s.get("mode") != "Continuous":
        raise Refusal(f"static ability of mode {s.get('mode')!r} not translated: {line!r}")
    if s.get("condition") is not None:
        raise Refusal(f"conditional static ability not translated: {line!r}")
    table: Dict[str, Any] = {"ability": line, "affects": _affects(line, s.get("affected") or {})}
    cda = bool(s.get("characteristic_defining"))
    for m in s.get("modifications") or []:
        for layer, part in _modification(line, m, cda).items():
            merged = table.setdefault(layer, {})
            for k, v in part.items():
                merged[k] = merged.get(k, []) + v if isinstance(v, list) else v
    if "layer7c" in table:  # +0 changes nothing
        table["layer7c"] = {k: v for k, v in table["layer7c"].items() if v != 0}
    if cda:  # 604.3: it defines its own object's characteristics
        del table["affects"]
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
        if qty.get("type") == "ObjectManaValue" and (qty.get("scope") or {}).get("type") == "Recipient":
            return {pt: {"power" if kind == "SetPowerDynamic" else "toughness": "mana_value"}}
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
    if kind == "AddKeyword" and isinstance(m.get("keyword"), str):
        return {"layer6": {"add_abilities": [keyword(m["keyword"])]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Landwalk"}:
        return {"layer6": {"add_abilities": [f"{m['keyword']['Landwalk'].lower()}walk"]}}  # 702.14
    if kind == "GrantAbility" and (m.get("definition") or {}).get("description"):
        return {"layer6": {"add_abilities": [m["definition"]["description"].rstrip(".")]}}
    if kind == "SetColor" and isinstance(m.get("colors"), list):
        return {"layer5": {"set_colors": [COLOR_OF[c] for c in m["colors"]]}}
    counted = {"SetDynamicPower": (pt, "power"), "SetDynamicToughness": (pt, "toughness"),
               "AddDynamicPower": ("layer7c", "power"), "AddDynamicToughness": ("layer7c", "toughness")}
    if kind in counted:  # "equal to the number of ...", "+1/+1 for each ..." (a count as it applies)
        qty = (m.get("value") or {}).get("qty") or {}
        if qty.get("type") == "ObjectCount":
            layer, key = counted[kind]
            return {layer: {key: {"count": _affects(line, qty.get("filter") or {})}}}
    raise Refusal(f"modification {kind!r} not translated: {line!r}")


def _affects(line: str, a: dict) -> dict:
    """phase's affected filter as `affects` conditions (all must hold)."""
    kind = a.get("type")
    if kind == "SelfRef":
        return {"self": True}
    if kind != "Typed":
        raise Refusal(f"affected set {kind!r} not translated: {line!r}")
    out: Dict[str, Any] = {}
    for f in a.get("type_filters") or []:
        if isinstance(f, str) and f not in ("Card", "Permanent"):
            out.setdefault("types", []).append(f.lower())
        elif isinstance(f, str):
            continue  # on the battlefield anyway
        elif set(f) == {"Subtype"}:
            out.setdefault("subtypes", []).append(f["Subtype"])
        elif set(f) == {"Non"} and isinstance(f["Non"], str):
            out.setdefault("non_types", []).append(f["Non"].lower())
        elif set(f) == {"Non"} and isinstance(f["Non"], dict) and set(f["Non"]) == {"Subtype"}:
            out.setdefault("non_subtypes", []).append(f["Non"]["Subtype"])
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
        else:
            raise Refusal(f"property {kind!r} not translated: {line!r}")
    return out


# -- spells (608.2) ----------------------------------------------------------------------

def _spell(line: str, a: dict) -> dict:
    """An instant's or sorcery's effect on its target: +N/+N (7c) or a switch (7d)."""
    e = a.get("effect") or {}
    if a.get("sub_ability") is not None or a.get("condition") is not None:
        raise Refusal(f"spell with further effects not translated: {line!r}")
    table: Dict[str, Any] = {}
    if a.get("duration") == "UntilEndOfTurn":
        table["until"] = "end of turn"
    elif a.get("duration") is not None:
        raise Refusal(f"duration {a.get('duration')!r} not translated: {line!r}")
    if e.get("type") == "Pump":
        parts = {k: e[k]["value"] for k in ("power", "toughness") if (e.get(k) or {}).get("type") == "Fixed"}
        if len(parts) != 2:
            raise Refusal(f"pump amount not translated: {line!r}")
        table["layer7c"] = {k: v for k, v in parts.items() if v}
    elif e.get("type") == "SwitchPT":
        table["layer7d"] = {"switch": True}
    else:
        raise Refusal(f"spell effect {e.get('type')!r} not translated: {line!r}")
    return table


# -- TOML --------------------------------------------------------------------------------

def to_toml(card: dict, notice: str = oracle.NOTICE) -> str:
    """The card model as a `[[card]]` TOML table (what `models/cards/` holds)."""
    head = [f"# {notice}", "[[card]]"]
    head += [f"{k} = {_value(v)}" for k, v in card.items() if k not in ("static", "resolves")]
    for kind in ("static", "resolves"):
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
    return (to_toml(t.card) if t.card is not None else None), t.refusals


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
            out.append(f"# card: {name}\n" + to_toml(t.card, notice="generated from Oracle text"))
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
