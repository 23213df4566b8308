"""Static abilities (604, 613) as `[[card.static]]` tables: each continuous effect's
modifications as layer parts, its affected set as `affects`, a condition as a fact
the scenario states (611.3a); rules of other kinds kept and said not followed."""
from __future__ import annotations

import json
import re
from typing import Any, Dict, List, Optional, Tuple

from verifier.cards import amounts, conditions, granted_quotes, keywords, manalines, qualities
from verifier.cards.completed import completed
from verifier.cards.keyword_x import counted_keyword
from verifier.cards.filters import affects, counter_kind, off_battlefield
from verifier.cards.refusal import Refusal, short
from verifier.cards.words import COLOR_OF, NO_PARAMETER, NUMBER_WORDS, keyword, norm, relevant, written
from verifier.cards.kept_rules import GUARDED_KINDS, NOT_FOLLOWED, NOT_FOLLOWED_MODIFICATIONS, check_guarded, followed, \
    mode
from verifier.load.unsaid_triggers import KEYWORD_TRIGGERS
from verifier.load import chosen_words, kinds
from verifier.cards import activation_bans, kept_modes  # (602.5; modes kept by their sentence)
from verifier.model.unfollowed import BORROWED_ABILITIES, RULE_OFF_THE_BATTLEFIELD
from verifier.model import COLORS, is_mana_ability
from verifier.rules.typeline import BASIC_LAND_TYPES, SUBTYPE_SETS, SUPERTYPES

# 609.4b: "[You / Players] may spend mana as though it were mana of any color", alone on its line
_SPENDING = re.compile(r"(You|Players) may spend mana as though it were mana of any colou?r")
# "snow and Zombie creatures", "white and/or blue creatures": the objects with either quality (or both), not only
# those with both (the A-Narfi ruling of 2021-02-05: draw 10's audit)
_EITHER = re.compile(r"\b(?P<a>[\w-]+) and(?:/or)? (?P<b>[\w-]+) (?:creatures|permanents|artifacts|enchantments|lands)\b")


def _is_quality(word: str) -> bool:
    """A colour, a supertype or a subtype (capitalised) naming what an object is, 105.1, 205.4, 205.3."""
    return word.lower() in COLORS or word.lower() in SUPERTYPES or word[:1].isupper() and word not in ("Other",)


def _check_either(line: str, continuous: List[dict]) -> None:
    """An affected set of objects with either of two qualities that phase.rs read as one filter with both (an
    intersection, where the words say a union): refused."""
    said = _EITHER.search(line)
    one = all((s.get("affected") or {}).get("type") != "Or" for s in continuous)
    if said is not None and one and _is_quality(said["a"]) and _is_quality(said["b"]):
        raise Refusal(f"an affected set of objects with either of two qualities ({said[0]!r}: each that is one, the "
                      f"other or both) read as one filter with both, not translated: {line!r}")


# 205.3m: an object that "is every creature type" ("is all creature types", "are every creature type")
_ALL_CREATURE_TYPES = re.compile(r"\b(?:is|are|'re) (?:every creature type|all creature types)\b")
# ... or gains them ("target creature ... gains all creature types"): what a line says, read or refused
_SAYS_ALL_CREATURE_TYPES = re.compile(r"\b(?:is|are|'re|gains?|ha(?:s|ve)) (?:every creature type|all creature types)\b")


def all_creature_types_read(line: str, modifications: List[dict]) -> None:
    """205.3m, 613.1d: a line saying an object is (or gains) every creature type, a layer 4 effect, whose parse
    has no such part (its words taken as accounted for by others of the line: "creature cards", "target
    creature"), is refused, never read without it."""
    if _SAYS_ALL_CREATURE_TYPES.search(re.sub(r'"[^"]*"', '""', line)) and \
            not any(m.get("type") == "AddAllCreatureTypes" or m.get("keyword") == "Changeling" for m in modifications):
        raise Refusal(f"'is every creature type' (205.3m, layer 4) not in phase.rs's parse, not translated: {line!r}")


def static_ability(line: str, parsed: List[dict]) -> Tuple[Optional[dict], List[str]]:
    """`_static_ability`, refused where its affected set asks for a power or toughness and a part of
    it applies before layer 7, where they are not yet known (613.4; the loader refuses such a table); "its
    activated abilities can't be activated" as what it forbids (602.5, `activation_bans`)."""
    banned, parsed = activation_bans.split(line, parsed)
    table, notes = _static_ability(line, parsed)
    table = activation_bans.join(line, table, banned)
    for t in [table, *((table or {}).get("also") or {}).get("tables", [])] if table else []:
        f = t.get("affects") or {}
        if any(k.startswith(("power_", "toughness_")) for g in (f, *f.get("any_of", ())) for k in g) and \
                any(k.startswith("layer") and not k.startswith("layer7") for k in t):
            raise Refusal(f"a condition on power or toughness of what an effect outside layer 7 affects not "
                          f"translated: {line!r}")
    return table, notes


def _static_ability(line: str, parsed: List[dict]) -> Tuple[Optional[dict], List[str]]:
    """The static table of a line (its continuous effects, 613), or None if it has none,
    and the rules of other kinds it also states, which the model does not follow."""
    continuous = [s for s in parsed if mode(s) == "Continuous"]
    others = sorted({mode(s) for s in parsed if mode(s) != "Continuous"})
    spending = _SPENDING.fullmatch(line.rstrip("."))
    if others == ["SpendManaAsAnyColor"] and not continuous and spending:  # 609.4b: how costs may be paid
        return {"spend_as_though": {"any": "color", "players": "each" if spending[1] == "Players" else "you"}}, []
    haste = _AS_THOUGH_HASTE.fullmatch(line)
    if haste and len(parsed) == 1 and parsed[0].get("condition") is None and (
            others == ["CanActivateAbilitiesAsThoughHaste"] and haste["activate"] or
            not others and haste["attack"] and parsed[0].get("modifications") == [{"type": "AddKeyword",
                                                                                    "keyword": "Haste"}]):
        # 302.6: a permission of the rules, not haste the creatures gain (phase.rs reads "can attack as though it
        # had haste" as haste): the object's permission while the ability is on the battlefield
        return {"affects": affects(line, parsed[0].get("affected") or {}, statuses=True),
                "as_though_haste": ["activate" if haste["activate"] else "attack"]}, []
    for kind in others:
        if kind not in NOT_FOLLOWED:
            raise Refusal(f"static ability of mode {kind!r} not translated: {line!r}")
    check_guarded(line, parsed)
    notes = [f"not followed: {kind} (a rule of {short(line)!r} " +
             ("that changes what the model follows elsewhere: the loader refuses a scenario it would change)"
              if kind in GUARDED_KINDS else "that changes no characteristic, control, mana production or timing)")
             for kind in others if not followed(kind, line)]
    if not continuous:
        kept_modes.check(line, others)  # (the rule's sentence whole: no part of the line left out)
        return None, notes
    _check_either(line, continuous)
    if len(continuous) > 1:
        return _several(line, continuous, notes), notes
    if [m.get("type") for m in continuous[0].get("modifications") or []] == ["GrantAllActivatedAbilitiesOf"] and \
            BORROWED_ABILITIES.search(line):  # 613.1f, 113.1a: abilities named by what other objects have
        return None, notes + [f"not followed: the activated abilities {short(line)!r} gives (613.1f: those of other "
                              "objects, not listed here): the loader refuses a scenario whose answer could read them "
                              "(verifier/load/borrowed_abilities.py)"]
    affected = continuous[0].get("affected") or {}
    zones = {p.get("zone") for p in affected.get("properties") or [] if p.get("type") == "InZone"} - {"Battlefield"}
    each = [{p.get("zone") for p in b.get("properties") or [] if p.get("type") == "InZone"} - {"Battlefield"}
            for b in affected.get("filters") or []] if affected.get("type") == "Or" else []
    if each and all(each):  # "instant and sorcery cards in your graveyard": every branch off the battlefield
        zones = set().union(*each)
    if zones and not RULE_OFF_THE_BATTLEFIELD.search(line):  # "creature cards in your graveyard have escape" (611.3a)
        raise Refusal(f"a static ability on cards in the {', '.join(sorted(zones)).lower()} (611.3a) not translated: "
                      f"the model's cards there would not follow it: {line!r}")
    if zones or _OFF_THE_BATTLEFIELD.search(line) and RULE_OFF_THE_BATTLEFIELD.search(line):
        # 611.3a, 113.6b: kept by its text, which the loader refuses where a scenario follows cards there
        return None, notes + [f"not followed: {short(line)!r} works on or from cards off the battlefield (611.3a, "
                              "113.6b), which the model does not follow: a scenario that follows cards there is refused"]
    return _continuous(line, continuous[0], notes), notes


def _several(line: str, continuous: List[dict], notes: List[str]) -> Optional[dict]:
    """A line of several continuous effects ("~ gets +2/+2 and creatures you control have
    vigilance"; "X as long as C. Otherwise, Y."): one table each, with its own affected set
    and condition (611.3a), the first with the others under "also" (the translator lifts
    them to the card's [[card.static]]); None if none has a layer part."""
    if re.search(r"\bThe same is true for\b", line):  # one effect for each ability a card in exile has
        raise Refusal(f"several continuous effects in one line ('the same is true for ...') not translated: {line!r}")
    otherwise = re.fullmatch(r"(?P<first>[^.]+\.) Otherwise, (?P<second>[^.]+\.)", line)
    keyed = _KEYED.fullmatch(line)
    if otherwise:
        tables = _otherwise(line, otherwise["first"], otherwise["second"], continuous, notes)
    elif keyed:
        tables = _keyed(line, keyed, continuous, notes)
    else:
        tables = [t for s in continuous for t in [_continuous(line, s, notes)] if t is not None]
    tables = [x for t in tables for x in [t] + t.pop("also", {}).get("tables", [])]  # (each of its own too)
    if not tables:
        return None
    return {**tables[0], "also": {"tables": tables[1:]}} if len(tables) > 1 else tables[0]


# "Equipped creature has lifelink if you control a Cleric, deathtouch if you control a Rogue, ..., and flying if you
# control a Wizard": a list of keywords, each under its own condition (611.3a)
_KEYED = re.compile(r"(?P<subject>[^,]+?) has (?P<clauses>[a-z ]+ if [^,.]+(?:, (?:and )?[a-z ]+ if [^,.]+)+)\.")
_CLAUSE = re.compile(r"(?:and )?(?P<keyword>[a-z ]+?) if (?P<condition>[^,.]+)")


def _keyed(line: str, keyed: re.Match, continuous: List[dict], notes: List[str]) -> List[dict]:
    """`_KEYED`: one effect each clause, "<subject> has <keyword> if <condition>.", the keyword
    the one phase.rs's effect of the same place adds (613.1f), the condition read as a single
    clause's (611.3a); refused where the clauses and the effects do not pair one to one."""
    clauses = [_CLAUSE.fullmatch(c) for c in keyed["clauses"].split(", ")]
    added = [[m.get("keyword") for m in s.get("modifications") or [] if m.get("type") == "AddKeyword"]
             for s in continuous]
    if len(clauses) != len(continuous) or not all(clauses) or any(
            len(s.get("modifications") or []) != 1 or len(k) != 1 or s.get("condition") is None or
            keyword(c["keyword"]) != keyword(k[0])
            for c, s, k in zip(clauses, continuous, added)):
        raise Refusal(f"a list of keywords each under its own condition, not paired with phase.rs's effects, not "
                      f"translated: {line!r}")
    return [t for c, s in zip(clauses, continuous)
            for t in [_continuous(f"{keyed['subject']} has {c['keyword']} if {c['condition']}.", s, notes)]
            if t is not None]


# The negation of a condition the game shows (611.3a), for "... Otherwise, ..."
_NEGATED = {"your_turn": lambda c: {"your_turn": not c["your_turn"]}, "tapped": lambda c: {"tapped": not c["tapped"]}}
# A quality of the affected object folded into its affected set, and the key of its negation
_NON = {"types": "non_types", "subtypes": "non_subtypes", "colors": "non_colors"}


def _otherwise(line: str, first: str, second: str, continuous: List[dict], notes: List[str]) -> List[dict]:
    """"Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.":
    the first effect under its condition, the second under its negation (phase.rs: Not of the
    same condition), on the same affected set."""
    refused = Refusal(f"a condition with an 'otherwise' effect (a second effect when it does not hold) not "
                      f"translated: {line!r}")
    if len(continuous) != 2:
        raise refused
    s1, s2 = continuous
    if s1.get("condition") is None or s2.get("condition") != {"type": "Not", "condition": s1["condition"]} or \
            s1.get("affected") != s2.get("affected") or not re.match(r"(?:it|they) ", second):
        raise refused
    table1 = _continuous(first, s1, notes)
    table2 = _continuous(second, {**s2, "condition": None}, notes)
    if table1 is None or table2 is None or "also" in table1 or "also" in table2:
        raise refused
    if "condition" in table1:  # one the game shows, negated; a fact the scenario states is not (its negation
        c = table1["condition"]  # would be a second fact, free to contradict the first)
        if not isinstance(c, dict) or len(c) != 1 or next(iter(c)) not in _NEGATED or "affects" in table1 and \
                table1["affects"] != affects(first, s1.get("affected") or {}, statuses=True):
            raise refused
        return [table1, {**table2, "condition": _NEGATED[next(iter(c))](c)}]
    # a quality of the object folded into its affected set ("it's a Vampire", "it's white", "it's attacking")
    base, folded = affects(first, s1.get("affected") or {}, statuses=True), dict(table1.get("affects") or {})
    more = [(k, v) for k, vs in folded.items() if k in _NON for v in vs if v not in base.get(k, [])]
    if folded.get("attacking") and "attacking" not in base:
        more.append(("attacking", True))
    if len(more) != 1 or {k: v for k, v in folded.items() if k not in _NON and k != "attacking"} != \
            {k: v for k, v in base.items() if k not in _NON and k != "attacking"}:
        raise refused
    key, value = more[0]
    if key == "attacking":  # 506.4: a status the scenario states
        return [table1, {**table2, "affects": {**base, "attacking": False}}]
    return [table1, {**table2, "affects": {**base, _NON[key]: base.get(_NON[key], []) + [value]}}]


# "As long as C, ..." / "... as long as C." / "During your turn, ..." / "Ability word — ...":
# the condition of a static ability (611.3a): one the game shows (`conditions.read`), else a fact the
# scenario states.
_CONDITION = [re.compile(r"^(?:[^—]+ — )?As long as (?P<c>[^,]+), (?!.*\b(?:[Oo]therwise|instead|unless)\b)"),
              # (at the end of its line, a condition may have commas: "... named Guan Yu, Sainted Warrior")
              re.compile(r"^(?:[^—]+ — )?(?!.*\b(?:[Oo]therwise|instead|unless)\b).+ as long as (?P<c>[^.]+)\.$"),
              re.compile(r"^(?:[^—]+ — )?During (?P<c>your turn|turns other than yours), "),
              re.compile(r"^(?:[^—]+ — )?(?!.*\b(?:[Oo]therwise|instead|unless)\b)[^,]+ during "
                         r"(?P<c>your turn|turns other than yours)\.$"),
              # "... has hexproof if it hasn't dealt damage yet": a condition at the end of its line
              re.compile(r"^(?:[^—]+ — )?(?!.*\b(?:[Oo]therwise|instead|unless|as long as)\b)(?!If\b)[^,]+ if "
                         r"(?P<c>[^,.]+)\.$"),
              re.compile(r"^(?P<c>[A-Z][\w ]+) — "),  # a label alone (an ability word, 207.2c): the fact is it
              re.compile(r"^(?P<c>\d+\+) \| ")]  # a station symbol (721.2a), read by _counters_condition


def _read_condition(line: str, parsed: dict) -> Any:
    """`conditions.read` of the line's condition (611.3a); a refusal of it names the line too ("it's a Wall" alone is
    no line of the card)."""
    said = _condition(line, parsed)
    try:
        return conditions.read(said)
    except Refusal as exc:
        raise Refusal(f"{exc}, in {line!r}") from None


def _condition(line: str, parsed: dict) -> str:
    """The fact a static ability's condition names; "unless C" names "not (C)", as
    phase.rs reads it (a negated condition)."""
    if parsed.get("type") == "Unrecognized" and len(re.findall(r"\b(?:as long as|unless)\b", line, re.I)) > 1:
        # 611.3a: each clause its own condition, which phase.rs kept as words only (Tribal Golem)
        raise Refusal(f"several conditions in one line, each of its own part (\"trample as long as you control a Beast, "
                      f"haste as long as ...\"), not translated: {line!r}")
    unless = re.fullmatch(r"(?:[^—]+ — )?(?!.*\b(?:[Oo]therwise|instead|as long as)\b).+ unless ([^,]+)\.", line)
    if unless and parsed.get("type") == "Not":
        return f"not ({unless[1]})"
    for pattern in _CONDITION:
        m = pattern.search(line)
        if m:
            _whole(line, m["c"], parsed)
            return {"your turn": "it's your turn", "turns other than yours": "it's not your turn"}.get(m["c"], m["c"])
    if parsed.get("type") == "HasCounters":  # "N+ | Flying\nOther artifacts ...": the striation's line
        raise Refusal(f"a condition phase.rs read from another line (a station symbol's striation, 721.2) not "
                      f"translated: {line!r}")
    if re.search(r"\b[Oo]therwise\b", line):
        raise Refusal(f"a condition with an 'otherwise' effect (a second effect when it does not hold) not "
                      f"translated: {line!r}")
    raise Refusal(f"condition of a static ability not translated: {line!r}")


def _whole(line: str, said: str, parsed: dict) -> None:
    """Refuse a condition cut short at a comma ("As long as Kosei is enchanted, equipped, and has a counter on
    it, ..."): the words phase.rs kept as its condition, all among those read (611.3a: the whole of it)."""
    if parsed.get("type") != "Unrecognized":
        return
    kept = set(re.findall(r"[\w'+/-]+", (parsed.get("text") or "").lower())) - {"~"}
    if kept - set(re.findall(r"[\w'+/-]+", said.lower())):
        raise Refusal(f"a condition read shorter than its words ({parsed.get('text')!r}) not translated: {line!r}")


# A static ability's sentence that states a condition: phase.rs must have read one.
_CONDITIONAL = re.compile(r"^(?:[^—]+ — )?(?:If|As long as|During|Unless)\b|\b(?:as long as|unless|only if)\b")
# "As long as this card is in your graveyard, ...": an ability that works off the battlefield
_OFF_THE_BATTLEFIELD = re.compile(r"\bthis card is in (?:your|a|its owner's) (?:graveyard|hand|library)\b", re.I)
# "As long as enchanted creature is green, it gets ...": phase.rs reads it into the affected set
_ON_ITSELF = re.compile(r"As long as (?:enchanted|equipped) (?:creature|permanent) is (?:an? )?([A-Za-z]+(?: or (?:an? )?[A-Za-z]+)?), it")


_SELF_ATTACKING = re.compile(r"(?:it's|it is|~ is|this creature is) attacking")
_STATION = re.compile(r"(?P<n>\d+)\+ \| .+")  # 721.2a: "N+ | abilities", a station symbol's ability
_HAS_COUNTERS = re.compile(r"(?:(?:~|[Tt]his [A-Za-z]+|it) has (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|"
                           r"ten|\d+)(?: or more)? (?P<kind>[+-]\d/[+-]\d|[a-z]+) counters? on it|"
                           # "there are five or more growth counters on this enchantment"
                           r"there (?:is|are) (?P<n2>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
                           r"(?: or more)? (?P<kind2>[+-]\d/[+-]\d|[a-z]+) counters? on (?:~|[Tt]his [A-Za-z]+))")
# "this creature has no shell counters on it", "... has two or fewer oil counters on it"
_HAS_FEWER = re.compile(r"(?:~|[Tt]his [A-Za-z]+) has (?:no|(?P<n>one|two|three|four|five|\d+) or fewer) "
                        r"(?P<kind>[+-]\d/[+-]\d|[a-z]+) counters? on it")


def _counters_condition(line: str, s: dict) -> Optional[dict]:
    """"As long as this creature has N or more X counters on it" (a leveler's, 711.2a) and
    a station symbol's "N+" (721.2a: as long as it has N or more charge counters on it):
    the counters on the ability's own object, as the game shows them; None for others."""
    c = s.get("condition") or {}
    of = c.get("counters") or {}
    if c.get("type") != "HasCounters" or of.get("type") != "OfType" or not isinstance(c.get("minimum"), int):
        return None
    kind = counter_kind(line, of.get("data"))
    if c["minimum"] == 0 and isinstance(c.get("maximum"), int):  # "has no shell counters on it": fewer than one
        fewer = _HAS_FEWER.search(_condition(line, c))
        said = NUMBER_WORDS.get(fewer["n"], int(fewer["n"]) if fewer["n"].isdigit() else None) if fewer and fewer["n"] else 0
        if fewer and fewer["kind"] == kind and said == c["maximum"] and (not fewer["n"]) == (said == 0):
            return {"counters_below": {kind: c["maximum"] + 1}}
        raise Refusal(f"a condition on the counters on an object not translated: {line!r}")
    station = _STATION.fullmatch(line)
    if station and kind == "charge" and int(station["n"]) == c["minimum"]:
        return {"counters_on_it": {kind: c["minimum"]}}
    # (phase.rs's description writes the card's own name as "~": "As long as ~ has four or more ...")
    said = _HAS_COUNTERS.search(_condition(line, c)) or _HAS_COUNTERS.search(_condition(s.get("description") or "", c))
    subject_is_source = said and (not said[0].startswith("it") or (s.get("affected") or {}).get("type") == "SelfRef")
    n, kind_said = (said["n"] or said["n2"], said["kind"] or said["kind2"]) if said else (None, None)
    if said and subject_is_source and kind_said == kind and \
            NUMBER_WORDS.get(n, int(n) if n.isdigit() else None) == c["minimum"] and \
            (" or more " in said[0] or c["minimum"] == 1):
        return {"counters_on_it": {kind: c["minimum"]}}
    raise Refusal(f"a condition on the counters on an object not translated: {line!r}")


# "as long as ~ is equipped", "as long as this creature is enchanted" (phase.rs's description writes the name "~")
_STATUS = re.compile(r"(?P<it>~|it|[Tt]his (?:creature|artifact|land|permanent|enchantment|Equipment|Vehicle))"
                     r"(?: is|'s) (?P<status>enchanted|equipped)")
_STATUSES = {"SourceIsEnchanted": "enchanted", "SourceIsEquipped": "equipped"}


def _status_condition(s: dict) -> Optional[dict]:
    """"As long as ~ is equipped": a status of the ability's own object (301.5), which the board and the
    history show, where phase.rs's structure reads the same; "it" only where the ability affects the card
    itself (an Aura's "it" would be what it enchants).  None for others."""
    c = s.get("condition") or {}
    said = _STATUS.fullmatch(_condition(s.get("description") or "", c)) if c.get("type") in _STATUSES else None
    if said is None or said["status"] != _STATUSES[c["type"]] or \
            said["it"] == "it" and (s.get("affected") or {}).get("type") != "SelfRef":
        return None
    return {"itself": {said["status"]: True}}


# "as long as you have 25 or more life", "... 5 or less life", "... at least 30 life", "... less than 10 life"
_LIFE = re.compile(r"you have (?:(?P<n>\w+) or (?P<dir>more|greater|less|fewer)|at least (?P<least>\w+)|"
                   r"less than (?P<below>\w+)) life")
_COMPARED = {"GE": ("life_at_least", 0), "GT": ("life_at_least", 1), "LE": ("life_at_most", 0),
             "LT": ("life_at_most", -1)}


def _life_condition(s: dict) -> Optional[dict]:
    """"As long as you have 25 or more life": the ability's controller's life total (119.1), read as
    the scenario gives it, where phase.rs's structure compares the same total with the same number;
    None for others."""
    c = s.get("condition") or {}
    lhs, rhs = (c.get("lhs") or {}).get("qty") or {}, c.get("rhs") or {}
    if c.get("type") != "QuantityComparison" or lhs.get("type") != "LifeTotal" or \
            (lhs.get("player") or {}).get("type") != "Controller" or rhs.get("type") != "Fixed" or \
            c.get("comparator") not in _COMPARED:
        return None
    said = _LIFE.fullmatch(_condition(s.get("description") or "", c))
    n = said and (said["n"] or said["least"] or said["below"])
    n = NUMBER_WORDS.get(n, int(n) if n and n.isdigit() else None) if said else None
    if n is None:
        return None
    key, shift = ("life_at_most", -1) if said["below"] else ("life_at_least", 0) if said["least"] or \
        said["dir"] in ("more", "greater") else ("life_at_most", 0)
    phase_key, phase_shift = _COMPARED[c["comparator"]]
    if (key, n + shift) != (phase_key, rhs.get("value", 0) + phase_shift):
        return None
    return {key: n + shift}


# "as long as two or more Equipment are attached to it"
_ATTACHED = re.compile(r"(?P<n>\w+) or more (?P<what>[A-Za-z ]+?) are attached to (?:it|~|this creature)")
_HOSTS = ("EquippedBy", "EnchantedBy")


def _attachments_condition(s: dict) -> Optional[dict]:
    """"As long as two or more Equipment are attached to it" (301.5): how many such objects are attached to the
    object the ability affects, the card itself (Balan) or what it equips or enchants (Brass Knuckles), where
    phase.rs's structure counts the same (objects attached to the recipient, at least the same number); None
    for others."""
    c = s.get("condition") or {}
    qty, rhs = (c.get("lhs") or {}).get("qty") or {}, c.get("rhs") or {}
    counted = qty.get("filter") or {}
    if c.get("type") != "QuantityComparison" or c.get("comparator") != "GE" or qty.get("type") != "ObjectCount" or \
            rhs.get("type") != "Fixed" or counted.get("properties") != [{"type": "AttachedToRecipient"}]:
        return None
    affected = s.get("affected") or {}
    host = affected.get("type") == "Typed" and [p.get("type") for p in affected.get("properties") or []] in \
        [[h] for h in _HOSTS]
    said = _ATTACHED.fullmatch(_condition(s.get("description") or "", c))
    n = said and NUMBER_WORDS.get(said["n"], int(said["n"]) if said["n"].isdigit() else None)
    what = said and kinds.plural_kind(said["what"])
    if not n or n != rhs.get("value") or not what or not (host or affected.get("type") == "SelfRef"):
        return None
    return {"attachments": {**what, "of": "host" if host else "itself"}, "at_least": n}


def _tapped_condition(s: dict) -> Optional[dict]:
    """"As long as K-9 is untapped" (of K-9, Mark I): the card by a shortened name (201.5c) or the
    name an Alchemy card rebalances, which phase.rs's description writes "~": its own status (110.5),
    where phase.rs's structure reads the same (SourceIsTapped, or its negation); None for others."""
    c = s.get("condition") or {}
    negated = c.get("type") == "Not"
    if ((c.get("condition") or {}) if negated else c).get("type") != "SourceIsTapped":
        return None
    try:
        said = conditions.read(_condition(s.get("description") or "", c))
    except Refusal:  # (the description names no condition the game shows: the line's own words decide)
        return None
    return said if said == {"tapped": not negated} else None


def _on_each_one(line: str, said: str) -> bool:
    """Whether a condition names a quality of each affected object: "it's a creature", "it has
    flying"; "they're legendary" only where it is such a quality ("they" may name a player, 102.1)."""
    return bool(re.match(r"it(?:'s| is| has)\b(?! (?:not )?your turn)", said) or re.match(
        r"they(?:'re| are| have)\b", said) and (qualities.properties(line, said) is not None or
                                               re.fullmatch(r"they're (?:white|blue|black|red|green|attacking|"
                                                            r"tapped|untapped)", said)))


def _each_one(line: str, s: dict) -> dict:
    """A condition on each affected object ("each land gets +2/+2 as long as it's a
    creature") is no fact of the scenario: "it's a creature" is a card type or subtype
    more in the affected set; anything else is refused."""
    negated = re.match(r"(?:it's|they're) not ([A-Za-z]+)$", _condition(line, s["condition"]))
    quality = negated or re.match(r"(?:it's|they're) (an? )?([A-Za-z]+)$", _condition(line, s["condition"]))
    word = quality and quality[quality.lastindex]
    affected = s.get("affected") or {}
    if quality and (negated or not quality[1]) and affected.get("type") == "Typed" and word in (
            "white", "blue", "black", "red", "green", "attacking", "tapped", "untapped"):
        # 110.5: "as long as it's untapped", a status the history gives, as the affected set's `tapped`; "it's not
        # tapped" is untapped, a permanent being one or the other (110.5); "it's not white" (105.2)
        if word in ("tapped", "untapped"):
            prop = {"type": ("tapped", "untapped")[(word == "tapped") == bool(negated)].capitalize()}
        elif word == "attacking":  # 506.4: a status the scenario states; "it's not attacking" its negation
            prop = {"type": "Attacking", "not": True} if negated else {"type": "Attacking"}
        else:
            prop = {"type": "NotColor" if negated else "HasColor", "color": word.capitalize()}
        return {**s, "condition": None,  # 105.2: "it's white"; 506.4: "it's attacking", a status the scenario states
                "affected": {**affected, "properties": list(affected.get("properties") or []) + [prop]}}
    if negated or not quality or not quality[1] or not qualities.type_filter(quality[2]) or \
            affected.get("type") != "Typed":
        # a supertype, a status, how many colours, a keyword, a counter (`qualities.properties`)
        each = qualities.on_each(line, _condition(line, s["condition"]), s)
        if each is None:
            raise Refusal(f"a condition on each affected object not translated: {line!r}")
        return each
    return {**s, "condition": None, "affected": {**affected, "type_filters": list(affected.get("type_filters") or []) +
                                                 [qualities.type_filter(quality[2])]}}
# "+3/+0 for each ...", "where X is ...", "equal to the number of ...": an amount that must be counted
_COUNTED = re.compile(r"\bfor each\b|\bwhere X is\b|\b(power|toughness)\b[^.]*\bequal to\b", re.I)
_COUNTED_WORDS = re.compile(r"\bfor each [^,.;]+|\bwhere X is [^.;]+|\bequal to [^.;]+", re.I)


def _continuous(line: str, s: dict, notes: List[str]) -> Optional[dict]:
    s = counted_keyword(line, completed(line, s))  # ("has soulshift X, where X is ...", read as soulshift 1)
    if re.search(r"\bfull text\b", line, re.I):  # 612.6: not modelled
        raise Refusal(f"'the full text' of another card (612.6) not translated: {line!r}")
    if _OFF_THE_BATTLEFIELD.search(line):  # 113.6b: it works from there, where the model holds no cards
        raise Refusal(f"an ability that works while its card is off the battlefield (113.6b) not translated: {line!r}")
    rules = s.get("modifications") or []
    if rules and all(m.get("type") in NOT_FOLLOWED_MODIFICATIONS for m in rules):
        # rules of combat or of another action only, whichever objects and condition they name: the ability is kept by
        # its text (the loader's guard for each reads it, `kept_rules.check_guarded`), no layer part to read
        notes.extend(f"not followed: {m['type']} (a rule of {short(line)!r} that is no layer effect)" for m in rules)
        return None
    branches = (s.get("affected") or {}).get("filters") or []
    if (s.get("affected") or {}).get("type") == "Or" and {"type": "SelfRef"} in branches and len(branches) > 1:
        return _itself_and(line, s, [b for b in branches if b != {"type": "SelfRef"}], notes)
    host = _ON_ITSELF.match(line)
    read = s.get("condition") is not None  # phase.rs read a condition, kept or folded into the affected set
    paired = (s.get("condition") or {}).get("type") == "SourceIsPaired"  # "as long as ~ is paired with ..." (702.95b)
    if paired and (s.get("affected") or {}).get("type") not in ("SourceOrPaired", "SelfRef"):
        raise Refusal(f"a condition on being paired (702.95b) with an affected set other than the pair not "
                      f"translated: {line!r}")
    if paired:  # (the pair, or the source itself, while paired: the affected set says so)
        s = {**s, "condition": None}
    if s.get("condition") is not None and (s.get("affected") or {}).get("type") == "SelfRef" and \
            re.search(r"\b(enchanted|equipped) (creature|permanent)\b", line):
        on_host = qualities.on_host(line, s)  # phase.rs read "it" as the card itself
        if on_host is None:
            raise Refusal(f"a condition on the enchanted or equipped object read as on the card itself: {line!r}")
        s = on_host
    if s.get("condition") is not None and (s.get("affected") or {}).get("type") != "SelfRef" and \
            _on_each_one(line, _condition(line, s["condition"])):  # "each land ... it's a creature"
        s = _each_one(line, s)
    table: Dict[str, Any] = {"ability": line}
    # "As long as it's attacking, this creature has first strike": a status of the object itself the board shows
    # (506.4, its `attacking`), read as what it affects, itself while attacking (611.3a), never a fact stated apart
    attacking = (s.get("condition") or {}).get("type") == "SourceIsAttacking" and \
        (s.get("affected") or {}).get("type") == "SelfRef" and \
        bool(_SELF_ATTACKING.fullmatch(_condition(line, s["condition"])))
    if attacking:
        s = {**s, "condition": None}
    if s.get("condition") is not None:  # one the game shows, or a fact
        table["condition"] = _counters_condition(line, s) or _tapped_condition(s) or _status_condition(s) or \
            _life_condition(s) or _attachments_condition(s) or _read_condition(line, s["condition"])
    # a condition phase.rs did not read (one inside a quoted ability is the granted ability's own, 113.1a)
    elif not read and _CONDITIONAL.search(re.sub(r'"[^"]*"', '""', line)) and not host:
        raise Refusal(f"a condition phase.rs did not read not translated: {line!r}")
    if off_battlefield(s.get("affected") or {}):  # (611.3a: refused where a scenario has cards off the battlefield)
        table["off_battlefield"] = True
    affected = affects(line, s.get("affected") or {}, statuses=True, shares="static")
    if (s.get("affected") or {}).get("type") == "Typed" and not affected.get("subtypes") and \
            len(_OF_THE_CHOSEN_TYPE.findall(re.sub(r'"[^"]*"', "", line))) == 1:
        # (a qualifier phase.rs drops: "All creatures of the chosen type": the type chosen as it entered, 614.12,
        # which the object's `chosen` gives)
        affected.setdefault("subtypes", []).append("chosen")
    if paired:
        affected = {**affected, "paired": True}
    if attacking:
        affected = {**affected, "attacking": True}
    if affected:  # none: every permanent
        table["affects"] = affected
    cda = bool(s.get("characteristic_defining")) or _defines_itself(s)
    # (an amount inside a quoted ability is the granted ability's own, read with it or kept by its text, 113.1a)
    if _COUNTED.search(re.sub(r'"[^"]*"', '""', line)) and \
            not any("Dynamic" in (m.get("type") or "") for m in s.get("modifications") or []):
        # (the words of the count named: "for each time this creature attacked this game", a count the model may not hold)
        words = _COUNTED_WORDS.search(re.sub(r'"[^"]*"', '""', line))
        raise Refusal(f"an amount phase.rs read as fixed in a counted line not translated: the count "
                      f"{words[0] if words else 'of the line'!r} in {line!r}")
    modifications = s.get("modifications") or []
    if _RETAINS.search(line) and any(m.get("type") == "SetCardTypes" for m in modifications):
        # 205.1b: "... is a Beast creature. It's still a land.": its prior subtypes are kept too
        modifications = [m for m in modifications if m.get("type") != "RemoveAllSubtypes"]
    lands_set = any(m.get("type") == "SetBasicLandType" for m in modifications) and \
        all(m.get("subtype") in BASIC_LAND_TYPES for m in modifications if m.get("type") == "AddSubtype")
    if any(m.get("type") == "AddSubtype" for m in modifications) and not _KEEPS_SUBTYPES.search(line) and \
            not lands_set and not any(m.get("type") == "RemoveAllSubtypes" for m in modifications):
        # 205.1a: subtypes an effect sets, unless it says they are kept (205.1b), replace the others of their set,
        # which phase.rs read as added ("As long as ~ is tapped, it's a Human Citizen"); a land type set beside
        # them ("is a Mountain, Forest, and Plains": SetBasicLandType, then the others added) replaces (305.7)
        raise Refusal(f"subtypes that replace the object's others (205.1a) read as added, not translated: {line!r}")
    more: List[Dict[str, Any]] = []  # (a second count added to one characteristic: its own part)
    for m in modifications:
        if m.get("type") in NOT_FOLLOWED_MODIFICATIONS:
            notes.append(f"not followed: {m['type']} (a rule of {short(line)!r} that is no layer effect)")
            continue
        itself = cda or (s.get("affected") or {}).get("type") == "SelfRef"
        attached = any(p.get("type") in ("EnchantedBy", "EquippedBy")
                       for p in (s.get("affected") or {}).get("properties") or [])
        for layer, part in modification(line, m, cda, notes, itself, attached, affected).items():
            merged = table.setdefault(layer, {})
            for k, v in part.items():  # (a part phase.rs repeats is one: "is a Dragon ... and")
                if k in merged and not isinstance(v, list) and merged[k] != v:
                    _add_apart(line, layer, k, merged[k], v, more)
                    continue
                merged[k] = merged.get(k, []) + [x for x in v if x not in merged.get(k, [])] if isinstance(v, list) else v
    all_creature_types_read(line, modifications)  # 205.3m: a layer 4 part the parse left out refused
    equip = _GRANTED_EQUIP.search(re.sub(r'"[^"]*"', '""', line))
    if equip and not any(m.get("type") == "AddKeyword" and "equip" in json.dumps(m.get("keyword")).lower()
                         for m in modifications) and \
            not any(re.match(r"equip \{", a, re.I) for a in table.get("layer6", {}).get("add_abilities", [])):
        # 702.6a: an equip ability granted, which phase.rs left out
        table.setdefault("layer6", {}).setdefault("add_abilities", []).append(f"Equip {equip[1]}")
    _keeps_source(line, s, table)
    if "layer7c" in table:  # +0 changes nothing
        table["layer7c"] = {k: v for k, v in table["layer7c"].items() if v != 0}
    if not any(k.startswith("layer") and v for k, v in table.items()):
        if any(m.get("type") in NOT_FOLLOWED_MODIFICATIONS for m in s.get("modifications") or []):
            return None  # a rule of combat or of another action only: the ability is kept by its text
        raise Refusal(f"continuous effect with no layer part not translated: {line!r}")
    if cda:  # 604.3: it defines its own object's characteristics
        table.pop("affects", None)
        table["cda"] = True
    if more:
        apart = [{**{k: v for k, v in table.items() if not k.startswith("layer")}, "layer7c": part} for part in more]
        return {**table, "also": {"tables": apart}}
    return table


def _keeps_source(line: str, s: dict, table: Dict[str, Any]) -> None:
    """702.16n: "This effect doesn't remove ~" (phase.rs's Source exception) beside a protection the model follows,
    granted to what the Aura is attached to (from the chosen color too, read with the object's choice once it is
    given, `verifier.load.chosen_words`): `keeps_source_attached` (the state-based action spares that Aura,
    `verifier.rules.sba.kept_attached`); beside one it does not follow, the attaching guards read the protection
    by its text and never remove an Aura for it (`verifier.load.attachments`), as the exception says."""
    if s.get("protection_does_not_remove") != "Source" or \
            not any(chosen_words.read_protection(a) for a in table.get("layer6", {}).get("add_abilities", [])):
        return
    if not table.get("affects", {}).get("attached"):
        raise Refusal(f"a protection that does not remove its source (702.16n) granted to other than what it is "
                      f"attached to not translated: {line!r}")
    table["keeps_source_attached"] = True


def _add_apart(line: str, layer: str, key: str, first: Any, second: Any, more: List[Dict[str, Any]]) -> None:
    """"+1/+1 for each creature you control and +1/+1 for each Aura you control": two counts
    added to one characteristic (7c), each its own part of the ability, since 7c adds them
    whichever comes first (613.4c), as long as neither counts what 7c changes (power,
    toughness); a sum anywhere else refused (one amount kept and the other dropped would
    change what it computes)."""
    if layer != "layer7c" or not all(_counts_no_power(x) for x in (first, second)):
        raise Refusal(f"two amounts of one {layer} {key} in one ability not translated: {line!r}")
    part = next((p for p in more if key not in p), None)
    if part is None:
        more.append({key: second})
    else:
        part[key] = second


def _counts_no_power(amount: Any) -> bool:
    """Whether an amount is a count of permanents that reads no power or toughness (layer 7)."""
    return isinstance(amount, dict) and set(amount) <= {"count", "times", "plus"} and \
        not re.search(r'"(?:power|toughness)', json.dumps(amount["count"]))  # (a key, or a measure, of either)


# 302.6: "You may activate abilities of creatures you control as though those creatures had haste", "Enchanted
# creature can attack as though it had haste"
_AS_THOUGH_HASTE = re.compile(r"(?P<activate>You may activate abilities of (?:other )?creatures you control as though "
                              r"those creatures had haste)\.?|(?P<attack>(?:Enchanted|Equipped) creature can attack as "
                              r"though it had haste)\.?")
# 702.6a: "Clues you control are Equipment ... and have "..." and equip {2}": the equip ability they are granted
_GRANTED_EQUIP = re.compile(r"\b(?:and|have) equip ((?:\{[^}]+\})+)\.?$")
# "creatures of the chosen type", "Planeswalkers you control of the chosen type" (a type chosen as it entered, 614.12)
_OF_THE_CHOSEN_TYPE = re.compile(r"\b[a-z]+s(?: you control)? of the chosen (?:creature )?type\b", re.I)
# 205.1b: words that keep an object's prior subtypes ("in addition to their other creature types", "is also a Cleric")
_KEEPS_SUBTYPES = re.compile(r"\bin addition to (?:its|their) other\b|\b(?:is|are) also\b|\bstill\b")
# 205.1b: words that keep an object's prior types while it gets new ones
_RETAINS = re.compile(r"\b(?:still an? [a-z]+|still [a-z]+s|in addition to (?:its|their) other types)\b")


# 604.3a(1): what a characteristic-defining ability defines: colours and subtypes, and its own power and toughness
# set to an amount where phase.rs does not mark it ("~ has power and toughness each equal to ...": SetPowerDynamic)
_DEFINING = {"AddSubtype", "AddAllCreatureTypes", "SetColor", "AddColor", "SetPowerDynamic", "SetToughnessDynamic"}


def _defines_itself(s: dict) -> bool:
    """604.3a: a static ability of the object itself, under no condition, that only defines its colours,
    subtypes ("This creature is also a Cleric, Rogue, Warrior, and Wizard") or its own power and toughness ("~ has
    power and toughness each equal to the number of Forests you control") is characteristic-defining
    (printed: a granted one is refused where it is read, `_granted_static`), so it works in every zone (604.3)."""
    mods = s.get("modifications") or []
    return (s.get("affected") or {}).get("type") == "SelfRef" and s.get("condition") is None and bool(mods) and \
        all(m.get("type") in _DEFINING for m in mods)


def _itself_and(line: str, s: dict, rest: List[dict], notes: List[str]) -> Optional[dict]:
    """"~ and other Vampire creatures you control get +2/+1": the model's affected sets are one
    object (self) or conditions, not a union of both, so two effects of the one ability, on
    itself and on the others (`other`: each object gets it once, as from the one effect);
    "~ and enchanted creature each get ...": on itself and on what it is attached to, never
    itself (an Aura can't enchant itself, 303.4d; an Equipment can't equip itself, 301.5c)."""
    hosted = [b for b in rest if any(p.get("type") in ("EquippedBy", "EnchantedBy") for p in b.get("properties") or [])]
    if any(b.get("type") != "Typed" for b in rest) or (hosted and len(rest) > 1):
        raise Refusal(f"affected set 'Or' (the object itself and others) not translated: {line!r}")
    others = hosted or [{**b, "properties": [p for p in b.get("properties") or [] if p.get("type") != "Another"] +
                         [{"type": "Another"}]} for b in rest]
    tables = [t for a in ({"type": "SelfRef"}, others[0] if len(others) == 1 else {"type": "Or", "filters": others})
              for t in [_continuous(line, {**s, "affected": a}, notes)] if t is not None]
    tables = [x for t in tables for x in [t] + t.pop("also", {}).get("tables", [])]  # (each of its own too)
    if not tables:
        return None
    return {**tables[0], "also": {"tables": tables[1:]}} if len(tables) > 1 else tables[0]


def modification(line: str, m: dict, cda: bool, notes: Optional[List[str]] = None,
                 itself: Optional[bool] = None, attached: bool = False,
                 within: Optional[Dict[str, Any]] = None) -> Dict[str, dict]:
    """One phase.rs modification as layer parts (613.1); `notes` takes what a granted
    mana ability keeps without following (none given: such a rider is refused);
    `itself`, for a static ability, whether it affects only its own object (None: a
    resolved effect); `attached`, whether only what its object is attached to (301.5, 303.4);
    `within`, a static ability's affected set as the model's conditions."""
    kind = m.get("type")
    pt = "layer7a" if cda else "layer7b"
    simple = {"AddPower": ("layer7c", "power"), "AddToughness": ("layer7c", "toughness"),
              "SetPower": (pt, "power"), "SetToughness": (pt, "toughness")}
    if kind in simple and isinstance(m.get("value"), int):
        layer, key = simple[kind]
        return {layer: {key: m["value"]}}
    if kind in ("SetPowerDynamic", "SetToughnessDynamic"):
        qty = (m.get("value") or {}).get("qty") or {}
        key = "power" if kind == "SetPowerDynamic" else "toughness"
        if qty.get("type") == "ObjectManaValue" and (qty.get("scope") or {}).get("type") == "Recipient":
            return {pt: {key: "mana_value"}}
        if qty.get("type") == "CostXPaid":
            return {pt: {key: {"number": amounts.number(line, qty)}}}
        if cda:  # 604.3: its own power or toughness defined by an amount, as "~'s power is equal to ..." is
            return {pt: {key: amounts.counted(line, m, itself, attached, within)}}
    if kind in ("AddSupertype", "RemoveSupertype") and str(m.get("supertype")).lower() in SUPERTYPES:
        key = "add_supertypes" if kind == "AddSupertype" else "remove_supertypes"  # 205.4, 613.1d: layer 4
        return {"layer4": {key: [m["supertype"].lower()]}}
    if kind == "AddType" and m.get("core_type"):
        return {"layer4": {"add_types": [m["core_type"].lower()]}}
    if kind == "RemoveType" and m.get("core_type"):
        return {"layer4": {"remove_types": [m["core_type"].lower()]}}
    if kind == "AddSubtype" and m.get("subtype"):
        return {"layer4": {"add_subtypes": [m["subtype"]]}}
    if kind == "AddChosenSubtype" and m.get("kind") == "CreatureType":  # "are the chosen type in addition"
        return {"layer4": {"add_subtypes": ["chosen"]}}
    if kind == "SetChosenBasicLandType":  # the type chosen as it entered (614.12): the object says which
        return {"layer4": {"land_types": ["chosen"]}}
    if kind == "SetBasicLandType" and m.get("land_type"):
        return {"layer4": {"land_types": [m["land_type"]]}}
    if kind == "SetCardTypes" and isinstance(m.get("core_types"), list) and m["core_types"]:
        types = [t.lower() for t in m["core_types"]]
        if _RETAINS.search(line):  # 205.1b: "it's still a land": every prior type is kept
            return {"layer4": {"add_types": types}}
        return {"layer4": {"set_types": types}}  # 205.1a: the new card types replace the old ones
    if kind == "RemoveAllAbilities":
        return {"layer6": {"remove_all_abilities": True}}
    if kind == "AddKeyword" and m.get("keyword") == "Changeling":  # "with all creature types" (205.3m)
        if "all creature types" not in line:
            raise Refusal(f"changeling not translated: {line!r}")
        return {"layer4": {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}}
    if kind == "AddAllCreatureTypes" and _SAYS_ALL_CREATURE_TYPES.search(line):  # 205.3m, layer 4 ("is", "gains")
        return {"layer4": {"add_subtypes": sorted(SUBTYPE_SETS["creature"])}}
    if kind == "AddAllBasicLandTypes" and re.search(r"\bevery basic land type in addition to\b", line):  # 305.7
        return {"layer4": {"add_subtypes": ["Plains", "Island", "Swamp", "Mountain", "Forest"]}}
    if kind == "AddColor" and m.get("color") in COLOR_OF and re.search(r"in addition to its other colors", line):
        return {"layer5": {"add_colors": [COLOR_OF[m["color"]]]}}  # 105.3: "in addition to its other colors"
    if kind == "RemoveAllSubtypes" and m.get("set"):  # "becomes a [creature type] artifact creature" (205.1b)
        return {"layer4": {"remove_subtype_sets": [m["set"].lower()]}}
    if kind == "AddKeyword" and m.get("keyword") == "Devoid":  # 702.114a: "this object is colorless", a layer 5
        raise Refusal(f"devoid granted (702.114a: an ability whose effect is a colour change, layer 5, which the "
                      f"model does not apply from a granted ability) not translated: {line!r}")
    if kind == "AddKeyword" and isinstance(m.get("keyword"), str) and keyword(m["keyword"]) in keywords._PUMPS and \
            itself is not None and notes is not None:  # a granted prowess or exalted: what it does as it resolves
        pump = keywords.read(keyword(m["keyword"]), notes)["resolves"]  # (613.1f: granted in layer 6)
        pump = {**pump, "ability": written(pump["ability"])}
        return {"layer6": {"add_abilities": [pump["ability"]]}, "resolves": {"tables": [pump]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), str):
        return {"layer6": {"add_abilities": [_granted_keyword(keyword(m["keyword"]), line, notes)]}}
    if kind == "RemoveAllLandwalkAbilities" and re.search(r"\bloses all landwalk abilities\b", line):
        return {"layer6": {"remove_landwalk": True}}  # 613.1f, 702.14a: each "[type]walk" (`reread`'s parse)
    if kind == "RemoveKeyword":  # "loses flying" (613.1f), said by the line itself
        word = keyword(m["keyword"]) if isinstance(m.get("keyword"), str) else None
        if isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Landwalk"} and \
                m["keyword"]["Landwalk"] in BASIC_LAND_TYPES:  # 702.14a: "islandwalk"
            word = f"{m['keyword']['Landwalk'].lower()}walk"
        elif isinstance(m.get("keyword"), dict) and len(m["keyword"]) == 1 and \
                re.search(rf"\blos(?:e|es|t) {keyword(next(iter(m['keyword'])))}{NO_PARAMETER}", line, re.I):
            word = keyword(next(iter(m["keyword"])))  # "lose toxic": every instance, whatever its N (is_instance)
        if word is None or not re.search(rf"\blos(?:e|es|t)\b[^.]*\b{re.escape(word)}\b", line, re.I):
            raise Refusal(f"modification 'RemoveKeyword' ({m.get('keyword')}, which the line does not say is lost) "
                          f"not translated: {line!r}")
        return {"layer6": {"remove_abilities": [word]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Landwalk"}:
        land = m["keyword"]["Landwalk"]  # 702.14a, c: "islandwalk", "nonbasic landwalk"
        return {"layer6": {"add_abilities": [f"{land.lower()}walk" if land in BASIC_LAND_TYPES else
                                             f"{land.lower()} landwalk"]}}
    granted = (m.get("definition") or m.get("trigger") or {}).get("description")
    quoted = granted_quotes.quoted(line, granted, kind == "GrantTrigger")  # (113.1a: the ability as quoted)
    said = re.search(r"\bequip (?:[A-Z][a-z]+ )?(?:\{[^}]+\})+", line)
    if kind == "GrantAbility" and ((m.get("definition") or {}).get("ability_tag") or {}).get("type") == "Equip" and \
            said and norm(said[0], "~") == granted:  # 702.6a: "Equipment you control have equip {0}", by its words
        return {"layer6": {"add_abilities": [written(said[0])]}}
    if kind in ("GrantAbility", "GrantTrigger") and quoted:  # the ability as the line quotes it (113.1a)
        mana = manalines.read(quoted[0]) if is_mana_ability(quoted[0]) else None
        # (without notes, a resolved effect's: a table is the card's, which only a static ability's grant may define)
        if is_mana_ability(quoted[0]) and (mana is None or (mana.notes or mana.table is not None) and notes is None):
            raise Refusal(f"granted mana ability not in a plain form: {manalines.why(quoted[0])}: {line!r}")
        if mana is not None and mana.table is not None and "chosen" in json.dumps(mana.table):
            # (the model reads "the chosen color (type)" from the object that has the ability, 614.12; here it is
            # the granting object's choice)
            raise Refusal(f"granted mana ability not in a plain form: what its granting object chose, 614.12: {line!r}")
        if mana is not None and mana.table is not None:  # defined on this card, had by what it grants it to (613.1f)
            notes += mana.notes
            return {"layer6": {"add_abilities": [mana.table["ability"]]},
                    # (a list under "tables", which the translator lifts to the card's [[card.mana]])
                    "mana": {"tables": [{**mana.table, "granted": True}]}}
        if mana is None and relevant(quoted[0]):  # its effect would need following: what it does as it resolves
            name = quoted[0].rstrip(".")
            effect = _granted_effect(line, quoted[0], m, notes, itself)
            if "not_followed" in effect:  # (a list under "tables", which the translator lifts to not_followed)
                return {"layer6": {"add_abilities": [name]}, "not_followed": {"tables": [name]}}
            if not any(k.startswith("layer") for k in effect):  # (its instructions all not followed, as noted)
                return {"layer6": {"add_abilities": [name]}}
            return {"layer6": {"add_abilities": [name]},
                    # (a list under "tables", which the translator lifts to the card's [[card.resolves]])
                    "resolves": {"tables": [{"ability": name, **effect}]}}
        if mana is not None and notes is not None:
            notes += mana.notes  # a rider of the granted mana ability, kept as its notes say
        return {"layer6": {"add_abilities": [mana.ability if mana is not None else quoted[0].rstrip(".")]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Protection"}:
        of = m["keyword"]["Protection"]  # 702.16: "protection from black", "from instants"
        word = str(next(iter(of.values()))).lower() if isinstance(of, dict) and len(of) == 1 else None
        # 702.16h: "from each color" is one protection from each of the five
        each = isinstance(of, dict) and set(of) == {"Color"} and "from each color" in line.lower()
        if word and word.endswith(" and") and re.search(rf'\bfrom {re.escape(word)} "', line, re.I):
            word = word[:-4]  # (phase.rs's quality of "... with protection from red and "<ability>"" keeps the "and")
        # 702.16a: one quality, the keyword ending after it as the line says it (702.16g: "from green and from
        # white" is two, each read here; "as long as" begins the static's condition, read apart)
        printed = word and re.search(rf"\bfrom ({re.escape(word)})(?=$|[.,;]| and\b| until\b| as long as\b)", line, re.I)
        if printed or word and each:  # (the quality as printed: "from Wizards")
            return {"layer6": {"add_abilities": [written(f"protection from {printed[1] if printed else word}")]}}
        # 702.16j: "protection from everything"; 702.16a: from the colour chosen as it entered (`chosen`, 614.12):
        # kept by its words: followed from everything (`verifier.rules.protection`); from the chosen colour, refused
        # by the loader where it would change a history (`verifier.load.protection`), as attaching beside any
        said = {"Everything": "everything", "ChosenColor": "the chosen color"}.get(of) if isinstance(of, str) else None
        if said and f"protection from {said}" in line.lower():
            return {"layer6": {"add_abilities": [written(f"protection from {said}")]}}
        raise Refusal(f"modification 'AddKeyword' (protection from {of if isinstance(of, str) else word}) "
                      f"not translated: {line!r}")
    ward = re.search(r"\bward (\{[^}]+\})+|\bward—Pay (\d+) life\b", line, re.I)
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and set(m["keyword"]) == {"Ward"} and ward and \
            (ward[2] is None or m["keyword"]["Ward"] == {"type": "PayLife", "data": int(ward[2])}):
        return {"layer6": {"add_abilities": ["W" + ward[0][1:]]}}  # 702.21 (as `written`)
    hexproof = (m.get("keyword") or {}).get("HexproofFrom") if isinstance(m.get("keyword"), dict) else None
    quality = str(hexproof.get("data") or "") if isinstance(hexproof, dict) and len(m["keyword"]) == 1 else ""
    shown = quality and re.search(rf"\bhexproof from ({re.escape(quality)})(?=$|[.,;\"]| and\b| until\b| as long as\b)",
                                  line, re.I)
    if kind == "AddKeyword" and shown:  # 702.11d: "hexproof from [quality]" as the line says it (as protection's,
        # 702.16a); who may target it is not followed: the loader refuses a targeting spell or ability beside it
        # (TARGETING_RULES)
        return {"layer6": {"add_abilities": [written(f"hexproof from {shown[1]}")]}}
    if kind == "AddKeyword" and isinstance(m.get("keyword"), dict) and len(m["keyword"]) == 1:
        return {"layer6": {"add_abilities": [_keyword_with(line, m["keyword"], notes)]}}
    if kind == "AddDynamicKeyword" and itself is not None and notes is not None:
        return {"layer6": {"add_abilities": [_dynamic_keyword(line, m, notes)]}}
    if kind == "ChangeController" and set(m) == {"type"}:  # "You control enchanted permanent" (613.1b)
        return {"layer2": {"control": "you"}}
    if kind == "SetColor" and isinstance(m.get("colors"), list):
        return {"layer5": {"set_colors": [COLOR_OF[c] for c in m["colors"]]}}
    # 613.4b: "has base power X, where X is ...", "is a creature with power and toughness each equal to ..." (phase.rs
    # names a set amount either way): a count as it applies, as for a characteristic-defining one (613.4a)
    counted = {"SetDynamicPower": (pt, "power"), "SetDynamicToughness": (pt, "toughness"),
               "SetPowerDynamic": (pt, "power"), "SetToughnessDynamic": (pt, "toughness"),
               "AddDynamicPower": ("layer7c", "power"), "AddDynamicToughness": ("layer7c", "toughness")}
    if kind in counted:  # "equal to the number of ...", "+1/+1 for each ..." (a count as it applies)
        layer, key = counted[kind]
        amount = amounts.counted(line, m, itself, attached, within)
        return {layer: {key: amount}}
    if kind == "GrantStaticAbility" and itself is not None and notes is not None:
        return _granted_static(line, m, notes, "creature" in (within or {}).get("types", ()))
    if kind == "GrantAllActivatedAbilitiesOf":  # 113.1a: abilities named by what other objects have, not listed
        raise Refusal(f"modification 'GrantAllActivatedAbilitiesOf' (all activated abilities of other cards or "
                      f"permanents, which the model does not follow: an object's abilities are those its card lists "
                      f"or effects grant by name) not translated: {line!r}")
    raise Refusal(f"modification {kind!r} not translated: {line!r}")


def _granted_effect(line: str, quoted: str, m: dict, notes: Optional[List[str]], itself: Optional[bool]) -> dict:
    """A granted activated or triggered ability whose effect matters (113.1a: the ability as
    quoted): what it does as it resolves, a [[card.resolves]] table of the granting card that
    a scenario's [[effect]] names, with ability_of (or targets) the object that has it, as it
    would for a printed one (608.2). Refused in a resolved effect (a granted ability that
    lasts a duration) and for a loyalty ability (606: the model names those by cost)."""
    from verifier.cards import coverage, granted_kept  # (resolved imports this module)
    from verifier.cards.resolved import RESTRICTION, resolved
    if itself is None or notes is None:
        raise Refusal(f"an ability granted by a resolved effect whose own effect matters (what it does as it resolves, "
                      f"608.2) not translated: {line!r}")
    if re.match(r"\[[+−-]?\w+\]:", quoted):  # 606.4: named by its cost, which the receiver's own may share
        raise Refusal(f"a granted loyalty ability (606) not translated: {line!r}")
    triggered = m.get("type") == "GrantTrigger"
    parsed = (m.get("trigger") or {}).get("execute") if triggered else m.get("definition")
    if not isinstance(parsed, dict) or (not triggered and parsed.get("kind") != "Activated"):
        raise Refusal(f"a granted ability phase.rs did not read as activated or triggered not translated: {line!r}")
    text = norm(quoted, "~")
    bare = RESTRICTION.sub("", text)
    before = len(notes)
    try:
        effect = resolved(quoted, parsed, notes, triggered)
        # its effect's words must be read in full, as a printed ability's (the cost is the activation's)
        coverage.check(bare.split(":", 1)[1] if re.match(r"^[^\"]*?:", bare) else bare,
                       m.get("trigger") if triggered else parsed, coverage.kept(effect))
    except Refusal as exc:  # the granted ability's part not read, and the line that grants it
        if granted_kept.keepable(quoted, parsed):  # kept by its text (its card's not_followed), as a printed one is
            notes[before:] = [granted_kept.note(quoted, str(exc), triggered)]  # (not what `resolved` read of it)
            return {"not_followed": quoted.rstrip(".")}
        raise Refusal(f"granted ability with an effect on characteristics, control or mana not translated (in it, "
                      f"{exc}): {line!r}") from None
    if bare != text and not text.endswith("Activate only once each turn."):
        notes.append(f"not followed: a restriction on activating {short(quoted)!r} (602.5)")
    elif bare != text:  # 602.5b: the loader counts its resolutions for each object (ability_of)
        notes.append(f"once each turn (602.5b): two [[effect]]s of {short(quoted)!r} lasting until end of turn must "
                     "name different objects in ability_of")
    return effect


def _granted_static(line: str, m: dict, notes: List[str], to_creatures: bool = False) -> Dict[str, Any]:
    """A static ability granted by a static ability ('Equipment you control have "Equipped
    creature gets +1/+1"'): a [[card.granted]] table of the granting card, its `affects`
    relative to the object that has it, in layers 6 and 7 only (613.1f: gained in layer 6);
    `to_creatures`: granted to creatures only, so "other" in it is other than the creature
    that has it (no creature is attached to anything: 301.5c, 303.4d, 704.5m-n)."""
    definition = m.get("definition") or {}
    quoted = [q for q in re.findall(r'"([^"]+)"', line)
              if definition.get("description") and norm(q, "~").rstrip(".,") == definition["description"].rstrip(".,")]
    if not quoted or mode(definition) != "Continuous":
        raise Refusal(f"modification 'GrantStaticAbility' (a granted static ability of mode {mode(definition)!r}, or "
                      f"not as the line quotes it) not translated: {line!r}")
    if definition.get("condition") is not None or _CONDITIONAL.search(quoted[0]):
        raise Refusal(f"a granted static ability with a condition (611.3a) not translated: {line!r}")
    name = quoted[0].rstrip(".,")
    table = _continuous(quoted[0], definition, notes)
    if table is None:  # a rule of combat or another action only, not followed (as noted): granted by its text,
        return {"layer6": {"add_abilities": [name]}}  # as a printed one is kept
    if table.get("cda") or table.get("off_battlefield") or "condition" in table or \
            "resolves" in table or "granted" in table:
        raise Refusal(f"modification 'GrantStaticAbility' (a granted static ability with no layer part, one "
                      f"defining characteristics, working off the battlefield or granting abilities of its own) "
                      f"not translated: {line!r}")
    unread = sorted(set(table.get("affects") or {}) & ({"counters", "enchanted_player"} | set(() if to_creatures
                                                                                             else ("other",)))) + \
        (["counters on an object, in an amount"] if '"on":' in repr(table).replace("'", '"') else [])
    if unread:  # (`other` of an Aura or Equipment that has it would be not_attached; the others a static's own)
        raise Refusal(f"a granted static ability's affected set ({unread[0]}) not translated: {line!r}")
    from verifier.cards import coverage  # its words read in full (the line's own check leaves quotes out)
    try:
        coverage.check(norm(quoted[0], "~"), definition, coverage.kept(table))
    except Refusal as exc:
        raise Refusal(f"in a granted static ability, {exc} (granted by {line!r})") from None
    early = sorted(k for k in table if k.startswith("layer") and k[5] not in "67")
    if early:  # 613.1f: it does not exist when the earlier layers apply
        raise Refusal(f"a granted static ability applying in {early[0]} (before layer 6, where it is gained, 613.1f) "
                      f"not translated: {line!r}")
    # (a list under "tables", which the translator lifts to the card's [[card.granted]])
    return {"layer6": {"add_abilities": [name]}, "granted": {"tables": [{**table, "ability": name}]}}


def _keyword_with(line: str, kw: dict, notes: Optional[List[str]]) -> str:
    """A keyword granted with its parameter ("toxic 1", "afflict 3", "outlast {2}", 702)
    as the ability the model names, with the words the line gives it; refused where the
    keyword's rules change characteristics or counters in ways the model does not follow
    (`keywords`), or where the line does not show the parameter phase.rs read."""
    (name, value), = kw.items()
    word = keyword(name)
    _refused_when_granted(word, line)
    said = re.search(rf"\b{re.escape(word)}(?: (\d+)\b|(?: ?\{{[^}}]+\}})+|—[^.\"]+)", line, re.I)
    if said is None or said[1] is not None and value != int(said[1]) or said[1] is None and isinstance(value, int):
        raise Refusal(f"modification 'AddKeyword' ({word}, with a parameter the line does not show) not translated: {line!r}")
    return written(_granted_keyword(word + said[0][len(word):], line, notes, word))


def _dynamic_keyword(line: str, m: dict, notes: List[str]) -> str:
    """"Equipped creature has ... mobilize X, where X is its power": a triggered keyword (603.1,
    702) granted with a counted parameter, kept by the words the line gives it, as a printed
    one is: the model computes no X, and the loader refuses a history passing its trigger
    (`verifier.load.unsaid_triggers`); ward (702.21, a cost the model reads off its text) and
    any keyword that is no trigger refused."""
    word = keyword(str(m.get("kind") or ""))
    said = re.search(rf"\b{re.escape(word)} (?:X|\{{X\}}), where X is [^.,;\"]+", line, re.I)  # (107.3: "echo {X}")
    if said is None or word == "ward" or not KEYWORD_TRIGGERS.match(word):
        raise Refusal(f"modification 'AddDynamicKeyword' ({word or '?'}: a keyword with a counted parameter that is "
                      f"no triggered ability, or one the line does not show) not translated: {line!r}")
    return _granted_keyword(said[0], line, notes, word)


# Keywords an effect may give that the model keeps on no object's ability list, and why (a precise refusal)
_NEVER_GRANTED = {
    "enchant": "702.5a, 303.4: a permanent that becomes an Aura; what an Aura may enchant is its own printed enchant "
               "line in the model, attached by events, not an ability an effect gives",
    "bands with other": "702.22c: banding's rules of attacking and of dividing combat damage are not followed",
}


def _refused_when_granted(word: str, line: str) -> None:
    if word in _NEVER_GRANTED:
        raise Refusal(f"modification 'AddKeyword' ({word}, given by an effect: {_NEVER_GRANTED[word]}) not "
                      f"translated: {line!r}")
    if word in keywords._REFUSED | set(keywords._PUMPS) | set(keywords._ENTERS_WITH) | set(keywords._AS_IT_ENTERS) | \
            {"crew"}:  # (granted, one deciding how its object enters is on no printed face the loader reads)
        raise Refusal(f"modification 'AddKeyword' ({word}: a keyword whose rules change characteristics or counters "
                      f"when granted, 702) not translated: {line!r}")


def _granted_keyword(ability: str, line: str, notes: Optional[List[str]], word: str = "") -> str:
    """A keyword granted as `ability`, printed or with its parameter: refused where its rules
    change characteristics or counters in ways the model does not follow (`keywords`, as a
    printed one is); one that puts counters said not followed (a note) where notes are kept."""
    word = word or ability
    _refused_when_granted(word, line)
    if keywords.is_carried(word) and notes is not None:  # "has afterlife 1": the tokens it creates (702.135a)
        notes.append(keywords.carried(ability))
    elif keywords.is_carried(word):
        raise Refusal(f"modification 'AddKeyword' ({word}, whose new objects or counters the history carries) not "
                      f"translated: {line!r}")
    elif word in keywords._COUNTERS and notes is not None:  # "cumulative upkeep {1}": its age counters (702.24a)
        notes.append(f"not followed: the counters {ability!r} puts (122.1; put_counters events of the history say when)")
    elif word in keywords._COUNTERS:
        raise Refusal(f"modification 'AddKeyword' ({word}, which puts counters) not translated: {line!r}")
    return ability
