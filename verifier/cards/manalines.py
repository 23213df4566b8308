"""Mana abilities (605.1a) from Oracle lines: the plain forms `verifier.load.manatext`
reads, the same followed by riders on how the mana may be spent (106.6), which the
model keeps but does not follow, and "one mana of any color (or type) that a land
... could produce" (106.7) as a `[[card.mana]]` table.  Anything else is None: the
translator refuses it."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional

from verifier.load import manatext
from verifier.model import ManaAbility
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES

# Sentences after the ability that the model keeps but does not follow: how its mana may be spent
# (106.6), and what happens to the permanent at its controller's next untap step (502.3).
_NOT_FOLLOWED = {r"^(Spend this mana only|If that mana is spent)": "how its mana is spent (106.6)",
                 r"^When you next cast a creature spell this turn, that creature enters with [^.]* counters? on it\.$":
                     "the counters the next creature spell enters with (put_counters events of the history say so)",
                 r"^(This [a-z]+ doesn't untap during your next untap step|During your next untap step)":
                     "its next untap step (502.3): a history's untap events say whether it untaps",
                 r"^Activate only once each turn\.$": "how often it is activated (602.5b), which the model does not count",
                 r"^Put an? [a-z]+ counter on this [a-z]+\.$":
                     "the counter it puts on the permanent (a put_counters event of the history says when)"}
# "Sacrifice a Goblin: Add {R}": payable while you control one (602.2b); the sacrifice is not followed.
_SACRIFICE_ONE = re.compile(r"Sacrifice an? ([A-Za-z]+): (Add .+)")
# "Add {U} for each card you've drawn this turn": a number the scenario gives (cards off the battlefield).
_FOR_EACH = re.compile(r"(.+: Add \{([WUBRGC])\}) for each (card you've drawn this turn|cards? in your (?:hand|graveyard)|"
                       r"[A-Za-z]+ you control(?: with [a-z ]+)?)")
# "Add an amount of {G} equal to this creature's power": its own power as the ability resolves.
_ITS_POWER = re.compile(r"(.+: Add) an amount of \{([WUBRGC])\} equal to (?:this creature's|its|~'s) power")
# A filter land's "{U}{U}, {U}{B}, or {B}{B}": two mana, each of either type (106.1).
_PAIRS = re.compile(r"(?P<cost>[^:]+): Add \{(?P<a>[WUBRG])\}\{(?P=a)\}, \{(?P=a)\}\{(?P<b>[WUBRG])\}, "
                    r"or \{(?P=b)\}\{(?P=b)\}")
# "Activate only if you control seven or more lands" (602.5b): a count the loader checks.
_ONLY_IF = re.compile(r"Activate only if you control (\w+) or more ([a-z]+)s\.")
_ONLY_WITH_COUNTERS = re.compile(r"Activate only if there are (\w+) or more ([a-z]+) counters on this [a-z]+\.")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
_COULD_PRODUCE = re.compile(r"\{T\}: Add one mana of any (color|type) that (?:a land|lands) "
                            r"(an opponent controls|you control) could produce")


@dataclass
class ManaLine:
    ability: Optional[str] = None         # a plain form, kept in `abilities` and read from its text
    table: Optional[dict] = None          # or a [[card.mana]] table
    notes: List[str] = field(default_factory=list)  # what it keeps but does not follow


def read(line: str) -> Optional[ManaLine]:
    """The mana ability a line states, or None if it is in none of these forms: its first
    sentence in one of the forms below, each further sentence a rider the model follows
    (only_if) or says it does not."""
    head, *riders = re.split(r"(?<=\.) ", line)
    for form in (_could_produce, _pairs, _sacrifice_one, _for_each, _its_power, _plain):
        found = form(line, head.rstrip("."))
        if found is not None:
            return _with_riders(line, found, riders)
    return None


def _could_produce(line: str, head: str) -> Optional[ManaLine]:
    could = _COULD_PRODUCE.fullmatch(head)
    if could is None:
        return None
    unit = {"could_produce": {"types": ["land"], "controller": "opponent" if could[2].startswith("an") else "you"}}
    if could[1] == "color":  # 106.7: "any color" leaves out colourless
        unit["colors_only"] = True
    return ManaLine(table={"ability": line, "cost": {"tap": True}, "add": [unit]})


def _pairs(line: str, head: str) -> Optional[ManaLine]:
    pairs = _PAIRS.fullmatch(head)
    cost = manatext.parse(f"{pairs['cost']}: Add {{C}}") if pairs else None
    if cost is None:
        return None
    either = {"mana": [pairs["a"], pairs["b"]]}
    return ManaLine(table={**_table(line, cost), "add": [either, dict(either)]})


def _sacrifice_one(line: str, head: str) -> Optional[ManaLine]:
    sacrifice = _SACRIFICE_ONE.fullmatch(head)
    what = _count_of(sacrifice[1]) if sacrifice else None
    adds = manatext.parse("{T}: " + sacrifice[2]) if what else None
    if adds is None:
        return None
    return ManaLine(table={"ability": line, "add": _table(line, adds)["add"],
                           "only_if": {"count": {**what, "controller": "you"}, "at_least": 1}},
                    notes=[f"not followed: the sacrifice that {line[:40]!r} costs (it can be paid while you "
                           "control one)"])


def _for_each(line: str, head: str) -> Optional[ManaLine]:
    """"{T}: Add {G} for each Elf you control" (a count as it resolves), "... for each card
    you've drawn this turn" (a number the scenario gives)."""
    each = _FOR_EACH.fullmatch(head)
    plain = manatext.parse(each[1]) if each else None
    if plain is None:
        return None
    counted = re.fullmatch(r"([A-Za-z]+) you control(?: with ([a-z ]+))?", each[3])
    what = _count_of(counted[1]) if counted else None
    if counted and what is None:
        return None
    if counted:
        amount = {"count": {**what, "controller": "you", **({"abilities": [counted[2]]} if counted[2] else {})}}
    else:
        amount = {"number": each[3]}
    return ManaLine(table={**_table(line, plain), "add": [{"mana": [each[2]], "amount": amount}]})


def _its_power(line: str, head: str) -> Optional[ManaLine]:
    power = _ITS_POWER.fullmatch(head)
    plain = manatext.parse(f"{power[1]} {{{power[2]}}}") if power else None
    if plain is None:
        return None
    return ManaLine(table={**_table(line, plain), "add": [{"mana": [power[2]], "amount": "power"}]})


def _plain(line: str, head: str) -> Optional[ManaLine]:
    return ManaLine(ability=head) if manatext.parse(head) is not None else None


def _with_riders(line: str, found: ManaLine, riders: List[str]) -> Optional[ManaLine]:
    notes = list(found.notes)
    only_if = None
    for rider in riders:
        said = [what for pattern, what in _NOT_FOLLOWED.items() if re.match(pattern, rider)]
        count, counters = _ONLY_IF.fullmatch(rider), _ONLY_WITH_COUNTERS.fullmatch(rider)
        if said:
            notes.append(f"not followed: {said[0]}: {rider[:40]!r}")
        elif count and only_if is None and _count_of(count[2]) and _number(count[1]):
            only_if = {"count": {**_count_of(count[2]), "controller": "you"}, "at_least": _number(count[1])}
        elif counters and only_if is None and _number(counters[1]):
            only_if = {"counters_on_it": {counters[2]: _number(counters[1])}}
        else:
            return None
    if only_if is None:
        return ManaLine(found.ability, found.table, notes)
    table = found.table or _table(line, manatext.parse(found.ability or ""))
    if "only_if" in table:
        return None
    return ManaLine(table={**table, "only_if": only_if}, notes=notes)


def _count_of(word: str) -> Optional[dict]:
    """What "lands", "a Goblin" counts: a card type or a subtype."""
    word = word.lower()
    if word in CARD_TYPES:
        return {"types": [word]}
    return {"subtypes": [word.capitalize()]} if word.capitalize() in ALL_SUBTYPES else None


def _number(word: str) -> Optional[int]:
    return int(word) if word.isdigit() else _NUMBERS.get(word)


def _table(line: str, parsed: ManaAbility) -> dict:
    """A plain form as a [[card.mana]] table (to carry what the text alone does not)."""
    c = parsed.cost
    cost = {k: v for k, v in (("tap", c.tap), ("untap", c.untap), ("sacrifice", c.sacrifice), ("mana", c.mana),
                               ("life", c.life), ("remove_counters", dict(c.counters))) if v}
    add = [u.options[0] if u.amount == 1 and len(u.options) == 1 else {"mana": list(u.options), "amount": u.amount}
           for u in parsed.units]
    return {"ability": line, "cost": cost, "add": add}
