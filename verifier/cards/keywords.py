"""Keyword abilities (702) whose rules change characteristics, put counters or make an
object a creature: what the card model makes of each.  A keyword not listed changes
none of these (evasion, costs, casting) and is kept as a word, as printed."""
from __future__ import annotations

import re
from typing import List, Optional

from verifier.cards.refusal import Refusal

# Triggered abilities that pump a creature until end of turn: the [[card.resolves]] a scenario's
# [[effect]] applies to the creature it names (exalted 702.83a, prowess 702.108a, bushido 702.45a;
# flanking 702.25a: -1/-1 on the blocking creature without flanking, each instance apart, 702.25b; battle cry
# 702.91a: +1/+0 on each other attacking creature; melee 702.121a: +1/+1 for each opponent attacked, one in the
# model's two-player game, 102.2, said in a note).
_PUMPS = {"exalted": lambda n: (1, 1), "prowess": lambda n: (1, 1), "bushido": lambda n: (n, n),
          "flanking": lambda n: (-1, -1), "battle cry": lambda n: (1, 0), "melee": lambda n: (1, 1)}
# The pumps whose creature is the one with the ability (702.108a prowess, 702.45a bushido, 702.121a melee)
_ON_ITSELF = {"prowess", "bushido", "melee"}
# 702.121a, the Adriana, Captain of the Guard rulings of 2016-08-23: only opponents attacked count, not planeswalkers
_MELEE = ("melee (702.121a) as +1/+1 until end of turn: the model's game has one opponent (102.2); a scenario applies it "
          "only where a creature was declared attacking that player this combat (a planeswalker or battle attacked "
          "does not count its controller)")
# It enters with counters (modular 702.43a, graft 702.58a: +1/+1; vanishing 702.63a: time; fading 702.32a: fade).
_ENTERS_WITH = {"modular": "+1/+1", "graft": "+1/+1", "vanishing": "time", "fading": "fade"}
# Triggered or activated abilities that put counters, which the history's put_counters events carry.
_COUNTERS = {"training", "mentor", "evolve", "dethrone", "renown", "adapt", "bolster", "support", "outlast",
             "monstrosity", "cumulative upkeep",
             "station"}  # 702.184a: charge counters; what they do is the station symbols' (721.2, statics.py)
# Triggered abilities that return the permanent or create tokens as it leaves or enters, whose new objects and counters
# the history carries (a returned permanent is a new object, 400.7): what each does, said in a note.
_CARRIED = {"persist": "returns it with a -1/-1 counter as it dies (702.79a)",
            "undying": "returns it with a +1/+1 counter as it dies (702.93a)",
            "afterlife": "creates 1/1 Spirit tokens as it dies (702.135a)",
            "fabricate": "puts +1/+1 counters on it or creates Servo tokens as it enters (702.123a)"}
# How it enters, decided as it enters (its counters; riot's counter or haste): what it entered with is the
# scenario's to state, and the loader refuses an event by which it enters (`verifier/load/entering.py`, 702).
_AS_IT_ENTERS = {"amplify": "702.38a", "bloodthirst": "702.54a", "devour": "702.82a", "sunburst": "702.44a",
                 "ravenous": "702.156a", "riot": "702.136a"}
# Triggered abilities that create a token and attach to it (702.92a, 702.163a, 702.182a): objects and events of the
# history.
_TOKEN_AND_ATTACH = {"living weapon", "for mirrodin", "job select"}
# Rules the model does not follow that change characteristics, counters on entering, or what the
# object is: the card is refused.
_REFUSED = {"rampage", "unleash", "mutate", "level up", "prototype", "living metal",
            "backup", "tribute", "phasing", "offspring",
            "more than meets the eye", "daybound", "nightbound", "transform", "banding", "double team"}

# keywords whose trigger adds mana (and keeps it in the pool): "firebending N", 702.189a
_ADDS_MANA = {"firebending": "702.189a: N {R} as it attacks, kept until the end of combat"}


def read(word: str, notes: List[str]) -> Optional[dict]:
    """What a keyword of a keyword line ("exalted", "bushido 2", "crew 3") adds to the card
    model beyond its name: a [[card.resolves]] table, `enters_with_counters`, a note, or
    a refusal; None if nothing."""
    # (a number, X or a cost: "bestow {4}{U}", "cumulative upkeep {r} or {g}")
    m = re.fullmatch(r"([a-z' -]+?)(?: (\d+|x|(?:\{[^}]+\})+(?: or (?:\{[^}]+\})+)*))?", word)
    name, n = (m[1], int(m[2]) if m[2] and m[2].isdigit() else None) if m else (word, None)
    if name in _REFUSED:
        raise Refusal(f"{name}: a keyword whose rules change characteristics, counters or what the object is "
                      "(702), not translated")
    if name in _ADDS_MANA:
        raise Refusal(f"{name}: a keyword that adds mana as it triggers ({_ADDS_MANA[name]}), which the model's mana "
                      "(that of permanents' mana abilities, 106.7) does not follow, not translated")
    if name in _PUMPS and (n is not None or name != "bushido"):
        power, toughness = _PUMPS[name](n)
        if name == "melee":
            notes.append(_MELEE)
        own = {"affects": {"self": True}} if name in _ON_ITSELF else {}  # (exalted, flanking, battle cry: others)
        return {"resolves": {"ability": word, "until": "end of turn", **own,
                             "layer7c": {"power": power, "toughness": toughness}}}
    if name in _ENTERS_WITH and n is not None:
        return {"enters_with_counters": {_ENTERS_WITH[name]: n}}
    if name == "crew" and n is not None:  # 702.122a: it becomes an artifact creature until end of turn
        return {"resolves": {"ability": word, "until": "end of turn", "affects": {"self": True},  # (the Vehicle itself)
                             "layer4": {"add_types": ["artifact", "creature"]}}}
    if name in _COUNTERS:
        notes.append(f"not followed: the counters {word!r} puts (122.1; put_counters events of the history say when)")
        return None
    if name == "bestow":  # 702.103b-f: cast bestowed it is an Aura spell, and an Aura once it resolves
        notes.append("not followed: bestow in the card's text (702.103): the card is the creature it is printed; "
                     "a history's cast with bestow = true makes it an Aura with enchant creature, and the permanent "
                     "a bestowed Aura while attached (702.103b-f, verifier/load/bestow.py)")
        return None
    if name == "soulbond":  # 702.95a: two triggered abilities that pair creatures as they enter
        notes.append("not followed: soulbond's pairing (702.95a): a board states which creatures are paired "
                     "(paired_with); a history, which could pair them as one enters or unpair them (702.95e), is "
                     "refused beside it")
        return None
    if name == "reconfigure":  # 702.151: the loader gives it 702.151b's effect (verifier/load/reconfigure.py)
        notes.append(f"not followed: the activations of {word!r} (702.151a: attach and unattach events of the history "
                     "say when); while attached it is no creature (702.151b), which the model follows")
        return None
    if name in _CARRIED:
        notes.append(carried(word))
        return None
    if name in _AS_IT_ENTERS:
        notes.append(f"not followed: how {word!r} has it enter ({_AS_IT_ENTERS[name]}): the scenario's object states "
                     "its counters (and haste, for riot); an event by which it enters is refused")
        return None
    if name in _TOKEN_AND_ATTACH:
        notes.append(f"not followed: the token {word!r} creates and the attaching (the scenario's objects with "
                     "created_by and its attach events are they)")
        return None
    if name in _PUMPS or name in _ENTERS_WITH or name == "crew":
        raise Refusal(f"{word}: a keyword with an amount not translated")
    return None


def carried(word: str) -> str:
    """The note on a triggered keyword whose new objects and counters the history carries (`_CARRIED`)."""
    name = word.split()[0]
    return (f"not followed: {word!r} {_CARRIED[name]}: the scenario's objects (created_by, a returned card's new "
            "object, 400.7) and its put_counters events say what it did")


def is_carried(word: str) -> bool:
    """Whether a keyword ("afterlife 1") is one whose new objects and counters the history carries."""
    return word.split()[0] in _CARRIED if word else False


def is_keyword(word: str, printed: set) -> bool:
    """Whether a word of a keyword line is one of the card's keywords, with its parameter if
    any (702.1: a number, a cost as in "ward {2}" or "ward—Pay 2 life", a quality as in
    "protection from red")."""
    return any(re.fullmatch(rf"{re.escape(k)}(?: (?:\d+|x|(?:\{{[^}}]+\}})+(?: or (?:\{{[^}}]+\}})+)*)|—.+| from [a-z ]+)?", word)
               for k in printed)

