"""Sagas (714) are not modelled: a Saga enters with a lore counter and gets another as its
controller's precombat main phase begins (714.3a-b), each counter triggers a chapter ability
(714.2b), and it is sacrificed once the counters reach its final chapter (714.4, 704.5s).  None
of this happens in the model, so a scenario with a history and a Saga that may be on the
battlefield in it (there as it begins, or entering) is refused with the Saga's line; a board with no
history (its layers only, the counters it states) is read, and so is a Saga card that stays in a hand."""
from __future__ import annotations

from typing import Dict

from verifier.load.files import At
from verifier.model import Scenario


def check_sagas(where: Dict[str, At], sc: Scenario) -> None:
    """714: no Saga where a history could add lore counters, trigger its chapters or sacrifice it."""
    if not sc.given_events:
        return
    entering = {x for e in (*sc.given_events, *sc.search_events) for x in e.entering}
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        # (one staying in a hand or another zone is a card there: 714 asks nothing of it)
        if "Saga" in o.printed.subtypes and o.id not in sc.absent and (o.zone is None or o.id in entering):
            raise where[o.id].error(f"{o.id!r} is a Saga: its lore counters, chapter abilities and sacrifice (714.2-714.4, "
                                    "704.5s) are not modelled in a history: not modelled yet")
