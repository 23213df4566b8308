"""613.1f, 113.1a: "has all activated abilities of [other objects]" (all cards exiled with it, all land
cards in all graveyards, creatures you control that don't share its name).  The abilities so gained are
named by what those other objects have, which the model's objects do not list: the line is kept by
its text and not followed.  Without them, every answer that reads no activated ability is right: the
object's power, toughness, types, colours and control (613.1a-e, 613.4) do not depend on them.  So a
scenario with such an ability is refused where an answer could read one: a claim on abilities or on
mana (106.7: what it could produce would miss a granted mana ability, 605.1a), an effect or amount
whose affected set reads abilities ("creatures with ...", 613.8a), and a history (an activation,
602.2, or a payment with mana abilities, 601.2g-h)."""
from __future__ import annotations

from typing import List, Optional

from verifier.load.files import At
from verifier.model import Scenario
from verifier.model.effects import Effect
from verifier.model.unfollowed import BORROWED_ABILITIES
from verifier.state import Vocabulary

# the claim functions whose answer reads an object's abilities or its mana abilities (106.7, 106.12, 602.5)
_ABILITY_READS = ("has_ability", "could_produce", "can_tap_for_mana", "tapped_for_mana", "can_activate")


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """No answer of sc reads an activated ability an ability of sc gives by what other objects
    have (above); refused at the line of the object that has it (else the first object)."""
    texts = [t for t in sorted(Vocabulary.of(sc).abilities) if BORROWED_ABILITIES.search(t)]
    if not texts:
        return
    why = _reader(sc)
    if why is None:
        return
    holders = {o for o, obj in sc.objects.items() if texts[0] in obj.printed.abilities}
    i = next((i for i, t in enumerate(tables) if t.get("id") in holders), 0)
    raise (root / i).error(f"the ability {texts[0]!r} gives the activated abilities of other objects (613.1f), which "
                           f"the model does not list, beside {why}, whose answer could read one")


def _reader(sc: Scenario) -> Optional[str]:
    """What of sc could read an object's activated abilities, said for a refusal, or None."""
    if sc.events or sc.search_events:
        return "a history (an activation, 602.2, or a payment with mana abilities, 601.2g-h)"
    for c in sc.claims:
        for x in (c.goal, c.premise):
            if x is None:
                continue
            fn = next((fn for fn, _ in x.calls() if fn in _ABILITY_READS), None)
            if fn is not None:
                return f"the claim {c.id!r} ({fn})"
            if any("abilities" in n.reads() for n in x.counts.values()):
                return f"the claim {c.id!r} (a count by abilities)"
    for e in sc.effects.values():
        if "abilities" in _effect_reads(e) or e.as_long_as is not None and \
                any(fn in _ABILITY_READS for fn, _ in e.as_long_as.calls()):
            return f"the effect {e.id!r} (what it affects or counts reads abilities, 613.8a)"
    return None


def _effect_reads(e: Effect) -> set:
    """What e's affected set, targets, condition and amounts look at (the readings 613.8a's check uses)."""
    out = set().union(*(f.reads() for f in (e.affects, e.target, e.condition) if f is not None))
    return out.union(*(a.reads() for part in e.parts for a in part.amounts()))
