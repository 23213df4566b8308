"""What each part of a continuous effect does to an object, layer by layer (613.1-613.4),
written once over an `Ops`: a copy with its exceptions (707.2, 707.9), face-down
characteristics (708.2), control, text changes (612), types and subtypes (205, 305.7),
colours, abilities, power and toughness, and counters.  A part of
`verifier.rules.layers.Evaluation`."""
from __future__ import annotations

from typing import Any, Dict, Optional

from verifier.model import OWNER, Effect, Part, face_down_values, is_instance, is_landwalk, is_mana_ability, pt_counter
from verifier.rules import copying
from verifier.rules.runs import Run, State, Step
from verifier.rules.typeline import BASIC_LAND_MANA, every_of_kind, intrinsic_mana_ability, sets_of
from verifier.state import COPIABLE, ObjState, from_characteristics, has_subtype, merge, reading, snapshot

Value = Any


class Parts:
    """The layer parts' semantics, for `Evaluation`."""

    def _apply_part(self, part: Part, e: Effect, s: ObjState, state: State, run: Run) -> ObjState:
        ops = self.ops
        layer = part.layer
        if layer == "1a":  # 707.2b-c: the copied object's copiable values as the copy began, 707.9: its exceptions
            defining = copying.defining_abilities(self.sc.effects.values()) if part.copy_except else {}
            return s.with_(**copying.copied_values(ops, self._copiable_as_it_began(e, part.copy_of), s, part.copy_except,
                                                   self.vocab, defining))
        if layer == "1b":  # 708.2: the listed characteristics and nothing else
            listed = from_characteristics(part.face_down, s.controller, self.vocab)
            return s.with_(**{f: getattr(listed, f) for f in COPIABLE})
        if layer == "2":
            # 108.3: OWNER, each object's own owner
            return s.with_(controller=s.owner if part.controller == OWNER else self._player(part.controller, e, state))
        if layer == "3":
            return self._text_change(part, s, self._text(e, state))
        text = self._text(e, state)
        if layer == "4":
            return self._types(part, s, text)
        if layer == "5":
            return s.with_(colors=self._colors(part, s, text))
        if layer == "6":
            abilities = dict(s.abilities)
            if part.remove_all_abilities:
                abilities = {a: False for a in abilities}
            if part.remove_all_abilities_except_mana:  # 605.1a
                kept = set(self.sc.mana_abilities) | {t.ability for t in self.sc.mana_triggers}  # 605.1a-b
                abilities = {a: v if is_mana_ability(a) or a in kept else False for a, v in abilities.items()}
            if part.remove_landwalk:  # 702.14a: every landwalk ability of the scenario's
                abilities.update({a: False for a in abilities if is_landwalk(a)})
            abilities.update({a: False for a in abilities if any(is_instance(a, r) for r in part.remove_abilities)})
            abilities.update({a: True for a in part.add_abilities})
            return s.with_(abilities=abilities)
        def amount(value: Any, default: Value) -> Value:
            return default if value is None else self._amount(value, layer, e, s, state, run)

        if layer in ("7a", "7b"):
            return s.with_(power=amount(part.power, s.power), toughness=amount(part.toughness, s.toughness))
        if layer == "7c":
            return s.with_(power=ops.add(s.power, amount(part.power, 0)),
                           toughness=ops.add(s.toughness, amount(part.toughness, 0)))
        if layer == "7d":  # 613.4d
            return s.with_(power=s.toughness, toughness=s.power)
        raise AssertionError(layer)

    def _colors(self, part: Part, s: ObjState, text: Optional[Dict[str, Value]]) -> Dict[str, Value]:
        """Layer 5: the colours set, then those added (105.3), the words read through `text`."""
        ops = self.ops
        colors = dict(s.colors)
        if part.set_colors is not None:
            colors = reading(ops, part.set_colors, text, self.vocab.colors, self.vocab)
        for c, means in reading(ops, part.add_colors, text, self.vocab.colors, self.vocab).items():
            colors[c] = ops.or_(colors[c], means)
        return colors

    def _text_change(self, part: Part, s: ObjState, text: Optional[Dict[str, Value]]) -> ObjState:
        """612: every instance of one word in the object's text, type line included,
        now reads as another of its kind (612.2); or its name is set (612.8).  The
        two words are read through `text`, the changing ability's own text (612)."""
        ops, vocab = self.ops, self.vocab
        if part.set_name is not None:
            return s.with_(name=vocab.name_code(part.set_name))
        was, now = (vocab.word_code(w) if text is None else text[w] for w in part.change_word)
        changed = {w: ops.ite(ops.eq(v, was), now, v) for w, v in s.text.items()}
        if part.change_word[0] in vocab.colors:  # no colour is in the type line (202.2); 612.2 keeps the kind
            return s.with_(text=changed)
        reads_was = {t: ops.eq(was, vocab.word_code(t)) for t in vocab.subtypes}
        moved = ops.or_(*[ops.and_(reads_was[t], s.subtypes[t]) for t in vocab.subtypes])
        subtypes = {t: ops.or_(ops.and_(s.subtypes[t], ops.not_(reads_was[t])),
                               ops.and_(ops.eq(now, vocab.word_code(t)), moved)) for t in vocab.subtypes}
        return s.with_(text=changed, subtypes=subtypes)

    def _text(self, e: Effect, state: State) -> Optional[Dict[str, Value]]:
        """The text a static ability's words are read through, if text can change in
        this scenario: its object's; for a granted ability, that of the object whose
        ability quotes it (612.1), never the receiver's (612.3)."""
        if not (self._text_changes and e.static):
            return None
        if e.granted_by is not None:
            return self._text(self.sc.effects[e.granted_by], state)
        return state[e.source].text

    def _types(self, part: Part, s: ObjState, text: Optional[Dict[str, Value]]) -> ObjState:
        ops, vocab = self.ops, self.vocab
        types, subtypes, supertypes = dict(s.types), dict(s.subtypes), dict(s.supertypes)
        abilities = s.abilities
        if part.set_types is not None:  # 205.1a: replaces the card types; instant and sorcery stay
            types = {t: t in part.set_types or (t in ("instant", "sorcery") and types[t]) for t in types}
        types.update({t: False for t in part.remove_types})
        types.update({t: True for t in part.add_types})
        supertypes.update({t: False for t in part.remove_supertypes})
        supertypes.update({t: True for t in part.add_supertypes})
        # Subtypes are kept as given; each counts only while the object has a card type it
        # belongs to (205.1a, 205.3d: `has_subtype`).  205.1a: setting subtypes replaces only
        # those of the sets the new ones belong to; 305.7: new basic land types replace the
        # land types.
        for new in (part.set_subtypes, part.land_types):
            if new is not None:  # (a text change keeps a word within its set, 612.2)
                replaced = {name for w in new for name in sets_of(w)}
                means = reading(ops, new, text, vocab.subtypes, vocab)
                subtypes.update({t: means[t] for t in subtypes if replaced & set(sets_of(t))})
        if part.land_types is not None:
            # 305.7: the land also loses the abilities of its rules text and copiable values
            loses = ops.rule("305.7")
            abilities = {a: False if loses is True else ops.and_(ops.not_(loses), v) for a, v in abilities.items()}
        subtypes.update({t: False for t in subtypes if set(sets_of(t)) & set(part.remove_subtype_sets)})
        for t, means in reading(ops, part.remove_subtypes, text, vocab.subtypes, vocab).items():
            subtypes[t] = ops.and_(subtypes[t], ops.not_(means))
        # (every creature type: the later ones the scenario's objects print too, 205.3f, 702.73a)
        for t, means in reading(ops, every_of_kind(part.add_subtypes, vocab.subtypes), text, vocab.subtypes,
                                vocab).items():
            subtypes[t] = ops.or_(subtypes[t], means)
        return s.with_(types=types, subtypes=subtypes, supertypes=supertypes, abilities=abilities)

    def _intrinsic_abilities(self, s: ObjState) -> ObjState:
        """305.6: a land with a basic land type has that type's mana ability."""
        ops = self.ops
        abilities = dict(s.abilities)
        for t in BASIC_LAND_MANA:
            a = intrinsic_mana_ability(t)
            abilities[a] = ops.or_(abilities[a], ops.and_(ops.rule("305.6"), has_subtype(ops, s, t)))
        return s.with_(abilities=abilities)

    def _counters(self, oid: str, s: ObjState) -> ObjState:
        """613.4c: counters such as +1/+1 and -1/-1 modify power and toughness in 7c
        (122.1a); other kinds of counters do not.  Before them, the base P/T is set."""
        power = toughness = 0
        for kind, n in s.counters.items():
            pt = pt_counter(kind)
            if pt is not None:
                power, toughness = power + n * pt[0], toughness + n * pt[1]
        on = self.ops.rule("613.4c")  # (switched off, `verifier.rules.cited`: counters change nothing)
        return s.with_(power=self.ops.ite(on, self.ops.add(s.power, power), s.power),
                       toughness=self.ops.ite(on, self.ops.add(s.toughness, toughness), s.toughness),
                       base_power=s.power, base_toughness=s.toughness)

    def _face_down(self, state: State, run: Run) -> State:
        """613.2b, 708.2a: a face-down permanent starts layer 1b as a nameless 2/2
        creature; an effect listing other face-down characteristics applies after."""
        out = dict(state)
        down = sorted(self._down)
        on = self.ops.rule("613.2b")  # (switched off, `verifier.rules.cited`: face down changes nothing)
        for oid in down:
            default = from_characteristics(face_down_values(self.sc.objects[oid].face_down_by), state[oid].controller,
                                           self.vocab)
            out[oid] = merge(self.ops, on, state[oid].with_(**{f: getattr(default, f) for f in COPIABLE}), state[oid])
        if run.trace is not None and down:
            run.trace.append(Step("1b", "face-down (708.2a)", down, {o: snapshot(out[o], self.vocab) for o in down}))
        return out
