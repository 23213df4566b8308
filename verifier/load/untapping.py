"""What a history's untap steps read is modelled: a `turn` event begins that player's turn and its
untap step untaps each of their permanents (502.3).  An ability that stops a permanent untapping
then ("doesn't untap during its controller's untap step") or lets its controller choose not to
untap it is kept by its text and not followed, so a history with a turn event beside one is
refused with the line of the first turn event.  What triggers as a permanent becomes untapped in the
untap step goes on the stack as the upkeep begins (503.1a), with what triggers then: their order
there is not modelled, so an upkeep step right after a turn beside both kinds of trigger is refused."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import BECOMES_UNTAPPED, Scenario
from verifier.model.unfollowed import UNTAP_RULES
from verifier.state import Vocabulary

def check_untap_steps(root: At, tables: List[dict], sc: Scenario) -> None:
    """A `turn` event (its untap step, 502.3) only where no ability changes what that step untaps."""
    turn = next((i for i, e in enumerate(sc.given_events) if e.kind == "turn"), None)
    if turn is None:
        return
    _check_upkeep_together(root, tables, sc)
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if UNTAP_RULES.search(a)), None)
    if rule is not None:
        raise (root / table_of(tables, turn, sc.given_events) / "turn").error(
            f"the ability {rule!r} changes what an untap step untaps (502.3): not modelled yet, and the history has "
            "a turn that begins with one")


def _check_upkeep_together(root: At, tables: List[dict], sc: Scenario) -> None:
    """503.1a, 603.3b: abilities that triggered in the untap step and at the beginning of the upkeep
    are put on the stack together, in an order their controllers choose (APNAP); the history puts
    the former below the latter, so an upkeep beginning right after a turn beside both is refused."""
    if not any(t.when == BECOMES_UNTAPPED for t in sc.triggers) or \
            not any(t.when in ("your upkeep", "each upkeep") for t in sc.triggers):
        return
    events = sc.given_events
    for i in range(1, len(events)):
        if (events[i].kind, events[i].what) == ("step", "upkeep") and events[i - 1].kind == "turn":
            raise (root / table_of(tables, i, events) / "step").error(
                "a trigger on becoming untapped that triggers in the untap step goes on the stack as the upkeep "
                "begins, together with the upkeep's triggers, in an order their controllers choose (503.1a, "
                "603.3b): not modelled yet")
