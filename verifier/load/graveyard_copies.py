"""Tokens that copy a card in a graveyard: embalm (702.128) and eternalize (702.129); and
tokens that copy a card in another zone (`copy_card`).

`[[event]] embalm = "card"` with `token = "id"` (or `eternalize`): the card's owner
activates the ability the card has while in a graveyard, exiling the card as its cost
(602.2, 702.128a), and the ability resolves at once, creating the token `id`: a copy of
the card with the keyword's exceptions (707.9), which are part of the token's copiable
values (707.9b).  A card in a zone has only what is printed on it (400.7, 707.2): the
token copies that, never what the permanent the card once was had.

`[[event]] copy_card = "card"` with `token = "id"`, `from = "exile"` (the zone the card
must be in then) and `by` (the player creating the token, its owner and controller,
111.2; default "you"), perhaps with `except = {...}` (707.9): an effect creating a token
that is a copy of a card in that zone ("create a token that's a copy of the exiled
card"); the card stays where it is."""
from __future__ import annotations

from dataclasses import replace
from typing import Dict, List

from verifier.load.abilities import effect
from verifier.load.claims import claim_id
from verifier.load.files import At
from verifier.model import CopyExceptions, Filter, GameObject
from verifier.rules.costs import graveyard_keyword, payments

# 702.128a, 702.129a: what each keyword's token is besides a copy of the card
EXCEPTIONS = {"embalm": CopyExceptions(colors=("white",), add_subtypes=("Zombie",), no_mana_cost=True),
              "eternalize": CopyExceptions(colors=("black",), power=4, toughness=4, add_subtypes=("Zombie",),
                                           no_mana_cost=True)}
KEYWORDS = tuple(EXCEPTIONS)


def graveyard_copies(root: At, tables: List[dict], objects: dict, effects: dict, where: Dict[str, At],
                     numbers: Dict[str, int], doubled: bool, search: bool = False) -> List[dict]:
    """The events, each embalm or eternalize with the token it creates declared (an
    object) and the token's copy effect made (the event's `as_copy`, begun as the token
    enters, 707.5).  Other events are returned as they are.  (`doubled`: a replacement
    effect on creating tokens is in the scenario, and would make it create several, which
    is refused; `search`: the events a search chooses from, where a two-step event is
    refused.)"""
    out = []
    for i, table in enumerate(tables):
        kind = next((k for k in (*KEYWORDS, "copy_card") if k in table), None)
        at = root / i
        for key in ("from", "except"):
            if key in table and kind != "copy_card":
                raise (at / key).error(f"{key!r} goes with copy_card = \"...\" (a token copying a card in a zone)")
        if kind is None:
            if "token" in table:
                raise (at / "token").error("'token' names the token an embalm, eternalize or copy_card event creates: "
                                           "it goes with one of them")
            out.append(table)
            continue
        card, token = table[kind], table.get("token")
        if search:
            raise (at / kind).error(f"{kind} is not among the events a search chooses from")
        if doubled:
            raise (at / kind).error(f"a replacement effect may multiply the tokens {kind} creates (614.1a): not modelled")
        if token is None:
            raise (at / kind).error(f"{kind} creates a token (702.128a, 702.129a): name it, token = \"...\"")
        if "group" in table:
            raise (at / "group").error(f"{kind} exiles the card and creates the token in turn: it is not put in a "
                                       "group of events")
        if card not in objects:
            raise (at / kind).error(f"event names unknown object {card!r}")
        _check_card(at / kind, kind, objects[card])
        for key in ("x", "x_at_most", "together"):  # (107.3m: not cast, no X; one token, by this event)
            if key in table:
                raise (at / key).error(f"{key!r} goes with an object entering by an enters event; the token {kind} "
                                       "creates is not cast (its X is 0, 107.3m) and enters alone")
        if "not_copied" in table.get("except", {}):
            raise (at / "except" / "not_copied").error("a token copying a card has no values of its own to keep: "
                                                       "all it is comes from the copy (707.2, 111.4)")
        claim_id(token, at / "token", where)
        owner = objects[card].owner if kind in KEYWORDS else table.get("by", "you")  # (111.2: who creates it)
        objects[token] = GameObject(token, objects[card].printed, controller=owner, owner=owner, token=True)
        eid = f"{token} as a copy of the card {card}"
        claim_id(eid, at / kind, where)
        e = effect(at, {"layer1a": {"copy_of": card, **({"except": table["except"]} if "except" in table else {})}},
                   eid, static=False, source=None, affects=Filter(objects=(token,)), numbers=numbers, controller=owner)
        part = e.parts[0]
        effects[eid] = replace(e, parts=(replace(part, copy_except=EXCEPTIONS.get(kind, part.copy_except),
                                                 copies_card=True),))
        if kind == "copy_card":  # (the card stays in its zone: the token enters, copying it as printed, 707.2)
            if "from" not in table:
                raise (at / kind).error("say which zone the card it copies is in: from = \"exile\", \"graveyard\", ...")
            rest = {k: v for k, v in table.items() if k not in ("copy_card", "token", "from", "by", "except")}
            out.append({**rest, "enters": token, "as_copy": eid, "copied_from": table["from"]})
            continue
        out.append({**table, "as_copy": eid})
    return out


def _check_card(at: At, kind: str, obj: GameObject) -> None:
    """The card has the keyword, and can be a card in a graveyard (or another zone)."""
    if kind in KEYWORDS and not any(a.split(" ")[0].lower() == kind for a in obj.printed.abilities):
        raise at.error(f"{obj.id!r} has no {kind} ability (702.128a, 702.129a): list it in its card's abilities, "
                       f"\"{kind.capitalize()} {{W}}\"")
    for a in (a for a in obj.printed.abilities if a.split(" ")[0].lower() == kind):  # (its mana paid, 602.2b)
        read = graveyard_keyword(a)
        ways = None if read is None else payments(read[1])
        if ways is None or len(ways) != 1:
            raise at.error(f"the cost of {obj.id!r}'s ability {a!r} is not modelled in a history: {kind} is paid "
                           "with mana symbols, not hybrid or Phyrexian ones (602.2b, 107.4e-f)")
    if obj.token or obj.created_by:
        raise at.error(f"{obj.id!r} is a token: it is no card in a zone other than the battlefield (111.7, 704.5d)")
    if obj.back is not None:
        raise at.error(f"a token copying the double-faced card {obj.id!r} (707.8, 712.8) is not modelled")
    if obj.copies_as_it_enters is not None:
        raise at.error(f"the token copies {obj.id!r}'s ability to enter as a copy (707.2, 707.5), a choice it makes "
                       "as it enters: not modelled")
    if "Aura" in obj.printed.subtypes:
        raise at.error(f"a token copying the Aura {obj.id!r} enters attached to what its controller chooses (303.4f): "
                       "not modelled")
