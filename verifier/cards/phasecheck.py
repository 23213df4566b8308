"""The verifier's side of the history differential against phase.rs: a history of
`phasehistory` as a scenario (its `[[event]]`s, docs/histories.md) with what phase.rs
showed of each object after each event as a claim at that point (`[[claim]] at`), the
claims the verifier does not grant, and a divergent history shrunk to a minimal one."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Dict, Iterator, List, Optional

from verifier.cards.phaseboard import KEYWORDS, Seen, claim_of, on_verifier
from verifier.cards.phasehistory import ENTERING, Event, play
from verifier.errors import VerifierError
from verifier.query import ClaimResult


def _event_lines(event: Event, ids: List[str]) -> List[str]:
    """The verifier's [[event]] for one event of the history (docs/histories.md)."""
    kind = event["kind"]
    if kind in ENTERING:
        return [f'enters = "{ids[-1]}"']
    if kind == "face_up":  # 702.37e: by its controller, for its morph cost
        return [f'turn_face_up = "{ids[event["on"]]}"']
    if kind == "counters":
        verb = "put_counters" if event["delta"] > 0 else "remove_counters"
        return [f'{verb} = "{ids[event["on"]]}"', f'counters = {{ "{event["counter"]}" = {abs(event["delta"])} }}']
    if kind == "control":  # 613.1b: a layer-2 effect on that object alone
        return [f'gain_control = "{ids[event["on"]]}"', f'by = "{event["by"]}"']
    if kind == "tap":  # 701.26a (tapped for mana on phase.rs, 106.12: only where it may be)
        return [f'tap = "{ids[event["on"]]}"']
    if kind == "attach":  # 701.3a: by an effect
        return [f'attach = "{ids[event["attachment"]]}"', f'to = "{ids[event["to"]]}"']
    if kind == "equip":  # 702.6a: its equip ability
        return [f'attach = "{ids[event["equipment"]]}"', f'to = "{ids[event["to"]]}"', "equip = true"]
    return [f'turn = "{event["turn"]}"']  # 500.1: a turn begins


def scenario_text(events: List[Event], seen: List[List[Optional[Seen]]]) -> str:
    """The history as a scenario, with a claim after each event per object there as phase.rs
    shows it (`at` its label)."""
    lines = ["[scenario]", 'turn = "you"', ""]
    ids: List[str] = []
    body: List[str] = []
    for i, event in enumerate(events):
        if event["kind"] in ENTERING:
            ids.append(f"o{len(ids)}")
            lines += ["[[object]]", f'id = "{ids[-1]}"', f"card = {json.dumps(event['card'])}"]
            lines += [f'controller = "{event["seat"]}"'] if event["seat"] != "you" else []
            lines += [f'attached_to = "{ids[event["to"]]}"'] if event["kind"] == "aura" else []  # 608.3c
            lines += ["face_down = true", 'face_down_by = "morph"'] if event["kind"] == "morph" else []  # 702.37c
            lines.append("")
        body += ["[[event]]"] + _event_lines(event, ids) + [f'label = "e{i}"', ""]
    for i, views in enumerate(seen):
        for k, v in enumerate(views):
            words = [f"'{w}'" for w in sorted(set(v.keywords if v else ()) | set(KEYWORDS))]
            body += ["[[claim]]", f'id = "e{i}-o{k}"', f'at = "e{i}"', f'expr = "{claim_of(f"o{k}", v)}"',
                     'expect = "proved"', f"allow_unmentioned = [{', '.join(words)}]", ""]
    return "\n".join(lines + body)


def differences(events: List[Event], folder: Path) -> Optional[Dict[str, ClaimResult]]:
    """The claims (phase.rs's view of an object after an event) the verifier does not
    grant, or None if phase.rs refuses the history."""
    seen = play(events)
    if seen is None:
        return None
    path = folder / "history.toml"
    path.write_text(scenario_text(events, seen))
    return {c: r for c, r in on_verifier(path).items() if not r.ok}


REFERENCES = ("on", "to", "equipment", "attachment")  # an event's fields naming an object by its index


def _without(events: List[Event], drop: List[int]) -> List[Event]:
    """The history without the events at `drop`, nor any event about an object they bring
    in (objects are named by the order they enter in, renumbered)."""
    gone: List[int] = []
    entered = -1
    out: List[Event] = []
    for i, event in enumerate(events):
        new = event["kind"] in ENTERING
        entered += new
        if i in drop or any(event.get(f) in gone for f in REFERENCES):
            gone += [entered] if new else []
            continue
        out.append({f: (v - sum(g < v for g in gone) if f in REFERENCES else v) for f, v in event.items()})
    return out


def _smaller(events: List[Event]) -> Iterator[List[Event]]:
    """The histories one step smaller: without one event (and what depends on it), or
    without two of its turns in a row (turns alternate: no extra turns here, 500.7)."""
    for i in range(len(events)):
        yield _without(events, [i])
        later = [j for j in range(i + 1, len(events)) if events[j]["kind"] == "turn"]
        if events[i]["kind"] == "turn" and later:
            yield _without(events, [i, later[0]])


def shrink(events: List[Event], folder: Path) -> List[Event]:
    """A minimal history that still differs: drop events while it does."""
    changed = True
    while changed:
        changed = False
        for smaller in _smaller(events):
            try:
                if smaller and differences(smaller, folder):
                    events, changed = smaller, True
                    break
            except VerifierError:  # a history the verifier refuses is not this divergence
                continue
    return events
