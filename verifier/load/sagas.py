"""Sagas (714) are not modelled: a Saga enters with a lore counter and gets another as its
controller's precombat main phase begins (714.3a-b), each counter triggers a chapter ability
(714.2b), and it is sacrificed once the counters reach its final chapter (714.4, 704.5s).  None
of this happens in the model, so a scenario with a history and a Saga that may be on the
battlefield in it is refused with the Saga's line; a board with no history (its layers only, the
counters it states) is read."""
from __future__ import annotations

from typing import Dict

from verifier.load.files import At
from verifier.model import Scenario


def check_sagas(where: Dict[str, At], sc: Scenario) -> None:
    """714: no Saga where a history could add lore counters, trigger its chapters or sacrifice it."""
    if not sc.given_events:
        return
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        if "Saga" in o.printed.subtypes and o.id not in sc.absent:
            raise where[o.id].error(f"{o.id!r} is a Saga: its lore counters, chapter abilities and sacrifice (714.2-714.4, "
                                    "704.5s) are not modelled in a history: not modelled yet")
