"""Mana abilities, replacement effects on mana and triggered mana abilities (106,
605, 614, 616), as the loader gives them to `verifier.rules.mana`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple, Union

from verifier.model.effects import COLORS, Count, Filter

# -- mana (106, 605, 614, 616) ------------------------------------------------------

MANA_TYPES = ("W", "U", "B", "R", "G", "C")  # 106.1b: the six types of mana
COLOR_OF_MANA = dict(zip(MANA_TYPES, COLORS))  # 106.1a: the first five are the colours
# "one mana of any color in your commander's color identity" (903.4): the colours of the identity the scenario
# states for the ability's controller; none where that player has no commander (903.4f)
IDENTITY = "commander identity"
# "one mana of any of the exiled card's colors" (607.2a: the cards its object's linked ability exiled): the colours the
# object's `exiled_colors` states for them; none where it exiled none or only colourless ones (105.1)
EXILED = "exiled colors"


@dataclass(frozen=True)
class ManaUnit:
    """Some mana of one type, chosen as the ability resolves: from fixed `options`
    ("{B} or {G}", "one mana of any color"), from what the matching permanents could
    produce (`could_produce`, 106.7; `colors_only`: "any color" never gives {C}), or,
    for replacement effects and triggers, one of the types the event produced, or a colour
    one of the matching permanents has (`colors_among`: "one mana of any color among
    legendary creatures you control", 105.2; never {C}, 105.1).  An
    option CHOSEN is the colour its object chose as it entered ("one mana of the chosen
    color", 614.12): none, so no mana (106.5), where it chose none or no colour."""

    amount: Union[int, Count] = 1   # a Count ("{G} for each Elf you control") may be 0: no mana
    options: tuple = ()
    could_produce: Optional[Filter] = None
    colors_only: bool = False
    produced: bool = False
    colors_among: Optional[Filter] = None

    def text(self) -> str:
        n = self.amount if isinstance(self.amount, int) else "X"
        if self.colors_among is not None:
            return f"{n} mana of any color among matching permanents"
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
    mana: str = ""           # mana symbols in the cost: paid from elsewhere (tapping it alone is refused, 602.2b)
    life: int = 0            # 119.4: payable only with at least that much life
    counters: tuple = ()     # (kind, n): counters removed from the permanent itself
    sacrifice: bool = False  # "Sacrifice this ...": payable by its controller (701.21a); leaving is not followed


@dataclass(frozen=True)
class ManaAbility:
    """An activated mana ability (605.1a), by its text."""

    name: str
    cost: ManaCost
    units: tuple                       # ManaUnit, added together
    only_if: Optional[Tuple[Count, int]] = None  # "activate only if" the amount is at least n (602.5b)
    only_with_counters: tuple = ()     # (kind, n): "activate only if there are n or more kind counters on it"
    spend_only: Optional[Filter] = None  # 106.6: "spend this mana only to cast" spells matching this
    rider: Optional["ManaRider"] = None  # 106.6: what its mana does to a spell it is spent on
    each_player_loses: int = 0  # 605.1a: "Each player loses N life.", done as it resolves, with the mana (no stack)


@dataclass(frozen=True)
class ManaRider:
    """106.6: a rider on the mana an ability adds: a spell (matching `spells`, any if None)
    that mana is spent on gets `gives` ("can't be countered", 101.2)."""

    gives: str
    spells: Optional[Filter] = None


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
