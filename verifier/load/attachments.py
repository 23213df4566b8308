"""What a history's attaching reads is modelled: an `attach` event (an effect's, or equip's,
702.6a) or an Aura entering attached (303.4f) puts the Aura or Equipment on what the event
says, checked against its enchant ability (303.4a, 704.5m) and equip's target (702.6a) only.
An ability that stops something being enchanted, equipped or attached ("can't be enchanted by
other Auras", 303.4c, 303.4j, 701.3b), or protection (702.16c-d; but from a quality read beside an
`attach` event not equip's, followed by `verifier.rules.sba.allowed`), is kept by its text and not
followed, nor, for equip, one that changes what can be targeted (115.4, protection too): such a history or
search is refused with the line of its first event that attaches.  A board's own attachments (`attached_to`)
beside such an ability that the state-based actions do not follow (704.5m-n: one whose quality is not read)
are refused too, but for the object granting it or having it among its own abilities (printed cards never
grant a protection that drops the Equipment or Aura itself, but from a colour chosen as it entered, unless it
says it doesn't remove it, 702.16n-p: `_chosen_protections`); not so for an Equipment that "can be attached only to"
some creatures (301.5c, 704.5n), whose own attachment the state-based actions would check."""
from __future__ import annotations

from typing import List, Optional

from verifier.load.files import At, table_of
from verifier.model import Scenario
from verifier.model.history import Event
from verifier.model.unfollowed import ATTACH_ONLY_TO, ATTACH_RULES, TARGETING_RULES
from verifier.rules.protection import quality
from verifier.state import Vocabulary


def _attaches(e: Event, sc: Scenario) -> bool:
    """Whether the event attaches an Aura or Equipment: an attach, or an object entering
    attached (303.4f)."""
    return e.kind == "attach" or e.kind == "enters" and sc.objects[e.what].attached_to is not None


def _rule(e: Event, sc: Scenario) -> Optional[str]:
    """An ability of the scenario that would change whether the event can attach, if one does."""
    # (702.16c-d, 701.3b: a protection whose quality is read is followed by an attach event's move,
    # `verifier.rules.sba.allowed`; not equip's target, nor an Aura entering attached, 303.4f)
    followed = e.kind == "attach" and not e.equip
    return next((a for a in sorted(Vocabulary.of(sc).abilities)
                 if ATTACH_RULES.search(a) and not (followed and quality(a) is not None) or
                 e.equip and TARGETING_RULES.search(a)), None)


def check_attachments(root: At, tables: List[dict], sc: Scenario) -> None:
    """An event that attaches (a history's, or one a search may use) only where no ability
    of the scenario limits what may become attached to what (`ATTACH_RULES`)."""
    found = [(i, e) for i, e in enumerate(sc.given_events) if _attaches(e, sc)] + \
        [(None, e) for e in sc.search_events if _attaches(e, sc)]
    for i, e in found:
        rule = _rule(e, sc)
        if rule is not None:
            at = root / table_of(tables, i, sc.given_events) / e.kind if i is not None else \
                At(root.file) / "scenario" / "search" / "events"
            raise at.error(f"the ability {rule!r} changes what can become attached to what (303.4c, 303.4j, 701.3b, "
                           "702.16c-d, 115.4): not modelled yet, and the history attaches "
                           f"{e.what!r}{f' to {e.to!r}' if e.to else ' as it enters'}")


def check_board(root: At, tables: List[dict], sc: Scenario) -> None:
    """An object attached as the board begins (`attached_to`) only where no ability of the scenario
    limits what may be attached to what unread by the state-based actions (704.5m-n, 702.16c-d):
    whether it would stay attached is not modelled; the object granting that ability is let through."""
    rules = [a for a in sorted(Vocabulary.of(sc).abilities) if ATTACH_RULES.search(a) and quality(a) is None]
    chosen = _chosen_protections(sc)
    rules += sorted(chosen - set(rules))
    if not rules:
        return
    for i, table in enumerate(tables):
        oid = table["id"]
        if sc.objects[oid].attached_to is None:
            continue
        granted = {a for e in sc.effects.values() if e.source == oid for p in e.parts for a in p.add_abilities} | \
            set(sc.objects[oid].printed.abilities)  # (its own ability: "Sacrifice this Aura: ... gains protection")
        # (what the object itself may be attached to, 301.5c, 704.5n: its own ability, not let through)
        kept = {a for e in sc.effects.values() if e.source == oid and e.keeps_source for p in e.parts
                for a in p.add_abilities}  # (702.16n: "This effect doesn't remove ~", `own_protection`)
        rule = next((a for a in rules if a not in granted or ATTACH_ONLY_TO.search(a) or a in chosen - kept), None)
        if rule is not None:
            raise (root / i / "attached_to").error(
                f"{oid!r} is attached to {sc.objects[oid].attached_to!r} beside the ability {rule!r}, which changes "
                "what can stay attached to what (702.16c-d, 303.4c, 704.5m-n) in a way the model does not read")


def _chosen_protections(sc: Scenario) -> set:
    """The protections a static ability grants from what its object chose as it entered (`chosen_words`):
    the state-based actions follow their quality (704.5m), but not an exception the card may make to what
    they remove (702.16p: "doesn't remove Auras you control that are already attached"), which its model
    does not carry; so an object attached on the board beside one is refused, the granting one too."""
    return {a for e in sc.effects.values() if e.static and e.source in sc.objects and sc.objects[e.source].chose
            for p in e.parts for a in p.add_abilities
            if quality(a) is not None and quality(a) == (sc.objects[e.source].chosen or "").lower()}
