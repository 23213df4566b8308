"""Copies of triggered and activated abilities in a model file (707.10; the rules:
`verifier.rules.triggered` `copyable`, `copied_instance`, `activation_put`).

`[[event]] copy_ability = "t"` puts a copy of the latest instance of the `[[trigger]]` t on the
stack (an effect does it: Lithoform Engine's first ability).  The copy is another instance of t
(it gains no object an ability), with t's source and the controller of the instance it copies; it
was neither triggered (603.2: `triggered` does not see it, and nothing triggers "additional times"
for it) nor activated (602.2: abilities triggering on activations do not trigger).  It goes on top
of the stack, so the next `resolves = "t"` resolves it (405.5), doing what t does, its
intervening "if" checked again (603.4); it may be countered like any instance (701.6b).  Possible
only while an instance of t is on the stack (707.10).  A copy of an `[[ability]]`'s instance
names with `as` the `[[ability]]` standing for it (its source and text the original's, its own
effects, their targets the original's or new ones, 707.10c, legal as the copy is made; never
activated itself; its damage divided as the original's, 601.2d, its targets the copy's).
Refused with the line: a copy of a loyalty ability, or of a trigger whose
resolution the model ties to its triggering (a delayed trigger, suspend's, one that returns a card, creates tokens, or puts X
counters), a copy in a group or among a search's events, and new targets for a trigger's copy
(707.10c: a [[trigger]] names what it affects once, for every instance)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import COPY_ABILITY, Event, Scenario
from verifier.rules.suspending import is_suspend_trigger


NEW_TARGETS = "new targets for a copy of an ability (707.10c) are not modelled: a [[trigger]] names what it " \
              "affects once, for every instance"


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """Each `copy_ability` names a [[trigger]] whose instances the model can copy (707.10)."""
    searched = next((e for e in sc.search_events if e.kind == COPY_ABILITY), None)
    if searched is not None:
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"{searched.said()}: a copy of an ability is not among the events a search chooses from")
    triggers = {t.id: t for t in sc.triggers}
    abilities = {a.id: a for a in sc.abilities}
    copies: dict = {}
    for i, e in enumerate(sc.events):
        if e.kind != COPY_ABILITY:
            continue
        table = tables[table_of(tables, i, sc.events)]
        at = root / table_of(tables, i, sc.events)
        if e.what in {a.id for a in sc.loyalty}:
            raise (at / COPY_ABILITY).error(f"{e.what!r} is a loyalty ability: copies of loyalty abilities (707.10, "
                                            "606) are not modelled")
        if e.what in abilities:
            _activated_copy(at, table, e, abilities, sc, copies)
            continue
        if e.what not in triggers:
            raise (at / COPY_ABILITY).error(f"{e.what!r} is no [[trigger]] of the scenario: only an ability on the "
                                            "stack is copied this way (707.10; a spell: copy_spell)")
        t = triggers[e.what]
        why = "a delayed trigger (603.7)" if t.delayed else "suspend's (702.62a)" if is_suspend_trigger(t, sc) else \
            "it returns a card (400.7: the card it may find is fixed as it triggers)" if t.returns else \
            "it returns the cards exiled with its object (607.2a: each is one new object of the scenario, made once)" \
            if t.returns_exiled else \
            "it creates tokens (each token is one object of the scenario, made once)" if t.creates else \
            "it puts X counters (the X of the event it triggered on)" if any(n == "X" for _, n in t.counters) else \
            None
        if why is not None:
            raise (at / COPY_ABILITY).error(f"a copy of {e.what!r} is not modelled: {why}")
        _plain(at, table)


def _plain(at: At, table: dict) -> None:
    """What a copy of a trigger's instance does not say."""
    for key in ("group", "as", "by"):
            if key in table:
                raise (at / key).error(
                    {"group": "a copy of an ability is not put in a group: the stack keeps its order (405.5)",
                     "as": "a copy of an ability is an instance of it, with no id of its own: the next resolves of "
                           "the ability resolves it (405.5)",
                     "by": "a copy of an ability is controlled as the instance it copies (707.10): 'by' is not "
                           "modelled"}[key])


def _activated_copy(at: At, table: dict, e: Event, abilities: dict, sc: Scenario, copies: dict) -> None:
    """A copy of an [[ability]]'s instance (707.10) is the [[ability]] `as` names: the same source
    and text, its own effects (their targets the copy's, the original's or new ones, 707.10c),
    the same division of its damage (601.2d: the amounts of its `deals`, whatever their targets),
    never activated, and copied once."""
    if e.ability_copy is None:
        raise (at / COPY_ABILITY).error(f"a copy of the activated ability {e.what!r} begins effects of its own: name the "
                                        "[[ability]] standing for it with as = \"...\" (its source and text the "
                                        "original's, its effects the copy's)")
    if "group" in table or "by" in table:
        _plain(at, {k: v for k, v in table.items() if k != "as"})
    copy = abilities.get(e.ability_copy)
    if copy is None:
        raise (at / "as").error(f"{e.ability_copy!r} is no [[ability]] of the scenario: the copy of {e.what!r} is one")
    original = abilities[e.what]
    if (copy.source, copy.ability) != (original.source, original.ability) or copy.id == original.id:
        raise (at / "as").error(f"{copy.id!r} stands for a copy of {e.what!r}: give it the same source and ability "
                                "text (707.10: the copy's source is the original's)")
    if any(f.kind == "activate" and f.what == copy.id for f in sc.events) or copy.id in copies:
        raise (at / "as").error(f"{copy.id!r} stands for one copy of {e.what!r}: it is neither activated nor copied "
                                "again (give each copy an [[ability]] of its own)")
    if sorted(n for _, n in copy.deals) != sorted(n for _, n in original.deals):
        raise (at / "as").error(f"{copy.id!r} stands for a copy of {e.what!r}: its damage is divided as the original's "
                                "was (707.10, 601.2d: the division can't be changed, its targets may be): give its "
                                "deals the same amounts")
    copies[copy.id] = e.what
