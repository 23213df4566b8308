"""An activated ability whose resolution deals damage (120.1, 608.2c): its `[[ability]]` table's `deals = { x = N,
... }`, each of its targets (an object of the scenario or a player) and the damage it is dealt, divided as the
ability was activated (601.2d).  The text read: "<~ | this <word> | its name> deals N damage to <any target |
target creature | target player | target opponent | target creature or planeswalker>" or "... deals N damage
divided as you choose among <one or two | one, two, or three | any number of> targets", N a number, that sentence
its whole effect but for what restricts its activation (602.5b).  Refused with the line: any other text, a target
of a kind its text does not allow, a division that is not N in all or gives a target less than 1 (601.2d), effects
beside it.  The rules: `Triggered.trigger_damage`.  A spell's: `verifier/load/spell_damage.py`."""
from __future__ import annotations

import re
from typing import Dict, Optional, Tuple

from verifier.load.damage import check_recipient
from verifier.load.files import At
from verifier.model import PLAYERS, Filter
from verifier.rules import costs

_ONE = r"any target|target (?:creature or planeswalker|creature|player|opponent)"
_AMONG = {"one or two": 2, "one, two, or three": 3, "any number of": None}  # (the most targets; None: N, 601.2d)
# (X and "each ..." a spell's only, `verifier/load/spell_damage.py`)
_DEALS = re.compile(rf"(?P<who>.+?) deals (?P<n>\d+|X) damage (?:to (?P<one>{_ONE})|to (?P<each>each creature|each "
                    rf"opponent)|divided as you choose among (?P<among>{'|'.join(map(re.escape, _AMONG))}) targets)\.?")
SAYS_DAMAGE = re.compile(r"\bdeals? (?:\d+|X|\w+ )?damage\b")
_CREATURE, _WALKER = Filter(types=("creature",)), Filter(types=("planeswalker",))
# what each phrase may target (115.1, 115.4: "any target" a creature, a player, a planeswalker or a battle, the last
# refused where it is named): the objects' kinds, and whether a player, "opponent" for an opponent only
_KINDS: Dict[str, Tuple[Optional[Filter], Optional[str]]] = {
    "any target": (Filter(any_of=(_CREATURE, _WALKER)), "player"),
    "target creature": (_CREATURE, None), "target player": (None, "player"), "target opponent": (None, "opponent"),
    "target creature or planeswalker": (Filter(any_of=(_CREATURE, _WALKER)), None)}


def says_damage(text: str) -> bool:
    """Whether an activated ability's effect deals damage (120.1), not counting an ability it grants (in quotes)."""
    return SAYS_DAMAGE.search(re.sub(r'"[^"]*"', "", text.partition(":")[2])) is not None


def match(text: str, source_name: str) -> Optional["re.Match[str]"]:
    """`text` read as damage its source deals (module docstring; X and "each ..." too): the match, or None."""
    m = _DEALS.fullmatch(text)
    who = m.group("who") if m is not None else ""
    return m if who in ("~", source_name) or re.fullmatch(r"[Tt]his [a-z]+", who) else None


def read(at: At, table: dict, source_name: str, objects: dict) -> Tuple[Tuple[Tuple[str, int], ...], Filter, bool]:
    """The ability's `deals`, checked against its text (module docstring): each (target, damage), the kind of
    object it may target, and whether only an opponent may be the player targeted."""
    text, deals = table["ability"], table["deals"]
    said, _ = costs.restrictions(text)
    effect = " ".join(s.strip() for s in re.findall(r"[^.]+\.?", text.partition(":")[2])
                      if s.strip() and s.strip() not in said)
    m = match(effect, source_name)
    if m is None or m.group("n") == "X" or m.group("each"):
        raise (at / "deals").error(f"{effect!r} is not read as damage its source deals (120.1): \"~ deals N damage to "
                                   "<any target | target creature | target player | ...>\" or \"... divided as you "
                                   "choose among <one or two | ...> targets\", and nothing more, is modelled")
    extra = next((k for k in ("effects", "untaps") if table.get(k)), None)
    if extra is not None:
        raise (at / extra).error(f"its resolution's whole effect is the damage 'deals' says (608.2c): no {extra} "
                                 "beside it")
    objects_of, opponent_only = check_division(at / "deals", deals, m, int(m.group("n")), objects, "activated")
    return tuple(deals.items()), objects_of, opponent_only


def check_division(at: At, deals: dict, m: "re.Match[str]", n: int, objects: dict, done: str) -> Tuple[Filter, bool]:
    """`deals` (each target -> its damage) as text m allows (115.1, 601.2d), n its damage: the kind of object it may
    target, and whether only an opponent may be the player targeted.  `done`: "activated" or "cast"."""
    among = m.group("among")
    objects_of, players = kind_of(m)
    for to in deals:
        check_recipient(at, to, objects)
        if to in PLAYERS and players is None or to not in PLAYERS and objects_of == Filter():
            raise (at / to).error(f"{to!r} can't be a target of {m.group('one')!r} (115.1)")
    key = at.path[-1] if at.path else "deals"
    if among is None:
        if len(deals) != 1 or list(deals.values()) != [n]:
            raise at.error(f"its one target is dealt {n} (120.1): give {key} = {{ <target> = {n} }}")
    else:
        most = _AMONG[among] or n
        short = next((to for to, k in deals.items() if k < 1), None)
        if short is not None:  # (601.2d: each target of a division is given at least one)
            raise (at / short).error(f"{short!r} is a target of {n} damage divided among {among} targets: each is "
                                     f"dealt at least 1, not {deals[short]} (601.2d)")
        if not 1 <= len(deals) <= most or sum(deals.values()) != n:
            raise at.error(f"{n} damage divided among {among} targets is announced as it is {done}: 1 to {most} "
                           f"targets, at least 1 to each, {n} in all (601.2d)")
    return objects_of, players == "opponent"


def kind_of(m: "re.Match[str]") -> Tuple[Filter, Optional[str]]:
    """What text m's damage may target (115.1, 115.4): the kind of object, and "player", "opponent" or None."""
    objects_of, players = _KINDS[m.group("one") or "any target"]
    return objects_of or Filter(), players

