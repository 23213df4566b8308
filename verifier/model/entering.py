"""A permanent's own ability that makes it enter tapped unless something holds as it
enters (614.1c-d, 614.12): a condition on what its controller controls then ("enters
tapped unless you control two or more basic lands"; "if you control two or more other
lands, this land enters tapped" is "unless you control at most one"), or life its
controller chooses to pay as it enters ("As this land enters, you may pay 2 life. If you
don't, it enters tapped", 119.4); and riot's choice as it enters (702.136a: `riot_ability`)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from verifier.model.effects import Filter
from verifier.model.unfollowed import unfollowed_keyword

if TYPE_CHECKING:  # (only for the annotations)
    from verifier.model.scenario import GameObject

# A choice or a condition as it enters decides whether it enters tapped (614.1c, 614.12).
MAYBE_TAPPED = re.compile(r"(If you don't, (it|~|this [a-z]+) enters (the battlefield )?tapped|"
                           r"(\bit|~|\bthis [a-z]+) enters (the battlefield )?tapped unless\b|"
                           # (a condition on the whole line only: "[During ...,] ~ enters tapped if ...")
                           r"^(?:During [^,.]+, )?(~|[Tt]his [a-z]+) enters (the battlefield )?tapped if [^.]+\.?$|"
                           r"^If [^,]+, (~|this [a-z]+) enters (the battlefield )?tapped)", re.I)  # ("This land ...")


@dataclass(frozen=True)
class EntersTappedUnless:
    ability: str                        # its text, one of the card's abilities: it applies only if the
    #                                     permanent has it as it would exist on the battlefield (614.12)
    you_control: Optional[Filter] = None  # untapped if its controller controls at least `at_least` (and at
    at_least: int = 1                   # most `at_most`) permanents matching this, right before it enters:
    at_most: Optional[int] = None       # what enters with it is not there yet (614.12)
    pay_life: int = 0                   # ... or if its controller pays this much life as it enters (119.4)
    life_at_most: Optional[int] = None  # ... or if a player's life total is at most this, right before it enters (119)
    if_played: bool = False             # tapped only if it enters as its owner's land play (305.1), else untapped
    opponents: bool = False             # `you_control` counts what its controller's opponents control (102.2)


def riot_ability(obj: "GameObject", back: bool) -> str:
    """The text of the riot ability (702.136a) of the face `obj` enters with, or ""."""
    return next((a for a in sorted(obj.face(back).abilities) if unfollowed_keyword(a, ("riot",))), "")
