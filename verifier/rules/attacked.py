"""What each attacking creature attacks, written once over an `Ops` (506.2, 506.3, 508.1b): the
defending player, or a planeswalker that player controls, as its `attacks` event's `attacked` names
(several: the attacking player's choice, quantified).  A planeswalker stops being attacked as it
leaves the battlefield, stops being a planeswalker or changes controller (506.4); the creature
attacking it still attacks, attacking nothing (506.4c), so unblocked it deals no combat damage
(510.1b).  A mixin of `verifier.rules.time.History`, read by `Combat`."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.rules import legality

Value = Any


class Attacked:
    """What the attackers of a history attack (`History` provides the points, `Combat` the declarations)."""

    def _attack_options(self, q: int) -> Tuple[str, ...]:
        """508.1b: what the `attacks` event at point q may have its creature attack: the defending
        player unless it names others (506.2: in a two-player game the player who is not active)."""
        return self.events[q - 1].attacked or (self.defending_player(q - 1),)

    def attack_chosen(self, q: int) -> List[Tuple[str, Value]]:
        """508.1b: each thing the creature declared at point q may attack, with whether it is the one
        chosen (the attacking player's choice where the event names several)."""
        options = self._attack_options(q)
        if len(options) == 1:
            return [(options[0], True)]
        x = self.events[q - 1].what
        choice = self.choose_among(f"what {x} attacks at {q}", list(options))
        return [(o, self.ops.eq(choice, i)) for i, o in enumerate(options)]

    def still_attacked(self, w: str, q: int, p: int) -> Value:
        """506.4: whether w, attacked by the declaration at point q, is still attacked at point p: a
        player always; a planeswalker while it stays on the battlefield, a planeswalker, under the
        control it had then."""
        if w in self.vocab.players:
            return True
        ops, who = self.ops, self.state(q)[w].controller
        return ops.and_(*[ops.and_(self.state(r)[w].on_battlefield, self.state(r)[w].types["planeswalker"],
                                   ops.eq(self.state(r)[w].controller, who)) for r in range(q, p + 1)])

    def attacks_now(self, a: str, p: int) -> List[Tuple[str, Value]]:
        """510.1b, 506.4c: what the attacker a attacks at point p (in the combat phase of its
        declaration), each with whether it is that one and still attacked; a token put onto the
        battlefield attacking attacks the defending player (508.4)."""
        declared = [q for q in self.declared_in_combat(p) if self.events[q - 1].what == a]
        if not declared:
            return [(self.defending_player(p), True)]
        q = declared[-1]
        return [(w, self.ops.and_(chosen, self.still_attacked(w, q, p))) for w, chosen in self.attack_chosen(q)]

    def attacked_conditions(self, p: int) -> List[legality.Condition]:
        """506.2, 508.1b: what the creature declared at point p attacks is the defending player or a
        planeswalker that player controls on the battlefield then."""
        ops, defender = self.ops, self.defending_player(p - 1)
        x, state = self.events[p - 1].what, self.state(p - 1)
        out: List[legality.Condition] = []
        for w, chosen in self.attack_chosen(p):
            if w in self.vocab.players:
                ok: Value = w == defender
            else:
                ok = ops.and_(state[w].on_battlefield, state[w].types["planeswalker"],
                              ops.eq(state[w].controller, self.vocab.player(defender)))
            out.append((ops.or_(ops.not_(chosen), ok),
                        f"{x!r} attacks {w!r}, which is not the defending player nor a planeswalker that player "
                        "controls on the battlefield then (506.2, 508.1b)"))
        return out

    def attacks_player(self, q: int) -> Value:
        """508.1d: whether the creature declared at point q attacks a player (not a planeswalker)."""
        return self.ops.or_(*[chosen for w, chosen in self.attack_chosen(q) if w in self.vocab.players])
