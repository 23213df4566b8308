"""Characteristics of objects as values of an `Ops` (concrete or symbolic).

Categorical characteristics are encoded over a finite `Vocabulary`: sets
become one bool per known member, names and players become integer codes.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cached_property
from typing import Any, Dict, Optional

from verifier.model import COLORS, Characteristics, Filter, Scenario, face_down_values
from verifier.model.effects import EVERY_KIND, has_ability, is_mana_ability
from verifier.ops import ConcreteOps
from verifier.rules.typeline import BASIC_LAND_MANA, CARD_TYPES, SUPERTYPES, correlated_types, intrinsic_mana_ability, sets_of

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
    mana_costs: tuple = ()  # every mana cost an object of the scenario may have (202.1), by its code
    choices: tuple = ()     # (object, what its card asks to choose as it enters: 614.12, CHOICE_KINDS)

    @staticmethod
    def of(scenario: Scenario) -> "Vocabulary":
        chars = [c for o in scenario.objects.values() for c in o.faces]
        chars += [face_down_values(o.face_down_by) for o in scenario.objects.values() if o.face_down]
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
                subtypes |= {w for w in p.change_word or () if w not in COLORS}
                names |= {p.set_name} if p.set_name is not None else set()
                x = p.copy_except  # 707.9: what a copy's exceptions give
                if x is not None:
                    names |= {x.name} if x.name is not None else set()
                    subtypes |= set(x.subtypes or ()) | set(x.add_subtypes)
                    abilities |= set(x.add_abilities)
                subtypes |= set(p.add_subtypes) | set(p.remove_subtypes)
                subtypes |= set(p.set_subtypes or ()) | set(p.land_types or ())
                abilities |= set(p.add_abilities) | set(p.remove_abilities)
        filters = [f for e in scenario.effects.values() for f in (e.affects, *[a.of for p in e.parts
                                                                            for a in p.amounts()])]
        for f in (g for f in filters + [h.affects for h in scenario.as_though_haste] for g in f.each()):
            subtypes |= set(f.subtypes) | set(f.non_subtypes)
            names |= set(f.names)
            abilities |= set(f.abilities) | set(f.non_abilities)
        return Vocabulary(names=tuple(sorted(names)), subtypes=tuple(sorted(subtypes)),
                          abilities=tuple(sorted(abilities)), players=scenario.players,
                          objects=tuple(sorted(scenario.objects)),
                          mana_costs=tuple(sorted({c.mana_cost for c in chars if c.mana_cost})),
                          choices=tuple(sorted((o.id, o.choice_kind) for o in scenario.objects.values()
                                               if o.choice_kind)))

    def object_code(self, oid: str) -> int:
        return self._codes[oid]

    @cached_property
    def _codes(self) -> Dict[str, int]:
        return {o: i for i, o in enumerate(self.objects)}

    def host_code(self, host: str) -> int:
        """What an attachment is attached to: an object's code, or a player's, -2 less its
        index (303.4: an Aura may enchant a player); -1 is nothing."""
        return -2 - self.players.index(host) if host in self.players else self.object_code(host)

    @property
    def words(self) -> tuple:
        """The words a text-changing effect can change (612.2): colour words and subtypes."""
        return self.colors + self.subtypes

    def word_code(self, word: str) -> int:
        return self.words.index(word)

    def cost_code(self, cost: Optional[str]) -> int:
        """A mana cost's code; -1: no mana cost (202.1b; "" is none too)."""
        return self.mana_costs.index(cost) if cost else -1

    def player(self, name: str) -> int:
        return self.players.index(name)

    def name_code(self, name: str) -> int:
        return self.names.index(name) if name in self.names else -1


# the code of no name (201.2a: a face-down permanent's, 708.2): Vocabulary's names are sorted and hold "", so first
NO_NAME = 0


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
    mana_cost: Value = -1  # its mana cost's code in Vocabulary.mana_costs (202.1, copiable, 707.2); -1: none
    base_power: Value = 0      # power and toughness after layer 7b (set as 7c begins)
    base_toughness: Value = 0
    counters: Dict[str, Value] = field(default_factory=dict)  # kind -> how many (122)
    face_down: Value = False   # a status (110.5), not a characteristic
    tapped: Value = False      # a status (110.5): as the history gives it at the point (a board: untapped)
    transformed: Value = False  # a transforming double-faced permanent with its back face up (701.27g), a status
    attacking: Value = False   # statuses the scenario states: attacking (506.4), a token (111.1)
    unblocked: Value = False   # ... and unblocked (509.1h), as it states it
    token: Value = False
    commander: Value = False   # a designation the scenario states (903.3): not copiable, not in COPIABLE
    enchanted: Value = False   # statuses of its attachments and counters (303.4, 301.5, 700.9)
    equipped: Value = False
    modified: Value = False
    damage: Value = 0          # damage marked on it (120.3e, 120.6), a status like its counters
    deathtouched: Value = False  # dealt damage by a source with deathtouch since the last check (704.5h)
    on_battlefield: Value = True  # false once a state-based action put it elsewhere (704)
    attached_to: Value = -1       # the object code of what it is attached to; -1: nothing
    text: Dict[str, Value] = field(default_factory=dict)  # word of its text -> code of the word it reads as (612)
    nonmodal_back: Value = False  # shows a transforming card's back face or a melded one: a copy has mana value 0 (202.3b-c)
    owner: Value = 0              # the player code of its owner (108.3)
    zone: Value = 0               # off the battlefield: the code of the zone it is in (model.ZONES; 0: none of them)
    card: Any = None              # the card as it is in a zone other than the battlefield (400.7): its printed front
    #                               face with its own characteristic-defining abilities applied (604.3)

    def with_(self, **changes: Value) -> "ObjState":
        """A copy with these fields changed (as dataclasses.replace, without its checks:
        the layer system makes many)."""
        new = object.__new__(ObjState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new


COPIABLE = ("name", "mana_value", "mana_cost", "colors", "types", "subtypes", "supertypes",
            "abilities", "power", "toughness", "text_of", "nonmodal_back")
_PRINTED: Dict[tuple, tuple] = {}  # (ids of the characteristics and vocabulary, controller, text_of) -> (them, state)


def from_characteristics(c: Characteristics, controller: Value, vocab: Vocabulary, text_of: Value = -1) -> ObjState:
    """An object's state as its characteristics give it (states are never changed in
    place, so one made before for the same values is given again)."""
    key = (id(c), id(vocab), controller, text_of) if type(controller) is int and type(text_of) is int else None
    hit = _PRINTED.get(key) if key is not None else None
    if hit is not None and hit[0] is c and hit[1] is vocab:
        return hit[2]
    state = _from_characteristics(c, controller, vocab, text_of)
    if key is not None:
        if len(_PRINTED) >= 4096:  # (bounded: a long run sees many scenarios)
            _PRINTED.clear()
        _PRINTED[key] = (c, vocab, state)
    return state


def _from_characteristics(c: Characteristics, controller: Value, vocab: Vocabulary, text_of: Value) -> ObjState:
    def members(universe: tuple, present: frozenset) -> Dict[str, Value]:
        return {m: m in present for m in universe}

    return ObjState(
        name=vocab.name_code(c.name), mana_value=c.mana_value, mana_cost=vocab.cost_code(c.mana_cost),
        colors=members(vocab.colors, c.colors), types=members(vocab.types, c.types),
        subtypes=members(vocab.subtypes, c.subtypes),
        supertypes=members(vocab.supertypes, c.supertypes),
        abilities=members(vocab.abilities, c.abilities),
        power=c.power, toughness=c.toughness, controller=controller, text_of=text_of,
        text={w: i for i, w in enumerate(vocab.words)})


def reading(ops: Any, words: tuple, text: Optional[Dict[str, Value]], universe: tuple,
            vocab: Vocabulary) -> Dict[str, Value]:
    """Which words of `universe` a list of words in an ability's text stands for,
    read through its object's text as text-changing effects left it (612); with no
    text given (a granted ability, 612.3; a claim), the words as written."""
    if text is None:
        return {t: t in words for t in universe}
    return {t: ops.or_(*[ops.eq(text[w], vocab.word_code(t)) if w in text else w == t for w in words])
            for t in universe}


def has_subtype(ops: Any, s: ObjState, subtype: str) -> Value:
    """205.1a, 205.3d: an object has a subtype only while it has a card type the
    subtype belongs to; a removed card type hides its subtypes for as long as it
    is removed (`ObjState.subtypes` keeps them)."""
    return ops.and_(s.subtypes.get(subtype, False),
                    ops.or_(*[s.types[t] for t in correlated_types(subtype) if t in s.types]))


def shares_color(ops: Any, a: ObjState, b: ObjState) -> Value:
    """105.2: two objects share a colour when some colour is each one's; a colorless object
    (105.2c) shares none."""
    return ops.or_(*[ops.and_(v, b.colors[c]) for c, v in a.colors.items() if c in b.colors])


def shares_creature_type(ops: Any, a: ObjState, b: ObjState, vocab: Vocabulary) -> Value:
    """205.3m: two objects share a creature type when some creature type is one of each's
    subtypes (a changeling's every one, 702.73a, which its layer 4 part lists), a later one
    (205.3f) too; an object with no creature type shares none."""
    return ops.or_(*[ops.and_(has_subtype(ops, a, t), has_subtype(ops, b, t))
                     for t in vocab.subtypes if "creature" in sets_of(t)])


def matches(ops: Any, f: Filter, s: ObjState, you: Value, other: bool, vocab: Vocabulary,
            host: Value = False, text: Optional[Dict[str, Value]] = None) -> Value:
    """Whether an object in state `s` meets every condition of `f` (not its named
    objects): `you` is the player "you" stands for, `other` whether the object is
    not the effect's source, `host` whether the source is attached to it, `text`
    the source's text as text-changing effects left it (612)."""
    conds = [s.types[t] for t in f.types]
    conds += [has_ability(ops, s.abilities, a) for a in f.abilities]  # (an instance of a keyword counts, 702)
    conds += [ops.not_(has_ability(ops, s.abilities, a)) for a in f.non_abilities]
    if f.no_abilities:  # "creatures with no abilities" (113.1)
        conds.append(ops.not_(ops.or_(*s.abilities.values())))
    if f.mana_ability is not None:  # "with a mana ability" (605.1a): one of its abilities, by its text
        has = ops.or_(*[v for a, v in s.abilities.items() if is_mana_ability(a)])
        conds.append(has if f.mana_ability else ops.not_(has))
    conds += [s.supertypes[t] for t in f.supertypes]
    conds += [ops.not_(s.types[t]) for t in f.non_types]
    conds += [ops.not_(s.supertypes[t]) for t in f.non_supertypes]
    conds += [ops.lt(0, ops.sum(*s.counters.values()) if k == EVERY_KIND else s.counters.get(k, 0))
              for k in f.counters]  # one or more of that kind on it, or of any kind ("with a counter on it", 122.1)
    conds += [ops.not_(ops.lt(0, s.counters.get(k, 0))) for k in f.non_counters]  # none of that kind (122.1)
    conds += [ops.not_(ops.lt(s.counters.get(k, 0), n)) for k, n in f.counters_at_least]  # n or more of it (122.1)

    def any_of(words: tuple, universe: tuple, has) -> Value:
        return ops.or_(*[ops.and_(means, has(t)) for t, means in reading(ops, words, text, universe, vocab).items()
                         if not ops.is_false(means)])  # (a word it cannot stand for adds nothing)

    def subtype(t: str) -> Value:
        return has_subtype(ops, s, t)

    conds += [ops.not_(any_of((t,), vocab.subtypes, subtype)) for t in f.non_subtypes]
    conds += [ops.not_(any_of((c,), vocab.colors, s.colors.get)) for c in f.non_colors]
    if f.subtypes:
        conds.append(any_of(f.subtypes, vocab.subtypes, subtype))
    if f.colors:
        conds.append(any_of(f.colors, vocab.colors, s.colors.get))
    if f.controller is not None:
        conds.append(ops.eq(s.controller, you if f.controller == "you" else ops.add(1, ops.neg(you))))
    if f.attacking_player in ("you", "opponent"):  # 506.2, 508.1b: attacking that player, so the other player's creature
        conds += [s.attacking, ops.eq(s.controller, ops.add(1, ops.neg(you)) if f.attacking_player == "you" else you)]
    if f.unblocked:  # 509.1h: an attacking creature with no blockers declared for it, blockers declared
        conds += [s.attacking, s.unblocked]
    if f.owner is not None:  # 108.3
        conds.append(ops.eq(s.owner, you if f.owner == "you" else ops.add(1, ops.neg(you))))
    if f.other:
        conds.append(other)
    if f.names:
        conds.append(ops.or_(*[ops.eq(s.name, vocab.name_code(n)) for n in f.names]))
    if f.attached:  # "enchanted creature", "equipped creature", "fortified land"
        conds.append(host)
    if f.not_attached:  # an Aura's "other creatures": other than the one it enchants
        conds.append(ops.not_(host))
    for wanted, status in ((f.face_down, s.face_down), (f.attacking, s.attacking), (f.token, s.token),
                           (f.commander, s.commander), (f.tapped, s.tapped), (f.transformed, s.transformed),
                           (f.enchanted, s.enchanted), (f.equipped, s.equipped), (f.modified, s.modified)):
        if wanted is not None:
            conds.append(status if wanted else ops.not_(status))
    bounds = [(s.power, f.power_at_least, True), (s.power, f.power_at_most, False),
              (s.toughness, f.toughness_at_least, True), (s.toughness, f.toughness_at_most, False)]
    if f.colors_at_least is not None or f.colors_at_most is not None:  # 105.2, 105.4: how many colours it has
        how_many = ops.sum(*[ops.ite(has, 1, 0) for has in s.colors.values()])
        bounds += [(how_many, f.colors_at_least, True), (how_many, f.colors_at_most, False)]
    for value, bound, at_least in bounds:
        if bound is not None:
            conds.append(ops.not_(ops.lt(value, bound) if at_least else ops.lt(bound, value)))
    if f.any_of:
        conds.append(ops.or_(*[matches(ops, g, s, you, other, vocab, host, text) for g in f.any_of]))
    return ops.and_(*conds)


_FIELDS = tuple(f.name for f in fields(ObjState))


def merge(ops: Any, cond: Value, a: ObjState, b: ObjState) -> ObjState:
    """ite(cond, a, b), field by field (and member by member)."""
    if isinstance(cond, bool) or a is b:
        return a if cond is not False else b
    out = {}
    da, db = a.__dict__, b.__dict__
    for name in _FIELDS:
        va, vb = da[name], db[name]
        if va is vb or va is None or vb is None:  # (a token has no card, 111.1)
            out[name] = va if va is not None else vb
        elif name == "card":  # (the card it is in a zone: its characteristic-defining abilities read the game, 604.3)
            out[name] = merge(ops, cond, va, vb)
        elif name == "counters":  # a kind one side has and the other not is none there
            keys = list(va) + [k for k in vb if k not in va]
            out[name] = {k: _pick(ops, cond, va.get(k, 0), vb.get(k, 0)) for k in keys}
        elif isinstance(va, dict):
            out[name] = {k: va[k] if va[k] is vb[k] else ops.ite(cond, va[k], vb[k]) for k in va}
        else:
            out[name] = ops.ite(cond, va, vb)
    new = object.__new__(ObjState)
    new.__dict__.update(out)
    return new


def _pick(ops: Any, cond: Value, a: Value, b: Value) -> Value:
    return a if a is b else ops.ite(cond, a, b)


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
