"""A triggered ability (603) is followed in a history only as a [[trigger]] table says it: when it
triggers, that it waits on the stack (603.3) and what it does as it resolves.  One that no
[[trigger]] says is kept by its text.  Once an event that could trigger it has happened, the
ability may be waiting on the stack: the history may go on with events that can happen then
(more objects entering, effects beginning, an instant cast), but an event that needs the stack
empty or the ability gone from it is refused with its line (a step or a turn begins only with
the stack empty, 500.2; a spell without flash is cast only then, 307.1, 117.1a; a spell below it
resolves only after it, 405.5), and so is a claim on what a player may do then (`can_cast`,
`can_activate`, ...).  The history would otherwise pass the moment the ability resolved as if it
had never triggered.

Which events could trigger it is read from its trigger condition (603.1) broadly: an "enters"
trigger by events that put something onto the battlefield, "at the beginning of" by turns and
steps, a cast trigger by casts, an attack or block trigger by attacks and blocks, any other
(dies, becomes tapped, ...) by any event.  Only objects that can have it then are read: ones on
the battlefield at some point of the history, or cast in it, and a card's ability that works
from its zone ("this card")."""
from __future__ import annotations

import re
from typing import Iterator, List, Optional, Tuple

from verifier.expr import Expr
from verifier.load.files import At, table_of
from verifier.load.history import copiable_abilities
from verifier.model import EVENT_KINDS, SPELL_RESOLVES, Event, Scenario, is_mana_ability

# 603.1: a triggered ability begins with "when", "whenever" or "at"
TRIGGERED = re.compile(r"^(?:when|whenever|at)\b", re.I)
# Keyword abilities that are triggered abilities (702: prowess 702.108a, exalted 702.83a, ...)
KEYWORD_TRIGGERS = re.compile(
    r"^(?:prowess|exalted|bushido|flanking|rampage|annihilator|battle cry|cascade|dethrone|evolve|extort|exploit|"
    r"fabricate|mentor|melee|myriad|persist|undying|renown|soulshift|storm|training|afterlife|afflict|ingest|"
    r"poisonous|provoke|modular|graft|vanishing|fading|cumulative upkeep|echo|recover|ripple|gravestorm|haunt|"
    r"frenzy|backup|mobilize|squad|offspring|for mirrodin!?|living weapon|job select|decayed|ward|hideaway|"
    r"champion|soulbond|replicate|conspire|demonstrate|suspend|evoke|madness|miracle|casualty|bloodrush|"
    r"boast|enlist|exhaust|renew|encore|dash|blitz|unearth)\b", re.I)
# 603.2: the events of a history that could be what a trigger condition waits for, by its words (before the
# first comma); two events ("enters or dies") or none of these: any event
_KINDS_OF = ((re.compile(r"^at the beginning of\b", re.I), frozenset({"turn", "step"})),
             (re.compile(r"\bor\b", re.I), None),
             (re.compile(r"^when(?:ever)? [^,]*\benters?\b", re.I), frozenset({"enters", "turn_face_up", "transform"})),
             (re.compile(r"^when(?:ever)? [^,]*\bcasts?\b", re.I), frozenset({"cast", "copy_spell"})),
             (re.compile(r"^when(?:ever)? [^,]*\battacks\b", re.I), frozenset({"attacks"})),
             (re.compile(r"^when(?:ever)? [^,]*\b(?:blocks|becomes blocked)\b", re.I), frozenset({"blocks"})),
             # 700.4, 603.6c: leaving the battlefield, by an event that destroys, sacrifices, exiles or moves a
             # permanent, or after which one dies by a state-based action (704.5f-g, 704.5m: damage, counters, an
             # effect beginning or ending, an attachment or control changing); not read: a turn's effects ending
             # in its cleanup step (514.2) and a static ability of a permanent entering (613), see docs/histories.md
             (re.compile(r"^when(?:ever)? [^,]*\b(?:dies|die|leaves the battlefield|put into a graveyard from the "
                         r"battlefield)\b", re.I),
              frozenset(EVENT_KINDS) - {"tap", "untap", "add_mana", "draws", "cast", "copy_spell", "turn", "enters"} |
              {SPELL_RESOLVES}),
             # 120.1, 510.2: damage is dealt by a `deals` event or in the combat damage step
             (re.compile(r"^when(?:ever)? [^,]*\b(?:deals?|dealt)\b[^,]*\bdamage\b", re.I),
              frozenset({"deals", "step"})))
# keyword triggered abilities by what they wait for: a spell cast (prowess 702.108a, storm 702.40a, ...), an
# upkeep (fading 702.32a, vanishing 702.63a, cumulative upkeep 702.24a, echo 702.30a, suspend 702.62a)
_KEYWORD_KINDS = ((re.compile(r"^(?:prowess|storm|cascade|replicate|casualty|conspire|demonstrate|squad|offspring)\b",
                              re.I), frozenset({"cast", "copy_spell"})),
                  (re.compile(r"^(?:fading|vanishing|cumulative upkeep|echo|suspend)\b", re.I),
                   frozenset({"turn", "step"})))


def waits_for(ability: str) -> Optional[frozenset]:
    """The event kinds that could trigger a triggered ability (None: any event)."""
    patterns = _KEYWORD_KINDS if KEYWORD_TRIGGERS.match(ability) else _KINDS_OF
    condition = ability.split(",")[0]
    return next((kinds for pattern, kinds in patterns if pattern.search(condition)), None)


def _unsaid(sc: Scenario) -> Iterator[Tuple[str, str, int]]:
    """Each (object, triggered ability, the first event it may trigger at) of sc that no [[trigger]]
    says and that can trigger in its history: from the start for an object on the battlefield then
    (or a card's ability that works from its zone, "this card"), else from the event by which it
    enters, is cast or is turned face up (708.2: face down, it has no abilities; a copy has what it
    copies, 707.2)."""
    said = {(t.source, t.ability) for t in sc.triggers}
    granted = {a for e in sc.effects.values() for p in e.parts for a in p.add_abilities}
    mana = {t.ability for t in sc.mana_triggers}  # (605.1b: triggered mana abilities, followed)
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        arrives = next((i for i, e in enumerate(sc.events) if o.id in e.entering or e.kind == "cast" and e.what == o.id),
                       None)
        turned_up = next((i for i, e in enumerate(sc.events) if e.kind == "turn_face_up" and e.what == o.id), None)
        there = o.zone is None and not o.in_library and not o.created_by and not o.returned_by and not o.face_down \
            and arrives is None
        since = 0 if there else arrives if not o.face_down else turned_up
        printed = o.printed.abilities if not o.face_down or turned_up is not None else frozenset()
        for ability in sorted(printed | copiable_abilities(sc, o.id) | granted):
            triggered = TRIGGERED.match(ability) or KEYWORD_TRIGGERS.match(ability)
            if not triggered or (o.id, ability) in said or ability in mana or is_mana_ability(ability):
                continue
            if re.search(r"\bthis card\b", ability, re.I):
                yield o.id, ability, 0
            elif since is not None:
                yield o.id, ability, since


# "When this creature enters" and the like: it waits for its own object to enter (603.6a)
_ITSELF_ENTERS = re.compile(r"^when(?:ever)? (?:this [a-z]+|it|~) enters\b", re.I)


def _triggers_at(sc: Scenario, oid: str, ability: str, e: Event) -> bool:
    """Whether event e could trigger the ability of object oid (603.2)."""
    kinds = waits_for(ability)
    if kinds is not None and e.kind not in kinds:
        return False
    itself = _ITSELF_ENTERS.match(ability) or \
        re.match(rf"^when(?:ever)? {re.escape(sc.objects[oid].printed.name)} enters\b", ability, re.I)
    return not itself or oid in e.entering


def _first_trigger(sc: Scenario) -> Optional[Tuple[int, str, str]]:
    """The first event of sc's history that could trigger an ability no [[trigger]] says: (its
    index, the object, the ability)."""
    unsaid = list(_unsaid(sc))
    return next(((i, oid, ability) for i, e in enumerate(sc.events) for oid, ability, since in unsaid
                 if i >= since and _triggers_at(sc, oid, ability, e)), None)


def _needs_it_gone(sc: Scenario, i: int, j: int) -> bool:
    """Whether event j of sc's history can happen only once what triggered at event i has left the
    stack: a turn or step begins (500.2), a spell without flash is cast (307.1, 117.1a), a spell cast
    before it resolves (405.5); a `turn` after a beginning-of-step trigger at once (it passes the
    steps of the turn it ends and the upkeep and draw step of the one it begins)."""
    e = sc.events[j]
    if e.kind in ("turn", "step"):
        return True
    if e.kind == "cast":
        printed = sc.objects[e.what].printed
        return "instant" not in printed.types and "flash" not in {a.lower() for a in printed.abilities}
    if e.kind == SPELL_RESOLVES or e.kind == "enters" and e.from_stack:
        cast = next((k for k, c in enumerate(sc.events) if c.kind == "cast" and c.what == e.what), None)
        return cast is None or cast <= i
    return False


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """The first event that needs gone from the stack an ability no [[trigger]] says that may
    have triggered before it (or at it, for a turn)."""
    first = _first_trigger(sc)
    if first is None:
        return
    i, oid, ability = first
    j = next((j for j in range(i if sc.events[i].kind == "turn" else i + 1, len(sc.events))
              if _needs_it_gone(sc, i, j) or sc.events[j].group is not None and sc.events[j].group ==
              sc.events[i].group and j != i), None)
    if j is not None:
        raise (root / table_of(tables, j) / sc.events[j].kind).error(
            f"{oid!r} has the triggered ability {ability!r}, which may have triggered at event {i + 1} (603.2) and "
            "must have left the stack before this event (500.2, 307.1, 405.5), and no [[trigger]] says it: what it "
            "does as it resolves is not modelled; give it a [[trigger]] table, or end the history before")


# what a player may do, which an ability waiting on the stack can forbid (307.1, 117.1a, 602.5d, 508.1, 116.2b)
_TIMING = ("can_cast", "can_cast_kicked", "can_activate", "can_attack", "can_block", "can_turn_face_up")


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim on what a player may do, where an ability no [[trigger]] says may be waiting on the stack."""
    asked = next((fn for fn, _ in expr.calls() if fn in _TIMING), None)
    first = _first_trigger(sc) if asked else None
    if first is not None:
        raise at.error(f"{asked}: {first[1]!r} has the triggered ability {first[2]!r}, which may have triggered at "
                       f"event {first[0] + 1} (603.2) and be waiting on the stack (603.3), and no [[trigger]] says it: "
                       "not modelled; give it a [[trigger]] table")
