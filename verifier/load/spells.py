"""Spells in a history (601, 608): `[[event]] cast = "card"` and the `resolves` events that
name a spell, checked and read.

A spell is a card of the scenario in a zone (`zone = "hand"`, or one a draw puts there),
cast by its owner (601.2a): `x` or `x_at_most` is the X announced (107.3a), `free = true`
casts it without paying its mana cost (X is then 0, 107.3b), `targets` are the spells a
spell that counters (its card's `counters_spell`, 701.6a) targets; the targets of a spell
whose resolution begins an effect are that [[effect]]'s (`spell = "card"`).  `resolves =
"card"` resolves it: an instant or sorcery begins its effects and goes to its owner's
graveyard (608.2c, 608.2n); a permanent spell becomes a permanent (608.3a): an `enters`
event from the stack."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load.claims import claim_id
from verifier.load.files import At, table_of
from verifier.model import SPELL_RESOLVES, Event, GameObject, Scenario
from verifier.rules.payment import need

PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "planeswalker")  # 110.4b


def check_cast(at: At, table: dict, objects: Dict[str, GameObject], cast: Dict[str, int], i: int,
               repeat: bool) -> None:
    """A cast names a card that can be cast as the model reads it, once, with the X and
    the targets it needs."""
    s = table["cast"]
    obj = objects[s]
    if "group" in table:
        raise (at / "group").error("a cast is not put in a group: the stack keeps the order of spells (405.2)")
    if obj.zone is None or obj.token:
        raise (at / "cast").error(f"{s!r} is cast from its owner's hand (601.2a, 302.1, 307.1): give it zone = "
                                  "\"hand\" (or let a draw put it there)")
    types = set(obj.printed.types)
    if "land" in types:
        raise (at / "cast").error(f"{s!r} is a land card: it is played, never cast (305.1, 305.9)")
    if "Aura" in obj.printed.subtypes or obj.back is not None or obj.copies_as_it_enters is not None:
        raise (at / "cast").error(f"casting {s!r} (an Aura spell's target, 303.4a; a double-faced card's face, "
                                  "712.11; a copy as it enters, 707.5) is not modelled")
    if not types & {"instant", "sorcery", *PERMANENT_TYPES}:
        raise (at / "cast").error(f"{s!r} has no card type a spell has (instant, sorcery or a permanent type, 110.4b)")
    cost = obj.printed.mana_cost
    if cost is None and not table.get("free"):
        raise (at / "cast").error(f"give {s!r} its mana_cost (\"\" for none: an unpayable cost, 118.6), or cast it "
                                  "with free = true")
    needed = need(cost or "")
    if needed is None:
        raise (at / "cast").error(f"the mana cost {cost} of {s!r} has a symbol not modelled (hybrid or Phyrexian, "
                                  "107.4e-f)")
    if cost == "" and not table.get("free"):
        raise (at / "cast").error(f"{s!r} has no mana cost, an unpayable one (118.6, 202.1b): cast it with free = true")
    for key in ("x", "x_at_most"):
        if key in table and not needed.xs:
            raise (at / key).error(f"{s!r} has no X in its mana cost (107.3): leave {key!r} out")
        if key in table and table.get("free"):
            raise (at / key).error("cast without paying its mana cost, its X is 0 (107.3b): leave x out")
    if needed.xs and not table.get("free") and "x" not in table and "x_at_most" not in table:
        raise (at / "cast").error(f"{s!r} has X in its mana cost: give x = N, or x_at_most = N for a choice (107.3a)")
    targets = table.get("targets", [])
    if (obj.counters_spell is None) != (not targets) or len(targets) > 1:
        raise (at / ("targets" if targets else "cast")).error(
            "a spell that counters a spell (its card's counters_spell, 701.6a) has one target, targets = [\"spell\"]; "
            "another spell's targets are its [[effect]]'s")
    for t in targets:
        if t not in objects or t == s:
            raise (at / "targets").error(f"a spell it counters is another card of the scenario, not {t!r}")
    if s in cast and not repeat:
        raise (at / "cast").error(f"{s!r} is cast twice (first at event {cast[s] + 1}): a card that left the stack is a "
                                  "new object (400.7), not modelled")
    cast[s] = i
    if repeat and table.get("x_at_most") is not None:  # (one search history's choice, another's not)
        raise (at / "x_at_most").error("among a search's events, a cast says its X: x = N")


def spell_copies(root: At, tables: List[dict], objects: Dict[str, GameObject], effects: dict,
                 where: Dict[str, At]) -> None:
    """Each copy of a spell the history puts on the stack (`copy_spell = "spell"`, `as =
    "copy"`), declared: an object with the spell's card (707.10, 707.2), owned and
    controlled by the player it is put on the stack under (`by`, default "you"), nowhere
    before, and a token once it resolves into a permanent (707.10f, 608.3f)."""
    for i, table in enumerate(tables):
        if "copy_spell" not in table:
            continue
        at, s = root / i, table["copy_spell"]
        if s not in objects:
            raise (at / "copy_spell").error(f"event names unknown object {s!r}")
        if "as" not in table:
            raise (at / "copy_spell").error("name the copy of the spell: as = \"...\" (a new object, 707.10)")
        if any(e.static and e.source == s for e in effects.values()):
            raise (at / "copy_spell").error(f"a copy of {s!r}, whose card has static abilities of its own, is not "
                                            "modelled")
        claim_id(table["as"], at / "as", where)
        by = table.get("by", "you")
        objects[table["as"]] = replace(objects[s], id=table["as"], controller=by, owner=by, token=True, zone=None,
                                       copy_of_spell=s)


def copy_event(at: At, table: dict, out: List[Event], cast: Dict[str, int], i: int, repeat: bool) -> Event:
    """A copy of a spell cast (or copied) earlier, put on the stack (707.10): its X and
    targets are the spell's."""
    s = table["copy_spell"]
    if repeat or "group" in table:
        raise (at / ("copy_spell" if repeat else "group")).error(
            "a copy of a spell is not put in a group, nor among the events a search chooses from: the stack keeps "
            "their order (405.2)")
    if s not in cast:
        raise (at / "copy_spell").error(f"{s!r} is copied on the stack, but no earlier event casts it (707.10)")
    original = next(e for e in reversed(out) if e.kind in ("cast", "copy_spell") and
                    (e.spell_copy or e.what) == s)
    cast[table["as"]] = i
    return Event("copy_spell", s, table.get("label"), targets=original.targets, spell_copy=table["as"],
                 line=at.line)


def resolution(at: At, table: dict, objects: Dict[str, GameObject], effects: dict, cast: Dict[str, int],
               resolved: Dict[str, int], i: int, repeat: bool = False, searched: frozenset = frozenset()) -> Event:
    """`resolves` naming a spell cast before (or, among a search's events, `searched`, cast by
    one of them): a permanent spell enters the battlefield (608.3a), an instant or sorcery
    begins its effects (608.2c)."""
    s = table["resolves"]
    if s not in cast and not (repeat and s in searched):  # (a search orders them as it tries them)
        raise (at / "resolves").error(f"{s!r} resolves, but no earlier event casts it (601.2, 608)")
    if s in resolved and not repeat:
        raise (at / "resolves").error(f"{s!r} resolves twice (first at event {resolved[s] + 1}): it leaves the stack "
                                      "as it resolves (608.2n, 608.3)")
    if "group" in table:
        raise (at / "group").error("a spell's resolution is not in a group: the stack keeps its order (405.5)")
    resolved[s] = i
    if set(objects[s].printed.types) & set(PERMANENT_TYPES):
        return Event("enters", s, table.get("label"), from_stack=True, line=at.line)
    return Event(SPELL_RESOLVES, s, table.get("label"), effects=tuple(k for k, e in effects.items() if e.spell == s),
                 line=at.line)


def check_payments(root: At, tables: List[dict], sc: Scenario) -> None:
    """What paying for a spell reads is modelled: mana abilities whose only cost is {T}
    (106.12; their other costs paid as the spell is cast are not: {Q}, mana, life, counters,
    sacrifice), and mana of a snow source only where no triggered mana ability adds mana
    from another source (107.4h)."""
    paid = [i for i, e in enumerate(sc.events) if e.kind == "cast" and not e.free]
    if not paid:
        return
    at = root / table_of(tables, paid[0]) / "cast"
    for name, ab in sorted(sc.mana_abilities.items()):
        c = ab.cost
        if c.untap or c.mana or c.life or c.counters or c.sacrifice:
            raise at.error(f"paying for a spell with the mana ability {name!r}, whose cost is more than {{T}}, is not "
                           "modelled (601.2g-h)")
    if sc.mana_triggers and any("{S}" in (sc.objects[sc.events[i].what].printed.mana_cost or "") for i in paid):
        raise at.error("{S} paid with mana a triggered mana ability adds (from a source of its own, 107.4h) is not "
                       "modelled")
