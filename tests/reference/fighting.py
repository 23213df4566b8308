"""What an instant's or sorcery's resolution reads and deals as it resolves, in the reference, written
from the Comprehensive Rules apart from `verifier.rules`.

608.2c: a spell does its instructions in order; one under a condition ("if you control three or more
snow permanents") does it only if the condition holds as the spell resolves, read on the game then.
701.14a: two creatures fight: each deals damage equal to its power to the other, at once; their
powers after the instructions before the fight were done (608.2c).  701.14b: if either creature is no
longer on the battlefield or is an illegal target (608.2b), neither deals damage.  701.14c: a creature
fighting itself deals itself damage equal to twice its power (its two hits here).  120.1: a part that deals
its target N damage ("Flame Slash deals 4 damage to target creature") deals it only if that target is still legal
(608.2b)."""
from __future__ import annotations

from typing import TYPE_CHECKING, FrozenSet, List, Tuple

from verifier.model import Event

from . import casting, damage, spell_damage
from .expressions import evaluate

if TYPE_CHECKING:  # (only for the annotations)
    from .simulator import Game


def as_it_resolves(g: "Game", e: Event) -> Tuple[FrozenSet[str], List[Tuple[str, str]]]:
    """As the spell of `e` begins to resolve (on top of the stack): the effects of its resolution
    whose condition fails (608.2c), and the pairs of creatures it will have fight, both targets
    still legal (701.14a-b, 608.2b; a spell whose targets are all illegal does nothing at all)."""
    spell = casting.top(g, e.what)
    unmet = frozenset(x for x in e.effects if g.sc.effects[x].resolves_if is not None and
                      not evaluate(g, g.sc.effects[x].resolves_if.text))
    pairs, fought = [], []
    for x in e.effects:
        one = g.sc.effects[x]
        if one.fights is None or x in unmet or {x, one.fights} in fought:  # (one fight, whichever part says it)
            continue
        fought.append({x, one.fights})
        a, b = one.affects.objects[0], g.sc.effects[one.fights].affects.objects[0]
        if casting.target_legal(g, e.what, spell.controller, a, x) and \
                casting.target_legal(g, e.what, spell.controller, b, one.fights):
            pairs.append((a, b))
    return unmet, pairs


def fight(g: "Game", pairs: List[Tuple[str, str]]) -> None:
    """701.14a: each creature of a pair deals damage equal to its power to the other, at once, as
    the game is once the resolution's effects began (no state-based action in between, 704.3)."""
    views = g.views()
    for a, b in pairs:
        damage.deal(g, [(views[a], b, views[a].power), (views[b], a, views[b].power)])


def struck(g: "Game", e: Event, unmet: FrozenSet[str]) -> List[Tuple[str, int]]:
    """120.1, 608.2b: as the spell of `e` begins to resolve, the targets its parts deal damage to (`deals`),
    each with how much: a part whose condition holds, its target still legal."""
    spell = casting.top(g, e.what)
    own = any(g.sc.effects[x].deals and not g.sc.effects[x].affects.objects and x not in unmet for x in e.effects)
    return [(g.sc.effects[x].affects.objects[0], spell.x if g.sc.effects[x].deals == "X" else g.sc.effects[x].deals)
            for x in e.effects if g.sc.effects[x].deals and g.sc.effects[x].affects.objects and x not in unmet and
            casting.target_legal(g, e.what, spell.controller, g.sc.effects[x].affects.objects[0], x)] + \
        (spell_damage.hits(g, spell) if own else [])  # (to what its cast announced, or to each ...)


def strike(g: "Game", s: str, hits: List[Tuple[str, int]]) -> None:
    """120.3e: the spell s deals each its damage, at once."""
    damage.deal(g, [(g.view(s), t, n) for t, n in hits])
