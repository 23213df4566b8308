"""Meld (712.4, 701.42): the two cards of a meld pair become one permanent, their combined
back face up.  A meld card names the other card of its pair (`meld_with`); one of the two
carries the combined face as its `[card.back]`.  The melded permanent's mana value is the sum
of its front faces' (202.3c, 712.8g), and a copy of it has mana value 0 (the same flag as a
transforming card's back face, 202.3b).  Melding itself and a melded permanent leaving the
battlefield as two cards (712.21) are not modelled: a melded permanent is read on a board with
no history, refused beside one."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict

from verifier.load.abilities import characteristics
from verifier.load.files import At, CardLibrary, get
from verifier.model import Characteristics, Scenario


def check_pair(card: At, lib: CardLibrary) -> At:
    """The other card of a meld card's pair, checked to name this one back (701.42b: only
    the two cards of one pair meld)."""
    table = get(card)
    if "meld_with" not in table:
        raise (card / "layout").error("a meld card names the other card of its pair (701.42b): give meld_with")
    other = lib.get(table["meld_with"], card / "meld_with")
    if get(other).get("layout") != "meld" or get(other).get("meld_with") != table["name"]:
        raise (card / "meld_with").error(f"{table['meld_with']!r} is not the meld card that pairs with "
                                         f"{table['name']!r} (its layout = \"meld\" and meld_with naming this one, "
                                         "701.42b)")
    if "back" in get(other) and "back" in table:
        raise (card / "back").error("the combined back face of a meld pair is given once, on one card of the pair")
    return other


def melded_face(card: At, back: Characteristics, front: Characteristics, lib: CardLibrary) -> Characteristics:
    """The combined back face, with the sum of both front faces' mana values (202.3c, 712.8g)."""
    other = check_pair(card, lib)
    return replace(back, mana_value=front.mana_value + characteristics(get(other)).mana_value)


def check_melded(where: Dict[str, At], sc: Scenario) -> None:
    """A melded permanent (a meld card with its combined back face up) only on a board with no
    history: melding (701.42, 712.14c) and its leaving as two cards (712.21) are not followed, so
    a history where a meld card is back face up, as it begins or by an event, is refused."""
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        if o.layout != "meld" or o.back is None:
            continue
        turned = [e for e in (*sc.given_events, *sc.search_events) if e.what == o.id and e.back]
        if o.back_up and sc.given_events or turned:
            raise where[o.id].error(f"{o.id!r} is a meld card with its combined back face up in a history: melding "
                                    "(701.42, 712.14c) and a melded permanent leaving the battlefield as two cards "
                                    "(712.21) are not modelled yet: a melded permanent is read on a board with no "
                                    "history")
