"""Amounts that are counted as an effect applies (613.4c, 608.2h): how many objects, the
counters on one object (122.1), a measure among permanents (`verifier.rules.amounts`), or a
number the scenario gives for what the model does not track."""
from __future__ import annotations

import json
import re
from typing import Any, Dict, Optional, Tuple, Union

from verifier.cards.filters import affects, counter_kind
from verifier.cards.players import different, opponents
from verifier.cards.refusal import Refusal
from verifier.load.stated_facts import families
from verifier.model import MEASURES
from verifier.model.effects import EVERY_KIND


def counted(line: str, m: dict, itself: Optional[bool], attached: bool = False,
            within: Optional[Dict[str, Any]] = None) -> Union[Dict[str, Any], int]:
    """The amount of a counted modification ("equal to the number of ...", "+1/+1 for each
    ..."): a count as it applies, counters on one object, a measure among permanents, a
    number the scenario gives, or a plain number the model's game fixes (the number of
    opponents, 102.2); `itself`: the effect is on its own source (None: a resolved
    effect); `attached`: on what its source is attached to (an Aura's or Equipment's "other",
    other than that object, is `not_attached`); `within`: a static ability's affected set, as
    the model's conditions."""
    value = m.get("value") or {}
    half = _half(line, m) if value.get("type") == "DivideRounded" else None
    if half is not None:  # 107.1a: "half the number of Forests you control, rounded down"
        value = value.get("inner") or {}
        if value.get("type") != "Ref":  # (half of a sum, a product or "1 plus ...": not the half of one amount)
            raise Refusal(f"half of a calculated amount not translated: {line!r}")
    if value.get("type") == "Sum":
        return _sum(line, value)
    plus = value.get("offset", 0) if value.get("type") == "Offset" else 0  # "1 plus the number of ..."
    if value.get("type") == "Offset":
        value = value.get("inner") or {}
    times = value.get("factor", 1) if value.get("type") == "Multiply" else 1
    less = 0
    qty = ((value.get("inner") if value.get("type") == "Multiply" else value) or {}).get("qty") or {}
    zone = _off_the_battlefield(qty)
    if zone:  # "the number of creature cards in your graveyard", "card types among cards in ...": not tracked
        amount: Dict[str, Any] = {"number": number(line, {**qty, "type": "ZoneCardCount", "zone": zone})}
    elif qty.get("type") == "ObjectCount" and _attached_to_it(qty.get("filter") or {}):
        # "for each Aura attached to it" ("... to him", which phase.rs reads as attached to the source) on the
        # ability's own object, or "... attached to this creature" on any: those attached to its source (301.5, 303.4)
        props = {p.get("type") for p in qty["filter"].get("properties") or []}
        named = itself is not None and _ATTACHED_TO_THIS.search(line) and "AttachedToSource" in props
        # "Enchanted creature gets +2/+2 for each Aura attached to it" (an effect on its source's host only): "it" is
        # that host, so those attached to what the source is attached to, the source among them (301.5, 303.4)
        host = attached and not itself and _ATTACHED_TO_HOST.search(line) and props & set(_ATTACHED_TO_IT) == \
            {"AttachedToRecipient"}
        if not (itself and _ATTACHED_TO_SELF.search(line) or named or host):
            raise Refusal(f"a count of what is attached to an object other than the ability's source not translated: "
                          f"{line!r}")
        unattached = {**qty["filter"], "properties": [p for p in qty["filter"].get("properties") or []
                                                      if p.get("type") not in _ATTACHED_TO_IT]}
        amount = {"count": affects(line, unattached, counted=True), "attached_to": "attached" if host else "source"}
        if host and amount["count"].get("other"):  # ("each other Aura attached to it": other than which?)
            raise Refusal(f"a count of the other objects attached to what the source is attached to not translated: "
                          f"{line!r}")
    elif qty.get("type") == "ObjectCount":  # (in a static ability, "it" is its object or what that is attached to)
        it = None if itself is None else "source" if itself else "attached" if attached else "static"
        amount = {"count": _on_the_battlefield(line, affects(line, qty.get("filter") or {}, shares=it, counted=True))}
        # "each legendary creature gets +1/+1 for each other legendary creature": other than the one it applies to,
        # which a count's `other` (other than the effect's source) is only for an effect on its own source
        if amount["count"].get("other") and not (itself or attached) and _among(amount["count"], within):
            # "All Sliver creatures get +1/+1 for each other Sliver": each one it applies to meets the count's
            # conditions, so is always counted: the others are all of them less that one (613.4c, as it applies)
            amount, less = {"count": {k: v for k, v in amount["count"].items() if k != "other"}}, times
        elif amount["count"].get("other") and not (itself or attached):
            raise Refusal(f"a count of objects other than each one the effect applies to (not its source) not "
                          f"translated: {line!r}")
        if "counters" in amount["count"]:  # (the model asks for counters only in a static's affected set)
            raise Refusal(f"a count of objects with counters not translated: {line!r}")
    elif qty.get("type") == "CountersOn":
        amount = _counters_on(line, qty, itself)
    elif qty.get("type") == "ObjectColorCount" and itself is not None and \
            (qty.get("scope") or {}).get("type") == "Recipient" and re.search(r"\bfor each of its colors\b", line):
        amount = {"distinct": "colors", "on": "it"}  # 105.2: the colours of each object it applies to, as it applies
    elif qty.get("type") == "ObjectManaValue" and itself is not None and \
            (qty.get("scope") or {}).get("type") == "Recipient" and re.search(r"\bwhere X is its mana value\b", line):
        amount = {"greatest": "mana_value", "on": "it"}  # 202.3: the mana value of each object it applies to, as it applies
    elif qty.get("type") == "CountersOnObjects" and qty.get("counter_type") is not None:  # 122.1: on each of them
        amount = {"counters": counter_kind(line, qty["counter_type"]), "among": affects(line, qty.get("filter") or {})}
    elif qty.get("type") == "LifeTotal":
        amount = {"life": _life_of(line, qty)}
    elif qty.get("type") == "Devotion":
        amount = {"devotion_to": devotion_of(line, qty)}
    elif qty.get("type") == "PlayerCount":  # 102.2: a fixed number, the model's game has one opponent
        amount = {"fixed": opponents(line, qty)}
    else:
        amount = measured(line, qty) or {"number": number(line, qty)}
        if (amount.get("among") or {}).get("other") and not itself:
            # "among other creatures you control" where the effect is not on its own source: other than each object
            # it applies to, or than what it is attached to, neither of which a measure's `other` (its source) says
            raise Refusal(f"a measure among objects other than each one the effect applies to (not its source) not "
                          f"translated: {line!r}")
    if plus and (not isinstance(plus, int) or not re.search(rf"\b{plus} plus\b|\bplus {plus}\b", line)):
        raise Refusal(f"an amount plus {plus!r} the line does not say not translated: {line!r}")
    if half is not None and less:  # (half of the others is not half of all of them less one)
        raise Refusal(f"half of a count of objects other than each one the effect applies to not translated: {line!r}")
    if half is not None and not set(amount) & {"count", "number", "life"}:  # (a count, a life total, a number given)
        raise Refusal(f"half of a measured amount not translated: {line!r}")
    if half is not None and "number" in amount:  # the number named is the one halved, not its half
        amount["number"] = re.sub(r"^half (?:the number of )?", "", amount["number"])
    plus -= less  # ("each other": one fewer counted, so `times` less)
    if "fixed" in amount:  # a number no board changes: the modification it gives (half of it refused above)
        return amount["fixed"] * times + plus
    return {**amount, **({"half": half} if half else {}), **({"times": times} if times != 1 else {}),
            **({"plus": plus} if plus else {})}


# 107.1a: "where X is half the number of ..., rounded down, and Y is half ..., rounded up": which one each is
_HALVES = re.compile(r"\+X/\+Y, where X is half [^,.]+, rounded (down|up), and Y is half [^,.]+, rounded (down|up)\.?$")


def _half(line: str, m: dict) -> str:
    """How a halved amount is rounded (107.1a), "down" or "up", as phase.rs read it and the
    line says it: "half ..., rounded down" (of power or toughness apart: "+X/+Y, where X is
    half ..., rounded down, and Y is half ..., rounded up"); any other division refused."""
    value = m.get("value") or {}
    said = (value.get("rounding") or "").lower()
    rounded = re.findall(r"\bhalf [^,.]+, rounded (down|up)\b", line)
    if value.get("divisor") == 2 and len(set(rounded)) == 1 and rounded[0] == said:
        return said
    pair = _HALVES.search(line)
    if value.get("divisor") == 2 and pair and len(rounded) == 2 and \
            pair[1 if str(m.get("type")).endswith("Power") else 2] == said:
        return said
    raise Refusal(f"an amount divided by {value.get('divisor')!r}, rounded {said or '?'}, that the line does not say "
                  f"so not translated: {line!r}")


# "... plus the number of Elf cards in your graveyard", "... and each land card in your graveyard": the second
# term of a sum, a number of cards off the battlefield the scenario gives
_PLUS_CARDS = re.compile(r"\b(?:plus the number of|and each) ([^.,]+? cards? in (?:your|all|each player's) "
                         r"graveyards?)(?=[.,]|$)")


def _sum(line: str, value: dict) -> Dict[str, Any]:
    """A count of permanents plus a number of cards in graveyards (a number the scenario
    gives, `plus_number`): "equal to the number of Elves you control plus the number of Elf
    cards in your graveyard", "+1/+1 for each land you control and each land card in your
    graveyard"; any other sum refused."""
    exprs = [e.get("qty") or {} for e in value.get("exprs") or [] if e.get("type") == "Ref"]
    said = _PLUS_CARDS.search(line)
    if len(exprs) != 2 or len(value.get("exprs") or []) != 2 or exprs[0].get("type") != "ObjectCount" or \
            _off_the_battlefield(exprs[0]) or exprs[1].get("type") != "ZoneCardCount" or \
            exprs[1].get("zone") != "Graveyard" or said is None:
        raise Refusal(f"a sum of amounts not translated: {line!r}")
    count = affects(line, exprs[0].get("filter") or {})
    if "counters" in count:
        raise Refusal(f"a count of objects with counters not translated: {line!r}")
    return {"count": count, "plus_number": said[1]}


# 119.1: whose life total, as the line says it and phase.rs read it (the model's game has two players, so "the
# highest life total among your opponents" is the one opponent's)
_LIFE_OF = {"Controller": ("you", r"\byour life total\b"),
            "Opponent": ("opponent", r"\bthe highest life total among your opponents\b")}


def _life_of(line: str, qty: dict) -> str:
    """The player whose life total an amount is (119.1): "you" (the ability's controller, 109.5)
    or the "opponent"; any other (among all players, a chosen one) refused."""
    player = qty.get("player") or {}
    said = _LIFE_OF.get(player.get("type"))
    aggregate = player.get("aggregate") == ("Max" if player.get("type") == "Opponent" else None)
    if said is None or not aggregate or set(player) - {"type", "aggregate"} or not re.search(said[1], line):
        raise Refusal(f"quantity 'LifeTotal' (of {player.get('type')!r}) not translated: {line!r}")
    return said[0]


# the list conditions a set meets when its list holds the count's (each listed one, or none of them)
_ALL_LISTED = ("types", "subtypes", "supertypes", "colors", "non_types", "non_subtypes", "non_supertypes", "non_colors",
               "abilities", "non_abilities")


def _among(count: Dict[str, Any], within: Optional[Dict[str, Any]]) -> bool:
    """Whether every object of a static ability's affected set `within` meets each condition of
    `count` (but `other`), as both are read at once: each condition the same, or a list the set's
    own list holds; a set with any other condition than those is not known to (None: no set)."""
    if within is None:
        return False
    return all(k == "other" or within.get(k) == v or
               k in _ALL_LISTED and isinstance(v, list) and set(v) <= set(within.get(k) or [])
               for k, v in count.items())


_ATTACHED_TO_IT = ("AttachedToRecipient", "AttachedToSource")
# the words naming the ability's own object as what the counted ones are attached to
_ATTACHED_TO_SELF = re.compile(r"\battached to (?:it|him|her|~|this (?:creature|permanent|artifact))\b")
_ATTACHED_TO_HOST = re.compile(r"\battached to it\b")  # (on an effect on what its source is attached to: that)
_ATTACHED_TO_THIS = re.compile(r"\battached to (?:~|this (?:creature|permanent|artifact))\b")


def _attached_to_it(f: dict) -> bool:
    return any(p.get("type") in _ATTACHED_TO_IT for p in f.get("properties") or [])


def _off_the_battlefield(qty: dict) -> Optional[str]:
    """The zone other than the battlefield whose cards a count or a number of card types is of (none: None)."""
    if qty.get("type") == "DistinctCardTypes" and (qty.get("source") or {}).get("type") == "Zone":
        zone = qty["source"].get("zone")
    elif qty.get("type") == "ObjectCount":
        zone = next((p.get("zone") for p in (qty.get("filter") or {}).get("properties") or []
                     if p.get("type") == "InZone"), None)
    else:
        return None
    return zone if zone and zone != "Battlefield" else None


def _counters_on(line: str, qty: dict, itself: Optional[bool]) -> Dict[str, Any]:
    """"For each charge counter on this artifact" (its source), "for each +1/+1 counter on
    it" (each object it applies to): the counters of one kind on one object (122.1)."""
    scope = (qty.get("scope") or {}).get("type")
    # 122.1: of every kind ("for each counter on it", "where X is the number of counters on ~")
    every = qty.get("counter_type") is None and re.search(r"\bfor each counter on\b|\bthe number of counters on\b", line)
    if qty.get("counter_type") is None and not every:
        raise Refusal(f"quantity 'CountersOn' (counters of every kind on an object) not translated: {line!r}")
    kind = EVERY_KIND if every else counter_kind(line, qty["counter_type"])
    on_it = re.search(r"\bcounters? on (?:it|them)\b", line)  # else "on this Equipment", "on Kyler"
    if itself is None:  # a resolved effect: its amount is counted once, as it resolves (608.2h)
        raise Refusal(f"quantity 'CountersOn' in a resolved effect not translated: {line!r}")
    if scope == "Recipient" and on_it:
        return {"counters": kind, "on": "it"}
    if scope == "Source" and (not on_it or itself):  # "this creature gets +1/+1 for each oil counter on it"
        return {"counters": kind, "on": "source"}
    raise Refusal(f"quantity 'CountersOn' (counters on {scope or 'an object'}) not translated: {line!r}")


_COLOR = r"(white|blue|black|red|green)"
# 700.5: "your devotion to green", "... to white and blue" (of one colour or two); chroma's "the number of green
# mana symbols in the mana costs of permanents you control" is devotion's very definition (700.5; the Primalcrux
# rulings: hybrid symbols count, text boxes do not, as 107.4e and 202.1 give devotion)
_DEVOTION_TO = re.compile(rf"\byour devotion to {_COLOR}(?: and {_COLOR})?\b(?! or\b)|"
                          rf"\bthe number of {_COLOR} mana symbols in the mana costs of permanents you control\b")


def devotion_of(line: str, qty: dict) -> list:
    """The colours of a devotion amount (700.5): one or two fixed colours, as phase.rs read them
    and the line says "your devotion to ..."; any other (a chosen colour, "to hybrid", another
    player's) refused."""
    colors = qty.get("colors") or {}
    read = [str(c).lower() for c in colors.get("value") or []] if colors.get("type") == "Fixed" else []
    said = _DEVOTION_TO.findall(line)
    if set(qty) - {"type", "colors"} or not read or len(said) != 1 or [c for c in said[0] if c] != read:
        raise Refusal(f"quantity 'Devotion' ({colors.get('type')!r} {read or colors.get('value')!r}) not translated: "
                      f"{line!r}")
    return read


_FUNCTIONS = {"Sum": "total", "Max": "greatest"}
_PROPERTIES = {"Power": "power", "Toughness": "toughness", "ManaValue": "mana_value"}


def _on_the_battlefield(line: str, among: Dict[str, Any]) -> Dict[str, Any]:
    """Objects counted or measured as permanents: "your commanders" (owned, no controller)
    are commanders in any zone (903.3), the command zone's among them, which the model does
    not follow: refused ("commanders you control" are permanents)."""
    if among.get("commander") and "controller" not in among:
        raise Refusal(f"an amount among commanders in any zone (903.3: the command zone's too) not translated: {line!r}")
    return among


def measured(line: str, qty: dict) -> Optional[Dict[str, Any]]:
    """A quantity measured among permanents (`verifier.rules.amounts`): domain (305.6),
    colours among them (105.2), the different powers among creatures (coven) or names among
    permanents (201.2b), their total or greatest power or toughness; None for
    any other quantity."""
    kind = qty.get("type")
    if kind == "ObjectCountDistinct":  # coven's "for each different power among ...", "differently named" (201.2b)
        return different(line, qty)
    if kind == "BasicLandTypeCount":  # "the number of basic land types among lands you control"
        among = {"types": ["land"], **({"controller": "you"} if qty.get("controller") == "You" else {})}
        if qty.get("controller") not in ("You", None):
            raise Refusal(f"domain of {qty.get('controller')!r} not translated: {line!r}")
        return {"distinct": "basic land types", "among": among}
    source = qty.get("source") or {}
    if kind not in ("DistinctColorsAmong", "PropertyAggregate") or source.get("type") != "Objects" or \
            any(p.get("type") == "InZone" for p in (source.get("filter") or {}).get("properties") or []):
        return None
    among = _on_the_battlefield(line, affects(line, source.get("filter") or {}))
    if kind == "DistinctColorsAmong":  # "for each color among permanents you control"
        return {"distinct": "colors", "among": among}
    how, what = _FUNCTIONS.get(qty.get("function")), _PROPERTIES.get(qty.get("property"))
    if how is None or what is None or what not in MEASURES[how]:
        raise Refusal(f"aggregate {qty.get('function')!r} of {qty.get('property')!r} not translated: {line!r}")
    return {how: what, "among": among}


# The quantity kinds phase.rs reads (survey of the corpus's parses, round Q1), by how the model has them.
# COMPUTED: counted by the model among the objects as the amount is used (`counted`, `measured`; rules/amounts.py,
# rules/devotion.py).  STATED: of a zone the model does not follow, of the past or of players: a number the
# scenario gives ([scenario] numbers), named by the line's own words, which must fall under the guard family
# (`verifier.load.stated_facts.families`) the row names, so that a history whose events could change it is refused
# ("any event": no family of events changes it alone, so beside any event at all).  Any other kind is refused.
COMPUTED: Dict[str, str] = {
    "ObjectCount": "109.1, 110.1",  # "the number of creatures you control"
    "CountersOn": "122.1", "CountersOnObjects": "122.1",  # counters on one object, on each of some
    "LifeTotal": "119.1",  # read off the board's life totals (`verifier.load.life_amounts`)
    "PropertyAggregate": "208.1, 202.3",  # the total or greatest power, toughness, mana value among permanents
    "BasicLandTypeCount": "305.6",  # domain
    "DistinctColorsAmong": "105.2", "ObjectColorCount": "105.2",  # colours among permanents, of one object
    "Devotion": "700.5",  # counted from mana costs, never stated
    "ObjectCountDistinct": "coven (Contortionist Troupe rulings), 208.3, 201.2b",  # different powers, names
    "PlayerCount": "102.1, 102.2",  # the number of opponents: one, the model's game has two players
    "CostXPaid": "107.3",  # the X paid, a number the scenario gives as "X"
}
STATED: Dict[str, Tuple[str, str]] = {
    "ZoneCardCount": ("400.1", "zones"), "GraveyardSize": ("404.1", "zones"), "HandSize": ("402.1", "zones"),
    "CardsExiledBySource": ("607.2a", "exiled with"),
    "LifeLostThisTurn": ("119.3", "life"), "LifeGainedThisTurn": ("119.3", "life"),
    "CardsDrawnThisTurn": ("121.1", "drawn"),
    "TurnsTaken": ("500.1", "turns taken"),  # "the number of turns you have taken this game"
    "Speed": ("702.179a", "speed"), "PartySize": ("700.8", "battlefield"),
    "PlayerCounter": ("122.1", "any event"), "Intensity": ("(digital: intensify)", "any event"),
    "SpellsCastThisTurn": ("601.2", "cast"),
    "BattlefieldEntriesThisTurn": ("603.6a", "entered"),
    "AttackedThisTurn": ("506.4, 508.1", "combat"),
    "SacrificedThisTurn": ("701.21a", "sacrificed"),
    "CardsDiscardedThisTurn": ("701.9a", "discarded"),
    "ZoneChangeCountThisTurn": ("700.4, 603.6c", "left"),
    "DamageDealtThisTurn": ("120.1", "damage"),
    "UnspentMana": ("106.4", "any event"),
    "CommanderCastFromCommandZoneCount": ("903.8", "any event"),
    "DescendedThisTurn": ("700.11", "any event"), "CrimesCommittedThisTurn": ("700.13", "any event"),
}
# (a list of "non-" qualities before the noun keeps its commas: "for each noncreature, nonland card in your graveyard")
_NAMED = r"((?:non[\w-]+, )*[^.,]+?)"
_NUMBER_WORDS = [re.compile(p + r"(?= and (?:its|their|has|have) |[.,]|$)") for p in (
    r"equal to (?:twice )?the number of " + _NAMED, r"where X is " + _NAMED, r"for each " + _NAMED,
    r"equal to the ((?:greatest|highest) [^.,]+?)")]


def number(line: str, qty: dict) -> str:
    """A quantity the model does not track, named by the line's own words: a number the
    scenario gives (or X, 107.3)."""
    if qty.get("type") == "CostXPaid":  # the X paid as the ability was activated (107.3)
        return "X"
    source = ((qty.get("source") or {}).get("filter") or {}).get("properties") or []
    if qty.get("type") == "PropertyAggregate" and any(p.get("type") == "InZone" and p.get("zone") != "Battlefield"
                                                      for p in source):
        qty = {**qty, "type": "ZoneCardCount"}  # "the greatest power among creature cards in your graveyard"
    if qty.get("type") in COMPUTED:  # (a form of it `counted` and `measured` do not read)
        raise Refusal(f"quantity {qty.get('type')!r} ({COMPUTED[qty['type']]}), counted by the model, in a form not "
                      f"translated: {line!r}")
    row = STATED.get(qty.get("type"))
    if row is not None and re.search(r'"Recipient"|"Not", "prop": \{"type": "Another"\}', json.dumps(qty)):
        # "for each time it has attacked this turn" (it: not another than the one it applies to) of each creature it
        # applies to: a number of each object, not one ("other creature cards", other than its source: one number)
        raise Refusal(f"quantity {qty.get('type')!r} ({row[0]}) of each object the effect applies to not translated: "
                      f"{line!r}")
    if row is not None and (qty.get("zone") or "Graveyard") != "Battlefield":
        m = next((m for m in (p.search(line) for p in _NUMBER_WORDS) if m), None)
        if m and row[1] in families(m[1]):
            return m[1]
        if m:  # (a stated number its words would not guard: stale over a history)
            raise Refusal(f"quantity {qty.get('type')!r} ({row[0]}) named {m[1]!r}, words that do not say what "
                          f"events change it ({row[1]}), not translated: {line!r}")
    raise Refusal(f"quantity {qty.get('type')!r} not translated: {line!r}")
