"""What effects forbid at a point of a history (101.2: "can't" beats "can"), written once over an
`Ops`: a player casting instant and sorcery spells or activating abilities that aren't mana
abilities (605.1a), the abilities with {T} in their costs, or all the activated abilities, of the objects an
effect affects.  A
resolved effect forbids while it is in force (begun, not ended by an event or its duration); a static
ability while its source is on the battlefield with it and its condition holds (611.3a); either reads
what it affects as it is at that moment (611.2c: a rule of the game, not a set locked as it began).
Triggered and static abilities, attacks and blocks are never forbidden so (603.2a: Abeyance's
rulings).  A mixin of `verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any

from verifier.model.effects import ACTIVATE_ALL, ACTIVATE_NAMED
from verifier.state import matches

Value = Any


class Forbidding:
    """The forbiddings of a history (`History` provides the points)."""

    def forbidden_to(self, player: Value, what: str, p: int) -> Value:
        """Whether an effect in force at point p forbids `player` (a player's code) `what` (FORBIDS)."""
        ops, active = self.ops, self._begun(p)
        return ops.or_(*[ops.and_(active[e.id], ops.eq(self.vocab.player(e.player), player))
                         for e in self.sc.effects.values() if what in e.forbids and e.player is not None])

    def names_forbidden(self, name: str, what: str) -> bool:
        """Whether some static ability may forbid `what` of what has that name (`forbidden_named`)."""
        return any(e.static and what in e.forbids and self.sc.objects[e.source].chosen == name
                   for e in self.sc.effects.values())

    def forbidden_named(self, name: str, what: str, p: int) -> Value:
        """Whether, right after point p, a static ability forbids every player `what` (CAST_NAMED,
        PLAY_NAMED) of a spell or land named `name` (the face cast or played alone, 712.11c,
        712.12): its source on the battlefield with it, the name its object chose as it entered
        that one (614.12; of a double-faced card, the face named only, 712.19)."""
        ops, state = self.ops, self.state(p)
        return ops.or_(*[ops.and_(state[e.source].on_battlefield, state[e.source].abilities.get(e.ability, False))
                         for e in self.sc.effects.values()
                         if e.static and what in e.forbids and self.sc.objects[e.source].chosen == name])

    def forbidden_source(self, x: str, p: int) -> Value:
        """Whether, right after point p, a static ability forbids every player (101.2, 602.5)
        activating an ability of x that isn't a mana ability (605.1a; the caller asks it of those
        only): x, in any zone, has the name the ability's object chose as it entered (614.12; a
        permanent's name as the layers make it, 613.1a; a card's in a zone its own, 400.7), the
        ability's source on the battlefield with it (Pithing Needle's rulings)."""
        ops, state = self.ops, self.state(p)
        s = state[x]
        name = s.name if s.card is None else ops.ite(s.on_battlefield, s.name, s.card.name)
        return ops.or_(*[ops.and_(state[e.source].on_battlefield, state[e.source].abilities.get(e.ability, False),
                                  ops.eq(name, self.vocab.name_code(self.sc.objects[e.source].chosen)))
                         for e in self.sc.effects.values()
                         if e.static and ACTIVATE_NAMED in e.forbids and
                         self.vocab.name_code(self.sc.objects[e.source].chosen) >= 0])

    def forbidden_on(self, x: str, what: str, p: int) -> Value:
        """Whether an effect in force at point p forbids `what` (FORBIDS) of object x: a resolved one
        affecting x as it is now; a static one whose source is there with the ability, affecting x
        (`attached`: what the source is attached to, 303.4, 301.5)."""
        ops, state = self.ops, self.state(p)
        out = []
        for e in self.sc.effects.values():
            if what not in e.forbids or e.player is not None or e.affects.objects and x not in e.affects.objects:
                continue
            if not e.static:
                you = self.vocab.player(e.controller)
                out.append(ops.and_(self._begun(p)[e.id], state[x].on_battlefield,
                                    matches(ops, e.affects, state[x], you=you, other=True, vocab=self.vocab)))
                continue
            src = state[e.source]
            present = {o: s.on_battlefield for o, s in state.items()}
            holds = True if e.condition is None else \
                self.evaluation(p).condition_holds(e.condition, e.source, state, present)
            out.append(ops.and_(src.on_battlefield, src.abilities.get(e.ability, False), holds,
                                matches(ops, e.affects, state[x], you=src.controller, other=x != e.source,
                                        vocab=self.vocab, host=ops.eq(src.attached_to, self.vocab.object_code(x)))))
        return ops.or_(*out)

    def abilities_forbidden(self, x: str, p: int) -> Value:
        """Whether, right after point p, an effect forbids activating any activated ability of permanent x ("its
        activated abilities can't be activated", 602.5, 101.2): mana abilities too, activated abilities all
        (605.1a, 605.3a); what such an effect names is a permanent (109.2), so x on the battlefield."""
        if not any(ACTIVATE_ALL in e.forbids for e in self.sc.effects.values()):
            return False
        return self.ops.and_(self.state(p)[x].on_battlefield, self.forbidden_on(x, ACTIVATE_ALL, p))
