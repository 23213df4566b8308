"""Subtypes as Oracle text writes them in the plural ("Other Pegasi, Unicorns, and Horses you
control get +1/+1"): the subtypes of 205.3g-205.3q by the English rule ("Cats", "Foxes", "Allies",
"Leeches"), the words Oracle leaves unchanged ("Treefolk", "Sheep", "Fish": the subtype itself) and the
irregular plurals Oracle uses ("Elves", "Fungi", "Mice").  A word is read as its singular subtype only
where the parse of its line names that subtype (`verifier.cards.coverage`)."""
from __future__ import annotations

from typing import Dict, Optional

from verifier.rules.typeline import ALL_SUBTYPES

# 205.3m's creature types whose plural in Oracle text is irregular (a subtype unchanged in the plural, Treefolk,
# needs no entry: the word is the subtype)
IRREGULAR = {"Dwarf": "Dwarves", "Elf": "Elves", "Wolf": "Wolves", "Werewolf": "Werewolves", "Fungus": "Fungi",
             "Pegasus": "Pegasi", "Mouse": "Mice", "Ox": "Oxen", "Hero": "Heroes"}


def plural(subtype: str) -> str:
    """The plural of a subtype as Oracle text writes it (one word; a two-word subtype's last word)."""
    if subtype in IRREGULAR:
        return IRREGULAR[subtype]
    if subtype.endswith(("s", "x", "z", "ch", "sh")):
        return subtype + "es"
    if subtype.endswith("y") and subtype[-2:-1] not in tuple("aeiou"):
        return subtype[:-1] + "ies"
    return subtype + "s"


# the plural, lower case -> its subtype (a plural that is itself a subtype, "Plains", is that subtype)
SINGULAR: Dict[str, str] = {plural(s).lower(): s for s in sorted(ALL_SUBTYPES) if plural(s) not in ALL_SUBTYPES}


def singular(word: str) -> Optional[str]:
    """The subtype a plural word names ("pegasi": "Pegasus"), None if it names none."""
    return SINGULAR.get(word.lower())
