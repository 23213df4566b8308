"""A card's own rules for paying for it as a spell, read from its [[card]] table:

- `costs_less`: "This spell costs {N} less to cast", "{X} less, where X is <an amount read off
  the board>" or "{N} less to cast for each <thing counted>" (an ability word before it or not,
  207.2c) (601.2f: a cost reduction, of the generic part only, 118.7a, applied as the total
  cost is determined, after the card has moved to the stack, 601.2a, and before mana abilities
  are activated, 601.2g); the amount is a number or a count or measure of permanents
  (`{ greatest = "power", among = { types = ["creature"], controller = "you" } }`, "you" its
  caster).
- `spend_only_from`: "Spend only mana produced by <kind> to cast this spell" (106.6: a
  restriction on the mana that may pay for it; the source of mana is the permanent whose
  ability produced it, so mana a triggered mana ability adds comes from the trigger's source,
  106.12a, 605.1b).

Each key reads a sentence among the card's abilities, which must say it; the sentence without
its key stays refused by `verifier.model.unfollowed.CASTING_RULES`."""
from __future__ import annotations

import re
from typing import Any, Dict, Optional, Set

from verifier.load.abilities import amount_of, filter_of
from verifier.load.files import At
from verifier.model import Characteristics, Count, Scenario

# 601.2f: a spell's own cost reduction, by a number, by an X its text defines, or by a number for each
# of something ("Domain — This spell costs {1} less to cast for each basic land type ..."); an ability
# word may lead it (207.2c: no rules meaning)
COSTS_LESS = re.compile(r"^(?:[A-Z][\w' ]*\s+[—-]\s+)?This spell costs \{(\d+|X)\} less to cast(?P<each> for each\b)?",
                        re.I)
# 106.6: a spell's own restriction on the mana spent to cast it
SPEND_ONLY_FROM = re.compile(r"^Spend only mana produced by [^.]+ to cast this spell\b", re.I)
# 601.2f: a condition on a spell's own reduction ("... less to cast if you control a Wizard")
_CONDITION = re.compile(r"\b(?:if|as long as|unless|during|only)\b", re.I)
_UNREAD_AMOUNT = ("number", "plus_number", "zone", "on", "counters", "attached_to")


def read(at: At, card: dict, printed: Characteristics) -> Dict[str, Any]:
    """The `GameObject` fields the card's `costs_less` and `spend_only_from` give (none without
    them); an error at the key if its sentence is not among the card's abilities, or the
    amount is one not read here."""
    out: Dict[str, Any] = {}
    if "costs_less" in card:
        said = [a for a in printed.abilities if COSTS_LESS.match(a)]
        if len(said) != 1:
            raise (at / "costs_less").error("costs_less reads the card's \"This spell costs {N} less to cast ...\" "
                                            "(601.2f): list that sentence, once, among its abilities")
        value = card["costs_less"]
        if isinstance(value, dict):
            bad = next((k for k in _UNREAD_AMOUNT if k in value), None)
            if bad is not None:  # (601.2a: the card itself has left the hand by then; counters, attachments: not read)
                raise (at / "costs_less" / bad).error(f"{bad!r} is not read in a spell's own cost reduction: it counts "
                                                      "or measures permanents on the battlefield (601.2f)")
            value = amount_of(at / "costs_less", value, {})
        condition = _CONDITION.search(said[0][COSTS_LESS.match(said[0]).end():])
        if condition is not None:  # 601.2f: a reduction that applies only if something holds
            raise (at / "costs_less").error(f"{said[0]!r} reduces the cost only {condition[0].strip()!r} ...: a "
                                            "condition on the reduction is not modelled (601.2f), and costs_less "
                                            "would apply it always")
        if not _says(COSTS_LESS.match(said[0]), value):
            raise (at / "costs_less").error(f"costs_less says what {said[0]!r} says: the number it names; for {{X}}, "
                                            "the amount X is; for \"{N} less ... for each ...\", what it counts, "
                                            "with times = N (no plus nor at_most)")
        out["costs_less"] = value
    if "spend_only_from" in card:
        if not any(SPEND_ONLY_FROM.match(a) for a in printed.abilities):
            raise (at / "spend_only_from").error("spend_only_from reads the card's \"Spend only mana produced by ... "
                                                 "to cast this spell\" (106.6): list that sentence among its abilities")
        out["spend_only_from"] = filter_of(card["spend_only_from"])
    return out


def _says(said: re.Match, value: Any) -> bool:
    """Whether the amount `value` is what the sentence says (601.2f): "{N} less" N; "{X} less,
    where X is ..." a count; "{N} less ... for each ..." a count N times over, nothing added."""
    if said.group(1) == "X":
        return isinstance(value, Count) and not said["each"]
    if said["each"]:
        return isinstance(value, Count) and value.times == int(said.group(1)) and not value.plus and \
            value.at_most is None
    return isinstance(value, int) and value == int(said.group(1))


def modelled(sc: Scenario) -> Set[str]:
    """The sentences of the scenario's cards that these keys read."""
    return {a for o in sc.objects.values() for a in o.printed.abilities
            if o.costs_less is not None and COSTS_LESS.match(a) or
            o.spend_only_from is not None and SPEND_ONLY_FROM.match(a)}


def unfollowed(sc: Scenario) -> Optional[str]:
    """Why casting in sc is not modelled, if it is not for these keys: a spell restricting the
    mana spent on it beside assist (the helper's mana is not told by its source, 702.132a), or
    a double-faced card with them (which face's they are is not said, 712.8)."""
    for o in sorted(sc.objects):
        obj = sc.objects[o]
        if (obj.costs_less is not None or obj.spend_only_from is not None) and obj.back is not None:
            return f"{o!r} is a double-faced card whose own cost rules (601.2f, 106.6) are not modelled by face"
        if obj.spend_only_from is not None and any(re.match(r"assist\b", a, re.I) for a in obj.printed.abilities):
            return f"{o!r} restricts the mana spent on it (106.6) and has assist: the helper's mana is not told " \
                   "by its source (702.132a)"
    return None
