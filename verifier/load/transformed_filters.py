"""`transformed` in what a count counts ("for each transformed permanent you control"): a
transforming double-faced permanent with its back face up (701.27g), a status the layer system
reads at each point (`ObjState.transformed`; a melded permanent is none).
Where the rules leave the model's reading short it is refused: beside a modal double-faced card
(whether one with its back face up is "transformed" is not modelled) and beside a copy (707.8a:
a copy of a double-faced permanent is a double-faced token, which the model does not give faces)."""
from __future__ import annotations

from typing import Iterator, Optional

from verifier.load.files import At
from verifier.model import Filter, Scenario


def _filters(sc: Scenario) -> Iterator[tuple]:
    """(what, filter) for each set of objects the scenario's effects and mana abilities count."""
    for e in (sc.all_effects or sc.effects).values():
        for p in e.parts:
            yield from ((f"the effect {e.id!r}", c.of) for c in p.amounts())
    for name, ab in sc.mana_abilities.items():
        yield from ((f"the mana ability {name!r}", u.amount.of) for u in ab.units if hasattr(u.amount, "of"))


def _reads(f: Filter) -> bool:
    return any(g.transformed is not None for g in f.each())


def _short(sc: Scenario) -> Optional[str]:
    """What the reading of `transformed` does not follow in this scenario, if anything."""
    modal = next((o.id for o in sc.objects.values() if o.layout == "modal_dfc"), None)
    if modal is not None:
        return f"{modal!r} is a modal double-faced card (whether one with its back face up is transformed, 701.27g)"
    copied = next((e.id for e in (sc.all_effects or sc.effects).values() if any(p.copy_of is not None for p in e.parts)),
                  None) or next((e.what for e in sc.events + sc.search_events if e.copy is not None), None) or \
        next((o.id for o in sc.objects.values() if o.copy_of_spell is not None), None)
    if copied is not None:
        return f"{copied!r} copies (707.8a: a copy of a double-faced permanent is a double-faced token)"
    return None


def check(root: At, sc: Scenario) -> None:
    """Refuse a filter reading `transformed` where the scenario has what its reading does not follow."""
    what = next((w for w, f in _filters(sc) if _reads(f)), None)
    short = _short(sc) if what is not None else None
    if short is not None:
        raise root.error(f"{what} asks which permanents are transformed, and {short}: not modelled")
