"""The game model: objects, continuous effects and their parts, claims.

Everything here is plain data produced by the loader (`verifier.load.loader`) and
consumed by the layer engine (`verifier.rules.layers`).
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Optional, Tuple, Union

COLORS = ("white", "blue", "black", "red", "green")  # 105.1
PLAYERS = ("you", "opponent")
PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)\Z")  # 122.1a: "+1/+1", "-1/-1", "+1/+0", ...
COUNTER_KIND = re.compile(r"([+-]\d+/[+-]\d+|[a-z][a-z -]*)\Z")  # a P/T counter, or a word: "charge"


def pt_counter(kind: str) -> Optional[Tuple[int, int]]:
    """What a counter of this kind adds to power and toughness, if it is a P/T counter."""
    m = PT_COUNTER.match(kind)
    return (int(m.group(1)), int(m.group(2))) if m else None


# Layer and sublayer names in application order (613.1, 613.2, 613.4).
LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")

MANA_VALUE = "mana_value"  # a P/T value: the affected object's own mana value
# The abilities of a card that says how its permanent enters (614.1c-d): replacement effects that
# apply only if the permanent, as it would exist on the battlefield, has them (614.12).
ENTERS_TAPPED = "enters tapped"
ENTERS_WITH = "enters with counters"
OWN_POWER = "power"        # an amount of mana: its permanent's own power ("equal to this creature's power")


@dataclass(frozen=True)
class Characteristics:
    """Printed (or face-down / token-defined) characteristics of an object (613.1)."""

    name: str = ""
    mana_value: int = 0
    colors: frozenset = frozenset()
    types: frozenset = frozenset()
    subtypes: frozenset = frozenset()
    supertypes: frozenset = frozenset()
    abilities: frozenset = frozenset()
    power: int = 0
    toughness: int = 0
    mana_cost: Optional[str] = None  # its mana symbols (202.1); None: none given (a mana value above 0 says it has one)


_SYMBOL = re.compile(r"\{([^{}]*)\}")


def mana_value_of(cost: str) -> Optional[int]:
    """202.3: the mana value of a mana cost, the total of its symbols: a generic number
    counts that much, X counts 0 off the stack (202.3e), a hybrid symbol its largest
    part (202.3f: {2/B} is 2), a Phyrexian or coloured one 1 (202.3f); None if it is no
    mana cost (107.4)."""
    total, rest = 0, _SYMBOL.sub("", cost)
    if rest.strip():
        return None
    for symbol in _SYMBOL.findall(cost):
        parts = symbol.upper().split("/")
        if any(not (q.isdigit() or q in ("W", "U", "B", "R", "G", "C", "S", "X", "P")) for q in parts) or \
                (symbol.isdigit() and len(symbol) > 6):
            return None
        total += 0 if parts == ["X"] else max(int(q) if q.isdigit() else 1 for q in parts)
    return total


# 708.2a: a face-down permanent with no listed characteristics is a nameless 2/2 creature.
FACE_DOWN_DEFAULT = Characteristics(types=frozenset({"creature"}), power=2, toughness=2)
WARD_2 = "Ward {2}"  # a disguised or cloaked permanent has it too (702.168a, 701.58a)


def face_down_values(kind: Optional[str]) -> Characteristics:
    """The characteristics a face-down permanent has unless an effect lists others:
    a nameless 2/2 creature (708.2a), with ward {2} if disguised or cloaked."""
    if kind in ("disguise", "cloak"):
        return replace(FACE_DOWN_DEFAULT, abilities=frozenset({WARD_2}))
    return FACE_DOWN_DEFAULT


@dataclass(frozen=True)
class Filter:
    """Which objects an effect applies to; all listed conditions must hold,
    the named objects (targets) included."""

    objects: tuple = ()          # explicit object ids (targets); empty means "no list"
    types: tuple = ()            # has every one of these card types
    subtypes: tuple = ()         # has at least one of these subtypes
    supertypes: tuple = ()       # has every one of these supertypes
    colors: tuple = ()           # has at least one of these colours
    non_types: tuple = ()        # has none of these card types
    non_subtypes: tuple = ()
    non_supertypes: tuple = ()
    non_colors: tuple = ()
    controller: Optional[str] = None  # "you" (the effect's controller), "opponent" or a player
    other: bool = False          # excludes the effect's source
    names: tuple = ()            # has one of these names
    abilities: tuple = ()        # has every one of these abilities ("creatures with defender")
    attached: bool = False       # is what the effect's source is attached to (enchanted, equipped)
    not_attached: bool = False   # is not: an Aura's or Equipment's "other creatures"
    face_down: Optional[bool] = None  # is face down (True) or face up (False): a status, 110.5
    attacking: Optional[bool] = None  # is attacking (506.4), as the scenario states it
    token: Optional[bool] = None      # is a token (111.1) or not
    enchanted: Optional[bool] = None  # an Aura is attached to it (303.4)
    modified: Optional[bool] = None   # it has a counter, is equipped, or is enchanted by its controller's Aura (700.9)
    power_at_least: Optional[int] = None  # power and toughness as they are where the effect applies
    power_at_most: Optional[int] = None
    toughness_at_least: Optional[int] = None
    toughness_at_most: Optional[int] = None
    any_of: tuple = ()           # Filters: meets at least one of them too ("creature or Vehicle")

    @property
    def conditional(self) -> bool:
        """Whether anything beyond the named objects decides membership."""
        return bool(self.reads()) or self.other or self.attached or self.not_attached or \
            any(g.conditional for g in self.any_of) or \
            any(v is not None for v in (self.face_down, self.attacking, self.token, self.enchanted, self.modified))

    def each(self) -> tuple:
        """This filter and those of its any_of."""
        return (self,) + self.any_of

    def reads(self) -> set:
        """Characteristics this filter looks at (for the dependency check, 613.8a)."""
        out = set()
        if self.types or self.non_types:
            out.add("types")
        if self.subtypes or self.non_subtypes:
            out |= {"subtypes", "types"}  # a subtype counts only with its card type (205.3d)
        if self.supertypes or self.non_supertypes:
            out.add("supertypes")
        if self.colors or self.non_colors:
            out.add("colors")
        if self.controller is not None:
            out.add("controller")
        if self.names:
            out.add("name")
        if self.abilities:
            out.add("abilities")
        if self.power_at_least is not None or self.power_at_most is not None:
            out.add("power")
        if self.toughness_at_least is not None or self.toughness_at_most is not None:
            out.add("toughness")
        for g in self.any_of:
            out |= g.reads()
        return out


@dataclass(frozen=True)
class Condition:
    """A condition of a static ability that the game shows (611.3a): checked wherever
    and whenever its effect would apply, all listed parts together; "you" is the
    ability's controller.  (A condition the model cannot read is a fact the scenario
    states instead: `condition = "..."` and `[scenario] conditions`.)"""

    you_control: Optional[Filter] = None  # you control at least `at_least` (at most `at_most`) objects matching it
    at_least: int = 1
    at_most: Optional[int] = None
    counters_at_least: tuple = ()  # (kind, n): n or more such counters on its object (a leveler's "LEVEL n+")
    counters_below: tuple = ()     # (kind, n): fewer than n of them
    your_turn: Optional[bool] = None  # during your turn (True) or not (False)
    tapped: Optional[bool] = None     # its object is tapped (True) or untapped (False)

    def reads(self) -> set:
        """The characteristics it looks at (613.8a)."""
        out = set() if self.you_control is None else self.you_control.reads() | {"controller"}
        return out | ({"controller"} if self.your_turn is not None else set())


@dataclass(frozen=True)
class Count:
    """An amount that counts the objects on the battlefield matching a filter as
    the effect applies: `times` for each, plus `plus` ("+1/+1 for each creature
    you control")."""

    of: Filter
    times: int = 1
    plus: int = 0


PTValue = Union[int, str, Count]  # a number, MANA_VALUE, or a Count


def is_mana_ability(text: str) -> bool:
    """605.1a, by the shape of its text: an activated ability whose effect, after its
    cost (before the first colon), adds mana ("{T}: Add {G}", "{1}, {T}: Add one mana
    of any color"), and that is no loyalty ability ("+1: Add {R}{R}") nor a quoted
    ability another one grants ("Lands you control have '{T}: Add ...'")."""
    cost = re.match(r"([^:]*):\s*add\b", text, re.IGNORECASE)
    # the cost is before the first colon; a quoted ability ("... have '{T}: Add ...'") is not one
    return cost is not None and not re.search("[\"'\u2018\u201c]", cost.group(1)) and \
        re.match(r"\s*[+\u2212-]?\d+\s*:", text) is None


@dataclass(frozen=True)
class Part:
    """What one effect does in one layer or sublayer (613.6)."""

    layer: str
    # 1a copy
    copy_of: Optional[str] = None
    # 1b face-down characteristics
    face_down: Optional[Characteristics] = None
    # 2 control
    controller: Optional[str] = None
    # 3 text (612): one word of the text changed to another of its kind; a name set (612.8)
    change_word: Optional[Tuple[str, str]] = None
    set_name: Optional[str] = None
    # 4 types
    add_types: tuple = ()
    remove_types: tuple = ()
    set_types: Optional[tuple] = None
    add_subtypes: tuple = ()
    remove_subtypes: tuple = ()
    set_subtypes: Optional[tuple] = None
    add_supertypes: tuple = ()
    remove_supertypes: tuple = ()
    land_types: Optional[tuple] = None  # 305.7
    remove_subtype_sets: tuple = ()  # "loses all land types": every subtype of these sets (205.3)
    # 5 colours
    set_colors: Optional[tuple] = None
    add_colors: tuple = ()
    # 6 abilities
    add_abilities: tuple = ()
    remove_abilities: tuple = ()
    remove_all_abilities: bool = False
    remove_all_abilities_except_mana: bool = False  # "loses all abilities except mana abilities"
    # 7a / 7b set, 7c modify, 7d switch
    power: Optional[PTValue] = None
    toughness: Optional[PTValue] = None
    switch: bool = False

    def amounts(self) -> tuple:
        """The P/T amounts that count objects."""
        return tuple(v for v in (self.power, self.toughness) if isinstance(v, Count))

    @property
    def only_adds(self) -> bool:
        """It only adds types, subtypes, supertypes, colours or abilities: such parts
        give the same result in any order."""
        return replace(self, add_types=(), add_subtypes=(), add_supertypes=(), add_colors=(),
                       add_abilities=()) == Part(self.layer)

    def writes(self) -> set:
        """Characteristics this part can change (for the dependency check, 613.8a)."""
        if self.layer in ("1a", "1b"):
            return {"name", "mana_value", "colors", "types", "subtypes", "supertypes",
                    "abilities", "power", "toughness", "text_of"}
        if self.layer == "2":
            return {"controller"}
        if self.layer == "3":
            return {"text", "subtypes", "name"}
        if self.layer == "4":
            out = {"types", "subtypes", "supertypes"}
            if self.land_types is not None:
                out.add("abilities")
            return out
        return {"5": {"colors"}, "6": {"abilities"}}.get(self.layer, {"power", "toughness"})


@dataclass(frozen=True)
class Effect:
    """A continuous effect (611): from a static ability of `source`, or from a
    resolved spell or ability (`static` false)."""

    id: str
    parts: tuple                 # Part, in layer order
    affects: Filter
    static: bool
    source: Optional[str] = None   # object id; for static effects the object with the ability
    ability: Optional[str] = None  # the static ability generating it
    controller: str = "you"        # for resolved effects without a source object
    cda: bool = False              # characteristic-defining ability (604.3)
    origin: Optional[str] = None   # a copied static ability (707.2a): the object whose text has it
    granted_by: Optional[str] = None  # a static ability another effect gives its object: that effect
    until: Optional[str] = None    # a duration that ends on its own in a history (DURATIONS)
    as_long_as: Any = field(default=None, compare=False)  # 611.2b: its condition (verifier.expr.Expr)
    ability_of: Optional[str] = None  # a resolved ability's object: what its "other" excludes
    condition: Optional[Condition] = None  # a static ability's condition the game shows (611.3a)

    @property
    def other_than(self) -> Optional[str]:
        """The object an "other" in its filters excludes: the source of a static ability,
        or the object whose activated or triggered ability resolved."""
        return self.source if self.static else self.ability_of

    @property
    def copied(self) -> bool:
        return self.origin is not None

    @property
    def gives_control_to(self) -> Optional[str]:
        """The player a resolved effect's layer-2 part gives control to: "you" is its
        controller (109.5); None if it changes no control."""
        part = self.part("2")
        if part is None or part.controller is None:
            return None
        other = "opponent" if self.controller == "you" else "you"
        return {"you": self.controller, "opponent": other}.get(part.controller, part.controller)

    @property
    def text_of(self) -> Optional[str]:
        """The object whose rules text the ability is in (for statics)."""
        return self.origin or self.source

    def part(self, layer: str) -> Optional[Part]:
        for p in self.parts:
            if p.layer == layer:
                return p
        return None

    @property
    def first_layer(self) -> str:
        return self.parts[0].layer


def copy_effects_on(objects: dict, effects: dict) -> Dict[str, List[str]]:
    """Each object -> the copy effects (layer 1a) that can apply to it."""
    out: Dict[str, List[str]] = {o: [] for o in objects}
    for e in effects.values():
        if e.part("1a") is not None:
            for t in (e.affects.objects or objects):
                out[t].append(e.id)
    return out


def with_copied_statics(objects: dict, effects: dict) -> dict:
    """707.2a: a copy has the abilities of what it copies, static ones included.
    Each object that a copy effect may turn into a copy of X (directly or along
    a chain of copies) also carries X's static effects; each exists only while
    the object has the ability and its text is X's (`verifier.rules.layers`).  Their
    timestamps are the copy effect's (613.7a)."""
    own = {o: [e for e in effects.values() if e.static and e.source == o and e.granted_by is None] for o in objects}
    copies = [(t, p.copy_of) for e in effects.values() for p in e.parts if p.copy_of is not None
              for t in (e.affects.objects or objects)]
    carried = {o: {o} for o in objects}
    grown = True
    while grown:
        grown = False
        for target, original in copies:
            new = carried[original] - carried[target]
            if new:
                carried[target] |= new
                grown = True
    out = dict(effects)
    for target in objects:
        for original in sorted(carried[target] - {target}):
            for e in own[original]:
                # an ability of "this object" (a characteristic-defining one, 604.3a, or
                # `self`) is, on the copy, an ability of the copy
                affects = replace(e.affects, objects=(target,)) if e.affects.objects else e.affects
                eid = f"{target}.{e.ability} (copied from {original})"
                while eid in out:
                    eid += "'"
                out[eid] = replace(e, id=eid, source=target, affects=affects, origin=original)
    return out


def tie_groups(objects: dict, effects: dict) -> List[Tuple[str, ...]]:
    """Effects that can share a timestamp, in groups of two or more: the static
    abilities of one object (613.7a), and the abilities that one copy effect
    gives (613.7a, 707.2a), to one object or to several, with the copy effect
    itself if it does more than copy; the abilities granted to one object.  The rules give no order within a group,
    so the verifier quantifies over it."""
    copiers = copy_effects_on(objects, effects)
    parent: Dict[str, str] = {}

    def find(x: str) -> str:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    groups: Dict[str, List[str]] = {}
    for e in effects.values():
        if e.granted_by is not None:
            # what one effect grants shares its timestamp, and so can what several
            # effects grant one object: the object's, when it is the later (613.7a)
            key, receiver = find("grant:" + e.granted_by), find("received:" + e.source)
            if key != receiver:
                parent[key] = receiver
            groups.setdefault("grant:" + e.granted_by, []).append(e.id)
            continue
        if not e.static:
            if e.part("1a") is not None and len(e.parts) > 1:  # its other parts share its timestamp too
                groups.setdefault("copy:" + e.id, []).append(e.id)
            continue
        if e.copied and copiers[e.source]:
            first = find("copy:" + copiers[e.source][0])
            for c in copiers[e.source][1:]:
                parent[find("copy:" + c)] = first
            key = "copy:" + copiers[e.source][0]
        else:
            key = "own:" + e.source
        groups.setdefault(key, []).append(e.id)
    merged: Dict[str, List[str]] = {}
    for key, ids in groups.items():
        merged.setdefault(find(key), []).extend(ids)
    return [tuple(ids) for ids in merged.values() if len(ids) > 1]


# -- mana (106, 605, 614, 616) ------------------------------------------------------

MANA_TYPES = ("W", "U", "B", "R", "G", "C")  # 106.1b: the six types of mana
COLOR_OF_MANA = dict(zip(MANA_TYPES, COLORS))  # 106.1a: the first five are the colours


@dataclass(frozen=True)
class ManaUnit:
    """Some mana of one type, chosen as the ability resolves: from fixed `options`
    ("{B} or {G}", "one mana of any color"), from what the matching permanents could
    produce (`could_produce`, 106.7; `colors_only`: "any color" never gives {C}), or,
    for replacement effects and triggers, one of the types the event produced."""

    amount: Union[int, Count] = 1   # a Count ("{G} for each Elf you control") may be 0: no mana
    options: tuple = ()
    could_produce: Optional[Filter] = None
    colors_only: bool = False
    produced: bool = False

    def text(self) -> str:
        n = self.amount if isinstance(self.amount, int) else "X"
        if self.could_produce is not None:
            what = "color" if self.colors_only else "type"
            return f"{n} mana of any {what} matching objects could produce"
        if self.produced:
            return f"{n} mana of any type produced"
        return f"{n} of {'/'.join(self.options)}"


@dataclass(frozen=True)
class ManaCost:
    """An activation cost (602.1a); only what decides whether it can be paid."""

    tap: bool = False        # {T} (107.5): activating it "taps the permanent for mana" (106.12)
    untap: bool = False      # {Q} (107.6)
    mana: str = ""           # mana symbols in the cost, assumed payable
    life: int = 0            # 119.4: payable only with at least that much life
    counters: tuple = ()     # (kind, n): counters removed from the permanent itself
    sacrifice: bool = False  # "Sacrifice this ...": payable by its controller (701.21a); leaving is not followed


@dataclass(frozen=True)
class ManaAbility:
    """An activated mana ability (605.1a), by its text."""

    name: str
    cost: ManaCost
    units: tuple                       # ManaUnit, added together
    only_if: Optional[Tuple[Filter, int]] = None  # "activate only if" you control at least n matching (602.5b)
    only_with_counters: tuple = ()     # (kind, n): "activate only if there are n or more kind counters on it"


@dataclass(frozen=True)
class ManaReplacement:
    """A replacement effect on a mana production event (614.1a, 106.12b): it exists
    while `source` has `ability`; it applies while a mana ability with {T} of a
    permanent matching `affects` resolves and produces mana."""

    id: str
    source: str
    ability: str
    affects: Filter
    if_produced: tuple = ()   # only if it produces mana of one of these types
    if_at_least: int = 0      # only if it produces at least this much mana
    instead: Optional[str] = None   # each mana produced is of this type instead
    instead_exactly: tuple = ()     # the whole event becomes this mana ("produces {C} instead")
    times: int = 1                  # "twice as much"
    additional: tuple = ()          # ManaUnit: "an additional one mana of any type it produced"


@dataclass(frozen=True)
class ManaTrigger:
    """A triggered mana ability (605.1b, 106.12a): when a mana ability with {T} of a
    permanent matching `affects` resolves and produces mana (of a type in
    `if_produced`, if given), the permanent's controller adds `units`."""

    id: str
    source: str
    ability: str
    affects: Filter
    units: tuple
    if_produced: tuple = ()


# How a permanent became face down: it decides how it may be turned face up (702.37e, 702.168d,
# 701.40b-c, 701.58b-c, 708.7); "effect": by another spell or ability (Tezzeret, Cruel Machinist's).
FACE_DOWN_KINDS = ("morph", "disguise", "manifest", "cloak", "effect")

# -- histories (a sequence of events) -------------------------------------------------

EVENT_KINDS = ("turn", "step", "enters", "leaves", "starts", "ends", "tap", "untap", "turn_face_up", "put_counters",
               "remove_counters", "attach", "unattach", "resolves", "activate")
# 603.2: what a triggered ability waits for: the beginning of its controller's upkeep or of
# each upkeep, or an object entering the battlefield
TRIGGER_EVENTS = ("your upkeep", "each upkeep", "enters", "turned face up")
# 514.2: "until end of turn" ends in the cleanup step, before the next turn begins;
# "until your next turn" ends immediately before its controller's next turn begins (the
# seed 000 ruling on Tezzeret, Cruel Machinist)
DURATIONS = ("end of turn", "your next turn")


@dataclass(frozen=True)
class HastePermission:
    """A static ability of `source` that lets the creatures it names attack, or
    activate {T} and {Q} abilities, as though they had haste (302.6): a permission
    of the rules, not an ability they gain, so removing their abilities keeps it."""

    source: str
    ability: str
    affects: Filter
    purposes: tuple  # "attack", "activate"
    condition: Optional[Condition] = None  # only while it holds (611.3a)


@dataclass(frozen=True)
class Trigger:
    """A triggered ability of `source` (603): it triggers when its event happens
    (`when`, TRIGGER_EVENTS; for `enters`, an object matching `of`) if its source is on
    the battlefield with the ability and the intervening "if" `condition` holds then
    (603.4); it is controlled by its source's controller at that moment (603.3a).  When
    a `resolves` event resolves it, it checks the condition again and does nothing if
    it fails; else it destroys `destroy`, or what `destroy_attached_to` is attached to
    then (what it affects is determined on resolution, 608.2b); puts counters on an
    object, changes its controller's life total, or creates tokens.  `when` is one of
    TRIGGER_EVENTS: for `enters` and `turned face up`, the object must match `of`."""

    id: str
    source: str
    ability: str
    when: str
    of: Filter = Filter()
    condition: Any = field(default=None, compare=False)  # verifier.expr.Expr
    destroy: Optional[str] = None
    destroy_attached_to: Optional[str] = None
    counters_on: Optional[str] = None  # puts `counters` on this object
    counters: tuple = ()               # (kind, n or "X": for its source's enters trigger, the spell's X)
    life: int = 0                      # its controller gains (or, negative, loses) this much life (119.3)
    creates: tuple = ()                # the tokens it creates: objects `created_by` it (111.1)


@dataclass(frozen=True)
class LoyaltyAbility:
    """A loyalty ability of planeswalker `source` (606): activating it pays its loyalty
    cost at once (606.4: `cost` "+1", "0", "-5" or "-X", with X chosen as it is
    activated and no more than its loyalty, 606.6); it resolves later (a `resolves`
    event), untapping its targets that are still artifacts (up to `max_targets`,
    608.2b) or putting the card its search finds onto the battlefield if that card
    matches `search` and its mana value is at most X."""

    id: str
    source: str
    cost: str
    max_targets: int = 0
    targets_of: Filter = Filter()
    search: Optional[Filter] = None


@dataclass(frozen=True)
class Event:
    """One event of a scenario's history, in the order given.  `turn`: a player's
    turn begins (its untap step untaps that player's permanents, 502.3); `step`: an
    extra step or phase that begins no turn; `enters`: an object enters the
    battlefield (a new object, 400.7, with a new timestamp, 613.7d), tapped or not;
    `leaves`: it leaves the battlefield (and does not come back as the same object);
    `starts` / `ends`: a resolved effect begins (its timestamp, 613.7b) or ends;
    `tap` / `untap`: a permanent becomes tapped or untapped; `turn_face_up`: a
    face-down permanent is turned face up (the same object, 708.8); `put_counters` /
    `remove_counters`: counters put on or removed from a permanent (122); `attach` /
    `unattach`: an Aura or Equipment becomes attached to `to` (equip, 702.6a) or
    unattached (301.5); `resolves`: the latest instance of a triggered ability (a
    `Trigger` id) not yet resolved resolves (603.4, 608.2)."""

    kind: str
    what: str                 # the player (turn), step name, object id or effect id
    label: Optional[str] = None
    tapped: bool = False      # an object that enters tapped
    implied: bool = False     # an `ends` a duration adds (DURATIONS), not one the file gives
    counters: tuple = ()      # (kind, n) put on or removed
    group: Optional[str] = None  # consecutive events of one group happen in an order the history leaves open
    to: Optional[str] = None  # what an `attach` attaches it to
    x: Optional[int] = None   # an object entering: the X chosen for the spell that became it (107.3)
    x_at_most: Optional[int] = None  # ... or X is the caster's choice, from 0 up to this
    targets: tuple = ()       # an `activate`: its targets
    finds: Optional[str] = None  # an `activate` with a search: the card its search finds (from the library)
    equip: bool = False       # an `attach` that is the Equipment's equip ability (702.6a): it targets
    by_effect: bool = False   # a `turn_face_up` an effect does (708.7), not its controller's special action
    line: int = field(default=0, compare=False)  # its line in the model file (0: not from a file)


@dataclass(frozen=True)
class GameObject:
    id: str
    printed: Characteristics
    controller: str = "you"
    counters: tuple = ()  # (kind, count) pairs: "+1/+1", "-1/-1", "charge", ...
    face_down: bool = False
    attached_to: Optional[str] = None  # the object it is attached to (an Aura, Equipment, ...)
    enchant: Filter = Filter()         # what it may enchant, if it is an Aura (702.5a); any permanent
    tapped: bool = False               # a status (110.5); as the history begins
    enters_with: tuple = ()            # (kind, n or "X"): counters it enters with (614.1c; X: 107.3)
    enters_tapped: bool = False        # its card says it enters tapped (614.1c)
    in_library: bool = False           # a card in the library as the history begins, until a search finds it
    created_by: Optional[str] = None   # a token a trigger creates as it resolves (not there before)
    token: bool = False                # a token (111.1): one a trigger creates, or one the scenario says is
    attacking: bool = False            # an attacking creature (506.4), as the scenario states it throughout
    # 302.6, as the history begins: under its controller's control since that player's most
    # recent turn began (None: not stated, `verifier.rules.time.History.past`)
    since_turn_began: Optional[bool] = None
    face_down_by: Optional[str] = None  # how it became face down (FACE_DOWN_KINDS)


@dataclass(frozen=True)
class Claim:
    id: str
    expr: str
    expect: str                  # proved / refuted / witness / none / vacuous
    assume: Optional[str] = None
    ruling: str = ""
    line: int = 0
    goal: Any = field(default=None, compare=False)     # the parsed expr (verifier.expr.Expr)
    premise: Any = field(default=None, compare=False)  # the parsed assume, if any
    at: Optional[str] = None     # the label of the history's point it is about (None: the end)

    @property
    def query(self) -> str:
        return "prove" if self.expect in ("proved", "refuted", "vacuous") else "find"


@dataclass
class Scenario:
    """A board: objects, effects, what the history fixes about their order, and claims."""

    path: str
    name: str
    objects: dict                # id -> GameObject
    effects: dict                # id -> Effect
    order: list                  # list of (earlier, later) timestamp pairs between ids
    claims: list = field(default_factory=list)
    players: tuple = ("you", "opponent")
    source: str = ""
    mana_abilities: dict = field(default_factory=dict)   # ability text -> ManaAbility
    replacements: tuple = ()                              # ManaReplacement
    mana_triggers: tuple = ()                             # ManaTrigger
    life: dict = field(default_factory=lambda: {"you": 20, "opponent": 20})
    events: tuple = ()          # Event, in the order the history gives
    first_turn: str = "you"     # whose turn it is as the history begins
    search_events: tuple = ()   # Event: what a search for a history may add after them
    search_depth: int = 4       # how many it may add at most
    given_order: list = field(default_factory=list)  # `order` without what the history adds
    all_effects: dict = field(default_factory=dict)  # the effects, those a search may start included

    absent: frozenset = frozenset()  # objects a search may bring in, not in this history
    as_though_haste: tuple = ()      # HastePermission
    triggers: tuple = ()             # Trigger
    generated_cards: tuple = ()      # names of cards generated from Oracle text (`verifier.cards`)
    loyalty: tuple = ()              # LoyaltyAbility

    def with_events(self, events: tuple) -> "Scenario":
        """The same scenario with this history: every timestamp the history gives is
        ordered as it is given (`stamps`: 613.7b, 613.7d-f), after everything the
        history does not start.  What the search could start or bring in and this
        history does not never happens: such an effect is left out, such an object is
        never on the battlefield."""
        given = self.given_order if self.events or self.given_order else list(self.order)
        events = self._durations_ended(tuple(e for e in events if not e.implied))
        marks = stamps(events, self.objects)
        history = [stamp for _, _, stamp in marks]
        begun = [e.what for e in events if e.kind in ("enters", "starts")]
        unused = {e.what for e in self.search_events if e.kind in ("enters", "starts")} - set(begun)
        effects = {k: e for k, e in (self.all_effects or self.effects).items() if k not in unused}
        order = [pair for pair in given if not set(pair) & unused] + list(zip(history, history[1:]))
        if history:  # every timestamped id the history does not begin is older than what it begins
            before = {e.id for e in effects.values() if not e.static} | {x for pair in order for x in pair}
            before |= {e.source for e in effects.values() if e.static and not e.copied and e.granted_by is None}
            older = sorted(before - set(history) - unused)
            order += [(x, history[0]) for x in older]
            # an object with no timestamp that receives one during the history had the earliest
            # as it began (it was there before every effect with one)
            for o in sorted({what for _, what, stamp in marks if stamp != what} - before - set(history)):
                order += [(o, x) for x in older + history[:1]]
        return replace(self, events=events, order=order, given_order=list(given), effects=effects,
                       all_effects=self.all_effects or self.effects,
                       absent=frozenset(unused & set(self.objects)))

    def timestamped(self) -> list:
        """Ids that carry a timestamp (613.7): resolved effects, and objects whose
        static abilities generate effects (613.7a) or that the history orders."""
        ids = {e.id for e in self.effects.values() if not e.static}
        ids |= {e.source for e in self.effects.values() if e.static and not e.copied and e.granted_by is None}
        ids |= {x for pair in self.order for x in pair}
        return sorted(ids)

    def fixed_order(self) -> List[Tuple[str, str]]:
        """Every (earlier, later) timestamp pair the history fixes or the game implies."""
        return list(dict.fromkeys(self.order + implied_order(self)))

    def ties(self) -> List[Tuple[str, ...]]:
        return tie_groups(self.objects, self.effects)

    def linearized(self) -> List["Scenario"]:
        """The scenario once for each order of its history's events that the history
        leaves open (consecutive events of one `group`), keeping only the orders the
        game allows as far as the file alone says (`orders`)."""
        return [sc for sc, _ in self.orders() if sc is not None]

    def orders(self) -> List[Tuple[Optional["Scenario"], str]]:
        """Each order of the history's events the history leaves open: the scenario with
        it, or None and why the file alone shows it impossible (an event not allowed
        where it stands, a loyalty activation the rules forbid, timestamps in a cycle)."""
        runs: List[List[Event]] = []
        for e in (e for e in self.events if not e.implied):
            if runs and e.group is not None and runs[-1][0].group == e.group:
                runs[-1].append(e)
            else:
                runs.append([e])
        if all(len(run) == 1 for run in runs):
            return [(self, "")]
        out: List[Tuple[Optional[Scenario], str]] = []
        for choice in itertools.product(*[itertools.permutations(run) for run in runs]):
            events = tuple(e for run in choice for e in run)
            out.append(self._in_order(events))
        return out

    def _in_order(self, events: tuple) -> Tuple[Optional["Scenario"], str]:
        """The scenario with its history's events in this order, or None and why not."""
        order = "; ".join(f"{e.kind} {e.what}" for e in events)
        bad = self.first_disallowed(events)
        if bad is not None:
            e = events[bad]
            return None, f"order '{order}': event {bad + 1} ({e.kind} {e.what}): it is not on the battlefield " \
                         "then, or has not begun (110.5d, 400.7, 613.7b)"
        violation = self.loyalty_violation(events)
        if violation is not None:
            e = events[violation[0]]
            return None, f"order '{order}': event {violation[0] + 1} ({e.kind} {e.what}): {violation[1]}"
        candidate = self.with_events(events)
        if not acyclic(candidate.fixed_order()):
            return None, f"order '{order}': an effect would begin before an object it names entered (613.7b, 613.7d)"
        return candidate, ""

    def first_disallowed(self, events: tuple) -> Optional[int]:
        """The index of the first event the game does not allow where it stands: an
        effect that ends before it began, a permanent that leaves, becomes tapped or
        untapped, gets or loses counters, is attached, is turned face up or has a
        loyalty ability activated while not on the battlefield (110.5d, 122.1, 400.7,
        602.2); None if every event is allowed."""
        entering = {e.what for e in events if e.kind == "enters"}
        starting = {e.what for e in events if e.kind == "starts"}
        library = {o.id for o in self.objects.values() if o.in_library or o.created_by}
        sources = {a.id: a.source for a in self.loyalty}
        finds: Dict[str, List[str]] = {}
        present = set(self.objects) - entering - set(self.absent) - library
        begun: set = set()
        for i, e in enumerate(events):
            if e.kind == "enters":
                present.add(e.what)
            elif e.kind == "activate":
                if e.what in sources and sources[e.what] not in present:
                    return i
                if e.finds is not None:
                    finds.setdefault(e.what, []).append(e.finds)
            elif e.kind == "resolves":  # (tokens it may create, the card a search finds)
                present |= {o.id for o in self.objects.values() if o.created_by == e.what}
                if finds.get(e.what):
                    present.add(finds[e.what].pop())
            elif e.kind == "starts":
                begun.add(e.what)
            elif e.kind == "ends" and (e.what in starting and e.what not in begun or e.what not in self.effects):
                return i  # (an effect a search could start and this history does not is not there to end)
            elif e.kind == "attach" and e.to not in present:
                return i
            elif e.kind in ("leaves", "tap", "untap", "put_counters", "remove_counters", "turn_face_up", "attach",
                            "unattach"):
                if e.what not in present:
                    return i
                if e.kind == "leaves":
                    present.discard(e.what)
        return None

    def loyalty_violation(self, events: tuple) -> Optional[Tuple[int, str]]:
        """The first activation of a loyalty ability the rules forbid where it stands,
        and why (None if none): one not on its controller's turn or a second in a turn
        (602.2, 606.3), one whose cost needs more loyalty than the planeswalker can have
        (606.6).  Its controller is its own, changed by effects the history starts
        that change its control (an approximation: the encoding also requires it);
        its loyalty at most what it would have with every X chosen 0."""
        loyalty = {a.id: a for a in self.loyalty}
        controller = {o.id: o.controller for o in self.objects.values()}
        counters = {o.id: dict(o.counters).get("loyalty", 0) for o in self.objects.values()}
        turn, used = self.first_turn, set()
        effects = self.all_effects or self.effects
        for i, e in enumerate(events):
            if e.kind == "turn":
                turn, used = e.what, set()
            elif e.kind == "starts" and effects[e.what].gives_control_to is not None:
                for o in effects[e.what].affects.objects:
                    controller[o] = effects[e.what].gives_control_to
            elif e.kind in ("put_counters", "remove_counters"):
                n = sum(k for kind, k in e.counters if kind == "loyalty")
                counters[e.what] = max(0, counters[e.what] + (n if e.kind == "put_counters" else -n))
            elif e.kind == "activate":
                ability = loyalty[e.what]
                source = ability.source
                if controller[source] != turn:
                    whose = {"you": "your", "opponent": "the opponent's"}
                    return i, (f"{source!r} is controlled by {controller[source]}: its loyalty abilities are "
                               f"activated on that player's turn, not on {whose.get(turn, turn)} turn (602.2, 606.3)")
                if source in used:
                    return i, f"a loyalty ability of {source!r} was already activated this turn (606.3)"
                used.add(source)
                cost = -(e.x or 0) if ability.cost == "-X" else int(ability.cost)
                if counters[source] + cost < 0:
                    return i, (f"{ability.id!r} costs {-cost} loyalty; {source!r} has at most {counters[source]} "
                               "(606.6)")
                counters[source] += cost
        return None

    def _durations_ended(self, events: tuple) -> tuple:
        """The history with an `ends` event where each effect's duration ends on its own
        (DURATIONS), unless the history ends it first.  An effect the history does not
        start began this turn, before it."""
        out = list(events)
        for e in (self.all_effects or self.effects).values():
            if e.until is None:
                continue
            starts = [i for i, ev in enumerate(out) if ev.kind == "starts" and ev.what == e.id]
            begin = starts[0] if starts else -1
            if starts == [] and any(ev.kind == "starts" for ev in self.search_events if ev.what == e.id):
                continue  # a search may start it; until then it never began
            for i in range(begin + 1, len(out)):
                if out[i].kind == "ends" and out[i].what == e.id:
                    break
                if out[i].kind == "turn" and (e.until == "end of turn" or out[i].what == e.controller):
                    out.insert(i, Event("ends", e.id, implied=True))
                    break
        return tuple(out)


def stamps(events: tuple, objects: dict) -> List[Tuple[int, str, str]]:
    """(point, what, stamp) for each event of a history that may give a new timestamp,
    in the history's order; `stamp` is the timestamped id standing for it.  An effect
    receives one as it begins (613.7b); an object as it enters (613.7d: by an `enters`
    event, as a token its creating trigger's resolution makes, as the card a search
    puts onto the battlefield), as it becomes attached (613.7e, 701.3c) and as it turns
    face up (613.7f).  An id stands for the first timestamp it gets by beginning or
    entering; any other is `x@point`.  Whether one of those is actually received (an
    attachment that fails, 701.3b; a resolution that creates nothing) is the game's
    to say (`verifier.rules.time`)."""
    out: List[Tuple[int, str, str]] = []
    entered: set = set()
    searches: Dict[str, List[str]] = {}  # loyalty ability -> the cards its activations find, last in first out

    def stamp(p: int, what: str, enters: bool) -> None:
        out.append((p, what, what if enters and what not in entered else f"{what}@{p}"))
        entered.update({what} if enters else ())

    for p, e in enumerate(events, 1):
        if e.kind in ("enters", "starts", "attach", "turn_face_up"):
            stamp(p, e.what, e.kind in ("enters", "starts"))
        elif e.kind == "activate" and e.finds is not None:
            searches.setdefault(e.what, []).append(e.finds)
        elif e.kind == "resolves":
            if searches.get(e.what):
                stamp(p, searches[e.what].pop(), True)
            for o in sorted(o.id for o in objects.values() if o.created_by == e.what):
                stamp(p, o, True)
    return out


def acyclic(pairs: List[Tuple[str, str]]) -> bool:
    """Whether (earlier, later) pairs leave some order possible (no cycle)."""
    succ: Dict[str, set] = {}
    for a, b in pairs:
        succ.setdefault(a, set()).add(b)
    indegree = {x: 0 for pair in pairs for x in pair}
    for a in succ:
        for b in succ[a]:
            indegree[b] += 1
    ready = [x for x, d in indegree.items() if d == 0]
    seen = 0
    while ready:
        x = ready.pop()
        seen += 1
        for y in succ.get(x, ()):
            indegree[y] -= 1
            if indegree[y] == 0:
                ready.append(y)
    return seen == len(indegree)


def implied_order(sc: Scenario) -> List[Tuple[str, str]]:
    """What the game itself fixes: a resolved effect began after each object it
    names (its targets, what it copies) was on the battlefield (613.7b, 613.7d).
    Objects without a timestamp were there before every resolved effect anyway."""
    stamped = set(sc.timestamped())
    pairs = []
    for e in sc.effects.values():
        if not e.static:
            named = set(e.affects.objects) | {p.copy_of for p in e.parts if p.copy_of is not None}
            pairs += [(o, e.id) for o in sorted(named) if o in stamped]
    return pairs
