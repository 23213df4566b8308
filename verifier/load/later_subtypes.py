"""A card table's `later_subtypes`: subtypes its Oracle type line prints that this edition of the CR
predates (205.3f, 108.1: the Oracle reference says what a card's subtypes are).  Each is read as a subtype
of the one set the card's types give (205.3c), a creature or a land type (`typeline.LATER_KINDS`), and
what ranges over every type of that set sees it (`typeline.sets_of`, `every_of_kind`)."""
from __future__ import annotations

from verifier.load.files import At
from verifier.rules.typeline import ALL_SUBTYPES, LATER_KINDS, later_kind, later_word, read_later


def check(card: At, table: dict) -> None:
    """Refuses a later subtype that is no subtype word, one of the lists', or of no one kind; records each."""
    at = card / "later_subtypes"
    kind = later_kind(table.get("types", ()))
    if "later_subtypes" in table and kind is None:
        raise at.error(f"a later subtype (205.3f) is read only on a type line whose card types give one set of "
                       f"subtypes, {' or '.join(LATER_KINDS)} types (205.3c, 205.3i, 205.3m), not of "
                       f"types {', '.join(table.get('types', ())) or 'none'}")
    for i, word in enumerate(table.get("later_subtypes", ())):
        if word in ALL_SUBTYPES:
            raise (at / i).error(f"{word!r} is a subtype the CR lists (205.3): give it in subtypes")
        if not later_word(word):
            raise (at / i).error(f"{word!r} is no subtype word (205.3b; not a card type or supertype, 205.2a, 205.4a)")
        was = read_later(word, kind)
        if was is not None:
            raise (at / i).error(f"{word!r} is read as a {was} type on another card: one word, one kind of subtype "
                                 "(205.3c)")
