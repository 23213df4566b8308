"""What a [[trigger]]'s text targets, where its table names the object (603.3d, 115.1, 601.2c).

A triggered ability's targets are chosen as it is put on the stack (603.3d) and checked again as
it resolves (608.2b).  Where the text of what it does (of a modal one, the mode chosen: 700.2b)
has one target read by `verifier.rules.targets` ("destroy target artifact", "fights target
creature you don't control") and the table names one object for it (`destroy`, `fights`,
`taps`, `untaps`, `counters_on`, `to` of its damage, what its `moves` returns, exiles or sacrifices, or the
`targets` of the [[effect]]s its `effects` begin, 115.1, 611.2c), that object must be a legal target as
the text says, on the battlefield, without shroud, and without hexproof unless the trigger's
controller controls it (702.18a, 702.11b): `verifier.rules.triggered` asks it at both moments.
A target the text restricts in words not read here needs the table's `target_if` (asked besides
the text where the text is read); the trigger is refused without it (new-user trial audit, 2026-12-06: an artifact was destroyed by "destroy target
land", a hexproof creature fought; trial 8: a land was returned by "return target nonland permanent")."""
from __future__ import annotations

import re
from typing import Dict, List, Optional, Tuple

from verifier.load import kinds
from verifier.load.abilities import filter_of
from verifier.load.files import At
from verifier.model import COMBAT_TRIGGERS, DAMAGE_TO_YOU, LEAVING, Filter, Scenario
from verifier.rules import targets

# the keys naming what a trigger does something to, which its text may target
AIMED_KEYS = ("destroy", "fights", "taps", "untaps", "counters_on", "to")
# 115.4: "any target" is a creature, a player, a planeswalker or a battle
_ANY = Filter(any_of=tuple(Filter(types=(t,)) for t in ("creature", "planeswalker", "battle")))
_CONDITION = re.compile(r"^(?:when|whenever|at)\b[^,]*,\s*", re.I)  # (603.1: its trigger condition, then the effect)


def aim(at: At, table: dict, said: str, sc: Scenario) -> Tuple[Optional[str], Optional[Filter], bool]:
    """The object the trigger's one read target is, the filter it must match and whether it is
    "another" (not the source): (None, None, False) where the text targets nothing the table names,
    or only `target_if` states the restriction (a text read here is asked besides target_if)."""
    effect = _CONDITION.sub("", said, count=1)
    named = _named(table, sc)
    if not named or not re.search(r"\btargets?\b", effect, re.I):
        return None, None, False
    read, unread = targets.read_text(effect)
    permanents = [t for t in read if t.kind == "permanent"]
    if len(read) == 1 and not permanents and re.search(r"\bany target\b", effect, re.I):  # 115.4: an object
        permanents = [targets.Target("permanent", _ANY)]  # (a player is no object of the scenario's)
    if unread or len(permanents) != 1 or len(named) != 1 or permanents[0].count != 1:
        if "target_if" in table:  # (its restriction as the table states it, besides what its words say that is read)
            said_of = _words_of_one_target(effect) if len(named) == 1 else None
            return (next(iter(named)), said_of[0], said_of[1]) if said_of else (None, None, False)
        raise (at / next(iter(named.values()))).error(
            f"trigger {table['id']!r}: what its text targets ({effect!r}) is not read here for "
            f"{', '.join(repr(x) for x in sorted(named))} (115.1, 603.3d): give target_if = the restriction its text puts on the target")
    return next(iter(named)), permanents[0].of, permanents[0].another


# 115.1, 109.5: the one target of a text the target reader leaves unread ("target creature or Vehicle you control"),
# up to where its phrase ends; whose it is, said after it
_ONE_TARGET = re.compile(r"\b(?P<another>another )?target (?P<what>[\w' -]+?)(?: (?P<ctrl>you control|an opponent controls|"
                         r"you don't control))?(?=[.,;]|\s+(?:and|to|until|with|that|gets?|gains?|deals?|into|onto|on)\b|$)",
                         re.I)


def _words_of_one_target(effect: str) -> Optional[Tuple[Filter, bool]]:
    """What the words of a text's one target say that is read: whose it is (109.5) and its kind as
    `verifier.load.kinds` reads it, as a filter asked besides the table's `target_if`, and whether it is "another";
    None where the text has more than one target or says neither (draw 14's audit: Grafted Growth's "target creature
    or Vehicle you control" was taken as any target_if said, an opponent's creature given its counter)."""
    if len(re.findall(r"\btargets?\b", effect, re.I)) != 1:
        return None
    m = _ONE_TARGET.search(effect)
    if m is None:
        return None
    what = kinds.kind(m["what"]) or {}
    controller = targets.CONTROLLER_WORDS.get((m["ctrl"] or "").lower())
    if not what and controller is None:
        return None
    return filter_of({**what, **({"controller": controller} if controller else {})}), bool(m["another"])


# 120.1, 115.1: where a trigger's damage goes, as its text says: "deals 3 damage to target creature or player"
_DAMAGE_TO = re.compile(r"\bdeals? [^.]*?\bdamage to (?P<to>[^.]*)", re.I)
_PLAYER_WORD = re.compile(r"\b(?:you|player|players|opponents?|controller|owner|any target)\b", re.I)
_OBJECT_WORD = re.compile(r"\b(?:creatures?|planeswalkers?|permanents?|battles?|any target|it|itself|them|this|"
                          r"that|enchanted|equipped|attacking|blocking|other)\b", re.I)


def check_damage_kind(at: At, table: dict, said: str, sc: Scenario, controller: str) -> None:
    """120.1, 115.1: a trigger's damage `to` a player goes where its text's damage may go to a player ("to target
    creature or player", "to each opponent", "to any target"), and `to` an object where its text's damage may go to
    one (draw 11's audit: Pinnacle Kill-Ship's "10 damage to up to one target creature" taken from the opponent's
    life); and a player the text names from the trigger's `controller` is that one (109.5: "you" is its controller,
    an opponent the other; draw 15's audit: Jagged Barrens' "1 damage to target opponent" taken from its controller's
    life)."""
    if "to" not in table:
        return
    effect = _CONDITION.sub("", said, count=1)
    recipients = [m["to"] for m in _DAMAGE_TO.finditer(effect)]
    if not recipients:
        return  # (damage the text does not word as "deals ... damage to": `check_damage_trigger`'s to read)
    kind, word = ("a player", _PLAYER_WORD) if table["to"] not in sc.objects else ("an object", _OBJECT_WORD)
    if not any(word.search(r) for r in recipients):
        raise (at / "to").error(f"trigger {table['id']!r}: to = {table['to']!r} is {kind}, and its text deals its "
                                f"damage to {' / '.join(repr(r) for r in recipients)} (120.1, 115.1): the table's "
                                "damage goes where its text's does")
    if table["to"] in ("you", "opponent"):
        players = set().union(*[_players_named(_CLAUSE_END.split(r, maxsplit=1)[0], controller) for r in recipients])
        if players != {"you", "opponent"} and sc.has_effects_in("2"):
            raise (at / "to").error(f"trigger {table['id']!r}: its text deals its damage to a player named from its "
                                    "controller (109.5), and control may change in this scenario (613.1b, 603.3a): "
                                    "which player that is, is not modelled")
        if table["to"] not in players:
            raise (at / "to").error(f"trigger {table['id']!r}: to = {table['to']!r}, and its text deals its damage to "
                                    f"{' / '.join(repr(r) for r in recipients)}, which names "
                                    f"{' or '.join(sorted(map(repr, players))) or 'no player'} from its controller "
                                    f"{controller!r} (109.5, 115.1): the table's damage goes to the player its text's does")


# where a damage recipient's words end: a new clause ("to each opponent and you gain 1 life", "unless that player ...",
# "equal to ...")
_CLAUSE_END = re.compile(r"[,;]|\s(?:unless|equal to|where|for each|if|then|plus)\b|"
                         r"\sand (?=(?:you|that player|they|it|its controller|each player)\s+(?!control\b|own\b)[a-z]+)",
                         re.I)


# 109.5: the words of a damage recipient naming a player from the trigger's controller: "you", an opponent ("target
# opponent", "each opponent", "defending player"), or any of them ("target player", "any target", "its controller")
_YOU = re.compile(r"\byou\b(?! control| don't control| own)", re.I)
_OPPONENT = re.compile(r"\bopponents?\b|\bdefending player\b", re.I)
_ANY_PLAYER = re.compile(r"\bplayers?\b(?<!\bdefending player)|\bany target\b|\bcontrollers?\b|\bowners?\b", re.I)


def _players_named(recipient: str, controller: str) -> set:
    """The players ("you", "opponent") a damage recipient's words may be, the trigger controlled by `controller`."""
    if _ANY_PLAYER.search(recipient):
        return {"you", "opponent"}
    other = "opponent" if controller == "you" else "you"
    return ({controller} if _YOU.search(recipient) else set()) | ({other} if _OPPONENT.search(recipient) else set())


# 303.4, 301.5: the instructions whose object a table's key names, and the words that name it
_INSTRUCTION_OF = {"counters_on": r"\bput [^.]*?\bcounters? on ", "taps": r"\btap ", "untaps": r"\buntap ",
                   "destroy": r"\bdestroy ", "to": r"\bdamage to "}
_SELF = re.compile(r"this (?:creature|permanent|artifact|enchantment|land|planeswalker|Aura|Equipment|Vehicle|"
                   r"Spacecraft|Saga|battle)\b", re.I)
_ATTACHED = re.compile(r"(?:enchanted|equipped) (?:creature|permanent|land|artifact|planeswalker)\b", re.I)


def attached_named(table: dict, said: str, source: str) -> Tuple[str, ...]:
    """303.4, 301.5: the objects the table names for an instruction that its text says only of "enchanted creature"
    or "equipped creature" (draw 11's audit: Ephara's Enlightenment's counter accepted on another creature than the
    enchanted one); `verifier.rules.triggered` asks each to be what the source is attached to as it resolves."""
    return tuple(table[key] for key in _said_only_of(table, _CONDITION.sub("", said, count=1), source, _ATTACHED))


def check_self_named(at: At, table: dict, said: str, source: str, name: str) -> None:
    """201.5, 109.3: an instruction whose text says it only of its source ("put a +1/+1 counter on this creature", or
    by the card's name) is done to the source: the table's key for it names the source."""
    effect = _CONDITION.sub("", said, count=1)
    for key in _said_only_of(table, effect.replace(name, "this permanent") if name else effect, source, _SELF):
        raise (at / key).error(f"trigger {table['id']!r}: {key} = {table[key]!r}, and its text does that to its "
                               f"source {source!r} only (201.5): the table does what its text says")


# 608.2h, 603.2: an object an instruction names by a pronoun of the trigger's event ("put a +1/+1 counter on it"), of
# the events an object's occurrence triggers
_OBJECT_EVENTS = ("enters", "turned face up", *LEAVING, *COMBAT_TRIGGERS, DAMAGE_TO_YOU)
_PRONOUN = re.compile(r"(?:it|that (?:creature|permanent|land|artifact|enchantment|token|planeswalker))\b", re.I)


def triggering_named(at: At, table: dict, said: str, source: str) -> Tuple[str, ...]:
    """608.2h, 603.2: the objects the table names for an instruction whose text names its object by a pronoun of
    what triggered it ("Whenever a nontoken creature enters ..., put a +1/+1 counter on it", "Whenever a Human deals
    damage to you, destroy it"); `verifier.rules.triggered` asks each to be the object whose event triggered the
    instance resolving (remainder draw 1's audit: The Alright Henge's counter accepted on another creature).  Of a
    trigger on its own object (`of`'s self) or on a step, the pronoun is its source: a key naming another is refused.
    Where the text targets, the pronoun may be its target: that is `aim`'s."""
    effect = _CONDITION.sub("", said, count=1)
    if re.search(r"\btargets?\b", effect, re.I):
        return ()
    own = isinstance(table.get("of"), dict) and bool(table["of"].get("self")) or table.get("when") not in _OBJECT_EVENTS
    named = []
    for key, pattern in _INSTRUCTION_OF.items():
        said_so = [p for m in re.finditer(pattern, effect, re.I) if (p := _PRONOUN.match(effect, m.end()))]
        if key not in table or not said_so:
            continue
        # (review 26: "create a 0/0 Fractal token. Put three +1/+1 counters on it" names the token; of its own object,
        # "blocks or becomes blocked by a creature, destroy that creature" names the other creature)
        if re.search(r"\bcreates?\b", effect, re.I) or own and any(p[0].lower() != "it" for p in said_so):
            raise (at / key).error(f"trigger {table['id']!r}: its text does that to {said_so[0][0]!r}, which may be an "
                                   "object it creates or its condition names besides its own (608.2h, 608.2c): which "
                                   "one is not modelled")
        if own and table[key] != source:
            raise (at / key).error(f"trigger {table['id']!r}: {key} = {table[key]!r}, and its text does that to its "
                                   f"source {source!r} (608.2h, 603.2): the table does what its text says")
        named += [] if own else [table[key]]
    return tuple(named)


def _said_only_of(table: dict, effect: str, source: str, words: re.Pattern) -> List[str]:
    """The keys of `_INSTRUCTION_OF` the table names another object than its source for, where every instruction of
    the text the key stands for names its object in `words` ("enchanted creature", "this creature")."""
    out = []
    for key, pattern in _INSTRUCTION_OF.items():
        objects = [m.end() for m in re.finditer(pattern, effect, re.I)]
        if key in table and table[key] != source and objects and all(words.match(effect, i) for i in objects):
            out.append(key)
    return out


def _named(table: dict, sc: Scenario) -> Dict[str, str]:
    """The objects the table names for what its text may target -> the key naming it: the value of an
    `AIMED_KEYS` key, one `moves` names, or a target of an [[effect]] it begins (`effects`, 611.2c; not the
    trigger's own source where that effect is its own, "this creature gets ...": `ability_of` it, nor a token it creates
    or the card it returns as `as`, "it gains haste": no target, 115.1)."""
    out = {table[k]: k for k in AIMED_KEYS if k in table and table[k] in sc.objects}
    for x in table.get("moves", ()):  # (what it returns, exiles or sacrifices)
        out.setdefault(x, "moves")
    for eid in table.get("effects", ()):
        e = sc.effects.get(eid)
        for x in e.affects.objects if e is not None else ():
            made = x in sc.objects and sc.objects[x].created_by == table["id"] or x == table.get("as")
            if not (x == table.get("source") == e.ability_of or made):
                out.setdefault(x, "effects")
    return out
