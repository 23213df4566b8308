"""A scenario: its objects, effects, history and claims, and the orders of its
history's events the game allows."""
from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Optional, Tuple

from verifier.model.effects import Characteristics, Filter, tie_groups
from verifier.errors import ModelError
from verifier.model import groups
from verifier.model.history import SPELL_RESOLVES, Event, acyclic, stamps
from verifier.model.unfollowed import HAND_SIZE_RULES

@dataclass(frozen=True)
class GameObject:
    id: str
    printed: Characteristics
    controller: str = "you"
    counters: tuple = ()  # (kind, count) pairs: "+1/+1", "-1/-1", "charge", ...
    face_down: bool = False
    attached_to: Optional[str] = None  # the object it is attached to (an Aura, Equipment, ...)
    enchant: Filter = Filter()         # what it may enchant, if it is an Aura (702.5a); any permanent
    enchant_player: Optional[str] = None  # an Aura with "enchant player" or "enchant opponent" (702.5a, 303.4)
    tapped: bool = False               # a status (110.5); as the history begins
    enters_with: tuple = ()            # (kind, n or "X" or "S"): counters it enters with (614.1c; X: 107.3; S: {S} spent, 601.2h)
    # an instant or sorcery: (kind, n or "S") the counters its resolution distributes among any number of creatures
    # its controller controls, chosen as it resolves, none targeted (608.2c, 115.1; S: {S} spent, 601.2h)
    distributes: tuple = ()
    enters_tapped: bool = False        # its card says it enters tapped (614.1c)
    enters_tapped_unless: Any = None   # EntersTappedUnless: ... unless a condition holds or life is paid (614.1c)
    in_library: bool = False           # a card in the library as the history begins, until a search finds it
    created_by: Optional[str] = None   # a token a trigger creates as it resolves (not there before)
    returned_by: Optional[str] = None  # a card a trigger returns to the battlefield as it resolves: a new object (400.7)
    token: bool = False                # a token (111.1): one a trigger creates, or one the scenario says is
    emblem: bool = False               # an emblem in the command zone (114): neither a card nor a permanent
    attacking: bool = False            # an attacking creature (506.4), as the scenario states it throughout
    unblocked: bool = False            # ... with no blockers declared for it, blockers declared (509.1h), as stated
    # a commander (903.3): a designation of the card, no characteristic, so never copied (707.2), as stated
    commander: bool = False
    paired_with: Optional[str] = None  # the creature it is paired with (702.95b), as the scenario states it
    damage: int = 0                    # damage marked on it as the history begins (120.3e, 120.6)
    # 302.6, as the history begins: under its controller's control since that player's most
    # recent turn began (None: not stated, `verifier.rules.time.History.past`)
    since_turn_began: Optional[bool] = None
    face_down_by: Optional[str] = None  # how it became face down (FACE_DOWN_KINDS)
    loyalty: Optional[int] = None       # its card's printed loyalty (306.5b)
    back_loyalty: Optional[int] = None  # ... its back face's, a planeswalker face's (712.8f)
    # "you may have it enter as a copy of" what matches this (707.5, 614.1c), with these exceptions (707.9)
    copies_as_it_enters: Optional[Filter] = None
    copy_except: Any = None             # CopyExceptions
    copy_enters_tapped: bool = False    # ... and it enters tapped if it does (Vesuva's "enter tapped as a copy")
    chose: bool = False                 # a static ability of its card uses what was chosen as it entered (614.12)
    choice_kind: Optional[str] = None   # what its card asks to choose as it enters (614.12: CHOICE_KINDS)
    chosen: Optional[str] = None        # ... what was chosen ("the chosen type", 106.6; "the chosen color" of
    #                                     the mana its mana abilities add, 614.12), for its mana abilities
    exiled_colors: Tuple[str, ...] = ()  # the colours of the cards its linked ability exiled (607.2a), as stated
    # a double-faced card (712): its back face, "transform" or "modal_dfc", and whether its back face is up as
    # the scenario begins
    back: Optional[Characteristics] = None
    layout: Optional[str] = None
    back_up: bool = False
    zone: Optional[str] = None          # a card in another zone than the battlefield as the scenario begins (ZONES)
    owner: str = "you"                  # who owns it (108.3): the graveyard, hand or exile it goes to (400.3)
    counters_spell: Optional[Filter] = None  # a spell that counters its target spell, one matching this (701.6a)
    copy_of_spell: Optional[str] = None  # a copy of that spell, put on the stack by an event (707.10): nowhere before
    # an effect lets its owner "play" it (cast it or play it as a land) or only "cast" it from the zone it is in
    # as the scenario begins, by a face matching the filter (601.3, 305.1; 712.11b, 712.12): (may, filter)
    permitted: Optional[Tuple[str, Any]] = None
    # its card's own rules for paying for it as a spell (`verifier.load.spell_costs`): "This spell costs {X} less to
    # cast, where X is ..." (601.2f: an int or a Count, read as the total cost is determined), and "Spend only mana
    # produced by <filter> to cast this spell" (106.6: what may produce the mana spent on it)
    costs_less: Any = None
    spend_only_from: Optional[Any] = None
    # "Counter target spell unless its controller pays {X}" (`verifier.load.unless_paid`, 701.6a, 118.12): the
    # payment offered to the target's controller as it resolves, a number or "X" (its own X, 107.3a); and "If that
    # player doesn't, they tap all lands with mana abilities they control" (Power Sink)
    unless_pays: Any = None
    taps_lands_unpaid: bool = False

    def loyalty_of(self, back: bool) -> Optional[int]:
        """The printed loyalty of the face it has up (306.5b, 712.8f)."""
        return self.back_loyalty if back else self.loyalty

    @property
    def made_by(self) -> Optional[str]:
        """The trigger whose resolution puts it onto the battlefield, if one does: a token
        it creates (111.1) or a card it returns (400.7)."""
        return self.created_by or self.returned_by

    def face(self, back: bool) -> Characteristics:
        """Its characteristics with that face up (712.8d-f)."""
        return self.back if back and self.back is not None else self.printed

    @property
    def faces(self) -> tuple:
        """The characteristics of each of its faces (one for most cards)."""
        return (self.printed,) if self.back is None else (self.printed, self.back)

    @property
    def equip_abilities(self) -> List[str]:
        """Its equip abilities (702.6a), by their text: "Equip {1}"; not one with a quality ("Equip Knight {1}",
        "Equip planeswalker {1}"), which targets only a creature with it (702.6c, 702.6e: `quality_equips`)."""
        return sorted(a for a in self.printed.abilities if re.match(r"equip(?: ?\{| ?\u2014)", a, re.I))

    @property
    def quality_equips(self) -> List[str]:
        """Its equip abilities with a quality (702.6c, 702.6e), which the model does not follow."""
        return sorted(a for a in self.printed.abilities
                      if a.split(" ")[0].lower() == "equip" and a not in self.equip_abilities)


@dataclass(frozen=True)
class Claim:
    id: str
    expr: str
    expect: str                  # proved / refuted / witness / none / vacuous
    assume: Optional[str] = None
    ruling: str = ""
    line: int = 0
    goal: Any = field(default=None, compare=False)     # the parsed expr (verifier.expr.Expr)
    premise: Any = field(default=None, compare=False)  # the parsed assume, if any
    at: Optional[str] = None     # the label of the history's point it is about (None: the end)

    @property
    def query(self) -> str:
        return "prove" if self.expect in ("proved", "refuted", "vacuous") else "find"


@dataclass(frozen=True)
class Pins:
    """What `[scenario] pinned` fixes of the orderings and choices the verifier would
    otherwise quantify over (a counterexample written to re-run: `verifier.reproduce`):
    every timestamp, earliest first (613.7); the order in which effects sharing a timestamp
    apply; and the value of each of the players' choices, by the encoding's name for it."""

    timestamps: Tuple[str, ...] = ()
    ties: Tuple[Tuple[str, ...], ...] = ()
    choices: Tuple[Tuple[str, int], ...] = ()


@dataclass
class Scenario:
    """A board: objects, effects, what the history fixes about their order, and claims."""

    path: str
    name: str
    objects: dict                # id -> GameObject
    effects: dict                # id -> Effect
    order: list                  # list of (earlier, later) timestamp pairs between ids
    claims: list = field(default_factory=list)
    players: tuple = ("you", "opponent")
    source: str = ""
    mana_abilities: dict = field(default_factory=dict)   # ability text -> ManaAbility
    replacements: tuple = ()                              # ManaReplacement
    mana_triggers: tuple = ()                             # ManaTrigger
    counter_replacements: tuple = ()                      # CounterReplacement (614.1a)
    token_replacements: tuple = ()                        # TokenReplacement (614.1a)
    spell_tokens: dict = field(default_factory=dict)      # spell id -> SpellTokens: its resolution's tokens (111.1)
    life: dict = field(default_factory=lambda: {"you": 20, "opponent": 20})
    city_blessing: tuple = ()   # the players who have the city's blessing as the history begins (702.131c)
    day_night: Optional[str] = None  # "day" or "night" as the history begins; None: neither, or by the board (731.1)
    spells_cast_this_turn: Optional[int] = None  # the spells the active player cast this turn before the history (731.2)
    commander_identity: dict = field(default_factory=dict)  # player -> the colours of their commander's (903.4)
    events: tuple = ()          # Event, in the order the history gives
    first_turn: str = "you"     # whose turn it is as the history begins
    search_events: tuple = ()   # Event: what a search for a history may add after them
    search_depth: int = 4       # how many it may add at most
    given_order: list = field(default_factory=list)  # `order` without what the history adds
    all_effects: dict = field(default_factory=dict)  # the effects, those a search may start included

    absent: frozenset = frozenset()  # objects a search may bring in, not in this history
    as_though_haste: tuple = ()      # HastePermission
    land_plays: tuple = ()           # LandPlays: additional land plays (305.2)
    spending: tuple = ()             # SpendPermission (609.4b)
    cost_changes: tuple = ()         # CostChange (601.2f)
    triggers: tuple = ()             # Trigger
    generated_cards: tuple = ()      # names of cards generated from Oracle text (`verifier.cards`)
    generated_unfollowed: tuple = ()  # "card: not followed: ..." of those cards' texts (their notes)
    # abilities a static ability grants under a condition the scenario states false: no object has them, but a
    # claim may ask whether one does (they are mentioned)
    unheld_grants: frozenset = frozenset()
    loyalty: tuple = ()              # LoyaltyAbility
    abilities: tuple = ()            # ActivatedAbility: the other activated abilities its history activates (602)
    # (text, card name) of the activated and triggered abilities its cards keep but whose resolution is not read (a
    # card's `not_followed`): no [[ability]], [[trigger]], [[effect]] or can_activate may use them (`verifier.load.unread`)
    unread_abilities: frozenset = frozenset()
    # pairs of points (p, q), p < q, of the history whose events may come in either order: they
    # change nothing the other reads or changes, and their timestamps are left open (`groups`)
    concurrent: frozenset = frozenset()
    # whether it tracks the zones cards are in off the battlefield (400.1): an object in one, a
    # permanent leaving into one, a card moved, or something that reads them
    tracks_zones: bool = False
    reads_graveyard_order: bool = False  # a claim asks which card is above which in a graveyard (404)
    pins: Optional[Pins] = None      # `[scenario] pinned`: one ordering and its choices (`verifier.reproduce`)

    @property
    def exiled_instead(self) -> frozenset:
        """The objects a resolution returns with "if it would leave the battlefield, exile it
        instead" (614.1a, 614.6; `verifier.rules.leaving`): the new objects (400.7) of the
        triggers with `exile_if_leaves`, and of unearth (702.84a)."""
        return frozenset(t.returns_as for t in self.triggers + self.abilities if t.exile_if_leaves)

    def resolved_effect(self, eid: Optional[str]) -> bool:
        """Whether eid names an [[effect]] a resolution begins (608.2c), not an object's static
        ability, whose effect has the object's id (a delayed trigger's `created_by` names either
        such an effect or a card cast with dash, 603.7a, 702.109a)."""
        return eid in self.effects and not self.effects[eid].static

    @property
    def given_events(self) -> tuple:
        """The history's events as its file gives them, in order (the ends of durations it implies
        aside): the k-th is the file's k-th event (`verifier.load.files.table_of`)."""
        return tuple(e for e in self.events if not e.implied)

    def with_events(self, events: tuple, concurrent: frozenset = frozenset()) -> "Scenario":
        """The same scenario with this history: every timestamp the history gives is
        ordered as it is given (`stamps`: 613.7b, 613.7d-f), after everything the
        history does not start; those one event gives at once are ordered by 613.7m.
        What the search could start or bring in and this history does not never
        happens: such an effect is left out, such an object is never on the
        battlefield.  `concurrent`: pairs of places (i, j) in `events` (implied ones
        left out) that may come in either order."""
        given = self.given_order if self.events or self.given_order else list(self.order)
        own = tuple(e for e in events if not e.implied)
        events = self._durations_ended(own)
        place = {id(e): p for p, e in enumerate(events, 1)}
        concurrent = frozenset((place[id(own[i])], place[id(own[j])]) for i, j in concurrent)
        marks = stamps(events, self.objects)
        history = [stamp for _, _, stamp in marks]
        begun = _begun(events)
        unused = {x for e in self.search_events if e.kind in ("enters", "starts")
                  for x in (e.what, e.copy) if x is not None} - set(begun)
        unused |= {x for e in self.search_events for x in e.effects} - set(begun)  # (a spell's, 608.2c)
        effects = {k: e for k, e in (self.all_effects or self.effects).items() if k not in unused}
        order = [pair for pair in given if not set(pair) & unused] + self._stamp_order(events, marks, concurrent)
        # 608.2c: the effect of a spell the history does not resolve (still a card in a zone) never began
        pending = {k for k, e in effects.items() if self.awaits(e) and k not in begun}
        if history:  # every timestamped id the history does not begin is older than what it begins
            first = [stamp for p, _, stamp in marks if p == marks[0][0] or concurrent]
            before = {e.id for e in effects.values() if not e.static and e.id not in pending} | \
                {x for pair in order for x in pair}
            before |= {e.source for e in effects.values() if e.static and not e.copied and e.granted_by is None}
            before |= self.rule_changers()
            older = sorted(before - set(history) - unused)
            order += [(x, f) for x in older for f in first]
            # an object with no timestamp that receives one during the history had the earliest
            # as it began (it was there before every effect with one)
            for o in sorted({what for _, what, stamp in marks if stamp != what} - before - set(history)):
                order += [(o, x) for x in older + first]
        if events:  # 613.7b: what began during the turn in progress is newer than what began before it
            unstarted = [e for e in effects.values() if not e.static and e.id not in pending and e.id not in begun]
            order += [(a.id, b.id) for a in unstarted for b in unstarted
                      if not self.began_this_turn(a) and self.began_this_turn(b)]
        return replace(self, events=events, order=order, given_order=list(given), effects=effects,
                       all_effects=self.all_effects or self.effects,
                       absent=frozenset(unused & set(self.objects)), concurrent=concurrent)

    def began_this_turn(self, effect: Any) -> bool:
        """Whether an effect the history does not start began during the turn in progress
        as it begins: one lasting until end of turn (514.2), or until its controller's next
        turn when that player's turn it is (else it would have ended as the turn began);
        anything else began before that turn."""
        return effect.until == "end of turn" or self.ending_turn(effect) == self.first_turn

    def ending_turn(self, effect: Any) -> Optional[str]:
        """The player whose next turn ends an effect as it begins: for "until your next
        turn", the effect's controller; for "until its controller's next untap step", the
        controller of its one target (whom no effect can change: the loader refuses
        otherwise), its untap step being the first step of that player's turn (502)."""
        if effect.until == "your next turn":
            return effect.controller
        if effect.until == "its controller's next untap step":
            return self.objects[effect.affects.objects[0]].controller
        return None

    def _stamp_order(self, events: tuple, marks: List[Tuple[int, str, str]],
                     concurrent: frozenset = frozenset()) -> List[Tuple[str, str]]:
        """(earlier, later) pairs of the timestamps a history gives: those of one event
        before those of the next, unless the two may come in either order (`concurrent`);
        those one event gives at once (the tokens one resolution creates), the active
        player's first, in an order the players choose (613.7m, 101.4): left open."""
        points = sorted({p for p, _, _ in marks})
        at = {p: [(what, stamp) for q, what, stamp in marks if q == p] for p in points}
        if concurrent:
            pairs = [(p, q) for i, p in enumerate(points) for q in points[i + 1:] if (p, q) not in concurrent]
        else:
            pairs = list(zip(points, points[1:]))
        out = [(a, b) for p, q in pairs for _, a in at[p] for _, b in at[q]]
        for p in points:
            active = next((e.what for e in reversed(events[:p]) if e.kind == "turn"), self.first_turn)
            mine = [stamp for what, stamp in at[p] if self.objects.get(what) and self.objects[what].controller == active]
            out += [(a, b) for a in mine for what, b in at[p] if b not in mine]
        return out

    def timestamped(self) -> list:
        """Ids that carry a timestamp (613.7): resolved effects, and objects whose
        static abilities generate effects (613.7a) or that the history orders."""
        ids = {e.id for e in self.effects.values() if not e.static}
        ids |= {e.source for e in self.effects.values() if e.static and not e.copied and e.granted_by is None}
        ids |= {x for pair in self.order for x in pair}
        return sorted(ids | self.rule_changers())

    def has_effects_in(self, layers: str) -> bool:
        """Whether an effect of the scenario, those a search may start included, applies in one of
        `layers` (a string of layer digits, "2" for control, 613.1b; "245" for control, types and colours)."""
        return any(part.layer[:1] in layers for e in (self.all_effects or self.effects).values() for part in e.parts)

    def rule_changers(self) -> set:
        """The objects whose static abilities change a game rule the model reads in timestamp order
        (613.11: maximum hand size, `verifier.rules.hand_size`): their timestamps are read too."""
        return {o.id for o in self.objects.values()
                if any(HAND_SIZE_RULES.search(a) for f in o.faces for a in f.abilities)}

    def fixed_order(self) -> List[Tuple[str, str]]:
        """Every (earlier, later) timestamp pair the history fixes or the game implies."""
        return list(dict.fromkeys(self.order + implied_order(self)))

    def ties(self) -> List[Tuple[str, ...]]:
        return tie_groups(self.objects, self.effects)

    @property
    def labels(self) -> frozenset:
        """The names of the history's points a claim may look at: each event's `label`
        (the point right after it) and each group's `end_label` (after all its events)."""
        return frozenset(x for e in self.events for x in (e.label, e.group_end) if x is not None)

    def linearized(self, reduced: bool = True) -> List["Scenario"]:
        """The scenario once for each order of its history's events that the history
        leaves open (consecutive events of one `group`), keeping only the orders the
        game allows as far as the file alone says (`orders`); `reduced`: once per class
        of orders that differ only by events that cannot affect each other."""
        return [sc for sc, _ in self.orders(reduced=reduced) if sc is not None]

    def runs(self) -> List[List[Event]]:
        """The history's own events in runs: the consecutive events of one group together,
        every other event alone."""
        runs: List[List[Event]] = []
        for e in (e for e in self.events if not e.implied):
            if runs and e.group is not None and runs[-1][0].group == e.group:
                runs[-1].append(e)
            else:
                runs.append([e])
        return runs

    def orders(self, observed: Tuple[str, ...] = (), reduced: bool = True) -> List[Tuple[Optional["Scenario"], str]]:
        """Each order of the history's events the history leaves open: the scenario with
        it, or None and why the file alone shows it impossible (an event not allowed
        where it stands, a loyalty activation the rules forbid, timestamps in a cycle).
        `reduced`: one order per class, its events that may come in either order left
        so, their timestamps open (`groups.classes`; `observed`: labels of points a
        claim looks at).  Refused past `groups.MAX_CLASSES`."""
        runs = self.runs()
        if all(len(run) == 1 for run in runs):
            return [(self, "")]
        if not reduced:
            return [self._in_order(tuple(e for run in choice for e in run))
                    for choice in itertools.product(*[itertools.permutations(run) for run in runs])]
        fp = groups.Footprints(self, observed)
        per_run, why_not = [], ""
        for place, run in enumerate(runs):
            drawn = groups.classes(run, fp)
            found = list(itertools.islice(drawn, groups.SLOT_PAST + 1))
            if len(found) > groups.SLOT_PAST:  # the order left to the solver, in one query, where it can be
                why_not = groups.unslottable(self, run, observed)
                slotted, why_not = groups.slotted_classes(run, fp, f"{run[0].group}#{place}") if not why_not \
                    else ([], why_not)
                found = slotted or found + list(itertools.islice(drawn, groups.MAX_DRAWN + 1 - len(found)))
            per_run.append(found)
        out: List[Tuple[Optional[Scenario], str]] = []
        if math.prod(len(found) for found in per_run) <= groups.MAX_DRAWN:
            for choice in itertools.product(*per_run):
                events, pairs = [], set()
                for order, local in choice:
                    pairs |= {(i + len(events), j + len(events)) for i, j in local}
                    events += order
                out.append(self._in_order(tuple(events), frozenset(pairs)))
        if not out or sum(s is not None for s, _ in out) > groups.MAX_CLASSES:
            first = next(run[0] for run in runs if len(run) > 1)
            raise ModelError(self.path, first.line, f"the history's groups leave more than {groups.MAX_CLASSES} "
                             "classes of orders the game allows open (orders of events that may affect each other), "
                             "more than the verifier decides one by one, and the solver can't be given the order of "
                             f"a group: {why_not or 'too many groups'}; split the group or fix more of its order")
        return out

    def _in_order(self, events: tuple, concurrent: frozenset = frozenset()) -> Tuple[Optional["Scenario"], str]:
        """The scenario with its history's events in this order, or None and why not."""
        order = "; ".join(e.said() for e in events)
        bad = self.first_disallowed(events)
        if bad is not None:
            e = events[bad]
            return None, f"order '{order}': event {bad + 1} ({e.said()}): it is not on the battlefield " \
                         "then, or has not begun (110.5d, 400.7, 613.7b)"
        violation = self.loyalty_violation(events)
        if violation is not None:
            e = events[violation[0]]
            return None, f"order '{order}': event {violation[0] + 1} ({e.said()}): {violation[1]}"
        candidate = self.with_events(events, concurrent)
        if not acyclic(candidate.fixed_order()):
            return None, f"order '{order}': an effect would begin before an object it names entered (613.7b, 613.7d)"
        return candidate, ""

    def first_disallowed(self, events: tuple) -> Optional[int]:
        """The index of the first event the game does not allow where it stands: an
        effect that ends before it began, a permanent that leaves, becomes tapped or
        untapped, gets or loses counters, is attached, is turned face up or has a
        loyalty ability activated while not on the battlefield (110.5d, 122.1, 400.7,
        602.2); None if every event is allowed."""
        entering = {x for e in events for x in e.entering}
        starting = {e.what for e in events if e.kind == "starts"} | {x for e in events for x in e.effects}
        library = {o.id for o in self.objects.values() if o.in_library or o.made_by or o.zone or o.copy_of_spell}
        # (a card's in a graveyard, unearth's or another, 113.6: whether it is there is the game's to say)
        sources = {a.id: a.source for a in self.loyalty + self.abilities if not self.objects[a.source].zone}
        finds: Dict[str, List[str]] = {}
        present = set(self.objects) - entering - set(self.absent) - library
        begun: set = set()
        exiled = {e.what for e in events if e.suspends}  # (702.62a: time counters come off in exile: the game's to say)
        for i, e in enumerate(events):
            if e.kind == "remove_counters" and e.what in exiled and {k for k, _ in e.counters} == {"time"}:
                continue
            if e.slot is not None:  # (one of a group left to the solver: whether it may happen is the game's to say)
                present |= {e.what} if e.kind == "enters" else set()
                begun |= {e.what} if e.kind == "starts" else set()
                continue
            if e.kind == "enters":
                copying = self.effects[e.copy].parts[0] if e.copy is not None else None
                if copying is not None and not copying.copies_card and copying.copy_of not in present:
                    return i  # 707.5: what it enters as a copy of is on the battlefield (not entering with it)
                present |= set(e.entering)
            elif e.kind == "activate":
                if e.what in sources and sources[e.what] not in present:
                    return i
                if e.finds is not None:
                    finds.setdefault(e.what, []).append(e.finds)
            elif e.kind == "resolves":  # (tokens it may create, the card a search finds)
                present |= {o.id for o in self.objects.values() if o.made_by == e.what}
                if finds.get(e.what):
                    present.add(finds[e.what].pop())
            elif e.kind == "starts":
                begun.add(e.what)
            elif e.effects or e.kind == SPELL_RESOLVES:  # (a spell resolving: its effects, 608.2c, its tokens, 111.1)
                begun |= set(e.effects)
                present |= {o.id for o in self.objects.values() if o.created_by == e.what and e.kind == SPELL_RESOLVES}
            elif e.kind == "ends" and (e.what in starting and e.what not in begun or e.what not in self.effects):
                return i  # (an effect a search could start and this history does not is not there to end)
            elif e.kind == "attach" and e.equip and e.to not in present:
                return i  # (an equip ability targets it, 702.6a; any other attempt fails and does nothing, 701.3b)
            elif e.kind in ("leaves", "tap", "untap", "put_counters", "remove_counters", "turn_face_up", "attach",
                            "unattach"):
                if e.what not in present:
                    return i
                if e.kind == "leaves":
                    present.discard(e.what)
        return None

    def loyalty_violation(self, events: tuple) -> Optional[Tuple[int, str]]:
        """The first activation of a loyalty ability the file alone shows the rules forbid
        where it stands, and why (None if none): a second one of the same permanent in a
        turn (606.3).  Whose turn it is and how much loyalty it has are the game's to say
        at that point (`verifier.rules.legality`)."""
        sources = {a.id: a.source for a in self.loyalty}
        used: set = set()
        for i, e in enumerate(events):
            if e.kind == "turn":
                used = set()
            elif e.kind == "activate" and e.what in sources:
                if sources[e.what] in used:
                    return i, f"a loyalty ability of {sources[e.what]!r} was already activated this turn (606.3)"
                used.add(sources[e.what])
        return None

    def never_begun(self) -> List[str]:
        """The effects that wait for a resolution this history does not tell (608.2c):
        they never begin, so an ordering's place for them means nothing."""
        begun = set(_begun(self.events))
        return [k for k, e in self.effects.items() if self.awaits(e) and k not in begun]

    def awaits(self, e: Any) -> bool:
        """Whether effect e begins only as a spell or an ability resolves (608.2c): the
        effect of a spell still a card in a zone, or one an [[ability]] or a [[trigger]]
        lists; where the history does not resolve it, e never began."""
        return e.spell is not None and bool(self.objects[e.spell].zone) or \
            any(e.id in a.effects for a in self.abilities + self.triggers)

    def _durations_ended(self, events: tuple) -> tuple:
        """The history with an `ends` event where each effect's duration ends on its own
        (DURATIONS), unless the history ends it first.  An effect the history does not
        start began this turn, before it."""
        out = list(events)
        for e in (self.all_effects or self.effects).values():
            if e.until is None:
                continue
            starts = [i for i, ev in enumerate(out) if ev.kind == "starts" and ev.what == e.id or e.id in ev.effects]
            begin = starts[0] if starts else -1
            if starts == [] and (any(ev.kind == "starts" and ev.what == e.id or e.id in ev.effects
                                     for ev in self.search_events) or self.awaits(e)):
                continue  # a search may start it, or a spell or ability may begin it (608.2c); until then it never began
            for i in range(begin + 1, len(out)):
                if out[i].kind == "ends" and out[i].what == e.id:
                    break
                if out[i].kind == "turn" and (e.until == "end of turn" or out[i].what == self.ending_turn(e)):
                    out.insert(i, Event("ends", e.id, implied=True))
                    break
        return tuple(out)


def _begun(events: tuple) -> List[str]:
    """What the history's events bring onto the battlefield or begin: objects entering,
    effects started, and a spell's or ability's effects as it resolves (608.2c)."""
    return [x for e in events if e.kind in ("enters", "starts") for x in (e.what, *e.together, e.copy)
            if x is not None] + [x for e in events for x in e.effects]


def implied_order(sc: Scenario) -> List[Tuple[str, str]]:
    """What the game itself fixes: a resolved effect began after each object it
    names (its targets, what it copies) was on the battlefield (613.7b, 613.7d), and
    after the permanent whose ability it is (`ability_of`: the ability was activated or
    triggered while it was there, 602.2, 603.3); and an Aura, Equipment or Fortification
    attached as the scenario begins after its host (613.7e), where the host's timestamp can
    only be the one it entered with.  Objects without a timestamp were there before every
    resolved effect anyway."""
    stamped = set(sc.timestamped())
    pairs = []
    # an effect a cast begins on its own spell (702.62a: suspend's haste) began before the permanent it becomes entered
    on_spell = {x: ev.what for ev in sc.events if ev.kind == "cast" for x in ev.effects}
    for e in sc.effects.values():
        if not e.static:
            named = set(e.affects.objects) - {on_spell.get(e.id)} | {p.copy_of for p in e.parts if p.copy_of is not None}
            pairs += [(o, e.id) for o in sorted(named) if o in stamped]
            source = sc.objects.get(e.ability_of) if e.ability_of else None
            if source is not None and source.id in stamped and source.id not in named and _entry_timestamp(source):
                pairs.append((source.id, e.id))
    for a in sc.objects.values():
        host = sc.objects.get(a.attached_to) if a.attached_to else None
        if host is not None and host.id != a.id and {a.id, host.id} <= stamped and _entry_timestamp(host) and \
                not _may_turn_up(host):
            # 613.7e: what is attached took its timestamp as it became attached, with its host already there (an
            # Aura can not enchant an object entering with it: 303.4f, as ruled for Auspicious Starrix), and the
            # host has kept the one it entered with
            pairs.append((host.id, a.id))
    return pairs


def _may_turn_up(o: GameObject) -> bool:
    """Whether a face-up permanent may have been turned face up since it entered (a new timestamp,
    613.7f) whatever its abilities: a creature card may have been manifested or cloaked (701.40b, 701.58b)."""
    return "creature" in o.printed.types and not o.token


def _entry_timestamp(o: GameObject) -> bool:
    """Whether an object's timestamp is still the one it entered with, whatever happened since:
    not an Aura, Equipment or Fortification (a new one each time it becomes attached, 613.7e),
    not double-faced (each time it transforms, 613.7g), not face down nor able to turn face up
    by its own ability (613.7f)."""
    attachable = {"Aura", "Equipment", "Fortification"} & set(o.printed.subtypes)
    turns = any(a.split(" ")[0] in ("morph", "megamorph", "disguise") for a in o.printed.abilities)
    return not attachable and o.back is None and not o.face_down and not turns
