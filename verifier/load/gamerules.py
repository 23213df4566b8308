"""What a history's life totals, losses, draws and tokens read is modelled (119, 104.3, 121, 111.1):
a rule of a card that changes them (it can't gain life, can't lose the game, can't draw more than
one card each turn; a replacement of life gained, of a draw or of tokens created, 614.1a; of what other
objects enter as, 614.1c, 707.5), kept by its text and not followed, refuses a history, with the line of
its first event."""
from __future__ import annotations

from typing import List, Pattern

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.unfollowed import GAME_RULES, LEGEND_RULE, OTHERS_ENTERING, SKIPPED_STEPS, TOKEN_RULES
from verifier.rules import sba
from verifier.state import Vocabulary


def check_game_rules(root: At, tables: List[dict], sc: Scenario) -> None:
    """A history only where no ability changes life gain, losing the game or drawing."""
    refuse_history_beside(root, tables, sc, GAME_RULES, "changes gaining life, losing the game or drawing cards "
                                                        "(119.7, 104.3b, 121.1, 614.1a), which a history follows")
    refuse_history_beside(root, tables, sc, TOKEN_RULES, "replaces the tokens an event creates (614.1a, 111.1), "
                                                         "which a history follows")
    refuse_history_beside(root, tables, sc, OTHERS_ENTERING, "replaces what other objects enter as (614.1c, 707.5), "
                                                              "which a history's entering objects follow")
    check_skipped_steps(root, tables, sc)


def check_skipped_steps(root: At, tables: List[dict], sc: Scenario) -> None:
    """614.10: a step an ability skips is replaced with nothing, which a history's turns and steps
    don't follow: a `turn` or `step` event beside one is refused with its line (a search's too)."""
    found = next((a for a in sorted(Vocabulary.of(sc).abilities) if SKIPPED_STEPS.search(a)), None)
    i = next((i for i, e in enumerate(sc.events) if e.kind in ("turn", "step")), None)
    if found is None or i is None and not sc.search_events:
        return
    at = root / table_of(tables, i, sc.events) / sc.events[i].kind if i is not None else \
        At(root.file) / "scenario" / "search" / "events"
    raise at.error(f"the ability {found!r} skips a step (614.10), which the history's turns and steps don't "
                   "follow: not modelled yet")


def refuse_history_beside(root: At, tables: List[dict], sc: Scenario, rule: Pattern, what: str) -> None:
    """A history (or a search's events) refused with its first event's line where an ability of sc
    matches `rule`: the ability `what` (a rule the model keeps by its text only)."""
    if not sc.events and not sc.search_events:
        return
    found = next((a for a in sorted(Vocabulary.of(sc).abilities) if rule.search(a)), None)
    if found is not None:
        at = root / table_of(tables, 0, sc.events) if sc.events else At(root.file) / "scenario" / "search" / "events"
        raise at.error(f"the ability {found!r} {what}: not modelled yet")


def check_legend_rule(root: At, tables: List[dict], sc: Scenario) -> None:
    """Where the legend rule may apply (704.5j, `sba.legends_may_meet`), no ability of sc
    changes it: one that does is kept by its text, not followed; refused with the line of the
    object that has it (else the first object)."""
    found = next((a for a in sorted(Vocabulary.of(sc).abilities) if LEGEND_RULE.search(a) and
                  not sba.NO_LEGEND_RULE.match(a)), None)  # (Mirror Gallery's is followed: sba.legend_rule_off)
    if found is None or not sba.legends_may_meet(sc):
        return
    i = next((i for i, t in enumerate(tables) if t.get("id") in sc.objects and
              found in sc.objects[t["id"]].printed.abilities), 0)
    raise (root / i).error(f"the ability {found!r} changes the legend rule (704.5j), where two legendary "
                           "permanents of one name may meet: not modelled yet")
