"""Time: a scenario's history as a sequence of points, written once over an `Ops`.

Point 0 is the board as the history begins; point i the board after its i-th event.
Each point is the layer system run on the objects there and the effects begun and
not ended (`Evaluation` with `present` and `active`), with the timestamps the
history gives (613.7d-f); what a resolved effect fixed as it began is read from the
point before it (611.2c, 608.2h); an object a state-based action removed stays gone at
later points, read by its last known information (113.7a).  The statuses that read
more than one point are `statuses.py`'s; turning face up, `faces.py`'s; counters,
`counting.py`'s; triggered abilities, `triggered.py`'s; whether each event may happen,
`legality.py`'s; a point as claims ask about it, `moment.py`'s; the history told turn by
turn, `narrate.py`'s.
"""
from __future__ import annotations

from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.model import Event, GameObject, LoyaltyAbility, ManaCost, Scenario, library, reads_tapped, stamps, \
    zone_code
from verifier.rules import discarding, graveyard_targets, leaving, legality, sagas, sba, triggers
from verifier.rules.assist import Assisting
from verifier.rules.beforehand import BeforeHistory
from verifier.rules.blessing import CityBlessing
from verifier.rules.revolt import TurnLeaves
from verifier.rules.attacked import Attacked
from verifier.rules.combat import Combat
from verifier.rules.counting import Counting
from verifier.rules.damage import Damage
from verifier.rules.daynight import DayNight
from verifier.rules.graveyards import GraveyardOrder
from verifier.rules.faces import Faces
from verifier.rules.fighting import Fighting
from verifier.rules.forbidding import Forbidding
from verifier.rules.layers import Evaluation
from verifier.rules.pool import ManaPool
from verifier.rules.moment import Moment
from verifier.rules.prefixes import Prefixes, SharedPoints, shareable
from verifier.rules.runs import State, world
from verifier.rules.spell_damage import SpellDamage
from verifier.rules.stack import STACK, Spells
from verifier.rules.targeting import Targeting
from verifier.rules.statuses import Statuses
from verifier.rules.suspending import Suspending
from verifier.rules.triggered import TriggeredAbilities
from verifier.rules.distributing import Distributing
from verifier.state import Vocabulary, merge

Value = Any


class History(Statuses, Faces, Counting, TriggeredAbilities, Spells, Targeting, ManaPool, Combat, Attacked, Damage,
              GraveyardOrder, BeforeHistory, SharedPoints, CityBlessing, TurnLeaves, DayNight, Suspending, Assisting, Forbidding,
              Distributing, Fighting, SpellDamage, sagas.Sagas):
    """The points of a scenario's history, each evaluated once."""

    def __init__(self, sc: Scenario, vocab: Vocabulary, ops: Any, ts: Dict[str, Value],
                 tb: Optional[Dict[str, Value]] = None, possible: Callable[[List[Value]], bool] = any,
                 choose: Optional[Callable[[str, int], Value]] = None, shared: Optional[Prefixes] = None,
                 slots: Optional[Dict[Tuple[str, int], Value]] = None):
        self.sc, self.vocab, self.ops, self.ts, self.tb, self.possible = sc, vocab, ops, ts, tb, possible
        # of each group whose order is left to the solver (`Event.slot`): (group, j) -> whether event j is at each position
        self.slots = slots or {}
        # points computed by the histories of this scenario's other orders (`prefixes`)
        self._shared = shared if shared is not None and shareable(sc) else None
        self._adopted: List[Evaluation] = []  # what the points taken from them computed
        self._chooser = choose  # a player's choice among n options (the X of a spell, 107.3)
        self.used: Dict[str, Value] = {}  # each choice made so far -> what was chosen
        self.sizes: Dict[str, int] = {}   # ... and among how many options
        self.told: Dict[str, List[str]] = {}  # ... and what each option is, where said in words
        # a group whose order is left to the solver (`Event.slot`) has one point per position, where any of its
        # events may happen: `events` has a stand-in there (of no kind the rules act on), `_candidates` the events;
        # `places`: the point of each of the scenario's events
        self.events, self._candidates, self.places = positions(sc.events)
        self.evaluations: Dict[Any, Evaluation] = {}  # point (or a tag before the history) -> its layers
        self._states: Dict[int, State] = {}
        self._known_states: Dict[int, State] = {}  # (`_known`)
        self._token_worlds: Dict[int, Any] = {}  # (`_after_tokens`)
        self._tapped: Dict[tuple, Value] = {}  # (object, point) -> tapped there
        self._since: Dict[tuple, Value] = {}   # (object, point) -> controlled since the turn began
        self._asked: Dict[tuple, Value] = {}   # (`can_cast` or `can_activate`, its arguments) -> its answer
        self._resolutions = triggers.resolutions(sc.triggers + sc.loyalty + sc.abilities, self.events,
                                                 sc.spell_tokens)
        # a card a loyalty ability's search finds enters as the ability resolves: point -> its activation
        self._found = {self.events[q - 1].finds: (r, q) for r, (t, q) in self._resolutions.items()
                       if q is not None and self.events[q - 1].finds is not None}
        # the point (the first, for one of a group left to the solver) where each object enters, each effect starts
        # and ends, each object leaves; and each point where one of those left to the solver may
        self._entered = self._first_points("enters")
        self._open: Dict[Tuple[str, str], List[Tuple[int, Event]]] = {}
        for p, e in zip(self.places, sc.events):
            if e.slot is not None:
                self._open.setdefault((e.kind, e.what), []).append((p, e))
        self._entered.update({o: r for o, (r, _) in self._found.items()})
        self._loyalty = {a.id: a for a in sc.loyalty}
        self._activated = {a.id: a for a in sc.abilities}  # the other activated abilities (602)
        self._activation_costs: Dict[str, ManaCost] = {}  # ... their costs, as read
        self._made = {o.id for o in sc.objects.values() if o.made_by}  # put there by a resolution
        # 400.4a: an instant or sorcery card that would enter the battlefield stays where it is (one put
        # onto it face down is no instant as it enters, 708.3)
        self._spells = {o.id for o in sc.objects.values() if not o.face_down and
                        {"instant", "sorcery"} & set(o.face(o.back_up).types)}
        # what puts permanents onto the battlefield as it resolves (unearth's activated ability too, 702.84a; a spell
        # creating tokens, 111.1)
        self._makers = triggers.creating(sc.triggers + sc.loyalty + sc.abilities, sc.spell_tokens)
        # new object -> card (persist, Kheru Lich Lord's, unearth's: 702.84a)
        self._returns = {t.returns_as: t.returns for t in sc.triggers + sc.abilities if t.returns is not None}
        self._returns.update({new: card for t in sc.triggers for card, new in t.returns_exiled})  # (607.2a)
        # the card each draw takes (121.1, 504.1), where the scenario says what is in the libraries
        tracked = library.tracks_libraries(sc.objects, sc.events)
        self.drawn = library.drawn(sc.events, sc.objects, sc.first_turn) if tracked else {}
        # each library, top first, at each point (401.2): what may be cast from its top (601.3)
        self.library_piles = library.piles(sc.events, sc.objects, sc.first_turn) if tracked else []
        self._library = {o.id for o in sc.objects.values() if o.in_library} - set(self._found)
        self._x: Dict[int, Value] = {}        # activation point -> the X chosen for it (606.6)
        self._counts: Dict[int, Dict[str, dict]] = {}  # point -> `_counters` there
        self._dealt: Dict[int, list] = {}  # point -> the damage its event deals (`dealt`)
        self._shares: Dict[int, dict] = {}  # point -> the counters its spell distributes on each object (`shares`)
        self._damages: Optional[bool] = None  # `deals_damage`
        self._moves: Optional[bool] = None    # `_life_moves`
        self._lives: Dict[tuple, Value] = {}   # (player, point) -> `life` there
        self._blessings: Dict[tuple, Value] = {}  # (player, point) -> `blessed` there (702.131)
        self._turn_leaves: Dict[tuple, Value] = {}  # (player, point) -> `left_this_turn` there (207.2c)
        self._losses: Dict[tuple, Value] = {}  # (player, point) -> `lost` there
        self._instances: Dict[int, Dict[int, Value]] = {}  # `instances`
        self._started = self._first_points("starts")
        self._started.update({e.copy: i + 1 for i, e in enumerate(self.events) if e.copy is not None})  # 707.5
        self._started.update({x: i + 1 for i, e in enumerate(self.events) for x in e.effects})  # 608.2c
        self._ended = self._first_points("ends")
        self._left = self._first_points("leaves")
        self._never_there = {o.id for o in sc.objects.values()
                             if (o.zone or o.copy_of_spell) and o.id not in self._entered}
        self._conditional = [e for e in sc.effects.values() if e.as_long_as is not None]
        self._lasts: Dict[int, Dict[str, Value]] = {}  # point -> `lasting` there
        self._tentative: List[Evaluation] = []         # the points with such effects still applying
        self._initially_attached = {o.id: vocab.host_code(o.attached_to) if o.attached_to else sba.NOT_ATTACHED
                                    for o in sc.objects.values()}
        self._fired: Dict[tuple, Dict[str, Value]] = {}  # (trigger id, check point) -> `_occurrences` there
        # the timestamps the history gives (613.7b, 613.7d-f): (point, what, stamp, the event giving it)
        self._stamps = [(self.places[q - 1], what, stamp, sc.events[q - 1]) for q, what, stamp in stamps(sc.events, sc.objects)]
        self._ts_at: Dict[int, Dict[str, Value]] = {}
        self._copiable: Dict[int, State] = {}
        self._legality: Optional[List[Tuple[int, List[legality.Condition]]]] = None
        self._looks: Dict[tuple, Any] = {}  # (object, point) -> it as it would enter then (614.12); -point: face up
        self._reads_tapped = reads_tapped(sc.effects.values(), sc.as_though_haste)
        self._stay_down = {o.id for o in sc.objects.values() if o.face_down_by in ("manifest", "cloak") and
                           {"instant", "sorcery"} & set(o.printed.types)}
        self._lookahead: List[Evaluation] = []
        self._backs: Dict[int, frozenset] = {}  # point -> `backs` there
        self._event_faces: Dict[int, frozenset] = {}  # point -> `faces_by_event` there
        self._transforming: Dict[Tuple[str, int], bool] = {}  # (object, point) -> `transforms` there
        self._day_nights: Dict[int, tuple] = {}  # point -> day or night there, and what it transforms (731, 702.145)
        self._since: Dict[int, Dict[str, Value]] = {}  # point -> `_put_there` there
        # 714: the Sagas, and which `step = "main"` events begin a precombat main phase (714.3c)
        self.saga_ids = [o.id for o in sc.objects.values() if "Saga" in o.printed.subtypes]
        self._precombat = sagas.precombat_mains(self.events)

    def choose(self, name: str, size: int) -> Value:
        """A player's choice among `size` options, kept with what it was (`used`)."""
        self.used[name], self.sizes[name] = self._chooser(name, size), size
        return self.used[name]

    def choose_among(self, name: str, options: List[str]) -> Value:
        """`choose` among options told in words (`told`: for a counterexample to say)."""
        self.told[name] = options
        return self.choose(name, len(options))

    def use(self, choose: Callable[[str, int], Value]) -> None:
        """Take the players' choices from `choose` from now on; the points already
        computed used `used`, which it must give too."""
        self._chooser = choose

    def _first_points(self, kind: str) -> Dict[str, int]:
        """The first point of each event of this kind, by what it names."""
        out: Dict[str, int] = {}
        for p, e in zip(self.places, self.sc.events):
            if e.kind == kind:
                for what in e.entering or (e.what,):  # (several entering at once: each there)
                    out.setdefault(what, p)
        return out

    def at_point(self, p: int) -> List[Event]:
        """The events that may happen at point p: its event, or each of a group left to the
        solver at that position."""
        return self._candidates.get(p) or [self.events[p - 1]]

    def happens(self, e: Event) -> Value:
        """Whether an event of the history happens: always, but for one of a group whose
        order is left to the solver, only at the position the order puts it."""
        return True if e.slot is None else self.slots[e.slot[0], e.slot[1]][e.slot[2]]

    def _done_by(self, kind: str, what: str, p: int, default: Value) -> Value:
        """Whether the history's event of this kind on `what` (entering, starting, ending,
        leaving: at most one each) has happened by point p; `default` if it has none."""
        points = self._open.get((kind, what))
        spell = self.began_by_spell(what, p) if kind == "starts" else None
        if spell is not None:  # (it begins as its spell resolves, if it does: 608.2b)
            return spell
        if points is not None:
            return self.ops.or_(*[self.happens(e) for q, e in points if q <= p])
        first = {"enters": self._entered, "starts": self._started, "ends": self._ended, "leaves": self._left}[kind]
        return default if what not in first else first[what] <= p

    def begun_by(self, effect: str, p: int) -> Value:
        """Whether a resolved effect has begun by point p (or before the history)."""
        riot = self.riot_haste_begun(effect, p)  # (702.136a: riot's haste where its counter can't be put)
        return self._done_by("starts", effect, p, True) if riot is None else riot

    def present_at_start(self, x: str) -> bool:
        return x not in self._entered

    def present_by(self, x: str, p: int) -> bool:
        """Whether x had entered by point p and not left by an event (a state-based action
        may still have removed it)."""
        return self._entered.get(x, 0) <= p < self._left.get(x, p + 1)

    @property
    def end(self) -> int:
        return len(self.events)

    def point(self, label: Optional[str]) -> int:
        """The point right after the event with this label, or right after the last of the
        events of the group whose end it labels (`Event.group_end`), in whatever order they
        happen; the end for None."""
        if label is None:
            return self.end
        own = next((i + 1 for i, e in enumerate(self.events) if e.label == label), None)
        return own or max(p for p, e in zip(self.places, self.sc.events) if e.group_end == label)

    def evaluation(self, p: int) -> Evaluation:
        if p not in self.evaluations:
            # (not past a group left to the solver: its stand-in events are this history's own)
            unshared = self._shared is None or self._candidates and p >= min(self._candidates)
            self._shareable(p, None if unshared else Prefixes.key(self.events, p),
                            lambda: self._evaluate(p, {**self._begun(p), **self.lasting(p)}, tag=f"@{p}"))
        return self.evaluations[p]

    def timestamps(self, p: int) -> Dict[str, Value]:
        """Each timestamped id's timestamp at point p (613.7): an object's is the
        latest it received by then, as it entered, became attached (613.7e) or turned
        face up (613.7f); its static abilities' effects follow it (613.7a)."""
        if p not in self._ts_at:
            out = dict(self.ts)
            for q, what, stamp, e in self._stamps:
                if q <= p and stamp != what:
                    out[what] = self.ops.ite(self._received(q, what, e), self.ts[stamp], out[what])
            self._ts_at[p] = out
        return self._ts_at[p]

    def _received(self, q: int, what: str, e: Event) -> Value:
        """Whether `what` received the timestamp event e at point q may give it (`stamps`):
        an Aura or Equipment that moved (701.3b, 701.3c), a permanent turned face up, a
        token a resolution created again."""
        if e.kind == "attach":
            return self.attaches(q, e)
        if e.kind == "resolves":
            return self.makes(q).get(what, False)
        if e.kind == "transform":  # 613.7g: only if it transforms
            return self.transforms(what, q)
        if e.kind in ("turn", "it_becomes"):  # 613.7g: a daybound or nightbound permanent, if it transforms (702.145)
            return what in self.day_night_flips(q)
        return what not in self._stay_down  # turned face up, unless revealed and left face down (701.40g)

    def ts_before(self, p: int) -> Callable[[str, str], Value]:
        """Timestamp order at point p."""
        ts = self.timestamps(p)
        return lambda x, y: self.ops.lt(ts[x], ts[y])

    def _begun(self, p: int) -> Dict[str, Value]:
        """Each effect: a static ability's always (its object decides), a resolved
        effect's once begun and until it ended by an event or its duration."""
        ops = self.ops
        return {e.id: e.static or ops.and_(self.begun_by(e.id, p), ops.not_(self._done_by("ends", e.id, p, False)))
                for e in self.sc.effects.values()}

    def _evaluate(self, p: int, active: Dict[str, Value], tag: str) -> Evaluation:
        """The layer system at point p with these effects: the objects there (once
        entered; what a state-based action removed stays gone, 704.3), face up or
        down, their counters, the timestamps they have then.  What a resolved effect
        fixed as it began is read from the point right before it (611.2c, 608.2h), or,
        for one begun before the history, from the game as the history began."""
        before = self.state(p - 1) if p > 0 else None
        gone = {**self.destroyed(p), **self.moved(p)}  # (by a resolution: 701.8a, 603.7c)
        present = {o: self._present(o, p, before, gone) for o in self.sc.objects}
        return self._at(p, tag, present, active, attached=self._attachments(p, before))

    def _present(self, o: str, p: int, before: Optional[State], gone: Dict[str, Value]) -> Value:
        """Whether o is on the battlefield at point p (before state-based actions): once it
        entered (a token once created, a card found once it arrived) and until it left,
        a state-based action or a resolution took it away (704.3)."""
        ops = self.ops
        if o in self._made:
            return self._created(o, p, before, gone)
        slotted_leave = ("leaves", o) in self._open
        if self._entered.get(o, 0) > p or o in self.sc.absent or o in self._library or \
                not slotted_leave and self._left.get(o, p + 1) <= p or \
                (self.sc.objects[o].zone or self.sc.objects[o].copy_of_spell) and o not in self._entered:
            return False
        if o in self._found and self._entered[o] == p:
            return self._arrives(o)
        if p == 0:
            return o not in self._spells
        value = ops.and_(before[o].on_battlefield, ops.not_(gone.get(o, False)))
        if self._entered.get(o) == p and ("enters", o) not in self._open:
            value = self._enters(o, p, self.events[p - 1].part(o))
        for kind, q, e in ((k, q, e) for k in ("enters", "leaves") for q, e in self._open.get((k, o), ()) if q == p):
            # (one of a group left to the solver: where it happens)
            value = ops.ite(self.happens(e), self._enters(o, p, e) if kind == "enters" else False, value)
        return value

    def _zones(self, p: int) -> Optional[Dict[str, Value]]:
        """Off the battlefield, the zone each card is in at point p (400.1): as the point
        before left them (what a state-based action put into a graveyard included), then
        this point's event: a permanent leaving into a zone (a token ceases to exist
        there, 111.7), a card moved (400.7), an instant or sorcery card whose resolution
        starts an effect (608.2n), a card a trigger returns to the battlefield (the new
        object, 400.7), a card drawn (121.1).  None at point 0: as the scenario begins."""
        if not self.sc.tracks_zones or p == 0:
            return None
        out = {o: s.zone for o, s in self.state(p - 1).items()}
        e = self.events[p - 1]
        if e.kind in ("leaves", "moves") and e.into is not None:  # (614.6: exiled instead, `leaving`)
            into = leaving.destination(self.sc.exiled_instead, e.what, e.into) if e.kind == "leaves" else e.into
            out[e.what] = 0 if self.sc.objects[e.what].token else zone_code(into)
        if e.becomes is not None:  # 400.7: the card is the new object on the battlefield now, in no other zone
            out[e.what] = 0
        if self.drawn.get(p) is not None:  # 121.1: the top card of the library, into its owner's hand
            out[self.drawn[p]] = zone_code("hand")
        instead = self.sc.exiled_instead  # 614.6: where such an effect exiles it
        if e.kind == "searches" and e.finds is not None:  # 701.23a, 702.29e: the card found, into its owner's hand
            out[e.finds] = zone_code("hand")
        for o, did in self.destroyed(p).items():  # 701.8a: destroyed, into its owner's graveyard (a token: 111.7)
            into = leaving.destination(instead, o, "graveyard")
            out[o] = self.ops.ite(did, 0 if self.sc.objects[o].token else zone_code(into), out[o])
        for o, did in self.moved(p).items():  # 603.7c: a delayed trigger's (a token ceases to exist: 111.7)
            into = leaving.destination(instead, o, self._resolutions[p][0].into)
            out[o] = self.ops.ite(did, 0 if self.sc.objects[o].token else zone_code(into), out[o])
        for new, returned in self.returned(p).items():
            card = self._returns[new]
            out[card] = self.ops.ite(returned, 0, out[card])
        for card, (did, into) in graveyard_targets.moved(self, p).items():  # (113.6: exiled targets, its card to hand)
            out[card] = self.ops.ite(did, zone_code(into), out[card])
        for card, did in discarding.moved(self, p).items():  # 701.9a: discarded, into its owner's graveyard
            out[card] = self.ops.ite(did, zone_code("graveyard"), out[card])
        spell = self.sc.effects[e.what].spell if e.kind == "starts" else None
        if spell is not None:  # 608.2n: the instant or sorcery card, as its resolution ends (exile if it says so)
            out[spell] = zone_code("exile" if self.exiles_itself(spell) else "graveyard")
        self.spell_zones(p, out)
        return out

    def _at(self, p: int, tag: str, present: Dict[str, Value], active: Dict[str, Value],
            face_up: Optional[frozenset] = None, counters: Optional[Dict[str, dict]] = None,
            attached: Optional[Dict[str, Value]] = None, statuses: Optional[int] = None,
            shared: Optional[bool] = None, entering: Optional[str] = None,
            damage: Optional[Dict[str, tuple]] = None) -> Evaluation:
        """The layer system at point p for these objects and effects, everything else as
        the point gives it: timestamps, faces, counters, what each effect the history
        began read as it began (the point before it), whose turn it is and what is
        tapped (at point `statuses`, default p), for the conditions of static abilities
        (611.3a).  `shared`: whether what effects begun before the history fixed comes
        from its first point (default: for every later point); `entering`: an object seen as
        it would enter (614.12); `damage`: the damage marked (default: the point's, `marked`)."""
        tapped = None
        if self._reads_tapped:
            tapped = {x: self.tapped(x, p if statuses is None else statuses) for x in self.sc.objects}
        return Evaluation(self.sc, self.vocab, self.ops, self.timestamps(p), self.tb, self.possible,
                          back_up=self.backs(p), present=present,
                          active=active, face_up=self._face_up(p) if face_up is None else face_up,
                          counters=self._counters(p) if counters is None else counters,
                          began=self._began(p),
                          origin=self.evaluation(0) if (p > 0 if shared is None else shared) else None, tag=tag,
                          attached=attached, turn=self.vocab.player(self.active_player(p)), tapped=tapped,
                          zones=self._zones(p), damage=self.marked(p) if damage is None else damage,
                          keep=self._keeper(tag), entering=entering, defined=self.defined_pt(p),
                          chapters=self._chapters_at(p, tag, entering))

    def _chapters_at(self, p: int, tag: str, entering: Optional[str]) -> Optional[Callable[[], Dict[str, Value]]]:
        """704.5s: what the state-based actions of the layers at point p (`tag`) read of the chapter abilities
        waiting on the stack: the point's own (`chapters_waiting`); for a look at p while it is computed (an object
        as it would enter, 614.12; an "as long as" looked ahead, 611.2b), the point's before it, which reads no
        trigger of p; None as the history begins (not known)."""
        if p == 0:
            return None
        q = p if tag == f"@{p}" and entering is None else p - 1
        return lambda: self.chapters_waiting(q)

    def _keeper(self, tag: str) -> Callable[[int, str], Value]:
        """704.5j: the legend rule's choice at the point `tag` names (`Evaluation`'s `keep`),
        the same for the point's look ahead at an "as long as" ("@p?": the one board, 611.2b)."""
        where = tag.rstrip("?")

        def keep(k: int, o: str) -> Value:
            if self._chooser is None:
                raise ValueError(f"the legend rule (704.5j) may apply to {o} where no player's choice is made")
            return self.ops.eq(self.choose_among(legend_choice(where, k, o), ["no", "yes"]), 1)
        return keep

    def _enters(self, o: str, p: int, e: Event) -> Value:
        """Whether o, put onto the battlefield by event e at point p, enters: not an
        instant or sorcery card (400.4a); an Aura only attached to what it can legally
        enchant as it would exist there, else it stays where it is (303.4i)."""
        obj = self.sc.objects[o]
        if not obj.face_down and {"instant", "sorcery"} & set(obj.face(e.back).types):  # (the face it enters with)
            return False
        if "Aura" not in obj.printed.subtypes:
            return True
        if obj.attached_to is None:
            return False
        if obj.attached_to in self.vocab.players:  # 303.4: one that may enchant that player
            return sba.enchants_player(self.ops, self.sc, self.vocab, self.entering(o, p), obj.attached_to)
        before = self.state(p - 1)
        allowed = sba.allowed(self.ops, self.sc, self.vocab, {**before, o: self.entering(o, p)}, o, obj.attached_to)
        # 608.3b: an Aura spell resolving checks its target is still legal (608.2b) first
        legal = self.targets_legal(o, p - 1) if e.from_stack else []
        return self.ops.and_(before[obj.attached_to].on_battlefield, allowed["Aura"], *legal)

    def _began(self, p: int) -> Dict[str, Callable[[], Any]]:
        """Each effect the history began by point p -> the game as it began (the point
        before it), for what it fixed then (611.2c, 608.2h); for one of a group left to the
        solver, the point before wherever it happens."""
        out = {}
        for e, s in self._started.items():
            if s <= p:
                if self._tokens_first(s) and not self._made_as_copy(e, s):
                    out[e] = self._after_tokens(s)
                    continue
                points = self._open.get(("starts", e), [(s, None)])
                out[e] = self._as_it_was([(True if ev is None else self.happens(ev), q - 1) for q, ev in points if q <= p])
        return out

    def _tokens_first(self, r: int) -> bool:
        """Whether the event at r resolves a trigger whose text creates its tokens before it
        begins its effects (608.2c: in the order written; `Trigger.tokens_first`)."""
        resolved = self.resolving(r) if self.events[r - 1].kind == "resolves" else None
        return resolved is not None and getattr(resolved[0], "tokens_first", False)

    def _made_as_copy(self, e: str, r: int) -> bool:
        """Whether e is the copy effect a token the resolution at r creates is made with: the token
        becomes the copy as it is created, not after (707.5, 111.1), so the effect takes the
        original's copiable values from the game right before, as for any object entering as a copy
        (707.2b).  Those values are printed text and other copy effects, never counters or the
        effects the text begins after (707.2): nothing the token enters with is among them, so the
        game with the token made (`_after_tokens`), its entering counters included (614.1c, 614.12),
        is not the copy effect's to see."""
        t, effect = self._resolutions[r][0], self.sc.effects[e]
        copies = getattr(t, "copy_of", None) is not None and any(part.copy_of == t.copy_of for part in effect.parts[:1])
        return copies and bool(effect.affects.objects) and set(effect.affects.objects) <= set(t.creates)

    def _after_tokens(self, r: int) -> Callable[[], Any]:
        """608.2c, 611.2c: the game as an effect the resolution at r begins sees it, where the
        text creates the tokens first: the point before, with the tokens it creates there as
        they are created (111.1; 614.1a's number, `makes`), its effects not yet begun, and no
        state-based action in between (704.3: none is checked during a resolution)."""
        def built() -> Any:
            if r not in self._token_worlds:
                ops, before, made = self.ops, self.state(r - 1), self.makes(r)
                present = {o: ops.or_(before[o].on_battlefield, made[o]) if o in made else before[o].on_battlefield
                           for o in self.sc.objects}
                now = self._counters(r)
                counters = {**self._counters(r - 1), **{o: now[o] for o in made}}
                look = self._at(r, f"@{r}+made", present, {**self._begun(r - 1), **self.lasting(r - 1)},
                                counters=counters, attached=self._attachments(r, before))
                self._lookahead.append(look)
                state, copiable = look.as_it_happened(), look.unchecked_copiable()
                known = self.copiable(r - 1)
                self._token_worlds[r] = world(
                    {o: merge(ops, present[o], state[o], before[o]) for o in state},
                    {o: merge(ops, present[o], copiable[o], known[o]) for o in copiable})
            return self._token_worlds[r]
        return built

    def _as_it_was(self, options: List[Tuple[Value, int]]) -> Callable[[], Any]:
        """The game at point p, as an effect beginning right after it sees it: of (when, p)
        options, the point of the one that holds."""
        def merged(of: Callable[[int], State]) -> State:
            out = of(options[-1][1])
            for when, q in reversed(options[:-1]):
                out = {o: merge(self.ops, when, s, out[o]) for o, s in of(q).items()}
            return out
        return lambda: world(merged(self.state), merged(self.copiable))

    def _attachments(self, p: int, before: Optional[State]) -> Optional[Dict[str, Value]]:
        """Where each object is attached at point p: where the point before left it
        (state-based actions included, 704.5m-n; nothing, once it left; an object
        entering as it entered), then this point's attach, if it moves the object
        (701.3b), or unattach (301.5, 702.6a).  None at point 0: as the history begins."""
        if before is None:
            return None
        ops = self.ops
        out = {o: self.attached_as_it_enters(o, p) if self._entered.get(o) == p and ("enters", o) not in self._open
               else before[o].attached_to for o in self.sc.objects}
        for e in self.at_point(p):  # (of a group left to the solver, the one that happens)
            if e.kind == "enters" and e.slot is not None:
                out[e.what] = ops.ite(self.happens(e), self._initially_attached[e.what], out[e.what])
            elif e.kind == "attach":
                out[e.what] = ops.ite(self.attaches(p, e), self.vocab.host_code(e.to), out[e.what])
            elif e.kind == "unattach":
                out[e.what] = ops.ite(self.happens(e), sba.NOT_ATTACHED, out[e.what])
        return out

    def attaches(self, q: int, e: Event) -> Value:
        """Whether the attach event e at point q moves its object: it happens, both are on
        the battlefield, the object may be attached to the other (701.3a-b, 303.4j, 301.5c),
        and not already attached to it (then the effect does nothing, 701.3b)."""
        ops = self.ops
        state = self.state(q - 1)
        return ops.and_(self.happens(e), sba.can_attach(ops, self.sc, self.vocab, state, e.what, e.to),
                        ops.not_(ops.eq(state[e.what].attached_to, self.vocab.host_code(e.to))))

    def lasting(self, p: int) -> Dict[str, Value]:
        """611.2b: whether each effect that lasts for as long as a condition holds still
        does at point p.  The condition is checked at every point from the effect's
        start, on the board with the effect still applying; the first time it fails
        the effect ends, for good."""
        if p not in self._lasts:
            ops, begun = self.ops, self._begun(p)
            prev = self.lasting(p - 1) if p > 0 else {}
            carried = {e.id: ops.and_(begun[e.id], ops.ite(self._done_by("starts", e.id, p - 1, p > 0),
                                                           prev.get(e.id, True), True))
                       for e in self._conditional}
            if all(ops.is_false(v) for v in carried.values()):
                self._lasts[p] = carried
            else:
                tentative = self._evaluate(p, {**begun, **carried}, tag=f"@{p}?")
                self._tentative.append(tentative)
                board = tentative.final()
                moment = Moment(self, p, board)
                self._lasts[p] = {e.id: ops.and_(carried[e.id], e.as_long_as.evaluate(
                    ops, board, self.vocab, self.ts_before(p), moment=moment).value)
                    for e in self._conditional}
        return self._lasts[p]

    def entering(self, o: str, p: int, as_itself: bool = False) -> Any:
        """614.12: o as it would exist on the battlefield as it enters at point p, to see
        which replacement effects of its own apply: with the continuous effects there
        then and its own static abilities, face down if it enters face down (708.3),
        before what it enters with; `as_itself`: a new object with no copy effect, among the
        effects that exist before the event (707.5, 614.12: whether it has its ability to
        enter as a copy)."""
        key = (o, p, "itself") if as_itself else (o, p)
        if key not in self._looks:
            before = self.state(p - 1)
            present = {x: before[x].on_battlefield for x in self.sc.objects}
            present[o] = True
            counters = {**self._counters(p - 1), o: dict(self.sc.objects[o].counters)}
            attached = {x: before[x].attached_to for x in self.sc.objects}
            attached[o] = self.attached_as_it_enters(o, p)
            active = {**self._begun(p - 1 if as_itself else p), **self.lasting(p - 1)}
            if as_itself:  # (no copy effect it entered or enters with applies to it as a new object, 400.7)
                active.update({e.copy: False for e in self.sc.events if e.what == o and e.copy is not None})
            elif self._tokens_first(p) and o in self.resolving(p)[0].creates:
                # 614.12, 608.2c: a token its resolution makes before beginning its effects enters with those not
                # existing yet, only the copy effect it is made with (707.5)
                active.update({e: False for e, s in self._started.items() if s == p and not self._made_as_copy(e, p)})
            look = self._at(p, f"@{p}>{o}" + ("=" if as_itself else ""), present, active, counters=counters,
                            attached=attached, statuses=p - 1, entering=o)
            self._lookahead.append(look)
            self._looks[key] = look.as_it_happened()[o]
        return self._looks[key]

    def enters_as(self, o: str, p: int) -> GameObject:
        """The object whose printed text says how o enters at point p ("enters with",
        "enters tapped", its loyalty): o, or what it enters as a copy of (707.5)."""
        e = self.events[p - 1] if p > 0 else None
        if e is not None and e.kind == "enters" and e.what == o and e.copy is not None:
            return self.sc.objects[self.sc.effects[e.copy].parts[0].copy_of]
        t = self._resolutions[p][0] if e is not None and e.kind == "resolves" and p in self._resolutions else None
        if getattr(t, "copy_of", None) is not None and o in t.creates:  # (a token a trigger creates as a copy, 707.2)
            return self.sc.objects[t.copy_of]
        return self.sc.objects[o]

    def x_of(self, e: Event) -> Value:
        """The X of the spell that became the object entering at e (107.3): given, or
        the caster's choice from 0 to its bound; 0 if none was chosen.  The permanent's
        own X is 0 (107.3i): only what it enters with sees this one."""
        if e.from_stack:  # (the spell's, as it was cast: 107.3a)
            return self.spell_x(e.what)
        if e.x is not None:
            return e.x
        if e.x_at_most is not None and self._chooser is not None:
            return self.choose(f"X of {e.what}", e.x_at_most + 1)
        return 0

    def state(self, p: int) -> State:
        """Every object at point p, the state-based actions done.  One not on the
        battlefield then shows its last known information (113.7a, 608.2h): as it last
        existed there, with nothing attached to it and nothing it is attached to."""
        if p not in self._states:
            self._states[p] = self.bestowed_on_the_stack(self.x_on_the_stack(self._known(p), p), p)
        return self._states[p]

    def _known(self, p: int) -> State:
        """`state` without a spell's X on the stack (`x_on_the_stack`): what last known
        information carries from point to point (a spell that leaves the stack has X 0, 202.3e)."""
        if p not in self._known_states:
            self._known_states[p] = self._last_known(p, self.evaluation(p).final(), self._known)
        return self._known_states[p]

    def _not_there_yet(self, o: str, p: int) -> bool:
        """Whether o is a card in a zone that has not been on the battlefield by point p: it never enters, or
        enters later, by an event in the history's order."""
        card = self.sc.objects[o]
        return bool(card.zone or card.copy_of_spell) and p < self._entered.get(o, p + 1) and ("enters", o) not in self._open

    def traced_state(self, p: int, trace: list) -> State:
        """`state`, with the layers and state-based actions of point p told in `trace`."""
        return self.bestowed_on_the_stack(
            self.x_on_the_stack(self._last_known(p, self.evaluation(p).final(trace=trace), self._known), p), p)

    def copiable(self, p: int) -> State:
        """Every object's copiable values at point p (707.2), last known for one that is
        not on the battlefield then."""
        if p not in self._copiable:
            self._copiable[p] = self._last_known(p, self.evaluation(p).copiable(), self.copiable)
        return self._copiable[p]

    def _last_known(self, p: int, now: State, earlier: Callable[[int], State]) -> State:
        """`now`, except for each object not on the battlefield as point p began (it
        left by the event, or was never there): what `earlier` says of the point before."""
        if p == 0:
            return now
        ops, present, before = self.ops, self.evaluation(p).present, earlier(p - 1)
        gone = {o: before[o].with_(on_battlefield=False, attached_to=sba.NOT_ATTACHED) for o in now}
        # (a card in another zone that never was on the battlefield, or has not been yet, has no last known information
        # there: it is as it is now, 400.7, 604.3)
        # (a spell on the stack is as it is there, the face cast up, 712.8f: no last known information of it)
        here = {o: ops.or_(present[o], ops.eq(now[o].zone, STACK)) if o in self.casts() and self.sc.tracks_zones
                else present[o] for o in now}
        out = {o: now[o] if here[o] is True or self._not_there_yet(o, p) else merge(ops, here[o], now[o], gone[o])
               for o in now}
        for o in self.suspended_cards:  # 702.62a: the time counters on a card in exile are its own, as it is now
            out[o] = out[o].with_(counters=now[o].counters)
        return {o: s if s is now[o] else s.with_(zone=now[o].zone, card=now[o].card) for o, s in out.items()} \
            if self.sc.tracks_zones else out  # (the card it is in a zone, as it is now: 400.7, 604.3)

    def definitions(self) -> List[Value]:
        evaluations = {id(ev): ev for ev in [*self.evaluations.values(), *self._tentative, *self._lookahead,
                                             *self._adopted]}
        return [d for ev in evaluations.values() for d in ev.definitions()]

    # -- statuses ----------------------------------------------------------------------

    def active_player(self, p: int) -> str:
        """Whose turn it is at point p: the latest turn begun by then (500.1)."""
        turns = [e.what for e in self.events[:p] if e.kind == "turn"]
        return turns[-1] if turns else self.sc.first_turn

    # -- what the game allows (`verifier.rules.legality`) ----------------------------------

    def legality(self) -> List[Tuple[int, List[legality.Condition]]]:
        """For each event, the conditions under which it is possible where it stands."""
        if self._legality is None:  # (one of a group left to the solver: where it happens)
            self._legality = [(i, [(self.ops.or_(self.ops.not_(self.happens(e)), c), why)
                                   for c, why in self.game_goes_on(p) + self.requirements_obeyed(p) +
                                   self.menace_obeyed(p) + legality.event(self, p, e) +
                                   self.targets_as_put(p) +
                                   self.attached_as_resolved(p) + self.triggering_as_resolved(p) +
                                   # (509.1b: a declaration of blockers the history ends with closes there too)
                                   (self.menace_obeyed(p + 1) if i == len(self.sc.events) else [])])
                              for i, (p, e) in enumerate(zip(self.places, self.sc.events), 1)]
        return self._legality

    def loyalty_ability(self, aid: str) -> LoyaltyAbility:
        return self._loyalty[aid]

    def on_stack(self, r: int) -> Value:
        """Whether an instance of the ability the event at r resolves is on the stack."""
        if r not in self._resolutions or not self.instances(r):
            return False
        return self.ops.or_(*self.instances(r).values())

    def waiting(self, p: int) -> List[Tuple[str, int, Value]]:
        """Each instance of an ability that may be on the stack right before the event at
        point p (put there by the event at q < p, not resolved yet): its id, q, and
        whether it is there."""
        out = []
        for t in self.sc.triggers + self.sc.loyalty + self.sc.abilities:
            done = [r for r in self._resolutions if r < p and self._resolutions[r][0].id == t.id]
            for q in (q for q, e in enumerate(self.events[:p - 1], 1) if triggers.put_on_stack(t, e, self._makers)):
                out.append((t.id, q, self.still_waiting(t, q, [r for r in done if r > q])))
        return out + self.spells_waiting(p)

    def last_step(self, p: int) -> Optional[str]:
        """The latest step a `step` event began by point p in the turn in progress."""
        for e in reversed(self.events[:p]):
            if e.kind == "turn":
                return None
            if e.kind == "step":
                return e.what
        return None

    def activated_this_turn(self, source: str, p: int) -> bool:
        """Whether a loyalty ability of `source` was activated this turn, by point p (606.3)."""
        for e in reversed(self.events[:p]):
            if e.kind == "turn":
                return False
            if e.kind == "activate" and e.what in self._loyalty and self._loyalty[e.what].source == source:
                return True
        return False


def positions(events: tuple) -> Tuple[tuple, Dict[int, List[Event]], List[int]]:
    """A history's points: (an event for each, the events that may happen at each point
    of a group whose order is left to the solver, the point of each event).  Such a
    group's events at one position make one point, told by a stand-in event."""
    out: List[Event] = []
    candidates: Dict[int, List[Event]] = {}
    places: List[int] = []
    for e in events:
        if e.slot is not None and out and out[-1].slot == (e.slot[0], -1, e.slot[2]):
            candidates[len(out)].append(e)
        elif e.slot is not None:
            out.append(Event("position", e.slot[0], slot=(e.slot[0], -1, e.slot[2])))
            candidates[len(out)] = [e]
        else:
            out.append(e)
        places.append(len(out))
    return tuple(out), candidates, places


def legend_choice(where: str, k: int, o: str) -> str:
    """The name of the legend rule's choice of o at the point `where` ("@p": after event p;
    "" on a board), at its (k+1)th check of state-based actions (704.3, 704.5j)."""
    at, _, up = where[1:].partition("^")
    point = "" if not where else " as the history begins" if at == "0" else f" after event {at}" if at.isdigit() else \
        " as the turn began" if at == "start" else f" as {at[len('start+'):]} began" if at.startswith("start+") else \
        f" at {where}"
    point += f", were {up} turned face up" if up else ""
    return f"the legend rule{point}, check {k + 1}: whether its controller keeps {o} (704.5j)"
