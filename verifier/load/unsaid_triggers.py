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
from verifier.load.trigger_tables import copiable_abilities
from verifier.model import COMBAT_DAMAGE, EVENT_KINDS, SPELL_RESOLVES, Event, GameObject, Scenario, day_or_night_bound, \
    is_mana_ability, reads_tapped

# 207.2c: an ability word ("Landfall — "), which has no rules meaning, before the ability's own words
_ABILITY_WORD = re.compile(r"^[A-Z][\w' ,!?-]*? \u2014 ")  # (an ability word may end in "!": "A Test of Your Reflexes!")
# 603.1: a triggered ability begins with "when", "whenever" or "at"
TRIGGERED = re.compile(r"^(?:when|whenever|at)\b", re.I)


def _bare(ability: str) -> str:
    """The ability without an ability word before it (207.2c), nor the bullet of a mode chosen as its
    permanent entered ("• Jeskai — Whenever ...", 700.2, 614.12: watched whichever mode was chosen)."""
    return _ABILITY_WORD.sub("", ability.removeprefix("\u2022 "), count=1)
# Keyword abilities that are triggered abilities (702: prowess 702.108a, exalted 702.83a, ...); not suspend, whose
# triggers work in exile only (702.62a), where `verifier.load.suspend` asks for them
KEYWORD_TRIGGERS = re.compile(
    r"^(?:prowess|exalted|bushido|flanking|rampage|annihilator|battle cry|cascade|dethrone|evolve|extort|exploit|"
    r"fabricate|mentor|melee|myriad|persist|undying|renown|soulshift|storm|training|afterlife|afflict|ingest|"
    r"poisonous|provoke|modular|graft|vanishing|fading|cumulative upkeep|echo|recover|ripple|gravestorm|haunt|"
    r"frenzy|backup|mobilize|squad|offspring|for mirrodin!?|living weapon|job select|decayed|ward|hideaway|"
    r"champion|soulbond|replicate|conspire|demonstrate|evoke|madness|miracle|casualty|gift)\b", re.I)
# 700.4, 603.6c: leaving the battlefield, by an event that destroys, sacrifices, exiles or moves a permanent, or
# after which one dies by a state-based action (704.5f-g, 704.5j, 704.5m: damage, counters, an effect beginning or
# ending, a permanent entering, an attachment or control changing); a turn's effects ending in its cleanup step
# (514.2) are the implied `ends` events before it (`Scenario._durations_ended`)
_LEAVING = frozenset(EVENT_KINDS) - {"tap", "untap", "add_mana", "draws", "cast", "copy_spell", "copy_ability", "turn", "step"} | \
    {SPELL_RESOLVES, f"step:{COMBAT_DAMAGE}"}  # (of the steps, only combat damage's (510.2) makes one die)
# 603.2: the events of a history that could be what a trigger condition waits for, by its words (before the
# first comma); two events ("enters or dies") or none of these: any event
_KINDS_OF = ((re.compile(r"^at the beginning of\b", re.I), frozenset({"turn", "step"})),  # (a step it names: _STEP)
             (re.compile(r"\bor\b", re.I), None),
             # 603.6a: entering by an `enters` event, or as a trigger's resolution creates or returns it (111.1, 400.7)
             (re.compile(r"^when(?:ever)? [^,]*\benters?\b", re.I),
              frozenset({"enters", "turn_face_up", "transform", "resolves", "moves"})),
             (re.compile(r"^when(?:ever)? [^,]*\bcasts?\b", re.I), frozenset({"cast", "copy_spell"})),
             (re.compile(r"^when(?:ever)? [^,]*\battacks\b", re.I), frozenset({"attacks"})),
             (re.compile(r"^when(?:ever)? [^,]*\b(?:blocks|becomes blocked)\b", re.I), frozenset({"blocks"})),
             # leaving the battlefield (_LEAVING)
             (re.compile(r"^when(?:ever)? [^,]*\b(?:dies|die|leaves the battlefield|put into a graveyard from the "
                         r"battlefield)\b", re.I), _LEAVING),
             # 303.4, 301.5: an Aura or Equipment is attached to a permanent, so what it is attached to goes to a
             # graveyard only from the battlefield ("When enchanted land is put into a graveyard", Genju)
             (re.compile(r"^when(?:ever)? (?:enchanted|equipped) [a-z]+ (?:is|are) put into a graveyard\b", re.I),
              _LEAVING),
             # 510.2: combat damage is dealt in the combat damage step only (or one a `turn` event passes)
             (re.compile(r"^when(?:ever)? [^,]*\b(?:deals?|dealt)\b[^,]*\bcombat damage\b", re.I),
              frozenset({"turn", f"step:{COMBAT_DAMAGE}"})),
             # 120.1, 510.2: damage is dealt by a `deals` event or in the combat damage step
             (re.compile(r"^when(?:ever)? [^,]*\b(?:deals?|dealt)\b[^,]*\bdamage\b", re.I),
              frozenset({"deals", "step"})))
# keyword triggered abilities by what they wait for: a spell cast (prowess 702.108a, storm 702.40a, ...), an
# upkeep (fading 702.32a, vanishing 702.63a, cumulative upkeep 702.24a, echo 702.30a)
_KEYWORD_KINDS = ((re.compile(r"^(?:prowess|storm|cascade|replicate|casualty|conspire|demonstrate|squad|offspring)\b",
                              re.I), frozenset({"cast", "copy_spell"})),
                  # 702.21a: ward, as its permanent becomes the target of a spell or ability
                  (re.compile(r"^ward\b", re.I), frozenset({"cast", "copy_spell", "activate", "attach"})),
                  # dies triggers: persist 702.79a, undying 702.93a, afterlife 702.135a, modular 702.43a, ...
                  (re.compile(r"^(?:persist|undying|afterlife|modular|haunt|soulshift|recover)\b", re.I), _LEAVING),
                  (re.compile(r"^(?:fading|vanishing|cumulative upkeep|echo)\b", re.I),
                   frozenset({"turn", "step:upkeep"})),
                  # combat damage to a player, dealt in the combat damage step only (510.2): ingest 702.115a, poisonous
                  # 702.70a, renown 702.112a (draw 15's audit: Fathom Feeder's ingest refused beside an activation)
                  (re.compile(r"^(?:ingest|poisonous|renown)\b", re.I), frozenset({"turn", f"step:{COMBAT_DAMAGE}"})),
                  # as its creature attacks: annihilator 702.86a, myriad 702.116a, battle cry 702.91a, dethrone
                  # 702.105a, melee 702.121a, training 702.149a, mentor 702.134a, exalted 702.83a, provoke 702.39a,
                  # mobilize 702.181a; as it blocks or becomes blocked: afflict 702.130a, rampage 702.23a, bushido
                  # 702.45a
                  (re.compile(r"^(?:annihilator|myriad|battle cry|dethrone|melee|training|mentor|exalted|provoke|"
                              r"mobilize)\b", re.I), frozenset({"attacks"})),
                  (re.compile(r"^(?:afflict|rampage|bushido)\b", re.I), frozenset({"blocks"})),
                  # 702.74a: evoke's sacrifice, as its permanent enters (as an "enters" trigger, 603.6a)
                  (re.compile(r"^evoke\b", re.I), frozenset({"enters", "turn_face_up", "transform", "resolves", "moves"})))
# "at the beginning of [your / each / the] <step>": that step only (a `step` event beginning it, 500.1), or a `turn`,
# which passes every step of the turn it ends and the upkeep and draw step of the one it begins
_STEP = ((re.compile(r"\bupkeep\b", re.I), "upkeep"), (re.compile(r"\bdraw step\b", re.I), "draw"),
         (re.compile(r"\bend step\b|\bend of turn\b", re.I), "end"), (re.compile(r"\bcombat\b(?! damage)", re.I), "combat"),
         (re.compile(r"\bmain phase\b", re.I), "main"))


# "whenever this creature or enchanted creature deals ...": an "or" between two of the objects it names, before
# the one event it waits for (not two events, "enters or dies")
_ONE_OF = r"(?:this [a-z]+|it|~|(?:enchanted|equipped) [a-z]+)"
_TWO_SUBJECTS = re.compile(rf"^(when(?:ever)?) {_ONE_OF} or ({_ONE_OF} (?:(?!\bor\b).)*)$", re.I)


def read_as_trigger(ability: str) -> bool:
    """Whether an ability's text is one this guard reads as a triggered ability (603.1): it begins with
    "when", "whenever" or "at" (after an ability word), or it is a keyword that triggers."""
    return bool(TRIGGERED.match(_bare(ability)) or KEYWORD_TRIGGERS.match(ability))


def waits_for(ability: str) -> Optional[frozenset]:
    """The event kinds that could trigger a triggered ability (None: any event); of a condition naming two events
    ("When you cast this spell and when this creature dies", 603.2: remainder draw 1's audit, Eldrazi Repurposer's
    dies unsaid), those of either."""
    patterns = _KEYWORD_KINDS if KEYWORD_TRIGGERS.match(ability) else _KINDS_OF
    condition = _bare(ability).split(",")[0]
    both = re.split(r"\s+(?:and|or) (?=when(?:ever)?\b)", condition, flags=re.I)
    if len(both) > 1 and patterns is _KINDS_OF:
        each = [waits_for(part) for part in both]
        return None if None in each else frozenset().union(*each)
    two = _TWO_SUBJECTS.match(condition)
    if two is not None:
        condition = f"{two.group(1)} {two.group(2)}"
    kinds = next((kinds for pattern, kinds in patterns if pattern.search(condition)), None)
    named = [step for pattern, step in _STEP if pattern.search(condition)]
    if kinds is not None and "step" in kinds and len(named) == 1:
        return frozenset({"turn", f"step:{named[0]}"})
    return kinds


def _unsaid(sc: Scenario) -> Iterator[Tuple[str, str, int]]:
    """Each (object, triggered ability, the first event it may trigger at) of sc that no [[trigger]]
    says and that can trigger in its history: from the start for an object on the battlefield then
    (or a card's ability that works from its zone, "this card"), else from the event by which it
    enters, is cast or is turned face up (708.2: face down, it has no abilities; a copy has what it
    copies, 707.2)."""
    said = {(t.source, t.ability) for t in sc.triggers}

    def granted(o: str) -> set:  # 613.1f: what an effect may give o (not its source, where it says "other")
        return {a for e in sc.effects.values() for p in e.parts for a in p.add_abilities
                if not (e.affects.objects and o not in e.affects.objects or e.affects.other and o == e.other_than)}
    mana = {t.ability for t in sc.mana_triggers}  # (605.1b: triggered mana abilities, followed)
    for o in sorted(sc.objects.values(), key=lambda o: o.id):
        arrives = next((i for i, e in enumerate(sc.events) if _enters_at(o, e) or e.kind == "cast" and e.what == o.id),
                       None)
        turned_up = next((i for i, e in enumerate(sc.events) if e.kind == "turn_face_up" and e.what == o.id), None)
        there = o.zone is None and not o.in_library and not o.created_by and not o.returned_by and not o.face_down \
            and arrives is None
        searched = any(_enters_at(o, e) or e.kind == "cast" and e.what == o.id for e in sc.search_events)
        since = 0 if there else arrives if not o.face_down else turned_up
        if since is None and searched and not o.face_down:  # (brought in by a search's events only: after the history)
            since = len(sc.events)
        printed = o.printed.abilities if not o.face_down or turned_up is not None else frozenset()
        printed |= o.back.abilities if back_may_be_up(sc, o.id) else frozenset()  # (712.8: the back face, once up)
        for ability in sorted(printed | copiable_abilities(sc, o.id) | granted(o.id)):
            if not read_as_trigger(ability) or (o.id, ability) in said or ability in mana or is_mana_ability(ability):
                continue
            if re.search(r"\bthis card\b", ability, re.I):  # (one that works from the card's zone, 113.6b)
                if o.zone and re.search(_ZONE_WORDS.get(o.zone, "$^"), ability, re.I):
                    yield o.id, ability, 0
                elif since is not None and (left := _first_leaving(sc, since)) is not None:
                    yield o.id, ability, left  # (400.7: in that zone once it may have left the battlefield)
            elif since is not None:
                yield o.id, ability, since


def _first_leaving(sc: Scenario, since: int) -> Optional[int]:
    """The first event from `since` at which a permanent may leave the battlefield (`_LEAVING`: into a
    graveyard, exile or a hand, 400.7), where an ability working from that zone may begin to trigger."""
    return next((i for i, e in enumerate(sc.events) if i >= since and
                 (e.kind in _LEAVING or e.kind == "step" and f"step:{e.what}" in _LEAVING)), None)


def back_may_be_up(sc: Scenario, oid: str) -> bool:
    """Whether a double-faced object's back face may be up at some point (712.8d-e): as the scenario
    begins, or after it transforms or enters with it up; a daybound one whenever it may be night
    (702.145b-c)."""
    o = sc.objects[oid]
    return o.back is not None and (o.back_up or day_or_night_bound(o) or any(
        e.what == oid and (e.kind == "transform" or e.back) for e in sc.events + sc.search_events))


def _enters_at(o: GameObject, e: Event) -> bool:
    """Whether event e puts object o onto the battlefield: an `enters`, or the resolution of the
    trigger that creates it (111.1) or returns its card as it (400.7); a `moves` that returns it."""
    return o.id in e.entering or e.kind == "resolves" and e.what in (o.created_by, o.returned_by) or \
        e.kind == "moves" and e.becomes == o.id


# the words of an ability that works from a card's zone (113.6b: "if this card is in your graveyard")
_ZONE_WORDS = {"graveyard": r"\bgraveyards?\b", "exile": r"\bexiled?\b|\bin exile\b", "hand": r"\bin (?:your|a) hand\b",
               "library": r"\blibrar(?:y|ies)\b"}


def _may_remove(sc: Scenario, what: str) -> bool:
    """Whether the resolution of `what` may make a permanent leave the battlefield: anything but a
    [[trigger]] that only gains or loses life or untaps (119.3, 701.26b)."""
    t = next((t for t in sc.triggers if t.id == what), None)
    return t is None or bool(t.destroy or t.destroy_attached_to or t.sacrifice or t.counters or t.creates or t.returns or t.taps or
                             t.effects or t.deals or t.fights)


# a trigger on its own object leaving: "when this creature dies", persist, undying (702.79a, 702.93a)
_ITSELF_LEAVES = re.compile(r"^(?:when(?:ever)? (?:this [a-z]+|it|~) (?:dies|is put into a graveyard|leaves)|persist|"
                            r"undying|afterlife|modular)\b", re.I)


def _may_die_entering(sc: Scenario, oid: str) -> bool:
    """Whether the object may die as it enters, by a state-based action: a printed toughness
    of 0 or less (704.5f), or a legendary permanent of a name another object has (704.5j)."""
    p = sc.objects[oid].printed
    same = any(o.id != oid and o.printed.name == p.name for o in sc.objects.values())
    return p.toughness is not None and p.toughness <= 0 or "legendary" in p.supertypes and same


# "When this creature enters" and the like, alone: it waits for its own object to enter (603.6a)
_ITSELF_ENTERS = re.compile(r"^when(?:ever)? (?:this [a-z]+|it|~|{name}) enters(?: the battlefield)?$", re.I)


def _triggers_at(sc: Scenario, oid: str, ability: str, e: Event) -> bool:
    """Whether event e could trigger the ability of object oid (603.2)."""
    kinds = waits_for(ability)
    if kinds is not None and e.kind not in kinds and not (e.kind == "step" and f"step:{e.what}" in kinds) and \
            not (kinds == _LEAVING and _may_kill(sc, e)):
        return False
    if kinds == _LEAVING and e.kind == "resolves" and not _may_remove(sc, e.what):
        return False
    if kinds == _LEAVING and _ITSELF_LEAVES.search(_bare(ability).split(",")[0]) and _enters_at(sc.objects[oid], e) \
            and not _may_die_entering(sc, oid):
        return False  # (its own leaving, at the event that brings it: only by a state-based action, 704.5f, 704.5j)
    condition = _bare(ability).split(",")[0]
    if _YOUR_STEP.search(condition) and not _may_be_its_controllers_turn(sc, oid, e):
        return False
    itself = re.match(_ITSELF_ENTERS.pattern.replace("{name}", re.escape(sc.objects[oid].printed.name)), condition,
                      re.I)
    return not itself or _enters_at(sc.objects[oid], e)


def _may_kill(sc: Scenario, e: Event) -> Optional[str]:
    """Why event e, of a kind that moves nothing, may still be followed by a state-based action putting a
    permanent into a graveyard (704.5f, 704.5g): a `turn` that turns a daybound or nightbound permanent over
    (702.145), or changes whose turn it is under a static ability conditioned on it (611.3a); a `turn` (its
    untap step, 502.3), `tap` or `untap` under one reading which permanents are tapped (110.5)."""
    statics = [f for f in sc.effects.values() if f.static]
    if e.kind == "turn" and any(day_or_night_bound(o) for o in sc.objects.values()):
        return "a daybound or nightbound permanent may turn over (702.145)"
    mine = next((f for f in statics if f.condition is not None and f.condition.your_turn is not None), None)
    if e.kind == "turn" and mine is not None:
        return f"the static ability of {mine.source!r} conditioned on whose turn it is may stop or start applying (611.3a)"
    if e.kind in ("turn", "tap", "untap") and reads_tapped(statics, ()):
        return "a static ability reading which permanents are tapped may stop or start applying (611.3a, 110.5)"
    return None


# "at the beginning of your upkeep / end step / ...": its controller's turn only (503.1a, 513.1a: "your" is its
# controller, 109.5)
_YOUR_STEP = re.compile(r"\bat the beginning of your\b", re.I)


def _may_be_its_controllers_turn(sc: Scenario, oid: str, e: Event) -> bool:
    """Whether event e may be in a turn of oid's controller (or of a player who may gain control of
    it: any control change in the scenario, layer 2, keeps every turn): a `turn` passes the steps
    left of the turn it ends (its end step, 513.1) and begins its player's turn, another event is
    in the latest turn begun before it (500.1)."""
    if any(p.controller is not None for f in sc.effects.values() for p in f.parts):
        return True
    i = next((k for k, f in enumerate(sc.events) if f is e), None)
    if i is None:  # (an event of a search's: in any turn)
        return True
    turns = [f.what for f in sc.events[:i + 1] if f.kind == "turn"]
    ending = turns[-2] if e.kind == "turn" and len(turns) > 1 else sc.first_turn if e.kind == "turn" else None
    return sc.objects[oid].controller in ((turns[-1] if turns else sc.first_turn), ending)


def _firings(sc: Scenario) -> Iterator[Tuple[int, str, str]]:
    """Each event of sc's history that could trigger an ability no [[trigger]] says, in order:
    (its index, the object, the ability)."""
    unsaid = list(_unsaid(sc))
    return ((i, oid, ability) for i, e in enumerate(sc.events) for oid, ability, since in unsaid
            if i >= since and _triggers_at(sc, oid, ability, e))


def _needs_it_gone(sc: Scenario, i: int, j: int, oid: str) -> bool:
    """Whether event j of sc's history can happen only once what triggered at event i has left the
    stack: a turn or step begins (500.2), a spell without flash is cast (307.1, 117.1a), a spell cast
    before it resolves (405.5); a `turn` after a beginning-of-step trigger at once (it passes the
    steps of the turn it ends and the upkeep and draw step of the one it begins)."""
    e = sc.events[j]
    if e.kind == "resolves":  # 405.5: what was put on the stack before it, resolving (at once: 603.3b, its
        put = _put_on_stack(sc, e.what, j)  # controller orders its own triggers as it likes)
        t = next((t for t in sc.triggers if t.id == e.what), None)
        mine = t is not None and sc.objects[t.source].controller == sc.objects[oid].controller
        return put is None or put < i or put == i and not mine
    if e.kind == SPELL_RESOLVES or e.kind == "enters" and e.from_stack:  # (a spell cast before it)
        cast = next((k for k, c in enumerate(sc.events) if c.kind == "cast" and c.what == e.what), None)
        return cast is None or cast <= i
    return _needs_empty_stack(sc, e)


def _needs_empty_stack(sc: Scenario, e: Event) -> bool:
    """Whether event e can happen only with no ability waiting on the stack, whatever put it there."""
    if e.kind in ("turn", "step", "attacks", "blocks"):  # (declarations begin their steps, 508.1, 509.1)
        return True
    if e.kind == "activate":  # 602.5d, 606.3: "Activate only as a sorcery" and loyalty abilities
        ability = next((a.ability for a in sc.abilities if a.id == e.what), None)
        return ability is None or bool(re.search(r"\bActivate only as a sorcery\b", ability))
    if e.kind == "attach" and e.equip:  # 702.6a: equip, as a sorcery
        return True
    if e.kind == "cast":
        printed = sc.objects[e.what].printed
        return "instant" not in printed.types and "flash" not in {a.lower() for a in printed.abilities}
    return False


def _put_on_stack(sc: Scenario, what: str, j: int) -> Optional[int]:
    """When the instance that event j resolves was put on the stack: an activated ability's
    activation, or the latest event before j that could trigger a [[trigger]] (608.1: the latest
    instance resolves first); None if unknown."""
    activated = [k for k, c in enumerate(sc.events[:j]) if c.kind == "activate" and c.what == what]
    if activated:
        return activated[-1]
    t = next((t for t in sc.triggers if t.id == what), None)
    fired = [k for k, c in enumerate(sc.events[:j]) if t is not None and _triggers_at(sc, t.source, t.ability, c)]
    return fired[-1] if fired else None


def check_history(root: At, tables: List[dict], sc: Scenario) -> None:
    """The first event that needs gone from the stack an ability no [[trigger]] says that may
    have triggered before it (or at it, for a turn)."""
    found = []  # (the event that needs it gone, where it may have triggered, the object, the ability)
    for i, oid, ability in _firings(sc):
        j = next((j for j in range(i if sc.events[i].kind == "turn" else i + 1, len(sc.events))
                  if _needs_it_gone(sc, i, j, oid) or sc.events[j].group is not None and sc.events[j].group ==
                  sc.events[i].group and j != i), None)
        if j is not None:
            found.append((j, i, oid, ability))
    if found:
        j, i, oid, ability = min(found)
        e = sc.events[j]  # (a spell's resolution is its table's `resolves`)
        key = "resolves" if e.kind == SPELL_RESOLVES or e.kind == "enters" and e.from_stack else e.kind
        raise (root / table_of(tables, j, sc.events) / key).error(
            f"{oid!r} has the triggered ability {ability!r}, which may have triggered at event {i + 1}{_why(sc, i)} "
            "(603.2) and "
            "must have left the stack before this event (500.2, 307.1, 405.5), and no [[trigger]] says it: what it "
            "does as it resolves is not modelled; give it a [[trigger]] table, or end the history before")


def _why(sc: Scenario, i: int) -> str:
    """Why an implied event may trigger a leaving trigger: an effect's duration ending there (514.2,
    611.2b), after which a state-based action may put a permanent into a graveyard (704.5f, 704.5m)."""
    e = sc.events[i]
    killing = _may_kill(sc, e) if e.kind in ("turn", "tap", "untap") else None
    if killing:
        return f" ({killing}, and a state-based action may put a permanent into a graveyard, 704.5f, 704.5g)"
    if not (e.implied and e.kind == "ends"):
        return ""
    return f" (as {e.what!r} ends, 514.2, 611.2b, a state-based action may put a permanent into a graveyard, " \
        "704.5f, 704.5m)"


# what a player may do, which an ability waiting on the stack can forbid (307.1, 117.1a, 602.5d, 508.1, 116.2b)
_TIMING = ("can_cast", "can_cast_by", "can_play_land", "can_cast_kicked", "can_cast_awakened", "can_activate", "can_attack", "can_block",
           "can_turn_face_up", "can_suspend")


def check_claim(at: At, expr: Expr, sc: Scenario, label: Optional[str] = None) -> None:
    """A claim on what a player may do at the point labelled `label` (None: the end), where an ability no
    [[trigger]] says may be waiting on the stack then."""
    asked = next((fn for fn, _ in expr.calls() if fn in _TIMING), None)
    point = next((i for i, e in enumerate(sc.events) if label is not None and label in (e.label, e.group_end)),
                 len(sc.events))
    first = next((f for f in _firings(sc) if f[0] <= point), None) if asked else None
    if first is not None:
        raise at.error(f"{asked}: {first[1]!r} has the triggered ability {first[2]!r}, which may have triggered at "
                       f"event {first[0] + 1} (603.2) and be waiting on the stack (603.3), and no [[trigger]] says it: "
                       "not modelled; give it a [[trigger]] table")


def check_search(at: At, sc: Scenario) -> None:
    """A search's events (`[scenario] search`) where an ability no [[trigger]] says may have triggered,
    at the history's events or at another of the search's (or at a `turn`, which passes steps), and one
    of the search's events may need it gone from the stack: a resolution (405.5: any may be of what was
    cast before it) or an event that needs the stack empty (500.2, 307.1).  A search may order its events
    any way, so any such pair is refused."""
    before = next(iter(_firings(sc)), None)
    unsaid = list(_unsaid(sc))
    fired = [(e, oid, ability) for e in sc.search_events for oid, ability, _ in unsaid
             if _triggers_at(sc, oid, ability, e)]
    for e in sc.search_events:
        if not (_needs_empty_stack(sc, e) or e.kind in ("resolves", SPELL_RESOLVES) or e.kind == "enters" and
                e.from_stack):
            continue
        first = next(((f"one of the search's events ({f.kind} {f.what!r})", oid, ability) for f, oid, ability in fired
                      if f is not e or e.kind == "turn"), None)
        first = (f"event {before[0] + 1}", before[1], before[2]) if before is not None else first
        if first is not None:
            where, oid, ability = first
            raise at.error(f"{oid!r} has the triggered ability {ability!r}, which may trigger at {where} (603.2), "
                           f"and the search's {e.kind} {e.what!r} may need it gone from the stack (500.2, 307.1, "
                           "405.5); no [[trigger]] says it: what it does as it resolves is not modelled; give it a "
                           "[[trigger]] table")
