""""That player" (phase.rs's DefendingPlayer) in what a trigger on its controller's own attack
does: "Whenever one or more Warriors you control attack a player, target creature that player
controls ...".  The attacking
player is the ability's controller (508.1, 603.3a), and the defending player is the player attacked or
the controller of the planeswalker or battle attacked (506.2), never the attacking player (508.1b):
in the model's two-player game (102.2), the opponent.  Elsewhere (a trigger on any creature's attack,
a static ability) who it is depends on who attacks, and the words stay unread (refused); so do the
words "defending player" of "Whenever this creature attacks, ...", which no parse word accounts for."""
from __future__ import annotations

import json
from typing import Any, Dict, List, Tuple

NOTE = ("'that player' (the player attacked, 506.2) is the opponent: the ability's controller attacks (508.1b) "
        "in the model's two-player game (102.2)")


def _own_attack(trigger: Dict[str, Any]) -> bool:
    """Whether the trigger's event is an attack by its controller on a player: "Whenever one or
    more Warriors you control attack a player"."""
    return trigger.get("mode") == "YouAttack" and trigger.get("attack_target_filter") == "Player"


def defending(face: Dict[str, Any]) -> Tuple[Dict[str, Any], List[str]]:
    """The face with DefendingPlayer read as the opponent in each trigger on its controller's own
    attack, and the note saying so (the face as it is, and no note, where there is none)."""
    triggers = face.get("triggers") or []
    if not any(_own_attack(t) and '"DefendingPlayer"' in json.dumps(t) for t in triggers):
        return face, []
    read = [json.loads(json.dumps(t).replace('"DefendingPlayer"', '"Opponent"')) if _own_attack(t) else t
            for t in triggers]
    return {**face, "triggers": read}, [NOTE]
