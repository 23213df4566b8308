"""An instant's or sorcery's part dealing damage (120.1, 608.2b): its card's `[[card.resolves]]` says `deals = N`
("<~ | its name> deals N damage to target creature"), and the scenario's `[[effect]]` of it names the one target
(`targets`); as the spell resolves, that target, still legal, is dealt N by the spell (`Fighting.spell_damage`).
Refused with the line: a spell not resolved by the history (`fighting.check_resolved_here`), any other wording or
target (any target, a player, a planeswalker, X, divided damage), a part that also fights or says damage in
`one_shot`, and a part of a mode or of a kicked spell.  An activated ability's damage:
`verifier/load/resolution_damage.py`."""
from __future__ import annotations

import re
from typing import List

from verifier.load.fighting import check_resolved_here
from verifier.load.files import At
from verifier.load.resolution_damage import SAYS_DAMAGE
from verifier.model import Scenario


def check_spells(root: At, tables: List[dict], sc: Scenario) -> None:
    """Each spell's part with `deals` (module docstring): its one target a creature, its card's text saying that
    damage and no other, the spell resolved by the history."""
    for i, table in enumerate(tables):
        e, at = sc.effects.get(table["id"]), root / i
        if e is None or not e.deals:
            continue
        check_resolved_here(at, e, sc, "deals damage (120.1)")
        if e.fights is not None or "damage" in e.one_shot:
            raise (at / "card").error(f"effect {e.id!r}: its damage is what 'deals' says (120.1): no fight nor "
                                      "one_shot damage beside it")
        chosen = next((k for k in ("mode", "kicked") if table.get(k) is not None), None)
        if chosen is not None:  # (700.2a, 702.33d: a part begun only if so cast)
            raise (at / chosen).error(f"effect {e.id!r}: damage of a part begun only as its spell was cast with a mode "
                                      "or kicked is not modelled yet")
        card = sc.objects[e.spell].printed
        text = " ".join(card.abilities)
        said = re.search(rf"(?:~|{re.escape(card.name)}) deals {e.deals} damage to target creature(?! or)", text)
        creature = e.target is not None and e.target.types == ("creature",) and not e.target.any_of
        if said is None or len(SAYS_DAMAGE.findall(text)) != 1 or not creature:
            raise (at / "card").error(f"effect {e.id!r}: a spell's damage is modelled as \"{card.name} deals "
                                      f"{e.deals} damage to target creature\", its only damage, its part's target "
                                      "{ types = [\"creature\"] } (any target, players, planeswalkers, X and divided "
                                      "damage of a spell are not modelled)")
        if len(e.affects.objects) != 1:
            raise (at / "targets").error(f"effect {e.id!r}: its damage has one target (115.1): give targets = [one]")
