"""Model files (TOML) to `Scenario`s.

A file may define cards (`[[card]]`), and a scenario: `[scenario]`,
`[[object]]`, `[[effect]]`, `[[claim]]`.  Cards are looked up in the file
itself, then in `cards/*.toml` of its folder and of each folder above it.
Every file is checked against `verifier.load.schema` first; everything after that
is cross-references and rules of the model language.  Every problem is a
`ModelError` naming the file and the line.
"""
from __future__ import annotations

import ast
import hashlib
import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.expr import Expr, Names
from verifier.model import COLORS, EVENT_KINDS, MANA_TYPES, Characteristics, Claim, Count, Effect, Event, Filter, \
    GameObject, HastePermission, LoyaltyAbility, \
    ManaAbility, ManaCost, ManaReplacement, ManaTrigger, ManaUnit, Part, Scenario, Trigger, implied_order, is_mana_ability, \
    with_copied_statics
from verifier.load import manatext
from verifier.load.modelfile import ModelFile, read_bounded
from verifier.load.schema import CHOSEN, LAYER_PARTS, SCENARIO_SECTIONS, STATIC, SchemaError, validate
from verifier.state import Vocabulary
from verifier.rules.typeline import BASIC_LAND_TYPES, SETS_OF, correlated_types, intrinsic_mana_ability

_LAYER_OF = {key: key[len("layer"):] for key in LAYER_PARTS}
_CDA_PARTS = {"layer4": {"add_subtypes", "set_subtypes"}, "layer5": {"set_colors", "add_colors"},
              "layer7a": {"power", "toughness"}}  # 604.3a(1): colours, subtypes, power, toughness


@dataclass(frozen=True)
class At:
    """A place in a model file: the file and the path of keys to a value."""

    file: ModelFile
    path: Tuple[Any, ...] = ()

    def __truediv__(self, key: Any) -> "At":
        return At(self.file, self.path + (key,))

    def at(self, *keys: Any) -> "At":
        return At(self.file, self.path + keys)

    def error(self, message: str) -> ModelError:
        return self.file.error(self.path, message)

    @property
    def line(self) -> int:
        return self.file.line_of(self.path)


# -- files ------------------------------------------------------------------------------

_CACHE: Dict[tuple, ModelFile] = {}


def read_model_file(path: Path) -> ModelFile:
    """A model file, parsed and checked against the schema (cached by content)."""
    raw = read_bounded(path)
    key = (str(path), hashlib.sha256(raw).digest())
    if key not in _CACHE:
        mf = ModelFile(path, raw)
        try:
            validate(mf.data)
        except SchemaError as exc:
            raise mf.error(exc.path, exc.message) from None
        if len(_CACHE) >= 256:  # a long-lived process reads many files; keep memory bounded
            _CACHE.clear()
        _CACHE[key] = mf
    return _CACHE[key]


def is_scenario_file(path: Path) -> bool:
    return any(k in read_model_file(path).data for k in SCENARIO_SECTIONS)


class CardLibrary:
    """Cards by name: the file's own, then those of cards/*.toml in its folder and
    in each folder above; a nearer definition shadows a farther one, and one name
    defined twice at the same distance is refused as ambiguous."""

    def __init__(self, own: ModelFile):
        self.cards: Dict[str, At] = {}
        self.generated: List[str] = []  # cards generated from Oracle text, in the order asked
        self._add_level([own])
        where = own.path.resolve()  # a bare file name has no parents to search
        for folder in [where.parent, *where.parent.parents]:
            cards_dir = folder / "cards"
            if cards_dir.is_dir():
                self._add_level([read_model_file(f) for f in sorted(cards_dir.glob("*.toml"))
                                 if f.is_file() and f.resolve() != own.path.resolve()])

    def _add_level(self, files: List[ModelFile]) -> None:
        level: Dict[str, At] = {}
        for mf in files:
            for i, table in enumerate(mf.data.get("card", [])):
                at = At(mf, ("card", i))
                first = level.setdefault(table["name"], at)
                if first is not at:
                    where = f"line {(first / 'name').line}" if first.file is mf else \
                        f"{first.file.path}:{(first / 'name').line}"
                    raise (at / "name").error(f"card {table['name']!r} is defined twice (also at {where})")
        for name, at in level.items():
            self.cards.setdefault(name, at)

    def get(self, name: str, at: At) -> At:
        """A card defined in the file or a cards/ folder; else, with the optional
        `cards` extra, one generated from its Oracle text (`verifier.cards`)."""
        if name not in self.cards:
            self.cards[name] = self._generated(name, at)
        return self.cards[name]

    def _generated(self, name: str, at: At) -> At:
        from verifier.cards import oracle, table  # (an optional extra: imported only when needed)
        if not oracle.available():
            raise at.error(f"unknown card {name!r} (define it in a cards/ file, or install the cards extra to "
                           "generate it from its Oracle text)")
        text, refusals = table.generate(name)
        if text is None:
            raise at.error(f"unknown card {name!r}: from its Oracle text, {'; '.join(refusals)}")
        mf = ModelFile(Path(f"<Oracle text of {name}>"), text.encode())
        try:
            validate(mf.data)
        except SchemaError as exc:
            raise at.error(f"card {name!r} generated from its Oracle text does not fit the model: {exc.message}") \
                from None
        self.generated.append(name)
        return At(mf, ("card", 0))


def load_model(path: Path) -> Optional[Scenario]:
    """A scenario file's scenario; a card file is checked and gives None."""
    mf = read_model_file(path)
    if any(k in mf.data for k in SCENARIO_SECTIONS):
        return _scenario(mf)
    if not mf.data.get("card"):
        raise ModelError(str(path), 1 if mf.lines else 0, "defines no cards and no scenario")
    CardLibrary(mf)  # names unique in the file and among its neighbours in cards/
    for i, table in enumerate(mf.data["card"]):
        card = At(mf, ("card", i))
        _check_card(card, table)
        for kind in ("static", "resolves", "granted"):
            _card_abilities(card, kind)
        _mana_definitions(card, {})
        _mana_effects(card, "card", {})
    return None


def load_scenario(path: Path) -> Scenario:
    sc = load_model(path)
    if sc is None:
        raise ModelError(str(path), 1, "is a card file, not a scenario")
    return sc


def _get_in(data: Any, path: Tuple[Any, ...]) -> Any:
    for key in path:
        if isinstance(data, dict) and key in data or isinstance(data, list) and isinstance(key, int):
            data = data[key]
        else:
            return None
    return data


def _get(at: At) -> Any:
    return _get_in(at.file.data, at.path)


# -- cards ------------------------------------------------------------------------------

def _card_abilities(card: At, kind: str) -> List[Tuple[At, dict]]:
    """A card's [[card.static]], [[card.resolves]] or [[card.granted]] tables,
    checked for the rules the schema cannot state alone."""
    out = []
    seen: Dict[str, At] = {}
    for i, table in enumerate(_get(card).get(kind, [])):
        at = card / kind / i
        name = table.get("ability", "")
        if name in seen:
            raise (at / "ability").error(f"card {_get(card)['name']!r} has two {kind} abilities named {name!r}")
        seen[name] = at
        if "as_though_haste" in table:
            layers = [k for k in table if k in _LAYER_OF]
            if layers or "affects" not in table:
                raise (at / (layers[0] if layers else "as_though_haste")).error(
                    "an ability that lets creatures act as though they had haste (302.6) says what it affects "
                    "and has no layer parts; give its other effects an ability of their own")
            out.append((at, table))
            continue
        _check_ability(at, table, static=kind != "resolves")
        early = [k for k in table if k in ("layer1a", "layer1b", "layer2", "layer4", "layer5")]
        if kind == "granted" and early:
            raise (at / early[0]).error("a granted ability exists from layer 6, where it is gained (613.1f); "
                                        f"one that would apply in {early[0]} is not supported")
        out.append((at, table))
    return out


def _check_ability(at: At, table: dict, static: bool) -> None:
    layers = [k for k in table if k in _LAYER_OF]
    if not layers:
        raise at.error("an ability needs at least one layer part (layer1a ... layer7d)")
    if "layer1b" in table:
        _check_subtypes(at / "layer1b" / "face_down", _characteristics(table["layer1b"]["face_down"]))
    if "layer3" in table:
        _check_text_change(at / "layer3", table["layer3"])
    basic = set(table.get("layer4", {}).get("set_subtypes", ())) & set(BASIC_LAND_TYPES)
    if basic:
        raise (at / "layer4" / "set_subtypes").error(f"{sorted(basic)[0]!r} is a basic land type: set basic land "
                                                     "types with land_types, which also follows 305.7")
    filters = [("affects",)] + [(k, pt, "count") for k in layers for pt in ("power", "toughness")
                                if isinstance(table[k].get(pt), dict) and "count" in table[k][pt]]
    for path in filters:
        f = _get_in(table, path) or {}
        pt = [k for k in f if k.startswith(("power_", "toughness_"))]
        if pt and any(not k.startswith("layer7") for k in layers):
            raise (at.at(*path) / pt[0]).error("power and toughness are defined in layer 7 only: a condition on "
                                               "them needs an effect whose parts are all in layer 7")
    if "layer1a" in table and len(layers) > 1:
        raise (at / "layer1a").error("a copy effect does only the copying; exceptions to a copy (707.9b) are "
                                     "not supported, and other changes are effects of their own")
    if static and ("layer1a" in table or "layer1b" in table):
        raise (at / ("layer1a" if "layer1a" in table else "layer1b")).error(
            "copy and face-down effects from static abilities are not supported; write them as [[effect]]")
    if table.get("cda"):
        # 604.3a: a characteristic-defining ability defines colours, subtypes, power or
        # toughness of its own object only.
        if "affects" in table:
            raise (at / "affects").error("a characteristic-defining ability affects only its own object "
                                         "(604.3a); remove 'affects'")
        for key in layers:
            bad = set(table[key]) - _CDA_PARTS.get(key, set())
            if bad:
                raise (at / key).error(f"a characteristic-defining ability defines colours, subtypes, power "
                                       f"or toughness only (604.3a), not {key} {sorted(bad)[0]}")
    elif "layer7a" in table:
        raise (at / "layer7a").error("layer7a holds characteristic-defining abilities only; set cda = true "
                                     "or use layer7b (613.4a)")


def _check_text_change(at: At, table: dict) -> None:
    """612.2: a colour word becomes another colour word, a subtype another of its set."""
    if "set_name" in table:
        if len(table) > 1:
            raise at.error("layer3 either sets a name or changes a word, not both")
        return
    if set(table) != {"from", "to"}:
        raise at.error("layer3 changes a word: give both 'from' and 'to' (or set_name)")
    was, now = table["from"], table["to"]
    kind = {w: ("colour",) if w in COLORS else SETS_OF.get(w) for w in (was, now)}
    if kind[was] is None or kind[now] is None:
        bad = was if kind[was] is None else now
        raise (at / ("from" if bad == was else "to")).error(
            f"{bad!r} is neither a colour word nor a subtype (612.2)")
    if was == now or not set(kind[was]) & set(kind[now]):
        raise at.error(f"a text change turns a word into another of its kind (612.2), not {was!r} into {now!r}")


def _effect(at: At, table: dict, eid: str, static: bool, source: Optional[str], affects: Filter,
            numbers: Dict[str, int], controller: str = "you") -> Effect:
    parts = tuple(_part(at / k, _LAYER_OF[k], table[k], numbers) for k in _LAYER_OF if k in table)
    return Effect(id=eid, parts=parts, affects=affects, static=static, source=source,
                  ability=table.get("ability") if static else None, controller=controller,
                  cda=bool(table.get("cda", False)))


def _part(at: At, layer: str, table: dict, numbers: Dict[str, int]) -> Part:
    out: Dict[str, Any] = {"layer": layer}
    if layer == "3" and "from" in table:
        return Part(layer, change_word=(table["from"], table["to"]))
    for k, v in table.items():
        if k == "face_down":
            out[k] = _characteristics(v)
        elif k == "control":
            out["controller"] = v
        elif isinstance(v, list):
            out[k] = tuple(v)
        elif isinstance(v, dict):  # an amount
            out[k] = _amount(at / k, v, numbers)
        else:
            out[k] = v
    return Part(**out)


def _amount(at: At, table: dict, numbers: Dict[str, int]):
    """A counted amount (a `Count`), or a number the scenario gives, times and plus applied."""
    times, plus = table.get("times", 1), table.get("plus", 0)
    if "count" in table:
        return Count(_filter(table["count"]), times, plus)
    if table["number"] not in numbers:
        raise (at / "number").error(f"the number {table['number']!r} is not given: add it to [scenario] numbers")
    return times * numbers[table["number"]] + plus


def _characteristics(table: dict, base: Characteristics = Characteristics()) -> Characteristics:
    fields = {k: (frozenset(v) if isinstance(v, list) else v) for k, v in table.items()
              if k in Characteristics.__dataclass_fields__}
    return replace(base, **fields)


def _static_filter(ability: dict, oid: str) -> Filter:
    """A static ability's affected set: its own object for a characteristic-defining
    ability (604.3a) or `self = true`, else its conditions."""
    table = dict(ability.get("affects", {}))
    own = ability.get("cda") or table.pop("self", False)
    return _filter(table, (oid,) if own else ())


def _filter(table: Optional[dict], objects: tuple = ()) -> Filter:
    """All listed conditions must hold, named objects included (Filter)."""
    fields = {k: (tuple(_filter(g) for g in v) if k == "any_of" else tuple(v) if isinstance(v, list) else v)
              for k, v in (table or {}).items()}
    return Filter(objects=objects, **fields)


def _check_card(card: At, table: dict) -> None:
    _check_subtypes(card, _characteristics(table))
    for kind in ("resolves", "granted", "mana", "replacement", "mana_trigger", "enchant"):
        if f'"{CHOSEN}"' in json.dumps(table.get(kind, [])):  # only an object's own static ability has a choice
            raise (card / kind).error(f"{CHOSEN!r} (what was chosen as the object entered) is for static abilities")
    if "enchant" in table and "Aura" not in table.get("subtypes", ()):
        raise (card / "enchant").error("'enchant' says what an Aura may enchant (303.4a); this card is no Aura")


def _check_subtypes(at: At, chars: Characteristics) -> None:
    """205.3c-d: an object has a subtype only with a card type it is correlated with."""
    for sub in sorted(chars.subtypes):
        if not set(correlated_types(sub)) & chars.types:
            raise (at / "subtypes").error(f"{sub!r} needs one of the card types "
                                          f"{', '.join(correlated_types(sub))} (205.3d)")


# -- scenarios ----------------------------------------------------------------------------

def _scenario(mf: ModelFile) -> Scenario:
    root = At(mf)
    data = mf.data
    lib = CardLibrary(mf)
    numbers = data.get("scenario", {}).get("numbers", {})
    for section in ("effect", "trigger", "loyalty"):
        if f'"{CHOSEN}"' in json.dumps(data.get(section, [])):  # a choice belongs to an object's card
            raise (root / section).error(f"{CHOSEN!r} is what an object's card chose as it entered: give the word")
    conditions = data.get("scenario", {}).get("conditions", {})
    objects: Dict[str, GameObject] = {}
    effects: Dict[str, Effect] = {}
    where: Dict[str, At] = {}  # id -> where it was defined
    grants: Dict[str, List[Tuple[At, dict]]] = {}  # effect id -> the abilities it grants, defined
    mana = _Mana()
    as_though_haste: List[HastePermission] = []
    for i, table in enumerate(data.get("object", [])):
        at = root / "object" / i
        obj, statics, permissions = _object(at, table, lib, numbers, conditions, grants, mana)
        as_though_haste += permissions
        _claim_id(obj.id, at, where)
        objects[obj.id] = obj
        for e in statics:
            effects[e.id] = e
    for i, table in enumerate(data.get("effect", [])):
        at = root / "effect" / i
        e = _resolved_effect(at, table, lib, numbers, grants)
        if "card" in table:  # a mana ability the effect grants may be defined on its card
            mana.add_definitions(lib.get(table["card"], at / "card"), numbers)
        _claim_id(e.id, at, where)
        effects[e.id] = e
    head = data.get("scenario", {})
    history = _control_changes(root / "event", data.get("event", []), objects, effects, where, numbers)
    vocabulary = _control_changes(root / "scenario" / "search" / "events", head.get("search", {}).get("events", []),
                                  objects, effects, where, numbers)
    _check_references(objects, effects, where, grants)
    _check_removed_abilities(root, data.get("effect", []), objects, effects)
    effects = with_copied_statics(objects, effects)
    for e in effects.values():  # a copy has the abilities it copies, and so what they grant (707.2a)
        if e.copied:
            original = next(f.id for f in effects.values() if f.static and not f.copied and f.granted_by is None
                            and f.source == e.origin and f.ability == e.ability)
            if original in grants:
                grants[e.id] = grants[original]
    effects.update(_granted_effects(grants, objects, effects, numbers))
    _check_instances(grants, objects, effects)
    order = _order(root / "scenario" / "order", head.get("order", []), objects, effects)
    triggers = frozenset(t["id"] for t in data.get("trigger", []))
    for i, table in enumerate(data.get("object", [])):
        if "created_by" in table and table["created_by"] not in triggers:
            raise (root / "object" / i / "created_by").error(f"created_by names {table['created_by']!r}, which is no "
                                                             "[[trigger]] of the scenario")
    for i, table in enumerate(data.get("trigger", [])):
        _claim_id(table["id"], root / "trigger" / i, where)
    loyalty = {t["id"]: _loyalty(root / "loyalty" / i, t, objects, where)
               for i, t in enumerate(data.get("loyalty", []))}
    events = _events(root / "event", history, objects, effects, triggers, loyalty)
    vocabulary = _events(root / "scenario" / "search" / "events", vocabulary, objects, effects, triggers, loyalty,
                         repeat=True)
    mana.define_mentioned(objects, effects, where)
    sc = Scenario(path=str(mf.path), name=head.get("name", mf.path.stem), objects=objects, effects=effects,
                  order=order, source=head.get("source", ""), mana_abilities=mana.abilities,
                  replacements=tuple(mana.replacements), mana_triggers=tuple(mana.triggers),
                  life={"you": 20, "opponent": 20, **head.get("life", {})}, first_turn=head.get("turn", "you"),
                  search_events=tuple(vocabulary), search_depth=head.get("search", {}).get("max_events", 4),
                  as_though_haste=tuple(as_though_haste))
    tapped = [i for i, t in enumerate(data.get("object", [])) if t.get("tapped")]
    if tapped and not events and not vocabulary:
        raise (root / "object" / tapped[0] / "tapped").error(
            "'tapped' is a status over a history (107.5, 302.6): give the scenario its [[event]]s; a board without "
            "them has every permanent untapped")
    sc = _with_conditions(root, data.get("effect", []), sc.with_events(tuple(events)))
    sc = replace(sc, triggers=tuple(_trigger(root / "trigger" / i, t, sc) for i, t in enumerate(data.get("trigger", []))),
                 loyalty=tuple(loyalty.values()))
    violation = sc.loyalty_violation(tuple(events)) if all(e.group is None for e in events) else None
    if violation is not None:
        raise (root / "event" / violation[0] / "activate").error(violation[1])
    bad = sc.first_disallowed(tuple(events)) if all(e.group is None for e in events) else None
    if bad is not None:
        raise (root / "event" / bad).error(f"{events[bad].what!r} cannot {events[bad].kind.replace('_', ' ')} here: "
                                           "it is not on the battlefield, or has not begun")
    if not sc.linearized():
        raise (root / "event").error("no order of the history's events is possible: what begins must begin before "
                                     "it ends or leaves, and an effect after the objects it names (613.7b)")
    if len(sc.linearized()) == 1:  # (with orders left open, `linearized` keeps the possible ones)
        _check_possible(sc, root / "scenario" / "order", where)
    sc.generated_cards = tuple(lib.generated)
    sc.claims = [_claim(root / "claim" / i, t, sc) for i, t in enumerate(data.get("claim", []))]
    seen: Dict[str, int] = {}
    for i, c in enumerate(sc.claims):
        if c.id in seen:
            raise (root / "claim" / i / "id").error(f"duplicate claim id {c.id!r} (first on line {seen[c.id]})")
        seen[c.id] = c.line
    return sc


# What a condition checked at points of a history may ask (611.2b, 603.4): the board, and
# whether something is tapped.
_NOT_IN_CONDITIONS = ("controlled_since_turn_began", "can_attack", "can_activate", "could_produce", "tapped_for_mana",
                      "can_tap_for_mana", "at")


def _trigger(at: At, table: dict, sc: Scenario) -> Trigger:
    """A [[trigger]], checked: its source has the ability; `of` only for `enters`; what
    it destroys exists; its intervening "if" is a condition on the board (603.4)."""
    source = table["source"]
    if source not in sc.objects:
        raise (at / "source").error(f"trigger names unknown object {source!r}")
    if table["ability"] not in sc.objects[source].printed.abilities:
        raise (at / "ability").error(f"{source!r} has no ability {table['ability']!r} (list it in its abilities)")
    if "of" in table and table["when"] not in ("enters", "turned face up"):
        raise (at / "of").error("'of' says what must enter or be turned face up; it goes with when = \"enters\" "
                                "or \"turned face up\"")
    for key in ("destroy", "destroy_attached_to", "counters_on"):
        if key in table and table[key] not in sc.objects:
            raise (at / key).error(f"trigger names unknown object {table[key]!r}")
    if "destroy" in table and "destroy_attached_to" in table:
        raise (at / "destroy").error("a trigger destroys one object: destroy or destroy_attached_to")
    if ("counters" in table) != ("counters_on" in table):
        raise (at / ("counters" if "counters" in table else "counters_on")).error(
            "counters_on = \"x\" goes with counters = { \"+1/+1\" = 1 }, and counters with it")
    if "gain_life" in table and "lose_life" in table:
        raise (at / "gain_life").error("a trigger gains or loses life, not both")
    condition = _condition(at / "if", table["if"], sc) if "if" in table else None
    return Trigger(id=table["id"], source=source, ability=table["ability"], when=table["when"],
                   of=_static_filter({"affects": table.get("of", {})}, source), condition=condition,
                   destroy=table.get("destroy"), destroy_attached_to=table.get("destroy_attached_to"),
                   counters_on=table.get("counters_on"), counters=tuple(sorted(table.get("counters", {}).items())),
                   life=table.get("gain_life", 0) - table.get("lose_life", 0),
                   creates=tuple(o.id for o in sc.objects.values() if o.created_by == table["id"]))


def _condition(at: At, text: str, sc: Scenario) -> Expr:
    """A condition checked at points of a history (611.2b, 603.4): a bool on the board
    and is_tapped."""
    if not sc.events:
        raise at.error(f"{at.path[-1]!r} is checked at points of a history: give the scenario its [[event]]s")
    e = parse_expr(text, sc, lambda m, line=at.line: ModelError(sc.path, line, f"{at.path[-1]}: {m}"))
    if e.kind != "bool":
        raise at.error(f"{at.path[-1]} is a condition: {text!r} gives a value of kind {e.kind}, not a bool")
    asked = {n.func.id for n in ast.walk(e.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    bad = sorted(asked & set(_NOT_IN_CONDITIONS))
    if bad:
        raise at.error(f"a condition asks about the board and is_tapped, not {bad[0]}")
    return e


def _with_conditions(root: At, tables: List[dict], sc: Scenario) -> Scenario:
    """The scenario with each effect's `as_long_as` condition parsed (611.2b)."""
    conditions = {table["id"]: _condition(root / "effect" / i / "as_long_as", table["as_long_as"], sc)
                  for i, table in enumerate(tables) if "as_long_as" in table}
    if not conditions:
        return sc
    def conditioned(effects: dict) -> dict:
        return {k: replace(e, as_long_as=conditions[k]) if k in conditions else e for k, e in effects.items()}
    return replace(sc, effects=conditioned(sc.effects), all_effects=conditioned(sc.all_effects))


def _claim_id(ident: str, at: At, where: Dict[str, At]) -> None:
    """Ids of objects and resolved effects are one namespace (timestamps, claims)."""
    if ident in where:
        raise (at / "id").error(f"duplicate id {ident!r} (first defined on line {(where[ident] / 'id').line})")
    where[ident] = at


def _object(at: At, table: dict, lib: CardLibrary, numbers: Dict[str, int], conditions: Dict[str, bool],
            grants: Dict[str, List[Tuple[At, dict]]], mana: "_Mana"
            ) -> Tuple[GameObject, List[Effect], List[HastePermission]]:
    oid = table["id"]
    printed = Characteristics(name=oid)
    abilities: List[Tuple[At, dict]] = []
    permissions: List[HastePermission] = []
    if "card" in table:
        card = lib.get(table["card"], at / "card")
        printed = _characteristics(_get(card))
        abilities = [(a, _with_choice(at, t, table.get("chosen"))) for a, t in _card_abilities(card, "static")]
        permissions = [HastePermission(oid, ab["ability"], _static_filter(ab, oid), tuple(ab["as_though_haste"]))
                       for _, ab in abilities if "as_though_haste" in ab]
        abilities = [(a, ab) for a, ab in abilities if "as_though_haste" not in ab]
        _check_card(card, _get(card))
        printed = replace(printed, abilities=printed.abilities | mana.add_card(card, oid, numbers, at / "card"))
    printed = _characteristics(table, printed)
    _check_subtypes(at, printed)
    statics = [_effect(ab_at, ab, oid if len(abilities) == 1 else f"{oid}.{ab['ability']}", static=True,
                       source=oid, affects=_static_filter(ab, oid), numbers=numbers)
               for ab_at, ab in abilities]
    for e, (_, ab) in zip(statics, abilities):
        _note_grants(card, ab, e.id, grants)
    # A static ability is an ability the object has (it can be removed, 613.1f), whether or not its condition holds.
    printed = replace(printed, abilities=printed.abilities | {e.ability for e in statics} |
                      {h.ability for h in permissions})
    statics = [e for e, (_, ab) in zip(statics, abilities) if _holds(at / "card", ab, conditions)]
    enchant = _filter(_get(card).get("enchant")) if "card" in table else Filter()
    obj = GameObject(id=oid, printed=printed, controller=table.get("controller", "you"),
                     counters=tuple(sorted(table.get("counters", {}).items())),
                     face_down=table.get("face_down", False), attached_to=table.get("attached_to"),
                     enchant=enchant, tapped=table.get("tapped", False),
                     enters_with=tuple(sorted(_get(card).get("enters_with_counters", {}).items()))
                     if "card" in table else (), in_library=table.get("in_library", False),
                     enters_tapped="card" in table and _get(card).get("enters_tapped", False),
                     created_by=table.get("created_by"), token=bool(table.get("token") or table.get("created_by")),
                     attacking=table.get("attacking", False))
    return obj, statics, permissions


def _with_choice(at: At, ability: dict, chosen: Optional[str]) -> dict:
    """A static ability with "the chosen type" (614.12) as its object's `chosen` says."""
    if f'"{CHOSEN}"' not in json.dumps(ability):
        return ability
    if chosen is None:
        raise (at / "card").error(f"the static ability {ability['ability']!r} uses what was chosen as its object "
                                  "entered: give chosen = \"...\"")

    def chose(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: chose(v) for k, v in value.items()}
        return [chosen if v == CHOSEN else chose(v) for v in value] if isinstance(value, list) else value
    out = chose(ability)
    try:
        STATIC.check(out, ())
    except SchemaError as exc:
        raise (at / "chosen").error(f"{chosen!r} can't be what {ability['ability']!r} chose: {exc.message}") from None
    return out


def _holds(at: At, ability: dict, conditions: Dict[str, bool]) -> bool:
    """Whether a static ability's condition holds, as the scenario states it (611.3a)."""
    if "condition" not in ability:
        return True
    if ability["condition"] not in conditions:
        raise at.error(f"the static ability {ability['ability']!r} applies only if {ability['condition']!r}: "
                       f"say whether that holds in [scenario] conditions")
    return conditions[ability["condition"]]


def _resolved_effect(at: At, table: dict, lib: CardLibrary, numbers: Dict[str, int],
                     grants: Dict[str, List[Tuple[At, dict]]]) -> Effect:
    body_at, body = at, table
    if "card" in table:
        for key in table:
            if key in LAYER_PARTS or key == "affects":
                raise (at / key).error(f"an [[effect]] with card = {table['card']!r} takes its layers and "
                                       f"'affects' from the card; remove {key!r} or the card")
        card = lib.get(table["card"], at / "card")
        options = _card_abilities(card, "resolves")
        if "ability" in table:
            options = [(a, t) for a, t in options if t.get("ability") == table["ability"]]
        if len(options) != 1:
            raise (at / ("ability" if "ability" in table else "card")).error(
                f"card {table['card']!r} has {len(options)} matching resolved abilities; "
                f"name one with ability = \"...\"")
        body_at, body = options[0]
        _note_grants(card, body, table["id"], grants)
    else:
        if "ability" in table:
            raise (at / "ability").error("'ability' names one of a card's abilities; it needs 'card'")
        _check_ability(at, table, static=False)
    affects = _filter(body.get("affects"), tuple(table.get("targets", ())))
    if '"other": true' in json.dumps({k: v for k, v in body.items() if k != "ability"}) and "ability_of" not in table:
        raise at.error(f"effect {table['id']!r} applies to 'other' objects: give ability_of = the object whose "
                       "ability resolved (\"other\" excludes it)")
    if not affects.objects and not affects.conditional:
        raise at.error(f"effect {table['id']!r} does not say what it affects: give targets = [...] or "
                       "affects = {...}")
    return replace(_effect(body_at, body, table["id"], static=False, source=None, affects=affects, numbers=numbers,
                           controller=table.get("controller", "you")), until=table.get("until", body.get("until")),
                   ability_of=table.get("ability_of"))


def _note_grants(card: At, ability: dict, eid: str, grants: Dict[str, List[Tuple[At, dict]]]) -> None:
    """The static abilities an ability of `card` grants that the card defines ([[card.granted]])."""
    given = set(ability.get("layer6", {}).get("add_abilities", ()))
    defined = [(a, t) for a, t in _card_abilities(card, "granted") if t["ability"] in given]
    if defined:
        grants[eid] = defined


def _granted_effects(grants: Dict[str, List[Tuple[At, dict]]], objects: dict, effects: dict,
                     numbers: Dict[str, int]) -> Dict[str, Effect]:
    """For each object an effect may grant a static ability to, that ability's own
    effect: it exists while the object has the ability from that effect (613.7a)."""
    out = {}
    for by, defined in grants.items():
        for o in _may_affect(effects[by], objects):
            for at, table in defined:
                eid = f"{o}.{table['ability']} (granted by {by})"
                out[eid] = replace(_effect(at, table, eid, static=True, source=o, affects=_static_filter(table, o),
                                           numbers=numbers), granted_by=by)
    return out


def _check_instances(grants: Dict[str, List[Tuple[At, dict]]], objects: dict, effects: dict) -> None:
    """Refuse what the model cannot tell apart: an object that may have one static
    ability from two sources (printed, or given by two effects) while some effect
    may remove it.  Each source gives its own instance (113.2c), and a removal takes
    only the instances there when it applies."""
    removers = [(e, p) for e in effects.values() for p in e.parts if p.layer in ("4", "6")]
    for o in objects:
        given: Dict[str, List[str]] = {}
        for by, defined in grants.items():
            if o in _may_affect(effects[by], objects):
                for _, table in defined:
                    given.setdefault(table["ability"], []).append(by)
        for at, table in (d for by in grants for d in grants[by]):
            ability = table["ability"]
            sources = given.get(ability, []) + (["its printed text"] if ability in objects[o].printed.abilities else [])
            if len(sources) < 2:
                continue
            for e, p in removers:
                if o in _may_affect(e, objects) and (p.land_types is not None or p.remove_all_abilities or
                                                     ability in p.remove_abilities or
                                                     (p.remove_all_abilities_except_mana and not is_mana_ability(ability))):
                    raise at.error(f"object {o!r} may have {ability!r} from {' and from '.join(sorted(set(sources)))}, "
                                   f"and effect {e.id!r} may remove it: which instance a removal takes (113.2c) "
                                   "is not modelled")


def _may_affect(e: Effect, objects: dict) -> List[str]:
    """The objects an effect can ever apply to: those it names, or what its object
    is attached to (attachments only ever end, 704.5m-p), or any."""
    if e.affects.objects:
        return list(e.affects.objects)
    if e.static and e.affects.attached:
        host = objects[e.source].attached_to
        return [host] if host is not None else []
    return list(objects)


def _check_references(objects: dict, effects: dict, where: Dict[str, At],
                      grants: Dict[str, List[Tuple[At, dict]]]) -> None:
    statics = {e.ability for e in effects.values() if e.static}
    statics |= {table["ability"] for defined in grants.values() for _, table in defined}  # [[card.granted]]
    for o in objects.values():
        if o.attached_to is not None and o.attached_to not in objects:
            raise (where[o.id] / "attached_to").error(f"object {o.id!r} is attached to unknown object {o.attached_to!r}")
    for e in effects.values():
        at = where[e.source] if e.static else where[e.id]
        defined = {t["ability"] for _, t in grants.get(e.id, ())}
        for p in e.parts:
            for i, word in enumerate(p.add_abilities):
                if word in statics and word not in defined:
                    raise (at / "layer6" / "add_abilities" / i).error(
                        f"effect {e.id!r} grants the static ability {word!r}, which its card does not define "
                        "as a [[card.granted]] ability")
        if e.static:
            continue
        for i, o in enumerate(e.affects.objects):
            if o not in objects:
                raise (at / "targets" / i).error(f"effect {e.id!r} names unknown object {o!r}")
        if e.ability_of is not None and e.ability_of not in objects:
            raise (at / "ability_of").error(f"effect {e.id!r} names unknown object {e.ability_of!r}")
        for p in e.parts:
            if p.copy_of is not None and p.copy_of not in objects:
                raise (at / "layer1a" / "copy_of").error(f"effect {e.id!r} copies unknown object {p.copy_of!r}")
            if p.face_down is not None and not e.affects.objects:
                raise at.error(f"face-down effect {e.id!r} must name its objects with targets")
        if e.part("1b") is not None:
            for o in e.affects.objects:
                others = [f.id for f in effects.values() if f is not e and f.part("1b") and o in f.affects.objects]
                if others:
                    raise at.error(f"object {o!r} has more than one face-down effect ({e.id}, {others[0]}): "
                                   "not supported")


def _check_removed_abilities(root: At, tables: List[dict], objects: dict, effects: dict) -> None:
    """An ability that an [[effect]] of the scenario itself removes must be one that
    something else in the scenario has or grants: otherwise it is a misspelling."""
    mentioned = {intrinsic_mana_ability(t) for t in BASIC_LAND_TYPES}
    for o in objects.values():
        mentioned |= o.printed.abilities
    for e in effects.values():
        for p in e.parts:
            mentioned |= set(p.add_abilities) | (p.face_down.abilities if p.face_down else set())
    for i, table in enumerate(tables):
        for k, word in enumerate([] if "card" in table else table.get("layer6", {}).get("remove_abilities", [])):
            if word not in mentioned:
                raise (root / "effect" / i / "layer6" / "remove_abilities" / k).error(
                    f"effect {table['id']!r} removes {word!r}, an ability nothing in the scenario has or grants")


CONTROL_CHANGE = ("gain_control", "by", "haste", "until", "id")


def _control_changes(root: At, tables: List[dict], objects: dict, effects: dict, where: Dict[str, At],
                     numbers: Dict[str, int]) -> List[dict]:
    """The history's control changes made effects: `gain_control = x` is a layer-2
    effect of `by` on x alone that starts at that event (613.1b), giving it haste if
    the event says so (702.10), lasting `until` if it says so; the event becomes
    that effect's `starts`.  Other events are returned as they are."""
    out = []
    for i, table in enumerate(tables):
        at = root / i
        if "gain_control" not in table:
            extra = [k for k in CONTROL_CHANGE if k in table]
            if extra:
                raise (at / extra[0]).error(f"{extra[0]!r} goes with gain_control = \"...\"")
            out.append(table)
            continue
        x = table["gain_control"]
        if x not in objects:
            raise (at / "gain_control").error(f"event names unknown object {x!r}")
        if "by" not in table:
            raise (at / "gain_control").error("a control change says who gains control: by = \"you\" or \"opponent\"")
        eid, k = table.get("id", f"control of {x} to {table['by']}"), 1
        while "id" not in table and eid in where:
            k += 1
            eid = f"control of {x} to {table['by']} ({k})"
        _claim_id(eid, at, where)
        parts = {"layer2": {"control": "you"}}  # "you": the effect's controller, the player gaining control
        if table.get("haste"):
            parts["layer6"] = {"add_abilities": ["haste"]}
        effects[eid] = replace(_effect(at, parts, eid, static=False, source=None, affects=Filter(objects=(x,)),
                                       numbers=numbers, controller=table["by"]), until=table.get("until"))
        out.append({**{k: v for k, v in table.items() if k not in CONTROL_CHANGE}, "starts": eid})
    return out


def _loyalty(at: At, table: dict, objects: dict, where: Dict[str, At]) -> LoyaltyAbility:
    """A [[loyalty]] ability, checked: of a planeswalker of the scenario, with a loyalty
    cost "+N", "0", "-N" or "-X" (606.4)."""
    _claim_id(table["id"], at, where)
    if table["source"] not in objects or "planeswalker" not in objects[table["source"]].printed.types:
        raise (at / "source").error(f"a loyalty ability belongs to a planeswalker of the scenario, not "
                                    f"{table['source']!r}")
    if not re.fullmatch(r"[+-]?\d+|-X", table["cost"]):
        raise (at / "cost").error(f"a loyalty cost is like \"+1\", \"0\", \"-5\" or \"-X\" (606.4), not "
                                  f"{table['cost']!r}")
    if "targets_of" in table and not table.get("max_targets"):
        raise (at / "targets_of").error("targets_of says what its targets may be; give max_targets too")
    return LoyaltyAbility(id=table["id"], source=table["source"], cost=table["cost"],
                          max_targets=table.get("max_targets", 0), targets_of=_filter(table.get("targets_of")),
                          search=_filter(table["search"]) if "search" in table else None)


def _events(root: At, tables: List[dict], objects: dict, effects: dict, triggers: frozenset,
            loyalty: Dict[str, LoyaltyAbility], repeat: bool = False) -> List[Event]:
    """The history, checked: each event one kind, naming what exists; an object enters
    and an effect starts at most once, an effect ends after it starts; labels unique.
    (`repeat`: the events a search may choose from, each listed once, in any order.)"""
    out: List[Event] = []
    seen: Dict[tuple, int] = {}
    labels: Dict[str, int] = {}
    for i, table in enumerate(tables):
        at = root / i
        kinds = [k for k in EVENT_KINDS if k in table]
        if len(kinds) != 1:
            raise at.error(f"an event is exactly one of: {', '.join(EVENT_KINDS)}")
        kind, what = kinds[0], table[kinds[0]]
        if kind in ("enters", "leaves", "tap", "untap", "turn_face_up", "put_counters", "remove_counters", "attach",
                    "unattach") and what not in objects:
            raise (at / kind).error(f"event names unknown object {what!r}")
        if ("to" in table) != (kind == "attach"):
            raise (at / ("to" if "to" in table else kind)).error("attach = \"x\" goes with to = \"y\", and to with "
                                                                 "attach")
        if kind == "attach" and table["to"] not in objects:
            raise (at / "to").error(f"event names unknown object {table['to']!r}")
        if kind == "attach" and (table["to"] == what or not {"Aura", "Equipment", "Fortification"} &
                                 set(objects[what].printed.subtypes)):
            raise (at / kind).error(f"only an Aura, Equipment or Fortification is attached, to another object "
                                    f"(301.5, 303.4), not {what!r} to {table['to']!r}")
        for key in ("x", "x_at_most"):
            if key in table and kind != "enters" and not (kind == "activate" and loyalty[what].cost == "-X"):
                raise (at / key).error(f"{key!r} is the X of the spell that became an entering object (107.3) or "
                                       "of a loyalty ability costing -X; it goes with enters or such an activate")
        if "x" in table and "x_at_most" in table:
            raise (at / "x").error("X is given (x) or chosen up to a bound (x_at_most), not both")
        if kind == "activate":
            _check_activation(at, table, loyalty, objects)
        elif "targets" in table or "finds" in table:
            key = "targets" if "targets" in table else "finds"
            raise (at / key).error(f"{key!r} goes with activate = \"...\" (a loyalty ability)")
        if kind == "resolves" and what not in triggers and what not in loyalty:
            raise (at / kind).error(f"event names {what!r}, which is no [[trigger]] or [[loyalty]] ability of the "
                                    "scenario")
        if kind in ("starts", "ends") and (what not in effects or effects[what].static):
            raise (at / kind).error(f"event names {what!r}, which is no [[effect]] of the scenario")
        if "tapped" in table and kind != "enters":
            raise (at / "tapped").error("'tapped' says how an object enters; it goes with 'enters'")
        if table.get("tapped") is False and objects[what].enters_tapped:
            raise (at / "tapped").error(f"{what!r} enters tapped: its card says so (614.1c)")
        if ("counters" in table) != kind.endswith("_counters"):
            raise (at / ("counters" if "counters" in table else kind)).error(
                "put_counters and remove_counters go with counters = { \"+1/+1\" = 1 }, and counters with them")
        if kind == "turn_face_up" and not objects[what].face_down:
            raise (at / kind).error(f"{what!r} is not face down (give it face_down = true)")
        if kind in ("enters", "leaves", "starts", "ends", "turn_face_up"):
            if (kind, what) in seen:
                raise (at / kind).error(f"{what!r} {kind} twice (first at event {seen[kind, what] + 1}); "
                                        "an object that leaves and returns is a new object (400.7)")
            seen[kind, what] = i
        if kind == "ends" and not repeat and ("starts", what) not in seen and any(t.get("starts") == what for t in tables):
            raise (at / kind).error(f"effect {what!r} ends before it starts")
        if kind == "leaves" and not repeat and ("enters", what) not in seen and any(t.get("enters") == what for t in tables):
            raise (at / kind).error(f"object {what!r} leaves before it enters")
        label = table.get("label")
        if label is not None:
            if label in labels:
                raise (at / "label").error(f"label {label!r} is used twice (first at event {labels[label] + 1})")
            labels[label] = i
        out.append(Event(kind, what, label, table.get("tapped", False) or kind == "enters" and objects[what].enters_tapped,
                         counters=tuple(sorted(table.get("counters", {}).items())), group=table.get("group"),
                         to=table.get("to"), x=table.get("x"), x_at_most=table.get("x_at_most"),
                         targets=tuple(table.get("targets", ())), finds=table.get("finds")))
    return out


def _check_activation(at: At, table: dict, loyalty: Dict[str, LoyaltyAbility], objects: dict) -> None:
    """An activation names a loyalty ability, no more targets than it may have, each an
    object of the scenario, and for a search the card found, from the library; -X
    needs its X."""
    ability = loyalty.get(table["activate"])
    if ability is None:
        raise (at / "activate").error(f"event names {table['activate']!r}, which is no [[loyalty]] ability")
    targets = table.get("targets", [])
    if len(targets) > ability.max_targets:
        raise (at / "targets").error(f"{ability.id!r} has at most {ability.max_targets} target(s), not {len(targets)}")
    for j, t in enumerate(targets):
        if t not in objects:
            raise (at / "targets" / j).error(f"event names unknown object {t!r}")
    if "finds" in table:
        if ability.search is None:
            raise (at / "finds").error(f"{ability.id!r} searches for nothing")
        if table["finds"] not in objects or not objects[table["finds"]].in_library:
            raise (at / "finds").error(f"a search finds a card of the library: give {table['finds']!r} "
                                       "in_library = true")
    if ability.cost == "-X" and "x" not in table and "x_at_most" not in table:
        raise (at / "activate").error(f"{ability.id!r} costs -X: give x = N, or x_at_most = N for a choice")


def _order(at: At, chains: List[List[str]], objects: dict, effects: dict) -> List[Tuple[str, str]]:
    pairs = []
    for i, chain in enumerate(chains):
        for j, x in enumerate(chain):
            if x not in objects and x in effects and effects[x].static:
                raise (at / i / j).error(f"order names static effect {x!r}; name its object "
                                         f"{effects[x].source!r} (613.7a)")
            if x not in objects and x not in effects:
                raise (at / i / j).error(f"order names unknown id {x!r}")
        pairs += list(zip(chain, chain[1:]))
    return pairs


def _check_possible(sc: Scenario, at: At, where: Dict[str, At]) -> None:
    """The history's order, with what the game itself implies (an effect is newer
    than the objects it names), must be possible: no cycle."""
    reasons = {pair: "the history's order" for pair in sc.order}
    for pair in implied_order(sc):
        reasons.setdefault(pair, f"{pair[1]!r} names {pair[0]!r}, so it began later (613.7b, 613.7d)")
    succ: Dict[str, List[str]] = {}
    for a, b in reasons:
        succ.setdefault(a, []).append(b)
    state: Dict[str, int] = {}

    def visit(n: str, path: List[str]) -> None:
        state[n] = 1
        for m in sorted(succ.get(n, ())):
            if state.get(m) == 1:
                cycle = path[path.index(m):] + [m]
                why = "; ".join(sorted({reasons[p] for p in zip(cycle, cycle[1:])}))
                raise at.error(f"order is impossible: {' < '.join(cycle)} ({why})")
            if m not in state:
                visit(m, path + [m])
        state[n] = 2

    for n in sorted(succ):
        if n not in state:
            visit(n, [n])


# -- claims -------------------------------------------------------------------------------

def names_of(sc: Scenario, allowed=()) -> Names:
    vocab = Vocabulary.of(sc)
    return Names(objects=frozenset(sc.objects), timestamped=frozenset(sc.timestamped()), players=sc.players,
                 abilities=frozenset(vocab.abilities), card_names=frozenset(vocab.names),
                 allowed=frozenset(allowed),
                 tap_mana_abilities=frozenset(n for n, ab in sc.mana_abilities.items() if ab.cost.tap),
                 history=bool(sc.events or sc.search_events), triggers=frozenset(t.id for t in sc.triggers),
                 labels=frozenset(e.label for e in sc.events if e.label is not None))


def parse_expr(text: str, sc: Scenario, where, allowed=()) -> Expr:
    return Expr(text, names_of(sc, allowed), where)


def _claim(at: At, table: dict, sc: Scenario) -> Claim:
    cid = table["id"]
    allowed = table.get("allow_unmentioned", ())
    exprs = {}
    for key in ("expr", "assume"):
        if key in table:
            line = (at / key).line
            e = parse_expr(table[key], sc, lambda m, l=line: ModelError(sc.path, l, f"claim {cid!r}: {m}"), allowed)
            if e.kind != "bool":
                raise (at / key).error(f"claim {cid!r}: expression is a {e.kind}, not a bool")
            exprs[key] = e
    labels = {e.label for e in sc.events if e.label is not None}
    if "at" in table and table["at"] not in labels:
        raise (at / "at").error(f"claim {cid!r}: no event of the history has the label {table['at']!r}"
                                + (f" (labels: {', '.join(sorted(labels))})" if labels else ""))
    return Claim(id=cid, expr=table["expr"], expect=table["expect"], assume=table.get("assume"),
                 ruling=table.get("ruling", ""), line=(at / "id").line, goal=exprs["expr"],
                 premise=exprs.get("assume"), at=table.get("at"))


# -- mana (106, 605, 614, 616) -------------------------------------------------------------

MAX_REPLACEMENTS = 6  # mana replacement effects per scenario: every order of them is considered (616.1)


class _Mana:
    """The scenario's mana abilities by text, and the replacement effects and
    triggered mana abilities of its objects."""

    def __init__(self) -> None:
        self.abilities: Dict[str, ManaAbility] = {}
        self.where: Dict[str, At] = {}
        self.replacements: List[ManaReplacement] = []
        self.triggers: List[ManaTrigger] = []

    def add_definitions(self, card: At, numbers: Dict[str, int]) -> None:
        for at, ability in _mana_definitions(card, numbers).items():
            known = self.abilities.get(ability.name)
            if known is not None and known != ability:
                raise at.error(f"mana ability {ability.name!r} is defined differently at "
                               f"{self.where[ability.name].file.path}:{(self.where[ability.name] / 'ability').line}")
            self.abilities[ability.name], self.where[ability.name] = ability, at

    def add_card(self, card: At, oid: str, numbers: Dict[str, int], at: At) -> set:
        """The card's mana definitions, and its object's replacement effects and
        triggers; the names of the abilities the object has from them."""
        self.add_definitions(card, numbers)
        replacements, triggers = _mana_effects(card, oid, numbers)
        self.replacements += replacements
        self.triggers += triggers
        if len(self.replacements) > MAX_REPLACEMENTS:
            raise at.error(f"more than {MAX_REPLACEMENTS} mana replacement effects in one scenario: every order "
                             "of them is considered (616.1), and that many are not supported")
        names = {t["ability"] for t in _get(card).get("mana", [])}
        return names | {r.ability for r in replacements} | {t.ability for t in triggers}

    def define_mentioned(self, objects: dict, effects: dict, where: Dict[str, At]) -> None:
        """Every ability whose text reads like a mana ability (605.1a) needs a
        definition: its text read (`manatext`), or a [[card.mana]] table."""
        mentioned = [(a, where[o.id]) for o in objects.values() for a in sorted(o.printed.abilities)]
        mentioned += [(a, where[e.source] if e.static else where[e.id]) for e in effects.values()
                      for p in e.parts for a in p.add_abilities + tuple(sorted(p.face_down.abilities
                                                                               if p.face_down else ()))]
        mentioned += [(intrinsic_mana_ability(t), None) for t in BASIC_LAND_TYPES]
        for name, at in mentioned:
            if name in self.abilities or not is_mana_ability(name):
                continue
            parsed = manatext.parse(name)
            if parsed is None:
                raise at.error(f"mana ability {name!r}: its text is not one of the plain forms; define it with "
                               "[[card.mana]] (cost and add) on its card")
            self.abilities[name] = parsed


def _mana_definitions(card: At, numbers: Dict[str, int]) -> Dict[At, ManaAbility]:
    """A card's [[card.mana]] tables: structured (`add`, `cost`, `only_if`) or read from the text."""
    out: Dict[At, ManaAbility] = {}
    for i, table in enumerate(_get(card).get("mana", [])):
        at = card / "mana" / i
        name = table["ability"]
        if "add" not in table:
            if "cost" in table or "only_if" in table:
                raise at.error(f"mana ability {name!r}: give 'add' with its cost")
            parsed = manatext.parse(name)
            if parsed is None:
                raise (at / "ability").error(f"mana ability {name!r}: its text is not one of the plain forms; "
                                             "say what it adds with add = [...] and its cost with cost = {...}")
            out[at] = parsed
            continue
        if manatext.parse(name) is not None:
            raise (at / "add").error(f"mana ability {name!r} is a plain form, read as written (305.6's are too): "
                                     "leave out add, cost and only_if, or write the text the table means")
        cost = table.get("cost", {})
        for symbol, key in (("{T}", "tap"), ("{Q}", "untap")):
            if (symbol in name.partition(":")[0]) != cost.get(key, False):
                raise (at / "cost").error(f"mana ability {name!r}: its text and cost disagree on {symbol}: "
                                          f"give cost = {{ {key} = true }} exactly when the text's cost has {symbol}")
        only_if = table.get("only_if", {})
        if ("count" in only_if) != ("at_least" in only_if):
            raise (at / "only_if").error("only_if gives count and at_least together (you control at least that many)")
        out[at] = ManaAbility(
            name=name,
            cost=ManaCost(tap=cost.get("tap", False), untap=cost.get("untap", False), mana=cost.get("mana", ""),
                          sacrifice=cost.get("sacrifice", False),
                          life=cost.get("life", 0), counters=tuple(sorted(cost.get("remove_counters", {}).items()))),
            units=_units(at / "add", table["add"], numbers),
            only_if=(_filter(only_if["count"]), only_if["at_least"]) if "count" in only_if else None,
            only_with_counters=tuple(sorted(only_if.get("counters_on_it", {}).items())))
    return out


def _units(at: At, values: list, numbers: Dict[str, int]) -> tuple:
    out = []
    for i, v in enumerate(values):
        if isinstance(v, str):
            out.append(ManaUnit(options=(v,)))
            continue
        amount = v.get("amount", 1)
        if isinstance(amount, dict):
            amount = _amount(at / i / "amount", amount, numbers)
        options = tuple(v.get("mana", ())) or (MANA_TYPES[:5] if v.get("any_color") else ())
        could = _filter(v["could_produce"]) if "could_produce" in v else None
        out.append(ManaUnit(amount=amount, options=options, could_produce=could,
                            colors_only=v.get("colors_only", False), produced=v.get("produced", False)))
    return tuple(out)


def _mana_effects(card: At, oid: str, numbers: Dict[str, int]) -> Tuple[List[ManaReplacement], List[ManaTrigger]]:
    """The replacement effects and triggered mana abilities of an object with this card."""
    replacements, triggers = [], []
    tables = _get(card).get("replacement", []) + _get(card).get("mana_trigger", [])

    def ident(ability: str) -> str:  # the object's id, when it has one such ability
        return oid if len(tables) == 1 else f"{oid}.{ability}"

    for i, t in enumerate(_get(card).get("replacement", [])):
        at = card / "replacement" / i
        actions = [k for k in ("instead", "instead_exactly", "times", "additional") if k in t]
        if len(actions) != 1:
            raise at.error("a mana replacement effect does one of: instead, instead_exactly, times, additional")
        for k, unit in enumerate(t.get("additional", [])):
            if isinstance(unit, dict) and not unit.get("produced") and len(unit.get("mana", ())) != 1:
                raise (at / "additional" / k).error("an additional mana of a replacement effect is one type, "
                                                    "or { produced = true }: other choices are not supported")
        replacements.append(ManaReplacement(
            id=ident(t["ability"]), source=oid, ability=t["ability"], affects=_static_filter(t, oid),
            if_produced=tuple(t.get("if_produced", ())), if_at_least=t.get("if_at_least", 0),
            instead=t.get("instead"), instead_exactly=tuple(t.get("instead_exactly", ())), times=t.get("times", 1),
            additional=_units(at / "additional", t.get("additional", []), numbers) if "additional" in t else ()))
    for i, t in enumerate(_get(card).get("mana_trigger", [])):
        at = card / "mana_trigger" / i
        triggers.append(ManaTrigger(id=ident(t["ability"]), source=oid, ability=t["ability"],
                                    affects=_static_filter(t, oid), units=_units(at / "add", t["add"], numbers),
                                    if_produced=tuple(t.get("if_produced", ()))))
    return replacements, triggers
