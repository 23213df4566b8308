"""A static ability forbidding the activated abilities of the permanents it affects ("Enchanted creature gets -1/-1,
and its activated abilities can't be activated"; "Activated abilities of artifacts can't be activated", 602.5,
101.2): `forbids = ["activate their activated abilities"]` on
the `[[card.static]]` table of its line, with the affected set of the line's continuous effect, which the model
follows for every activated ability of those permanents, mana abilities too (605.1a, 605.3a: `can_tap_for_mana`,
payments, `can_activate`). Any other shape of phase.rs's CantBeActivated (an exception, "unless they're mana
abilities"; abilities of a kind, "with {T} in their costs"; a player it forbids; a condition; a set other than the
one its line's effect affects) is refused, naming its line."""
from __future__ import annotations

from typing import List, Optional, Tuple

from verifier.cards.filters import affects
from verifier.cards.kept_rules import mode
from verifier.cards.refusal import Refusal
from verifier.model.effects import ACTIVATE_ALL

_MODE = "CantBeActivated"


def split(line: str, parsed: List[dict]) -> Tuple[Optional[dict], List[dict]]:
    """The `affects` of the line's CantBeActivated static ability, read (None if it has none), and the
    line's other static abilities; a shape not read refused."""
    bans = [s for s in parsed if mode(s) == _MODE]
    if not bans:
        return None, parsed
    ban = bans[0]
    spec = ban["mode"][_MODE] if isinstance(ban.get("mode"), dict) else {}
    if len(bans) > 1 or spec.get("who") != "AllPlayers" or spec.get("exemption") != "None" or \
            spec.get("kind") is not None or ban.get("affected") not in (None, spec.get("source_filter")) or \
            ban.get("condition") is not None or ban.get("modifications"):
        raise Refusal(f"static ability of mode {_MODE!r} (an exception, a kind of ability, a player or a condition "
                      f"it names) not translated: {line!r}")
    # ("Activated abilities of artifacts can't be activated": the permanents of its source filter, 109.2)
    return affects(line, spec.get("source_filter") or {}, statuses=True), [s for s in parsed if s is not ban]


def join(line: str, table: Optional[dict], banned: Optional[dict]) -> Optional[dict]:
    """The line's table forbidding what `split` read (101.2, 602.5): the ban alone, or added to the one continuous
    effect of the line where that effect affects the same set and has no condition; refused otherwise."""
    if banned is None:
        return table
    if table is None:
        return {"ability": line, "affects": banned, "forbids": [ACTIVATE_ALL]}
    if "also" in table or "condition" in table or table.get("affects") != banned or "forbids" in table:
        raise Refusal(f"its activated abilities can't be activated (602.5) beside an effect on other objects or under "
                      f"a condition, not translated: {line!r}")
    return {**table, "forbids": [ACTIVATE_ALL]}
