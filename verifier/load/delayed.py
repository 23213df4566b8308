"""Delayed triggered abilities (603.7) and dash (702.109a) in a model file (the rules:
`verifier.rules.triggered`).

A `[[trigger]]` with `created_by` is a delayed triggered ability: `created_by` names the
[[effect]] whose beginning is the resolution that creates it (603.7a; its controller the
effect's, 603.7d-e), a [[trigger]] as it resolves (at most once; 603.7e), or a creature card cast
with `dash = true`, which creates it as its spell resolves (702.109a; its controller the caster).  `when = "next end step"`: it triggers once, as
the first `step = "end"` event after its creation begins (513.1, 603.7b); `"end of combat"`: as the
first `step = "end of combat"` does (511.2); whether or not its source is still there; `moves = ["x", ...]` with `into = "hand"` (return
to its owner's hand), `"graveyard"` (sacrifice: only by the permanent's controller, 701.21a) or
`"exile"` says what it does, to each of those objects only while it stays on the battlefield (603.7c: one
that left, even to come back, is a new object with an id of its own, 400.7); or `returns = "x"`
with `as = "y"` returns the card x, in exile since, as the new object y (400.7).

Beside a trigger "at the beginning of your end step" or "each end step" (`when = "your end step"`,
`"each end step"`, 513.1), each turn a `turn` event ends gives its end step.

Refused: another moment ("at the beginning of the next upkeep"), an end of combat step outside a
combat phase or passed unsaid while a delayed trigger may wait for it, a
delayed trigger doing anything else, one whose creator never begins in the history, a history
that passes an end step it may be waiting for without a `step = "end"` event (a `turn` event
after it), delayed triggers beside events in a group, a cast with `dash` without the delayed
trigger that returns it, and dash beside an effect that may remove abilities (its haste is
kept as an effect of the cast, not as the static ability 702.109a makes it)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Sequence

from verifier.load.abilities import effect
from verifier.load.alternative_costs import alternative_cost
from verifier.load.claims import claim_id
from verifier.load import steps_given
from verifier.load.files import At, table_of
from verifier.model import DELAYED, END_OF_COMBAT, Event, Filter, GameObject, Scenario
from verifier.rules.costs import UNEARTH

# the moment the text of a delayed trigger's ability names (603.7, 513.1a); others are refused
_NEXT_END_STEP = re.compile(r"\bat the beginning of the next end step\b", re.I)
_YOUR_NEXT_END_STEP = re.compile(r"\bat the beginning of your next end step\b", re.I)
_END_OF_COMBAT = re.compile(r"\bat (?:the )?end of combat\b|^decayed\b", re.I)  # (511.2; 702.147a's)
_OTHER_MOMENT = re.compile(r"\bat the beginning of (?:the )?(?:next|your next) (?:upkeep|turn|combat|main phase)\b", re.I)
# what a delayed trigger table may say beside its own keys
_ALLOWED = {"id", "source", "ability", "when", "created_by", "moves", "into", "returns", "as"}


def is_delayed(table: dict) -> bool:
    return "created_by" in table or table.get("when") in DELAYED


def check_trigger(at: At, table: dict, sc: Scenario, ability: str, tables: Sequence[dict] = ()) -> None:
    """A delayed trigger table, checked (603.7): what creates it (an effect, a card cast with
    dash, a [[trigger]] of `tables` as it resolves), its moment, what it moves or returns."""
    if "created_by" not in table:
        raise (at / "when").error(f"when = {table['when']!r} is the moment of a delayed triggered ability (603.7a): "
                                  "say what creates it, created_by = \"effect\" (or the card cast with dash)")
    if table.get("when") not in DELAYED:
        raise (at / "created_by").error(f"a delayed triggered ability at {table['when']!r} is not modelled: only when = "
                                        "\"next end step\" (513.1, 603.7b) or \"end of combat\" (511.2)")
    other = _OTHER_MOMENT.search(ability)
    # 513.1, 603.7b: "your next end step" is the next end step where a trigger at the beginning of your upkeep creates
    # it (its controller's turn, before that turn's end step)
    in_your_turn = any(t.get("id") == table["created_by"] and t.get("when") == "your upkeep" for t in tables)
    unearthed = any(a.id == table["created_by"] and a.returns is not None for a in sc.abilities)  # 702.84a
    said = _END_OF_COMBAT.search(ability) if table["when"] == END_OF_COMBAT else \
        _NEXT_END_STEP.search(ability) or in_your_turn and _YOUR_NEXT_END_STEP.search(ability) or \
        _dash_text(ability) or unearthed and UNEARTH.match(ability)
    if other is not None or not said:
        raise (at / "ability").error(
            f"{ability!r}: a delayed triggered ability {('at ' + repr(other.group(0))) if other else 'at this moment'} "
            f"is not modelled with when = {table['when']!r}: \"at the beginning of the next end step\" (513.1, 603.7b) "
            "or \"at end of combat\" (511.2) as the text says")
    extra = sorted(set(table) - _ALLOWED)
    if extra:
        raise (at / extra[0]).error(f"a delayed trigger here returns, sacrifices or exiles objects (moves, into) or "
                                    f"returns a card from exile (returns, as); "
                                    f"{extra[0]!r} on one is not modelled")
    if ("moves" in table) != ("into" in table) or ("moves" in table) == ("returns" in table):
        raise (at / ("into" if "into" in table else "moves" if "moves" in table else "id")).error(
            "a delayed trigger says what it does: moves = [\"x\", ...] with into = \"hand\" (return to its owner's hand), "
            "\"graveyard\" (sacrifice, 701.21a) or \"exile\" (603.7c); or returns = \"x\" with as = \"new id\" "
            "(the card in exile returns to the battlefield, 400.7): one of them")
    moved = next((x for x in table.get("moves", [table.get("returns")]) if x not in sc.objects), None)
    if moved is not None or "moves" not in table and table["returns"] not in sc.objects:
        raise (at / ("moves" if "moves" in table else "returns")).error(f"trigger names unknown object {moved!r}")
    creator = table["created_by"]
    creators = [t for t in tables if t.get("id") == creator and "created_by" not in t]
    made = sorted(o.id for o in sc.objects.values() if o.created_by == creator)
    if set(table.get("moves", ())) & set(made) and not set(made) <= set(table["moves"]):
        raise (at / "moves").error(
            f"what {creator!r} later does with the token it creates it does with every token it created, those a "
            f"replacement effect adds too (614.1a; Anointed Procession's ruling): moves names them all, {made}")
    if creators:  # 603.7e: created by a triggered ability as it resolves, at most once here
        if sum(1 for e in sc.events if e.kind == "resolves" and e.what == creator) > 1:
            raise (at / "created_by").error(f"{creator!r} resolves more than once: each resolution creates a delayed "
                                            "trigger of its own (603.7a): not modelled")
        return
    if unearthed:  # 702.84a: its resolution creates it (603.7a), at most once (`verifier.load.unearth`)
        if table.get("moves") is None or table.get("into") != "exile" or not UNEARTH.match(ability):
            raise (at / "created_by").error("unearth's delayed trigger exiles the card it returned (702.84a): ability "
                                            "its unearth line, moves = [the new object], into = \"exile\"")
        return
    if sc.resolved_effect(creator):
        if not _begins(creator, sc):
            raise (at / "created_by").error(
                f"{creator!r} never begins in the history: a delayed trigger is created by the resolution that begins "
                "it (603.7a); give it a starts event (or have a spell or ability begin it)")
        return
    if creator not in sc.objects or not any(e.kind == "cast" and e.what == creator and e.dash for e in sc.events):
        raise (at / "created_by").error(f"created_by names {creator!r}: an [[effect]] the history begins, a card "
                                        "cast with dash = true (702.109a), or a [[trigger]] that resolves")
    if table["source"] != creator or not _dash_text(ability) or table.get("moves") != [creator] or \
            table.get("into") != "hand":
        raise (at / "created_by").error(
            f"dash's delayed trigger (702.109a) returns {creator!r} itself to its owner's hand: source = {creator!r}, "
            f"its dash ability, moves = [{creator!r}], into = \"hand\"")


def _dash_text(ability: str) -> bool:
    return re.match(r"^\s*dash\b", ability, re.I) is not None


def _begins(eid: str, sc: Scenario) -> bool:
    """Whether some event of the history may begin resolved effect eid: its `starts`, or the
    resolution (a spell's, an ability's, a trigger's) whose effects list it (608.2c)."""
    return any(e.kind == "starts" and e.what == eid or eid in e.effects for e in sc.events) or \
        any(eid in t.effects and any(e.kind == "resolves" and e.what == t.id for e in sc.events) for t in sc.triggers)


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """The history a delayed trigger waits in: no event of a group beside one, no end step passed
    without its `step = "end"` event while one may wait for it (603.7b), and each cast with dash
    followed by its delayed trigger (702.109a)."""
    delayed = [t for t in sc.triggers if t.delayed]
    given = sc.given_events
    steps_given.check(root, tables, sc)
    dashed = {e.what for e in given if e.kind == "cast" and e.dash}
    for i, e in enumerate(given):
        if e.kind == "copy_spell" and e.what in dashed:  # 707.10: a copy copies the alternative cost paid
            raise (root / table_of(tables, i, given) / "copy_spell").error(
                f"a copy of {e.what!r}, cast for its dash cost, is dashed too (707.10, 702.109a): not modelled")
        if e.kind == "cast" and e.dash and not any(t.created_by == e.what for t in delayed):
            raise (root / table_of(tables, i, given) / "dash").error(
                f"{e.what!r} cast for its dash cost is returned to its owner's hand at the beginning of the next end "
                f"step (702.109a): say it, a [[trigger]] with source = {e.what!r}, ability its dash ability, when = "
                f"\"next end step\", created_by = {e.what!r}, moves = [{e.what!r}], into = \"hand\"")
    if not delayed:
        return
    if sc.search_events:  # (a turn it chooses could pass an end step unsaid)
        raise At(root.file, ("scenario", "search")).error(
            "a search's events beside a delayed triggered ability (603.7) are not modelled")
    # 603.7a-b: the point a delayed trigger is created and the steps it waits for are read in the order given; a group
    # whose order is left to the solver may hold other events (the resolutions of other triggers) but none of those
    grouped = next((i for i, e in enumerate(given) if e.group is not None and (
        e.kind in ("step", "turn") or any(_may_create(t, e, sc) for t in delayed) or
        e.kind == "resolves" and any(t.id == e.what for t in delayed))), None)
    if grouped is not None:
        raise (root / table_of(tables, grouped, given) / "group").error(
            "a step, a turn, or the creation or resolution of a delayed triggered ability (603.7a-b) in a group whose "
            "order is left to the solver is not modelled: give those events in their order")
    _end_of_combat_given(root, tables, sc, [t for t in delayed if t.when == END_OF_COMBAT])
    creations = {i for i, e in enumerate(given) for t in delayed if t.when != END_OF_COMBAT and _may_create(t, e, sc)}
    last_end, turn_began = -1, -1  # (-1: before the history)
    for i, e in enumerate(given):
        if e.kind == "step" and e.what == "end":
            last_end = i
        if e.kind == "turn":  # (the turn ending here passed its end step unsaid if none was given since it began)
            if last_end <= turn_began and any(last_end < c < i for c in creations):
                raise (root / table_of(tables, i, given) / "turn").error(
                    "a delayed trigger may be waiting for the end step this turn event passes without a step = \"end\" "
                    "event (513.1, 603.7b): give the end step, and its resolution")
            turn_began = i


_END_STEP = re.compile(r"\bat the beginning of (your|each|the|each player's) end step\b", re.I)


def check_end_step_when(at: At, table: dict, ability: str) -> None:
    """513.1: `when = "your end step"` is the text's "at the beginning of your end step", `"each end
    step"` its "... of each (or the) end step"; any other text with them is refused."""
    if table.get("when") not in ("your end step", "each end step"):
        return
    said = _END_STEP.search(ability)
    if said is None or (table["when"] == "your end step") != (said.group(1).lower() == "your"):
        raise (at / "when").error(f"when = {table['when']!r} goes with an ability that triggers \"at the beginning of "
                                  f"{'your' if table['when'] == 'your end step' else 'each'} end step\" (513.1), not "
                                  f"{ability!r}")


def _end_of_combat_given(root: At, tables: List[dict], sc: Scenario, waiting: list) -> None:
    """511.1-511.2: an end of combat step is a step of a combat phase (a `step = "combat"` before it in
    the turn, only combat damage steps between); and while a delayed trigger "at end of combat" may
    wait for it, no `turn` or other `step` event passes it unsaid."""
    given = sc.given_events
    phase = None  # (the step events of the combat phase in progress)
    for i, e in enumerate(given):
        if e.kind == "step" and e.what == END_OF_COMBAT and phase is None:
            raise (root / table_of(tables, i, given) / "step").error(
                "an end of combat step is a step of a combat phase (506.1, 511.1): give step = \"combat\" before it")
        if e.kind == "turn" or e.kind == "step" and e.what not in ("combat damage", END_OF_COMBAT):
            phase = i if e.kind == "step" and e.what == "combat" else None
    pending = False
    for i, e in enumerate(given):
        pending = pending or any(_may_create(t, e, sc) for t in waiting)
        if e.kind == "step" and e.what == END_OF_COMBAT:
            pending = False
        elif pending and (e.kind == "turn" or e.kind == "step" and e.what not in ("combat", "combat damage")):
            raise (root / table_of(tables, i, given) / e.kind).error(
                "a delayed trigger \"at end of combat\" may be waiting for an end of combat step this event passes "
                "without a step = \"end of combat\" event (511.2, 603.7b): give it, and its resolution")


def _may_create(t, e: Event, sc: Scenario) -> bool:
    """Whether event e may create delayed trigger t (`verifier.rules.triggered.delayed_created`)."""
    if sc.resolved_effect(t.created_by):
        eid = t.created_by
        return e.kind == "starts" and e.what == eid or eid in e.effects or \
            e.kind == "resolves" and any(eid in u.effects for u in sc.triggers if u.id == e.what)
    if any(u.id == t.created_by for u in sc.triggers) or any(a.id == t.created_by for a in sc.abilities):
        return e.kind == "resolves" and e.what == t.created_by  # 603.7e: as that trigger or ability resolves
    return e.kind == "enters" and e.from_stack and e.what == t.created_by


def check_dash(at: At, table: dict, obj: GameObject, repeat: bool) -> None:
    """702.109a, 118.9a: a spell cast for its dash cost has a dash ability read here (a cost of
    mana symbols, no X), and no other alternative cost; not among a search's events."""
    if not table.get("dash"):
        return
    if repeat:
        raise (at / "dash").error("a cast for its dash cost is not among the events a search chooses from")
    alternative_cost(at, "dash", "702.109a", obj)
    if "creature" not in obj.printed.types:
        raise (at / "dash").error(f"{obj.id!r} is no creature card: dash's haste and return are a creature's here")


def _haste_id(x: str) -> str:
    return f"dash haste of {x}"


def haste(root: At, tables: List[dict], events: List[Event], objects: dict, effects: dict, where: Dict[str, At],
          numbers: Dict[str, int]) -> List[Event]:
    """702.109a: the permanent a spell cast for its dash cost becomes has haste: a layer-6 effect on
    it alone, begun with the cast (the permanent is a new object with an id of its own, 400.7, so
    the effect reaches that one alone; a copy of it copies no effect, 707.2).  Refused beside an
    effect that may remove abilities: the rules make it a static ability such an effect removes."""
    out = list(events)
    for i, e in enumerate(out):
        if e.kind != "cast" or not e.dash:
            continue
        at = root / table_of(tables, i, out)
        removing = next((f.id for f in effects.values() for p in f.parts if p.removes_some), None)
        if removing is not None:
            raise (at / "dash").error(
                f"{e.what!r} cast for its dash cost has haste by a static ability (702.109a) that {removing!r} may "
                "remove: not modelled")
        eid = _haste_id(e.what)
        claim_id(eid, at, where)
        effects[eid] = effect(at, {"layer6": {"add_abilities": ["haste"]}}, eid, static=False, source=None,
                              affects=Filter(objects=(e.what,)), numbers=numbers, controller=objects[e.what].owner)
        out[i] = replace(e, effects=(*e.effects, eid))
    return out

