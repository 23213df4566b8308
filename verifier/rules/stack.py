"""Spells over a history (601, 608, 701.6), written once over an `Ops`: casting a card
from its owner's hand, paying its mana cost with the mana abilities the permanents have
then (601.2g-h, 106.12; the payments are `verifier.rules.spell_payments`) and the mana left in
the caster's pool (106.4, `verifier.rules.pool`), the spell waiting on the stack (405), and its
resolution: an instant or sorcery begins its effects unless all its targets are illegal (608.2b-c),
a spell that counters removes its target from the stack (701.6a), a permanent spell becomes a
permanent (608.3).  A mixin of `verifier.rules.time.History`, whose points it reads.

Every choice is quantified like an effect ordering: which permanents the caster taps for
mana (any that can be, 302.6, 107.5, including more than needed: mana left unspent
stays in the pool until the step ends, 106.4), each one's ability, types and order of replacement
effects (616.1), and X up to its bound.  `can_cast` asks whether some such choice pays:
the choices of each permanent are enumerated, and every combination of them tried."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import SPELL_RESOLVES, Filter, zone_code
from verifier.model.effects import CAST_INSTANTS, CAST_NAMED
from verifier.rules import costs, discard_costs, flash_permissions, graveyard_spells, lands, legality, phyrexian, \
    sacrifice_costs, sba, spell_costs, spell_text, split_second, strive, ward
from verifier.rules.convoke import CONVOKING, IMPROVISING, has
from verifier.rules.payment import Added, Need, Source, need
from verifier.rules.runs import State
from verifier.rules.spell_payments import STACK, Payment, SpellPayments
from verifier.state import matches

Value = Any
GRAVEYARD, EXILE = zone_code("graveyard"), zone_code("exile")
FLASH = "flash"  # 702.8a
X_SYMBOL = re.compile(r"\{X\}", re.IGNORECASE)  # 107.3: each X in a mana cost
UNCOUNTERABLE = "can't be countered"  # 101.2: what a rider may give a spell (106.6)


def _paying(how: Tuple[str, ...]) -> str:
    """Words for a counterexample: how the Phyrexian symbols were paid (107.4f)."""
    return f" paying its Phyrexian mana with {', '.join(how)}" if how else ""


class Spells(SpellPayments):
    """The spells of a history (`History` provides the points)."""

    def casts(self) -> Dict[str, int]:
        """Each spell -> the point of the event that casts it."""
        if not hasattr(self, "_cast_points"):
            self._cast_points = {e.spell_copy or e.what: p for p, e in zip(self.places, self.sc.events)
                                 if e.kind in ("cast", "copy_spell")}  # (a copy of a spell is put there, 707.10)
            self._payments: Dict[int, Payment] = {}
            self._mana_notes: Dict[int, List[str]] = {}
            self._rider_notes: Dict[int, List[str]] = {}  # (what mana with a rider paid, 106.6)
            self._spell_xs: Dict[str, Value] = {}
            self._adds: Dict[int, Tuple[Value, Source, List[Value], Value]] = {}  # (`verifier.rules.pool`)
            self._casting_boards: Dict[Tuple[int, str], Dict[str, Any]] = {}  # (`casting_board`)
        return self._cast_points

    def caster(self, s: str) -> Value:
        """Who casts s: its owner, from whose hand it is cast (601.2a), and who controls it (405.4)."""
        return self.vocab.player(self.sc.objects[s].owner)

    def spell_x(self, s: str) -> Value:
        """107.3a: the X announced as s was cast: given, or the caster's choice up to its
        bound; 0 for one cast without paying its mana cost (107.3b), or never cast."""
        q = self.casts().get(s)
        if q is None:
            return 0
        if s not in self._spell_xs:
            e = self.events[q - 1]
            if e.kind == "copy_spell":  # 707.10: a copy has the X of the spell it copies
                return self.spell_x(e.what)
            self._spell_xs[s] = e.x if e.x is not None else \
                self.choose(f"X of {s} as it is cast", e.x_at_most + 1) if e.x_at_most is not None else 0
        return self._spell_xs[s]

    def on_the_stack(self, s: str, p: int) -> Value:
        """Whether spell s is on the stack at point p (405.1)."""
        if s not in self.casts():
            return False
        st = self.state(p)[s]
        return self.ops.and_(self.ops.not_(st.on_battlefield), self.ops.eq(st.zone, STACK))

    def x_on_the_stack(self, state: State, p: int) -> State:
        """202.3e: on the stack, each {X} in a spell's mana cost counts the X announced for it
        (107.3a; a copy's is its original's, 707.10); anywhere else X is 0, as the card's mana
        value already has it.  `state`: point p's, the spells cast by then read so.  (A count of
        the cards on the stack is refused: `load.zones.refusal`.)"""
        ops, out = self.ops, state
        for s in (s for s, q in self.casts().items() if q <= p):
            xs = X_SYMBOL.findall(self.spell_face(s).mana_cost or "")
            if not xs or s not in state:
                continue
            st = state[s]
            there = ops.and_(ops.not_(st.on_battlefield), ops.eq(st.zone, STACK))
            if there is False:
                continue
            extra = ops.sum(*[self.spell_x(s)] * len(xs))
            if out is state:
                out = dict(state)
            out[s] = st.with_(mana_value=ops.ite(there, ops.add(st.mana_value, extra), st.mana_value))
        return out

    def spells_waiting(self, p: int) -> List[Tuple[str, int, Value]]:
        """Each spell that may be on the stack right before the event at p: (it, the point
        it was cast, whether it is still there)."""
        return [(s, q, self.on_the_stack(s, p - 1)) for s, q in self.casts().items() if q < p]

    # -- casting (601.2) ------------------------------------------------------------------

    def cast_back(self, s: str) -> bool:
        """712.11b: whether s was cast by its back face (a modal double-faced card's, as its
        cast event says); by its front face by default (712.11), and before it is cast."""
        q = self.casts().get(s)
        return q is not None and self.events[q - 1].kind == "cast" and self.events[q - 1].back

    def spell_face(self, s: str, back: Optional[bool] = None) -> Any:
        """The characteristics s is cast with (712.11c: only that face is evaluated and put on
        the stack): the face `back` says, or the one its cast event chose."""
        return self.sc.objects[s].face(self.cast_back(s) if back is None else back)

    def _need(self, s: str, free: bool = False, kicked: bool = False, surge: bool = False,
              emerge: bool = False, back: Optional[bool] = None, bestow: bool = False, evoke: bool = False,
              dash: bool = False, awaken: bool = False, how: Tuple[str, ...] = (), targets: int = 0) -> Need:
        """601.2f: what casting s (by the face `back` says, 712.11c) asks before cost changes:
        its mana cost, or an alternative cost (118.9: nothing, cast without paying it, 107.3b;
        its surge cost, 702.117a; its emerge cost, 702.119a; its bestow cost, 702.103a; its evoke cost, 702.74a;
        its dash cost, 702.109a; its awaken cost, 702.113a), plus its kicker cost if it is kicked (702.33a, 118.8: an additional cost, paid
        with any alternative cost, 118.9d).  Its mana cost's Phyrexian symbols are paid as `how` says (107.4f,
        601.2b): those paid with mana ask mana of their colour; the life is `phyrexian_life`'s.  A strive
        ability adds its cost for each of its `targets` beyond the first (601.2f, 118.9d: `verifier.rules.strive`)."""
        printed = self.spell_face(s, back)
        base = Need() if free else need(costs.surge(printed.abilities)[0]) if surge else \
            need(costs.emerge(printed.abilities)[0]) if emerge else \
            need(costs.bestow(printed.abilities)[0]) if bestow else \
            need(costs.evoke(printed.abilities)[0]) if evoke else \
            need(costs.dash(printed.abilities)[0]) if dash else \
            need(costs.awaken(printed.abilities)[0]) if awaken else \
            (phyrexian.paid(printed.mana_cost or "", how) or (None,))[0] if phyrexian.symbols(printed.mana_cost) else \
            need(printed.mana_cost or "")  # (702.103a, 702.74a, 702.109a; 107.4f)
        base = base.plus(strive.increase(printed.abilities, targets))
        return base.plus(need(costs.kicker(printed.abilities)[0] or "")) if kicked else base

    def sacrificeable(self, c: str, you: Value, p: int) -> Value:
        """702.119a: whether `you` may sacrifice c for an emerge cost right after point p: a
        creature on the battlefield that player controls (701.21a)."""
        st = self.state(p)[c]
        return self.ops.and_(st.on_battlefield, st.types["creature"], self.ops.eq(st.controller, you))

    def emerge_reduction(self, c: str, p: int) -> Value:
        """702.119a, 601.2f: the generic mana the emerge cost is reduced by: the mana value of
        the creature sacrificed, read right after point p, while it is still on the battlefield
        (702.119c: it is sacrificed as the total cost is paid, 601.2h); its mana value is its
        mana cost's, X as 0 there (202.3, 202.3e), a copy's the copied one's (707.2)."""
        return self.state(p)[c].mana_value

    def casting(self, p: int) -> List[legality.Condition]:
        """The conditions under which the cast at point p is possible: the card in its
        owner's hand (601.2a, 601.3), at a time that player may cast it (117.1a, 302.1,
        307.1), each target legal (601.2c), the cost paid (601.2h, 118.3)."""
        s, ops = self.events[p - 1].what, self.ops
        pay = self.payment(p)
        # 702.62a: as its suspend trigger resolves, from exile, whatever the timing of its type
        where = self.suspend_cast_allowed(p) if self.cast_by_suspend(p) else \
            [(lands.from_its_zone(self, s, p - 1, self.cast_back(s), False),
              f"{s!r} is not a card in its owner's hand then, nor where an effect lets it be cast by that face: it is "
              "cast from there (601.2a, 601.3, 712.11c)"),
             *self._timing(s, p - 1)]
        chosen = costs.alternatives_chosen(self.events[p - 1])
        return [*where, self._cast_allowed(s, p - 1, self.cast_back(s)), *split_second.casting(self, s, p - 1),
                (len(chosen) < 2, "only one alternative cost applies to a spell, and one cast without paying its "
                                  f"mana cost chooses no other (118.9a, 601.2b): not both {' and '.join(chosen[:2])}"),
                *([(ops.or_(*self._cast_this_turn(s, self.caster(s), p - 1)),
                    f"{s!r} is cast for its surge cost, but its caster cast no other spell this turn (702.117a)")]
                  if self.events[p - 1].surge else []),
                *([(self.sacrificeable(self.events[p - 1].emerge, self.caster(s), p - 1),
                    f"{s!r} is cast for its emerge cost by sacrificing {self.events[p - 1].emerge!r}, which is not a "
                    "creature its caster controls on the battlefield then (702.119a, 701.21a)")]
                  if self.events[p - 1].emerge is not None else []),
                *sacrifice_costs.casting(self, s, self.caster(s), self.events[p - 1].sacrificed, p - 1),  # (601.2h)
                *discard_costs.casting(self, s, self.caster(s), self.events[p - 1].discarded, p - 1),
                (ops.and_(*self.targets_legal(s, p - 1)) if self.targets_legal(s, p - 1) else True,
                 f"a target of {s!r} is not a legal target as it is cast (601.2c, 115.1)"),
                *pay.convoke_conditions,  # (702.51a, 601.2g)
                (ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay the cost of {s!r} "
                                                      "in any way the history allows (601.2g-h, 118.3, 106.12, 302.6"
                                                      + (f", {pay.tapping.rule}" if pay.convoked else "") + ")")]

    def _cast_allowed(self, s: str, p: int, back: bool) -> legality.Condition:
        """101.2, 601.3: right after point p no effect forbids s's caster casting it: an instant or
        sorcery (by the face cast, 712.11c) while one forbids that player such spells; a spell
        with a name an ability forbids casting (its face cast's name only, 712.11c, 712.19)."""
        face = self.spell_face(s, back)
        out: List[legality.Condition] = []
        if {"instant", "sorcery"} & set(face.types):
            out.append((self.ops.not_(self.forbidden_to(self.caster(s), CAST_INSTANTS, p)),
                        f"an effect forbids {s!r}'s caster casting instant and sorcery spells (101.2, 601.3)"))
        if self.names_forbidden(face.name, CAST_NAMED):
            out.append((self.ops.not_(self.forbidden_named(face.name, CAST_NAMED, p)),
                        f"an ability forbids casting spells named {face.name!r} (101.2, 601.3)"))
        if not out:
            return True, ""
        return (out[0] if len(out) == 1 else
                (self.ops.and_(*[v for v, _ in out]), "; or ".join(m for _, m in out)))

    def _timing(self, s: str, p: int, back: Optional[bool] = None) -> List[legality.Condition]:
        """117.1a, 702.8a: an instant (or a card with flash) any time; any other spell in a
        main phase of its caster's turn with the stack empty (302.1, 307.1), or any time while
        a permanent its caster controls lets spells of its kind be cast as though they had
        flash (601.3, 601.3b: `flash_permissions`); of the face cast only (712.11c)."""
        printed = self.spell_face(s, back)
        if "instant" in printed.types or FLASH in printed.abilities:
            return []
        out = [(self.ops.eq(self.caster(s), self.vocab.player(self.active_player(p))),
                f"{s!r} is cast only on its caster's turn: it is no instant and has no flash (117.1a, 307.1)"),
               *legality.sorcery_speed(self, p, f"{s!r} is cast (it is no instant and has no flash)")]
        granted = flash_permissions.granted(self, s, p, printed, self.bestowed(s))  # (601.3b: as though it had flash)
        if self.ops.is_false(granted):
            return out
        return [(self.ops.or_(granted, self.ops.and_(*[c for c, _ in out])),
                 "; ".join(m for _, m in out) + ", and no permanent its caster controls lets it be cast as though it "
                 "had flash then (601.3)")]

    def is_aura_spell(self, s: str) -> bool:
        """303.4a: whether s, cast, is an Aura spell (the face it is cast by, 712.11c; cast bestowed, 702.103b)."""
        return ("Aura" in self.spell_face(s).subtypes or self.bestowed(s)) and not self.sc.objects[s].copy_of_spell

    def bestowed(self, s: str) -> bool:
        """702.103a: whether s was cast bestowed (as its cast event says)."""
        q = self.casts().get(s)
        return q is not None and self.events[q - 1].kind == "cast" and self.events[q - 1].bestow

    def attached_as_it_enters(self, o: str, p: int) -> Value:
        """608.3c: where o is attached as it enters at point p, as the scenario declares it (an Aura
        spell's target); a spell cast bestowed, to its target only if that is still legal as it
        resolves, else to nothing: it resolves as a creature spell (702.103e, 608.3b)."""
        host = self._initially_attached[o]
        if not self.bestowed(o) or self.casts()[o] >= p:
            return host
        return self.ops.ite(self.ops.and_(*self.targets_legal(o, p - 1)), host, sba.NOT_ATTACHED)

    def enchant_of(self, s: str) -> Any:
        """What the Aura spell s may target and enchant (303.4a): its card's enchant ability, or,
        cast bestowed, enchant creature (702.103b)."""
        return Filter(types=("creature",)) if self.bestowed(s) else self.sc.objects[s].enchant

    def bestowed_on_the_stack(self, state: State, p: int) -> State:
        """702.103b: a spell cast bestowed is, while on the stack, an Aura enchantment spell, not
        a creature spell (its card too, as what triggers on a cast sees it: 601.2i).  `state`: point p's."""
        ops, out = self.ops, state
        for s in (s for s, q in self.casts().items() if q <= p and self.bestowed(s) and s in state):
            there = ops.and_(ops.not_(state[s].on_battlefield), ops.eq(state[s].zone, STACK))
            if there is False:
                continue

            def aura(x: Any) -> Any:
                return x.with_(types={**x.types, "creature": ops.ite(there, False, x.types["creature"])},
                               subtypes={**x.subtypes, "Aura": ops.ite(there, True, x.subtypes.get("Aura", False))})
            out = dict(out) if out is state else out
            out[s] = aura(state[s]).with_(card=aura(state[s].card) if state[s].card is not None else None)
        return out

    def can_cast(self, s: str, p: int, kicked: Optional[bool] = None, backs: Tuple[bool, ...] = (False,),
                 way: Optional[str] = None) -> Value:
        """Whether s could be cast right after point p by one of the faces `backs` says
        (712.11b: its caster chooses the face; 712.11c: only that face is evaluated); `way`:
        only for that alternative cost (`_ways`: "awaken").  Asked once for its arguments (claims ask again)."""
        key = ("can_cast", s, p, kicked, backs, way)
        if key not in self._asked:
            self._asked[key] = self.ops.or_(*[self._can_cast_face(s, p, kicked, back, way) for back in backs])
        return self._asked[key]

    def _can_cast_face(self, s: str, p: int, kicked: Optional[bool], back: bool, way: Optional[str] = None) -> Value:
        """Whether s could be cast right after point p by that face: as a cast event there
        would be possible, for some choice of the permanents tapped for mana and of their
        mana, and of whether to kick it (702.33a: only if it has kicker); `kicked`: only
        that choice; `way`: only for that alternative cost."""
        ops = self.ops
        you = self.caster(s)
        abilities = self.spell_face(s, back).abilities
        if any(re.match(r"assist\b", a, re.I) for a in abilities):  # (the loader refuses it with the claim's line)
            raise ModelError(self.sc.path, 0, f"could cast {s}: whether another player would help pay for a spell "
                                              "with assist (702.132a) is not modelled")
        cost, unread = costs.kicker(abilities)
        if kicked and unread is not None:
            raise ModelError(self.sc.path, 0, f"can_cast_kicked({s}): its kicker ability {unread!r} is not modelled "
                                              "(702.33b-c)")
        for how in (CONVOKING, IMPROVISING):  # (the loader refuses such a claim with its line; an --expr, here)
            if has(how, abilities):
                raise ModelError(self.sc.path, 0, f"could cast {s}: its {how.name} ({how.rule}) is not weighed in "
                                                  "can_cast")
        if costs.bestow(abilities) != (None, None):  # (likewise)
            raise ModelError(self.sc.path, 0, f"could cast {s}: casting it bestowed (702.103a) is not weighed in "
                                              "can_cast")
        kickers = [k for k in (False, True) if (kicked is None or k == kicked) and (cost is not None or not k)]
        change = self._cost_change(s, you, p, back)
        sacrifice = sacrifice_costs.additional(abilities)  # (601.2b, 118.3: a permanent of its kind to sacrifice)
        if sacrifice is not None and costs.emerge(abilities)[0] is not None:
            raise ModelError(self.sc.path, 0, f"could cast {s}: an additional sacrifice beside emerge's is not weighed")
        return ops.and_(lands.from_its_zone(self, s, p, back, False), *[c for c, _ in self._timing(s, p, back)],
                        self._cast_allowed(s, p, back)[0], *[c for c, _ in split_second.casting(self, s, p)],
                        sacrifice_costs.some_sacrifice(ops, self.vocab, self.state(p), self.sc.objects, sacrifice, you,
                                                       s) if sacrifice is not None else True,
                        discard_costs.some_discard(self, s, abilities, you, p),  # (118.3: a card to discard, 118.8)
                        ops.or_(*[ops.and_(*self.some_targets(s, p, kick, alternative.get("awaken", False)),  # (702.33a:
                                           # kicked or not, 601.2b; 702.113a: awakened or not)
                                           allowed,
                                           self.some_payment(self._need(s, kicked=kick, back=back, how=how,
                                                                        **alternative), you, p,
                                                             self._spending(you, p, s, back),
                                                             f"could cast {s}" + " kicked" * kick + said + _paying(how),
                                                             change=ops.add(change, less), spell=s, back=back,
                                                             life=self.life_to_cast(s, how, back)))
                                  for kick in kickers for said, alternative, allowed, less in self._ways(s, you, p, back)
                                  if way is None or alternative.get(way)
                                  # (601.2b: each way to pay its Phyrexian symbols, its mana cost's only)
                                  for how in (phyrexian.ways(self.spell_face(s, back).mana_cost or "")
                                              if not alternative else [()])]))

    def _ways(self, s: str, you: Value, p: int, back: bool) -> List[Tuple[str, Dict[str, bool], Value, Value]]:
        """The costs s could be cast for by that face right after point p (601.2b, 118.9a: its
        mana cost or one alternative cost): each as (words for a counterexample, `_need`'s
        choice, when it may be chosen, what is added to the generic part of the total cost,
        601.2f).  Surge once its caster cast another spell this turn (702.117a); evoke any time
        (702.74a); emerge
        sacrificing each creature its caster controls then, less that creature's mana value
        (702.119a)."""
        ops, abilities = self.ops, self.spell_face(s, back).abilities
        # 118.6, 202.1b: an empty mana cost is unpayable: only an alternative cost casts it
        payable = self.spell_face(s, back).mana_cost != ""
        out: List[Tuple[str, Dict[str, bool], Value, Value]] = [("", {}, payable, 0)]
        if costs.surge(abilities)[0] is not None:
            if not self._turn_known(p):
                raise ModelError(self.sc.path, 0, f"could cast {s}: its surge asks for the spells cast this turn "
                                                  "(702.117a): begin the history with the turn")
            out.append((" for its surge cost", {"surge": True}, ops.or_(*self._cast_this_turn(s, you, p)), 0))
        if costs.evoke(abilities)[0] is not None:  # 702.74a: at the times it may be cast at all (117.1a)
            out.append((" for its evoke cost", {"evoke": True}, True, 0))
        if costs.dash(abilities)[0] is not None:  # 702.109a: any time it may be cast
            out.append((" for its dash cost", {"dash": True}, True, 0))
        if costs.awaken(abilities)[0] is not None:  # 702.113a: any time it may be cast, its awaken target too
            out.append((" for its awaken cost", {"awaken": True}, True, 0))
        if costs.emerge(abilities)[0] is not None:
            for c in sorted(self.sc.objects):
                may = False if c == s else self.sacrificeable(c, you, p)
                if not ops.is_false(may):
                    out.append((f" for its emerge cost sacrificing {c}", {"emerge": True}, may,
                                ops.neg(self.emerge_reduction(c, p))))
        return out

    def _cast_this_turn(self, s: str, you: Value, p: int) -> List[Value]:
        """For each spell other than s cast this turn by point p (a copy is not cast, 707.10),
        whether `you` cast it; the turn began in the history (the loader and `_turn_known` ask it)."""
        out: List[Value] = []
        for e in reversed(self.events[:p]):
            if e.kind == "turn":
                break
            out += [self.ops.eq(self.caster(e.what), you)] if e.kind == "cast" and e.what != s else []
        return out

    def _turn_known(self, p: int) -> bool:
        return any(e.kind == "turn" for e in self.events[:p])

    def _cost_change(self, s: str, you: Value, p: int, back: Optional[bool] = None) -> Value:
        """601.2f, 118.7a: the generic mana static abilities at point p add to the total cost
        of spell s that `you` cast, less what they take from it: each instance of such an
        ability, on each permanent on the battlefield that has it then (its source, a copy
        of it, one granted it: 113.6, 707.2), if s matches what it changes (as the card it
        is, 601.2a) and `you` are among the players it names, as that permanent's controller
        sees them; one that counts the other spells `you` cast this turn counts them whether
        or not it was there then."""
        ops, state = self.ops, self.state(p)
        out = []
        cast = self._cast_this_turn(s, you, p)  # (the loader asks the turn to begin)
        changes = {replace(c, source=""): c for c in self.sc.cost_changes  # (each text once: any permanent with it)
                   if c.activations is None}  # (one of activated abilities changes no spell's cost, 602.2b)
        for c, o in ((c, o) for c in changes for o in sorted(self.sc.objects) if c.ability in state[o].abilities):
            src = state[o]
            player = {"each": True, "you": ops.eq(src.controller, you),
                      "opponents": ops.not_(ops.eq(src.controller, you))}[c.players]
            spell = True if c.spells is None else \
                matches(ops, c.spells, self._as_spell(s, state, back), you=you, other=True, vocab=self.vocab)
            amount = c.amount if not c.per_other_spell else \
                ops.sum(*[ops.ite(other, c.amount, 0) for other in cast]) if cast else 0
            out.append(ops.ite(ops.and_(src.on_battlefield, src.abilities[c.ability], player, spell), amount, 0))
        own = spell_costs.own_reduction(ops, self.sc.objects[s], state, you, self.vocab)  # (its own, 601.2f)
        out += [ops.neg(own)] if not (isinstance(own, int) and own == 0) else []
        return ops.sum(*out) if out else 0

    def activation_change(self, x: str, you: Value, p: int) -> Value:
        """602.2b, 601.2f, 118.7a: the generic mana static abilities at point p take from the
        cost of an activated ability of x that `you` activate (its controller, 602.2): each
        instance of such an ability on each permanent on the battlefield that has it then (as
        `_cost_change`), if x matches the permanents it names, as x is then, and `you` are
        among the players it names.  Only the generic part changes (118.7): {S} stays."""
        ops, state = self.ops, self.state(p)
        out = []
        changes = {replace(c, source=""): c for c in self.sc.cost_changes if c.activations is not None}
        for c, o in ((c, o) for c in changes for o in sorted(self.sc.objects) if c.ability in state[o].abilities):
            src = state[o]
            player = {"each": True, "you": ops.eq(src.controller, you),
                      "opponents": ops.not_(ops.eq(src.controller, you))}[c.players]
            of = matches(ops, c.activations, state[x], you=you, other=True, vocab=self.vocab)
            out.append(ops.ite(ops.and_(src.on_battlefield, src.abilities[c.ability], player, of), c.amount, 0))
        return ops.sum(*out) if out else 0

    # -- resolving (608) ------------------------------------------------------------------

    def copying(self, p: int) -> List[legality.Condition]:
        """707.10: a spell is copied while it is on the stack."""
        s = self.events[p - 1].what
        return [(self.on_the_stack(s, p - 1), f"{s!r} is not on the stack then: only a spell there is copied (707.10)")]

    def spell_on_top(self, s: str, r: int) -> List[legality.Condition]:
        """405.5, 608.1: s resolves at r only from the top of the stack: on it, and nothing
        put there after it still waiting (what triggered as it was cast is above it, 603.3)."""
        q = self.casts().get(s, r)
        out = [(self.on_the_stack(s, r - 1), f"{s!r} is not on the stack: it was never cast, was countered, or "
                                             "already resolved (405.5, 701.6a, 608.2n)")]
        for t, q2, there in self.waiting(r):
            if t != s and q2 >= q:
                out.append((self.ops.not_(there), f"{t!r} was put on the stack after {s!r} and is still there: the "
                                                  "stack resolves last in, first out (405.5, 603.3)"))
        return out

    def spell_resolves(self, r: int) -> Value:
        """608.2b: whether the spell the event at r resolves does: not if all its targets
        are illegal then (it has some)."""
        e = self.events[r - 1]
        targets = self.targets_legal(e.what, r - 1)
        return self.ops.or_(*targets) if targets else True

    def countered(self, r: int) -> Dict[str, Value]:
        """701.6a: the spells the resolution at r counters -> whether it does: its target,
        still a legal one, if it resolves, unless the target can't be countered (101.2)."""
        e = self.events[r - 1]
        if e.kind == "resolves":  # 702.21a: ward's trigger, unpaid, counters the spell that triggered it
            return {t: self.ops.and_(did, self.ops.not_(self.given_by_rider(t, UNCOUNTERABLE)))
                    for t, did in ward.countered(self, r).items()}
        if e.kind != SPELL_RESOLVES or self.sc.objects[e.what].counters_spell is None or e.paid:  # (118.12: paid)
            return {}
        q = self.casts()[e.what]
        return {t: self.ops.and_(self.spell_resolves(r), legal, self.ops.not_(self.given_by_rider(t, UNCOUNTERABLE)))
                for t, legal in zip(self.events[q - 1].targets, self.targets_legal(e.what, r - 1))}

    def given_by_rider(self, s: str, gives: str) -> Value:
        """106.6: whether spell s got `gives` from a rider on mana spent on it as it was cast: mana
        of its step that paid a symbol of its cost, as its caster chose (601.2h), with a rider of
        that ability saying so of such a spell.  Never for a copy, which is not paid for (707.10)."""
        ops, q = self.ops, self.casts().get(s)
        if q is None or self.events[q - 1].kind != "cast" or self.payment(q).spend is None:
            return False
        spend, chain = self.payment(q).spend, self.in_step(q, self.payment(q).payer)
        mana = [src for c in chain for src in ([c.source] if isinstance(c, Added) else c.sources)]
        return ops.or_(*[ops.and_(pays, ops.or_(*[ops.and_(chosen, r.spells is None or spend.spell(r.spells))
                                                  for chosen, r in src.riders if r.gives == gives]))
                         for src in mana for (point, _), pays in src.spent.items() if point == q])

    def spell_zones(self, p: int, zones: Dict[str, Value]) -> None:
        """The zones the spell events at p change: a cast puts its card on the stack
        (601.2a); a resolving instant or sorcery goes to its owner's graveyard, as does one
        whose targets are all illegal (608.2n, 608.2b), and a spell it counters (701.6a);
        a permanent spell leaves the stack for the battlefield (608.3a)."""
        e, ops = self.events[p - 1], self.ops
        if e.kind in ("cast", "copy_spell"):
            zones[e.spell_copy or e.what] = STACK
        elif e.kind == SPELL_RESOLVES:  # (a copy of a spell ceases to exist there, 707.10a)
            zones[e.what] = 0 if self.sc.objects[e.what].token else \
                ops.ite(self.spell_resolves(p), EXILE, GRAVEYARD) if self.exiles_itself(e.what) else GRAVEYARD
            into, q = graveyard_spells.destination(self, e.what), self.casts().get(e.what)
            if into is not None and q is not None:  # (its target, still legal, to its owner's hand or exile, 608.2b)
                for t in self.events[q - 1].targets:
                    zones[t] = ops.ite(self.spell_resolves(p), into, zones[t])
        if e.kind in (SPELL_RESOLVES, "resolves"):  # (a spell countered, 701.6a: by a counterspell or by ward, 702.21a)
            for t, did in self.countered(p).items():
                zones[t] = ops.ite(did, 0 if self.sc.objects[t].token else GRAVEYARD, zones[t])
        if e.kind == "enters" and e.from_stack:  # (an Aura spell whose target is illegal: its graveyard, 608.3b;
            # a zone is read only off the battlefield, so one that entered is not there)
            zones[e.what] = GRAVEYARD if self.is_aura_spell(e.what) else 0

    def exiles_itself(self, s: str) -> bool:
        """608.2c: whether the instant or sorcery s exiles itself as it resolves (its text, by the
        face cast): its card goes to exile then, instead of its graveyard (608.2n); if it does not
        resolve (608.2b), to its graveyard all the same."""
        face = self.spell_face(s)
        return spell_text.exiles_itself(face.name, face.abilities)

    def aura_spell_enters(self, r: int, e: Any) -> Value:
        """608.3b-c, 303.4i: whether the Aura spell resolving at r (its `enters` event e) enters the
        battlefield attached to its target: that target still legal (608.2b), and one it can
        legally enchant as it would exist there; else it does not resolve, and goes to its
        owner's graveyard."""
        return self._enters(e.what, r, e)

    def began_by_spell(self, eid: str, p: int) -> Optional[Value]:
        """For an effect a spell's resolution begins (608.2c): whether it began by point p
        (the spell resolved, its targets not all illegal, nor the effect's own, and the effect's
        condition held then); None for any other effect."""
        for r, e in enumerate(self.events, 1):
            if e.kind == SPELL_RESOLVES and eid in e.effects:  # (not on its own targets all illegal then, 608.2b;
                if r > p:                                        # its condition holding, 608.2c)
                    return False
                own = self.targets_legal_of(e.what, self.sc.effects[eid], r - 1)
                return self.ops.and_(self.spell_resolves(r), self.ops.or_(*own) if own else True,
                                     self.resolution_condition(eid, r))
            if e.kind == "resolves" and eid in e.effects and e.what not in self._activated:  # (a trigger's)
                return self.trigger_begins(eid, r) if r <= p else False
            if e.kind == "resolves" and eid in e.effects and e.countered:  # (an [[ability]] countered: removed from
                return False                                               # the stack, its effects never begin, 701.6b)
            if e.kind == "resolves" and eid in e.effects:  # (an [[ability]]'s: it begins where it resolves, unless
                q = self._resolutions[r][1]                 # its target is illegal then, 608.2b)
                if self._activated[e.what].target is None or q is None:
                    return None
                return self.ability_effect_begins(e.what, eid, r - 1, q) if r <= p else False
        # (a card in a zone that never resolves here: not cast, countered, or still on the stack; an
        # ability that does not resolve here)
        return False if eid in self.sc.effects and self.sc.awaits(self.sc.effects[eid]) else None

    def resolved(self, s: str, p: int) -> Value:
        """Whether spell s resolved by point p: it left the stack by resolving, neither
        countered nor with all its targets illegal (608.2b, 701.6a)."""
        for r, e in enumerate(self.events[:p], 1):
            if e.what == s and (e.kind == SPELL_RESOLVES or e.kind == "enters" and e.from_stack):
                return self.spell_resolves(r) if e.kind == SPELL_RESOLVES else \
                    self.aura_spell_enters(r, e) if self.is_aura_spell(s) else True
        return False
