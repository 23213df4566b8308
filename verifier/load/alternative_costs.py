"""An alternative cost's ability on a card (118.9), as a cast that chooses it names it: surge
(702.117a), emerge (702.119a), evoke (702.74a), bestow (702.103a), dash (702.109a)."""
from __future__ import annotations

from typing import Optional

from verifier.load.files import At
from verifier.model import GameObject
from verifier.rules import costs
from verifier.rules.payment import need


def alternative_cost(at: At, key: str, rule: str, obj: GameObject) -> str:
    """The cost of the alternative-cost ability `key` ("surge", "emerge", "evoke") of obj's card as
    the model reads it among its abilities (`costs.surge`, ...: a cost of mana symbols);
    an error at `key` if there is none, or its cost has hybrid, Phyrexian or X symbols."""
    cost, unread = getattr(costs, key)(obj.printed.abilities)
    if cost is None:
        raise (at / key).error(f"{obj.id!r} has no {key} ability read here (\"{key.capitalize()} {{...}}\" among its "
                               f"abilities, a cost of mana symbols, {rule}){': not ' + repr(unread) if unread else ''}")
    if need(cost) is None or need(cost).xs:
        raise (at / key).error(f"the {key} cost {cost} of {obj.id!r} (hybrid, Phyrexian or X) is not modelled")
    return cost


# the keys of a cast that choose an alternative cost (118.9): a free cast, surge, emerge, evoke, bestow, dash, awaken
ALTERNATIVES = ("free", "surge", "emerge", "evoke", "bestow", "dash", "awaken")


def only_one(at: At, table: dict, key: str) -> None:
    """118.9a, 601.2b: a cast choosing the alternative cost `key` chooses no other."""
    other: Optional[str] = next((k for k in ALTERNATIVES if k != key and table.get(k)), None)
    if other is not None:
        raise (at / key).error(f"only one alternative cost applies to a spell (118.9a, 601.2b): not both {other} "
                               f"and {key}")
