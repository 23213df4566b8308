"""Activated and triggered abilities a card keeps by their text whose resolution is not read (a
card table's `not_followed`: the Oracle translator could not read what they do, `verifier.cards`).
A card with one is still an object with that ability (113.1, 602.1, 603.1: it has it, copies and
"has no abilities" see it), but nothing may use what it does: an [[ability]] activating it (602.2),
a [[trigger]] table saying it triggered and what it does (603.3), an [[effect]] taking its parts
from it (608.2c), a [[loyalty]] table of a loyalty ability kept by its cost (606.4), and `can_activate` of it (whose targets, 601.2c, and restrictions, 602.5b, its
unread text may hold) are refused, each with its line.  A history where one may trigger with no
[[trigger]] table is refused by `unsaid_triggers`."""
from __future__ import annotations

from typing import FrozenSet, Iterable, List, Tuple

from verifier.load.ability_texts import self_normalised
from verifier.load.files import At, CardLibrary, get
from verifier.model import Scenario

Unread = FrozenSet[Tuple[str, str]]  # (the ability's text, its card's name)


def texts(lib: CardLibrary) -> Unread:
    """The abilities the cards of the library keep unread, each with its card's name."""
    return frozenset((a, name) for name, at in lib.cards.items() for a in get(at).get("not_followed", ()))


def is_unread(text: str, unread: Unread, holders: Iterable[str] = ()) -> bool:
    """Whether text names an ability kept unread, its self-references written either way (201.5: the
    card's name, a word for itself, "~") and with or without its final period, as a [[trigger]],
    an [[ability]] or an [[effect]] may name it (`ability_texts.matching`); `holders`: the names of
    other objects that may have it (one granted, 113.1a, names the object that has it by its name)."""
    names = {name for _, name in unread} | set(holders)
    said = self_normalised(text, names)
    return any(self_normalised(a, names) == said for a, _ in unread)


def check_card(card: At, table: dict) -> None:
    """Each `not_followed` text is one of the card's abilities, or one its static abilities grant
    (113.1a, 613.1f: had by the objects they give it to)."""
    granted = {a for st in table.get("static", ()) for a in st.get("layer6", {}).get("add_abilities", ())}
    for i, text in enumerate(table.get("not_followed", ())):
        if text not in table.get("abilities", ()) and text not in granted:
            raise (card / "not_followed" / i).error(f"{text!r} is none of the card's abilities, nor one its static "
                                                    "abilities grant: list it in abilities")


def check(root: At, data: dict, unread: Unread) -> None:
    """No [[ability]], [[trigger]] or [[effect]] of the scenario uses an ability kept unread, on any
    object of it (a granted one's self-references name the object that has it, 113.1a)."""
    holders = {o["card"] for o in data.get("object", []) if isinstance(o.get("card"), str)}
    for section in ("ability", "trigger", "effect"):
        tables: List[dict] = data.get(section, [])
        for i, table in enumerate(tables):
            if "ability" in table and is_unread(table["ability"], unread, holders):
                raise (root / section / i / "ability").error(
                    f"what {table['ability']!r} does as it resolves was not read from its card's text (its card's "
                    "not_followed): it can't be activated, triggered or applied here")
    cards = {o.get("id"): o.get("card") for o in data.get("object", [])}
    for i, table in enumerate(data.get("loyalty", [])):  # 606.4: a loyalty ability kept by its cost only
        if (table.get("cost"), cards.get(table.get("source"))) in unread:
            raise (root / "loyalty" / i / "cost").error(
                f"what the loyalty ability {table['cost']!r} of {cards[table['source']]!r} does as it resolves was "
                "not read from its card's text (its card's not_followed): it can't be activated here")


def can_activate(ability: str, sc: Scenario) -> str | None:
    """Why `can_activate` of an ability kept unread is not answered, if it is one."""
    if is_unread(ability, sc.unread_abilities, {o.printed.name for o in sc.objects.values()}):
        return "its text was not read (its card's not_followed): its targets (601.2c) and restrictions (602.5b) " \
               "are not known"
    return None
