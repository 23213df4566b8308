""""That player" (phase.rs's DefendingPlayer) in what a trigger on its controller's own attack
does: "Whenever one or more Warriors you control attack a player, target creature that player
controls ...".  The attacking
player is the ability's controller (508.1, 603.3a), and the defending player is the player attacked or
the controller of the planeswalker or battle attacked (506.2), never the attacking player (508.1b):
in the model's two-player game (102.2), the opponent.  So too in a static ability of a creature on itself
while it is attacking ("As long as this creature is attacking, it gets +X/+0, where X is the number of lands
defending player controls"): it attacks under its controller's control, the ability's (a creature whose
controller changes leaves combat, 506.4), so the defending player is the other one.  Elsewhere (a trigger on any
creature's attack, another static ability) who it is depends on who attacks, and the words stay unread (refused); so do the
words "defending player" of "Whenever this creature attacks, ...", which no parse word accounts for."""
from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

NOTE = ("'that player' (the player attacked, 506.2) is the opponent: the ability's controller attacks (508.1b) "
        "in the model's two-player game (102.2)")
DEFENDING_OPPONENT = "DefendingOpponentPlayer"
STATIC_NOTE = ("'defending player' of a creature while it is attacking (506.2) is the opponent: it attacks under its "
               "controller's control, the ability's (506.4, 508.1b), in the model's two-player game (102.2)")


def _own_attack(trigger: Dict[str, Any]) -> bool:
    """Whether the trigger's event is an attack by its controller on a player: "Whenever one or
    more Warriors you control attack a player"."""
    return trigger.get("mode") == "YouAttack" and trigger.get("attack_target_filter") == "Player"


def _while_attacking(static: Dict[str, Any]) -> bool:
    """Whether a static ability is its own creature's, as long as that creature is attacking."""
    return (static.get("affected") or {}).get("type") == "SelfRef" and \
        static.get("condition") == {"type": "SourceIsAttacking"}


def _read(abilities: List[Dict[str, Any]], which, as_: str) -> Tuple[List[Dict[str, Any]], bool]:
    """The abilities with DefendingPlayer read `as_` (the opponent) in each one `which` takes, and whether any was."""
    found = any(which(a) and '"DefendingPlayer"' in json.dumps(a) for a in abilities)
    return [json.loads(json.dumps(a).replace('"DefendingPlayer"', f'"{as_}"')) if which(a) else a
            for a in abilities], found


def defending(face: Dict[str, Any]) -> Tuple[Dict[str, Any], List[str]]:
    """The face with DefendingPlayer read as the opponent in each trigger on its controller's own
    attack and each static ability of a creature on itself while it is attacking, and the notes
    saying so (the face as it is, and no note, where there is none)."""
    triggers, in_triggers = _read(face.get("triggers") or [], _own_attack, "Opponent")
    # (DEFENDING_OPPONENT: the opponent, `filters.affects` reads it so; its words account for "defending player")
    statics, in_statics = _read(face.get("static_abilities") or [], _while_attacking, DEFENDING_OPPONENT)
    out = {**face, "triggers": triggers} if in_triggers else face
    out = {**out, "static_abilities": statics} if in_statics else out
    return out, [NOTE] * in_triggers + [STATIC_NOTE] * in_statics
