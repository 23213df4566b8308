"""Suspend in a model file (702.62; the rules: `verifier.rules.suspending`).

`[[event]] suspend = "x"` is the special action (116.2f): the card x, which lists "Suspend
N—{cost}" among its abilities, is exiled from its owner's hand with N time counters (with
`x = N` for "Suspend X—...", at least 1 where "X can't be 0"), its cost paid.  Its two
triggered abilities are followed as [[trigger]] tables say them, `ability` the suspend text
and `when = "your upkeep"` (remove a time counter, if it is suspended) or `"last time counter
removed"` (cast it, if it's exiled); a `resolves` of either may say `countered = true` (701.6b:
it leaves the stack and does nothing, `verifier.load.countering`).  The cast is a `cast = "x"` event with `free = true`
right after the cast trigger's `resolves`.  Refused: suspend in a group or among a search's
events, a history whose events may trigger suspend's abilities without a [[trigger]] for them."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.errors import ModelError
from verifier.load.abilities import effect
from verifier.load.claims import claim_id, parse_expr
from verifier.load.files import At, table_of
from verifier.model import Event, Filter, Scenario, Trigger
from verifier.rules.suspending import LAST_REMOVED, REMOVED, TIME, UPKEEP, is_suspend_trigger, named_in_exile, \
    suspend_of, works_in_exile

_TRIGGER_KEYS = ("id", "source", "ability", "when")


def event(at: At, table: dict, objects: dict, repeat: bool) -> Event:
    """The special action of `suspend = "x"`: a `moves` of x into exile with its time counters."""
    x = table["suspend"]
    ability, unread = suspend_of(objects[x].printed.abilities)
    if ability is None:
        raise (at / "suspend").error(f"{x!r} has no suspend ability read here (702.62a: \"Suspend N—{{cost}}\", a "
                                     "cost of mana symbols)" + (f": {unread!r}" if unread else ""))
    if repeat or "group" in table:
        raise (at / ("suspend" if repeat else "group")).error(
            "suspending a card (116.2f) is not put in a group, nor among the events a search chooses from")
    if ability.n is None and "x" not in table:
        raise (at / "suspend").error(f"{ability.text!r}: say the X chosen, the time counters it is exiled with "
                                     "(x = N)")
    if ability.n is not None and "x" in table:
        raise (at / "x").error(f"{ability.text!r} has no X: it is exiled with {ability.n} time counters")
    if ability.x_not_zero and table.get("x") == 0:
        raise (at / "x").error(f"{ability.text!r}: X can't be 0")
    n = ability.counters(table.get("x"))
    return Event("moves", x, table.get("label"), into="exile", activated="suspend", x=table.get("x"),
                 counters=((TIME, n),) if n else (), line=at.line)


def trigger(at: At, table: dict, sc: Scenario, ability: str) -> Trigger:
    """A [[trigger]] that is one of suspend's two triggered abilities (702.62a)."""
    if table["when"] not in (UPKEEP, LAST_REMOVED):
        raise (at / "when").error(f"{ability!r} triggers at the beginning of its owner's upkeep (when = \"{UPKEEP}\") "
                                  f"and as its last time counter is removed (when = \"{LAST_REMOVED}\") (702.62a)")
    extra = next((k for k in table if k not in _TRIGGER_KEYS), None)
    if extra is not None:
        raise (at / extra).error(f"{extra!r}: what suspend's triggered abilities do is the rules' (702.62a), not said")
    return Trigger(id=table["id"], source=table["source"], ability=ability, when=table["when"])


def check_when(at: At, table: dict, sc: Scenario, ability: str) -> None:
    """`last time counter removed` is suspend's alone; `a time counter removed` a card's own ability
    on a time counter removed from it while it's exiled, which is its event, not an "if" (603.4)."""
    printed = sc.objects[table["source"]].printed
    own = suspend_of(printed.abilities)[0]
    if table["when"] == LAST_REMOVED and (own is None or own.text != ability):
        raise (at / "when").error(f"\"{LAST_REMOVED}\" is suspend's cast trigger (702.62a): {ability!r} is no "
                                  f"suspend ability of {table['source']!r}")
    if table["when"] == REMOVED and not works_in_exile(ability, printed.name):
        named = named_in_exile(ability)
        why = f": its text names {named!r}, and its card is {printed.name!r}" if named is not None else ""
        raise (at / "when").error(f"\"{REMOVED}\" is a card's own \"Whenever a time counter is removed from ~ while "
                                  f"it's exiled\" (113.6b), ~ the card's name exactly or \"this card\", not "
                                  f"{ability!r}{why}")
    if table["when"] == REMOVED and "if" in table:
        raise (at / "if").error("its \"while it's exiled\" is the event it waits for: an intervening \"if\" beside "
                                "it is not modelled")


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Suspend's triggers said where the history may trigger them (603.2), a countered
    resolution only of them, and a cast of a suspended card only as its cast trigger resolves."""
    said: Dict[tuple, Trigger] = {(t.source, t.when): t for t in sc.triggers if is_suspend_trigger(t, sc)}
    suspended = {e.what: i for i, e in enumerate(sc.events) if e.suspends}
    ids = {t.id for t in said.values()}
    searched = next((e for e in sc.search_events if e.what in suspended and e.kind != "turn" or
                     e.kind == "resolves" and e.what in ids), None)
    if searched is not None:  # (one event there is one event of the history: the cast's place is not said)
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"{searched.said()}: suspended cards and their triggers are not among the events a search "
            "chooses from")
    for i, e in enumerate(sc.events):
        if e.implied:  # (an `ends` a duration adds: no table of its own)
            continue
        at = _At(root, tables, i, sc)
        for x, since in suspended.items():
            owner = sc.objects[x].owner
            left = next((j for j, f in enumerate(sc.events)
                         if j > since and f.what == x and f.kind != "remove_counters"), len(sc.events))  # (cast, moved)
            if not since < i <= left:
                continue
            following = (sc.events[i + 1].kind, sc.events[i + 1].what) if i + 1 < len(sc.events) else None
            if e.kind == "turn" and e.what == owner and following != ("step", "upkeep"):
                raise (at() / "turn").error(
                    f"a turn of {x!r}'s owner begins while it may be suspended: give its upkeep, where suspend's "
                    "trigger triggers (702.62a, 503.1), as step = \"upkeep\" right after")
            upkeep = e.kind == "step" and e.what == "upkeep" or e.kind == "turn" and e.what == owner
            removes = e.kind == "remove_counters" and e.what == x or \
                e.kind == "resolves" and e.what == getattr(said.get((x, UPKEEP)), "id", None)
            need = UPKEEP if upkeep else LAST_REMOVED if removes else None
            if need is not None and (x, need) not in said:
                raise (at() / e.kind).error(
                    f"{x!r} is suspended at event {since + 1}, and this event may trigger its suspend ability "
                    f"(702.62a, 603.2): say it with a [[trigger]] (source = {x!r}, ability = its suspend text, when = "
                    f"\"{need}\")")
            printed = sc.objects[x].printed
            own = next((a for a in sorted(printed.abilities) if works_in_exile(a, printed.name)), None)
            if removes and own is not None and (x, REMOVED) not in said:
                raise (at() / e.kind).error(
                    f"{x!r} is suspended at event {since + 1}, and this event may trigger its ability {own!r} (113.6b, "
                    f"603.2): say it with a [[trigger]] (source = {x!r}, ability = that text, when = \"{REMOVED}\")")
        if e.kind == "cast" and e.what in suspended and suspended[e.what] < i:
            prior = sc.events[i - 1] if i else None
            cast_trigger = said.get((e.what, LAST_REMOVED))
            if cast_trigger is None or prior is None or prior.kind != "resolves" or prior.what != cast_trigger.id:
                raise (at() / "cast").error(f"{e.what!r} is suspended: it is cast from exile only as its suspend "
                                          "trigger resolves (702.62a), an event right after that trigger's resolves")
            if not e.free:
                raise (at() / "cast").error(f"{e.what!r} is cast by suspend without paying its mana cost (702.62a): "
                                          "say free = true")


class _At:
    """Where event i of the history is in the file, found only for an error."""

    def __init__(self, root: At, tables: List[dict], i: int, sc: Scenario):
        self.root, self.tables, self.i, self.sc = root, tables, i, sc

    def __call__(self) -> At:
        return self.root / table_of(self.tables, self.i, self.sc.events)


def _haste_id(x: str) -> str:
    return f"suspend haste of {x}"


def haste(root: At, events: List[Event], trigger_tables: List[dict], objects: dict, effects: dict,
          where: Dict[str, At], numbers: Dict[str, int]) -> List[Event]:
    """702.62a: a creature spell cast as suspend's cast trigger resolves gains haste until its
    caster loses control of it (of the spell, or of the permanent it becomes): a layer-6 effect on
    it alone that begins with the cast (its timestamp then, 613.7b) and lasts as long as its
    owner, who cast it, controls it (611.2b: once that fails, it has ended for good)."""
    casting = {t["id"]: t["source"] for t in trigger_tables if t.get("when") == LAST_REMOVED}
    out = list(events)
    for i, e in enumerate(out):
        if e.kind != "cast" or not i or out[i - 1].kind != "resolves" or casting.get(out[i - 1].what) != e.what or \
                "creature" not in objects[e.what].printed.types:
            continue
        eid = _haste_id(e.what)
        claim_id(eid, root, where)
        effects[eid] = effect(root / i, {"layer6": {"add_abilities": ["haste"]}}, eid, static=False, source=None,
                              affects=Filter(objects=(e.what,)), numbers=numbers, controller=objects[e.what].owner)
        out[i] = replace(e, effects=(eid,))
    return out


def with_haste_conditions(sc: Scenario) -> Scenario:
    """The haste effects of `haste` with their condition: controlled by the card's owner (611.2b)."""
    made = {e.what: e.effects[0] for e in sc.events if e.kind == "cast" and e.effects == (_haste_id(e.what),)}
    if not made:
        return sc

    def error(message: str) -> ModelError:
        return ModelError(sc.path, 0, message)
    conditions = {eid: parse_expr(f"controller({x}) == '{sc.objects[x].owner}'", sc, error) for x, eid in made.items()}

    def conditioned(effects: dict) -> dict:
        return {k: replace(e, as_long_as=conditions[k]) if k in conditions else e for k, e in effects.items()}
    return replace(sc, effects=conditioned(sc.effects), all_effects=conditioned(sc.all_effects))
