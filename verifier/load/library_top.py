"""A permission to cast spells from the top of a library "of the chosen type" (601.3, 614.12),
read: what its object chose as it entered (`chosen`), checked against the words a choice of a
creature type may name (205.3m: an existing creature type, not a card type or supertype,
Realmwalker's ruling).  With no `chosen`, an object there as the scenario begins made no choice
(Realmwalker's ruling: "somehow on the battlefield with no choice"), and nothing is of the
chosen type; one that enters during the history chooses as it enters, which the file must say."""
from __future__ import annotations

from typing import List

from verifier.load.files import At, table_of
from verifier.model import CHOSEN, Characteristics, Scenario
from verifier.rules.library_top import top_cast
from verifier.rules.typeline import SUBTYPE_SETS


def _kinds(printed: Characteristics) -> List[str]:
    """The kinds of spell its "of the chosen type" permissions name (a card type: "creature")."""
    return sorted({p.spells.types[0] for p in (top_cast(a) for a in printed.abilities)
                   if p is not None and CHOSEN in p.spells.subtypes})


def check_choice(at: At, printed: Characteristics, table: dict) -> bool:
    """Whether the object's card uses what it chose as it entered for such a permission, a
    choice given (`chosen`); the choice must be a subtype of the kind of spell named (205.3m
    for creature types)."""
    kinds = _kinds(printed)
    if not kinds or "chosen" not in table:
        return False
    chosen = table["chosen"]
    for kind in kinds:
        if chosen not in SUBTYPE_SETS.get(kind, ()):
            raise (at / "chosen").error(f"{chosen!r} is no {kind} type (205.3m: a choice of a {kind} type names one "
                                        "that exists, not a card type or a supertype): what its ability asks to be "
                                        "chosen")
    return True


def check_entering(root: At, tables: List[dict], sc: Scenario) -> None:
    """An object whose permission reads "the chosen type" and that enters during the history
    chooses as it enters (614.12): refused where its `chosen` is not given."""
    for i, e in enumerate(sc.events):
        for o in e.entering:
            obj = sc.objects[o]
            if _kinds(obj.printed) and obj.chosen is None:
                raise (root / table_of(tables, i, sc.events) / ("resolves" if e.from_stack else "enters")).error(
                    f"{o!r} enters here and chooses a type as it enters (614.12), which its ability 'of the chosen "
                    "type' uses: give its [[object]] chosen = \"...\"")
