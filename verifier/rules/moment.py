"""One point of a history as claims ask about it (`Moment`): timestamps, statuses and
what the history's rules say there, read from `verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, Optional

from verifier.rules import lands, legality
from verifier.rules.lands import cast_faces, land_faces
from verifier.rules.runs import State
from verifier.rules.stack import UNCOUNTERABLE

Value = Any


class Moment:
    """One point of a history, as claims ask about it."""

    def __init__(self, history: Any, p: int, board: Optional[State] = None):  # a `History`
        self.history, self.p = history, p
        self._board = board  # the game there, when it is not yet the point's state (a condition checked in it)

    def before(self, x: str, y: str) -> Value:
        """x's timestamp is earlier than y's at this point (613.7)."""
        return self.history.ts_before(self.p)(x, y)

    def is_tapped(self, x: str) -> Value:
        """Only a permanent is tapped or untapped (110.5d): a card that left is neither."""
        h = self.history
        board = h.state(self.p) if self._board is None else self._board
        return h.ops.and_(board[x].on_battlefield, h.tapped(x, self.p))

    def controlled_since_turn_began(self, x: str) -> Value:
        return self.history.controlled_since_turn_began(x, self.p)

    def can_attack(self, x: str) -> Value:
        return self.history.can_attack(x, self.p)

    def can_activate(self, x: str, ability: str) -> Value:
        return self.history.can_activate(x, ability, self.p)

    def can_turn_face_up(self, x: str) -> Value:
        return legality.holds(self.history.ops, self.history.turning_face_up(x, self.p))

    def can_copy(self, x: str, y: str) -> Value:
        """707.5, 614.1c: whether x, entering by this point's event, could have entered as a
        copy of y (false where x does not enter, and before the history)."""
        h = self.history
        entering = self.p > 0 and any(x in e.entering for e in h.at_point(self.p))
        return legality.copyable(h, x, y, self.p) if entering else False

    def above(self, x: str, y: str) -> Value:
        return self.history.above(x, y, self.p)

    def can_pay(self, x: str, tap: bool, untap: bool) -> Value:
        return self.history.can_pay(x, self.p, tap, untap)

    def can_cast(self, s: str) -> Value:
        """601.2, 712.11b: s could be cast now, by some face it may be cast by."""
        return self.history.can_cast(s, self.p, backs=cast_faces(self.history.sc.objects[s]))

    def can_cast_by(self, s: str, face: str) -> Value:
        """712.11b-c: s could be cast now by that face ("front" or "back"), only it evaluated."""
        back = face == "back"
        return self.history.can_cast(s, self.p, backs=(back,)) if back in cast_faces(self.history.sc.objects[s]) \
            else False

    def can_play_land(self, s: str) -> Value:
        """305.1, 712.12: s could be played as a land now, by some face that is a land (none: never)."""
        h = self.history
        return h.ops.or_(*[legality.holds(h.ops, lands.land_play(h, s, self.p, back))
                           for back in land_faces(h.sc.objects[s])])

    def suspended(self, x: str) -> Value:
        """702.62b: x is in exile, with suspend and a time counter on it."""
        return self.history.suspended(x, self.p)

    def can_suspend(self, x: str) -> Value:
        """116.2f: x's owner could suspend it now (702.62a)."""
        return self.history.can_suspend(x, self.p)

    def can_cast_kicked(self, s: str) -> Value:
        return self.history.can_cast(s, self.p, kicked=True)

    def can_cast_awakened(self, s: str) -> Value:
        """702.113a, 601.2b-c: s could be cast now for its awaken cost (a legal target for its
        awaken part too); false for a spell without awaken."""
        return self.history.can_cast(s, self.p, way="awaken")

    def x_of(self, s: str) -> Value:
        """107.3a: the X announced for spell s as it was cast, once it was (0 before)."""
        h = self.history
        q = h.casts().get(s)
        return h.spell_x(s) if q is not None and q <= self.p else 0

    def assisted(self, s: str) -> Value:
        """702.132a: the generic mana another player paid for spell s as it was cast (0 before, or without)."""
        return self.history.assisted(s, self.p)

    def snow_spent(self, s: str) -> Value:
        """601.2h, 107.4h: the mana from snow sources spent to cast s, once it was (0 before)."""
        h = self.history
        q = h.casts().get(s)
        return h.snow_spent(s) if q is not None and q <= self.p else 0

    def resolved(self, s: str) -> Value:
        return self.history.resolved(s, self.p)

    def cant_be_countered(self, s: str) -> Value:
        """101.2, 106.6: s can't be countered, by a rider on mana spent on it as it was cast (false before)."""
        h = self.history
        q = h.casts().get(s)
        return h.given_by_rider(s, UNCOUNTERABLE) if q is not None and q <= self.p else False

    def attacking(self, x: str) -> Value:
        """506.4, 508.1: x is an attacking creature (declared by an `attacks` event in this combat)."""
        return self.history.attacking(x, self.p)

    def blocking(self, x: str) -> Value:
        """506.4, 509.1: x is a blocking creature (declared by a `blocks` event in this combat)."""
        return self.history.blocking(x, self.p)

    def blocked(self, x: str) -> Value:
        """509.1h: x is an attacking creature that became blocked in this combat."""
        return self.history.blocked(x, self.p)

    def can_block(self, b: str, a: str) -> Value:
        """509.1a-b: b could block a here (the declaration's own timing aside)."""
        return legality.holds(self.history.ops, self.history.could_block(b, a, self.p))

    def damage(self, x: str) -> Value:
        """120.3e, 120.6: the damage marked on x (none once it left the battlefield)."""
        return self.history.damage_on(x, self.p)

    def lost(self, player: str) -> Value:
        """104.3b, 704.5a: the player lost the game by here (0 or less life at a check)."""
        return self.history.lost(player, self.p)

    def tapped_to_cast(self, s: str, o: str) -> Value:
        return self.history.tapped_for(s, o, self.p)

    def triggered(self, tid: str) -> Value:
        return self.history.triggered(tid, self.p)

    def blessed(self, player: str) -> Value:
        return self.history.blessed(player, self.p)

    def permanent_left_this_turn(self, player: str) -> Value:
        """207.2c (revolt): a permanent the player controlled left the battlefield this turn, by here."""
        return self.history.left_this_turn(player, self.p)

    def is_day(self) -> Value:
        """731.1: the game is day here."""
        return self.history.is_day(self.p)

    def is_night(self) -> Value:
        """731.1: the game is night here."""
        return self.history.is_night(self.p)

    def life(self, player: str) -> Value:
        return self.history.life(player, self.p)
