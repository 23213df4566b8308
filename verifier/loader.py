"""Model files (TOML) to `Scenario`s.

A file may define cards (`[[card]]`), and a scenario: `[scenario]`,
`[[object]]`, `[[effect]]`, `[[claim]]`.  Cards are looked up in the file
itself, then in `cards/*.toml` of its folder and of each folder above it.
Every problem is a `ModelError` naming the file and, where it can be found,
the line.
"""
from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, Dict, List, Optional

from verifier.errors import ModelError
from verifier.expr import Expr
from verifier.model import BASIC_LAND_MANA, COLORS, LAYERS, MANA_VALUE, Characteristics, Claim, Effect, Filter, \
    GameObject, Part, Scenario, with_copied_statics
from verifier.state import CARD_TYPES, SUPERTYPES

EXPECTS = ("proved", "refuted", "witness", "none", "vacuous")
_LAYER_KEYS = {"layer" + layer: layer for layer in LAYERS}
_PART_KEYS = {
    "1a": {"copy_of"}, "1b": {"face_down"}, "2": {"control"},
    "4": {"add_types", "remove_types", "set_types", "add_subtypes", "remove_subtypes", "set_subtypes",
          "add_supertypes", "remove_supertypes", "land_types"},
    "5": {"set_colors", "add_colors"},
    "6": {"add_abilities", "remove_abilities", "remove_all_abilities"},
    "7a": {"power", "toughness"}, "7b": {"power", "toughness"}, "7c": {"power", "toughness"},
    "7d": {"switch"},
}
_CHAR_KEYS = {"name", "mana_value", "colors", "types", "subtypes", "supertypes", "abilities",
              "power", "toughness"}
_FILTER_KEYS = {"objects", "types", "subtypes", "supertypes", "colors", "non_types", "non_subtypes",
                "non_supertypes", "non_colors", "controller", "other"}
_ABILITY_KEYS = {"ability", "affects", "cda"} | set(_LAYER_KEYS) | {"layer3"}


class _Source:
    """A parsed TOML file with its text, for error locations."""

    def __init__(self, path: Path):
        self.path = path
        try:
            self.text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ModelError(str(path), 0, f"cannot read: {exc.strerror}") from None
        try:
            self.data = tomllib.loads(self.text)
        except tomllib.TOMLDecodeError as exc:
            m = re.search(r"\(at line (\d+)", str(exc))
            raise ModelError(str(path), int(m.group(1)) if m else 0, f"invalid TOML: {exc}") from None

    def line_of(self, *needles: str) -> int:
        """The first line containing every needle (0 when none does)."""
        for i, line in enumerate(self.text.splitlines(), 1):
            if all(n in line for n in needles):
                return i
        return 0

    def error(self, message: str, *needles: str) -> ModelError:
        return ModelError(str(self.path), self.line_of(*needles) if needles else 0, message)


class CardLibrary:
    """Cards by name: a card's printed characteristics and its abilities."""

    def __init__(self) -> None:
        self.cards: Dict[str, tuple] = {}  # name -> (table, source)

    def add_file(self, src: _Source, override: bool) -> None:
        cards = src.data.get("card", [])
        if not isinstance(cards, list):
            raise src.error("'card' must be an array of tables ([[card]])", "card")
        for table in cards:
            name = table.get("name")
            if not isinstance(name, str):
                raise src.error("a [[card]] needs a name", "[[card]]")
            if override or name not in self.cards:
                self.cards[name] = (table, src)

    def get(self, name: str) -> Optional[tuple]:
        return self.cards.get(name)


def library_for(path: Path, own: _Source) -> CardLibrary:
    lib = CardLibrary()
    lib.add_file(own, override=True)
    for folder in [path.parent, *path.parent.parents]:
        cards_dir = folder / "cards"
        if cards_dir.is_dir():
            for f in sorted(cards_dir.glob("*.toml")):
                if f.resolve() != path.resolve():
                    lib.add_file(_Source(f), override=False)
    return lib


_SCENARIO_KEYS = ("scenario", "object", "effect", "claim")


def is_scenario_file(path: Path) -> bool:
    return any(k in _Source(path).data for k in _SCENARIO_KEYS)


def load_model(path: Path) -> Optional[Scenario]:
    """A scenario file's scenario; a card file is validated and gives None."""
    src = _Source(path)
    if any(k in src.data for k in _SCENARIO_KEYS):
        return _scenario(path, src)
    _check_cards(src)
    return None


def _check_cards(src: _Source) -> None:
    """Validate every card of a card file."""
    lib = CardLibrary()
    lib.add_file(src, override=True)
    for name, (table, s) in lib.cards.items():
        _known_keys(table, _CHAR_KEYS | {"static", "resolves"}, s, f"card {name!r}")
        _characteristics(table, s, f"card {name!r}")
        for kind in ("static", "resolves"):
            for ab in _list(table, kind, s):
                _known_keys(ab, _ABILITY_KEYS, s, f"[[card.{kind}]] of {name!r}")
                _effect_from(ab, s, eid=name, static=kind == "static", source=None)


def load_scenario(path: Path) -> Scenario:
    return _scenario(path, _Source(path))


def _scenario(path: Path, src: _Source) -> Scenario:
    data = src.data
    _known_keys(data, {"scenario", "object", "effect", "claim", "card"}, src, "top level")
    lib = library_for(path, src)
    head = data.get("scenario", {})
    if not isinstance(head, dict):
        raise src.error("'scenario' must be a table ([scenario])", "scenario")
    _known_keys(head, {"name", "source", "order"}, src, "[scenario]")

    objects: Dict[str, GameObject] = {}
    effects: Dict[str, Effect] = {}
    for table in _list(data, "object", src):
        obj, statics = _object(table, src, lib)
        if obj.id in objects:
            raise src.error(f"duplicate object id {obj.id!r}", "id", f'"{obj.id}"')
        objects[obj.id] = obj
        for e in statics:
            effects[e.id] = e
    for table in _list(data, "effect", src):
        e = _resolved_effect(table, src, lib)
        if e.id in effects or e.id in objects:
            raise src.error(f"duplicate id {e.id!r}", "id", f'"{e.id}"')
        effects[e.id] = e
    _check_references(objects, effects, src)
    effects = with_copied_statics(objects, effects)

    order = _order(head.get("order", []), objects, effects, src)
    sc = Scenario(path=str(path), name=head.get("name", path.stem), objects=objects, effects=effects,
                  order=order, source=head.get("source", ""))
    _check_acyclic(sc, src)
    sc.claims = [_claim(t, src, sc) for t in _list(data, "claim", src)]
    return sc


def parse_expr(text: str, sc: Scenario, where) -> Expr:
    return Expr(text, sc.objects, sc.timestamped(), where)


# -- pieces -------------------------------------------------------------------------

def _list(data: dict, key: str, src: _Source) -> List[dict]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise src.error(f"{key!r} must be an array of tables ([[{key}]])", key)
    return value


def _known_keys(table: dict, allowed: set, src: _Source, where: str) -> None:
    for k in table:
        if k.startswith("layer") and "layer7b" in allowed:
            continue  # a layer key: checked by _effect_from, which names the layers
        if k not in allowed:
            raise src.error(f"unknown key {k!r} in {where}", k)


def _words(value: Any, src: _Source, key: str, allowed=None) -> tuple:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise src.error(f"{key!r} must be a list of strings", key)
    for v in value:
        if allowed is not None and v not in allowed:
            raise src.error(f"unknown {key} value {v!r} (known: {', '.join(allowed)})", v)
    return tuple(value)


def _allowed_for(key: str):
    """The closed vocabulary a key draws from (None: any word)."""
    if key == "land_types":
        return tuple(BASIC_LAND_MANA)  # 305.7 sets basic land types
    kind = key.split("_")[-1]
    return {"types": CARD_TYPES, "supertypes": SUPERTYPES, "colors": COLORS}.get(kind)


def _int(value: Any, src: _Source, key: str, allow_mv: bool = False):
    if isinstance(value, bool) or not (isinstance(value, int) or (allow_mv and value == MANA_VALUE)):
        extra = f' or "{MANA_VALUE}"' if allow_mv else ""
        raise src.error(f"{key!r} must be an integer{extra}, not {value!r}", key)
    return value


def _characteristics(table: dict, src: _Source, where: str, base: Optional[Characteristics] = None) -> Characteristics:
    base = base or Characteristics()
    out = {}
    for k in _CHAR_KEYS:
        if k not in table:
            continue
        v = table[k]
        if k == "name":
            if not isinstance(v, str):
                raise src.error(f"name must be a string in {where}", "name")
            out[k] = v
        elif k in ("mana_value", "power", "toughness"):
            out[k] = _int(v, src, k)
        else:
            out[k] = frozenset(_words(v, src, k, _allowed_for(k)))
    if "name" not in out and not table.get("name") and base.name == "" and "id" in table:
        out["name"] = table["id"]
    return Characteristics(**{**base.__dict__, **out})


def _filter(value: Any, src: _Source) -> Filter:
    if value is None:
        return Filter()
    if not isinstance(value, dict):
        raise src.error("'affects' must be a table", "affects")
    _known_keys(value, _FILTER_KEYS, src, "affects")
    out: Dict[str, Any] = {}
    for k, v in value.items():
        if k == "other":
            out[k] = bool(v)
        elif k == "controller":
            if v not in ("you", "opponent"):
                raise src.error(f"unknown controller {v!r} (known: you, opponent)", "controller")
            out[k] = v
        else:
            out[k] = _words(v, src, k, _allowed_for(k))
    return Filter(**out)


def _part(layer: str, table: Any, src: _Source, cda: bool) -> Part:
    key = "layer" + layer
    if not isinstance(table, dict):
        raise src.error(f"{key} must be a table", key)
    _known_keys(table, _PART_KEYS[layer], src, key)
    out: Dict[str, Any] = {"layer": layer}
    for k, v in table.items():
        if k == "copy_of":
            out[k] = str(v)
        elif k == "face_down":
            out[k] = _characteristics(v, src, key)
        elif k == "control":
            if v not in ("you", "opponent"):
                raise src.error(f"unknown controller {v!r} (known: you, opponent)", "control")
            out["controller"] = v
        elif k in ("remove_all_abilities", "switch"):
            out[k] = bool(v)
        elif k in ("power", "toughness"):
            out[k] = _int(v, src, k, allow_mv=layer in ("7a", "7b"))
        elif k.startswith("set_") or k == "land_types":
            out[k] = _words(v, src, k, _allowed_for(k))
        else:
            out[k] = _words(v, src, k, _allowed_for(k))
    if layer == "7a" and not cda:
        raise src.error("layer7a holds characteristic-defining abilities only; set cda = true or use layer7b", key)
    if layer in ("7b", "7c", "7d") and cda:  # 613.4a
        raise src.error(f"a characteristic-defining ability defines power and toughness in layer7a, not {key}", key)
    return Part(**out)


def _effect_from(table: dict, src: _Source, eid: str, static: bool, source: Optional[str],
                 controller: str = "you", affects: Optional[Filter] = None) -> Effect:
    if "layer3" in table:
        raise src.error("layer 3 (text-changing effects, 612) is not supported", "layer3")
    for k in table:
        if k.startswith("layer") and k not in _LAYER_KEYS:
            raise src.error(f"unknown layer {k!r} (known: {', '.join(_LAYER_KEYS)})", k)
    cda = bool(table.get("cda", False))
    parts = tuple(_part(_LAYER_KEYS[k], table[k], src, cda) for k in _LAYER_KEYS if k in table)
    if not parts:
        raise src.error(f"effect {eid!r} has no layer parts", eid)
    return Effect(id=eid, parts=parts, affects=affects if affects is not None else _filter(table.get("affects"), src),
                  static=static, source=source, ability=table.get("ability") if static else None,
                  controller=controller, cda=cda)


def _object(table: dict, src: _Source, lib: CardLibrary):
    _known_keys(table, {"id", "card", "controller", "counters", "face_down"} | _CHAR_KEYS, src, "[[object]]")
    oid = table.get("id")
    if not isinstance(oid, str):
        raise src.error("an [[object]] needs a string id", "[[object]]")
    card_table, card_src = ({}, src)
    if "card" in table:
        found = lib.get(table["card"])
        if found is None:
            raise src.error(f"unknown card {table['card']!r}", "card", table["card"])
        card_table, card_src = found
    printed = _characteristics(card_table, card_src, f"card {table.get('card')!r}")
    printed = _characteristics(table, src, f"object {oid!r}", base=printed)
    controller = table.get("controller", "you")
    if controller not in ("you", "opponent"):
        raise src.error(f"unknown controller {controller!r} (known: you, opponent)", "controller")
    counters = table.get("counters", {})
    if not isinstance(counters, dict):
        raise src.error("counters must be a table like { \"+1/+1\" = 3 }", "counters")
    for kind, n in counters.items():
        if kind not in ("+1/+1", "-1/-1"):
            raise src.error(f"unknown counter kind {kind!r} (known: +1/+1, -1/-1)", kind)
        _int(n, src, kind)
    statics = []
    abilities = _list(card_table, "static", card_src)
    for ab in abilities:
        _known_keys(ab, _ABILITY_KEYS, card_src, "[[card.static]]")
        name = ab.get("ability")
        if not isinstance(name, str):
            raise card_src.error("a [[card.static]] needs an ability name", "[[card.static]]")
        eid = oid if len(abilities) == 1 else f"{oid}.{name}"
        statics.append(_effect_from(ab, card_src, eid, static=True, source=oid))
    # A static ability is an ability the object has (it can be removed, 613.1f).
    printed = Characteristics(**{**printed.__dict__,
                                 "abilities": printed.abilities | {e.ability for e in statics}})
    obj = GameObject(id=oid, printed=printed, controller=controller,
                     counters=tuple(sorted(counters.items())), face_down=bool(table.get("face_down", False)))
    return obj, statics


def _resolved_effect(table: dict, src: _Source, lib: CardLibrary) -> Effect:
    allowed = {"id", "card", "ability", "targets", "controller", "affects", "cda", "layer3"} | set(_LAYER_KEYS)
    _known_keys(table, allowed, src, "[[effect]]")
    eid = table.get("id")
    if not isinstance(eid, str):
        raise src.error("an [[effect]] needs a string id", "[[effect]]")
    body, body_src = table, src
    if "card" in table:
        found = lib.get(table["card"])
        if found is None:
            raise src.error(f"unknown card {table['card']!r}", "card", table["card"])
        card_table, card_src = found
        options = _list(card_table, "resolves", card_src)
        if "ability" in table:
            options = [o for o in options if o.get("ability") == table["ability"]]
        if len(options) != 1:
            raise src.error(f"card {table['card']!r} has {len(options)} matching resolved abilities; "
                            f"name one with ability = \"...\"", "card", table["card"])
        body, body_src = options[0], card_src
        _known_keys(body, _ABILITY_KEYS, card_src, "[[card.resolves]]")
    affects = None
    if "targets" in table:
        affects = Filter(objects=_words(table["targets"], src, "targets"))
    elif "affects" in table:
        affects = _filter(table["affects"], src)
    controller = table.get("controller", "you")
    if controller not in ("you", "opponent"):
        raise src.error(f"unknown controller {controller!r} (known: you, opponent)", "controller")
    return _effect_from(body, body_src, eid, static=False, source=None, controller=controller,
                        affects=affects)


def _check_references(objects: dict, effects: dict, src: _Source) -> None:
    statics = {e.ability for e in effects.values() if e.static}
    for e in effects.values():
        for p in e.parts:
            granted = statics & set(p.add_abilities)
            if granted:
                raise src.error(f"effect {e.id!r} grants the static ability {sorted(granted)[0]!r}: "
                                "granted static abilities are not supported", "add_abilities", sorted(granted)[0])
        for o in e.affects.objects:
            if o not in objects:
                raise src.error(f"effect {e.id!r} names unknown object {o!r}", f'"{o}"')
        for p in e.parts:
            if p.copy_of is not None and p.copy_of not in objects:
                raise src.error(f"effect {e.id!r} copies unknown object {p.copy_of!r}", p.copy_of)
            if p.face_down is not None and not e.affects.objects:
                raise src.error(f"face-down effect {e.id!r} must name its objects with targets", e.id)
        if e.part("1b") is not None:
            for o in e.affects.objects:
                others = [f.id for f in effects.values() if f is not e and f.part("1b") and o in f.affects.objects]
                if others:
                    raise src.error(f"object {o!r} has more than one face-down effect ({e.id}, {others[0]}): "
                                    "not supported", e.id)


def _order(chains: Any, objects: dict, effects: dict, src: _Source) -> list:
    if not isinstance(chains, list) or not all(isinstance(c, list) for c in chains):
        raise src.error("order must be a list of chains, like [[\"a\", \"b\"]]", "order")
    pairs = []
    for chain in chains:
        for x in chain:
            if x not in objects and x in effects and effects[x].static:
                raise src.error(f"order names static effect {x!r}; name its object "
                                f"{effects[x].source!r} (613.7a)", "order")
            if x not in objects and x not in effects:
                raise src.error(f"order names unknown id {x!r}", "order")
        pairs += list(zip(chain, chain[1:]))
    return pairs


def _check_acyclic(sc: Scenario, src: _Source) -> None:
    succ: Dict[str, set] = {}
    for a, b in sc.order:
        succ.setdefault(a, set()).add(b)
    state: Dict[str, int] = {}

    def visit(n: str, path: List[str]) -> None:
        state[n] = 1
        for m in sorted(succ.get(n, ())):
            if state.get(m) == 1:
                cycle = path[path.index(m):] + [m] if m in path else [n, m]
                raise src.error(f"order is cyclic: {' < '.join(cycle)}", "order")
            if m not in state:
                visit(m, path + [m])
        state[n] = 2

    for n in sorted(succ):
        if n not in state:
            visit(n, [n])


def _claim(table: dict, src: _Source, sc: Scenario) -> Claim:
    _known_keys(table, {"id", "expr", "expect", "assume", "ruling"}, src, "[[claim]]")
    cid = table.get("id")
    if not isinstance(cid, str):
        raise src.error("a [[claim]] needs a string id", "[[claim]]")
    line = src.line_of("id", f'"{cid}"')
    expect = table.get("expect")
    if expect not in EXPECTS:
        raise ModelError(str(src.path), src.line_of("expect", repr(expect).strip("'")) or line,
                         f"claim {cid!r}: expect must be one of {', '.join(EXPECTS)}, not {expect!r}")
    if not isinstance(table.get("expr"), str):
        raise ModelError(str(src.path), line, f"claim {cid!r} needs an expr string")
    claim = Claim(id=cid, expr=table["expr"], expect=expect, assume=table.get("assume"),
                  ruling=table.get("ruling", ""), line=line)
    for text in filter(None, (claim.expr, claim.assume)):
        expr_line = src.line_of(text.split("\n")[0][:40]) or line
        e = parse_expr(text, sc, lambda m, l=expr_line: ModelError(str(src.path), l, m))
        if e.kind != "bool":
            raise ModelError(str(src.path), expr_line, f"claim {cid!r}: expression is a {e.kind}, not a bool")
    return claim
