"""Histories of real cards on phase.rs's engine (the `cards` extra), for the history
differential and the divergence finder: cards put onto the battlefield by either player,
counters put and removed, turns passing, Equipment equipped, Auras cast (Control Magic
among them), Auras and Equipment moved and control changed by phase.rs's debug actions,
permanents tapped for mana, morph creatures cast face down and turned face up; drawn at
random where the game allows each, and after every event what phase.rs shows of each
permanent (`phaseboard.view`).  `phasecheck` makes those claims at each point of the
verifier's history."""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Dict, List, Optional, Tuple

from verifier.cards.phaseboard import Seen, attackers_of, new_game, put, taps_of, view

# The declared pool: real cards whose Oracle text both engines read.
CREATURES = ["Grizzly Bears", "Serra Angel", "Llanowar Elves", "Raging Goblin", "Goblin Piker", "Ornithopter",
             "Merfolk of the Pearl Trident", "Elvish Mystic"]
OTHERS = ["Glorious Anthem", "Bad Moon", "Goblin King", "Fervor", "Forest", "Sol Ring", "Lord of Atlantis"]
EQUIPMENT = {"Bonesplitter": 1, "Short Sword": 1}  # each with its equip cost, generic mana
AURAS = {"Holy Strength": ["White"], "Goblin War Paint": ["Red", "Colorless"], "Control Magic": ["Blue", "Blue", "Colorless", "Colorless"]}
MORPHS = {"Exalted Angel": ["White", "White", "Colorless", "Colorless"], "Skirk Commando": ["Red", "Colorless", "Colorless"]}
POOL = CREATURES + OTHERS + list(EQUIPMENT) + list(AURAS) + list(MORPHS)
SEATS = ("you", "opponent")
ENTERING = ("enter", "aura", "morph")  # the events that bring in an object of the history
Event = Dict[str, object]
COPIES = 2  # of each card of the pool, in each player's library

@lru_cache(maxsize=1)
def _start() -> Tuple[object, dict]:
    """phase.rs's engine for the pool and the game's state in turn 1's precombat main phase,
    each player holding each card of the pool COPIES times (built once, loaded per history).
    The basic lands that fill the libraries are taken out of the game: a copy of a smaller
    game is faster, and a history draws a card a turn at most."""
    engine, game = new_game(POOL, POOL, COPIES)
    for seat in (0, 1):
        for oid in list(game.player(seat)["library"]) + list(game.player(seat)["hand"]):
            if game.object(oid)["name"] in ("Island", "Swamp"):
                game.apply(0, {"type": "Debug", "data": {"type": "RemoveObject", "data": {"object_id": oid}}})
    _pass_until(game, lambda: game.phase == "PreCombatMain")
    return engine, game.state()


def _pass_until(game, done, limit: int = 400) -> None:
    """Both players pass priority (no attacks, no blocks, discarding down to hand size) until
    `done()` holds."""
    for _ in range(limit):
        if done():
            return
        waiting = game.waiting_for()
        kind, data = waiting["type"], waiting.get("data") or {}
        if kind == "DeclareAttackers":
            game.apply(data["player"], {"type": "DeclareAttackers", "data": {"attacks": []}})
        elif kind == "DeclareBlockers":
            game.apply(data["player"], {"type": "DeclareBlockers", "data": {"assignments": []}})
        elif kind == "DiscardToHandSize":
            game.apply(data["player"], {"type": "SelectCards", "data": {"cards": data["cards"][:data["count"]]}})
        else:
            game.apply(game.priority_player(), {"type": "PassPriority"})
    raise RuntimeError(f"phase.rs never got there: {game.phase} {game.waiting_for()}")


class Refused(Exception):
    """phase.rs does not allow the event where it stands."""


class PhaseHistory:
    """A history played on phase.rs, event by event: object k of the history (the k-th card
    to enter) is phase.rs's object ids[k]."""

    def __init__(self) -> None:
        self.engine, state = _start()
        self.game = self.engine.load_game(state)
        self.ids: List[int] = []
        self.names: List[str] = []
        self.seats: List[str] = []  # each object's owner
        self.events: List[Event] = []

    def _debug(self, kind: str, **data: object) -> None:
        self.game.apply(0, {"type": "Debug", "data": {"type": kind, "data": data}})

    def active(self) -> int:
        return self.game.priority_player()

    def apply(self, event: Event) -> None:
        """Play one event on phase.rs, then state-based actions (704.3); Refused if it can't
        be played there (a history shrunk by hand or by `shrink` may ask for that)."""
        self.events.append(event)
        try:
            self._play(event)
        except (ValueError, RuntimeError, StopIteration, IndexError) as e:  # phase.rs refused an action or got
            # stuck; no such card or object
            raise Refused(f"{event}: {e!r}") from e

    def _play(self, event: Event) -> None:
        kind, game = event["kind"], self.game
        if kind == "enter":
            self.ids.append(put(game, event["card"], SEATS.index(event["seat"]), self.ids))
            self.names.append(event["card"])
            self.seats.append(event["seat"])
        elif kind == "counters":
            code = "P1P1" if event["counter"] == "+1/+1" else "M1M1"
            self._debug("ModifyCounters", object_id=self.ids[event["on"]], counter_type=code, delta=event["delta"])
        elif kind == "tap":  # 106.12: its mana ability (the mana empties from the pool, 500.4)
            o = game.object(self.ids[event["on"]])
            index = next(i for i, a in enumerate(o["abilities"]) if a.get("is_mana_ability"))
            game.apply(o["controller"], {"type": "ActivateAbility", "data": {"source_id": self.ids[event["on"]],
                                                                            "ability_index": index}})
        elif kind == "control":
            self._debug("SetController", object_id=self.ids[event["on"]], controller=SEATS.index(event["by"]))
        elif kind == "turn":
            turn, seat = game.turn, SEATS.index(event["turn"])
            if seat == self.active():
                raise Refused("phase.rs passes turns in order")
            _pass_until(game, lambda: game.turn > turn and game.phase == "PreCombatMain"
                        and game.priority_player() == seat and game.waiting_for()["type"] == "Priority")
        elif kind == "equip":
            source = self.ids[event["equipment"]]
            self._debug("AddMana", player_id=self.active(), mana=["Colorless"] * EQUIPMENT[self.names[event["equipment"]]])
            self._act("ActivateAbility", lambda d: d["source_id"] == source, self.ids[event["to"]])
        elif kind in ("aura", "morph"):  # cast (601.2)
            seat = SEATS.index(event["seat"])
            oid = next(o for zone in ("library", "hand") for o in game.player(seat)[zone]
                       if game.object(o)["name"] == event["card"] and o not in self.ids)
            self._debug("MoveToZone", object_id=oid, to_zone="Hand", simulate=False)
            # 702.37c: cast face down for {3} (phase.rs casts it so when that is all it can pay)
            self._debug("AddMana", player_id=seat, mana=AURAS.get(event["card"], ["Colorless"] * 3))
            self._act("CastSpell", lambda d: d["object_id"] == oid, self.ids[event["to"]] if kind == "aura" else None)
            if kind == "morph" and not game.object(oid).get("face_down"):
                raise Refused("phase.rs cast it face up")
            self.ids.append(oid)
            self.names.append(event["card"])
            self.seats.append(event["seat"])
        elif kind == "attach":  # 701.3a: by an effect (phase.rs's debug action, which gives the timestamp, 613.7e)
            self.game.apply(0, {"type": "Debug", "data": {"type": "Attach", "data": {
                "object_id": self.ids[event["attachment"]], "target": {"type": "Object", "data": self.ids[event["to"]]}}}})
        elif kind == "face_up":  # 702.37e, 116.2b: a special action, its morph cost paid
            oid = self.ids[event["on"]]
            self._debug("AddMana", player_id=self.active(), mana=MORPHS[self.names[event["on"]]])
            self._act("TurnFaceUp", lambda d: d["object_id"] == oid, None)
        if kind in ("enter", "counters", "control", "attach"):
            game.apply(0, {"type": "Debug", "data": {"type": "RunStateBasedActions"}})

    def _act(self, kind: str, which, target: Optional[int]) -> None:
        """Cast a spell, activate an ability (601.2, 602.2) or take a special action (116.2b)
        at `target`, then let what it put on the stack resolve."""
        game, seat = self.game, self.active()
        actions = [a for a in game.actions() if a.kind == kind and which(a.data)]
        if not actions:
            raise Refused(f"phase.rs offers no {kind}")
        game.apply(seat, actions[0])
        for _ in range(5):
            waiting = game.waiting_for()
            if waiting["type"] not in ("TargetSelection", "MultiTargetSelection", "TriggerTargetSelection"):
                break
            choice = [a for a in game.actions() if a.kind == "ChooseTarget" and a.data["target"] == {"Object": target}]
            if not choice:
                raise Refused("phase.rs does not allow that target")
            game.apply(waiting["data"]["player"], choice[0])
        _pass_until(game, lambda: not game.stack() and game.waiting_for()["type"] == "Priority")
        if game.priority_player() != seat:
            raise Refused("the turn moved on")

    def views(self) -> List[Optional[Seen]]:
        """What phase.rs shows of each object of the history now."""
        trial, attackers = None, set()
        try:
            if self._may_attack():
                trial = self.engine.load_game(self.game.state())
                attackers = attackers_of(trial)
                # With no attack declared the turn goes on to its second main phase, the same player
                # with priority: what may tap for mana there is what may now (302.6 reads the turn).
                _pass_until(trial, lambda: trial.phase == "PostCombatMain" and trial.waiting_for()["type"] == "Priority")
            taps = taps_of(self.engine, self.game, self.ids, trial)
        except ValueError as e:  # phase.rs could not load a copy of its own game ("no ledger occurrence")
            raise Refused(f"phase.rs can't copy the game: {e}") from e
        return [view(self.game, oid, attackers, taps[oid]) for oid in self.ids]

    def _may_attack(self) -> bool:
        """Whether the active player controls a creature (else phase.rs skips the declaration)."""
        for oid in self.ids:
            o = self.game.object(oid)
            if o.get("zone", "Battlefield") == "Battlefield" and o["controller"] == self.active() \
                    and "Creature" in o["card_types"]["core_types"]:
                return True
        return False


def _on_battlefield(seen: List[Optional[Seen]], creature: bool = False) -> List[int]:
    """The objects of the history on the battlefield (creatures only, if asked)."""
    return [k for k, v in enumerate(seen) if v is not None and (not creature or "creature" in v.types)]


def _counters(h: PhaseHistory, k: int) -> Dict[str, int]:
    """The +1/+1 and -1/-1 counters object k has on phase.rs."""
    raw = h.game.object(h.ids[k]).get("counters") or {}
    return {("+1/+1" if "P1P1" in str(c) else "-1/-1"): n for c, n in dict(raw).items()
            if n and ("P1P1" in str(c) or "M1M1" in str(c))}


def _attached_to(h: PhaseHistory, k: int) -> Optional[int]:
    """The object of the history object k is attached to on phase.rs, if any."""
    where = h.game.object(h.ids[k]).get("attached_to") or {}
    return h.ids.index(where["data"]) if where.get("data") in h.ids else None


def _choose(rng: random.Random, h: PhaseHistory, seen: List[Optional[Seen]]) -> Event:
    """An event the game allows where the history stands, drawn at random."""
    active, other = SEATS[h.active()], SEATS[1 - h.active()]
    here = _on_battlefield(seen)
    creatures = _on_battlefield(seen, creature=True)
    left = lambda cards, seat: [c for c in cards if sum(1 for n, e in zip(h.names, h.seats) if (n, e) == (c, seat)) < COPIES]
    mine = [c for c in creatures if seen[c].controller == active]
    gear = [e for e in here if h.names[e] in EQUIPMENT and seen[e].controller == active]
    options: List[Tuple[float, Event]] = []
    for cards, weight in ((CREATURES, 1.0), (OTHERS, 0.6), (list(EQUIPMENT), 0.6 + 2.0 * bool(mine and not gear))):
        seat = active if rng.random() < 0.7 else other  # the active player's, mostly: it may act with it
        if left(cards, seat):
            options.append((weight, {"kind": "enter", "card": rng.choice(left(cards, seat)), "seat": seat}))
    if creatures:
        k = rng.choice(creatures)
        options.append((1.2, {"kind": "counters", "on": k, "counter": rng.choice(["+1/+1", "-1/-1"]),
                              "delta": rng.randint(1, 2)}))
        if left(list(AURAS), active):  # cast in its main phase (303.1) at a target (303.4a)
            options.append((1.2, {"kind": "aura", "card": rng.choice(left(list(AURAS), active)), "seat": active, "to": k}))
        if mine and gear:  # 702.6a: attached to a creature its controller controls
            options.append((3.0, {"kind": "equip", "equipment": rng.choice(gear), "to": rng.choice(mine)}))
    movable = [k for k in here if h.names[k] in AURAS or h.names[k] in EQUIPMENT]
    if movable and creatures:
        k = rng.choice(movable)
        to = [c for c in creatures if c not in (k, _attached_to(h, k))]
        if to:  # moved by an effect to another creature, whoever controls it (701.3a, 301.5d)
            options.append((1.5, {"kind": "attach", "attachment": k, "to": rng.choice(to)}))
    with_counters = [(k, c, n) for k in here for c, n in _counters(h, k).items()]
    if with_counters:
        k, c, n = rng.choice(with_counters)
        options.append((1.0, {"kind": "counters", "on": k, "counter": c, "delta": -rng.randint(1, n)}))
    magic = {_attached_to(h, k) for k in here if h.names[k] == "Control Magic"}
    theirs = [k for k in here if seen[k].controller == active and k not in magic]
    if theirs:  # phase.rs's debug action sets the controller its layers start from (not a layer-2 effect
        # with a timestamp, 613.1b) and no sickness (302.6): only for one no Control Magic holds,
        # by the player not active
        options.append((1.0, {"kind": "control", "on": rng.choice(theirs), "by": other}))
    if left(list(MORPHS), active):  # cast face down in its controller's main phase (702.37c, 302.1)
        options.append((0.8, {"kind": "morph", "card": rng.choice(left(list(MORPHS), active)), "seat": active}))
    down = [k for k in here if seen[k].face_down and seen[k].controller == active]
    if down:  # 702.37e: its controller, with priority
        options.append((2.0, {"kind": "face_up", "on": rng.choice(down)}))
    taps = [k for k in here if seen[k].taps and not seen[k].tapped]
    if taps:  # 106.12: its mana ability activated, which taps it
        options.append((4.0, {"kind": "tap", "on": rng.choice(taps)}))
    options.append((1.5, {"kind": "turn", "turn": other}))
    return rng.choices([e for _, e in options], [w for w, _ in options])[0]


def play(events: List[Event]) -> Optional[List[List[Optional[Seen]]]]:
    """What phase.rs shows of each object after each event, or None if phase.rs refuses one."""
    h = PhaseHistory()
    out = []
    for event in events:
        try:
            h.apply(event)
        except Refused:
            return None
        out.append(h.views())
    return out


def draw(rng: random.Random, length: int) -> Tuple[List[Event], List[List[Optional[Seen]]]]:
    """A random history of `length` events the game allows (the first a card entering),
    played on phase.rs, and what phase.rs shows after each."""
    while True:
        h, events, out = PhaseHistory(), [], []
        try:
            while len(events) < length:
                event = _choose(rng, h, out[-1] if out else [])
                if not events and event["kind"] != "enter":
                    continue
                h.apply(event)
                events.append(event)
                out.append(h.views())
            return events, out
        except Refused:
            continue
