"""Tokens an instant's or sorcery's resolution creates (111.1, 608.2c): `[[object]]`s with `created_by` naming
the spell (or the `as` of a `copy_spell` event: a copy creates its own, 707.10), not on the battlefield until
its resolution creates them, under its controller's control (111.2), with the characteristics their
declaration gives (111.3); they enter then, so abilities triggering on their entering trigger (603.6a), and
they are new to their controller's control (302.6).  How many is read off the spell's text: "Create a | an |
one ... ten <token> token(s)[ with ...]" that many; "Create a <token> token for each <card type or subtype>
you control" one for each such permanent its controller controls as it resolves (608.2h), the first of those
declared; a spell whose targets are all illegal as it resolves creates none (608.2b).  The same reading as a trigger's
(`tokens_how_many`; `Triggered.makes`).  Refused with the line: a spell whose text creates tokens, resolved by
the history or a search's events, with none declared; a text not in that form ("X", a copy of a permanent,
707.2, several sentences creating tokens, "for each" of anything else, tokens created tapped or attacking);
tokens of several kinds; an effect of the spell on what matches a filter (whether the tokens are among what it
affects, 611.2c, is not modelled); its resolution among a search's events."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Dict, List, Optional

from verifier.load.files import At
from verifier.load.token_text import described, differences, missing_quoted
from verifier.load.trigger_tables import tokens_how_many
from verifier.model import SPELL_RESOLVES, GameObject, Scenario
from verifier.model.spell_tokens import SpellTokens
from verifier.load.unfollowed_spells import unfollowed
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES

CREATES = re.compile(r"\bcreates?\b[^.]*\btokens?\b", re.I)  # 111.1
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}
_CREATE = re.compile(rf"\bcreate ({'|'.join(_NUMBERS)}) ((?:(?!\btokens?\b)[^.])*)\btokens?\b([^.]*)", re.I)
_FOR_EACH = re.compile(r"^ for each (\w+) you control$", re.I)
# 111.3: what the tokens have ("with flying"), as their declared card gives it
_WITH = re.compile(r"^ with (?!.*\bfor each\b)", re.I)
_ENTERING = re.compile(r"\b(?:tapped|attacking|blocking)\b", re.I)  # (created tapped or attacking: 111.1, 508.4)


def names_a_spell(name: str, objects: Dict[str, GameObject], history: List[dict]) -> bool:
    """Whether `created_by` = name names an instant or sorcery of the scenario, or the copy of one a
    `copy_spell` event puts on the stack (its `as`, 707.10)."""
    copied = {t["as"]: t["copy_spell"] for t in history if "copy_spell" in t and "as" in t}
    spell = objects.get(copied.get(name, name))
    return spell is not None and bool({"instant", "sorcery"} & set(spell.printed.types))


def read(root: At, tables: Dict[str, List[dict]], sc: Scenario) -> Scenario:
    """The scenario with each spell's tokens (module docstring); `tables` the file's tables by section."""
    objects = {t["id"]: root / "object" / i for i, t in enumerate(tables.get("object", []))}
    makers: Dict[str, List[str]] = {}
    for o in sc.objects.values():
        if o.created_by is not None and o.created_by in sc.objects:
            makers.setdefault(o.created_by, []).append(o.id)
    _check_declared(root, tables.get("event", []), sc, makers)
    out = {}
    for spell, made in makers.items():
        at = objects[made[0]] / "created_by"
        out[spell] = SpellTokens(spell, tuple(made), _how_many(at, spell, made, sc))
        refused = next((e for e in sc.effects.values() if e.spell in (spell, _original(spell, sc))
                        and not e.affects.objects and e.rule is None), None)
        if refused is not None:
            raise at.error(f"{spell!r} creates tokens and begins effect {refused.id!r} on what matches a filter: "
                           "whether the tokens are among what it affects (608.2c, 611.2c) is not modelled")
        if any(e.kind == SPELL_RESOLVES and e.what == spell for e in sc.search_events):
            raise at.error(f"{spell!r} creates tokens as it resolves (111.1): each is one object of the scenario, "
                           "made once, so its resolution is not modelled among a search's events")
    return replace(sc, spell_tokens=out) if out else sc


def _original(spell: str, sc: Scenario) -> str:
    """The spell a copy copies (707.10), or the spell itself."""
    return sc.objects[spell].copy_of_spell or spell


def _how_many(at: At, spell: str, made: List[str], sc: Scenario):
    """How many tokens its text creates: a number, or a Count read as it resolves (608.2h)."""
    card = sc.objects[spell].printed
    text = ". ".join(sorted(card.abilities))  # (one sentence each, in one order whatever the hash seed)
    found = [m.groups() for m in _CREATE.finditer(text)]
    if len(CREATES.findall(text)) != 1 or len(found) != 1:
        raise at.error(f"{spell!r} creates tokens as it resolves, modelled for a text with one \"Create <a | two "
                       f"| ...> <token> token(s)[ for each <card type> you control]\": not {text!r}")
    n, what, rest = found[0]
    if re.search(r"\bcopy\b", what + rest, re.I):
        raise at.error(f"{spell!r} creates a token that's a copy (707.2, 111.1): a spell's copy token is not "
                       "modelled (a trigger's is: copy_of)")
    if re.match(r"\s*(?:X|\*)/", what):  # (111.3: its power and toughness an amount the resolution reads, 608.2h)
        raise at.error(f"{spell!r} creates tokens whose power and toughness are an amount ({what.strip()!r}, 111.3, "
                       "608.2h): a spell's are not modelled so (a trigger's are: token_values)")
    whole = _CREATE.search(text)
    said = described(whole[0])
    wrong = differences(said, sc.objects[made[0]].printed) if said is not None else []
    wrong += [f"no {q!r}, an ability its text gives it" for q in missing_quoted(text[whole.start():],
                                                                                 sc.objects[made[0]].printed)]
    if wrong:  # (111.3: the token is what the text creating it says; draw 14's audit: Formless Genesis's X/X token)
        raise at.error(f"{spell!r} creates a token its text defines (111.3), and {made[0]!r} is declared with "
                       f"{'; '.join(wrong)}")
    if _ENTERING.search(what + rest):
        raise at.error(f"{spell!r} creates tokens tapped or attacking (111.1, 508.4): a spell's are not modelled so")
    if len({sc.objects[o].printed for o in made}) > 1:
        raise at.error(f"{spell!r} creates one kind of token (111.3): its tokens are declared with several cards")
    each = _FOR_EACH.match(rest.rstrip())
    kind = _kind(each[1]) if each is not None else None
    if rest.strip() and not _WITH.match(rest) and (kind is None or _NUMBERS[n.lower()] != 1):
        raise at.error(f"{spell!r} creates tokens {rest.strip()!r}: only \"for each <card type or subtype> you "
                       "control\" (608.2h) is modelled")
    if unfollowed(sc.objects[spell], sc.effects, _original(spell, sc)) and \
            (text[:whole.start()].strip() or text[whole.end():].strip() not in ("", ".")):
        raise at.error(f"{spell!r}: of its text {text!r} only its tokens are followed (111.1); what else it does "
                       f"as it resolves (608.2c) is said by an [[effect]] with spell = {spell!r}")
    how: Dict[str, object] = {"number": _NUMBERS[n.lower()]} if each is None else \
        {"count": {**kind, "controller": "you"}}
    return tokens_how_many(at, {"id": spell, "how_many": how}, sc)


def _kind(word: str) -> Optional[Dict[str, list]]:
    """What "for each <word> you control" counts: permanents of a card type or a subtype (205.2a, 205.3)."""
    if word.lower() in CARD_TYPES:
        return {"types": [word.lower()]}
    return {"subtypes": [word]} if word in ALL_SUBTYPES else None


def _check_declared(root: At, history: List[dict], sc: Scenario, makers: Dict[str, List[str]]) -> None:
    """111.1: a spell whose text creates tokens, resolved by the history or a search's events, declares them."""
    resolved = [(root / "event" / i / "resolves", table.get("resolves")) for i, table in enumerate(history)] + \
        [(root / "scenario" / "search" / "events", e.what) for e in sc.search_events if e.kind == SPELL_RESOLVES]
    for at, s in resolved:
        spell: Optional[GameObject] = sc.objects.get(s)
        if spell is None or spell.id in makers or not {"instant", "sorcery"} & set(spell.printed.types):
            continue
        if CREATES.search(" ".join(spell.printed.abilities)):
            raise at.error(f"{spell.id!r} creates tokens as it resolves (111.1): declare them, [[object]]s with "
                           f"created_by = {spell.id!r} (as many as it may create)")
