"""Characteristics of objects and continuous effects (611, 613): the filters that
say what an effect affects, the parts it has in each layer, and the abilities copies
and grants give."""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field, replace
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union

COLORS = ("white", "blue", "black", "red", "green")  # 105.1
PLAYERS = ("you", "opponent")
ENCHANTED_PLAYER = "enchanted"  # the player an Aura (a Curse) is attached to (303.4m), in a static's `attacking_player`
# 613.1b, 108.3: a layer 2 part giving each object to its owner ("each player gains control of all creatures they own")
OWNER = "owner"
# 400.1: the zones a card may be in besides the battlefield, as a scenario tracks them; code 0 is
# none of them (a card not yet in the game's account, or a token that ceased to exist, 111.7)
ZONES = ("graveyard", "exile", "hand", "library", "command", "stack")  # 400.1; the stack: spells (405.1)


def zone_code(zone: str) -> int:
    """The code of a zone (ZONES) in an object's state."""
    return ZONES.index(zone) + 1
PT_COUNTER = re.compile(r"([+-]\d+)/([+-]\d+)\Z")  # 122.1a: "+1/+1", "-1/-1", "+1/+0", ...
COUNTER_KIND = re.compile(r"([+-]\d+/[+-]\d+|[a-z][a-z -]*)\Z")  # a P/T counter, or a word: "charge"
EVERY_KIND = "every kind"  # an amount's counters of every kind (122.1: "+1/+1 for each counter on it")


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
ENTERS_LOYALTY = "enters with its printed loyalty"  # a planeswalker's intrinsic ability (306.5b)
ENTERS_AS_COPY = "enters as a copy"  # "you may have it enter as a copy of ..." (707.5, 614.1c)
# In a card's ability: what its object's controller chose as it entered ("the chosen type", 614.12);
# the scenario's object says what (`chosen`).
CHOSEN = "chosen"
ENTERS_CHOOSING = "as it enters, choose"  # what its other abilities use ("the chosen type", 614.12)
OWN_POWER = "power"        # an amount of mana: its permanent's own power ("equal to this creature's power")
OWN_TOUGHNESS = "toughness"  # ... or its own toughness ("equal to this creature's toughness")
# an amount of mana of a colour: its controller's devotion to that colour ("Choose a color. Add an amount of mana of
# that color equal to your devotion to that color", 700.5)
DEVOTION = "devotion"


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
    riots: int = 0  # its instances of riot, each chosen apart (702.136b): "riot" listed that many times


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


_COLOR_LETTERS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def colors_of_cost(cost: str) -> frozenset:
    """202.2: the colours of the mana symbols of a mana cost (a hybrid symbol each of its
    colours, 107.4e; a Phyrexian one its colour, 107.4f); generic, {C}, {S} and {X} none."""
    return frozenset(_COLOR_LETTERS[q] for symbol in _SYMBOL.findall(cost) for q in symbol.upper().split("/")
                     if q in _COLOR_LETTERS)


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
    no_abilities: bool = False   # has no ability at all (113.1; an intrinsic one, 305.6, is one)
    non_abilities: tuple = ()    # has none of these abilities ("creatures without flying")
    # has an activated mana ability (605.1a), by its text (`is_mana_ability`; an intrinsic one, 305.6, is one), or
    # has none; a triggered mana ability (605.1b) beside it is refused (`verifier.load.mana_ability_filters`)
    mana_ability: Optional[bool] = None
    attached: bool = False       # is what the effect's source is attached to (enchanted, equipped)
    not_attached: bool = False   # is not: an Aura's or Equipment's "other creatures"
    face_down: Optional[bool] = None  # is face down (True) or face up (False): a status, 110.5
    attacking: Optional[bool] = None  # is attacking (506.4), as the scenario states it
    unblocked: bool = False      # is an attacking creature no blockers were declared for (509.1h), as stated
    # is attacking this player ("you", the effect's controller, or "opponent"), not a planeswalker or battle
    # (506.2, 508.1b: "creatures attacking you"): an attacking creature of the other player, the game having two;
    # in a static ability, ENCHANTED_PLAYER: attacking the player its source is attached to (303.4m)
    attacking_player: Optional[str] = None
    token: Optional[bool] = None      # is a token (111.1) or not
    commander: Optional[bool] = None  # is a commander (903.3) or not, as the scenario states it
    enchanted: Optional[bool] = None  # an Aura is attached to it (303.4)
    equipped: Optional[bool] = None   # an Equipment is attached to it (301.5)
    modified: Optional[bool] = None   # it has a counter, is equipped, or is enchanted by its controller's Aura (700.9)
    colors_at_least: Optional[int] = None  # how many colours it has (105.2; multicolored, 105.4: 2 or more)
    colors_at_most: Optional[int] = None
    power_at_least: Optional[int] = None  # power and toughness as they are where the effect applies
    power_at_most: Optional[int] = None
    toughness_at_least: Optional[int] = None
    toughness_at_most: Optional[int] = None
    any_of: tuple = ()           # Filters: meets at least one of them too ("creature or Vehicle")
    enchanted_player: bool = False  # is controlled by the player its source is attached to (303.4m)
    enchanted_by_another: bool = False  # an Aura other than its source is attached to it (303.4)
    owner: Optional[str] = None  # "you" (the effect's controller) or "opponent" owns it (108.3)
    counters: tuple = ()         # has one or more counters of each of these kinds (122.1): "with a +1/+1 counter on it"
    non_counters: tuple = ()     # has no counter of each of these kinds (122.1): "without a blaze counter on it"
    # has at least n counters of each (kind, n) (122.1): "with three or more +1/+1 counters on them"
    counters_at_least: tuple = ()
    tapped: Optional[bool] = None     # is tapped (True) or untapped (False): a status (110.5) the history gives
    # is transformed: a transforming double-faced permanent with its back face up (701.27g; a melded one is not), a
    # status at each point, in what a count counts; beside a modal one or a copy it is refused
    # (`verifier.load.transformed_filters`)
    transformed: Optional[bool] = None
    paired: bool = False              # is the source or the creature it is paired with, while paired (702.95a-b)
    # "that shares a creature type with it": with the object its source is attached to ("attached") or its source
    # ("source"), as both are where the effect applies (205.3m; a changeling has every creature type, 702.73a)
    shares_creature_type: Optional[str] = None
    # "creatures that share a color with equipped creature": with the same object (105.2), in a static's affected set
    shares_color: Optional[str] = None

    @property
    def conditional(self) -> bool:
        """Whether anything beyond the named objects decides membership."""
        return bool(self.reads()) or self.other or self.attached or self.not_attached or self.paired or self.unblocked or \
            self.enchanted_by_another or \
            self.shares_creature_type is not None or self.shares_color is not None or \
            any(g.conditional for g in self.any_of) or \
            any(v is not None for v in (self.face_down, self.attacking, self.attacking_player, self.token,
                                          self.commander, self.enchanted,
                                          self.equipped,
                                          self.modified, self.tapped, self.mana_ability,
                                          self.transformed)) or \
            bool(self.counters) or bool(self.non_counters) or bool(self.counters_at_least)

    def each(self) -> tuple:
        """This filter and those of its any_of."""
        return (self,) + self.any_of

    def reads(self) -> set:
        """Characteristics this filter looks at (for the dependency check, 613.8a)."""
        out = set()
        if self.types or self.non_types:
            out.add("types")
        if self.subtypes or self.non_subtypes or self.shares_creature_type is not None:
            out |= {"subtypes", "types"}  # a subtype counts only with its card type (205.3d)
        if self.enchanted is not None or self.equipped is not None or self.modified is not None or \
                self.enchanted_by_another:  # what is an Aura or Equipment attached to it (205.3h, 303.4, 301.5)
            out |= {"subtypes", "types"} | ({"controller"} if self.modified is not None else set())  # (700.9)
        if self.supertypes or self.non_supertypes:
            out.add("supertypes")
        if self.colors or self.non_colors or self.colors_at_least is not None or self.colors_at_most is not None or \
                self.shares_color is not None:
            out.add("colors")
        if self.controller is not None or self.enchanted_player or self.attacking_player is not None:
            out.add("controller")
        if self.paired:  # 702.95a: paired while both are creatures under the pairing player's control
            out |= {"types", "controller"}
        if self.owner is not None:
            out.add("owner")
        if self.names:
            out.add("name")
        if self.abilities or self.no_abilities or self.non_abilities or self.mana_ability is not None:
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
    opponents_control: Optional[Filter] = None  # ... your opponents do (102.2: the model's game has two players)
    at_least: int = 1
    at_most: Optional[int] = None
    counters_at_least: tuple = ()  # (kind, n): n or more such counters on its object (a leveler's "LEVEL n+")
    counters_below: tuple = ()     # (kind, n): fewer than n of them
    your_turn: Optional[bool] = None  # during your turn (True) or not (False)
    tapped: Optional[bool] = None     # its object is tapped (True) or untapped (False)
    attached: Optional[bool] = None   # its object is attached to something (True) or not (False): a status, 301.5
    devotion_to: tuple = ()  # your devotion to these colours (700.5) is at least `at_least` (at most `at_most`)
    itself: Optional[Filter] = None   # its object matches it ("as long as ~ is equipped": a status, 301.5)
    # at least `at_least` (at most `at_most`) objects matching it are attached to its object ("itself") or to the
    # object its object is attached to ("host"): "as long as two or more Equipment are attached to it" (301.5)
    attachments: Optional[Filter] = None
    attachments_of: str = "itself"
    life_at_least: Optional[int] = None  # your life total (119.1) is at least this, as the scenario gives it
    life_at_most: Optional[int] = None   # ... at most this

    def filters(self) -> List[Filter]:
        """The filters it matches objects against (what a player controls, its object, what is attached)."""
        return [f for f in (self.you_control, self.opponents_control, self.itself, self.attachments) if f is not None]

    def reads(self) -> set:
        """The characteristics it looks at (613.8a)."""
        out = set().union(*[f.reads() for f in self.filters()])
        counted = (self.you_control, self.opponents_control, self.attachments)
        out |= {"controller"} if any(f is not None for f in counted) else set()
        out |= {"controller"} if self.life_at_least is not None or self.life_at_most is not None else set()
        out |= {"controller", "mana_cost"} if self.devotion_to else set()
        return out | ({"controller"} if self.your_turn is not None else set())


# what an amount may total, compare or tell apart among objects, and what each reads (613.8a)
MEASURES = {"total": ("power", "toughness", "mana_value"), "greatest": ("power", "toughness", "mana_value"),
            "distinct": ("colors", "basic land types", "card types", "powers", "names")}
_MEASURE_READS = {"power": {"power"}, "toughness": {"toughness"}, "mana_value": {"mana_value"},
                  "colors": {"colors"}, "basic land types": {"subtypes", "types"}, "card types": {"types"},
                  "powers": {"power", "types"}, "names": {"name"}}


@dataclass(frozen=True)
class Count:
    """An amount read off the objects on the battlefield matching a filter, as the
    effect applies: how many there are ("+1/+1 for each creature you control"), or,
    by `how`, their total power or toughness, the greatest one, or how many colours
    (105.2), basic land types (305.6, domain), card types, different powers (coven) or
    different names (201.2b) are among them, or how
    many counters of a kind one object has (`on`); then half of it rounded down or up
    (`half`, 107.1a: "half the number of Forests you control, rounded down"), `times`
    that, plus `plus`, and no more than `at_most` (a cap)."""

    of: Filter
    times: int = 1
    plus: int = 0
    how: str = "count"  # count, or a key of MEASURES
    what: str = ""      # for the others: one of MEASURES[how]
    at_most: Optional[int] = None
    zone: Optional[str] = None  # the cards in a zone (ZONES) it reads, not the battlefield's objects
    # how = "life": the life total (119.1) of `what`, "you" (the ability's controller, 109.5; a card's owner in
    # another zone, 604.3) or the "opponent" (the one opponent of the model's two-player game)
    # how = "counters": the counters of kind `what` (122.1) on one object, "it" (each object the static
    # ability applies to) or its "source" ("+1/+1 for each charge counter on this artifact"); with `on` None,
    # on every permanent matching `of` ("the number of +1/+1 counters on creatures you control")
    on: Optional[str] = None
    # only the objects attached to the effect's "source" ("each Aura attached to it" on its own object), or to what
    # that source is "attached" to ("enchanted creature gets +2/+2 for each Aura attached to it"; 301.5, 303.4)
    attached_to: Optional[str] = None
    half: Optional[str] = None  # 107.1a: "down" or "up", what is measured halved so, before `times` and `plus`
    # how = "devotion": the devotion of "you" (the ability's controller) to these colours, one or two (700.5),
    # counted from the mana costs of the permanents that player controls
    colors: tuple = ()

    def reads(self) -> set:
        """The characteristics it looks at: its filter's and what it measures (613.8a; a devotion,
        700.5a, the controllers and mana costs of permanents)."""
        devotion = {"controller", "mana_cost"} if self.how == "devotion" else set()
        return self.of.reads() | _MEASURE_READS.get(self.what, set()) | devotion


@dataclass(frozen=True)
class Devotion:
    """An amount: the devotion to these colours (one or two, 700.5) of the player "you"
    stands for, read where it is used ("create a number of tokens equal to your devotion
    to blue": as the ability resolves, 608.2h)."""

    colors: tuple


PTValue = Union[int, str, Count]  # a number, MANA_VALUE, or a Count


def is_landwalk(text: str) -> bool:
    """702.14a: a landwalk ability, "[type]walk" ("islandwalk", "nonbasic landwalk", "snow
    swampwalk"), by its words (any reminder text aside)."""
    return re.fullmatch(r"(?:[a-z]+ )*[a-z]+walk", re.sub(r"\s*\(.*\)\s*$", "", text).strip().lower()) is not None


# what follows a keyword's name in an instance of it with a parameter (702): a number or X ("toxic 2"),
# a cost ("ward {2}", "ward—Pay 2 life"), a quality ("protection from red", "hexproof from blue")
_PARAMETER = re.compile(r" (?:\d+|x)\b| \{| from |—", re.I)


def is_instance(ability: str, keyword: str) -> bool:
    """Whether `ability` is `keyword` or an instance of it with a parameter: "with toxic" finds a
    creature with "Toxic 2" and "loses toxic" removes it (702.164a: toxic is written with its N;
    702.11d-e: a "hexproof from [quality]" is a hexproof ability, losing hexproof loses it, a look for
    one finds it; 702.16a: "protection from [quality]"; 702.21a: "ward [cost]"); and "landwalk", the
    generic term, names each "[type]walk" (702.14a). An instance asked with its parameter is only itself,
    asked as a model writes it or in lower case ("protection from red" is the "Protection from red" a model
    writes with a capital, as it writes every keyword with a parameter: 702.16a, docs/model-language.md)."""
    low = ability.lower()
    return ability == keyword or ability == _as_written(keyword) or keyword == keyword.lower() and low.startswith(keyword) and \
        _PARAMETER.match(low, len(keyword)) is not None or keyword == "landwalk" and is_landwalk(ability)


@functools.lru_cache(maxsize=None)
def _as_written(keyword: str) -> Optional[str]:
    """A keyword with a parameter as a model writes it, its first letter capital ("Protection from red"); None
    for one without (702)."""
    return keyword[:1].upper() + keyword[1:] if _PARAMETER.search(keyword) else None


# 702.11f, 702.16g: "[keyword] from [A] and from [B]" is shorthand for one such ability from each quality
_FROM_EACH = re.compile(r"(\w+ from )(.+ and from .+)", re.I)


# 702.16h: "protection from each color" (Oracle's older "from all colors") behaves as one protection from each of the
# five colours (105.1)
_FROM_EACH_COLOR = re.compile(r"(\w+ from )(?:each color|all colors)", re.I)
_COLOURS = ("white", "blue", "black", "red", "green")


def stands_for(ability: str) -> Tuple[str, ...]:
    """The abilities `ability` is: itself, and for a shorthand "protection from red and from blue"
    each of its parts as well (702.11f, 702.16g), for "protection from each color" one from each
    colour (702.16h)."""
    m = _FROM_EACH.fullmatch(ability)
    colours = _FROM_EACH_COLOR.fullmatch(ability)
    return (ability,) + (tuple(m.group(1) + q for q in m.group(2).split(" and from ")) if m else ()) + \
        (tuple(colours.group(1) + c for c in _COLOURS) if colours else ())


def counts_as(ability: str, keyword: str) -> bool:
    """Whether an object with `ability` has `keyword` (`is_instance` of it or of a part it stands for)."""
    return any(is_instance(a, keyword) for a in stands_for(ability))


def has_ability(ops: Any, abilities: Dict[str, Any], keyword: str) -> Any:
    """Whether an object whose abilities are `abilities` (each ability a truth value) has `keyword`
    (`counts_as`: the same reading for a claim's has_ability and a filter's `abilities`)."""
    return ops.or_(*[v for a, v in abilities.items() if counts_as(a, keyword)])


def is_mana_ability(text: str) -> bool:
    """605.1a, by the shape of its text: an activated ability whose effect, after its
    cost (before the first colon), adds mana ("{T}: Add {G}", "{1}, {T}: Add one mana
    of any color"), and that is no loyalty ability ("+1: Add {R}{R}") nor a quoted
    ability another one grants ("Lands you control have '{T}: Add ...'"), nor one with a
    target ("{T}: Add {B}{B}{B}{B}. Target opponent gains control of this creature.": Witch
    Engine's ruling; a trigger on spending its mana may target, 605.1a)."""
    # ("{T}: Choose a color. Add one mana of that color": the colour chosen as it resolves, 106.1a)
    cost = re.match(r"([^:]*):\s*(?:choose a color\.\s*)?add\b", text, re.IGNORECASE)
    # the cost is before the first colon; a quoted ability ("... have '{T}: Add ...'") is not one (an apostrophe
    # within a word is none: "Return this creature to its owner's hand", a cost)
    return cost is not None and not re.search("[\"\u201c]|(?<![A-Za-z])['\u2018]", cost.group(1)) and \
        re.match(r"\s*\[?[+\u2212-]?(\d+|X)\]?\s*:", text) is None and \
        not any(_TARGETED.search(s) for s in re.split(r"(?<=\.) ", text.partition(":")[2])
                if not _SPENDING_TRIGGER.match(s.strip()))  # (606.1: "[+1]:" as Oracle text writes it)


# 605.1a: a target word ("target opponent", "any target"); and the sentences about spending its mana or a trigger
# ("When you spend this mana ...", "When you do, ..."), whose targets are not the ability's
_TARGETED = re.compile(r"\btarget\b", re.IGNORECASE)
_SPENDING_TRIGGER = re.compile(r"(?:When|Whenever|If that mana|If this mana|Spend)\b")


@dataclass(frozen=True)
class CopyExceptions:
    """What a copy effect changes of the values it copies (707.9).  The values it gives
    become the copy's copiable values (707.9b), so a copy of the copy has them too: a
    name, power and toughness, colours (none: colourless), subtypes set in place of the
    copied ones, types, subtypes and supertypes added "in addition to its other types",
    supertypes removed ("isn't legendary"), abilities gained as part of the copying
    (707.9a), no mana cost (mana value 0, 202.3), and characteristics not copied, the
    copy keeping its own values (707.9c: "colors", "name", ...)."""

    name: Optional[str] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    colors: Optional[tuple] = None
    subtypes: Optional[tuple] = None
    add_types: tuple = ()
    add_subtypes: tuple = ()
    add_supertypes: tuple = ()
    remove_supertypes: tuple = ()
    add_abilities: tuple = ()
    no_mana_cost: bool = False
    not_copied: tuple = ()

    def defines(self) -> set:
        """The characteristics whose values it gives or keeps, not copies: a copied
        characteristic-defining ability for one of them is not copied (707.9d; types
        "in addition" excepted)."""
        given = {"name": self.name, "power": self.power, "toughness": self.toughness, "colors": self.colors,
                 "subtypes": self.subtypes}
        return {k for k, v in given.items() if v is not None} | set(self.not_copied)


# 101.2, 601.3, 602.5: what an effect may forbid ("can't" beats "can"): a player casting instant and sorcery spells; a
# player activating abilities that aren't mana abilities (605.1a: tapping for mana stays allowed); the abilities of
# the objects it affects with {T} in their costs being activated (mana abilities too); and any activated ability of the
# permanents it affects being activated ("its activated abilities can't be activated": 602.5, mana abilities too, 605.1a)
CAST_INSTANTS = "cast instant and sorcery spells"
ACTIVATE_NONMANA = "activate abilities that aren't mana abilities"
ACTIVATE_TAP = "activate abilities with {T} in their costs"
ACTIVATE_ALL = "activate their activated abilities"
CYCLE_CARDS = "cycle cards"  # 702.29f: what stops cycling stops typecycling too
# ... and, of a static ability whose object chose a card name as it entered (201.4, 614.12), any player casting a spell
# or playing a land with that name (by the face cast or played: 712.11c, 712.12; the rulings of the modal cards), or
# activating an ability that isn't a mana ability (605.1a) of a source with that name, in any zone (602.5, 113.6)
CAST_NAMED = "cast spells with the chosen name"
PLAY_NAMED = "play lands with the chosen name"
ACTIVATE_NAMED = "activate abilities of sources with the chosen name that aren't mana abilities"
NAMED_FORBIDS = (CAST_NAMED, PLAY_NAMED, ACTIVATE_NAMED)
FORBIDS = (CAST_INSTANTS, ACTIVATE_NONMANA, ACTIVATE_TAP, ACTIVATE_ALL, CYCLE_CARDS, *NAMED_FORBIDS)
PLAYER_FORBIDS = (CAST_INSTANTS, ACTIVATE_NONMANA, CYCLE_CARDS)  # (of a player, the rest of objects)


@dataclass(frozen=True)
class Part:
    """What one effect does in one layer or sublayer (613.6)."""

    layer: str
    # 1a copy, with its exceptions (707.9)
    copy_of: Optional[str] = None
    copy_except: Optional[CopyExceptions] = None
    copies_card: bool = False  # what it copies is a card in a zone other than the battlefield: as printed (707.2, 400.7)
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
    remove_landwalk: bool = False  # "loses all landwalk abilities": each of them (702.14a)
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

    @property
    def removes_some(self) -> bool:
        """It may remove abilities (613.1f)."""
        return bool(self.remove_abilities or self.remove_all_abilities or self.remove_all_abilities_except_mana or
                    self.remove_landwalk)

    def removes(self, ability: str) -> bool:
        """It removes this ability, whatever else the object has (613.1f)."""
        return self.remove_all_abilities or any(is_instance(ability, a) for a in self.remove_abilities) or \
            self.remove_landwalk and is_landwalk(ability) or \
            self.remove_all_abilities_except_mana and not is_mana_ability(ability)

    def writes(self) -> set:
        """Characteristics this part can change (for the dependency check, 613.8a)."""
        if self.layer in ("1a", "1b"):
            return {"name", "mana_value", "mana_cost", "colors", "types", "subtypes", "supertypes",
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

# to whom a spell's part deals its damage (120.1): the one target creature its [[effect]]'s `targets` names, the
# targets its cast event's `deals_to` announces and divides among (601.2c-d), or, with no target, each creature or
# each opponent as it resolves (608.2c)
ONE_TARGET, CAST_TARGETS, EACH_CREATURE, EACH_OPPONENT = "target", "targets", "each creature", "each opponent"


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
    keeps_source: bool = False     # 702.16n: the protection it grants does not remove its own Aura (source)
    # its text reaches cards and spells off the battlefield too (611.3a), which it does not model here
    off_battlefield: bool = False
    origin: Optional[str] = None   # a copied static ability (707.2a): the object whose text has it
    granted_by: Optional[str] = None  # a static ability another effect gives its object: that effect
    until: Optional[str] = None    # a duration that ends on its own in a history (DURATIONS)
    as_long_as: Any = field(default=None, compare=False)  # 611.2b: its condition (verifier.expr.Expr)
    ability_of: Optional[str] = None  # a resolved ability's object: what its "other" excludes
    condition: Optional[Condition] = None  # a static ability's condition the game shows (611.3a)
    target: Optional[Filter] = None  # what each of its targets must be ("target creature", 115.1, 601.2c, 608.2b)
    spell: Optional[str] = None    # the instant or sorcery card whose resolution it is: put into its owner's
    #                                graveyard as that resolution ends (608.2n), where a history starts it
    mode: Optional[int] = None     # of a modal spell ("Choose one —", 700.2): the mode it is the effect of
    kicked: Optional[bool] = None  # of a spell with kicker: begun only if it was kicked (true) or was not (false)
    #                                (702.33e: "if this spell was kicked, ... instead")
    # a resolved effect that changes no characteristic but a rule of the game (611.2c): what it says ("can't be
    # blocked", 509.1b); it reads the objects it affects anew at each moment, and has no layer parts
    rule: Optional[str] = None
    # 101.2: what it forbids ("can't" beats "can", FORBIDS): of `player` (absolute, "you" or "opponent"), or of the
    # objects it affects; like `rule`, read anew at each moment (611.2c, 611.3a)
    forbids: tuple = ()
    player: Optional[str] = None
    # a static effect a rule of the game gives its object, not an ability of it (702.151b: reconfigure's "not a
    # creature while attached"): it exists while its object is on the battlefield and its condition holds, whatever
    # abilities the object has then
    by_rule: Optional[str] = None
    # what one-shot instructions of its resolution that the model does not follow change (608.2c, ONE_SHOT_KINDS)
    one_shot: tuple = ()
    # the counters its resolution puts on each of its targets still legal then (608.2c, 608.2b, 122.1): (kind, n)
    puts_counters: tuple = ()
    # of a spell with awaken: its awaken part ("Awaken N": N, else 0), begun only if the spell was cast for its
    # awaken cost (702.113a)
    awaken: int = 0
    # a spell's part whose targets are "any number of target ..." (107.1c, 601.2c: none is a number too)
    any_number: bool = False
    # a spell's part whose target fights the target of its other part (701.14a): that part's [[effect]] id
    # (`verifier/load/fighting.py`; the card says the other part's ability text)
    fights: Optional[str] = None
    # a spell's part dealing damage as it resolves (120.1, 608.2b; `verifier/load/spell_damage.py`): this much
    # ("Flame Slash deals 4 damage to target creature"), or X, the X announced as it was cast (107.3a)
    deals: Union[int, str] = 0
    # ... to whom: ONE_TARGET, CAST_TARGETS, EACH_CREATURE or EACH_OPPONENT (above)
    deals_to: str = ""
    # ... the objects its cast event's `deals_to` may name (115.1), and whether a player too
    deals_kind: Optional[Filter] = None
    deals_players: bool = False
    # 608.2c: a condition its spell's resolution reads as it resolves ("if you control three or more snow
    # permanents"): the effect begins only if it holds then (verifier.expr.Expr; its card's text until
    # `verifier/load/fighting.py` parses it)
    resolves_if: Any = field(default=None, compare=False)
    # the line of the [[effect]]'s `targets` (its file's; 0 for none): where a board whose targets are not what
    # its card's text targets is refused (601.2c, 608.2b; `verifier.query.Encoding.board_targets`)
    targets_line: int = field(default=0, compare=False)

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
        controller (109.5), OWNER each object's owner (108.3); None if it changes no control."""
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


def copy_sources(objects: dict, effects: dict, x: str) -> set:
    """The objects x may become a copy of, directly or along a chain of copies (707.3)."""
    on = copy_effects_on(objects, effects)
    out: set = set()
    todo = [x]
    while todo:
        o = todo.pop()
        for eid in on[o]:
            for p in effects[eid].parts:
                if p.copy_of is not None and p.copy_of not in out:
                    out.add(p.copy_of)
                    todo.append(p.copy_of)
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


def reads_tapped(effects: Iterable[Any], as_though_haste: Iterable[Any]) -> bool:
    """Whether a static ability or a permission reads which permanents are tapped (110.5): a
    condition on its own object ("as long as it's tapped"), a count of what you control by
    it ("as long as you control no untapped lands"), an affected set ("tapped creatures
    you control"), or what a P/T amount counts ("the number of untapped lands you control").
    The layer system and the history's partial-order reduction both ask."""
    effects = list(effects)
    conditions = [e.condition for e in effects] + [h.condition for h in as_though_haste]
    counted = [f for e in effects for p in e.parts for c in p.amounts() for f in c.of.each()]
    return any(c is not None and (c.tapped is not None or
                                  any(f.tapped is not None for g in c.filters() for f in g.each()))
               for c in conditions) or any(f.tapped is not None for e in effects for f in e.affects.each()) or \
        any(f.tapped is not None for f in counted)
