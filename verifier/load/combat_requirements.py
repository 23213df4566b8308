"""A history that passes a declaration of attackers or blockers (508, 509) without an `attacks`
or `blocks` event is refused where an ability of the scenario requires an attack or a block
that the model does not follow (508.1d, 509.1c): the declaration it leaves out might have had to
include that creature.  `verifier.load.combat` refuses the same abilities beside a declaration the
history gives.  Only "attacks each combat if able" and a `rule = "must attack"` effect, in a combat
phase a `step = "combat"` event begins, are followed (`verifier.rules.combat.Combat.requirements_obeyed`)."""
from __future__ import annotations

import re
from typing import Dict, Iterator, List, Optional, Tuple

from verifier.load.files import At, table_of
from verifier.model import COMBAT_DAMAGE, END_OF_COMBAT, Event, Scenario
from verifier.model.history import damage_step_passed, ends_turn
from verifier.model.unfollowed import ATTACK_REQUIREMENTS, BLOCK_REQUIREMENTS
from verifier.rules.combat import MUST_ATTACK, MUST_ATTACK_PLAYER
from verifier.state import Vocabulary

# Where a turn is as an event is read: its beginning phase (501), a main phase (505: which one, the
# first or the second, is not said, so a combat phase may lie ahead), a combat phase a `step =
# "combat"` event began (506), or past its declare attackers step
BEGINNING, MAIN, COMBAT, PAST = "beginning", "main", "combat", "past"


def _passes(stage: str, e: Event, effects: Dict) -> bool:
    """Whether event e, in a turn at `stage`, passes that turn's declare attackers step (506.1, 508):
    the turn's end (its end step or cleanup, 512-514, or the next turn), a second main phase
    (505.1a: after combat), the end of the combat phase a `step = "combat"` event began, or its
    combat damage step."""
    step = e.what if e.kind == "step" else None
    if stage in (BEGINNING, MAIN, COMBAT) and (step == "end" or ends_turn(e, effects)):
        return True
    return stage in (MAIN, COMBAT) and step == "main" or stage == COMBAT and step in ("combat", COMBAT_DAMAGE, END_OF_COMBAT)


def passed_declarations(events: Tuple[Event, ...], effects: Dict) -> Iterator[Tuple[int, bool, bool]]:
    """Each event that passes a declare attackers step (`_passes`): (its index, whether that
    combat phase is one a `step = "combat"` event began, whether attackers were declared in it,
    so that its declare blockers step passed too, 508.8).  A history begins in a main phase."""
    stage, attacked = MAIN, False
    for i, e in enumerate(events):
        step = e.what if e.kind == "step" else None
        attacked = attacked or e.kind == "attacks"
        if _passes(stage, e, effects):
            yield i, stage == COMBAT, attacked
            stage = PAST
        if e.kind == "turn":  # (its events before any step are taken to be in its main phase)
            stage, attacked = MAIN, False
        elif step in ("upkeep", "draw"):
            stage = BEGINNING
        elif step == "combat":
            stage, attacked = COMBAT, False
        elif step == "main" and stage == BEGINNING:
            stage = MAIN
        elif step == "end" or ends_turn(e, effects):
            stage = PAST


def _requirement(sc: Scenario, pattern: re.Pattern, followed: Tuple[str, ...]) -> Optional[str]:
    return next((a for a in sorted(Vocabulary.of(sc).abilities) if pattern.search(a) and a not in followed), None)


def check_requirements(root: At, tables: List[dict], sc: Scenario) -> None:
    """508.1d, 509.1c: no declaration of attackers (or, after attackers, of blockers) passes
    without the history saying it where an ability requires an attack (a block) the model does
    not follow."""
    given = tuple(e for e in sc.events if not e.implied)  # (an "until end of turn" ending a turn event implies)
    for i, explicit, attacked in passed_declarations(given, sc.effects):
        at = root / table_of(tables, i, given) / given[i].kind
        if not attacked:
            rule = _requirement(sc, ATTACK_REQUIREMENTS, (MUST_ATTACK,) if explicit else ())
            if rule is None and not explicit:  # (508.1d: a "must attack" effect, followed where the phase is said)
                rule = next((f"{f.id} (must attack)" for f in sc.effects.values() if f.rule == MUST_ATTACK_PLAYER), None)
            if rule is not None:
                after = " (a history begins in a precombat main phase; step = \"main\" begins the next main phase, " \
                    "after combat, 505.1a)" if given[i].kind == "step" and given[i].what == "main" else ""
                raise at.error(f"this event passes a declare attackers step{after} with no creature declared attacking "
                               f"in it, and the ability {rule!r} requires attacks (508.1d): not modelled yet")
        else:
            rule = _requirement(sc, BLOCK_REQUIREMENTS, ())
            if rule is not None:
                raise at.error(f"this event passes a declare blockers step with no creature declared blocking in "
                               f"it, and the ability {rule!r} requires blocks (509.1c): not modelled yet")


def check_damage_steps(root: At, tables: List[dict], sc: Scenario) -> None:
    """510.1, 508.8: a combat phase with attackers has a combat damage step, where its damage is
    dealt; an event passing it without a `step = "combat damage"` event is refused with its line."""
    given = tuple(e for e in sc.events if not e.implied)
    i = damage_step_passed(given, sc.effects)
    if i is not None:
        cleanup = " (an \"until end of turn\" effect ending is the cleanup step, 514.2)" if given[i].kind == "ends" else ""
        raise (root / table_of(tables, i, given) / given[i].kind).error(
            f"this event{cleanup} passes a combat damage step no step = \"combat damage\" event gives, after attackers "
            "were declared (508.8, 510.1: its combat damage is dealt in that step): give the step before it")
