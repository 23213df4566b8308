"""Characteristics of objects as values of an `Ops` (concrete or symbolic).

Categorical characteristics are encoded over a finite `Vocabulary`: sets
become one bool per known member, names and players become integer codes.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Dict

from verifier.model import COLORS, Characteristics, Scenario
from verifier.ops import ConcreteOps
from verifier.typeline import BASIC_LAND_MANA, CARD_TYPES, SUPERTYPES, correlated_types, intrinsic_mana_ability

Value = Any


@dataclass(frozen=True)
class Vocabulary:
    """Every name, subtype and ability the scenario and its claims can mention."""

    names: tuple
    subtypes: tuple
    abilities: tuple
    players: tuple
    objects: tuple = ()
    colors: tuple = COLORS
    types: tuple = CARD_TYPES
    supertypes: tuple = SUPERTYPES

    @staticmethod
    def of(scenario: Scenario) -> "Vocabulary":
        chars = [o.printed for o in scenario.objects.values()]
        for e in scenario.effects.values():
            chars += [p.face_down for p in e.parts if p.face_down is not None]
        subtypes = set(BASIC_LAND_MANA)
        abilities = {intrinsic_mana_ability(t) for t in BASIC_LAND_MANA}
        names = {""}
        for c in chars:
            subtypes |= c.subtypes
            abilities |= c.abilities
            names.add(c.name)
        for e in scenario.effects.values():
            if e.ability:
                abilities.add(e.ability)
            for p in e.parts:
                subtypes |= set(p.add_subtypes) | set(p.remove_subtypes)
                subtypes |= set(p.set_subtypes or ()) | set(p.land_types or ())
                abilities |= set(p.add_abilities) | set(p.remove_abilities)
            subtypes |= set(e.affects.subtypes) | set(e.affects.non_subtypes)
        return Vocabulary(names=tuple(sorted(names)), subtypes=tuple(sorted(subtypes)),
                          abilities=tuple(sorted(abilities)), players=scenario.players,
                          objects=tuple(sorted(scenario.objects)))

    def object_code(self, oid: str) -> int:
        return self.objects.index(oid)

    def player(self, name: str) -> int:
        return self.players.index(name)

    def name_code(self, name: str) -> int:
        return self.names.index(name) if name in self.names else -1


@dataclass(frozen=True)
class ObjState:
    """One object's characteristics at some point of the layer system."""

    name: Value
    mana_value: Value
    colors: Dict[str, Value]
    types: Dict[str, Value]
    subtypes: Dict[str, Value]
    supertypes: Dict[str, Value]
    abilities: Dict[str, Value]
    power: Value
    toughness: Value
    controller: Value
    text_of: Value = -1  # whose rules text it has (707.2a: a copy has the original's); -1: none

    def with_(self, **changes: Value) -> "ObjState":
        return replace(self, **changes)


COPIABLE = ("name", "mana_value", "colors", "types", "subtypes", "supertypes",
            "abilities", "power", "toughness", "text_of")
SET_FIELDS = ("colors", "types", "subtypes", "supertypes", "abilities")


def from_characteristics(c: Characteristics, controller: Value, vocab: Vocabulary, text_of: Value = -1) -> ObjState:
    def members(universe: tuple, present: frozenset) -> Dict[str, Value]:
        return {m: m in present for m in universe}

    return ObjState(
        name=vocab.name_code(c.name), mana_value=c.mana_value,
        colors=members(vocab.colors, c.colors), types=members(vocab.types, c.types),
        subtypes=members(vocab.subtypes, c.subtypes),
        supertypes=members(vocab.supertypes, c.supertypes),
        abilities=members(vocab.abilities, c.abilities),
        power=c.power, toughness=c.toughness, controller=controller, text_of=text_of)


def has_subtype(ops: Any, s: ObjState, subtype: str) -> Value:
    """205.1a, 205.3d: an object has a subtype only while it has a card type the
    subtype belongs to; a removed card type hides its subtypes for as long as it
    is removed (`ObjState.subtypes` keeps them)."""
    return ops.and_(s.subtypes.get(subtype, False),
                    ops.or_(*[s.types[t] for t in correlated_types(subtype) if t in s.types]))


def merge(ops: Any, cond: Value, a: ObjState, b: ObjState) -> ObjState:
    """ite(cond, a, b), field by field."""
    if isinstance(cond, bool):
        return a if cond else b
    out = {}
    for f in ("name", "mana_value", "power", "toughness", "controller", "text_of"):
        out[f] = ops.ite(cond, getattr(a, f), getattr(b, f))
    for f in SET_FIELDS:
        da, db = getattr(a, f), getattr(b, f)
        out[f] = {k: ops.ite(cond, da[k], db[k]) for k in da}
    return ObjState(**out)


def snapshot(s: ObjState, vocab: Vocabulary) -> dict:
    """A concrete state as plain JSON-ready data."""
    return {
        "name": vocab.names[s.name] if 0 <= s.name < len(vocab.names) else "",
        "mana_value": s.mana_value,
        "controller": vocab.players[s.controller],
        "power": s.power, "toughness": s.toughness,
        "types": sorted(k for k, v in s.types.items() if v),
        "subtypes": sorted(k for k in s.subtypes if has_subtype(ConcreteOps, s, k)),
        "supertypes": sorted(k for k, v in s.supertypes.items() if v),
        "colors": sorted(k for k, v in s.colors.items() if v),
        "abilities": sorted(k for k, v in s.abilities.items() if v),
    }
