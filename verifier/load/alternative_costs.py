"""An alternative cost's ability on a card (118.9), as a cast that chooses it names it: surge
(702.117a), emerge (702.119a), evoke (702.74a), bestow (702.103a), dash (702.109a).  That a cast chooses
one at most, a cast without paying its mana cost none, is the rules' (118.9a: `costs.alternatives_chosen`)."""
from __future__ import annotations

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
