"""What happens as a step ends that an ability's text changes and the model does not follow:
a control change a mana ability's resolution sets up for the next end step ("An opponent gains
control of this land at the beginning of the next end step", 603.7a, 613.1b), a sacrifice a mana ability's
resolution may set up for it ("..., sacrifice this creature at the beginning of the next end step", 701.21a), and a mana pool
that keeps its mana, changes it, or whose emptying does something as a step or phase ends
(106.4, 500.4: "If you would lose unspent mana, that mana becomes colorless instead").  Kept
by their text; a history that reaches such a moment beside one is refused with its event's
line (`verifier.model.unfollowed.END_STEP_CONTROL`, `POOL_STEP_RULES`): for the pool, a step ending after a
payment (an activation's may leave mana unspent; a cast or mana added beside such a rule is
refused by `verifier.load.spells.check_payments`)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.history import ends_turn
from verifier.model.unfollowed import END_STEP_CONTROL, END_STEP_SACRIFICE, POOL_STEP_RULES
from verifier.state import Vocabulary


def check_history(root: At, tables: List[dict], sc: Scenario, search: At) -> None:
    """No end step (513.1, or the turn's end after it, 514) beside a control change or a sacrifice kept
    for it (603.7a), and no step or phase ending (500.4) after a payment (whose unspent mana stays in a
    pool, 106.4) beside a rule of the pool kept by its text; a search that may add such a step, beside
    one, is refused at `search` (its events)."""
    abilities = sorted(Vocabulary.of(sc).abilities)
    control = next((a for a in abilities if END_STEP_CONTROL.search(a)), None)
    sacrifice = next((a for a in sorted(sc.mana_abilities) if END_STEP_SACRIFICE.search(a)), None)
    pool = next((a for a in abilities if POOL_STEP_RULES.search(a)), None)
    paid = False  # (a payment before it, whose unspent mana may be in a pool: casts and add_mana beside a pool
    #               rule are refused already, `spells.check_payments`)
    for i, e in enumerate(sc.given_events):
        turn_ends = ends_turn(e, sc.effects)
        paid = paid or e.kind in ("activate", "cast", "add_mana")
        if control is not None and (turn_ends or (e.kind, e.what) == ("step", "end")):
            raise (root / table_of(tables, i, sc.given_events) / e.kind).error(
                f"the ability {control!r} changes control at the beginning of the next end step (a delayed trigger, "
                "603.7a, 613.1b): not followed, and the history reaches an end step here")
        if sacrifice is not None and (turn_ends or (e.kind, e.what) == ("step", "end")):
            raise (root / table_of(tables, i, sc.given_events) / e.kind).error(
                f"the mana ability {sacrifice!r} may sacrifice its permanent at the beginning of the next end step (a "
                "delayed trigger, 603.7a, 701.21a): not followed, and the history reaches an end step here")
        if pool is not None and paid and (turn_ends or e.kind == "step"):
            raise (root / table_of(tables, i, sc.given_events) / e.kind).error(
                f"the ability {pool!r} changes what happens to unspent mana as a step or phase ends (106.4, 500.4): "
                "not followed, and the history ends a step here after a payment")
    kept = control or sacrifice or pool
    if kept is not None and any(ends_turn(e, sc.effects) or e.kind == "step" for e in sc.search_events):
        raise search.error(f"the ability {kept!r} changes what happens as a step ends (603.7a, 106.4): not followed, "
                           "and the search may add a step or a turn")
