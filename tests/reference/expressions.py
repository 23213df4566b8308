"""The expressions the histories ask about, read on a game at one point: a tiny
evaluator of their Python-like text (calls, comparisons, `not`, `and`, `or`)."""
from __future__ import annotations

import ast
import operator
from typing import Any

from . import casting, combat
from .layers import Unsupported, matches

COMPARE = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt, ast.LtE: operator.le,
           ast.Gt: operator.gt, ast.GtE: operator.ge}


class _NoValue:
    """208.3: what a noncreature has for power or toughness: none. A comparison with it has no
    value either, and `and`/`or` have one only where another operand decides alone."""

    def __repr__(self) -> str:
        return "NO_VALUE"


NO_VALUE = _NoValue()


def evaluate(game: Any, text: str) -> Any:
    """The value of `text` on `game` (a `simulator.Game`) as it is now."""
    return _run(game, ast.parse(text.strip(), mode="eval").body)


def _run(game: Any, node: ast.AST) -> Any:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):  # an object's id
        return node.id
    if isinstance(node, ast.Tuple):  # several expressions read at once (tests ask many at each point)
        return tuple(_run(game, v) for v in node.elts)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        v = _run(game, node.operand)
        return NO_VALUE if v is NO_VALUE else not v
    if isinstance(node, ast.BoolOp):
        vals = [_run(game, v) for v in node.values]
        deciding = False if isinstance(node.op, ast.And) else True
        if any(v is not NO_VALUE and bool(v) == deciding for v in vals):
            return deciding
        return NO_VALUE if any(v is NO_VALUE for v in vals) else not deciding
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        a, b = _run(game, node.left), _run(game, node.comparators[0])
        return NO_VALUE if NO_VALUE in (a, b) else COMPARE[type(node.ops[0])](a, b)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("count", "distinct"):
        return _zone_count(game, node.func.id, [_run(game, a) for a in node.args],
                           {k.arg: ast.literal_eval(k.value) for k in node.keywords})
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return _call(game, node.func.id, [_run(game, a) for a in node.args])
    raise Unsupported(f"expression {ast.dump(node)}")


def _zone_count(game: Any, how: str, args: list, keys: dict) -> int:
    """How many cards are in a zone (400.1), of the types asked for, owned by the player
    asked for ("you": the claim's player); or how many card types are among them.  With no zone,
    how many permanents of the supertypes asked for (their printed ones: what changes them is not
    read here), and of the types, controlled by the player asked for."""
    if "zone" not in keys and how == "count" and not args and set(keys) <= {"types", "supertypes", "controller"}:
        if any(p.add_supertypes or p.remove_supertypes for e in game.sc.effects.values() for p in e.parts):
            raise Unsupported("supertypes an effect changes")
        return sum(1 for o, v in game.views().items()
                   if set(keys.get("types", ())) <= v.types and keys.get("controller", v.controller) == v.controller
                   and set(keys.get("supertypes", ())) <= set(game.sc.objects[o].printed.supertypes))
    zone, types, owner = keys.pop("zone", None), set(keys.pop("types", ())), keys.pop("owner", None)
    if zone is None or keys or args not in ([], ["card types"]):
        raise Unsupported(f"{how} {args} {keys}")
    cards = [g for g, where in game.cards().values() if where == zone and types <= g.printed.types and
             owner in (None, g.owner)]
    return len(cards) if how == "count" else len(set().union(*[g.printed.types for g in cards]))


def _call(game: Any, name: str, args: list) -> Any:
    if name in ("is_day", "is_night"):  # 731.1
        return game.day_night == name[3:]
    if name == "on_battlefield":
        return args[0] in game.permanents
    if name == "is_face_down":
        return args[0] in game.permanents and game.permanents[args[0]].face_down
    if name == "is_tapped":  # 110.5d: only a permanent is tapped or untapped
        return args[0] in game.permanents and game.permanents[args[0]].tapped
    if name == "controller":  # 108.4: a permanent's, or a spell's (its caster, 601.2a); 108.4a: else its owner
        if args[0] in game.permanents:
            return game.view(args[0]).controller
        spell = next((s for s in game.stack if isinstance(s, casting.Spell) and s.id == args[0]), None)
        return spell.controller if spell is not None else game.sc.objects[args[0]].owner
    if name == "has_type":
        return args[1] in game.view(args[0]).types
    if name in ("power", "toughness"):  # 208.3: a noncreature has none (nor does a noncreature card)
        view = game.view(args[0])
        return getattr(view, name) if "creature" in view.types else NO_VALUE
    if name == "counters":  # 122.1: on a permanent; after it left, as it last existed (113.7a)
        if args[0] in game.permanents:
            return game.permanents[args[0]].counters.get(args[1], 0)
        return game.last_counters.get(args[0], {}).get(args[1], 0)
    if name == "in_zone":  # 400.1
        return args[0] not in game.permanents and game.zones.get(args[0]) == args[1]
    if name == "controlled_since_turn_began":
        return game.since_turn_began(args[0])
    if name == "can_attack":
        return game.can_attack(args[0])
    if name == "can_activate":
        return game.can_activate(args[0], args[1])
    if name == "can_tap_for_mana":
        return game.can_tap_for_mana(args[0])
    if name == "triggered":
        return game.triggered
    if name == "attached_to_type":  # nothing is ever attached in these histories (`Game.attach`)
        return False
    if name == "life":
        return game.life[args[0]]
    if name == "lost":  # 704.5a: at a check of state-based actions so far
        return args[0] in game.lost
    if name == "damage":  # 120.6: marked on a permanent; none on what is not one (400.7)
        return game.permanents[args[0]].damage if args[0] in game.permanents else 0
    if name == "above":  # 404.1: in one graveyard, nearer the top
        pile = game.graveyards.get(game.sc.objects[args[0]].owner, [])
        return args[0] in pile and args[1] in pile and pile.index(args[0]) < pile.index(args[1])
    if name == "can_copy":  # 707.5: it entered by the latest event, and y was there as that event began
        me = game.sc.objects[args[0]]
        return args[0] in game.newcomers and args[1] in game.previous and args[0] in game.could_copy and \
            matches(me.copies_as_it_enters, args[1], game.previous[args[1]], me.controller, args[0])
    if name == "can_cast":  # 601.2: could be cast now, paying some way
        return casting.can_cast(game, args[0])
    if name == "can_cast_kicked":  # 702.33a: the same with its kicker cost paid too
        return casting.can_cast(game, args[0], kicked=True)
    if name == "can_cast_awakened":  # 702.113a: the same for its awaken cost
        return casting.can_cast(game, args[0], awakened=True)
    if name == "x_of":  # 107.3a: the X announced as it was cast (a copy: its original's, 707.10); 0 before
        return game.casts.x.get(args[0], 0)
    if name == "assisted":  # 702.132a: the generic mana another player paid as it was cast; 0 before
        return game.casts.assisted.get(args[0], 0)
    if name == "snow_spent":  # 601.2h, 107.4h: the mana from snow sources spent as it was cast (a copy: none, 707.10)
        return game.casts.snow.get(args[0], 0)
    if name == "resolved":  # 608.2-608.3: it resolved (not countered, 701.6a, nor every target illegal, 608.2b)
        return args[0] in game.casts.resolved
    if name == "attacking":  # 506.4, 508.1
        return combat.attacking(game, args[0])
    if name == "blocking":  # 506.4, 509.1
        return combat.blocking(game, args[0])
    if name == "blocked":  # 509.1h
        return combat.blocked(game, args[0])
    if name == "cant_be_countered":  # 101.2, 106.6: mana with such a rider was spent on it as it was cast
        return args[0] in game.casts.uncounterable
    if name == "tapped_to_cast":  # 601.2g: tapped for mana to pay for it
        return args[1] in game.casts.tapped.get(args[0], ())
    raise Unsupported(f"function {name}")
