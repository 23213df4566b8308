"""A [[trigger]] whose text has a player discard cards (701.9a), chosen by that player or, where
the text says so, by its controller among those the player reveals (701.9b, 701.20a):
`discards = ["y", ...]`, the cards chosen, each a card of that player's hand.  Three texts are
read after the trigger condition (603.1):

- "target player|opponent (or each opponent) discards a card (two, three cards)": that player
  chooses; all of that hand where it holds fewer (701.9a);
- "target player|opponent reveals a number of cards from their hand equal to your devotion to
  <colour>. You choose one of them. That player discards that card." (Disciple of Phenax): the
  number counted as it resolves (608.2h, 700.5); with none revealed nothing is discarded;
- "target opponent|player reveals their hand. You choose from it <a card> and <a card>. That
  player discards those cards." (Distended Mindbender), each <a card> "a [non<type> ]card with
  mana value N or less|greater": the cards chosen each fit one description, one each; one left
  unchosen only where no card of that hand fits it (the ruling's "you choose what you can").

Its resolution (`verifier.rules.discarding`) moves the cards into their owner's graveyard at once,
if it does anything (603.4, 701.6b); where it does, a history naming a card not in that hand then,
or not fitting, is impossible.  Refused: `discards` beside another text, cards of two hands or of
the trigger's controller for "target opponent", more cards than the text chooses, a resolution in a
group or among a search's events, a trigger resolving twice, a control change in the scenario
(603.3a: whose opponent), and an ability giving a player hexproof or shroud (115.1: whether that
player may be targeted is not modelled)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from verifier.errors import ModelError
from verifier.load.files import At
from verifier.model import Scenario
from verifier.rules.typeline import CARD_TYPES

_WHO = r"target (?P<who>player|opponent)"
_REVEAL_SOME = re.compile(rf"(?:when|whenever|at)\b[^,]*, {_WHO} reveals a number of cards from their hand equal to "
                          r"your devotion to (?P<color>white|blue|black|red|green)\. You choose one of them\. "
                          r"That player discards that card\.?", re.I)
_CARD = r"an? (?:non[a-z]+ )?card with mana value \d+ or (?:less|greater)"
_REVEAL_HAND = re.compile(rf"(?:when|whenever|at)\b[^,]*, {_WHO} reveals their hand\. You choose from it "
                          rf"(?P<cards>{_CARD}(?: and {_CARD})*)\. That player discards those cards\.?", re.I)
_NUMBER = {"a": 1, "one": 1, "two": 2, "three": 3}
_DISCARDS = re.compile(r"(?:when|whenever|at)\b[^,]*, (?:target (?P<who>player|opponent)|(?P<each>each opponent)) "
                       r"discards (?P<n>a|one|two|three) cards?\.?", re.I)
_ONE = re.compile(r"an? (?:non(?P<non>[a-z]+) )?card with mana value (?P<n>\d+) or (?P<way>less|greater)", re.I)
_SHIELDED = re.compile(r"\b(?:you|players?|each player) (?:has|have) (?:hexproof|shroud)\b", re.I)


@dataclass(frozen=True)
class Kind:
    """A description of a card to choose: not of the card type `non` (if any), its mana value at
    most or at least `value` (202.3)."""

    non: Optional[str]
    value: int
    at_most: bool


@dataclass(frozen=True)
class Discard:
    """What the text has discarded: a card of each `kinds` description, its controller's choice (None:
    `count` cards, the discarding player's choice, or "one of them", any card revealed), the number
    revealed the devotion to `devotion_to` where it says so (None: the whole hand, or none revealed
    for the player's own choice), the player an opponent (True) or any player."""

    kinds: Optional[Tuple[Kind, ...]]
    devotion_to: Optional[str]
    opponent: bool
    count: int = 1  # how many cards it discards (all of that hand where it holds fewer, 701.9a)


def read(ability: str) -> Optional[Discard]:
    """The discard the whole text makes, or None where it is not a text read here."""
    text = ability.strip()
    m = _DISCARDS.fullmatch(text)
    if m is not None:  # 701.9b: the discarding player chooses
        return Discard(None, None, m["each"] is not None or m["who"].lower() == "opponent", _NUMBER[m["n"].lower()])
    m = _REVEAL_SOME.fullmatch(text)
    if m is not None:
        return Discard(None, m["color"].lower(), m["who"].lower() == "opponent")
    m = _REVEAL_HAND.fullmatch(text)
    if m is None:
        return None
    kinds = tuple(Kind(k["non"].lower() if k["non"] else None, int(k["n"]), k["way"].lower() == "less")
                  for k in _ONE.finditer(m["cards"]))
    if any(k.non is not None and k.non not in CARD_TYPES for k in kinds):
        return None
    return Discard(kinds, None, m["who"].lower() == "opponent")


def check(at: At, table: dict, ability: str, sc: Scenario) -> Tuple[Tuple[str, ...], Optional[Discard]]:
    """The cards a [[trigger]]'s `discards` names and what its text chooses them by (none without it)."""
    if "discards" not in table:
        return (), None
    rule = read(ability)
    if rule is None:
        raise (at / "discards").error(
            f"{ability!r} is no text read here that has a player discard chosen cards (701.9b): \"target player "
            "reveals a number of cards from their hand equal to your devotion to black. You choose one of them. That "
            "player discards that card.\" or \"target opponent reveals their hand. You choose from it a nonland card "
            "with mana value 3 or less and a card with mana value 4 or greater. That player discards those cards.\"")
    cards: List[str] = list(table["discards"])
    room = rule.count if rule.kinds is None else len(rule.kinds)
    if len(set(cards)) != len(cards) or len(cards) > room:
        raise (at / "discards").error(f"{ability!r} has {room} card(s) chosen, each once (701.9b): not {cards}")
    for y in cards:
        if y not in sc.objects or sc.objects[y].zone != "hand":
            raise (at / "discards").error(f"a player discards a card of their hand (701.9a): give {y!r} zone = \"hand\"")
    owners = {sc.objects[y].owner for y in cards}
    if len(owners) > 1:
        raise (at / "discards").error(f"the cards discarded are of one player's hand, the target's (701.9a): {cards}")
    if rule.opponent and owners == {sc.objects[table["source"]].controller}:
        raise (at / "discards").error(f"{ability!r} targets an opponent of its controller (115.1): {cards} are of "
                                      "that controller's hand")
    if any(part.layer.startswith("2") for e in sc.effects.values() for part in e.parts):
        raise (at / "discards").error("control may change in this scenario (613.1b), so who controls the trigger, and "
                                      "whose opponent it targets, is not fixed (603.3a): not modelled")
    if any(_SHIELDED.search(a) for o in sc.objects.values() for a in o.printed.abilities):
        raise (at / "discards").error("an ability here gives a player hexproof or shroud (702.11d, 702.18d): whether "
                                      "the trigger may target that player (115.1) is not modelled")
    return tuple(cards), rule


def check_history(where: Dict[str, At], sc: Scenario) -> None:
    """A trigger with `discards` resolves at most once, outside a group and a search's events: each
    resolution would choose cards of its own."""
    for t in sc.triggers:
        if not t.discards:
            continue
        resolutions = [e for e in sc.events if e.kind == "resolves" and e.what == t.id]
        vocabulary = [e for e in sc.search_events if e.kind == "resolves" and e.what == t.id]
        if len(resolutions) > 1 or vocabulary or any(e.group is not None for e in resolutions):
            raise _once(where[t.id], t.id)


def _once(at: At, tid: str) -> ModelError:
    return (at / "discards").error(f"{tid!r} discards the cards it names as it resolves: once, not in a group nor "
                                   "among a search's events (each resolution chooses cards of its own, 701.9b)")
