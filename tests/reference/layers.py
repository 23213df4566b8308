"""A small layer system (613), only what the reference's histories use: layer 1a
(an object that entered as a copy starts from the values it copied), layer 1b
(face-down permanents), layer 2 (control), layer 4 (card types added or removed), layer 6 (abilities added, or all
removed), layer 7b (power and toughness set) and layer 7c (counters), with timestamps (613.7) and dependency (613.8)."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Dict, FrozenSet, List, Optional, Tuple

from verifier.model import Effect, Filter, GameObject, Part


class Unsupported(Exception):
    """Something the reference does not model: the comparison leaves such a history out."""


class Impossible(Exception):
    """An event that cannot happen where it stands: this order or choice is not permitted."""


@dataclass(frozen=True)
class View:
    """What an object is at one point, after the layers."""

    controller: str
    types: FrozenSet[str]
    abilities: FrozenSet[str]
    power: int
    toughness: int


@dataclass(frozen=True)
class Applying:
    """A continuous effect that may apply: its timestamp (613.7) and, for a resolved
    effect, the set of objects it was locked to as it began (611.2c)."""

    effect: Effect
    stamp: float
    locked: Optional[FrozenSet[str]] = None  # None: a static ability's, re-evaluated where it applies (611.3a)


def other_player(player: str) -> str:
    return "opponent" if player == "you" else "you"


def check_supported(part: Part) -> None:
    """Refuse a part of an effect beyond layers 2, 4, 6, 7a, 7b and 7c as the histories use them
    (subtypes added in layer 4 are allowed and not followed: nothing here reads a subtype)."""
    covered = {"2": ("controller",), "4": ("add_types", "remove_types", "add_subtypes"),
               "6": ("add_abilities", "remove_all_abilities"), "7a": ("power", "toughness"),
               "7b": ("power", "toughness"), "7c": ("power", "toughness")}
    fields = covered.get(part.layer)
    if fields is None or replace(part, **{f: getattr(Part(part.layer), f) for f in fields}) != Part(part.layer):
        raise Unsupported(f"a layer-{part.layer} part {part}")
    for v in (part.power, part.toughness):  # 7a: a count of cards in a zone; 7c: a fixed amount
        if part.layer == "7a" and v is not None and getattr(v, "zone", None) is None or \
                part.layer in ("7b", "7c") and v is not None and not isinstance(v, int):
            raise Unsupported(f"a layer-{part.layer} amount {v}")


def check_filter(f: Filter, locked: bool = False) -> None:
    """Refuse a filter beyond named objects, card types, controller and "other"; a set `locked` as
    a resolved effect begins (611.2c) may also bound power, read then, with every layer applied."""
    bounds = dict(power_at_least=None, power_at_most=None) if locked else {}
    if replace(f, objects=(), types=(), controller=None, other=False, **bounds) != Filter():
        raise Unsupported(f"a filter {f}")


def matches(f: Filter, oid: str, view: View, you: str, source: Optional[str]) -> bool:
    """Whether an object, as it is where the effect applies, is one the filter names;
    "you" is the effect's controller, "other" leaves out its source; its power within the bounds
    (only asked of a finished view: `check_filter`)."""
    return (not f.objects or oid in f.objects) and set(f.types) <= view.types and \
        (f.controller is None or view.controller == (you if f.controller == "you" else other_player(you))) and \
        not (f.other and oid == source) and (f.power_at_least is None or view.power >= f.power_at_least) and \
        (f.power_at_most is None or view.power <= f.power_at_most)


class Layers:
    """The layer system run on the objects on the battlefield at one point."""

    def __init__(self, objects: Dict[str, GameObject], counters: Dict[str, Dict[str, int]],
                 effects: List[Applying], face_down: FrozenSet[str], copied: Optional[Dict[str, View]] = None,
                 backs: FrozenSet[str] = frozenset(), cards: Optional[Dict[str, Tuple[GameObject, str]]] = None):
        self.objects = objects      # those on the battlefield
        self.counters = counters
        self.effects = effects
        self.face_down = face_down
        self.copied = copied or {}  # what an object that entered as a copy copied (its controller aside)
        self.backs = backs          # double-faced cards with their back face up (712.8d-e)
        self.cards = cards or {}    # the cards off the battlefield: id -> (the card, the zone it is in)

    def run(self) -> Dict[str, View]:
        # 613.1: start from the printed values, or layer 1a, those a copy copied (707.2); 613.2b,
        # 708.2a: layer 1b, a face-down permanent is a 2/2 creature with no text, name or subtypes
        views = {o: View(g.controller, frozenset({"creature"}), frozenset(), 2, 2) if o in self.face_down else
                 replace(self.copied[o], controller=g.controller) if o in self.copied else
                 View(g.controller, *self._face(g, o in self.backs)) for o, g in self.objects.items()}
        for layer in ("2", "4", "6"):
            views = self._layer(layer, views)
        for a in self.effects:  # 613.4a: layer 7a, a characteristic-defining ability of its own object
            part = a.effect.part("7a")
            if part is not None and a.effect.source in views and a.effect.ability in views[a.effect.source].abilities:
                views[a.effect.source] = self.defined(views[a.effect.source], part, views[a.effect.source].controller)
        for a in sorted(self.effects, key=lambda a: a.stamp):  # 613.4b: layer 7b, set values, in timestamp order
            part = a.effect.part("7b")
            for o in self._affected(a, views) if part is not None else ():
                views[o] = replace(views[o], power=views[o].power if part.power is None else part.power,
                                   toughness=views[o].toughness if part.toughness is None else part.toughness)
        # 613.4c: layer 7c, modifications (they add up, in any order) and counters (122.1a: a +1/+1 counter
        # adds 1 to both, a -1/-1 counter subtracts 1; a +N/+M counter adds N to power and M to toughness)
        modifications = [(a.effect.part("7c"), self._affected(a, views)) for a in self.effects
                         if a.effect.part("7c") is not None]
        out = {}
        for o, v in views.items():
            pt = [(int(m.group(1)) * k, int(m.group(2)) * k) for kind, k in self.counters.get(o, {}).items()
                  for m in [re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind)] if m]
            plus = [p for p, affected in modifications if o in affected]
            out[o] = replace(v, power=v.power + sum(a for a, _ in pt) + sum(p.power or 0 for p in plus),
                             toughness=v.toughness + sum(b for _, b in pt) + sum(p.toughness or 0 for p in plus))
        return out

    def defined(self, v: View, part: Part, you: str) -> View:
        """604.3, 613.4a: power and toughness a characteristic-defining ability sets, from
        the cards in a zone (400.1) as their cards say: how many match, or how many card
        types are among them (205.2a; supertypes are not card types); "you": who owns them."""
        def amount(c) -> int:
            cards = [g for g, zone in self.cards.values() if zone == c.zone and set(c.of.types) <= g.printed.types
                     and (c.of.owner is None or g.owner == (you if c.of.owner == "you" else other_player(you)))]
            if replace(c.of, types=(), owner=None) != Filter() or c.how not in ("count", "distinct"):
                raise Unsupported(f"an amount {c}")
            n = len(cards) if c.how == "count" else len(set().union(*[g.printed.types for g in cards]))
            return c.times * n + c.plus
        return replace(v, power=v.power if part.power is None else amount(part.power),
                       toughness=v.toughness if part.toughness is None else amount(part.toughness))

    @staticmethod
    def _face(g: GameObject, back: bool) -> tuple:
        """712.8d-e: only the characteristics of the face that is up."""
        face = g.back if back and g.back is not None else g.printed
        return face.types, face.abilities, face.power, face.toughness

    def _exists(self, a: Applying, views: Dict[str, View]) -> bool:
        """A static ability's effect exists while its object is on the battlefield with the
        ability, as it is at that layer (613.6's examples; 611.3a)."""
        source = a.effect.source
        return a.locked is not None or source in views and a.effect.ability in views[source].abilities

    def _controller(self, a: Applying, views: Dict[str, View]) -> str:
        """A static ability's controller is its object's (109.5)."""
        return views[a.effect.source].controller if a.locked is None else a.effect.controller

    def _affected(self, a: Applying, views: Dict[str, View]) -> Tuple[str, ...]:
        if not self._exists(a, views):
            return ()
        if a.locked is not None:  # 611.2c: locked as it began; only those still on the battlefield
            return tuple(sorted(o for o in a.locked if o in views))
        you = self._controller(a, views)
        return tuple(sorted(o for o, v in views.items() if matches(a.effect.affects, o, v, you, a.effect.source)))

    def _apply(self, a: Applying, layer: str, views: Dict[str, View]) -> Dict[str, View]:
        part = a.effect.part(layer)
        out = dict(views)
        for o in self._affected(a, views):
            v = out[o]
            if layer == "2":  # "you" is the effect's controller (109.5)
                you = self._controller(a, views)
                v = replace(v, controller=you if part.controller == "you" else other_player(you))
            elif layer == "4":
                v = replace(v, types=(v.types | set(part.add_types)) - set(part.remove_types))
            elif part.remove_all_abilities:
                v = replace(v, abilities=frozenset())
            else:
                v = replace(v, abilities=v.abilities | set(part.add_abilities))
            out[o] = v
        return out

    def _depends(self, a: Applying, views: Dict[str, View], after: Dict[str, View]) -> bool:
        """613.8a: applying another effect (giving `after`) would change a's existence or what it
        applies to.  (What an effect of these layers does to an object never depends on another
        one here: each sets a controller, or adds or removes fixed types or abilities.)"""
        return self._exists(a, views) != self._exists(a, after) or self._affected(a, views) != self._affected(a, after)

    def _layer(self, layer: str, views: Dict[str, View]) -> Dict[str, View]:
        pending = [a for a in self.effects if a.effect.part(layer) is not None]
        while pending:
            # 613.8b: an effect waits for those it depends on; 613.7: else (and within a
            # dependency loop) the earliest timestamp first; 613.8c: reevaluated after each
            after = {id(b): self._apply(b, layer, views) for b in pending}
            free = [a for a in pending if not any(self._depends(a, views, after[id(b)]) for b in pending if b is not a)]
            first = min(free or pending, key=lambda a: a.stamp)
            views = self._apply(first, layer, views)
            pending.remove(first)
        return views
