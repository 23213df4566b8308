"""A cost that sacrifices a permanent of a kind (701.21a): an activated ability's "Sacrifice a
creature", "Sacrifice another artifact", "Sacrifice a Goblin" (602.2b, 601.2h), and a spell's
mandatory additional cost "As an additional cost to cast this spell, sacrifice a creature." (601.2b,
601.2f-h, 118.8; paid also when it is cast without paying its mana cost, 118.9d).  The permanent
is chosen as the cost is paid: one its payer controls on the battlefield and of that kind then,
the ability's own source too unless the text says "another"; it may have been tapped for mana
first (601.2g before 601.2h).  A cost can't be paid without such a permanent (118.3)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, List, Optional, Tuple

from verifier.model import Filter
from verifier.rules import costs
from verifier.state import matches

# 701.21a: "Sacrifice a creature", "Sacrifice another artifact", "Sacrifice a nontoken Goblin":
# a card type (or "permanent") in lower case, or one subtype capitalised (205.3)
_KIND = r"(nontoken )?(artifact|creature|enchantment|land|planeswalker|permanent|[A-Z][a-z]+)"
_OF_A_KIND = re.compile(r"Sacrifice (an?|another) " + _KIND)
# 601.2b, 601.2f, 118.8: a spell's mandatory additional cost, "As an additional cost to cast this spell,
# sacrifice a creature." (never its own card: it is on the stack by then, 601.2a)
_ADDITIONAL = re.compile(r"As an additional cost to cast this spell, sacrifice (an?) " + _KIND + r"\.")


@dataclass(frozen=True)
class Sacrifice:
    """What the cost part `text` sacrifices: a permanent matching `kind`, not the source if
    `another`."""

    text: str
    kind: Filter
    another: bool


def read(part: str) -> Optional[Sacrifice]:
    """The sacrifice of a permanent of a kind that the cost part says (701.21a), if it is one."""
    return _of(_OF_A_KIND.fullmatch(part.strip()), part.strip())


def additional(abilities: Any) -> Optional[Sacrifice]:
    """The mandatory additional cost sacrificing a permanent of a kind that one of a card's
    abilities gives its spell (601.2b, 118.8), if any."""
    return next((_of(m, a) for a in abilities for m in [_ADDITIONAL.fullmatch(a)] if m is not None), None)


def _of(m: Optional[re.Match], text: str) -> Optional[Sacrifice]:
    if m is None:
        return None
    word = m.group(3)
    kind = Filter(types=() if word == "permanent" else (word,) if word.islower() else (),
                  subtypes=(word,) if not word.islower() else (), token=False if m.group(2) else None)
    return Sacrifice(text, kind, m.group(1) == "another")


def split(unread: Tuple[str, ...]) -> Tuple[Optional[Sacrifice], Tuple[str, ...]]:
    """The one sacrifice of a kind among a cost's parts not otherwise read (602.2b), and the rest;
    two of them are left unread."""
    found = [s for s in map(read, unread) if s is not None]
    if len(found) != 1:
        return None, unread
    return found[0], tuple(u for u in unread if u.strip() != found[0].text)


def may_sacrifice(ops: Any, vocab: Any, state: Any, c: str, cost: Sacrifice, you: Any, source: str) -> Any:
    """Whether `you` may sacrifice c for the cost, as the point's `state` has it (701.21a,
    601.2h): on the battlefield, controlled by `you`, of its kind, not the source for
    "another"."""
    if cost.another and c == source:
        return False
    s = state[c]
    return ops.and_(s.on_battlefield, ops.eq(s.controller, you),
                    matches(ops, cost.kind, s, you=you, other=True, vocab=vocab))


def some_sacrifice(ops: Any, vocab: Any, state: Any, objects: Any, cost: Sacrifice, you: Any, source: str) -> Any:
    """118.3: whether some object may be sacrificed for the cost (`may_sacrifice`)."""
    return ops.or_(*[may_sacrifice(ops, vocab, state, c, cost, you, source) for c in sorted(objects)])


def of_ability(text: str, name: str) -> Optional[Sacrifice]:
    """The sacrifice of a kind an activated ability's cost says (602.1a), its source named `name`."""
    return split(costs.of_ability(text, name)[1])[0]


def activation(h: Any, source: str, text: str, sacrificed: Tuple[str, ...], p: int) -> List[Tuple[Any, str]]:
    """What the activation of source's ability right after point p needs of the permanent it
    names as sacrificed, with why it fails (602.2b, 601.2h, 701.21a)."""
    cost = of_ability(text, h.sc.objects[source].printed.name)
    if cost is None:
        return []
    state = h.state(p)
    you = state[source].controller
    return [(may_sacrifice(h.ops, h.vocab, state, c, cost, you, source),
             f"{c!r} can't be sacrificed for {cost.text!r}: not a permanent of that kind its activator controls on the "
             "battlefield then" + (", or the ability's own source" if cost.another else "") + " (602.2b, 701.21a)")
            for c in sacrificed]


def casting(h: Any, s: str, you: Any, sacrificed: Tuple[str, ...], p: int) -> List[Tuple[Any, str]]:
    """What the cast of s by `you` right after point p needs of the permanent it names as
    sacrificed for its additional cost, with why it fails (601.2h, 701.21a): s's own card is on
    the stack by then (601.2a), never on the battlefield."""
    cost = additional(h.sc.objects[s].printed.abilities)
    if cost is None:
        return []
    state = h.state(p)
    return [(may_sacrifice(h.ops, h.vocab, state, c, cost, you, s),
             f"{c!r} can't be sacrificed for the additional cost of {s!r}: not a permanent of the kind "
             f"{cost.text!r} asks that its caster controls on the battlefield then (601.2h, 701.21a)")
            for c in sacrificed]
