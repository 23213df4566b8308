"""What an effect forbids (101.2: "can't" beats "can"): `forbids` on an [[effect]] or a [[card.static]],
checked.  A player's (casting instant and sorcery spells, activating abilities that aren't mana
abilities) is an [[effect]]'s with `player`, the one it names; the objects' ("its activated abilities
with {T} in their costs can't be activated", "its activated abilities can't be activated") is of what the
effect affects.  A static ability whose text forbids what its table does not say is refused; one whose
every "can't" of casting or activating is said is followed (`modelled`), and the loader's refusals beside such words (`spells`) leave it be."""
from __future__ import annotations

import re
from typing import Dict, FrozenSet, List

from verifier.load.files import At
from verifier.model import Scenario
from verifier.model.effects import ACTIVATE_ALL, ACTIVATE_NAMED, ACTIVATE_NONMANA, ACTIVATE_TAP, CAST_INSTANTS, CAST_NAMED, \
    CYCLE_CARDS, NAMED_FORBIDS, PLAYER_FORBIDS, PLAY_NAMED
from verifier.model.unfollowed import ACTIVATION_RULES, CASTING_RULES

# the words of a text that say what FORBIDS says
WORDS: Dict[str, re.Pattern] = {
    CAST_INSTANTS: re.compile(r"\bcan't cast instant (?:or|and) sorcery spells\b", re.I),
    ACTIVATE_NONMANA: re.compile(r"\bcan't activate abilities that aren't mana abilities\b", re.I),
    ACTIVATE_TAP: re.compile(r"\bactivated abilities with \{T\} in (?:their|its) costs? can't be activated\b", re.I),
    # 602.5: "its activated abilities can't be activated", "activated abilities of artifacts can't be activated"
    # (not "... unless they're mana abilities", an exception, nor "... with {T} in their costs")
    ACTIVATE_ALL: re.compile(r"\bactivated abilities(?: of [^.]*?)? can't be activated\b(?!,? unless)", re.I),
    CYCLE_CARDS: re.compile(r"\bcan't cycle cards\b", re.I),  # 702.29f
    CAST_NAMED: re.compile(r"\bspells with the chosen name can't be cast\b", re.I),
    PLAY_NAMED: re.compile(r"\blands with the chosen name can't be played\b", re.I),
    ACTIVATE_NAMED: re.compile(r"\bactivated abilities of sources with the chosen name can't be activated unless "
                               r"they're mana abilities\b", re.I),
}


def check_forbids(at: At, table: dict, static: bool) -> None:
    """A player's forbidding only on a resolved [[effect]] naming the player, and `player` only with
    one; what a static ability's text forbids, each said in `forbids`."""
    said = table.get("forbids", [])
    mine = [f for f in said if f in PLAYER_FORBIDS]
    if mine and ("player" not in table or static):
        raise (at / "forbids").error(f"{mine[0]!r} is forbidden to a player: an [[effect]] says it, with player = "
                                     "\"you\" or \"opponent\" (the one it names)")
    if "player" in table and table.get("rule") == "must attack" and not said:  # (508.1d: whom it must attack)
        return
    if "player" in table and (not mine or len(mine) != len(said)):
        raise (at / "player").error("player names whom the effect forbids casting or activating (101.2): it goes "
                                    f"with forbids of {' or '.join(map(repr, PLAYER_FORBIDS))} only")
    named = [f for f in said if f in NAMED_FORBIDS]
    if named and not static:
        raise (at / "forbids").error(f"{named[0]!r}: the name is one its object chose as it entered (201.4, 614.12), "
                                     "a static ability's ([[card.static]]); a resolved effect's chosen name is not "
                                     "modelled")
    if named and "affects" in table:
        raise (at / "affects").error(f"{named[0]!r} forbids it of every player (101.2), and affects no object: give "
                                     "no affects")
    if mine and ("targets" in table or "affects" in table):
        raise (at / "player").error("an effect forbidding a player something affects that player, no object: give "
                                    "no targets or affects")
    text = table.get("ability", "") if static else ""
    for forbid, words in WORDS.items():
        if words.search(text) and forbid not in said:
            raise (at / "ability").error(f"{text!r} forbids what forbids does not say (101.2): give forbids = "
                                         f"[{forbid!r}]")


def modelled(sc: Scenario) -> FrozenSet[str]:
    """The ability texts whose every forbidding of casting or activating an effect of sc follows
    (each said in its `forbids`): those the loader no longer refuses beside casting or activating."""
    rests = unsaid(sc)
    return frozenset(a for a, rest in rests.items() if not CASTING_RULES.search(rest) and
                     not ACTIVATION_RULES.search(rest))


def unsaid(sc: Scenario) -> Dict[str, str]:
    """Each ability text of an effect of sc that forbids something -> what of its text is left
    once the words of what its `forbids` says are taken out."""
    out: Dict[str, str] = {}
    for e in sc.effects.values():
        if not e.forbids or not e.ability:
            continue
        rest = e.ability
        for forbid in e.forbids:
            rest = WORDS[forbid].sub("", rest)
        out[e.ability] = rest
    return out


def check_named_sources(at: At, objects: List[dict], sc: Scenario) -> None:
    """A static ability forbidding what has the name its object chose (NAMED_FORBIDS) works from
    an object that chose one as it entered (`chosen`, 614.12): one that has it otherwise (a copy,
    707.2, whose own choice is made as it enters) is refused."""
    for eid, e in sc.effects.items():
        if e.static and set(e.forbids) & set(NAMED_FORBIDS) and sc.objects[e.source].chosen is None:
            i = next((i for i, t in enumerate(objects) if t.get("id") == e.source), None)
            raise (at / i if i is not None else at).error(
                f"{e.source!r} has {e.ability!r}, which reads the card name it chose as it entered (614.12), but "
                "none is given: an object that copies it or gains it is not modelled")
