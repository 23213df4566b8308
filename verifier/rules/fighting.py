"""What an instant's or sorcery's resolution reads and deals as it resolves, written once over an
`Ops`: a part begun only if its condition holds then (608.2c: "if you control three or more snow
permanents", read on the game right before it resolves), and a fight (701.14a): each of the two
creatures its two parts target deals damage equal to its power to the other, their powers as the
fight happens, after the parts before it in the text began (608.2c; no state-based action in
between, 704.3); none by either if either target is illegal then, or gone (701.14b, 608.2b); one
fighting itself deals itself twice its power (701.14c: its two hits); a part's own damage (120.1,
`verifier.rules.spell_damage`).  The damage is then marked and
checked as any other (`Damage.marked`, 120.3e, 704.5g).  A mixin of `verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, List, Tuple

from verifier.model import SPELL_RESOLVES
from verifier.rules.damage import at_least_none
from verifier.rules.moment import Moment

Value = Any


class Fighting:
    """The fights and resolution conditions of a history's spells (`History` provides the points)."""

    def resolution_condition(self, eid: str, r: int) -> Value:
        """608.2c: whether the condition of effect eid (`resolves_if`) holds as the spell resolving
        at r resolves: on the game right before it (true without one)."""
        cond = self.sc.effects[eid].resolves_if
        if cond is None:
            return True
        board = self.state(r - 1)
        return cond.evaluate(self.ops, board, self.vocab, self.ts_before(r - 1), moment=Moment(self, r - 1, board)).value

    def spell_damage(self, r: int) -> List[Tuple[str, str, Value]]:
        """The damage the spell resolving at r deals by fighting (701.14a), each (source, recipient,
        amount): both hits, or none where the spell does not resolve, the fighting part's condition
        fails, or either target is illegal (701.14b, 608.2b); and a part's own damage (`deals`, 120.1:
        the spell its source, `SpellDamage.part_damage`)."""
        e, ops = self.events[r - 1], self.ops
        if e.kind != SPELL_RESOLVES:
            return []
        out, fought = [], set()
        for eid in e.effects:
            x = self.sc.effects[eid]
            if x.deals:  # 120.1, 608.2b: the part's own damage (`SpellDamage`)
                out += self.part_damage(e.what, eid, r)
            if x.fights is None or frozenset((eid, x.fights)) in fought:  # (two parts naming each other: one fight)
                continue
            fought.add(frozenset((eid, x.fights)))
            y = self.sc.effects[x.fights]
            legal = ops.and_(self.spell_resolves(r), self.resolution_condition(eid, r),
                             *self.targets_legal_of(e.what, x, r - 1), *self.targets_legal_of(e.what, y, r - 1))
            board = self.evaluation_as_resolved(r)
            a, b = x.affects.objects[0], y.affects.objects[0]
            out += [(src, to, ops.ite(legal, at_least_none(ops, board[src].power), 0)) for src, to in ((a, b), (b, a))]
        return out

    def evaluation_as_resolved(self, r: int) -> Any:
        """608.2c, 704.3: the game as the spell resolving at r fights: the effects it began there
        applying, its counters put, no state-based action checked and no damage dealt yet (the
        objects there are those of the point before: a resolution moves none)."""
        before = self.state(r - 1)
        look = self._at(r, f"@{r}+fight", {o: before[o].on_battlefield for o in self.sc.objects},
                        {**self._begun(r), **self.lasting(r)}, attached=self._attachments(r, before),
                        damage=self.marked(r - 1))
        self._lookahead.append(look)
        return look.as_it_happened()
