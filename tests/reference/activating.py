"""Activated abilities in the reference's histories (602, 608.2c), written from the
Comprehensive Rules apart from `verifier.rules`: an `activate` event of an `[[ability]]`
pays its cost at once (602.2b: {T}, {Q}, mana, counters removed from its permanent, life)
and puts it on the stack; a `resolves` event of it takes it from the top of the stack and
begins the effects it lists (608.2c, 613.7b).  The restrictions "activate only as a
sorcery" and "only once each turn" are followed (602.5b, 602.5d), and reductions of what
activated abilities cost (602.2b, 601.2f); any other text in the cost or about activating is
refused as unsupported."""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple

from verifier.model import ActivatedAbility, Event
from verifier.model.effects import ACTIVATE_NONMANA

from . import casting, damage, ward
from .forbidding import forbidden, source_forbidden
from .layers import Impossible, Unsupported, check_filter, matches

if TYPE_CHECKING:
    from .simulator import Game

NUMBER = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
HALVES = re.compile(r"\{([WUBRG2])/([WUBRG])\}")  # 107.4e: a hybrid symbol, its two halves
UNEARTH = re.compile(r"Unearth ((?:\{[0-9WUBRGC]\})+)\Z")  # 702.84a


@dataclass
class Activation:
    """An activated ability on the stack (405.1): which, and who activated it (602.2)."""

    aid: str
    controller: str
    moves: Optional[int] = None  # unearth: how many times its card had changed zones as it was activated (400.7)
    targets: Dict[str, int] = field(default_factory=dict)  # cards it targets -> their zone changes then (400.7)


@dataclass
class Cost:
    """An activation cost read part by part (602.1a, 118)."""

    tap: bool = False
    untap: bool = False
    mana: str = ""
    life: int = 0
    counters: Tuple[Tuple[str, int], ...] = ()
    sacrifice: bool = False  # the permanent itself (701.21a: its controller can always sacrifice it)
    # "Sacrifice a creature", "Sacrifice another artifact": (the card type, whether its source is excluded), 701.21a
    sacrifice_one: Optional[Tuple[str, bool]] = None


def read_cost(text: str) -> Cost:
    """The parts of the cost before the colon; anything else is not supported here."""
    cost = Cost()
    for part in (p.strip() for p in text.split(":", 1)[0].split(",")):
        if part == "{T}":
            cost.tap = True
        elif part == "{Q}":
            cost.untap = True
        elif re.fullmatch(r"(\{[0-9WUBRGCSX]\}|\{[WUBRG2]/[WUBRG]\})+", part):  # (X: announced, 107.3a; hybrid)
            cost.mana += part
        elif re.fullmatch(r"Sacrifice (this \w+|~)", part):
            cost.sacrifice = True
        elif re.fullmatch(r"Sacrifice (a|an|another) (artifact|creature|enchantment|land|permanent)", part) and \
                cost.sacrifice_one is None:
            cost.sacrifice_one = (part.split()[2], part.split()[1] == "another")
        elif re.fullmatch(r"Pay \d+ life", part):
            cost.life += int(part.split()[1])
        elif re.fullmatch(r"Remove (a|an|one|two|three) (\S+) counters? from (it|\w+)", part):
            n, kind = part.split()[1:3]
            cost.counters += ((kind, NUMBER[n]),)
        else:
            raise Unsupported(f"the cost part {part!r}")
    return cost


@dataclass(frozen=True)
class Wanted:
    """What its one word target asks for (115.1): the kind of permanent, whose ("you",
    "opponent" or None), not its source ("another"), how many (an exact number, or at most
    that many for "up to"), and a kind of counter it must not have (122.1)."""

    another: bool
    kind: str
    whose: Optional[str]
    how_many: int = 1         # (0 for "X target": as many as the X announced, 601.2b-c)
    up_to: bool = False
    without: Optional[str] = None


NUMBERS = {"one": 1, "two": 2, "three": 3}
COUNTER_ON_IT = "activate only if this creature has a +1/+1 counter on it"  # 602.5b
# 120.1, 601.2d: "This creature deals N damage to <any target | target creature | target player>" or "... divided
# as you choose among one or two (or one, two, or three) targets" (each any target: a creature, a player or a
# planeswalker, 115.4)
DAMAGE = re.compile(r"This creature deals (\d+) damage (?:to (any target|target creature|target player)|divided as "
                    r"you choose among (one or two|one, two, or three) targets)\.")
AMONG = {"one or two": 2, "one, two, or three": 3}


def damage_targets(g: "Game", a: ActivatedAbility, controller: str) -> Dict[str, bool]:
    """Each target of a damage ability -> whether it is legal now (601.2c, 608.2b): a player if its text allows
    one; a creature (or, for any target, a planeswalker) on the battlefield without shroud, nor hexproof unless
    `controller` controls it (702.18a, 702.11b).  The damage each is dealt: 601.2d checked in `activate`."""
    m = DAMAGE.match(a.ability.split(":", 1)[1].strip())
    kind = m.group(2) or "any target"
    out = {}
    for t, _ in a.deals:
        if t in ("you", "opponent"):
            out[t] = kind in ("any target", "target player")
        elif t not in g.permanents or kind == "target player":
            out[t] = False
        else:
            v = g.view(t)
            if "planeswalker" in v.types:
                raise Unsupported("damage to a planeswalker (120.3c)")
            out[t] = ("creature" in v.types or kind == "any target" and "planeswalker" in v.types) and \
                "shroud" not in v.abilities and ("hexproof" not in v.abilities or v.controller == controller)
    return out


def target_of(text: str) -> Optional[Wanted]:
    """Its one word target (115.1), or None; any other target is not supported here."""
    if DAMAGE.match(text.split(":", 1)[1].strip()):  # (its targets: `damage_targets`)
        return None
    effect = text.split(":", 1)[1]
    found = re.findall(r"\b(up to )?(?:(one|two|three|X) )?(another )?target (creature|artifact|land|permanent)(s?)"
                       r"( you control| an opponent controls)?(?: without an? (\S+) counter on (?:it|them))?(?=[ .]|$)",
                       effect, re.I)
    if len(found) != len(re.findall(r"\btarget\b", effect, re.I)) or len(found) > 1:
        raise Unsupported(f"the targets of {text!r}")
    if not found:
        return None
    up_to, number, another, kind, plural, whose, without = found[0]
    how_many = NUMBERS.get(number.lower(), 0) if number else 1  # (0: X, the number its activation announces)
    if (how_many != 1) != bool(plural):
        raise Unsupported(f"the targets of {text!r}")
    return Wanted(bool(another), kind.lower(), {"": None, " you control": "you", " an opponent controls": "opponent"}[
        whose], how_many, bool(up_to), without or None)


def legal_target(g: "Game", text: str, source: str, controller: str, t: str) -> bool:
    """601.2c, 608.2b: a permanent on the battlefield of the kind its text names, not its source
    for "another", without a counter of the kind it excludes, with neither shroud nor, unless
    the ability's controller controls it, hexproof (702.18a, 702.11b)."""
    wanted = target_of(text)
    if t not in g.permanents or wanted.another and t == source:
        return False
    v = g.view(t)
    mine = v.controller == controller
    return (wanted.kind == "permanent" or wanted.kind in v.types) and \
        wanted.whose in (None, "you" if mine else "opponent") and \
        not (wanted.without and g.permanents[t].counters.get(wanted.without, 0) > 0) and \
        "shroud" not in v.abilities and ("hexproof" not in v.abilities or mine)


def chosen_targets(g: "Game", a: ActivatedAbility) -> List[str]:
    """The targets its effects affect: different objects (115.3), as many as its text asks
    (exactly, or at most for "up to", 601.2c); for one target, the same for each effect."""
    wanted = target_of(a.ability)
    if wanted is None:
        return []
    chosen = sorted({o for eid in a.effects for o in g.sc.effects[eid].affects.objects} | set(a.untaps) | set(a.moves))
    if wanted.how_many and (len(chosen) > wanted.how_many or not wanted.up_to and len(chosen) != wanted.how_many):
        raise Unsupported(f"the targets of {a.id}")
    return chosen


def restrictions(text: str) -> List[str]:
    """The sentences after the colon that say when it may be activated (602.5)."""
    out = [s.strip().rstrip(".").lower() for s in text.split(":", 1)[1].split(".") if "activate" in s.lower()]
    if set(out) - {"activate only as a sorcery", "activate only once each turn", COUNTER_ON_IT}:
        raise Unsupported(f"the restrictions {out}")
    return out


def ability(g: "Game", aid: str) -> ActivatedAbility:
    return next(a for a in g.sc.abilities if a.id == aid)


def blocked(g: "Game", oid: str, text: str, cost: Cost) -> Optional[str]:
    """Why oid's ability can't be activated now but for its mana (None: nothing): not on the
    battlefield with it (602.1), a restriction its text states (602.5b, 602.5d: its
    controller's turn, a main phase, the stack empty), {T} or {Q} (107.5, 107.6, 302.6), the
    counters and life it pays (122.8, 119.4; 118.3: a cost is paid in full or not at all)."""
    if oid not in g.permanents or text not in g.view(oid).abilities:
        return f"{oid} is not on the battlefield with {text!r} (602.1)"
    rules, view, p = restrictions(text), g.view(oid), g.permanents[oid]
    if text not in g.sc.mana_abilities and forbidden(g, view.controller, ACTIVATE_NONMANA):  # 101.2, 605.1a
        return "its controller may not activate abilities that aren't mana abilities (101.2)"
    if text not in g.sc.mana_abilities and source_forbidden(g, oid):  # 101.2, 605.1a: Pithing Needle
        return "no player may activate the abilities that aren't mana abilities of a source with its name (101.2)"
    if text not in g.sc.mana_abilities and casting.split_second(g):  # 702.61a, 605.1a
        return "a spell with split second is on the stack (702.61a)"
    if "activate only as a sorcery" in rules and (g.active != view.controller or g.stack or not casting.main_phase(g)):
        return "only as a sorcery (602.5d, 307.1)"
    if "activate only once each turn" in rules:
        if g.turn_start[g.active] <= -1:  # (what was activated before the history began is not known here)
            raise Unsupported("once each turn, in the turn the history began in")
        if (oid, text) in g.activated_this_turn:
            return "already activated this turn (602.5b)"
    if COUNTER_ON_IT in rules and not p.counters.get("+1/+1", 0):  # 602.5b
        return "only with a +1/+1 counter on it (602.5b)"
    if cost.tap or cost.untap:
        if cost.tap == p.tapped or cost.tap and cost.untap:
            return "{T} of a tapped permanent, or {Q} of an untapped one (107.5, 107.6)"
        if "creature" in view.types and not (g.since_turn_began(oid) or "haste" in view.abilities or
                                             g.permitted(oid, "activate")):
            return "{T} or {Q} of a creature not controlled since the turn began (302.6)"
    if any(p.counters.get(kind, 0) < n for kind, n in cost.counters):
        return "fewer counters than the cost removes (122.8)"
    if g.life[view.controller] < cost.life:
        return "less life than the cost (119.4)"
    return None


def mana_cost(g: "Game", oid: str, controller: str, mana: str) -> casting.Cost:
    """602.2b applies 601.2f: the ability's mana, less what each reduction of activated abilities
    takes, as an ability of each permanent on the battlefield that has it, for abilities of the
    kind of permanent oid is and of `controller` among the players it names; from the generic
    part only, never below none (118.7, 118.7a: {S} and coloured symbols stay)."""
    cost, views, less = casting.parse_cost(mana), g.views(), 0
    for c in {replace(c, source=""): c for c in g.sc.cost_changes if c.activations is not None}:
        if c.amount > 0:
            raise Unsupported("an increase of activation costs")
        check_filter(c.activations)
        for holder in sorted(views):
            if c.ability in views[holder].abilities and \
                    casting.taxes_caster(c, views[holder].controller, controller) and \
                    matches(c.activations, oid, views[oid], views[holder].controller, None):
                less -= c.amount
    return casting.Cost(cost.symbols, max(0, cost.generic - less), cost.xs)


def paid_with(mana: str, halves: Tuple[str, ...]) -> str:
    """107.4e: the cost with its hybrid symbols, left to right, each paid by the half given."""
    if len(HALVES.findall(mana)) != len(halves):
        raise Unsupported("an activation naming no half for a hybrid symbol of its cost")
    out, rest = "", mana
    for half in halves:
        m = HALVES.search(rest)
        if half not in m.groups():
            raise Unsupported(f"{half} is no half of {m.group(0)}")
        out, rest = out + rest[:m.start()] + "{" + half + "}", rest[m.end():]
    return out + rest


def every_way(mana: str) -> List[str]:
    """107.4e: the cost paid with each choice of halves of its hybrid symbols."""
    return [paid_with(mana, c) for c in itertools.product(*HALVES.findall(mana))]


def can_activate(g: "Game", oid: str, text: str) -> bool:
    """602.2: whether it could be activated now: nothing `blocked` says, some legal target for
    one it has (601.2c), and its mana payable by its controller tapping permanents for mana,
    not oid when {T} is in the cost (601.2g-h)."""
    keyword = UNEARTH.match(text)
    if keyword is not None:  # 702.84a: its owner, the card in that player's graveyard, as a sorcery, paying its mana
        owner = g.sc.objects[oid].owner
        return text in g.sc.objects[oid].printed.abilities and g.zones.get(oid) == "graveyard" and \
            g.active == owner and not g.stack and casting.main_phase(g) and \
            not forbidden(g, owner, ACTIVATE_NONMANA) and not source_forbidden(g, oid) and \
            casting.can_pay(g, owner, casting.parse_cost(keyword.group(1)), 0, None)
    exiles = EXILES.fullmatch(text)
    if exiles is not None and g.sc.objects[oid].zone:  # 113.6, 601.2c: N cards of an opponent's graveyard to target
        owner = g.sc.objects[oid].owner
        cards = [t for t, z in g.zones.items() if z == "graveyard" and g.sc.objects[t].owner != owner]
        return text in g.sc.objects[oid].printed.abilities and g.zones.get(oid) == "graveyard" and \
            g.active == owner and not g.stack and casting.main_phase(g) and \
            not forbidden(g, owner, ACTIVATE_NONMANA) and not source_forbidden(g, oid) and len(cards) >= WORDS[exiles.group(2)] and \
            casting.can_pay(g, owner, casting.parse_cost(exiles.group(1)), 0, None)
    cost = read_cost(text)
    if blocked(g, oid, text, cost) is not None:
        return False
    if cost.sacrifice_one and not any(may_sacrifice(g, cost, oid, c) for c in g.permanents):  # (118.3)
        return False
    if DAMAGE.match(text.split(":", 1)[1].strip()) and "target creature" in text:
        raise Unsupported("whether a creature could be its damage's target")
    controller = g.view(oid).controller
    wanted = target_of(text)
    if wanted is not None and not wanted.up_to and \
            sum(legal_target(g, text, oid, controller, t) for t in g.permanents) < wanted.how_many:  # (X: as 0)
        return False  # (601.2c: a legal choice of its targets, different ones, 115.3)
    return not cost.mana or any(casting.can_pay(g, controller, mana_cost(g, oid, controller, way), 0, None,
                                                leave_out=oid if cost.tap else None) for way in every_way(cost.mana))


def activate(g: "Game", e: Event) -> None:
    """602.2: its controller activates it, if nothing forbids it (`blocked`), paying the whole
    cost at once (602.2b): the mana first, by tapping for mana what that player chooses
    (601.2g-h), then {T} or {Q}, the counters, the life; it goes on the stack (405.1)."""
    a = ability(g, e.what)
    if a.returns is not None:
        unearth(g, a)
        return
    if g.sc.objects[a.source].zone:
        exile_targets(g, a, e)
        return
    oid, cost = a.source, read_cost(a.ability)
    if cost.sacrifice:
        raise Unsupported("an activation sacrificing its source")
    why = blocked(g, oid, a.ability, cost)
    if why is not None:
        raise Impossible(why)
    if len(e.sacrificed) != (1 if cost.sacrifice_one else 0):
        raise Unsupported("an activation naming no permanent for its sacrifice, or one for a cost that has none")
    for c in e.sacrificed:  # (it leaves at the event after, 601.2h; tapped for mana first, 601.2g, if it was)
        if not may_sacrifice(g, cost, oid, c):
            raise Impossible(f"{c} can't be sacrificed for the cost of {a.id} (701.21a)")
    p, controller, before = g.permanents[oid], g.view(oid).controller, g.views()
    m = DAMAGE.match(a.ability.split(":", 1)[1].strip())
    if m is not None:  # 601.2d: one target dealt N, or N divided among one or two, at least 1 each
        amounts = [n for _, n in a.deals]
        if not amounts or sum(amounts) != int(m.group(1)) or min(amounts) < 1 or \
                len(amounts) > AMONG.get(m.group(3), 1):
            raise Impossible(f"{a.id}: {amounts} is no division of its damage (601.2d)")
        if not all(damage_targets(g, a, controller).values()):
            raise Impossible(f"a target of {a.id} is not legal (601.2c)")
    for t in chosen_targets(g, a):  # 601.2c via 602.2b
        if not legal_target(g, a.ability, oid, controller, t):
            raise Impossible(f"{t} is not a legal target of {a.id}")
    if cost.mana:  # (107.3a: {X} paid as the X its activation announces)
        if "{X}" in cost.mana and any(c.activations is not None for c in g.sc.cost_changes):
            raise Unsupported("a reduction of an activation cost with {X}")
        casting.pay(g, controller, mana_cost(g, oid, controller, paid_with(cost.mana, e.hybrid)), e.x or 0, None,
                    leave_out=oid if cost.tap else None)  # (107.4e: each hybrid symbol by the half the event names)
    if cost.tap or cost.untap:
        p.tapped = cost.tap
    for kind, n in cost.counters:
        p.counters[kind] -= n
    g.life[controller] -= cost.life
    g.activated_this_turn.add((oid, a.ability))
    g.stack.append(Activation(a.id, controller))
    ward.check(g, g.stack[-1], chosen_targets(g, a), controller, before)  # 702.21a


def may_sacrifice(g: "Game", cost: Cost, source: str, c: str) -> bool:
    """701.21a, 602.2b: c is a permanent its ability's controller controls, of the type the cost
    names (any for "permanent"), and not the ability's source for "another"."""
    kind, another = cost.sacrifice_one
    if c not in g.permanents or another and c == source:
        return False
    v = g.view(c)
    return v.controller == g.view(source).controller and (kind == "permanent" or kind in v.types)


def copy(g: "Game", e: Event) -> None:
    """707.10: a copy of the latest activation of e.what still on the stack goes on top of it, as
    the [[ability]] e.ability_copy, controlled as the original; nothing is paid, nothing is
    activated.  A target of its own (707.10c) must be legal now; the original's stays as it is."""
    originals = [x for x in g.stack if isinstance(x, Activation) and x.aid == e.what]
    if not originals:
        raise Impossible(f"{e.what} is not on the stack to be copied (707.10)")
    a, controller = ability(g, e.ability_copy), originals[-1].controller
    chosen = chosen_targets(g, a)
    if chosen != chosen_targets(g, ability(g, e.what)):
        for t in (t for t in chosen if not legal_target(g, a.ability, a.source, controller, t)):
            raise Impossible(f"{t} is not a legal new target for the copy (707.10c)")
    g.stack.append(Activation(a.id, controller))


def unearth(g: "Game", a: ActivatedAbility) -> None:
    """702.84a: "[cost]: Return this card from your graveyard to the battlefield ... Activate only as
    a sorcery": its owner activates it while the card is in that player's graveyard (113.6), on that
    player's turn, in a main phase, with the stack empty (307.1), paying its mana (602.2b)."""
    owner, cost = g.sc.objects[a.source].owner, UNEARTH.match(a.ability)
    if cost is None or any(c.activations is not None for c in g.sc.cost_changes):
        raise Unsupported(f"the unearth ability {a.ability!r}")
    if g.zones.get(a.source) != "graveyard" or g.active != owner or g.stack or not casting.main_phase(g) or \
            forbidden(g, owner, ACTIVATE_NONMANA) or source_forbidden(g, a.source):
        raise Impossible(f"{a.source}'s unearth can't be activated now")
    casting.pay(g, owner, casting.parse_cost(cost.group(1)), 0, None)
    g.stack.append(Activation(a.id, owner, g.moves.get(a.source, 0)))


EXILES = re.compile(r"((?:\{[0-9WUBRGC]\})+): Exile (one|two|three|four|five) target cards? from an opponent's "
                    r"graveyard\. Return (.+) from your graveyard to your hand\. Activate only as a sorcery\.")
WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def exile_targets(g: "Game", a: ActivatedAbility, e: Event) -> None:
    """113.6, 601.2c: an ability of a card in its owner's graveyard that exiles N target cards from an
    opponent's graveyard: activated by the owner as a sorcery (602.5d), with N different targets,
    each a card in the graveyard of the one opponent (102.2: two players), its mana paid."""
    m, owner = EXILES.fullmatch(a.ability), g.sc.objects[a.source].owner
    if m is None or m.group(3) not in (g.sc.objects[a.source].printed.name, "this card") or \
            any(c.activations is not None for c in g.sc.cost_changes):
        raise Unsupported(f"the ability {a.ability!r} of a card in a zone")
    if g.zones.get(a.source) != "graveyard" or g.active != owner or g.stack or not casting.main_phase(g) or \
            forbidden(g, owner, ACTIVATE_NONMANA) or source_forbidden(g, a.source):
        raise Impossible(f"{a.id} can't be activated now")
    if len(set(e.targets)) != WORDS[m.group(2)] or any(g.zones.get(t) != "graveyard" or g.sc.objects[t].owner == owner
                                                       for t in e.targets):
        raise Impossible(f"{a.id}: its targets are not {m.group(2)} cards of an opponent's graveyard")
    casting.pay(g, owner, casting.parse_cost(m.group(1)), 0, None)
    g.stack.append(Activation(a.id, owner, g.moves.get(a.source, 0),
                              {t: g.moves.get(t, 0) for t in e.targets}))


def resolve(g: "Game", e: Event, point: int = 0) -> None:
    """608.2: the ability on top of the stack resolves (405.5); its effects begin (608.2c),
    unless its target is illegal now: then it does not resolve (608.2b).  Unearth returns its
    card, if it has not left the graveyard since (400.7), with haste; it creates its delayed
    exile either way (603.7a).  Countered, it leaves the stack and none of its effects begins (701.6b)."""
    if not g.stack or not isinstance(g.stack[-1], Activation) or g.stack[-1].aid != e.what:
        raise Impossible(f"{e.what} is not on top of the stack (405.5, 608.1)")
    activation = g.stack.pop()
    ward.check_resolved(g, activation, e.countered)  # 701.6b
    if e.countered:
        return
    a = ability(g, e.what)
    if activation.targets:  # 608.2b: those still in that graveyard (400.7); none: it does not resolve
        legal = [t for t, n in activation.targets.items() if g.zones.get(t) == "graveyard" and g.moves.get(t, 0) == n]
        if not legal:
            return
        for t in legal:
            g.put(t, "exile")
        if g.zones.get(a.source) == "graveyard" and g.moves.get(a.source, 0) == activation.moves:
            g.put(a.source, "hand")
        return
    if a.returns is not None:
        if g.zones.get(a.source) == "graveyard" and g.moves.get(a.source, 0) == activation.moves:
            g.put(a.source, None)
            g.enter(Event("enters", a.returns_as), point)
            for eid in a.effects:
                g.start(eid)
        g.delayed_waiting = g.delayed_waiting or any(t.created_by == a.id for t in g.sc.triggers)
        return
    if a.deals:  # 608.2b: each target still legal is dealt what was divided to it; its source as it is, or was
        legal = damage_targets(g, a, activation.controller)
        damage.deal(g, [(g.view(a.source), t, n) for t, n in a.deals if legal[t]])
        return
    chosen = chosen_targets(g, a)
    legal = {t for t in chosen if legal_target(g, a.ability, a.source, activation.controller, t)}
    if chosen and not legal:  # 608.2b: all its targets illegal: it does not resolve
        return
    for eid in a.effects:  # (608.2b: an illegal target is not affected, the others are)
        if set(g.sc.effects[eid].affects.objects) <= legal or not chosen:
            g.start(eid)
    for t in a.untaps:  # 701.26b: "Untap X target lands", those still legal
        if t in legal:
            g.permanents[t].tapped = False
    exiled = [t for t in a.moves if t in legal]  # 406.2: "Exile target creature", if still legal
    if exiled:
        before = g.look()
        for t in exiled:
            g.leave(t, "exile")
            if t in g.zones:  # 607.2a: exiled with this object, as the card it is now (400.7; a token is gone, 111.7)
                g.exiled_with[t] = (a.source, g.moves[t])
        for t in exiled:
            g.check_leaving(t, False, before)


def begun_by_abilities(sc) -> Dict[str, str]:
    """Each effect an [[ability]] lists -> that ability: it begins only as the ability resolves."""
    return {x: a.id for a in sc.abilities for x in a.effects}
