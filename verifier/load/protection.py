"""What of protection (702.16) a history reads is modelled: a quality the rules follow
(`verifier.rules.protection.quality`: a colour, a card type, everything) prevents damage (702.16e),
blocks (702.16f) and the targets of spells and activated abilities (702.16b; `modelled`, which the
casting and activation guards let through).  Any other protection ability of the scenario ("protection
from Wizards", "from the chosen color", from a player, 702.16k) is refused with the line of the first
event that blocks or may deal damage, or where a search may add one (casts and activations beside it
stay refused, `verifier.load.spells`).  A [[trigger]] whose text targets, beside any protection, is
refused with its line, unless its one target is read from its text (`aimed_at`, 603.3d) and every
protection of the scenario has a quality the rules follow: that target is checked with protection as
the trigger is put on the stack and as it resolves (`verifier.rules.stack.may_target`); a `target_if`
alone is not.  The same for shroud and hexproof (702.18a, 702.11b), which `may_target` checks too."""
from __future__ import annotations

import re

from typing import FrozenSet, List, Optional

from verifier.load.damage import dealing_events
from verifier.expr import Expr
from verifier.load.files import At, table_of
from verifier.model import COMBAT_DAMAGE, Scenario
from verifier.rules.protection import quality, unfollowed
from verifier.state import Vocabulary


def _unfollowed(sc: Scenario) -> Optional[str]:
    return next((a for a in sorted(Vocabulary.of(sc).abilities) if unfollowed(a)), None)


def modelled(sc: Scenario) -> FrozenSet[str]:
    """The protection abilities of the scenario whose quality the rules follow (702.16b, 702.16e-f)."""
    return frozenset(a for a in Vocabulary.of(sc).abilities if quality(a) is not None)


def check_triggers(root: At, sc: Scenario) -> None:
    """A [[trigger]] that targets (115.1) beside protection: refused (module docstring)."""
    shield = next((a for a in sorted(Vocabulary.of(sc).abilities) if quality(a) is not None or unfollowed(a) or
                   a in ("hexproof", "shroud")), None)
    if shield is None:
        return
    read = _unfollowed(sc) is None
    for i, t in enumerate(sc.triggers):
        said = re.findall(r"\btargets?\b", t.ability, re.I)
        if read and len(said) == 1 and t.aimed_at is not None:  # (702.16b, 702.11b, 702.18a: checked by may_target)
            continue
        if said:
            raise (root / i).error(f"{t.id!r} targets beside the ability {shield!r}: whether it makes a trigger's "
                                   "target illegal (702.16b, 702.11b, 702.18a) is not modelled")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Blocks and damage (509.1b, 120.1) only beside protection whose quality is followed."""
    rule = _unfollowed(sc)
    if rule is None:
        return
    if any(e.kind in ("blocks", "deals") or e.kind == "step" and e.what == COMBAT_DAMAGE for e in sc.search_events):
        raise At(root.file, ("scenario", "search")).error(
            f"a search may block or deal damage beside the ability {rule!r}, a protection whose quality is not "
            "modelled (702.16a: a colour, a card type in the plural, or everything are)")
    events = sorted({i for i, e in enumerate(sc.given_events) if e.kind == "blocks"} | set(dealing_events(sc)))
    if events:
        first = sc.given_events[events[0]]
        raise (root / table_of(tables, events[0], sc.given_events) / first.kind).error(
            f"the ability {rule!r} is a protection whose quality is not modelled (702.16a: a colour, a card type in "
            "the plural, or everything are): what it prevents or stops blocking (702.16e-f) is not followed")


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim asking whether a creature can block (509.1b) only beside protection whose quality is followed: one it
    does not read may forbid the block (702.16f; draw 15's audit: Riders of Gavony's "protection from creatures of
    the chosen type", a block of such a creature proved possible), as a blocks event beside it is refused."""
    rule = _unfollowed(sc)
    if rule is not None and any(fn == "can_block" for fn, _ in expr.calls()):
        raise at.error(f"can_block: the ability {rule!r} is a protection whose quality is not modelled (702.16a: a "
                       "colour, a card type in the plural, or everything are): whether it stops a block (702.16f) is "
                       "not followed")
