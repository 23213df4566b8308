"""State-based actions that follow from characteristics, counters and attachments
(704), written once over an `Ops`; and whether an attachment may be made at all.

One check looks at every object at once and says which go to the graveyard and
which become unattached; the game performs them all as one event, then checks
again, until none applies (704.3).  `verifier.rules.layers` re-runs the layer
system between checks, with whatever left the battlefield gone.

- 704.5f: a creature with toughness 0 or less goes to the graveyard.
- 704.5g-h: a creature with toughness above 0 and damage marked on it at least its toughness, or
  dealt damage by a source with deathtouch since the last check, is destroyed (not one with
  indestructible, 702.12b).
- 704.5i: a planeswalker with no loyalty counter goes to the graveyard.
- 704.5m, 303.4c-d: an Aura not attached to an object or player its enchant ability
  allows (on the battlefield, not itself; "enchant player" or "enchant opponent", 702.5a),
  or that is also a creature, or attached to a permanent with protection from a quality it has
  (702.16c), goes to the graveyard; a bestowed Aura becomes unattached instead, and so ceases to be
  bestowed and an Aura (702.103f).
  The enchant ability is read from the text the Aura has (707.2, 612).
- 704.5n, 301.5c, 301.6: an Equipment attached to anything but a creature, or a
  Fortification to anything but a land, or one that is also a creature, or one attached to a
  permanent with protection from a quality it has (702.16d), becomes unattached; one that is also an Aura too, and is then an Aura attached to nothing.
- 704.5p: a creature, a battle, or a permanent that is neither an Aura, an
  Equipment nor a Fortification becomes unattached.
- 704.5q (`cancels`, `annihilate`): +1/+1 and -1/-1 counters on one permanent cancel out, in the
  same check as the others: one that dies of them keeps them (Hangarback Walker's ruling).
- 704.5s (`verifier.rules.sagas.sacrificed`): a Saga with one or more chapter abilities and lore counters
  at least its final chapter number, not the source of a chapter ability waiting on the stack, is sacrificed.
- 704.5j (`legend_rule`): of two or more legendary permanents with the same name under one player's
  control, that player keeps one, chosen (`keep`), and the rest go to the graveyard; not while a
  permanent has "The 'legend rule' doesn't apply" (`legend_rule_off`, Mirror Gallery).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Dict, List, Optional, Tuple

from verifier.model import Scenario
from verifier.rules import sagas
from verifier.rules.protection import protected
from verifier.state import ObjState, Vocabulary, has_subtype, matches

Value = Any
NOT_ATTACHED = -1
BESTOWED = "702.103b"  # the `Effect.by_rule` making a permanent a bestowed Aura (`verifier.load.bestow`)
KINDS = ("Aura", "Equipment", "Fortification")  # what can be attached to a permanent (301.5, 301.6, 303.4)
# 704.5j: "The 'legend rule' doesn't apply." (Mirror Gallery): for everyone, while a permanent has it
NO_LEGEND_RULE = re.compile(r"^the [\"\u201c']?legend rule[\"\u201d']? doesn't apply\.?$", re.I)


def is_reconfigure(ability: str) -> bool:
    """Whether an ability is a reconfigure keyword ("Reconfigure {2}", 702.151a)."""
    return ability.lower().startswith("reconfigure")


def bestowed(sc: Scenario) -> frozenset:
    """The objects of sc that may be bestowed Auras on the battlefield (702.103b): while one is an
    Aura, it is one by that rule's effect alone (`verifier.load.bestow` refuses others)."""
    return frozenset(e.source for e in sc.effects.values() if e.by_rule == BESTOWED)


def allowed(ops: Any, sc: Scenario, vocab: Vocabulary, state: Dict[str, ObjState], o: str, h: str) -> Dict[str, Value]:
    """For each kind of attachment, whether o, as one of that kind, may be attached to
    h: an Aura to what its enchant ability allows (303.4a, read from the text it has,
    707.2, 612), an Equipment to a creature (301.5), a Fortification to a land
    (301.6); never to itself, and never while it is a creature (303.4d, 301.5c), but an
    Equipment creature with reconfigure (301.5c, 702.151); never to a permanent with protection from a
    quality it has (702.16c-d), but an Aura's own protection that does not remove it (702.16n)."""
    s, host = state[o], state[h]
    if o == h:
        return {k: False for k in KINDS}
    free = ops.not_(s.types["creature"])
    enchants = False
    if not ops.is_false(has_subtype(ops, s, "Aura")):
        auras = sorted({c for c, obj in sc.objects.items() if "Aura" in obj.printed.subtypes} | {o})
        enchants = ops.or_(*[ops.and_(ops.eq(s.text_of, vocab.object_code(c)),
                                      matches(ops, sc.objects[c].enchant, host, you=s.controller, other=True,
                                              vocab=vocab, text=s.text))
                             for c in auras if sc.objects[c].enchant_player is None])
    # 301.5c: an Equipment that is also a creature equips a creature only if it has reconfigure (702.151)
    equips = ops.or_(free, *[has for a, has in s.abilities.items() if is_reconfigure(a)])
    unshielded = ops.not_(protected(ops, vocab.abilities, host, s))  # 702.16c-d
    own = kept_attached(sc, o)  # 702.16n: the protection o itself grants does not remove o
    aura_unshielded = ops.not_(protected(ops, [a for a in vocab.abilities if a not in own], host, s)) if own \
        else unshielded
    return {"Aura": ops.and_(free, enchants, aura_unshielded),
            "Equipment": ops.and_(equips, host.types["creature"], unshielded),
            "Fortification": ops.and_(free, host.types["land"], unshielded)}


def kept_attached(sc: Scenario, o: str) -> frozenset:
    """702.16n: the abilities (protections) o's own static abilities grant that say they do not remove o;
    `verifier.load.own_protection` refuses a scenario where another source gives the same ability."""
    return frozenset(a for e in sc.effects.values() if e.keeps_source and e.source == o
                     for p in e.parts for a in p.add_abilities)


def enchants_player(ops: Any, sc: Scenario, vocab: Vocabulary, s: ObjState, player: str) -> Value:
    """Whether an Aura in state s may enchant the player (702.5a, 303.4d): its enchant
    ability, read from the text it has (707.2), says "player", or "opponent" and the
    player is its controller's opponent; never while it is a creature."""
    auras = [c for c, obj in sc.objects.items() if obj.enchant_player is not None]
    them = ops.eq(vocab.player(player), ops.add(1, ops.neg(s.controller)))
    return ops.and_(has_subtype(ops, s, "Aura"), ops.not_(s.types["creature"]), ops.or_(
        *[ops.and_(ops.eq(s.text_of, vocab.object_code(c)), True if sc.objects[c].enchant_player == "player" else them)
          for c in auras]))


def can_attach(ops: Any, sc: Scenario, vocab: Vocabulary, state: Dict[str, ObjState], o: str, h: str) -> Value:
    """Whether an effect attaching o to h moves it (701.3a-b): both on the battlefield,
    o an Aura, Equipment or Fortification, and allowed there as each of those it is; to
    a player, an Aura that may enchant that player (303.4)."""
    s = state[o]
    if h in vocab.players:
        return ops.and_(s.on_battlefield, enchants_player(ops, sc, vocab, s, h))
    kinds = {k: has_subtype(ops, s, k) for k in KINDS}
    ok = allowed(ops, sc, vocab, state, o, h)
    return ops.and_(s.on_battlefield, state[h].on_battlefield, ops.or_(*kinds.values()),
                    *[ops.or_(ops.not_(kinds[k]), ok[k]) for k in KINDS])


def check(ops: Any, sc: Scenario, vocab: Vocabulary, state: Dict[str, ObjState],
          keep: Optional[Callable[[str], Value]] = None,
          chapters: Optional[Dict[str, Value]] = None) -> Tuple[Dict[str, Value], Dict[str, Value]]:
    """(left the battlefield, became unattached) for each object, in one check; `keep`:
    the player's choice of the legend rule (`legend_rule`); `chapters`: each Saga that is the source of
    a chapter ability waiting on the stack (704.5s); None where that is not known (as a history or a board
    begins: refused, ValueError, where a Saga may be sacrificed)."""
    legends = legend_rule(ops, state, keep)
    left, unattached = {}, {}
    gifts = bestowed(sc)
    for o, s in state.items():
        here, creature = s.on_battlefield, s.types["creature"]
        # where it is attached: each other object on the battlefield it may be attached to
        hosts = {h: ops.and_(ops.eq(s.attached_to, vocab.object_code(h)), state[h].on_battlefield)
                 for h in state if h != o}
        attached = ops.not_(ops.eq(s.attached_to, NOT_ATTACHED))
        kinds = {k: has_subtype(ops, s, k) for k in KINDS}
        legal = {k: False for k in KINDS}
        if not all(ops.is_false(v) for v in kinds.values()):
            where = {h: allowed(ops, sc, vocab, state, o, h) for h in hosts}
            legal = {k: ops.or_(*[ops.and_(on, where[h][k]) for h, on in hosts.items()]) for k in KINDS}
            legal["Aura"] = ops.or_(legal["Aura"], *[  # 303.4: attached to a player it may enchant
                ops.and_(ops.eq(s.attached_to, vocab.host_code(p)), enchants_player(ops, sc, vocab, s, p))
                for p in vocab.players])
        # (each a switch, `verifier.rules.cited`: off, that state-based action does not happen)
        dies = ops.and_(here, creature, ops.or_(ops.and_(ops.rule("704.5f"), ops.lt(s.toughness, 1)),   # 704.5f
                                                ops.and_(ops.rule("704.5g"), destroyed(ops, s))))      # 704.5g-h
        walker = ops.and_(here, s.types["planeswalker"], ops.lt(s.counters.get("loyalty", 0), 1))   # 704.5i
        aura_goes = ops.and_(ops.rule("704.5m"), here, kinds["Aura"], ops.not_(legal["Aura"]))     # 704.5m
        if o in gifts:  # 702.103f: a bestowed Aura attached illegally becomes unattached instead (then no Aura)
            aura_goes, gift_loose = False, ops.and_(kinds["Aura"], ops.not_(legal["Aura"]))
        else:
            gift_loose = False
        loose = ops.and_(here, attached, ops.or_(gift_loose,                                         # 704.5n, 704.5p
            *[ops.and_(kinds[k], ops.not_(legal[k])) for k in ("Equipment", "Fortification")],
            creature, s.types["battle"], ops.not_(ops.or_(*kinds.values()))))
        saga_goes = sagas.sacrificed(ops, s, o, chapters)                                              # 704.5s
        left[o] = ops.or_(dies, walker, aura_goes, legends[o], saga_goes)
        unattached[o] = ops.and_(loose, ops.not_(left[o]))
    return left, unattached


def _legendary(ops: Any, s: ObjState) -> Value:
    return ops.and_(s.on_battlefield, s.supertypes.get("legendary", False))


def namesakes(ops: Any, state: Dict[str, ObjState]) -> List[str]:
    """The objects of `state` the legend rule may apply to in it (704.5j): each legendary
    permanent that some other one may share its name and controller with."""
    legends = [o for o, s in state.items() if not ops.is_false(_legendary(ops, s))]
    return [o for o in legends if any(t != o and not ops.is_false(ops.and_(ops.eq(state[t].name, state[o].name),
                                                                           ops.eq(state[t].controller,
                                                                                  state[o].controller)))
                                      for t in legends)]


def legends_may_meet(sc: Scenario) -> bool:
    """Whether the legend rule (704.5j) may ever apply in sc, read broadly: two objects with a
    legendary face of one name, or any effect that may change a name or make an object
    legendary (copying, 707.2; setting a name; adding the supertype)."""
    parts = [p for e in (sc.all_effects or sc.effects).values() for p in e.parts]
    if any(p.copy_of is not None or getattr(p, "set_name", None) is not None or
           "legendary" in getattr(p, "add_supertypes", ()) for p in parts) or \
            any(o.copies_as_it_enters is not None for o in sc.objects.values()):
        return True
    names = [n for o in sc.objects.values() for n in {f.name for f in o.faces if "legendary" in f.supertypes}]
    return len(names) != len(set(names))


def legend_rule_off(ops: Any, state: Dict[str, ObjState]) -> Value:
    """704.5j does not apply while a permanent on the battlefield has an ability saying so (Mirror
    Gallery's, as the layers leave its abilities); once none has, it applies at the next check."""
    return ops.or_(*[ops.and_(s.on_battlefield, has) for s in state.values() for a, has in s.abilities.items()
                     if NO_LEGEND_RULE.match(a)])


def legend_rule(ops: Any, state: Dict[str, ObjState], keep: Optional[Callable[[str], Value]]) -> Dict[str, Value]:
    """704.5j: each object that goes to the graveyard by the legend rule: a legendary
    permanent with another of the same name under the same player's control, unless it is
    the one that player keeps.  `keep(o)`, the player's choice, marks objects: of each such
    set of namesakes the first object marked (in the scenario's order) is kept, or the first
    of them if none is; so every marking is a legal choice, and every choice is a marking.
    Without `keep`, a state where the rule may apply is not modelled: refused (ValueError)."""
    out: Dict[str, Value] = {o: False for o in state}
    them = namesakes(ops, state)
    if not them:
        return out
    if keep is None:
        raise ValueError(f"the legend rule (704.5j) may apply to {', '.join(them)}, where the player's choice is not "
                         "modelled")
    on = ops.and_(ops.rule("704.5j"), ops.not_(legend_rule_off(ops, state)))
    marks = {o: keep(o) for o in them}
    for i, o in enumerate(them):
        s = state[o]
        # t is kept over o: marked where o is not, or both alike and t first (704.5j: one kept of each set)
        over = [ops.and_(_legendary(ops, state[t]), ops.eq(state[t].name, s.name),
                         ops.eq(state[t].controller, s.controller),
                         ops.or_(marks[t], ops.not_(marks[o])) if j < i else ops.and_(marks[t], ops.not_(marks[o])))
                for j, t in enumerate(them) if t != o]
        out[o] = ops.and_(on, _legendary(ops, s), ops.or_(*over))
    return out


def destroyed(ops: Any, s: ObjState) -> Value:
    """704.5g-h, 702.12b: the creature in state s is destroyed for the damage it was dealt."""
    if ops.is_false(ops.or_(ops.lt(0, s.damage), s.deathtouched)):
        return False
    lethal = ops.or_(ops.and_(ops.lt(0, s.damage), ops.not_(ops.lt(s.damage, s.toughness))), s.deathtouched)
    return ops.and_(ops.lt(0, s.toughness), lethal, ops.not_(s.abilities.get("indestructible", False)))


def cancels(ops: Any, counters: Dict[str, Value]) -> Value:
    """704.5q applies: a permanent has both a +1/+1 and a -1/-1 counter."""
    if "+1/+1" not in counters or "-1/-1" not in counters:
        return False
    return ops.and_(ops.lt(0, counters["+1/+1"]), ops.lt(0, counters["-1/-1"]))


def annihilate(ops: Any, counters: Dict[str, Value], applies: Value) -> Dict[str, Value]:
    """704.5q, where it `applies`: N +1/+1 and N -1/-1 counters are removed, N the smaller
    number of them."""
    if ops.is_false(applies):
        return counters
    plus, minus = counters["+1/+1"], counters["-1/-1"]
    fewer = ops.ite(applies, ops.ite(ops.lt(plus, minus), plus, minus), 0)
    return {**counters, "+1/+1": ops.add(plus, ops.neg(fewer)), "-1/-1": ops.add(minus, ops.neg(fewer))}
