"""Playing a card by one of its faces (712.11-712.12) and from where an effect allows (601.3):
the `face` of a `cast` event (the face cast, 712.11b), the `play_land` event (a land play,
305.1, by the face played, 712.12) and an `[[object]]`'s `permitted`, checked and read."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import List, Optional, Tuple

from verifier.expr import Expr
from verifier.load.abilities import filter_of
from verifier.load import forbidding
from verifier.load.files import At, table_of
from verifier.model import Event, Filter, GameObject, Scenario
from verifier.rules.lands import land_faces
from verifier.state import Vocabulary


def face_cast(at: At, table: dict, obj: GameObject) -> GameObject:
    """The card of a `cast` event as the face it is cast by (712.11b-c: only that face is
    evaluated, and only it is put on the stack): `face = "back"` for a modal double-faced
    card's back face; its front face by default (712.11)."""
    if "face" not in table:
        return obj
    if obj.back is None:
        raise (at / "face").error(f"{obj.id!r} is not a double-faced card (712): it has one face")
    back = table["face"] == "back"
    if back and obj.layout != "modal_dfc":
        raise (at / "face").error(f"{obj.id!r} is a transforming double-faced card: it is cast front face up (712.11); "
                                  "cast \"transformed\" only as an effect allows (712.11a), not modelled")
    if back and obj.counters_spell is not None:  # (the card's counters_spell: which face's is not said)
        raise (at / "face").error(f"{obj.id!r} counters a spell (its card's counters_spell): cast by its back face, "
                                  "which face counters is not modelled")
    return replace(obj, printed=obj.face(back)) if back else obj


def land_play(at: At, table: dict, objects: dict) -> Event:
    """`play_land = "card"` (with `face`): its owner plays it as a land (305.1, a special
    action, 116.2a): a land card of the scenario in a zone, by a face that is a land
    (712.12: of a modal double-faced card, either face that is one); it enters the
    battlefield with that face up, a new object (400.7), as the event's legality checks
    (`verifier.rules.lands`)."""
    s = table["play_land"]
    obj = objects[s]
    if obj.zone is None or obj.token:
        raise (at / "play_land").error(f"{s!r} is played from its owner's hand (305.1), or from where an effect "
                                       "allows (601.3): give it zone = \"hand\"")
    back = table.get("face") == "back"
    if back not in land_faces(obj):
        face = obj.face(back)
        raise (at / ("face" if "face" in table else "play_land")).error(
            f"{s!r} is played by its {'back' if back else 'front'} face, {face.name!r}, which is no land (305.1, "
            "712.12): a face that is not a land is cast (601.2)")
    if "group" in table:  # ('tapped', 'together' and X are refused as for any event but enters)
        raise (at / "group").error("a land play is not put in a group: the history says when it is played (305.1)")
    return Event("enters", s, table.get("label"), table.get("tapped", False), back=back, played=True,
                 pays_life=table.get("pays_life", False), line=at.line)


# 305.2, 305.2b, 601.3: abilities that change how many lands a player may play, from where, or forbid it
LAND_PLAY_RULES = re.compile(r"\bplay(?:s|ed|ing)?\b[^.]*\blands?\b|\blands?\b[^.]*\bplayed\b", re.I)


def unfollowed_land_play(sc: Scenario) -> Optional[str]:
    """Why a land play in sc is not modelled, if it is not: an ability of the scenario
    (an object's, or one an effect grants) that speaks of playing lands: an additional
    land a turn (305.2), playing them from another zone (601.3's like for lands), or
    not at all."""
    rests = forbidding.unsaid(sc)  # (101.2: "lands with the chosen name can't be played", said by forbids)
    granted = {a for e in sc.effects.values() for part in e.parts for a in part.add_abilities}
    read = {lp.ability for lp in sc.land_plays} - granted  # (305.2: additional land plays, read where printed)
    return next((f"the ability {a!r} changes which lands may be played (305.2, 305.2b): not modelled"
                 for a in sorted(Vocabulary.of(sc).abilities)
                 if a not in read and LAND_PLAY_RULES.search(rests.get(a, a))), None)


def check_land_plays(root: At, tables: List[dict], sc: Scenario) -> None:
    """A land play of the history, or a claim asking `can_play_land`, only where no ability
    of the scenario changes which lands may be played (`unfollowed_land_play`)."""
    played = [i for i, e in enumerate(sc.given_events) if e.played]
    why = unfollowed_land_play(sc) if played else None
    if why is not None:
        raise (root / table_of(tables, played[0], sc.given_events) / "play_land").error(f"a land play here: {why}")


def check_claim(at: At, expr: Expr, sc: Scenario) -> None:
    """A claim asking whether a card could be played as a land asks only what the model follows."""
    why = unfollowed_land_play(sc) if any(fn == "can_play_land" for fn, _ in expr.calls()) else None
    if why is not None:
        raise at.error(f"can_play_land: {why}")


def permission(at: At, table: dict) -> Optional[Tuple[str, Filter]]:
    """An `[[object]]`'s `permitted`: an effect lets its owner play it ("play": cast it or
    play it as a land) or only "cast" it from the zone it is in as the scenario begins
    (601.3; 305.1 for a land), by any face fitting `of` (the rulings: a modal card's face
    that fits the effect's criteria, 712.11b, 712.12).  Only a card in a graveyard or exile."""
    if "permitted" not in table:
        return None
    if table.get("zone") not in ("graveyard", "exile"):
        raise (at / "permitted").error("'permitted' lets a card be played from a graveyard or exile (601.3): give it "
                                       "zone = \"graveyard\" or \"exile\" (from a hand it is played anyway; a "
                                       "library's top card is not modelled)")
    p = table["permitted"]
    return p["may"], filter_of(p.get("of"))

