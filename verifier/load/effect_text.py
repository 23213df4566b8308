"""611.2, 608.2c: the [[effect]]s a resolving trigger or [[ability]] begins do what its text says they do, as far as
the text's words tell: the power and toughness "gets +N/+M" gives (layer 7c, 613.4c) and the keywords "gains K"
gives (layer 6, 613.1f).  Review 22 found them checked only for being there: Welkin Guide's "+2/+2 and gains flying"
accepted as +5/+5, and as +2/+2 without flying."""
from __future__ import annotations

import re
from typing import Sequence

from verifier.load.files import At
from verifier.model import Scenario

# "gets +2/+2", "get -1/-1": a fixed change (not "+X/+0", nor "for each ...": an amount counted, 608.2h)
_PUMP = re.compile(r"\bgets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+)(?![^.]*\bfor each\b)", re.I)
_ANY_PUMP = re.compile(r"\bgets? [+-][\dX]+/[+-][\dX]+", re.I)
# "gains flying", "gain first strike and trample", "gains flying, vigilance, and lifelink": the keywords, up to the
# duration or the sentence's end
_GAINS = re.compile(r"\bgains? (?P<what>[a-z ,]+?)(?= until\b| for as long\b|\.|;|$| and gets?\b| and (?:is|are)\b)",
                    re.I)
# a keyword ability said in words ("flying", "first strike", "protection from red", "islandwalk", "toxic 1")
_KEYWORD = re.compile(r"(?:flying|first strike|double strike|deathtouch|defender|haste|hexproof|indestructible|"
                      r"lifelink|menace|reach|shroud|trample|vigilance|flash|protection from \w+|\w+walk|toxic \d+|"
                      r"ward \{?\d+\}?|infect|wither|fear|intimidate|horsemanship|shadow|skulk|prowess|changeling)")


def check(at: At, owner: str, text: str, effect_ids: Sequence[str], sc: Scenario) -> None:
    """The effects `effect_ids` a resolution of `owner` (a trigger or an [[ability]], its text `text`: its
    instructions) begins: their layer 7c changes total what its one fixed "gets +N/+M" says, and their layer 6
    keywords are those its "gains" says, where every word of that is a keyword; refused otherwise (608.2c)."""
    effects = [sc.effects[e] for e in effect_ids if e in sc.effects]
    if not effects:
        return
    parts = [p for e in effects for p in e.parts]
    pumps = _PUMP.findall(text)
    modify = [p for p in parts if p.layer == "7c"]
    if len(pumps) == 1 and len(_ANY_PUMP.findall(text)) == 1:
        values = [(p.power or 0, p.toughness or 0) for p in modify]
        if all(isinstance(v, int) for pair in values for v in pair):
            total = (sum(v[0] for v in values), sum(v[1] for v in values))
            said = (int(pumps[0][0]), int(pumps[0][1]))
            if total != said:
                raise at.error(f"{owner!r}: its text gives {pumps[0][0]}/{pumps[0][1]}, and the effects it begins "
                               f"({', '.join(effect_ids)}) give {total[0]:+d}/{total[1]:+d} (611.2, 613.4c): the effect "
                               "does what its text says")
    elif not _ANY_PUMP.search(text) and modify and not re.search(r"\bbecomes?\b|\bbase power\b|\bswitch", text, re.I):
        raise at.error(f"{owner!r}: the effects it begins ({', '.join(effect_ids)}) change power and toughness, and "
                       f"its text gives no such change (611.2, 613.4c): the effect does what its text says")
    gained = [m["what"] for m in _GAINS.finditer(text)]
    said = {k.strip().lower() for g in gained for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", g) if k.strip()}
    if not said or not all(_KEYWORD.fullmatch(k) for k in said):
        return  # (no "gains", or a quoted or unread ability gained: the words decide nothing here)
    given = {a.lower() for p in parts if p.layer == "6" for a in p.add_abilities}
    if said != given:
        raise at.error(f"{owner!r}: its text gains {', '.join(sorted(said))}, and the effects it begins "
                       f"({', '.join(effect_ids)}) give {', '.join(sorted(given)) or 'no ability'} (611.2, 613.1f): "
                       "the effect does what its text says")
