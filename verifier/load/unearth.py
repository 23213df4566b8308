"""Unearth (702.84a) as an `[[ability]]` of a card in its owner's graveyard (113.6, 602.1): `source`
the card, `ability` its "Unearth {cost}" line, `as` the new object the card returns as (400.7).

Activated by its owner (`activate` events) only as a sorcery, while the card is in that player's
graveyard (602.5d, 307.1), its mana paid as an [[ability]]'s is; it waits on the stack, then
(`resolves`) returns the card to the battlefield only if the card has stayed in that graveyard
since (400.7: one that left is another object; the ability does nothing).  The new object gains
haste (an effect of the resolution on it alone, made here) and is exiled instead of leaving the
battlefield otherwise (614.1a, 614.6: `verifier.rules.leaving`); neither is an ability of the
creature, so removing its abilities leaves both.  The delayed exile at the beginning of the next
end step (603.7) is a [[trigger]] the scenario gives: `created_by` the ability, `moves` the new
object, `into = "exile"`; one not given is refused, as are `effects` on the table (its haste is
made here), a card not in a graveyard, and a cost change of activated abilities beside it (602.2b:
those of permanents; this card is none)."""
from __future__ import annotations

from typing import List

from verifier.load.abilities import effect
from verifier.load.files import At, table_of
from verifier.model import ActivatedAbility, Filter, Scenario
from verifier.rules.costs import UNEARTH


def is_unearth(text: str) -> bool:
    return UNEARTH.match(text) is not None


def haste_id(new: str) -> str:
    return f"unearth haste of {new}"


def ability(at: At, table: dict, objects: dict, effects: dict) -> ActivatedAbility:
    """The unearth [[ability]] of its table (above), its haste effect added to `effects`."""
    source, new = table["source"], table.get("as")
    card = objects[source]
    if card.zone != "graveyard":
        raise (at / "source").error(f"{source!r} is not a card in a graveyard: unearth is activated from its owner's "
                                    "graveyard (702.84a, 113.6): give it zone = \"graveyard\"")
    if new is None:
        raise (at / "ability").error("unearth returns the card as a new object (400.7): name it, as = \"...\"")
    if "effects" in table:
        raise (at / "effects").error("unearth's resolution gives the card haste (702.84a), which the model makes: "
                                     "its table lists no effects")
    eid = haste_id(new)
    effects[eid] = effect(at, {"layer6": {"add_abilities": ["haste"]}}, eid, static=False, source=None,
                          affects=Filter(objects=(new,)), numbers={}, controller=card.owner)
    return ActivatedAbility(id=table["id"], source=source, ability=table["ability"], effects=(eid,), returns=source,
                            returns_as=new, exile_if_leaves=True)


def check(root: At, tables: List[dict], history: List[dict], sc: Scenario) -> None:
    """Each unearth ability with its delayed exile said (603.7, 702.84a), and no cost change of
    activated abilities beside it."""
    for i, a in enumerate(sc.abilities):
        if a.returns is None:
            continue
        at = root / "ability" / i
        exile = [t for t in sc.triggers if t.created_by == a.id]
        if not any(t.moves == (a.returns_as,) and t.into == "exile" and t.when == "next end step" for t in exile):
            raise (at / "id").error(f"unearth exiles {a.returns_as!r} at the beginning of the next end step (702.84a, "
                                    f"603.7): say it, a [[trigger]] with source = {a.source!r}, ability its unearth "
                                    f"line, when = \"next end step\", created_by = {a.id!r}, moves = "
                                    f"[{a.returns_as!r}], into = \"exile\"")
        if any(c.activations is not None for c in sc.cost_changes):
            raise (at / "ability").error("a change of what activated abilities cost beside unearth, an ability of a "
                                         "card in a graveyard (602.2b, 113.6), is not modelled")
        resolving = [j for j, e in enumerate(sc.given_events) if e.kind == "resolves" and e.what == a.id]
        if len(resolving) > 1:
            raise (root / "event" / table_of(history, resolving[1], sc.given_events) / "resolves").error(
                f"{a.id!r} returns its card as one new object (400.7): resolve it once here")
