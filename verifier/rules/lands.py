"""Playing a land (305.1-305.3, 116.2a), written once over an `Ops`: when a land play
of a history is possible, and whether a card could be played as a land at a point
(`can_play_land`), one check serving both.  The face played is the loader's
(`verifier.load.playing`: a land face, 712.12); nothing else of the card is evaluated."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.model import GameObject, zone_code
from verifier.rules import legality

Value = Any
HAND = zone_code("hand")


def cast_faces(o: GameObject) -> Tuple[bool, ...]:
    """Whether each face o could be cast by is its back face: the front face by default
    (712.11); a modal double-faced card by either face (712.11b); a land face never
    (305.9: it is played).  A transforming card's back face is cast only "transformed",
    by an effect that allows it (712.11a, 712.11d): not modelled."""
    backs = (False, True) if o.layout == "modal_dfc" else (False,)
    return tuple(b for b in backs if "land" not in o.face(b).types)


def land_faces(o: GameObject) -> Tuple[bool, ...]:
    """Whether each face o could be played as a land by is its back face: a land face of
    a modal double-faced card (712.12), the front of any other land card (305.1)."""
    backs = (False, True) if o.layout == "modal_dfc" else (False,)
    return tuple(b for b in backs if "land" in o.face(b).types)


def land_play(h: Any, s: str, p: int) -> List[legality.Condition]:
    """The conditions under which s's owner could play it as a land right after point p
    (`h`: a `History`): s a card in that player's hand (305.1), on that player's turn
    (305.3), in a main phase with the stack empty (305.1, 307.1's timing: a special
    action, 116.2a), and no land played by that player this turn (305.2, 305.2b: one a
    turn, no ability of the scenario changing it, which the loader asks)."""
    ops, st = h.ops, h.state(p)[s]
    owner = h.sc.objects[s].owner
    return [(ops.and_(ops.not_(st.on_battlefield), ops.eq(st.zone, HAND)),
             f"{s!r} is not a card in its owner's hand then: a land is played from there (305.1; from another zone "
             "only as an effect allows, not modelled)"),
            (owner == h.active_player(p), f"{s!r} is played only on its owner's turn (305.3)"),
            *legality.sorcery_speed(h, p, "a land is played (305.1)"),
            (ops.not_(played_this_turn(h, owner, p)),
             f"{owner} already played a land this turn: one land a turn (305.2, 305.2b)")]


def played_this_turn(h: Any, player: str, p: int) -> Value:
    """305.2a: whether `player` played a land this turn by point p: by a land play of the
    history since the turn began; in the turn the history begins in, before it began too,
    an open choice that a counterexample tells."""
    for e in reversed(h.events[:p]):
        if e.kind == "turn":
            return False
        if e.kind == "enters" and e.played and h.sc.objects[e.what].owner == player:
            return True
    if h.sc.first_turn != player:
        return False
    return h.ops.eq(h.choose_among(f"{player} played a land earlier this turn, before the history began (305.2):",
                                   ["no", "yes"]), 1)
