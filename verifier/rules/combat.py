"""Combat over a history (506-509), written once over an `Ops`: creatures declared as
attackers (`attacks = "x"`, 508.1) in the combat phase (a `step = "combat"` event begins it,
506.1), each one its controller could attack with then (508.1a, 302.6), tapped as it attacks
unless it has vigilance (508.1f, 702.20b), attacking until the combat phase ends or it is
removed from combat (506.4); creatures of the defending player declared as blockers of one
attacker each (`blocks = "b"`, `attacker = "a"`, 509.1), flying and reach deciding which may
(702.9b, 702.17b), the attacker blocked from then on (509.1h).  A mixin of `verifier.rules.time.History`, with its points and
statuses."""
from __future__ import annotations

from typing import Any, List, Optional

from verifier.rules import legality

Value = Any
VIGILANCE = "vigilance"  # 702.20b


class Combat:
    """The attacks of a history (`History` provides the points, `Statuses` can_attack's parts)."""

    def _combat_began(self, p: int) -> Optional[int]:
        """The point of the `step = "combat"` event that began the combat phase point p is in
        (506.1); None outside one (a later step, turn or end of turn ends it, 511.3)."""
        for q in range(p, 0, -1):
            e = self.events[q - 1]
            if self._step_ends(e):
                return q if e.kind == "step" and e.what == "combat" else None
        return None

    def declared_in_combat(self, p: int, kind: str = "attacks") -> List[int]:
        """The points of the `attacks` (or `blocks`) events of the combat phase point p is in, up to p."""
        began = self._combat_began(p)
        return [] if began is None else [q for q in range(began + 1, p + 1) if self.events[q - 1].kind == kind]

    def attacking(self, x: str, p: int) -> Value:
        """Whether x is an attacking creature at point p (506.4, 508.1): declared as an attacker in
        this combat, and since then on the battlefield, a creature and under the same control
        throughout (a permanent that leaves, stops being a creature or changes controller is
        removed from combat, 506.4)."""
        return self._in_combat_as("attacks", x, p)

    def blocking(self, x: str, p: int) -> Value:
        """Whether x is a blocking creature at point p (506.4, 509.1): as `attacking`, declared a blocker."""
        return self._in_combat_as("blocks", x, p)

    def blocked(self, a: str, p: int) -> Value:
        """509.1h: whether a is an attacking creature that became blocked in this combat: it stays
        blocked while it attacks, even with its blockers removed from combat."""
        ops = self.ops
        return ops.and_(self.attacking(a, p), any(self.events[q - 1].attacker == a
                                                  for q in self.declared_in_combat(p, "blocks")))

    def _in_combat_as(self, kind: str, x: str, p: int) -> Value:
        ops = self.ops
        out: List[Value] = []
        for q in self.declared_in_combat(p, kind):
            if self.events[q - 1].what != x:
                continue
            who = self.state(q)[x].controller
            out.append(ops.and_(*[ops.and_(self.state(r)[x].on_battlefield, self.state(r)[x].types["creature"],
                                           ops.eq(self.state(r)[x].controller, who)) for r in range(q, p + 1)]))
        return ops.or_(*out)

    def attacking_conditions(self, p: int) -> List[legality.Condition]:
        """508.1, 508.1a: the creature attacking at point p is declared in the combat phase, with
        the other attackers of its declaration (the events right before it, 508.1), not one
        already attacking, and one its controller could attack with then: an untapped creature
        it controls on its turn, not sick (302.6) and without defender (702.3b)."""
        x, ops, s = self.events[p - 1].what, self.ops, self.state(p - 1)[self.events[p - 1].what]
        earlier = self.declared_in_combat(p - 1)
        return [(self._combat_began(p - 1) is not None,
                 f"{x!r} attacks outside the combat phase: give a step = \"combat\" event before (506.1, 508.1)"),
                (not earlier or earlier[-1] == p - 1,
                 f"{x!r} attacks after other events of the combat: the attackers are declared at once (508.1), "
                 "in consecutive attacks events"),
                (ops.not_(self.attacking(x, p - 1)), f"{x!r} is already attacking: a creature is declared once (508.1a)"),
                (ops.and_(s.on_battlefield, s.types["creature"]), f"{x!r} is not a creature on the battlefield then"),
                (ops.eq(s.controller, self.vocab.player(self.active_player(p - 1))),
                 f"{x!r} is not the active player's: only they attack (506.2, 508.1a)"),
                (ops.not_(self.tapped(x, p - 1)), f"{x!r} is tapped: only an untapped creature attacks (508.1a)"),
                (ops.not_(s.abilities.get("defender", False)), f"{x!r} has defender: it can't attack (702.3b)"),
                (self._not_sick(x, p - 1, "attack"), f"{x!r} has not been under its controller's control continuously "
                                                     "since their most recent turn began, and has no haste (302.6)")]

    def blocking_conditions(self, p: int) -> List[legality.Condition]:
        """509.1a-b: the creature blocking at point p is declared after the attackers, with the other
        blockers of its declaration (509.1: consecutive blocks events), not one already blocking: an
        untapped creature of the defending player (the player who is not active, 506.2), blocking an
        attacking creature, one with flying only if it has flying or reach (702.9b, 702.17b)."""
        e, ops = self.events[p - 1], self.ops
        b, a, state = e.what, e.attacker, self.state(p - 1)
        blocks = self.declared_in_combat(p - 1, "blocks")
        flying = state[a].abilities.get("flying", False)
        return [(self._combat_began(p - 1) is not None and bool(self.declared_in_combat(p - 1)),
                 f"{b!r} blocks where no attackers were declared in this combat phase (509.1)"),
                (not blocks or blocks[-1] == p - 1,
                 f"{b!r} blocks after other events of the declare blockers step: the blockers are declared at once "
                 "(509.1), in consecutive blocks events"),
                (ops.not_(self.blocking(b, p - 1)), f"{b!r} is already blocking: it blocks one creature (509.1a)"),
                (ops.and_(state[b].on_battlefield, state[b].types["creature"]),
                 f"{b!r} is not a creature on the battlefield then"),
                (ops.not_(ops.eq(state[b].controller, self.vocab.player(self.active_player(p - 1)))),
                 f"{b!r} is the active player's: only the defending player blocks (506.2, 509.1a)"),
                (ops.not_(self.tapped(b, p - 1)), f"{b!r} is tapped: only an untapped creature blocks (509.1a)"),
                (self.attacking(a, p - 1), f"{a!r} is not attacking then: a blocker blocks an attacking creature "
                                           "(509.1a)"),
                (ops.or_(ops.not_(flying), state[b].abilities.get("flying", False), state[b].abilities.get("reach", False)),
                 f"{a!r} has flying: only a creature with flying or reach blocks it (702.9b, 702.17b)")]

    def attack_taps(self, x: str, q: int) -> Value:
        """508.1f: whether x attacking at point q taps it: unless it has vigilance then (702.20b)."""
        return self.ops.not_(self.state(q - 1)[x].abilities.get(VIGILANCE, False))
