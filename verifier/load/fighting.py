"""A spell's resolution that fights (701.14) and a part of it begun under a condition read as it
resolves (608.2c), as its card's `[[card.resolves]]` says: `fights = "<the other part's ability>"`
("Then those creatures fight each other": this part's target and that part's) and
`if_as_it_resolves = "<condition>"` ("If you control three or more snow permanents, ...", "you" its
caster), both of an instant's or sorcery's resolution only (refused elsewhere, with the line).  The
rules: `verifier.rules.fighting`."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.expr import Expr
from verifier.load.damage import planeswalker_beside
from verifier.load.files import At
from verifier.load.conditions import condition_of
from verifier.model import Effect, Scenario

# 702.2b, 702.15b: read off the source as it deals the damage; a part of the fighting spell granting one is not
# followed (the damage's source is read as the resolution began)
_READ_AS_DEALT = ("deathtouch", "lifelink")


def read(root: At, tables: List[dict], sc: Scenario) -> Scenario:
    """The scenario with each fighting effect's `fights` made the id of its spell's other
    [[effect]] (the one of the card's part it names), and each `if_as_it_resolves` parsed."""
    changed: Dict[str, Effect] = {}
    for i, table in enumerate(tables):
        e, at = sc.effects.get(table["id"]), root / i
        if e is None:
            continue
        if e.fights is not None:
            e = replace(e, fights=_partner(at, table, tables, sc))
        if e.resolves_if is not None:
            e = replace(e, resolves_if=_resolution_condition(at, e, sc))
        if e is not sc.effects[table["id"]]:
            changed[e.id] = e
    if not changed:
        return sc
    return replace(sc, effects={k: changed.get(k, v) for k, v in sc.effects.items()},
                   all_effects={k: changed.get(k, v) for k, v in sc.all_effects.items()})


def _resolution_condition(at: At, e: Effect, sc: Scenario) -> Expr:
    """608.2c: the card's condition, read on the board as its spell resolves; "you" in it is the
    spell's caster, so the effect is the player "you"'s (else refused)."""
    if e.controller != "you":
        raise (at / "card").error(f"effect {e.id!r}: its card's part begins only if {e.resolves_if!r} holds as it "
                                  "resolves (608.2c), \"you\" its caster: a spell the opponent casts is not modelled")
    check_resolved_here(at, e, sc, f"begins only if {e.resolves_if!r} holds as it resolves (608.2c)")
    return condition_of(at / "card", e.resolves_if, sc)


def check_resolved_here(at: At, e: Effect, sc: Scenario, what: str) -> None:
    """What effect e's part does as its spell resolves is followed where the history resolves that
    spell only: a card in a zone cast and resolved by the history's events, not begun by a starts
    event nor before the history (what it did then is not read)."""
    started = any(v.kind == "starts" and v.what == e.id for v in sc.events + sc.search_events)
    if e.spell is None or not sc.objects[e.spell].zone or started:
        raise (at / "card").error(f"effect {e.id!r}: its card's part {what}, which is followed only where the history "
                                  "resolves its instant or sorcery: give it spell = \"...\", a card in a zone the "
                                  "history casts, and no starts event (an ability's or trigger's, or one begun before "
                                  "the history, is not modelled)")


def _partner(at: At, table: dict, tables: List[dict], sc: Scenario) -> str:
    """701.14a: the [[effect]] of the same spell for the part `fights` names; both parts with one
    target each, a creature fighting the other's (a creature fighting itself, 701.14c, is one object
    named twice)."""
    e = sc.effects[table["id"]]
    if "damage" in e.one_shot:
        raise (at / "card").error(f"effect {e.id!r}: a fight's damage is what 'fights' says (701.14a): drop "
                                  "\"damage\" from its card's one_shot")
    check_resolved_here(at, e, sc, "has its target fight (701.14a)")
    partner = [t["id"] for t in tables if t.get("spell") == e.spell and t.get("card") == table.get("card")
               and t.get("ability") == e.fights]
    if len(partner) != 1:
        raise (at / "card").error(f"effect {e.id!r}: its target fights the target of its spell's part {e.fights!r} "
                                  "(701.14a): give that part an [[effect]] of the same spell, its ability named")
    other = sc.effects[partner[0]]
    for x in (e, other):
        if len(x.affects.objects) != 1 or x.target is None:
            raise (at / "card").error(f"effect {x.id!r}: each of the two fighting parts has one target, a creature "
                                      "(701.14a): give it targets = [one]")
    text = " ".join(sc.objects[e.spell].printed.abilities)  # 608.2c: its instructions in order
    later = next((t["id"] for t in tables if t.get("spell") == e.spell and
                  (sc.effects[t["id"]].parts or sc.effects[t["id"]].puts_counters) and
                  not -1 < text.find(t.get("ability", "\0")) < text.find(table["ability"])), None)
    if later is not None:
        raise (at / "card").error(f"effect {later!r}: its part is not written before the fight of {e.id!r} in its "
                                  "card's text, and the fight is read with the resolution's effects begun (608.2c): "
                                  "a part after the fight is not modelled")
    walker = planeswalker_beside(sc)
    if walker is not None:
        raise (at / "card").error(f"effect {e.id!r} fights beside {walker!r}, which is or may make a planeswalker: "
                                  "damage a fight deals to a planeswalker creature (120.3c) is not modelled yet")
    granted = next((a for x in sc.effects.values() if x.spell == e.spell for p in x.parts
                    for a in p.add_abilities if a in _READ_AS_DEALT), None)
    if granted is not None:
        raise (at / "card").error(f"effect {e.id!r}: its spell gives {granted!r} as it resolves, which the fight's "
                                  "damage would have (702.2b, 702.15b): not modelled yet")
    return other.id
