"""A [[trigger]] table's `of` against its text's trigger condition (603.2): whose objects it waits for (109.5), and
the kinds of spell a cast trigger waits for (601.2i, 205.2a)."""
from __future__ import annotations

import re

from verifier.load.files import At
from verifier.load.trigger_text import parts
from verifier.model import CASTING


# 109.5, 603.2: who controls what a trigger condition waits for, as its words say it
_WHOSE = ((re.compile(r"\byou control\b", re.I), "you"), (re.compile(r"\ban opponent controls\b", re.I), "opponent"))


def check_of_controller(at: At, table: dict, ability: str) -> None:
    """603.2, 109.5: where the trigger condition says whose objects it waits for ("a creature you
    control enters", "a land an opponent controls"), `of` says the same controller; without it an
    opponent's creature triggered "another creature you control enters" (trial 6), so a table that
    drops or changes it is refused."""
    said = parts(ability)
    if said is None or not isinstance(table.get("of"), dict) or table["of"].get("self"):
        return
    condition = said.condition
    if re.search(r"\bcasts?\b", condition, re.I):  # (a cast's `of` is the spell: "a Mountain you control enters
        return  # or you cast a red spell" says two events, each table one of them)
    said = [who for pattern, who in _WHOSE if pattern.search(condition)]
    if len(said) == 1 and table["of"].get("controller") != said[0]:
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {condition.strip(' ,')!r} waits for what "
                                f"{'you control' if said[0] == 'you' else 'an opponent controls'} (603.2, 109.5): "
                                f"of says controller = {said[0]!r}")


# 205.2a, 601.2i: the words of a cast trigger condition naming the kind of spell it waits for ("a creature spell",
# "a noncreature spell", "an instant or sorcery spell"), up to the word "spell" if it has it
_CAST_CLAUSE = re.compile(r"\bcasts?\b(?P<what>.*?)(?:\bspells?\b|$)", re.I)
_SPELL_TYPE = re.compile(r"\b(?P<non>non-?)?(?P<type>artifact|battle|creature|enchantment|instant|kindred|tribal|"
                         r"planeswalker|sorcery|permanent)\b", re.I)


def check_of_types(at: At, table: dict, ability: str) -> None:
    """603.2, 601.2i: a cast trigger's `of` waits for the kinds of spell its condition names: the card types
    of "a creature spell" are its `types`, those of "an instant or sorcery spell" one each in its `any_of`,
    "a noncreature spell" its `non_types`; a condition naming no card type ("a spell", "a blue spell") leaves
    `of` none.  Another `of` is refused (trial 8: "When an opponent casts a spell" as artifact spells left
    an instant triggering nothing).  Its colours, subtypes and controller are not asked here."""
    said, of = parts(ability), table.get("of")
    if table.get("when") not in CASTING or said is None or not isinstance(of, dict):
        return
    clause = _CAST_CLAUSE.search(said.condition)
    words = _SPELL_TYPE.findall(clause["what"]) if clause else []
    named = {t.lower() for non, t in words if not non}
    non = {t.lower() for non, t in words if non}
    every = set(of.get("types", ()))
    one_of = sorted(t for a in of.get("any_of", ()) if isinstance(a, dict) for t in a.get("types", ()))
    either = (len(named) > 1 or bool(one_of)) and clause is not None and \
        re.search(r"\bor\b", clause["what"], re.I) is not None
    same = (not every and one_of == sorted(named)) if either else (every == named and not one_of)
    power = re.search(r"\bwith power (\d+) or greater\b", said.condition, re.I)
    if power is not None and of.get("power_at_least") != int(power[1]):  # (draw 11's audit: Gwenna, 603.2)
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {said.condition.strip(' ,')!r} waits for a "
                                f"spell with power {power[1]} or greater (603.2): of says power_at_least = {power[1]}")
    if not same or set(of.get("non_types", ())) != non:
        raise (at / "of").error(
            f"trigger {table['id']!r}: its condition {said.condition.strip(' ,')!r} waits for "
            f"{'a spell of any card type' if not named and not non else 'the spells it names'}, and of says "
            f"types = {sorted(every)}, any_of types = {one_of}, non_types = {sorted(of.get('non_types', ()))} "
            "(603.2, 205.2a): of names the card types its condition names, no other")
