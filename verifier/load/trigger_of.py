"""A [[trigger]] table's `of` against its text's trigger condition (603.2): whose objects it waits for (109.5), and
the kinds of spell a cast trigger waits for (601.2i, 205.2a)."""
from __future__ import annotations

import re

from verifier.load.files import At
from verifier.load.kinds import kind, plural_kind
from verifier.load.trigger_text import parts
from verifier.model import BECOMES_UNTAPPED, CASTING, CHAPTER, COMBAT_TRIGGERS, DAMAGE_TO_YOU, LEAVING, STATE_TRIGGER
from verifier.rules.typeline import ALL_SUBTYPES


# 109.5, 603.2: who controls what a trigger condition waits for, as its words say it
_WHOSE = ((re.compile(r"\byou control\b|\bunder your control\b", re.I), "you"),
          (re.compile(r"\ban opponent controls\b|\bunder an opponent's control\b", re.I), "opponent"))


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
_CARD_TYPE_WORDS = "artifact|battle|creature|enchantment|instant|kindred|tribal|planeswalker|sorcery|permanent"
_SPELL_TYPE = re.compile(rf"\b(?P<non>non-?)?(?P<type>{_CARD_TYPE_WORDS})\b", re.I)


def check_of_types(at: At, table: dict, ability: str) -> None:
    """603.2, 601.2i: a cast trigger's `of` waits for the kinds of spell its condition names: the card types
    of "a creature spell" are its `types`, those of "an instant or sorcery spell" one each in its `any_of`,
    "a noncreature spell" its `non_types`; a condition naming no card type ("a spell", "a blue spell") leaves
    `of` none.  Another `of` is refused (trial 8: "When an opponent casts a spell" as artifact spells left
    an instant triggering nothing).  Its colours, subtypes and controller are not asked here."""
    said, of = parts(ability), table.get("of", {})  # (no `of`: it waits for any spell, 603.2)
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
    if not same or set(of.get("non_types", ())) != non:
        raise (at / "of").error(
            f"trigger {table['id']!r}: its condition {said.condition.strip(' ,')!r} waits for "
            f"{'a spell of any card type' if not named and not non else 'the spells it names'}, and of says "
            f"types = {sorted(every)}, any_of types = {one_of}, non_types = {sorted(of.get('non_types', ()))} "
            "(603.2, 205.2a): of names the card types its condition names, no other")


# 205.3, 205.4a: the words of a cast trigger's spell that neither the card types (`check_of_types`) nor the colours
# (`check_of_words`) are, nor an article
_SPELL_WORDS = re.compile(r"[\w'-]+")
_READ_ELSEWHERE = re.compile(rf"^(?:an?|or|another|one|more)$|^(?:non-?)?(?:{_CARD_TYPE_WORDS}|white|blue|black|red|"
                             r"green|multicolored|colorless)$", re.I)
_SUPERTYPES = ("legendary", "snow", "basic", "world")


def check_of_cast_kind(at: At, table: dict, ability: str) -> None:
    """603.2, 205.3, 205.4a: a cast trigger's `of` says the subtypes and supertypes of the spell its condition names
    ("a Merfolk spell", "an Elf or Warrior spell", "a legendary spell"; remainder draw 1's audit: Merrow Reejerey's
    "a Merfolk spell" fired on a Grizzly Bears).  Its card types and colours are `check_of_types`' and
    `check_of_words`'; any other word of the spell ("a historic spell", "your first spell", "cast or copy") is
    refused: no key of `of` says it."""
    said, of = parts(ability), table.get("of", {})
    if table.get("when") not in CASTING or said is None or not isinstance(of, dict) or of.get("self"):
        return
    clause = _CAST_CLAUSE.search(said.condition)
    if clause is None or re.search(r"\bthis\b|~", clause["what"]):  # (its own spell: trigger_tables reads it)
        return
    subtypes, supertypes, unread = set(), set(), []
    for word in _SPELL_WORDS.findall(clause["what"]):
        if _READ_ELSEWHERE.match(word):
            continue
        if word in ALL_SUBTYPES:
            subtypes.add(word)
        elif word.lower() in _SUPERTYPES:
            supertypes.add(word.lower())
        else:
            unread.append(word)
    condition = said.condition.strip(" ,")
    bounds_aside = _BOUND.sub("", said.condition[clause.end():]).strip(" ,")  # (power, toughness: check_of_words)
    after = "" if bounds_aside == "with" else bounds_aside
    if after and not re.match(r"(?:or|and)\b", after, re.I):  # (not another event: "or a creature enters")
        unread.append(f"spell {after}")  # ("a spell that targets ~", "a spell during an opponent's turn")
    if unread:
        raise (at / "ability").error(f"trigger {table['id']!r}: its condition {condition!r} waits for a spell "
                                     f"{' '.join(unread)!r} (603.2), which no key of `of` says: not modelled")
    got = (set(of.get("subtypes", ())), set(of.get("supertypes", ())))
    if got != (subtypes, supertypes):
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {condition!r} waits for a spell of "
                                f"subtypes {sorted(subtypes)} (either) and supertypes {sorted(supertypes)} (205.3, "
                                f"205.4a, 603.2): of says subtypes = {sorted(got[0])}, supertypes = {sorted(got[1])}")


# 208.1, 603.2: a bound on what a trigger condition waits for ("a creature spell with power 5 or greater", "a creature
# with toughness 2 or less enters") -> the key of `of` that says it; a mana value bound (202.3), which no key says
_BOUND = re.compile(r"\b(?P<what>power|toughness|mana value|converted mana cost) (?P<n>\d+) or (?P<way>greater|more|less|"
                    r"fewer)\b", re.I)
# 603.2: words of a trigger condition no key of `of` says: a mana value (202.3), a number of objects at once ("attack
# with two or more creatures", 508.1), attacking alone (506.5), who has the most life, what dealt it damage this turn
# (120.1; draw 14's audit: Vampiric Embrace's "a creature dealt damage by enchanted creature this turn dies" fired on
# any creature dying)
_UNREAD_CONDITION = re.compile(r"\bmana values?\b|\bconverted mana costs?\b|\b(?:two|three|four|five|six|\d+) or more\b|"
                               r"\battacks? alone\b|\bmost life\b|\bdealt damage by\b|\bdamaged by\b", re.I)
# 105.1, 105.2: the colours of what a cast trigger waits for ("a blue spell", "a white or black spell")
_COLOUR = re.compile(r"\b(?P<non>non)?(?P<colour>white|blue|black|red|green|multicolored|colorless)\b", re.I)


def check_of_words(at: At, table: dict, ability: str) -> None:
    """603.2: `of` says the bounds its trigger condition puts on power and toughness (`power_at_least`,
    `toughness_at_most`, ...; draw 11's audit: Gwenna's "power 5 or greater" fired on a 2/2), and a cast trigger's
    `of` the colours of the spell it waits for (105.2: "a white or black spell" is either); a mana value bound, which
    no key of `of` says, is refused (202.3): never fired on any spell."""
    said, of = parts(ability), table.get("of", {})  # (no `of`: it waits for any object, 603.2)
    if said is None or table.get("when") in (STATE_TRIGGER, CHAPTER):
        return
    condition = said.condition.strip(" ,")
    unread = _UNREAD_CONDITION.search(condition)
    if unread:  # (draw 12's audit: Kozilek's Unsealing's "mana value 4, 5, or 6", Escarpment Fortress's "two or more";
        # draw 13's: Seraphic Greatsword's "the player with the most life", with no `of`)
        raise (at / "ability").error(f"trigger {table['id']!r}: its condition {condition!r} waits for "
                                     f"{unread[0]!r} (603.2), which no key of a [[trigger]] says: not modelled")
    if not isinstance(of, dict) or of.get("self"):
        return
    for m in _BOUND.finditer(condition):
        what = m["what"].lower()
        if what in ("mana value", "converted mana cost"):
            raise (at / "ability").error(f"trigger {table['id']!r}: its condition {condition!r} waits for a "
                                         f"{what} of {m['n']} or {m['way']} (202.3, 603.2), which no key of `of` says: "
                                         "not modelled")
        key = f"{what}_at_{'least' if m['way'].lower() in ('greater', 'more') else 'most'}"
        if of.get(key) != int(m["n"]):
            raise (at / "of").error(f"trigger {table['id']!r}: its condition {condition!r} waits for {what} "
                                    f"{m['n']} or {m['way']} (603.2): of says {key} = {m['n']}")
    clause = _CAST_CLAUSE.search(condition) if table.get("when") in CASTING else None
    if clause is None:
        return
    named = {c.lower() for non, c in _COLOUR.findall(clause["what"]) if not non}
    if any(non for non, _ in _COLOUR.findall(clause["what"])):
        raise (at / "ability").error(f"trigger {table['id']!r}: its condition {condition!r} waits for a spell not of "
                                     "a colour (105.2), which `of` does not say: not modelled")
    colours = set(named) - {"multicolored", "colorless"}
    want = {"colors": sorted(colours)} if colours else {}
    want.update({"colors_at_least": 2} if "multicolored" in named else {})
    want.update({"colors_at_most": 0} if "colorless" in named else {})
    got = {k: sorted(of[k]) if k == "colors" else of[k] for k in ("colors", "colors_at_least", "colors_at_most")
           if k in of}
    if got != want:
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {condition!r} waits for "
                                f"{'a spell of ' + ' or '.join(sorted(named)) if named else 'a spell of any colour'}, "
                                f"and of says {got or 'no colour'} (105.1, 603.2): of says {want or 'no colour'}")


# 109.3, 201.5: a trigger condition whose subject is its own object ("When this creature enters", "Whenever <name>
# attacks"), not "this creature or another ..." (which waits for others too)
_SELF_SUBJECT = re.compile(r"^(?:when|whenever)\s+(?:this (?:creature|permanent|artifact|enchantment|land|Aura|Equipment|"
                           r"Vehicle|planeswalker|Spacecraft|Saga|battle|card)\b|~)(?!\s+or\b|,? and\b)", re.I)


def check_of_self(at: At, table: dict, ability: str, name: str) -> None:
    """603.2, 109.3: a trigger condition on its own object ("When this creature enters", its name) waits for that
    object alone: `of` says self = true (draw 12's audit: Undercellar Myconid's "Whenever this creature enters" and
    Rune of Speed's "When this Aura enters" fired on another permanent entering)."""
    said = parts(ability)
    if said is None or table.get("when") in (STATE_TRIGGER, CHAPTER) or "state" in table:  # (603.8, 714.2b)
        return
    condition = own_name(said.condition, name)
    if _SELF_SUBJECT.search(condition.strip()) and not (isinstance(table.get("of"), dict) and table["of"].get("self")):
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {said.condition.strip(' ,')!r} waits for its "
                                "own object (109.3, 603.2): of = { self = true }")


# 603.2: the events whose trigger condition names the object it waits for before its verb ("Whenever another creature
# enters", "Whenever a nontoken creature you control dies", "Whenever a Goblin attacks")
_OBJECT_EVENTS = ("enters", "turned face up", *LEAVING, *COMBAT_TRIGGERS, BECOMES_UNTAPPED, DAMAGE_TO_YOU)
_SUBJECT = re.compile(r"^(?:when|whenever)\s+(?P<subject>.+?)\s+(?:enters?|dies|die|leaves?|attacks?|blocks?|becomes?|"
                      r"deals?|is|are)\b", re.I)
_WHOSE_WORDS = re.compile(r"\s+(?:you control|you don't control|an opponent controls|your opponents control)$")
# the keys of `of` a kind's words say (`verifier.load.kinds`)
_KIND_KEYS = ("types", "non_types", "subtypes", "colors", "colors_at_least", "colors_at_most", "supertypes",
              "non_supertypes", "token", "any_of")


def own_name(text: str, name: str) -> str:
    """A text with its object's name, and a legendary's short name before the comma ("Beast" of "Beast, Erudite
    Aerialist", 201.5c), as "~"."""
    if not name:
        return text
    text = text.replace(name, "~")
    name = name[2:] if name.startswith("A-") else name  # (an Alchemy rebalanced card's text names it without "A-")
    short = name.split(",")[0]
    return re.sub(rf"\b{re.escape(short)}\b", "~", text.replace(name, "~")) if short != name else text.replace(name, "~")


def check_of_object(at: At, table: dict, ability: str, name: str) -> None:
    """603.2: the object a trigger condition waits for, named before its verb ("another creature", "a nontoken
    creature you control", "an artifact or creature", "a Goblin"), is what `of` says: the kind's card types,
    subtypes, colours, supertypes and token as `verifier.load.kinds` reads them, and "another" as other = true.
    A table saying less or more is refused (draw 13's audit asked it of every event: a table with no `of` for
    "Whenever another creature enters" fired on a land).  Words the kind reader does not read are left to the
    other checks."""
    said, of = parts(ability), table.get("of", {})
    if said is None or table.get("when") not in _OBJECT_EVENTS or not isinstance(of, dict) or of.get("self"):
        return
    subject = _SUBJECT.match(own_name(said.condition, name).strip())
    if subject is None:
        return
    words = re.sub(r"^one or more\s+", "", subject["subject"].split(" with ")[0].strip(), flags=re.I)
    words = _WHOSE_WORDS.sub("", words)
    other = re.match(r"(?:another|other)\s+", words, re.I)
    noun = re.sub(r"^(?:an?|another|other)\s+", "", words, flags=re.I)
    if re.search(r"\b(?:this|it|that|enchanted|equipped|~)\b", noun):  # (its own object or one attached: check_of_self)
        return
    wanted = {} if noun in ("permanent", "permanents") else kind(noun) or plural_kind(noun)
    if wanted is None:
        return
    wanted = {**wanted, **({"other": True} if other else {})}
    got = {k: of[k] for k in _KIND_KEYS if k in of}
    got.update({"other": True} if of.get("other") else {})
    if _normal(got) != _normal(wanted):
        raise (at / "of").error(f"trigger {table['id']!r}: its condition {said.condition.strip(' ,')!r} waits for "
                                f"{words!r} (603.2): of must say {_shown(wanted)}; it says {_shown(got)}")


def _normal(filter_: dict) -> dict:
    """A filter's kind keys with their lists in one order, to compare two."""
    return {k: sorted(map(str, v)) if isinstance(v, list) and k != "any_of" else
            sorted(map(repr, (_normal(a) for a in v))) if k == "any_of" else v for k, v in filter_.items()}


def _shown(filter_: dict) -> str:
    """A filter's kind keys as a model file writes them."""
    return ", ".join(f"{k} = {str(v).lower() if isinstance(v, bool) else repr(v)}" for k, v in filter_.items()) or \
        "no kind"
