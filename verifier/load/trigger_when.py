"""A [[trigger]] table's `when` against the event its text waits for (603.2, 603.6; remainder draw 1's audit: Seraph
Sanctuary's "When this land enters" as a leaves-the-battlefield table fired as the land was sacrificed, Flagstones of
Trokair's "put into a graveyard" fired as it was exiled, Descendant of Kiyomaro's "deals combat damage" as damage to a
player only).  A `when` of an object's event, a cast, a combat damage or a step is said by the words of its condition;
a keyword trigger's by its rule (702).  A table naming another event is refused."""
from __future__ import annotations

import re
from typing import Dict, FrozenSet, Tuple

from verifier.load.files import At
from verifier.load.trigger_text import parts
from verifier.model import BECOMES_UNTAPPED, DAMAGE_TO_YOU, WARD

# 603.2, 603.6: the words of a trigger condition each `when` waits for
_SAID: Dict[str, str] = {
    "enters": r"\benters?\b|\bcomes? into play\b|\bput onto the battlefield\b",  # 603.6a
    "turned face up": r"\bturned face up\b",  # 708.8
    # 700.4, 603.6c: put into a graveyard from the battlefield (any permanent: `of` says which)
    "dies": r"\bdies\b|\bdie\b|\bput into (?:a|your|an opponent's|its owner's|their owners'?) graveyards? from the "
            r"battlefield\b",
    "leaves the battlefield": r"\bleaves? the battlefield\b",  # 603.6c
    "attacks": r"\battacks?\b",  # 508.3a
    "blocks": r"\bblocks?\b",  # 509.5a
    "becomes blocked": r"\bbecomes? blocked\b",  # 509.5c
    # 510.2: combat damage to a player, not to a creature or planeswalker
    "deals combat damage to a player": r"\bcombat damage to (?:a player|an opponent|one or more (?:of your )?"
                                       r"(?:players|opponents))\b(?! or)",
    "you cast": r"\bcasts?\b", "a player casts": r"\bcasts?\b",  # 601.2i
    DAMAGE_TO_YOU: r"(?<!combat )\bdamage to you\b",  # 120.1: combat or noncombat damage ("combat damage to you": none)
    BECOMES_UNTAPPED: r"\bbecomes? untapped\b|\buntaps?\b",  # 603.2e
    # 503.1a, 507.1, 513.1: the step its words name, in whose turn
    "your upkeep": r"\bbeginning of your upkeep\b",
    "each upkeep": r"\bbeginning of (?:each|each player's|the) upkeep\b",
    "your end step": r"\bbeginning of your end step\b",
    "each end step": r"\bbeginning of (?:each|each player's|the) end step\b",
    "your combat": r"\bbeginning of combat on your turn\b",
    "each combat": r"\bbeginning of (?:each )?combat\b(?! on)|\bbeginning of combat on each player's turn\b",
}

# 508.3b, 508.3d, 508.3f: attack conditions an attacks table does not say: a player attacking (once, with however many
# creatures), a player or permanent attacked, a creature attacking and not blocked
_ONCE_PER_COMBAT = re.compile(r"\b(?:you|a player|an opponent|each opponent|your opponents?)\s+attacks?\b(?!\s+with\b)|"
                              r"\b(?:is|are) attacked\b|\battacks? and (?:isn't|aren't|is not) blocked\b", re.I)
_ENTERS, _DIES, _ATTACKS, _CAST = frozenset({"enters"}), frozenset({"dies"}), frozenset({"attacks"}), \
    frozenset({"you cast"})
# 702: keyword triggered abilities by the `when` their rules give them
_KEYWORD_WHEN: Tuple[Tuple[re.Pattern, FrozenSet[str]], ...] = (
    # as its permanent enters: evoke 702.74a, exploit 702.110a, fabricate 702.123a, backup 702.165a, squad 702.157a,
    # offspring 702.175a, living weapon 702.92a, job select 702.182a, for Mirrodin! 702.163a, champion 702.72a,
    # soulbond 702.95a, hideaway 702.75a, evolve 702.100a (another creature entering), gift 702.174b
    (re.compile(r"^(?:evoke|exploit|fabricate|backup|squad|offspring|living weapon|job select|for mirrodin!?|champion|"
                r"soulbond|hideaway|evolve|gift)\b", re.I), _ENTERS),
    # as it dies: persist 702.79a, undying 702.93a, afterlife 702.135a, modular 702.43a, haunt 702.55a, soulshift
    # 702.46a, recover 702.59a (a creature put into your graveyard)
    (re.compile(r"^(?:persist|undying|afterlife|modular|haunt|soulshift|recover)\b", re.I), _DIES),
    # as a spell is cast: prowess 702.108a, extort 702.101a; as this spell is cast: storm 702.40a, cascade 702.85a,
    # replicate 702.56a, conspire 702.78a, demonstrate 702.144a, casualty 702.153a, ripple 702.60a, gravestorm 702.69a
    (re.compile(r"^(?:prowess|extort|storm|cascade|replicate|conspire|demonstrate|casualty|ripple|gravestorm)\b",
                re.I), _CAST),
    # as its creature attacks: annihilator 702.86a, myriad 702.116a, battle cry 702.91a, dethrone 702.105a, melee
    # 702.121a, mentor 702.134a, exalted 702.83a, provoke 702.39a, mobilize 702.181a (dethrone's and exalted's further
    # words: trigger_tables' _RULED_CONDITIONS)
    (re.compile(r"^(?:annihilator|myriad|battle cry|dethrone|melee|mentor|exalted|provoke|mobilize)\b", re.I),
     _ATTACKS),
    # afflict 702.130a, rampage 702.23a: as it becomes blocked; bushido 702.45a: as it blocks or becomes blocked
    (re.compile(r"^(?:afflict|rampage)\b", re.I), frozenset({"becomes blocked"})),
    (re.compile(r"^bushido\b", re.I), frozenset({"blocks", "becomes blocked"})),
    # an event no `when` says: frenzy 702.68a (attacks and isn't blocked), training 702.149a (attacks with a creature of
    # greater power), flanking 702.25a (blocked by a creature without flanking): refused whatever the table says
    (re.compile(r"^(?:frenzy|training|flanking)\b", re.I), frozenset()),
    # combat damage to a player: ingest 702.115a, poisonous 702.70a, renown 702.112a
    (re.compile(r"^(?:ingest|poisonous|renown)\b", re.I), frozenset({"deals combat damage to a player"})),
    # its controller's upkeep: fading 702.32a, vanishing 702.63a, cumulative upkeep 702.24a, echo 702.30a; suspend
    # 702.62a (its upkeep trigger, and its time counters' in exile)
    (re.compile(r"^(?:fading|vanishing|cumulative upkeep|echo)\b", re.I), frozenset({"your upkeep"})),
    (re.compile(r"^suspend\b", re.I), frozenset({"your upkeep", "last time counter removed", "a time counter removed"})),
    (re.compile(r"^ward\b", re.I), frozenset({WARD})),  # 702.21a
)


def check(at: At, table: dict, ability: str) -> None:
    """603.2: the table's `when` is an event its ability's words (or its keyword's rule) wait for (module docstring)."""
    when = table.get("when")
    rule = next((whens for pattern, whens in _KEYWORD_WHEN if pattern.match(ability.strip())), None)
    if rule is not None:
        if not rule:
            raise (at / "when").error(f"trigger {table['id']!r}: {ability.strip()!r} triggers by its keyword's rule "
                                      "(702) on an event no `when` says: not modelled")
        if when not in rule:
            raise (at / "when").error(f"trigger {table['id']!r}: {ability.strip()!r} triggers by its keyword's rule "
                                      f"(702) on {' or '.join(sorted(map(repr, rule)))}, not on {when!r}")
        return
    if when not in _SAID:
        return
    said = parts(ability)
    if said is None:  # (a label, not a trigger's text: no words to compare)
        return
    condition = said.condition.strip(" ,")
    if re.search(r"\bone or more\b", condition, re.I) and when not in ("you cast", "a player casts"):  # 603.2c: once
        raise (at / "when").error(f"trigger {table['id']!r}: its condition {condition!r} triggers once for all the "
                                  "objects of one event (603.2c), and a [[trigger]] fires once for each: not modelled")
    once = _ONCE_PER_COMBAT.search(condition) if when == "attacks" else None
    if once:  # 508.3b, 508.3d: once for all the attackers; 508.3f: as blockers are declared
        raise (at / "when").error(f"trigger {table['id']!r}: its condition {condition!r} waits for {once[0]!r}, which "
                                  "an attacks table (once for each attacking creature, 508.3a) does not say: not "
                                  "modelled")
    if not re.search(_SAID[when], condition, re.I):
        raise (at / "when").error(f"trigger {table['id']!r}: its condition {condition!r} does not wait for {when!r} "
                                  "(603.2): when names the event its words say")
