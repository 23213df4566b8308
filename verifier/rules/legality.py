"""Whether each event of a history is possible where it stands, written once over
an `Ops`: the conditions under which the game allows it, each with the rule that
forbids it otherwise.

An event the file states is taken to have happened, so the orderings and choices in
which it could not have happened are not histories of the game: the encoding
permits only those where every event's conditions hold (`verifier.query`), and a
file whose history is possible in none is refused with the event's line.  What is
decidable from the file alone (an effect that ends before it begins, two loyalty
activations of one permanent in a turn) is refused as it is loaded
(`Scenario.first_disallowed`, `Scenario.loyalty_violation`).

The same checks answer what a player may do at a point (`can_activate` of a loyalty
ability): one check serves both.
"""
from __future__ import annotations

import re
from typing import Any, List, Tuple

from verifier.model import BECOMES_UNTAPPED, COMBAT_DAMAGE, COPY_ABILITY, ENTERS_AS_COPY, ENTERS_CHOOSING, SPELL_RESOLVES, LoyaltyAbility, zone_code
from verifier.model.effects import ACTIVATE_NONMANA
from verifier.state import matches
from verifier.rules import cycling, discarding, graveyard_targets, lands, sacrifice_costs, sba, searching, spell_draws, \
    split_second, unless_paid
from verifier.rules.suspending import TIME
from verifier.rules.timing import Condition, sorcery_speed

SHROUD = "shroud"  # 702.18a: it can't be the target of spells or abilities

Value = Any
LOYALTY_COST = re.compile(r"[+\u2212-]?\d+\Z|-X\Z")  # 606.4: a loyalty ability is named by its cost


def event(h: Any, p: int, e: Any) -> List[Condition]:
    """The conditions under which event e at point p (`h`: a `History`) is possible,
    read from the game right before it (point p - 1)."""
    return _done_by(h, p, e) + _event(h, p, e)


def _done_by(h: Any, p: int, e: Any) -> List[Condition]:
    """608.2c: an event a trigger's resolution brings (`Event.done_by`: its draws, the card its search
    finds) happens only where that resolution does something (603.4, 608.2b, 701.6b)."""
    if e.done_by is None:
        return []
    r = max(q for q in range(1, p) if h.events[q - 1].kind == "resolves" and h.events[q - 1].what == e.done_by)
    resolved = h.resolving(r)
    return [(False if resolved is None else resolved[1],
             f"{e.what!r} {e.kind} as {e.done_by!r} resolves, but it does nothing then: its intervening 'if' fails "
             "(603.4), its targets are illegal (608.2b), or it was countered (701.6b)")]


def _event(h: Any, p: int, e: Any) -> List[Condition]:
    ops = h.ops
    state = h.state(p - 1)
    # 121.1, 121.4: a draw takes the top card of a library; from an empty one, the player would lose: not modelled
    drawing = [(False, "a draw from an empty library (121.4) is not modelled")] if p in h.drawn and h.drawn[p] is None \
        else []
    if e.kind in ("turn", "step"):  # 500.2: a step or phase ends only with the stack empty
        return drawing + (h.damage_step_conditions(p) if e.kind == "step" and e.what == COMBAT_DAMAGE else []) + \
            h.combat_phase_conditions(p) + \
            [(ops.not_(there), f"{t!r} is still on the stack: a step or phase ends only once the stack is empty "
                               "(500.2); give it its resolves event before")
             for t, q, there in h.waiting(p) if not _from_the_untap_step(h, p, e, q, t)]
    if e.kind in ("draws", "searches") and e.activated:  # 702.29a, 702.29e: a cycling ability resolving
        return drawing + cycling.on_top(h, p) + cycling.found(h, p)
    if e.kind == "searches":  # 701.23: a search spell resolving
        return searching.resolving(h, p)
    if e.kind == "draws":
        return drawing
    if e.kind == "it_becomes":  # 731.1: an effect makes it day or night, whatever it was
        return []
    if e.kind == "ends" and e.slot is not None:  # (one of a group left to the solver: the file can't say)
        return [(h.begun_by(e.what, p - 1), f"{e.what!r} ends before it began (611.2)")]
    if e.kind == "ends" or e.implied:
        return []
    if e.kind == "enters":  # 400.7: a new object; the loader refuses one that cannot enter (a token, a card found)
        return searching.entering(h, p) + _chose_there(h, p, e) + _unattached_aura(h, p, e, state) + \
            _pays_there(h, p, e) + \
            ([] if e.copy is None else _copied_there(h, p, e, state)) + \
            (h.spell_on_top(e.what, p) if e.from_stack else []) + \
            (lands.land_play(h, e.what, p - 1, e.back) if e.played else [])  # (a land played, 305.1)
    if e.kind == "cast":
        return h.casting(p)
    if e.kind == "attacks":
        return h.attacking_conditions(p)
    if e.kind == "blocks":
        return h.blocking_conditions(p)
    if e.kind == "copy_spell":
        return h.copying(p)
    if e.kind == COPY_ABILITY:  # 707.10
        return h.copying_ability(p)
    if e.kind == "deals":
        return h.dealing(p)
    if e.kind == SPELL_RESOLVES:
        return h.spell_on_top(e.what, p) + h.distributing(p) + unless_paid.paying(h, p) + spell_draws.counted(h, p) + \
            _tokens_its_controllers(h, p)
    if e.kind == "starts":
        return _targets_there(h, p, e)
    if e.kind == "resolves":
        return [(h.on_stack(p), f"{e.what!r} is not on the stack: it did not trigger, or was not activated, or "
                                f"already resolved (603.3, 405.5, 608.1){_unmet_if(h, e.what)}"), *_on_top(h, p),
                *_tokens_its_controllers(h, p), *h.chosen_there(p), *_resolution_paid(h, p),
                *discarding.chosen(h, p)]
    if e.kind == "activate" and e.what in h._activated:  # 602.2: an [[ability]], its cost paid as it is activated
        ability = h._activated[e.what]
        pay = h.payment(p)
        # (unearth: of a card in its owner's graveyard, as a sorcery, 702.84a, 113.6)
        needs = graveyard_ability(h, ability.source, "unearth", p - 1) if ability.returns is not None else \
            graveyard_ability(h, ability.source, "its ability", p - 1) + graveyard_targets.targets_there(h, e.what, p) \
            if ability.exiles_targets else h.activation(ability.source, ability.ability, h.activation_cost(e.what), p - 1)
        needs += sacrifice_costs.activation(h, ability.source, ability.ability, e.sacrificed, p - 1)  # (602.2b)
        return [(c, f"{e.what!r}: {why}") for c, why in needs] + \
            [(ops.and_(*h.ability_targets_legal(e.what, p - 1, p)),
              f"the target of {e.what!r} is not a legal target as it is activated (601.2c, 602.2b, 115.1)"),
             (ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay the cost of {e.what!r} "
                                                   "in any way the history allows (602.2b, 601.2g-h, 118.3, 106.12)")]
    if e.kind == "activate":
        ability = h.loyalty_ability(e.what)
        return loyalty(h, ability, p - 1) + _x_payable(h, ability, p) + [
            (ops.and_(state[t].on_battlefield, matches(ops, ability.targets_of, state[t],
                                                       you=state[ability.source].controller, other=True,
                                                       vocab=h.vocab)),
             f"its target {t!r} is not a legal target then: not on the battlefield, or not what it may target "
             "(601.2c, 602.2b, 115.1)") for t in e.targets]
    if e.suspends:  # 116.2f, 702.62a
        return h.suspension(p)
    if e.from_graveyard:  # (its mana paid as it is activated, 602.2b)
        pay = h.payment(p)
        return graveyard_ability(h, e.what, e.activated, p - 1) + [
            (ops.and_(pay.pays, *pay.conditions), f"the permanents tapped for mana can't pay the {e.activated} cost "
                                                  f"of {e.what!r} in any way the history allows (602.2b, 601.2g-h)")]
    if e.cycles:  # 702.29a: discarded from its owner's hand to pay for its cycling ability
        return cycling.discarded(h, p, e.activated, cycling.forbidden(h, e.what, p - 1))
    if e.kind == "moves" and e.activated:
        return graveyard_ability(h, e.what, e.activated, p - 1)
    if e.kind == "moves" and e.becomes:  # 400.7, 111.7: a card in another zone returns
        return [(ops.and_(ops.not_(state[e.what].on_battlefield), ops.not_(ops.eq(state[e.what].zone, 0))),
                 f"{e.what!r} is not a card in another zone then (a graveyard, exile, a hand, a library, the "
                 "command zone): on the battlefield, a token "
                 "that ceased to exist (111.7), or not yet anywhere the scenario says; it can't return (400.7)")]
    if e.kind == "moves":  # 400.1, 400.7: a card in another zone than the battlefield
        return [(ops.and_(ops.not_(state[e.what].on_battlefield), ops.not_(ops.eq(state[e.what].zone, 0)),
                          ops.not_(ops.eq(state[e.what].zone, zone_code(e.into)))),
                 f"{e.what!r} is not a card in another zone then (on the battlefield, a token that ceased to exist, "
                 f"not yet anywhere the scenario says, or already in its {e.into}: 400.1, 111.7)")]
    if e.kind == "add_mana":
        return h.adding(p)
    if e.kind == "transform" and e.by_effect:  # 701.27a: a trigger's, done only where it can be (`faces`)
        return drawing
    here = (state[e.what].on_battlefield, f"{e.what!r} is not on the battlefield then (400.7, 110.5d)")
    if e.kind == "tap":
        return [here, (ops.not_(h.tapped(e.what, p - 1)), f"{e.what!r} is already tapped: only an untapped "
                                                           "permanent can be tapped (701.26a)")]
    if e.kind == "untap":
        return [here, (h.tapped(e.what, p - 1), f"{e.what!r} is not tapped: only a tapped permanent can be "
                                                "untapped (701.26b)")]
    if e.kind == "turn_face_up":
        return h.turning_face_up(e.what, p - 1, e.by_effect)
    if e.kind == "attach" and e.equip:
        return [here, *equip(h, e.what, e.to, p - 1)]
    if e.kind == "remove_counters" and all(k == TIME for k, _ in e.counters) and h.suspend_ability(e.what):
        # 702.62a: time counters removed from a card with suspend in exile, by anything
        exiled = ops.and_(ops.not_(state[e.what].on_battlefield), ops.eq(state[e.what].zone, zone_code("exile")))
        return [(ops.or_(state[e.what].on_battlefield, exiled),
                 f"{e.what!r} is neither on the battlefield nor in exile then (400.7, 702.62a)")]
    return [here]  # leaves, counters, attach and unattach: of a permanent


def _from_the_untap_step(h: Any, p: int, e: Any, q: int, t: str) -> bool:
    """503.1a, 502.4: what triggered during the untap step (the `turn` event right before: a permanent
    becoming untapped) is put on the stack only as the upkeep begins: the upkeep beginning by the next
    event does not need it gone.  (What triggered in the cleanup step before it, 514.3a, does.)"""
    return e.kind == "step" and e.what == "upkeep" and q == p - 1 and h.events[p - 2].kind == "turn" and \
        any(x.id == t and x.when == BECOMES_UNTAPPED for x in h.sc.triggers)


def _targets_there(h: Any, p: int, starts: Any) -> List[Condition]:
    """A resolved spell or ability that names targets begins (`starts`, at point p)
    only if some target is still legal: on the battlefield and what it may affect; else
    it does not resolve (608.2b): without shroud, another player's hexproof, or protection from its
    source (the spell or the ability's object it names; 702.18a, 702.11b, 702.16b)."""
    e = h.sc.effects[starts.what]
    legal = h.resolving_targets_legal(starts.what, p - 1, e.spell or e.ability_of, h.vocab.player(e.controller))
    if not legal:
        return []
    return [(h.ops.or_(*legal), f"none of its targets ({', '.join(h.sc.effects[starts.what].affects.objects)}) is "
                                "still a legal target, so it does not resolve (608.2b)")]


def _unmet_if(h: Any, what: str) -> str:
    """For a [[trigger]] with an intervening "if" (603.4): that it triggers only where the condition
    holds, and that an [[effect]] no event starts is in force from the start (611.2), which may be
    what makes it false."""
    t = next((t for t in h.sc.triggers if t.id == what), None)
    if t is None or t.condition is None:
        return ""
    return f"; it triggers only where its if, {t.condition.text!r}, holds (603.4), and an [[effect]] that no " \
        "`starts` event (nor a resolution's effects) begins is in force from the start, changing what it reads"


def _tokens_its_controllers(h: Any, r: int) -> List[Condition]:
    """111.2: the tokens a trigger's or a spell's resolution creates are its controller's (603.3a,
    608.2c): the scenario declares each under that player's control."""
    made = h.makes(r)
    if not made:
        return []
    you = h.token_maker(r)[2]
    return [(h.ops.or_(h.ops.not_(arrives), h.ops.eq(h.vocab.player(h.sc.objects[o].controller), you)),
             f"{o!r} is created by that ability's controller, under that player's control (111.2, 603.3a): declare "
             "it so (controller = ...)") for o, arrives in made.items()] + \
        [(h.ops.or_(h.ops.not_(arrives), h.entering(o, r).abilities.get(ENTERS_CHOOSING, False)),
          f"{o!r} would not have its 'as it enters, choose' ability on the battlefield (614.12): it chooses nothing, "
          "and a permanent with no choice made is not modelled")
         for o, arrives in made.items() if h.sc.objects[o].chose]


def _unattached_aura(h: Any, p: int, e: Any, state: Any) -> List[Condition]:
    """303.4f-g: an Aura put onto the battlefield with nothing said for it to enchant
    (no `to`, no `attached_to`) is attached to a legal object or player its controller
    chooses; it stays where it is only if there is none: the history says none was chosen,
    so none may be legal then."""
    out = []
    for o in (x for x in e.entering if "Aura" in h.sc.objects[x].printed.subtypes and
              h.sc.objects[x].attached_to is None):
        look = h.entering(o, p)
        board = {**state, o: look}
        legal = [h.ops.and_(state[x].on_battlefield, sba.allowed(h.ops, h.sc, h.vocab, board, o, x)["Aura"])
                 for x in h.sc.objects if x != o] + \
            [sba.enchants_player(h.ops, h.sc, h.vocab, look, player) for player in h.vocab.players]
        out.append((h.ops.not_(h.ops.or_(*legal)),
                    f"{o!r}, an Aura put onto the battlefield, is attached to a legal object or player its controller "
                    "chooses as it enters (303.4f): say which with to = \"...\" on its event; it stays where it is "
                    "only if there is none (303.4g)"))
    return out


def _chose_there(h: Any, p: int, e: Any) -> List[Condition]:
    """614.12: a permanent whose abilities use what was chosen as it entered (the scenario's
    `chosen`) made that choice only if, as it would exist on the battlefield, it had its
    "as it enters, choose" ability: one that lost it (Blood Moon, Humility) made none, which
    is not modelled."""
    return [(h.entering(o, p).abilities.get(ENTERS_CHOOSING, False),
             f"{o!r} would not have its 'as it enters, choose' ability on the battlefield (614.12): it chooses "
             "nothing, and a permanent with no choice made is not modelled")
            for o in e.entering if h.sc.objects[o].chose]


def _pays_there(h: Any, p: int, e: Any) -> List[Condition]:
    """614.12, 119.4: life paid as a permanent enters, by its ability "you may pay N life as
    it enters": only if it has that ability as it would exist on the battlefield, and only
    by a controller whose life total is at least N."""
    if not e.pays_life:
        return []
    ops, rule, you = h.ops, h.enters_as(e.what, p).enters_tapped_unless, h.entering(e.what, p).controller
    able = ops.or_(*[ops.and_(ops.eq(you, h.vocab.player(player)), ops.not_(ops.lt(h.life(player, p - 1),
                                                                                     rule.pay_life)))
                     for player in h.vocab.players])
    return [(h.entering(e.what, p).abilities.get(rule.ability, False),
             f"{e.what!r} would not have {rule.ability!r} as it enters (614.12): no life is paid for it"),
            (able, f"{e.what!r}'s controller can't pay {rule.pay_life} life: its life total is less (119.4)")]


def _copied_there(h: Any, p: int, e: Any, state: Any) -> List[Condition]:
    """707.5, 614.1c: an object enters as a copy of a permanent on the battlefield as
    it would enter, one its ability may copy ("a creature you control": its controller)."""
    ops = h.ops
    if h.sc.effects[e.copy].parts[0].copies_card:  # a card in a zone (embalm: the move that paid for it checks it)
        card = h.sc.effects[e.copy].parts[0].copy_of
        return [] if e.copied_from is None else [
            (ops.and_(ops.not_(state[card].on_battlefield), ops.eq(state[card].zone, zone_code(e.copied_from))),
             f"{card!r} is not a card in that zone ({e.copied_from}) then: {e.what!r} can't be created as a copy of it "
             "(707.2)")]
    original = h.sc.effects[e.copy].parts[0].copy_of
    return [(copyable(h, e.what, original, p),
             f"{e.what!r} can't enter as a copy of {original!r}: it is not on the battlefield then, or not what "
             "its ability may copy, or it would not have that ability on the battlefield (707.5, 614.12)")]


def copyable(h: Any, x: str, original: str, p: int) -> Value:
    """707.5, 614.1c: whether x, entering by the event at point p, may enter as a copy of
    `original`: a permanent there before the event (not one entering with it), one its
    ability may copy ("a creature you control": x's controller), and x, as it would exist
    on the battlefield before it copies anything, has that ability (614.12: an effect
    removing it, Blood Moon's on a nonbasic land, applies first)."""
    ops, state = h.ops, h.state(p - 1)
    you = h.vocab.player(h.sc.objects[x].controller)
    return ops.and_(state[original].on_battlefield,
                    matches(ops, h.sc.objects[x].copies_as_it_enters, state[original], you=you, other=True,
                            vocab=h.vocab),
                    h.entering(x, p, as_itself=True).abilities.get(ENTERS_AS_COPY, False))


def _on_top(h: Any, r: int) -> List[Condition]:
    """405.5: what resolves is the top of the stack: nothing put on it after the instance
    that resolves is still waiting.  Of abilities that triggered at one point, the active
    player's are put on the stack first, then the other player's (603.3b): those are above."""
    ops, what = h.ops, h.events[r - 1].what
    resolving = h.instances(r)  # (each instance that may be the one resolving)
    out = []
    for t, q2, there in h.waiting(r):
        for q, mine in resolving.items():
            if t == what or q2 < q:
                continue
            if q2 > q:
                out.append((ops.not_(ops.and_(mine, there)), f"{t!r} was put on the stack after {what!r} and is still "
                                                             "there: the stack resolves last in, first out (405.5)"))
            else:
                out.append((ops.not_(ops.and_(mine, there, _above(h, t, what, q))),
                            f"{t!r} was put on the stack at once with {what!r}, above it, and is still there: what "
                            "triggers goes after what is activated (603.3), the other player's after the active "
                            "player's (603.3b)"))
    return out


def _above(h: Any, t: str, what: str, q: int) -> Value:
    """Whether ability t, put on the stack at point q with the one resolving (`what`), is
    above it: an activated ability is put there as it is activated, what triggered then
    the next time a player would receive priority, after it (603.3, 117.5); of abilities
    that triggered at once, the active player's first, then the other player's (603.3b)."""
    if t not in h.trigger_ids or what not in h.trigger_ids:
        return t in h.trigger_ids
    ops, active = h.ops, h.vocab.player(h.active_player(q))
    return ops.and_(ops.not_(ops.eq(h.controller_as_triggered(t, q), active)),
                    ops.eq(h.controller_as_triggered(what, q), active))


def _x_payable(h: Any, ability: LoyaltyAbility, p: int) -> List[Condition]:
    """606.6, 107.3: the X of a -X cost is no more than the loyalty it is paid from."""
    if ability.cost != "-X":
        return []
    have = h.counters_at(p - 1)[ability.source].get("loyalty", 0)
    return [(h.ops.not_(h.ops.lt(have, h.activation_x(p))),
             f"X is more than the loyalty of {ability.source!r}, which pays it (606.6)")]


def loyalty(h: Any, ability: LoyaltyAbility, p: int) -> List[Condition]:
    """606.3, 606.6: a loyalty ability of a permanent can be activated at point p by
    its controller on that player's turn, in a main phase with the stack empty, only if
    no loyalty ability of that permanent was activated this turn, and only if its
    loyalty can pay the cost (the X of -X chosen apart)."""
    ops, state = h.ops, h.state(p)
    source = ability.source
    out = [(state[source].on_battlefield, f"{source!r} is not on the battlefield then (606.3, 113.6)"),
           (state[source].abilities.get(ability.cost, False), f"{source!r} does not have the ability {ability.cost!r} "
                                                              "then: only one it has can be activated (602.1, 613.1f)"),
           (ops.eq(state[source].controller, h.vocab.player(h.active_player(p))),
            f"{source!r} is not controlled by the player whose turn it is (606.3)"),
           (not h.activated_this_turn(source, p), f"a loyalty ability of {source!r} was already activated this "
                                                  "turn (606.3)"),
           *_not_forbidden(h, state[source].controller, source, p, f"the loyalty ability {ability.cost} of {source!r}"),
           *sorcery_speed(h, p, "a loyalty ability is activated")]
    if ability.cost.startswith("-") and ability.cost != "-X":
        have = h.counters_at(p)[source].get("loyalty", 0)
        out.append((ops.not_(ops.lt(have, -int(ability.cost))),
                    f"{source!r} has fewer than {ability.cost[1:]} loyalty counters to pay {ability.cost} (606.6)"))
    return out


def equip(h: Any, equipment: str, creature: str, p: int) -> List[Condition]:
    """702.6a: equip attaches the Equipment to target creature its controller controls (one
    without shroud, 702.18a; hexproof stops only an opponent's, 702.11b), only as a sorcery
    (602.5d)."""
    ops, state = h.ops, h.state(p)
    you = state[equipment].controller
    has = ops.or_(*[state[equipment].abilities.get(a, False) for a in h.sc.objects[equipment].equip_abilities])
    return [(has, f"{equipment!r} has no equip ability then: only one it has can be activated (602.1, 613.1f)"),
            (ops.and_(state[creature].on_battlefield, state[creature].types["creature"],
                      ops.eq(state[creature].controller, you)),
             f"{creature!r} is not a creature its controller controls on the battlefield: equip can't target "
             "it (702.6a)"),
            (ops.not_(state[creature].abilities.get(SHROUD, False)),
             f"{creature!r} has shroud then: equip can't target it (702.6a, 702.18a)"),
            (ops.eq(you, h.vocab.player(h.active_player(p))),
             "equip is activated only as a sorcery, on its controller's turn (702.6a, 602.5d)"),
            *_not_forbidden(h, you, equipment, p, f"the equip ability of {equipment!r}"),
            *sorcery_speed(h, p, "equip is activated")]


def graveyard_ability(h: Any, card: str, ability: str, p: int) -> List[Condition]:
    """702.128a, 702.129a, 702.84a: embalm, eternalize and unearth are activated by the card's
    owner while it is in that player's graveyard (embalm and eternalize exiling it as the cost),
    only as a sorcery (307.1, 602.5d)."""
    ops, state = h.ops, h.state(p)
    owner = h.vocab.player(h.sc.objects[card].owner)
    return [(ops.and_(ops.not_(state[card].on_battlefield), ops.eq(state[card].zone, zone_code("graveyard"))),
             f"{card!r} is not a card in its owner's graveyard then: {ability} is activated from there (702.128a, "
             "702.129a)"),
            (ops.eq(owner, h.vocab.player(h.active_player(p))),
             f"{ability} is activated only as a sorcery, on the turn of the card's owner (702.128a, 307.1)"),
            *_not_forbidden(h, owner, card, p, f"the {ability} of {card!r}"),
            *sorcery_speed(h, p, f"{ability} is activated")]


def _not_forbidden(h: Any, player: Value, source: str, p: int, what: str) -> List[Condition]:
    """101.2: no effect in force at point p forbids `player` activating abilities that aren't mana
    abilities (a loyalty ability, equip, embalm and eternalize are none, 605.1a), from any zone, nor
    any player activating those of sources with the name of `source` (Pithing Needle's rulings), nor
    any activated ability of `source` on the battlefield (602.5);
    702.61a: nor is a spell with split second on the stack then (`what`: the ability, named)."""
    return [(h.ops.not_(h.forbidden_to(player, ACTIVATE_NONMANA, p)),
             "an effect forbids its activator activating abilities that aren't mana abilities (101.2)"),
            (h.ops.not_(h.forbidden_source(source, p)),
             f"a static ability forbids activating the abilities of sources named as {source!r} is that aren't mana "
             "abilities (101.2, 605.1a)"),
            (h.ops.not_(h.abilities_forbidden(source, p)),
             f"an effect forbids activating the activated abilities of {source!r} (101.2, 602.5)"),
            *split_second.activating(h, what, p)]


def holds(ops: Any, conditions: List[Condition]) -> Value:
    return ops.and_(*[c for c, _ in conditions])


def _resolution_paid(h: Any, p: int) -> List[Tuple[Value, str]]:
    """118.12, 608.2d: a trigger's optional cost paid as it resolves at p: it does something then (an
    instance there, its intervening "if" holding, 603.4: else it asks nothing), and its controller can pay it."""
    if not h.events[p - 1].paid:
        return []
    pay, resolved, what = h.payment(p), h.resolving(p), h.events[p - 1].what
    return [(False if resolved is None else resolved[1],
             f"{what!r} does nothing as it resolves (603.4: its condition fails): no optional cost is paid (118.12)"),
            (h.ops.and_(pay.pays, *pay.conditions),
             f"the permanents tapped for mana can't pay the optional cost of {what!r} as it resolves in any way the "
             "history allows (118.12, 601.2g-h, 106.12)")]
