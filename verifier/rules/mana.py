"""Mana: what a permanent could produce (106.7) and what tapping it for mana adds
(106.12, 605), with replacement effects in every order (614.1a, 616.1) and
triggered mana abilities after them (605.1b, 106.12a); written once over an `Ops`.

Mana is an event: an amount per type of mana (106.1b).  The player's choices
(which ability, which type, the order of replacement effects) come from
`choose(name, size)`: Z3 integers for the encoding, given values when replayed.
"""
from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.model import CHOSEN, DEVOTION, MANA_TYPES, OWN_POWER, OWN_TOUGHNESS, Count, Filter, ManaAbility, ManaReplacement, ManaRider, ManaUnit, \
    Scenario
from verifier.model.mana import COLOR_OF_MANA, EXILED, IDENTITY
from verifier.rules import amounts, costs
from verifier.rules.devotion import devotion
from verifier.state import ObjState, Vocabulary, matches

Value = Any
Event = Dict[str, Value]  # mana type -> how much
COLORS_ONLY = MANA_TYPES[:5]  # 105.1, 106.1a: colourless is a type, not a colour
# `tapped_for_mana(x, SACRIFICED)`: x's mana abilities whose cost sacrifices x (701.21a), as a cast names it (601.2g)
SACRIFICED = "sacrificed"


def describe(event: Dict[str, int]) -> str:
    """Concrete mana as symbols: "{B}{B}{G}", or "no mana"."""
    return "".join("{%s}" % t * n for t, n in event.items() if n > 0) or "no mana"


class Mana:
    """The mana questions about one board (`state`: every object after the layers)."""

    def __init__(self, sc: Scenario, vocab: Vocabulary, ops: Any, state: Dict[str, ObjState],
                 choose: Callable[[str, int], Value], possible: Callable[[List[Value]], bool] = any,
                 can_pay: Optional[Callable[[str, bool, bool], Value]] = None, prefix: str = "",
                 life: Optional[Callable[[str], Value]] = None, paying: bool = False):
        """`can_pay(x, tap, untap)`: whether {T} and {Q} can be paid at this point of a
        history (107.5, 107.6, 302.6); without one, every permanent is untapped and
        has been controlled since the turn began.  `prefix` names the point in the
        choices' names.  `life(player)`: that player's life total then (119; without one,
        as the scenario begins).  `paying`: a history's payment or `add_mana`, where a mana ability
        sacrificing its permanent is activated only by naming it (`SACRIFICED`, 601.2g, 701.21a)."""
        self.sc, self.vocab, self.ops, self.state = sc, vocab, ops, state
        self.life = life or (lambda player: sc.life[player])
        self.choose = lambda name, size: choose(prefix + name, size)
        self.can_pay = can_pay
        self.possible = possible
        self.paying = paying
        self.constraints: List[Value] = []  # what the choices must satisfy (a valid one always exists)
        self.notes: List[str] = []           # concrete runs: how each answer came about
        self._could: Optional[Dict[str, Event]] = None
        self._why: Dict[Tuple[str, str], tuple] = {}
        self._tapped: Dict[tuple, Event] = {}
        self._spend_only: Dict[tuple, List[Tuple[Value, Filter]]] = {}  # (x, only) -> its chosen ability's restriction
        self._riders: Dict[tuple, List[Tuple[Value, ManaRider]]] = {}  # (x, only) -> its chosen ability's rider
        self._life_paid: Dict[tuple, Value] = {}  # (x, only) -> the life its chosen ability's cost pays (119.4)
        self._taps: Dict[tuple, Value] = {}  # (x, only) -> whether its chosen ability's cost has {T} (106.12)
        self._each_loses: Dict[tuple, Value] = {}  # (x, only) -> the life each player loses as it resolves (605.1a)
        self._triggered: Dict[tuple, Dict[str, Event]] = {}  # (x, only) -> what each trigger's source adds (605.1b)
        self._matched: Dict[tuple, Value] = {}
        self._read: Dict[tuple, List[Tuple[str, Value]]] = {}
        self._can_activate: Dict[Tuple[str, int], Tuple[ManaAbility, Value]] = {}  # `_activatable`, asked once

    # -- the board as the mana rules read it -------------------------------------------

    def _has(self, oid: str, ability: str) -> Value:
        s = self.state[oid]
        return self.ops.and_(s.on_battlefield, s.abilities.get(ability, False))

    def _matches(self, f: Filter, y: str, holder: str) -> Value:
        """Whether permanent y meets `f`, read from `holder`'s side: "you" is its
        controller, `other` excludes it, `attached` is what it is attached to."""
        key = (f, y, holder)
        if key not in self._matched:
            ops, s, h = self.ops, self.state[y], self.state[holder]
            host = ops.eq(h.attached_to, self.vocab.object_code(y))
            chosen = self._as_chosen(holder, f)  # 614.12: "of the chosen type", as `holder` chose it
            self._matched[key] = False if f.objects and y not in f.objects or chosen is None else \
                ops.and_(s.on_battlefield, matches(ops, chosen, s, you=h.controller, other=y != holder,
                                                   vocab=self.vocab, host=host))
        return self._matched[key]

    def _amount(self, amount: Any, holder: str, kind: Optional[str] = None) -> Value:
        """An amount of mana of the type `kind` (where the amount depends on it) that an
        ability of `holder` adds ("you": its controller, 109.5)."""
        ops = self.ops
        if amount == DEVOTION:  # 700.5: the controller's devotion to the mana's colour; {C} is of none
            if kind not in COLOR_OF_MANA:
                return 0
            there = {o: s.on_battlefield for o, s in self.state.items()}
            return devotion(ops, (COLOR_OF_MANA[kind],), self.state[holder].controller, self.state, there,
                            self.vocab.mana_costs)
        if amount in (OWN_POWER, OWN_TOUGHNESS):  # "an amount equal to this creature's power": none below zero
            measure = getattr(self.state[holder], amount)  # (107.1b)
            return ops.ite(ops.lt(measure, 0), 0, measure)
        if not isinstance(amount, Count):
            return amount
        if amount.on == "source":  # 122.1: the counters of a kind on its own permanent, as it is (608.2h)
            return amounts.amount(ops, amount, {"on": True}, {"on": self.state[holder]}, decides=True)
        total = amounts.amount(ops, amount, *self._members(amount, holder), decides=True)
        return ops.ite(ops.lt(total, 0), 0, total)  # less than no mana is no mana

    def _members(self, amount: Count, holder: str) -> Tuple[Dict[str, Value], Dict[str, ObjState]]:
        """(which objects an amount reads, their states): permanents read from `holder`'s
        side, or the cards in a zone it counts (400.1)."""
        if amount.zone is not None:
            return amounts.in_zone(self.ops, amount, self.state, self.state[holder].controller, self.vocab)
        return {y: self._matches(amount.of, y, holder) for y in self.state}, self.state

    def _abilities(self, oid: str, tapping: bool) -> List[ManaAbility]:
        """The mana abilities the object may have (605.1a); with {T} only, when tapping (106.12)."""
        return [ab for name, ab in sorted(self.sc.mana_abilities.items())
                if name in self.state[oid].abilities and (ab.cost.tap or not tapping)]

    def _total(self, ev: Event) -> Value:
        return self.ops.sum(*ev.values())

    def _merge(self, cond: Value, a: Event, b: Event) -> Event:
        return {t: a[t] if a[t] is b[t] else self.ops.ite(cond, a[t], b[t]) for t in MANA_TYPES}

    def _type_is(self, code: Value, t: str) -> Value:
        return self.ops.eq(code, MANA_TYPES.index(t))

    # -- replacement effects (614.1a, 616.1) ------------------------------------------

    def _may_apply(self, r: ManaReplacement, x: str, ab: ManaAbility) -> Value:
        """r exists (its object has the ability) and watches x being tapped for mana (106.12b)."""
        if not ab.cost.tap:
            return False
        return self.ops.and_(self._has(r.source, r.ability), self._matches(r.affects, x, r.source))

    def _applies(self, r: ManaReplacement, may: Value, ev: Event) -> Value:
        """616.1f: whether r applies to the event as it now stands: mana is produced,
        of a type and amount it looks for."""
        ops = self.ops
        total = self._total(ev)
        conds = [may, ops.lt(0, total)]
        if r.if_produced:
            conds.append(ops.or_(*[ops.lt(0, ev[t]) for t in r.if_produced]))
        if r.if_at_least:
            conds.append(ops.not_(ops.lt(total, r.if_at_least)))
        return ops.and_(*conds)

    def _apply(self, r: ManaReplacement, x: str, ev: Event, pick: Value) -> Event:
        ops = self.ops
        if r.instead is not None:  # each mana is of that type instead, the amount kept
            return {t: self._total(ev) if t == r.instead else 0 for t in MANA_TYPES}
        if r.instead_exactly:
            return {t: r.instead_exactly.count(t) for t in MANA_TYPES}
        if r.times > 1:
            return {t: ops.sum(*[v] * r.times) for t, v in ev.items()}
        out = dict(ev)
        for unit in r.additional:
            n = self._amount(unit.amount, r.source)  # "you" is its controller (109.5)
            for t in MANA_TYPES:
                if unit.produced:
                    out[t] = ops.add(out[t], ops.ite(self._type_is(pick, t), n, 0))
                elif t in unit.options:
                    out[t] = ops.add(out[t], n)
        return out

    def _produced_pick(self, ev: Event, pick: Value) -> Value:
        """A `produced` choice is one of the types the event has."""
        return self.ops.or_(*[self.ops.and_(self._type_is(pick, t), self.ops.lt(0, ev[t])) for t in MANA_TYPES])

    def _replaced(self, x: str, ab: ManaAbility, ev: Event, order: Tuple[ManaReplacement, ...],
                  pick: Callable[[ManaReplacement, Event], Value]) -> Tuple[Event, List[Value], List[tuple]]:
        """616.1e-f: the player applies replacement effects one at a time, each once
        (614.5), choosing each time among those that apply to the event as it then
        is (616.2: one can become applicable through another).  `order` is the
        player's preference: each step applies the first in it that applies now;
        every sequence of choices is the preference of some order.  Gives the event,
        what the picks must satisfy, and the steps (replacement, whether it applied)."""
        ops = self.ops
        may = {r.id: self._may_apply(r, x, ab) for r in order}
        applied: Dict[str, Value] = {r.id: False for r in order}
        valid: List[Value] = []
        steps: List[tuple] = []
        for _ in order:
            none_yet, out = True, ev
            for r in order:
                now = ops.and_(ops.not_(applied[r.id]), self._applies(r, may[r.id], ev))
                take = ops.and_(none_yet, now)
                if take is False:
                    continue
                chosen = pick(r, ev)
                if any(u.produced for u in r.additional):
                    valid.append(ops.or_(ops.not_(take), self._produced_pick(ev, chosen)))
                out = self._merge(take, self._apply(r, x, ev, chosen), out)
                applied[r.id] = ops.or_(applied[r.id], take)
                none_yet = ops.and_(none_yet, ops.not_(now))
                steps.append((r.id, take))
            ev = out
        return ev, valid, steps

    # -- could produce (106.7) --------------------------------------------------------

    def could_produce(self, x: str) -> Dict[str, Value]:
        """The types of mana x could produce: those any of its mana abilities would
        produce if it resolved now, in any order of the replacement effects that
        would apply, whatever the costs (106.7).  Where permanents refer to what
        others could produce, the least fixpoint: nothing is produced on a promise."""
        if self._could is None:
            self._could = self._fixpoint()
        return self._could[x]

    def _fixpoint(self) -> Dict[str, Event]:
        ops = self.ops
        paths = {x: list(self._paths(x)) for x in self.state}
        reflecting = [x for x in paths if any(ab_units for _, _, ab_units, _ in paths[x])]
        # Each round before the last adds a (permanent, type) pair, and only the referring
        # permanents' pairs can come after the first round.  When every referring ability
        # adds one mana of a type it reads, and no replacement effect makes a type, a type
        # only travels along a chain of distinct permanents: one round per permanent.
        plain = all(len(ab.units) == 1 for ab in self.sc.mana_abilities.values()
                    if any(u.could_produce is not None for u in ab.units)) and not any(
            r.instead or r.instead_exactly or any(not u.produced for u in r.additional) for r in self.sc.replacements)
        rounds = 1 + len(reflecting) * (1 if plain else len(MANA_TYPES))
        could = {x: {t: False for t in MANA_TYPES} for x in self.state}
        for done in range(1, rounds + 1):
            new = {}
            for x in self.state:  # (whether each way can resolve does not depend on the type asked)
                held = [(ops.and_(exists, self._options_hold(x, units, could)), types)
                        for exists, types, units, _ in paths[x]]
                new[x] = {t: ops.or_(*[ops.and_(h, types[t]) for h, types in held]) for t in MANA_TYPES}
            if not ops.symbolic:
                self._explain(paths, could, new)
            changed = [ops.not_(ops.eq(new[x][t], could[x][t])) for x in new for t in MANA_TYPES]
            could = new
            if all(c is False for c in changed):
                break
            # whether some ordering still changes a value: asked after rounds 1, 2, 4, 8, ...
            # (a solver call each), so that a long chain costs few of them
            if done & (done - 1) == 0 and not self.possible(changed):
                break
        return could

    def _paths(self, x: str):
        """Each way one of x's abilities can resolve: (whether x has it, the types the
        event then has, the could-produce units and the type each chose, a note)."""
        ops = self.ops
        for ab in self._abilities(x, tapping=False):
            exists = self._has(x, ab.name)
            if exists is False:
                continue
            choices = [(COLORS_ONLY if IDENTITY in u.options or u.colors_among is not None else
                        self._listed(x, u) if u.could_produce is None else
                        (COLORS_ONLY if u.colors_only else MANA_TYPES)) for u in ab.units]
            relevant = [r for r in self.sc.replacements if self._may_apply(r, x, ab) is not False]
            for combo in itertools.product(*choices):
                allowed = ops.and_(*[self._in_identity(x, c) for u, c in zip(ab.units, combo) if IDENTITY in u.options],
                                   *[self._among(x, u, c) for u, c in zip(ab.units, combo) if u.colors_among is not None])
                if allowed is False:
                    continue
                ev = {t: ops.sum(*[self._amount(u.amount, x, c) for u, c in zip(ab.units, combo) if c == t])
                      for t in MANA_TYPES}
                types = {t: False for t in MANA_TYPES}
                for order in itertools.permutations(relevant):
                    out, _, _ = self._replaced(x, ab, ev, order, lambda r, e: self._first_present(e))
                    types = {t: ops.or_(types[t], ops.lt(0, out[t])) for t in MANA_TYPES}
                units = tuple((u, c) for u, c in zip(ab.units, combo) if u.could_produce is not None)
                replaced = tuple(r.id for r in relevant)
                yield ops.and_(exists, allowed), types, units, (ab.name, combo, replaced)

    def _first_present(self, ev: Event) -> Value:
        """For what could be produced, which produced type an added mana takes does not
        matter: the types present and the amount come out the same either way."""
        code: Value = 0
        for i, t in reversed(list(enumerate(MANA_TYPES))):
            code = self.ops.ite(self.ops.lt(0, ev[t]), i, code)
        return code

    def _options_hold(self, x: str, units: tuple, could: Dict[str, Event]) -> Value:
        """Each could-produce unit's chosen type is one a matching permanent could produce."""
        return self.ops.and_(*[self._option(x, u, t, could) for u, t in units])

    def _option(self, x: str, u: ManaUnit, t: str, could: Dict[str, Event]) -> Value:
        ops, defined = self.ops, self.ops.rule("106.7")
        if defined is not True:  # (switched off, `verifier.rules.cited`: what another could produce is anything)
            could = {y: {t: ops.ite(defined, v, ops.fresh(f"undefined-could[{y},{t}]", True)) for t, v in c.items()}
                     for y, c in could.items()}
        return ops.or_(*[ops.and_(hit, could[y][t]) for y, hit in self._sources(x, u)])

    def _sources(self, x: str, u: ManaUnit) -> List[Tuple[str, Value]]:
        """The permanents a could-produce unit of x may read, with when it does."""
        key = (x, id(u))  # (a unit of the scenario's abilities, there as long as this object)
        if key not in self._read:
            self._read[key] = [(y, hit) for y in self.state
                               for hit in [self._matches(u.could_produce, y, x)] if hit is not False]
        return self._read[key]

    def _explain(self, paths: dict, could: Dict[str, Event], new: Dict[str, Event]) -> None:
        """Concrete runs: why each newly derived type could be produced (the ability,
        and the permanent whose could-produce it reflects)."""
        for x in new:
            for t in MANA_TYPES:
                if not new[x][t] or could[x][t]:
                    continue
                for exists, types, units, how in paths[x]:
                    if exists and types[t] and self._options_hold(x, units, could):
                        via = [(y, c) for u, c in units for y, hit in self._sources(x, u) if hit and could[y][c]][:1]
                        self._why[x, t] = (how, via[0] if via else None)
                        break

    def derivation(self, x: str) -> List[str]:
        """Concrete runs: a line per type x could produce, saying why, and the same for
        each permanent that reasoning relies on."""
        lines, todo, seen = [], [x], set()
        while todo:
            y = todo.pop(0)
            if y in seen:
                continue
            seen.add(y)
            types = [t for t in MANA_TYPES if self.could_produce(y)[t]]
            if not types:
                lines.append(f"{y} could produce no mana (106.7)")
            for t in types:
                (name, combo, replaced), via = self._why[y, t]
                because = f", because {via[0]} could produce {{{via[1]}}}" if via else ""
                if t not in combo:
                    because += f", then replaced by {' and '.join(replaced)} in some order (616.1)"
                lines.append(f"{y} could produce {{{t}}} with '{name}'{because}")
                if via:
                    todo.append(via[0])
        return lines

    # -- tapping for mana (106.12, 605.3) ---------------------------------------------

    def can_tap_for_mana(self, x: str, only: Optional[str] = None) -> Value:
        return self.ops.or_(*[self._activatable(x, ab) for ab in self._candidates(x, only)])

    def _candidates(self, x: str, only: Optional[str]) -> List[ManaAbility]:
        """The abilities tapping x for mana may activate (106.12: with {T}), `only` that one by
        its text; or, `only` SACRIFICED, those whose cost sacrifices x, {T} or not (701.21a),
        which a payment activates for no other permanent (`paying`)."""
        if only == SACRIFICED:
            return [ab for ab in self._abilities(x, tapping=False) if ab.cost.sacrifice]
        return [ab for ab in self._abilities(x, tapping=True)
                if (only is None or ab.name == only) and not (self.paying and ab.cost.sacrifice)]

    def _activatable(self, x: str, ab: ManaAbility) -> Value:
        """Whether its costs can be paid (602.2b): {T} and {Q} (at a point of a history;
        on a board every permanent is untapped, so {Q} cannot be paid, 107.6), counters
        to remove (122), life to pay (119.4), "activate only if" (602.5b)."""
        hit = self._can_activate.get((x, id(ab)))
        if hit is None or hit[0] is not ab:
            hit = self._can_activate[x, id(ab)] = (ab, self._costs_payable(x, ab))
        return hit[1]

    def _costs_payable(self, x: str, ab: ManaAbility) -> Value:
        ops, s = self.ops, self.state[x]
        if self.can_pay is None and ab.cost.untap:
            return False
        conds = [self._has(x, ab.name)]
        if self.can_pay is not None:
            conds.append(self.can_pay(x, ab.cost.tap, ab.cost.untap))
        conds += [ops.not_(ops.lt(s.counters.get(kind, 0), n)) for kind, n in ab.only_with_counters]
        life = ops.ite(ops.eq(s.controller, self.vocab.player("you")), self.life("you"), self.life("opponent")) \
            if ab.cost.life else 0
        conds += costs.payable(ops, s, ab.cost, life)
        if ab.only_if is not None:  # read as it is, a negative total too (107.1b)
            c, n = ab.only_if
            conds.append(ops.not_(ops.lt(amounts.amount(ops, c, *self._members(c, x), decides=False), n)))
        return ops.and_(*conds)

    def tapped_for_mana(self, x: str, only: Optional[str] = None) -> Event:
        """The mana added when x is tapped for mana (106.12): by one of its mana
        abilities with {T} whose costs can be paid, the player's choices quantified;
        replacement effects modify the event as it resolves (106.12b), triggered mana
        abilities add after it, seeing what it produced (106.12a, 605.1b).  Nothing,
        when x has no such ability."""
        key = (x, only)
        if key not in self._tapped:
            self._tapped[key] = self._tap(x, only)
        return self._tapped[key]

    def _tap(self, x: str, only: Optional[str]) -> Event:
        ops = self.ops
        prefix = x if only is None else f"{x} [{only}]"
        cands = self._candidates(x, only)
        can = [self._activatable(x, ab) for ab in cands]
        which = self.choose(f"{prefix}: ability", len(cands)) if len(cands) > 1 else 0
        self.constraints.append(ops.or_(ops.not_(ops.or_(*can)),
                                        *[ops.and_(ops.eq(which, i), c) for i, c in enumerate(can)]))
        result: Event = {t: 0 for t in MANA_TYPES}
        self._spend_only[x, only] = []
        self._riders[x, only] = []
        self._triggered[x, only] = {}
        life: List[Value] = []
        taps: List[Value] = []
        loses: List[Value] = []
        for i, ab in enumerate(cands):
            chosen = ops.and_(ops.eq(which, i), can[i])
            if chosen is False:
                continue
            if ab.cost.life:
                life.append(ops.ite(chosen, ab.cost.life, 0))
            if ab.cost.tap:
                taps.append(chosen)
            if ab.each_player_loses:
                loses.append(ops.ite(chosen, ab.each_player_loses, 0))
            if ab.spend_only is not None:
                self._spend_only[x, only].append((chosen, self._as_chosen(x, ab.spend_only)))
            if ab.rider is not None:
                self._riders[x, only].append((chosen, ab.rider))
            ev, valid, note, extra = self._activation(x, ab, f"{prefix} {ab.name}")
            for src, add in extra.items():  # (what each triggered mana ability's source adds, if this ability is chosen)
                self._triggered[x, only][src] = self._merge(chosen, add, self._triggered[x, only].get(
                    src, {t: 0 for t in MANA_TYPES}))
            self.constraints.append(ops.or_(ops.not_(chosen), ops.and_(*valid)))
            if chosen is True and not ops.symbolic:
                how = "sacrificed for mana" if only == SACRIFICED else "tapped for mana"
                lost = f"; each player loses {ab.each_player_loses} life (605.1a)" if ab.each_player_loses else ""
                self.notes.append(f"{x} {how}: {note}; adds {describe(ev)}{lost}")
            result = self._merge(chosen, ev, result)
        if not ops.symbolic and not any(can):
            self.notes.append(f"{x} cannot be tapped for mana: it has no mana ability with {{T}} it can activate")
        self._life_paid[x, only] = ops.sum(*life) if life else 0
        self._taps[x, only] = ops.or_(*taps)
        self._each_loses[x, only] = ops.sum(*loses) if loses else 0
        return result

    def restrictions(self, x: str, only: Optional[str] = None) -> tuple:
        """106.6: the restrictions on spending the mana x adds when tapped for mana (`only` as
        `tapped_for_mana` reads it): each (whether the ability chosen has it, the spells its mana
        may be spent on; None: none)."""
        self.tapped_for_mana(x, only)
        return tuple(self._spend_only[x, only])

    def life_paid(self, x: str, only: Optional[str] = None) -> Value:
        """119.4, 601.2g: the life its controller pays to tap x for mana, as the ability chosen asks."""
        self.tapped_for_mana(x, only)
        return self._life_paid[x, only]

    def each_loses(self, x: str, only: Optional[str] = None) -> Value:
        """605.1a: the life each player loses as the ability chosen to add x's mana resolves, at once
        with its mana ("Each player loses 1 life.")."""
        self.tapped_for_mana(x, only)
        return self._each_loses[x, only]

    def taps(self, x: str, only: Optional[str] = None) -> Value:
        """106.12: whether the ability chosen to add x's mana has {T} in its cost (so x is tapped
        for mana by it)."""
        self.tapped_for_mana(x, only)
        return self._taps[x, only]

    def riders(self, x: str, only: Optional[str] = None) -> tuple:
        """106.6: the riders on the mana x adds when tapped for mana: each (whether the ability
        chosen has it, the `ManaRider`)."""
        self.tapped_for_mana(x, only)
        return tuple(self._riders[x, only])

    def _as_chosen(self, x: str, f: Filter) -> Optional[Filter]:
        """A filter "of the chosen type" (spells a restriction allows, 106.6; permanents an amount
        counts) as x's object chose as it entered (614.12); None (nothing) where it chose nothing."""
        if CHOSEN not in f.subtypes:
            return f
        chosen = self.sc.objects[x].chosen if x in self.sc.objects else None
        return None if chosen is None else replace(f, subtypes=tuple(chosen if t == CHOSEN else t for t in f.subtypes))

    def origins(self, x: str, only: Optional[str] = None) -> Tuple[Tuple[str, Event], ...]:
        """106.12a, 605.1b: the mana tapping x for mana adds, by the source that produced it: x for
        what its own ability made (replacement effects applied), and each triggered mana
        ability's source for what it added; together, `tapped_for_mana(x, only)`."""
        total = self.tapped_for_mana(x, only)
        extra = self._triggered[x, only]
        own = {t: self.ops.add(total[t], self.ops.neg(self.ops.sum(*[e[t] for e in extra.values()])))
               if extra else total[t] for t in MANA_TYPES}
        return ((x, own),) + tuple(sorted(extra.items()))

    def _activation(self, x: str, ab: ManaAbility, prefix: str) -> Tuple[Event, List[Value], str, Dict[str, Event]]:
        """One activation of ab: the event its units make with the types chosen, the
        replacement effects in the order chosen, then the triggered mana abilities (and what
        each trigger's source added: 605.1b, the source of that mana)."""
        ops = self.ops
        valid: List[Value] = []
        picked: List[str] = []
        ev = self._added(x, ab.units, f"{prefix}: mana", None, valid, picked)
        orders = list(itertools.permutations(self.sc.replacements))
        which = self.choose(f"{prefix}: replacement order", len(orders)) if len(orders) > 1 else 0
        out: Event = ev
        applied_note = ""
        for k, order in enumerate(orders):
            here = ops.eq(which, k)
            if here is False:
                continue
            got, picks_ok, steps = self._replaced(
                x, ab, ev, order, lambda r, e: self.choose(f"{prefix}: {r.id} mana", len(MANA_TYPES)))
            valid.append(ops.or_(ops.not_(here), ops.and_(*picks_ok)))
            out = self._merge(here, got, out)
            if here is True and not ops.symbolic:
                done = [r for r, took in steps if took]
                applied_note = "; replacement effects applied: " + ", then ".join(done) if done else ""
        total: Event = dict(out)
        extra: Dict[str, Event] = {}
        triggered = []
        for tr in self.sc.mana_triggers:
            fires = ops.and_(ab.cost.tap, self._has(tr.source, tr.ability), self._matches(tr.affects, x, tr.source),
                             ops.lt(0, self._total(out)),
                             ops.or_(*[ops.lt(0, out[t]) for t in tr.if_produced]) if tr.if_produced else True)
            if fires is False:
                continue
            chosen: List[Value] = []
            add = self._added(tr.source, tr.units, f"{prefix}: {tr.id} mana", out, chosen, [])
            valid.append(ops.or_(ops.not_(fires), ops.and_(*chosen)))
            total = {t: ops.add(total[t], ops.ite(fires, add[t], 0)) for t in MANA_TYPES}
            before = extra.get(tr.source, {t: 0 for t in MANA_TYPES})
            extra[tr.source] = {t: ops.add(before[t], ops.ite(fires, add[t], 0)) for t in MANA_TYPES}
            if fires is True and not ops.symbolic:
                triggered.append(f"{tr.id} adds {describe(add)}")
        note = f"'{ab.name}'" + (f" ({', '.join(picked)})" if picked else "") + applied_note
        note += f"; it produced {describe(out)}" if not ops.symbolic else ""
        note += "; triggered: " + "; ".join(triggered) if triggered else ""
        return total, valid, note, extra

    def _added(self, holder: str, units: tuple, name: str, produced: Optional[Event], valid: List[Value],
               picked: List[str]) -> Event:
        """The mana some units of an ability of `holder` add ("you" is its controller,
        109.5), each of one type the player picks among its options (what it lists, what
        matching permanents could produce, or, for a trigger, what the ability
        `produced`); none at all if some unit's type cannot be defined (106.5).  Appends
        what each pick must satisfy to `valid`, and, in concrete runs, what was picked to
        `picked`."""
        ops = self.ops
        ev: Event = {t: 0 for t in MANA_TYPES}
        undefined: List[Value] = []
        for j, u in enumerate(units):
            listed = self._listed(holder, u)
            if len(listed) == 1 and u.could_produce is None and not u.produced:
                ev[listed[0]] = ops.add(ev[listed[0]], self._amount(u.amount, holder, listed[0]))
                continue
            options = {t: ops.lt(0, produced[t]) for t in MANA_TYPES} if u.produced else \
                self._unit_options(holder, u)
            c = self.choose(f"{name} {j}", len(MANA_TYPES))
            none = ops.not_(ops.or_(*options.values()))
            undefined.append(none)
            valid.append(ops.or_(none, *[ops.and_(self._type_is(c, t), ok) for t, ok in options.items()]))
            for t in MANA_TYPES:
                ev[t] = ops.add(ev[t], ops.ite(ops.and_(self._type_is(c, t), options[t]),
                                               self._amount(u.amount, holder, t), 0))
            if not ops.symbolic:
                picked.append(f"chose {{{MANA_TYPES[c]}}}" if not none else "no type defined: no mana at all (106.5)")
        nothing = ops.or_(*undefined)
        return {t: ops.ite(nothing, 0, v) for t, v in ev.items()}

    def _listed(self, x: str, u: ManaUnit) -> tuple:
        """A unit's listed types, "the chosen color" (CHOSEN) as the type of the colour x's
        object chose as it entered (614.12, 106.1a); none for it where it chose no colour."""
        if IDENTITY in u.options:  # (its colours are the controller's to read: `_unit_options`)
            return ()
        if EXILED in u.options:  # 607.2a: a colour of the cards x's linked ability exiled (never {C}, 105.1)
            exiled = self.sc.objects[x].exiled_colors if x in self.sc.objects else ()
            return tuple(m for m, c in COLOR_OF_MANA.items() if c in exiled)
        if CHOSEN not in u.options:
            return u.options
        chosen = self.sc.objects[x].chosen if x in self.sc.objects else None
        return tuple(dict.fromkeys(t for o in u.options
                                   for t in ([o] if o != CHOSEN else
                                             [m for m, c in COLOR_OF_MANA.items() if c == chosen])))

    def _in_identity(self, x: str, t: str) -> Value:
        """903.4: mana of type t is of a colour of the identity of the commander of x's controller
        (its mana ability's, 109.5), as the scenario states it; none where they have none (903.4f)."""
        players = [p for p, colors in self.sc.commander_identity.items() if COLOR_OF_MANA.get(t) in colors]
        return self.ops.or_(*[self.ops.eq(self.state[x].controller, self.vocab.player(p)) for p in players])

    def _among(self, x: str, u: ManaUnit, t: str) -> Value:
        """105.2: mana of type t is of a colour one of the permanents matching the unit's
        `colors_among` has (read from x's side); colourless is no colour (105.1)."""
        if t not in COLORS_ONLY:
            return False
        return self.ops.or_(*[self.ops.and_(self._matches(u.colors_among, y, x), self.state[y].colors.get(COLOR_OF_MANA[t], False))
                              for y in self.state])

    def _unit_options(self, x: str, u: ManaUnit) -> Dict[str, Value]:
        """The types a unit may choose among: its listed ones, a colour among the matching
        permanents, or what the matching permanents could produce (106.7; colourless is no
        colour, 105.1)."""
        if u.colors_among is not None:
            return {t: self._among(x, u, t) for t in MANA_TYPES}
        if u.could_produce is None:
            listed = self._listed(x, u)
            return {t: self._in_identity(x, t) if IDENTITY in u.options else t in listed for t in MANA_TYPES}
        could = {y: self.could_produce(y) for y in self.state}
        return {t: (self._option(x, u, t, could) if t in COLORS_ONLY or not u.colors_only else False)
                for t in MANA_TYPES}
