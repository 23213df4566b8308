"""A generated card put to use in a scenario, to show the loader accepts every part of it
(issue 24: every translated card loads): a permanent on the battlefield, an Aura or
Equipment attached to what it may be attached to (303.4a, 301.5), each resolved ability
applied as an effect of that object (on a creature, if it targets), with every condition and number it names given;
but one whose one-shot instructions the loader refuses by design (ONE_SHOT_REFUSED: damage, tokens, ..., 608.2c)
or asks a history's events for (ONE_SHOT_CARRIED: counters, destroying, ...)."""
from __future__ import annotations

import json
import re
import tomllib
from typing import List

from verifier.model import COLORS
from verifier.model.unfollowed import ONE_SHOT_CARRIED, ONE_SHOT_REFUSED

# objects of `models/cards/` to attach to and to target
_CREATURE, _LAND = "Grizzly Bears", "Forest"


def scenario(name: str, text: str) -> str:
    """The scenario text putting the generated card `text` (its TOML) to use."""
    card = tomllib.loads(text)["card"][0]
    conditions = sorted(set(re.findall(r'(?m)^condition = "(.*)"$', text)))
    numbers = sorted(set(re.findall(r'number = "([^"]*)"', text)))
    spell = bool({"instant", "sorcery"} & set(card["types"]))
    lines = [text, "[scenario]",
             f'conditions = {{{", ".join(f"{json.dumps(c)} = true" for c in conditions)}}}',
             f'numbers = {{{", ".join(f"{json.dumps(n)} = 2" for n in numbers)}}}', "",
             "[[object]]", 'id = "bear"', f'card = "{_CREATURE}"', "",
             "[[object]]", 'id = "forest"', f'card = "{_LAND}"', ""]
    if not spell:
        lines += ["[[object]]", 'id = "x"', f"card = {json.dumps(name)}"] + _host(card) + _chosen(text) + [""]
    for i, table in enumerate(card.get("resolves", [])):
        if set(table.get("one_shot", ())) & (set(ONE_SHOT_REFUSED) | set(ONE_SHOT_CARRIED)):  # (a board has no events)
            continue
        lines += ["[[effect]]", f'id = "e{i}"', f"card = {json.dumps(name)}"]
        lines += [] if spell else ['ability_of = "x"']  # a permanent's ability: of that object (611.2c)
        lines += [f"ability = {json.dumps(table['ability'])}"] if "ability" in table else []
        lines += ['targets = ["bear"]'] if "affects" not in table else []
        lines.append("")
    lines += ["[[claim]]", 'id = "c"', 'expr = "on_battlefield(bear)"', 'expect = "proved"', ""]
    return "\n".join(lines)


def _host(card: dict) -> List[str]:
    """What an Aura or Equipment is attached to: a land for "Enchant land", else the creature."""
    subtypes = set(card.get("subtypes", ()))
    if "Equipment" in subtypes:
        return ['attached_to = "bear"']
    if "Aura" not in subtypes or "enchant_player" in card:
        return ['attached_to = "opponent"'] if "enchant_player" in card else []
    kinds = set((card.get("enchant") or {}).get("types", ()))
    return ['attached_to = "forest"'] if "land" in kinds and "creature" not in kinds else ['attached_to = "bear"']


def _chosen(text: str) -> List[str]:
    if re.search(r'mana = \[[^\]]*"chosen"', text):  # a colour (614.12), one its mana ability does not name
        return [f'chosen = "{next(c for t, c in zip("WUBRG", COLORS) if "{%s}" % t not in text)}"']
    if 'land_types = ["chosen"]' in text:
        return ['chosen = "Island"']
    return ['chosen = "Elf"'] if '"chosen"' in text else []
