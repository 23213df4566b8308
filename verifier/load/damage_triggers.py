"""A trigger on damage dealt to its controller by a source of a kind (603.2, 120.1): `when =
"deals damage to you"` with `of` the kind ("Whenever a Human deals damage to you", Mikaeus, the
Unhallowed), combat damage or not; the rule: `verifier.rules.triggered` (`_occurrences`).

"Destroy it" destroys the source that dealt the damage: the table's `destroy` names it, which is
sound only where no other source of damage to a player in the history (what a `deals` event, a
damaging trigger or activated ability names, a damaging spell, an attacking creature) could be one
the trigger waits for.  Refused with the line: `destroy` of an object that is not of the kind `of`
names, or beside another such source that is or could become of that kind (its printed subtypes,
changeling, an effect changing types or subtypes, 613.1a-d, a face-down or double-faced object,
708.2, 712.8)."""
from __future__ import annotations

import re
from typing import Sequence

from verifier.load.files import At
from verifier.model import DAMAGE_TO_YOU, Scenario


def check_trigger(at: At, table: dict, ability: str, sc: Scenario, tables: Sequence[dict]) -> None:
    """The object a "destroy it" of a trigger on damage destroys is the only one that could deal it."""
    if table["when"] != DAMAGE_TO_YOU or "destroy" not in table or not re.search(r"\bdestroy it\b", ability, re.I):
        return
    x, kinds = table["destroy"], set(table.get("of", {}).get("subtypes", ()))
    if not kinds or not kinds & set(sc.objects[x].printed.subtypes):
        raise (at / "destroy").error(f"{ability!r} destroys the source that dealt the damage: {x!r} must be of the "
                                     "kind `of` names (of = { subtypes = [...] })")
    retyping = any(p.layer in ("1a", "1b", "4") for e in sc.effects.values() for p in e.parts) or \
        any(o.back is not None or o.face_down for o in sc.objects.values())
    sources = {e.what for e in sc.events + sc.search_events if e.kind in ("deals", "attacks")} | \
        {t["source"] for t in tables if "deals" in t} | {a.source for a in sc.abilities if a.deals} | \
        {e.spell for e in sc.effects.values() if e.deals and e.spell}  # (120.1: what may deal damage to a player here)
    other = next((o for o in sorted(sources - {x}) if kinds & set(sc.objects[o].printed.subtypes) or
                  "changeling" in {a.lower() for a in sc.objects[o].printed.abilities}), None)
    if retyping or other is not None:
        raise (at / "destroy").error(f"{ability!r} destroys whichever source dealt the damage, and "
                                     + (f"{other!r} could be one too" if other else "an effect or a face may change "
                                        "what is of that kind (613.1a-d, 708.2, 712.8)")
                                     + f": destroy = {x!r} names one; not modelled")
