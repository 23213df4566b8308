"""A scenario's effects: resolved ones ([[effect]]), the static abilities that
effects grant ([[card.granted]]), and the references between effects and
objects, checked."""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Dict, List, Tuple

from verifier.load import chosen_words
from verifier.load.ability_texts import listed, matching
from verifier.load.abilities import card_abilities, check_ability, effect, filter_of, static_filter
from verifier.load.files import At, CardLibrary
from verifier.load.forbidding import check_forbids
from verifier.load.schema import LAYER_PARTS
from verifier.model import PLAYERS, SPELL_RESOLVES, Effect, GameObject, Scenario, is_instance
from verifier.model.effects import counts_as
from verifier.model.unfollowed import ONE_SHOT_CARRIED, ONE_SHOT_REFUSED
from verifier.rules import costs, strive
from verifier.rules.typeline import BASIC_LAND_TYPES, intrinsic_mana_ability


def resolved_effect(at: At, table: dict, lib: CardLibrary, numbers: Dict[str, int],
                    grants: Dict[str, List[Tuple[At, dict]]], objects: Dict[str, GameObject],
                    statics: Dict[str, Effect]) -> Effect:
    body_at, body = at, table
    if "card" in table:
        for key in table:
            if key in LAYER_PARTS or key == "affects":
                raise (at / key).error(f"an [[effect]] with card = {table['card']!r} takes its layers and "
                                       f"'affects' from the card; remove {key!r} or the card")
        card = lib.get(table["card"], at / "card")
        body_at, body = resolves_of(at, table, lib)
        if chosen_words.said(body):  # 607.2d, 614.12: an ability it grants names what its source chose as it entered
            source = objects.get(table.get("ability_of", ""))
            if source is None:
                raise at.error(f"effect {table['id']!r} grants an ability naming what its source chose as it entered "
                               f"({body['ability']!r}, 607.2d): give ability_of = the object whose ability resolved, "
                               "whose chosen says it")
            body = chosen_words.read(at, body, source.chosen)
        if not (table.get("spell") in objects and objects[table["spell"]].zone):  # (else where it begins: below)
            _check_one_shot(at, table, body)
        note_grants(card, body, table["id"], grants)
    elif table.get("spell") in objects and _spell_text(objects[table["spell"]], lib):
        raise (at / "spell").error(
            f"effect {table['id']!r} is part of spell {table['spell']!r}'s resolution, and a spell does what its "
            f"card's text says (608.2c): give card = {objects[table['spell']].printed.name!r}, whose [[card.resolves]] "
            "says what that text does (ability = ... names one of several), not layers of its own")
    elif "rule" in table or "forbids" in table:  # 611.2c, 101.2: a change to a rule of the game, in no layer
        layered = next((k for k in table if k in LAYER_PARTS or k == "ability"), None)
        if "rule" in table and "forbids" in table:
            raise (at / "forbids").error("an effect changes one rule of the game (611.2c): give the other an "
                                         "[[effect]] of its own")
        if layered is not None:
            raise (at / layered).error("an effect that changes a rule of the game (611.2c) has no layer parts: give "
                                       "the other changes an [[effect]] of their own")
    else:
        if "ability" in table:
            raise (at / "ability").error("'ability' names one of a card's abilities; it needs 'card'")
        check_ability(at, table, static=False)
    # "this creature gets ...": the object whose ability it is and no other (ability_of, or that one object named)
    own = (body.get("affects") or {}).get("self", False)
    named = list(dict.fromkeys(([table["ability_of"]] if "ability_of" in table else []) + table.get("targets", [])))
    if own and len(named) != 1:
        raise at.error(f"effect {table['id']!r} applies to the object whose ability it is ({table.get('card')!r}: "
                       "\"this creature ...\"): give ability_of = that object, and no other targets")
    if own:
        _check_has_it(at, table["id"], named[0], body.get("ability", ""), table["card"], objects, statics)
    affects = filter_of({k: v for k, v in (body.get("affects") or {}).items() if k != "self"},
                        tuple(named) if own else tuple(table.get("targets", ())))
    target = filter_of(body["target"], ()) if "target" in body else None
    if target is not None and not table.get("targets"):  # (115.1: its targets are the objects it affects)
        raise at.error(f"effect {table['id']!r} has targets ({table.get('card')!r}: \"target ...\"): give "
                       "targets = [...]")
    if '"other": true' in json.dumps({k: v for k, v in body.items() if k != "ability"}) and "ability_of" not in table:
        raise at.error(f"effect {table['id']!r} applies to 'other' objects: give ability_of = the object whose "
                       "ability resolved (\"other\" excludes it)")
    if affects.attached and (table.get("targets") or "ability_of" not in table):  # (`attached_host`)
        raise at.error(f"effect {table['id']!r} applies to what its Aura or Equipment is attached to as it begins "
                       "(611.2c): give ability_of = that Aura or Equipment, and no targets")
    if "forbids" in table:  # (a player's forbidding affects no object, 101.2)
        check_forbids(at, table, static=False)
    adds_phase = table.get("rule") == "additional combat phase"  # (500.8: of the turn, no object's)
    if adds_phase:
        extra = next((k for k in ("targets", "affects", "until", "as_long_as") if k in table), None)
        if extra is not None:
            raise (at / extra).error(f"effect {table['id']!r} adds a combat phase to the turn (500.8): it affects no "
                                     f"object and lasts no time; {extra!r} would change nothing")
    elif table.get("rule") == "must attack" and "player" not in table:
        raise (at / "rule").error(f"effect {table['id']!r} requires an attack (508.1d): give player = the player "
                                  "what it affects must attack")
    elif not affects.objects and not affects.conditional and ("player" not in table or "rule" in table) and \
            not (body.get("deals") and table.get("spell") and "target" not in body):  # (load/spell_damage.py)
        if "card" in table and "ability_of" in table and "affects" not in body:  # (201.5: "this artifact", itself)
            raise body_at.error(f"effect {table['id']!r} is {table['card']!r}'s ability of {table['ability_of']!r}, "
                                "whose [[card.resolves]] does not say what it affects: for an effect on the object "
                                "whose ability it is (\"This artifact becomes ...\", 201.5), give that "
                                "[[card.resolves]] affects = { self = true }, as a generated card has it; for a "
                                "target, target = {...} there and targets = [...] on the [[effect]] (115.1)")
        raise at.error(f"effect {table['id']!r} does not say what it affects: give targets = [...] or "
                       "affects = {...}")
    return replace(effect(body_at, body, table["id"], static=False, source=None, affects=affects, numbers=numbers,
                          controller=_controller(at, table, objects)), until=table.get("until", body.get("until")),
                   ability_of=named[0] if own else table.get("ability_of"), spell=table.get("spell"), target=target,
                   mode=table.get("mode"), kicked=table.get("kicked"), rule=table.get("rule"),
                   one_shot=tuple(body.get("one_shot", ())),
                   puts_counters=tuple(sorted(body.get("puts_counters", {}).items())),
                   awaken=costs.awaken_part(body.get("ability")) if table.get("spell") else 0,
                   any_number=bool(table.get("spell")) and strive.ANY_NUMBER.search(body.get("ability", "")) is not None,
                   # (the other part's text, made its effect id, and the condition, parsed, by load/fighting.py)
                   fights=body.get("fights"), resolves_if=body.get("if_as_it_resolves"), deals=body.get("deals", 0),
                   targets_line=(at / "targets").line if table.get("targets") else 0)


def resolves_of(at: At, table: dict, lib: CardLibrary) -> Tuple[At, dict]:
    """The [[card.resolves]] of the card an [[effect]] with `card` names (608.2c), the one its
    `ability` names where it has several."""
    options = card_abilities(lib.get(table["card"], at / "card"), "resolves")
    if "ability" in table:
        options = [(a, t) for a, t in options if t.get("ability") == table["ability"]]
    if len(options) != 1:
        raise (at / ("ability" if "ability" in table else "card")).error(
            f"card {table['card']!r} has {len(options)} matching resolved abilities; " +
            ("name one with ability = \"...\"" if options else "each is a [[card.resolves]] of the card, saying "
             "what its resolution does and what its target must be (docs/casting.md, Targets)"))
    return options[0]


def _spell_text(spell: GameObject, lib: CardLibrary) -> bool:
    """Whether the spell's card says what it does: its abilities, or a [[card.resolves]]."""
    card = lib.cards.get(spell.printed.name)
    return bool(spell.printed.abilities) or (card is not None and bool(card_abilities(card, "resolves")))


def _controller(at: At, table: dict, objects: Dict[str, GameObject]) -> str:
    """Who controls a resolved effect (its "you", 109.5): `controller` (default "you"); a spell's is
    the spell's controller as it resolved (603.7d), its caster, the card's owner (601.2a); an
    object's own ability's (`ability_of`) is that object's controller, who activated it or controls
    its trigger (602.2, 603.3a): another player named is refused."""
    spell, source = objects.get(table.get("spell")), objects.get(table.get("ability_of"))
    if spell is None and source is not None:  # (an object's own ability: its controller's, 602.2, 603.3a)
        return table.get("controller", source.controller)  # (another only where control changes: check_references)
    if spell is None:
        return table.get("controller", "you")
    if table.get("controller", spell.owner) != spell.owner:
        raise (at / "controller").error(f"the effect of spell {table['spell']!r} is controlled by its caster, its "
                                        f"owner {spell.owner!r} (603.7d, 601.2a), not {table['controller']!r}")
    return spell.owner


# 608.2c: one-shot instructions changing cards in libraries, hands and graveyards (those that change what the
# model follows on the battlefield: ONE_SHOT_REFUSED)
_CARDS = ("draw", "scry", "surveil", "mill", "discard", "library")


def _check_one_shot(at: At, table: dict, body: dict) -> None:
    """608.2c: a resolution does all its instructions; one whose one-shot instructions change
    what the model follows on the battlefield (damage, mana, tokens, a delayed trigger) is
    refused (cards in other zones: `check_one_shot_cards`; a life total: load/life.py)."""
    _refuse_one_shot(at / "card", table["id"], [k for k in body.get("one_shot", ()) if k in ONE_SHOT_REFUSED])


def check_one_shot_cards(where: Dict[str, At], sc: Scenario, counts_zones: bool) -> None:
    """A resolution that draws, looks at or mills cards of a library (121.1, 701.22a, 701.25a,
    701.17a) is refused where the scenario has cards in a library or counts cards in a zone other
    than the battlefield (`counts_zones`); one that discards (701.9a), also where it has cards in
    a hand.  (Elsewhere the cards it moves are none the scenario has, and no number it reads.)"""
    library = any(o.in_library or o.zone == "library" for o in sc.objects.values())
    hand = any(o.zone == "hand" for o in sc.objects.values())
    for eid, e in sc.effects.items():
        if e.one_shot:  # (a resolved effect's, named where its table is)
            _refuse_one_shot(where[eid], eid, [k for k in e.one_shot if k in _CARDS and
                                               (library or counts_zones or k == "discard" and hand)])


def check_begun_one_shots(where: Dict[str, At], sc: Scenario) -> None:
    """608.2c: the effect of a spell still a card in a zone begins only where the history resolves
    that spell (or where a starts event says it began); one whose one-shot instructions change what
    the model follows on the battlefield (ONE_SHOT_REFUSED: damage, ...) is refused there, and only
    there (a spell cast and never resolved, or never cast, does none of them: `can_cast` may still
    ask for its targets)."""
    for eid, e in sc.effects.items():
        refused = [k for k in e.one_shot if k in ONE_SHOT_REFUSED]
        if refused and any(v.kind == SPELL_RESOLVES and eid in v.effects or v.kind == "starts" and v.what == eid
                           for v in sc.events + sc.search_events):
            _refuse_one_shot(where[eid], eid, refused)


def check_carried(where: Dict[str, At], sc: Scenario) -> None:
    """608.2c: a resolution's instructions the history's events carry (counters put or removed, a
    permanent destroyed, sacrificed, returned or attached: ONE_SHOT_CARRIED) have such an event after
    the event that begins it; one begun before the history, where no event can be after, is refused."""
    for eid, e in sc.effects.items():
        if e.puts_counters and any(v.kind == "starts" and v.what == eid for v in sc.events):
            raise where[eid].error(f"effect {eid!r}: its card puts counters on its targets as it resolves (608.2c, "
                                   "122.1), which only a spell's resolution in the history does: cast it and let it "
                                   "resolve, not a starts event")
        carried = [k for k in e.one_shot if k in ONE_SHOT_CARRIED]
        if not carried:
            continue
        began = next((i for i, v in enumerate(sc.events) if v.kind == "starts" and v.what == eid or eid in v.effects),
                     None)
        missing = [k for k in carried if began is None or not any(v.kind in ONE_SHOT_CARRIED[k]
                                                                   for v in sc.events[began + 1:])]
        if missing:
            raise where[eid].error(
                f"effect {eid!r}: as its card resolves it also {' and '.join(_DOES[k] for k in missing)} (608.2c), "
                "which the history's events carry: give " +
                " and ".join(f"a {' or '.join(ONE_SHOT_CARRIED[k])} event" for k in missing) +
                " after the event that begins it")


_DOES = {"counters": "puts counters (122.1)", "counters removed": "removes counters (122.8)",
         "attach": "attaches (701.3a)", "leaves": "destroys, sacrifices or returns a permanent (701.8a, 701.21a)"}


def _refuse_one_shot(at: At, eid: str, changed: List[str]) -> None:
    if changed:
        raise at.error(f"effect {eid!r}: as its card resolves it also does what changes {', '.join(changed)} "
                       "(608.2c), which the model does not follow: not modelled yet")


def _check_has_it(at: At, eid: str, oid: str, ability: str, card: str, objects: Dict[str, GameObject],
                  statics: Dict[str, Effect]) -> None:
    """113.1a, 113.3: "this creature ..." of an ability is the object that has the ability: one that
    prints it, or one a static ability of the scenario may grant it to.  (An object of the card itself
    too: an Aura's card may define the ability it grants, which is not the Aura's own, 113.3.)  A static
    ability granting to what its Aura or Equipment is attached to (611.3a) grants it to that object only."""
    obj = objects.get(oid)
    if obj is None:
        return  # (an unknown object is named as such by check_references)
    granted = {a for e in statics.values() for p in e.parts for a in p.add_abilities
               if not (e.affects.attached and e.source in objects and objects[e.source].attached_to != oid)}
    texts = obj.printed.abilities | granted
    if matching(ability, texts, {obj.printed.name, card}) is None:  # (201.5: its self-references either way)
        raise at.error(f"effect {eid!r} applies to the object whose ability it is (\"this creature ...\", 113.3), and "
                       f"{oid!r} has no ability {ability!r} of {card!r}; {listed(texts)}")


ONCE_EACH_TURN = "Activate only once each turn"  # 602.5b


def once_each_turn(at: At, table: dict, e: Effect, lib: CardLibrary, seen: Dict[tuple, str]) -> None:
    """602.5b: an ability activated only once each turn resolves at most once a turn for
    each object that has it, so two of its effects lasting until end of turn, which can
    only be of one turn, are of two objects: refused unless their ability_of differ (a
    history spanning turns too, conservatively)."""
    if "card" not in table or e.until != "end of turn":
        return
    names = [t.get("ability", "") for _, t in card_abilities(lib.get(table["card"], at / "card"), "resolves")
             if "ability" not in table or t.get("ability") == table["ability"]]
    if not names or ONCE_EACH_TURN not in names[0]:
        return
    key = (table["card"], names[0], e.ability_of)  # (as resolved: "this creature" named by its target too)
    if key in seen:
        raise at.error(f"effects {seen[key]!r} and {table['id']!r} would be two resolutions in one turn of "
                       f"{names[0]!r}, which is activated only once each turn (602.5b): give each the object whose "
                       "ability it is (ability_of), different objects")
    seen[key] = table["id"]


def attached_hosts(objects: dict, effects: dict, where: Dict[str, At], events: List[dict]) -> None:
    """A resolved effect on "enchanted / equipped creature" affects the object its source
    (ability_of) is attached to as it begins, and that object only from then (611.2c): the
    one the source is attached to as the scenario begins, where no event attaches or
    unattaches the source (else which one it was as the effect began is not modelled)."""
    moved = {t.get("attach") for t in events} | {t.get("unattach") for t in events}
    for eid, e in list(effects.items()):
        if e.static or not e.affects.attached:
            continue
        host = objects[e.ability_of].attached_to
        if host is None or host in PLAYERS or e.ability_of in moved:
            raise where[eid].error(f"effect {eid!r} applies to what {e.ability_of!r} is attached to as it begins "
                                   f"(611.2c): {e.ability_of!r} must be attached to an object as the scenario "
                                   "begins, and no event may attach or unattach it (what it is attached to as the "
                                   "effect begins after an attach, 613.7e, 701.3b, is not followed); else write the "
                                   "effect out on that object, targets = [...] with the card's layers and until (a "
                                   "stand-in that only targets it, 608.2b, 115.1: nothing there may stop targeting "
                                   "it)")
        effects[eid] = replace(e, affects=replace(e.affects, attached=False, objects=(host,)))


def note_grants(card: At, ability: dict, eid: str, grants: Dict[str, List[Tuple[At, dict]]]) -> None:
    """The static abilities an ability of `card` grants that the card defines ([[card.granted]])."""
    given = set(ability.get("layer6", {}).get("add_abilities", ()))
    defined = [(a, t) for a, t in card_abilities(card, "granted") if t["ability"] in given]
    if defined:
        grants[eid] = defined


def attach_hosts(objects: dict, events: List[dict]) -> Dict[str, set]:
    """Each object -> what it may ever be attached to: as the scenario begins, and by the
    history's (or a search's) attach events."""
    out = {o.id: {o.attached_to} - {None} for o in objects.values()}
    for table in events:
        if "attach" in table and table["attach"] in out:
            out[table["attach"]].add(table.get("to"))
    return out


def granted_effects(grants: Dict[str, List[Tuple[At, dict]]], objects: dict, effects: dict,
                    numbers: Dict[str, int], hosts: Dict[str, set]) -> Dict[str, Effect]:
    """For each object an effect may grant a static ability to, that ability's own
    effect: it exists while the object has the ability from that effect (613.7a)."""
    out = {}
    for by, defined in grants.items():
        for o in _may_affect(effects[by], objects, hosts):
            for at, table in defined:
                eid = f"{o}.{table['ability']} (granted by {by})"
                out[eid] = replace(effect(at, table, eid, static=True, source=o, affects=static_filter(table, o),
                                          numbers=numbers), granted_by=by)
    return out


def check_instances(grants: Dict[str, List[Tuple[At, dict]]], objects: dict, effects: dict,
                    hosts: Dict[str, set]) -> None:
    """Refuse what the model cannot tell apart: an object that may have one static
    ability from two sources (printed, or given by two effects) while some effect
    may remove it.  Each source gives its own instance (113.2c), and a removal takes
    only the instances there when it applies."""
    removers = [(e, p) for e in effects.values() for p in e.parts if p.layer in ("4", "6")]
    for o in objects:
        given: Dict[str, List[str]] = {}
        for by, defined in grants.items():
            if o in _may_affect(effects[by], objects, hosts):
                for _, table in defined:
                    given.setdefault(table["ability"], []).append(by)
        for at, table in (d for by in grants for d in grants[by]):
            ability = table["ability"]
            sources = given.get(ability, []) + (["its printed text"] if ability in objects[o].printed.abilities else [])
            if len(sources) < 2:
                continue
            for e, p in removers:
                if o in _may_affect(e, objects, hosts) and (p.land_types is not None or p.removes(ability)):
                    raise at.error(f"object {o!r} may have {ability!r} from {' and from '.join(sorted(set(sources)))}, "
                                   f"and effect {e.id!r} may remove it: which instance a removal takes (113.2c) "
                                   "is not modelled")


def _may_affect(e: Effect, objects: dict, hosts: Dict[str, set]) -> List[str]:
    """The objects an effect can ever apply to: those it names, or what its object
    may be attached to (`attach_hosts`), or any."""
    if e.affects.objects:
        return list(e.affects.objects)
    if e.static and e.affects.attached:
        return sorted(hosts.get(e.source, ()))
    return list(objects)


def check_references(objects: dict, effects: dict, where: Dict[str, At],
                     grants: Dict[str, List[Tuple[At, dict]]]) -> None:
    statics = {e.ability for e in effects.values() if e.static}
    statics |= {table["ability"] for defined in grants.values() for _, table in defined}  # [[card.granted]]
    for o in objects.values():
        if o.attached_to in PLAYERS and "Aura" not in o.printed.subtypes:
            raise (where[o.id] / "attached_to").error(f"only an Aura can be attached to a player (303.4, 301.5), "
                                                      f"not {o.id!r}")
        if o.attached_to is not None and not {"Aura", "Equipment", "Fortification"} & set(o.printed.subtypes):
            raise (where[o.id] / "attached_to").error(f"only an Aura, Equipment or Fortification is attached (301.5, "
                                                      f"303.4), not {o.id!r}")
        if o.attached_to is not None and o.attached_to not in objects and o.attached_to not in PLAYERS:
            raise (where[o.id] / "attached_to").error(f"object {o.id!r} is attached to unknown object {o.attached_to!r}")
    for e in effects.values():
        at = where[e.source] if e.static else where[e.id]
        defined = {t["ability"] for _, t in grants.get(e.id, ())}
        for p in e.parts:
            for i, word in enumerate(p.add_abilities):
                if word in statics and word not in defined:
                    raise (at / "layer6" / "add_abilities" / i).error(
                        f"effect {e.id!r} grants the static ability {word!r}, which its card does not define "
                        "as a [[card.granted]] ability")
        if e.static:
            continue
        if e.until == "its controller's next untap step":
            _check_untap_step_duration(at, e, effects)
        for i, o in enumerate(e.affects.objects):
            if o not in objects:
                raise (at / "targets" / i).error(f"effect {e.id!r} names unknown object {o!r}")
        if e.ability_of is not None and e.ability_of not in objects:
            raise (at / "ability_of").error(f"effect {e.id!r} names unknown object {e.ability_of!r}")
        _check_ability_controller(at, e, objects, effects)
        for p in e.parts:
            if p.copy_of is not None and p.copy_of not in objects:
                raise (at / "layer1a" / "copy_of").error(f"effect {e.id!r} copies unknown object {p.copy_of!r}")
            for i, word in enumerate(p.copy_except.add_abilities if p.copy_except else ()):
                if word in statics:  # (707.9a: its effects would need an object whose text has it)
                    raise (at / "layer1a" / "except" / "add_abilities" / i).error(
                        f"a copy that gains the static ability {word!r} as part of the copying is not supported: "
                        "only abilities without effects of their own (keywords, triggered abilities by name)")
            if p.face_down is not None and not e.affects.objects:
                raise at.error(f"face-down effect {e.id!r} must name its objects with targets")
        if e.part("1b") is not None:
            for o in e.affects.objects:
                others = [f.id for f in effects.values() if f is not e and f.part("1b") and o in f.affects.objects]
                if others:
                    raise at.error(f"object {o!r} has more than one face-down effect ({e.id}, {others[0]}): "
                                   "not supported")


def _check_ability_controller(at: At, e: Effect, objects: dict, effects: dict) -> None:
    """602.2, 603.3a: the effect of an object's own ability (`ability_of`) is controlled by who
    controls that object as it is activated or triggers; a `controller` other than the object's is
    refused unless something in the scenario may change who controls it (layer 2)."""
    if e.ability_of is None or e.spell is not None or e.controller == objects[e.ability_of].controller:
        return
    if not any(p.controller is not None for f in effects.values() for p in f.parts):
        raise (at / "controller").error(
            f"the effect {e.id!r} of an ability of {e.ability_of!r} is controlled by the player who controls "
            f"{e.ability_of!r}, {objects[e.ability_of].controller!r} (602.2, 603.3a), not {e.controller!r}: nothing "
            "in the scenario changes who controls it")


def _check_untap_step_duration(at: At, e: Effect, effects: dict) -> None:
    """"Until its controller's next untap step" (611.2a) names the controller of the
    effect's one target: a player no effect may change (else whose untap step ends it
    would be a reading of its own)."""
    if len(e.affects.objects) != 1:
        raise (at / "until").error(f"{e.until!r} is the untap step of its target's controller: the effect "
                                   "names exactly one target")
    x = e.affects.objects[0]
    changers = [f.id for f in effects.values() if f.part("2") is not None and
                (not f.affects.objects or x in f.affects.objects)]
    if changers:
        raise (at / "until").error(f"{e.until!r}: who controls {x!r} may change ({changers[0]!r}), and whose untap "
                                   "step ends the effect then is not modelled")


def check_removed_abilities(root: At, tables: List[dict], objects: dict, effects: dict) -> None:
    """An ability that an [[effect]] of the scenario itself removes must be one that
    something else in the scenario has or grants: otherwise it is a misspelling."""
    mentioned = {intrinsic_mana_ability(t) for t in BASIC_LAND_TYPES}
    for o in objects.values():
        mentioned |= o.printed.abilities
    for e in effects.values():
        for p in e.parts:
            mentioned |= set(p.add_abilities) | (p.face_down.abilities if p.face_down else set())
            mentioned |= set(p.copy_except.add_abilities if p.copy_except else ())
    for i, table in enumerate(tables):
        for k, word in enumerate([] if "card" in table else table.get("layer6", {}).get("remove_abilities", [])):
            at = root / "effect" / i / "layer6" / "remove_abilities" / k
            if not any(counts_as(a, word) for a in mentioned):  # (a bare keyword removes its instances, 702)
                raise at.error(f"effect {table['id']!r} removes {word!r}, an ability nothing in the scenario has or grants")
            # 702.11f, 702.16g: losing one part of a shorthand "protection from red and from blue" keeps the other,
            # and the model holds the shorthand as one ability
            split = next((a for a in sorted(mentioned) if counts_as(a, word) and not is_instance(a, word)), None)
            if split is not None:
                raise at.error(f"effect {table['id']!r} removes {word!r}, one part of {split!r} (702.11f, 702.16g: "
                               "shorthand for two abilities), which the model does not split")
