"""Playing a land (305.1-305.3, 116.2a), written once over an `Ops`: when a land play
of a history is possible, and whether a card could be played as a land at a point
(`can_play_land`), one check serving both; which faces of a card are cast or played
(712.11-712.12), and from where an effect lets its owner play or cast it (601.3).  The
face played is the loader's (`verifier.load.playing`: a land face, 712.12); nothing else of
the card is evaluated."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.model import GameObject, zone_code
from verifier.model.effects import PLAY_NAMED
from verifier.rules import library_top
from verifier.rules.timing import Condition, sorcery_speed

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


def permitted(o: GameObject, back: bool, land: bool) -> bool:
    """Whether o's permission lets its owner play its face (`back`) as a land (`land`), or
    cast it: "cast" never lets a land be played (the rulings: cast rather than play); the
    face must fit the effect's criteria, its card types (712.11b-c, 712.12)."""
    if o.permitted is None or land and o.permitted[0] == "cast":
        return False
    face, f = o.face(back), o.permitted[1]
    return all(t in face.types for t in f.types) and not any(t in face.types for t in f.non_types)


def from_its_zone(h: Any, s: str, p: int, back: bool, land: bool) -> Value:
    """601.3, 305.1: whether s is where its owner may play (`land`) or cast it from right after
    point p, by that face: its owner's hand, or the zone it began in where an effect permits
    it (`permitted`; a card that left it is a new object there, 400.7), or, to cast it, the top
    of its owner's library where a permanent's ability permits it (`library_top`)."""
    ops, st, o = h.ops, h.state(p)[s], h.sc.objects[s]
    there = [HAND] + ([zone_code(o.zone)] if permitted(o, back, land) else [])
    top = False if land else library_top.may_cast_from_top(h, s, p, back)
    return ops.and_(ops.not_(st.on_battlefield), ops.or_(*[ops.eq(st.zone, z) for z in there], top))


def land_play(h: Any, s: str, p: int, back: bool) -> List[Condition]:
    """The conditions under which s's owner could play it as a land by that face right after
    point p (`h`: a `History`): s a card in that player's hand (305.1; or where an effect
    permits it, 601.3, `from_its_zone`), on that player's turn
    (305.3), in a main phase with the stack empty (305.1, 307.1's timing: a special
    action, 116.2a), and no land played by that player this turn (305.2, 305.2b: one a
    turn, no ability of the scenario changing it, which the loader asks); no ability forbidding
    lands with the name of the face played (101.2)."""
    ops = h.ops
    owner, name = h.sc.objects[s].owner, h.sc.objects[s].face(back).name
    return [(from_its_zone(h, s, p, back, True),
             f"{s!r} is not a card in its owner's hand then, nor where an effect lets it be played as a land by that "
             "face: a land is played from there (305.1, 601.3, 712.12)"),
            (owner == h.active_player(p), f"{s!r} is played only on its owner's turn (305.3)"),
            *sorcery_speed(h, p, "a land is played (305.1)"),
            (ops.lt(played_this_turn(h, owner, p), land_plays(h, owner, p)),
             f"{owner} already played as many lands this turn as they may: one, and one more for each additional "
             "land play an ability gives (305.2, 305.2a-b)"),
            *([(ops.not_(h.forbidden_named(name, PLAY_NAMED, p)), f"an ability forbids playing lands named {name!r} "
                "(101.2)")] if h.names_forbidden(name, PLAY_NAMED) else [])]  # (the face played alone: 712.12, 712.19)


def land_plays(h: Any, player: str, p: int) -> Value:
    """305.2: how many lands `player` may play this turn at point p: one, and each additional
    land play of a static ability (`LandPlays`) whose object is on the battlefield under that
    player's control and has it then."""
    ops, state = h.ops, h.state(p)
    return ops.add(1, ops.sum(*[ops.ite(ops.and_(state[lp.source].on_battlefield, state[lp.source].abilities[lp.ability],
                                                 ops.eq(state[lp.source].controller, h.vocab.player(player))),
                                        lp.extra, 0) for lp in h.sc.land_plays]))


def played_this_turn(h: Any, player: str, p: int) -> Value:
    """305.2a: how many lands `player` played this turn by point p: the land plays of the
    history since the turn began; in the turn the history begins in, those before it began
    too, an open choice (up to the most the abilities of the scenario could allow) that a
    counterexample tells."""
    played = 0
    for e in reversed(h.events[:p]):
        if e.kind == "turn":
            return played
        if e.kind == "enters" and e.played and h.sc.objects[e.what].owner == player:
            played += 1
    if h.sc.first_turn != player:
        return played
    most = 1 + sum(lp.extra for lp in h.sc.land_plays)
    earlier = h.choose_among(f"the lands {player} played earlier this turn, before the history began (305.2):",
                             [str(k) for k in range(most + 1)])
    return h.ops.add(played, earlier)
