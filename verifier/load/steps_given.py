"""Steps a history's turns pass, said by its events: beside a trigger at the beginning of an
upkeep or an end step, a turn may not pass that step without a `step` event saying it (503.1,
513.1): the step passed unsaid could have triggered it, and the history would go on as if it had
not. Such a history is refused with the line of the event past the step."""
from __future__ import annotations

from typing import List, Optional

from verifier.load.files import At, table_of
from verifier.model import Scenario, Trigger


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """513.1, 503.1: each turn a `turn` event ends gives its end step beside an end-step trigger,
    and each turn that goes on past its beginning gives its upkeep beside an upkeep trigger."""
    ending = _waiting(root, sc, ("your end step", "each end step"), "an end step")
    if ending is not None:
        _end_steps_given(root, tables, sc, ending)
    upkeep = _waiting(root, sc, ("your upkeep", "each upkeep"), "an upkeep")
    if upkeep is not None:
        _upkeeps_given(root, tables, sc, upkeep)


def _waiting(root: At, sc: Scenario, whens: tuple, what: str) -> Optional[Trigger]:
    """The first trigger waiting for the step (`whens`), if any; refused beside a search's events
    (a turn the search chooses could pass the step unsaid)."""
    waiting = next((t for t in sc.triggers if t.when in whens), None)
    if waiting is not None and sc.search_events:
        raise At(root.file, ("scenario", "search")).error(
            f"a search's events beside {waiting.id!r}, which triggers at the beginning of {what}, are not modelled")
    return waiting


def _end_steps_given(root: At, tables: List[dict], sc: Scenario, waiting: Trigger) -> None:
    """513.1: the turn event at i ends the turn before it, whose end step an event gave since the
    previous turn event (or the history's start); no turn or step in a group (an order of it could
    pass the step unsaid)."""
    given = sc.given_events
    moving = next((i for i, e in enumerate(given) if e.group is not None and e.kind in ("turn", "step")), None)
    if moving is not None:
        raise (root / table_of(tables, moving, given) / "group").error(
            f"a turn or step in a group beside {waiting.id!r}, which triggers at the beginning of an end step, is "
            "not modelled")
    turns = [i for i, e in enumerate(given) if e.kind == "turn"]
    for n, i in enumerate(turns):
        if not any(f.kind == "step" and f.what == "end" for f in given[(turns[n - 1] if n else -1) + 1:i]):
            # (500.1: a turn event begins a new turn; the first ends the one [scenario] turn began the history in)
            began = "" if n else f" (this first turn event ends the turn [scenario] turn = {sc.first_turn!r} " \
                "began the history in, and begins a new one: leave it out to stay in that turn)"
            raise (root / table_of(tables, i, given) / "turn").error(
                f"this turn event passes an end step no step = \"end\" event gives, where {waiting.id!r} may "
                f"trigger (513.1): give the end step{began}")


def _upkeeps_given(root: At, tables: List[dict], sc: Scenario, waiting: Trigger) -> None:
    """503.1: in every order of the history, a turn event with more events in its turn has its
    upkeep (a step = "upkeep" event) next. Refused at the event that comes after it (at its group
    where the order is open)."""
    given = sc.given_events
    orders = sc.linearized(reduced=False) if any(e.group is not None for e in given) else [sc]
    for order in orders:
        events = [e for e in order.events if not e.implied]
        for e, after in zip(events, events[1:]):
            if e.kind != "turn" or after.kind == "turn" or after.kind == "step" and after.what == "upkeep":
                continue
            k = next((j for j, g in enumerate(given) if g is after or g == after), None)
            if k is None:  # (an order's copy of the event: its group's first event stands for it)
                k = next(j for j, g in enumerate(given) if g.group is not None and g.group == after.group)
            where = root / table_of(tables, k, given)
            if after.group is not None:
                raise (where / "group").error(
                    f"in some order of this group an event comes after an upkeep no step = \"upkeep\" event "
                    f"gives (503.1), where {waiting.id!r} may trigger: give the upkeep outside the group")
            raise where.error(
                f"this event comes after an upkeep no step = \"upkeep\" event gives (the turn's first event "
                f"after its turn event, 503.1), where {waiting.id!r} may trigger: give the upkeep")
