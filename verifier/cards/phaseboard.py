"""Boards of real cards on phase.rs's engine (the `cards` extra), for differential
tests and the divergence finder: each card put onto the battlefield in order with the
engine's debug actions (as ../shared/reference/phase-python describes; its timestamps
are that order), and what the engine shows of each permanent as a claim the verifier
checks with the same order fixed."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Dict, List, NamedTuple, Optional, Tuple

from verifier.cards import oracle
from verifier.load.loader import load_model
from verifier.query import ClaimResult, board_checked, check_claim_over, fresh_context

# Keywords whose absence is checked too (those common static abilities give).
KEYWORDS = ["flying", "vigilance", "haste", "first strike", "indestructible", "trample", "mountainwalk"]
BASIC = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
LETTER = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G"}
FORMAT = {"allow_debug_actions": True, "command_zone": False, "commander_damage_threshold": None,
          "deck_size": {"data": 60, "type": "Minimum"}, "default_deck_copy_limit": {"data": 4, "type": "UpTo"},
          "format": "Standard", "max_players": 2, "min_players": 2, "range_of_influence": None,
          "sideboard_policy": {"data": 15, "type": "Limited"}, "singleton": False, "starting_life": 20,
          "supplies_fixed_deck": False, "team_based": False, "uses_commander": False}
COLORS = ["white", "blue", "black", "red", "green"]


class Seen(NamedTuple):
    """What phase.rs shows of one permanent at one point."""
    power: Optional[int]
    toughness: Optional[int]
    types: List[str]
    keywords: List[str]
    subtypes: List[str]
    mana: Optional[List[str]]  # what a land could produce (106.7)
    attacks: bool  # whether it could attack this turn (302.6, 508.1a)
    taps: Optional[str]  # what tapping it for mana adds, "" if it may not, None if not tried
    colors: List[str]
    controller: str  # "you" (seat 0) or "opponent"
    tapped: bool
    face_down: bool


def new_game(names: List[str], opponent: List[str] = (), copies: int = 4) -> Tuple[object, object]:
    """phase.rs's engine with these cards, and a game (seat 0 first, each card `copies` times
    in its player's library) in debug mode for both seats, in turn 1's upkeep."""
    engine, state = new_state(names, opponent, copies)
    return engine, engine.load_game(state)


def new_state(names: List[str], opponent: List[str] = (), copies: int = 4) -> Tuple[object, dict]:
    """`new_game`'s engine and the game's state, to load as often as needed (`Engine.load_game`)."""
    import phase  # the optional extra
    db = {n.lower(): oracle.face(oracle.record(n)) for n in set(names) | set(opponent) | {"Island", "Swamp"}}
    engine = phase.Engine.from_json(json.dumps(db))
    deck = [n for n in names for _ in range(copies)]
    theirs = [n for n in opponent for _ in range(copies)]
    game = engine.new_game(player=deck + ["Island"] * (60 - len(deck)), opponent=theirs + ["Swamp"] * (60 - len(theirs)),
                           seed=1, first_player=0, format_config=FORMAT)
    while game.waiting_for()["type"] == "MulliganDecision":
        seat = game.waiting_for()["data"]["pending"][0]["player"]
        game.apply(seat, [a for a in game.actions() if a.data["choice"]["type"] == "Keep"][0])
    for seat in (0, 1):
        game.apply(0, {"type": "GrantDebugPermission", "data": {"player_id": seat}})
    state = game.state()
    state["state"]["debug_mode"] = True
    return engine, state


def put(game, name: str, seat: int, taken: List[int]) -> int:
    """Put a card of `name` from its owner's library or hand onto the battlefield (a new
    object with the next timestamp, 613.7d) with phase.rs's debug move; its id."""
    player = game.player(seat)
    oid = next(o for zone in ("library", "hand") for o in player[zone]
               if game.object(o)["name"] == name and o not in taken)
    game.apply(0, {"type": "Debug", "data": {"type": "MoveToZone",
                                             "data": {"object_id": oid, "to_zone": "Battlefield", "simulate": False}}})
    return oid


def view(game, oid: int, attackers: set, taps: Optional[str]) -> Optional[Seen]:
    """What phase.rs shows of one object, or None if it is not on the battlefield."""
    o = game.object(oid)
    if o.get("zone", "Battlefield") != "Battlefield":  # gone by a state-based action (704)
        return None
    words = [_keyword(k) if isinstance(k, str) else f"{k['Landwalk'].lower()}walk" for k in o["keywords"]
             if isinstance(k, str) or list(k) == ["Landwalk"]]  # 702.14: landwalk names its land type
    pips = o.get("available_mana_pips")  # phase.rs says what a land could produce (106.7)
    mana = None if pips is None else sorted({LETTER.get(c, "C") for p in pips  # (a pip of several colours: a list)
                                             for c in (p.get("data") if isinstance(p.get("data"), list) else [p.get("data")])})
    return Seen(o["power"], o["toughness"], [t.lower() for t in o["card_types"]["core_types"]], words,
                o["card_types"]["subtypes"], mana, oid in attackers, taps, [c.lower() for c in o["color"]],
                "you" if o["controller"] == 0 else "opponent", bool(o["tapped"]), bool(o.get("face_down")))


def on_phase(names: List[str]) -> List[Optional[Seen]]:
    """Each card put onto the battlefield in order on phase.rs during its controller's
    turn, then state-based actions (704.3): what phase.rs shows of each, or None for a card
    they took off the battlefield."""
    engine, game = new_game(names)
    ids: List[int] = []
    for name in names:
        ids.append(put(game, name, 0, ids))
    taps = taps_of(engine, game, ids)  # while its controller has priority
    game.apply(game.priority_player(), {"type": "PassPriority"})  # 704.3: state-based actions as priority passes
    attackers = attackers_of(engine.load_game(game.state()))
    return [view(game, oid, attackers, taps[oid]) for oid in ids]


def taps_of(engine, game, ids: List[int], trial=None) -> Dict[int, Optional[str]]:
    """What phase.rs adds when each permanent's controller activates its first mana ability
    (302.6, 106.12), all tried on one copy of the game (`trial`, if one is given: in the same
    turn, the same player with priority): "CC", "" if it may not; None if it has no mana
    ability or its controller does not have priority (phase.rs lets only the player with
    priority act).  Each activation taps only its own permanent, so one does not change
    whether another can be activated."""
    out: Dict[int, Optional[str]] = {oid: None for oid in ids}
    trial = None
    for oid in ids:
        o = game.object(oid)
        index = next((i for i, a in enumerate(o["abilities"]) if a.get("is_mana_ability")), None)
        if index is None or o.get("zone", "Battlefield") != "Battlefield" or o["controller"] != game.priority_player():
            continue
        trial = trial or engine.load_game(game.state())
        try:
            events = trial.apply(o["controller"], {"type": "ActivateAbility",
                                                   "data": {"source_id": oid, "ability_index": index}}).events
        except ValueError:
            out[oid] = ""
            continue
        added = [LETTER.get(e["data"]["mana_type"], "C") for e in events if e["type"] == "ManaAdded"]
        out[oid] = "".join(sorted(added, key="WUBRGC".index)) or "-"
    return out


def _keyword(word: str) -> str:
    """A keyword as the model writes it: phase.rs's "FirstStrike" is "first strike" (702.7)."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word).lower()


def attackers_of(game) -> set:
    """The creatures phase.rs lets attack this turn (302.6, 508.1a): it passes priority to
    the declaration of attackers (on a game it may move on: give it a copy)."""
    for _ in range(50):
        waiting = game.waiting_for()
        if waiting["type"] == "DeclareAttackers":
            return set(waiting["data"]["valid_attacker_ids"])
        if game.phase in ("EndCombat", "PostCombatMain", "CombatDamage", "End"):
            return set()  # no creature could attack: the declaration was skipped
        game.apply(game.priority_player(), {"type": "PassPriority"})
    raise RuntimeError("phase.rs never reached the declaration of attackers")


def claim_of(oid: str, seen: Optional[Seen], history: bool = True) -> str:
    """What phase.rs shows of one permanent, as a claim expression (whether it is tapped,
    can attack and can tap for mana, only in a history)."""
    if seen is None:
        return f"not on_battlefield({oid})"
    parts = [f"has_type({oid}, '{t}')" for t in seen.types] + [f"has_ability({oid}, '{w}')" for w in seen.keywords]
    parts += [f"not has_ability({oid}, '{w}')" for w in KEYWORDS if w not in seen.keywords]
    parts += [f"{'' if c in seen.colors else 'not '}has_color({oid}, '{c}')" for c in COLORS]  # 105.2
    parts.append(f"controller({oid}) == '{seen.controller}'")
    parts.append(f"{'' if seen.face_down else 'not '}is_face_down({oid})")  # 708.2
    if "land" in seen.types:  # its basic land types, there or not (305.6, 305.7)
        parts += [f"{'' if t in seen.subtypes else 'not '}has_subtype({oid}, '{t}')" for t in BASIC]
    if "land" in seen.types and seen.mana is not None:
        parts.append(f"could_produce({oid}) == " + ("{" + ", ".join(f"'{m}'" for m in seen.mana) + "}"
                                                     if seen.mana else "set()"))
    if seen.power is not None and "creature" in seen.types:  # (208.3: a noncreature has none, printed or not)
        parts.append(f"power({oid}) == {seen.power} and toughness({oid}) == {seen.toughness}")
        if history:
            parts.append(f"{'' if seen.attacks else 'not '}can_attack({oid})")  # 302.6, 508.1a
    else:
        parts.append(f"not has_type({oid}, 'creature')")
    if history:
        parts.append(f"{'' if seen.tapped else 'not '}is_tapped({oid})")
        if seen.taps is not None:  # 302.6, 106.12: a creature that entered this turn can't use {T}
            parts.append(f"{'' if seen.taps else 'not '}can_tap_for_mana({oid})")
    return " and ".join(parts)


def mana_claim_of(oid: str, seen: Optional[Seen]) -> Optional[str]:
    """What tapping the permanent for mana added on phase.rs, as a claim that it can add
    that (one of the choices its ability allows: expect a witness)."""
    if seen is None or not seen.taps or seen.taps == "-":
        return None
    return f"tapped_for_mana({oid}) == '{seen.taps}'"


def scenario_text(names: List[str], seen: List[Optional[Seen]], history: bool = True) -> str:
    """A scenario of the board, with a claim per permanent as phase.rs shows it: each card
    enters in its turn in order (their timestamps, 613.7d; state-based actions after each),
    or, with `history` false, a board with that order fixed (state-based actions once, as
    phase.rs's debug moves check them only at the end)."""
    ids = [f"o{k}" for k in range(len(names))]
    lines = ["[scenario]", 'turn = "you"' if history else f'order = [[{", ".join(json.dumps(x) for x in ids)}]]', ""]
    for oid, name in zip(ids, names):
        lines += ["[[object]]", f'id = "{oid}"', f"card = {json.dumps(name)}", ""]
    for oid in ids if history else ():
        lines += ["[[event]]", f'enters = "{oid}"', ""]
    for oid, view in zip(ids, seen):
        words = [f"'{w}'" for w in sorted(set(view.keywords if view else ()) | set(KEYWORDS))]
        lines += ["[[claim]]", f'id = "{oid}-as-phase"', f'expr = "{claim_of(oid, view, history)}"',
                  'expect = "proved"',
                  f"allow_unmentioned = [{', '.join(words)}]", ""]
        if history and mana_claim_of(oid, view):
            lines += ["[[claim]]", f'id = "{oid}-mana-as-phase"', f'expr = "{mana_claim_of(oid, view)}"',
                      'expect = "witness"', ""]
    return "\n".join(lines)


def on_verifier(path: Path) -> Dict[str, ClaimResult]:
    """The verifier's result for each claim of a board's scenario file."""
    sc = load_model(path)
    fresh_context()
    encodings = [board_checked(s) for s in sc.linearized()]
    return {c.id: check_claim_over(encodings, c) for c in sc.claims}
