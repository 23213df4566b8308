"""Plays a scenario's history event by event, once for every order and choice the
history leaves open, and collects the values an expression takes at one of its points.

Time is a number line: the history's points are 1, 2, ... (after each event), 0 as it
begins; the turn in progress began at -1 and the other player's most recent turn at -3.
A permanent's `streak` is when its controller's control of it began, so that it has been
controlled continuously since that player's most recent turn began (302.6) when its
streak is no later than that turn's start."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Dict, Iterator, List, Optional, Sequence, Set, Tuple

from verifier.model import COMBAT_DAMAGE, COMBAT_TRIGGERS, ENTERS_AS_COPY, ENTERS_TAPPED, ENTERS_WITH, SPELL_RESOLVES, \
    Event, GameObject, Scenario

from verifier.model.effects import ACTIVATE_NONMANA

from . import activating, casting, combat, cycling, damage, daynight, fighting, spell_tokens, ward
from . import kicked as kicked_rules
from .forbidding import check_forbids, forbidden, source_forbidden
from .casting import Casts, Spell
from .expressions import NO_VALUE, evaluate
from .layers import Applying, Impossible, Layers, Unsupported, View, check_filter, check_supported, matches, \
    other_player

THIS_TURN, OTHER_TURN = -1.0, -3.0  # when the turn in progress and the other player's last turn began


class TooLarge(Exception):
    """More plays than brute force goes through (`MAX_PLAYS`): the comparison leaves it out."""


MAX_PLAYS = 400


Choose = Callable[[int], int]  # picks one of n options: 0 .. n-1
# 603.2: the events a triggered ability waits for, by the kind of the history's event
WAITS_FOR = {"upkeep": ("your upkeep", "each upkeep"), "end": ("your end step", "each end step"),  # 503.1a, 513.1
             "enters": ("enters",), "turn_face_up": ("turned face up",), "untapped": ("becomes untapped",),
             "created": ("you create a token",)}  # 111.1, 603.2: tokens a resolution created
# 701.26b: the events after which a permanent may have gone from tapped to untapped (an untap step, 502.3; an untap;
# a resolution; an activation paying {Q}, 107.6): an ability waiting for that is checked at each
UNTAPPING = ("turn", "untap", "resolves", "activate")
# 602.2, 603.2: abilities that trigger as an ability becomes activated, by the player the words name
ACTIVATES = {"you activate": True, "an opponent activates": False, "a player activates": None}
LEAVES = ("dies", "leaves the battlefield")  # 603.6c: abilities that trigger as a permanent leaves the battlefield


@dataclass
class Permanent:
    stamp: float              # its timestamp (613.7d)
    tapped: bool
    counters: Dict[str, int]
    streak: Optional[float]   # None: since before the turn in progress, how long before unknown
    seen: str                 # its controller when last looked at
    face_down: bool = False   # a status (110.5)
    back: bool = False        # a double-faced card with its back face up (712.8d-e)
    damage: int = 0           # damage marked on it (120.3e, 120.6)
    deathtouched: bool = False  # dealt damage by a source with deathtouch since the last check (704.5h)


@dataclass
class Game:
    """One play of a history, in one order, with one set of choices."""

    sc: Scenario
    choose: Choose
    permanents: Dict[str, Permanent] = field(default_factory=dict)
    running: Dict[str, Applying] = field(default_factory=dict)   # resolved effects in force
    begun: Set[str] = field(default_factory=set)
    last_known: Dict[str, View] = field(default_factory=dict)    # 113.7a: objects that left
    last_counters: Dict[str, Dict[str, int]] = field(default_factory=dict)  # ... and the counters they had
    # the trigger's instances: their controller, and for one that returns a card, how many times that
    # card had changed zones as it triggered (400.7: the card it may find is that object, no other)
    stack: List[tuple] = field(default_factory=list)
    triggered: bool = False    # whether the trigger's latest check put it on the stack
    # 608.2c: whether the latest resolution of each trigger did something (603.4, 608.2b, 701.6b): what
    # it brings after it (its draws) happens only then
    did: Dict[str, bool] = field(default_factory=dict)
    active: str = "you"
    turn_start: Dict[str, float] = field(default_factory=dict)
    clock: int = 0             # timestamps the history gives: 1, 2, ...
    life: Dict[str, int] = field(default_factory=dict)
    copied: Dict[str, View] = field(default_factory=dict)  # 707.2: what each object entering as a copy copied
    zones: Dict[str, str] = field(default_factory=dict)    # 400.1: the cards off the battlefield -> their zone
    moves: Dict[str, int] = field(default_factory=dict)    # how many times each card changed zones (400.7)
    libraries: Dict[str, List[str]] = field(default_factory=dict)  # 401.2: each player's, the top card first
    graveyards: Dict[str, List[str]] = field(default_factory=dict)  # 404.1: each player's, the top card first
    previous: Dict[str, View] = field(default_factory=dict)  # the permanents as the latest event began
    could_copy: Set[str] = field(default_factory=set)  # ... and what had its ability to enter as a copy (614.12)
    newcomers: Set[str] = field(default_factory=set)  # what the latest event, an `enters`, put onto the battlefield
    casts: Casts = field(default_factory=Casts)  # what the spells cast left (`casting`); the stack holds them too
    step: Optional[str] = None  # the step a `step` event began in the turn in progress (None: its main phase)
    untap_step: bool = False  # the latest event began a turn: what triggered in its untap step may wait (503.1a)
    day_night: Optional[str] = None  # 731.1: "day", "night" or None (neither)
    spells_this_turn: Optional[int] = None  # 731.2: the spells the active player cast this turn (None: not known)
    combat: Optional[dict] = None  # the combat phase in progress (`combat`), None outside one
    combat_phases: List[int] = field(default_factory=lambda: [0, 0])  # this turn's begun, and added (500.8)
    activated_this_turn: Set[tuple] = field(default_factory=set)  # (object, ability) activated this turn (602.5b)
    # 106.4: each player's mana pool, (type, from a snow source, the ability restricting it or "") each; and
    # how many kinds of symbols the player's payments of the step asked (the verifier weighs at most 11)
    pool: Dict[str, List[tuple]] = field(default_factory=dict)
    asked_in_step: Dict[str, int] = field(default_factory=dict)
    lost: Set[str] = field(default_factory=set)  # the players who lost the game (704.5a)
    # 603.7a-b: a delayed trigger created and not yet triggered: it triggers at the next end step, once
    delayed_waiting: bool = False
    delayed_moves: Optional[int] = None  # ... and how many times the card it returns had changed zones then (400.7)
    # 607.2a: each card an ability exiled -> the object whose ability it was, and the card's zone changes then (400.7)
    exiled_with: Dict[str, Tuple[str, int]] = field(default_factory=dict)
    asks_snow_spent: bool = False  # whether the query reads the snow mana spent on a spell (601.2h, 107.4h)
    # the views already made, by all they are made of (`views`): a game asks again and again between changes
    made: Dict[tuple, Dict[str, View]] = field(default_factory=dict, repr=False, compare=False)

    # -- the board ------------------------------------------------------------

    def views(self) -> Dict[str, View]:
        """Each permanent as the layers make it (613); a static ability has its
        object's timestamp (613.7a)."""
        key = (tuple((o, p.stamp, tuple(p.counters.items()), p.face_down, p.back) for o, p in self.permanents.items()),
               tuple((k, a.effect.id, a.stamp, a.locked) for k, a in self.running.items()),
               tuple(self.copied.items()), tuple(self.zones.items()))
        if key not in self.made:
            self.made[key] = self._views()
        return dict(self.made[key])

    def _views(self) -> Dict[str, View]:
        statics = [Applying(e, self.permanents[e.source].stamp) for e in self.sc.effects.values()
                   if e.static and e.source in self.permanents]
        return Layers({o: self.sc.objects[o] for o in self.permanents},
                      {o: p.counters for o, p in self.permanents.items()},
                      statics + list(self.running.values()),
                      frozenset(o for o, p in self.permanents.items() if p.face_down),
                      {o: v for o, v in self.copied.items() if o in self.permanents},
                      frozenset(o for o, p in self.permanents.items() if p.back), self.cards()).run()

    def cards(self) -> Dict[str, tuple]:
        """The cards off the battlefield, each with the zone it is in (400.1)."""
        return {o: (self.sc.objects[o], zone) for o, zone in self.zones.items()}

    def view(self, oid: str) -> View:
        """On the battlefield as it is; after it left, its last known information
        (113.7a); before it entered, its card as printed."""
        if oid in self.permanents:
            return self.views()[oid]
        if oid in self.last_known:
            return self.last_known[oid]
        g = self.sc.objects[oid]
        v = View(g.owner, g.printed.types, g.printed.abilities, g.printed.power, g.printed.toughness)
        if oid in self.zones:  # 604.3: its characteristic-defining ability works in every zone
            layers = Layers({}, {}, [], frozenset(), cards=self.cards())
            for e in self.sc.effects.values():
                if e.cda and e.source == oid and e.part("7a") is not None:
                    v = layers.defined(v, e.part("7a"), g.owner)
        return v

    def since_turn_began(self, oid: str) -> bool:
        """302.6: on the battlefield under its controller's control continuously since
        that player's most recent turn began."""
        if oid not in self.permanents:
            return False
        p, controller = self.permanents[oid], self.view(oid).controller
        if p.streak is None:  # since before the turn in progress: before that player's turn too?
            if self.turn_start[controller] >= THIS_TURN:
                return True
            p.streak = OTHER_TURN - 1 if self.choose(2) else OTHER_TURN + 1
        return p.streak <= self.turn_start[controller]

    def permitted(self, oid: str, purpose: str) -> bool:
        """A permission to act as though it had haste (302.6, 702.10): from an ability
        of a permanent on the battlefield that has it, for what it names; "you" is that
        permanent's controller (109.5)."""
        views = self.views()
        for p in self.sc.as_though_haste:
            if p.condition is not None:
                raise Unsupported("a conditional permission")
            if purpose in p.purposes and p.source in views and p.ability in views[p.source].abilities and \
                    oid in views and matches(p.affects, oid, views[oid], views[p.source].controller, p.source):
                return True
        return False

    def can_attack(self, oid: str) -> bool:
        """508.1a: an untapped creature of the active player, with haste or controlled
        since the turn began (702.10b); 702.3b: not one with defender."""
        if oid not in self.permanents:
            return False
        v = self.view(oid)
        return "creature" in v.types and not self.permanents[oid].tapped and v.controller == self.active and \
            "defender" not in v.abilities and \
            (self.since_turn_began(oid) or "haste" in v.abilities or self.permitted(oid, "attack"))

    def can_activate(self, oid: str, ability: str) -> bool:
        """602.2, 602.5: see `activating.can_activate` (and `cycling.may_cycle`, 702.29a)."""
        if "cycling" in ability.lower():
            return cycling.may_cycle(self, oid, ability)
        return activating.can_activate(self, oid, ability)

    def can_tap_for_mana(self, oid: str) -> bool:
        """106.12, 605.1a: one of its mana abilities with {T} in its cost (those the
        scenario lists as mana abilities) can be activated."""
        out = False
        for name, ability in sorted(self.sc.mana_abilities.items()):
            if replace(ability.cost, tap=False) != type(ability.cost)() or ability.only_if or \
                    ability.only_with_counters:
                raise Unsupported(f"the cost of {name}")
            out = out or ability.cost.tap and self.can_activate(oid, name)
        return out

    # -- changes ----------------------------------------------------------------

    def stamp(self) -> int:
        self.clock += 1
        return self.clock

    def leave(self, oid: str, into: Optional[str]) -> None:
        """It leaves for good (400.7); what it was is its last known information (113.7a).
        Its card goes into its owner's zone (400.3); a token there ceases to exist (111.7)."""
        self.last_known[oid] = self.views()[oid]
        self.last_counters[oid] = dict(self.permanents[oid].counters)
        del self.permanents[oid]
        if into is not None and oid in self.sc.exiled_instead:  # 614.6: "exile it instead of putting it anywhere else"
            into = "exile"
        if into is not None and not self.sc.objects[oid].token:
            self.put(oid, into)

    def put(self, card: str, zone: Optional[str]) -> None:
        """A card put into a zone (None: onto the battlefield): a new object each time (400.7);
        into a library, on top of its owner's (401)."""
        for pile in [*self.libraries.values(), *self.graveyards.values()]:
            if card in pile:
                pile.remove(card)
        if zone == "graveyard":  # 404.1: on top
            self.graveyards.setdefault(self.sc.objects[card].owner, []).insert(0, card)
        if zone is None:
            self.zones.pop(card, None)
        else:
            self.zones[card] = zone
        if zone == "library":
            self.libraries.setdefault(self.sc.objects[card].owner, []).insert(0, card)
        self.moves[card] = self.moves.get(card, 0) + 1

    def draw(self, player: str) -> None:
        """121.1: the top card of the player's library into its owner's hand; from an empty
        one, the player loses (121.4), which the histories never do."""
        if not self.libraries.get(player):
            raise Impossible(f"{player} draws from an empty library")
        self.put(self.libraries[player][0], "hand")

    def observe(self, when: float) -> None:
        """A permanent whose controller changed is controlled by the new one from now (302.6)."""
        views = self.views()
        for oid, p in self.permanents.items():
            if views[oid].controller != p.seen:
                p.seen, p.streak = views[oid].controller, when

    def end_expired(self) -> None:
        """611.2b: an effect "for as long as" a condition ends the first time the
        condition fails, read on the board with the effect still applying; it stays ended."""
        ended = True
        while ended:
            ended = False
            for eid in sorted(self.running):
                e = self.running[eid].effect
                if e.as_long_as is not None and not evaluate(self, e.as_long_as.text):
                    del self.running[eid]
                    ended = True
                    break

    def state_based_actions(self) -> bool:
        """704.3: performed all at once: a player with 0 or less life loses (704.5a); a creature
        with toughness 0 or less goes to the graveyard (704.5f); one with lethal damage, or dealt
        damage by a source with deathtouch, is destroyed (704.5g-h, `damage.destroyed`): into its
        owner's graveyard too (701.8a); so is a planeswalker with no loyalty counter (704.5i); +1/+1 and -1/-1 counters on one permanent annihilate
        (704.5q, 122.3).  Whether any was performed."""
        views = self.views()
        dying = [o for o, v in views.items() if "creature" in v.types and v.toughness <= 0]
        dying += [o for o in damage.destroyed(self, views) if o not in dying]
        dying += [o for o, v in views.items() if "planeswalker" in v.types and  # 704.5i: no loyalty left
                  not self.permanents[o].counters.get("loyalty", 0) and o not in dying]
        done = damage.checked(self) or bool(dying)
        before = self.look()  # (what leaves-the-battlefield abilities look back at, 603.10a)
        # (one that dies has, as it last existed, the counters it had before these actions: 113.7a)
        held = {o: dict(self.permanents[o].counters) for o in dying}
        for p in self.permanents.values():
            n = min(p.counters.get("+1/+1", 0), p.counters.get("-1/-1", 0))
            if n:
                p.counters["+1/+1"] -= n
                p.counters["-1/-1"] -= n
                done = True
        for o in dying:  # 704.5f: into its owner's graveyard
            self.last_known[o], self.last_counters[o] = views[o], held[o]
            del self.permanents[o]
        for o in orders([o for o in dying if not self.sc.objects[o].token], set(), self.choose):  # 704.5d, 111.7
            # (at once: in the order their owner chooses, 404.3; 614.6: one a resolution said to exile instead, exiled)
            self.put(o, "exile" if o in self.sc.exiled_instead else "graveyard")
        for o in dying:
            self.check_leaving(o, True, before)
        return done

    def look(self) -> "Game":
        """The game as it is now, kept apart from what happens next."""
        return replace(self, permanents={o: replace(p, counters=dict(p.counters)) for o, p in self.permanents.items()},
                       running=dict(self.running), last_known=dict(self.last_known), zones=dict(self.zones),
                       last_counters=dict(self.last_counters), moves=dict(self.moves), lost=set(self.lost),
                       libraries={p: list(pile) for p, pile in self.libraries.items()},
                       graveyards={p: list(pile) for p, pile in self.graveyards.items()},
                       copied=dict(self.copied), stack=list(self.stack),
                       activated_this_turn=set(self.activated_this_turn))

    def check_leaving(self, oid: str, into_graveyard: bool, before: "Game") -> None:
        """603.6c, 603.10a: as `oid` leaves the battlefield, a leaves-the-battlefield
        ability triggers if, in the game right before (`before`), its source was there
        with the ability and `oid` was what it waits for; "dies" only for one put into a
        graveyard (700.4); its intervening "if" is read there too (603.4)."""
        if oid in self.sc.exiled_instead:  # 614.6, 700.4: exiled instead, it never went to a graveyard: it did not die
            into_graveyard = False
        for t in self.sc.triggers:
            if t.when not in LEAVES or t.when == "dies" and not into_graveyard:
                continue
            views = before.views()
            if t.source in views and t.ability in views[t.source].abilities and oid in views and \
                    matches(t.of, oid, views[oid], views[t.source].controller, t.source) and \
                    (t.condition is None or evaluate(before, t.condition.text)):
                self.triggered = True
                self.stack.append((views[t.source].controller, self.moves.get(t.returns)))

    def settle(self, when: float) -> None:
        """Effects that end as their condition fails and state-based actions, until
        neither changes anything; then who controls what."""
        self.end_expired()
        while self.state_based_actions():
            self.end_expired()
        self.observe(when)

    # -- the triggered ability (603) ---------------------------------------------

    def check_trigger(self, kind: str, whats: tuple) -> None:
        """603.2: it triggers on its event (WAITS_FOR) if its source is on the battlefield
        with the ability; for "your upkeep", the upkeep of its controller; for "enters" or
        "turned face up", once for each of `whats` that matches its filter as it now is
        (603.6a: the newcomers of one event included); 603.4: only if its intervening "if"
        holds then.  603.3a: it is controlled by its source's controller then."""
        for t in self.sc.triggers:
            if t.when not in WAITS_FOR[kind]:
                continue
            views = self.views()
            present = t.source in views and t.ability in views[t.source].abilities
            controller = views[t.source].controller if present else None
            fired = [what for what in whats if present and (not t.when.startswith("your ") or controller == self.active)
                     and (kind in ("upkeep", "end") or what in views and matches(t.of, what, views[what], controller, t.source))
                     and (kind != "created" or views[what].controller == controller)  # ("you create", 111.2)
                     and (t.condition is None or evaluate(self, t.condition.text))
                     and (not t.evoked or t.source in self.casts.evoked)  # 702.74a: "if its evoke cost was paid"
                     and (not t.kicked or t.source in self.casts.kicked)]  # 603.4, 702.33e: "if it was kicked"
            self.triggered = bool(fired)
            if t.no_mode:  # 603.3c: no mode chosen for it, so it leaves the stack as it is put there
                continue
            self.stack += [(controller, None, what) for what in fired]  # (608.2h: what triggered each instance)

    def check_state(self) -> None:
        """603.8: a state trigger triggers once its state holds, its source on the battlefield with
        the ability, unless an instance of it is still on the stack (one that resolved or was
        countered has left it: it triggers again at once)."""
        for t in self.sc.triggers:
            if t.when != "state":
                continue
            views = self.views()
            waiting = any(isinstance(x, tuple) for x in self.stack)  # (the scenario's one trigger's instances)
            self.triggered = t.source in views and t.ability in views[t.source].abilities and not waiting and \
                bool(evaluate(self, t.state.text))
            if self.triggered:  # 603.3a: controlled by its source's controller
                self.stack.append((views[t.source].controller, None))

    def check_delayed(self) -> None:
        """513.1, 603.7b: as an end step begins, a delayed trigger created before it and not
        triggered yet triggers, whether or not its source is still there; its controller is
        the one of the effect whose resolution created it (603.7d-e)."""
        t = self.sc.triggers[0]
        self.triggered = self.delayed_waiting
        if self.delayed_waiting:  # (unearth's: its card's owner activated it, 702.84a)
            controller = self.sc.effects[t.created_by].controller if t.created_by in self.sc.effects else \
                self.sc.objects[activating.ability(self, t.created_by).source].owner
            self.stack.append((controller, self.delayed_moves))
            self.delayed_waiting = False

    def copy_ability(self) -> None:
        """707.10: a copy of the trigger's latest instance on the stack goes on top of it: one
        more instance, controlled as that one; it was not triggered nor activated."""
        instances = [x for x in self.stack if not isinstance(x, (Spell, activating.Activation))]  # (a trigger's)
        if not instances:
            raise Impossible("no instance of the trigger on the stack to copy (707.10)")
        self.stack.append(instances[-1])

    def resolve(self, point: int, countered: bool = False, paid: Optional[bool] = None) -> None:
        """608.2: the latest instance on the stack resolves; 603.4: it checks its
        intervening "if" again and does nothing if it fails.  Countered (701.6b), it
        leaves the stack all the same and does nothing at all.  With an optional cost
        (118.12, 603.5), its controller pays it now (`paid`) or declines, and then nothing
        after "If you do" happens; a resolution doing nothing asks no cost to be paid."""
        if not self.stack or isinstance(self.stack[-1], (Spell, activating.Activation)):  # 405.5: the top resolves
            raise Impossible("no instance of the trigger on top of the stack to resolve (608.1)")
        instance = self.stack.pop()
        controller, moves, *it = instance
        t = self.sc.triggers[0]
        self.did[t.id] = False
        if countered:
            return
        if t.when == ward.WHEN:  # 702.21a
            ward.resolve(self, instance, paid)
            return
        does_nothing = t.condition is not None and not evaluate(self, t.condition.text) or \
            t.evoked and t.source not in self.casts.evoked or \
            t.kicked and t.source not in self.casts.kicked  # 603.4, 702.74a, 702.33e
        if not does_nothing and t.if_it is not None:  # 608.2h: what entered and triggered it, as it is now; 113.7a
            check_filter(t.if_it)
            does_nothing = not matches(t.if_it, it[0], self.view(it[0]), controller, t.source)
        if does_nothing:
            if paid:
                raise Impossible("nothing to pay for: the trigger does nothing")
            return
        if t.pays is not None:
            if not paid:
                return
            casting.pay(self, controller, casting.parse_cost(t.pays), 0, None)
        self.did[t.id] = True
        if t.fights is not None:  # 701.14a-b, 608.2b: its source and its target, both creatures still there and the
            views = self.views()  # target legal, deal each other damage equal to their powers
            legal = t.target_if is None or evaluate(self, t.target_if.text)
            if legal and all(x in views and "creature" in views[x].types for x in (t.source, t.fights)):
                fighting.fight(self, [(t.source, t.fights)])
        if t.taps in self.permanents:  # 701.26a-b: one on the battlefield, tapped (or untapped) if not so already
            self.permanents[t.taps].tapped = True
        if t.untaps in self.permanents:
            self.permanents[t.untaps].tapped = False
        if t.sacrifice is not None and t.sacrifice in self.permanents and \
                (t.evoked or self.views()[t.sacrifice].controller == controller):  # 701.21a: by its controller (evoke's:
            # the permanent's; another's, the trigger's controller, who sacrifices only what it controls), to the graveyard
            before = self.look()
            self.leave(t.sacrifice, "graveyard")
            self.check_leaving(t.sacrifice, True, before)
        if t.destroy is not None and t.destroy in self.permanents:  # 701.8a: to the graveyard (it dies, 700.4)
            before = self.look()
            self.leave(t.destroy, "graveyard")
            self.check_leaving(t.destroy, True, before)
        # destroy_attached_to: nothing is ever attached in these histories (see `attach`)
        if t.counters_on is not None and t.counters_on in self.permanents:
            views = self.views()
            for kind, n in t.counters:
                if not isinstance(n, int):
                    raise Unsupported("counters X on a trigger")
                counters = self.permanents[t.counters_on].counters
                counters[kind] = counters.get(kind, 0) + self.replaced(t.counters_on, kind, n, views[t.counters_on],
                                                                       views)
        self.life[controller] += t.life  # 119.3
        views = self.views()  # 603.7c: those objects only, each if still there; 701.21a: its controller sacrifices
        gone = [x for x in t.moves if x in self.permanents and (t.into != "graveyard" or views[x].controller == controller)]
        if gone:  # (at once)
            before = self.look()
            for x in gone:
                self.leave(x, t.into)
            for x in gone:
                self.check_leaving(x, t.into == "graveyard", before)
        if t.returns_exiled and (t.source not in t.moves or t.source in gone):  # 607.2a; "if you do" (118.12)
            back = [(c, new) for c, new in t.returns_exiled if self.zones.get(c) == "exile" and
                    self.exiled_with.get(c) == (t.source, self.moves.get(c))]  # (still there since, 400.7)
            for c, new in back:  # (at once: each put there, then each enters)
                self.put(c, None)
            for c, new in back:
                self.enter(Event("enters", new), point)
        card = t.returns
        if card is not None and t.when not in LEAVES and t.created_by is None:
            # 608.2c: a card of its controller's graveyard, chosen now; the history's is that card, so it must be there
            if self.zones.get(card) != "graveyard" or self.sc.objects[card].owner != controller:
                raise Impossible(f"{card} is not in its controller's graveyard to be chosen")
            self.put(card, None)
            self.enter(Event("enters", t.returns_as), point, given=dict(t.counters))
            return
        # persist, undying: the card that died, if it is still in the graveyard it went to then (400.7); a delayed
        # trigger's: the card in exile as it was created, if it is still there (603.7c)
        where = "exile" if t.created_by is not None else "graveyard"
        if card is not None and self.zones.get(card) == where and self.moves.get(card, 0 if where == "exile" else None) \
                == moves:
            self.put(card, None)
            self.enter(Event("enters", t.returns_as), point, given=dict(t.counters))

    # -- the events ---------------------------------------------------------------

    def on_battlefield(self, oid: str) -> Permanent:
        """110.5d, 400.7: a status or counter changes only for a permanent."""
        if oid not in self.permanents:
            raise Impossible(f"{oid} is not on the battlefield")
        return self.permanents[oid]

    def play(self, e: Event, point: int) -> None:
        if self.lost:  # 104.2a, 104.3b: the game is over; nothing more happens
            raise Impossible(f"{' and '.join(sorted(self.lost))} lost the game")
        if e.done_by is not None and not self.did.get(e.done_by):  # 608.2c: a resolution that did nothing brings nothing
            raise Impossible(f"{e.done_by} did nothing as it resolved: no {e.kind} of {e.what} follows it")
        self.previous = self.views()
        was_tapped = {oid for oid, p in self.permanents.items() if p.tapped}
        untap_step, self.untap_step = self.untap_step, e.kind == "turn"
        self.could_copy = {o for o, g in self.sc.objects.items() if g.copies_as_it_enters is not None and
                           self.would_have(o, ENTERS_AS_COPY)}
        self.newcomers = {e.what, *e.together} if e.kind == "enters" else set()
        if any(t.when in LEAVES for t in self.sc.triggers) and e.kind != "copy_ability":  # (checked at every event
            self.triggered = False  # that may move a permanent, its latest check is this one; a copy moves none)
        combat.before(self, e)
        if e.kind in ("turn", "step") or e.kind == "ends" and self.sc.effects[e.what].until == "end of turn":
            # 106.4, 500.4: the pools empty as a step or phase ends (514.2: such an effect ends in the cleanup step)
            self.pool, self.asked_in_step = {}, {}
        if e.kind == "ends" and self.sc.effects[e.what].until == "end of turn":
            damage.cleanup(self)  # 514.2: in the cleanup step, as the effect ends
        if e.kind == "turn":
            self.new_turn(e.what, point, was_tapped)
            self.check_state()
            return
        if e.kind == "step":
            # 500.2: a step ends only with the stack empty; 503.1a: what triggered in the untap step goes on the
            # stack as the upkeep begins (no player gets priority in the untap step, 502.4)
            if self.stack and not (e.what == "upkeep" and untap_step):
                raise Impossible("an ability is still on the stack")
            self.step = e.what
            if e.what == "draw" and self.libraries:  # 504.1: the active player draws (where libraries are said)
                self.draw(self.active)
            if e.what == COMBAT_DAMAGE:  # 510.1-510.2 (`combat.before` checked it may begin)
                combat.damage_step(self)
        elif e.kind == "deals":  # 120.1-120.3
            damage.noncombat(self, e)
        elif e.kind in ("draws", "searches") and e.activated:  # 702.29a, 702.29e: a cycling ability resolves
            cycling.resolve(self, e)
        elif e.kind == "draws":
            self.draw(e.what)
        elif e.kind == "cast":  # 601.2
            casting.cast(self, e)
            daynight.cast(self, e)
        elif e.kind == "it_becomes":  # 731.1
            daynight.becomes(self, e)
        elif e.kind == "add_mana":  # 605.3a
            casting.add_mana(self, e)
        elif e.kind == "attacks":  # 508.1
            combat.attack(self, e)
        elif e.kind == "blocks":  # 509.1
            combat.block(self, e)
        elif e.kind == "copy_spell":  # 707.10
            casting.copy_spell(self, e)
        elif e.kind == SPELL_RESOLVES:  # 608.2 (608.2c: its conditions read, its fights done, its tokens made)
            unmet, pairs = fighting.as_it_resolves(self, e)
            hits = fighting.struck(self, e, unmet)
            creator = spell_tokens.before_resolving(self, e)
            casting.resolve_spell(self, e, unmet)
            fighting.fight(self, pairs)
            fighting.strike(self, e.what, hits)
            self.newcomers = set(spell_tokens.create(self, e, creator, point))  # (111.1, 603.6a)
        elif e.kind == "enters" and e.from_stack:  # 608.3
            casting.resolve_permanent(self, e, point)
        elif e.kind == "enters" and e.together:
            self.enter_together(e, point)
        elif e.kind == "enters":
            self.enter(e, point)
        elif e.kind == "leaves":
            self.on_battlefield(e.what)
            before = self.look()
            self.leave(e.what, e.into)
            self.check_leaving(e.what, e.into == "graveyard", before)
            if e.cost_of is not None:  # 702.119a, 601.2h-i: sacrificed for an emerge cost; then the spell is cast
                casting.cast_triggers(self, e.cost_of, self.sc.objects[e.cost_of].owner)
        elif e.kind == "moves" and e.activated is not None and "cycling" in e.activated.lower():  # 702.29a
            cycling.cycle(self, e)
        elif e.kind == "moves" and e.activated is not None:  # 702.128a, 702.129a: exiled from its owner's graveyard
            if self.zones.get(e.what) != "graveyard":            # as the cost, as a sorcery (307.1: the owner's turn,
                raise Impossible(f"{e.what} is not in a graveyard")  # the stack empty)
            if self.active != self.sc.objects[e.what].owner or self.stack or not casting.main_phase(self) or \
                    forbidden(self, self.sc.objects[e.what].owner, ACTIVATE_NONMANA) or \
                    source_forbidden(self, e.what):  # (101.2: from any zone)
                raise Impossible(f"{e.what}'s {e.activated} can't be activated now")
            self.put(e.what, "exile")
            self.check_activated(e.what, self.sc.objects[e.what].owner)  # (a card's ability: no permanent's)
        elif e.kind == "moves" and e.becomes is not None:  # 400.7: the card is put onto the battlefield, a new object
            if self.zones.get(e.what) is None:
                raise Impossible(f"{e.what} is no card in a graveyard, in exile or in a hand to return")
            self.put(e.what, None)
        elif e.kind == "moves":  # 400.1: a card in another zone, put into a different one
            if self.zones.get(e.what) in (None, e.into):
                raise Impossible(f"{e.what} is no card in another zone than {e.into}")
            self.put(e.what, e.into)
            if e.cost_of is not None:  # 601.2h-i: discarded for a spell's additional cost; then the spell is cast
                casting.cast_triggers(self, e.cost_of, self.sc.objects[e.cost_of].owner)
        elif e.kind == "starts":
            self.start(e.what)
        elif e.kind == "ends":
            self.end(e.what)
        elif e.kind in ("tap", "untap"):  # 701.26a-b: only an untapped one taps, a tapped one untaps
            p = self.on_battlefield(e.what)
            if p.tapped == (e.kind == "tap"):
                raise Impossible(f"{e.what} is already {e.kind}ped")
            p.tapped = e.kind == "tap"
        elif e.kind in ("put_counters", "remove_counters"):
            p = self.on_battlefield(e.what)
            views = self.views()
            for kind, n in e.counters:  # 122.1; no fewer than none
                have = p.counters.get(kind, 0)
                p.counters[kind] = have + self.replaced(e.what, kind, n, views[e.what], views) \
                    if e.kind == "put_counters" else max(0, have - n)
        elif e.kind in ("attach", "unattach"):
            self.attach(e)
        elif e.kind == "activate":  # 602.2
            activating.activate(self, e)
            a = activating.ability(self, e.what)  # (unearth's: a card's, its owner's: no permanent's, 113.6)
            self.check_activated(a.source, self.previous[a.source].controller if not self.sc.objects[a.source].zone
                                 else self.sc.objects[a.source].owner)
        elif e.kind == "resolves" and e.what in {a.id for a in self.sc.abilities}:  # 608.2c
            activating.resolve(self, e, point)
        elif e.kind == "resolves":
            self.resolve(point, e.countered, e.paid)
        elif e.kind == "copy_ability" and e.ability_copy is not None:  # (an [[ability]]'s)
            activating.copy(self, e)
        elif e.kind == "copy_ability":
            self.copy_ability()
        elif e.kind == "turn_face_up":
            self.turn_face_up(e)
        elif e.kind == "transform" and e.by_effect:  # 701.27a: the trigger's, if it did something and its source
            if self.did.get(self.sc.triggers[0].id) and e.what in self.permanents:  # is there (400.7)
                self.transform(e)
        elif e.kind == "transform":
            self.transform(e)
        else:
            raise Unsupported(f"a {e.kind} event")
        daynight.turn_over(self, self.newcomers)  # 702.145b-d, 702.145f-g: at once, whatever the event
        self.end_expired()
        if e.kind == "step" and e.what in ("upkeep", "end") or e.kind in ("enters", "turn_face_up"):
            self.check_trigger(e.what if e.kind == "step" else e.kind, (e.what, *e.together))
        elif e.kind == SPELL_RESOLVES and self.newcomers:  # 603.6a: the tokens a spell created entered
            self.check_trigger("enters", tuple(sorted(self.newcomers)))
            self.check_trigger("created", tuple(sorted(self.newcomers)))
        if e.kind == "step" and e.what == "end" and any(t.created_by for t in self.sc.triggers):
            self.check_delayed()
        if e.kind in UNTAPPING:
            self.check_untapped(was_tapped)
        self.settle(point)
        self.check_state()  # (603.8: after the state-based actions)

    def check_activated(self, oid: str, activator: str) -> None:
        """602.2, 603.2: an ability of oid became activated by `activator`: an ability waiting for
        that triggers if its source is on the battlefield with it now, oid was a permanent as the
        activation began (109.2: "an ability of a creature" is a permanent's; a card's in a graveyard,
        113.6, is not) matching its filter then, and the activator is its controller ("you"),
        another player ("an opponent") or anyone."""
        before = self.previous.get(oid)
        for t in self.sc.triggers:
            if t.when not in ACTIVATES:
                continue
            views = self.views()
            present = t.source in views and t.ability in views[t.source].abilities
            controller = views[t.source].controller if present else None
            mine = ACTIVATES[t.when]
            fired = present and before is not None and (mine is None or (activator == controller) == mine) and \
                matches(t.of, oid, before, controller, t.source) and \
                (t.condition is None or evaluate(self, t.condition.text))
            self.triggered = bool(fired)
            self.stack += [(controller, None)] * bool(fired)

    def check_untapped(self, was_tapped: Set[str]) -> None:
        """603.2, 701.26b: "whenever ... becomes untapped": each permanent tapped as the event began
        and untapped after it (never one that entered, which was not there tapped)."""
        self.check_trigger("untapped", tuple(sorted(o for o in was_tapped if o in self.permanents and
                                                    not self.permanents[o].tapped)))

    def new_turn(self, player: str, point: int, was_tapped: Set[str]) -> None:
        """500.2: not with an ability on the stack.  514.2: "until end of turn" effects end
        in the cleanup step; "until your next turn" ones just before that player's turn;
        then the turn begins and its untap step untaps the active player's permanents
        (502.3)."""
        if self.stack:
            raise Impossible("an ability is still on the stack")
        if self.delayed_waiting and self.step != "end":  # (the turn's end step passed, no event saying it)
            raise Unsupported("an end step no event gives, a delayed trigger waiting for it")
        for eid in sorted(self.running):
            e = self.running[eid].effect
            if e.until == "end of turn" or e.until == "your next turn" and e.controller == player or \
                    e.until == "its controller's next untap step" and self.sc.objects[e.affects.objects[0]].controller \
                    == player:  # (as its untap step, the turn's first step, begins: 502)
                del self.running[eid]
        damage.cleanup(self)  # 514.2: with the "until end of turn" effects, in the cleanup step
        self.settle(point - 0.5)
        if self.stack:  # 514.3a: what triggered as the turn ended resolves before the next turn begins
            raise Impossible("an ability triggered in the cleanup step is still on the stack")
        if any(t.when in LEAVES for t in self.sc.triggers):  # (the turn is a check of its own)
            self.triggered = False
        self.active, self.turn_start[player], self.step = player, point - 0.25, None
        self.activated_this_turn = set()
        daynight.new_turn(self)  # 502.2: before the untap (502.3)
        views = self.views()
        for oid, p in self.permanents.items():
            if views[oid].controller == player:
                p.tapped = False
        self.check_untapped(was_tapped)  # (in the untap step, 502.3)
        self.settle(point)

    def enter(self, e: Event, point: int, given: Optional[Dict[str, int]] = None, snow: int = 0,
              kicked: bool = False) -> None:
        """A new object with a new timestamp (400.7, 613.7d); it enters tapped or with
        counters by its own abilities only if it has them as it would exist on the
        battlefield (614.12), and with those `given` by what puts it there (122.6); `snow`:
        the snow mana spent to cast the spell it was (601.2h, 107.4h), for "S" counters; `kicked`:
        that spell was kicked (702.33d-e)."""
        if e.what in self.permanents or e.what in self.last_known:
            raise Impossible(f"{e.what} is already on the battlefield, or left for good")
        g = self.sc.objects[e.what]
        face = g.back if e.back and g.back is not None else g.printed
        if {"instant", "sorcery"} & face.types:  # 400.4a, 712.14b: such a card stays where it is
            return
        self.zones.pop(e.what, None)  # (from the zone it was in)
        before = self.views()
        if e.copy is not None:  # 707.5: it becomes the copy as it enters, and enters as the copied card says
            g = self.copy_as_it_enters(e, before)
        self.permanents[e.what] = Permanent(self.stamp(), e.tapped, _loyalty(self.sc.objects[e.what], e.back), point,
                                            self.sc.objects[e.what].controller,
                                            back=e.back and self.sc.objects[e.what].back is not None)
        v = self.views()[e.what]
        p = self.permanents[e.what]
        p.seen, p.tapped = v.controller, e.tapped or ENTERS_TAPPED in v.abilities or \
            e.copy is not None and self.sc.objects[e.what].copy_enters_tapped  # (Vesuva's, 707.5)
        kept = self.kept_untapped(e, g, v, before)  # (the life is paid even if it enters tapped anyway)
        p.tapped = p.tapped or not kept
        entering = {kind: 0 for r in self.sc.counter_replacements if r.entering for kind in r.kinds}  # (614.1c)
        entering.update(given or {})
        if ENTERS_WITH in v.abilities:
            for kind, n in g.enters_with:
                if n == "X":  # 107.3: the X of the spell that became it (none for a copy: 0)
                    n = 0 if e.copy is not None else e.x if e.x is not None else \
                        self.choose(e.x_at_most + 1) if e.x_at_most is not None else 0
                elif n == "S":  # "for each {S} spent to cast it": the snow mana its spell's caster spent
                    n = 0 if e.copy is not None else snow
                entering[kind] = entering.get(kind, 0) + n
        if kicked:  # 702.33e, 614.1c: "if it was kicked, it enters with N +1/+1 counters"
            entering["+1/+1"] = entering.get("+1/+1", 0) + kicked_rules.extra_counters(v.abilities, g.printed.name)
        (self.casts.kicked.add if kicked else self.casts.kicked.discard)(e.what)
        rioting = e.riot is not None and any(a.lower().split(" (")[0] == "riot" for a in v.abilities)
        # 101.2: a counter that can't be put is not: "if you don't", haste
        chosen = e.riot.count("counter") if rioting else 0  # (702.136b: each instance chooses apart)
        refused = chosen > 0 and self.cannot_have(e.what, "+1/+1", v, before)
        if chosen:  # 702.136a: riot's additional +1/+1 counter, if it has riot as it enters
            entering["+1/+1"] = entering.get("+1/+1", 0) + chosen
        for kind, n in entering.items():
            p.counters[kind] = p.counters.get(kind, 0) + self.replaced(e.what, kind, n, v, before, entering=True)
        if rioting and ("haste" in e.riot or refused):  # 702.136a: else it gains haste, from now on (611.2a)
            for eid in e.effects:
                self.start(eid)

    def kept_untapped(self, e: Event, g: GameObject, v: View, before: Dict[str, View]) -> bool:
        """614.1c, 614.12: False if its own "enters tapped unless ..." (of the card it enters
        as) applies and is not met: too few (or too many) of what it names among the
        permanents its controller controls right before it enters, or the life not paid.
        Life is paid (119.4) only with that ability, and only as much as the payer has."""
        rule = g.enters_tapped_unless
        has = rule is not None and rule.ability in v.abilities
        if e.pays_life:
            if not has or not rule.pay_life or self.life[v.controller] < rule.pay_life:
                raise Impossible(f"{e.what} can't pay life as it enters")
            self.life[v.controller] -= rule.pay_life
        if not has:
            return True
        if rule.pay_life:
            return e.pays_life
        check_filter(rule.you_control)
        n = sum(1 for o, w in before.items() if w.controller == v.controller and
                matches(rule.you_control, o, w, v.controller, e.what))
        return n >= rule.at_least and (rule.at_most is None or n <= rule.at_most)

    def enter_together(self, e: Event, point: int) -> None:
        """Several objects put onto the battlefield by one event: each enters as it would
        alone, onto the battlefield as it was before the event (614.12: no replacement effect
        of another newcomer applies to it; 707.5: none can copy another); then all are there.
        613.7m: their timestamps in APNAP order, each player's in the order that player picks."""
        mine = [o for o in (e.what, *e.together) if self.sc.objects[o].controller == self.active]
        others = [o for o in (e.what, *e.together) if o not in mine]
        newcomers = {}
        for o in orders(mine, set(), self.choose) + orders(others, set(), self.choose):
            self.enter(e if o == e.what else Event("enters", o), point)
            if o in self.permanents:  # (an instant or sorcery card stays where it is, 400.4a)
                newcomers[o] = self.permanents.pop(o)
        self.permanents.update(newcomers)

    def would_have(self, oid: str, ability: str) -> bool:
        """614.12: whether oid, as it would exist on the battlefield entering now as a new
        object (the newest timestamp, no copy effect: 400.7), would have the ability."""
        kept, copied = self.permanents.get(oid), self.copied.pop(oid, None)
        self.permanents[oid] = Permanent(self.clock + 1, False, {}, None, self.sc.objects[oid].controller)
        has_it = ability in self.views()[oid].abilities
        del self.permanents[oid]
        self.permanents.update({oid: kept} if kept is not None else {})
        self.copied.update({oid: copied} if copied is not None else {})
        return has_it

    def copy_as_it_enters(self, e: Event, before: Dict[str, View]) -> GameObject:
        """707.5, 614.1c: the object it copies must be on the battlefield as it enters, and
        of a kind its ability allows; it copies that object's copiable values (707.2: as
        printed, or as that object itself copied, 707.3; not other effects), changed by
        the copy's exceptions, which become its own copiable values (707.9b).  Returns the
        copied card, whose "enters with" applies (707.5)."""
        part = self.sc.effects[e.copy].parts[0]
        y, me = part.copy_of, self.sc.objects[e.what]
        if part.copies_card:  # 707.2, 400.7: a card in a zone has only what is printed on it
            printed = self.sc.objects[y].printed
            values = self._excepted(View(me.controller, printed.types, printed.abilities, printed.power,
                                         printed.toughness), part)
            self.copied[e.what] = values
            return self.sc.objects[y]
        if y not in before or not matches(me.copies_as_it_enters, y, before[y], me.controller, e.what):
            raise Impossible(f"{e.what} can't enter as a copy of {y}")
        if not self.would_have(e.what, ENTERS_AS_COPY):  # 614.12: its own ability, as it would exist there
            raise Impossible(f"{e.what} would not have its ability to enter as a copy")
        # (707.8: of a double-faced permanent, the face that is up)
        printed = self.sc.objects[y].back if self.permanents[y].back else self.sc.objects[y].printed
        values = self.copied.get(y) or View(me.controller, printed.types, printed.abilities, printed.power,
                                             printed.toughness)
        if self.permanents[y].face_down:  # 707.2, 708.2: a face-down permanent's copiable values
            values = View(me.controller, frozenset({"creature"}), frozenset(), 2, 2)
        self.copied[e.what] = self._excepted(values, part)
        return self.sc.objects[y]

    @staticmethod
    def _excepted(values: View, part) -> View:
        """707.9: what the copy's exceptions change of the values it copies."""
        x = part.copy_except
        if x is None:
            return values
        return replace(values, types=values.types | set(x.add_types), abilities=values.abilities | set(x.add_abilities),
                       power=values.power if x.power is None else x.power,
                       toughness=values.toughness if x.toughness is None else x.toughness)

    def replaced(self, oid: str, kind: str, n: int, view: View, views: Dict[str, View], entering: bool = False) -> int:
        """How many counters are put on `oid` (as `view`) when n of `kind` would be (614.1a;
        122.6: as it enters too): each replacement effect of a permanent on the battlefield
        before the event (`views`) that has the ability and whose conditions the permanent
        meets ("you": its source's controller) applies once (614.5), one at a time, in the
        order the permanent's controller picks (616.1e); none, if none would be put.  One
        that makes a permanent enter with additional counters (614.1c) applies only as it
        enters, to none as well."""
        if self.cannot_have(oid, kind, view, views):  # 101.2: what can't be done is not, replaced or not
            return 0
        left = [r for r in self.sc.counter_replacements if r.source in views and r.ability in views[r.source].abilities
                and (not r.kinds or kind in r.kinds) and matches(r.affects, oid, view, views[r.source].controller,
                                                                 r.source) and (entering or not r.entering)
                and not r.forbids]
        while left and (n > 0 or any(r.entering for r in left)):
            r = left.pop(self.choose(len(left)))
            if n > 0 or r.entering:
                n = n * r.times + r.plus
        return n

    def cannot_have(self, oid: str, kind: str, view: View, views: Dict[str, View]) -> bool:
        """122.5: whether a permanent on the battlefield (`views`) with the ability says counters
        of this kind can't be put on `oid` (as `view`)."""
        return any(r.forbids and r.source in views and r.ability in views[r.source].abilities and
                   (not r.kinds or kind in r.kinds) and
                   matches(r.affects, oid, view, views[r.source].controller, r.source)
                   for r in self.sc.counter_replacements)

    def start(self, eid: str) -> None:
        """A resolved effect begins: its timestamp (613.7b); the objects it affects are
        fixed now (611.2c); with targets, one must still be legal or it does not resolve
        (608.2b)."""
        e = self.sc.effects.get(eid)
        if e is None or e.static or eid in self.begun:
            raise Impossible(f"{eid} cannot begin here")
        views = self.views()
        if e.affects.objects and not any(o in views for o in e.affects.objects):
            raise Impossible(f"no target of {eid} is still legal (608.2b)")
        locked = frozenset(o for o, v in views.items() if matches(e.affects, o, v, e.controller, e.ability_of))
        self.begun.add(eid)
        self.running[eid] = Applying(e, self.stamp(), locked)
        if e.rule == "additional combat phase":  # 500.8, 505.1a: one more combat phase this turn
            self.combat_phases[1] += 1
        for t in self.sc.triggers:
            if t.created_by == eid:  # 603.7a: the resolution creates it; the card it returns is the one in exile now
                self.delayed_waiting = True
                self.delayed_moves = self.moves.get(t.returns, 0) if self.zones.get(t.returns) == "exile" else -1
        if e.spell is not None:  # 608.2n: the instant or sorcery card, as it finishes resolving
            self.put(e.spell, "graveyard")

    def end(self, eid: str) -> None:
        """An effect ends; one the history starts cannot end before it began."""
        if eid not in self.sc.effects or eid in self.history_starts and eid not in self.begun:
            raise Impossible(f"{eid} has not begun")
        self.running.pop(eid, None)

    @property
    def history_starts(self) -> Set[str]:  # (and a spell's or an ability's resolution, 608.2c)
        return {e.what for e in self.sc.events if e.kind == "starts"} | \
            {x for e in self.sc.events if e.kind in (SPELL_RESOLVES, "enters") for x in e.effects} | \
            set(activating.begun_by_abilities(self.sc))  # (an enters': riot's haste, 702.136a)

    def turn_face_up(self, e: Event) -> None:
        """708.8: a face-down permanent turned face up is the same object, its copiable
        values its own again (effects on it still apply); 613.7f: a new timestamp.  Only
        by an effect here (708.7): how its controller could is not modelled."""
        p = self.on_battlefield(e.what)
        if not p.face_down:
            raise Impossible(f"{e.what} is not face down")
        if not e.by_effect:
            raise Unsupported("turning face up by its controller")
        p.face_down, p.stamp = False, self.stamp()

    def transform(self, e: Event) -> None:
        """701.27a: a permanent represented by a double-faced card (transforming or modal,
        712.9 in the April 2026 rules) that transforms turns over, and gets a new timestamp
        (613.7g); one whose other face is an instant or sorcery face does nothing (701.27d);
        so does any other permanent (701.27c)."""
        p, g = self.on_battlefield(e.what), self.sc.objects[e.what]
        if g.back is None or g.layout not in ("transform", "modal_dfc") or daynight.transform_forbidden(self, e.what):
            return
        other = g.printed if p.back else g.back
        if {"instant", "sorcery"} & other.types:
            return
        p.back, p.stamp = not p.back, self.stamp()

    def attach(self, e: Event) -> None:
        """Only an Aura, Equipment or Fortification can be attached (301.5, 303.4, 701.3a);
        the histories' permanents are none, so an attempt leaves everything as it was
        (701.3b), whether or not what it would attach to is still there.  What is
        attached or unattached must be a permanent (110.5d)."""
        self.on_battlefield(e.what)
        if self.sc.objects[e.what].printed.subtypes & {"Aura", "Equipment", "Fortification"}:
            raise Unsupported("an Aura, Equipment or Fortification")


def _loyalty(o: GameObject, back: bool) -> Dict[str, int]:
    """306.5b, 712.8f: a planeswalker on the battlefield has the printed loyalty of the face it has up
    in loyalty counters (none face down, 708.2)."""
    n = None if o.face_down else o.back_loyalty if back else o.loyalty
    return {} if n is None else {"loyalty": n}


def check_scenario(sc: Scenario) -> None:
    """Refuse what the reference does not model."""
    returned = {t.returns_as for t in sc.triggers}  # (what it enters with is the trigger's to say)
    for g in sc.objects.values():
        # 708.2a: the face-down kinds with no characteristics beyond a 2/2 creature's
        if g.face_down and g.face_down_by not in ("morph", "manifest", "effect") or g.attached_to or \
                g.in_library or g.created_by and g.created_by not in sc.spell_tokens or \
                g.since_turn_began is not None or g.attacking or \
                g.counters and g.id not in returned and dict(g.counters) != _loyalty(g, g.back_up):  # (306.5b)
            raise Unsupported(f"object {g.id}")
    copies = {e.copy for e in sc.events if e.copy is not None}
    copiers = {e.what for e in sc.events if e.copy is not None}
    for e in sc.effects.values():
        # 707.2a: an object entering as a copy has the copied static abilities, which apply as its own
        if e.cda and e.part("7a") is None or e.origin and e.source not in copiers or e.granted_by or \
                e.condition is not None or \
                e.until not in (None, "end of turn", "your next turn", "its controller's next untap step"):
            raise Unsupported(f"effect {e.id}")
        if e.id in copies:  # an object entering as a copy (707.5), with exceptions to P/T, types, abilities
            x = e.parts[0].copy_except
            # (an embalmed or eternalized token's colours, Zombie subtype and mana value: the views here hold none
            # of them, and the zone histories ask none)
            unread = dict(colors=None, add_subtypes=(), no_mana_cost=False) if e.parts[0].copies_card else {}
            if len(e.parts) > 1 or x is not None and replace(x, power=None, toughness=None, add_types=(),
                                                               add_abilities=(), **unread) != type(x)():
                raise Unsupported(f"copy effect {e.id}")
            continue
        check_filter(e.affects, locked=not e.static)
        for part in e.parts:
            check_supported(part)
    for g in sc.objects.values():
        if g.copies_as_it_enters is not None:
            check_filter(g.copies_as_it_enters)
    for r in sc.counter_replacements:
        check_filter(r.affects)
    casting.check_cost_changes(sc)
    check_forbids(sc)
    if sc.loyalty or sc.replacements or sc.mana_triggers or len(sc.triggers) > 1 or \
            any(t.creates for t in sc.triggers):
        raise Unsupported("loyalty, mana replacements or triggers, several triggers")
    if any(e.kind == "cast" and e.dash for e in sc.events) or \
            any(t.created_by is not None and t.created_by not in sc.effects and
                not any(a.id == t.created_by and a.returns is not None for a in sc.abilities) for t in sc.triggers):
        raise Unsupported("dash (702.109a)")
    fights = any(e.kind in ("attacks", "blocks") or (e.kind, e.what) == ("step", COMBAT_DAMAGE) for e in sc.events)
    if fights and any(t.when in COMBAT_TRIGGERS for t in sc.triggers):  # (508.1m, 509.1i, 509.3c, 510.3a)
        raise Unsupported("a trigger on attacks, blocks or combat damage")


def orders(items: List[str], before: Set[tuple], choose: Choose) -> List[str]:
    """One order of `items` in which each (a, b) of `before` has a first; every such
    order comes from exactly one sequence of choices."""
    out: List[str] = []
    left = list(items)
    while left:
        ready = [x for x in left if not any((y, x) in before for y in left)]
        if not ready:
            raise Impossible("timestamps in a cycle")
        x = ready[choose(len(ready))]
        out.append(x)
        left.remove(x)
    return out


def begin(sc: Scenario, choose: Choose) -> Game:
    """The game as the history begins.  What the history does not start had begun
    before it: an effect lasting until end of turn (or until the active player's next
    turn, which would have ended as this turn began) during the turn in progress, any
    other before that turn; so the former are newer (613.7b).  An effect began after
    each object it names was there (613.7b, 613.7d).  Otherwise their order is open."""
    g = Game(sc, choose, active=sc.first_turn, life=dict(sc.life),
             turn_start={sc.first_turn: THIS_TURN, other_player(sc.first_turn): OTHER_TURN},
             zones={o.id: o.zone for o in sc.objects.values() if o.zone})
    if any(o.zone == "library" for o in sc.objects.values()) or \
            any(e.into == "library" or e.kind == "draws" for e in sc.events):
        g.libraries = {p: [o for o, z in g.zones.items() if z == "library" and sc.objects[o].owner == p]
                       for p in ("you", "opponent")}  # (in the scenario's order, the first on top)
    g.graveyards = {p: [o for o, z in g.zones.items() if z == "graveyard" and sc.objects[o].owner == p]
                    for p in ("you", "opponent")}  # (the same)
    entering = {x for e in sc.events if e.kind == "enters" for x in (e.what, *e.together)}
    spells = {e.spell for e in sc.effects.values()}  # (on the stack)
    # (a card a trigger or unearth may return: not there yet, 400.7)
    returned = {t.returns_as for t in sc.triggers} | {a.returns_as for a in sc.abilities if a.returns is not None} | \
        {new for t in sc.triggers for _, new in t.returns_exiled}  # (607.2a: the linked cards' new objects)
    there = [o for o in sorted(sc.objects) if o not in entering | returned and o not in g.zones and o not in spells
             and not sc.objects[o].copy_of_spell  # (a copy of a spell: nowhere before it is put on the stack)
             and not sc.objects[o].created_by]  # (a token its spell creates: not there before, 111.1)
    copies = {e.copy for e in sc.events if e.copy is not None}  # (they begin as their objects enter, 707.5)
    # (a spell's effects begin only as it resolves, 608.2c: never, for a card in a zone the history does not resolve)
    earlier = [e for e in sorted(sc.effects) if not sc.effects[e].static and e not in g.history_starts | copies and
               not (sc.effects[e].spell is not None and sc.objects[sc.effects[e].spell].zone)]
    this_turn = {e for e in earlier if sc.effects[e].until == "end of turn" or
                 sc.effects[e].until == "your next turn" and sc.effects[e].controller == sc.first_turn or
                 sc.effects[e].until == "its controller's next untap step" and
                 sc.objects[sc.effects[e].affects.objects[0]].controller == sc.first_turn}
    sources = sorted({e.source for e in sc.effects.values() if e.static and e.source in there})
    before = {(o, e) for e in earlier for o in sc.effects[e].affects.objects if o in sources}
    before |= {(a, b) for a in earlier if a not in this_turn for b in this_turn}
    order = orders(sources + earlier, before, choose)
    stamp = {x: i - len(order) - 100 for i, x in enumerate(order)}
    for o in there:
        g.permanents[o] = Permanent(stamp.get(o, -1000), sc.objects[o].tapped, _loyalty(sc.objects[o], sc.objects[o].back_up), None,
                                    sc.objects[o].controller, sc.objects[o].face_down, sc.objects[o].back_up,
                                    damage=sc.objects[o].damage)
    views = g.views()  # the objects' locked sets: named objects there as the history began (611.2c)
    running = {e: Applying(sc.effects[e], stamp[e], frozenset(o for o, v in views.items() if matches(
        sc.effects[e].affects, o, v, sc.effects[e].controller, sc.effects[e].ability_of))) for e in earlier}
    # who controlled what as the turn began, then as each effect of this turn began (302.6)
    g.running = {e: a for e, a in running.items() if e not in this_turn}
    for oid, v in g.views().items():
        g.permanents[oid].seen = v.controller
    for e in sorted(this_turn, key=stamp.get):
        g.running[e] = running[e]
        g.observe(THIS_TURN + 0.5)
    g.begun = set(earlier)
    g.settle(0)
    daynight.begin(g)
    return g


def play(sc: Scenario, text: str, at: Optional[str], choose: Choose) -> object:
    """The value of `text` at the point after the event labelled `at` (None: the end),
    in the order of the groups' events and with the choices `choose` makes.  (The
    value at a point is read as play passes it; a choice read there is fixed then.)"""
    return play_each(sc, (text,), at, choose)[0]


def play_each(sc: Scenario, texts: Sequence[str], at: Optional[str], choose: Choose) -> tuple:
    """`play` of each text, in one play (reading a value makes no choice)."""
    events = [e for e in sc.events if not e.implied]  # durations end by themselves here
    runs: List[List[Event]] = []
    for e in events:  # consecutive events of one group happen in an order left open
        if runs and e.group is not None and runs[-1][0].group == e.group:
            runs[-1].append(e)
        else:
            runs.append([e])
    ordered: List[Event] = []
    for run in runs:
        left = list(run)
        while left:
            ordered.append(left.pop(choose(len(left))))
    g = begin(sc, choose)
    g.asks_snow_spent = any("snow_spent" in text for text in texts)
    value = (None,) * len(texts)
    for point, e in enumerate(ordered, 1):
        g.play(e, point)
        if at is not None and e.label == at:
            value = tuple(evaluate(g, text) for text in texts)
    # the whole history must be possible in this order, after the point asked about too
    return tuple(evaluate(g, text) for text in texts) if at is None else value


def every_choice(run: Callable[[Choose], object]) -> Iterator[object]:
    """`run` once for each sequence of choices, depth first; a run in which something
    impossible happens yields nothing."""
    prefix: List[int] = []
    for _ in range(MAX_PLAYS):
        taken: List[List[int]] = []

        def choose(n: int) -> int:
            c = prefix[len(taken)] if len(taken) < len(prefix) else 0
            taken.append([c, n])
            return c

        try:
            yield run(choose)
        except Impossible:
            pass
        while taken and taken[-1][0] + 1 >= taken[-1][1]:
            taken.pop()
        if not taken:
            return
        prefix = [c for c, _ in taken[:-1]] + [taken[-1][0] + 1]
    raise TooLarge(f"more than {MAX_PLAYS} orders and choices")


def values(sc: Scenario, text: str, at: Optional[str] = None) -> Set[object]:
    """Every value `text` takes at the point `at` over every permitted order and choice
    (an empty set: the history is possible in none, or in some order `text` reads the power or
    toughness of a noncreature where its value hangs on it, 208.3: the verifier refuses that)."""
    return values_each(sc, (text,), at)[0]


def values_each(sc: Scenario, texts: Sequence[str], at: Optional[str] = None) -> List[Set[object]]:
    """`values` of each text, over one walk of the orders and choices: each text's values are
    those it takes in the plays of the walk, as in a walk of its own."""
    check_scenario(sc)
    found = set(every_choice(lambda choose: play_each(sc, texts, at, choose)))
    out = []
    for i in range(len(texts)):
        each = {v[i] for v in found}
        refused = any(v is NO_VALUE or isinstance(v, tuple) and NO_VALUE in v for v in each)
        out.append(set() if refused else each)  # (208.3: a value in some order that has none is refused)
    return out
