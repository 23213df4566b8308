"""702.16n: an Aura that gives the enchanted creature protection and says "This effect doesn't remove
this Aura" (`keeps_source_attached` on its [[card.static]]): the state-based action of 704.5m does not put
that Aura into the graveyard for the protection it grants itself (`verifier.rules.sba.kept_attached`),
while another instance of protection from the same quality still removes it.  The model's abilities are
one flag per text, so the exception is exact only while no other source gives the same ability: a
scenario where one could (another effect, another copy of the card, a printed ability), or where a text
changes (612), is refused."""
from __future__ import annotations

from typing import List

from verifier.load import chosen_words
from verifier.load.files import At
from verifier.model import Scenario
from verifier.rules.protection import quality


def check_table(at: At, table: dict) -> None:
    """The key only beside a protection the model follows, granted to the object the Aura is attached to."""
    if not table.get("keeps_source_attached"):
        return
    granted = (table.get("layer6") or {}).get("add_abilities") or []
    if not (table.get("affects") or {}).get("attached") or not any(chosen_words.read_protection(a) for a in granted):
        raise (at / "keeps_source_attached").error(
            "an Aura's protection that does not remove it (702.16n) is granted to what it is attached to "
            "(affects attached = true) as a protection the model follows (layer6 add_abilities 'protection from "
            "<colour, card type or everything>', or from the chosen color, read with `chosen`); elsewhere the exception is not modelled")


def check_scenario(root: At, tables: List[dict], sc: Scenario) -> None:
    """Refuse a scenario where an ability an Aura's own protection grants without removing it (702.16n)
    could come from another source too: which instance removes the Aura would then not be known."""
    changer = next((x for x in sc.effects.values() if x.part("3") is not None), None)  # (612: a text change)
    for e in sc.effects.values():
        if not e.keeps_source:
            continue
        if changer is not None:  # (which protection it grants, read through a changed text, is not followed here)
            raise root.error(f"effect {changer.id!r} changes text (612) beside {e.source!r}, whose own protection "
                             "does not remove it (702.16n): not modelled")
        # (a protection from "the chosen color" with no colour chosen is kept by its words, never followed: 704.5m
        # removes nothing for it)
        hosts = {sc.objects[e.source].attached_to} | {v.to for v in sc.events if v.kind == "attach" and
                                                       v.what == e.source}  # (what the Aura may be attached to)
        for a in (a for p in e.parts for a in p.add_abilities if quality(a) is not None):
            # (an effect on named objects none of which it may enchant gives the ability elsewhere only)
            other = next((x.source or x.id for x in sc.effects.values() if x.id != e.id and
                          not (x.affects.objects and not hosts & set(x.affects.objects)) and
                          any(a.lower() == b.lower() for p in x.parts for b in p.add_abilities)), None) or \
                next((o for o, obj in sc.objects.items() if a.lower() in {b.lower() for b in obj.printed.abilities}),
                     None)
            if other is not None:
                at = next((root / i for i, t in enumerate(tables) if t.get("id") == other), root)
                raise at.error(f"{other!r} gives {a!r} too, beside {e.source!r}, whose own grant of it does not "
                               "remove it (702.16n): which instance removes that Aura is not modelled")
