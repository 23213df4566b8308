"""Phyrexian mana symbols in a spell's mana cost (107.4f), written once for every reader.

Each Phyrexian symbol ({W/P}, {U/P}, ... ) is a coloured mana cost that can be paid with
mana of its colour or with 2 life.  How each is paid is chosen as the spell is cast, at
the time modes and X are (601.2b), before mana abilities are activated (601.2g); the life
is paid with the rest of the total cost (601.2h), and can be paid only by a player whose
life total is at least that much (119.4: at 1 life, 2 life can't be paid).  Phyrexian mana
is no kind of mana: a symbol paid with mana takes mana of its colour, as {U} would (no
mana pool ever holds "Phyrexian mana").  A hybrid Phyrexian symbol ({G/U/P}) is not read."""
from __future__ import annotations

import itertools
import re
from typing import List, Optional, Tuple

from verifier.rules.payment import Need, need

PHYREXIAN = re.compile(r"\{([WUBRG])/P\}")
LIFE, MANA = "life", "mana"  # how one Phyrexian symbol is paid (601.2b)
LIFE_EACH = 2  # 107.4f


def symbols(cost: str) -> Tuple[str, ...]:
    """The colour (a mana letter) of each Phyrexian symbol of the cost, in order."""
    return tuple(PHYREXIAN.findall(cost or ""))


def paid(cost: str, how: Tuple[str, ...]) -> Optional[Tuple[Need, int]]:
    """The cost as paid (the mana it asks, the life it asks) with each Phyrexian symbol paid as
    `how` says (LIFE or MANA, one each, in order); None where a symbol is not read (hybrid) or
    `how` does not say one way for each."""
    colours = symbols(cost)
    rest = need(PHYREXIAN.sub("", cost or ""))
    if rest is None or len(how) != len(colours) or any(h not in (LIFE, MANA) for h in how):
        return None
    mana = "".join("{%s}" % c for c, h in zip(colours, how) if h == MANA)
    return rest.plus(need(mana) or Need()), LIFE_EACH * how.count(LIFE)


def ways(cost: str) -> List[Tuple[str, ...]]:
    """Every way to pay the cost's Phyrexian symbols (601.2b: the caster's choice); one, (),
    for a cost without them."""
    return [tuple(w) for w in itertools.product((MANA, LIFE), repeat=len(symbols(cost)))]
