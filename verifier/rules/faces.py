"""Face-down permanents turned face up over a history, over an `Ops`: how each kind
of face-down permanent may be turned face up (702.37e morph, 702.168d disguise,
701.40b-c manifest, 701.58b-c cloak, 708.7 by an effect) and what it would be were it
face up.  A part of `verifier.rules.time.History`."""
from __future__ import annotations

from typing import Any, List, Optional

import z3

from verifier.errors import ModelError
from verifier.model import DAYBOUND, NIGHTBOUND
from verifier.rules import legality

Value = Any


class Faces:
    """Turning face up (708.8) and transforming (701.27), for `History`."""

    def backs(self, p: int) -> frozenset:
        """The double-faced objects with their back face up at point p (712.8d-f): as
        the scenario begins; then as each event leaves them (`faces_by_event`), and a daybound
        or nightbound permanent turned over as day or night makes it (702.145b-c, e-f).
        One entering, with the face its event says (712.13, 712.14a: the front by default; one
        that can't enter has its front face, 712.8a), or cast by its back face (712.11b); then
        turned over each time it transforms (701.27a).
        (Its back face counts only on the battlefield and the stack: `Evaluation`, 712.8a.)"""
        if p not in self._backs:
            # (702.145b-c, 702.145e-f: `daynight`; none as the history begins, where it refuses a face that would)
            self._backs[p] = (frozenset({o.id for o in self.sc.objects.values() if o.back_up}) if p == 0 else
                              self.faces_by_event(p)) ^ self.day_night_flips(p)
        return self._backs[p]

    def faces_by_event(self, p: int) -> frozenset:
        """`backs` at point p > 0 as its event leaves them, before daybound and nightbound
        permanents transform (`verifier.rules.daynight`)."""
        if p not in self._event_faces:
            out, e = set(self.backs(p - 1)), self.events[p - 1]
            if e.kind == "enters":  # (an instant or sorcery face stays where it is, its front face up: 712.8a)
                back = self.sc.objects[e.what].face(True)
                out = out - set(e.entering) | ({e.what} if e.back and not {"instant", "sorcery"} & back.types
                                               else set())
            elif e.kind == "transform" and self.transforms(e.what, p):
                out ^= {e.what}
            elif e.kind == "cast" and e.back:  # 712.11b: a modal double-faced card cast by its back face
                out |= {e.what}
            self._event_faces[p] = frozenset(out)
        return self._event_faces[p]

    def transforms(self, x: str, q: int) -> bool:
        """Whether x transforms at the event at point q (it is on the battlefield then:
        `legality`): a double-faced card, face up (712.15a), transforming or modal (712.9, 701.27a: the 2020
        rulings that a modal one can't transform predate it), whose face it would turn to is
        no instant or sorcery face (701.27d); no other permanent (701.27c); none with daybound or
        nightbound up, which transform only by those abilities (702.145b, 702.145e)."""
        if (x, q) not in self._transforming:
            self._transforming[(x, q)] = self._transforms(x, q)
        return self._transforming[(x, q)]

    def _transforms(self, x: str, q: int) -> bool:
        o = self.sc.objects[x]
        if o.face_down and x not in self._face_up(q - 1):  # 712.15a: face down, it can't transform
            return False
        into = o.face(x not in self.backs(q - 1))
        bound = {DAYBOUND, NIGHTBOUND} & set(o.face(x in self.backs(q - 1)).abilities)  # 702.145b, 702.145e
        return o.layout in ("transform", "modal_dfc") and not {"instant", "sorcery"} & set(into.types) and not bound \
            and self._by_trigger(x, q)

    def _transformed_between(self, x: str, put: int, r: int) -> bool:
        """Whether x transformed at an event after point `put` and before point r (701.27f)."""
        return any(self.events[k - 1].kind == "transform" and self.events[k - 1].what == x and self.transforms(x, k)
                   for k in range(put + 1, r))

    def _by_trigger(self, x: str, q: int) -> bool:
        """701.27a, 603.4: a transform a trigger's resolution at point q - 1 does happens only if
        that resolution does something (its intervening "if" true then), x, its source, is still
        on the battlefield (400.7), and x has not transformed since that instance was put on the
        stack (701.27f); always for one the history says.  Faces are decided event by
        event: where that is not decided the same in every ordering, refused."""
        e = self.events[q - 1]
        if not e.by_effect:
            return True
        resolved = self.resolving(q - 1)
        # 701.27f: only if x has not transformed since that instance was put on the stack
        fresh = self.ops.or_(*[top for put, top in self.instances(q - 1).items()
                               if not self._transformed_between(x, put, q - 1)]) if resolved is not None else False
        does = self.ops.and_(resolved[1], fresh, self.state(q - 2)[x].on_battlefield) if resolved is not None \
            else False
        decided = _decided(does)
        if decided is None:
            raise ModelError(self.sc.path, e.line, f"whether {x!r} transforms as the trigger resolves (701.27a, 603.4) "
                                                   "depends on the ordering or a choice: not modelled")
        return decided

    def turning_face_up(self, x: str, p: int, by_effect: bool = False) -> List[legality.Condition]:
        """The conditions under which x can be turned face up at point p: a face-down
        permanent; by an effect that turns it face up, always (708.7); by its
        controller's special action (116.2b), only by a rule its kind allows (`can_turn_up`)."""
        s = self.state(p)[x]
        out = [(s.on_battlefield, f"{x!r} is not on the battlefield then (400.7, 110.5d)"),
               (s.face_down, f"{x!r} is not face down then (708.2b)")]
        if not by_effect:
            out.append((self.can_turn_up(x, p), f"{x!r} can't be turned face up by its controller: "
                        f"{describe_face_down(self.sc.objects[x])}"))
        return out

    def can_turn_up(self, x: str, p: int) -> Value:
        """Whether x's controller may turn it face up at point p as a special action (116.2b):
        one that would have a morph or disguise cost if it were face up, whatever made it
        face down (702.37e, 702.37b: megamorph is morph, 702.168d); a manifested or cloaked one also if its card is a
        creature card with a mana cost (701.40b-c, 701.58b-c).  Any other way up is an
        effect's (708.7)."""
        o, ops = self.sc.objects[x], self.ops
        up = self.as_face_up(x, p)
        costs = ops.or_(*[v for a, v in up.abilities.items() if _word(a) in ("morph", "megamorph", "disguise")])
        card = o.face_down_by in ("manifest", "cloak") and "creature" in o.printed.types and has_mana_cost(o.printed)
        return ops.or_(costs, card)

    def as_face_up(self, x: str, p: int) -> Any:
        """x at point p as it would be were it face up (702.37e: what it would have then)."""
        if (x, -p) not in self._looks:
            look = self._at(p, f"@{p}^{x}", self.evaluation(p).present, {**self._begun(p), **self.lasting(p)},
                            face_up=self._face_up(p) | {x},
                            attached=self._attachments(p, self.state(p - 1) if p > 0 else None))
            self._lookahead.append(look)
            self._looks[x, -p] = look.as_it_happened()[x]
        return self._looks[x, -p]

    def _face_up(self, p: int) -> frozenset:
        """The face-down permanents turned face up by point p (708.8): not a manifested or
        cloaked instant or sorcery card, which is revealed and stays face down (701.40g,
        701.58g)."""
        return frozenset(e.what for e in self.events[:p] if e.kind == "turn_face_up" and e.what not in self._stay_down)


def megamorphs(ops: Any, up: Any) -> Value:
    """Whether a permanent as it would be face up has megamorph (702.37b): turned face up
    for its megamorph cost, it gets a +1/+1 counter."""
    return ops.or_(*[v for a, v in up.abilities.items() if _word(a) == "megamorph"])


def _word(ability: str) -> str:
    return ability.split(" ")[0].lower()


def has_mana_cost(c: Any) -> bool:
    """Whether a card has a mana cost (202.1): one given ("{0}" is one; "" is none), or a
    mana value above 0."""
    return bool(c.mana_cost) or c.mana_value > 0


def describe_face_down(o: Any) -> str:
    """How it became face down, and the rule that says how it may be turned face up."""
    return {"morph": "morph, only if it would have a morph cost face up (702.37e)",
            "disguise": "disguise, only if it would have a disguise cost face up (702.168d)",
            "manifest": "manifested, only a creature card with a mana cost, or by morph or disguise (701.40b-d)",
            "cloak": "cloaked, only a creature card with a mana cost, or by morph or disguise (701.58b-d)",
            "effect": "put face down by an effect: only by morph or disguise, or by an effect that turns it face "
                      "up (708.7, 702.37e)"}.get(o.face_down_by, "how it became face down is not stated")


def _decided(value: Value) -> Optional[bool]:
    """A Boolean the same in every ordering: a Python one, or a Z3 one that simplifies to a
    constant; None otherwise."""
    if isinstance(value, bool):
        return value
    simple = z3.simplify(value)
    return True if z3.is_true(simple) else False if z3.is_false(simple) else None
