"""A keyword granted with a counted parameter that phase.rs read as a fixed one: "~ has
soulshift X, where X is the number of Spirits you control" parsed as soulshift 1, "has echo {X},
where X is your life total" as echo {X} with X left unsaid.  The X is a number counted as the
effect applies (107.3, 613.4c), so the modification is taken as the counted keyword the line's
words say (an `AddDynamicKeyword`, kept by those words as `statics._dynamic_keyword` keeps any,
a triggered keyword only, whose trigger the loader refuses a history to pass), never as the
number phase.rs gave.  Only where the line's one counted phrase is that keyword's "X, where X
is ..."; any other counted words stay refused."""
from __future__ import annotations

import re

from verifier.cards.words import keyword

# "soulshift X, where X is ...", "echo {X}, where X is ...": the keyword's parameter is X (107.3)
_KEYWORD_X = re.compile(r"\b([a-z][a-z ]*?) (?:X|\{X\}), where X is\b")
# every counted phrase of the line (one only: the keyword's)
_COUNTED = re.compile(r"\bfor each\b|\bwhere X is\b|\bequal to\b", re.I)


def counted_keyword(line: str, s: dict) -> dict:
    """The static ability's parse `s` with the one keyword the line grants with "X, where X is"
    taken as counted (`AddDynamicKeyword`, named by its kind), where phase.rs read it as fixed;
    `s` itself otherwise."""
    bare = re.sub(r'"[^"]*"', '""', line)  # (a quoted ability's X is its own, 113.1a)
    said = _KEYWORD_X.findall(bare)
    mods = s.get("modifications") or []
    if len(said) != 1 or len(_COUNTED.findall(bare)) != 1 or any("Dynamic" in (m.get("type") or "") for m in mods):
        return s
    fixed = [i for i, m in enumerate(mods) if m.get("type") == "AddKeyword" and isinstance(m.get("keyword"), dict)
             and len(m["keyword"]) == 1 and said[0].endswith(keyword(next(iter(m["keyword"]))))]
    if len(fixed) != 1:
        return s
    name = next(iter(mods[fixed[0]]["keyword"]))
    if not re.search(rf"\b{re.escape(keyword(name))} (?:X|\{{X\}}), where X is\b", bare):
        return s
    counted = {"type": "AddDynamicKeyword", "kind": name}
    return {**s, "modifications": [counted if i == fixed[0] else m for i, m in enumerate(mods)]}
