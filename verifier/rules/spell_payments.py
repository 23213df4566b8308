"""Paying for spells and activations over a history (601.2f-h, 602.2b, 106.4, 106.12), written once
over an `Ops`: which permanents the payer taps for mana and what each adds, the spending rules
(609.4b, 106.6), life paid (119.4), and whether some such choice pays (`some_payment`).  A mixin
of `verifier.rules.stack.Spells` (and so of `verifier.rules.time.History`), whose points it reads."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.model import MANA_TYPES, SPELL_RESOLVES, WARD, Effect, Scenario, zone_code
from verifier.model.mana import COLOR_OF_MANA
from verifier.rules import additional_life, costs, cycling, phyrexian, spell_costs, strive, unless_paid, ward
from verifier.rules.convoke import CONVOKING, IMPROVISING, Convoked, Tapping, convoke
from verifier.rules.mana import SACRIFICED, Mana
from verifier.rules.payment import ByType, Need, Source, Spend, need, total
from verifier.state import from_characteristics, matches

Value = Any
STACK = zone_code("stack")
COLOR_MANA = {c: t for t, c in COLOR_OF_MANA.items()}  # a colour -> its mana's type (106.1a)
MAX_WAYS = 4096  # combinations of the permanents' mana choices `can_cast` tries


def _never(name: str, size: int) -> int:
    return 0


def counts_hand_or_stack(sc: Scenario) -> Optional[Effect]:
    """A static ability of sc whose power or toughness counts the cards in a hand or on the
    stack (Maro), if any: the card being cast leaves the hand for the stack (601.2a) before
    mana abilities are activated (601.2g), and a payment does not lay the layers again."""
    return next((e for e in sorted(sc.effects.values(), key=lambda e: e.id)
                 if e.static and any(c.zone in ("hand", "stack") for part in e.parts for c in part.amounts())), None)


def hand_or_stack_refusal(e: Effect) -> str:
    """Why a payment beside such an ability is refused."""
    return f"the ability {e.ability!r} of {e.source!r} counts the cards in a hand or on the stack, which the card " \
           "being cast leaves for the stack before its cost is paid (601.2a, 601.2g): what it gives while mana " \
           "abilities are activated is not modelled"


@dataclass
class Payment:
    """How a spell was paid for as it was cast: whether the mana paid its cost (and the
    choices were ones the rules allow), and whether each permanent was tapped for mana."""

    pays: Value
    tapped: Dict[str, Value] = field(default_factory=dict)
    conditions: List[Value] = field(default_factory=list)
    payer: Value = None
    spend: Optional[Spend] = None  # what it spends, for the payments after it in the step (106.4)
    life: Value = 0  # 119.4: the life its payer pays to tap permanents for mana
    convoked: Dict[str, Value] = field(default_factory=dict)  # 702.51a, 702.126a: each tapped for convoke, improvise
    # when that tapping is allowed (702.51a), and the sacrifices for mana (601.2g)
    convoke_conditions: List[Tuple[Value, str]] = field(default_factory=list)
    # 702.132a: an assisted cast's helper, its share of the payment, and the generic mana it pays
    helper: Value = None
    helped: Optional[Spend] = None
    assisted: Value = 0
    each_loses: Value = 0  # 605.1a: the life each player loses as the mana abilities activated resolve
    tapping: Tapping = CONVOKING  # what `convoked` were tapped for: convoke or improvise (702.51a, 702.126a)


class SpellPayments:
    """The payments of a history's casts and activations (`History` provides the points)."""

    def _mana_at(self, p: int, prefix: str, choose: Any, spell: Optional[str] = None) -> Mana:
        """The mana questions at point p, {T} payable as the point says (107.5, 302.6);
        while casting `spell`, with its card on the stack (`casting_board`)."""
        return Mana(self.sc, self.vocab, self.ops, self.casting_board(p, spell), choose, self.possible,
                    lambda x, tap, untap: self.can_pay(x, p, tap, untap), prefix=prefix,
                    life=lambda player: self.life(player, p), paying=True)

    def casting_board(self, p: int, spell: Optional[str] = None) -> Dict[str, Any]:
        """The objects right after point p as mana abilities see them while `spell` is cast
        then: 601.2a moves its card to the stack before 601.2g activates them, so a count
        of a hand (or of the stack) they read sees it there.  (Nothing else of the board
        reads a zone: the loader refuses a static ability counting a hand or the stack
        beside a payment, `verifier.load.spells.zone_read_while_casting`.)"""
        state = self.state(p)
        if spell is None or not self.sc.tracks_zones:
            return state
        reader = counts_hand_or_stack(self.sc)
        if reader is not None:  # (the loader refuses it with the line of the cast or claim; an --expr, here)
            raise ModelError(self.sc.path, 0, hand_or_stack_refusal(reader))
        key = (p, spell)
        self.casts()
        if key not in self._casting_boards:
            self._casting_boards[key] = {**state, spell: state[spell].with_(zone=STACK)}
        return self._casting_boards[key]

    def _sources(self, mana: Mana) -> List[str]:
        """The permanents that may have a mana ability with {T} (106.12)."""
        return [o for o in self.sc.objects if mana.can_tap_for_mana(o) is not False]

    def payment(self, p: int) -> Payment:
        """601.2g-h: the spell cast at p is paid for: the caster taps for mana the
        permanents it chooses (each must be able to be, 605.3a: {T} payable, 302.6), with
        the abilities, types and orders of replacement effects it chooses, and the mana
        pays the total cost (the mana cost, X as announced; nothing when cast without
        paying it, 107.3b, changed by cost increases and reductions, 118.9d).  The mana
        cost of an [[ability]] activated at p is paid the same way (602.2b), by its
        source's controller, not tapping the source for mana when {T} is in the cost."""
        self.casts()
        if p not in self._payments:
            e, cost = self.events[p - 1], self.cost_at(p)
            if cost is None:
                self._payments[p] = Payment(True)
            elif e.paid_from_hand:  # 116.2f, 702.62a: its owner pays the suspend cost, X as chosen; no spell is cast;
                you = self.caster(e.what)  # 702.29a, 602.2b: or a cycling ability's cost (no spell either)
                self._payments[p] = self._paid(p, f"{e.activated} {e.what} at event {p}: ", you, cost, e.x or 0, 0,
                                               self._spending(you, p - 1))
            elif e.from_graveyard:  # 702.128a, 702.129a: the card's owner pays its mana as it is activated (602.2b)
                you = self.vocab.player(self.sc.objects[e.what].owner)
                self._payments[p] = self._paid(p, f"{e.activated} {e.what} at event {p}: ", you, cost, 0, 0,
                                               self._spending(you, p - 1))
            elif e.kind == SPELL_RESOLVES:  # 118.12, 605.3a: the target's controller pays, tapping for mana then
                you = self.caster(self.events[self.casts()[e.what] - 1].targets[0])
                self._payments[p] = self._paid(p, f"pay for {e.what} at event {p}: ", you, cost, self.spell_x(e.what),
                                               0, self._spending(you, p - 1))
            elif e.kind == "resolves":  # 118.12, 608.2d: by the trigger's controller as it resolves (603.3a); ward's
                t = self._resolving_trigger(e.what)  # by the controller of what it counters unless paid (702.21a)
                you = ward.payer(self, t, p) if t.when == WARD else self.resolver(t, p)
                self._payments[p] = self._paid(p, f"pay for {e.what} at event {p}: ", you, cost, 0, 0,
                                               self._spending(you, p - 1))
            elif e.kind == "activate":
                ability = self._activated[e.what]
                you = self.state(p - 1)[ability.source].controller if not self.sc.objects[ability.source].zone else \
                    self.vocab.player(self.sc.objects[ability.source].owner)  # (a card's in a graveyard: its owner, 113.6)
                self._payments[p] = self._paid(p, f"activate {e.what} at event {p}: ", you, cost, e.x or 0,
                                               self.activation_change(ability.source, you, p - 1),
                                               self._spending(you, p - 1),
                                               ability.source if self.activation_cost(e.what).tap else None)
            else:  # (cast without paying its mana cost: an alternative cost of nothing, which cost changes change, 118.9d)
                you = self.caster(e.what)
                change = self._cost_change(e.what, you, p - 1)
                if e.emerge is not None:  # (702.119a: a reduction of its generic mana, 601.2f, 118.7a)
                    change = self.ops.add(change, self.ops.neg(self.emerge_reduction(e.emerge, p - 1)))
                if e.assisted_by is not None:  # 702.132a: another player pays some of the generic mana
                    self._payments[p] = self._assisted_paid(p, f"cast {e.what} at event {p}: ", you, cost,
                                                            self.spell_x(e.what), change,
                                                            self._spending(you, p - 1, e.what), e.what)
                    return self._payments[p]
                self._payments[p] = self._paid(p, f"cast {e.what} at event {p}: ", you, cost, self.spell_x(e.what),
                                               change, self._spending(you, p - 1, e.what), spell=e.what,
                                               convoking=e.convoke or e.improvise,
                                               tapping=IMPROVISING if e.improvise else CONVOKING,
                                               life=self.life_to_cast(e.what, e.phyrexian),
                                               sacrificing=e.sacrificed_for_mana)
        return self._payments[p]

    def cost_at(self, p: int) -> Optional[Need]:
        """The mana the cast or activation at point p asks before cost changes (601.2f, 602.2b);
        None where it asks none: an ability whose cost has no mana, a spell cast without paying
        its mana cost with nothing added or changed (118.9d)."""
        e = self.events[p - 1]
        if e.suspends:  # 702.62a
            return self._suspend_need(e.what)
        if e.from_graveyard:
            return self.graveyard_need(e.what, e.activated)
        if e.cycles:  # 702.29a, 602.2b: a cycling ability's mana cost
            return need(cycling.CYCLING.match(e.activated)["cost"]) or Need()
        if e.kind == "activate":
            if e.what not in self._activated or not self.activation_cost(e.what).mana:
                return None
            # (107.4e, 601.2b: each hybrid symbol paid by the half the event names)
            return need(costs.paid_as(self.activation_cost(e.what).mana, e.hybrid)) or Need()
        if e.kind == SPELL_RESOLVES:  # 118.12: "unless its controller pays {X}", paid as it resolves
            return unless_paid.offered(self.sc.objects[e.what]) if e.paid else None
        if e.kind == "resolves":  # 118.12: a trigger's optional cost, paid as it resolves
            return need(self._resolving_trigger(e.what).pays) if e.paid else None
        if e.kind != "cast" or e.free and not e.kicked and not self.sc.cost_changes and \
                strive.per_target(self.spell_face(e.what).abilities) is None:  # (118.9d: strive's increase)
            return None
        return self._need(e.what, e.free, e.kicked, e.surge, e.emerge is not None, bestow=e.bestow, evoke=e.evoke,
                          dash=e.dash, awaken=e.awaken, how=e.phyrexian, targets=len(self.spell_targets(e.what)))

    def _resolving_trigger(self, tid: str) -> Any:
        """The [[trigger]] tid, whose resolution pays its optional cost (118.12)."""
        return next(t for t in self.sc.triggers if t.id == tid)

    def phyrexian_life(self, s: str, how: Tuple[str, ...], back: Optional[bool] = None) -> int:
        """107.4f, 601.2h: the life s's caster pays for the Phyrexian symbols of its mana cost paid
        with life as `how` says (none for a cost without them, or one not paid)."""
        cost = self.spell_face(s, back).mana_cost or ""
        return phyrexian.paid(cost, how)[1] if how and phyrexian.paid(cost, how) is not None else 0

    def life_to_cast(self, s: str, how: Tuple[str, ...], back: Optional[bool] = None) -> int:
        """601.2f-h: the life s's caster pays as it is cast: its Phyrexian symbols' (`phyrexian_life`)
        and its additional cost's (118.8, 118.9d: paid also in a free cast)."""
        return self.phyrexian_life(s, how, back) + additional_life.life(self.spell_face(s, back).abilities)

    def graveyard_need(self, card: str, kind: str) -> Need:
        """The mana of card's embalm or eternalize ability (702.128a, 702.129a), one way to pay it
        (the loader refuses hybrid and Phyrexian symbols there, `verifier.load.graveyard_copies`)."""
        read = [costs.graveyard_keyword(a) for a in self.sc.objects[card].printed.abilities]
        return costs.payments(next(g[1] for g in read if g is not None and g[0] == kind))[0]

    def _paid(self, p: int, prefix: str, you: Value, cost: Need, x: Value, change: Value,
              spend: tuple, besides: Optional[str] = None, spell: Optional[str] = None,
              convoking: Tuple[str, ...] = (), life: int = 0, sacrificing: Tuple[str, ...] = (),
              tapping: Tapping = CONVOKING) -> Payment:
        """The payment at point p of `cost` (X, generic part changed by `change`) by `you`,
        tapping for mana the permanents it chooses but `besides`, spending as `spend` allows,
        for casting `spell` (None: an activation cost, 106.6), and tapping the creatures
        `convoking` for convoke, each paying a symbol of the total cost (702.51a), or for improvise as `tapping`
        says, each paying a generic one (702.126a), and paying `life` besides
        (107.4f: Phyrexian symbols; after the mana abilities' life, 601.2g-h, all of it at most its life, 119.4);
        sacrificing the permanents `sacrificing` for their own mana abilities (601.2g, 701.21a: the cast names
        them), after any other mana ability of theirs, so one already tapped for mana can't pay a {T} again."""
        ops = self.ops
        mana = self._mana_at(p - 1, prefix, self.choose, spell)  # (601.2a: the card is on the stack by now)
        sources, tapped, conds = [], {}, []
        for o in (o for o in self._sources(mana) if o != besides):
            use = ops.eq(self.choose(f"{prefix}tap {o} for mana", 2), 1)
            conds.append(ops.or_(ops.not_(use), self._can_tap(mana, o, you, p - 1)))
            sources.append(Source(mana.tapped_for_mana(o), use, self._snow(o, p - 1), only=mana.restrictions(o),
                                  riders=mana.riders(o), spent=self.spent_on(prefix, o, p, mana.riders(o)),
                                  life=mana.life_paid(o), origins=mana.origins(o), made_at=p - 1,
                                  each_loses=mana.each_loses(o)))
            tapped[o] = use
        sacrifices = []
        for c in sacrificing:  # (601.2g: activated like any other, its cost paid as it is, 602.2b)
            sources.append(Source(mana.tapped_for_mana(c, SACRIFICED), True, self._snow(c, p - 1),
                                  only=mana.restrictions(c, SACRIFICED), riders=mana.riders(c, SACRIFICED),
                                  life=mana.life_paid(c, SACRIFICED), origins=mana.origins(c, SACRIFICED), made_at=p - 1,
                                  each_loses=mana.each_loses(c, SACRIFICED)))
            taps = mana.taps(c, SACRIFICED)
            sacrifices.append((ops.and_(ops.lt(0, total(ops, cost, x, change)), ops.eq(self.state(p - 1)[c].controller, you),
                                        mana.can_tap_for_mana(c, SACRIFICED),
                                        ops.not_(ops.and_(tapped.get(c, False), taps))),
                               f"{c!r} is sacrificed for mana as {spell!r} is cast, but its total cost has no mana to "
                               "pay, or it is not a permanent its caster controls with a mana ability sacrificing it "
                               "that can be activated then, or its {T} was paid for mana already (601.2g, 605.3a, "
                               "701.21a, 302.6)"))
            tapped[c] = ops.or_(tapped.get(c, False), taps)  # (106.12: one with {T} is tapped for mana)
        conv = convoke(ops, tapping, convoking, self.state(p - 1), you, {c: self.tapped(c, p - 1) for c in convoking},
                       tapped, self.choose, prefix, sacrificing) if convoking else Convoked()
        spent = Spend(sources, cost, x, change, *spend, spell=self._is_spell(spell, you, p - 1), point=p,
                      convoked=conv.pays, only_from=self._only_from(spell, you))
        paid = self.pays_after(p - 1, you, spent, prefix.rstrip(": "))
        # 601.2g: a total cost of no mana gives no chance to activate mana abilities
        nothing = ops.or_(ops.lt(0, total(ops, cost, x, change)), ops.and_(*[ops.not_(use) for use in tapped.values()]))
        life = ops.sum(life, *[ops.ite(src.used, src.life, 0) for src in sources
                               if not (isinstance(src.life, int) and src.life == 0)])
        self._mana_notes[p] = mana.notes
        return Payment(paid, tapped, conds + [nothing, self.can_pay_life(you, p - 1, life)] + list(mana.constraints),
                       you, spent, life, conv.tapped, conv.conditions + sacrifices, tapping=conv.how,
                       each_loses=ops.sum(*[ops.ite(src.used, src.each_loses, 0) for src in sources]))

    def can_pay_life(self, you: Value, p: int, life: Value) -> Value:
        """119.4: whether `you` can pay that much life right after point p, one mana ability after
        another (601.2g): a life total at least all of it (paying none is always possible)."""
        if isinstance(life, int) and life == 0:
            return True
        ops = self.ops
        total = ops.ite(ops.eq(you, self.vocab.player("you")), self.life("you", p), self.life("opponent", p))
        return ops.or_(ops.not_(ops.lt(0, life)), ops.not_(ops.lt(total, life)))

    def mana_notes(self, p: int) -> List[str]:
        """Concrete runs: how the permanents tapped for the cast at p (or for the mana an
        `add_mana` event adds) produced their mana."""
        self.added(p) if self.events[p - 1].kind == "add_mana" else self.payment(p)
        return self._mana_notes.get(p, []) + self._rider_notes.get(p, [])

    def _can_tap(self, mana: Mana, o: str, player: Value, p: int) -> Value:
        """Whether the player may tap o for mana at point p: a permanent that player
        controls (602.2, 605.3a), with a mana ability with {T} it can activate (106.12)."""
        return self.ops.and_(self.ops.eq(self.state(p)[o].controller, player), mana.can_tap_for_mana(o))

    def _snow(self, o: str, p: int) -> Value:
        """107.4h, 106.3: mana a snow permanent produces is snow mana."""
        return self.state(p)[o].supertypes.get("snow", False)

    def _spending(self, you: Value, p: int, s: Optional[str] = None,
                  back: Optional[bool] = None) -> Tuple[Value, Value, Optional[ByType]]:
        """609.4b: whether the player may spend mana as though it were mana of any colour,
        and of any type, paying for spell s (or, None, an activation cost): a static ability
        of a permanent on the battlefield that says so for its controller, or for every
        player, for any cost or only to cast the spells it names; and the rules for mana of
        one colour only (`ByType`: "white mana as though it were mana of any color", "other
        mana only as though it were colorless mana"), None where there are none."""
        ops, state = self.ops, self.state(p)
        out: Dict[str, list] = {"any color": [], "any type": [], "only colorless": []}
        by_type: Dict[str, Dict[str, list]] = {"any color": {}, "only colorless": {}}
        for perm in self.sc.spending:
            src = state[perm.source]
            if perm.spells is not None and s is None:
                continue
            spell = True if perm.spells is None else \
                matches(ops, perm.spells, self._as_spell(s, state, back), you=you, other=True, vocab=self.vocab)
            for_player = True if perm.players == "each" else ops.eq(src.controller, you)
            works = ops.and_(src.on_battlefield, src.abilities.get(perm.ability, False), for_player, spell)
            if perm.mana is None:
                out[perm.kind].append(works)
                continue
            mine = COLOR_MANA[perm.mana]  # (the colour's mana; "only colorless": every other colour's, 105.1)
            for t in ([mine] if perm.kind == "any color" else [c for c in COLOR_MANA.values() if c != mine]):
                by_type[perm.kind].setdefault(t, []).append(works)
        rules = None if not any(by_type.values()) else \
            ByType(tuple((t, ops.or_(*v)) for t, v in sorted(by_type["any color"].items())),
                   tuple((t, ops.or_(*v)) for t, v in sorted(by_type["only colorless"].items())))
        return ops.or_(*out["any color"]), ops.or_(*out["any type"]), rules

    def tapped_for(self, s: str, o: str, p: int) -> Value:
        """Whether o was tapped for mana to cast s by point p (601.2g)."""
        q = self.casts().get(s)  # (a copy of a spell is not cast, 707.10: nothing was tapped for it)
        return False if q is None or q > p or self.events[q - 1].kind != "cast" else \
            self.payment(q).tapped.get(o, False)

    def some_payment(self, cost: Need, you: Value, p: int, spend: tuple, what: str,
                     besides: Optional[str] = None, change: Value = 0, spell: Optional[str] = None,
                     back: Optional[bool] = None, life: int = 0) -> Value:
        """Whether some choice of the permanents `you` controls to tap for mana (not
        `besides`: it pays {T} of the cost itself) and of their mana pays the cost at point
        p (X as 0: a spell may be cast with X = 0, 107.3a), spending as `spend` allows, its
        generic part changed by `change` (601.2f), for casting `spell` (None: an activation
        cost, 106.6; by its back face if `back`, 712.11c).  More mana never hurts a payment (what is not spent stays in the pool,
        106.4), so each permanent is tapped where it can be: only which mana each adds is
        tried, every combination."""
        prefix = f"{what} after event {p}: "
        if not self.left_is_known(p, you):  # (601.2h: the earlier payment's choice)
            raise ModelError(self.sc.path, self._line(p), f"{what}: the mana left in the pool depends on which mana an "
                                                          "earlier payment of the step spent, a choice not modelled "
                                                          "(601.2h, 106.4): ask before it, or after the step ends")
        options = [opts for o in self._sources(self._mana_at(p, prefix, _never, spell)) if o != besides
                   for opts in [self._ways_to_tap(o, you, p, prefix, spell)] if opts]
        ways = 1
        for opts in options:
            ways *= len(opts)
        if ways > MAX_WAYS:
            raise ModelError(self.sc.path, 0, f"{what}: the permanents' mana choices combine in {ways} ways, more than "
                                              f"the {MAX_WAYS} tried")
        return self.ops.or_(*[self.ops.and_(
            self.can_pay_life(you, p, self.ops.sum(life, *[self.ops.ite(ok, src.life, 0) for ok, src in combo])),
            self.pays_after(p, you, Spend([replace(src, used=ok) for ok, src in combo], cost, 0, change, *spend,
                                          spell=self._is_spell(spell, you, p, back),
                                          only_from=self._only_from(spell, you)), what))
            for combo in itertools.product(*options)])

    def _ways_to_tap(self, o: str, you: Value, p: int, prefix: str,
                     spell: Optional[str] = None) -> List[Tuple[Value, Source]]:
        """Each distinct mana o may add when `you` taps it for mana at point p,
        with when that choice is possible: every sequence of the player's choices (an
        ability, then what that ability asks), each run on a board of its own."""
        found: Dict[str, Tuple[Value, Source]] = {}
        todo: List[Dict[str, int]] = [{}]
        while todo:
            fixed = todo.pop()

            def choose(name: str, size: int, fixed: Dict[str, int] = fixed) -> int:
                if name not in fixed:  # (a choice first asked on this path: its other options are paths too)
                    todo.extend({**fixed, name: v} for v in range(1, size))
                    fixed[name] = 0
                return fixed[name]
            mana = self._mana_at(p, prefix, choose, spell)
            ev = mana.tapped_for_mana(o)
            ok = self.ops.and_(self._can_tap(mana, o, you, p), *mana.constraints)
            if ok is False:
                continue
            only, life, origins = mana.restrictions(o), mana.life_paid(o), mana.origins(o)
            key = repr((sorted((t, str(v)) for t, v in ev.items()), str(only), str(life), str(origins)))
            if key in found:
                ok = self.ops.or_(found[key][0], ok)
            found[key] = (ok, Source(ev, True, self._snow(o, p), only=only, life=life, origins=origins, made_at=p))
        if any(not _free(src) for _, src in found.values()):
            found["untapped"] = (True, Source({t: 0 for t in MANA_TYPES}, False, False))  # (119.4: more mana may cost life: not tapping it)
            return list(found.values())
        # 106.4: more mana never hurts a payment, so a way adding none is worth no more than any other way (none of which
        # costs life): left out, the combinations tried halve for each permanent that has one
        adding = [w for w in found.values() if not all(isinstance(v, int) and v == 0 for v in w[1].mana.values())]
        return adding or list(found.values())

    def _only_from(self, spell: Optional[str], you: Value) -> Any:
        """106.6: for a spell whose card restricts the mana spent on it ("Spend only mana produced by
        ..."), (the source of some mana, the point whose board tells what it was as it produced it)
        -> whether that mana may pay for it; None for any other cost."""
        obj = self.sc.objects.get(spell) if spell is not None else None
        if obj is None or obj.spend_only_from is None:
            return None
        return lambda origin, q: spell_costs.may_produce_for(self.ops, obj, self.state(q)[origin], you, self.vocab)

    def _is_spell(self, spell: Optional[str], you: Value, p: int, back: Optional[bool] = None) -> Any:
        """106.6: filter -> whether the cost paid at point p is for casting a spell (as its card
        is, 601.2a) matching it; never for an activation cost (spell None)."""
        if spell is None:
            return lambda f: False
        state = self.state(p)
        card = self._as_spell(spell, state, back)
        return lambda f: matches(self.ops, f, card, you=you, other=True, vocab=self.vocab)

    def _as_spell(self, s: str, state: dict, back: Optional[bool] = None) -> Any:
        """The card s as the spell it is cast as (601.2a, 405.4): the face it is cast by
        (712.11c; the front by default), its card as it is in its zone for the front."""
        if not (self.cast_back(s) if back is None else back):
            return state[s].card or state[s]
        o, owner = self.sc.objects[s], self.vocab.player(self.sc.objects[s].owner)
        return from_characteristics(o.back, owner, self.vocab).with_(owner=owner)


def _free(src: Source) -> bool:
    """Whether tapping the permanent for this mana costs no life (119.4)."""
    return isinstance(src.life, int) and src.life == 0
