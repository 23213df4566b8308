"""Labels and groups of events: `end_label = "..."` on one event of a group names the point
after all of the group's events, whatever order they happen in; a `label` on an event of a
group (the point right after that event, which depends on the order the group leaves open)
only with `inside = true` beside it, so that no claim looks into a half-done group by accident."""
from __future__ import annotations

from typing import Dict, List

from verifier.load.files import At


def group_ends(root: At, tables: List[dict]) -> Dict[int, str]:
    """Each event of a group whose end is labelled (by its place in `tables`) -> that
    label; the labels and groups of events checked."""
    out: Dict[int, str] = {}
    for run in _runs(tables):
        for i in run:
            _check_label(root / i, tables[i])
        ends = [i for i in run if "end_label" in tables[i]]
        if len(ends) > 1:
            first = root / ends[0] / "end_label"
            raise (root / ends[1] / "end_label").error(
                f"group {tables[ends[1]]['group']!r} has its end labelled twice (first {tables[ends[0]]['end_label']!r}"
                f" on line {first.line}): one end_label a group")
        out.update({i: tables[ends[0]]["end_label"] for i in run if ends})
    return out


def _runs(tables: List[dict]) -> List[List[int]]:
    """The events' places in runs: the consecutive events of one group together, every
    other event alone (as `Scenario.runs`)."""
    runs: List[List[int]] = []
    for i, table in enumerate(tables):
        if runs and table.get("group") is not None and tables[runs[-1][0]].get("group") == table["group"]:
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _check_label(at: At, table: dict) -> None:
    """An event's `label`, `inside` and `end_label`, as its place in or out of a group allows."""
    grouped = "group" in table
    if "end_label" in table and not grouped:
        raise (at / "end_label").error(f"end_label {table['end_label']!r} names the point after all of a group's "
                                       "events, and this event is in no group of events: label it with label")
    if "inside" in table and not ("label" in table and grouped):
        raise (at / "inside").error("inside = true says that a label names a point inside a group of events: put "
                                    "it beside the label of an event of a group")
    if "label" in table and grouped and not table.get("inside"):
        raise (at / "label").error(
            f"label {table['label']!r} is on an event of group {table['group']!r}: the point right after it falls "
            "inside the group in some of the orders it leaves open; name the point after the whole group with "
            "end_label, or say inside = true beside the label to mean the point right after this event")
