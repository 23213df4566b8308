"""Abilities that use the stack over a history: triggered abilities (603) and
loyalty abilities (606), written once over an `Ops`.

A trigger is checked at each event of its kind (`happens`): the beginning of an
upkeep, an object entering the battlefield, a permanent becoming untapped (701.26b), an
ability becoming activated (602.2).  It triggers if its source is on the
battlefield with the ability, the event is the one it waits for (its controller's
upkeep, 603.3a: the source's controller then; an object matching `of`), and its
intervening "if" holds then (603.4).  A `resolves` event resolves the latest
instance of it not resolved yet (`resolutions`); the condition is checked again,
and the result (destroying what is chosen on resolution, 608.2b) happens only if
it still holds.  A loyalty ability is put on the stack by an `activate` event (its
cost paid then, 606.4) and resolved by a `resolves` event the same way.
"""
from __future__ import annotations

from typing import Any, Dict, Iterable, List, Optional, Tuple

from verifier.model import ACTIVATED, ACTIVATING, BECOMES_UNTAPPED, CASTING, CHAPTER, COMBAT_DAMAGE, COMBAT_TRIGGERS, \
    COPY_ABILITY, DAMAGE_TO_YOU, PLAYS, SPELL_RESOLVES, STATE_TRIGGER, TOKEN_CREATED, WARD, \
    CYCLES, DELAYED_MOVES, \
    END_OF_COMBAT, LEAVING, Event, LoyaltyAbility, Trigger, UNTAPPING_KINDS
from verifier.state import Vocabulary, matches

Value = Any
INDESTRUCTIBLE = "indestructible"  # 702.12


def put_on_stack(t: Any, e: Event, creating: frozenset) -> bool:
    """Whether event e may put an instance of t on the stack: a trigger's event, or
    the activation of an activated ability (a loyalty ability or an [[ability]], 602.2)."""
    if isinstance(t, ACTIVATED):  # (or a copy of another activated ability that it stands for, 707.10)
        return e.kind == "activate" and e.what == t.id or e.kind == COPY_ABILITY and e.ability_copy == t.id
    return happens(t, e, creating)


def loyalty_change(ability: LoyaltyAbility, x: Value) -> Value:
    """The loyalty counters its cost adds (negative: removes), 606.4."""
    return -x if ability.cost == "-X" else int(ability.cost)


def happens(t: Trigger, e: Event, creating: frozenset) -> bool:
    """Whether event e is of the kind t waits for (its check point).  An object enters
    by an `enters` event, or as a token that a trigger in `creating` makes as it
    resolves (111.1, 603.6a).  A copy of t put on the stack (707.10) is an instance of it too,
    put there by no event it waits for."""
    if e.kind == COPY_ABILITY:
        return e.what == t.id and e.ability_copy is None
    if t.instance is not None and e.label != t.instance or e.label is not None and e.label in t.others_at:
        return False  # 603.2: a table standing for one instance, or for those no other table stands for
    if t.when in ("your upkeep", "each upkeep"):
        return e.kind == "step" and e.what == "upkeep"
    if t.when == CHAPTER:  # 714.2b: lore counters put on its Saga: as it enters (714.3a), as a main phase
        # begins (714.3c), by an event
        return e.kind == "enters" and t.source in e.entering or e.kind == "step" and e.what == "main" or \
            e.kind == "put_counters" and e.what == t.source
    if t.when == CYCLES:  # 702.29c-d, 702.29f: a card discarded to pay a cycling or typecycling cost
        return e.cycles
    if t.when in ("last time counter removed", "a time counter removed"):  # 702.62a: in exile, a counter removed by
        return e.kind in ("remove_counters", "resolves")                     # an event or a resolution
    if t.when in ("your combat", "each combat"):  # 507.1: as the beginning of combat step begins
        return e.kind == "step" and e.what == "combat"
    if t.when == "turned face up":
        return e.kind == "turn_face_up"
    if t.when in ("next end step", "your end step", "each end step"):  # 513.1, 603.7: as an end step begins
        return e.kind == "step" and e.what == "end"
    if t.when == END_OF_COMBAT:  # 511.2: "at end of combat", as the end of combat step begins
        return e.kind == "step" and e.what == END_OF_COMBAT
    if t.when == BECOMES_UNTAPPED:  # 603.2, 701.26b: wherever a permanent may become untapped (502.3 included)
        return e.kind in UNTAPPING_KINDS
    if t.when in ACTIVATING:  # 602.2, 603.2: an activation of the history (embalm's and eternalize's too, 702.128a)
        return e.kind == "activate" or e.kind == "moves" and e.activated is not None
    if t.when in LEAVING:  # a permanent leaves by the event or by the state-based actions after it (704.3)
        return True
    if t.when in CASTING or t.when == PLAYS:  # 601.2i: as a spell becomes cast: once its cost is paid, a sacrifice
        # included (601.2h); or, playing a card, as a land is played (305.1: its special action, 116.2a)
        return e.kind == "cast" and e.emerge is None and not e.sacrificed_for_mana and not e.sacrificed and \
            not e.discarded or e.kind in ("leaves", "moves") and e.cost_of is not None or t.when == PLAYS and e.kind == "enters" and e.played
    if t.when == STATE_TRIGGER:  # 603.8: as soon as the state holds: checked at every event
        return True
    if t.when == TOKEN_CREATED:  # 111.1, 603.2: a resolution creating tokens (not a copy resolving into one, 707.10f)
        return e.kind in ("resolves", SPELL_RESOLVES) and e.what in creating
    if t.when == WARD:  # 702.21a: as a spell or an ability is cast or activated, its targets chosen (601.2c, 602.2b)
        return e.kind in ("cast", "activate")
    if t.when == DAMAGE_TO_YOU:  # 120.1: wherever damage may be dealt: an event, a combat damage step, a resolution
        return e.kind in ("deals", "resolves") or e.kind == "step" and e.what == COMBAT_DAMAGE
    if t.when in COMBAT_TRIGGERS:  # 508.1m, 509.1i, 510.3a: declarations, the damage step
        kind = {"attacks": "attacks", "deals combat damage to a player": "step"}.get(t.when, "blocks")
        return e.kind == kind and (kind != "step" or e.what == COMBAT_DAMAGE)
    return e.kind == "enters" or (e.kind in ("resolves", SPELL_RESOLVES) and e.what in creating)


def creating(abilities: tuple, spells: Iterable[str] = ()) -> frozenset:
    """The abilities that put permanents onto the battlefield as they resolve: triggers
    creating tokens or returning a card, loyalty abilities with a search, activated abilities
    returning a card (unearth, 702.84a); and the instants and sorceries creating tokens (111.1)."""
    return frozenset(t.id for t in abilities if getattr(t, "creates", ()) or getattr(t, "search", None) or
                     getattr(t, "returns", None) or getattr(t, "returns_exiled", ())) | frozenset(spells)


def resolutions(abilities: tuple, events: Tuple[Event, ...], spells: Iterable[str] = ()) -> \
        Dict[int, Tuple[Any, Optional[int]]]:
    """Each `resolves` event's point -> its ability (a Trigger or an ACTIVATED one) and
    the point of the instance it resolves (where it triggered or was activated): the
    latest one before it not resolved yet (the stack is last in, first out, 405.5);
    None if there is none.  (`spells`: those whose resolution creates tokens, 603.6a.)"""
    by_id = {t.id: t for t in abilities}
    makers = creating(abilities, spells)
    taken: set = set()
    out: Dict[int, Tuple[Any, Optional[int]]] = {}
    for r, e in enumerate(events, 1):
        if e.kind != "resolves":
            continue
        t = by_id[e.what]
        waiting = [q for q in range(1, r) if put_on_stack(t, events[q - 1], makers) and (t.id, q) not in taken]
        q = waiting[-1] if waiting else None
        taken.add((t.id, q))
        out[r] = (t, q)
    return out


def fires(ops: Any, t: Trigger, state: Dict[str, Any], changed: Dict[str, Value], active_player: int,
          vocab: Vocabulary, casters: Optional[Dict[str, Value]] = None) -> Dict[str, Value]:
    """Each occurrence of its event -> whether it makes t trigger, in the state right
    after the event, before its intervening "if" (603.2, 603.3a): for "enters", "turned face up",
    "becomes untapped" and what happens in combat, each object of `changed` (each that entered, was
    turned face up or became untapped there -> whether it did), one instance each (603.2c); for an upkeep or a combat, the one
    beginning ("")."""
    src = state[t.source]
    if t.own_cast:  # 113.6k, 603.2: from the stack, as its own source becomes cast (by its owner, 601.2a)
        return {x: ops.and_(did, x == t.source) for x, did in changed.items()}
    out = ops.and_(src.on_battlefield, src.abilities.get(t.ability, False))
    if t.when in ("your upkeep", "your combat", "your end step"):  # (503.1a, 507.1, 513.1: the active player's)
        return {"": ops.and_(out, ops.eq(src.controller, active_player))}
    if t.when in CASTING or t.when == PLAYS:  # 601.2i: the spell as it is on the stack (its card's characteristics,
        # 405.4); "you cast", "you play a card": its caster (a land's player, its owner, 305.1) the source's controller
        return {x: ops.and_(out, did, not t.of.objects or x in t.of.objects,
                            ops.eq(casters[x], src.controller) if t.when != "a player casts" else True,
                            matches(ops, t.of, state[x].card or state[x], you=src.controller, other=True, vocab=vocab))
                for x, did in changed.items()}
    if t.when in ("enters", "turned face up", BECOMES_UNTAPPED, DAMAGE_TO_YOU, TOKEN_CREATED, *COMBAT_TRIGGERS):
        mine = t.when == TOKEN_CREATED  # 111.2: "you create": each token created under its controller's control
        return {x: ops.and_(out, did, state[x].on_battlefield, not t.of.objects or x in t.of.objects,
                            ops.eq(state[x].controller, src.controller) if mine else True,
                            matches(ops, t.of, state[x], you=src.controller, other=x != t.source, vocab=vocab,
                                    host=ops.eq(src.attached_to, vocab.object_code(x))))
                for x, did in changed.items()}
    return {"": out}


def fires_activating(ops: Any, t: Trigger, x: str, before: Dict[str, Any], after: Dict[str, Any],
                     vocab: Vocabulary) -> Value:
    """Whether an ability of x becoming activated triggers t (602.2, 603.2): t's source on the
    battlefield with t then (`after`, the activation done); x a permanent as the activation began
    (`before`): "an ability of an artifact, creature, or land" is one of a permanent (109.2), never of a
    card in a hand or a graveyard (113.6); x matching `of`; its activator, x's controller (602.2), the
    source's controller ("you activate"), another player ("an opponent activates") or anyone."""
    src, activator = after[t.source], before[x].controller
    who = {"you activate": ops.eq(activator, src.controller),
           "an opponent activates": ops.not_(ops.eq(activator, src.controller))}.get(t.when, True)
    return ops.and_(src.on_battlefield, src.abilities.get(t.ability, False), before[x].on_battlefield, who,
                    not t.of.objects or x in t.of.objects,
                    matches(ops, t.of, before[x], you=src.controller, other=x != t.source, vocab=vocab))


def fires_cycling(ops: Any, t: Trigger, after: Dict[str, Any], cycler: Value) -> Value:
    """Whether a card cycled by `cycler` (its owner, who activated the ability, 602.2) triggers
    "whenever you cycle a card" (702.29c-d): t's source on the battlefield with t as the cost
    was paid (`after`), controlled by that player."""
    src = after[t.source]
    return ops.and_(src.on_battlefield, src.abilities.get(t.ability, False), ops.eq(src.controller, cycler))


def fires_leaving(ops: Any, t: Trigger, x: str, left: Value, into_graveyard: Value, before: Dict[str, Any],
                  vocab: Vocabulary) -> Value:
    """Whether x leaving the battlefield (`left`) triggers a leaves-the-battlefield
    ability (603.6c): in the game right before (`before`, 603.10a) its source had the
    ability and x matched `of` ("you": the source's controller then); "dies" only for
    one put into a graveyard (700.4)."""
    src = before[t.source]
    return ops.and_(left, into_graveyard if t.when == "dies" else True, src.on_battlefield,
                    src.abilities.get(t.ability, False), not t.of.objects or x in t.of.objects,
                    matches(ops, t.of, before[x], you=src.controller, other=x != t.source, vocab=vocab,
                            host=ops.eq(src.attached_to, vocab.object_code(x))))


def destroyed(ops: Any, t: Trigger, does: Value, state: Dict[str, Any], vocab: Vocabulary) -> Dict[str, Value]:
    """Each object -> whether resolving t destroys it: `destroy`, or what
    `destroy_attached_to` is attached to as it resolves (608.2b); only if `does`, and
    never one with indestructible (702.12b).  Or sacrifices it (evoke's trigger, 702.74a):
    its controller moves it to its owner's graveyard, indestructible or not (701.21a)."""
    if t.sacrifice is not None:
        return {o: ops.and_(does, state[o].on_battlefield) if o == t.sacrifice else False for o in state}

    def hit(o: str) -> Value:
        if t.destroy is not None:
            return o == t.destroy
        if t.destroy_attached_to is not None:
            return ops.eq(state[t.destroy_attached_to].attached_to, vocab.object_code(o))
        return False
    return {o: ops.and_(does, state[o].on_battlefield, hit(o), ops.not_(state[o].abilities.get(INDESTRUCTIBLE, False)))
            for o in state}


def moved(ops: Any, t: Trigger, does: Value, state: Dict[str, Any], controller: Value) -> Dict[str, Value]:
    """Each object a trigger resolving moves -> whether it does (603.7c): only if `does`, and only
    an object it names while that object is on the battlefield (one that left, even to come back,
    is another object it can't find, 400.7); a sacrifice only by the permanent's controller, the
    trigger's (701.21a)."""
    return {x: ops.and_(does, state[x].on_battlefield,
                        ops.eq(state[x].controller, controller) if t.into == "graveyard" else True) for x in t.moves}


def turned(ops: Any, t: Trigger, does: Value, state: Dict[str, Any], untap: bool) -> Dict[str, Value]:
    """The permanent resolving t taps (or, `untap`, untaps) -> whether it does: only if
    `does`, and only one on the battlefield as it resolves (701.26a-b; one already so
    stays so, and the trigger still resolves)."""
    x = t.untaps if untap else t.taps
    return {} if x is None else {x: ops.and_(does, state[x].on_battlefield)}


def describe(t: Trigger) -> str:
    done = [f"destroy {t.destroy}"] * (t.destroy is not None)
    done += [f"its controller sacrifices {t.sacrifice} (702.74a, 701.21a)"] * (t.sacrifice is not None)
    done += [f"destroy what {t.destroy_attached_to} is attached to"] * (t.destroy_attached_to is not None)
    done += [f"put {dict(t.counters)} on {t.counters_on}"] * (t.counters_on is not None)
    done += [f"{'gain' if t.life > 0 else 'lose'} {abs(t.life)} life"] * (t.life != 0)
    done += [f"create {', '.join(t.creates)}"] * bool(t.creates)
    done += [f"tap {t.taps}"] * (t.taps is not None) + [f"untap {t.untaps}"] * (t.untaps is not None)
    done += [f"begin {', '.join(t.effects)} (608.2c, 613.7b)"] * bool(t.effects)
    done += [f"{t.source} deals {t.deals} damage to {t.to} (120.1)"] * bool(t.deals)
    done += [f"{t.source} fights {t.fights} (701.14a)"] * (t.fights is not None)
    if t.moves:
        done.append(DELAYED_MOVES[t.into].format(", ".join(t.moves)) + ", each if still on the battlefield (603.7c)")
    done += [f"return {t.returns} to the battlefield as {t.returns_as}" +
             (f" with {dict(t.counters)}" if t.counters else "") +
             (", if the card is still in exile (603.7c, 400.7)" if t.delayed else
              ", if the card is still in its owner's graveyard (400.7)")] * (t.returns is not None)
    done += [f"return each card exiled with {t.source} ({', '.join(c for c, _ in t.returns_exiled)}: as "
             f"{', '.join(new for _, new in t.returns_exiled)}), if an ability of that object exiled it and it is still "
             "there (607.2a, 400.7)"] * bool(t.returns_exiled)
    done += [f"the target player discards {', '.join(t.discards)}, chosen by its controller (701.9a-b)"] * bool(t.discards)
    return "; ".join(done) or "nothing modelled"


def check_points(t: Trigger, events: Tuple[Event, ...], makers: frozenset) -> List[int]:
    return [q for q, e in enumerate(events, 1) if happens(t, e, makers)]
