"""Zones other than the battlefield (400.1): an `[[object]]`'s `zone` and `owner`, the
events that put cards into them (`leaves ... into`, `moves ... into`), and the counts
that read them, checked; and whether a scenario tracks zones at all."""
from __future__ import annotations

from typing import Any, Iterable, List, Optional

from verifier.load.files import At, table_of
from verifier.model import Count, Event, Filter, library
from verifier.model.unfollowed import RULE_OFF_THE_BATTLEFIELD
from verifier.rules.suspending import is_suspend_trigger
from verifier.state import Vocabulary

# what only a permanent has (110.5, 506.4, 708, 111.1; 108.4a: a card elsewhere has no controller)
_PERMANENT_ONLY = ("controller", "tapped", "counters", "attached_to", "face_down", "face_down_by", "attacking", "unblocked",
                   "damage",
                   "token", "created_by", "in_library", "since_turn_began", "face", "chosen")
IN = {"graveyard": "in a graveyard", "exile": "in exile", "hand": "in a hand", "library": "in a library",
      "command": "in the command zone", "stack": "on the stack"}
# what a count of the cards in a zone may ask of them: what the card itself says (400.7, 108.3)
_CARD_FILTER = ("types", "non_types", "subtypes", "non_subtypes", "supertypes", "non_supertypes", "colors",
                "non_colors", "names", "abilities", "non_abilities", "owner", "any_of")


def check_object(at: At, table: dict) -> None:
    """An object in a zone other than the battlefield is a card with an owner, and none
    of a permanent's statuses; an instant or sorcery may be anywhere."""
    if "zone" not in table:
        return
    if table["zone"] == "stack":
        raise (at / "zone").error("a spell is on the stack once a cast event puts it there (601.2a): give the card "
                                  "zone = \"hand\" and a cast event")
    for key in _PERMANENT_ONLY:
        if key in table:
            raise (at / key).error(f"{key!r} is said of a permanent (or a card of the library a search finds); "
                                   f"{table['id']!r} is a card {IN[table['zone']]} (400.1), as its card says: "
                                   "not modelled there" + ("; it has no controller there (108.4a): give its owner"
                                                           if key == "controller" else ""))
    if "card" not in table:
        raise (at / "zone").error(f"{table['id']!r} is {IN[table['zone']]}: say which card it is (card = \"...\"; "
                                  "only cards are there, 111.7)")


def check_commanders(at: At, tables: List[dict]) -> None:
    """A commander where the scenario follows zones: its owner may put it into the command
    zone instead of a graveyard, exile, a hand or a library (903.9a-b), a choice not modelled."""
    for i, table in enumerate(tables):
        if table.get("commander"):
            raise (at / i / "commander").error(
                f"{table.get('id')!r} is a commander in a scenario that follows zones: where it goes when it leaves "
                "(its owner may choose the command zone, 903.9a-b) and casting it from there (903.8) are not modelled")


def check_rules_off_the_battlefield(root: At, where: dict, sc: Any) -> None:
    """Where the scenario follows cards off the battlefield, no ability that works there and
    that the model keeps by its text only (`RULE_OFF_THE_BATTLEFIELD`)."""
    said = {t.ability for t in sc.triggers if is_suspend_trigger(t, sc)}  # (followed in exile: 702.62a, 113.6b)
    rule = next((a for a in sorted(Vocabulary.of(sc).abilities) if RULE_OFF_THE_BATTLEFIELD.search(a) and
                 a not in said), None)
    if rule is None:
        return
    holder = next((o.id for o in sc.objects.values() if rule in o.printed.abilities and o.id in where), None)
    raise (where[holder] if holder else root / "object").error(
        f"the ability {rule!r} works on or from cards off the battlefield (611.3a, 113.6b), which the model does not "
        "follow: not in a scenario that follows cards there")


def check_event(at: At, table: dict, kind: str) -> None:
    """`into` says where a permanent that leaves, or a card moved, goes, and only that."""
    if "into" in table and kind not in ("leaves", "moves"):
        raise (at / "into").error("'into' says which zone a permanent leaving (leaves) or a card moved (moves) is "
                                  "put into")
    if table.get("into") == "stack":
        raise (at / "into").error("only a cast puts a card on the stack (601.2a)")
    if kind == "moves" and "into" not in table:
        raise (at / kind).error("say which zone the card is put into: into = \"graveyard\", \"exile\", \"hand\", "
                                "\"library\" (on top) or \"command\"")


def check_spells(root: At, tables: list, objects: dict, events: List[Event], searched: List[Event]) -> None:
    """An [[effect]]'s `spell` is an instant or sorcery card of the scenario that is
    nowhere else (on the stack as it resolves), and the history starts the effect: that
    is where the card is put into its owner's graveyard (608.2n); or a card in a zone that
    the history (or a search's history, `searched`) casts, which begins the effect as it
    resolves (608.2c)."""
    started = {e.what for e in events if e.kind == "starts"}
    cast = {e.what for e in events + searched if e.kind == "cast"}  # (by the history, or by a search's)
    named = [x for e in events if e.kind in ("enters", "leaves", "moves") for x in e.entering or (e.what,)]
    for i, table in enumerate(tables):
        x, at = table.get("spell"), root / i / "spell"
        if x is None:
            continue
        if x not in objects or not {"instant", "sorcery"} & set(objects[x].printed.types):
            raise at.error(f"'spell' names the instant or sorcery card that resolved (608.2n), not {x!r}")
        if "card" in table and table["card"] != objects[x].printed.name:
            raise (root / i / "card").error(f"the effect of spell {x!r} is its card's, {objects[x].printed.name!r} "
                                            f"(608.2c), not {table['card']!r}'s")
        if "mode" in table and x not in cast:
            raise (root / i / "mode").error(f"'mode' is the mode of {x!r} this effect belongs to (700.2): {x!r} is "
                                            "cast by the history, with mode = N on its cast event")
        if "kicked" in table and x not in cast:
            raise (root / i / "kicked").error(f"'kicked' says whether {x!r} was kicked for this effect to begin "
                                              f"(702.33e): {x!r} is cast by the history, kicked or not on its cast "
                                              "event")
        if x in cast:  # (it begins as the spell resolves)
            if table["id"] in started:
                raise at.error(f"{table['id']!r} begins as {x!r}, cast by the history, resolves (608.2c): no starts "
                               "event for it")
            continue  # (it begins where x resolves, if it does: countered, it never does, 701.6a)
        if objects[x].zone or x in named:
            raise at.error(f"{x!r} is on the stack as it resolves: give it no zone, and no event that moves it")
        if table["id"] not in started or sum(t.get("spell") == x for t in tables) > 1:
            raise at.error(f"the history starts {table['id']!r} (a starts event) where {x!r} resolves, once: "
                           "a spell that resolved before the history is a card in a graveyard (zone = \"graveyard\")")


def refusal(c: Count) -> Optional[str]:
    """Why a count of the cards in a zone is not modelled, if it is not."""
    if c.zone is None:
        return None
    if c.zone == "stack":
        return "a count of the spells on the stack is not modelled"
    if c.what in ("power", "toughness"):
        return (f"the {c.what} of cards {IN[c.zone]} is not modelled (a characteristic-defining ability works "
                "there too, 604.3)")
    bad = _unread(c.of)
    if bad is not None:
        return (f"a count of the cards {IN[c.zone]} asks what the card says (types, subtypes, supertypes, colours, "
                f"names, abilities, owner), not {bad!r}" + (" (108.4a: no controller there)" if bad == "controller"
                                                              else ""))
    return None


def _unread(f: Filter) -> Optional[str]:
    for key, value in vars(f).items():
        if key not in _CARD_FILTER and value not in (None, False, ()):
            return key
    return next((b for g in f.any_of for b in [_unread(g)] if b is not None), None)


def tracks_zones(objects: dict, events: Iterable[Event], counts: Iterable[Count], asks: bool, resolutions: bool) -> bool:
    """Whether a scenario follows cards off the battlefield: an object starts in another
    zone, an event or a resolution (`resolutions`: a spell's, which puts its card into a
    graveyard, 608.2n; a trigger's returning a card from one; a trigger's or an [[ability]]'s
    `moves`, putting a permanent into the zone its `into` says, 603.7c, 406.2) moves one, or an
    amount or claim reads a zone (`asks`)."""
    return any(o.zone for o in objects.values()) or resolutions or \
        any(e.into is not None or e.kind in ("moves", "draws", "cast") for e in events) or \
        any(c.zone for c in counts) or asks


def check_libraries(root: At, tables: list, objects: At, object_tables: list, sc: Any) -> None:
    """Where the scenario says what is in the libraries, each draw takes a card there
    (`verifier.model.library`): drawing from an empty library makes a player lose (121.4,
    704.5b), not modelled; the order is the file's, so no event that draws or changes a
    library is in a group left open, and no search (whose card the order would not know)."""
    events = sc.events
    if not library.tracks_libraries(sc.objects, events):
        step = next((i for i, e in enumerate(events) if e.kind == "step" and e.what == "draw"), None)
        if step is not None:  # (the scenario follows cards into a hand: the card drawn is one of them)
            raise (root / table_of(tables, step, sc.events) / "step").error(
                "the active player draws a card as the draw step begins (504.1), and the scenario follows cards in "
                "zones: say what is in that player's library ([[object]]s with zone = \"library\", the first on top)")
        return
    turns = [i for i, e in enumerate(events) if e.kind == "turn"]
    for i, j in zip(turns, turns[1:] + [len(events)]):  # 504.1, 103.8a: only the game's first turn skips its draw,
        # and a turn the history begins is not that one; its main phase comes after that step (505.1)
        drawn = next((k for k in range(i + 1, j) if events[k].kind == "step" and events[k].what == "draw"), None)
        main = next((k for k in range(i + 1, j if drawn is None else drawn) if events[k].activated or
                     events[k].kind == "activate" or events[k].equip), None)
        if main is not None:
            raise (root / table_of(tables, main, sc.events)).error(
                f"a main-phase action before the draw step of the turn begun at event {i + 1} (505.1, 504.1): give "
                "that turn its step = \"draw\" before it")
        if drawn is None and j < len(events):
            raise (root / table_of(tables, j, sc.events)).error(
                f"the turn begun at event {i + 1} ends without its draw step, where its player draws (504.1; only the "
                "game's first turn skips it, 103.8a): give it its step = \"draw\"")
    cards = {o.id for o in sc.objects.values() if o.zone == library.LIBRARY}
    for i, e in enumerate(events):
        if e.group is not None and (e.kind == "draws" or e.into == library.LIBRARY or e.what in cards):
            raise (root / table_of(tables, i, sc.events) / "group").error(
                "what each draw takes depends on the library's order (401.2): an event that draws or puts a card into "
                "or out of a library is not put in a group")
    for p, card in library.drawn(events, sc.objects, sc.first_turn).items():
        if card is None:
            who = ([e.what for e in events[:p] if e.kind == "turn"] or [sc.first_turn])[-1]
            who = library.draws(events[p - 1], who)
            raise (root / table_of(tables, p - 1, sc.events)).error(
                f"{who!r} draws from an empty library (121.1), which makes that player lose (121.4, 704.5b): not "
                "modelled; give the cards in it ([[object]]s with zone = \"library\", the first on top)")
    found = [i for i, t in enumerate(object_tables) if t.get("in_library")]
    if found:
        raise (objects / found[0] / "in_library").error(
            "a card a search finds (in_library) is in no order: with cards in a library in order (zone = "
            "\"library\"), not modelled")


def check_reach(where: dict, effects: dict) -> None:
    """Where the scenario has cards in other zones, a static ability whose text changes
    cards off the battlefield too (611.3a: Mycosynth Lattice's "all cards that aren't on the
    battlefield ... are colorless") would change them, which is not modelled: refused."""
    for e in effects.values():
        if e.static and e.off_battlefield:
            raise where[e.source].error(
                f"{e.ability!r} of {e.source!r} changes cards and spells off the battlefield too (611.3a), which is "
                "not modelled, and the scenario has cards in other zones")


def check_stated(root: At, head: dict) -> None:
    """Where a scenario follows zones, a fact about them it states by hand (a text
    condition or a number naming a graveyard, a hand, exile, a library or the command zone) could contradict the cards
    it puts there: refused; read it off the zone (a count with `zone`) instead."""
    for section in ("conditions", "numbers"):
        for name in head.get(section, {}):
            if any(word in name.lower() for word in ("graveyard", "hand", "exile", "library", "command")):
                raise (root / section / name).error(
                    f"the scenario follows cards into zones, so {name!r} is the game's to say, not the scenario's: "
                    "count the zone (zone = \"graveyard\" in an amount, count(zone=...) in a claim)")


def check_leaving(root: At, tables: list) -> None:
    """Where a scenario tracks zones, a permanent that leaves says where it goes: the
    count of a graveyard depends on it."""
    for i, table in enumerate(tables):
        if "leaves" in table and "into" not in table:
            raise (root / i / "leaves").error(
                f"the scenario follows cards into zones: say where {table['leaves']!r} goes (into = \"graveyard\", "
                "\"exile\" or \"hand\"; 400.1)")
