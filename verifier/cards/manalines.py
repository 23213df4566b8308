"""Mana abilities (605.1a) from Oracle lines: the plain forms `verifier.load.manatext`
reads, and as a `[[card.mana]]` table: other costs the model can check (a sacrifice of
another permanent, payable while you control one; exerting, or exiling the permanent itself,
always payable), mana of the colour chosen as it entered (614.12: the object's `chosen`), other
amounts ("in any combination of colors", "X mana of any one color, where X is ...",
"for each ...", "equal to ...", its own power, toughness or counters, 122.1), "one mana of any
color (or type) that a land ... could produce" (106.7), "one mana of any color among ..."
(105.2), followed by riders the model follows ("activate only if") or keeps
but does not follow (how the mana may be spent, 106.6; a one-shot effect as it
resolves), each said in a note.  Anything else is refused, with the part not read
(`why`)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Union

from verifier.cards import oracle
from verifier.load import manatext
from verifier.model import CHOSEN
from verifier.model.effects import EVERY_KIND
from verifier.model.mana import EXILED, IDENTITY
from verifier.rules import costs
from verifier.rules.typeline import ALL_SUBTYPES, CARD_TYPES, SUPERTYPES

_COLORS = ["W", "U", "B", "R", "G"]  # 106.1a: the five colours of mana
_SELF = r"(?:~|[Tt]his [a-z]+)"       # the permanent itself: its name (as "~") or "this land" and the like

# Sentences after the ability that the model keeps but does not follow, none changing what mana it adds or
# when it can be activated.
_NOT_FOLLOWED = {
    # 106.6: how its mana may (not) be spent, and what its spending does to a spell or as a trigger (603.2)
    # (609.4b: "This mana can be spent as though it were mana of any color")
    r"^(Spend this mana only|If (that|this) mana is spent|If you spend this mana|This mana can(?:'t)? be spent)":
        "how its mana is spent (106.6)",
    r"^When(ever)? (you spend this mana|(this|that) mana is spent) to cast ":
        "what happens when its mana is spent (a trigger, 603.2; the history carries its effects)",
    rf"^({_SELF} doesn't untap during your next untap step|During your next untap step)": "its next untap step (502.3): kept in the table's text, and a history with a turn (its untap step) "
                 "is refused",
    # 122.1: counters put on the permanent, or given to its controller ("You get a poison counter", 122.1, 104.3d), as
    # it resolves, which no event follows (`verifier.load.spells.unfollowed_mana_activation` refuses tapping it for mana
    # or paying with it)
    rf"^Put (?:an?|two|three|four|five) [a-z]+ counters? on {_SELF}\.$":
        "the counters it puts on the permanent (122.1); a scenario that taps it for mana or pays with it is refused",
    r"^You get (?:an?|two|three) [a-z]+ counters?\.$":
        "the counters it gives you (122.1: a player's counters); a scenario that taps it for mana or pays with it is "
        "refused",
    # one-shot effects as it resolves (608.2): life, damage to its controller, cards drawn
    # ("... if you don't control an Ogre": a condition on what you control as it resolves, 608.2c; the damage is
    # not followed either way, and a claim on life beside it is refused, `verifier.load.life`)
    rf"^{_SELF} deals \d+ damage to you(?: if you (?:don't )?control an? [A-Z][a-z]+)?\.$":
        "the damage it deals to you (120.3a: life lost, a one-shot effect)",
    r"^(Scry|Surveil) \d+\.$": "the cards it looks at (701.22, 701.25: a one-shot effect)",
    r"^Roll a d\d+\.$": "the die it rolls (706: a one-shot effect, with no result that does anything here)",
    rf"^When you do, {_SELF} deals \d+ damage to (?:each opponent|any target|target [a-z ]+)\.$":
        "the damage a reflexive trigger deals (603.12: a one-shot effect)",
    r"^(If .+, )?([Yy]ou|[Ee]ach opponent) (gains?|loses?) (\d+|X) life\.$": "the life gained or lost (a one-shot effect)",
    # 603.7a, 613.1b: a control change its resolution sets up for the next end step (`verifier.load.step_ends`
    # refuses a history that reaches an end step beside it)
    rf"^An opponent gains control of {_SELF} at the beginning of the next end step\.$":
        "the control change its delayed trigger makes at the next end step (603.7a, 613.1b): kept in the table's "
        "text, and a history with an end step or a turn is refused",
    # 603.7a, 701.21a: a sacrifice its resolution sets up for the next end step, once it has been activated that often
    # this turn (`verifier.load.step_ends` refuses a history that reaches an end step beside it)
    rf"^If this ability has been activated (?:two|three|four|five) or more times this turn, sacrifice {_SELF} at the "
    r"beginning of the next end step\.$":
        "the sacrifice its delayed trigger may make at the next end step (603.7a, 701.21a): kept in the table's text, "
        "and a history with an end step or a turn is refused",
    r"^Draw a card at the beginning of the next turn's upkeep\.$": "the card drawn at the next upkeep (a delayed "
                                                                    "trigger, 603.7; draws are not followed)",
    # 121.1, 605.3b: cards drawn at once with its mana, which no key follows (`verifier.load.trigger_text.
    # check_mana_cards` refuses a scenario with a card it could draw or a count of cards off the battlefield)
    r"^Draw (?:a card|two cards|three cards)\.$": "the cards it draws (121.1, 605.3b: at once with its mana); a "
                                                  "scenario with a library card or a count of cards off the "
                                                  "battlefield is refused",
    rf"^If there are no ([a-z]+) counters on {_SELF}, sacrifice it\.$":
        "the sacrifice when its last counter is gone (the history's events carry its leaving)",
}
# 603.7a: a delayed trigger its resolution creates, waiting for the next spell cast this turn ("When you next cast a
# creature spell this turn, that creature enters with an additional +1/+1 counter on it", "... a spell with {X} in its
# mana cost this turn, you draw a card ..."): kept by its text, whatever it does then, and refused beside a cast
# (`verifier.load.spells.unfollowed_casting`); its last sentence, so that its effect is that sentence alone
_NEXT_CAST = re.compile(r"When you next cast (?:an? )?[^,.]*\bspells?\b[^,.]* this turn, .+\.")
# 106.6: riders on how its mana is spent or what spending it does, which a payment with it would have to follow
_SPENDING = re.compile(r"^(Spend this mana|If (that|this) mana is spent|If you spend this mana|This mana can(?:'t)? be spent|"
                       r"When(ever)? (you spend this mana|(this|that) mana is spent))")
# 106.6: "Spend this mana only to cast a creature spell", "... Dragon spells": a restriction `spend_only` states
# "... of the chosen type" (614.12: the object's `chosen`), "..., and that spell can't be countered" (its `rider`)
_SPEND_ONLY = re.compile(r"Spend this mana only to cast (?:an? )?((?:[A-Za-z]+ ){0,2})spells?( of the chosen type)?"
                         r"(, and that spell can't be countered)?\.")
# What a rider ("If ..., ...", "When ...") other than one on spending must not do to be said not followed: change
# characteristics (613). One on spending may ("it gains haste"): a scenario that spends mana beside it is refused
# (106.6; the loader's `spells.unpaid_mana`), so what it gives the spell is never asked.
_CHANGES = re.compile(r"\b(gains?|gets?|becomes?|loses?|has|have)\b(?! \d+ life\b)(?! life\b)")
# 106.6: riders on spending a [[card.mana]] table must state (`rider`, `spend_only` of the chosen type); one that
# also lets its mana pay for activating abilities is kept in the text (a payment beside it refused)
_STATED = re.compile(r"can't be countered|^(?!.*\bactivate\b).*of the chosen type")
# Exerting (701.43a): it can always be exerted (701.43b); its next untap step is the history's to say.
_EXERT = re.compile(rf"Exert {_SELF}")
# "Exile ~", "Exile this artifact" (it, from the battlefield): payable while it is there, as sacrificing it is
# (602.2b); its leaving is not followed.
_EXILE_ITSELF = re.compile(rf"Exile {_SELF}")
# Other costs are kept in the table's text, which the loader reads (it refuses tapping for mana or paying with
# one); refused: exiling or discarding the card itself from the hand (a card's ability, not a permanent's, 605.1a).
_FROM_HAND = re.compile(rf"(?:Exile|Discard) {_SELF} from your hand|Exile this card from your hand")
# "Sacrifice a Goblin", "Sacrifice another creature": payable while you control one (602.2b); not followed.
# ("a nontoken creature": a card's permanent, 111.1)
# A card's or token's name (201.2): capitalised words, with "of" and "the" between them ("Paliano, the High City"); no
# "or", "and" (two names: not read)
_NAME = r"[A-Z][\w'-]*(?:,? (?:[A-Z][\w'-]*|of|the))*"
# ("a token named Wood": a token (111.1) with that name, 201.2)
_SACRIFICE_ONE = re.compile(rf"Sacrifice (an?|another) (nontoken )?([A-Za-z]+)(?: named ({_NAME}))?")
# 605.1a: "Each player loses N life." as its last sentence, done as it resolves with the mana: `each_player_loses`
_EACH_LOSES = re.compile(r"Each player loses (\d+) life\.")
# "Add {U} for each card you've drawn this turn": a number the scenario gives (cards off the battlefield).
# "where X is the amount of life you gained this turn" (119.3, a fact of the turn's past): a number the scenario gives,
# guarded by its words' families ("life", "this turn": `verifier.load.stated_facts`)
# ("the number of creature cards in your graveyard", "black creature card in your graveyard": cards of up to two
# qualities, 404.1, 402.1, counted by the scenario under the line's words, guarded as cards in that zone)
_NUMBERED = re.compile(r"card you've drawn this turn|(?:the number of )?(?:[a-z]+ ){0,2}cards? in your (?:hand|graveyard)|"
                       r"the amount of life you gained this turn")
# A filter land's "{U}{U}, {U}{B}, or {B}{B}": two mana, each of either type (106.1).
_PAIRS = re.compile(r"Add \{(?P<a>[WUBRG])\}\{(?P=a)\}, \{(?P=a)\}\{(?P<b>[WUBRG])\}, or \{(?P=b)\}\{(?P=b)\}")
# "Add {B}{B} or {G}{G}", "Add {R}{R}, {G}{G}, or {W}{W}": that many mana of one of those types (106.1)
_BUNDLES = re.compile(r"Add (?:(?:\{[WUBRGC]\})+, )*(?:\{[WUBRGC]\})+,? or (?:\{[WUBRGC]\})+")
# "Add two mana in any combination of colors", "... of {U} and/or {R}", "... of {U}, {B}, and/or {R}": each one mana
# of one of them (106.1)
_COMBINATION = re.compile(r"Add (\w+) mana in any combination of (colors|(?:\{[WUBRG]\}, )*\{[WUBRG]\},? and/or "
                          r"\{[WUBRG]\})(, where X is .+)?")
# "Add six {G}": that many of one type
_MANY = re.compile(r"Add (\w+) \{([WUBRGC])\}")
# "Add X mana of any one color, where X is ...": all of one colour, chosen as it resolves
_X_ONE_COLOR = re.compile(r"Add X mana of any one color, where X is (.+)")
# An amount its cost chooses (107.3: "{X}", "Remove X storage counters", "Remove any number of charge counters"):
# "Add X mana of any one color", "Add {G} for each storage counter removed this way", "Add {U}, then add an additional
# {U} for each charge counter removed this way"; read, for what it could produce (106.7: as if it resolved, with any
# cost paid), as one mana of those types, the payment refused by the loader (`costs.UNFOLLOWED_YIELD`)
_X_PAID = re.compile(r"Add X mana of any one color|Add \{([WUBRGC])\}(?:, then add an additional \{\1\})? for each "
                     r"[a-z]+ counter removed this way")
# "Add two mana of different colors" (106.1a): each of any colour, read so for what it could produce
_DIFFERENT = re.compile(r"Add two mana of different colors")
# "If you control ..., add {C}{C}{C} instead": a rider changing the amount (not the types) of what it adds
_INSTEAD = re.compile(r"^If .+?, (?:add (.+) instead|instead add (.+))\.$")
# "..., add three mana of that type instead" (of the one unit it adds otherwise): the same types, another amount
_OF_THAT_KIND = re.compile(r"(?:two|three|four|five) mana of that (?:type|color)")
# "equal to the sacrificed creature's power", "... the sacrificed artifact's mana value" (of what its cost's "Sacrifice
# a creature" sacrificed, 608.2h: as it last existed): read, for what it could produce (106.7: with any cost paid), as
# the greatest among those it could sacrifice; a payment with it is refused (`costs.UNFOLLOWED_YIELD`)
_SACRIFICED = re.compile(r"the sacrificed ([A-Za-z]+)'s (power|toughness|mana value)")
# "Add an amount of {G} equal to ...", "Add {G} for each ..."
_EQUAL_TO = re.compile(r"Add an amount of \{([WUBRGC])\} equal to (.+)")
# ("Add one mana of any color for each ...": each its own colour, 106.1, as a payment would not follow:
# `costs.UNFOLLOWED_YIELD`; read, for what it could produce, as that many of one colour, none where none)
_FOR_EACH = re.compile(r"Add (?:\{([WUBRGC])\}|one mana of any color) for each (.+)")
# "for each different power among creatures you control": each power once, however many have it (the Contortionist
# Troupe rulings on coven: `verifier.rules.amounts`)
_DIFFERENT_POWERS = re.compile(r"different power among (.+)")
# "Activate only if you control seven or more lands", "... a Plains or a Swamp" (602.5b): a count the loader checks.
_ONLY_IF = re.compile(r"Activate only if you control (\w+) or more ([a-z]+)s\.")
_ONLY_IF_ONE = re.compile(r"Activate only if you control ((?:an? [A-Za-z]+(?:,? or |, ))*an? [A-Za-z]+)\.")
# "Activate only if you control a creature with power 4 or greater" (ferocious): one such permanent
_ONLY_IF_COUNTED = re.compile(r"Activate only if you control an? (.+)\.")
_ONLY_WITH_COUNTERS = re.compile(rf"Activate only if (?:there are (\w+) or more ([a-z]+) counters on {_SELF}|"
                                 rf"{_SELF} has (\w+) or more ([a-z]+) counters on it)\.")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
            "nine": 9, "ten": 10}
_COULD_PRODUCE = re.compile(r"Add one mana of any (color|type) that (?:an? )?((?:basic |snow )?[A-Za-z]+) "
                            r"(an opponent controls|you control) could produce")
# "one mana of any color among legendary creatures you control" (105.2); "... that shares a color with a permanent a
# player controls": a colour one of them has
_COLORS_AMONG = re.compile(r"Add one mana of any color (?:among (.+)|that shares a color with a permanent a player "
                           r"controls)")
# "any of the exiled card's colors" (607.2a: of the card its linked ability exiled); "among ... cards in your graveyard"
_EXILED = re.compile(r"\bthe exiled cards?'|\bexiled with\b")
# 607.2a: "one mana of any of the exiled card's colors" (Chrome Mox), "... exiled cards' colors" (Pit of Offerings): a
# colour of the cards the object's linked ability exiled, which the object states (`exiled_colors`)
_EXILED_COLORS = re.compile(r"Add one mana of any of the exiled (?:card's|cards') colors")
_CARDS = re.compile(r"\bcards? in\b")
# "the number of Elves on the battlefield", "Elf you control", "creature with power 4 or greater you control"
_COUNTED = re.compile(r"(?P<other>other )?(?P<super>(?:basic|legendary|snow) )?(?P<word>[A-Za-z]+)"
                      r"(?: with power (?P<power>\d+) or greater)? (?P<whose>you control|on the battlefield)"
                      r"(?: with power (?P<power2>\d+) or greater| with (?P<ability>[a-z ]+))?"
                      r"(?P<chosen> of the chosen type)?"  # (614.12: the type its object chose as it entered)
                      rf"(?: named (?P<name>{_NAME}))?")  # (201.2: "artifact you control named Powerstone Shard")
# Domain (305.6): "the number of basic land types among lands you control"
_DOMAIN = re.compile(r"the number of basic land types among lands you control")
_GREATEST = re.compile(r"the greatest (power|toughness|mana value) among (.+)")
# "Add one mana of the chosen color", "Add {W} or one mana of ...", "Add four mana of ...": the colour chosen as
# it entered (614.12), which the object's `chosen` gives; read only where its card chose one colour so
_CHOSEN_COLOR = re.compile(r"Add (?:\{([WUBRGC])\} or )?(\w+) mana of the chosen color")
# (older Oracle wording "As ~ enters the battlefield, choose a color", the same choice, 614.12)
_CHOOSES_A_COLOR = re.compile(rf"\bAs (?:{_SELF}|it) enters(?: the battlefield)?, choose a color(?: other than (?:white|blue|black|red|"
                              r"green))?\.")
_CHOOSES_A_TYPE = re.compile(rf"\bAs (?:{_SELF}|it) enters, choose a creature type\.")
_OWN_POWER = re.compile(rf"(?:{_SELF}|it)'s power|its power")
# "your devotion to green (and white)" (700.5)
_DEVOTION = re.compile(r"your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))?")
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_OWN_TOUGHNESS = re.compile(rf"(?:{_SELF}|it)'s toughness|its toughness")
# "charge counter on this artifact", "the number of time counters on ~": the counters of a kind on itself (122.1)
# (no kind named, "for each counter on ~": every counter on it, whatever its kind, 122.1)
_OWN_COUNTERS = re.compile(rf"(?:the number of )?(?:([a-z]+|[+-]\d+/[+-]\d+) )?counters? on (?:{_SELF}|it)")
# "Choose a color. Add ... of that color" (106.1a): every mana it adds of the one colour chosen as it resolves, the
# same as "X mana of any one color": "N mana", "an amount of mana ... equal to ...", "one mana ... for each ..."
# ("... unless any player pays {1}": whether it adds any is a payment as it resolves, which the model does not follow;
# what it could produce is as if none paid, 106.7, and tapping it for mana is refused, `costs.UNFOLLOWED_YIELD`)
_OF_THAT_COLOR = re.compile(r"Add (?:(?P<n>\w+) mana of that color(?: unless any player pays \{\d+\})?|"
                            r"an amount of mana of that color equal to (?P<equal>.+)|"
                            r"one mana of that color for each (?P<each>.+))")


@dataclass
class ManaLine:
    ability: Optional[str] = None         # a plain form, kept in `abilities` and read from its text
    table: Optional[dict] = None          # or a [[card.mana]] table
    notes: List[str] = field(default_factory=list)  # what it keeps but does not follow


def read(line: str, name: str = "") -> Optional[ManaLine]:
    """The mana ability a line of the card `name` states, or None if it is in none of the
    forms read here (`why` says which part is not)."""
    found = _read(line, name)
    return found if isinstance(found, ManaLine) else None


def why(line: str, name: str = "") -> str:
    """The part of a mana ability's line not read here ("" if it is read)."""
    found = _read(line, name)
    return found if isinstance(found, str) else ""


def _read(line: str, name: str) -> Union[ManaLine, str]:
    """Its first sentence a cost and an amount read below, each further sentence a rider
    the model follows (only_if) or says it does not; else what is not read."""
    named = name.removeprefix("A-")  # (an Alchemy rebalanced card's text names it without the prefix)
    own = line.replace(named, "~").replace(named.split(",")[0], "~") if name else line
    own = own.replace("named ~", f"named {named}") if name else own  # (201.2: a name it counts or sacrifices by)
    head, *riders = re.split(r"(?<=\.) ", costs.ABILITY_WORD.sub("", own))  # (207.2c: no rules meaning)
    riders = _joined(riders)
    cost_text, _, effect = head.rstrip(".").partition(": ")
    if effect == "Choose a color" and riders and riders[0].startswith("Add "):  # (106.1a: one sentence's mana)
        effect, riders = "Choose a color. " + riders[0].rstrip("."), riders[1:]
    cost, unread = costs.read(cost_text)
    x_paid = bool(re.search(r"\bX\b|\bany number of\b", cost_text))  # (107.3: an amount its cost chooses)
    # whole: its table keeps its whole text, which the loader reads to refuse tapping it for mana (once each turn,
    # as an instant, a restriction or an amount not followed)
    notes, only_if, whole, unchecked, spend_only, uncounterable = [], None, False, None, None, False
    each_loses, sacrificed = 0, None
    for part in unread:
        sacrifice = _SACRIFICE_ONE.fullmatch(part)
        what = ({"token": True} if sacrifice[3] == "token" else _kind(sacrifice[3])) if sacrifice else None  # (111.1)
        what = {**what, "names": [sacrifice[4]]} if what and sacrifice[4] else what
        if what and only_if is None:  # 602.2b: payable while you control one (itself, with {T}, unless "another")
            only_if = {"count": {**what, "controller": "you", **({"other": True} if sacrifice[1] == "another" else {}),
                                 **({"token": False} if sacrifice[2] else {})},
                       "at_least": 1}
            sacrificed = (sacrifice[3], only_if["count"])
            notes.append(f"not followed: the sacrifice that {line[:40]!r} costs (it can be paid while you control one)")
        elif _EXERT.fullmatch(part):  # 701.43b: always payable
            notes.append(f"not followed: exerting in {line[:40]!r}: its next untap step (701.43a, 502.3): a history's "
                         "untap events say whether it untaps")
        elif _EXILE_ITSELF.fullmatch(part):  # 602.2b: payable while it is on the battlefield, where it is activated
            notes.append(f"not followed: exiling the permanent that {line[:40]!r} costs (its leaving)")
        elif re.search(r"\b(?:this|that) card from (?:your|a) graveyard\b", part, re.I):  # 113.6m: it functions
            # only from a graveyard, never on the battlefield (remainder draw 1's audit: Jack-o'-Lantern's exile-itself
            # ability answered as one of the permanent's)
            return (f"the cost {part!r} not read (activated from a graveyard, 113.6m: the model's mana abilities are "
                    "a permanent's)")
        elif _FROM_HAND.fullmatch(part):
            return (f"the cost {part!r} not read (activated from the hand, 605.1a: the model's mana abilities are "
                    "a permanent's)")
        elif re.fullmatch(r"Pay (?:\{E\})+", part):  # 107.14: energy, which the model does not count
            notes.append(f"not followed: the cost {part!r} (107.14: a player's energy counters are not modelled): what it "
                         "could produce is answered (106.7, whatever the costs); a scenario that taps it for mana or "
                         "pays with it is refused")
        elif "{" in part or part.startswith("Sacrifice") and not re.fullmatch(r"Sacrifice X [A-Z][a-z]+", part):
            return f"the cost {part!r} not read"  # (a symbol the cost reading does not know; a sacrifice of what the
            #                                       model can't count, which the loader refuses)
        else:  # 602.2b: another permanent tapped, cards from a hand or graveyard, counters chosen
            notes.append(f"not followed: the cost {part!r}: what it could produce is answered (106.7, whatever the "
                         "costs); a scenario that taps it for mana or pays with it is refused")
    add = _chosen_color(effect, name) if re.search(r"\b(the|a) chosen color\b", effect) else \
        _adds(effect, x_paid, sacrificed)
    if isinstance(add, str):
        return add
    own = [u["amount"] for u in add if isinstance(u, dict) and (u.get("amount") in ("power", "toughness") or
                                                                 isinstance(u.get("amount"), dict) and "counters" in u["amount"])]
    if own and cost.counters:  # (608.2h: read as it resolves, after the cost is paid; the loader refuses it)
        return f"the amount of {effect!r} not read (its own, read after its cost removed counters, 602.2b)"
    varies = costs.UNFOLLOWED_YIELD.search(effect)
    if varies or "X" in cost.mana:
        whole = True
        notes.append(f"not followed: how much mana {line[:40]!r} adds ({varies[0] if varies else 'X'!r}): what it "
                     "could produce is answered (106.7: as if it resolved, with any cost paid); a scenario that taps "
                     "it for mana or pays with it is refused")
    for rider in riders:
        said = [what for pattern, what in _NOT_FOLLOWED.items() if re.match(pattern, rider)]
        counted = _ONLY_IF_COUNTED.fullmatch(rider)
        counted = _counted(counted[1] + " you control") if counted else None
        count, some, counters = _ONLY_IF.fullmatch(rider), _ONLY_IF_ONE.fullmatch(rider), \
            _ONLY_WITH_COUNTERS.fullmatch(rider)
        instead = _INSTEAD.fullmatch(rider)
        restriction = _SPEND_ONLY.fullmatch(rider)
        loses = _EACH_LOSES.fullmatch(rider)
        if _NEXT_CAST.fullmatch(rider):  # 603.7a: kept in the table's text; a cast beside it is refused
            if rider is not riders[-1]:
                return f"the rider {rider!r} not read (a delayed trigger whose effect goes on past its sentence, 603.7a)"
            whole = True
            notes.append(f"not followed: the delayed trigger {rider[:50]!r} (603.7a: what it does when the next spell "
                         "is cast this turn): a scenario that casts a spell beside it is refused")
        elif loses and rider is riders[-1] and not each_loses:  # (its last sentence: the loader reads it there)
            each_loses = int(loses[1])
        elif restriction and spend_only is None and _spells(restriction[1], bool(restriction[2])):
            spend_only = _spells(restriction[1], bool(restriction[2]))  # 106.6: followed in payments
            uncounterable = bool(restriction[3])
            riders = [r for r in riders if r != rider]  # (stated, not kept by its text)
        elif said and (_SPENDING.match(rider) or not (re.match(r"^(If|When)", rider) and
                                                      _CHANGES.search(rider.partition(", ")[2]))):
            # kept in the table's text, which the loader's guards read: a payment with mana whose spending is
            # restricted (106.6), an untap step (502.3), a claim on life (119.3)
            whole = True
            if _SPENDING.match(rider):
                said = [f"{said[0]}; a scenario that pays with its mana is refused"]
            notes.append(f"not followed: {said[0]}: {rider[:40]!r}")
        elif rider in (costs.ONCE, costs.INSTANT, costs.SORCERY):  # 602.5b, 602.5d-e (605.1a: still a mana
            whole = True  # ability, as a sorcery too): kept in the table's text, which the loader reads
            notes.append(f"not followed: {'how often' if rider == costs.ONCE else 'when'} {line[:40]!r} is activated "
                         f"({'602.5d' if rider == costs.SORCERY else '602.5b, 602.5e'}): a scenario that taps it for mana or pays with it is refused; what it could "
                         "produce is as if it resolved (106.7)")
        elif "once each turn" in rider:  # 602.5b: the model does not count activations
            return f"the restriction {rider!r} not modelled (602.5b: how often it is activated)"
        elif only_if is None and count and _kind(count[2]) and _number(count[1]):
            only_if = {"count": {**_kind(count[2]), "controller": "you"}, "at_least": _number(count[1])}
        elif only_if is None and some and _any_of(some[1]):
            only_if = {"count": {**_any_of(some[1]), "controller": "you"}, "at_least": 1}
        elif only_if is None and counted and not some:
            only_if = {"count": counted, "at_least": 1}
        elif only_if is None and counters and _number(counters[1] or counters[3]):
            only_if = {"counters_on_it": {counters[2] or counters[4]: _number(counters[1] or counters[3])}}
        elif instead and (len(add) == 1 and _OF_THAT_KIND.fullmatch(instead[1] or instead[2]) or
                          _one_kind(add) is not None and
                          _one_kind(add) == _one_kind(_adds("Add " + (instead[1] or instead[2]), x_paid))):
            whole = True  # (106.7: what it could produce is the same either way)
            notes.append(f"not followed: {rider[:50]!r}, which changes how much mana it adds, not its types: what it "
                         "could produce is answered (106.7); a scenario that taps it for mana or pays with it is "
                         "refused")
        elif only_if is None and unchecked is None and re.match(r"Activate only (?:if|during) |Activate only once\.$",
                                                                 rider):  # (602.5b; exhaust's too, 702.177a)
            whole, unchecked = True, rider  # 602.5b: not checked; 106.7: what it could produce is as if it resolved
            notes.append(f"not followed: the restriction {rider[:50]!r} (602.5b): what it could produce is as if it "
                         "resolved (106.7); a scenario that taps it for mana or pays with it is refused")
        elif said:
            return f"the rider {rider!r} not read (it changes the characteristics of what the mana is spent on, 613)"
        else:
            return f"the rider {rider!r} not read"
    if unchecked and only_if is not None:  # (the loader checks only_if, and refuses tapping only without one)
        return f"the rider {unchecked!r} not read (a second restriction on activating it, 602.5b)"
    written = re.split(r"(?<=\.) ", line)[0].rstrip(".")  # (its first sentence as the card writes it)
    if only_if is None and spend_only is None and not unread and not whole and not each_loses and \
            manatext.parse(written) is not None:
        return ManaLine(ability=written, notes=notes)
    stated = [r for r in riders if _STATED.search(r)]
    if stated:  # 106.6: a table states these (rider, spend_only), which are not written here
        return f"the rider {stated[0]!r} not read (in a [[card.mana]] table it is stated, not kept by its text)"
    if of_chosen_type([add, only_if]) and not _CHOOSES_A_TYPE.search(_own_text(name)):
        return "the permanents 'of the chosen type' not read (no creature type chosen as its own permanent entered, " \
               "614.12)"
    table = {"ability": line, "cost": _cost(cost), "add": add, **({"only_if": only_if} if only_if else {}),
             **({"spend_only": spend_only} if spend_only else {}),
             **({"rider": {"gives": "can't be countered"}} if uncounterable else {}),
             **({"each_player_loses": each_loses} if each_loses else {})}
    return ManaLine(table={k: v for k, v in table.items() if v != {}}, notes=notes)


# 707.10c: "You may choose new targets for the copy." goes on with the copy its sentence before makes ("..., copy
# that spell or ability."): one effect, read with that sentence
_NEW_TARGETS = re.compile(r"You may choose new targets for the cop(?:y|ies)\.")


# 603.7a: a sentence after a delayed trigger on the next spell cast that refers back to what its effect did ("Until
# end of turn, you may cast that card ...", "Put each other card exiled this way ..."): more of that effect, read with it
_BACK_REFERENCE = re.compile(r"\b(?:that card|those cards|that spell|exiled this way)\b")


def _joined(riders: List[str]) -> List[str]:
    """The riders, a sentence choosing new targets for a copy joined to the one that copies (707.10c),
    and a sentence referring back to a delayed trigger's effect joined to that trigger (603.7a)."""
    out: List[str] = []
    for rider in riders:
        if out and _NEW_TARGETS.fullmatch(rider) and re.search(r"\bcopy\b", out[-1]) or \
                out and _NEXT_CAST.fullmatch(out[-1]) and _BACK_REFERENCE.search(rider):
            out[-1] += " " + rider
        else:
            out.append(rider)
    return out


def _adds(effect: str, x_paid: bool = False, sacrificed: Optional[tuple] = None) -> Union[list, str]:
    """What an "Add ..." effect adds, as `add` units; or what is not read.  With x_paid, its
    cost chooses an X (107.3), and an amount of X is read as one mana (`_X_PAID`); with
    sacrificed (the word its cost's "Sacrifice a ..." names, and the permanents that are),
    an amount of the sacrificed one's is read (`_SACRIFICED`)."""
    if effect.startswith("Choose a color. "):
        return _of_that_color(effect.removeprefix("Choose a color. "))
    plain = manatext.parse("{T}: " + effect)
    if plain is not None:
        return [u.options[0] if u.amount == 1 and len(u.options) == 1 else
                {"mana": list(u.options), "amount": u.amount} for u in plain.units]
    if effect == "Add one mana of any color in your commander's color identity":  # 903.4: the scenario states it
        return [{"mana": [IDENTITY]}]
    if _EXILED_COLORS.fullmatch(effect):
        return [{"mana": [EXILED]}]
    bundles = _BUNDLES.fullmatch(effect)
    if bundles and len({len(b) for b in re.findall(r"((?:\{[WUBRGC]\})+)(?:,? or |, |$)", effect[4:])}) == 1:
        runs = re.findall(r"((?:\{[WUBRGC]\})+)", effect[4:])
        if all(len(set(r)) == 3 for r in runs):  # (each run one symbol repeated: "{B}{B}")
            return [{"mana": [r[1] for r in runs], "amount": len(runs[0]) // 3}]
    if _PAIRS.fullmatch(effect):
        pairs = _PAIRS.fullmatch(effect)
        return [{"mana": [pairs["a"], pairs["b"]]} for _ in range(2)]
    could = _COULD_PRODUCE.fullmatch(effect)
    kind = _counted(f"{could[2]} you control") if could else None  # ("a land", "lands", "a basic land", "a Gate")
    if kind:
        unit = {"could_produce": {**kind, "controller": "opponent" if could[3].startswith("an") else "you"}}
        return [{**unit, **({"colors_only": True} if could[1] == "color" else {})}]  # 106.7: "any color" is no {C}
    among = _COLORS_AMONG.fullmatch(effect)
    if among:
        kind = {} if among[1] in (None, "permanents on the battlefield") else \
            {"controller": "you"} if among[1] == "permanents you control" else _counted(among[1])
        if kind is None:
            return f"the mana {effect!r} not read (" + ("cards off the battlefield: the model's colours among are "
                                                       "permanents', 105.2)" if _CARDS.search(among[1]) else
                                                       "the permanents whose colours it offers)")
        return [{"colors_among": kind}]
    combination = _COMBINATION.fullmatch(effect)
    either = (_COLORS if combination[2] == "colors" else re.findall(r"\{([WUBRG])\}", combination[2])) \
        if combination else []
    if combination and _number(combination[1]) and not combination[3]:  # each mana its own choice (106.1)
        return [{"mana": list(either)} for _ in range(_number(combination[1]))]
    measure = _amount(combination[3][len(", where X is "):]) if combination and combination[3] else None
    if isinstance(measure, dict) and "number" in measure:  # (X of cards off the battlefield, each mana its own
        measure = None                                     # colour: measured among permanents only, as before)
    if combination and combination[1] == "X" and (x_paid and not combination[3] or measure is not None):
        # 106.7: each of the types it lists while X is one or more, none while X is 0; read as one unit of X mana
        # of one of them, which gives the same types (a payment with it is refused, `costs.UNFOLLOWED_YIELD`)
        return [{"mana": list(either), **({"amount": measure} if combination[3] else {})}]
    paid = _X_PAID.fullmatch(effect) if x_paid else None
    if paid:
        return [{"mana": [paid[1]] if paid[1] else list(_COLORS)}]
    if _DIFFERENT.fullmatch(effect):
        return [{"mana": list(_COLORS)}, {"mana": list(_COLORS)}]
    if combination:
        return f"the amount {combination[1] + ' mana in any combination' + (combination[3] or '')!r} not read " \
               "(each mana its own colour, and the model's units are a fixed number)"
    many = _MANY.fullmatch(effect)
    if many and _number(many[1]):
        return [{"mana": [many[2]], "amount": _number(many[1])}]
    one_color, equal, each = _X_ONE_COLOR.fullmatch(effect), _EQUAL_TO.fullmatch(effect), _FOR_EACH.fullmatch(effect)
    if one_color or equal:
        phrase = (one_color or equal)[1] if one_color else equal[2]
        devoted = _DEVOTION.fullmatch(phrase) if equal else None
        if devoted:  # 700.5: devotion to the mana's own colour, counted from the mana costs (`rules.devotion`)
            if devoted[1] != _COLOR_NAMES.get(equal[1]) or devoted[2]:
                return f"the amount {'equal to ' + phrase!r} not read (devotion to other colours than the mana's)"
            return [{"mana": [equal[1]], "amount": "devotion"}]
        amount = _amount(phrase) or (_of_sacrificed(phrase, sacrificed) if equal else None)
        if amount is None:
            return f"the amount {('where X is ' if one_color else 'equal to ') + phrase!r} not read"
        return [{"mana": list(_COLORS) if one_color else [equal[1]], "amount": amount}]
    if each:
        amount = _for_each(each[2])
        if amount is None:
            return f"the amount {'for each ' + each[2]!r} not read"
        return [{"mana": [each[1]] if each[1] else list(_COLORS), "amount": amount}]
    if _EXILED.search(effect):
        return f"the mana {effect!r} not read (the colours of a card its linked ability exiled, 607.2a: the model " \
               "follows no cards in exile)"
    return f"the mana {effect!r} not read"


def _of_that_color(effect: str) -> Union[list, str]:
    """After "Choose a color.": mana of that one colour (106.1a), as one `add` unit offering the
    five colours with its amount (all of the colour chosen); or what is not read."""
    that = _OF_THAT_COLOR.fullmatch(effect)
    if that and that["n"]:
        n = _number(that["n"])
        return [{"mana": list(_COLORS), **({"amount": n} if n != 1 else {})}] if n else \
            f"the amount {that['n']!r} of {effect!r} not read"
    if that and that["equal"] == "your devotion to that color":  # 700.5: devotion to the colour chosen
        return [{"mana": list(_COLORS), "amount": "devotion"}]
    if that and that["equal"]:
        amount = _amount(that["equal"])
        return [{"mana": list(_COLORS), "amount": amount}] if amount is not None else \
            f"the amount {'equal to ' + that['equal']!r} not read"
    if that:
        amount = _for_each(that["each"])
        return [{"mana": list(_COLORS), "amount": amount}] if amount is not None else \
            f"the amount {'for each ' + that['each']!r} not read"
    return f"the mana {effect!r} after choosing a color not read"


def _of_sacrificed(phrase: str, sacrificed: Optional[tuple]) -> Optional[dict]:
    """"the sacrificed creature's power" where its cost sacrifices "a creature": for what it
    could produce (106.7: whichever it sacrificed), the greatest among those it could (208.3:
    power and toughness only among creatures); None for anything else."""
    of = _SACRIFICED.fullmatch(phrase)
    if of is None or sacrificed is None or of[1] != sacrificed[0] or \
            of[2] != "mana value" and sacrificed[1].get("types") != ["creature"]:
        return None
    return {"greatest": of[2].replace(" ", "_"), "among": sacrificed[1]}


def _for_each(phrase: str) -> Optional[dict]:
    """The amount "for each ..." counts: cards the scenario numbers, permanents, the
    different powers among creatures, or counters of a kind on the permanent itself (122.1)."""
    own, powers = _OWN_COUNTERS.fullmatch(phrase), _DIFFERENT_POWERS.fullmatch(phrase)
    among = _counted(powers[1]) if powers else None
    if among is not None and among.get("types") == ["creature"]:  # 208.3: only creatures have power
        return {"distinct": "powers", "among": among}
    return {"number": phrase} if _NUMBERED.fullmatch(phrase) else \
        ({"count": _counted(phrase)} if _counted(phrase) else {"counters": own[1] or EVERY_KIND} if own else None)


def _one_kind(units: Union[list, str]) -> Optional[frozenset]:
    """The types of mana each of these `add` units may be, if every one offers the same
    and a fixed amount; else None."""
    if not isinstance(units, list):
        return None
    kinds = {frozenset([u] if isinstance(u, str) else u.get("mana", ["?"])) for u in units}
    fixed = all(isinstance(u, str) or isinstance(u.get("amount", 1), int) for u in units)
    return next(iter(kinds)) if len(kinds) == 1 and fixed and "?" not in next(iter(kinds)) else None


def _chosen_color(effect: str, name: str) -> Union[list, str]:
    """Mana of the colour the card's object chose as it entered (614.12), as `add` units
    whose option "chosen" the object's `chosen` gives; or what is not read."""
    if "a chosen color" in effect:  # (one of several colours chosen: the object's `chosen` is one)
        return f"the mana {effect!r} not read (one of the colours chosen as it entered: the model keeps one)"
    chosen = _CHOSEN_COLOR.fullmatch(effect)
    n = _number(chosen[2]) if chosen else None
    if n is None or (chosen[1] and n != 1):
        return f"the mana {effect!r} not read"
    if not _CHOOSES_A_COLOR.search(_own_text(name)):  # (a choice made otherwise, of several colours, or by another object)
        return f"the mana {effect!r} not read (the colour is not one chosen as its own permanent entered, 614.12)"
    return [{"mana": ([chosen[1]] if chosen[1] else []) + ["chosen"], **({"amount": n} if n != 1 else {})}]


def _own_text(name: str) -> str:
    """The card's Oracle text, its name (or the part before a comma) as "~"."""
    record = oracle.record(name) if name else None
    text = (record or {}).get("text") or ""
    return text.replace(name, "~").replace(name.split(",")[0], "~") if name else text


def of_chosen_type(value: object) -> bool:
    """Whether an amount or a restriction counts permanents of the type chosen as the object
    entered (614.12: subtypes = ["chosen"])."""
    if isinstance(value, dict):
        return CHOSEN in (value.get("subtypes") or []) or any(of_chosen_type(v) for v in value.values())
    return isinstance(value, list) and any(of_chosen_type(v) for v in value)


def _amount(phrase: str) -> Optional[Union[str, dict]]:
    """An amount of mana: its own power, how many permanents, or the greatest power or
    toughness among them (`verifier.rules.amounts`)."""
    if _OWN_POWER.fullmatch(phrase):
        return "power"
    if _OWN_TOUGHNESS.fullmatch(phrase):
        return "toughness"
    own = _OWN_COUNTERS.fullmatch(phrase)
    if own:  # 122.1
        return {"counters": own[1] or EVERY_KIND}
    if _NUMBERED.fullmatch(phrase):  # (a number the scenario gives)
        return {"number": phrase}
    if _DOMAIN.fullmatch(phrase):  # 305.6: each basic land type once, however many lands have it
        return {"distinct": "basic land types", "among": {"types": ["land"], "controller": "you"}}
    number = re.fullmatch(r"the number of (.+)", phrase)
    if number and _counted(number[1]):
        return {"count": _counted(number[1])}
    greatest = _GREATEST.fullmatch(phrase)
    among = _counted(greatest[2]) if greatest else None
    if among and (among.get("types") == ["creature"] or greatest[1] == "mana value"):  # 208.3: only creatures have
        return {"greatest": greatest[1].replace(" ", "_"), "among": among}          # power and toughness
    return None


def _counted(phrase: str) -> Optional[dict]:
    """The permanents a phrase names: "Elves on the battlefield", "basic Swamp you
    control", "other creatures you control", "creature with power 4 or greater you control"."""
    counted = _COUNTED.fullmatch(phrase)
    what = {} if counted and counted["word"] in ("permanent", "permanents") else \
        _kind(counted["word"]) if counted else None  # (110.1: any permanent)
    if what is None or counted["chosen"] and "subtypes" in what:
        return None
    if counted["chosen"]:  # "creatures you control of the chosen type": its object's `chosen` (614.12)
        what = {**what, "subtypes": [CHOSEN]}
    return {**what, **({"supertypes": [counted["super"].strip()]} if counted["super"] else {}),
            **({"controller": "you"} if counted["whose"] == "you control" else {}),
            **({"other": True} if counted["other"] else {}),
            **({"power_at_least": int(counted["power"] or counted["power2"])}
               if counted["power"] or counted["power2"] else {}),
            **({"abilities": [counted["ability"]]} if counted["ability"] else {}),
            **({"names": [counted["name"]]} if counted["name"] else {})}


def _kind(word: str) -> Optional[dict]:
    """What "lands", "a Goblin", "Elves" counts: a card type or a subtype (205.2, 205.3)."""
    for form in (word, word[:-1], word[:-2], word[:-3] + "f", word[:-3] + "y"):  # ("Elves", "Allies")
        if form.lower() in CARD_TYPES and form == form.lower():
            return {"types": [form]}
        if form in ALL_SUBTYPES:
            return {"subtypes": [form]}
    return None


def _spells(words: str, chosen: bool) -> Optional[dict]:
    """The spells "creature", "Dragon creature", "legendary", "creature ... of the chosen type"
    name: a supertype, a card type and (or) a subtype (205.2-205.4; "chosen": 614.12), as
    `spend_only` states them; None for anything else."""
    kinds = [{"supertypes": [w]} if w in SUPERTYPES else _kind(w) for w in words.split()]
    kinds += [{"subtypes": ["chosen"]}] if chosen else []
    if not kinds or any(k is None for k in kinds) or len(kinds) != len({next(iter(k)) for k in kinds}):
        return None
    return {key: values for k in kinds for key, values in k.items()}


def _any_of(words: str) -> Optional[dict]:
    """"a Plains or a Swamp": one of these subtypes (a filter's subtypes: at least one)."""
    kinds = [_kind(w) for w in re.findall(r"\ban? ([A-Za-z]+)", words)]
    if not kinds or any(k is None or "subtypes" not in k for k in kinds):
        return None if len(kinds) != 1 or kinds[0] is None else kinds[0]
    return {"subtypes": [k["subtypes"][0] for k in kinds]}


def _number(word: str) -> Optional[int]:
    return int(word) if word.isdigit() else _NUMBERS.get(word)


def _cost(c) -> dict:
    """A cost as a [[card.mana]] table's `cost`: what the loader checks against its text."""
    return {k: v for k, v in (("tap", c.tap), ("untap", c.untap), ("sacrifice", c.sacrifice), ("mana", c.mana),
                               ("life", c.life), ("remove_counters", dict(c.counters))) if v}

