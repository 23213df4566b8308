"""A card's `enters_tapped_unless` (614.1c-d, 614.12; `verifier.model.entering`): read
and checked as its object is loaded, and an enters event's `pays_life` (119.4) checked
against it."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.load.abilities import filter_of
from verifier.load.files import At, table_of
from verifier.model import Characteristics, Event, GameObject, Scenario
from verifier.model.entering import MAYBE_TAPPED, EntersTappedUnless
from verifier.model.unfollowed import ENTERING_COUNTERS, ENTERING_KEYWORDS, unfollowed_keyword
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES

KEY = "enters_tapped_unless"


def enters_tapped_unless(at: At, card: dict, printed: Characteristics) -> Optional[EntersTappedUnless]:
    """The card's ability "enters tapped unless ...", if it has one: one of its abilities
    (614.12 asks whether the permanent has it as it would enter), with a condition on what
    its controller controls or a life payment, one of the two."""
    table = card.get(KEY)
    if table is None:
        return None
    if table["ability"] not in printed.abilities:
        raise (at / "card").error(f"{KEY}: {table['ability']!r} is no ability of the card: list its text in its "
                                  "abilities (614.12: it applies only if the permanent has it as it would enter)")
    if len({"you_control", "opponents_control", "pay_life", "life_at_most", "if_played"} & set(table)) != 1:
        raise (at / "card").error(f"{KEY}: say what keeps it untapped, either you_control (with at_least or at_most: "
                                  "what its controller controls as it would enter), pay_life (life paid as it "
                                  "enters, 119.4), life_at_most (a player's life total at most that, 119) or "
                                  "if_played = true (tapped only as a land play, 305.1), one of them "
                                  "(opponents_control as you_control, counting what its controller's opponents control)")
    if "opponents_control" in table:  # 102.2: its controller's opponents'
        table = {**{k: v for k, v in table.items() if k != "opponents_control"}, "you_control": table["opponents_control"],
                 "opponents": True}
    if "you_control" not in table and {"at_least", "at_most"} & set(table):
        raise (at / "card").error(f"{KEY}: at_least and at_most count what you_control matches: not without it")
    if card.get("enters_tapped"):
        raise (at / "card").error(f"{KEY} with enters_tapped: a card that always enters tapped has no condition on it")
    if "if_played" in table:
        return EntersTappedUnless(table["ability"], if_played=table["if_played"])
    if "life_at_most" in table:
        return EntersTappedUnless(table["ability"], life_at_most=table["life_at_most"])
    if "you_control" not in table:
        return EntersTappedUnless(table["ability"], pay_life=table["pay_life"])
    return EntersTappedUnless(table["ability"], you_control=filter_of(table["you_control"]),
                              at_least=table.get("at_least", 0 if "at_most" in table else 1),
                              at_most=table.get("at_most"), opponents=table.get("opponents", False))


def check_pays_life(at: At, table: dict, kind: str, objects: dict, repeat: bool) -> None:
    """`pays_life = true`: the choice to pay as its object enters (614.12, 119.4), on the
    enters or play_land event of an object whose card (or the card it enters as a copy of,
    707.5) has such an ability; one history tells one choice, so not in a group or a search."""
    if "pays_life" not in table:
        return
    if kind not in ("enters", "play_land"):
        raise (at / "pays_life").error("'pays_life' is a choice made as a permanent enters (614.12, 119.4): it goes "
                                       "with enters or play_land")
    what = table[kind]
    source = objects.get(table.get("as_copy_of", what), objects[what])
    rule = source.enters_tapped_unless
    if rule is None or not rule.pay_life:
        raise (at / "pays_life").error(f"{what!r} enters with no 'you may pay life as it enters' ability (its card's "
                                       f"{KEY} with pay_life): there is no life to pay")
    if repeat or "group" in table:
        raise (at / "pays_life").error("a choice to pay life as a permanent enters is told by the history's own "
                                       "enters event: not in a group or among a search's events")


def check_entering(root: At, tables: List[dict], sc: Scenario) -> None:
    """614.12, 119.4: a permanent that may pay life as it enters (by its card, or the card it
    enters as a copy of) enters only by its own enters or play_land event, where the history
    states the choice: beside another object's event (`together`), returned from a zone, created
    or found by a resolution, or among a search's events, the choice would be left unsaid, so
    refused with the line."""
    def pays(o: str, e: Optional[Event] = None) -> bool:
        source = sc.objects[o]
        if e is not None and e.copy is not None and o == e.what and sc.effects[e.copy].parts[0].copy_of in sc.objects:
            source = sc.objects[sc.effects[e.copy].parts[0].copy_of]
        return source.enters_tapped_unless is not None and bool(source.enters_tapped_unless.pay_life)
    for o in sc.objects.values():
        if pays(o.id) and (o.created_by or o.returned_by or o.in_library):
            raise (root / "event").error(f"{o.id!r} may pay life as it enters (614.12, 119.4), and a resolution puts "
                                          "it onto the battlefield: that choice is not modelled there")
    for e in sc.search_events:  # (a search would try only histories where it is not paid)
        if any(pays(o, e) for o in e.entering):
            raise (root / "scenario" / "search").error(
                f"{e.what!r} may pay life as it enters (614.12, 119.4): among a search's events, that choice is not "
                "modelled")
    for i, e in enumerate(sc.events):
        returned = i > 0 and sc.events[i - 1].kind == "moves" and sc.events[i - 1].becomes == e.what
        for o in e.entering:
            if pays(o, e) and (o != e.what or returned):
                raise (root / "event" / table_of(tables, i, sc.events) / "enters").error(
                    f"{o!r} may pay life as it enters (614.12, 119.4), a choice stated only on its own enters or "
                    "play_land event (pays_life): entering with another object or returned from a zone is not "
                    "modelled")


def unsaid_tapped(obj: GameObject, back: Optional[bool] = None) -> Optional[str]:
    """The text of an ability of obj (of the face it would enter with: `back`; any, for None)
    deciding whether it enters tapped that the model does not follow (614.1c, 614.12:
    `MAYBE_TAPPED`, "If you control two or more other lands, this land enters tapped", "As this
    land enters, you may pay 3 life. If you don't, it enters tapped" on a face whose
    `enters_tapped_unless` is not read), if it has one; none for a face that is an instant or
    sorcery, which does not enter (400.4a, 712.14b)."""
    read = obj.enters_tapped_unless
    faces = obj.faces if back is None else (obj.face(back),)
    return next((a for face in faces if not {"instant", "sorcery"} & set(face.types) for a in sorted(face.abilities)
                 if MAYBE_TAPPED.search(a.replace(face.name, "~") if face.name else a)
                 and (read is None or read.ability != a)), None)


def check_unsaid_tapped(root: At, tables: List[dict], sc: Scenario) -> None:
    """614.1c, 614.12: a permanent with such an ability (`unsaid_tapped`) enters only by its own
    `enters` or `play_land` event saying how it did, `tapped = true` or `false`: any other way onto
    the battlefield (a resolution, beside another object, a search's event) would leave it
    untapped unsaid, so it is refused."""
    for e in sc.search_events:
        for o in (o for o in e.entering if unsaid_tapped(sc.objects[o])):
            raise (root / "scenario" / "search").error(
                f"{o!r} enters tapped or not as its ability {unsaid_tapped(sc.objects[o])!r} decides (614.1c), which "
                "the model does not follow: among a search's events that is not said")
    for i, e in enumerate(sc.given_events):
        for o in (o for o in e.entering if unsaid_tapped(sc.objects[o], e.back and o == e.what)):
            table = tables[table_of(tables, i, sc.given_events)]
            if o not in (table.get("enters"), table.get("play_land")) or "tapped" not in table:
                raise (root / "event" / table_of(tables, i, sc.given_events)).error(
                    f"{o!r} enters tapped or not as its ability {unsaid_tapped(sc.objects[o], e.back)!r} decides "
                    "(614.1c), "
                    "which the model does not follow: put it onto the battlefield by an enters or play_land event of "
                    "its own saying how it did, tapped = true or false")
            ability = unsaid_tapped(sc.objects[o], e.back)
            if table["tapped"] is False and not _revealable(sc, o, i, ability):
                raise (root / "event" / table_of(tables, i, sc.given_events) / "tapped").error(
                    f"{o!r} enters untapped only if its controller reveals a card its ability {ability!r} names "
                    "(614.1c), and the hand the scenario lists has none there")


# "As this land enters, you may reveal a Plains or Island card from your hand. If you don't, ..."
_REVEAL = re.compile(r"\breveal an? (?P<what>[\w ]+?) card from your hand\b")


def _revealable(sc: Scenario, entering: str, before: int, ability: str) -> bool:
    """Whether the card an untapped entry reveals may be in the hand (614.1c): where the scenario lists
    cards in that player's hand (400.1; a count of the hand reads them), one of them of a kind the ability
    names, not moved by an event before this one; where it lists none, or the words are not read, the
    hand is not followed and the event's word stands."""
    said = _REVEAL.search(ability)
    what = [re.sub(r"^an? ", "", w) for w in said["what"].split(" or ")] if said else []
    player = sc.objects[entering].controller
    hand = [x for x, obj in sc.objects.items() if obj.zone == "hand" and obj.owner == player and x != entering]
    if not what or not set(what) <= ALL_SUBTYPES | set(CARD_TYPES) or not hand:
        return True
    moved = {e.what for e in sc.given_events[:before]}
    return any(x not in moved and set(what) & (set(sc.objects[x].printed.subtypes) | set(sc.objects[x].printed.types))
               for x in hand)


# 614.1c: counters it enters with under a condition or in a number the game decides ("enters with a divinity
# counter on it if you cast it from your hand", "... for each ...", "up to ..."), which the translator keeps by its
# text (the scenario gives an object on the battlefield the counters it entered with)
_COUNTERS_ENTERING = re.compile(r"(?:\bIf [^,.]+, )?(?:~|\bit|\b[Tt]his [a-z]+|[A-Z][^.]*?) enters (?:the battlefield )?with "
                           r"(?:up to )?[\w ]+? counters? on (?:it|him|her)(?: for each [^.]+| equal to [^.]+| if [^.]+)?")


def _kept_counters(obj: GameObject, back: Optional[bool]) -> Optional[str]:
    """The text of an ability of obj deciding counters it enters with that the model does not follow, if any: a
    conditional or counted one (`_COUNTERS_ENTERING`), where its card reads none into `enters_with_counters`."""
    faces = obj.faces if back is None else (obj.face(back),)
    return next((a for face in faces for a in sorted(face.abilities) if _COUNTERS_ENTERING.search(a) and
                 (" if " in a or a.startswith("If ") or " for each " in a or " equal to " in a or " up to " in a)),
                None) if not obj.enters_with else None


def check_kept_counters(root: At, tables: List[dict], sc: Scenario) -> None:
    """614.1c, 122.6: a permanent whose counters as it enters the model does not follow enters during a history
    only by a returns event saying them (`counters`); any other way (cast and resolved, an enters event, a
    search's) would leave them out, so it is refused (draw 9's audit: Myojin of Life's Web cast from hand)."""
    for e in sc.search_events:
        for o in (o for o in e.entering if _kept_counters(sc.objects[o], None)):
            raise (root / "scenario" / "search").error(
                f"{o!r} enters with counters as its ability {_kept_counters(sc.objects[o], None)!r} decides (614.1c), "
                "which the model does not follow: among a search's events that is not said")
    for i, e in enumerate(sc.given_events):
        for o in (o for o in e.entering if _kept_counters(sc.objects[o], e.back and o == e.what)):
            ability = _kept_counters(sc.objects[o], e.back and o == e.what)
            if sc.objects[o].counters:  # (a returned object's, as its returns event says them, 122.6)
                _check_not_cast(root / "event" / table_of(tables, i, sc.given_events), o, sc.objects[o], ability)
                continue
            if i and sc.given_events[i - 1].kind == "moves" and sc.given_events[i - 1].becomes == o and \
                    _IF_CAST.search(ability):  # (returned, not cast: none of the counters it gets only if cast)
                continue
            raise (root / "event" / table_of(tables, i, sc.given_events)).error(
                f"{o!r} enters with counters as its ability {_kept_counters(sc.objects[o], e.back)!r} decides "
                "(614.1c), which the model does not follow: put it onto the battlefield by a returns event saying "
                "the counters it enters with (counters = {...}), or on the battlefield as the scenario begins")


# 614.1c, 601.2: counters it enters with only if it was cast ("if you cast it from your hand"), and their kind
_IF_CAST = re.compile(r"with (?:up to )?[\w ]+? (?P<kind>[a-z]+|[+-]\d+/[+-]\d+) counters? on (?:it|him|her)[^.]*?"
                      r"\bif (?:you cast it|it was cast)\b")


def _check_not_cast(at: At, o: str, obj: GameObject, ability: str) -> None:
    """A returned object was not cast (400.7: put onto the battlefield), so counters its text gives only if it was
    cast are not among those it enters with (draw 14's audit: Myojin of Night's Reach returned with its divinity
    counter, indestructible)."""
    m = _IF_CAST.search(ability)
    if m and dict(obj.counters).get(m["kind"], 0):
        raise at.error(f"{o!r} is returned, not cast, so it enters without the {m['kind']} counters its ability "
                       f"{ability!r} gives only if it was cast (614.1c, 601.2): counters = {{...}} without them")


def check_entering_keywords(root: At, tables: List[dict], sc: Scenario) -> None:
    """702: a permanent with a keyword ability deciding how it enters or is cast that no key
    follows (`ENTERING_KEYWORDS`: riot's counter or haste, 702.136a, unless its event says `riot`;
    devour, tribute, ...) is refused where it enters during the history: as the scenario begins,
    what it entered with is the scenario's to state (its counters, an effect giving haste)."""
    def keyword(o: str, back: Optional[bool], e: Optional[Event] = None) -> str:
        obj = sc.objects[o]
        if e is not None and e.copy is not None and o == e.what and sc.effects[e.copy].parts[0].copy_of in sc.objects:
            obj = sc.objects[sc.effects[e.copy].parts[0].copy_of]  # (a copy enters as what it copies would, 707.2)
        faces = obj.faces if back is None else (obj.face(back),)
        chosen = e is not None and e.riot is not None and o == e.what  # (riot's choice said: `verifier.load.riot`)
        return next((w for face in faces for a in sorted(face.abilities)
                     for w in [unfollowed_keyword(a, ENTERING_KEYWORDS)]
                     if w and ENTERING_COUNTERS.get(w) not in dict(obj.enters_with) and not (chosen and w == "riot")),
                    "")
    for e in sc.search_events:
        for o in (o for o in e.entering if keyword(o, None)):
            raise (root / "scenario" / "search").error(
                f"{o!r} has {keyword(o, None)} (702), which decides how it enters and which the model does not follow: "
                "not modelled yet")
    for i, e in enumerate(sc.given_events):
        for o in (o for o in e.entering if keyword(o, e.back and o == e.what, e)):
            raise (root / "event" / table_of(tables, i, sc.given_events)).error(
                f"{o!r} enters with {keyword(o, e.back and o == e.what, e)} (702), which decides how it enters and which "
                "the model does not follow: not modelled yet (on the battlefield as the scenario begins, state what it "
                "entered with)")
