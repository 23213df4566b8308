"""The targets of spells and abilities over a history (115.1, 601.2c, 608.2b), written once over
an `Ops`: whether each target a spell, an [[ability]] or an [[effect]] chose is legal at a point (a
spell it counters still on the stack, a permanent on the battlefield as its effect asks, without
shroud, another player's hexproof or protection from its source: 702.11b, 702.18a, 702.16b), and
whether some legal targets exist for `can_cast`.  A mixin of `verifier.rules.time.History`, beside
`verifier.rules.stack.Spells`, whose casts it reads (moved from `verifier.rules.stack`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import Filter
from verifier.model.effects import CAST_TARGETS
from verifier.rules import graveyard_spells, legality
from verifier.rules.protection import protected
from verifier.state import matches

Value = Any
HEXPROOF, SHROUD = "hexproof", legality.SHROUD  # 702.11b, 702.18a

def _chosen(e: Any, cast: Any) -> bool:
    """Whether spell effect e is among those its `cast` event chose (None: not cast): of
    the mode chosen or of none (700.2a), of whether it was kicked or not asking (702.33e),
    its awaken part only if cast for its awaken cost (702.113a)."""
    return e.mode in (None, cast and cast.mode) and e.kicked in (None, bool(cast and cast.kicked)) and \
        (not e.awaken or bool(cast and cast.awaken))


def named_targets_legal(ops: Any, e: Any, state: dict, match: Callable[[Filter, str, bool], Value]) -> List[Value]:
    """Whether each target resolved effect e names is legal on the board `state` (601.2c, 608.2b): on
    the battlefield, and what `match` says of what it may affect and of the kind its card's text
    targets (115.1), told whether the target is other than the object whose ability it is ("another
    target creature": not that object, 115.1, 601.2c)."""
    return [ops.and_(state[t].on_battlefield, *(match(f, t, t != e.other_than) for f in (e.affects, e.target)
                                                if f is not None))
            for t in e.affects.objects]


class Targeting:
    """Targets (module docstring), for `History`."""

    def targets_legal(self, s: str, p: int) -> List[Value]:
        """Whether each target of s is legal at point p (115.1, 601.2c, 608.2b): a spell it
        counters still on the stack, as its card's counters_spell asks; a permanent an
        effect of its resolution affects, on the battlefield and as that effect asks."""
        ops, state, you = self.ops, self.state(p), self.caster(s)
        q = self.casts().get(s)
        out = []
        if self.sc.objects[s].counters_spell is not None and q is not None:
            f = self.sc.objects[s].counters_spell
            out += [ops.and_(self.on_the_stack(t, p), matches(ops, f, state[t].card or state[t], you=you, other=True,
                                                              vocab=self.vocab))
                    for t in self.events[q - 1].targets]
        cast = self.events[q - 1] if q is not None else None  # (700.2a, 702.33g: as chosen as it was cast)
        if self.is_aura_spell(s) and cast is not None:  # 303.4a: what its enchant ability allows
            out += [self.may_target(self.enchant_of(s), t, you, state, s) for t in cast.targets]
        for e in (e for e in self.sc.effects.values() if e.spell == s and _chosen(e, cast)):
            out += self.targets_legal_of(s, e, p)
        if cast is not None and graveyard_spells.read(self.sc.objects[s]) is not None:  # 601.2c, 608.2b: in a graveyard
            out += [graveyard_spells.legal(self, s, t, q, p, you) for t in cast.targets]
        return out

    def spell_targets(self, s: str) -> Tuple[str, ...]:
        """The objects spell s targets, as chosen as it was cast (601.2c): the spell it counters, what
        an Aura spell enchants, what the effects of its resolution affect (as `targets_legal`)."""
        cast = self.events[self.casts()[s] - 1]
        return tuple(cast.targets) + tuple(t for e in self.sc.effects.values() if e.spell == s and _chosen(e, cast)
                                           for t in e.affects.objects) + \
            tuple(t for t, _ in cast.deals_to if t in self.sc.objects)  # (its damage's, 601.2d)

    def targets_legal_of(self, s: str, e: Any, p: int) -> List[Value]:
        """Whether each target of spell s's effect e is legal at point p (601.2c, 608.2b):
        on the battlefield, as e asks, without shroud or another player's hexproof."""
        if e.deals_to == CAST_TARGETS:  # (its damage's targets, as its cast announced: 601.2d)
            return self.cast_targets_legal(s, e, p)
        state, you = self.state(p), self.caster(s)
        return [self.may_target(e.target or e.affects, t, you, state, s) for t in e.affects.objects]

    def may_target(self, f: Any, t: str, you: Value, state: dict, source: str) -> Value:
        """Whether permanent t is a legal target, as filter f asks, of a spell or ability `you` control
        (`source`: the spell, or the ability's source): on the battlefield, matching f, without shroud
        (702.18a), without hexproof unless `you` control it (702.11b), and without protection from a
        quality the source has (702.16b)."""
        ops, st = self.ops, state[t]
        return ops.and_(st.on_battlefield, matches(ops, f, st, you=you, other=True, vocab=self.vocab),
                        self.unshielded(st, you, state[source]))

    def unshielded(self, st: Any, you: Value, source: Optional[Any]) -> Value:
        """Whether the permanent in state st may be targeted by a spell or ability `you` control whose
        source is in state `source`: no shroud (702.18a), no hexproof unless `you` control it (702.11b),
        no protection from a quality the source has (702.16b; None: no source known to have one)."""
        ops = self.ops
        return ops.and_(ops.not_(st.abilities.get(SHROUD, False)),
                        ops.or_(ops.eq(st.controller, you), ops.not_(st.abilities.get(HEXPROOF, False))),
                        True if source is None else ops.not_(protected(ops, self.vocab.abilities, st, source)))

    def some_targets(self, s: str, p: int, kicked: bool = False, awakened: bool = False) -> List[Value]:
        """601.2c: whether s could be cast at point p as far as targets go: for each target
        it has, some legal one exists then (a spell on the stack for one that counters, a
        permanent for an effect of its resolution), whichever the history chooses later; of
        a modal spell, for some mode (700.2a: chosen first, 601.2b); the targets of what it
        does if kicked only if it is (702.33g), of its awaken part only if cast for its awaken
        cost (702.113a, 601.2c); none for a part whose text says "any number of target ..." (107.1c: zero
        is a number)."""
        ops, state, you = self.ops, self.state(p), self.caster(s)
        out = []
        f = self.sc.objects[s].counters_spell
        if f is not None:
            out.append(ops.or_(*[ops.and_(self.on_the_stack(t, p), matches(ops, f, state[t].card or state[t], you=you,
                                                                             other=True, vocab=self.vocab))
                                 for t in self.casts() if t != s]))
        if graveyard_spells.read(self.sc.objects[s]) is not None:  # 601.2c: a card in a graveyard to target
            out.append(graveyard_spells.some(self, s, p, you))
        if self.is_aura_spell(s):  # 303.4a: some object its enchant ability allows
            if self.sc.objects[s].enchant_player is not None:
                raise ModelError(self.sc.path, 0, f"could cast {s}: an Aura spell targeting a player (702.5a) is not "
                                                  "modelled")
            out.append(self._some_target_of(None, s, you, state))
        aimed = [e for e in self.sc.effects.values() if e.spell == s and (e.affects.objects or e.deals_to ==
                 CAST_TARGETS and not e.deals_players) and e.kicked in (None, kicked) and (awakened or not e.awaken)
                 and not e.any_number]  # (107.1c, 601.2c: "any number of target", none too)
        modes = sorted({e.mode for e in self.sc.effects.values() if e.spell == s and e.mode is not None}) or [None]
        return out + [ops.or_(*[ops.and_(*[self._some_target_of(e, s, you, state) for e in aimed
                                           if e.mode in (None, m)]) for m in modes])]

    def _some_target_of(self, e: Any, s: str, you: Value, state: dict) -> Value:
        """A legal choice exists for the target of spell s's effect e (601.2c); e None: of the
        Aura spell s, what its enchant ability allows (303.4a)."""
        f = self.sc.objects[s].enchant if e is None else e.target or e.deals_kind or replace(e.affects, objects=())
        return self.ops.or_(*[self.may_target(f, t, you, state, s) for t in sorted(self.sc.objects)
                              if t != s and not self.sc.objects[t].copy_of_spell])

    # -- what can be cast (601.2, 601.3) ----------------------------------------------------

    def ability_targets_legal(self, aid: str, p: int, q: int, only: Optional[str] = None) -> List[Value]:
        """Whether each target of the [[ability]] aid activated at point q is legal at point p
        (115.1, 601.2c via 602.2b, 608.2b): a permanent its text (or its effect's card) asks
        for, not its source for "another", with neither shroud nor, unless its activator
        controls it, hexproof (702.18a, 702.11b); nothing for one without a target.  `only`:
        the targets that effect affects."""
        a = self._activated[aid]
        dealt = self.deals_targets_legal(a, p, q) if only is None else []
        if a.target is None:
            return dealt
        you, state = self.state(q - 1)[a.source].controller, self.state(p)
        return [False if a.another and t == a.source else
                self.may_target(self.sc.effects[eid].target or a.target, t, you, state, a.source)
                for eid in a.effects if only in (None, eid) for t in self.sc.effects[eid].affects.objects] + \
            [self.may_target(a.target, t, you, state, a.source) for t in a.untaps + a.moves if only is None] + dealt

    def deals_targets_legal(self, a: Any, p: int, q: int) -> List[Value]:
        """Whether each target the damage of activated ability a divides among (`deals`, 601.2d), a
        activated at point q, is legal at point p: a permanent as `may_target` allows, a player always,
        but "target opponent" an opponent of its activator (115.1)."""
        ops, you, state = self.ops, self.state(q - 1)[a.source].controller, self.state(p)
        return [(ops.not_(ops.eq(self.vocab.player(t), you)) if a.opponent_only else True)
                if t in self.vocab.players else self.may_target(a.target, t, you, state, a.source) for t, _ in a.deals]

    def ability_effect_begins(self, aid: str, eid: str, p: int, q: int) -> Value:
        """608.2b: whether effect eid of the [[ability]] aid activated at q begins as it resolves
        right after point p: the ability resolves if some target is still legal, and an effect
        affecting one of its targets (each of several has its own, `verifier.load.several`)
        does not affect it once illegal; with no target chosen ("up to"), it resolves."""
        own, every = self.ability_targets_legal(aid, p, q, only=eid), self.ability_targets_legal(aid, p, q)
        return self.ops.and_(*own) if own else self.ops.or_(*every) if every else True  # (none chosen: it resolves)

    def effect_targets_legal(self, eid: str, p: int) -> List[Value]:
        """Whether each target of resolved effect eid is still legal at point p: on the
        battlefield, what it may affect and of the kind its card's text targets ("Target
        Mountain", 115.1) (608.2b); nothing for one without targets."""
        e = self.sc.effects[eid]
        return named_targets_legal(self.ops, e, self.state(p), lambda f, t, other: self._target_matches(
            f, t, self.vocab.player(e.controller), p, other))

    def resolving_targets_legal(self, eid: str, p: int, source: Optional[str], you: Value) -> List[Value]:
        """608.2b: as resolved effect eid begins, its ability or spell resolving right after point p,
        whether each of its targets is still legal: as `effect_targets_legal` says, and targetable by
        an ability `you` control from `source` (`unshielded`).  With no source named, what it came from is
        unknown, and nothing else of it is read: a history saying the effect began says it had none of
        the target's protection qualities.  (A board's or history's first point does not know when an
        effect in force then resolved, docs/limits.md: only there is this unasked.)"""
        e, state = self.sc.effects[eid], self.state(p)
        return [self.ops.and_(legal, self.unshielded(state[t], you, None if source is None else state[source]))
                for t, legal in zip(e.affects.objects, self.effect_targets_legal(eid, p))]

    def _target_matches(self, f: Filter, t: str, you: Value, p: int, other: bool) -> Value:
        """Whether t at point p is what f names ("other": whether t is not the object whose ability it
        is); "attacking" as the history's combat makes it (506.4, 508.1) or as the scenario states it."""
        ops, st = self.ops, self.state(p)[t]
        if f.attacking is None:
            return matches(ops, f, st, you=you, other=other, vocab=self.vocab)
        attacking = ops.or_(st.attacking, self.attacking(t, p))
        return ops.and_(attacking if f.attacking else ops.not_(attacking),
                        matches(ops, replace(f, attacking=None), st, you=you, other=other, vocab=self.vocab))
