"""A generated card put to use in a scenario, to show the loader accepts every part of it
(issue 24: every translated card loads): a permanent on the battlefield, an Aura or
Equipment attached to what it may be attached to (303.4a, 301.5), each resolved ability
applied as an effect of that object (on a creature, if it targets: one made to be what its target must be, 601.2c),
with every condition and number it names given;
but one whose one-shot instructions the loader refuses by design (ONE_SHOT_REFUSED: damage, tokens, ..., 608.2c)
or asks a history's events for (ONE_SHOT_CARRIED: counters, destroying, ...)."""
from __future__ import annotations

import json
import re
import tomllib
from typing import Dict, List, Optional, Tuple

from verifier.model import COLORS
from verifier.rules import ability_zones
from verifier.rules.typeline import correlated_types
from verifier.model.unfollowed import ATTACH_ONLY_TO, ONE_SHOT_CARRIED, ONE_SHOT_REFUSED

# objects of `models/cards/` to attach to and to target
_CREATURE, _LAND = "Grizzly Bears", "Forest"


def scenario(name: str, text: str) -> str:
    """The scenario text putting the generated card `text` (its TOML) to use."""
    card = tomllib.loads(text)["card"][0]
    conditions = sorted(set(re.findall(r'(?m)^condition = "(.*)"$', text)))
    numbers = sorted(set(re.findall(r'number = "([^"]*)"', text)))
    spell = bool({"instant", "sorcery"} & set(card["types"]))
    target = next((t["target"] for t in card.get("resolves", []) if "target" in t), None)
    lines = [text] + _target_card(target) + ["[scenario]",
             f'conditions = {{{", ".join(f"{json.dumps(c)} = true" for c in conditions)}}}',
             f'numbers = {{{", ".join(f"{json.dumps(n)} = 2" for n in numbers)}}}', "",
             "[[object]]", 'id = "bear"'] + _target_object(target) + ["",
             "[[object]]", 'id = "forest"', f'card = "{_LAND}"', ""]
    if not spell:
        lines += ["[[object]]", 'id = "x"', f"card = {json.dumps(name)}"] + _host(card) + _chosen(text) + [""]
    zoned = {} if spell else _zoned(card, name)
    for where, oid in sorted(set(zoned.values())):
        lines += ["[[object]]", f'id = "{oid}"', f"card = {json.dumps(name)}", f'zone = "{where}"', ""]
    # (702.16n: an Aura whose protection does not remove it, its resolved ability granting the same one elsewhere:
    # another creature, which instance would remove it being not modelled, `verifier.load.own_protection`)
    aimed = "bear2" if any(t.get("keeps_source_attached") for t in card.get("static", ())) else "bear"
    for i, table in enumerate(card.get("resolves", [])):
        if set(table.get("one_shot", ())) & (set(ONE_SHOT_REFUSED) | set(ONE_SHOT_CARRIED)):  # (a board has no events)
            continue
        lines += ["[[effect]]", f'id = "e{i}"', f"card = {json.dumps(name)}"]
        lines += [] if spell else [f'ability_of = "{_having(card, table, zoned)}"']  # (of the object that has it, 113.3)
        lines += [f"ability = {json.dumps(table['ability'])}"] if "ability" in table else []
        lines += [f'targets = ["{aimed}"]'] if "affects" not in table else []
        lines.append("")
    if aimed == "bear2":
        lines += ["[[object]]", 'id = "bear2"', f'card = "{_CREATURE}"', ""]
    lines += ["[[claim]]", 'id = "c"', 'expr = "on_battlefield(bear)"', 'expect = "proved"', ""]
    return "\n".join(lines)


_TARGET = "Trial Target"  # a creature card made to be what a resolved ability targets (601.2c)


def _demanding(target: Optional[dict]) -> bool:
    """Whether a target's filter asks for more than Grizzly Bears is (a creature, its controller aside)."""
    return bool(target) and (set(target) - {"types", "controller", "counters"} != set() or
                             target.get("types", ["creature"]) != ["creature"])


def _target_card(target: Optional[dict]) -> List[str]:
    """A card with what the target must have (601.2c: chosen legal as the ability is put on the stack):
    its types, supertypes, subtypes and colours (its mana cost's, 202.2), a power and toughness in its bounds (208.1)."""
    if not _demanding(target):
        return []
    power = max(target.get("power_at_least", 1), 1)
    toughness = max(target.get("toughness_at_least", 1), 1)
    types = list(target.get("types", ["creature"]))  # (205.3d: with a card type each subtype goes with)
    types += sorted({correlated_types(sub)[0] for sub in target.get("subtypes", ())
                     if not set(correlated_types(sub)) & set(types)})
    symbols = "".join("{%s}" % t for t, c in zip("WUBRG", COLORS) if c in target.get("colors", ())) or "{1}"
    return ["[[card]]", f"name = {json.dumps(_TARGET)}", f"mana_value = {symbols.count('{')}",
            f"mana_cost = {json.dumps(symbols)}", f"types = {json.dumps(types)}"] + \
        [f"{key} = {json.dumps(target[key])}" for key in ("supertypes", "subtypes", "colors") if key in target] + \
        [f"power = {power}", f"toughness = {toughness}", ""]


def _target_object(target: Optional[dict]) -> List[str]:
    """The object targeted: Grizzly Bears, or the card made for the target's filter; with a counter of
    the kind the filter asks for (122.1) and the controller it names."""
    lines = [f"card = {json.dumps(_TARGET if _demanding(target) else _CREATURE)}"]
    kinds = [k for k in (target or {}).get("counters", []) if k != "every kind"] or \
        (["+1/+1"] if (target or {}).get("counters") else [])
    lines += [f"counters = {{ {json.dumps(kinds[0])} = 1 }}"] if kinds else []
    return lines + (['controller = "opponent"'] if (target or {}).get("controller") == "opponent" else [])


def _host(card: dict) -> List[str]:
    """What an Aura or Equipment is attached to: a land for "Enchant land", else the creature; nothing for
    an Equipment that can be attached only to some creatures (301.5c, 704.5n: the loader refuses it attached)."""
    subtypes = set(card.get("subtypes", ()))
    if "Equipment" in subtypes and any(ATTACH_ONLY_TO.search(a) for a in card.get("abilities", ())):
        return []
    if "Equipment" in subtypes:
        return ['attached_to = "bear"']
    if "Aura" not in subtypes or "enchant_player" in card:
        return ['attached_to = "opponent"'] if "enchant_player" in card else []
    kinds = set((card.get("enchant") or {}).get("types", ()))
    return ['attached_to = "forest"'] if "land" in kinds and "creature" not in kinds else ['attached_to = "bear"']


def _zoned(card: dict, name: str) -> Dict[str, Tuple[str, str]]:
    """For each resolved ability of the card that functions from a hand or a graveyard (113.6j, 113.6m),
    the zone its card is in once it has begun, its cost paid (a discarded card in its owner's graveyard,
    701.9a), and the id of that card there."""
    zoned = {}
    for table in card.get("resolves", []):
        text = table.get("ability", "")
        zone = ability_zones.zone_of(text, name) if ability_zones.activated(text) else None
        if zone is not None:
            where = ability_zones.cost_moves(text, name) or zone
            zoned[text] = (where, f"x_{where}")
    return zoned


def _having(card: dict, resolves: dict, zoned: Dict[str, Tuple[str, str]]) -> str:
    """The object whose ability a resolved ability of the card is (113.3, 611.2c): the card's own (x), or
    the one it is attached to where a static ability of its grants it to what it is attached to, or the
    card in a hand or graveyard an ability that functions there is of (`_zoned`)."""
    if resolves.get("ability") in zoned:
        return zoned[resolves["ability"]][1]
    grants = [a for t in card.get("static", ()) if (t.get("affects") or {}).get("attached")
              for a in (t.get("layer6") or {}).get("add_abilities", ())]
    return _host(card)[0].split('"')[1] if resolves.get("ability") in grants and _host(card) else "x"


def _chosen(text: str) -> List[str]:
    if '"exiled colors"' in text:  # 607.2a: the colours of the cards its linked ability exiled, stated
        return ['exiled_colors = ["red"]']
    if re.search(r'mana = \[[^\]]*"chosen"', text):  # a colour (614.12), one its mana ability does not name
        return [f'chosen = "{next(c for t, c in zip("WUBRG", COLORS) if "{%s}" % t not in text)}"']
    if 'land_types = ["chosen"]' in text:
        return ['chosen = "Island"']
    if re.search(r"\bthe chosen color\b", text, re.I) or re.search(r'colors = \[[^\]]*"chosen"', text):
        return ['chosen = "red"']  # 614.12: the words of an ability it grants (`chosen_words`), or what it affects
    return ['chosen = "Elf"'] if '"chosen"' in text or re.search(r"\bthe chosen (?:creature )?type\b", text, re.I) else []
