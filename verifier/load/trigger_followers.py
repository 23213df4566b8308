"""The events a [[trigger]]'s resolution brings after it (608.2c: what its text does as it
resolves), put into the history right after each of its `resolves` events: the draws of
`verifier.load.trigger_draws`, the card found by `verifier.load.trigger_search`.  Those events
depend on the library's order (401.2), so such a resolution is refused in a group left open and
among a search's events.  Each happens only where that resolution does something: one that does
nothing (its intervening "if" false, 603.4; its targets all illegal, 608.2b; countered, 701.6b) makes
the history naming them impossible (`done_by`, asked by `verifier.rules.legality`)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, List, Optional

from verifier.load.files import At, table_of
from verifier.model import Event


def follow(root: At, tables: Optional[List[dict]], events: List[Event], triggers: List[dict], key: str,
           refusal: Callable[[str], str], after: Callable[[At, Event, dict], List[Event]],
           once: bool = False) -> List[Event]:
    """The history with each resolution of a trigger with `key` followed by the events `after`
    gives for it (the resolution's own label moves to the last of them).  `tables` are the
    file's events (None for a search's, where such a resolution is refused); `refusal` says,
    of the trigger's id, why one is refused in a group or among a search's events (and, with
    `once`, a second resolution)."""
    wanted = {t["id"]: t for t in triggers if key in t}
    out: List[Event] = []
    seen: set = set()
    for k, e in enumerate(events):
        t = wanted.get(e.what) if e.kind == "resolves" else None
        if t is None:
            out.append(e)
            continue
        at = root if tables is None else root / table_of(tables, k, events) / "resolves"
        if tables is None or e.group is not None or once and e.what in seen:
            raise at.error(refusal(e.what))
        seen.add(e.what)
        # (a transform the resolution does, 701.27a, is itself skipped where it does nothing: `by_effect`,
        # `verifier.rules.faces`; the draws and the card found are named by the history, so impossible then)
        out += [replace(e, label=None), *(x if x.kind == "transform" and x.by_effect else replace(x, done_by=e.what)
                                          for x in after(at, e, t))]
    return out
