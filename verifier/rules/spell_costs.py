"""A spell's own rules for paying for it (its card's `costs_less` and `spend_only_from`,
`verifier.load.spell_costs`), written once over an `Ops`.

- 601.2f, 118.7a: "This spell costs {X} less to cast, where X is ..." takes X generic mana off
  its total cost, after increases, never below none (the generic part only: coloured symbols
  stay); X is read as the total cost is determined, once the card is on the stack (601.2a) and
  before any mana ability is activated (601.2g), so a change while paying changes nothing
  (601.2h).  A calculation below 0 is 0 (107.1b); the greatest among none is 0 (208.2a).
- 106.6: "Spend only mana produced by <kind> to cast this spell": only mana whose source (the
  permanent whose ability produced it: the one tapped for its own mana abilities' mana, granted
  ones too, 113.6, and a triggered mana ability's source for what that adds, 106.12a, 605.1b)
  matched the kind as it produced it may pay any part of its total cost.  A permission to spend
  mana as though of another type changes what the mana pays, never where it came from (609.4b)."""
from __future__ import annotations

from typing import Any, Dict

from verifier.model import Count, GameObject
from verifier.rules import amounts
from verifier.state import ObjState, Vocabulary, matches

Value = Any


def own_reduction(ops: Any, spell: GameObject, state: Dict[str, ObjState], you: Value, vocab: Vocabulary) -> Value:
    """601.2f: the generic mana the spell's own ability takes off its total cost, cast by `you`
    with the board `state` (0 for a spell without one)."""
    less = spell.costs_less
    if less is None:
        return 0
    if not isinstance(less, Count):
        return less
    members = {o: ops.and_(s.on_battlefield, matches(ops, less.of, s, you=you, other=o != spell.id, vocab=vocab))
               for o, s in state.items() if o != spell.id}
    return amounts.amount(ops, less, members, state, decides=True)  # (107.1b: never below 0)


def may_produce_for(ops: Any, spell: GameObject, origin: ObjState, you: Value, vocab: Vocabulary) -> Value:
    """106.6: whether mana whose source was `origin` (as it produced the mana) may be spent to
    cast the spell, whose caster is `you`."""
    if spell.spend_only_from is None:
        return True
    return matches(ops, spell.spend_only_from, origin, you=you, other=True, vocab=vocab)
