"""What a history's untap steps read is modelled: a `turn` event begins that player's turn and its
untap step untaps each of their permanents (502.3).  An ability that stops a permanent untapping
then ("doesn't untap during its controller's untap step") or lets its controller choose not to
untap it is kept by its text and not followed, so a history with a turn event beside one is
refused with the line of the first turn event."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import UNTAP_RULES
from verifier.state import Vocabulary

def check_untap_steps(root: At, tables: List[dict], sc: Scenario) -> None:
    """A `turn` event (its untap step, 502.3) only where no ability changes what that step untaps."""
    turn = next((i for i, e in enumerate(sc.given_events) if e.kind == "turn"), None)
    if turn is None:
        return
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if UNTAP_RULES.search(a)), None)
    if rule is not None:
        raise (root / table_of(tables, turn, sc.given_events) / "turn").error(
            f"the ability {rule!r} changes what an untap step untaps (502.3): not modelled yet, and the history has "
            "a turn that begins with one")
