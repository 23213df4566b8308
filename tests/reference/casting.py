"""Spells in the reference's histories (601, 608, 701.6a, 707.10), written from the
Comprehensive Rules apart from `verifier.rules`: casting a card from its owner's hand,
paying its total cost (its mana cost, or {0} cast without paying it, changed by cost
increases and reductions, 601.2f) by tapping permanents for mana, the stack, resolving,
countering and copying spells, and abilities that trigger on a cast.  Which mana a payment
spent is kept (601.2h): how much of it came from a snow source is what "the amount of {S}
spent" reads (107.4h).

Each choice a player makes (which permanents to tap, X) is one `Game.choose`, so that
brute force goes through every one.  What mana a permanent makes is a choice that nothing
after the payment can see (the mana is spent, or lost as the pool empties, 106.4): the
payment only asks whether some such choice pays (which a mana of each permanent tapped
could pay which symbol), never branches on it.

The stack (405.2) is `Game.stack`, last in first out: a triggered ability's instance is
a tuple there (the simulator's), a spell or a copy of one a `Spell`."""
from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable, Dict, FrozenSet, List, Optional, Set, Tuple

from verifier.model import CASTING, CostChange, Event, Filter, GameObject, Scenario

from verifier.model.effects import CAST_INSTANTS

from . import spell_damage, ward
from .forbidding import forbidden, named_forbidden
from .layers import Applying, Impossible, Unsupported, View, check_filter, matches

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game

COLORED = ("W", "U", "B", "R", "G")            # 106.1a
TYPES = COLORED + ("C",)                       # 106.1b
PERMANENT_TYPES = {"artifact", "battle", "creature", "enchantment", "planeswalker"}  # 110.4b
BASIC = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}  # 305.6
COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}  # 202.2a


@dataclass
class Spell:
    """A spell on the stack (405.1): a card, or a copy of one (707.10); its controller,
    the X announced for it (107.3a) and its targets (601.2c)."""

    id: str
    controller: str
    x: int
    targets: Tuple[str, ...]
    copy: bool = False
    mode: Optional[int] = None  # the mode chosen for a modal spell (700.2a)
    kicked: bool = False        # its kicker cost paid as it was cast (702.33d)
    awakened: bool = False      # cast for its awaken cost (702.113a)
    damage: Tuple[Tuple[str, int], ...] = ()  # the targets of its damage and the division announced (601.2d)


@dataclass
class Casts:
    """What the history's casts leave, as the queries read it."""

    x: Dict[str, int] = field(default_factory=dict)                # 107.3a: as announced (a copy: its original's)
    tapped: Dict[str, FrozenSet[str]] = field(default_factory=dict)  # the permanents tapped to pay for each spell
    resolved: Set[str] = field(default_factory=set)                # 608.2: it resolved (not countered, 701.6a,
    #                                                               nor with every target illegal, 608.2b)
    # each spell cast (a copy is not, 707.10): its caster and when the turn it was cast in began
    cast_in: List[Tuple[str, float]] = field(default_factory=list)
    # 101.2, 106.6: the spells mana with a "can't be countered" rider was spent on as they were cast
    uncounterable: Set[str] = field(default_factory=set)
    # 702.132a: the generic mana another player paid for each spell cast with assist
    assisted: Dict[str, int] = field(default_factory=dict)
    # 702.74a: the spells cast for their evoke cost (their evoke trigger's "if")
    evoked: Set[str] = field(default_factory=set)
    # 702.33d-e: the permanents now on the battlefield that entered as kicked spells (an enters trigger's "if")
    kicked: Set[str] = field(default_factory=set)
    # 601.2h, 107.4h: how many of the mana spent on each spell as it was cast came from a snow source
    snow: Dict[str, int] = field(default_factory=dict)


# -- mana costs (107.4, 202.1) ------------------------------------------------------------

@dataclass(frozen=True)
class Cost:
    """The mana symbols of a cost: the coloured, {C} and {S} symbols one by one, the
    generic amount, and how many {X} (each paid as X generic mana, 107.3)."""

    symbols: Tuple[str, ...]
    generic: int
    xs: int

    def total(self, x: int) -> Tuple[Tuple[str, ...], int]:
        return self.symbols, self.generic + self.xs * x


def phyrexian_paid(text: str, how: Tuple[str, ...]) -> Tuple[str, int]:
    """107.4f: the mana cost with each Phyrexian symbol ({U/P}) paid as `how` says, in order: with
    "mana", a symbol of its colour; with "life", none, and 2 life (the second value)."""
    marks = re.findall(r"\{[WUBRG]/P\}", text)
    if len(marks) != len(how):
        raise Impossible(f"{len(marks)} Phyrexian symbols, paid {how}")
    life, out = 0, text
    for mark, way in zip(marks, how):
        out = out.replace(mark, "{%s}" % mark[1] if way == "mana" else "", 1)
        life += 2 if way == "life" else 0
    return out, life


def parse_cost(text: str) -> Cost:
    """107.4: {W}{U}{B}{R}{G}, {C}, {S}, numbers and {X}; anything else (hybrid,
    Phyrexian) is not modelled here."""
    if re.sub(r"\{[^{}]*\}", "", text).strip():
        raise Unsupported(f"a mana cost {text!r}")
    symbols, generic, xs = [], 0, 0
    for s in re.findall(r"\{([^{}]*)\}", text):
        if s.isdigit():
            generic += int(s)
        elif s == "X":
            xs += 1
        elif s in TYPES or s == "S":
            symbols.append(s)
        else:
            raise Unsupported(f"the mana symbol {{{s}}}")
    return Cost(tuple(symbols), generic, xs)


def pays(pool: List[tuple], symbols: Tuple[str, ...], generic: int, any_color: bool,
         any_type: bool) -> bool:
    """Whether some way of spending the mana `pool` ((type, from a snow source, ...) each) pays
    the symbols and the generic amount (601.2h): a coloured symbol takes mana of its colour
    (107.4a), {C} colourless mana (107.4c), {S} mana of any type from a snow source (107.4h),
    generic any mana (107.4b).  Spent as though it were mana of any colour, any mana pays a
    coloured symbol; as though of any type, a coloured symbol or {C}; neither changes the
    mana itself, so neither pays {S} with mana of no snow source (609.4b, 107.4h)."""
    def fits(m: Tuple[str, bool], s: str) -> bool:
        if s == "S":
            return m[1]
        if s == "C":
            return m[0] == "C" or any_type
        return m[0] == s or any_color or any_type

    def go(left: List[Tuple[str, bool]], todo: Tuple[str, ...]) -> bool:
        if not todo:
            return len(left) >= generic
        return any(fits(m, todo[0]) and go(left[:i] + left[i + 1:], todo[1:]) for i, m in enumerate(left))
    return len(pool) >= len(symbols) + generic and go(list(pool), symbols)


# -- mana from permanents (106.12, 605) -------------------------------------------------------

def mana_options(g: "Game", oid: str, need_snow: bool,
                 sacrificing: bool = False) -> List[Tuple[tuple, int, bool, int]]:
    """Each mana that tapping `oid` for mana could add now (106.12), with the life its
    controller pays for it (119.4: "{T}, Pay N life"), whether the ability has {T}, and the life
    each player loses as it resolves (605.1a: "Each player loses N life."): for each
    of its mana abilities with {T} in the cost, and no sacrifice in it, that can be activated;
    `sacrificing`: each of those whose cost sacrifices `oid` (701.21a), {T} or not, instead (602.5a, 302.6: `Game.can_activate`; the life paid, at
    most the life total), each choice of its symbols; each mana marked with whether its source is a snow
    permanent (106.3: the source of mana an ability makes is the ability's source), with
    the ability whose restriction or rider it carries (106.6: "spend this mana only to cast
    ...", "that spell can't be countered"; "": none) and, then, the permanent it came from."""
    views = g.views()
    if oid not in views:
        return []
    g_obj = g.sc.objects[oid]
    if BASIC.keys() & set(g_obj.printed.subtypes) or g_obj.back is not None and BASIC.keys() & set(g_obj.back.subtypes):
        raise Unsupported("a basic land type's intrinsic mana ability (305.6)")
    out: List[Tuple[Tuple[str, bool], ...]] = []
    for name, ability in sorted(g.sc.mana_abilities.items()):
        if name not in views[oid].abilities or ability.cost.sacrifice != sacrificing:
            continue
        if replace(ability.cost, tap=False, life=0, sacrifice=False) != type(ability.cost)() or ability.only_if or \
                ability.only_with_counters or not (ability.cost.tap or sacrificing):
            raise Unsupported(f"the cost of the mana ability {name}")
        if not g.can_activate(oid, name) or ability.cost.life > g.life[views[oid].controller]:
            continue
        units: List[Tuple[str, ...]] = []
        for u in ability.units:
            if not isinstance(u.amount, int) or u.could_produce is not None or u.produced or not u.options:
                raise Unsupported(f"the mana of {name}")
            units += [tuple(u.options)] * u.amount
        snow = is_snow(g, oid) if need_snow else False
        # (106.6: where a spell restricts what may produce the mana spent on it, each mana carries what its
        # source, the permanent tapped, was as it produced it: its card types and supertypes)
        origin = kinds_of(g, oid) if any(o.spend_only_from is not None for o in g.sc.objects.values()) else ()
        marked = ability.spend_only is not None or ability.rider is not None or bool(origin)
        out += [(tuple((t, snow, name if marked else "", oid if marked else "", origin) for t in choice),
                 ability.cost.life, ability.cost.tap, ability.each_player_loses)
                for choice in itertools.product(*units)]
    return out


def kinds_of(g: "Game", oid: str) -> Tuple[str, ...]:
    """The card types and supertypes of a permanent now (its supertypes as printed: no effect
    here changes them; a face-down one has none, 708.2a)."""
    p = g.permanents[oid]
    supertypes = () if p.face_down else (g.sc.objects[oid].back if p.back else g.sc.objects[oid].printed).supertypes
    if oid in g.copied:
        raise Unsupported("the supertypes of a copy")
    return tuple(sorted(set(g.views()[oid].types) | set(supertypes)))


def from_allowed(g: "Game", m: tuple, spell: Optional[str]) -> bool:
    """106.6: whether the spell's own restriction ("Spend only mana produced by basic lands to
    cast this spell") lets this mana pay for it: its source was of those kinds as it produced it."""
    f = g.sc.objects[spell].spend_only_from if spell is not None else None
    if f is None:
        return True
    if replace(f, types=(), supertypes=()) != Filter():
        raise Unsupported(f"a restriction on the source of mana {f}")
    return set(f.types) | set(f.supertypes) <= set(m[4])


def usable(g: "Game", m: tuple, spell: Optional[str]) -> bool:
    """106.6: whether mana may pay for `spell` (None: an activation cost): unless it is
    restricted to casting spells of a kind, and this is not one ("of the chosen type": as
    the permanent it came from chose as it entered, 614.12), or the spell restricts what may
    produce the mana spent on it (`from_allowed`)."""
    if not from_allowed(g, m, spell):
        return False
    only = g.sc.mana_abilities[m[2]].spend_only if m[2] else None
    if only is None:
        return True
    if "chosen" in only.subtypes:
        chosen = g.sc.objects[m[3]].chosen
        if chosen is None:
            raise Unsupported("mana restricted to a type nothing chose")
        only = replace(only, subtypes=tuple(chosen if t == "chosen" else t for t in only.subtypes))
    return spell is not None and spell_is(only, g.sc.objects[spell])


def riders_apply(g: "Game", spent: List[tuple], spell: Optional[str]) -> bool:
    """106.6: whether some of the mana spent on `spell` has a rider saying that a spell it is
    spent on (of the kind it names) can't be countered (101.2)."""
    for m in spent:
        rider = g.sc.mana_abilities[m[2]].rider if m[2] else None
        if rider is not None and spell is not None and rider.gives == "can't be countered" and \
                (rider.spells is None or spell_is(rider.spells, g.sc.objects[spell])):
            return True
    return False


def is_snow(g: "Game", oid: str) -> bool:
    """Whether a permanent is snow (205.4a): its supertypes as printed (no effect here changes
    them); a face-down permanent has none (708.2a)."""
    p = g.permanents[oid]
    if p.face_down:
        return False
    if oid in g.copied:
        raise Unsupported("the supertypes of a copy")
    face = g.sc.objects[oid].back if p.back else g.sc.objects[oid].printed
    return "snow" in face.supertypes


def permission(g: "Game", player: str, spell: Optional[str]) -> Tuple[bool, bool]:
    """609.4b: whether the player may spend mana as though it were mana of any colour, of any
    type: a static ability of a permanent on the battlefield that has it, for its controller
    ("you") or every player; one "to cast" some spells only for a spell it names (as the
    card is, 405.4) and not for an ability's cost."""
    views = g.views()
    color = kind = False
    for p in g.sc.spending:
        if p.source not in views or p.ability not in views[p.source].abilities:
            continue
        you = views[p.source].controller
        if p.players not in ("you", "each"):
            raise Unsupported(f"spending permission for {p.players}")
        if p.players == "you" and you != player:
            continue
        if p.spells is not None:
            check_filter(p.spells)
            if spell is None or not matches(p.spells, spell, spell_view(g, spell, player), you, p.source):
                continue
        if p.kind == "any color":
            color = True
        elif p.kind == "any type":
            kind = True
        else:
            raise Unsupported(f"spending as though {p.kind}")
    return color, kind


def sources(g: "Game", player: str, need_snow: bool, leave_out: Optional[str]) -> Dict[str, list]:
    """The permanents `player` controls that can be tapped for mana now, with what each could make."""
    views = g.views()
    out = {}
    for oid in sorted(g.permanents):
        if oid == leave_out or views[oid].controller != player:
            continue
        options = [(mana, life, lost) for mana, life, _, lost in mana_options(g, oid, need_snow)]
        if options:
            out[oid] = options
    return out


def leftovers(may_spend: Callable[[tuple], bool], pool: List[tuple], symbols: Tuple[str, ...], generic: int,
              any_color: bool, any_type: bool) -> Set[tuple]:
    """Every pool that paying the symbols and the generic amount out of `pool` could leave
    (601.2h: each symbol paid by one mana that fits it, `pays`, and that may be spent on the
    spell, `may_spend`; the rest stays, 106.4)."""
    out = set()
    spendable = [i for i, m in enumerate(pool) if may_spend(m)]
    for used in itertools.combinations(spendable, len(symbols) + generic):
        if pays([pool[i] for i in used], symbols, generic, any_color, any_type):
            out.add(tuple(sorted(m for i, m in enumerate(pool) if i not in used)))
    return out


def snow_matters(g: "Game") -> bool:
    """Whether some cost of the scenario has {S} (107.4h), or something counts the snow mana spent
    on a spell (601.2h): mana keeps whether it came from a snow source only then."""
    return any("{S}" in (o.printed.mana_cost or "") or any("{S}" in a for a in o.printed.abilities) or
               any(n == "S" for _, n in o.enters_with + o.distributes) for o in g.sc.objects.values()) or \
        any("{S}" in a.ability for a in g.sc.abilities) or g.asks_snow_spent


def check_pool(g: "Game", player: str, symbols: Tuple[str, ...], generic: int) -> None:
    """What the verifier weighs of a step's payments by one player: at most 11 kinds of symbols
    (a colour, {C}, {S}, generic: each payment's own) asked in the step in all."""
    if g.asked_in_step.get(player, 0) + len(set(symbols)) + 1 > 11:
        raise Unsupported("a step of many payments")


def can_pay(g: "Game", player: str, cost: Cost, x: int, spell: Optional[str], leave_out: Optional[str] = None,
            life: int = 0) -> bool:
    """Whether the player could pay now, with the mana in its pool (106.4) and tapping what it
    can for mana (more mana only helps), and `life` besides (119.4: no more than its life total,
    with what its mana abilities pay)."""
    symbols, generic = cost.total(x)
    if not symbols and not generic:
        return life <= g.life[player]
    check_pool(g, player, symbols, generic)
    found = sources(g, player, "S" in symbols, leave_out)
    color, kind = permission(g, player, spell)
    # (each permanent tapped or not: more mana may cost more life, 119.4)
    return any(life + sum(paid for _, paid, _ in pick) <= g.life[player] and
               pays([m for m in g.pool.get(player, []) + [m for mana, _, _ in pick for m in mana] if usable(g, m, spell)],
                    symbols, generic, color, kind)
               for pick in itertools.product(*[options + [((), 0, 0)] for options in found.values()]))


def convoke_paid(g: "Game", player: str, creatures: Tuple[str, ...], symbols: Tuple[str, ...],
                 generic: int) -> Tuple[Tuple[str, ...], int]:
    """702.51a: the player taps `creatures` for convoke as the total cost (symbols, generic) is
    paid: each an untapped creature it controls (summoning sick or not), each paying one
    generic mana or one coloured symbol of a colour it has (its printed colours: the
    reference follows no colour change), the player's choice; the part of the cost left for
    mana.  A creature that pays nothing is no way to pay (Impossible)."""
    views = g.views()
    if len(set(creatures)) != len(creatures):
        raise Unsupported("a creature named twice for convoke")
    for c in creatures:
        if c not in g.permanents or "creature" not in views[c].types or views[c].controller != player or \
                g.permanents[c].tapped:
            raise Impossible(f"{c} can't be tapped for convoke (702.51a)")
    ways = set()
    for picks in itertools.product(*[["1"] + sorted(k for k in COLORED
                                                    if COLOR_OF[k] in g.sc.objects[c].printed.colors)
                                      for c in creatures]):
        left, rest = list(symbols), generic
        for k in picks:
            if k == "1":
                rest -= 1
            elif k in left:
                left.remove(k)
            else:
                rest = -1
        if rest >= 0:
            ways.add((tuple(left), rest))
    if not ways:
        raise Impossible("more creatures tapped for convoke than symbols they may pay (702.51a)")
    return sorted(ways)[g.choose(len(ways))]


def improvise_paid(g: "Game", player: str, artifacts: Tuple[str, ...], generic: int) -> int:
    """702.126a: the player taps `artifacts` for improvise as the total cost is paid: each an
    untapped artifact it controls (an artifact creature summoning sick or not: 302.6 is about
    its own {T} costs), each paying one generic mana, never a coloured one; the generic mana
    left for mana.  One artifact more than the generic part pays nothing: no way to pay."""
    views = g.views()
    if len(set(artifacts)) != len(artifacts):
        raise Unsupported("an artifact named twice for improvise")
    for a in artifacts:
        if a not in g.permanents or "artifact" not in views[a].types or views[a].controller != player or \
                g.permanents[a].tapped:
            raise Impossible(f"{a} can't be tapped for improvise (702.126a)")
    if len(artifacts) > generic:
        raise Impossible("more artifacts tapped for improvise than generic mana to pay (702.126a)")
    return generic - len(artifacts)


def sacrificed_options(g: "Game", player: str, sacrificed: Tuple[str, ...],
                       need_snow: bool) -> List[List[Tuple[tuple, int, bool]]]:
    """601.2g, 701.21a: for each permanent the player sacrifices for mana, what each activation
    of one of its mana abilities sacrificing it could add (with the life paid and whether it has
    {T}); a permanent it does not control, or with no such ability it can activate, is no way to pay."""
    views = g.views()
    out = []
    for c in sacrificed:
        options = mana_options(g, c, need_snow, sacrificing=True) if c in g.permanents and \
            views[c].controller == player else []
        if not options:
            raise Impossible(f"{c} can't be sacrificed for mana (601.2g, 701.21a)")
        out.append(options)
    return out


def pay(g: "Game", player: str, cost: Cost, x: int, spell: Optional[str],
        leave_out: Optional[str] = None, convoke: Tuple[str, ...] = (), chance: bool = False,
        extra_life: int = 0, sacrificed: Tuple[str, ...] = (), improvise: Tuple[str, ...] = ()) -> FrozenSet[str]:
    """601.2g-h: the player activates mana abilities, tapping any permanents it chooses (more
    than needed too), and pays with that mana and the mana in its pool; what is not spent
    stays there (106.4); a choice of permanents whose mana can't pay is no payment (601.2h:
    partial payments are not allowed).  The creatures `convoke` names are tapped for convoke
    as it is paid, paying a part of it (702.51a): never tapped for mana too; so are the artifacts
    `improvise` names, for improvise (702.126a), each paying a generic mana.  `chance`: a share
    of nothing of a total that is some mana (702.132a) still gives the player its chance to
    activate mana abilities.  The permanents `sacrificed` are sacrificed for mana, each by one of its
    own mana abilities (601.2g), after the others: one tapped for mana already can't pay {T} again;
    gone then, none is tapped for convoke (601.2h); a {T} paid counts as tapped for mana (106.12)."""
    symbols, generic = cost.total(x)
    if extra_life > g.life[player]:  # (107.4f, 119.4: life paid for Phyrexian symbols, at most the life total)
        raise Impossible(f"{player} can't pay {extra_life} life")
    g.life[player] -= extra_life
    if not symbols and not generic and not chance:
        if convoke or improvise or sacrificed:
            raise Impossible("nothing to pay for what is tapped for convoke or improvise (702.51a, 702.126a), nor "
                             "for mana (601.2g)")
        return frozenset()  # ({0}: nothing to pay, so no mana abilities are activated, 601.2g)
    if (set(convoke) | set(improvise)) & set(sacrificed):
        raise Impossible("a permanent sacrificed for mana can't be tapped for convoke or improvise after (601.2g-h)")
    extra = sacrificed_options(g, player, sacrificed, "S" in symbols or snow_matters(g))
    if convoke:  # (the total cost has mana: mana abilities may be activated, 601.2g, even if convoke pays it all)
        symbols, generic = convoke_paid(g, player, convoke, symbols, generic)
        for c in convoke:
            g.permanents[c].tapped = True  # (tapped as the cost is paid: no mana ability of it can be activated)
    if improvise:  # (likewise, 702.126a)
        generic = improvise_paid(g, player, improvise, generic)
        for a in improvise:
            g.permanents[a].tapped = True
    check_pool(g, player, symbols, generic)
    found = sources(g, player, "S" in symbols or snow_matters(g), leave_out)
    color, kind = permission(g, player, spell)
    may_spend = functools.lru_cache(maxsize=None)(lambda m: usable(g, m, spell))  # (106.6, asked once a mana)
    # (what is tapped, what is left in the pool, what was spent: the mana a rider rides on, 106.6)
    # (and the life paid for the mana, 119.4: one ability after another, at most the life total in all)
    ways = sorted({(chosen | frozenset(c for c, (_, _, taps, _) in zip(sacrificed, more) if taps), left,
                    _less(full, left), life, lost) for n in range(len(found) + 1)
                   for chosen in map(frozenset, itertools.combinations(sorted(found), n))
                   for pick in itertools.product(*[found[o] for o in sorted(chosen)])
                   for more in itertools.product(*extra)
                   if not any(taps and c in chosen for c, (_, _, taps, _) in zip(sacrificed, more))
                   for life in [sum(paid for _, paid, _ in pick) + sum(paid for _, paid, _, _ in more)]
                   if life <= g.life[player]
                   for lost in [sum(n for _, _, n in pick) + sum(n for _, _, _, n in more)]
                   for full in [g.pool.get(player, []) + [m for mana, _, _ in pick for m in mana] +
                                [m for mana, _, _, _ in more for m in mana]]
                   for left in leftovers(may_spend, full, symbols, generic, color, kind)})
    if not ways:
        raise Impossible(f"{player} can't pay for {spell}")
    chosen, left, spent, life, lost = ways[g.choose(len(ways))]
    for o in chosen:  # 106.12, 701.26a (one sacrificed leaves at the events after the cast, 701.21a)
        g.permanents[o].tapped = True
    g.life[player] -= life
    for p in g.life:  # 605.1a: as the mana abilities resolve, each player loses what they say
        g.life[p] -= lost
    if riders_apply(g, list(spent), spell):
        g.casts.uncounterable.add(spell)
    if spell is not None:  # (each mana spent marked with whether a snow source made it: `snow_matters`)
        g.casts.snow[spell] = sum(1 for m in spent if m[1])
    g.pool[player] = list(left)
    g.asked_in_step[player] = g.asked_in_step.get(player, 0) + len(set(symbols)) + 1
    return frozenset(chosen)


def _less(pool: List[tuple], left: tuple) -> tuple:
    """The mana of the pool that is not left (a multiset difference), sorted."""
    out = list(pool)
    for m in left:
        out.remove(m)
    return tuple(sorted(out))


def add_mana(g: "Game", e: Event) -> None:
    """605.3a: the permanent's controller taps it for mana (a mana ability with {T} it can
    activate: 106.12, 302.6), and the mana goes into that player's pool (106.4)."""
    if e.what not in g.permanents:
        raise Impossible(f"{e.what} is not on the battlefield")
    player = g.view(e.what).controller
    options = mana_options(g, e.what, snow_matters(g))
    if not options:
        raise Impossible(f"{e.what} can't be tapped for mana")
    g.permanents[e.what].tapped = True
    mana, life, _, lost = options[g.choose(len(options))]
    g.life[player] -= life  # (119.4)
    for p in g.life:  # 605.1a: each player loses what it says, as it resolves
        g.life[p] -= lost
    g.pool[player] = g.pool.get(player, []) + list(mana)


# -- the total cost (601.2f, 118.7) ---------------------------------------------------------

def spell_colors(card: GameObject) -> FrozenSet[str]:
    """105.2, 202.2: a spell (405.4: as its card) is the colours of the mana symbols in its mana
    cost, and those the model gives it besides (a colour indicator, 202.2e)."""
    symbols = re.findall(r"\{([^{}]*)\}", card.printed.mana_cost or "")
    return frozenset(COLOR_OF[x] for x in symbols if x in COLOR_OF) | frozenset(card.printed.colors)


def spell_is(f: Filter, card: GameObject) -> bool:
    """Whether a spell is of the kind a cost change or a mana ability names: each of its card
    types, none of its excluded ones, at least one of its colours and of its subtypes, and one
    of its alternatives ("instant or sorcery") if it has some (as the card is, 405.4)."""
    if replace(f, types=(), non_types=(), colors=(), subtypes=(), any_of=()) != Filter():
        raise Unsupported(f"the spells of a cost change {f}")
    types = card.printed.types
    return set(f.types) <= types and not set(f.non_types) & types and \
        (not f.colors or bool(set(f.colors) & spell_colors(card))) and \
        (not f.subtypes or bool(set(f.subtypes) & set(card.printed.subtypes))) and \
        (not f.any_of or any(spell_is(g, card) for g in f.any_of))


def taxes_caster(c: CostChange, you: str, caster: str) -> bool:
    """Whose spells it changes: its controller's ("you"), that player's opponents' or every
    player's (the histories have two players)."""
    if c.players not in ("you", "opponents", "each"):
        raise Unsupported(f"a cost change for {c.players}")
    return c.players == "each" or (caster == you) == (c.players == "you")


def cast_this_turn(g: "Game", caster: str) -> int:
    """How many spells `caster` has cast this turn: the casts since the turn in progress began
    (a copy is not cast, 707.10).  Of a turn that began before the history, those cast before
    it are not known."""
    began = g.turn_start[g.active]
    if began <= -1:  # (the simulator's times: a turn begun in the history starts at point - 0.25, point >= 0)
        raise Unsupported("the spells cast this turn before the history began")
    return sum(1 for who, when in g.casts.cast_in if who == caster and when == began)


def change_of(g: "Game", c: CostChange, holder: str, s: str, caster: str) -> int:
    """What one cost change, as an ability of the permanent `holder`, adds to (or takes from)
    the cost of `caster` casting s now: a static ability works only while a permanent on the
    battlefield has it (113.6); per other spell the caster cast this turn, that many times
    (s itself not yet counted)."""
    views = g.views()
    if holder not in views or c.ability not in views[holder].abilities or c.activations is not None:
        return 0  # (one of activated abilities' costs changes no spell's, 602.2b)
    if not taxes_caster(c, views[holder].controller, caster):
        return 0
    if c.spells is not None and not spell_is(c.spells, g.sc.objects[s]):
        return 0
    return c.amount * cast_this_turn(g, caster) if c.per_other_spell else c.amount


def check_cost_changes(sc: Scenario) -> None:
    """Refuse a cost change of an instant or sorcery, or of a spell's own cost: those work on
    the stack (113.6, 113.6d), not from the battlefield, the only place read here."""
    for c in sc.cost_changes:
        if {"instant", "sorcery"} & sc.objects[c.source].printed.types or \
                re.search(r"\bthis (spell|card)\b", c.ability, re.I):
            raise Unsupported(f"the cost change {c.ability!r} of {c.source}")


def kicker_of(card: GameObject) -> Optional[Cost]:
    """702.33a: the cost of the card's one "Kicker" ability (reminder text aside); None
    without one; two, multikicker or a cost of anything but mana are not modelled here."""
    return _keyword_cost(card, "Kicker", r"(multi)?kicker\b")


def surge_of(card: GameObject) -> Optional[Cost]:
    """702.117a: the cost of the card's "Surge" ability, an alternative cost (118.9); None without one."""
    return _keyword_cost(card, "Surge", r"surge\b")


def emerge_of(card: GameObject) -> Optional[Cost]:
    """702.119a: the cost of the card's "Emerge" ability, an alternative cost (118.9); None without one."""
    return _keyword_cost(card, "Emerge", r"emerge\b")


def evoke_of(card: GameObject) -> Optional[Cost]:
    """702.74a: the cost of the card's "Evoke" ability, an alternative cost (118.9); None without one."""
    return _keyword_cost(card, "Evoke", r"evoke\b")


def awaken_of(card: GameObject) -> Optional[Cost]:
    """702.113a: the cost of "Awaken N—{cost}" among the card's abilities (reminder text aside)."""
    found = [m for m in (re.fullmatch(r"Awaken \d+ ?[\u2014-] ?((?:\{[^{}]+\})+)(?: \(.*\))?", a)
                         for a in card.printed.abilities) if m]
    if len(found) > 1:
        raise Unsupported("two awaken abilities")
    return parse_cost(found[0].group(1)) if found else None


def exiles_itself(card: GameObject) -> bool:
    """608.2c: an instruction of its text to exile this very spell ("Exile <its name>.")."""
    return any(f"Exile {card.printed.name}." in a for a in card.printed.abilities)


def mana_value(g: "Game", c: str) -> int:
    """202.3: the mana value of the mana cost printed on c, X as 0 (202.3e), 0 with none
    (202.3a); what a face-down permanent, a face of a double-faced card or a copy has instead
    (708.4, 712.8e, 707.2) is not read here."""
    o = g.sc.objects[c]
    if o.face_down or o.back is not None or o.copies_as_it_enters is not None or \
            any(p.copy_of for e in g.sc.effects.values() for p in e.parts):
        raise Unsupported(f"the mana value of {c}")
    cost = parse_cost(o.printed.mana_cost or "")
    return len(cost.symbols) + cost.generic


def sacrificeable(g: "Game", c: str, caster: str) -> bool:
    """702.119a, 701.21a: c is a creature on the battlefield its caster controls."""
    views = g.views()
    return c in views and "creature" in views[c].types and views[c].controller == caster


# 118.8, 601.2b: "As an additional cost to cast this spell, sacrifice a creature." (one card type, or any permanent)
ADDITIONAL_SACRIFICE = re.compile(r"As an additional cost to cast this spell, sacrifice an? "
                                  r"(artifact|creature|enchantment|land|permanent)\.")


def life_for(card: GameObject) -> int:
    """118.8: "As an additional cost to cast this spell, pay N life.": the N its caster pays (119.4)."""
    return sum(int(m.group(1)) for a in card.printed.abilities
               for m in [re.fullmatch(r"As an additional cost to cast this spell, pay (\d+) life\.", a)] if m)


# 118.8: "As an additional cost to cast this spell, discard a card." (or "a <type> card")
ADDITIONAL_DISCARD = re.compile(r"As an additional cost to cast this spell, discard an? (?:(\w+) )?card\.")


def discard_options(g: "Game", card: GameObject, caster: str) -> Optional[List[str]]:
    """The cards its caster could discard for its additional cost (None without one): in that
    player's hand (400.3: cards they own), of the type asked, not the spell's own card (601.2a)."""
    kinds = [m.group(1) for a in card.printed.abilities for m in [ADDITIONAL_DISCARD.fullmatch(a)] if m]
    if not kinds:
        return None
    return [c for c, z in g.zones.items() if z == "hand" and c != card.id and g.sc.objects[c].owner == caster and
            (kinds[0] is None or kinds[0] in g.sc.objects[c].printed.types)]


def discarded_for_cost(g: "Game", card: GameObject, e: Event, caster: str) -> None:
    """118.8, 601.2h, 701.9a: a card with an additional discard is cast discarding one of
    `discard_options` (free or not, 118.9d)."""
    options = discard_options(g, card, caster)
    if len(e.discarded) != (0 if options is None else 1):
        raise Unsupported("a discard not named, or named for no such cost")
    if options is not None and e.discarded[0] not in options:
        raise Impossible(f"{e.discarded[0]} can't be discarded for the additional cost of {e.what} (601.2h)")


def sacrificed_for_cost(g: "Game", card: GameObject, e: Event, caster: str) -> None:
    """118.8, 601.2h, 701.21a: a card whose text has a mandatory additional cost sacrificing a
    permanent of a type is cast sacrificing one (free or not, 118.9d): on the battlefield, its
    caster's, of that type; its card is on the stack, never the one sacrificed (601.2a)."""
    kinds = [m.group(1) for a in card.printed.abilities for m in [ADDITIONAL_SACRIFICE.fullmatch(a)] if m]
    if len(kinds) > 1 or len(e.sacrificed) != len(kinds):
        raise Unsupported("two additional sacrifices, one not named, or one named for no such cost")
    views = g.views()
    for c in e.sacrificed:
        if c == e.what or c not in views or views[c].controller != caster or \
                kinds[0] != "permanent" and kinds[0] not in views[c].types:
            raise Impossible(f"{c} can't be sacrificed for the additional cost of {e.what} (601.2h, 701.21a)")


def _keyword_cost(card: GameObject, keyword: str, start: str) -> Optional[Cost]:
    found = [a for a in card.printed.abilities if re.match(start, a, re.I)]
    if not found:
        return None
    m = re.fullmatch(keyword + r" ((?:\{[^{}]+\})+)(?: \(.*\))?", found[0])
    if len(found) > 1 or m is None:
        raise Unsupported(f"the ability {found[0]!r}")
    return parse_cost(m.group(1))


def total_cost(g: "Game", s: str, caster: str, cost: Cost, x: int, free: bool, kicked: bool = False,
               surge: bool = False, emerge: Optional[str] = None, evoke: bool = False, awaken: bool = False) -> Cost:
    """601.2f: the mana cost, X as announced (107.3a), or an alternative cost (118.9): cast
    without paying it, {0}; for its surge cost, that (702.117a); increases apply to it too
    (118.9d); plus the kicker cost if kicked (702.33a, 118.8), plus every increase, then less
    every reduction, taken from the generic part only (118.7a) and never below none (601.2f,
    118.7); each instance of a cost change's text on a permanent counts.  For its emerge cost
    sacrificing `emerge`, that cost, less that creature's mana value, one more reduction (702.119a).
    For its evoke cost, that, changed the same way (702.74a, 118.9d); for its awaken cost, likewise
    (702.113a)."""
    symbols, generic = ((), 0) if free else surge_of(g.sc.objects[s]).total(0) if surge else \
        evoke_of(g.sc.objects[s]).total(0) if evoke else awaken_of(g.sc.objects[s]).total(0) if awaken else \
        emerge_of(g.sc.objects[s]).total(0) if emerge is not None else cost.total(x)
    if kicked:
        kick = kicker_of(g.sc.objects[s])
        symbols, generic = symbols + kick.symbols, generic + kick.generic
    texts = {replace(c, source=""): c for c in g.sc.cost_changes}  # (every permanent with the text: a copy too)
    changes = [change_of(g, c, o, s, caster) for c in texts for o in sorted(g.permanents)]
    more, less = sum(n for n in changes if n > 0), -sum(n for n in changes if n < 0)
    less += mana_value(g, emerge) if emerge is not None else 0
    less += own_reduction(g, s, caster)
    return Cost(symbols, max(0, generic + more - less), 0)


def own_reduction(g: "Game", s: str, caster: str) -> int:
    """601.2f: the spell's own "costs {N} less" or "{X} less, where X is the greatest power among
    creatures you control" ("you" its caster), read now, as the total cost is determined; a
    greatest below 0, or among none, reduces nothing (107.1b, 208.2a)."""
    less = g.sc.objects[s].costs_less
    if less is None or isinstance(less, int):
        return less or 0
    if (less.how, less.what, less.times, less.plus, less.at_most, less.zone, less.on) != \
            ("greatest", "power", 1, 0, None, None, None):
        raise Unsupported(f"a spell's own cost reduction {less}")
    check_filter(less.of)
    views = g.views()
    powers = [views[o].power for o in sorted(views) if "creature" in views[o].types and
              matches(less.of, o, views[o], caster, s)]
    return max([0] + powers)


# -- spells --------------------------------------------------------------------------------

def spell_view(g: "Game", s: str, controller: str) -> View:
    """405.4: a spell has its card's characteristics (a copy, those it copied, 707.10); its
    controller is who cast it (or put the copy on the stack)."""
    p = g.sc.objects[s].printed
    return View(controller, p.types, p.abilities, p.power, p.toughness)


def on_stack(g: "Game", s: str) -> Optional[Spell]:
    return next((x for x in g.stack if isinstance(x, Spell) and x.id == s), None)


def effects_of(g: "Game", s: str, mode: Optional[int] = None, kicked: bool = False,
               awakened: bool = False) -> List[str]:
    """The effects of s's resolution: with a mode chosen (700.2a), that mode's and those of
    none; those for whether it was kicked, and those that do not ask (702.33e); its awaken
    part only if cast for its awaken cost (702.113a)."""
    return sorted(k for k, e in g.sc.effects.items()
                  if e.spell == s and e.mode in (None, mode) and e.kicked in (None, kicked) and
                  (awakened or not e.awaken))


def modes_of(g: "Game", s: str) -> List[int]:
    """700.2: the modes of a "Choose one —" spell, as its effects name them (none: not modal)."""
    modes = sorted({e.mode for e in g.sc.effects.values() if e.spell == s and e.mode is not None})
    if modes and not any(a.startswith("Choose one") for a in g.sc.objects[s].printed.abilities):
        raise Unsupported(f"the modes of {s}")
    return modes


def target_legal(g: "Game", s: str, controller: str, t: str, effect: Optional[str], chosen: bool = True) -> bool:
    """601.2c, 608.2b: a spell that counters targets a spell on the stack of the kind it
    names (701.6a, its card's `counters_spell`); one whose effect targets, a permanent on the
    battlefield that its effect's filter names ("you": the spell's controller), with neither
    shroud (702.18a) nor, unless the spell's controller controls it, hexproof (702.11b).
    `chosen`: t is the target the history names (else any object is weighed for it)."""
    card = g.sc.objects[s]
    if effect is None:
        target = on_stack(g, t)
        return target is not None and t != s and \
            matches(card.counters_spell, t, spell_view(g, t, target.controller), controller, s)
    e = g.sc.effects[effect]
    views = g.views()
    f = e.target if e.target is not None else e.affects if chosen else replace(e.affects, objects=())
    return t in views and matches(f, t, views[t], controller, None) and "shroud" not in views[t].abilities and \
        ("hexproof" not in views[t].abilities or views[t].controller == controller)


def targets_of(g: "Game", s: str, said: Tuple[str, ...], mode: Optional[int] = None,
               kicked: bool = False, awakened: bool = False) -> List[Tuple[str, Optional[str]]]:
    """Its targets, each with the effect that targets it (None: the spell it counters); of a
    modal spell, the chosen mode's only (700.2a, 601.2c); of a kicked part, only if kicked
    (702.33g)."""
    card = g.sc.objects[s]
    original = card.copy_of_spell or s
    effects = effects_of(g, original, mode, kicked, awakened)
    if card.counters_spell is not None:
        check_filter(card.counters_spell)
        if len(said) != 1 or effects:
            raise Unsupported("a spell that counters without one target, or with effects too")
        return [(said[0], None)]
    if said:
        raise Unsupported("targets said on the cast of a spell that counters nothing")
    out = []
    for eid in effects:
        check_filter(g.sc.effects[eid].affects, locked=True)  # (a spell's effect: 611.2c)
        out += [(t, eid) for t in g.sc.effects[eid].affects.objects]
    # (an awakened spell's two parts, or one with targets of different kinds, each its part's, 601.2c: their
    # targets, each its own)
    if len(effects) > 1 and not awakened and not all(g.sc.effects[e].target is not None for e in effects):
        raise Unsupported("a spell with several effects")
    return out


def check_card(g: "Game", s: str) -> None:
    card = g.sc.objects[s]
    types = set(card.printed.types)
    if card.token or card.copy_of_spell or card.controller != card.owner or "land" in types or \
            not types & (PERMANENT_TYPES | {"instant", "sorcery"}) or card.back is not None or \
            "Aura" in card.printed.subtypes or card.copies_as_it_enters is not None or card.printed.mana_cost is None:
        raise Unsupported(f"casting {s}")


def split_second(g: "Game") -> bool:
    """702.61a: a spell with split second is on the stack (a copy has it too, 707.10): no spell
    may be cast then, nor an ability that isn't a mana ability activated."""
    return any(isinstance(x, Spell) and any(a.lower() == "split second" for a in g.sc.objects[x.id].printed.abilities)
               for x in g.stack)


def may_cast_now(g: "Game", s: str) -> bool:
    """117.1a, 302.1, 307.1: a card in its owner's hand (601.2a: cast from there), an instant
    (or with flash, 702.8a) any time its owner has priority; anything else in a main phase of
    its owner's turn with the stack empty; never under split second (702.61a)."""
    card = g.sc.objects[s]
    if s in g.permanents or not (g.zones.get(s) == "hand" or g.zones.get(s) == "library" and off_the_top(g, s)):
        return False
    if split_second(g):
        return False
    if {"instant", "sorcery"} & set(card.printed.types) and forbidden(g, card.owner, CAST_INSTANTS):  # 101.2, 601.3
        return False
    if named_forbidden(g, card.printed.name):  # 101.2: spells with the name a permanent chose can't be cast
        return False
    if "instant" in card.printed.types or "flash" in card.printed.abilities or flash_permitted(g, s):
        return True
    return g.active == card.owner and not g.stack and main_phase(g)


# 601.3: "You may cast <kind> spells as though they had flash", a static ability of a permanent
AS_THOUGH_FLASH = re.compile(r"You may cast (\w+) spells as though they had flash\.?")


def flash_permitted(g: "Game", s: str) -> bool:
    """601.3: a permanent the card's owner controls has an ability letting spells of its card type
    (or subtype) be cast as though they had flash."""
    card = g.sc.objects[s]
    for view in g.views().values():
        for text in view.abilities:
            m = AS_THOUGH_FLASH.fullmatch(text)
            if m and view.controller == card.owner and \
                    (m.group(1).lower() in card.printed.types or m.group(1) in card.printed.subtypes):
                return True
    return False


# 601.3: "You may cast <card type> spells [of the chosen type] from the top of your library" (Vizier of the
# Menagerie, Realmwalker), a static ability of a permanent
OFF_THE_TOP = re.compile(r"you may cast (\w+) spells( of the chosen type)? from the top of your library\.?", re.I)


def off_the_top(g: "Game", s: str) -> bool:
    """601.3, 401.2: s is the first card of its owner's library, and a permanent that player
    controls has such an ability whose spells s would be: of that card type, and of the
    subtype its permanent chose as it entered (614.12), where it says so (none chosen: no
    spell is)."""
    card = g.sc.objects[s]
    if g.libraries.get(card.owner, [])[:1] != [s]:
        return False
    if "changeling" in card.printed.abilities:  # (702.73a: its creature types are a CDA's, not read here)
        raise Unsupported("a changeling card on top of a library")
    for oid, view in g.views().items():
        for text in view.abilities:
            m = OFF_THE_TOP.fullmatch(text)
            if m is None or view.controller != card.owner or m.group(1).lower() not in card.printed.types:
                continue
            if m.group(2) and g.sc.objects[oid].chosen not in card.printed.subtypes:
                continue
            return True
    return False


def main_phase(g: "Game") -> bool:
    """505.1: whether the turn is in a main phase: the histories' turns are taken to be in one
    until a `step` event begins another step (upkeep 503, draw 504, combat 506, end 513), and
    in one again after `step = "main"`."""
    return g.step in (None, "main")


def x_for(g: "Game", e: Event, cost: Cost) -> int:
    """107.3a: X as announced, or the caster's choice up to `x_at_most`; 107.3b: cast without
    paying its mana cost, X is 0."""
    if e.free:
        if e.x or e.x_at_most:
            raise Unsupported("an X given to a free cast")
        return 0
    if not cost.xs:
        if e.x is not None or e.x_at_most is not None:
            raise Unsupported("an X for a spell with no {X}")
        return 0
    if e.x is not None:
        return e.x
    if e.x_at_most is not None:
        return g.choose(e.x_at_most + 1)
    raise Unsupported("an X not said")


def cast(g: "Game", e: Event) -> None:
    """601.2: its owner moves the card from the hand to the stack (601.2a), announces X
    (601.2b) and targets (601.2c, each legal), determines the total cost (601.2f) and pays
    it (601.2g-h); the spell becomes cast and what triggers on a cast triggers (601.2i),
    going on the stack above it (603.3)."""
    s = e.what
    check_card(g, s)
    card = g.sc.objects[s]
    if not may_cast_now(g, s):
        raise Impossible(f"{s} can't be cast now")
    caster = card.owner
    text, life = card.printed.mana_cost, 0
    if "/P}" in text and not (e.free or e.surge or e.emerge is not None or e.evoke):  # (107.4f: as chosen, 601.2b)
        text, life = phyrexian_paid(text, e.phyrexian)
    life += life_for(card)  # (118.8: its additional cost of life, paid free or not, 118.9d)
    cost = parse_cost(text)
    x = x_for(g, e, cost)
    if (e.mode is not None or modes_of(g, s)) and e.mode not in modes_of(g, s):  # 700.2a: one of its modes
        raise Impossible(f"{s} cast without one of its modes")
    if e.kicked and kicker_of(card) is None:
        raise Impossible(f"{s} has no kicker (702.33a)")
    if e.surge and (surge_of(card) is None or not cast_this_turn(g, caster)):  # 702.117a: another spell this turn
        raise Impossible(f"{s} can't be cast for its surge cost")
    if e.emerge is not None and (emerge_of(card) is None or not sacrificeable(g, e.emerge, caster)):
        raise Impossible(f"{s} can't be cast for its emerge cost sacrificing {e.emerge} (702.119a)")
    sacrificed_for_cost(g, card, e, caster)  # (601.2b, 118.8: its additional cost; sacrificed at the next event)
    discarded_for_cost(g, card, e, caster)  # (likewise, a card discarded at the next event)
    if e.evoke and (evoke_of(card) is None or e.free or e.surge or e.emerge is not None):  # 702.74a, 118.9a
        raise Impossible(f"{s} can't be cast for its evoke cost")
    if e.awaken and (awaken_of(card) is None or e.free or e.surge or e.emerge is not None or e.evoke):  # 118.9a
        raise Impossible(f"{s} can't be cast for its awaken cost")
    targets = targets_of(g, s, e.targets, e.mode, e.kicked, e.awaken)
    if not all(target_legal(g, s, caster, t, eid) for t, eid in targets):
        raise Impossible(f"a target of {s} is not legal (601.2c)")
    dealt = spell_damage.announced(g, s, e, caster, x)  # 601.2c-d
    # 601.2f-h: the total cost, locked in, then paid (a free cast's {0} with nothing: no mana abilities)
    # (702.119a: the creature to sacrifice still there, 601.2g; the simulator sacrifices it at the next event)
    if e.bestow:
        raise Unsupported("a spell cast bestowed (702.103)")
    if (e.convoke or e.improvise) and ("{S}" in card.printed.mana_cost or e.emerge is not None or
                                       e.assisted_by is not None or not _keyword(card, "improvise" if e.improvise else
                                                                               "convoke")):
        raise Unsupported("convoke or improvise with {S}, emerge or assist, or by a spell without it")
    if e.convoke and e.improvise:
        raise Unsupported("convoke and improvise in one cast")
    if e.sacrificed_for_mana and (e.free or e.emerge is not None or e.assisted_by is not None):
        raise Unsupported("sacrificing for mana with a free cast, emerge or assist")
    total = total_cost(g, s, caster, cost, x, e.free, e.kicked, e.surge, e.emerge, e.evoke, e.awaken)
    before = g.views()  # (601.2c: what it targets is chosen before the cost is paid)
    if e.assisted_by is None:
        tapped = pay(g, caster, total, 0, s, convoke=tuple(e.convoke), extra_life=life,
                     sacrificed=tuple(e.sacrificed_for_mana), improvise=tuple(e.improvise))
    else:  # 702.132a: the other player taps for mana and pays some of the generic part; the caster the rest
        if life:
            raise Unsupported("assist with life paid")
        helped = e.assist if e.assist is not None else g.choose(e.assist_at_most + 1)
        if e.assisted_by == caster or not any(re.match(r"assist\b", a, re.I) for a in card.printed.abilities):
            raise Unsupported("assist by the caster, or of a card without it")
        if helped > total.generic:
            raise Impossible(f"{e.assisted_by} can't pay {helped} of the generic mana of {s} (702.132a)")
        # (each has a chance to activate mana abilities, its share nothing or not, the total being some mana, 601.2g)
        chance = bool(total.symbols or total.generic)
        tapped = pay(g, e.assisted_by, Cost((), helped, 0), 0, s, chance=chance) | \
            pay(g, caster, Cost(total.symbols, total.generic - helped, 0), 0, s, chance=chance)
        g.casts.assisted[s] = helped
    g.put(s, "stack")
    spell = Spell(s, caster, x, tuple(t for t, _ in targets), mode=e.mode, kicked=e.kicked, awakened=e.awaken,
                  damage=dealt)
    g.stack.append(spell)
    ward.check(g, spell, spell.targets, caster, before)  # 702.21a
    g.casts.x[s], g.casts.tapped[s] = x, tapped
    g.casts.cast_in.append((caster, g.turn_start[g.active]))
    if e.evoke:
        g.casts.evoked.add(s)
    if e.emerge is None and not e.sacrificed_for_mana and not e.sacrificed and not e.discarded:  # (601.2i: once
        # the creatures are sacrificed, or the card discarded, 601.2g-h)
        cast_triggers(g, s, caster)


def cast_triggers(g: "Game", s: str, caster: str) -> None:
    """601.2i, 603.2: "whenever you cast" (its source's controller is the caster) or
    "whenever a player casts" a spell matching `of` (as the card is, 405.4); its source on
    the battlefield with the ability; its intervening "if" (603.4); controlled by its
    source's controller (603.3a)."""
    from .expressions import evaluate  # (which reads the casts: imported where used)
    for t in g.sc.triggers:
        if t.when not in CASTING:
            continue
        check_filter(t.of)
        views = g.views()
        present = t.source in views and t.ability in views[t.source].abilities
        controller = views[t.source].controller if present else None
        fired = present and (t.when == "a player casts" or controller == caster) and \
            matches(t.of, s, spell_view(g, s, caster), controller, t.source) and \
            (t.condition is None or evaluate(g, t.condition.text))
        g.triggered = bool(fired)
        if fired:
            g.stack.append((controller, None))


def copy_spell(g: "Game", e: Event) -> None:
    """707.10: a copy of a spell on the stack is put on top of it, with its X and targets; it
    is not cast (no cast trigger)."""
    original, c = e.what, e.spell_copy
    spell = on_stack(g, original)
    if spell is None:
        raise Impossible(f"{original} is not a spell on the stack")
    copy = g.sc.objects[c]
    if copy.copy_of_spell != original or c in g.zones or c in g.permanents or c in g.last_known or c in g.casts.x:
        raise Unsupported(f"the copy {c}")
    if effects_of(g, original) or effects_of(g, c) or any(x.source == original for x in g.sc.effects.values()):
        raise Unsupported("a copy of a spell with effects of its own")
    if tuple(e.targets) != spell.targets:
        raise Unsupported("a copy with other targets (707.10c)")
    g.zones[c] = "stack"
    g.stack.append(Spell(c, copy.controller, spell.x, spell.targets, copy=True, kicked=spell.kicked))  # (707.10)
    g.casts.x[c] = spell.x


def tap_lands_with_mana_abilities(g: "Game", player: str) -> None:
    """Power Sink unpaid: the player taps each land it controls that has a mana ability (an
    activated ability adding mana with no target, 605.1a); tapped, nothing added (106.12 is
    about tapping for mana)."""
    views = g.views()
    for o, v in views.items():
        if "land" in v.types and v.controller == player and \
                any(re.match(r"[^:]*:\s*Add\b", a) and "target" not in a for a in v.abilities):
            g.permanents[o].tapped = True


def leave_stack(g: "Game", spell: Spell, into: str = "graveyard") -> None:
    """A spell leaving the stack other than onto the battlefield: its card into its owner's
    graveyard (608.2n, 608.2b, 701.6a), or where its own text put it (608.2c: exile); a copy
    ceases to exist (707.10a)."""
    g.stack.remove(spell)
    if spell.copy:
        g.zones.pop(spell.id, None)
    else:
        g.put(spell.id, into)


def top(g: "Game", s: str) -> Spell:
    """405.5, 608.1: what resolves is the top of the stack."""
    if not g.stack or not isinstance(g.stack[-1], Spell) or g.stack[-1].id != s:
        raise Impossible(f"{s} is not on top of the stack")
    return g.stack[-1]


def all_targets_illegal(g: "Game", spell: Spell) -> bool:
    """608.2b: a spell with targets whose every target is now illegal."""
    targets = targets_of(g, spell.id, spell.targets if g.sc.objects[spell.id].counters_spell is not None else (),
                         spell.mode, spell.kicked, spell.awakened)
    return bool(targets) and not any(target_legal(g, spell.id, spell.controller, t, eid) for t, eid in targets) or \
        spell_damage.all_illegal(g, spell)


def resolve_spell(g: "Game", e: Event, unmet: FrozenSet[str] = frozenset()) -> None:
    """608.2: an instant or sorcery resolves: with every target illegal it does not (608.2b);
    else a spell that counters removes its target from the stack (701.6a) and the effects
    of its resolution begin (613.7b, what they affect fixed now, 611.2c, illegal targets
    left out, 608.2b: not one whose targets are all illegal, nor one whose condition failed,
    `unmet`, 608.2c); its card goes to its owner's graveyard last (608.2n)."""
    spell = top(g, e.what)
    card = g.sc.objects[e.what]
    if not {"instant", "sorcery"} & set(card.printed.types):
        raise Unsupported(f"{e.what} resolving as an instant or sorcery")
    if tuple(sorted(e.effects)) != tuple(effects_of(g, e.what, spell.mode, spell.kicked, spell.awakened)):
        raise Unsupported(f"the effects of {e.what}'s resolution")
    if all_targets_illegal(g, spell):
        leave_stack(g, spell)
        return
    if card.unless_pays is not None:  # 118.12: the target's controller pays, or not
        player = on_stack(g, spell.targets[0]).controller
        if e.paid:  # (605.3a: tapping for mana as it pays; the target is not countered)
            pay(g, player, Cost((), 0, 1) if card.unless_pays == "X" else Cost((), card.unless_pays, 0), spell.x, None)
        elif card.taps_lands_unpaid:
            tap_lands_with_mana_abilities(g, player)
    if card.counters_spell is not None and spell.targets[0] not in g.casts.uncounterable and \
            not e.paid:  # (101.2; 118.12)
        leave_stack(g, on_stack(g, spell.targets[0]))
    views = g.views()
    legal = {eid: [t for t in g.sc.effects[eid].affects.objects if target_legal(g, e.what, spell.controller, t, eid)]
             for eid in e.effects}
    for eid in e.effects:
        x = replace(g.sc.effects[eid], controller=spell.controller)  # 109.5: its "you" is the spell's controller
        if x.static or eid in g.begun:
            raise Unsupported(f"the effect {eid}")
        if eid in unmet or x.affects.objects and not legal[eid]:
            continue
        locked = frozenset(o for o, v in views.items() if matches(x.affects, o, v, x.controller, x.ability_of))
        g.begun.add(eid)
        g.running[eid] = Applying(x, g.stamp(), locked)
        for t in x.affects.objects:  # 122.1: counters its resolution puts on a target still legal (608.2b)
            if x.puts_counters and target_legal(g, e.what, spell.controller, t, eid):
                for kind, n in x.puts_counters:
                    g.permanents[t].counters[kind] = g.permanents[t].counters.get(kind, 0) + n
    if g.sc.counter_replacements and (card.distributes or any(g.sc.effects[eid].puts_counters for eid in e.effects)):
        raise Unsupported("counters put by a spell beside replacement effects")
    distribute(g, e.what, spell.controller, views)
    g.casts.resolved.add(e.what)
    leave_stack(g, spell, "exile" if exiles_itself(card) else "graveyard")


def distribute(g: "Game", s: str, controller: str, views: Dict[str, View]) -> None:
    """608.2c: counters a spell distributes as it resolves among any number of creatures its
    controller controls: how many each gets is that player's choice, all of them given out (none
    with no such creature); "S" is the {S} spent to cast it (601.2h: none for a copy, 707.10)."""
    if not g.sc.objects[s].distributes:
        return
    kind, n = g.sc.objects[s].distributes[0]
    amount = g.casts.snow.get(s, 0) if n == "S" else n
    mine = sorted(o for o, v in views.items() if "creature" in v.types and v.controller == controller)
    shares = {o: g.choose(amount + 1) for o in mine}
    if sum(shares.values()) != (amount if mine else 0):
        raise Impossible(f"{s} distributes {amount} counters, not {sum(shares.values())}")
    for o, k in shares.items():
        g.permanents[o].counters[kind] = g.permanents[o].counters.get(kind, 0) + k


def resolve_permanent(g: "Game", e: Event, point: int) -> None:
    """608.3a: a permanent spell (with no targets) becomes a permanent, entering the
    battlefield under its controller's control; what it enters with sees the spell's X
    (107.3m); a copy of one becomes a token (608.3f, 707.10f)."""
    spell = top(g, e.what)
    if spell.targets or {"instant", "sorcery"} & set(g.sc.objects[e.what].printed.types):
        raise Unsupported(f"{e.what} resolving as a permanent spell")
    if g.sc.objects[e.what].controller != spell.controller:
        raise Unsupported(f"{e.what} under another player's control")
    g.stack.pop()
    g.casts.resolved.add(e.what)
    g.enter(replace(e, from_stack=False, x=spell.x, x_at_most=None), point, snow=g.casts.snow.get(e.what, 0),
            kicked=spell.kicked)


def can_cast(g: "Game", s: str, kicked: Optional[bool] = None, awakened: Optional[bool] = None) -> bool:
    """Whether s could be cast now (601.2): in its owner's hand, at a time it may be cast, some
    legal choice for each of its targets, and its total cost (601.2f: its mana cost changed by
    the cost changes that would apply) payable some way, with some X (107.3a: the caster's
    choice, so 0 is one, the cheapest); kicked or not as `kicked` says (None: either, 702.33a),
    for its awaken cost or not as `awakened` says (702.113a)."""
    card = g.sc.objects[s]
    if card.copy_of_spell:  # 707.10: a copy of a spell is put on the stack, never in a hand to be cast from
        return False
    check_card(g, s)
    if _keyword(card, "convoke") or _keyword(card, "improvise"):
        raise Unsupported("can_cast of a spell with convoke or improvise (702.51a, 702.126a)")
    if not may_cast_now(g, s):
        return False
    if discard_options(g, card, card.owner) == []:  # (118.3: a card to discard for its additional cost)
        return False
    for a in card.printed.abilities:  # (118.3: a permanent to sacrifice for its additional cost, 601.2h)
        m = ADDITIONAL_SACRIFICE.fullmatch(a)
        if m and emerge_of(card) is not None:
            raise Unsupported("an additional sacrifice beside emerge")
        if m and not any(v.controller == card.owner and (m.group(1) == "permanent" or m.group(1) in v.types)
                         for c, v in g.views().items() if c != s):
            return False
    casts = [e for e in g.sc.events if e.kind == "cast" and e.what == s]
    said = casts[0].targets if casts else ()
    # 601.2c: each target has some legal choice now (not only the one the history makes later)
    candidates = [x.id for x in g.stack if isinstance(x, Spell)] if card.counters_spell is not None else \
        sorted(g.views())
    options = [k for k in (False, True) if kicked in (None, k) and (not k or kicker_of(card) is not None)]
    # (118.9a: one alternative cost at a time: (surge, emerge, evoke); 702.119a: each creature to sacrifice; 702.74a)
    ways = [(False, None, False, False)] + \
        ([(True, None, False, False)] if surge_of(card) is not None and cast_this_turn(g, card.owner) else []) + \
        ([(False, c, False, False) for c in sorted(g.views()) if c != s and sacrificeable(g, c, card.owner)]
         if emerge_of(card) is not None else []) + \
        ([(False, None, True, False)] if evoke_of(card) is not None else []) + \
        ([(False, None, False, True)] if awaken_of(card) is not None else [])
    marks = card.printed.mana_cost.count("/P}")  # (107.4f, 601.2b: each Phyrexian symbol paid with mana or life)
    return any(any(all(any(target_legal(g, s, card.owner, c, eid, chosen=False) for c in candidates)
                       for _, eid in targets_of(g, s, said, mode, kick, awaken)) for mode in modes_of(g, s) or [None]) and
               can_pay(g, card.owner, total_cost(g, s, card.owner, parse_cost(paid[0]), 0, False, kick,
                                                 surge, emerge, evoke, awaken), 0, s, life=paid[1] + life_for(card))
               for kick in options for surge, emerge, evoke, awaken in ways  # (of a modal spell, some mode's targets: 700.2a)
               if awakened in (None, awaken)
               for how in (itertools.product(("mana", "life"), repeat=marks) if not (surge or emerge or evoke or awaken)
                           else [()])
               for paid in [phyrexian_paid(card.printed.mana_cost, tuple(how)) if how else
                            (card.printed.mana_cost if not marks else re.sub(r"\{[WUBRG]/P\}", "", card.printed.mana_cost), 0)])


def _keyword(card: GameObject, word: str) -> bool:
    """Whether the card's abilities list that keyword (702.51a convoke, 702.126a improvise)."""
    return any(a.lower().startswith(word) for a in card.printed.abilities)
