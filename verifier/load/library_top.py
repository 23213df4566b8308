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
from verifier.rules.library_top import permissions, top_cast
from verifier.state import Vocabulary
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
    chooses as it enters (614.12): refused where its `chosen` is not given.  So is such a
    permission an object may get from a copy effect (707.2: a copy entering chooses anew, 707.5,
    614.12) or from an effect granting it (613.1f: which type it would read is not said)."""
    texts = {p.ability for p in permissions(Vocabulary.of(sc).abilities) if CHOSEN in p.spells.subtypes}
    for e in sc.effects.values() if texts else ():
        if any(part.layer.startswith("1") or texts & set(part.add_abilities) for part in e.parts) or \
                any(o.copies_as_it_enters is not None for o in sc.objects.values()):
            raise root.error(f"an object may get the ability {sorted(texts)[0]!r} by a copy or an effect that grants "
                             "it (707.2, 613.1f): what it would have chosen (614.12) is not modelled")
    for i, e in enumerate(sc.events):
        for o in e.entering:
            obj = sc.objects[o]
            if _kinds(obj.printed) and obj.chosen is None:
                raise (root / table_of(tables, i, sc.events) / ("resolves" if e.from_stack else "enters")).error(
                    f"{o!r} enters here and chooses a type as it enters (614.12), which its ability 'of the chosen "
                    "type' uses: give its [[object]] chosen = \"...\"")
