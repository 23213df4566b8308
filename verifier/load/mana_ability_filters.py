"""`mana_ability` in a static ability's affected set ("each creature you control with a mana
ability", 605.1a) is read off each object's abilities by their text (`is_mana_ability`):
activated mana abilities, printed, granted or intrinsic (305.6).  A triggered mana ability
(605.1b) is a mana ability too, which that reading does not find: a scenario where one may be an
object's ability beside such a filter is refused."""
from __future__ import annotations

import re

from verifier.load.files import At
from verifier.model import Scenario
from verifier.state import Vocabulary

# a triggered ability (603.1) that adds mana: what may be a triggered mana ability (605.1b)
_ADDING_TRIGGER = re.compile(r"^(?:when|whenever|at)\b.*\badds?\b", re.IGNORECASE | re.DOTALL)


def check(root: At, sc: Scenario) -> None:
    """Refuse a filter reading `mana_ability` beside an ability that may be a triggered mana ability."""
    reading = next((e for e in (sc.all_effects or sc.effects).values()
                    if any(f.mana_ability is not None for f in e.affects.each())), None)
    if reading is None:
        return
    trigger = next((t.ability for t in sc.mana_triggers), None) or \
        next((a for a in sorted(Vocabulary.of(sc).abilities) if _ADDING_TRIGGER.search(a)), None)
    if trigger is not None:
        raise root.error(f"the effect {reading.id!r} asks which creatures have a mana ability, and {trigger!r} may be "
                         "a triggered mana ability (605.1b), which that reading does not find: not modelled")
