"""Spells in a history (601, 608): `[[event]] cast = "card"` and the `resolves` events that
name a spell, checked and read.

A spell is a card of the scenario in a zone (`zone = "hand"`, or one a draw puts there),
cast by its owner (601.2a): `x` or `x_at_most` is the X announced (107.3a), `free = true`
casts it without paying its mana cost (X is then 0, 107.3b), `targets` are the spells a
spell that counters (its card's `counters_spell`, 701.6a) targets, or the card in a graveyard a
spell `verifier.rules.graveyard_spells` reads targets (115.1); the targets of a spell
whose resolution begins an effect are that [[effect]]'s (`spell = "card"`).  `resolves =
"card"` resolves it: an instant or sorcery begins its effects and goes to its owner's
graveyard (608.2c, 608.2n); a permanent spell becomes a permanent (608.3a): an `enters`
event from the stack."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional

from verifier.load import assist, aura_spells, awaken, bestow, convoke, delayed, emerge, evoke, mana_sacrifice, spell_costs
from verifier.load.alternative_costs import alternative_cost
from verifier.load.discard_costs import check_cast as check_discard
from verifier.load.sacrifice_costs import check_cast as check_sacrifice
from verifier.load.claims import claim_id
from verifier.load.files import At, table_of
from verifier.load import kicked_permanents, playing
from verifier.load import forbidding
from verifier.load import unfollowed_spells
from verifier.load import unread as unread_ability
from verifier.load.manadefs import unread_spending
from verifier.load import countering, modal_activation, protection, strive, unless_paid, ward
from verifier.model import SPELL_RESOLVES, Event, GameObject, Scenario, is_mana_ability
from verifier.model.unfollowed import ACTIVATION_RULES, CASTING_RULES, LIFE_RULES, NEXT_CAST_TRIGGERS, SPELL_GRANTS, \
    TARGETING_RULES, other_way_to_cast
from verifier.expr import Expr
from verifier.rules import additional_life, costs, discard_costs, flash_permissions, graveyard_spells, graveyard_targets, \
    legality, phyrexian, sacrifice_costs, split_second, targets
from verifier.rules.payment import need
from verifier.rules.convoke import TAPPINGS, has
from verifier.rules.cycling import CYCLING
from verifier.rules.spell_payments import counts_hand_or_stack, hand_or_stack_refusal
from verifier.state import Vocabulary

_MANA_SYMBOL = re.compile(r"\{(\d+|[WUBRGCSX]|[WUBRG2]/[WUBRG])\}")  # (a cost's mana, 107.4; hybrid, 107.4e)
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "planeswalker")  # 110.4b


def check_cast(at: At, table: dict, objects: Dict[str, GameObject], effects: dict, cast: Dict[str, int], i: int,
               repeat: bool, turn_began: bool = False) -> None:
    """A cast names a card that can be cast as the model reads it, once, with the X and
    the targets it needs; an instant or sorcery whose resolution is not followed, as
    `unfollowed_spells` allows."""
    s = table["cast"]
    obj = playing.face_cast(at, table, objects[s])  # (712.11b-c: only the face cast is evaluated)
    if unfollowed_spells.unfollowed(obj, effects, s, any(o.created_by == s for o in objects.values())):  # (608.2c:
        # its resolution, refused where asked)
        unfollowed_spells.check_cast(at, obj, s)
    if "group" in table:
        raise (at / "group").error("a cast is not put in a group: the stack keeps the order of spells (405.2)")
    if obj.zone is None or obj.token:
        raise (at / "cast").error(f"{s!r} is cast from its owner's hand (601.2a, 302.1, 307.1): give it zone = "
                                  "\"hand\" (or let a draw put it there)")
    types = set(obj.printed.types)
    if "land" in types:
        raise (at / "cast").error(f"{s!r} is a land card{' by the face cast' if obj.back else ''}: it is played, "
                                  "never cast (play_land; 305.1, 305.9, 712.12)")
    if not types & {"instant", "sorcery", *PERMANENT_TYPES}:
        raise (at / "cast").error(f"{s!r} has no card type a spell has (instant, sorcery or a permanent type, 110.4b)")
    cost = obj.printed.mana_cost
    if cost is None and not table.get("free"):
        raise (at / "cast").error(f"give {s!r} its mana_cost (\"\" for none: an unpayable cost, 118.6), or cast it "
                                  "with free = true")
    needed = need(phyrexian.PHYREXIAN.sub("", cost or ""))  # (107.4f: its Phyrexian symbols, `phyrexian`)
    if needed is None:
        raise (at / "cast").error(f"the mana cost {cost} of {s!r} has a symbol not modelled (hybrid, 107.4e)")
    _check_phyrexian(at, table, s, cost or "")
    if cost == "" and not table.get("free"):
        raise (at / "cast").error(f"{s!r} has no mana cost, an unpayable one (118.6, 202.1b): cast it with free = true")
    for key in ("x", "x_at_most"):
        if key in table and not needed.xs:
            raise (at / key).error(f"{s!r} has no X in its mana cost (107.3): leave {key!r} out")
        if key in table and table.get("free"):
            raise (at / key).error("cast without paying its mana cost, its X is 0 (107.3b): leave x out")
    if needed.xs and not table.get("free") and "x" not in table and "x_at_most" not in table:
        raise (at / "cast").error(f"{s!r} has X in its mana cost: give x = N, or x_at_most = N for a choice (107.3a)")
    _check_mode(at, table, obj, effects, repeat)
    _check_kicker(at, table, obj, effects)
    _check_surge(at, table, obj, turn_began)
    delayed.check_dash(at, table, obj, repeat)
    emerge.check(at, table, obj, objects, repeat)
    check_sacrifice(at, table, obj, objects, repeat)  # (601.2b, 118.8: "sacrifice a creature")
    check_discard(at, table, obj, objects, repeat)  # (118.8: "discard a card")
    convoke.check(at, table, obj, objects, repeat)
    mana_sacrifice.check(at, table, objects, repeat)
    bestow.check(at, table, obj, repeat)
    evoke.check_cast(at, table, obj, repeat)
    awaken.check_cast(at, table, obj, effects, repeat)
    assist.check_cast(at, table, obj, repeat)
    strive.check_cast(at, obj, effects)  # (601.2c, 601.2f)
    aura = aura_spells.is_aura_spell(obj) or table.get("bestow", False)  # (702.103b: cast bestowed, an Aura spell)
    targets = [] if aura else table.get("targets", [])
    if aura:  # 303.4a: its target, what it will enchant
        aura_spells.check(at, table, obj, objects, repeat)
    elif targets and obj.counters_spell is None and graveyard_spells.read(obj) is None:  # (new-user trial 4, 5)
        raise (at / "targets").error(
            f"{s!r} targets what the effects of its resolution affect (601.2c): give the [[effect]] with spell = "
            f"{s!r} its targets = [...]; a cast's own targets are those of a spell that counters a spell (701.6a), "
            "targets a card in a graveyard (115.1) or is an Aura (303.4a)")
    elif (obj.counters_spell is None and graveyard_spells.read(obj) is None) != (not targets) or len(targets) > 1:
        raise (at / ("targets" if targets else "cast")).error(
            "a spell that counters a spell (its card's counters_spell, 701.6a) has one target, targets = [\"spell\"], "
            "and so has one whose text targets a card in a graveyard (115.1); another spell's targets are its "
            "[[effect]]'s")
    for t in targets:
        if t not in objects or t == s:
            raise (at / "targets").error(f"a spell's target here is another card of the scenario, not {t!r}")
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
        if aura_spells.is_aura_spell(objects[s]) or s in bestow.bestowed_casts(tables):  # (its own target, 608.3b)
            raise (at / "copy_spell").error(f"a copy of the Aura spell {s!r} (707.10, 608.3b) is not modelled")
        if graveyard_spells.read(objects[s]) is not None:  # (707.10: the copy's target, 707.10c, not followed)
            raise (at / "copy_spell").error(f"a copy of {s!r}, whose target is a card in a graveyard, is not modelled")
        if any(e.spell == s for e in effects.values()):
            raise (at / "copy_spell").error(f"a copy of {s!r}, whose resolution begins an effect, is not modelled "
                                            "(707.10: the copy's own effect, with its own timestamp)")
        if objects[s].unless_pays is not None:  # (118.12: whose payment, for which target, not followed)
            raise (at / "copy_spell").error(f"a copy of {s!r}, which counters unless paid, is not modelled")
        if any(e.static and e.source == s for e in effects.values()):
            raise (at / "copy_spell").error(f"a copy of {s!r}, whose card has static abilities of its own, is not "
                                            "modelled")
        claim_id(table["as"], at / "as", where)
        by = table.get("by", "you")
        objects[table["as"]] = replace(objects[s], id=table["as"], controller=by, owner=by, token=True, zone=None,
                                       copy_of_spell=s, commander=False)  # (no card: no commander, 903.3)


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
    evoke.copied(at, original)
    cast[table["as"]] = i
    return Event("copy_spell", s, table.get("label"), targets=original.targets, spell_copy=table["as"],
                 line=at.line)


def resolution(at: At, table: dict, objects: Dict[str, GameObject], effects: dict, cast: Dict[str, int],
               resolved: Dict[str, int], i: int, repeat: bool = False, searched: frozenset = frozenset(),
               chosen: Optional[dict] = None) -> Event:
    """`resolves` naming a spell cast before (or, among a search's events, `searched`, cast by
    one of them): a permanent spell enters the battlefield (608.3a), an instant or sorcery
    begins its effects (608.2c): as its cast event `chosen` says, of a modal spell those of
    the mode chosen and those of no mode (700.2), of a spell with kicker those of whether it
    was kicked and those that do not ask (702.33e), its awaken part only if cast for its awaken
    cost (702.113a)."""
    mode, kicked = (chosen or {}).get("mode"), (chosen or {}).get("kicked", False)
    awakened = (chosen or {}).get("awaken", False)  # (702.113a: its awaken part only if cast for that cost)
    s = table["resolves"]
    if s not in cast and not (repeat and s in searched):  # (a search orders them as it tries them)
        raise (at / "resolves").error(f"{s!r} resolves, but no earlier event casts it (601.2, 608)")
    if s in resolved and not repeat:
        raise (at / "resolves").error(f"{s!r} resolves twice (first at event {resolved[s] + 1}): it leaves the stack "
                                      "as it resolves (608.2n, 608.3)")
    if "group" in table:
        raise (at / "group").error("a spell's resolution is not in a group: the stack keeps its order (405.5)")
    if "countered" in table:
        raise (at / "countered").error(countering.spell_countered(s))
    resolved[s] = i
    back = (chosen or {}).get("face") == "back"  # (712.11b: the face it was cast by)
    if objects[s].copies_as_it_enters is not None:  # (cast, it is the spell its card is: 601.2a, 405.4)
        raise (at / "resolves").error(f"{s!r} resolving into a copy as it enters (707.5, 608.3) is not modelled")
    original = objects[s].copy_of_spell or s  # (707.10: a copy does what its spell does)
    unfollowed_spells.check_resolution(at, replace(objects[s], printed=objects[s].face(back)), effects, s, original,
                                       any(o.created_by == s for o in objects.values()))  # (111.1)
    if set(objects[s].face(back).types) & set(PERMANENT_TYPES):  # 712.13: it enters with that face up
        return Event("enters", s, table.get("label"), from_stack=True, back=back, line=at.line)
    return Event(SPELL_RESOLVES, s, table.get("label"), line=at.line, paid=table.get("paid"),
                 effects=tuple(k for k, e in effects.items()
                               if e.spell == s and e.mode in (None, mode) and e.kicked in (None, kicked) and
                               (awakened or not e.awaken)))


def _check_phyrexian(at: At, table: dict, s: str, cost: str) -> None:
    """107.4f, 601.2b: a cast paying a mana cost with Phyrexian symbols says how each is paid, in
    order, "mana" or "life"; one paying another cost (an alternative one, 118.9; nothing) says
    nothing; convoke and assist beside it are refused (which symbols they pay is not followed)."""
    marks = phyrexian.symbols(cost)
    other = next((k for k in costs.ALTERNATIVES if table.get(k)), None)
    if "phyrexian" in table and (not marks or other):
        raise (at / "phyrexian").error(f"phyrexian says how the Phyrexian symbols of the mana cost paid are paid "
                                       f"(107.4f): {s!r} " + (f"is cast with {other}, not paying its mana cost"
                                                             if other else "has none in its mana cost"))
    if marks and not other and len(table.get("phyrexian", ())) != len(marks):
        raise (at / ("phyrexian" if "phyrexian" in table else "cast")).error(
            f"the mana cost {cost} of {s!r} has {len(marks)} Phyrexian symbol(s): give phyrexian = [...], how each is "
            "paid, \"mana\" or \"life\", in order (107.4f, 601.2b: chosen as it is cast)")
    for key in ("convoke", "improvise", "assisted_by"):
        if marks and not other and key in table:
            raise (at / key).error(f"{key} beside Phyrexian symbols (107.4f, 702.51a, 702.126a, 702.132a) is not "
                                   "modelled")


_CHOOSE_ONE = re.compile(r"^Choose one\s*[—-]", re.I)  # 700.2: a modal spell with one mode to choose


def _check_mode(at: At, table: dict, obj: GameObject, effects: dict, repeat: bool) -> None:
    """700.2, 700.2a: a modal spell's cast chooses one of its modes (`mode`, one its effects
    name); only "Choose one —" (among its abilities) is read, and not among a search's events."""
    modes = {e.mode for e in effects.values() if e.spell == obj.id and e.mode is not None}
    if not modes:
        if "mode" in table:
            raise (at / "mode").error(f"{obj.id!r} is not modal: no [[effect]] of it has a mode (700.2)")
        return
    if not any(_CHOOSE_ONE.match(a) for a in obj.printed.abilities):
        raise (at / "cast").error(f"the effects of {obj.id!r} have modes: list its \"Choose one —\" ability in its "
                                  "abilities (700.2: other ways of choosing modes are not modelled)")
    if repeat:
        raise (at / "cast").error(f"casting the modal spell {obj.id!r} among a search's events is not modelled")
    if table.get("mode") not in modes:
        raise (at / ("mode" if "mode" in table else "cast")).error(
            f"{obj.id!r} is modal (700.2a): give the mode chosen as it is cast, mode = one of {sorted(modes)}")


_KICKER_LINE = re.compile(r"^(multi)?kicker\b", re.I)


def _check_kicker(at: At, table: dict, obj: GameObject, effects: dict) -> None:
    """702.33a: a spell kicked as it is cast has a kicker ability read here (one cost of
    mana symbols: not two costs nor multikicker, 702.33b-c); an effect that asks whether
    it was kicked belongs to such a spell (702.33e)."""
    cost, unread = costs.kicker(obj.printed.abilities)
    if unread is not None and (table.get("kicked") or any(e.spell == obj.id and e.kicked is not None
                                                          for e in effects.values())):
        raise (at / ("kicked" if table.get("kicked") else "cast")).error(
            f"the kicker ability {unread!r} of {obj.id!r} is not modelled (only \"Kicker\" with a cost of mana "
            "symbols, 702.33a; two costs and multikicker, 702.33b-c, are not)")
    if cost is None and unread is None:
        if table.get("kicked"):
            raise (at / "kicked").error(f"{obj.id!r} has no kicker ability (\"Kicker {{...}}\" among its abilities, "
                                        "702.33a): it can't be kicked")
        if any(e.spell == obj.id and e.kicked is not None for e in effects.values()):
            raise (at / "cast").error(f"an effect of {obj.id!r} asks whether it was kicked, but its card has no "
                                      "kicker ability (\"Kicker {...}\" among its abilities, 702.33a)")
    if cost is not None and (need(cost) is None or need(cost).xs):
        raise (at / "cast").error(f"the kicker cost {cost} of {obj.id!r} has a symbol not modelled (X, hybrid or "
                                  "Phyrexian, 107.3, 107.4e-f)")
    kicked_permanents.check_cast(at, table, obj)  # 702.33e
    said = " ".join(a for a in obj.printed.abilities if not _KICKER_LINE.match(a) and  # (a permanent's, read: 702.33e)
                    not kicked_permanents.read_by_rules(a, obj.printed.name)).lower()
    mine = [e for e in effects.values() if e.spell == obj.id]
    if "kicked" in said and "instead" in said and any(e.kicked is None for e in mine):
        raise (at / "cast").error(f"{obj.id!r} does one thing if kicked and another instead (702.33e): give each "
                                  "[[effect]] of it kicked = true or kicked = false")
    if "kicked" in said and table.get("kicked") and not any(e.kicked for e in mine):
        raise (at / "kicked").error(f"what {obj.id!r} does if kicked (702.33e) is not given: an [[effect]] of it with "
                                    "kicked = true")


def _check_surge(at: At, table: dict, obj: GameObject, turn_began: bool) -> None:
    """702.117a, 118.9a: a spell cast for its surge cost has a surge ability read here (a cost of
    mana symbols, no X), in a history that began the turn (the spells cast before are not known), and has no
    ability that asks whether its surge cost was paid (not modelled)."""
    if not table.get("surge"):
        return
    alternative_cost(at, "surge", "702.117a", obj)
    if not turn_began:
        raise (at / "surge").error("surge asks whether its caster cast another spell this turn (702.117a): begin "
                                   "the history with the turn (a turn event before the cast)")
    if any(re.search(r"\bsurge cost was paid\b", a, re.I) for a in obj.printed.abilities):
        raise (at / "surge").error(f"what {obj.id!r} does if its surge cost was paid (607) is not modelled")


# Mana whose spending the rules restrict or give riders (106.6): refused where mana is spent
_RIDER = re.compile(r"\b(Spend this mana only|(If|When|Whenever) (that|this) mana is spent|This mana can(?:'t)? be spent|"
                    r"(If|When|Whenever) you spend this mana)", re.I)
def unpaid_mana(sc: Scenario, named_sacrifices: bool = False) -> Optional[str]:
    """Why spending mana in sc is not modelled, if it is not: a mana ability whose cost is
    more than {T} (its other costs paid as the mana is made, 601.2g-h: not modelled), or
    whose mana has a rider or spending restriction (106.6).  With `named_sacrifices` (the
    payments are casts, each naming what it sacrifices for mana, `sacrificed_for_mana`), a
    cost sacrificing the ability's own permanent is followed (601.2g, 701.21a), but beside mana,
    counters or {Q} in the cost, or a rider on its mana (106.6: what it pays is not chosen there)."""
    counted = unfollowed_mana_activation(sc)
    if counted is not None:
        return counted
    colorless = next((p for p in sc.spending if p.kind == "only colorless"), None)
    if colorless is not None and any("{C}" in t or "{S}" in t for o in sc.objects.values()
                                     for t in (o.printed.mana_cost or "", *o.printed.abilities)):
        return f"{colorless.ability!r} beside a cost with {{C}} or {{S}} (what mana spent only as though it were " \
               "colorless may pay there, 609.4b, 107.4c, 107.4h) is not modelled"
    for name, ab in sorted(sc.mana_abilities.items()):
        if not _may_be_activated(sc, name):
            continue
        c = ab.cost
        unread = costs.read(name.partition(":")[0])[1] if ":" in name else ()
        other = next((u for u in unread if re.match(r"Sacrifice\b", u)), None)
        if other is not None or c.sacrifice and not (named_sacrifices and not (c.untap or c.mana or c.counters) and
                                                     ab.rider is None):
            return sacrifice_refusal(name, other)
        if unread:  # ("Exert this creature": other costs, whose results are not followed)
            return f"the mana ability {name!r}, whose cost {unread[0]!r} is not followed, is not modelled in a " \
                   "payment (601.2g-h)"
        if c.untap or c.mana or c.counters:
            return f"the mana ability {name!r}, whose cost is more than {{T}} (or {{T}} and life), is not modelled in a " \
                   "payment (601.2g-h)"
        life_rule = next((a for a in Vocabulary.of(sc).abilities if LIFE_RULES.search(a)), None) if c.life else None
        if life_rule is not None:  # (119.8, 119.4)
            return f"the mana ability {name!r} pays life, and the ability {life_rule!r} changes whether life can be " \
                   "paid (119.8): not modelled"
        if _RIDER.search(unread_spending(ab)) or re.search(r"\bthat mana\b", unread_spending(ab), re.I):
            return f"the mana ability {name!r}, whose mana is restricted in how it is spent (106.6) or has a rider, " \
                   "is not modelled in a payment (but \"Spend this mana only to cast ...\" given as spend_only, and " \
                   "\"that spell can't be countered\" as rider)"
        if ab.rider is not None and (sc.replacements or sc.mana_triggers or len(ab.units) != 1 or
                                     ab.units[0].amount != 1):
            return f"the mana ability {name!r} has a rider (106.6): one on more than one mana, or on mana that " \
                   "replacement effects or triggered mana abilities may change, is not modelled"
        if ab.spend_only is not None and sc.mana_triggers:
            return f"the mana ability {name!r} restricts how its mana is spent (106.6), and a triggered mana " \
                   "ability adds mana that it does not restrict: not modelled"
    return None


def _may_be_activated(sc: Scenario, name: str) -> bool:
    """Whether the mana ability `name` may be activated in sc's history: some effect may grant it,
    or an object with it is a permanent as the history begins or is named by one of its events (a
    card in a library, a hand or a graveyard that nothing moves has no mana ability to activate
    there, 605.3a, 113.6; new-user trial 4, friction 3: an Eldrazi Temple in a library)."""
    if any(name in p.add_abilities for e in sc.effects.values() for p in e.parts):
        return True
    named = {x for e in sc.events for x in (e.what, e.finds, e.spell_copy, *e.targets)} | \
        {x for t in (*sc.triggers, *sc.abilities) for x in (t.returns, t.returns_as, getattr(t, "finds", None),
                                                            *getattr(t, "moves", ()))}
    return any(name in o.printed.abilities and (not o.zone or o.id in named) for o in sc.objects.values())


def sacrifice_refusal(name: str, other: Optional[str]) -> str:
    """The one refusal of a payment beside a mana ability whose cost sacrifices a permanent
    (701.21a, 601.2g-h): `other` the part sacrificing another permanent, if so."""
    what = f"sacrifices another permanent ({other!r})" if other else "sacrifices a permanent"
    return f"the mana ability {name!r} {what} as its cost: in a payment, only a cast's sacrificed_for_mana follows " \
           "such a cost, and only one sacrificing the ability's own permanent, with no mana, counters or {Q} in its " \
           "cost besides and no rider on its mana (601.2g-h, 701.21a, 106.6); can_cast, add_mana and other payments " \
           "beside it are not modelled"


def unfollowed_mana_activation(sc: Scenario) -> Optional[str]:
    """Why tapping a permanent for mana in sc is not modelled, if it is not: a mana ability
    activated "only once each turn" (602.5b), whose activations the model does not count
    (605.3a), or "only as an instant" (602.5e: when its controller has priority, which the
    model does not follow) or "only as a sorcery" (602.5d: a main phase with the stack empty, which
    a payment for a spell never is), or one with a cost the model does not follow (602.2b: tapping
    other permanents, cards from a hand or graveyard, energy, a number of counters chosen);
    what they could produce is another matter (106.7: as if it resolved, whatever the costs).
    Also one activated only if a condition holds that its table does not state (602.5b), one with
    an X in its mana cost, and one whose amount of mana the model does not follow
    (`costs.UNFOLLOWED_YIELD`); and any where an ability the model does not follow may stop or change activating
    abilities (602.5: "Your opponents can't activate abilities of artifacts", kept by its text), mana abilities too
    (605.3a)."""
    ruled = _activation_rule(sc) if sc.mana_abilities else None
    if ruled is not None:
        return f"the ability {ruled!r} changes what can be activated (602.5), mana abilities too (605.3a): not modelled"
    for name, ab in sorted(sc.mana_abilities.items()):
        said, unread = costs.restrictions(name)
        unread += tuple(r for r in said if costs.counter_on_it(r))  # (a mana ability's is its table's only_if)
        timing = {costs.ONCE: "once each turn (602.5b)", costs.INSTANT: "as an instant (602.5e)",
                  costs.SORCERY: "as a sorcery (602.5d: with the stack empty, so never while a spell is paid for)"}
        when = next((timing[r] for r in said if r in timing), None)
        if when is not None:
            return f"the mana ability {name!r} is activated only {when}, which the model does not follow (605.3a)"
        if unread and ab.only_if is None and not ab.only_with_counters:
            return f"the mana ability {name!r} has the restriction {unread[0]!r}, which the model does not check " \
                   "(602.5b)"
        if "X" in ab.cost.mana:
            return f"the mana ability {name!r} costs {{X}}, an amount chosen as it is activated, which the model " \
                   "does not follow (107.3)"
        varies = costs.UNFOLLOWED_YIELD.search(name.partition(":")[2])
        if varies:
            return f"the mana ability {name!r} adds mana the model does not follow in a payment ({varies[0]!r}, " \
                   "106.1)"
        doing = costs.UNFOLLOWED_DOING.search(name.partition(":")[2])
        if doing:  # (605.1a: done as its mana is added; 122.1: counters no event of the history puts)
            return f"the mana ability {name!r} also does what the model does not follow ({doing[0]!r}, 122.1): " \
                   "tapping it for mana is not modelled"
        unfollowed = [part for part in costs.read(costs.ABILITY_WORD.sub("", name.partition(":")[0]))[1]
                      if not costs.FOLLOWED_OTHERWISE.fullmatch(part)]
        if unfollowed:
            return f"the mana ability {name!r} has the cost {unfollowed[0]!r}, which the model does not follow (602.2b)"
    return None


def unfollowed_casting(sc: Scenario) -> Optional[str]:
    """Why casting a spell in sc is not modelled, if it is not: an ability of the scenario
    (an object's, or one an effect grants) changes how spells are cast or countered (a
    cost change its card defines with `cost_change` aside); a cost change counting the
    spells cast this turn, with a history that does not begin with the turn (the spells
    cast before it are not known); a delayed trigger on the next spell cast (603.7a)."""
    if any(c.per_other_spell for c in sc.cost_changes) and (not sc.events or sc.given_events[0].kind != "turn"):
        return "a cost change counts the spells cast this turn (601.2f), and those cast before the history began " \
               "are not known: begin the history with a turn event"
    for c in sc.cost_changes:  # (a spell's own, which works from the stack and the hand, 601.2f, 604.1)
        spell_only = {"instant", "sorcery"} & set(sc.objects[c.source].printed.types)
        if re.search(r"\bthis spell\b", c.ability, re.I) or spell_only:
            return f"the ability {c.ability!r} changes the cost of its own spell: a cost change is modelled only " \
                   "from a permanent on the battlefield"
    for o in sorted(sc.objects):  # (118.9: the alternative costs read, 702.117a, 702.119a)
        for keyword, read in (("surge", costs.surge), ("emerge", costs.emerge), ("evoke", costs.evoke),
                              ("dash", costs.dash)):
            cost, unread = read(sc.objects[o].printed.abilities)
            if unread is not None or cost is not None and (need(cost) is None or need(cost).xs):
                return f"the {keyword} ability {unread or cost!r} of {o!r} is not modelled (a cost of mana symbols " \
                       "without X is: 702.117a, 702.119a, 702.74a, 702.109a; not emerge from a quality, 702.119b)"
    why = spell_costs.unfollowed(sc)
    if why is not None:
        return why
    delayed = next((a for a in Vocabulary.of(sc).abilities if NEXT_CAST_TRIGGERS.search(a)), None)
    if delayed is not None:  # 603.7a: what it does to the next spell cast this turn is not followed
        return f"the ability {delayed!r} creates a delayed trigger on the next spell cast this turn (603.7a): not " \
               "modelled"
    modelled = {c.ability for c in sc.cost_changes} | forbidding.modelled(sc)  # (601.2f; 101.2: what it forbids)
    modelled |= spell_costs.modelled(sc)  # (a spell's own cost reduction, 601.2f, and restriction, 106.6)
    modelled |= strive.modelled(sc)  # (601.2f: a cost increase per target beyond the first, 207.2c)
    modelled |= unless_paid.modelled(sc)  # (118.12: "Counter target spell unless its controller pays {X}")
    modelled |= ward.modelled(sc)  # (702.21a: a ward a [[trigger]] says)
    modelled |= protection.modelled(sc)  # (702.16b: a target's protection, `verifier.rules.stack.may_target`)
    modelled |= split_second.modelled(sc)  # (702.61a: `verifier.rules.split_second`)
    # (702.51a, 702.126a: `convoke`, `improvise` on a cast)
    modelled |= {a for a in Vocabulary.of(sc).abilities if any(how.keyword.match(a) for how in TAPPINGS)}
    modelled |= {a for a in Vocabulary.of(sc).abilities if costs.bestow([a])[0] is not None}  # (702.103a: `bestow`)
    modelled |= {a for a in Vocabulary.of(sc).abilities if flash_permissions.is_permission(a)}  # (601.3: timing)
    # (601.2b, 118.8: an additional cost sacrificing a permanent of a kind, `sacrificed` on a cast, or discarding a
    # card, `discarded`, or paying life, unless an ability changes whether life can be paid, 119.8: a card's front
    # face's own, as the casts read it)
    printed = {a for o in sc.objects.values() for a in o.printed.abilities}
    life_rule = any(LIFE_RULES.search(a) for a in Vocabulary.of(sc).abilities)
    modelled |= {a for a in printed if sacrifice_costs.additional([a]) is not None or
                 discard_costs.additional([a]) is not None or additional_life.said(a) and not life_rule}
    # (702.74a: an evoke ability read just above, its cost an alternative one, its trigger a [[trigger]]'s)
    modelled |= {a for o in sc.objects.values() for a in o.printed.abilities if costs.is_evoke(a)}
    modelled |= {a for o in sc.objects.values() for a in o.printed.abilities if assist.ASSIST.match(a)}  # (702.132a)
    modelled |= {name for name, ab in sc.mana_abilities.items() if ab.rider is not None}  # (106.6: riders)
    for a in Vocabulary.of(sc).abilities:
        if a not in modelled and (CASTING_RULES.search(a) or SPELL_GRANTS.search(a)):
            return f"the ability {a!r} changes how spells are cast or paid for (601.2, 601.2f, 106.4, 702): not modelled"
    return None


def zone_read_while_casting(sc: Scenario) -> Optional[str]:
    """Why paying for a spell in sc is not modelled, if it is not: a static ability counting
    the cards in a hand or on the stack for power or toughness (Maro).  601.2a moves the card
    being cast to the stack before 601.2g's mana abilities are activated; the payment reads
    the board with the card moved (`Spells.casting_board`), but does not lay the layers
    again, so what such an ability gives would be read as if the card were still in the hand."""
    reader = counts_hand_or_stack(sc)
    return None if reader is None else hand_or_stack_refusal(reader)


def unfollowed_activation(ability: str, sc: Scenario) -> Optional[str]:
    """Why whether the ability could be activated is not decided here, if it isn't: a
    restriction on activating it other than "only as a sorcery", "as an instant", "once each turn"
    (602.5b, 602.5d-e), or "once each turn" on a mana ability, which tapping for mana in a
    history activates uncounted (605.3a); a target not read (`targets.read`), or one
    with an ability of the scenario that changes what can be targeted; an ability of
    the scenario that stops activations or changes their costs, or forbids paying the life
    its cost pays (119.8)."""
    read, unread = costs.restrictions(ability)
    if unread:
        return costs.unread_restriction(unread[0])
    if costs.ONCE in read and is_mana_ability(ability):
        return "how often a mana ability is activated in a turn is not counted (602.5b, 605.3a)"
    aimed, unaimed = targets.read(ability)
    if any(o.zone and ability in o.printed.abilities and graveyard_targets.read(ability, o.printed.name)
           for o in sc.objects.values()):  # (113.6: "N target cards from an opponent's graveyard", read there)
        aimed, unaimed = True, ()
    if unaimed:
        return f"the target in {unaimed[0]!r} is not read (115.1, 601.2c): say it as \"target creature\", " \
               "\"another target creature you control\", \"target creature card from your graveyard\", ..."
    cost = costs.of_ability(ability)[0]
    if cost.mana and costs.payments(cost.mana) is None:
        return f"its mana cost {cost.mana} has a symbol not modelled (Phyrexian, 107.4f)"
    pays_life = bool(cost.life)
    ruled = _activation_rule(sc)
    for a in Vocabulary.of(sc).abilities:
        if a == ruled or aimed and TARGETING_RULES.search(a) and a not in ward.modelled(sc) | protection.modelled(sc) or \
                pays_life and LIFE_RULES.search(a):
            return f"the ability {a!r} changes what can be activated, targeted or paid (602.5, 115.4, 119.8, 702): " \
                   "not modelled"
    return None


def _activation_rule(sc: Scenario) -> Optional[str]:
    """The first ability text of sc that changes what can be activated or what activating costs (602.5, 602.2b:
    "Your opponents can't activate abilities of artifacts"), mana abilities too (605.3a), that the model does not
    follow: neither said in an effect's `forbids` (101.2) nor read as a cost change."""
    followed = forbidding.modelled(sc)  # (101.2: what an effect forbids, followed)
    changes = {c.ability for c in sc.cost_changes if c.activations is not None}  # (602.2b: read as cost changes)
    return next((a for a in Vocabulary.of(sc).abilities if ACTIVATION_RULES.search(a) and a not in followed | changes),
                None)


SNOW_WITH_TRIGGERS = "{S} paid with mana a triggered mana ability adds (from a source of its own, 107.4h) is not " \
                     "modelled"


def snow_with_triggers(sc: Scenario) -> bool:
    """Whether a cost of the scenario with {S} (a mana cost, or any in an ability's text: an
    activation cost, kicker, 107.4h) may be paid where a triggered mana ability adds mana: that
    mana comes from the trigger's source, not the permanent tapped, which the model does not
    tell apart."""
    return bool(sc.mana_triggers) and any("{S}" in (o.printed.mana_cost or "") or
                                          any("{S}" in a for a in o.printed.abilities)
                                          for o in sc.objects.values())


def check_payments(root: At, tables: List[dict], sc: Scenario) -> None:
    """What casting and paying for a spell reads is modelled (`unpaid_mana`,
    `unfollowed_casting`), and mana of a snow source only where no triggered mana ability
    adds mana from another source (107.4h)."""
    activated = {a.id for a in sc.abilities}
    # (suspend's special action pays its cost, and is done only when the card could be cast: 116.2f, 702.62c)
    spent = [i for i, e in enumerate(sc.given_events) if e.kind in ("cast", "add_mana") or e.suspends or
             e.kind == "activate" and e.what in activated]
    if spent and snow_with_triggers(sc):
        raise (root / table_of(tables, spent[0], sc.given_events) / _key(sc.given_events[spent[0]])).error(SNOW_WITH_TRIGGERS)
    cast = [i for i in spent if sc.given_events[i].kind != "activate"]
    # (118.9d: a spell cast without paying its mana cost still pays a kicker cost and cost increases)
    paid = [i for i in cast if not sc.given_events[i].free or sc.given_events[i].kicked or sc.cost_changes]
    searched = [e for e in sc.search_events if e.kind == "cast"]
    convoking = next(((e.what, how) for e in searched for how in TAPPINGS
                      if has(how, sc.objects[e.what].printed.abilities)), None)
    if convoking is not None:  # (702.51a, 702.126a: what it could tap is not among the lines a search tries)
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"casting {convoking[0]!r}, a spell with {convoking[1].name} ({convoking[1].rule}), among a search's "
            "events is not modelled")
    bestowing = next((e.what for e in searched if bestow.has_bestow(sc.objects[e.what])), None)
    if bestowing is not None:  # (702.103a: whether it is cast bestowed is not among the lines a search tries)
        raise (At(root.file) / "scenario" / "search" / "events").error(
            f"casting {bestowing!r}, a card with bestow (702.103a), among a search's events is not modelled")
    bestowed = [i for i in cast if sc.given_events[i].bestow]
    if bestowed and bestow.unfollowed(sc):
        raise (root / table_of(tables, bestowed[0], sc.given_events) / "cast").error(bestow.unfollowed(sc))
    if not cast and not searched:
        return
    kind = _key(sc.given_events[cast[0]]) if cast else "cast"
    at = root / table_of(tables, cast[0], sc.given_events) / kind if cast else At(root.file) / "scenario" / "search" / "events"
    named = not searched and all(sc.given_events[i].kind == "cast" for i in spent)  # (601.2g: `sacrificed_for_mana`)
    why = unfollowed_casting(sc) or (unpaid_mana(sc, named) if paid or any(not e.free or sc.cost_changes
                                                                           for e in searched) else None) or \
        (assist.unfollowed(sc) if any(sc.given_events[i].assisted_by for i in cast) else None)
    if why is not None:
        said = {"cast": "casting a spell", "suspend": "suspending a card (116.2f, 702.62c)"}.get(kind, "mana in a pool")
        raise at.error(f"{said} here: {why}")
    # (a cast that asks a cost: not free, or kicked, or changed by a cost change, 118.9d)
    asks = [i for i in cast if sc.given_events[i].kind == "cast" and
            (not sc.given_events[i].free or sc.given_events[i].kicked or sc.cost_changes)]
    why = zone_read_while_casting(sc) if asks or any(not e.free or sc.cost_changes for e in searched) else None
    if why is not None:
        at = root / table_of(tables, asks[0], sc.given_events) / "cast" if asks else At(root.file) / "scenario" / "search" / "events"
        raise at.error(f"casting a spell here: {why}")


def _key(e: Event) -> str:
    """The key of the file's event table that gives e."""
    return "suspend" if e.suspends else e.kind


def _paid_with_mana(x: str, sc: Scenario) -> Optional[str]:
    """Why tapping x for mana is not modelled, if a mana ability x has (printed, or granted by an effect)
    costs mana: paid from elsewhere (602.2b), which tapping x alone does not follow."""
    granted = {a for e in sc.effects.values() for part in e.parts for a in part.add_abilities}
    mine = set(sc.objects[x].printed.abilities) | granted if x in sc.objects else granted
    name = next((n for n, ab in sorted(sc.mana_abilities.items()) if ab.cost.mana and n in mine), None)
    return None if name is None else f"the mana ability {name!r} costs {sc.mana_abilities[name].cost.mana}, mana " \
        "paid from elsewhere, which the model does not follow here (602.2b)"


def _from_its_zone(ability: str, name: str) -> Optional[str]:
    """Why whether an ability that works from its card's zone (113.6: it moves "this card" from your
    graveyard or hand) could be activated is not decided, if it isn't: only embalm, eternalize,
    unearth and the graveyard ability `graveyard_targets` reads are (a card's other abilities there
    would be read as a permanent's, never activatable)."""
    if costs.graveyard_keyword(ability) or graveyard_targets.read(ability, name) is not None:
        return None
    own = rf"(?:this card|~|{re.escape(name)})"
    if re.search(rf"\b(?:return|exile|put|discard) {own} from your (?:graveyard|hand)\b", ability, re.I):
        return "an ability that works from its card's graveyard or hand (113.6) is not modelled in can_activate " \
               "(embalm, eternalize, unearth and \"Exile N target cards from an opponent's graveyard. Return ...\" are)"
    return None


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim that asks whether a spell could be cast, or an ability with mana in its cost
    activated, asks only what the model follows (`check_payments`)."""
    for fn, args in expr.calls():
        ability = args[1] if fn == "can_activate" and len(args) > 1 and isinstance(args[1], str) else None
        if fn in ("can_cast", "can_cast_by", "can_cast_kicked", "can_cast_awakened") and isinstance(args[0], str) and \
                args[0] in sc.objects and assist.has_assist(sc.objects[args[0]]):
            why = "whether another player would help pay for a spell with assist (702.132a) is not modelled: cast it " \
                  "in the history, with assisted_by"
        elif fn in ("can_cast", "can_cast_by", "can_cast_kicked", "can_cast_awakened", "can_suspend"):  # (116.2f, 702.62c: suspended when it could be cast)
            why = unfollowed_casting(sc) or unpaid_mana(sc) or zone_read_while_casting(sc) or \
                (SNOW_WITH_TRIGGERS if snow_with_triggers(sc) else None)
            how = next((how for how in TAPPINGS if isinstance(args[0], str) and args[0] in sc.objects and
                        has(how, sc.objects[args[0]].printed.abilities)), None)
            if why is None and how is not None:
                why = f"its {how.name} ({how.rule}) is not weighed: which {how.kind}s could be tapped for it is not " \
                      f"modelled in can_cast (cast it with {how.name} = [...] in a history)"
            if why is None and isinstance(args[0], str) and args[0] in sc.objects and \
                    bestow.has_bestow(sc.objects[args[0]]):
                why = "casting it bestowed (702.103a) is not weighed in can_cast"
            other = other_way_to_cast(a for face in sc.objects[args[0]].faces for a in face.abilities) \
                if why is None and isinstance(args[0], str) and args[0] in sc.objects else None
            if other is not None:  # (702, 118.9: an alternative or additional cost, or another zone, it may be cast by)
                why = f"its ability {other!r} lets it be cast another way (702, 118.9), which can_cast does not weigh"
        elif fn in ("tapped_for_mana", "can_tap_for_mana"):  # (106.12: activating its mana abilities)
            why = unfollowed_mana_activation(sc) or (_paid_with_mana(args[0], sc) if isinstance(args[0], str) else None)
        elif ability is not None:
            holder = sc.objects.get(args[0]) if isinstance(args[0], str) else None
            unread = () if legality.LOYALTY_COST.match(ability) or costs.graveyard_keyword(ability) or \
                CYCLING.match(ability) else \
                sacrifice_costs.split(costs.of_ability(ability, holder.printed.name if holder is not None else None)[1])[1]
            # (606.4, 702.128a; 701.21a: "Sacrifice a creature" weighed)
            why = unread_ability.can_activate(ability, sc) or modal_activation.refusal(ability) or \
                (f"the part {unread[0]!r} of its cost is not modelled (602.2b, 118.3): whether it could be "
                 "paid would be a guess" if unread else None) or unfollowed_activation(ability, sc) or \
                (unpaid_mana(sc) or (SNOW_WITH_TRIGGERS if snow_with_triggers(sc) else None)
                 if _MANA_SYMBOL.search(ability.partition(":")[0]) else None) or \
                (_from_its_zone(ability, holder.printed.name) if holder is not None else None)
        else:
            continue
        if why is None and not sc.events and any(e.forbids for e in sc.effects.values()):
            why = "an effect forbids casting or activating (101.2), which is followed over a history only: give the " \
                  "scenario its [[event]]s"
        if why is not None:
            raise at.error(f"{fn}: {why}")
