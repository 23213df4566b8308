"""613.1f, 101.2: objects that "can't have or gain" a keyword ("Creatures your opponents control
lose hexproof and can't have or gain hexproof").  The loss is the card's layer 6 part, applied at
its timestamp; that no grant of the keyword applies to them, whatever its timestamp, and that
resolved effects granting it are not created (the Archetypes' rulings), is kept by the line's
text and not followed.  Without a grant it changes nothing the layer 6 loss does not: so a
scenario with an effect that may grant the keyword to an object the rule may cover is refused,
with the line of the object that has the rule (else the first object).  A grant of an instance
("hexproof from blue") is a grant of the keyword (702.11d-e, `counts_as`)."""
from __future__ import annotations

from typing import List

from verifier.load.files import At
from verifier.model import Effect, Scenario
from verifier.model.effects import counts_as
from verifier.model.unfollowed import CANT_HAVE
from verifier.state import Vocabulary


def check(root: At, tables: List[dict], sc: Scenario) -> None:
    """No effect of sc grants a keyword an ability of sc says objects can't have or gain, but one
    of the rule's own object that provably affects none of those the rule's loss affects."""
    for text in sorted(Vocabulary.of(sc).abilities):
        said = CANT_HAVE.search(text)
        if said is None:
            continue
        keyword = said["keyword"].lower()
        holders = [o for o, obj in sc.objects.items() if text in obj.printed.abilities]
        losses = [e for e in sc.effects.values() if e.static and e.source in holders and
                  any(keyword in p.remove_abilities for p in e.parts)]
        grant = next((e for e in sc.effects.values() if any(counts_as(a, keyword) for p in e.parts for a in p.add_abilities) and
                      not (len(holders) == 1 and losses and all(_apart(e, loss) for loss in losses))), None)
        if grant is None:
            continue
        i = next((i for i, t in enumerate(tables) if t.get("id") in holders), 0)
        raise (root / i).error(f"the ability {text!r} says objects can't have or gain {keyword} whatever grants it "
                               f"(613.1f, 101.2), which is not modelled, beside an effect that may grant it "
                               f"({grant.ability or grant.id!r})")


def _apart(grant: Effect, loss: Effect) -> bool:
    """Whether a static grant of the rule's own object affects none of what its loss affects: both
    of the same source (so of one controller), one to the creatures "you" control and the other to
    an opponent's (in the model's two-player game, 102.1, no object is both)."""
    return grant.static and grant.source == loss.source and not grant.affects.objects and \
        not loss.affects.objects and {grant.affects.controller, loss.affects.controller} == {"you", "opponent"}
