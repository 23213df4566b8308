"""The benchmark's boards on the phase.rs engine (`pip install phase-python==0.103.0`),
driven as ../shared/reference/phase-python/README.md describes: debug actions put
cards onto the battlefield, spells are cast and resolved.  phase.rs computes one
ordering, the one its timestamps give; the benchmark times that and multiplies by
the number of orderings.

    seconds_for_one_ordering("statics", m) -> float, or None without phase-python
"""
from __future__ import annotations

import json
import time
from typing import Dict, List, Optional

try:
    import phase
except ImportError:  # the benchmark runs without it, and says so
    phase = None

# MTGJSON-shaped records; phase.rs parses the Oracle text itself.
_RECORDS = {
    "Opalescence": ("{2}{W}{W}", ["Enchantment"], [], None,
                    "Each other non-Aura enchantment is a creature in addition to its other types and has base "
                    "power and base toughness each equal to its mana value."),
    "Humility": ("{2}{W}{W}", ["Enchantment"], [], None,
                 "All creatures lose all abilities and have base power and toughness 1/1."),
    "Grizzly Bears": ("{1}{G}", ["Creature"], ["Bear"], (2, 2), ""),
    "Ovinize": ("{1}{U}", ["Instant"], [], None,
                "Target creature loses all abilities and has base power and toughness 0/1 until end of turn."),
    "Sure Strike": ("{1}{R}", ["Instant"], [], None,
                    "Target creature gets +3/+0 and gains first strike until end of turn."),
    "Twisted Image": ("{U}", ["Instant"], [], None,
                      "Switch target creature's power and toughness until end of turn.\nDraw a card."),
    "Island": ("", ["Land"], ["Island"], None, "({T}: Add {U}.)"),
    "Swamp": ("", ["Land"], ["Swamp"], None, "({T}: Add {B}.)"),
}
_MANA = {"Ovinize": ["Blue", "Blue"], "Sure Strike": ["Red", "Red"], "Twisted Image": ["Blue"]}
_FORMAT = {
    "allow_debug_actions": True, "command_zone": False, "commander_damage_threshold": None,
    "deck_size": {"data": 60, "type": "Minimum"}, "default_deck_copy_limit": {"data": 4, "type": "UpTo"},
    "format": "Standard", "max_players": 2, "min_players": 2, "range_of_influence": None,
    "sideboard_policy": {"data": 15, "type": "Limited"}, "singleton": False, "starting_life": 20,
    "supplies_fixed_deck": False, "team_based": False, "uses_commander": False,
}


def _record(name: str) -> dict:
    cost, types, subtypes, pt, text = _RECORDS[name]
    colors = sorted({c for c in cost if c in "WUBRG"})
    value = sum(int(s) if s.isdigit() else 1 for s in cost.strip("{}").split("}{") if s)
    out = {"name": name, "manaCost": cost, "types": types, "subtypes": subtypes,
           "supertypes": ["Basic"] if types == ["Land"] else [], "text": text, "layout": "normal",
           "colors": colors, "colorIdentity": colors, "manaValue": value, "convertedManaCost": value,
           "identifiers": {}, "keywords": []}
    if pt:
        out["power"], out["toughness"] = str(pt[0]), str(pt[1])
    return out


class _Game:
    """A two-player game in its first main phase with debug actions allowed."""

    def __init__(self, library: List[str]):
        self.engine = phase.Engine.from_json(json.dumps(
            {n.lower(): phase.build_oracle_face(_record(n), None) for n in _RECORDS}))
        deck = library + ["Island"] * max(60 - len(library), len(library))  # Twisted Image draws
        g = self.engine.new_game(player=deck, opponent=["Swamp"] * 60, seed=1, first_player=0,
                                 format_config=_FORMAT)
        while g.waiting_for()["type"] == "MulliganDecision":
            seat = g.waiting_for()["data"]["pending"][0]["player"]
            g.apply(seat, [a for a in g.actions() if a.data["choice"]["type"] == "Keep"][0])
        for seat in (0, 1):
            g.apply(0, {"type": "GrantDebugPermission", "data": {"player_id": seat}})
        state = g.state()
        state["state"]["debug_mode"] = True
        self.g = self.engine.load_game(state)
        self._pass_until(lambda: self.g.phase == "PreCombatMain" and self.g.priority_player() == 0)

    def _debug(self, kind: str, **data) -> None:
        self.g.apply(0, {"type": "Debug", "data": {"type": kind, "data": data}})

    def _pass_until(self, done, limit: int = 200) -> None:
        for _ in range(limit):
            if done():
                return
            self.g.apply(self.g.priority_player(), {"type": "PassPriority"})
        raise RuntimeError("phase.rs: the game did not reach the expected step")

    def _find(self, name: str) -> int:
        """A card of that name in the library or the opening hand."""
        player = self.g.player(0)
        return next(o for zone in ("library", "hand") for o in player[zone] if self.g.object(o)["name"] == name)

    def put(self, name: str) -> int:
        oid = self._find(name)
        self._debug("MoveToZone", object_id=oid, to_zone="Battlefield", simulate=False)
        return oid

    def cast(self, name: str, target: int) -> None:
        oid = self._find(name)
        self._debug("MoveToZone", object_id=oid, to_zone="Hand", simulate=False)
        self.g.apply(0, {"type": "Debug", "data": {"type": "AddMana", "data": {"player_id": 0, "mana": _MANA[name]}}})
        self.g.apply(0, next(a for a in self.g.actions() if a.kind == "CastSpell" and a.data["object_id"] == oid))
        while self.g.waiting_for()["type"] in ("TargetSelection", "MultiTargetSelection"):
            self.g.apply(0, next(a for a in self.g.actions() if a.kind == "ChooseTarget"
                                 and a.data["target"] == {"Object": target}))
        self._pass_until(lambda: not self.g.stack() and self.g.waiting_for()["type"] == "Priority")


def seconds_for_one_ordering(family: str, m: int) -> Optional[float]:
    """phase.rs's time for the family's board in one ordering (None: no phase-python,
    or a family with no real-card board)."""
    if phase is None or family not in ("statics", "targeted"):
        return None
    if family == "statics":
        names = ["Opalescence" if i % 2 == 0 else "Humility" for i in range(m)]
        game = _Game(names)
        ids = [game.put(n) for n in names]
        state = game.g.state()
        start = time.perf_counter()  # the layers are recomputed as the state is loaded
        g = game.engine.load_game(state)
        _ = [(g.object(i)["power"], g.object(i)["card_types"]) for i in ids]
        return time.perf_counter() - start
    spells = [("Ovinize", "Sure Strike", "Twisted Image")[i % 3] for i in range(m)]
    game = _Game(["Grizzly Bears"] + spells)
    bears = game.put("Grizzly Bears")
    start = time.perf_counter()
    for name in spells:
        game.cast(name, bears)
    _ = game.g.object(bears)["power"]
    return time.perf_counter() - start


def check_boards() -> Dict[str, tuple]:
    """Small sanity checks that the boards are what they claim (for the benchmark's header)."""
    game = _Game(["Opalescence", "Humility"])
    o, h = game.put("Opalescence"), game.put("Humility")
    return {"Opalescence then Humility: Humility P/T": (game.g.object(h)["power"], game.g.object(h)["toughness"]),
            "Opalescence is a creature": "Creature" in game.g.object(o)["card_types"]["core_types"]}
