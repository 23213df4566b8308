"""Mana (106, 605, 614, 616): a card's mana abilities ([[card.mana]]), and the
replacement effects and triggered mana abilities of objects."""
from __future__ import annotations

import re
from typing import Dict, List, Tuple

from verifier.load import manatext
from verifier.load.abilities import amount_of, count_of, filter_of, static_filter
from verifier.load.files import At, get
from verifier.load.schema import CHOSEN
from verifier.model import MANA_TYPES, MEASURES, OWN_POWER, OWN_TOUGHNESS, Count, Filter, ManaAbility, ManaCost, ManaReplacement, ManaRider, ManaTrigger, ManaUnit, \
    is_mana_ability
from verifier.rules.typeline import BASIC_LAND_TYPES, intrinsic_mana_ability


MAX_REPLACEMENTS = 6  # mana replacement effects per scenario: every order of them is considered (616.1)


class ManaDefinitions:
    """The scenario's mana abilities by text, and the replacement effects and
    triggered mana abilities of its objects."""

    def __init__(self) -> None:
        self.abilities: Dict[str, ManaAbility] = {}
        self.where: Dict[str, At] = {}
        self.replacements: List[ManaReplacement] = []
        self.triggers: List[ManaTrigger] = []

    def add_definitions(self, card: At, numbers: Dict[str, int]) -> None:
        for at, ability in mana_definitions(card, numbers).items():
            known = self.abilities.get(ability.name)
            if known is not None and known != ability:
                raise at.error(f"mana ability {ability.name!r} is defined differently at "
                               f"{self.where[ability.name].file.path}:{(self.where[ability.name] / 'ability').line}")
            self.abilities[ability.name], self.where[ability.name] = ability, at

    def add_card(self, card: At, oid: str, numbers: Dict[str, int], at: At) -> set:
        """The card's mana definitions, and its object's replacement effects and
        triggers; the names of the abilities the object has from them."""
        self.add_definitions(card, numbers)
        replacements, triggers = mana_effects(card, oid, numbers)
        self.replacements += replacements
        self.triggers += triggers
        if len(self.replacements) > MAX_REPLACEMENTS:
            raise at.error(f"more than {MAX_REPLACEMENTS} mana replacement effects in one scenario: every order "
                             "of them is considered (616.1), and that many are not supported")
        names = {t["ability"] for t in get(card).get("mana", []) if not t.get("granted")}  # (613.1f)
        for i, t in enumerate(get(card).get("mana", [])):
            if t.get("granted") and t["ability"] not in _granted_by(get(card)):
                raise (card / "mana" / i / "granted").error(
                    f"mana ability {t['ability']!r} is granted (613.1f), but no [[card.static]] of the card grants it "
                    "(layer6 add_abilities)")
        return names | {r.ability for r in replacements} | {t.ability for t in triggers}

    def define_mentioned(self, objects: dict, effects: dict, where: Dict[str, At]) -> None:
        """Every ability whose text reads like a mana ability (605.1a) needs a
        definition: its text read (`manatext`), or a [[card.mana]] table."""
        mentioned = [(a, where[o.id]) for o in objects.values() for a in sorted(o.printed.abilities)]
        mentioned += [(a, where[e.source] if e.static else where[e.id]) for e in effects.values()
                      for p in e.parts for a in p.add_abilities + tuple(sorted(p.face_down.abilities
                                                                               if p.face_down else ()))]
        mentioned += [(intrinsic_mana_ability(t), None) for t in BASIC_LAND_TYPES]
        for name, at in mentioned:
            if name in self.abilities or not is_mana_ability(name):
                continue
            parsed = manatext.parse(name)
            if parsed is None:
                raise at.error(f"mana ability {name!r}: its text is not one of the plain forms; define it with "
                               "[[card.mana]] (cost and add) on its card")
            self.abilities[name] = parsed


# 106.6: the one spending restriction a [[card.mana]] may state with spend_only
_SPEND_ONLY = re.compile(r"\bSpend this mana only to cast (a |an )?[a-z ]*spells?\b", re.I)


def mana_definitions(card: At, numbers: Dict[str, int]) -> Dict[At, ManaAbility]:
    """A card's [[card.mana]] tables: structured (`add`, `cost`, `only_if`) or read from the text."""
    out: Dict[At, ManaAbility] = {}
    for i, table in enumerate(get(card).get("mana", [])):
        at = card / "mana" / i
        name = table["ability"]
        if "add" not in table:
            if "cost" in table or "only_if" in table:
                raise at.error(f"mana ability {name!r}: give 'add' with its cost")
            parsed = manatext.parse(name)
            if parsed is None:
                raise (at / "ability").error(f"mana ability {name!r}: its text is not one of the plain forms; "
                                             "say what it adds with add = [...] and its cost with cost = {...}")
            out[at] = parsed
            continue
        if manatext.parse(name) is not None:
            raise (at / "add").error(f"mana ability {name!r} is a plain form, read as written (305.6's are too): "
                                     "leave out add, cost and only_if, or write the text the table means")
        cost = table.get("cost", {})
        _check_cost(at / "cost", name, cost)
        only_if = table.get("only_if", {})
        others = re.search(r"\bSacrifice (?:a|an|another|one) [A-Za-z]+", name.partition(":")[0])
        if others and not only_if:  # 602.2b: payable only while you control one: only_if says so
            raise (at / "cost").error(f"mana ability {name!r}: its cost {others[0]!r} can be paid only while its "
                                      "controller has one to sacrifice (602.2b): say so with only_if = { count = "
                                      "{...}, at_least = 1 }")
        measured = any(k in only_if for k in ("count", *MEASURES))
        if measured != ("at_least" in only_if):
            raise (at / "only_if").error("only_if gives an amount (count, total, greatest, distinct) and at_least "
                                         "together (you control at least that many; their total power is that or more)")
        if "spend_only" in table and not _SPEND_ONLY.search(name):
            raise (at / "spend_only").error(f"mana ability {name!r} says no \"Spend this mana only to cast ...\" "
                                            "(106.6): leave spend_only out")
        _check_rider(at, name, table)
        _check_life_loss(at, name, table)
        units = _units(at / "add", table["add"], numbers)
        if cost.get("remove_counters") and any(_own(u.amount) for u in units):
            raise (at / "cost").error(f"mana ability {name!r}: an amount of its own permanent's is read as it resolves, "
                                      "after its cost removed counters (602.2b, 608.2h), and the model reads it "
                                      "before: not modelled")
        out[at] = ManaAbility(
            name=name,
            cost=ManaCost(tap=cost.get("tap", False), untap=cost.get("untap", False), mana=cost.get("mana", ""),
                          sacrifice=cost.get("sacrifice", False),
                          life=cost.get("life", 0), counters=tuple(sorted(cost.get("remove_counters", {}).items()))),
            units=units,
            only_if=(count_of(only_if), only_if["at_least"]) if measured else None,
            only_with_counters=tuple(sorted(only_if.get("counters_on_it", {}).items())),
            spend_only=filter_of(table["spend_only"]) if "spend_only" in table else None,
            rider=ManaRider(table["rider"]["gives"], filter_of(table["rider"]["spells"])
                            if "spells" in table["rider"] else None) if "rider" in table else None,
            each_player_loses=table.get("each_player_loses", 0))
    return out


# 106.6: the one rider a [[card.mana]] may state with `rider`: the spell its mana is spent on can't
# be countered ("Spend this mana only to cast ..., and that spell can't be countered"; "If that mana
# is spent on an instant or sorcery spell, that spell can't be countered")
_UNCOUNTERABLE = re.compile(r"(?:, and|\bIf that mana is spent on (?:an? )?([a-z ]+?) spells?,) that spell can't be "
                            r"countered\b", re.I)


def unread_spending(ab: ManaAbility) -> str:
    """The text of a mana ability but for what its `spend_only` and `rider` read (106.6)."""
    text = _SPEND_ONLY_SENTENCE.sub("", ab.name) if ab.spend_only is not None else ab.name
    return _UNCOUNTERABLE.sub("", text) if ab.rider is not None else text


# (the restriction to casting only: one that lets its mana pay for activating abilities too is no `spend_only`, and
# stays in the text, which refuses a payment beside it)
_SPEND_ONLY_SENTENCE = re.compile(r"\bSpend this mana only to cast (?:(?!\bactivate\b)[^.,])*(?=[.,])", re.I)


def _check_rider(at: At, name: str, table: dict) -> None:
    """106.6: `rider` and `spend_only` say what the text says: a rider exactly when it has one
    read here, the spells it names, and "of the chosen type" exactly when its restriction has it."""
    said = _UNCOUNTERABLE.search(name)
    if ("rider" in table) != bool(said):
        raise (at / ("rider" if "rider" in table else "ability")).error(
            f"mana ability {name!r}: give rider = {{ gives = \"can't be countered\" }} exactly when its text says "
            "that the spell its mana is spent on can't be countered (106.6)")
    if said and bool(said.group(1)) != ("spells" in table["rider"]):
        raise (at / "rider").error(f"mana ability {name!r}: its rider names the spells it applies to "
                                   f"({said.group(1) or 'none: those it may be spent on'}): say so with spells")
    chosen = bool(re.search(r"\bSpend this mana only to cast (?:(?!\bactivate\b)[^.,])* of the chosen type\b"
                            r"(?! or activate\b)", name, re.I))
    if chosen != (CHOSEN in table.get("spend_only", {}).get("subtypes", ())):
        raise (at / "spend_only").error(f"mana ability {name!r}: give subtypes = [\"{CHOSEN}\"] in spend_only exactly "
                                        "when its text restricts its mana to spells \"of the chosen type\" (106.6)")


# 605.1a: what a mana ability does besides adding mana that `each_player_loses` reads: its last sentence
_EACH_LOSES = re.compile(r"\. Each player loses (\d+) life\.?$")


def _check_life_loss(at: At, name: str, table: dict) -> None:
    """605.1a: `each_player_loses` says what the text's effect says after its mana: "Each player
    loses N life.", exactly then and with that N, and nothing else there about life (any other
    change of life keeps the text's, and a claim on life beside it is refused: `verifier.load.life`)."""
    effect = name.partition(":")[2].strip()
    said = _EACH_LOSES.search(effect)
    if said and re.search(r"\blife\b|\bdamage\b", effect[:said.start()], re.I):
        raise (at / "each_player_loses").error(f"mana ability {name!r}: it changes life otherwise too: "
                                               "not modelled (605.1a)")
    if (int(said.group(1)) if said else 0) != table.get("each_player_loses", 0):
        raise (at / ("each_player_loses" if "each_player_loses" in table else "ability")).error(
            f"mana ability {name!r}: give each_player_loses = N exactly when its text says \"Each player loses N "
            "life.\" after its mana (605.1a)")


def _check_cost(at: At, name: str, cost: dict) -> None:
    """A mana ability's `cost` says what its text's cost (before the colon, 602.1a) has:
    {T}, {Q}, its mana symbols, a sacrifice of the permanent."""
    text = name.partition(":")[0]
    for symbol, key in (("{T}", "tap"), ("{Q}", "untap")):
        if (symbol in text) != cost.get(key, False):
            raise at.error(f"mana ability {name!r}: its text and cost disagree on {symbol}: "
                           f"give cost = {{ {key} = true }} exactly when the text's cost has {symbol}")
    symbols = "".join(re.findall(r"\{[^{}TQE]+\}", text))  # (a mana symbol, 107.4; not {T}, {Q} or {E}, 107.14)
    if symbols != cost.get("mana", ""):
        raise at.error(f"mana ability {name!r}: its text and cost disagree on its mana: give cost = {{ mana = "
                       f"{symbols!r} }} exactly as the text's cost has it" if symbols else
                       f"mana ability {name!r}: its text's cost has no mana symbols: leave out cost.mana")
    itself = re.search(r"\bsacrifice (?!(?:a|an|another|one|two|three|four|five|x|\d+)\b)", text, re.I)
    if bool(itself) != cost.get("sacrifice", False):  # ("Sacrifice a Goblin" sacrifices another permanent)
        raise at.error(f"mana ability {name!r}: its text and cost disagree on a sacrifice: give cost = "
                       "{ sacrifice = true } exactly when the text's cost sacrifices the permanent (701.21a)")


def _granted_by(card: dict) -> set:
    """The abilities a card's static abilities grant in layer 6 (613.1f)."""
    return {a for s in card.get("static", []) for a in s.get("layer6", {}).get("add_abilities", [])}


def _own(amount: object) -> bool:
    """An amount its own permanent gives: its power or toughness, or its counters of a kind (122.1)."""
    return amount in (OWN_POWER, OWN_TOUGHNESS) or isinstance(amount, Count) and amount.on == "source"


def _units(at: At, values: list, numbers: Dict[str, int]) -> tuple:
    out = []
    for i, v in enumerate(values):
        if isinstance(v, str):
            out.append(ManaUnit(options=(v,)))
            continue
        amount = v.get("amount", 1)
        if isinstance(amount, dict) and "counters" in amount:  # 122.1: on its own permanent (the schema's OWN_COUNTERS)
            amount = Count(Filter(), how="counters", what=amount["counters"], on="source")
        elif isinstance(amount, dict):
            amount = amount_of(at / i / "amount", amount, numbers)
        options = tuple(v.get("mana", ())) or (MANA_TYPES[:5] if v.get("any_color") else ())
        could = filter_of(v["could_produce"]) if "could_produce" in v else None
        out.append(ManaUnit(amount=amount, options=options, could_produce=could,
                            colors_only=v.get("colors_only", False), produced=v.get("produced", False),
                            colors_among=filter_of(v["colors_among"]) if "colors_among" in v else None))
    return tuple(out)


def mana_effects(card: At, oid: str, numbers: Dict[str, int]) -> Tuple[List[ManaReplacement], List[ManaTrigger]]:
    """The replacement effects and triggered mana abilities of an object with this card."""
    replacements, triggers = [], []
    tables = get(card).get("replacement", []) + get(card).get("mana_trigger", [])

    def ident(ability: str) -> str:  # the object's id, when it has one such ability
        return oid if len(tables) == 1 else f"{oid}.{ability}"

    for i, t in enumerate(get(card).get("replacement", [])):
        at = card / "replacement" / i
        actions = [k for k in ("instead", "instead_exactly", "times", "additional") if k in t]
        if len(actions) != 1:
            raise at.error("a mana replacement effect does one of: instead, instead_exactly, times, additional")
        for k, unit in enumerate(t.get("additional", [])):
            if isinstance(unit, dict) and not unit.get("produced") and len(unit.get("mana", ())) != 1:
                raise (at / "additional" / k).error("an additional mana of a replacement effect is one type, "
                                                    "or { produced = true }: other choices are not supported")
        replacements.append(ManaReplacement(
            id=ident(t["ability"]), source=oid, ability=t["ability"], affects=static_filter(t, oid),
            if_produced=tuple(t.get("if_produced", ())), if_at_least=t.get("if_at_least", 0),
            instead=t.get("instead"), instead_exactly=tuple(t.get("instead_exactly", ())), times=t.get("times", 1),
            additional=_units(at / "additional", t.get("additional", []), numbers) if "additional" in t else ()))
    for i, t in enumerate(get(card).get("mana_trigger", [])):
        at = card / "mana_trigger" / i
        triggers.append(ManaTrigger(id=ident(t["ability"]), source=oid, ability=t["ability"],
                                    affects=static_filter(t, oid), units=_units(at / "add", t["add"], numbers),
                                    if_produced=tuple(t.get("if_produced", ()))))
    return replacements, triggers
