"""A card returned to the battlefield: `[[event]] returns = "x"` with `as = "y"`.

A card that left the battlefield and is in a graveyard or in exile (a flicker: "exile
target creature, then return that card to the battlefield") returns as a new object
(400.7), which the event names `y`: its own timestamp (613.7d), no counters, attachments,
effects or statuses of the permanent it once was, and summoning sick (302.6).  It enters
under its owner's control, or the player `by` says ("under your control"), untapped
unless `tapped`, with the `counters` the effect gives besides those its card says
(122.6).  Its characteristics are those `x`'s [[object]] table gives (its card, or what
the table defines), face up and front face up."""
from __future__ import annotations

from typing import List, Sequence, Tuple

from verifier.load.files import At
from verifier.model import LEAVING

# what an [[object]] table says of the object it was, not of its card: not the new object's (400.7)
_OF_THE_OLD_OBJECT = ("id", "controller", "counters", "face_down", "face_down_by", "attached_to", "tapped",
                      "attacking", "unblocked", "since_turn_began", "zone", "face")


def returned_objects(events: At, event_tables: List[dict], objects: At, object_tables: List[dict],
                     search: bool = False, made: Sequence[Tuple[At, dict]] = ()) -> List[Tuple[At, dict]]:
    """The [[object]] table of each object a `returns` event makes, with where the card's
    own table is (its errors are that table's).  (`search`: the events a search chooses
    from, where a two-step event is refused; `made`: the tables of the objects triggers
    return, whose cards may return again, 400.7.)"""
    tables = {t.get("id"): (objects / i, t) for i, t in enumerate(object_tables)}
    tables.update({t.get("id"): (at, t) for at, t in made})
    out = []
    for i, table in enumerate(event_tables):
        if "returns" not in table:
            if "as" in table and "copy_spell" not in table and "copy_ability" not in table:
                raise (events / i / "as").error("'as' names the new object a card returns as, a copy of a spell, or "
                                                "the [[ability]] a copy of an activated ability is: it goes with "
                                                "returns = \"...\", copy_spell = \"...\" or copy_ability = \"...\"")
            continue
        at, x, new = events / i, table["returns"], table.get("as")
        if search:
            raise (at / "returns").error("returns is not among the events a search chooses from")
        if new is None:
            raise (at / "returns").error("a card that returns to the battlefield is a new object (400.7): name it, "
                                         "as = \"...\"")
        if "group" in table:
            raise (at / "group").error("returns moves the card and has the new object enter in turn: it is not put in "
                                       "a group of events")
        if x not in tables:
            raise (at / "returns").error(f"event names unknown object {x!r}")
        if new in tables:
            raise (at / "as").error(f"{new!r} is already the id of an object: the new object needs its own (400.7)")
        out.append(new_object(at, tables[x][0], {k: v for k, v in tables[x][1].items() if k != "returned_by"}, new,
                               table, by_trigger=False))
    return out


def trigger_returned_objects(triggers: At, trigger_tables: List[dict], objects: At,
                             object_tables: List[dict]) -> List[Tuple[At, dict]]:
    """The [[object]] table of the new object each trigger that returns a card makes
    (`returns = "x"`, `as = "y"`: persist and undying return the card of their own source
    that died, 702.79a, 702.93a), returned by it (`returned_by`)."""
    by_id = {t.get("id"): i for i, t in enumerate(object_tables)}
    out = []
    for i, table in enumerate(trigger_tables):
        at = triggers / i
        if ("returns" in table) != ("as" in table):
            raise (at / ("as" if "as" not in table else "returns")).error(
                "a trigger returns a card as a new object (400.7): returns = \"x\" with as = \"new id\"")
        if "returns" not in table:
            continue
        x, new = table["returns"], table["as"]
        delayed = "created_by" in table  # 603.7c: a delayed trigger's return (`verifier.load.delayed`)
        own = x == table.get("source") and table.get("when") == "dies" and table.get("of") == {"self": True}
        if not delayed and not own and (table.get("when") in LEAVING or "of" in table):
            raise (at / "returns").error("a trigger returns the card of its own source that died (persist, undying: "
                                         "when = \"dies\", of = { self = true }, returns its source), a card from "
                                         "its controller's graveyard, chosen as it resolves (608.2c; a trigger "
                                         "that waits for no object leaving: its source's card too), or a delayed "
                                         "trigger returns a card from exile (created_by): only those are modelled")
        if not delayed and not own:
            chosen_card(at, by_id, object_tables, x)
        if new in by_id:
            raise (at / "as").error(f"{new!r} is already the id of an object: the new object needs its own (400.7)")
        if x in by_id:
            made = new_object(at, objects / by_id[x], object_tables[by_id[x]], new, table, by_trigger=True)
            out.append((made[0], {**made[1], "returned_by": table.get("id")}))
    return out


def chosen_card(at: At, by_id: dict, object_tables: List[dict], x: str) -> None:
    """A trigger returning a card it chooses as it resolves ("return a creature card at random from
    your graveyard", Kheru Lich Lord: its own card too, if it is there, 608.2c): the table names the
    card chosen, a card of the scenario, not a token (111.7).  (Its kind and graveyard:
    `verifier.load.returning`.)"""
    table = object_tables[by_id[x]] if x in by_id else None
    if table is None:
        raise (at / "returns").error(f"trigger names unknown object {x!r}")
    if table.get("token") or table.get("created_by"):
        raise (at / "returns").error(f"{x!r} is a token: no card in a graveyard to return (111.7)")


def new_object(at: At, card_at: At, card: dict, new: str, table: dict, by_trigger: bool) -> Tuple[At, dict]:
    """The table of the object `card` returns as (`new`), as `table` (an event's or a
    trigger's) says: under its owner's control or that of the player `by` names, with the
    counters it says.  A token's dies trigger may try: it ceased to exist, and the game
    finds nothing to return (111.7, 704.5d)."""
    x = card.get("id")
    if (card.get("token") or card.get("created_by")) and not by_trigger:
        raise (at / "returns").error(f"{x!r} is a token: once it leaves the battlefield it ceases to exist and "
                                     "can't return (111.7, 704.5d)")
    if "chosen" in card:
        raise (at / "returns").error(f"{x!r} made a choice as it entered; returned, the new object chooses again "
                                     "(614.12): not modelled")
    owner = card.get("owner", card.get("controller", "you"))
    own = {k: v for k, v in card.items() if k not in _OF_THE_OLD_OBJECT + ("created_by",)}
    own.update({"token": True} if card.get("created_by") else {})
    given = {"counters": table["counters"]} if "counters" in table else {}  # (what it enters with, 122.6)
    return card_at, {**own, "id": new, "owner": owner, "controller": table.get("by", owner), **given}


def ability_returned_objects(abilities: At, ability_tables: List[dict], objects: At,
                             object_tables: List[dict]) -> List[Tuple[At, dict]]:
    """The [[object]] table of the new object each unearth ability returns its card as (`as`,
    702.84a, 400.7: `verifier.load.unearth`), returned by it (`returned_by`)."""
    by_id = {t.get("id"): i for i, t in enumerate(object_tables)}
    out = []
    for i, table in enumerate(ability_tables):
        x, new = table.get("source"), table.get("as")
        if new is None or x not in by_id:
            continue
        if new in by_id:
            raise (abilities / i / "as").error(f"{new!r} is already the id of an object: the new object needs its own "
                                               "(400.7)")
        made = new_object(abilities / i, objects / by_id[x], object_tables[by_id[x]], new, table, by_trigger=False)
        out.append((made[0], {**made[1], "returned_by": table.get("id")}))
    return out
