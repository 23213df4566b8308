"""Quantities of players and of different powers or names that the translator reads for
`verifier.cards.amounts`: the number of opponents, which the model's game fixes (it has two
players, "you" and one opponent, in every scenario: 102.1, 102.2), and the different powers
among creatures (coven's measure, `verifier.rules.amounts`; 208.3: only creatures have power) or names
among permanents (201.2b)."""
from __future__ import annotations

import re
from typing import Any, Dict

from verifier.cards.filters import affects
from verifier.cards.refusal import Refusal

# the words naming the number of a player's opponents (102.2: in a two-player game, the other player)
_OPPONENTS = re.compile(r"\b(?:for each opponent you have|(?:equal to )?the number of opponents you have)\b")


def opponents(line: str, qty: dict) -> int:
    """The number of "you"'s opponents (PlayerCount of Opponent): 1, the model's game having two
    players (102.1, 102.2); any other count of players (those who attacked, who control more
    lands, each player) refused."""
    f = qty.get("filter") or {}
    if set(qty) != {"type", "filter"} or f != {"type": "Opponent"} or not _OPPONENTS.search(line):
        raise Refusal(f"quantity 'PlayerCount' (of {f.get('type')!r}) not translated: {line!r}")
    return 1


# coven's words: "for each different power among ...", "the number of different powers among ..."
_DIFFERENT_POWERS = re.compile(r"\b(?:for each different power|the number of different powers) among ([^.,]+)")
# 201.2b: "the number of differently named lands you control", "for each differently named token you control"
_DIFFERENT_NAMES = re.compile(r"\b(?:for each|the number of) differently named ([^.,]+)")


def different(line: str, qty: dict) -> Dict[str, Any]:
    """The different powers among creatures on the battlefield (ObjectCountDistinct of Power),
    each counted once (the Contortionist Troupe rulings: powers are different if they are
    different numbers), or the differently named permanents (of Name, 201.2b: each name once, a
    permanent with no name none); any other quality told apart (mana values) or zone refused."""
    f = qty.get("filter") or {}
    zones = [p.get("zone") for p in f.get("properties") or [] if p.get("type") == "InZone"]
    what = {("Power",): "powers", ("Name",): "names"}.get(tuple(qty.get("qualities") or ()))
    if what is None or set(zones) - {"Battlefield"} or set(qty) != {"type", "filter", "qualities"}:
        raise Refusal(f"quantity 'ObjectCountDistinct' (different {qty.get('qualities')!r} among objects) not "
                      f"translated: {line!r}")
    unzoned = {**f, "properties": [p for p in f.get("properties") or [] if p.get("type") != "InZone"]}
    among = affects(line, unzoned)
    if what == "names" and not _DIFFERENT_NAMES.search(line):
        raise Refusal(f"quantity 'ObjectCountDistinct' (different names, not as 'differently named ...') not "
                      f"translated: {line!r}")
    if what == "powers" and (among.get("types") != ["creature"] or not _DIFFERENT_POWERS.search(line)):  # 208.3
        raise Refusal(f"quantity 'ObjectCountDistinct' (different powers among other than creatures) not "
                      f"translated: {line!r}")
    return {"distinct": what, "among": among}
