"""Claim expressions: a small, checked subset of Python syntax over the final
characteristics of objects.

    power(x) == 4 and has_type(x, "creature") and not has_ability(x, "flying")

Functions: power, toughness, base_power, base_toughness, mana_value,
controller, name (of an object); has_type, has_subtype, has_supertype,
has_color, has_ability (object, word); subtype_count(object, "creature") (how
many subtypes of that set it has, 205.3d: == 0 is "has no creature type");
can_choose(object, word) (whether what its card asks to choose as it enters may
name that word, 614.12, 205.3m);
is_colorless, is_face_down,
on_battlefield (object, after state-based actions); in_zone(object, "graveyard",
"exile" or "hand", 400.1); attached(object, object);
attached_to_type(object, card type) (attached to an object of that type);
counters(object, kind); count(conditions as keywords, as in `affects`),
total("power", "toughness" or "mana_value", conditions), greatest("power", "toughness" or
"mana_value", conditions), distinct("colors", "basic land types", "card types", "powers" or
"names", conditions), each with zone="graveyard" (or another zone) for the cards there
(`verifier.rules.amounts`); count_true(p, q, ...) (how many hold);
before(a, b) (timestamp order of two timestamped ids); implies(p, q).  Operators:
and, or, not, == != < <= > >=, + -, integers, True/False, and strings where a
function or comparison takes one.

Mana (`verifier.rules.mana`): could_produce(x) is a set of mana types (106.7),
compared with set literals ({"G", "C"}, set()), by subset (<=, <, >=, >), with
`"G" in ...` and len(...); tapped_for_mana(x) or tapped_for_mana(x, "ability")
is the mana added (106.12), compared with a string of symbols ("{B}{B}" or "BB",
"" for none), with `in` and len(...); can_tap_for_mana(x).

Time (`verifier.rules.time`, scenarios with a history): is_tapped(x),
controlled_since_turn_began(x), can_attack(x), can_activate(x, "ability"),
can_turn_face_up(x) (its controller may turn it face up now: 702.37e, 701.40b);
can_copy(x, y) (x entered by the latest event and could have entered as a copy of y: y on the
battlefield before it, so not one entering at the same time, 707.5, 614.1c; false elsewhere);
above(x, y) (x and y are cards in one graveyard, x above y: put there later, or at once in the
order their owner chooses, 404.1-404.3; one pair of cards for all of a scenario's claims);
can_cast(s) (601.2-601.3: s, a card the history casts, could be cast now, paying in some way);
can_cast_by(s, "back") (the same by that face only, 712.11b-c: false by a face it can't be cast by);
can_play_land(s) (s's owner could play it as a land now, by a face that is a land: 305.1-305.3, 712.12);
can_cast_kicked(s) (can_cast with its kicker cost paid too, 702.33a, 601.2f; false without kicker);
can_cast_awakened(s) (can_cast for its awaken cost, its awaken target too, 702.113a, 601.2c; false without awaken);
x_of(s) (the X announced as s was cast, 107.3a; 0 cast without paying its mana cost, 107.3b);
assisted(s) (the generic mana another player paid of s's total cost as it was cast, 702.132a; 0 without);
snow_spent(s) (the mana from snow sources spent to cast s, 601.2h, 107.4h: "the amount of {S} spent";
0 for a copy, 707.10, or before it is cast); resolved(s)
(it resolved: not countered, 701.6a, nor all its targets illegal, 608.2b); tapped_to_cast(s, x) (x was
tapped for mana to cast s, 601.2g); cant_be_countered(s) (mana with a rider saying so was spent on s as it
was cast, 106.6, 101.2; a copy never, 707.10); attacking(x) (declared as an attacker by an `attacks` event
of this combat, and not removed from combat since, 506.4, 508.1); blocking(x) (the same of a `blocks` event,
509.1); blocked(x) (an attacking creature a `blocks` event of this combat blocked, 509.1h); can_block(b, a)
(b could block a, 509.1a-b); damage(x) (the damage marked on x, 120.3e, 120.6);
triggered("trigger") (603: its latest check up to now put it on the stack); devotion("you", "blue") or
devotion("you", "green", "white") (700.5: the player's devotion to one colour or two, `verifier.rules.devotion`);
max_hand_size("you") (402.2: the player's maximum hand size, the abilities changing it applied in
timestamp order, 613.11, `verifier.rules.hand_size`; no value where the player has none) and
no_max_hand_size("you"); life("you")
(the player's life total, 119); lost("opponent") (104.3b, 704.5a); blessed("you") (the player has the
city's blessing, 702.131); permanent_left_this_turn("you") (a permanent the player controlled, as it last
existed there, left the battlefield this turn, by here: revolt, 207.2c, `verifier.rules.revolt`); is_day() and is_night() (the game's designation, 731.1, `verifier.rules.daynight`);
at("label", expr) is expr at the point right after the event with that label.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, FrozenSet, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import COLORS, COUNTER_KIND, MANA_TYPES, MEASURES, ZONES, Count, Filter, zone_code
from verifier.model.effects import counts_as, has_ability
from verifier.rules import amounts
from verifier.rules.devotion import devotion
from verifier.rules.hand_size import maximum
from verifier.load.schema import FILTER, SchemaError
from verifier.load.zones import refusal
from verifier.state import has_subtype, matches
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES, SUBTYPE_SETS, SUPERTYPES, may_choose, sets_of

Value = Any

MAX_CHARS = 4000   # longest claim expression accepted
MAX_DEPTH = 64     # deepest nesting of a claim expression accepted
MAX_INT = 10 ** 6  # largest integer constant accepted, either way

_OBJECT_INT = ("power", "toughness", "mana_value", "base_power", "base_toughness")
_PT = ("power", "toughness", "base_power", "base_toughness")  # none for a noncreature permanent (208.3)
_OBJECT_WORD = {"has_type": "types", "has_subtype": "subtypes", "has_supertype": "supertypes",
                "has_color": "colors", "has_ability": "abilities"}
_COMPARE = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)
# statuses at a point of a history (`verifier.rules.moment.Moment`), by their arity
_TIME = {"is_tapped": 1, "controlled_since_turn_began": 1, "can_attack": 1, "can_activate": 2, "can_turn_face_up": 1,
         "can_copy": 2, "above": 2, "can_cast": 1, "can_cast_by": 2, "can_play_land": 1, "can_cast_kicked": 1, "can_cast_awakened": 1, "x_of": 1, "assisted": 1, "snow_spent": 1, "resolved": 1, "tapped_to_cast": 2,
         "cant_be_countered": 1, "attacking": 1, "blocking": 1, "blocked": 1, "damage": 1, "can_block": 2,
         "suspended": 1, "can_suspend": 1}
_INT_TIME = ("x_of", "assisted", "snow_spent", "damage")  # (the others are bools)
_CLOSED_WORDS = {"has_type": CARD_TYPES, "has_supertype": SUPERTYPES, "has_color": COLORS}


def _comparable(a: str, b: str) -> bool:
    """Same kind, or a quoted string against a player, a name or mana."""
    return a == b != "str" or {a, b} in ({"str", "player"}, {"str", "name"}, {"str", "mana"})


def mana_literal(text: str) -> Optional[Dict[str, int]]:
    """"{B}{B}", "BB" or "" as an amount per type of mana; None if it is not mana."""
    letters = text.replace("{", "").replace("}", "") if re.fullmatch(r"(\{[A-Z]\})*", text) else text
    if not all(c in MANA_TYPES for c in letters):
        return None
    return {t: letters.count(t) for t in MANA_TYPES}


@dataclass(frozen=True)
class Names:
    """What a claim can name: the scenario's objects and timestamped ids, its
    players, and the ability names and card names something in it mentions.
    `allowed` holds words a claim mentions on purpose though nothing else does."""

    objects: FrozenSet[str]
    timestamped: FrozenSet[str]
    players: Tuple[str, ...]
    abilities: FrozenSet[str]
    card_names: FrozenSet[str]
    allowed: FrozenSet[str] = frozenset()
    later_subtypes: FrozenSet[str] = frozenset()  # subtypes its objects print that the CR lists predate (205.3f)
    tap_mana_abilities: FrozenSet[str] = frozenset()  # mana abilities with {T} (106.12)
    history: bool = False  # whether the scenario has events
    labels: FrozenSet[str] = frozenset()  # the labels of its events
    triggers: FrozenSet[str] = frozenset()  # the ids of its triggered abilities (603)
    copiers: FrozenSet[str] = frozenset()  # the objects that may enter as a copy (707.5)
    choosers: Tuple[Tuple[str, str], ...] = ()  # (object, what its card asks to choose as it enters, 614.12)
    spells: FrozenSet[str] = frozenset()  # the cards the history casts (601)
    no_devotion: Optional[str] = None  # why devotion (700.5) can't be read here (`verifier.load.devotion`)
    no_hand_size: Optional[str] = None  # why a maximum hand size (402.2) can't be (`verifier.load.hand_size`)


@dataclass(frozen=True)
class Typed:
    kind: str   # "int", "bool", "player", "name", "str", "types" (a set of mana types), "mana" (an amount per type)
    value: Value

def _quote_hint(exc: SyntaxError, text: str) -> str:
    """How to quote an ability text with an apostrophe, when that is what broke the parse."""
    if "unterminated string" not in (exc.msg or "") or "'" not in text:
        return ""
    return (""" (a quoted text with an apostrophe, as "owner's", goes in double quotes inside the """
            """expression: in TOML, expr = '''has_ability(x, "... owner's ...")''')""")


class Expr:
    """A parsed claim expression, bound to the ids of one scenario."""

    def __init__(self, text: str, names: Names, where: Callable[[str], ModelError]):
        self.text = text
        self._names = names
        self._where = where
        self.counts: Dict[int, Count] = {}  # count(...), total(...), greatest(...), distinct(...) calls, by node
        self.above: set = set()  # the pairs of cards above(x, y) orders (unordered)
        self._calls: Optional[List[Tuple[str, tuple]]] = None  # calls(), once walked
        if len(text) > MAX_CHARS:
            raise where(f"claim expression is longer than {MAX_CHARS} characters")
        try:  # a claim may span lines (a multi-line TOML string)
            self.tree = ast.parse(text.replace("\r", " ").replace("\n", " ").strip(), mode="eval").body
        except SyntaxError as exc:
            raise where(f"claim expression {text[:80]!r} is not valid: {exc.msg}{_quote_hint(exc, text)}") from None
        except (ValueError, RecursionError, MemoryError):  # NUL bytes; nesting beyond the parser
            raise where(f"claim expression {text[:80]!r} is not valid") from None
        if _depth(self.tree) > MAX_DEPTH:
            raise where(f"claim expression is nested more than {MAX_DEPTH} deep")
        self.kind = self._check(self.tree)

    @property
    def reads_zones(self) -> bool:
        """Whether it asks what is in a zone other than the battlefield (400.1)."""
        return any(c.zone for c in self.counts.values()) or any(
            isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in ("in_zone", "above")
            for n in ast.walk(self.tree))

    def pt_reads(self) -> List[str]:
        """Its calls of power, toughness, base_power or base_toughness, as written: each has a
        value only where its object is a creature (208.3)."""
        return [f"{fn}({args[0]})" for fn, args in self.calls() if fn in _PT]

    def hand_size_reads(self) -> List[str]:
        """Its calls of max_hand_size, as written: each has a value only where the player has a
        maximum hand size (402.2)."""
        return [f"max_hand_size({args[0]!r})" for fn, args in self.calls() if fn == "max_hand_size"]

    def calls(self) -> List[Tuple[str, tuple]]:
        """Each call of a function in it: its name and its arguments as written (an id or a
        string; None for anything else).  (Walked once: the tree is never changed after parsing,
        and the loader's checks ask again and again.)"""
        if self._calls is None:
            self._calls = [(n.func.id, tuple(a.id if isinstance(a, ast.Name) else a.value
                                             if isinstance(a, ast.Constant) else None for a in n.args))
                           for n in ast.walk(self.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
        return list(self._calls)

    # -- static check: every construct and id is known ---------------------------

    def _check(self, node: ast.AST) -> str:
        err = self._where
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                self._expect(v, "bool")
            return "bool"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            self._expect(node.operand, "bool")
            return "bool"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            self._expect(node.operand, "int")
            return "int"
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
            self._expect(node.left, "int")
            self._expect(node.right, "int")
            return "int"
        if isinstance(node, ast.Compare):
            kinds = [self._check(x) for x in [node.left] + node.comparators]
            items = [node.left] + node.comparators
            for op, (left, right), (a, b) in zip(node.ops, zip(kinds, kinds[1:]), zip(items, items[1:])):
                if isinstance(op, (ast.In, ast.NotIn)):
                    if left != "str" or right not in ("types", "mana"):
                        raise err(f"'in' asks whether a type of mana is in could_produce(...) or "
                                  f"tapped_for_mana(...), in {self.text!r}")
                    self._mana_word(a)
                    continue
                if not isinstance(op, _COMPARE):
                    raise err(f"unsupported comparison {type(op).__name__} in {self.text!r}")
                if not isinstance(op, (ast.Eq, ast.NotEq)) and {left, right} not in ({"int"}, {"types"}):
                    raise err(f"ordering comparison on non-numbers in {self.text!r}")
            if any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops):
                if len(node.ops) > 1:
                    raise err(f"write one 'in' per comparison, in {self.text!r}")
                return "bool"
            items = [node.left] + node.comparators
            for (left, right), (a, b) in zip(zip(kinds, kinds[1:]), zip(items, items[1:])):
                if not _comparable(left, right):
                    raise err(f"cannot compare a {left} with a {right} in {self.text!r}")
                for kind, other in ((left, b), (right, a)):
                    if kind in ("player", "name") and isinstance(other, ast.Constant):
                        self._check_word(kind, other.value)
                    if kind == "mana" and isinstance(other, ast.Constant) and mana_literal(other.value) is None:
                        raise err(f"{other.value!r} is not mana: write symbols like \"{{B}}{{B}}\" or \"BB\" "
                                  f"(types {', '.join(MANA_TYPES)}), in {self.text!r}")
            return "bool"
        if isinstance(node, ast.Set) or (isinstance(node, ast.Dict) and not node.keys):
            for elt in getattr(node, "elts", ()):
                self._mana_word(elt)
            return "types"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "set" \
                and not node.args and not node.keywords:
            return "types"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len" \
                and len(node.args) == 1 and not node.keywords:
            if self._check(node.args[0]) not in ("types", "mana"):
                raise err(f"len takes could_produce(...), tapped_for_mana(...) or a set of types, in {self.text!r}")
            return "int"
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool):
                return "bool"
            if isinstance(node.value, int):
                if abs(node.value) > MAX_INT:
                    raise err(f"integer constant out of range (at most {MAX_INT} either way) in claim {self.text[:80]!r}")
                return "int"
            if isinstance(node.value, str):
                return "str"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "at":
            return self._check_at(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("count", *MEASURES):
            return self._check_count(node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "count_true":
            if not node.args or node.keywords:
                raise self._where(f"count_true takes the conditions to count, like count_true(p, q), in {self.text!r}")
            for v in node.args:
                self._expect(v, "bool")
            return "int"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            return self._check_call(node.func.id, node.args)
        raise err(f"unsupported construct {type(node).__name__} in claim {self.text!r}")

    def _check_at(self, node: ast.Call) -> str:
        """at("label", expr): expr at the point right after the event with that label."""
        if len(node.args) != 2 or node.keywords:
            raise self._where(f"at takes a label and an expression, like at('before', power(x)), in {self.text!r}")
        label = node.args[0]
        if not (isinstance(label, ast.Constant) and isinstance(label.value, str)):
            raise self._where(f"at needs the quoted label of an event, not {ast.unparse(label)!r}")
        if label.value not in self._names.labels:
            known = f" (labels: {', '.join(sorted(self._names.labels))})" if self._names.labels else ""
            raise self._where(f"no event of the history has the label {label.value!r}{known}, in {self.text!r}")
        return self._check(node.args[1])

    def _check_count(self, node: ast.Call) -> str:
        """count(types=["creature"], controller="you", ...): the objects on the
        battlefield meeting every condition, as in `affects` ("you" is the player);
        total("power", ...), greatest("power", ...), distinct("colors", ...): what is
        measured among them."""
        err, how = self._where, node.func.id
        if how == "count" and node.args:
            raise err(f"count takes conditions by name, like count(types=['creature']), in claim {self.text!r}")
        if how != "count" and not (len(node.args) == 1 and isinstance(node.args[0], ast.Constant)
                                   and node.args[0].value in MEASURES[how]):
            raise err(f"{how} takes one of {', '.join(repr(w) for w in MEASURES[how])}, then conditions by name, "
                      f"like {how}({MEASURES[how][0]!r}, controller='you'), in claim {self.text!r}")
        table = {}
        for kw in node.keywords:
            try:
                table[kw.arg] = ast.literal_eval(kw.value)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                raise err(f"count's {kw.arg} must be a literal, not {ast.unparse(kw.value)[:40]!r}") from None
            if isinstance(table[kw.arg], tuple):
                table[kw.arg] = list(table[kw.arg])
        if "other" in table:
            raise err(f"count has no object to be other than, in claim {self.text!r}")
        zone = table.pop("zone", None)
        if zone is not None and zone not in ZONES:
            raise err(f"{how}'s zone is one of {', '.join(map(repr, ZONES))} (the battlefield: leave it out), not "
                      f"{zone!r}, in claim {self.text!r}")
        try:
            FILTER.check(table, ())
        except SchemaError as exc:
            raise err(f"count: {exc.message} in claim {self.text!r}") from None
        for word in table.get("names", ()):
            self._check_word("name", word)
        f = Filter(**{k: tuple(v) if isinstance(v, list) else v for k, v in table.items()})
        self.counts[id(node)] = Count(f, zone=zone) if how == "count" else \
            Count(f, how=how, what=node.args[0].value, zone=zone)
        why = refusal(self.counts[id(node)])
        if why is not None:
            raise err(f"{how}: {why}, in claim {self.text!r}")
        return "int"

    def _check_call(self, fn: str, args) -> str:
        err = self._where
        arity = {"before": 2, "implies": 2, "is_colorless": 1, "controller": 1, "name": 1, "is_face_down": 1,
                 "on_battlefield": 1, "counters": 2, "attached": 2, "could_produce": 1, "can_tap_for_mana": (1, 2),
                 "tapped_for_mana": (1, 2), "triggered": 1, "devotion": (2, 3), "blessed": 1, "subtype_count": 2,
                 "permanent_left_this_turn": 1,
                 "can_choose": 2, "max_hand_size": 1, "no_max_hand_size": 1, "is_day": 0, "is_night": 0,
                 "attached_to_type": 2, "life": 1, "lost": 1, "in_zone": 2, **_TIME}
        arity.update({f: 1 for f in _OBJECT_INT})
        arity.update({f: 2 for f in _OBJECT_WORD})
        if fn not in arity:
            raise err(f"unknown function {fn!r} in claim {self.text!r}")
        allowed = arity[fn] if isinstance(arity[fn], tuple) else (arity[fn],)
        if len(args) not in allowed:
            raise err(f"{fn} takes {' or '.join(map(str, allowed))} argument(s) in claim {self.text!r}")
        if fn == "implies":
            self._expect(args[0], "bool")
            self._expect(args[1], "bool")
            return "bool"
        if fn == "devotion":
            return self._check_devotion(args)
        if fn in ("max_hand_size", "no_max_hand_size"):  # 402.2
            who = args[0]
            if not (isinstance(who, ast.Constant) and who.value in self._names.players):
                raise err(f"{fn} needs a quoted player ({', '.join(self._names.players)}), not {ast.unparse(who)!r}, "
                          f"in claim {self.text!r}")
            if self._names.no_hand_size is not None:
                raise err(f"{self._names.no_hand_size}, in claim {self.text!r}")
            return "int" if fn == "max_hand_size" else "bool"
        if fn in ("is_day", "is_night"):  # 731.1: a designation of the game, over a history
            if not self._names.history:
                raise err(f"{fn} is about a history: give the scenario its [[event]]s, in claim {self.text!r}")
            return "bool"
        if fn in ("life", "lost", "blessed", "permanent_left_this_turn"):
            who = args[0]
            if not (isinstance(who, ast.Constant) and who.value in self._names.players):
                raise err(f"{fn} needs a quoted player ({', '.join(self._names.players)}), not {ast.unparse(who)!r}, "
                          f"in claim {self.text!r}")
            if not self._names.history:
                raise err(f"{fn} is about a history: give the scenario its [[event]]s, in claim {self.text!r}")
            return "int" if fn == "life" else "bool"  # (blessed: 702.131, `verifier.rules.blessing`; 207.2c)
        if fn == "triggered":
            t = args[0]
            if not (isinstance(t, ast.Constant) and isinstance(t.value, str) and t.value in self._names.triggers):
                raise err(f"triggered needs the quoted id of a [[trigger]] of the scenario, not {ast.unparse(t)!r}, "
                          f"in claim {self.text!r}")
            return "bool"
        ids = self._names.objects if fn != "before" else self._names.timestamped
        for a in (args if fn in ("before", "attached", "can_copy", "above", "tapped_to_cast", "can_block") else args[:1]):
            if not (isinstance(a, ast.Constant) and isinstance(a.value, str) or isinstance(a, ast.Name)):
                raise err(f"{fn} needs an id, not {ast.unparse(a)!r}")
            ident = a.value if isinstance(a, ast.Constant) else a.id
            if ident not in ids:
                what = "timestamped id" if fn == "before" else "object"
                hint = f" ({ident!r} is a [[trigger]]: triggered('{ident}') asks whether it triggered, 603.2)" \
                    if ident in self._names.triggers else ""
                raise err(f"unknown {what} {ident!r}{hint} in claim {self.text!r}")
        if fn == "in_zone":
            if not (isinstance(args[1], ast.Constant) and args[1].value in ZONES):
                raise err(f"in_zone needs a quoted zone, one of {', '.join(map(repr, ZONES))} (on_battlefield asks "
                          f"about the battlefield), not {ast.unparse(args[1])!r}, in claim {self.text!r}")
            return "bool"
        if fn == "can_choose":
            first, word = (args[0].value if isinstance(args[0], ast.Constant) else args[0].id), args[1]
            if first not in dict(self._names.choosers):
                raise err(f"can_choose asks what {first!r} may choose as it enters (614.12): its card says nothing it "
                          f"chooses (its `choose`), in claim {self.text!r}")
            if not (isinstance(word, ast.Constant) and isinstance(word.value, str)):
                raise err(f"can_choose needs a quoted word, not {ast.unparse(word)!r}")
            return "bool"
        if fn == "subtype_count":
            kind = args[1]
            if not (isinstance(kind, ast.Constant) and kind.value in SUBTYPE_SETS):
                raise err(f"subtype_count needs a quoted kind of subtype, one of {', '.join(map(repr, SUBTYPE_SETS))} "
                          f"(205.3: 'creature' for creature types), not {ast.unparse(kind)!r}, in claim {self.text!r}")
            return "int"
        if fn in _OBJECT_WORD or fn == "attached_to_type":
            word = args[1]
            if not (isinstance(word, ast.Constant) and isinstance(word.value, str)):
                raise err(f"{fn} needs a quoted word, not {ast.unparse(word)!r}")
            self._check_word("has_type" if fn == "attached_to_type" else fn, word.value)
            return "bool"
        if fn in ("tapped_for_mana", "can_tap_for_mana"):
            if len(args) == 2:
                word = args[1]
                if not (isinstance(word, ast.Constant) and isinstance(word.value, str)):
                    raise err(f"{fn} needs the quoted text of a mana ability, not {ast.unparse(word)!r}")
                if word.value not in self._names.tap_mana_abilities:
                    raise err(f"{word.value!r} is not a mana ability with {{T}} in its cost (106.12) that the "
                              f"scenario defines, in claim {self.text!r}")
            return "mana" if fn == "tapped_for_mana" else "bool"
        if fn == "could_produce":
            return "types"
        if fn in _TIME:
            if not self._names.history:
                raise err(f"{fn} is about a history: give the scenario its [[event]]s, in claim {self.text!r}")
            if fn == "can_activate":
                word = args[1]
                if not (isinstance(word, ast.Constant) and isinstance(word.value, str)):
                    raise err(f"can_activate needs the quoted text of an ability, not {ast.unparse(word)!r}")
                self._check_word("has_ability", word.value)
            first = args[0].value if isinstance(args[0], ast.Constant) else args[0].id
            if fn == "above":
                self.above.add(frozenset(a.value if isinstance(a, ast.Constant) else a.id for a in args))
            if fn == "can_copy" and first not in self._names.copiers:
                raise err(f"{first!r} has no ability to enter as a copy (its card's enters_as_copy, 707.5), in claim "
                          f"{self.text!r}")
            if fn == "can_cast_by" and not (isinstance(args[1], ast.Constant) and args[1].value in ("front", "back")):
                raise err(f"can_cast_by names the face cast (712.11b): \"front\" or \"back\", not "
                          f"{ast.unparse(args[1])!r}")
            if fn in ("can_cast", "can_cast_by", "can_cast_kicked", "can_cast_awakened", "x_of", "assisted", "snow_spent", "resolved", "tapped_to_cast",
                      "cant_be_countered") and \
                    first not in self._names.spells:
                raise err(f"{fn} asks about a spell: {first!r} is no card in a zone whose casting is modelled (a "
                          f"mana_cost of the symbols read, 107.4, by each face it may be cast by: a card with no mana cost takes "
                          f"mana_cost = \"\", and such a card can't be cast from a hand, its cost unpayable, 118.6, but by "
                          f"an alternative cost or for free; no Aura enchanting a player, no copy; an instant "
                          f"or sorcery the history casts, its targets said by its [[effect]], 601.2c), in claim "
                          f"{self.text!r}")
            return "int" if fn in _INT_TIME else "bool"
        if fn == "counters":
            kind = args[1]
            if not (isinstance(kind, ast.Constant) and isinstance(kind.value, str) and COUNTER_KIND.match(kind.value)):
                raise err(f"counters needs a kind of counter like '+1/+1' or 'charge', not {ast.unparse(kind)!r}")
            return "int"
        if fn in _OBJECT_INT:
            return "int"
        return {"before": "bool", "is_colorless": "bool", "controller": "player", "name": "name",
                "is_face_down": "bool", "on_battlefield": "bool", "attached": "bool", "attached_to_type": "bool"}[fn]

    def _check_devotion(self, args) -> str:
        """devotion("you", "blue") or devotion("you", "green", "white"): a player, then one colour or two
        (700.5)."""
        words = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in args]
        if words[0] not in self._names.players or not all(w in COLORS for w in words[1:]) or \
                len(set(words[1:])) != len(words) - 1:
            raise self._where(f"devotion takes a quoted player ({', '.join(self._names.players)}), then one colour or "
                              f"two ({', '.join(COLORS)}), like devotion('you', 'blue'), in claim {self.text!r}")
        if self._names.no_devotion is not None:
            raise self._where(f"{self._names.no_devotion}, in claim {self.text!r}")
        return "int"

    def _check_word(self, use: str, word: str) -> None:
        """A word must be one the rules know (closed lists, 205.2a-205.4a, 105.1) or,
        for abilities and card names, one the scenario mentions: a misspelling
        would otherwise be silently false."""
        names = self._names
        closed = _CLOSED_WORDS.get(use) or (names.players if use == "player" else None)
        if closed is not None:
            if word not in closed:
                raise self._where(f"unknown word {word!r} for {use} (known: {', '.join(closed)}) in claim {self.text!r}")
            return
        known = {"has_subtype": ALL_SUBTYPES | names.later_subtypes, "has_ability": names.abilities, "name": names.card_names}[use]
        if use == "has_subtype" and word not in known and word in names.allowed:
            # 205.3: a type line holds only the listed subtypes and the later ones its cards print (205.3f), and
            # the loader reads no other, so there is nothing to allow (trial 8: it reached the solver and crashed)
            raise self._where(f"{word!r} is not a subtype in the CR lists (205.3g-205.3q) nor one a card of the "
                              f"scenario prints: no object can have it, and allow_unmentioned does not apply to has_subtype (claim {self.text!r})")
        if use == "has_ability" and any(counts_as(a, word) for a in known):
            return  # (an instance of the keyword, 702.11d, 702.14a, 702.16a, 702.21a, is a mention of it)
        if word not in known and word not in names.allowed:
            what = {"has_subtype": "not a subtype in the CR lists (205.3g-205.3q) nor one a card of the scenario prints",
                    "has_ability": "an ability that nothing in the scenario mentions",
                    "name": "a name that nothing in the scenario has"}[use]
            straight = word.replace("\u2019", "'")
            hint = f" (with a straight apostrophe, {straight!r}, it is)" if straight != word and straight in known else ""
            raise self._where(f"{word!r} is {what}{hint}; if that is deliberate, list it in the claim's "
                              f"allow_unmentioned (claim {self.text!r})")

    def _mana_word(self, node: ast.AST) -> None:
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in MANA_TYPES):
            word = node.value if isinstance(node, ast.Constant) else ast.unparse(node)
            raise self._where(f"{str(word)[:40]!r} is not a type of mana (106.1b: "
                              f"{', '.join(MANA_TYPES)}) in claim {self.text!r}")

    def _expect(self, node: ast.AST, kind: str) -> None:
        got = self._check(node)
        if got != kind:
            raise self._where(f"expected a {kind} but {ast.unparse(node)!r} is a {got} in claim {self.text!r}")

    # -- evaluation ----------------------------------------------------------------

    def evaluate(self, ops: Any, state, vocab, ts_before, mana=None, moment=None, board_at=None) -> Typed:
        """Its value on a board (`state`), with `mana` (`verifier.rules.mana.Mana`)
        for the mana functions, `moment` (`verifier.rules.moment.Moment`, a point of a
        history) for the statuses that need a history, and `board_at(label)` giving
        (state, mana, moment) at another point, for at(...)."""
        return _Eval(ops, state, vocab, ts_before, self.counts, mana, moment, board_at).run(self.tree)

    def defined(self, ops: Any, state, vocab, ts_before, mana=None, moment=None, board_at=None) -> Value:
        """Where it has a value at all (the same arguments as `evaluate`): every power or
        toughness it reads is of a creature (208.3), unless the value does not hang on it (a
        conjunct already false, a disjunct already true: `has_type(x, "creature") and power(x)
        == 2` has a value everywhere). True when it reads no power or toughness."""
        if not self.pt_reads() and not self.hand_size_reads():
            return True
        return _Eval(ops, state, vocab, ts_before, self.counts, mana, moment, board_at).defined(self.tree)


class _Eval:
    def __init__(self, ops, state, vocab, ts_before, counts, mana, moment, board_at):
        self.ops, self.state, self.vocab, self.ts_before, self.counts = ops, state, vocab, ts_before, counts
        self.mana, self.moment, self.board_at = mana, moment, board_at

    def run(self, node: ast.AST) -> Typed:
        ops = self.ops
        if isinstance(node, ast.BoolOp):
            vals = [self.run(v).value for v in node.values]
            return Typed("bool", ops.and_(*vals) if isinstance(node.op, ast.And) else ops.or_(*vals))
        if isinstance(node, ast.UnaryOp):
            v = self.run(node.operand).value
            return Typed("bool", ops.not_(v)) if isinstance(node.op, ast.Not) else Typed("int", ops.neg(v))
        if isinstance(node, ast.BinOp):
            a, b = self.run(node.left).value, self.run(node.right).value
            return Typed("int", ops.add(a, b if isinstance(node.op, ast.Add) else ops.neg(b)))
        if isinstance(node, ast.Compare):
            items = [self.run(x) for x in [node.left] + node.comparators]
            conds = [self._compare(op, a, b) for op, a, b in zip(node.ops, items, items[1:])]
            return Typed("bool", ops.and_(*conds))
        if isinstance(node, ast.Constant):
            kind = "bool" if isinstance(node.value, bool) else "int" if isinstance(node.value, int) else "str"
            return Typed(kind, node.value)
        if isinstance(node, (ast.Set, ast.Dict)) or node.func.id == "set":
            words = {e.value for e in getattr(node, "elts", ())}
            return Typed("types", {t: t in words for t in MANA_TYPES})
        if node.func.id == "len":
            v = self.run(node.args[0])
            counts = v.value.values() if v.kind == "mana" else [ops.ite(x, 1, 0) for x in v.value.values()]
            return Typed("int", ops.sum(*counts))
        if node.func.id == "at":
            state, mana, moment = self.board_at(node.args[0].value)
            return _Eval(ops, state, self.vocab, moment.before, self.counts, mana, moment,
                         self.board_at).run(node.args[1])
        if node.func.id in ("count", *MEASURES):  # as they are, a negative total too (107.1b)
            c, you = self.counts[id(node)], self.vocab.player("you")
            if c.zone is not None:
                return Typed("int", amounts.measure(ops, c, *amounts.in_zone(ops, c, self.state, you, self.vocab)))
            members = {o: ops.and_(s.on_battlefield, matches(ops, c.of, s, you=you, other=True, vocab=self.vocab))
                       for o, s in self.state.items()}
            return Typed("int", amounts.measure(ops, c, members, self.state))
        if node.func.id == "count_true":
            return Typed("int", ops.sum(*[ops.ite(self.run(v).value, 1, 0) for v in node.args]))
        return self._call(node.func.id, node.args)

    def defined(self, node: ast.AST) -> Value:
        """Where `run(node)` has a value: 208.3 gives a noncreature permanent no power or
        toughness, and a noncreature card off the battlefield has them only if printed (taken
        here as none: a claim on it is refused, never answered with a number it may lack)."""
        ops = self.ops
        if isinstance(node, ast.BoolOp):  # Kleene: a false conjunct (true disjunct) decides alone
            parts = [(self.defined(v), self.run(v).value) for v in node.values]
            deciding = [ops.and_(d, ops.not_(v) if isinstance(node.op, ast.And) else v) for d, v in parts]
            return ops.or_(ops.and_(*[d for d, _ in parts]), *deciding)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            fn = node.func.id
            if fn == "implies":
                (dp, p), (dq, q) = ((self.defined(a), self.run(a).value) for a in node.args)
                return ops.or_(ops.and_(dp, dq), ops.and_(dp, ops.not_(p)), ops.and_(dq, q))
            if fn == "at":
                state, mana, moment = self.board_at(node.args[0].value)
                return _Eval(ops, state, self.vocab, moment.before, self.counts, mana, moment,
                             self.board_at).defined(node.args[1])
            if fn == "max_hand_size":
                return self._hand_size(node.args[0].value)[0]
            if fn in _PT:
                x = node.args[0]
                return self.state[x.value if isinstance(x, ast.Constant) else x.id].types.get("creature", False)
        return ops.and_(*[self.defined(c) for c in ast.iter_child_nodes(node) if isinstance(c, ast.expr)])

    def _hand_size(self, player: str) -> Tuple[Value, Value]:
        """402.2, 613.11: (whether the player has a maximum hand size, what it is)."""
        return maximum(self.ops, self.vocab.player(player), self.state, self.ts_before, list(self.vocab.abilities))

    def _compare(self, op: ast.cmpop, a: Typed, b: Typed) -> Value:
        ops = self.ops
        if isinstance(op, (ast.In, ast.NotIn)):
            has = b.value[a.value] if b.kind == "types" else ops.lt(0, b.value[a.value])
            return has if isinstance(op, ast.In) else ops.not_(has)
        if "types" in (a.kind, b.kind) or "mana" in (a.kind, b.kind):
            return self._compare_mana(op, a, b)
        av, bv = self._code(a, b), self._code(b, a)
        same = ops.eq(av, bv)
        if a.kind == b.kind == "name":  # 201.2a: an object with no name shares its name with nothing
            same = ops.and_(same, ops.not_(ops.eq(av, self.vocab.name_code(""))))
        if isinstance(op, ast.Eq):
            return same
        if isinstance(op, ast.NotEq):
            return ops.not_(same)
        if isinstance(op, ast.Lt):
            return ops.lt(av, bv)
        if isinstance(op, ast.Gt):
            return ops.lt(bv, av)
        if isinstance(op, ast.LtE):
            return ops.not_(ops.lt(bv, av))
        return ops.not_(ops.lt(av, bv))

    def _compare_mana(self, op: ast.cmpop, a: Typed, b: Typed) -> Value:
        """Sets of types: equal, or subsets (<=, <); mana: equal amounts of each type."""
        ops = self.ops
        av, bv = (mana_literal(x.value) if x.kind == "str" else x.value for x in (a, b))
        same = ops.and_(*[ops.eq(av[t], bv[t]) for t in MANA_TYPES])
        if isinstance(op, (ast.Eq, ast.NotEq)):
            return same if isinstance(op, ast.Eq) else ops.not_(same)
        if isinstance(op, (ast.Gt, ast.GtE)):
            av, bv = bv, av
        subset = ops.and_(*[ops.or_(ops.not_(av[t]), bv[t]) for t in MANA_TYPES])
        return subset if isinstance(op, (ast.LtE, ast.GtE)) else ops.and_(subset, ops.not_(same))

    def _code(self, x: Typed, other: Typed) -> Value:
        """A string compared with a player or name becomes that one's code."""
        if x.kind != "str":
            return x.value
        if other.kind == "player":
            return self.vocab.players.index(x.value) if x.value in self.vocab.players else -1
        return self.vocab.name_code(x.value)

    def _call(self, fn: str, args) -> Typed:
        ops = self.ops
        if fn == "implies":
            p, q = self.run(args[0]).value, self.run(args[1]).value
            return Typed("bool", ops.or_(ops.not_(p), q))
        ident = [a.value if isinstance(a, ast.Constant) else a.id for a in args]
        if fn == "triggered":
            return Typed("bool", self.moment.triggered(ident[0]))
        if fn == "life":
            return Typed("int", self.moment.life(ident[0]))
        if fn == "devotion":  # 700.5: the permanents are the objects on the battlefield
            there = {o: s.on_battlefield for o, s in self.state.items()}
            return Typed("int", devotion(ops, ident[1:], self.vocab.player(ident[0]), self.state, there,
                                         self.vocab.mana_costs))
        if fn in ("max_hand_size", "no_max_hand_size"):
            has, size = self._hand_size(ident[0])
            return Typed("int", size) if fn == "max_hand_size" else Typed("bool", ops.not_(has))
        if fn == "lost":
            return Typed("bool", self.moment.lost(ident[0]))
        if fn == "blessed":
            return Typed("bool", self.moment.blessed(ident[0]))
        if fn == "permanent_left_this_turn":  # 207.2c: revolt, `verifier.rules.revolt`
            return Typed("bool", self.moment.permanent_left_this_turn(ident[0]))
        if fn in ("is_day", "is_night"):
            return Typed("bool", getattr(self.moment, fn)())
        if fn == "before":
            return Typed("bool", self.ts_before(ident[0], ident[1]))
        if fn in _TIME:
            extra = (ident[1],) if fn in ("can_copy", "above", "tapped_to_cast", "can_block") else \
                (args[1].value,) if len(args) > 1 else ()
            return Typed("int" if fn in _INT_TIME else "bool", getattr(self.moment, fn)(ident[0], *extra))
        if fn == "could_produce":
            return Typed("types", self.mana.could_produce(ident[0]))
        if fn == "tapped_for_mana":
            return Typed("mana", self.mana.tapped_for_mana(ident[0], args[1].value if len(args) > 1 else None))
        if fn == "can_tap_for_mana":
            return Typed("bool", self.mana.can_tap_for_mana(ident[0], args[1].value if len(args) > 1 else None))
        s = self.state[ident[0]]
        if fn in _OBJECT_INT:
            return Typed("int", getattr(s, fn))
        if fn == "controller":  # 108.4a: off the battlefield a card has none, and its owner is asked; a spell's
            # is its caster (405.4), here always its owner (601.2a, `Stack.caster`; a copy's: its creator's, 707.10)
            return Typed("player", ops.ite(s.on_battlefield, s.controller, s.owner))
        if fn == "name":
            return Typed("name", s.name)
        if fn == "is_colorless":
            return Typed("bool", ops.not_(ops.or_(*s.colors.values())))
        if fn == "is_face_down":
            return Typed("bool", s.face_down)
        if fn == "on_battlefield":
            return Typed("bool", s.on_battlefield)
        if fn == "in_zone":  # 400.1
            return Typed("bool", ops.and_(ops.not_(s.on_battlefield), ops.eq(s.zone, zone_code(args[1].value))))
        if fn == "counters":
            return Typed("int", s.counters.get(args[1].value, 0))
        if fn == "attached":  # (only a permanent is attached, 301.5, 303.4: an Aura spell on the stack is not yet)
            return Typed("bool", ops.and_(s.on_battlefield, ops.eq(s.attached_to, self.vocab.object_code(ident[1]))))
        if fn == "attached_to_type":  # attached to an object on the battlefield with that card type
            return Typed("bool", ops.or_(*[ops.and_(s.on_battlefield, ops.eq(s.attached_to, self.vocab.object_code(o)),
                                                    self.state[o].on_battlefield, self.state[o].types[args[1].value])
                                           for o in self.vocab.objects]))
        if fn == "has_subtype":
            return Typed("bool", has_subtype(ops, s, args[1].value))
        if fn == "can_choose":  # 614.12, 205.3m: a word the choice its card asks may name
            return Typed("bool", may_choose(dict(self.vocab.choices)[ident[0]], args[1].value, self.vocab.subtypes))
        if fn == "subtype_count":  # 205.3d: the subtypes of that set it has (its vocabulary holds every one it can get)
            return Typed("int", ops.sum(*[ops.ite(has_subtype(ops, s, t), 1, 0) for t in self.vocab.subtypes
                                          if args[1].value in sets_of(t)]))
        if fn == "has_ability":  # 702.11d, 702.14a, 702.16a, 702.21a: a keyword finds its instances (`counts_as`)
            return Typed("bool", has_ability(ops, s.abilities, args[1].value))
        members = getattr(s, _OBJECT_WORD[fn])
        return Typed("bool", members.get(args[1].value, False))


def _depth(tree: ast.AST) -> int:
    """How deeply the expression nests, counted without recursion."""
    deepest, stack = 0, [(tree, 1)]
    while stack:
        node, d = stack.pop()
        deepest = max(deepest, d)
        stack.extend((child, d + 1) for child in ast.iter_child_nodes(node))
    return deepest
