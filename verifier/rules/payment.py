"""Paying a mana cost (601.2f-h, 118.3), written once over an `Ops`.

A cost is what its symbols ask (107.4): generic mana, payable with any mana; a coloured
symbol, mana of that colour; {C}, colourless mana; {S}, mana of any type from a snow
source (107.4h: snow is neither a colour nor a type); {X}, generic mana as much as the X
announced (107.3a).  The mana is what the permanents tapped for it add (106.12,
`verifier.rules.mana`).  Which mana pays which symbol is the player's choice, so a pool
pays a cost when some assignment of its mana to the symbols exists: by Hall's theorem,
when every set of the cost's kinds of symbols asks no more than the mana that could pay
one of them, and the whole cost no more than the whole pool (supply and demand in a
bipartite graph).  Mana a player may spend "as though it were mana of any colour" (or
type) may pay any coloured symbol (and {C}); it stays the mana it is (609.4b)."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Tuple

from verifier.model import MANA_TYPES

Value = Any
KINDS = ("W", "U", "B", "R", "G", "C", "S")  # the symbols that ask for mana of one kind (107.4b-c, 107.4h)
_SYMBOL = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class Need:
    """What a mana cost asks: generic mana (a number), how many X (107.3), and how many
    of each symbol of KINDS."""

    generic: int = 0
    xs: int = 0
    kinds: Tuple[Tuple[str, int], ...] = ()

    def count(self, kind: str) -> int:
        return dict(self.kinds).get(kind, 0)

    def plus(self, other: "Need") -> "Need":
        """This cost and another paid with it (an additional cost, 601.2f, 118.8)."""
        kinds = {k: self.count(k) + other.count(k) for k in {k for k, _ in self.kinds + other.kinds}}
        return Need(self.generic + other.generic, self.xs + other.xs, tuple(sorted(kinds.items())))


def need(cost: str) -> Optional[Need]:
    """The mana cost as a `Need`; None where it has a symbol not read here (hybrid,
    Phyrexian: 107.4e-f)."""
    generic, xs, kinds = 0, 0, {}
    if _SYMBOL.sub("", cost).strip():
        return None
    for symbol in _SYMBOL.findall(cost):
        if symbol.isdigit():
            generic += int(symbol)
        elif symbol == "X":
            xs += 1
        elif symbol in KINDS:
            kinds[symbol] = kinds.get(symbol, 0) + 1
        else:
            return None
    return Need(generic, xs, tuple(sorted(kinds.items())))


@dataclass
class Source:
    """Mana one permanent adds to the pool: an amount per type (106.1b), whether it is
    used at all, whether it comes from a snow source (107.4h), and whether it may be
    spent on this cost (106.6: "spend this mana only to cast ...")."""

    mana: Dict[str, Value]
    used: Value
    snow: Value
    spendable: Value = True
    # 106.6: its restrictions, each (whether the ability chosen has it, the spells it may be spent on), which
    # decide what it may pay for where it is spent, in place of `spendable`, when given
    only: tuple = ()
    # 106.6: its riders, each (whether the ability chosen has it, the `ManaRider`); with one, its mana (one)
    # pays what the player chose: (the point of a payment of the step, a kind of symbol of it) -> whether
    # it pays one of those symbols (none true: none of them, 601.2h)
    riders: tuple = ()
    spent: Dict[Tuple[int, str], Value] = field(default_factory=dict)
    life: Value = 0  # 119.4: the life its controller pays to tap it for mana, as the ability chosen asks
    # 106.12a, 605.1b: its mana by the source that produced it, ((object, mana per type), ...), summing to `mana`,
    # with the point whose board tells what each source was as it produced it (`made_at`); () where not told
    origins: tuple = ()
    made_at: Optional[int] = None
    each_loses: Value = 0  # 605.1a: the life each player loses as its ability resolves, as the ability chosen says

    def rider_on(self, ops: Any) -> Value:
        """Whether the ability chosen has a rider, so that what its mana pays is chosen (`spent`)."""
        return ops.and_(self.used, ops.or_(*[chosen for chosen, _ in self.riders])) if self.spent else False


def total(ops: Any, cost: Need, x: Value, change: Value = 0) -> Value:
    """How much mana the cost asks for, X as given, its generic part changed by `change`
    and never below nothing (601.2f, 118.7a)."""
    generic = ops.sum(cost.generic, *[x] * cost.xs, change)
    return ops.sum(ops.ite(ops.lt(generic, 0), 0, generic), *[n for _, n in cost.kinds])


def pays(ops: Any, sources: List[Source], cost: Need, x: Value, any_color: Value = False,
         any_type: Value = False, change: Value = 0) -> Value:
    """Whether the mana of the used sources can pay the cost with X as given (601.2h). `change`
    is the generic mana cost increases add, less what reductions take (601.2f): only the
    generic part changes, never below nothing (118.7, 118.7a)."""
    return pays_in_order(ops, [Spend(sources, cost, x, change, any_color, any_type)])


@dataclass
class Spend:
    """One payment of a player's within a step (601.2g-h, 602.2b): the permanents tapped
    for mana as it is paid (`sources`), the cost with its X and the change to its generic
    part (601.2f), whether its mana may be spent as though of any colour or type (609.4b),
    and whether it is the player's at all (`mine`: its payer may be another)."""

    sources: List[Source]
    cost: Need
    x: Value = 0
    change: Value = 0
    any_color: Value = False
    any_type: Value = False
    by_type: Any = None  # 609.4b: rules for mana of some types only (`ByType`), or None
    mine: Value = True
    spell: Any = None  # filter -> whether the spell it pays for matches it (None: an activation cost, 106.6)
    point: Optional[int] = None  # the point of the history it is paid at (None: one asked about, `can_cast`)
    # 702.51a, 702.126a: how many symbols of each kind ("1" generic, a colour) the permanents tapped for convoke
    # or improvise pay (none: {})
    convoked: Dict[str, Value] = field(default_factory=dict)
    # 106.6: the spell's own restriction on the mana spent on it ("Spend only mana produced by ..."): (the source
    # that produced the mana, the point whose board tells what it was then) -> whether that mana may pay (None: any)
    only_from: Any = None


@dataclass(frozen=True)
class ByType:
    """609.4b: how mana of some types may be spent: as though of any colour (`any_color`: type ->
    whether it may: "white mana as though it were mana of any color"), or only as though
    colourless (`only_colorless`: type -> whether it must be: then it pays generic mana only)."""

    any_color: Tuple[Tuple[str, Value], ...] = ()
    only_colorless: Tuple[Tuple[str, Value], ...] = ()


@dataclass
class Added:
    """Mana a player added to the pool (605.3a: a mana ability activated outside a payment),
    there for the payments after it in the step (106.4); `mine`: whether it is that player's."""

    source: Source
    mine: Value = True


MAX_CONDITIONS = 2048  # Hall conditions `pays_in_order` writes for one chain of payments at most


def pays_in_order(ops: Any, chain: List[Any]) -> Value:
    """Whether the payments of the chain (`Spend`s, with the mana `Added` before them, in the
    order they happen within one step) can all be paid, each with mana in the pool as it is
    paid: the mana added before it and tapped for it or for the payments before it, less
    what those spent; mana left unspent stays in the pool until the step ends (106.4).

    A matching of mana to the symbols of every payment exists (Hall's theorem) when every
    set of symbols asks no more than the mana that could pay one of them: mana there by a
    payment, of a type that pays the symbol (spent as that payment allows, 609.4b).  The
    mana that could pay a symbol is the same for every symbol of one kind (a colour, {C},
    {S}, generic) of one payment, so the sets to check are the unions of such classes."""
    spends = [c for c in chain if isinstance(c, Spend)]
    units: List[Tuple[int, Source, Value]] = []  # (the first payment its mana can pay, it, whether it is mine)
    seen = 0
    for c in chain:
        if isinstance(c, Added):
            units.append((seen, c.source, c.mine))
        else:
            units += [(seen, s, c.mine) for s in c.sources]
            seen += 1
    classes = [(j, k, n) for j, s in enumerate(spends)
               for k, n in [*((k, n) for k, n in s.cost.kinds if n > 0), ("1", _generic(ops, s))]]
    conds: List[Value] = []
    # 106.6: mana with a rider pays what its player chose (`Source.spent`), taken out of the symbols it pays
    forced = {id(s): _forced(ops, first, s, mine, spends, classes, conds) for first, s, mine in units if s.spent}
    # each amount of mana there may be (a unit's, of a type), with whether it counts and whether it
    # could pay a symbol of each class
    restricted = any(sp.only_from is not None for sp in spends)
    amounts = [(_left(ops, forced.get(id(s)), mana[t]), ops.and_(mine, s.used),
                [ops.and_(_fits(ops, t, s, spends[j], k), _unforced(ops, s, spends[j]),
                          _from_ok(origin, s, spends[j])) if first <= j else False
                 for j, k, _ in classes])
               for first, s, mine in units for origin, mana in _parts(s, restricted)
               for t in MANA_TYPES if not (isinstance(mana[t], int) and mana[t] == 0)]
    # what each class still asks: its symbols, less those tapped for convoke or improvise pay (702.51a, 702.126a) and
    # those mana with a rider pays (never below none)
    asks = [ops.sum(ops.ite(spends[j].mine, ops.add(n, ops.neg(spends[j].convoked.get(k, 0))), 0),
                    *[ops.ite(f[i], -1, 0) for f in forced.values()])
            for i, (j, k, n) in enumerate(classes)]
    conds += [_convoke_fits(ops, s) for s in spends if s.convoked]
    conds += [ops.not_(ops.lt(a, 0)) for a in asks] if forced else []
    # an amount's part of a set's supply depends only on the classes of the set it could pay: made once each
    could = [[i for i, f in enumerate(fits) if f is not False] for _, _, fits in amounts]
    parts: Dict[Tuple[int, Tuple[int, ...]], Value] = {}
    for group in _groups([(j, k) for j, k, _ in classes], len(spends), _nested(spends, units)):
        demand = ops.sum(*[asks[i] for i in group])
        members = set(group)
        supply = []
        for a, (amount, counts, fits) in enumerate(amounts):
            key = (a, tuple(i for i in could[a] if i in members))
            if key not in parts:
                parts[key] = ops.ite(ops.and_(counts, ops.or_(*[fits[i] for i in key[1]])), amount, 0)
            supply.append(parts[key])
        conds.append(ops.not_(ops.lt(ops.sum(*supply), demand)))
    return ops.and_(*conds)


def _convoke_fits(ops: Any, s: Spend) -> Value:
    """702.51a, 702.126a: each permanent tapped for convoke or improvise pays a symbol of the total cost: no more
    generic ones than the total cost's generic part (changed, 601.2f), nor more of a colour's than
    it has."""
    return ops.or_(ops.not_(s.mine), ops.and_(
        ops.not_(ops.lt(_generic(ops, s), s.convoked.get("1", 0))),
        *[ops.not_(ops.lt(s.cost.count(k), n)) for k, n in s.convoked.items() if k != "1"]))


def _fits(ops: Any, t: str, s: Source, spend: Spend, k: str) -> Value:
    """Whether mana of type t from source s may pay a symbol of kind k of that payment: the
    symbol it serves (107.4, 609.4b), and a spell it may be spent on (106.6)."""
    return ops.and_(_serves_in(ops, t, s.snow, k, spend), _spendable(ops, s, spend))


def _serves_in(ops: Any, t: str, snow: Value, k: str, spend: "Spend") -> Value:
    """`_serves` with that payment's permissions, those for mana of type t only too (609.4b:
    `ByType`): mana that may be spent only as though colourless pays a generic symbol alone."""
    rules = spend.by_type
    if rules is None:
        return _serves(ops, t, snow, (k,), spend.any_color, spend.any_type)
    any_color = ops.or_(spend.any_color, *[v for u, v in rules.any_color if u == t])
    only = ops.or_(*[v for u, v in rules.only_colorless if u == t])
    return ops.and_(_serves(ops, t, snow, (k,), any_color, spend.any_type), ops.or_(ops.not_(only), k == "1"))


def _forced(ops: Any, first: int, s: Source, mine: Value, spends: List[Spend], classes: list,
            conds: List[Value]) -> List[Value]:
    """106.6, 601.2h: for a source whose mana has a rider, whether its mana pays a symbol of each
    class, as its player chose; appends to `conds` that the choice is one the rules allow: the
    rider's ability chosen, the player's mana paying that player's payment, a symbol it may pay."""
    on = s.rider_on(ops)
    out = []
    for j, k, _ in classes:
        pays = s.spent.get((spends[j].point, k), False) if first <= j and spends[j].point is not None else False
        fits = ops.or_(*[ops.and_(ops.lt(0, s.mana[t]), _fits(ops, t, s, spends[j], k)) for t in MANA_TYPES])
        fits = ops.and_(fits, _from_ok(s.origins[0][0] if s.origins else None, s, spends[j]))  # (its own mana, 106.6)
        conds.append(ops.or_(ops.not_(pays), ops.and_(on, mine, spends[j].mine, fits)))
        out.append(pays)
    return out


def _left(ops: Any, forced: Optional[List[Value]], amount: Value) -> Value:
    """The mana of a source still to assign: none of one whose mana paid a symbol it was chosen to."""
    return amount if forced is None else ops.ite(ops.or_(*forced), 0, amount)


def _unforced(ops: Any, s: Source, spend: Spend) -> Value:
    """Whether the source's mana may pay that payment's symbols otherwise than as chosen: not
    mana with a rider, of which only the choice tells, unless the payment is one asked about."""
    return True if spend.point is None else ops.not_(s.rider_on(ops))


def _nested(spends: List[Spend], units: List[Tuple[int, Source, Value]]) -> bool:
    """Whether the mana that could pay a symbol of one kind only grows from one payment to the
    next: no payment spends as though of any colour or type (609.4b), and no mana is
    restricted in what it may pay for (106.6)."""
    return all(s.any_color is False and s.any_type is False and s.only_from is None and s.by_type is None
               for s in spends) and \
        all(not u.only and u.spendable is True and not u.spent for _, u, _ in units)


def _parts(s: Source, restricted: bool) -> tuple:
    """The source's mana as the payments need it told apart: by the source that produced it where
    a payment restricts that (106.6), else whole ((None, its mana))."""
    return s.origins if restricted and s.origins else ((None, s.mana),)


def _from_ok(origin: Optional[str], s: Source, spend: "Spend") -> Value:
    """106.6: whether mana produced by `origin` (None: not told) may pay for that payment."""
    if spend.only_from is None:
        return True
    return False if origin is None else spend.only_from(origin, s.made_at)


def _groups(classes: List[Tuple[int, str]], n: int, nested: bool) -> Iterator[List[int]]:
    """The sets of symbol classes (payment, kind) Hall's condition is checked on, by their places.
    In general every union of classes.  Nested (`_nested`), the mana that could pay a later
    payment's symbol of a kind includes the earlier payments', so a set is tightest with,
    per kind, the classes of the payments up to some point; and with generic symbols of
    the payments up to M in it, each other kind's up to M or later (as much mana, more
    asked)."""
    if not nested:
        if 2 ** len(classes) > MAX_CONDITIONS:
            raise ValueError(f"{n} payments asking {len(classes)} kinds of symbols in all")
        for size in range(1, len(classes) + 1):
            yield from (list(g) for g in itertools.combinations(range(len(classes)), size))
        return
    kinds = sorted({k for _, k in classes} - {"1"})
    if sum((n - m + 1) ** len(kinds) for m in range(n + 1)) > MAX_CONDITIONS:
        raise ValueError(f"{n} payments asking {len(kinds) + 1} kinds of symbols")
    for generic in range(n + 1):
        for upto in itertools.product(range(generic, n + 1), repeat=len(kinds)):
            reach = dict(zip(kinds, upto), **{"1": generic})
            group = [i for i, (j, k) in enumerate(classes) if j < reach[k]]
            if group:
                yield group


def _spendable(ops: Any, s: Source, spend: Spend) -> Value:
    """106.6: whether the source's mana may be spent on that payment: as its restrictions say
    of the spell it pays for (none of an activation cost), or as `spendable` says."""
    if not s.only:
        return s.spendable
    return ops.and_(*[ops.or_(ops.not_(chosen), spend.spell(f) if spend.spell is not None and f is not None else False)
                      for chosen, f in s.only])  # (f None: restricted to a type nothing chose, spent on nothing)


def _generic(ops: Any, s: Spend) -> Value:
    """The generic mana the payment asks: its generic part and X, changed, never below nothing (601.2f, 118.7a)."""
    generic = ops.sum(s.cost.generic, *[s.x] * s.cost.xs, s.change)
    return ops.ite(ops.lt(generic, 0), 0, generic)


def _serves(ops: Any, t: str, snow: Value, group: Tuple[str, ...], any_color: Value, any_type: Value) -> Value:
    """Whether mana of type t (from a snow source or not) can pay one of these symbols:
    its own type's (107.4b-c), {S} if it is snow (107.4h), any coloured one if it may be
    spent as though of any colour, {C} too if as though of any type (609.4b)."""
    out = []
    for k in group:
        if k == "1":  # generic: any mana (107.4b)
            out.append(True)
        elif k == "S":
            out.append(snow)
        elif k == "C":
            out.append(ops.or_(t == "C", any_type))
        else:
            out.append(ops.or_(t == k, any_color, any_type))
    return ops.or_(*out)


def snow_spent_range(ops: Any, spend: Spend) -> Tuple[Value, Value]:
    """601.2h, 107.4h: the least and the most mana from snow sources a payment alone in its
    step can spend on its cost, where its mana pays it (`pays`): which mana pays which
    symbol is the payer's choice, and every amount between the two is one some choice
    spends.  The mana spent on a cost paid in full is a base of the transversal matroid of
    the mana over the symbols; the most snow mana in a base is the largest matching of the
    snow mana alone (the symbols less the greatest deficiency of a set of them: König and
    Ore), the least the symbols less the largest matching of the other mana; every
    amount between is some base's (base exchange).  As in `pays_in_order`, the tightest
    sets of symbols are unions of kinds."""
    classes = [*((k, n) for k, n in spend.cost.kinds if n > 0), ("1", _generic(ops, spend))]
    amounts = [(mana[t], ops.and_(s.used, _spendable(ops, s, spend), _from_ok(origin, s, spend)), s.snow,
                [_serves_in(ops, t, s.snow, k, spend) for k, _ in classes])
               for s in spend.sources for origin, mana in _parts(s, spend.only_from is not None)
               for t in MANA_TYPES if not (isinstance(mana[t], int) and mana[t] == 0)]

    def deficiency(snow: bool) -> Value:  # the most a set of symbols asks beyond what that mana could pay of it
        worst: Value = 0
        for group in _groups([(0, k) for k, _ in classes], 1, False):
            demand = ops.sum(*[classes[i][1] for i in group])
            supply = ops.sum(*[ops.ite(ops.and_(counts, is_snow if snow else ops.not_(is_snow),
                                                ops.or_(*[fits[i] for i in group])), amount, 0)
                               for amount, counts, is_snow, fits in amounts])
            short = ops.add(demand, ops.neg(supply))
            worst = ops.ite(ops.lt(worst, short), short, worst)
        return worst
    everything = ops.sum(*[n for _, n in classes])
    return deficiency(False), ops.add(everything, ops.neg(deficiency(True)))
