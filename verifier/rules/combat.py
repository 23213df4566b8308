"""Combat over a history (506-509), written once over an `Ops`: creatures declared as
attackers (`attacks = "x"`, 508.1) in the combat phase (a `step = "combat"` event begins it,
506.1), each one its controller could attack with then (508.1a, 302.6), tapped as it attacks
unless it has vigilance (508.1f, 702.20b), attacking until the combat phase ends or it is
removed from combat (506.4); creatures of the defending player declared as blockers of one
attacker each (`blocks = "b"`, `attacker = "a"`, 509.1), flying, reach and shadow deciding which
may (702.9b, 702.17b, 702.28b) and protection which may not (702.16f), the attacker blocked from then
on (509.1h); requirements to attack (508.1d), lifted by a cost to attack (508.1h); one combat phase a turn and those effects add (500.8);
tokens put onto the battlefield attacking (508.4).  A mixin of `verifier.rules.time.History`, with its
points and statuses."""
from __future__ import annotations

from typing import Any, Dict, List, Optional

from verifier.rules import legality
from verifier.model import COLORS, COMBAT_DAMAGE, END_OF_COMBAT
from verifier.rules.damage import DEATHTOUCH, Dealt, at_least_none
from verifier.rules.protection import protected
from verifier.state import has_subtype, matches

Value = Any
VIGILANCE = "vigilance"  # 702.20b
FIRST_STRIKE, DOUBLE_STRIKE, TRAMPLE = "first strike", "double strike", "trample"  # 702.7, 702.4, 702.19
UNBLOCKABLE = "can't be blocked"  # 509.1b: a restriction on blocking, an ability an effect may grant
# 508.1c, 509.1b: restrictions; 508.1d: a requirement, obeyed where the creature could attack
CANT_ATTACK, CANT_BLOCK, CANT_EITHER = "can't attack", "can't block", "can't attack or block"
MUST_ATTACK = "attacks each combat if able"
# 508.1d, 508.1h: a cost to attack (an [[effect]] rule), which a creature that must attack need not pay
ATTACK_COST = "cost to attack"
# 500.8, 505.1a: an effect (an [[effect]] rule) that adds a combat phase to the turn it begins in
ADDITIONAL_COMBAT = "additional combat phase"
# 508.1d: an [[effect]] rule: what it affects attacks its `player` if able (a creature can't attack its controller)
MUST_ATTACK_PLAYER = "must attack"
# evasion (509.1b): menace (702.111b), landwalk (702.14c), a blocker that blocks only fliers
MENACE, ONLY_FLIERS = "menace", "can block only creatures with flying"
SHADOW = "shadow"  # 702.28b: blocks and is blocked only with shadow on both sides (its instances redundant, 702.28c)
LANDWALK = {f"{t.lower()}walk": t for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")}
INTIMIDATE = "intimidate"  # 702.13b: blocked only by artifact creatures and creatures sharing a colour with it
RESTRICTIONS = (CANT_ATTACK, CANT_BLOCK, CANT_EITHER, MUST_ATTACK, UNBLOCKABLE, MENACE, ONLY_FLIERS, SHADOW,
                INTIMIDATE, *LANDWALK)  # (what the rules here read)


def cant(ops: Any, s: Any, what: str) -> Value:
    """508.1c, 509.1b: whether the creature in state s has a restriction saying it can't attack
    (`what` "attack") or block ("block")."""
    return ops.or_(s.abilities.get(CANT_EITHER, False), s.abilities.get(CANT_ATTACK if what == "attack" else CANT_BLOCK,
                                                                        False))


class Combat:
    """The attacks of a history (`History` provides the points, `Statuses` can_attack's parts)."""

    def _combat_began(self, p: int) -> Optional[int]:
        """The point of the `step = "combat"` event that began the combat phase point p is in
        (506.1); None outside one (a later step, turn or end of turn ends it, 511.3)."""
        for q in range(p, 0, -1):
            e = self.events[q - 1]
            if e.kind == "step" and e.what in (COMBAT_DAMAGE, END_OF_COMBAT):  # (a step of the phase, 506.1)
                continue
            if self._step_ends(e):
                return q if e.kind == "step" and e.what == "combat" else None
        return None

    def _outside_combat(self, p: int) -> str:
        """Why point p is in no combat phase (506.1), said apart from a combat phase with no attackers
        (508.8): none began, or the event that ended it (511.3: a turn, another step, or an "until end of
        turn" effect ending, in the cleanup step, 514.2)."""
        for q in range(p, 0, -1):
            e = self.events[q - 1]
            if self._step_ends(e) and not (e.kind == "step" and e.what in (COMBAT_DAMAGE, END_OF_COMBAT)):
                what = f"{e.kind} = {e.what!r}" + (", an \"until end of turn\" effect ending in the cleanup step "
                                                  "(514.2)," if e.kind == "ends" else "")
                return f"outside a combat phase: the event {what} ended it or came before it (506.1, 511.3)"
        return "outside a combat phase: give a step = \"combat\" event before (506.1)"

    def combat_phase_conditions(self, p: int) -> List[legality.Condition]:
        """500.8, 505.1a, 506.1: the combat phase the event at point p begins (`step = "combat"`) is one
        its turn has: the turn's own, or one more for each additional-combat effect begun in the turn
        before it.  (Where in the turn an added phase lies, 500.8, is not checked.)"""
        e, ops = self.events[p - 1], self.ops
        if not (e.kind == "step" and e.what == "combat"):
            return []
        earlier = [q for q in range(1, p) if self.events[q - 1].kind == "step" and self.events[q - 1].what == "combat"]
        if not earlier:
            return []

        def this_turn(q: int) -> Value:  # (no turn began between point q and this event)
            return ops.not_(ops.or_(*[self.happens(self.events[r - 1]) for r in range(q + 1, p)
                                      if self.events[r - 1].kind == "turn"]))

        def count(flags: List[Value]) -> Value:
            out: Value = 0
            for f in flags:
                out = ops.add(out, ops.ite(f, 1, 0))
            return out
        phases = count([ops.and_(self.happens(self.events[q - 1]), this_turn(q)) for q in earlier])
        added = count([ops.or_(*[ops.and_(self.begun_by(x.id, q), ops.not_(self.begun_by(x.id, q - 1)), this_turn(q))
                                 for q in range(1, p)])
                       for x in self.sc.effects.values() if x.rule == ADDITIONAL_COMBAT])
        return [(ops.not_(ops.lt(added, phases)),
                 "another combat phase in this turn, where no effect begun in it added one: a turn has one combat "
                 "phase, and one more for each effect adding one (500.8, 505.1a, 506.1)")]

    def declared_in_combat(self, p: int, kind: str = "attacks") -> List[int]:
        """The points of the `attacks` (or `blocks`) events of the combat phase point p is in, up to p;
        with kind "step", of its combat damage steps."""
        began = self._combat_began(p)
        return [] if began is None else [q for q in range(began + 1, p + 1) if self.events[q - 1].kind == kind]

    def damage_steps(self, p: int) -> List[int]:
        """The points of the combat damage steps (510) of the combat phase point p is in, up to p."""
        return [q for q in self.declared_in_combat(p, "step") if self.events[q - 1].what == COMBAT_DAMAGE]

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

    def _put_attacking(self) -> List[str]:
        """The tokens a trigger of the scenario creates attacking (508.4)."""
        return [o for t in self.sc.triggers if getattr(t, "tokens_attacking", False) for o in t.creates]

    def _entered_attacking(self, x: str, p: int) -> Value:
        """508.4, 506.3a-b: whether x, a token its trigger creates attacking, was created in the combat
        phase point p is in, a creature under the active (attacking) player's control, and since then
        stayed on the battlefield, a creature, under the same control (506.4).  It never was declared
        an attacker: no "attacks" trigger sees it (508.3a)."""
        ops, began = self.ops, self._combat_began(p)
        if began is None or x not in self._put_attacking():
            return False
        active = self.vocab.player(self.active_player(p))
        return ops.or_(*[ops.and_(self.makes(q).get(x, False),
                                  *[ops.and_(self.state(r)[x].on_battlefield, self.state(r)[x].types["creature"],
                                             ops.eq(self.state(r)[x].controller, active)) for r in range(q, p + 1)])
                         for q in range(began + 1, p + 1) if self.events[q - 1].kind == "resolves"])

    def _attackers(self, p: int) -> List[str]:
        """The creatures that may be attacking at point p: those declared in this combat (508.1), then the
        tokens put onto the battlefield attacking (508.4)."""
        declared = [self.events[q - 1].what for q in self.declared_in_combat(p)]
        return declared + [o for o in self._put_attacking() if o not in declared]

    def _in_combat_as(self, kind: str, x: str, p: int) -> Value:
        ops = self.ops
        out: List[Value] = [self._entered_attacking(x, p)] if kind == "attacks" else []
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
                (ops.not_(cant(ops, s, "attack")), f"{x!r} can't attack (508.1c)"),
                (self._not_sick(x, p - 1, "attack"), f"{x!r} has not been under its controller's control continuously "
                                                     "since their most recent turn began, and has no haste (302.6)"),
                *self.attacked_conditions(p)]

    def requirements_obeyed(self, p: int) -> List[legality.Condition]:
        """508.1d: the event at point p closes a declaration of attackers (the first other event after
        its attacks events; with none, the end of the combat phase or its damage step): each creature
        that attacks each combat if able and could attack as the declaration began is among them, unless
        attacking with it has a cost then (508.1d: its controller need not pay it, 508.1h)."""
        e, ops = self.events[p - 1], self.ops
        began = self._combat_began(p - 1)
        musts = [f for f in self.sc.effects.values() if f.rule == MUST_ATTACK_PLAYER]
        if e.kind == "attacks" or began is None or MUST_ATTACK not in self.vocab.abilities and not musts:
            return []
        declared = self.declared_in_combat(p - 1)
        if declared and self.events[p - 2].kind == "attacks":
            at = declared[0] - 1
        elif not declared and self._step_ends(e):
            at = p - 1
        else:
            return []
        attackers = {self.events[q - 1].what: q for q in declared}
        return [(ops.or_(ops.not_(self.state(at)[x].abilities.get(MUST_ATTACK, False)),
                         ops.not_(self.can_attack(x, at)),
                         self.attack_costs(x, at)),  # 508.1d: a cost to attack need not be paid to obey it
                 f"{x!r} attacks each combat if able and could attack, but was not declared an attacker (508.1d)")
                for x in self.sc.objects if x not in attackers] + \
            [(ops.not_(ops.and_(self._effect_applies(f, x, at), self.can_attack(x, at),
                                ops.not_(self.attack_costs(x, at)),
                                # 506.2, 508.1b: it attacks an opponent of its controller, never its controller
                                ops.not_(ops.eq(self.state(at)[x].controller, self.vocab.player(f.player))))),
              f"{x!r} must attack {f.player} if able ({f.id!r}) and could, but was not declared an attacker (508.1d)")
             for f in musts for x in self.sc.objects if x not in attackers] + \
            [(ops.or_(ops.not_(ops.and_(self._effect_applies(f, x, at), self.can_attack(x, at),
                                        ops.not_(self.attack_costs(x, at)),
                                        ops.not_(ops.eq(self.state(at)[x].controller, self.vocab.player(f.player))))),
                      self.attacks_player(q)),  # 508.1d: the player it must attack, not a planeswalker of theirs
              f"{x!r} must attack {f.player} if able ({f.id!r}), but attacks a planeswalker (508.1b, 508.1d)")
             for f in musts for x, q in attackers.items() if self.events[q - 1].attacked]

    def blocking_conditions(self, p: int) -> List[legality.Condition]:
        """509.1a-b: the creature blocking at point p is declared after the attackers, before combat
        damage, with the other blockers of its declaration (509.1: consecutive blocks events), and
        one that could block its attacker then (`could_block`)."""
        e = self.events[p - 1]
        b, a = e.what, e.attacker
        blocks = self.declared_in_combat(p - 1, "blocks")
        return [(self._combat_began(p - 1) is not None, f"{b!r} blocks " + self._outside_combat(p - 1)),
                (self._combat_began(p - 1) is None or bool(self.declared_in_combat(p - 1)),
                 f"{b!r} blocks where no attackers were declared in this combat phase (509.1)"),
                (not blocks or blocks[-1] == p - 1,
                 f"{b!r} blocks after other events of the declare blockers step: the blockers are declared at once "
                 "(509.1), in consecutive blocks events"),
                (not self.damage_steps(p - 1), f"{b!r} blocks after combat damage: the blockers are declared in "
                                               "the declare blockers step, before it (506.1, 509.1)"),
                *self.could_block(b, a, p - 1)]

    def combat_occurrences(self, q: int, when: str) -> Dict[str, Value]:
        """What the event at point q does that a combat trigger waiting `when` looks at -> whether it
        does: the creature declared an attacker or a blocker (508.1m, 509.1i); the attacker a blocker
        was declared for, the first time in this combat only (509.3c: it becomes blocked once); each
        creature dealing combat damage to a player there (510.3a: more than 0)."""
        e, ops = self.events[q - 1], self.ops
        if when == "deals combat damage to a player":
            out: Dict[str, Value] = {}
            for source, to, amount in (self.dealt(q) if e.kind == "step" else []):
                if to in self.vocab.players:
                    out[source] = ops.or_(out.get(source, False), ops.lt(0, amount))
            return out
        if when == "becomes blocked":
            first = e.kind == "blocks" and not any(self.events[r - 1].attacker == e.attacker
                                                   for r in self.declared_in_combat(q - 1, "blocks"))
            return {e.attacker: True} if first else {}
        return {e.what: True} if e.kind == when else {}

    def could_block(self, b: str, a: str, p: int) -> List[legality.Condition]:
        """509.1a-b: whether b could block a at point p: b not already blocking, an untapped creature
        of the defending player (the player who is not active, 506.2), a an attacking creature that
        can be blocked (509.1b), one with flying only by one with flying or reach (702.9b, 702.17b), not
        by one with a quality a has protection from (702.16f), and b with shadow exactly where a has it
        (702.28b)."""
        ops, state = self.ops, self.state(p)
        flying = state[a].abilities.get("flying", False)
        return [(ops.not_(self.blocking(b, p)), f"{b!r} is already blocking: it blocks one creature (509.1a)"),
                (ops.and_(state[b].on_battlefield, state[b].types["creature"]),
                 f"{b!r} is not a creature on the battlefield then"),
                (ops.not_(ops.eq(state[b].controller, self.vocab.player(self.active_player(p)))),
                 f"{b!r} is the active player's: only the defending player blocks (506.2, 509.1a)"),
                (ops.not_(self.tapped(b, p)), f"{b!r} is tapped: only an untapped creature blocks (509.1a)"),
                (ops.not_(cant(ops, state[b], "block")), f"{b!r} can't block (509.1b)"),
                (self.attacking(a, p), f"{a!r} is not attacking then: a blocker blocks an attacking creature "
                                       "(509.1a)"),
                (ops.not_(self.unblockable(a, p)), f"{a!r} can't be blocked (509.1b)"),
                (ops.or_(ops.not_(state[b].abilities.get(ONLY_FLIERS, False)), flying),
                 f"{b!r} can block only creatures with flying (509.1b)"),
                *[(ops.not_(ops.and_(state[a].abilities.get(walk, False), self._controls_land(land, p))),
                   f"{a!r} has {walk} and the defending player controls a {land}: it can't be blocked (702.14c)")
                  for walk, land in LANDWALK.items() if walk in self.vocab.abilities],
                (ops.or_(ops.not_(flying), state[b].abilities.get("flying", False), state[b].abilities.get("reach", False)),
                 f"{a!r} has flying: only a creature with flying or reach blocks it (702.9b, 702.17b)"),
                (ops.or_(ops.not_(state[a].abilities.get(INTIMIDATE, False)), state[b].types["artifact"],
                         *[ops.and_(state[a].colors[c], state[b].colors[c]) for c in COLORS]),
                 f"{a!r} has intimidate: only an artifact creature or one sharing a colour with it blocks it (702.13b)"),
                (ops.not_(protected(ops, self.vocab.abilities, state[a], state[b])),
                 f"{a!r} has protection from a quality {b!r} has: it can't block it (702.16f)"),
                (ops.eq(state[a].abilities.get(SHADOW, False), state[b].abilities.get(SHADOW, False)),
                 f"{b!r} and {a!r} differ in shadow: a creature with shadow blocks and is blocked only by one with "
                 "shadow (702.28b)")]

    def defending_player(self, p: int) -> str:
        """506.2: in a two-player game, the player whose turn it is not at point p."""
        return next(pl for pl in self.vocab.players if pl != self.active_player(p))

    def _controls_land(self, land: str, p: int) -> Value:
        """702.14c: whether the defending player (not the active one) controls a land of that subtype at p."""
        ops, active = self.ops, self.vocab.player(self.active_player(p))
        return ops.or_(*[ops.and_(s.on_battlefield, s.types["land"], has_subtype(ops, s, land),
                                  ops.not_(ops.eq(s.controller, active))) for s in self.state(p).values()])

    def menace_obeyed(self, p: int) -> List[legality.Condition]:
        """702.111b, 509.1b: the event at point p closes a declaration of blockers (the first other
        event after its blocks events, or the history's end right after them): no attacker with menace is
        blocked by exactly one creature."""
        e = self.events[p - 1] if p <= len(self.events) else None
        if e is not None and e.kind == "blocks" or p < 2 or self.events[p - 2].kind != "blocks" or MENACE not in self.vocab.abilities:
            return []
        declared = self.declared_in_combat(p - 1, "blocks")
        at = declared[0] - 1
        counts: Dict[str, int] = {}
        for q in declared:
            counts[self.events[q - 1].attacker] = counts.get(self.events[q - 1].attacker, 0) + 1
        return [(self.ops.not_(self.state(at)[a].abilities.get(MENACE, False)),
                 f"{a!r} has menace: it can't be blocked except by two or more creatures (702.111b)")
                for a, n in counts.items() if n == 1]

    def unblockable(self, a: str, p: int) -> Value:
        """509.1b: a can't be blocked at point p: by an ability it has, or by an effect that changes
        the rules (611.2c), begun and not ended, reading what it affects as it is now (not the set of
        objects as the effect began)."""
        return self.ops.or_(self.state(p)[a].abilities.get(UNBLOCKABLE, False), self._rule_applies(UNBLOCKABLE, a, p))

    def attack_costs(self, x: str, p: int) -> Value:
        """508.1d, 508.1h: whether attacking with x at point p has a cost, by a rule-changing effect
        (611.2c) begun and not ended that affects x as it is now: a requirement then does not bind it."""
        return self._rule_applies(ATTACK_COST, x, p)

    def _rule_applies(self, rule: str, x: str, p: int) -> Value:
        """611.2c: whether an effect changing `rule`, begun and not ended at point p, affects x as it is
        at p (what it affects read then, not fixed as it began)."""
        return self.ops.or_(*[self._effect_applies(e, x, p) for e in self.sc.effects.values() if e.rule == rule])

    def _effect_applies(self, e: Any, x: str, p: int) -> Value:
        """611.2c: whether the rule-changing effect e, begun and not ended at point p, affects x as it is at p."""
        if e.affects.objects and x not in e.affects.objects:
            return False
        ops = self.ops
        return ops.and_(self._begun(p)[e.id], matches(ops, e.affects, self.state(p)[x],
                                                      you=self.vocab.player(e.controller), other=True,
                                                      vocab=self.vocab))

    def damage_step_conditions(self, p: int) -> List[legality.Condition]:
        """510, 510.4, 508.8: a combat damage step at point p comes in a combat phase with attackers,
        once, or twice where the first was a first strike step."""
        steps = self.damage_steps(p - 1)
        return [(self._combat_began(p - 1) is not None, "a combat damage step " + self._outside_combat(p - 1)),
                # 508.8: skipped only where no attackers were declared; one since removed from combat still was
                (self._combat_began(p - 1) is None or bool(self.declared_in_combat(p - 1)),
                 "a combat damage step where no attackers were declared in this combat phase (508.8, 510)"),
                (len(steps) < 2, "a third combat damage step: a combat phase has at most two (510.4)"),
                (self._first_strike_step(steps[0]) if steps else True,
                 "a second combat damage step where no attacking or blocking creature had first strike or double "
                 "strike as the first began (510.4)")]

    def _fighters(self, p: int) -> List[tuple]:
        """(creature, whether it is attacking or blocking at point p) for each declared in this combat."""
        return [(a, self.attacking(a, p)) for a in self._attackers(p)] + \
            [(self.events[q - 1].what, self.blocking(self.events[q - 1].what, p))
             for q in self.declared_in_combat(p, "blocks")]

    def _strikes_first(self, x: str, p: int) -> Value:
        abilities = self.state(p)[x].abilities
        return self.ops.or_(abilities.get(FIRST_STRIKE, False), abilities.get(DOUBLE_STRIKE, False))

    def _first_strike_step(self, q: int) -> Value:
        """510.4: whether some attacking or blocking creature has first strike or double strike as
        the combat damage step at point q begins (only those deal damage in it)."""
        ops = self.ops
        return ops.or_(*[ops.and_(there, self._strikes_first(x, q - 1)) for x, there in self._fighters(q - 1)])

    def assigns(self, x: str, q: int) -> Value:
        """510.4, 702.7c, 702.4c-d: whether x, in combat, assigns combat damage in the step at point q:
        in the first, every creature unless it is a first strike step, then those with first strike
        or double strike; in the second, those that had neither as the first began and those that
        have double strike now."""
        ops, steps = self.ops, self.damage_steps(q)
        if steps[0] == q:
            return ops.or_(ops.not_(self._first_strike_step(q)), self._strikes_first(x, q - 1))
        return ops.or_(ops.not_(self._strikes_first(x, steps[0] - 1)),
                       self.state(q - 1)[x].abilities.get(DOUBLE_STRIKE, False))

    def combat_damage(self, q: int) -> List[Dealt]:
        """510.1-510.2: the combat damage dealt as the combat damage step at point q begins, each
        creature assigning its power (510.1a): an unblocked attacker to what it attacks, if that is still
        attacked (510.1b, 506.4c: `Attacked`); a blocked one to the creatures blocking it (510.1c, `_assignment`); a blocker to
        the creature it blocks (510.1d)."""
        ops, state = self.ops, self.state(q - 1)
        blocks = {self.events[r - 1].what: self.events[r - 1].attacker for r in self.declared_in_combat(q - 1, "blocks")}
        out: List[Dealt] = []
        for a in self._attackers(q - 1):  # (508.4: a token put onto the battlefield attacking too)
            deals = ops.and_(self.attacking(a, q - 1), self.assigns(a, q))
            power = at_least_none(ops, state[a].power)
            blockers = [b for b, x in blocks.items() if x == a]
            attacked = self.attacks_now(a, q - 1)  # 510.1b, 506.4c: none still attacked, no damage
            out += self._assignment(a, q, deals, power, blockers, attacked) if blockers else \
                [(a, w, ops.ite(ops.and_(deals, there), power, 0)) for w, there in attacked]
        for b, a in blocks.items():
            deals = ops.and_(self.blocking(b, q - 1), self.attacking(a, q - 1), self.assigns(b, q))
            out.append((b, a, ops.ite(deals, at_least_none(ops, state[b].power), 0)))
        return out

    def _assignment(self, a: str, q: int, deals: Value, power: Value, blockers: List[str],
                    attacked: List[tuple]) -> List[Dealt]:
        """510.1c, 702.19b-d, 702.2c: how the blocked attacker a divides its `power` at point q: to
        each creature still blocking it what its controller chooses (a quantified choice, at most
        what is left, in the order they were declared); what is left goes to what a attacks (`attacked`:
        each with whether it is that one, still attacked) if a has trample, a is still attacking
        something and each of them was assigned lethal damage (its toughness less the damage marked
        on it; 1 if a has deathtouch), else to the last one still blocking (702.19b, 702.19f).  With
        none left, nothing (510.1c), or all to what it attacks with trample (702.19d).  One blocker
        without trample: all to it."""
        ops, state = self.ops, self.state(q - 1)
        trample = state[a].abilities.get(TRAMPLE, False)
        here = [self.blocking(b, q - 1) for b in blockers]
        if len(blockers) == 1 and ops.is_false(trample):
            return [(a, blockers[0], ops.ite(ops.and_(deals, here[0]), power, 0))]
        left: Value = power
        given: List[Value] = []
        lethal_to_all: Value = True
        for b, there in zip(blockers, here):
            chosen = 0 if ops.is_false(ops.and_(deals, there)) else \
                self.choose(f"combat damage of {a} to {b} at {q}", ops.add(power, 1))
            d = ops.ite(there, ops.ite(ops.lt(chosen, left), chosen, left), 0)
            given.append(d)
            left = ops.add(left, ops.neg(d))
            rest = at_least_none(ops, ops.add(state[b].toughness, ops.neg(state[b].damage)))
            lethal = ops.ite(state[a].abilities.get(DEATHTOUCH, False), ops.ite(ops.lt(rest, 1), rest, 1), rest)
            lethal_to_all = ops.and_(lethal_to_all, ops.or_(ops.not_(there), ops.not_(ops.lt(d, lethal))))
        # (what is left goes to what it attacks, if anything, 702.19b, 702.19f)
        over = ops.and_(trample, lethal_to_all, ops.or_(*[there for _, there in attacked]))
        last = [ops.and_(there, ops.not_(ops.or_(*here[i + 1:]))) for i, there in enumerate(here)]
        out = [(a, w, ops.ite(ops.and_(deals, over, there), left, 0)) for w, there in attacked]
        return out + [(a, b, ops.ite(deals, ops.add(d, ops.ite(ops.and_(is_last, ops.not_(over)), left, 0)), 0))
                      for b, d, is_last in zip(blockers, given, last)]

    def attack_taps(self, x: str, q: int) -> Value:
        """508.1f: whether x attacking at point q taps it: unless it has vigilance then (702.20b)."""
        return self.ops.not_(self.state(q - 1)[x].abilities.get(VIGILANCE, False))
