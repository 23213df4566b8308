"""Double-faced cards (712): a card's back face ([card.back], with its own static
abilities) and its layout, checked, and which face an object has up as the scenario
begins (`face`, or the face its `card` names)."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List, Optional, Tuple

from verifier.load.abilities import card_abilities, characteristics, check_colors, check_mana_value, check_subtypes, \
    effect, static_filter
from verifier.load.files import At, CardLibrary, get
from verifier.load.meld import check_pair, melded_face
from verifier.model import Characteristics, Effect


def back_face(card: At, oid: str, front: Characteristics, numbers: Dict[str, int],
              holds, lib: CardLibrary) -> Tuple[Optional[Characteristics], List[Effect], Optional[str]]:
    """(its back face, the effects of that face's static abilities, its layout) for an
    object of a card, or (None, [], None) for a one-faced card.  A transforming card's
    back face has no mana cost; its mana value is its front face's (202.3b); a meld pair's
    combined back face, the sum of both front faces' (202.3c, `verifier.load.meld`).  Refused:
    a back face that is an Aura, Equipment or Fortification, or a face-down one."""
    table = get(card)
    if table.get("layout") == "meld" and "back" not in table:  # (the other card of its pair has the face)
        check_pair(card, lib)
        return None, [], "meld"
    if "back" not in table:
        if "layout" in table:
            raise (card / "layout").error("a layout of two faces goes with the card's back face: give [card.back]")
        return None, [], None
    if "layout" not in table:
        raise (card / "back").error("a card with a back face says its layout (712): layout = \"transform\" or "
                                    "\"modal_dfc\"")
    layout, side = table["layout"], card / "back"
    back = characteristics(table["back"])
    check_subtypes(side, back)
    check_colors(side, table["back"])
    check_mana_value(side, table["back"], back)
    if layout in ("transform", "meld"):
        if "mana_cost" in table["back"] or "mana_value" in table["back"]:
            raise (side / ("mana_cost" if "mana_cost" in table["back"] else "mana_value")).error(
                "a transforming card's back face has no mana cost: its mana value is its front face's (202.3b)"
                if layout == "transform" else "a meld pair's combined back face has no mana cost: its mana value is "
                "the sum of its front faces' (202.3c)")
        back = replace(back, mana_value=front.mana_value) if layout == "transform" else \
            melded_face(card, back, front, lib)
    if {"Aura", "Equipment", "Fortification"} & back.subtypes:
        raise (side / "subtypes").error("a back face that is attached to something is not modelled")
    abilities = card_abilities(side, "static")
    statics = [effect(a, ab, f"{oid}.{ab['ability']}", static=True, source=oid, affects=static_filter(ab, oid),
                      numbers=numbers) for a, ab in abilities if "as_though_haste" not in ab and holds(ab)]
    if any("as_though_haste" in ab for _, ab in abilities):
        raise (side / "static").error("a back face's permission to act as though with haste is not modelled")
    back = replace(back, abilities=back.abilities | {ab["ability"] for _, ab in abilities})
    return back, statics, layout


def starts_with_back_up(at: At, table: dict, named_back: bool, back: Optional[Characteristics]) -> bool:
    """Whether the object has its back face up as the scenario begins: `face`, else
    whether its `card` names the back face."""
    if "face" in table and back is None:
        raise (at / "face").error(f"{table['id']!r} is not a double-faced card (712): it has one face")
    if "face" in table:
        return table["face"] == "back"
    return named_back
